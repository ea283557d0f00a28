import CollectionView
import Foundation
import ScrollReport
import Testing
import UIKitCompat

/// A UIKit-dialect data source, as an iOS target writes one.
@MainActor
final class RowsDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 500 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A session on a `UICollectionView` of 500 rows of 100×100 cells, with the view and its
/// data source (the session holds only the host, the view holds its data source weakly:
/// keep both alive while the session runs).
@MainActor
func compatSession() throws -> (ScrollSession, keepAlive: (UICollectionView, RowsDataSource)) {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = RowsDataSource()
    view.dataSource = dataSource
    return (try ScrollSession(host: view.host, timing: .none), (view, dataSource))
}

@Suite("The UIKit-dialect bridge")
@MainActor
struct BridgeTests {
    @Test func aUICollectionViewsHostRecords() throws {
        let (session, keepAlive) = try compatSession()
        let report = try withExtendedLifetime(keepAlive) {
            try session.run(ScrollScript([.fling(velocity: 3000)]), layoutName: "UICollectionViewFlowLayout")
        }
        #expect(report.framesPerSecond == 60)
        #expect(report.items == 500)
        #expect(report.summary.cellsCreated <= report.summary.mostCellsShown + 3)
        #expect(report.summary.jumps == 0)
    }
}
