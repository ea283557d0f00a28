/// A scroll-view delegate log with every run of consecutive `didScroll …` lines folded into
/// one line, `didScroll ×n → last`, so that a test can assert the order of the other
/// callbacks without listing each frame's offset (a run of one stays as it is).
///
/// ```swift
/// foldingDidScrollRuns(["willBeginDragging", "didScroll 1", "didScroll 2", "didEndDragging"])
/// // ["willBeginDragging", "didScroll ×2 → 2", "didEndDragging"]
/// ```
public func foldingDidScrollRuns(_ log: [String]) -> [String] {
    var out: [String] = []
    var run: [String] = []
    func flush() {
        guard let last = run.last else { return }
        out.append(run.count == 1 ? last : "didScroll ×\(run.count) → \(last.dropFirst("didScroll ".count))")
        run = []
    }
    for line in log {
        if line.hasPrefix("didScroll ") { run.append(line) } else { flush(); out.append(line) }
    }
    flush()
    return out
}
