import Geometry

/// A static index of frames for rect queries in O(log n + k + s): frames sorted by their
/// top, with the running maximum of their bottoms, so a binary search finds the first
/// frame that can reach the rect and the walk stops at the first frame below it (s counts
/// the frames in that band that miss the rect horizontally).
struct FrameIndex {
    /// Standardized frames in order of their top edge.
    private var frames: [Rect] = []
    /// The caller's identifier of each frame (its position in the array given to `init`).
    private var ids: [Int] = []
    /// `prefixMaxY[i]` is the largest bottom among `frames[0...i]`.
    private var prefixMaxY: [Double] = []

    init() {}

    /// Indexes `input`; identifiers are positions in `input`. Null frames are left out.
    init(frames input: [Rect]) {
        let order = input.indices.filter { !input[$0].isNull }.sorted {
            let a = input[$0].minY, b = input[$1].minY
            return a != b ? a < b : $0 < $1
        }
        frames = order.map { input[$0].standardized }
        ids = order
        var running = -Double.infinity
        prefixMaxY = frames.map {
            running = max(running, $0.maxY); return running
        }
    }

    /// The number of indexed frames.
    var count: Int { frames.count }

    /// Calls `body` with the identifier of every frame that meets `rect` (touching counts),
    /// in order of the frames' tops.
    func forEach(in rect: Rect, _ body: (Int) -> Void) {
        guard !rect.isNull, !frames.isEmpty else { return }
        let r = rect.standardized
        var low = 0, high = prefixMaxY.count
        while low < high {
            let mid = (low + high) / 2
            if prefixMaxY[mid] < r.minY { low = mid + 1 } else { high = mid }
        }
        var i = low
        while i < frames.count, frames[i].minY <= r.maxY {
            if frames[i].intersects(r) { body(ids[i]) }
            i += 1
        }
    }
}
