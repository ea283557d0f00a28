import Testing

@testable import cvkit

/// Runs `cvkit updates ARGUMENTS` in this process.
func runUpdatesCommand(_ arguments: [String]) -> (stdout: String, stderr: String, exitCode: Int32) {
    var tool = CommandLineTool(environment: [:])
    let status = tool.run(["updates"] + arguments)
    return (tool.standardOutput, tool.standardError, status)
}

@Suite("cvkit updates")
struct UpdatesCommandTests {
    @Test func aValidBatchPrintsTheOrderedUpdateItems() {
        let r = runUpdatesCommand(["--before", "3,5", "--after", "4,4", "insert", "0-3", "move", "1-0:1-2", "delete", "1-4"])
        #expect(r.stdout == "delete 1-4\nmove 1-0 -> 1-2\ninsert 0-3\n")
        #expect(r.stderr == "")
        #expect(r.exitCode == 0)
        let sections = runUpdatesCommand(["--before=1,2", "--after=1,4", "reload-section", "1", "move-section", "0:0", "reload", "0-0"])
        #expect(sections.stdout == "reload-section 1\nreload 0-0\nmove-section 0 -> 0\n")
        #expect(sections.exitCode == 0)
        #expect(runUpdatesCommand(["--before", "3", "--after", "3"]) == ("", "", 0))
    }

    @Test func anInvalidBatchPrintsUIKitsMessage() {
        let r = runUpdatesCommand(["--before", "20", "--after", "19", "delete", "0-20"])
        #expect(r.stdout == "")
        #expect(r.stderr == "attempt to delete item 20 from section 0 which only contains 20 items before the update\n")
        #expect(r.exitCode == 1)
        let counts = runUpdatesCommand(["--before", "1", "--after", "2,0"])
        #expect(
            counts.stderr
                == "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).\n"
        )
        #expect(counts.exitCode == 1)
    }

    @Test func malformedArgumentsAreAUsageError() {
        let usage = "Usage: cvkit updates --before <counts> --after <counts> [<operation> <argument>]...\n"
        #expect(
            runUpdatesCommand(["--after", "3"]) == (
                "", "Error: missing --before <counts> (items per section before the update, e.g. 3,5)\n" + usage, 64
            ))
        #expect(
            runUpdatesCommand(["--before", "3"]) == (
                "", "Error: missing --after <counts> (items per section after the update, e.g. 4,4)\n" + usage, 64
            ))
        #expect(runUpdatesCommand(["--before"]) == ("", "Error: missing value for '--before'\n" + usage, 64))
        #expect(
            runUpdatesCommand(["--before", "3", "--before", "4", "--after", "3"]) == (
                "", "Error: '--before' given more than once\n" + usage, 64
            ))
        #expect(
            runUpdatesCommand(["--before", "3", "--after", "3", "--verbose"]) == ("", "Error: unknown option '--verbose'\n" + usage, 64))
        #expect(
            runUpdatesCommand(["--befor", "3", "--after", "3"]) == (
                "", "Error: unknown option '--befor'; did you mean '--before'?\n" + usage, 64
            ))
        #expect(
            runUpdatesCommand(["--before", "3,x", "--after", "3"]) == (
                "", "Error: '3,x' is not a list of item counts: expected non-negative integers separated by commas, as in 3,5\n" + usage, 64
            ))
        #expect(
            runUpdatesCommand(["--before", "3", "--after", "3", "insert", "0:3"]) == (
                "",
                "Error: '0:3' is not a valid argument for 'insert': expected an index path (S-I, as in 0-3) with non-negative integers\n"
                    + usage, 64
            ))
        #expect(
            runUpdatesCommand(["--before", "3", "--after", "3", "shuffle", "0-1"]).stderr.hasPrefix("Error: unknown operation 'shuffle'"))
        #expect(runUpdatesCommand(["--before", "3", "--after", "3", "delete"]).exitCode == 64)
    }

    @Test func helpIsPrinted() {
        let r = runUpdatesCommand(["--help"])
        #expect(r.exitCode == 0)
        #expect(r.stdout.hasPrefix("OVERVIEW: Validate a batch update as UIKit's collection view would.\n"))
        #expect(r.stdout.contains("USAGE: cvkit updates --before <counts> --after <counts> [<operation> <argument>]..."))
        #expect(r.stderr == "")
    }
}
