// InteractiveTransition — an interactive change from a flow grid to a list (Apple's programming guide,
// "布局之间的转换"): the host installs a transition layout, a gesture (here: a script) moves
// its progress, and finishing or cancelling animates the rest of the way on the host's
// clock. Time comes from a ManualFrameClock, so every run prints the same numbers.
//
//     swift run InteractiveTransition

import BuiltinLayouts
import CollectionView
import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol
import ReuseQueue
import Transitions

// MARK: - The data

final class Numbers: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { 12 }

    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "Number", for: indexPath)
    }
}

// MARK: - Printing

func step(_ number: Int, _ title: String) {
    print("\n== Step \(number): \(title)")
}

/// A number rounded to hundredths, as `formatScalar` writes it (90, 12.5, 33.33).
func short(_ value: Double) -> String { formatScalar((value * 100).rounded() / 100) }

func short(_ rect: Rect) -> String { "(\(short(rect.minX)), \(short(rect.minY)), \(short(rect.width)), \(short(rect.height)))" }

let watchedItems = [0, 1, 4]

/// Frames per second of the example's clocks.
let frameRate = 16.0

func printItems(_ collectionView: CollectionViewHost) {
    for item in watchedItems {
        let path = ElementIndexPath(item: item, section: 0)
        let frame = collectionView.layoutAttributesForItem(at: path).map { short($0.frame) } ?? "none"
        print("  \(path) \(frame)")
    }
}

func layoutName(_ layout: CollectionViewLayout) -> String {
    switch layout {
    case is TransitionLayout: return "TransitionLayout"
    case is CompositionalLayout: return "the compositional list"
    case is FlowLayout: return "FlowLayout"
    default: return String(describing: type(of: layout))
    }
}

/// The compositional list: rows of 44 points, 1 apart, no separators.
func rowList() -> CompositionalLayout {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    configuration.rowHeight = 44
    return CompositionalLayout { _, environment in
        let section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
        section.interGroupSpacing = 1
        return section
    }
}

/// A host showing the flow grid: 12 items of 80x80 in a 320-point-wide view, three to a
/// line.
func makeGridHost(clock: ManualFrameClock) throws -> (CollectionViewHost, Numbers) {
    let grid = FlowLayout()
    grid.itemSize = Size(width: 80, height: 80)
    let data = Numbers()
    let collectionView = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: grid, clock: clock)
    try collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Number")
    collectionView.dataSource = data
    try collectionView.layoutIfNeeded()
    return (collectionView, data)
}

/// Plays the end animation frame by frame until the completion has been called.
func playToEnd(_ collectionView: CollectionViewHost, clock: ManualFrameClock, transition: TransitionLayout, ended: () -> Bool) {
    var frame = 0
    while !ended() && frame < 120 {
        clock.step()
        frame += 1
        if !ended() {
            let first = collectionView.layoutAttributesForItem(at: ElementIndexPath(item: 1, section: 0)).map { short($0.frame) } ?? "none"
            print("  frame \(frame): progress \(short(transition.transitionProgress)), item [0, 1] \(first)")
        }
    }
    print("  ended after \(frame) frames")
}

// MARK: - The walkthrough

func run() throws {
    // 16 frames per second: the end animations stay short to read, and every frame time
    // is an exact binary fraction, so the animation ends exactly on its last frame.
    let clock = ManualFrameClock(framesPerSecond: frameRate)
    let (collectionView, data) = try makeGridHost(clock: clock)
    let list = rowList()

    step(1, "The flow grid (item size 80x80, three to a line)")
    print("layout: \(layoutName(collectionView.collectionViewLayout)), content size \(collectionView.contentSize)")
    printItems(collectionView)

    step(2, "Start an interactive transition to a list (row height 44, spacing 1)")
    var result: (completed: Bool, finished: Bool)?
    let transition = try collectionView.startInteractiveTransition(to: list) { completed, finished in
        result = (completed, finished)
        print("completion: completed \(completed), finished \(finished)")
    }
    print("layout: \(layoutName(collectionView.collectionViewLayout)), progress \(short(transition.transitionProgress))")

    step(3, "Move the progress as a gesture would, one frame apart")
    for progress in [0.25, 0.5, 0.75, 1.0, 1.2, 0.6] {
        clock.advance(by: 1 / frameRate)
        try collectionView.updateInteractiveTransition(progress: progress)
        print("progress \(short(progress))\(progress > 1 ? " (overshoot)" : ""):")
        printItems(collectionView)
    }
    let velocity = transition.velocity(forAnimatedKey: TransitionLayout.progressKey)
    print("progress speed: \(velocity.map(short) ?? "unknown") per second (moving back towards the grid)")

    step(4, "Finish: the progress animates to 1, then the list is installed")
    let duration = CollectionViewHost.interactiveCompletionDuration(from: 0.6, to: 1, velocity: velocity, curve: .easeOut)
    print("end animation: \(short(duration)) s (the gesture moved away from the list, so the default duration)")
    try collectionView.finishInteractiveTransition()
    playToEnd(collectionView, clock: clock, transition: transition) { result != nil }
    print("layout: \(layoutName(collectionView.collectionViewLayout)), content size \(collectionView.contentSize)")
    printItems(collectionView)
    print("visible items: \(collectionView.indexPathsForVisibleItems.map(\.item))")

    step(5, "A second run, cancelled: the grid comes back")
    let clock2 = ManualFrameClock(framesPerSecond: frameRate)
    let (collectionView2, data2) = try makeGridHost(clock: clock2)
    var result2: (completed: Bool, finished: Bool)?
    let transition2 = try collectionView2.startInteractiveTransition(to: rowList()) { completed, finished in
        result2 = (completed, finished)
        print("completion: completed \(completed), finished \(finished)")
    }
    for progress in [0.2, 0.4, 0.3] {
        clock2.advance(by: 1 / frameRate)
        try collectionView2.updateInteractiveTransition(progress: progress)
        print("progress \(short(progress)):")
        printItems(collectionView2)
    }
    let velocity2 = transition2.velocity(forAnimatedKey: TransitionLayout.progressKey)
    let duration2 = CollectionViewHost.interactiveCompletionDuration(from: 0.3, to: 0, velocity: velocity2, curve: .easeOut)
    print("progress speed: \(velocity2.map(short) ?? "unknown") per second; end animation: \(short(duration2)) s")
    try collectionView2.cancelInteractiveTransition()
    playToEnd(collectionView2, clock: clock2, transition: transition2) { result2 != nil }
    print("layout: \(layoutName(collectionView2.collectionViewLayout)), content size \(collectionView2.contentSize)")
    printItems(collectionView2)

    step(6, "Completion values")
    print("finish: completed \(result?.completed ?? false), finished \(result?.finished ?? false)")
    print("cancel: completed \(result2?.completed ?? false), finished \(result2?.finished ?? false)")
    // The hosts hold their data sources weakly, as UIKit does.
    withExtendedLifetime((data, data2)) {}
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("InteractiveTransition: \(error)\n".utf8))
    exit(1)
}
