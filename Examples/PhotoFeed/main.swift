// PhotoFeed — Apple's "Customizing Collection View Layouts" sample: the
// friends list in a ColumnFlowLayout that picks its columns from the width, the photo
// feed in a MosaicLayout, and the sample's batch update (its `PersonUpdate` list):
// reloads first without animation, then deletes, inserts and moves animated together.
//
//     swift run PhotoFeed

import BuiltinLayouts
import CollectionView
import Foundation
import Geometry
import LayoutProtocol
import ReuseQueue

// MARK: - The data

struct Person {
    var name: String
    var isUpdated = false
}

/// One change from the "server", as the sample's `PersonUpdate`.
enum PersonUpdate {
    case insert(Person, index: Int)
    case delete(index: Int)
    case move(from: Int, to: Int)
    case reload(index: Int)
}

/// The friends list (a data source over people) or the photo feed (a number of photos).
final class Feed: CollectionViewDataSource {
    var people: [Person]
    let reuseIdentifier: String

    init(people: [Person], reuseIdentifier: String) {
        self.people = people
        self.reuseIdentifier = reuseIdentifier
    }

    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { people.count }

    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        try collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
    }
}

// MARK: - Printing

func step(_ number: Int, _ title: String) {
    print("\n== Step \(number): \(title)")
}

func describe(_ attributes: LayoutAttributes) -> String {
    "frame \(attributes.frame) alpha \(formatScalar(attributes.alpha))"
}

func printPlan(_ plan: AnimationPlan) {
    print("animated: \(plan.isAnimated), duration: \(formatScalar(plan.duration)) s")
    print("update items, in the order the layout gets them:")
    for item in plan.updateItems { print("  \(item)") }
    print("animation plan entries (start -> end):")
    if plan.entries.isEmpty { print("  none") }
    for entry in plan.entries {
        let key = entry.keyAfter ?? entry.keyBefore
        let moved = entry.keyAfter != nil && entry.keyBefore != nil && entry.keyAfter != entry.keyBefore
        let before = moved ? entry.keyBefore.map { " (was \($0.indexPath))" } ?? "" : ""
        print(
            "  \(entry.change.rawValue) \(key.map(String.init(describing:)) ?? "?")\(before): \(describe(entry.start)) -> \(describe(entry.end))"
        )
    }
}

// MARK: - The walkthrough

