// Linux-only tests of the shared layout: the layout runs in UIKitCompat's UICollectionView
// and its frames are compared with snapshots in __Snapshots__/ (record them with the first
// run or CVKIT_RECORD=1, then commit them).
import LayoutSnapshotTesting
import TagsLayout
import Testing
import UIKitCompat

/// Tags of several widths in two sections, with headers — what the app's data source does.
@MainActor
final class Tags: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    let widths: [CGFloat] = [64, 92, 48, 120, 76, 36, 104]

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: widths[(indexPath.section * 3 + indexPath.item) % widths.count], height: 30)
    }
}

@Suite("Tags layout snapshots")
@MainActor
struct TagsLayoutSnapshotTests {
    /// A collection view showing the tags, laid out once, as the app shows them.
    func show(_ tags: Tags, width: CGFloat) -> (UICollectionView, TagsLayout) {
        let layout = TagsLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 300), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        view.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = tags
        view.delegate = tags
        view.layoutIfNeeded()
        return (view, layout)
    }

    @Test func phone() {
        let tags = Tags(counts: [9, 5])
        let (view, layout) = show(tags, width: 320)
        #expect(view.lastError == nil)
        assertLayoutSnapshot(of: layout.bridge, as: .text(columns: 66), named: "drawing")
        assertLayoutSnapshot(of: layout.bridge, as: .layout(.json, region: .content), named: "frames")
    }

    @Test func afterInsertingATag() {
        let tags = Tags(counts: [9, 5])
        let (view, layout) = show(tags, width: 320)
        view.performBatchUpdates {
            tags.counts[0] += 1
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(view.lastError == nil)
        assertLayoutSnapshot(of: layout.bridge, as: .layout(.json, region: .content))
    }
}
