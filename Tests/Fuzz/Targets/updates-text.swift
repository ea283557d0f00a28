// Fuzz target: `cvkit updates` text (BatchUpdateValidator's parsers and validation). The
// first line is the counts before, the second the counts after, the rest the operations
// (words). Any text parses or throws a BatchUpdateError, never a crash; a batch it accepts
// keeps UIKit's count rule in every section.
import CollectionView
import LayoutProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUpdatesText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    guard lines.count == 3,
        let before = try? BatchUpdateValidator.parseCounts(lines[0]),
        let after = try? BatchUpdateValidator.parseCounts(lines[1]),
        let operations = try? BatchUpdateValidator.parseOperations(
            lines[2].split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)),
        let items = try? BatchUpdateValidator.validate(before: before, after: after, operations: operations)
    else { return 0 }
    // Every item of an accepted batch names a section of its side of the update.
    for item in items {
        if let p = item.indexPathBeforeUpdate, !(0..<before.count).contains(p.section) { fatalError("\(item) outside the sections before") }
        if let p = item.indexPathAfterUpdate, !(0..<after.count).contains(p.section) { fatalError("\(item) outside the sections after") }
    }
    return 0
}
