// ContactSearch — a searchable contact list driven by a diffable data source: the
// contacts are grouped by initial, and every change of the filter text builds a new
// snapshot; `apply` works out the batch update (deletes, inserts, moves, reloads) and
// runs it as one `performBatchUpdates`. The program prints each batch it applied.
//
//     swift run ContactSearch

import BuiltinLayouts
import CollectionView
import CompositionalLayout
import DiffableDataSource
import Diffing
import Foundation
import Geometry
import LayoutProtocol
import ReuseQueue

// MARK: - The data

var contacts = [
    "Anna Berg", "Andrew Lane", "Ben Carter", "Beatrice Hanna", "Chloé Martin", "Dan Brown", "Diana Ross",
    "Eva Janssen", "Frank Ocean", "Hannah Arendt", "Ian Curtis", "Joanna Newsom",
]

/// The sections (initials) and items (names) that match a filter, in alphabetical order.
func snapshot(of contacts: [String], matching filter: String) throws -> Snapshot<String, String> {
    var snapshot = Snapshot<String, String>()
    let matches = contacts.filter { filter.isEmpty || $0.lowercased().contains(filter.lowercased()) }.sorted()
    for name in matches {
        let initial = String(name.prefix(1))
        if snapshot.indexOfSection(initial) == nil { try snapshot.appendSections([initial]) }
        try snapshot.appendItems([name], toSection: initial)
    }
    return snapshot
}

// MARK: - Views

/// A row showing a contact's name; it counts how often it was configured.
final class ContactCell: CollectionViewCell {
    var name = ""
    var configurations = 0
}

/// A section header showing the initial.
final class InitialHeader: CollectionReusableView {
    var initial = ""
}

// MARK: - Printing

func step(_ number: Int, _ title: String) {
    print("\n== Step \(number): \(title)")
}

func printVisible(_ cv: CollectionViewHost) {
    let rows = cv.indexPathsForVisibleItems.map { path in
        "  [\(path.section), \(path.item)] \((cv.cellForItem(at: path) as? ContactCell)?.name ?? "?")"
    }
    print("visible rows:")
    print(rows.isEmpty ? "  (none)" : rows.joined(separator: "\n"))
}

func search(_ filter: String, in contacts: [String], _ dataSource: DiffableDataSource<String, String>, _ cv: CollectionViewHost) throws {
    let next = try snapshot(of: contacts, matching: filter)
    let plan = try dataSource.apply(next)
    let changes = dataSource.lastChanges
    print("filter \"\(filter)\": \(next.numberOfItems) contacts in \(next.numberOfSections) sections \(next.sectionIdentifiers)")
    print("batch updates applied (\(changes.changeCount)):")
    for operation in changes.batchOperations { print("  \(operation)") }
    if changes.isEmpty { print("  (none)") }
    print("update items, in the order the layout gets them: \(plan.updateItems.map(\.description).joined(separator: ", "))")
    printVisible(cv)
}

// MARK: - The walkthrough

do {
    // The compositional list: rows of 40 points under a 20-point header per section.
    var list = ListConfiguration(appearance: .plain)
    list.showsSeparators = false
    list.rowHeight = 40
    let layout = CompositionalLayout { _, environment in
        let section = LayoutSection.list(using: list, layoutEnvironment: environment)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
        ]
        return section
    }
    let cv = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 320, height: 480), layout: layout)
    let rows = CellRegistration<ContactCell, String> { cell, _, name in
        cell.name = name
        cell.configurations += 1
    }
    let dataSource = DiffableDataSource<String, String>(collectionView: cv) { cv, indexPath, name in
        try cv.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: name)
    }
    try cv.register(InitialHeader.self, forSupplementaryViewOfKind: ElementKind.sectionHeader, withReuseIdentifier: "initial")
    dataSource.supplementaryViewProvider = { [unowned dataSource] cv, kind, indexPath in
        let header = try cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "initial", for: indexPath)
        (header as? InitialHeader)?.initial = dataSource.sectionIdentifier(for: indexPath.section) ?? "?"
        return header
    }

    step(1, "All contacts: the first apply loads the collection view")
    try dataSource.apply(try snapshot(of: contacts, matching: ""))
    print("sections: \(dataSource.snapshot().sectionIdentifiers), contacts: \(dataSource.snapshot().numberOfItems)")
    printVisible(cv)

    step(2, "Typing \"an\": one batch update deletes what no longer matches")
    try search("an", in: contacts, dataSource, cv)

    step(3, "Typing \"ann\": narrower still")
    try search("ann", in: contacts, dataSource, cv)

    step(4, "Deleting back to \"a\": the matches come back, inserted in place")
    try search("a", in: contacts, dataSource, cv)

    step(5, "A filter that matches nothing, then the empty filter")
    try search("zz", in: contacts, dataSource, cv)
    try search("", in: contacts, dataSource, cv)

    step(6, "A contact is renamed: the new name moves to its section; another is reconfigured in place")
    let oldName = "Dan Brown"
    contacts[contacts.firstIndex(of: oldName)!] = "Zoe Brown"
    try search("", in: contacts, dataSource, cv)
    let annaPath = try require(dataSource.indexPath(for: "Anna Berg"))
    let annaCell = cv.cellForItem(at: annaPath) as? ContactCell
    let configuredBefore = annaCell?.configurations ?? 0
    var again = dataSource.snapshot()
    try again.reconfigureItems(["Anna Berg"])
    try dataSource.apply(again)
    let sameCell = cv.cellForItem(at: annaPath) === annaCell
    print(
        "reconfigured \"Anna Berg\": same cell \(sameCell), configurations \(configuredBefore) -> \(annaCell?.configurations ?? 0), batch updates: \(dataSource.lastChanges.changeCount)"
    )

    step(7, "A duplicate identifier is an error with UIKit's words, and nothing changes")
    var duplicate = dataSource.snapshot()
    do {
        try duplicate.appendItems(["Anna Berg"], toSection: "A")
    } catch {
        print("error: \(error)")
    }
    print("snapshot unchanged: \(duplicate == dataSource.snapshot())")
} catch {
    FileHandle.standardError.write(Data("ContactSearch failed: \(error)\n".utf8))
    exit(1)
}

/// A value the example needs is missing.
struct MissingValue: Error, CustomStringConvertible {
    var description: String { "a value the example needs is missing" }
}

/// Like Testing's `#require`, for a script: the value or an error.
func require<T>(_ value: T?) throws -> T {
    guard let value else { throw MissingValue() }
    return value
}
