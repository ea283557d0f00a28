import Geometry
import LayoutProtocol
import Testing

@testable import CollectionView

/// Each host part on its own, without a host.
@Suite("Host parts in isolation")
struct HostPartsTests {
    @Test func viewportClampsPagesAndPositions() {
        let viewport = Viewport(size: Size(width: 100, height: 200), clock: ManualFrameClock())
        viewport.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        let content = Size(width: 100, height: 1000)
        #expect(viewport.contentOffsetBounds(contentSize: content).min == Point(x: 0, y: -10))
        #expect(viewport.contentOffsetBounds(contentSize: content).max == Point(x: 0, y: 820))
        #expect(viewport.clamped(Point(x: -5, y: 900), contentSize: content) == Point(x: 0, y: 820))
        // Paging: below 500 pt/s the nearest page, at or above it one page on.
        #expect(viewport.pagedOffset(from: Point(x: 0, y: 250), velocity: Vector(dx: 0, dy: 1)) == Point(x: 0, y: 200))
        #expect(viewport.pagedOffset(from: Point(x: 0, y: 250), velocity: Vector(dx: 0, dy: -1)) == Point(x: 0, y: 200))
        #expect(viewport.pagedOffset(from: Point(x: 0, y: 250), velocity: .zero) == Point(x: 0, y: 200))
        #expect(viewport.pagedOffset(from: Point(x: 0, y: 250), velocity: Vector(dx: 0, dy: 500)) == Point(x: 0, y: 400))
        #expect(viewport.pagedOffset(from: Point(x: 0, y: 250), velocity: Vector(dx: 0, dy: -500)) == Point(x: 0, y: 200))
        // Normal rate: 1000 pt/s travels 499 points.
        #expect(viewport.projectedStop(from: .zero, velocity: Vector(dx: 0, dy: 1000), contentSize: content).y.rounded() == 499)
        let frame = Rect(x: 0, y: 500, width: 100, height: 50)
        #expect(viewport.offset(showing: frame, at: .top) == Point(x: 0, y: 490))
        #expect(viewport.offset(showing: frame, at: .bottom) == Point(x: 0, y: 370))
        #expect(viewport.offset(showing: frame, at: .centeredVertically) == Point(x: 0, y: 430))
        #expect(viewport.offset(showing: frame, at: []) == Point(x: 0, y: 370), "the least movement brings the bottom edge in")
        viewport.prefetchMargin = 25
        #expect(viewport.preparedRect == Rect(x: -25, y: -25, width: 150, height: 250))
    }

