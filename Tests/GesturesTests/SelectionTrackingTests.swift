import CollectionView
import Geometry
import Gestures
import LayoutProtocol
import Testing

@Suite("The collection view's own tracking: highlight and selection")
struct SelectionTrackingTests {
    @Test func aTapHighlightsThenSelectsInUIKitsOrder() throws {
        let f = try Fixture()
        try f.cv.deliver(.began(id: 1, at: f.center(5), time: 0))
        #expect(f.delegate.log == ["shouldHighlight [0, 5]", "didHighlight [0, 5] highlighted=true"])
        #expect(f.cv.indexPathsForHighlightedItems == [ip(5)])
        #expect(f.cv.indexPathsForSelectedItems.isEmpty, "selection waits for touch up")
        try f.cv.deliver(.ended(id: 1, at: f.center(5), time: 0.1))
        #expect(
            f.delegate.log == [
                "shouldHighlight [0, 5]", "didHighlight [0, 5] highlighted=true",
                "shouldSelect [0, 5]", "didUnhighlight [0, 5]", "didSelect [0, 5]",
            ])
        #expect(f.cv.indexPathsForSelectedItems == [ip(5)])
        #expect(f.cv.indexPathsForHighlightedItems.isEmpty)
        #expect(f.cv.cellForItem(at: ip(5))?.isSelected == true)
        #expect(f.cv.cellForItem(at: ip(5))?.isHighlighted == false)
    }

    @Test func singleSelectionDeselectsThePreviousItem() throws {
        let f = try Fixture()
        try f.tap(at: f.center(1), time: 0)
        f.delegate.log = []
        try f.tap(at: f.center(2), time: 1)
        #expect(
            f.delegate.log == [
                "shouldHighlight [0, 2]", "didHighlight [0, 2] highlighted=true",
                "shouldSelect [0, 2]", "didUnhighlight [0, 2]", "didDeselect [0, 1]", "didSelect [0, 2]",
            ])
        #expect(f.cv.indexPathsForSelectedItems == [ip(2)])
        #expect(f.cv.cellForItem(at: ip(1))?.isSelected == false)
        // Tapping the selected item again keeps it selected.
        f.delegate.log = []
        try f.tap(at: f.center(2), time: 2)
        #expect(f.delegate.log.suffix(3) == ["shouldSelect [0, 2]", "didUnhighlight [0, 2]", "didSelect [0, 2]"])
        #expect(f.cv.indexPathsForSelectedItems == [ip(2)])
    }

    @Test func multipleSelectionTogglesWithShouldDeselect() throws {
        let f = try Fixture()
        f.cv.allowsMultipleSelection = true
        try f.tap(at: f.center(1), time: 0)
        try f.tap(at: f.center(3), time: 1)
        #expect(f.cv.indexPathsForSelectedItems == [ip(1), ip(3)])
        f.delegate.log = []
        try f.tap(at: f.center(1), time: 2)
        #expect(
            f.delegate.log == [
                "shouldHighlight [0, 1]", "didHighlight [0, 1] highlighted=true",
                "shouldDeselect [0, 1]", "didUnhighlight [0, 1]", "didDeselect [0, 1]",
            ])
        #expect(f.cv.indexPathsForSelectedItems == [ip(3)])
        f.delegate.allowDeselect = false
        try f.tap(at: f.center(3), time: 3)
        #expect(f.cv.indexPathsForSelectedItems == [ip(3)], "shouldDeselect said no")
    }

    @Test func delegateVetoesAndAllowsSelection() throws {
        let f = try Fixture()
        f.delegate.allowSelect = false
        try f.tap(at: f.center(0), time: 0)
        #expect(f.cv.indexPathsForSelectedItems.isEmpty)
        #expect(f.delegate.log.suffix(2) == ["shouldSelect [0, 0]", "didUnhighlight [0, 0]"], "a veto still unhighlights")

        f.delegate.allowSelect = true
        f.delegate.allowHighlight = false
        f.delegate.log = []
        try f.tap(at: f.center(0), time: 1)
        #expect(f.delegate.log == ["shouldHighlight [0, 0]"], "no highlight means no selection, as in UIKit")
        #expect(f.cv.indexPathsForSelectedItems.isEmpty)

        f.delegate.allowHighlight = true
        f.cv.allowsSelection = false
        f.delegate.log = []
        try f.tap(at: f.center(0), time: 2)
        #expect(f.delegate.log.isEmpty)
        #expect(f.cv.indexPathsForSelectedItems.isEmpty)
    }

    @Test func touchUpOutsideTheItemOrOnEmptySpaceSelectsNothing() throws {
        let f = try Fixture()
        try f.cv.deliver(.began(id: 1, at: f.center(0), time: 0))
        try f.cv.deliver(.moved(id: 1, to: f.center(1), time: 0.1))
        try f.cv.deliver(.ended(id: 1, at: f.center(1), time: 0.2))
        #expect(f.delegate.log == ["shouldHighlight [0, 0]", "didHighlight [0, 0] highlighted=true", "didUnhighlight [0, 0]"])
        #expect(f.cv.indexPathsForSelectedItems.isEmpty)
        // Item 10 does not exist: (2 × 50 + 25, 2 × 50 + 25) is empty space.
        try f.tap(at: Point(x: 125, y: 125), time: 1)
        #expect(f.delegate.log.count == 3)
    }

    @Test func aCancelledTouchUnhighlightsWithoutSelecting() throws {
        let f = try Fixture()
        try f.cv.deliver(.began(id: 1, at: f.center(2), time: 0))
        try f.cv.deliver(.cancelled(id: 1, at: f.center(2), time: 0.1))
        #expect(f.delegate.log == ["shouldHighlight [0, 2]", "didHighlight [0, 2] highlighted=true", "didUnhighlight [0, 2]"])
        #expect(f.cv.indexPathsForSelectedItems.isEmpty)
        #expect(f.cv.cellForItem(at: ip(2))?.isHighlighted == false)
    }

    @Test func aTouchThatBecomesAScrollIsCancelled() throws {
        let f = try Fixture()
        let pan = PanGestureRecognizer(name: "scroll")
        try f.cv.addGestureRecognizer(pan)
        try f.cv.deliver(.began(id: 1, at: f.center(2), time: 0))
        #expect(f.cv.indexPathsForHighlightedItems == [ip(2)], "the pan does not delay touches began")
        try f.cv.deliver(.moved(id: 1, to: Point(x: 125, y: 45), time: 0.05))
        #expect(pan.state == .began)
        #expect(f.cv.indexPathsForHighlightedItems.isEmpty)
        try f.cv.deliver(.ended(id: 1, at: Point(x: 125, y: 45), time: 0.1))
        #expect(f.delegate.log == ["shouldHighlight [0, 2]", "didHighlight [0, 2] highlighted=true", "didUnhighlight [0, 2]"])
        #expect(f.cv.indexPathsForSelectedItems.isEmpty)
        // A plain tap still selects: the pan fails on touch up and releases the held end.
        try f.tap(at: f.center(2), time: 1)
        #expect(f.cv.indexPathsForSelectedItems == [ip(2)])
    }

    @Test func touchesArePositionedOnTheViewAndHitTestedThroughTheContentOffset() throws {
        let f = try Fixture()
        try f.cv.setContentOffset(Point(x: 0, y: 50))
        #expect(f.cv.contentPoint(forViewPoint: Point(x: 25, y: 25)) == Point(x: 25, y: 75))
        try f.tap(at: Point(x: 25, y: 25), time: 0)
        #expect(f.cv.indexPathsForSelectedItems == [ip(4)], "content y 75 is the second row")
    }

    @Test func aFingerJoiningAScrollIsNotTracked() throws {
        let f = try Fixture()
        let pan = PanGestureRecognizer(name: "scroll")
        try f.cv.addGestureRecognizer(pan)
        try f.cv.deliver(.began(id: 1, at: f.center(2), time: 0))
        try f.cv.deliver(.moved(id: 1, to: Point(x: 125, y: 60), time: 0.05))
        #expect(pan.state == .began)
        try f.cv.deliver(.began(id: 2, at: f.center(5), time: 0.1))
        try f.cv.deliver(.ended(id: 2, at: f.center(5), time: 0.15))
        #expect(pan.numberOfTouches == 1)
        #expect(f.cv.indexPathsForSelectedItems.isEmpty, "the second finger belongs to the scroll")
        #expect(!f.delegate.log.contains("shouldHighlight [0, 5]"))
        try f.cv.deliver(.ended(id: 1, at: Point(x: 125, y: 60), time: 0.2))
    }

    @Test func onlyTheFirstTouchIsTracked() throws {
        let f = try Fixture()
        try f.cv.deliver(.began(id: 1, at: f.center(0), time: 0))
        try f.cv.deliver(.began(id: 2, at: f.center(1), time: 0.01))
        try f.cv.deliver(.ended(id: 2, at: f.center(1), time: 0.02))
        try f.cv.deliver(.ended(id: 1, at: f.center(0), time: 0.03))
        #expect(f.cv.indexPathsForSelectedItems == [ip(0)])
        #expect(!f.delegate.log.contains("shouldHighlight [0, 1]"))
    }

    @Test func programmaticSelectionCallsNoDelegateMethod() throws {
        let f = try Fixture()
        try f.cv.selectItem(at: ip(3))
        try f.cv.selectItem(at: ip(4))
        #expect(f.cv.indexPathsForSelectedItems == [ip(4)], "single selection")
        #expect(f.cv.cellForItem(at: ip(4))?.isSelected == true)
        #expect(f.cv.cellForItem(at: ip(3))?.isSelected == false)
        f.cv.allowsMultipleSelection = true
        try f.cv.selectItem(at: ip(3))
        #expect(f.cv.indexPathsForSelectedItems == [ip(3), ip(4)])
        try f.cv.deselectItem(at: ip(4))
        try f.cv.deselectItem(at: ip(9))
        #expect(f.cv.indexPathsForSelectedItems == [ip(3)])
        f.cv.allowsSelection = false
        try f.cv.selectItem(at: ip(5))
        #expect(f.cv.indexPathsForSelectedItems == [ip(3)], "no effect without allowsSelection, as in UIKit")
        #expect(f.delegate.log.isEmpty)
    }

    @Test func programmaticSelectionRejectsMissingItems() throws {
        let f = try Fixture()
        try f.cv.selectItem(at: ip(1))
        #expect(throws: CollectionViewError.noSuchItem(ip(10))) { try f.cv.selectItem(at: ip(10)) }
        #expect(throws: CollectionViewError.noSuchItem(ip(0, 1))) { try f.cv.selectItem(at: ip(0, 1)) }
        #expect(throws: CollectionViewError.noSuchItem(ip(-1))) { try f.cv.deselectItem(at: ip(-1)) }
        #expect(f.cv.indexPathsForSelectedItems == [ip(1)], "a rejected call changes nothing")
        #expect(CollectionViewError.noSuchItem(ip(10)).description == "there is no item at index path [0, 10]")
    }
}

