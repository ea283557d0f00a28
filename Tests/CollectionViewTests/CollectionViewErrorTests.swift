import CollectionView
import Geometry
import LayoutProtocol
import ReuseQueue
import Testing

/// An error of a data source's own.
struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk full" }
}

@Suite("CollectionViewError: typed cases with today's messages")
struct CollectionViewErrorTests {
    @Test func structuredCasesKeepTheirMessages() {
        #expect(
            CollectionViewError.itemInMissingSection(section: 3, numberOfSections: 2).description
                == "the layout returned attributes for an item in section 3, but the data source reports 2 sections")
        #expect(
            CollectionViewError.itemOutOfRange(item: 7, section: 1, numberOfItems: 4).description
                == "the layout returned attributes for item 7 in section 1, but section 1 contains only 4 items")
        let bad = LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0), frame: Rect(x: .infinity, y: 0, width: 1, height: 1))
        #expect(CollectionViewError.nonFiniteAttributes(bad).description == "the layout returned non-finite attributes: \(bad)")
        #expect(CollectionViewError.reuse(.emptyKind).description == ReuseError.emptyKind.description)
        #expect(
            CollectionViewError.viewAlreadyShown(
                .cell(ElementIndexPath(item: 2, section: 0)), shownFor: .cell(ElementIndexPath(item: 1, section: 0))
            ).description
                == "the view returned for cell [0, 2] is already shown for cell [0, 1]; dequeue a new view for every element instead of returning one that is on screen"
        )
        let failure = CollectionViewError.DataSourceFailure(element: .cell(ElementIndexPath(item: 3, section: 1)), error: DiskFull())
        #expect(failure.errorType == "CollectionViewTests.DiskFull")
        #expect(failure.element == .cell(ElementIndexPath(item: 3, section: 1)))
        #expect(CollectionViewError.dataSourceError(failure).description == "disk full")
    }

    @Test func aLayoutReportingAMissingSectionIsRejectedWithTheFacts() throws {
        final class Counts: CollectionViewDataSource {
            func collectionView(_ cv: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ cv: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
                CollectionViewCell()
            }
        }
        final class Stray: CollectionViewLayout {
            override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
                [LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 5), frame: Rect(x: 0, y: 0, width: 10, height: 10))]
            }
        }
        let ds = Counts()
        let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 100, height: 100), layout: Stray())
        cv.dataSource = ds
        #expect(throws: CollectionViewError.itemInMissingSection(section: 5, numberOfSections: 1)) { try cv.layoutIfNeeded() }
        #expect(cv.visibleElements.isEmpty)
    }
}