    @Test func pagingSnapsBackBelowTheThresholdAndGoesOnePageAboveIt() {
        let viewport = Viewport(size: Size(width: 100, height: 200), clock: ManualFrameClock())
        #expect(Viewport.pagingVelocityThreshold == 500)
        #expect(CollectionViewHost.pagingVelocityThreshold == 500)
        // A drag that began on page 1 (offset 200), released at 330 (page 1.65).
        let began = Point(x: 0, y: 200)
        for speed in [0.0, 20, 250, 499.999] {
            for sign in [1.0, -1.0] {
                let stop = viewport.pagedOffset(from: Point(x: 0, y: 330), velocity: Vector(dx: 0, dy: sign * speed), dragStart: began)
                #expect(stop == Point(x: 0, y: 400), "slow (\(sign * speed) pt/s): the nearest page")
            }
        }
        for release in [210.0, 330, 390, 599] {
            #expect(
                viewport.pagedOffset(from: Point(x: 0, y: release), velocity: Vector(dx: 0, dy: 500), dragStart: began)
                    == Point(x: 0, y: 400),
                "fast forward from \(release): one page on from page 1")
            #expect(
                viewport.pagedOffset(from: Point(x: 0, y: release), velocity: Vector(dx: 0, dy: -9000), dragStart: began)
                    == Point(x: 0, y: 0),
                "fast back from \(release): one page back from page 1")
        }
        // 99 pt into a 200 pt page at 20 pt/s: back to page 0; from halfway on, page 1.
        #expect(viewport.pagedOffset(from: Point(x: 0, y: 99), velocity: Vector(dx: 0, dy: 20), dragStart: .zero) == .zero)
        #expect(viewport.pagedOffset(from: Point(x: 0, y: 100), velocity: Vector(dx: 0, dy: 20), dragStart: .zero) == Point(x: 0, y: 200))
        // Horizontal pages are the bounds width; each axis on its own.
        #expect(
            viewport.pagedOffset(from: Point(x: 130, y: 0), velocity: Vector(dx: 600, dy: 0), dragStart: Point(x: 100, y: 0))
                == Point(x: 200, y: 0))
        #expect(
            viewport.pagedOffset(from: Point(x: 130, y: 0), velocity: Vector(dx: 300, dy: 0), dragStart: Point(x: 100, y: 0))
                == Point(x: 100, y: 0))
        #expect(
            viewport.pagedOffset(from: Point(x: 130, y: 0), velocity: Vector(dx: -600, dy: 0), dragStart: Point(x: 100, y: 0))
                == Point(x: 0, y: 0))
    }

    @Test func viewportRunsAndStopsTheScrollAnimation() {
        let clock = ManualFrameClock(framesPerSecond: 10)
        let viewport = Viewport(size: Size(width: 100, height: 100), clock: clock)
        var offsets: [Point] = []
        let animation = ScrollAnimation(from: .zero, to: Point(x: 0, y: 100), curve: .timed(duration: 0.2, curve: .linear))
        viewport.startScrollAnimation(animation) { _, offset, finished in
            offsets.append(offset)
            return !finished
        }
        clock.runUntilIdle()
        #expect(offsets.map(\.y) == [50, 100])
        #expect(!viewport.scrollAnimator.isRunning)
        viewport.startScrollAnimation(animation) { _, _, _ in true }
        viewport.stopScrollAnimation()
        #expect(viewport.scrollAnimation == nil)
        #expect(!clock.hasObservers)
    }

    @Test func visibleSetChecksTheLayoutAgainstItsCounts() throws {
        let set = VisibleSet()
        set.counts = [2, 1]
        #expect(set.numberOfSections == 2)
        #expect(set.numberOfItems(inSection: 1) == 1)
        #expect(set.numberOfItems(inSection: 5) == 0)
        #expect(set.containsItem(at: ElementIndexPath(item: 1, section: 0)))
        #expect(!set.containsItem(at: ElementIndexPath(item: 1, section: 1)))
        let good = LayoutAttributes(forCellAt: ElementIndexPath(item: 1, section: 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(try set.checked([good]) == [good.key: good])
        let stray = LayoutAttributes(forCellAt: ElementIndexPath(item: 1, section: 1), frame: .zero)
        #expect(throws: CollectionViewError.itemOutOfRange(item: 1, section: 1, numberOfItems: 1)) { try set.checked([good, stray]) }
        let missing = LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 2), frame: .zero)
        #expect(throws: CollectionViewError.itemInMissingSection(section: 2, numberOfSections: 2)) { try set.checked([missing]) }
    }

    @Test func visibleSetCheckKeepsTheLastOfARepeatedKeyAndReportsTheFirstBadElement() throws {
        // `checked` takes the elements from the back: the result must still be the one
        // of a pass from the front.
        let set = VisibleSet()
        set.counts = [3]
        func cell(_ item: Int, x: Double) -> LayoutAttributes {
            LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: 0), frame: Rect(x: x, y: 0, width: 10, height: 10))
        }
        let result = try set.checked([cell(0, x: 1), cell(1, x: 2), cell(0, x: 3), cell(2, x: 4), cell(0, x: 5), cell(1, x: 6)])
        #expect(result == [cell(0, x: 5).key: cell(0, x: 5), cell(1, x: 6).key: cell(1, x: 6), cell(2, x: 4).key: cell(2, x: 4)])
        let stray = cell(7, x: 0)
        var infinite = cell(1, x: 0)
        infinite.frame.origin.x = .infinity
        let missing = LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 4), frame: .zero)
        #expect(throws: CollectionViewError.itemOutOfRange(item: 7, section: 0, numberOfItems: 3)) {
            try set.checked([cell(0, x: 0), stray, infinite, missing])
        }
        #expect(throws: CollectionViewError.nonFiniteAttributes(infinite)) { try set.checked([cell(0, x: 0), infinite, stray, missing]) }
        #expect(throws: CollectionViewError.itemInMissingSection(section: 4, numberOfSections: 1)) {
            try set.checked([missing, infinite, stray])
        }
    }

    @Test func visibleSetTracksThePrefetchBand() {
        let set = VisibleSet()
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        func cell(_ item: Int, y: Double) -> (ElementKey, LayoutAttributes) {
            let a = LayoutAttributes(forCellAt: ElementIndexPath(item: item, section: 0), frame: Rect(x: 0, y: y, width: 100, height: 50))
            return (a.key, a)
        }
        let first = Dictionary(uniqueKeysWithValues: [cell(0, y: 0), cell(1, y: 120)])
        let (entered, cancelled) = set.updatePrefetchBand(old: [:], new: first, bounds: bounds)
        #expect(entered == [ElementIndexPath(item: 1, section: 0)])
        #expect(cancelled.isEmpty)
        let second = Dictionary(uniqueKeysWithValues: [cell(0, y: 0)])
        let again = set.updatePrefetchBand(old: first, new: second, bounds: bounds)
        #expect(again.entered.isEmpty)
        #expect(again.cancelled == [ElementIndexPath(item: 1, section: 0)])
        #expect(set.prefetchedItems.isEmpty)
    }

    @Test func selectionFollowsABatch() throws {
        let selection = SelectionModel()
        selection.setItem(ElementIndexPath(item: 0, section: 0), selected: true)
        selection.setItem(ElementIndexPath(item: 2, section: 0), selected: true)
        selection.setItem(ElementIndexPath(item: 2, section: 0), highlighted: true)
        let batch = try BatchUpdateValidator.resolve(
            before: [3], after: [2], operations: [.deleteItem(ElementIndexPath(item: 0, section: 0))])
        selection.follow(batch)
        #expect(selection.selected == [ElementIndexPath(item: 1, section: 0)])
        #expect(selection.highlighted == [ElementIndexPath(item: 1, section: 0)])
        selection.setItem(ElementIndexPath(item: 1, section: 0), selected: false)
        #expect(selection.selected.isEmpty)
    }

    @Test func updateCoordinatorStartsIdle() {
        let updates = UpdateCoordinator()
        #expect(updates.collecting == nil)
        #expect(!updates.isApplying)
        #expect(updates.withoutAnimationDepth == 0)
        #expect(updates.lastPlan == .empty)
    }
}
