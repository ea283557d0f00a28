import Testing

@testable import cvkit

@Suite("Commands as data: one declaration drives parsing, usage and help")
struct CommandDeclarationTests {
    static let count = Option.integer("--count", "<n>", in: 1...9, help: "How many.", default: 3)
    static let name = RequiredOption.text("--name", "<text>", help: "A name.")
    static let tag = RepeatableOption.text("--tag", "<t>", help: "A tag; repeatable.")
    static let mode = Option.choice("--mode", "<mode>", ["fast", "exact"], help: "The mode.", default: "exact")
    static let loud = Flag("--loud", help: "Shout.")
    static let undeclared = Flag("--quiet", help: "Not in the command.")
    static let file = Argument.text("<file>", help: "The file.")

    static var sample: Command {
        Command(name: "sample", abstract: "A sample.", arguments: [file], options: [count, name, tag, mode, loud]) { _, _ in }
    }

    func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        try ParsedArguments(arguments, command: Self.sample)
    }

    @Test func usageAndHelpComeFromTheDeclaration() {
        #expect(Self.sample.usage == "cvkit sample --name <text> <file> [--count <n>] [--tag <t>]... [--mode <mode>] [--loud]")
        #expect(Self.sample.synopsis == "sample <file>")
        #expect(
            Self.sample.help == """
                OVERVIEW: A sample.

                USAGE: cvkit sample --name <text> <file> [--count <n>] [--tag <t>]... [--mode <mode>] [--loud]

                ARGUMENTS:
                  <file>                  The file.

                OPTIONS:
                  --count <n>             How many. (default: 3)
                  --name <text>           A name.
                  --tag <t>               A tag; repeatable.
                  --mode <mode>           The mode. (default: exact)
                  --loud                  Shout.
                  -h, --help              Show help information.

                """)
    }

    @Test func valuesAreReadThroughTheirDeclarations() throws {
        let args = try parse(["--name=x", "--count", "4", "--tag", "a", "--tag=b", "--loud", "--", "-in.txt"])
        #expect(try args.value(Self.file) == "-in.txt")
        #expect(try args.value(Self.count) == 4)
        #expect(try args.value(Self.name) == "x")
        #expect(try args.values(Self.tag) == ["a", "b"])
        #expect(try args.value(Self.mode) == "exact" && !args.isGiven(Self.mode))
        #expect(try args.isSet(Self.loud))
        #expect(try parse(["-5", "--name", "x"]).value(Self.file) == "-5")
        #expect(try parse(["--help"]).wantsHelp)  // help needs neither the required option nor the argument
    }

    @Test func readingAnUndeclaredOptionIsAnError() throws {
        let args = try parse(["f", "--name", "x"])
        #expect(throws: CLIError.failure("internal error: the command reads '--quiet' but does not declare it")) {
            try args.isSet(Self.undeclared)
        }
    }

    @Test(arguments: [
        (["f", "--name", "x", "--count", "0"], "invalid value '0' for '--count': expected a whole number from 1 to 9"),
        (["f", "--name", "x", "--mode", "slow"], "invalid value 'slow' for '--mode': expected fast or exact"),
        (["f", "--name", "x", "--cuont", "2"], "unknown option '--cuont'; did you mean '--count'?"),
        (["f", "--name", "x", "--loud=yes"], "the flag '--loud' takes no value"),
        (["f", "--name"], "missing value for '--name'"),
        (["f", "--name", "x", "--name", "y"], "'--name' given more than once"),
        (["f"], "missing --name <text> (a name)"),
        (["--name", "x"], "missing argument <file>"),
        (["f", "g", "--name", "x"], "unexpected argument 'g'"),
        (["f", "--name", "x", "--", "--loud"], "unexpected argument '--loud'"),
    ])
    func badInputIsAUsageErrorWithTheUsageLine(arguments: [String], message: String) {
        #expect(throws: CLIError.usage(message, usage: Self.sample.usage)) { try parse(arguments) }
    }

    @Test func helpLinesWrapLongLabelsAndIndentContinuations() {
        #expect(helpLine("--size <WxH>", "The size.") == "  --size <WxH>            The size.\n")
        #expect(helpLine(String(repeating: "x", count: 22), "Fits.") == "  " + String(repeating: "x", count: 22) + "  Fits.\n")
        #expect(
            helpLine(String(repeating: "x", count: 23), "Below.") == "  " + String(repeating: "x", count: 23) + "\n"
                + String(repeating: " ", count: 26) + "Below.\n")
        #expect(
            helpLine("--plugin <path>", "One.\nTwo.") == "  --plugin <path>         One.\n" + String(repeating: " ", count: 26) + "Two.\n")
    }
}
