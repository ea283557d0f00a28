// GestureSession: replays a scripted touch session on a headless collection view and
// prints what happened — recognizer states, the delegate's calls in order, selection,
// the edit menu, a pinch that changes the layout's spread (Apple's programming guide, "接入手势支持"),
// drag to reorder, a pinch-driven layout transition and a fling; then scrolling: tap or
// scroll, the rubber band, paging, a delegate-chosen stop, scroll to top.
//
//     swift run GestureSession

import CollectionView
import Geometry
import Gestures
import LayoutProtocol

let clock = ManualFrameClock(framesPerSecond: 60)
let layout = SpreadRowLayout()
let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 400, height: 100), layout: layout, clock: clock)
let photos = Photos(count: 8)
let narrator = Narrator()
cv.dataSource = photos
cv.delegate = narrator
do {
    try cv.layoutIfNeeded()
} catch {
    print("layout failed: \(error)")
}
let script = Script(cv: cv, clock: clock)
@MainActor func center(_ item: Int) -> Point { cv.layoutAttributesForItem(at: ElementIndexPath(item: item, section: 0))?.center ?? .zero }

print("8 photos, 40 × 40, spread \(formatScalar(layout.spreadDistance)): \(describeFrames(cv, items: 0..<4)) …")

// 1. A tap selects: highlight on touch down, selection on touch up.
script.run("tap photo 2", script.tap(at: center(2), time: 0.5))
print("selected: \(cv.indexPathsForSelectedItems)")

// 2. Seed 003 listing 4-2: a double tap with delaysTouchesBegan has priority over selection.
let doubleTap = TapGestureRecognizer(name: "double tap")
doubleTap.numberOfTapsRequired = 2
doubleTap.delaysTouchesBegan = true
doubleTap.addTarget { r in print("  recognizer: \(r.name) \(r.state) at \(r.location) → zoom") }
do { try cv.addGestureRecognizer(doubleTap) } catch { print(error) }

script.run("double tap photo 5", script.tap(at: center(5), time: 1.0) + script.tap(at: center(5), time: 1.2))
print("selected: \(cv.indexPathsForSelectedItems) (the double tap took the touches)")

script.run("single tap photo 6 (the view waits for the double tap to fail)", script.tap(at: center(6), time: 2.0))
print("selected so far: \(cv.indexPathsForSelectedItems)")
script.wait(0.5)
print("double tap: \(doubleTap.stateHistory.map(\.description).joined(separator: " → "))")
print("selected: \(cv.indexPathsForSelectedItems)")

// 3. A long press shows the edit menu. (The double tap goes first: while it may still
// recognize, the view sees no touch at all.)
cv.removeGestureRecognizer(doubleTap)
print("\n(double tap removed)")
script.run("long press photo 3", [.began(id: 1, at: center(3), time: 3.0)])
script.wait(0.6)
if let menu = cv.editMenu {
    print("edit menu for \(menu.indexPath): \(menu.actions.map(\.rawValue).joined(separator: ", "))")
}
script.run("lift", [.ended(id: 1, at: center(3), time: 3.7)])
do {
    try cv.performEditAction(.cut)
} catch {
    print("cut: \(error)")
}
do {
    try cv.performEditAction(.copy)
} catch {
    print("copy: \(error)")
}

// 4. Seed 003 listing 4-1: a pinch changes the layout's spread distance.
let pinch = PinchGestureRecognizer(name: "pinch")
pinch.addTarget { r in
    guard let p = r as? PinchGestureRecognizer else { return }
    print("  recognizer: pinch \(p.state), distance \(rounded(p.distance)), scale \(rounded(p.scale)), velocity \(rounded(p.velocity))/s")
}
do { try cv.addGestureRecognizer(pinch) } catch { print(error) }
let binding = PinchToSpreadBinding(pinch: pinch, layout: layout)
script.run(
    "pinch apart",
    [
        script.pair(.began, Point(x: 150, y: 70), Point(x: 210, y: 70), 5.0),
        script.pair(.moved, Point(x: 140, y: 70), Point(x: 220, y: 70), 5.1),
        script.pair(.moved, Point(x: 120, y: 70), Point(x: 240, y: 70), 5.2),
        script.pair(.ended, Point(x: 120, y: 70), Point(x: 240, y: 70), 5.3),
    ])
do {
    try cv.layoutIfNeeded()
} catch {
    print("layout failed: \(error)")
}
print("spread \(formatScalar(layout.spreadDistance)) after \(binding.updateCount) updates: \(describeFrames(cv, items: 0..<4)) …")
print("visible: \(cv.indexPathsForVisibleItems)")

// 5. A drag that turns into a pan cancels the highlight: nothing is selected.
let pan = PanGestureRecognizer(name: "pan")
pan.addTarget { r in
    guard let p = r as? PanGestureRecognizer else { return }
    print("  recognizer: pan \(p.state), translation \(p.translation), velocity (\(rounded(p.velocity.dx)), \(rounded(p.velocity.dy)))/s")
}
do { try cv.addGestureRecognizer(pan) } catch { print(error) }
script.run(
    "drag from photo 1",
    [
        .began(id: 1, at: center(1), time: 6.0),
        .moved(id: 1, to: center(1).offsetBy(dx: 30, dy: 0), time: 6.05),
        .moved(id: 1, to: center(1).offsetBy(dx: 60, dy: 0), time: 6.1),
        .ended(id: 1, at: center(1).offsetBy(dx: 60, dy: 0), time: 6.15),
    ])
