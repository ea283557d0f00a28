import LayoutProtocol

/// Why a batch update or its textual description was rejected. Each case carries the
/// facts (the operation, the index path or section, the counts, the side of the batch);
/// the ``description`` is UIKit's exception text for the rules UIKit enforces, reproduced
/// character for character.
///
/// ```swift
/// do {
///     _ = try BatchUpdateValidator.validate(before: [20], after: [19], operations: [.deleteItem(ElementIndexPath(item: 20, section: 0))])
/// } catch {
///     // .itemOutOfRange(.deleteItem([0, 20]), indexPath: [0, 20], numberOfItems: 20, side: .before)
///     print(error) // attempt to delete item 20 from section 0 which only contains 20 items before the update
/// }
/// ```
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section with a negative item count on one side of the batch.
    case negativeCount(section: Int, count: Int, side: Side)
    /// A section operation naming a section that does not exist on `side`.
    case sectionOutOfRange(BatchOperation, section: Int, numberOfSections: Int, side: Side)
    /// An item operation naming an index path whose section does not exist on `side`.
    case itemSectionOutOfRange(BatchOperation, indexPath: ElementIndexPath, numberOfSections: Int, side: Side)
    /// An item operation naming an index path past the end of its section on `side`.
    case itemOutOfRange(BatchOperation, indexPath: ElementIndexPath, numberOfItems: Int, side: Side)
    /// An index path that is not a plain section-and-item path.
    case notAnItemIndexPath(ElementIndexPath)
    /// Two different changes claim the same place on `side` (the earlier one first).
    case conflictingChanges(Change, Change, place: Place, side: Side)
    /// An item operation inside a section that is deleted, inserted or reloaded in the
    /// same batch (`sectionChange`); `side` says which end of the operation.
    case itemInChangedSection(BatchOperation, indexPath: ElementIndexPath, sectionChange: Change, side: Side)
    /// The number of sections after the batch does not follow from the section changes.
    case sectionCountMismatch(before: Int, after: Int, inserted: Int, deleted: Int)
    /// The number of items in a surviving section (its index after the batch) does not
    /// follow from the item changes.
    case itemCountMismatch(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// A command-line operation word that is not one of
    /// ``BatchUpdateValidator/operationWords``.
    case unknownOperation(String)
    /// A command-line operation word without its argument.
    case missingArgument(operation: String)
    /// A command-line argument that does not have the operation's shape.
    case invalidArgument(String, operation: String)
    /// Command-line item counts that are not non-negative integers separated by commas.
    case invalidCounts(String)

    /// A side of the batch: the data before it or after it.
    public enum Side: Hashable, Sendable {
        /// Before the batch (deletes, reloads, move sources).
        case before
        /// After the batch (inserts, reloads, move destinations).
        case after
    }

    /// What an operation does to a place.
    public enum Change: String, Hashable, Sendable {
        /// A delete.
        case delete
        /// A reload (a delete and an insert at the same place).
        case reload
        /// An insert.
        case insert
        /// One end of a move.
        case move
    }

    /// A place a change claims.
    public enum Place: Hashable, Sendable {
        /// A section index.
        case section(Int)
        /// An item index path.
        case item(ElementIndexPath)
    }

    /// The message, as ``description`` gives it.
    public var message: String { description }

    /// What was wrong, in UIKit's words where UIKit has them.
    public var description: String {
        switch self {
        case .negativeCount(let section, let count, let side):
            return "section \(section) has \(count) items \(side.words); counts must be 0 or more"
        case .sectionOutOfRange(let op, let section, let sections, let side):
            switch side {
            case .before: return "attempt to \(op.verb) section \(section), but there are only \(sections) sections before the update"
            case .after: return "attempt to \(op.sectionPhraseAfter), but there are only \(sections) sections after the update"
            }
        case .itemSectionOutOfRange(let op, let p, let sections, let side):
            switch side {
            case .before:
                return
                    "attempt to \(op.verb) item \(p.item) from section \(p.section), but there are only \(sections) sections before the update"
            case .after:
                return "attempt to \(op.itemPhraseAfter) section \(p.section), but there are only \(sections) sections after the update"
            }
        case .itemOutOfRange(let op, let p, let items, let side):
            switch side {
            case .before:
                return
                    "attempt to \(op.verb) item \(p.item) from section \(p.section) which only contains \(items) items before the update"
            case .after:
                return
                    "attempt to \(op.itemPhraseAfter) section \(p.section), but there are only \(items) items in section \(p.section) after the update"
            }
        case .notAnItemIndexPath(let p):
            return "index path \(p) names no item: an item's index path has exactly two indices (section and item)"
        case .conflictingChanges(let a, let b, let place, let side):
            return Self.conflict(a, b, place: place, side: side)
        case .itemInChangedSection(let op, let p, let change, let side):
            let phrase = side == .before ? op.itemPhraseBefore : op.itemPhraseAfter
            let pastTense = change.rawValue.hasSuffix("e") ? change.rawValue + "d" : change.rawValue + "ed"
            return "attempt to \(phrase) section \(p.section), which is being \(pastTense) in the same update"
        case .sectionCountMismatch(let before, let after, let inserted, let deleted):
            return
                "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .itemCountMismatch(let section, let before, let after, let ins, let del, let mIn, let mOut):
            return
                "Invalid update: invalid number of items in section \(section).  The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of items moved into or out of that section (\(mIn) moved in, \(mOut) moved out)."
        case .unknownOperation(let word):
            return
                "unknown operation '\(word)'; expected one of \(BatchUpdateValidator.operationWords.joined(separator: ", ")), each followed by its argument"
        case .missingArgument(let word):
            return "operation '\(word)' needs \(BatchUpdateValidator.argumentShape(word)), but none was given"
        case .invalidArgument(let argument, let word):
            return
                "'\(argument)' is not a valid argument for '\(word)': expected \(BatchUpdateValidator.argumentShape(word)) with non-negative integers"
        case .invalidCounts(let text):
            return "'\(text)' is not a list of item counts: expected non-negative integers separated by commas, as in 3,5"
        }
    }

    /// UIKit's message for two different changes on the same place.
    private static func conflict(_ a: Change, _ b: Change, place: Place, side: Side) -> String {
        let noun: String
        switch place {
        case .section: noun = "section"
        case .item: noun = "index path"
        }
        let words: Set<Change> = [a, b]
        if words == [.delete, .reload] { return "attempt to delete and reload the same \(noun)" }
        if words == [.insert, .reload] { return "attempt to insert and reload the same \(noun)" }
        let direction = side == .before ? "from" : "to"
        if words == [.move] { return "attempt to perform multiple moves \(direction) the same \(noun)" }
        let other = a == .move ? b.rawValue : a.rawValue
        let article = other == "insert" ? "an" : "a"
        return "attempt to perform \(article) \(other) and a move \(direction) the same \(noun)"
    }
}

