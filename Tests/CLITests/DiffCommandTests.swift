import Diffing
import Foundation
import Testing

@testable import cvkit

@Suite("cvkit diff")
struct DiffCommandTests {
    static let usage = "Usage: cvkit diff <old> <new> [--format <format>]\n"

    static let old = """
        {"sections": [
          {"id": "fruits", "items": ["apple", "pear", {"id": "plum", "content": "ripe"}]},
          {"id": "veg", "items": ["leek", "kale"]},
          {"id": "nuts", "items": ["pecan"]}
        ]}
        """
    static let new = """
        {"sections": [
          {"id": "veg", "items": ["kale", "leek", "pear"]},
          {"id": "fruits", "items": ["apple", {"id": "plum", "content": "ripe"}, "fig"]},
          {"id": "herbs", "items": ["mint"]}
        ]}
        """

    /// Writes files into a fresh folder and runs `cvkit` there.
    func run(_ files: [String: String], _ arguments: [String]) throws -> CLIRunner.Result {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return try CLIRunner.run(arguments, in: folder)
    }

    @Test func textIsOneOperationPerLine() throws {
        #expect(
            try run(["old.json": Self.old, "new.json": Self.new], ["diff", "old.json", "new.json"])
                == .init(
                    status: 0,
                    stdout: """
                        delete-section 2
                        insert-section 2
                        move-section 1:0
                        insert 1-2
                        move 1-1:0-0
                        move 0-1:0-2

                        """, stderr: ""))
        #expect(
            try run(["a.json": Self.old], ["diff", "a.json", "a.json", "--format", "text"])
                == .init(status: 0, stdout: "no changes\n", stderr: ""))
    }

    @Test func jsonIsVersionOne() throws {
        #expect(
            try run(["old.json": Self.old, "new.json": Self.new], ["diff", "old.json", "new.json", "--format=json"])
                == .init(
                    status: 0,
                    stdout: """
                        {
                          "version": 1,
                          "sections": {"deleted": [2], "inserted": [2], "moved": [[1, 0]], "reloaded": []},
                          "items": {"deleted": [], "inserted": [[1, 2]], "moved": [[[1, 1], [0, 0]], [[0, 1], [0, 2]]], "reloaded": []}
                        }

                        """, stderr: ""))
    }

    @Test func contentChangesAreReloadsOrDeletePlusInsert() throws {
        let a = #"{"sections": [{"id": "s", "items": [{"id": "a", "content": 1}, {"id": "b", "content": [1, 2]}, "c", "d"]}]}"#
        // "a" changes in place: reload; "b" changes and moves: delete and insert; "c" keeps
        // its place; "d" gains a content: reload.
        let b =
            #"{"sections": [{"id": "s", "items": [{"id": "a", "content": 2}, "c", {"id": "b", "content": [1, 3]}, {"id": "d", "content": null}]}]}"#
        let r = try run(["a.json": a, "b.json": b], ["diff", "a.json", "b.json", "--format", "json"])
        #expect(
            r.stdout == """
                {
                  "version": 1,
                  "sections": {"deleted": [], "inserted": [], "moved": [], "reloaded": []},
                  "items": {"deleted": [[0, 1]], "inserted": [[0, 2]], "moved": [], "reloaded": [[0, 0], [0, 3]]}
                }

                """)
        #expect(r.status == 0)
        #expect(
            try run(["a.json": a, "b.json": b], ["diff", "a.json", "b.json"]).stdout == "delete 0-1\ninsert 0-2\nreload 0-0\nreload 0-3\n")
    }

    @Test(arguments: [
        (
            #"{"sections": [{"id": "a", "items": ["x", 3]}]}"#,
            #"snapshot file 'bad.json': sections[0].items[1]: expected an item identifier (a string) or an object with "id" and optional "content", found the number 3"#
        ),
        (
            #"{"sections": [{"id": "a", "items": ["x"]}, {"id": "b", "items": [{"id": "x"}]}]}"#,
            #"snapshot file 'bad.json': sections[1].items[0]: duplicate item identifier "x" (also at sections[0].items[0])"#
        ),
        (
            #"{"sections": [{"id": "a", "items": []}, {"id": "a", "items": []}]}"#,
            #"snapshot file 'bad.json': sections[1].id: duplicate section identifier "a" (also at sections[0].id)"#
        ),
        (
            "{\"sections\": [\n  {\"id\": \"a\", \"items\": [}\n]}",
            "snapshot file 'bad.json': line 2, column 25: expected a value, found '}'"
        ),
        (
            #"{"sections": [{"id": "a", "items": [], "header": 1}]}"#,
            #"snapshot file 'bad.json': sections[0]: unknown key "header"; expected "id", "items""#
        ),
        ("[]", #"snapshot file 'bad.json': expected an object with "sections", found an array"#),
        (#"{"sections": {}}"#, "snapshot file 'bad.json': sections: expected an array of sections, found an object"),
        (
            #"{"sections": [{"id": 7, "items": []}]}"#,
            "snapshot file 'bad.json': sections[0].id: expected a section identifier (a string), found the number 7"
        ),
        (#"{"sections": [{"id": "a", "items": [{"content": 1}]}]}"#, #"snapshot file 'bad.json': sections[0].items[0]: missing key "id""#),
        (
            #"{"sections": [{"id": "a", "items": [{"id": false}]}]}"#,
            "snapshot file 'bad.json': sections[0].items[0].id: expected an item identifier (a string), found false"
        ),
    ])
    func badFilesNameThePathToTheBadValue(text: String, message: String) throws {
        let expected = CLIRunner.Result(status: 1, stdout: "", stderr: "Error: \(message)\n")
        #expect(try run(["bad.json": text, "good.json": Self.old], ["diff", "bad.json", "good.json"]) == expected)
        #expect(try run(["bad.json": text, "good.json": Self.old], ["diff", "good.json", "bad.json", "--format", "json"]) == expected)
    }

    @Test func unreadableFiles() throws {
        #expect(
            try run(["a.json": Self.old], ["diff", "a.json", "missing.json"])
                == .init(status: 1, stdout: "", stderr: "Error: snapshot file 'missing.json': cannot read the file: no such file\n"))
        #expect(
            try run(["a.json": Self.old], ["diff", "a.json", "."])
                == .init(status: 1, stdout: "", stderr: "Error: snapshot file '.': cannot read the file: it is a folder\n"))
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0xFF, 0xFE]).write(to: folder.appendingPathComponent("binary.json"))
        #expect(
            try CLIRunner.run(["diff", "binary.json", "binary.json"], in: folder)
                == .init(status: 1, stdout: "", stderr: "Error: snapshot file 'binary.json': the file is not UTF-8 text\n"))
    }

    @Test func badArgumentsAreUsageErrors() throws {
        let files = ["a.json": Self.old]
        #expect(
            try run(files, ["diff", "a.json"]) == .init(status: 64, stdout: "", stderr: "Error: missing argument <new>\n" + Self.usage))
        #expect(try run(files, ["diff"]) == .init(status: 64, stdout: "", stderr: "Error: missing argument <old>\n" + Self.usage))
        #expect(
            try run(files, ["diff", "a.json", "a.json", "a.json"])
                == .init(status: 64, stdout: "", stderr: "Error: unexpected argument 'a.json'\n" + Self.usage))
        #expect(
            try run(files, ["diff", "a.json", "a.json", "--format", "yaml"])
                == .init(status: 64, stdout: "", stderr: "Error: invalid value 'yaml' for '--format': expected text or json\n" + Self.usage)
        )
        #expect(
            try run(files, ["diff", "a.json", "a.json", "--verbose"])
                == .init(status: 64, stdout: "", stderr: "Error: unknown option '--verbose'\n" + Self.usage))
    }

    @Test func aFailedProofIsABugReportedWithBothStates() throws {
        let old = [DiffSection(id: "s", items: [DiffFileItem(id: "a"), DiffFileItem(id: "b")])]
        let new = [DiffSection(id: "s", items: [DiffFileItem(id: "b"), DiffFileItem(id: "a")])]
        let bug = "this is a bug in cvkit's diff; please report it with both files"
        // Counts that do not add up: the validator says so.
        #expect(
            throws: CLIError.failure(
                "the batch update fails the batch-update validator: Invalid update: invalid number of items in section 0.  The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out). (\(bug))"
            )
        ) {
            try DiffReport.prove(StagedChanges(deletedItems: [ItemPath(section: 0, item: 0)]), old: old, new: new)
        }
        // Valid for the validator, but the result is not NEW.
        #expect(
            throws: CLIError.failure(
                "the batch update turns OLD into another state than NEW (\(bug))\nOLD: s: a, b\nNEW: s: b, a\nGOT: s: a, b")
        ) {
            try DiffReport.prove(StagedChanges(), old: old, new: new)
        }
        #expect(DiffReport.state([]) == "(no sections)")
    }
}

extension DiffFileItem {
    init(id: String) { self.init(id: id, content: nil) }
}