@Suite("Priority: recognizers against the view's own tracking")
struct PriorityTests {
    /// Seed 003, listing 4-2: a double-tap recognizer with `delaysTouchesBegan`.
    func doubleTap(_ f: Fixture) throws -> (TapGestureRecognizer, () -> Int) {
        let double = TapGestureRecognizer(name: "double tap")
        double.numberOfTapsRequired = 2
        double.delaysTouchesBegan = true
        var count = 0
        double.addTarget { _ in count += 1 }
        try f.cv.addGestureRecognizer(double)
        return (double, { count })
    }

    @Test func aDoubleTapTakesPrecedenceOverSelection() throws {
        let f = try Fixture()
        let (double, count) = try doubleTap(f)
        try f.tap(at: f.center(6), time: 0)
        #expect(f.delegate.log.isEmpty, "the view gets no touch while the double tap may still recognize")
        try f.tap(at: f.center(6), time: 0.3)
        #expect(count() == 1)
        #expect(double.stateHistory == [.ended])
        f.clock.advance(by: 1)
        #expect(f.delegate.log.isEmpty, "the held touches were dropped")
        #expect(f.cv.indexPathsForSelectedItems.isEmpty)
    }

    @Test func aSingleTapReachesTheViewOnceTheDoubleTapFails() throws {
        let f = try Fixture()
        let (double, count) = try doubleTap(f)
        try f.tap(at: f.center(6), time: 0)
        #expect(f.delegate.log.isEmpty)
        f.clock.advance(by: 0.3)
        #expect(f.delegate.log.isEmpty, "still within the double tap's interval (0.35 s after touch up)")
        f.clock.advance(by: 0.2)
        #expect(double.stateHistory == [.failed])
        #expect(count() == 0)
        #expect(
            f.delegate.log == [
                "shouldHighlight [0, 6]", "didHighlight [0, 6] highlighted=true",
                "shouldSelect [0, 6]", "didUnhighlight [0, 6]", "didSelect [0, 6]",
            ])
        #expect(f.cv.indexPathsForSelectedItems == [ip(6)])
    }

    @Test func aPlainTapRecognizerCancelsTheSelectionOfItsTap() throws {
        let f = try Fixture()
        let tap = TapGestureRecognizer(name: "tap")
        try f.cv.addGestureRecognizer(tap)
        try f.tap(at: f.center(0), time: 0)
        #expect(tap.stateHistory == [.ended])
        #expect(f.delegate.log == ["shouldHighlight [0, 0]", "didHighlight [0, 0] highlighted=true", "didUnhighlight [0, 0]"])
        #expect(f.cv.indexPathsForSelectedItems.isEmpty)

        tap.cancelsTouchesInView = false
        try f.tap(at: f.center(0), time: 1)
        #expect(tap.stateHistory == [.ended, .ended])
        #expect(f.cv.indexPathsForSelectedItems == [ip(0)], "with cancelsTouchesInView off both happen")
    }

    @Test func withoutDelaysTouchesEndedTheViewSelectsBeforeTheRecognizerDecides() throws {
        let f = try Fixture()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        try f.cv.addGestureRecognizer(double)
        try f.tap(at: f.center(0), time: 0)
        #expect(f.cv.indexPathsForSelectedItems == [ip(0)])
        // With delaysTouchesEnded (the default) the selection waits for the failure.
        double.delaysTouchesEnded = true
        try f.tap(at: f.center(1), time: 1)
        #expect(f.cv.indexPathsForSelectedItems == [ip(0)])
        #expect(f.cv.indexPathsForHighlightedItems == [ip(1)])
        f.clock.advance(by: 2)
        #expect(f.cv.indexPathsForSelectedItems == [ip(1)])
    }
}

