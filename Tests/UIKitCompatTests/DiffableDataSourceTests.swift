import DiffableDataSource
import Foundation
import Testing
import UIKitCompat

/// A cell that shows a name, as an iOS app's cell would.
@MainActor
final class NameCell: UICollectionViewCell {
    var name: String?
}

/// A screen as an iOS app writes it: a list layout, a diffable data source, snapshots.
@MainActor
final class NamesScreen {
    enum Section: Hashable, Sendable { case main, more }

    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var madeCells: [String] = []
    var returnsNil = false

    init() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(NameCell.self, forCellWithReuseIdentifier: "name")
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            [unowned self] collectionView, indexPath, name in
            if returnsNil { return nil }
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath) as? NameCell
            cell?.name = name
            madeCells.append(name)
            return cell
        }
    }

    /// The names of the cells on screen, top to bottom.
    var shownNames: [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { (collectionView.cellForItem(at: $0) as? NameCell)?.name }
    }
}

@Suite("UIKit dialect: diffable data source")
@MainActor
struct UIKitDiffableDataSourceTests {
    @Test func applyLoadsTheCollectionViewAndBecomesItsDataSource() {
        let screen = NamesScreen()
        #expect(screen.collectionView.dataSource === screen.dataSource)
        var snapshot = NSDiffableDataSourceSnapshot<NamesScreen.Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Ann", "Bob", "Cy"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.dataSource.lastError == nil)
        #expect(screen.collectionView.lastError == nil)
        #expect(screen.collectionView.numberOfSections == 1)
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(screen.shownNames == ["Ann", "Bob", "Cy"])
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Bob")
        #expect(screen.dataSource.indexPath(for: "Cy") == IndexPath(item: 2, section: 0))
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Ann", "Bob", "Cy"])
    }

    @Test func aSecondApplyIsOneBatchUpdateOnTheCollectionView() {
        let screen = NamesScreen()
        var snapshot = NSDiffableDataSourceSnapshot<NamesScreen.Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Ann", "Bob", "Cy"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        snapshot.deleteItems(["Bob"])
        snapshot.appendSections([.more])
        snapshot.appendItems(["Dee"], toSection: .more)
        snapshot.moveItem("Cy", beforeItem: "Ann")
        var completed = false
        screen.dataSource.apply(snapshot) { completed = true }
        screen.collectionView.layoutIfNeeded()
        #expect(completed)
        #expect(screen.dataSource.lastError == nil)
        #expect(screen.collectionView.lastUpdatePlan != nil)
        #expect(screen.dataSource.native.lastChanges.isEmpty == false)
        #expect(screen.collectionView.numberOfSections == 2)
        #expect(screen.shownNames == ["Cy", "Ann", "Dee"])
        #expect(screen.dataSource.sectionIdentifier(for: 1) == .more)
        #expect(screen.dataSource.index(for: .more) == 1)
    }

    @Test func reloadItemsMakesTheCellAgain() {
        let screen = NamesScreen()
        var snapshot = NSDiffableDataSourceSnapshot<NamesScreen.Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Ann", "Bob"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        screen.madeCells = []
        snapshot.reloadItems(["Bob"])
        #expect(snapshot.reloadedItemIdentifiers == ["Bob"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.madeCells == ["Bob"])
        #expect(screen.shownNames == ["Ann", "Bob"])
    }

    @Test func sectionSnapshotsExpandAndCollapse() {
        let screen = NamesScreen()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Veg"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        #expect(outline.visibleItems == ["Fruit", "Veg"])
        screen.dataSource.apply(outline, to: .main, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownNames == ["Fruit", "Veg"])
        outline.expand(["Fruit"])
        screen.dataSource.apply(outline, to: .main)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownNames == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(screen.dataSource.snapshot(for: .main).isExpanded("Fruit"))
        #expect(screen.dataSource.snapshot(for: .main).level(of: "Pear") == 1)
        outline.collapse(["Fruit"])
        screen.dataSource.apply(outline, to: .main)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownNames == ["Fruit", "Veg"])
        #expect(screen.dataSource.lastError == nil)
    }

    @Test func badSnapshotOperationsChangeNothingAndRecordUIKitsMessage() {
        var snapshot = NSDiffableDataSourceSnapshot<NamesScreen.Section, String>()
        snapshot.appendItems(["Ann"])
        #expect(snapshot.lastError == .noSections)
        #expect(snapshot.lastError?.description == "There are currently no sections in the data source. Please add a section first.")
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections([.main])
        #expect(snapshot.lastError == nil)
        snapshot.appendItems(["Ann", "Ann"])
        #expect(snapshot.lastError == .duplicateItems(["\"Ann\""]))
        #expect(snapshot.numberOfItems == 0)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.expand(["nobody"])
        #expect(outline.lastError == .unknownItem("\"nobody\"", operation: "expand"))
    }

    @Test func aCellProviderReturningNilFailsTheLayoutPass() {
        let screen = NamesScreen()
        screen.returnsNil = true
        var snapshot = NSDiffableDataSourceSnapshot<NamesScreen.Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Ann"])
        screen.dataSource.apply(snapshot, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        // The error reaches the data source when applying loads the view, else the view's pass.
        let errors = [screen.dataSource.lastError.map { "\($0)" }, screen.collectionView.lastError.map { "\($0)" }]
        #expect(errors.compactMap { $0 }.count == 1)
        #expect(errors.compactMap { $0 }.first?.contains("the cell provider returned nil") == true)
        #expect(screen.collectionView.visibleCells.isEmpty)
    }

    @Test func cellAndSupplementaryRegistrationsFeedAGridWithHeaders() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: makeUIKitGridLayout())
        let cellRegistration = UICollectionView.CellRegistration<NameCell, String> { cell, _, name in cell.name = name }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, kind, indexPath in
            #expect(kind == UICollectionView.elementKindSectionHeader)
            header.isHidden = indexPath.section > 0
        }
        let dataSource = UICollectionViewDiffableDataSource<NamesScreen.Section, String>(collectionView: view) {
            collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: name)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<NamesScreen.Section, String>()
        snapshot.appendSections([.main, .more])
        snapshot.appendItems((0..<6).map { "photo \($0)" }, toSection: .main)
        snapshot.appendItems(["late"], toSection: .more)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        #expect(dataSource.lastError == nil)
        #expect(view.indexPathsForVisibleItems.count == 7)
        #expect((view.cellForItem(at: IndexPath(item: 4, section: 0)) as? NameCell)?.name == "photo 4")
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 10, y: 134, width: 69, height: 72))
    }
}
