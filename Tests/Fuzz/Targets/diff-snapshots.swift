// Fuzz target: `cvkit diff` snapshot files (DiffSnapshotFile) and the diff between two of
// them. The input is a JSON array of two snapshot documents; each is read as the tool reads
// a file (a CLIError, never a crash), and for two good ones the staged changes must pass
// the batch-update validator and turn the first into the second (DiffReport.prove).
import CVKitJSON
import Diffing

@testable import cvkit

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiffSnapshots(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let root = try? JSONValue.parse(text) else { return 0 }
    let documents = root.arrayValue ?? [root]
    let fail: (String, String) -> CLIError = { .failure($0 + ": " + $1) }
    let snapshots = documents.prefix(2).compactMap { try? DiffSnapshotFile.parse($0, fail: fail) }
    guard snapshots.count == 2 else { return 0 }
    let old = snapshots[0], new = snapshots[1]
    guard let changes = try? StagedChanges(from: old, to: new, itemIdentifiedBy: \.id, isItemContentEqual: { $0.content == $1.content })
    else { fatalError("two checked snapshots do not diff") }
    do {
        try DiffReport.prove(changes, old: old, new: new)
    } catch {
        fatalError("\(error)")
    }
    _ = DiffReport.text(changes)
    _ = DiffReport.json(changes)
    return 0
}