@Suite("The edit menu on a long press")
struct EditMenuTests {
    @Test func longPressAsksTheDelegateThenPerforms() throws {
        let f = try Fixture()
        f.delegate.showMenu = true
        f.delegate.allowedActions = [.copy, .paste]
        try f.cv.deliver(.began(id: 1, at: f.center(3), time: 0))
        f.clock.advance(by: 0.6)
        #expect(f.cv.editMenu == EditMenu(indexPath: ip(3), actions: [.copy, .paste]))
        try f.cv.deliver(.ended(id: 1, at: f.center(3), time: f.clock.now))
        #expect(f.cv.indexPathsForSelectedItems.isEmpty, "the press showed the menu instead of selecting")
        #expect(throws: GestureError.actionNotOffered(.cut, offered: [.copy, .paste])) { try f.cv.performEditAction(.cut) }
        #expect(f.cv.editMenu != nil)
        try f.cv.performEditAction(.copy)
        #expect(f.cv.editMenu == nil)
        #expect(
            f.delegate.log == [
                "shouldHighlight [0, 3]", "didHighlight [0, 3] highlighted=true",
                "shouldShowMenu [0, 3]", "canPerform cut [0, 3]", "canPerform copy [0, 3]", "canPerform paste [0, 3]",
                "didUnhighlight [0, 3]", "perform copy [0, 3]",
            ])
        #expect(throws: GestureError.noEditMenu) { try f.cv.performEditAction(.copy) }
    }

    @Test func noMenuWhenTheDelegateDeclines() throws {
        let f = try Fixture()
        try f.cv.deliver(.began(id: 1, at: f.center(3), time: 0))
        try f.cv.deliver(.ended(id: 1, at: f.center(3), time: 1))
        #expect(f.cv.editMenu == nil)
        #expect(f.delegate.log.contains("shouldShowMenu [0, 3]"))
        #expect(!f.delegate.log.contains { $0.hasPrefix("canPerform") })
        #expect(f.cv.indexPathsForSelectedItems == [ip(3)], "a long hold without a menu still selects")

        f.delegate.showMenu = true
        f.delegate.log = []
        try f.cv.deliver(.began(id: 1, at: f.center(3), time: 2))
        try f.cv.deliver(.ended(id: 1, at: f.center(3), time: 3))
        #expect(f.cv.editMenu == nil, "no action allowed: no menu")
    }

    @Test func movingOrAnotherTouchPreventsOrDismissesTheMenu() throws {
        let f = try Fixture()
        f.delegate.showMenu = true
        f.delegate.allowedActions = [.cut]
        try f.cv.deliver(.began(id: 1, at: f.center(3), time: 0))
        try f.cv.deliver(.moved(id: 1, to: f.center(3).offsetBy(dx: 0, dy: 11), time: 0.1))
        try f.cv.deliver(.ended(id: 1, at: f.center(3).offsetBy(dx: 0, dy: 11), time: 1))
        #expect(f.cv.editMenu == nil)
        try f.cv.deliver(.began(id: 1, at: f.center(3), time: 2))
        try f.cv.deliver(.ended(id: 1, at: f.center(3), time: 3))
        #expect(f.cv.editMenu == EditMenu(indexPath: ip(3), actions: [.cut]))
        try f.cv.deliver(.began(id: 2, at: f.center(0), time: 4))
        #expect(f.cv.editMenu == nil, "a new touch dismisses the menu")
    }
}