print("selected: \(cv.indexPathsForSelectedItems)")

// 6. Bad input is rejected with a clear message and changes nothing.
script.run("a finger that never went down", [.moved(id: 42, to: Point(x: 1, y: 1), time: 7)])

// Part 2, on a fresh collection view: reordering, a pinch-driven transition, a fling.
let clock2 = ManualFrameClock(framesPerSecond: 60)
let row = SpreadRowLayout(spreadDistance: 50)
let cv2 = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 400, height: 100), layout: row, clock: clock2)
let photos2 = Photos(count: 8)
cv2.dataSource = photos2
do {
    try cv2.layoutIfNeeded()
} catch {
    print("layout failed: \(error)")
}
let script2 = Script(cv: cv2, clock: clock2)
print("\n-- part 2: a new collection view, \(photos2.titles.count) photos, spread 50")

// 7. Drag to reorder: a long press lifts photo 0, the finger carries it over photo 2.
let press = LongPressGestureRecognizer(name: "reorder")
do { try cv2.addGestureRecognizer(press) } catch { print(error) }
let reorder = InteractiveMovementBinding(longPress: press)
script2.run("long press photo 0", [.began(id: 1, at: Point(x: 20, y: 20), time: 10)])
script2.wait(0.6)
if let m = cv2.interactiveMovement { print("moving \(m.originalIndexPath), target \(m.targetIndexPath)") }
script2.run("carry it over photo 2", [.moved(id: 1, to: Point(x: 120, y: 25), time: 10.8)])
if let m = cv2.interactiveMovement {
    print("moving \(m.originalIndexPath), target \(m.targetIndexPath), floating at \(m.attributes.map { "\($0.frame)" } ?? "-")")
}
script2.run("drop", [.ended(id: 1, at: Point(x: 120, y: 25), time: 10.9)])
print("titles: \(photos2.titles.prefix(4).joined(separator: ", ")) …; moves: \(reorder.completedMoves)")
cv2.removeGestureRecognizer(press)

// 8. A pinch drives an interactive transition to a wider spread (completes at scale 2).
let wide = SpreadRowLayout(spreadDistance: 100)
let zoomPinch = PinchGestureRecognizer(name: "zoom")
do { try cv2.addGestureRecognizer(zoomPinch) } catch { print(error) }
let zoom = PinchTransitionBinding(pinch: zoomPinch, to: wide, completionScale: 2)
let zoomScript = Script(cv: cv2, clock: clock2)
zoomScript.run(
    "pinch out to 1.7×",
    [
        zoomScript.pair(.began, Point(x: 150, y: 70), Point(x: 250, y: 70), 12.0),
        zoomScript.pair(.moved, Point(x: 135, y: 70), Point(x: 265, y: 70), 12.1),
        zoomScript.pair(.moved, Point(x: 115, y: 70), Point(x: 285, y: 70), 12.2),
    ])
print("progress \(rounded(zoom.progress)): \(describeFrames(cv2, items: 0..<4)) …")
zoomScript.run("release", [zoomScript.pair(.ended, Point(x: 115, y: 70), Point(x: 285, y: 70), 12.3)])
let frames = clock2.runUntilIdle()
print(
    "\(zoom.lastOutcome == true ? "finished" : "cancelled") after \(frames) frames; layout is the wide one: \(cv2.collectionViewLayout === wide)"
)
print("\(describeFrames(cv2, items: 0..<4)) …")
cv2.removeGestureRecognizer(zoomPinch)

// 9. The scroll pan: drag the content left, let go, and it decelerates to a stop.
do {
    let scroll = try ScrollGestureBinding(collectionView: cv2)
    script2.run(
        "drag left and let go",
        [
            .began(id: 1, at: Point(x: 300, y: 70), time: 14.0),
            .moved(id: 1, to: Point(x: 250, y: 70), time: 14.05),
            .moved(id: 1, to: Point(x: 200, y: 70), time: 14.1),
            .ended(id: 1, at: Point(x: 200, y: 70), time: 14.1),
        ])
    print(
        "offset at release \(cv2.contentOffset), fling velocity \(scroll.lastFlingVelocity.map { "(\(rounded($0.dx)), \(rounded($0.dy)))/s" } ?? "-"), stopping at \(cv2.scrollTargetContentOffset.map { "\($0)" } ?? "-")"
    )
    let steps = clock2.runUntilIdle()
    print("decelerated for \(steps) frames to \(cv2.contentOffset); visible: \(cv2.indexPathsForVisibleItems.map(\.item))")
} catch {
    print(error)
}

// Part 3: scrolling as UIKit users feel it (ScrollSession.swift).
scrollSession()
