import Testing

// Compiled in the Swift 5 language mode: a compositional grid and a diffable data source written
// the pre-Swift-6 way.
#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

/// A photo grid as an older app subclasses it: the pre-iOS 16 `subitem:count:` spelling.
final class LegacyPhotoGridLayout: UICollectionViewCompositionalLayout {
    convenience init(columns: Int) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let fraction: CGFloat = 1.0 / CGFloat(columns)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(fraction)),
            subitem: item, count: columns)
        self.init(section: NSCollectionLayoutSection(group: group))
    }
}

@Suite("UIKitCompat compositional and diffable in the Swift 5 language mode")
struct CompositionalSwift5Tests {
    @MainActor @Test func aLegacyGridFedByADiffableDataSource() {
        let layout = LegacyPhotoGridLayout(columns: 4)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 160), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<10))
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        #expect(view.contentSize == CGSize(width: 320, height: 240))
        #expect(view.indexPathsForVisibleItems.sorted() == (0..<8).map { IndexPath(item: $0, section: 0) })
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 81, y: 81, width: 78, height: 78))
    }

    @MainActor @Test func aCopiedSectionAsAnOlderAppWritesIt() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)), subitem: item,
            count: 2)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let copy = section.copy() as! NSCollectionLayoutSection
        copy.interGroupSpacing = 0
        #expect(section.interGroupSpacing == 10)
        let layout = UICollectionViewCompositionalLayout(section: copy)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 160), collectionViewLayout: layout)
        let dataSource = Swift5CountsDataSource(count: 4)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(view.lastError == nil)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 160, y: 50, width: 160, height: 50))
    }
}

/// Four cells, as an older test target writes a data source.
final class Swift5CountsDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("UIKitCompat diffable reordering in the Swift 5 language mode")
struct DiffableReorderingSwift5Tests {
    @MainActor @Test func reorderingHandlersMoveAnItemAndReportTheTransaction() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 150, height: 50), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        var store = ["a", "b", "c"]
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { transaction in
            if let updated = store.applying(transaction.difference) { store = updated }
        }
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 25, y: 25))
        view.endInteractiveMovement()
        #expect(view.lastError == nil)
        #expect(dataSource.snapshot().itemIdentifiers == ["c", "a", "b"])
        #expect(store == ["c", "a", "b"])
    }
}
