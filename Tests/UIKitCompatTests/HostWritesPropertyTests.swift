import CollectionView
import Foundation
import LayoutProtocol
import LayoutTestSupport
import Testing
import UIKitCompat

/// What one hook of ``HostWritingLayout`` does to the collection view when it runs.
enum HostWrite: CaseIterable {
    case nothing, inset, sameInset, offset, animatedOffset, invalidate, layoutIfNeeded, reloadData
}

/// A list layout whose hooks write host state as real layouts do (`contentInset` in
/// `invalidateLayout(with:)`, `contentOffset` in `prepare()`, a nested `layoutIfNeeded()`…),
/// each hook following a script the property test draws at random.
final class HostWritingLayout: UICollectionViewLayout {
    enum Hook: CaseIterable {
        case prepare, elements, invalidate, boundsChange, targetOffset, prepareForUpdates, finalizeUpdates
    }

    let rowHeight: CGFloat = 60
    /// What each hook writes; empty turns writing off.
    var script: [Hook: HostWrite] = [:]
    /// The values written, drawn from small sets so that later writes often repeat earlier ones.
    var insetChoice = 0
    var offsetChoice = 0
    /// How deep hooks are nested in each other now, and the deepest seen.
    private(set) var depth = 0
    private(set) var deepest = 0
    private var rows = 0

    /// A nesting of hooks this deep means writes recurse.
    static let runawayDepth = 32

