import BuiltinCatalog
import Foundation
import LayoutRegistry

/// The tool: global options, the dispatch to subcommands, help and errors.
struct CommandLineTool {
    static let version = "0.1.0"
    static let usage = "cvkit [--plugin <path>]... <subcommand> [options]"

    var environment: [String: String]
    /// Everything written to standard output, flushed by `main`.
    var standardOutput = ""
    /// Everything written to standard error, flushed by `main`.
    var standardError = ""
    /// `--plugin` paths, then `CVKIT_PLUGIN_PATH` entries.
    var pluginPaths: [String] = []
    /// The exit code of a subcommand that sets its own (`updates`).
    var exitCodeOverride: Int32?

    init(environment: [String: String]) {
        self.environment = environment
    }

    // MARK: - Dispatch

    /// The subcommands of this build, in help order.
    ///
    /// MERGE POINT (subcommands): `check`, `transition` and `updates` live on other
    /// branches. Each is one entry here (a `Subcommand` built like `.bench`), and its
    /// line is then removed from ``notInThisBuild``.
    static var subcommands: [Subcommand] {
        [.list, .describe, .preview, .transition, .check, .bench, .updates, .diff]
    }

    /// Subcommands of the full tool that this build does not have yet (synopsis,
    /// abstract): listed in the help, and named in the error when called.
    static let notInThisBuild: [(synopsis: String, abstract: String)] = []

    /// Runs the tool with the arguments after the program name.
    ///
    /// - Returns: The exit status: 0, 1 (failure) or 64 (usage error).
    mutating func run(_ arguments: [String]) -> Int32 {
        do throws(CLIError) {
            try dispatch(arguments)
            return exitCodeOverride ?? 0
        } catch {
            standardError += error.report
            return error.exitCode
        }
    }

    private mutating func dispatch(_ arguments: [String]) throws(CLIError) {
        // Global options: --plugin anywhere before `--`; --help/--version before the subcommand.
        var rest: [String] = []
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--" { rest.append(contentsOf: arguments[(i - 1)...]); break }
            if arg == "--plugin" {
                guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                    throw .usage("missing value for '--plugin'", usage: Self.usage)
                }
                pluginPaths.append(arguments[i])
                i += 1
            } else if arg.hasPrefix("--plugin=") {
                let path = String(arg.dropFirst("--plugin=".count))
                guard !path.isEmpty else { throw .usage("missing value for '--plugin'", usage: Self.usage) }
                pluginPaths.append(path)
            } else {
                rest.append(arg)
            }
        }
        pluginPaths += PluginMergePoint.paths(fromEnvironment: environment)

        guard let first = rest.first else {
            standardOutput += Self.help
            return
        }
        switch first {
        case "-h", "--help":
            standardOutput += Self.help
            return
        case "--version":
            standardOutput += "cvkit \(Self.version)\n"
            return
        case "help":
            guard rest.count <= 2 else { throw .usage("unexpected argument '\(rest[2])'", usage: "cvkit help [<subcommand>]") }
            guard rest.count == 2 else {
                standardOutput += Self.help
                return
            }
            standardOutput += rest[1] == "updates" ? updatesUsage : try Self.subcommand(named: rest[1]).help
            return
        default:
            break
        }
        if first.hasPrefix("-") {
            throw .usage("unknown option '\(first)'", usage: Self.usage)
        }
        if first == "updates" {
            // `updates` reads its operation words itself (runUpdatesCommand): its output
            // and exit codes are a contract of their own.
            let result = runUpdatesCommand(Array(rest.dropFirst()))
            standardOutput += result.stdout
            standardError += result.stderr
            exitCodeOverride = result.exitCode
            return
        }
        let command = try Self.subcommand(named: first)
        let parsed = try ParsedArguments(Array(rest.dropFirst()), spec: command.spec, usage: command.usage)
        if parsed.flags.contains("--help") {
            standardOutput += command.help
            return
        }
        var context = CommandContext(environment: environment, pluginPaths: pluginPaths)
        // What a command wrote before it failed still goes out (e.g. `check --json`).
        defer { standardOutput += context.output }
        try command.run(parsed, &context)
    }

    private static func subcommand(named name: String) throws(CLIError) -> Subcommand {
        if let command = subcommands.first(where: { $0.name == name }) { return command }
        if notInThisBuild.contains(where: { $0.synopsis.split(separator: " ").first.map(String.init) == name }) {
            throw .failure("the subcommand '\(name)' is not available in this build")
        }
        throw .usage("unknown subcommand '\(name)'; see 'cvkit --help'", usage: usage)
    }

    // MARK: - Help

    static var help: String {
        func line(_ left: String, _ right: String) -> String {
            let pad = max(1, 24 - left.count)
            return "  " + left + String(repeating: " ", count: pad) + right + "\n"
        }
        var out = """
            OVERVIEW: Preview, check and benchmark collection-view layouts.

            USAGE: \(usage)

            SUBCOMMANDS:

            """
        for c in subcommands { out += line(c.synopsis, c.abstract) }
        if !notInThisBuild.isEmpty {
            out += "\n  Not in this build (their modules are not merged yet):\n"
            for c in notInThisBuild { out += line(c.synopsis, c.abstract) }
        }
        out += "\nOPTIONS:\n"
        out += line("--plugin <path>", "Load a layout plugin (a file or a folder); repeatable.")
        out += line("", "CVKIT_PLUGIN_PATH adds a colon-separated list.")
        out += line("-h, --help", "Show help information.")
        out += line("--version", "Show the version.")
        out += "\n  See 'cvkit help <subcommand>' for detailed help.\n"
        return out
    }
}

/// What a subcommand gets: the environment, the plugin paths, and its output.
struct CommandContext {
    var environment: [String: String]
    var pluginPaths: [String]
    /// What goes to standard output.
    var output = ""

    /// The standard catalog plus the plugins.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when a plugin cannot be loaded.
    func makeCatalog() throws(CLIError) -> LayoutCatalog {
        do throws(LayoutRegistryError) {
            let catalog = try LayoutCatalog.standard()
            try PluginMergePoint.load(paths: pluginPaths, into: catalog)
            return catalog
        } catch {
            throw CLIError(error, usage: "")
        }
    }
}

extension CLIError {
    /// A registry error as the CLI reports it: a wrong name, parameter or value is a
    /// usage error; the rest are failures.
    init(_ error: LayoutRegistryError, usage: String) {
        switch error {
        case .unknownLayout, .unknownParameter, .invalidValue, .outOfRange:
            self = .usage(error.description, usage: usage)
        default:
            self = .failure(error.description)
        }
    }
}
