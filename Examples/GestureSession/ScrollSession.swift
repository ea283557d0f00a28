import CollectionView
import Geometry
import Gestures
import LayoutProtocol

/// Prints the scroll delegate's calls, folding the `didScroll` of each run of frames into
/// one line (count, furthest offsets, last offset); optionally moves the release target.
final class ScrollNarrator: CollectionViewDelegate {
    var retarget: Point?
    private var scrolls: [Point] = []

    func collectionView(_ cv: CollectionViewHost, didHighlightItemAt ip: ElementIndexPath) { say("didHighlight \(ip)") }
    func collectionView(_ cv: CollectionViewHost, didUnhighlightItemAt ip: ElementIndexPath) { say("didUnhighlight \(ip)") }
    func collectionView(_ cv: CollectionViewHost, shouldSelectItemAt ip: ElementIndexPath) -> Bool {
        say("shouldSelect \(ip)")
        return true
    }
    func collectionView(_ cv: CollectionViewHost, didSelectItemAt ip: ElementIndexPath) { say("didSelect \(ip)") }
    func collectionViewDidScroll(_ cv: CollectionViewHost) { scrolls.append(cv.contentOffset) }
    func collectionViewWillBeginDragging(_ cv: CollectionViewHost) { say("willBeginDragging") }
    func collectionViewWillEndDragging(_ cv: CollectionViewHost, withVelocity velocity: Vector, targetContentOffset: inout Point) {
        say("willEndDragging velocity (\(rounded(velocity.dx)), \(rounded(velocity.dy)))/s target \(targetContentOffset)")
        if let retarget {
            targetContentOffset = retarget
            say("  (the delegate moves the target to \(retarget))")
        }
    }
    func collectionViewDidEndDragging(_ cv: CollectionViewHost, willDecelerate decelerate: Bool) {
        say("didEndDragging willDecelerate: \(decelerate)")
    }
    func collectionViewWillBeginDecelerating(_ cv: CollectionViewHost) { say("willBeginDecelerating") }
    func collectionViewDidEndDecelerating(_ cv: CollectionViewHost) { say("didEndDecelerating at \(cv.contentOffset)") }
    func collectionViewDidEndScrollingAnimation(_ cv: CollectionViewHost) { say("didEndScrollingAnimation at \(cv.contentOffset)") }
    func collectionViewShouldScrollToTop(_ cv: CollectionViewHost) -> Bool {
        say("shouldScrollToTop")
        return true
    }
    func collectionViewDidScrollToTop(_ cv: CollectionViewHost) { say("didScrollToTop at \(cv.contentOffset)") }

    /// Prints the `didScroll` calls since the last line as one.
    func flushScrolls() {
        guard let last = scrolls.last else { return }
        let ys = scrolls.map(\.y)
        let range = "y \(rounded(ys.min() ?? 0))…\(rounded(ys.max() ?? 0))"
        print("  delegate: didScroll ×\(scrolls.count) (\(range)), last (\(rounded(last.x)), \(rounded(last.y)))")
        scrolls = []
    }

    private func say(_ s: String) {
        flushScrolls()
        print("  delegate: \(s)")
    }
}

