import BuiltinLayouts
import CollectionView
import DiffableDataSource
import Geometry
import LayoutProtocol
import Testing

/// A cell whose provider can be told to fail.
private final class PlainCell: CollectionViewCell {}

/// What the provider throws.
private struct ProviderFailure: Error, CustomStringConvertible {
    var description: String { "the store is offline" }
}

@Suite("SnapshotError: structured cases with UIKit's messages")
struct SnapshotErrorTests {
    @Test func everyCaseKeepsItsMessage() {
        #expect(
            SnapshotError.movedRelativeToItself("\"pear\"", kind: .item).description
                == "Attempted to move item \"pear\" relative to itself.")
        #expect(
            SnapshotError.movedRelativeToItself("\"veg\"", kind: .section).description
                == "Attempted to move section \"veg\" relative to itself.")
        #expect(
            SnapshotError.collectionView(.noDataSource).description
                == "the collection view has no data source; set dataSource before laying out")
        let failure = CollectionViewError.DataSourceFailure(
            element: .cell(ElementIndexPath(item: 2, section: 1)), errorType: "MyApp.StoreError", message: "the store is offline")
        #expect(
            SnapshotError.cellProviderFailed(failure).description
                == "the cell provider failed to reconfigure the item at \(ElementIndexPath(item: 2, section: 1)): the store is offline")
    }

    @Test func aFailingReconfigureNamesTheCellAndTheProvidersError() throws {
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: FlowLayoutForErrors.make())
        var failing = false
        let ds = DiffableDataSource<Int, String>(collectionView: cv) { _, _, _ in
            if failing { throw ProviderFailure() }
            return PlainCell()
        }
        var s = Snapshot<Int, String>()
        try s.appendSections([0])
        try s.appendItems(["a", "b"])
        try ds.apply(s)
        failing = true
        try s.reconfigureItems(["b"])
        let error = #expect(throws: SnapshotError.self) { try ds.apply(s) }
        guard case .cellProviderFailed(let failure)? = error else {
            Issue.record("expected cellProviderFailed, got \(String(describing: error))")
            return
        }
        #expect(failure.element == .cell(ElementIndexPath(item: 1, section: 0)))
        #expect(failure.errorType.hasSuffix("ProviderFailure"))
        #expect(failure.message == "the store is offline")
    }
}

/// A flow layout whose items fit the 100×100 view.
private enum FlowLayoutForErrors {
    static func make() -> CollectionViewLayout {
        let layout = FlowLayout()
        layout.itemSize = Size(width: 40, height: 40)
        return layout
    }
}
