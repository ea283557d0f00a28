import BuiltinCatalog
import Foundation
import LayoutRegistry

/// The tool: global options, the dispatch to subcommands, help and errors.
struct CommandLineTool {
    static let version = "0.1.0"
    static let usage = "cvkit [--plugin <path>]... <subcommand> [options]"

    /// `--plugin`: a layout plugin to load, anywhere on the command line before `--`.
    static let plugin = Option.text(
        "--plugin", "<path>",
        help: "Load a layout plugin (a file or a folder); repeatable.\nCVKIT_PLUGIN_PATH adds a colon-separated list.",
        arity: .repeatable, completion: .file)
    /// `--version`, before the subcommand.
    static let versionFlag = Flag("--version", help: "Show the version.")

    var environment: [String: String]
    /// Everything written to standard output, flushed by `main`.
    var standardOutput = ""
    /// Everything written to standard error, flushed by `main`.
    var standardError = ""
    /// `--plugin` paths, then `CVKIT_PLUGIN_PATH` entries.
    var pluginPaths: [String] = []

    init(environment: [String: String]) {
        self.environment = environment
    }

    // MARK: - Dispatch

    /// The subcommands, in help order. Adding a subcommand is adding its declaration here.
    static var commands: [Command] {
        [.list, .describe, .preview, .transition, .check, .bench, .updates, .diff, .completion]
    }

    /// Runs the tool with the arguments after the program name.
    ///
    /// - Returns: The exit status: 0, 1 (failure) or 64 (usage error).
    mutating func run(_ arguments: [String]) -> Int32 {
        do throws(CLIError) {
            try dispatch(arguments)
            return 0
        } catch {
            standardError += error.report
            return error.exitCode
        }
    }

    private mutating func dispatch(_ arguments: [String]) throws(CLIError) {
        // --plugin anywhere before `--`; --help/--version before the subcommand.
        var rest: [String] = []
        var i = 0
        let name = Self.plugin.spec.name
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if arg == "--" {
                rest.append(contentsOf: arguments[(i - 1)...])
                break
            }
            if arg == name {
                guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                    throw .usage("missing value for '\(name)'", usage: Self.usage)
                }
                pluginPaths.append(arguments[i])
                i += 1
            } else if arg.hasPrefix(name + "=") {
                let path = String(arg.dropFirst(name.count + 1))
                guard !path.isEmpty else { throw .usage("missing value for '\(name)'", usage: Self.usage) }
                pluginPaths.append(path)
            } else {
                rest.append(arg)
            }
        }
        pluginPaths += PluginLoader.searchPaths(arguments: [], environment: environment)

        guard let first = rest.first, first != "-h", first != "--help" else {
            standardOutput += Self.help
            return
        }
        if first == Self.versionFlag.spec.name {
            standardOutput += "cvkit \(Self.version)\n"
            return
        }
        if first == "help" {
            guard rest.count <= 2 else { throw .usage("unexpected argument '\(rest[2])'", usage: "cvkit help [<subcommand>]") }
            standardOutput += rest.count == 2 ? try Self.command(named: rest[1]).help : Self.help
            return
        }
        if first.hasPrefix("-") {
            throw .usage(unknownOptionMessage(first, known: Self.globalOptions.map(\.spec.name) + ["--help"]), usage: Self.usage)
        }
        let command = try Self.command(named: first)
        let parsed = try ParsedArguments(Array(rest.dropFirst()), command: command)
        if parsed.wantsHelp {
            standardOutput += command.help
            return
        }
        var context = CommandContext(environment: environment, pluginPaths: pluginPaths)
        // What a command wrote before it failed still goes out (e.g. `check --json`).
        defer { standardOutput += context.output }
        try command.run(parsed, &context)
    }

    /// The command named `name`.
    ///
    /// - Throws: ``CLIError/usage(_:usage:)`` naming the closest subcommands.
    static func command(named name: String) throws(CLIError) -> Command {
        if let command = commands.first(where: { $0.name == name }) { return command }
        let closest = closestNames(to: name, among: commands.map(\.name) + ["help"])
        let hint = didYouMean(closest).map { "; \($0) (see 'cvkit --help')" } ?? "; see 'cvkit --help'"
        throw .usage("unknown subcommand '\(name)'\(hint)", usage: usage)
    }

    // MARK: - Help

    /// The options before the subcommand (`-h, --help` is implied).
    static var globalOptions: [any OptionDeclaration] { [plugin, versionFlag] }

    static var help: String {
        var out = """
            OVERVIEW: Preview, check and benchmark collection-view layouts.

            USAGE: \(usage)

            SUBCOMMANDS:

            """
        for c in commands { out += helpLine(c.synopsis, c.abstract) }
        out += "\nOPTIONS:\n"
        out += helpLine(plugin.spec.label, plugin.spec.helpText)
        out += helpLine("-h, --help", "Show help information.")
        out += helpLine(versionFlag.spec.label, versionFlag.spec.helpText)
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
            try PluginLoader.load(paths: pluginPaths, into: catalog)
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