/// Part 3: scrolling as a UIKit user feels it, on a vertical list of 20 rows of 50 points
/// in a 200 × 200 view (offsets 0…800), with the scroll pan installed.
@MainActor func scrollSession() {
    let clock = ManualFrameClock(framesPerSecond: 60)
    let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 200, height: 200), layout: RowsLayout(), clock: clock)
    let rows = Photos(count: 20)
    let narrator = ScrollNarrator()
    cv.dataSource = rows
    cv.delegate = narrator
    let script = Script(cv: cv, clock: clock)
    let scroll: ScrollGestureBinding
    do {
        try cv.layoutIfNeeded()
        scroll = try ScrollGestureBinding(collectionView: cv)
    } catch {
        print(error)
        return
    }
    print(
        "\n-- part 3: scrolling, 20 rows of 50 in a 200-point view; delaysContentTouches \(cv.delaysContentTouches), bounces \(cv.bounces)")
    /// A drag from `start` by `dy` points in `steps` moves of 1/60 s, lifted after `rest`
    /// seconds; `touchDown` false goes on with a finger already down.
    func drag(_ title: String, from start: Point, dy: Double, steps: Int, at time: Double, rest: Double = 0, touchDown: Bool = true) {
        var events: [TouchEvent] = touchDown ? [.began(id: 1, at: start, time: time)] : []
        for i in 1...steps {
            events.append(.moved(id: 1, to: start.offsetBy(dx: 0, dy: dy * Double(i) / Double(steps)), time: time + Double(i) / 60))
        }
        let end = time + Double(steps) / 60 + rest
        events.append(.ended(id: 1, at: start.offsetBy(dx: 0, dy: dy), time: end))
        script.run(title, events)
        narrator.flushScrolls()
    }
    func settle() {
        let frames = clock.runUntilIdle()
        narrator.flushScrolls()
        print("settled after \(frames) frames at \(cv.contentOffset)")
    }

    // a. A tap: the touch waits 150 ms for a scroll, then highlights and selects on touch up.
    script.run("tap row 1", [.began(id: 1, at: Point(x: 100, y: 75), time: 20), .ended(id: 1, at: Point(x: 100, y: 75), time: 20.08)])
    // b. A scroll that starts on a row within 150 ms: no highlight; held still, then lifted: no fling.
    drag("drag 120 up from row 3 at 1,200 pt/s, hold 0.5 s, lift", from: Point(x: 100, y: 175), dy: -120, steps: 6, at: 21, rest: 0.5)
    print("velocity at the lift \(scroll.lastFlingVelocity.map { "\($0)" } ?? "-"); offset \(cv.contentOffset)")
    // c. A finger that rests on a row highlights it; when it starts to scroll, it is unhighlighted, not selected.
    script.run("touch row 4 and rest 0.2 s", [.began(id: 1, at: Point(x: 100, y: 100), time: 23)])
    script.wait(0.2)
    drag("then scroll down", from: Point(x: 100, y: 100), dy: 60, steps: 3, at: 23.2, rest: 0.3, touchDown: false)
    settle()
    print("selected: \(cv.indexPathsForSelectedItems)")
    // d. Past the top edge: the rubber band, then the spring-back without overshoot.
    do { try cv.setContentOffset(.zero) } catch { print(error) }
    narrator.flushScrolls()
    drag("pull down 300 points past the top", from: Point(x: 100, y: 20), dy: 300, steps: 10, at: 25, rest: 0.2)
    settle()
    // e. Paging: a slow release settles back, a flick goes one page on.
    cv.isPagingEnabled = true
    drag("paging: drag 80 up slowly and lift", from: Point(x: 100, y: 150), dy: -80, steps: 16, at: 27, rest: 0.15)
    settle()
    drag("paging: flick 80 up", from: Point(x: 100, y: 150), dy: -80, steps: 4, at: 28)
    settle()
    cv.isPagingEnabled = false
    // f. The delegate changes where a fling stops.
    narrator.retarget = Point(x: 0, y: 650)
    drag("fling up, the delegate picks the stop", from: Point(x: 100, y: 150), dy: -60, steps: 3, at: 30)
    settle()
    narrator.retarget = nil
    // g. A status-bar tap, and an animated programmatic scroll.
    print("> scroll to top")
    do { _ = try cv.scrollToTop() } catch { print(error) }
    settle()
    print("> setContentOffset((0, 120), animated: true)")
    do { try cv.setContentOffset(Point(x: 0, y: 120), animated: true) } catch { print(error) }
    settle()
    withExtendedLifetime((rows, narrator, scroll)) {}
}

/// Full-width rows of 50 points, one item per row.
final class RowsLayout: CollectionViewLayout {
    private var count: Int {
        guard let host, host.numberOfSections > 0 else { return 0 }
        return max(0, host.numberOfItems(inSection: 0))
    }
    private var width: Double { host?.bounds.width ?? 0 }
    override var contentSize: Size { Size(width: width, height: Double(count) * 50) }
    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let first = max(0, Int((rect.minY / 50).rounded(.down))), last = min(count - 1, Int((rect.maxY / 50).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).compactMap { layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0)) }
    }
    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        return LayoutAttributes(forCellAt: indexPath, frame: Rect(x: 0, y: Double(indexPath.item) * 50, width: width, height: 50))
    }
}
