// GestureSession: replays a scripted touch session on a headless collection view and
// prints what happened — recognizer states, the delegate's calls in order, selection,
// the edit menu and a pinch that changes the layout's spread (seed 003, "接入手势支持").
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
script.run("pinch apart", [
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
script.run("drag from photo 1", [
    .began(id: 1, at: center(1), time: 6.0),
    .moved(id: 1, to: center(1).offsetBy(dx: 30, dy: 0), time: 6.05),
    .moved(id: 1, to: center(1).offsetBy(dx: 60, dy: 0), time: 6.1),
    .ended(id: 1, at: center(1).offsetBy(dx: 60, dy: 0), time: 6.15),
])
print("selected: \(cv.indexPathsForSelectedItems)")

// 6. Bad input is rejected with a clear message and changes nothing.
script.run("a finger that never went down", [.moved(id: 42, to: Point(x: 1, y: 1), time: 7)])
