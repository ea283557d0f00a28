import CVKitTestSupport
import CollectionView
import Foundation
import Geometry
import LayoutProtocol
import Testing
import UIKitCompat

/// A UIKit-dialect delegate that logs the scroll-view callbacks with what a real one reads
/// (`contentOffset`, `isDragging`, `isDecelerating`), and can move the stop of a drag.
@MainActor
final class ScrollRecordingDelegate: NSObject, UICollectionViewDelegate {
    var log: [String] = []
    var retarget: CGPoint?
    var allowsScrollToTop = true
    /// Whether every callback got the collection view itself as its scroll view.
    var sawOnlyTheCollectionView = true
    weak var expectedView: UICollectionView?

    private func note(_ scrollView: UIScrollView, _ line: String) {
        if scrollView as? UICollectionView !== expectedView { sawOnlyTheCollectionView = false }
        log.append(line)
    }
    private func y(_ scrollView: UIScrollView) -> String { "\(scrollView.contentOffset.y)" }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { note(scrollView, "didScroll \(y(scrollView))") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        note(scrollView, "willBeginDragging dragging=\(scrollView.isDragging) tracking=\(scrollView.isTracking)")
    }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        note(scrollView, "willEndDragging v=\(velocity.y) target=\(targetContentOffset.pointee.y)")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        note(scrollView, "didEndDragging decelerate=\(decelerate) dragging=\(scrollView.isDragging)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        note(scrollView, "willBeginDecelerating decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        note(scrollView, "didEndDecelerating \(y(scrollView)) decelerating=\(scrollView.isDecelerating)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { note(scrollView, "didEndScrollingAnimation \(y(scrollView))") }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        note(scrollView, "shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { note(scrollView, "didScrollToTop \(y(scrollView))") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        note(scrollView, "didChangeAdjustedContentInset \(scrollView.adjustedContentInset.top)")
    }

    /// The log with each run of `didScroll` lines folded into `didScroll ×n → last`.
    var folded: [String] {
        foldingDidScrollRuns(log)
    }
}

/// A delegate written for iOS that implements only one scrolling callback.
@MainActor
final class OnlyDidScrollDelegate: NSObject, UICollectionViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

@MainActor
@Suite("UIKitCompat scroll-view delegate")
struct ScrollViewDelegateForwardingTests {
    /// Twenty 100 × 50 rows in a 100 × 100 view: content 1,000 tall, offsets 0…900.
    private func rows(_ delegate: any UICollectionViewDelegate) -> (UICollectionView, CountsDataSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        return makeCollectionView(layout, counts: [20], size: CGSize(width: 100, height: 100), supplementaryKinds: [], delegate: delegate)
    }

    private func clock(_ view: UICollectionView) throws -> ManualFrameClock { try #require(view.host.clock as? ManualFrameClock) }

    @Test func aCollectionViewIsAScrollViewWithItsScrollingState() throws {
        let (view, dataSource) = rows(DefaultsOnlyDelegate())
        defer { withExtendedLifetime(dataSource) {} }
        let scrollView: UIScrollView = view
        #expect(scrollView.contentSize == CGSize(width: 100, height: 1000))
        #expect(!scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isTracking)
        #expect(scrollView.bounces && !scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal && scrollView.scrollsToTop)
        scrollView.bounces = false
        scrollView.alwaysBounceVertical = true
        scrollView.alwaysBounceHorizontal = true
        scrollView.scrollsToTop = false
        #expect(!view.host.bounces && view.host.alwaysBounceVertical && view.host.alwaysBounceHorizontal && !view.host.scrollsToTop)
        try view.host.beginDragging()
        #expect(scrollView.isDragging)
        try view.host.endDragging(velocity: Vector(dx: 0, dy: 1000))
        #expect(!scrollView.isDragging && scrollView.isDecelerating)
    }

    @Test func aFlingCallsTheDelegateInUIKitsOrderWithVelocityInPointsPerMillisecond() throws {
        let delegate = ScrollRecordingDelegate()
        let (view, dataSource) = rows(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        delegate.expectedView = view
        try view.host.beginDragging()
        try view.host.drag(translation: Vector(dx: 0, dy: -40))
        try view.host.endDragging(velocity: Vector(dx: 0, dy: 200))
        // Projected stop: 40 + 0.2 pt/ms × 0.998 / 0.002 = 139.8.
        #expect(
            delegate.log == [
                "willBeginDragging dragging=true tracking=false", "didScroll 40.0", "willEndDragging v=0.2 target=139.7999999999999",
                "didEndDragging decelerate=true dragging=false", "willBeginDecelerating decelerating=true",
            ])
        delegate.log = []
        try clock(view).runUntilIdle()
        let folded = delegate.folded
        #expect(folded.count == 2)
        #expect(folded.first?.hasSuffix("→ 139.7999999999999") == true)
        #expect(folded.last == "didEndDecelerating 139.7999999999999 decelerating=false")
        #expect(delegate.sawOnlyTheCollectionView)
    }

    @Test func theDelegateMovesTheStopThroughThePointer() throws {
        let delegate = ScrollRecordingDelegate()
        let (view, dataSource) = rows(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        delegate.retarget = CGPoint(x: 0, y: 250)
        try view.host.beginDragging()
        try view.host.drag(translation: Vector(dx: 0, dy: -40))
        try view.host.endDragging(velocity: Vector(dx: 0, dy: 200))
        try clock(view).runUntilIdle()
        #expect(view.contentOffset == CGPoint(x: 0, y: 250))
        #expect(delegate.log.last == "didEndDecelerating 250.0 decelerating=false")
        // A target past the content is kept inside it (900 is the last offset).
        delegate.log = []
        delegate.retarget = CGPoint(x: 0, y: 5000)
        try view.host.beginDragging()
        try view.host.endDragging(velocity: .zero)
        #expect(
            delegate.log == [
                "willBeginDragging dragging=true tracking=false", "willEndDragging v=0.0 target=250.0",
                "didEndDragging decelerate=true dragging=false", "willBeginDecelerating decelerating=true",
            ])
        try clock(view).runUntilIdle()
        #expect(view.contentOffset == CGPoint(x: 0, y: 900))
    }

    @Test func aDragHeldBeforeLiftingDoesNotDecelerate() throws {
        let delegate = ScrollRecordingDelegate()
        let (view, dataSource) = rows(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        try view.host.beginDragging()
        try view.host.drag(translation: Vector(dx: 0, dy: -30))
        try view.host.drag(translation: Vector(dx: 0, dy: -70))
        try view.host.endDragging(velocity: .zero)
        #expect(
            delegate.log == [
                "willBeginDragging dragging=true tracking=false", "didScroll 30.0", "didScroll 70.0", "willEndDragging v=0.0 target=70.0",
                "didEndDragging decelerate=false dragging=false",
            ])
    }

    @Test func animatedScrollsScrollToTopAndInsetChangesAreForwarded() throws {
        let delegate = ScrollRecordingDelegate()
        let (view, dataSource) = rows(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        try clock(view).runUntilIdle()
        #expect(delegate.folded.last == "didEndScrollingAnimation 300.0")
        delegate.log = []
        #expect(try view.host.scrollToTop())
        try clock(view).runUntilIdle()
        #expect(delegate.folded.first == "shouldScrollToTop")
        #expect(delegate.folded.last?.hasPrefix("didScrollToTop") == true)
        #expect(view.contentOffset == .zero)
        delegate.log = []
        delegate.allowsScrollToTop = false
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(try !view.host.scrollToTop())
        #expect(delegate.log == ["didScroll 100.0", "shouldScrollToTop"])
        delegate.log = []
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(delegate.log.contains("didChangeAdjustedContentInset 20.0"))
        #expect(view.lastError == nil)
    }

    @Test func aDelegateImplementingOneCallbackGetsItAndTheDefaultsForTheRest() throws {
        let delegate = OnlyDidScrollDelegate()
        let (view, dataSource) = rows(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        try view.host.beginDragging()
        try view.host.drag(translation: Vector(dx: 0, dy: -25))
        try view.host.endDragging(velocity: .zero)
        #expect(try view.host.scrollToTop(), "scrollViewShouldScrollToTop defaults to true")
        try clock(view).runUntilIdle()
        #expect(delegate.offsets.first == 25)
        #expect(delegate.offsets.last == 0)
    }
}