@Suite("Attaching, detaching and time")
struct LifecycleTests {
    @Test func removingADelayingRecognizerReleasesItsHeldTouches() throws {
        let f = try Fixture()
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesBegan = true
        try f.cv.addGestureRecognizer(double)
        try f.cv.deliver(.began(id: 1, at: f.center(1), time: 0))
        #expect(f.cv.indexPathsForHighlightedItems.isEmpty)
        f.cv.removeGestureRecognizer(double)
        #expect(f.cv.indexPathsForHighlightedItems == [ip(1)], "the held touch reached the view")
        #expect(double.view == nil)
        #expect(double.state == .possible)
        try f.cv.deliver(.ended(id: 1, at: f.center(1), time: 0.1))
        #expect(f.cv.indexPathsForSelectedItems == [ip(1)])
    }

    @Test func advanceGestureTimeFiresTimersWithoutFrames() throws {
        let f = try Fixture()
        let press = LongPressGestureRecognizer(name: "press")
        try f.cv.addGestureRecognizer(press)
        try f.cv.deliver(.began(id: 1, at: f.center(0), time: 0))
        f.cv.advanceGestureTime(to: .nan)
        f.cv.advanceGestureTime(to: 0.49)
        #expect(press.state == .possible)
        f.cv.advanceGestureTime(to: 0.5)
        #expect(press.state == .began)
        #expect(f.clock.frameCount == 0)
    }

    @Test func aFailedRecognizerWaitsForItsTouchesToLiftBeforeResetting() throws {
        let f = try Fixture()
        let tap = TapGestureRecognizer(name: "tap")
        try f.cv.addGestureRecognizer(tap)
        try f.cv.deliver(.began(id: 1, at: f.center(0), time: 0))
        try f.cv.deliver(.moved(id: 1, to: f.center(0).offsetBy(dx: 20, dy: 0), time: 0.1))
        #expect(tap.state == .failed)
        try f.cv.deliver(.began(id: 2, at: f.center(1), time: 0.2))
        try f.cv.deliver(.ended(id: 2, at: f.center(1), time: 0.3))
        #expect(tap.stateHistory == [.failed], "a failed recognizer ignores new touches until reset")
        try f.cv.deliver(.ended(id: 1, at: f.center(0).offsetBy(dx: 20, dy: 0), time: 0.4))
        #expect(tap.state == .possible)
        try f.tap(at: f.center(1), time: 1)
        #expect(tap.stateHistory == [.failed, .ended])
    }
}