    static let insets = [
        UIEdgeInsets.zero, UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
    ]
    static let offsets = [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 130), CGPoint(x: 0, y: 500)]

    private func run(_ hook: Hook) {
        guard let write = script[hook], let collectionView = collectionView else { return }
        // A runaway recursion stops here and fails the test instead of overflowing the stack.
        guard depth < Self.runawayDepth else { return }
        depth += 1
        deepest = max(deepest, depth)
        defer { depth -= 1 }
        switch write {
        case .nothing: break
        case .inset: collectionView.contentInset = Self.insets[insetChoice % Self.insets.count]
        case .sameInset: collectionView.contentInset = collectionView.contentInset
        case .offset: collectionView.contentOffset = Self.offsets[offsetChoice % Self.offsets.count]
        case .animatedOffset: collectionView.setContentOffset(Self.offsets[(offsetChoice + 1) % Self.offsets.count], animated: true)
        case .invalidate: invalidateLayout()
        case .layoutIfNeeded: collectionView.layoutIfNeeded()
        case .reloadData: collectionView.reloadData()
        }
    }

    override func prepare() {
        super.prepare()
        rows = collectionView?.numberOfItems(inSection: 0) ?? 0
        run(.prepare)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(rows) * rowHeight)
    }

    func frame(ofRow row: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(row) * rowHeight, width: collectionView?.bounds.width ?? 0, height: rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        run(.elements)
        guard rows > 0 else { return [] }
        let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
        let last = min(rows - 1, Int((rect.maxY / rowHeight).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < rows else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(ofRow: indexPath.item)
        return attributes
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        run(.invalidate)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        run(.boundsChange)
        return newBounds.width != collectionView?.bounds.width
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        run(.targetOffset)
        return proposedContentOffset
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        run(.prepareForUpdates)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        run(.finalizeUpdates)
    }
}

/// Host writes from every hook of a layout, in random orders: nothing traps, nothing recurses
/// without bound, and once the layout stops writing one pass leaves the collection view
/// consistent with the layout.
@MainActor
@Suite("UIKitCompat: layouts that write host state from their hooks")
struct HostWritesPropertyTests {
    /// How many random sequences a run checks (`CVKIT_HOSTWRITE_SEQUENCES`, 10,000 by default).
    static let sequences = ProcessInfo.processInfo.environment["CVKIT_HOSTWRITE_SEQUENCES"].flatMap(Int.init) ?? 10_000

    @Test func randomWritesFromEveryHookNeverTrapAndEndConsistent() {
        let seed = UInt64(ProcessInfo.processInfo.environment["CVKIT_HOSTWRITE_SEED"].flatMap(UInt64.init) ?? 0x5EED_0033)
        var random = SplitMix64(seed: seed)
        var deepest = 0
        for sequence in 0..<Self.sequences {
            let failure = Self.runSequence(&random, deepest: &deepest)
            if let failure {
                Issue.record("sequence \(sequence) (CVKIT_HOSTWRITE_SEED=\(seed)): \(failure)")
                return
            }
        }
        // Hooks nest (a write from prepare() invalidates, which runs invalidateLayout(with:)),
        // but each kind of write reaches the layout at most once per operation, so the chain
        // is at most one hook of each kind deep: never a recursion.
        #expect(deepest <= HostWritingLayout.Hook.allCases.count)
    }

    /// One sequence: a fresh view, a random script, 6 random steps, then the check. Returns
    /// what went wrong, or `nil`.
    static func runSequence(_ random: inout SplitMix64, deepest: inout Int) -> String? {
        let layout = HostWritingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountsDataSource([Int.random(in: 0...40, using: &random)])
        view.dataSource = dataSource
        for hook in HostWritingLayout.Hook.allCases {
            // Calling `invalidateLayout()` from `invalidateLayout(with:)` is the layout calling
            // itself without end, on iOS as here; every other write goes through the host.
            let writes = hook == .invalidate ? HostWrite.allCases.filter { $0 != .invalidate } : HostWrite.allCases
            layout.script[hook] = writes.randomElement(using: &random)!
        }
        for _ in 0..<6 {
            layout.insetChoice = Int.random(in: 0..<3, using: &random)
            layout.offsetChoice = Int.random(in: 0..<3, using: &random)
            let action = Int.random(in: 0..<7, using: &random)
            switch action {
            case 0: view.layoutIfNeeded()
            case 1: view.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...1200, using: &random)))
            case 2: view.contentInset = HostWritingLayout.insets[Int.random(in: 0..<3, using: &random)]
            case 3: layout.invalidateLayout()
            case 4:
                let count = dataSource.counts[0]
                if count > 0, Bool.random(using: &random) {
                    let item = Int.random(in: 0..<count, using: &random)
                    view.performBatchUpdates({
                        dataSource.counts[0] -= 1
                        view.deleteItems(at: [IndexPath(item: item, section: 0)])
                    })
                } else {
                    let item = Int.random(in: 0...count, using: &random)
                    view.performBatchUpdates({
                        dataSource.counts[0] += 1
                        view.insertItems(at: [IndexPath(item: item, section: 0)])
                    })
                }
            case 5: view.frame = CGRect(x: 0, y: 0, width: [320, 400][Int.random(in: 0..<2, using: &random)], height: 480)
            default: view.reloadData()
            }
            if let error = view.lastError { return "step failed: \(error)" }
            (view.host.clock as? ManualFrameClock)?.advance(by: Double.random(in: 0...0.4, using: &random))
        }
        deepest = max(deepest, layout.deepest)
        // The layout stops writing: one pass must leave everything consistent.
        layout.script = [:]
        (view.host.clock as? ManualFrameClock)?.runUntilIdle()
        view.layoutIfNeeded()
        if let error = view.lastError { return "final pass failed: \(error)" }
        if layout.bridge.needsPrepare { return "the layout is still invalid after the final pass" }
        // The rows the layout returns minus those that only touch the bounds (iOS's
        // CoreGraphics rule, which the compat view follows).
        let expected = (layout.layoutAttributesForElements(in: view.bounds) ?? [])
            .filter { !$0.frame.intersection(view.bounds).isEmpty }.map(\.indexPath).sorted()
        let shown = view.indexPathsForVisibleItems.sorted()
        if shown != expected { return "visible items \(shown.map(\.item)) but the layout shows \(expected.map(\.item)) in \(view.bounds)" }
        for indexPath in shown {
            guard let cell = view.cellForItem(at: indexPath) else { return "no cell for \(indexPath)" }
            if cell.frame != layout.frame(ofRow: indexPath.item) { return "cell \(indexPath.item) at \(cell.frame)" }
        }
        if view.numberOfItems(inSection: 0) != dataSource.counts[0] { return "counts differ from the data source" }
        return nil
    }

    @Test func aChangedInsetFromInvalidateLayoutWithIsWrittenOnceAndDoesNotRecurse() {
        let layout = HostWritingLayout()
        layout.script = [.invalidate: .inset]
        layout.insetChoice = 1
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountsDataSource([20])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(view.contentInset == HostWritingLayout.insets[1])
        #expect(layout.deepest <= 2)
        #expect(view.lastError == nil)
        // Alternating values from the same hook: each write is stored, none recurses.
        for choice in 0..<10 {
            layout.insetChoice = choice
            layout.invalidateLayout()
            view.layoutIfNeeded()
            #expect(view.contentInset == HostWritingLayout.insets[choice % 3])
        }
        #expect(layout.deepest <= 2)
    }

    @Test func anOffsetWrittenFromPrepareShowsAfterOneLayoutIfNeeded() {
        let layout = HostWritingLayout()
        layout.script = [.prepare: .offset]
        layout.offsetChoice = 2
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = CountsDataSource([40])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: 500))
        // Rows of 60: the bounds 500…980 show rows 8 (480…540) to 16 (960…1020).
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == Array(8...16))
    }
}
