import CollectionView
import LayoutProtocol

/// The help of `cvkit updates`.
let updatesUsage = """
    OVERVIEW: Validate a batch update as UIKit's collection view would.

    Prints the ordered update items (deletes descending, moves, inserts ascending; a
    reload, ordered with the deletes, counts as a delete and an insert at the same
    place), or UIKit's exception message.

    USAGE: cvkit updates --before <counts> --after <counts> [<operation> <argument>]...

    OPTIONS:
      --before <counts>       Items per section before the update, e.g. 3,5.
      --after <counts>        Items per section after the update, e.g. 4,4.
      -h, --help              Show help information.

    OPERATIONS:
      insert S-I              Insert an item (index path after the update).
      delete S-I              Delete an item (index path before the update).
      reload S-I              Reload an item.
      move S-I:S-I            Move an item from before to after.
      insert-section S        Insert a section.
      delete-section S        Delete a section.
      reload-section S        Reload a section.
      move-section S:S        Move a section.

    EXIT STATUS: 0 valid, 1 rejected (the message is on standard error), 64 bad arguments.

    EXAMPLE: cvkit updates --before 3,5 --after 4,4 insert 0-3 move 1-0:1-2 delete 1-4

    """

/// Runs `cvkit updates`: validates a batch update described on the command line.
///
/// ```swift
/// runUpdatesCommand(["--before", "3,5", "--after", "4,4", "insert", "0-3", "move", "1-0:1-2", "delete", "1-4"])
/// // (stdout: "delete 1-4\nmove 1-0 -> 1-2\ninsert 0-3\n", stderr: "", exitCode: 0)
/// ```
///
/// - Parameter arguments: The arguments after the subcommand name (a leading `updates`
///   is skipped).
/// - Returns: What to print on standard output and standard error, and the exit code: 0
///   for a valid batch (the ordered update items, one per line), 1 for a batch UIKit
///   would reject (its message), 64 for malformed arguments (what is wrong, then the
///   usage line).
/// - Complexity: O(s + k log k) for s sections and k operations.
func runUpdatesCommand(_ arguments: [String]) -> (stdout: String, stderr: String, exitCode: Int32) {
    var args = arguments[...]
    if args.first == "updates" { args = args.dropFirst() }
    if args.contains("-h") || args.contains("--help") { return (updatesUsage, "", 0) }

    func usageError(_ message: String) -> (stdout: String, stderr: String, exitCode: Int32) {
        ("", "Error: \(message)\nUsage: cvkit updates --before <counts> --after <counts> [<operation> <argument>]...\n", 64)
    }

    var before: String?, after: String?
    var words: [String] = []
    while let word = args.popFirst() {
        var name = word, inlineValue: String?
        if word.hasPrefix("--"), let eq = word.firstIndex(of: "=") {
            name = String(word[..<eq])
            inlineValue = String(word[word.index(after: eq)...])
        }
        switch name {
        case "--before", "--after":
            guard let value = inlineValue ?? args.popFirst() else { return usageError("\(name) needs a value, e.g. \(name) 3,5") }
            if name == "--before" {
                guard before == nil else { return usageError("--before was given twice") }
                before = value
            } else {
                guard after == nil else { return usageError("--after was given twice") }
                after = value
            }
        default:
            if word.hasPrefix("-") && !word.dropFirst().allSatisfy(\.isNumber) {
                return usageError("unknown option '\(word)'")
            }
            words.append(word)
        }
    }
    guard let before else { return usageError("missing --before <counts> (items per section before the update, e.g. 3,5)") }
    guard let after else { return usageError("missing --after <counts> (items per section after the update, e.g. 4,4)") }

    let countsBefore: [Int], countsAfter: [Int], operations: [BatchOperation]
    do {
        countsBefore = try BatchUpdateValidator.parseCounts(before)
        countsAfter = try BatchUpdateValidator.parseCounts(after)
        operations = try BatchUpdateValidator.parseOperations(words)
    } catch {
        return usageError(error.message)
    }
    do {
        let items = try BatchUpdateValidator.validate(before: countsBefore, after: countsAfter, operations: operations)
        return (items.map { "\($0)\n" }.joined(), "", 0)
    } catch {
        return ("", error.message + "\n", 1)
    }
}

extension Subcommand {
    /// The `updates` entry of the subcommand list (for the help); it runs through
    /// ``runUpdatesCommand(_:)``, which `CommandLineTool` calls directly.
    static var updates: Subcommand {
        let usage = "cvkit updates --before <counts> --after <counts> [<operation> <argument>]..."
        return Subcommand(
            name: "updates", synopsis: "updates", abstract: "Validate a batch update as UIKit would.", usage: usage,
            details: "", spec: OptionSpec(options: ["--before", "--after"])
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let result = runUpdatesCommand(["--before", args.values["--before"] ?? "", "--after", args.values["--after"] ?? ""] + args.positionals)
            context.output += result.stdout
            if result.exitCode == 64 { throw .usage(result.stderr, usage: usage) }
            if result.exitCode != 0 { throw .failure(result.stderr) }
        }
    }
}