func run() throws {
    let names = ["Ana", "Ben", "Chloé", "Dev", "Emi", "Finn", "Grace", "Hiro"]

    step(1, "ColumnFlowLayout picks its columns from the width (minimum column width 300, cell height 70)")
    print("(interitem spacing 0: the sample's column width ignores the spacing, so with 0 the columns fit exactly)")
    for width in [375.0, 1024.0] {
        let layout = ColumnFlowLayout()
        // The sample's column width ignores the interitem spacing; with spacing 0 the
        // chosen columns fit exactly on each line.
        layout.minimumInteritemSpacing = 0
        let friends = Feed(people: names.map { Person(name: $0) }, reuseIdentifier: "Person")
        let collectionView = CollectionViewHost(frame: Rect(x: 0, y: 0, width: width, height: 400), layout: layout)
        try collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Person")
        collectionView.dataSource = friends
        try collectionView.layoutIfNeeded()
        print(
            "width \(formatScalar(width)): \(layout.numberOfColumns) column(s), item size \(layout.itemSize), content size \(collectionView.contentSize)"
        )
        for item in 0..<4 {
            let path = ElementIndexPath(item: item, section: 0)
            if let attributes = collectionView.layoutAttributesForItem(at: path) {
                print("  \(path) \(friends.people[item].name): \(attributes.frame)")
            }
        }
        print("  visible items: \(collectionView.indexPathsForVisibleItems.map(\.item))")
    }

    step(2, "MosaicLayout for the photo feed: 200-point bands in the sample's four styles")
    let mosaic = MosaicLayout()
    let photos = Feed(people: (0..<9).map { Person(name: "photo \($0)") }, reuseIdentifier: "Photo")
    let feedView = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 375, height: 667), layout: mosaic)
    try feedView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    feedView.dataSource = photos
    try feedView.layoutIfNeeded()
    print("width 375, content size \(feedView.contentSize)")
    for item in 0..<photos.people.count {
        let path = ElementIndexPath(item: item, section: 0)
        if let frame = mosaic.frame(forItemAt: path) { print("  \(path) \(photos.people[item].name): \(frame)") }
    }
    print("visible items at offset 0: \(feedView.indexPathsForVisibleItems.map(\.item))")
    try feedView.setContentOffset(Point(x: 0, y: 400))
    print("visible items at offset 400: \(feedView.indexPathsForVisibleItems.map(\.item))")

    step(3, "The friends list before the batch update (width 375: one column)")
    let layout = ColumnFlowLayout()
    let friends = Feed(people: names.map { Person(name: $0) }, reuseIdentifier: "Person")
    let collectionView = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 375, height: 667), layout: layout)
    try collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Person")
    collectionView.dataSource = friends
    try collectionView.layoutIfNeeded()
    print(friends.people.enumerated().map { "\($0.offset) \($0.element.name)" }.joined(separator: ", "))

    let remoteUpdates: [PersonUpdate] = [
        .reload(index: 2), .delete(index: 0), .insert(Person(name: "Iris"), index: 3), .move(from: 5, to: 1), .reload(index: 6),
    ]
    print("remote updates: reload 2, delete 0, insert Iris at 3, move 5 -> 1, reload 6")

    step(4, "Reloads first, without animation (no cell moves)")
    let reloadPlan = try collectionView.performWithoutAnimation { () throws(CollectionViewError) -> AnimationPlan in
        try collectionView.performBatchUpdates { updates in
            for case .reload(let index) in remoteUpdates {
                friends.people[index].isUpdated = true
                updates.reloadItems(at: [ElementIndexPath(item: index, section: 0)])
            }
        }
    }
    printPlan(reloadPlan)
    print("(a reload reaches the layout as one reload item; it counts as a delete and an insert at the same index path)")

    step(5, "Deletes, inserts and moves, animated together")
    let plan = try collectionView.performBatchUpdates(
        { updates in
            var deletes: [Int] = []
            var inserts: [(person: Person, index: Int)] = []
            for update in remoteUpdates {
                switch update {
                case .delete(let index):
                    updates.deleteItems(at: [ElementIndexPath(item: index, section: 0)])
                    deletes.append(index)
                case .insert(let person, let index):
                    updates.insertItems(at: [ElementIndexPath(item: index, section: 0)])
                    inserts.append((person, index))
                case .move(let from, let to):
                    // A move is a deletion plus an insertion in the data.
                    updates.moveItem(at: ElementIndexPath(item: from, section: 0), to: ElementIndexPath(item: to, section: 0))
                    deletes.append(from)
                    inserts.append((friends.people[from], to))
                case .reload:
                    break
                }
            }
            // Deletions in descending order, then insertions in ascending order.
            for index in deletes.sorted().reversed() { friends.people.remove(at: index) }
            for insertion in inserts.sorted(by: { $0.index < $1.index }) { friends.people.insert(insertion.person, at: insertion.index) }
        }, completion: { finished in print("completion: finished \(finished)") })
    printPlan(plan)

    step(6, "The friends list after the batch update")
    print(friends.people.enumerated().map { "\($0.offset) \($0.element.name)\($0.element.isUpdated ? "*" : "")" }.joined(separator: ", "))
    print("(* reloaded)  visible items: \(collectionView.indexPathsForVisibleItems.map(\.item))")
    // The hosts hold their data sources weakly, as UIKit does.
    withExtendedLifetime((photos, friends)) {}
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("PhotoFeed: \(error)\n".utf8))
    exit(1)
}