extension BatchUpdateError.Side {
    fileprivate var words: String { self == .before ? "before the update" : "after the update" }
}

extension BatchOperation {
    /// The verb for the side before the batch: `delete`, `reload`, `move`.
    fileprivate var verb: String {
        switch self {
        case .deleteItem, .deleteSection: return "delete"
        case .reloadItem, .reloadSection: return "reload"
        case .moveItem, .moveSection: return "move"
        case .insertItem, .insertSection: return "insert"
        }
    }

    /// A section operation's words for the side after the batch.
    fileprivate var sectionPhraseAfter: String {
        switch self {
        case .reloadSection(let s): return "reload section \(s)"
        case .insertSection(let s): return "insert section \(s)"
        case .moveSection(let from, let to): return "move section \(from) to section \(to)"
        default: return itemPhraseAfter
        }
    }

    /// An item operation's words for its index path after the batch, up to "section".
    fileprivate var itemPhraseAfter: String {
        switch self {
        case .reloadItem(let p): return "reload item \(p.item) in"
        case .insertItem(let p): return "insert item \(p.item) into"
        case .moveItem(_, let to): return "move an item to item \(to.item) in"
        case .deleteItem(let p): return "delete item \(p.item) from"
        default: return verb
        }
    }

    /// An item operation's words for its index path before the batch, up to "section".
    fileprivate var itemPhraseBefore: String {
        switch self {
        case .deleteItem(let p): return "delete item \(p.item) from"
        case .reloadItem(let p): return "reload item \(p.item) in"
        case .moveItem(let from, _): return "move item \(from.item) from"
        default: return itemPhraseAfter
        }
    }
}
