// ChatTimeline — a chat of 10,000 messages in a compositional list whose rows size
// themselves, kept in place by the host's scroll anchor: older pages load above the
// message being read without moving it, new messages are followed at the bottom and
// counted when the reader has scrolled up, and a rotation keeps the reading position. The
// program prints where the anchored message sits on screen after each step.
//
//     swift run ChatTimeline

import CollectionView
import CompositionalLayout
import DiffableDataSource
import Geometry
import LayoutProtocol

// MARK: - The data

/// Message `id`'s height once its cell has measured itself: one to five lines of text.
func measuredHeight(of id: Int) -> Double { 16 + 20 * Double(1 + (id * 7) % 5) }

/// A message row that measures itself: the list estimates 44 points until then.
final class MessageCell: CollectionViewCell {
    var id = 0
    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var fitted = layoutAttributes
        fitted.size.height = measuredHeight(of: id)
        return fitted
    }
}

// MARK: - Printing

func step(_ number: Int, _ title: String) {
    print("\n== Step \(number): \(title)")
}

func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// Where message `id` sits on screen (its top less the content offset) once the pending
/// layout pass ran, as the next frame shows it; "gone" when it is not in the list.
func onScreen(_ id: Int, _ cv: CollectionViewHost, _ data: DiffableDataSource<Int, Int>) -> String {
    try? cv.layoutIfNeeded()
    guard let path = data.indexPath(for: id), let frame = cv.layoutAttributesForItem(at: path)?.frame else { return "gone" }
    return format(frame.minY - cv.contentOffset.y)
}

// MARK: - The chat

var configuration = ListConfiguration(appearance: .plain)
configuration.showsSeparators = false
let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 390, height: 844), layout: CompositionalLayout.list(using: configuration))
try cv.register(MessageCell.self, forCellWithReuseIdentifier: "message")
let data = DiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, id in
    let cell = try cv.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
    (cell as? MessageCell)?.id = id
    return cell
}
// Follow new messages at the bottom; otherwise keep what the reader sees.
cv.scrollAnchor = .bottom(threshold: 44)
var unseen = 0
var newest = 9_999

step(1, "the newest 9,800 messages, scrolled to the bottom")
var snapshot = Snapshot<Int, Int>()
try snapshot.appendSections([0])
try snapshot.appendItems(Array(200...9_999))
try data.apply(snapshot, animatingDifferences: false)
try cv.layoutIfNeeded()
try data.scrollToItem(withIdentifier: newest, at: .bottom, animated: false)
try cv.layoutIfNeeded()
print(
    "messages: \(data.snapshot().numberOfItems), newest #\(newest) ends \(format(844 - (cv.layoutAttributesForItem(at: data.indexPath(for: newest)!)!.frame.maxY - cv.contentOffset.y))) points above the bottom"
)

step(2, "reading in the middle while older pages load above")
try data.scrollToItem(withIdentifier: 5_000, at: .centeredVertically, animated: false)
let reading = data.readingPosition()!
print("reading message #\(reading.itemIdentifier) at \(onScreen(reading.itemIdentifier, cv, data))")
for page in stride(from: 150, through: 0, by: -50) {
    let before = onScreen(reading.itemIdentifier, cv, data)
    var older = data.snapshot()
    try older.insertItems(Array(page..<(page + 50)), beforeItem: older.itemIdentifiers.first!)
    try data.apply(older)
    print(
        "loaded #\(page)…#\(page + 49) above: message #\(reading.itemIdentifier) at \(before) → \(onScreen(reading.itemIdentifier, cv, data))"
    )
}
print("messages: \(data.snapshot().numberOfItems)")

step(3, "a new message while scrolled up: not followed, counted")
let beforeNew = onScreen(reading.itemIdentifier, cv, data)
newest += 1
var withNew = data.snapshot()
try withNew.appendItems([newest])
try data.apply(withNew)
unseen += 1
print("message #\(reading.itemIdentifier) at \(beforeNew) → \(onScreen(reading.itemIdentifier, cv, data)); unseen: \(unseen)")

step(4, "back at the bottom: new messages are followed")
try data.scrollToItem(withIdentifier: newest, at: .bottom, animated: false)
try cv.layoutIfNeeded()
unseen = 0
for _ in 0..<3 {
    newest += 1
    var more = data.snapshot()
    try more.appendItems([newest])
    try data.apply(more)
    try cv.layoutIfNeeded()
    let bottom = cv.layoutAttributesForItem(at: data.indexPath(for: newest)!)!.frame.maxY - cv.contentOffset.y
    print("message #\(newest) arrives: it ends \(format(844 - bottom)) points above the bottom; unseen: \(unseen)")
}

step(5, "a rotation in the middle of the list keeps the reading position")
try data.scrollToItem(withIdentifier: 3_000, at: .top, animated: false)
try cv.layoutIfNeeded()
cv.scrollAnchor = .automatic
let turning = data.readingPosition()!
let beforeTurn = onScreen(turning.itemIdentifier, cv, data)
try cv.setFrameSize(Size(width: 844, height: 390))
print("landscape: message #\(turning.itemIdentifier) at \(beforeTurn) → \(onScreen(turning.itemIdentifier, cv, data))")
try cv.setFrameSize(Size(width: 390, height: 844))
print("portrait again: message #\(turning.itemIdentifier) at \(onScreen(turning.itemIdentifier, cv, data))")
