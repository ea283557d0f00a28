import CollectionView
import Foundation
import Geometry
import Testing
import UIKitCompat

/// A delegate that records every call, as `name [section, item]`, and can refuse.
@MainActor
final class RecordingDelegate: NSObject, UICollectionViewDelegate {
    var calls: [String] = []
    var refusesSelection = false

    private func log(_ name: String, _ indexPath: IndexPath) { calls.append("\(name) [\(indexPath.section), \(indexPath.item)]") }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log("shouldHighlight", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { log("didHighlight", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { log("didUnhighlight", indexPath) }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log("shouldSelect", indexPath)
        return !refusesSelection
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log("didSelect", indexPath) }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log("shouldDeselect", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log("didDeselect", indexPath) }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log("willDisplay", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log("didEndDisplaying", indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) { log("willDisplay \(normalisedKind(elementKind))", indexPath) }
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) { log("didEndDisplaying \(normalisedKind(elementKind))", indexPath) }
}

/// A delegate that implements nothing: UIKit's defaults apply.
@MainActor
final class DefaultsOnlyDelegate: NSObject, UICollectionViewDelegate {}

@MainActor
@Suite("UIKitCompat delegate forwarding")
struct DelegateForwardingTests {
    /// 50 × 50 items, two per row, in a 100 × 100 view: items 0–5 are on screen (4 and 5 touch its bottom edge).
    private func grid(_ delegate: any UICollectionViewDelegate, items: Int = 10, header: CGFloat = 0) -> (
        UICollectionView, CountsDataSource
    ) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: header)
        return makeCollectionView(layout, counts: [items], size: CGSize(width: 100, height: 100), delegate: delegate)
    }

    private func tap(_ view: UICollectionView, at point: Point, time: Double) throws {
        try view.host.deliver(.began(id: 1, at: point, time: time))
        try view.host.deliver(.ended(id: 1, at: point, time: time + 0.05))
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() throws {
        let delegate = RecordingDelegate()
        let (view, dataSource) = grid(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        delegate.calls = []
        try tap(view, at: Point(x: 25, y: 25), time: 0)
        #expect(
            delegate.calls == [
                "shouldHighlight [0, 0]", "didHighlight [0, 0]", "shouldSelect [0, 0]", "didUnhighlight [0, 0]", "didSelect [0, 0]",
            ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        delegate.calls = []
        try tap(view, at: Point(x: 75, y: 25), time: 1)
        #expect(
            delegate.calls == [
                "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]", "didUnhighlight [0, 1]", "didDeselect [0, 0]",
                "didSelect [0, 1]",
            ])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func aRefusedSelectionOnlyHighlights() throws {
        let delegate = RecordingDelegate()
        delegate.refusesSelection = true
        let (view, dataSource) = grid(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        delegate.calls = []
        try tap(view, at: Point(x: 25, y: 75), time: 0)
        #expect(delegate.calls == ["shouldHighlight [0, 2]", "didHighlight [0, 2]", "shouldSelect [0, 2]", "didUnhighlight [0, 2]"])
        #expect(view.indexPathsForSelectedItems == [])
    }

    @Test func withMultipleSelectionATapOnASelectedItemDeselectsIt() throws {
        let delegate = RecordingDelegate()
        let (view, dataSource) = grid(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        view.allowsMultipleSelection = true
        try tap(view, at: Point(x: 25, y: 25), time: 0)
        try tap(view, at: Point(x: 75, y: 25), time: 1)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        delegate.calls = []
        try tap(view, at: Point(x: 25, y: 25), time: 2)
        #expect(delegate.calls.filter { !$0.contains("ighlight") } == ["shouldDeselect [0, 0]", "didDeselect [0, 0]"])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func programmaticSelectionCallsNoDelegateMethod() {
        let delegate = RecordingDelegate()
        let (view, dataSource) = grid(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        delegate.calls = []
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        view.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(view.indexPathsForSelectedItems == [])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [])
        #expect(delegate.calls == [])
        #expect(view.lastError == nil)
    }

    @Test func selectingAnItemThatIsNotThereRecordsAnErrorAndChangesNothing() {
        let (view, dataSource) = grid(RecordingDelegate())
        defer { withExtendedLifetime(dataSource) {} }
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: [])
        #expect(view.lastError == .noSuchItem(ElementIndexPath(item: 40, section: 0)))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test func disallowingSelectionLeavesTapsUnselected() throws {
        let delegate = RecordingDelegate()
        let (view, dataSource) = grid(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        view.allowsSelection = false
        #expect(!view.allowsSelection)
        try tap(view, at: Point(x: 25, y: 25), time: 0)
        #expect(view.indexPathsForSelectedItems == [])
        #expect(!delegate.calls.contains("didSelect [0, 0]"))
    }

    @Test func cellsComingOnAndGoingOffScreenAreReported() {
        let delegate = RecordingDelegate()
        let (view, dataSource) = grid(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        // A row that only touches the bounds is not displayed, as on iOS (items 4 and 5 start
        // at y = 100, the bounds' bottom edge).
        #expect(delegate.calls == ["willDisplay [0, 0]", "willDisplay [0, 1]", "willDisplay [0, 2]", "willDisplay [0, 3]"])
        delegate.calls = []
        view.contentOffset = CGPoint(x: 0, y: 120)
        view.layoutIfNeeded()
        #expect(
            delegate.calls.filter { $0.hasPrefix("didEndDisplaying") }.sorted() == [
                "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]", "didEndDisplaying [0, 3]",
            ])
        #expect(
            delegate.calls.filter { $0.hasPrefix("willDisplay") }.sorted() == [
                "willDisplay [0, 4]", "willDisplay [0, 5]", "willDisplay [0, 6]", "willDisplay [0, 7]", "willDisplay [0, 8]",
                "willDisplay [0, 9]",
            ])
    }

    @Test func headersComingOnAndGoingOffScreenAreReported() {
        let delegate = RecordingDelegate()
        let (view, dataSource) = grid(delegate, header: 20)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(delegate.calls.filter { $0.contains("header") } == ["willDisplay header [0, 0]"])
        delegate.calls = []
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(delegate.calls.filter { $0.contains("header") } == ["didEndDisplaying header [0, 0]"])
    }

    @Test func aDelegateThatImplementsNothingGetsUIKitsDefaults() throws {
        let delegate = DefaultsOnlyDelegate()
        let (view, dataSource) = grid(delegate)
        defer { withExtendedLifetime(dataSource) {} }
        #expect(delegate.collectionView(view, shouldHighlightItemAt: IndexPath(item: 0, section: 0)))
        #expect(delegate.collectionView(view, shouldSelectItemAt: IndexPath(item: 0, section: 0)))
        #expect(delegate.collectionView(view, shouldDeselectItemAt: IndexPath(item: 0, section: 0)))
        try tap(view, at: Point(x: 25, y: 25), time: 0)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
