import Foundation
import Testing

@testable import cvkit

/// The command declarations are the only source of what a command reads: a default is
/// written once, as a typed value; a positional argument is read by its declaration; each
/// command's `run` is a function in the command's own file under `Sources/cvkit/Commands/`.
@Suite("Commands as data: nothing a declaration says is written again")
struct DeclarationsCompleteTests {
    /// Every Swift file of the tool, relative to `Sources/cvkit/`, with its text.
    static let sources: [(path: String, text: String)] = {
        let root = CLIRunner.packageRoot.appendingPathComponent("Sources/cvkit")
        let walker = FileManager.default.enumerator(atPath: root.path)
        var files: [(String, String)] = []
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift"), let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            files.append((path, text))
        }
        return files.sorted { $0.0 < $1.0 }
    }()

    /// The places in the sources where `pattern` matches: `file:line: text`.
    static func matches(of pattern: String, in files: [(path: String, text: String)] = sources) throws -> [String] {
        let regex = try Regex(pattern)
        var found: [String] = []
        for (path, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(regex) {
                found.append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found
    }

    @Test func theSourcesAreThere() {
        #expect(Self.sources.count > 20)
        #expect(Self.sources.contains { $0.path == "Parsing/ParsedArguments.swift" })
    }

    @Test func noPositionalArgumentIsReadByIndex() throws {
        #expect(try Self.matches(of: #"positionals\s*\["#) == [])
        #expect(try Self.matches(of: #"\.positionals\b"#) == [])
    }

    /// `try args.value(runs) ?? 5` would write the default a second time: a read of a
    /// declaration is never followed by `??`.
    @Test func noReadOfADeclarationFallsBackToADefaultOfItsOwn() throws {
        #expect(try Self.matches(of: #"args\.(value|values|isSet)\((?:[^()]|\([^()]*\))*\)\s*\?\?"#) == [])
        // The plugin time limit is read from its declaration, not written as a number.
        #expect(try Self.matches(of: #"pluginTimeout\s*(:\s*Double)?\s*=\s*[0-9]"#) == [])
    }

    /// Each command is a caseless enum `NameCommand` in `Commands/` (or a subfolder of it)
    /// with `static let command` and `static func run`: no `run` closure inside a
    /// `static var`, no command file outside `Commands/`.
    @Test(arguments: CommandLineTool.commands.map(\.name))
    func eachCommandRunsAFunctionInItsOwnFile(name: String) throws {
        let typeName = name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Command"
        let files = Self.sources.filter { $0.path.hasSuffix("/\(typeName).swift") || $0.path == "\(typeName).swift" }
        let file = try #require(files.count == 1 ? files.first : nil, "one file \(typeName).swift")
        #expect(file.path.hasPrefix("Commands/"), "\(file.path)")
        #expect(file.text.contains("enum \(typeName) {"))
        #expect(file.text.contains("static let command = Command("))
        #expect(file.text.contains("static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {"))
    }

    @Test func noCommandIsAClosureInAStaticVar() throws {
        #expect(try Self.matches(of: #"static var [A-Za-z]+: Command\b"#) == [])
        #expect(try Self.matches(of: #"\{\s*\(args: ParsedArguments"#) == [])
        #expect(try Self.matches(of: #"extension Command \{"#) == [])
        let outside = Self.sources.map(\.path).filter { !$0.contains("/") }
        #expect(outside == ["CommandLineTool.swift", "main.swift"])
    }

    /// The default each help shows is the typed default written back as a user would type
    /// it, and the option's own parser reads it back as that value.
    @Test func everyDefaultTheHelpShowsReadsBackAsTheTypedDefault() {
        for command in CommandLineTool.commands {
            for option in command.options {
                #expect(option.helpDefaultReadsBack, "\(command.name) \(option.spec.name)")
            }
        }
        for option in CommandLineTool.globalOptions { #expect(option.helpDefaultReadsBack, "\(option.spec.name)") }
    }

    /// The typed defaults of a few options: what the help shows and what a command reads
    /// without the option.
    @Test func typedDefaultsAreTheHelpAndTheValue() throws {
        #expect(BenchCommand.runs.spec.helpText.hasSuffix("(default: 5)"))
        #expect(LayoutSetup.size.spec.defaultText == "390x844" && LayoutSetup.offset.spec.defaultText == "0,0")
        #expect(BenchCommand.items.spec.defaultText == "10000" && PreviewCommand.items.spec.defaultText == "20")
        #expect(CommandLineTool.pluginTimeout.spec.defaultText == "10" && TransitionCommand.progress.spec.defaultText == "0.5")
        #expect(NewPluginCommand.pluginFolder.spec.defaultText == "the current folder")
        let bench = try ParsedArguments(["flow"], command: BenchCommand.command)
        #expect(try bench.value(BenchCommand.runs) == 5)
        #expect(try bench.value(BenchCommand.items) == [10_000])
        #expect(try bench.value(LayoutSetup.size) == .init(width: 390, height: 844))
        #expect(try bench.value(LayoutSetup.scale) == nil)
        #expect(try bench.value(BenchCommand.layoutName) == "flow")
        let newPlugin = try ParsedArguments(["Spiral"], command: NewPluginCommand.command)
        #expect(try newPlugin.value(NewPluginCommand.pluginFolder) == ".")
        #expect(try newPlugin.value(NewPluginCommand.cvkitPackage) == nil)
        #expect(CommandContext(environment: [:], pluginPaths: []).pluginTimeout == 10)
    }
}

@Suite("Positional arguments as typed declarations")
struct ArgumentDeclarationTests {
    static let source = Argument.text("<source>", help: "The source.", completion: .file)
    static let copies = Argument<Int>("<copies>", help: "How many copies.", default: 1) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
    static let tags = VariadicArgument.text("<tag>", help: nil)
    static let shell = Argument.choice("<shell>", ["bash", "zsh"], help: "The shell.")
    static let undeclared = Argument.text("<other>", help: nil)

    static let copy = Command(name: "copy", abstract: "Copy.", arguments: [source, copies, tags]) { _, _ in }
    static let pick = Command(name: "pick", abstract: "Pick.", arguments: [shell]) { _, _ in }

    @Test func usageSynopsisAndHelpComeFromTheDeclarations() {
        #expect(Self.copy.usage == "cvkit copy <source> [<copies>] [<tag>]...")
        #expect(Self.copy.synopsis == "copy <source> [<copies>]")
        #expect(
            Self.copy.help == """
                OVERVIEW: Copy.

                USAGE: cvkit copy <source> [<copies>] [<tag>]...

                ARGUMENTS:
                  <source>                The source.
                  <copies>                How many copies.

                OPTIONS:
                  -h, --help              Show help information.

                """)
    }

    @Test func eachArgumentIsReadByItsDeclaration() throws {
        let all = try ParsedArguments(["a.txt", "3", "x", "y"], command: Self.copy)
        #expect(try all.value(Self.source) == "a.txt" && all.value(Self.copies) == 3 && all.values(Self.tags) == ["x", "y"])
        let one = try ParsedArguments(["a.txt"], command: Self.copy)
        #expect(try one.value(Self.copies) == 1 && one.values(Self.tags) == [])
        #expect(throws: CLIError.failure("internal error: the command reads '<other>' but does not declare it")) {
            try one.value(Self.undeclared)
        }
        #expect(try ParsedArguments(["zsh"], command: Self.pick).value(Self.shell) == "zsh")
    }

    @Test(arguments: [
        ([String](), "missing argument <source>"),
        (["a.txt", "0"], "invalid value '0' for <copies>"),
        (["a.txt", "--", "-2"], "invalid value '-2' for <copies>"),
    ])
    func badArgumentsAreUsageErrors(arguments: [String], message: String) {
        #expect(throws: CLIError.usage(message, usage: Self.copy.usage)) { try ParsedArguments(arguments, command: Self.copy) }
    }

    @Test func aWordOutsideTheChoicesIsRefusedWithTheChoices() {
        #expect(throws: CLIError.usage("invalid value 'fish' for <shell>: expected bash or zsh", usage: Self.pick.usage)) {
            try ParsedArguments(["fish"], command: Self.pick)
        }
        #expect(throws: CLIError.usage("unexpected argument 'zsh'", usage: Self.pick.usage)) {
            try ParsedArguments(["bash", "zsh"], command: Self.pick)
        }
    }
}

@Suite("A choice of words for typed values")
struct TypedChoiceTests {
    enum Speed: Equatable { case slow, fast }

    static let speed = Option.choice("--speed", "<speed>", [("slow", Speed.slow), ("fast", .fast)], help: "How fast.", default: .slow)
    static let command = Command(name: "go", abstract: "Go.", options: [speed]) { _, _ in }

    @Test func theHelpShowsTheDefaultsWordAndTheValueIsTyped() throws {
        #expect(Self.speed.spec.helpText == "How fast. (default: slow)")
        #expect(Self.speed.spec.completion == .choices(["slow", "fast"]) && Self.speed.helpDefaultReadsBack)
        #expect(try ParsedArguments([], command: Self.command).value(Self.speed) == .slow)
        #expect(try ParsedArguments(["--speed", "fast"], command: Self.command).value(Self.speed) == .fast)
        #expect(throws: CLIError.usage("invalid value 'warp' for '--speed': expected slow or fast", usage: Self.command.usage)) {
            try ParsedArguments(["--speed=warp"], command: Self.command)
        }
    }
}
