import BuiltinCatalog
import Foundation
import Geometry
import LayoutRegistry

/// The tool: global options, the dispatch to subcommands, help and errors.
struct CommandLineTool {
    static let version = "0.2.0"
    static let usage = "cvkit [--plugin <path>]... <subcommand> [options]"

    /// `--plugin`: a layout plugin to load, anywhere on the command line before `--`.
    static let plugin = RepeatableOption.text(
        "--plugin", "<path>",
        help: "Load a layout plugin (a file or a folder); repeatable.\nCVKIT_PLUGIN_PATH adds a colon-separated list.",
        completion: .file)
    /// `--plugin-timeout`: the time limit of a plugin's scan and of an isolated call.
    static let pluginTimeout = Option.number(
        "--plugin-timeout", "<seconds>", help: "The time limit of a plugin's scan or isolated call.", default: 10,
        expected: "a number of seconds above 0 and at most \(formatScalar(maximumPluginTimeout)) (10 or 0.5)",
        where: { $0 > 0 && $0 <= maximumPluginTimeout })
    /// The longest `--plugin-timeout`, in seconds: an hour.
    static let maximumPluginTimeout = 3600.0
    /// `--version`, before the subcommand.
    static let versionFlag = Flag("--version", help: "Show the version.")

    var environment: [String: String]
    /// Everything written to standard output, flushed by `main`.
    var standardOutput = ""
    /// Everything written to standard error, flushed by `main`.
    var standardError = ""
    /// `--plugin` paths, then `CVKIT_PLUGIN_PATH` entries.
    var pluginPaths: [String] = []
    /// The same entries, with where each came from.
    var pluginEntries: [(path: String, source: PluginSource)] = []
    /// `--plugin-timeout`, in seconds.
    var pluginTimeout = CommandLineTool.pluginTimeout.defaultValue
    /// Where the answer of a helper mode goes (the real standard output; see `main`).
    var answerDescriptor: Int32 = 1

    init(environment: [String: String]) {
        self.environment = environment
    }

    // MARK: - Dispatch

    /// The subcommands, in help order. Adding a subcommand is adding its declaration here.
    static var commands: [Command] {
        [
            ListCommand.command, DescribeCommand.command, PreviewCommand.command, TransitionCommand.command, CheckCommand.command,
            BenchCommand.command, ScrollCommand.command, UpdatesCommand.command, DiffCommand.command, PluginsCommand.command,
            NewPluginCommand.command,
            CompletionCommand.command,
        ]
    }

    /// Runs the tool with the arguments after the program name.
    ///
    /// - Returns: The exit status: 0, 1 (failure), 2 (done, but a plugin library failed
    ///   to load), 64 (usage error) or 73 (`new-plugin`: the folder exists).
    mutating func run(_ arguments: [String]) -> Int32 {
        if arguments.count == 2, arguments[0] == PluginScanner.mode {
            return PluginScanner.runChild(arguments[1], answer: answerDescriptor)
        }
        if arguments.count == 2, arguments[0] == IsolatedChannel.mode {
            return IsolatedChannel.runChild(arguments[1], answer: answerDescriptor)
        }
        var failedPlugins = false
        do throws(CLIError) {
            try dispatch(arguments, failedPlugins: &failedPlugins)
            return failedPlugins ? 2 : 0
        } catch {
            standardError += error.report
            return error.exitCode
        }
    }

    private mutating func dispatch(_ arguments: [String], failedPlugins: inout Bool) throws(CLIError) {
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
            } else if arg == Self.pluginTimeout.spec.name || arg.hasPrefix(Self.pluginTimeout.spec.name + "=") {
                let timeoutName = Self.pluginTimeout.spec.name
                var value = String(arg.dropFirst(timeoutName.count + 1))
                if arg == timeoutName {
                    guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                        throw .usage("missing value for '\(timeoutName)'", usage: Self.usage)
                    }
                    value = arguments[i]
                    i += 1
                }
                guard let seconds = Self.pluginTimeout.convert(value) else {
                    throw .usage(
                        "invalid value '\(value)' for '\(timeoutName)': expected \(Self.pluginTimeout.spec.expected ?? "")",
                        usage: Self.usage)
                }
                pluginTimeout = seconds
            } else {
                rest.append(arg)
            }
        }
        pluginEntries = pluginPaths.map { ($0, PluginSource.flag) }
        let fromEnvironment = (environment["CVKIT_PLUGIN_PATH"] ?? "").split(separator: ":").map(String.init)
        pluginEntries += fromEnvironment.map { ($0, PluginSource.environment) }
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
            if rest.count == 2, rest[1] == "--markdown" {
                // Not listed in the help: it writes Docs/CLI.md.
                standardOutput += Self.referenceDocument
                return
            }
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
        context.pluginEntries = pluginEntries
        context.pluginTimeout = pluginTimeout
        // What a command wrote before it failed still goes out (e.g. `check --json`), and
        // every plugin library that failed to load is named.
        defer {
            standardOutput += context.output
            standardError += context.diagnostics
            let failures = context.plugins?.failures ?? []
            failedPlugins = !failures.isEmpty
            if !context.reportedPluginFailures {
                for f in failures { standardError += "warning: plugin '\(f.path)' was not loaded: \(f.reason)\n" }
            }
        }
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
    static var globalOptions: [any OptionDeclaration] { [plugin, pluginTimeout, versionFlag] }

    static var help: String {
        var out = """
            OVERVIEW: Preview, check and benchmark collection-view layouts.

            USAGE: \(usage)

            SUBCOMMANDS:

            """
        for c in commands { out += helpLine(c.synopsis, c.abstract) }
        out += "\nOPTIONS:\n"
        out += helpLine(plugin.spec.label, plugin.spec.helpText)
        out += helpLine(pluginTimeout.spec.label, pluginTimeout.spec.helpText)
        out += helpLine("-h, --help", "Show help information.")
        out += helpLine(versionFlag.spec.label, versionFlag.spec.helpText)
        out += "\nEXIT STATUS:\n"
        for status in exitStatuses { out += helpLine(String(status.code), status.meaning) }
        out += "\n  See 'cvkit help <subcommand>' for detailed help.\n"
        return out
    }
}

/// What a subcommand gets: the environment, the plugin paths, and its output.
struct CommandContext {
    var environment: [String: String]
    var pluginPaths: [String]
    /// `--plugin` values and `CVKIT_PLUGIN_PATH` entries, with where each came from.
    var pluginEntries: [(path: String, source: PluginSource)] = []
    /// `--plugin-timeout`, in seconds.
    var pluginTimeout = CommandLineTool.pluginTimeout.defaultValue
    /// What goes to standard output.
    var output = ""
    /// What goes to standard error besides an error (notes, warnings).
    var diagnostics = ""
    /// The plugin libraries, once ``makeCatalog(isolated:)`` has run.
    var plugins: PluginSet?
    /// Whether the command printed the plugin failures itself (`list`, `plugins`).
    var reportedPluginFailures = false

    init(environment: [String: String], pluginPaths: [String]) {
        self.environment = environment
        self.pluginPaths = pluginPaths
        self.pluginEntries = pluginPaths.map { ($0, .flag) }
    }

    /// The standard catalog plus the plugins that load; the ones that do not are in
    /// ``plugins`` with their reasons. A plugin's layouts run in this process, or in a
    /// child process per library when `isolated`.
    ///
    /// - Parameter rescan: Forget the cache first (`cvkit plugins --rescan`).
    /// - Throws: ``CLIError/failure(_:)`` when a built-in layout cannot be registered.
    mutating func makeCatalog(isolated: Bool = false, rescan: Bool = false) throws(CLIError) -> LayoutCatalog {
        let catalog: LayoutCatalog
        do throws(LayoutRegistryError) {
            catalog = try LayoutCatalog.standard()
        } catch {
            throw CLIError(error, usage: "")
        }
        var cache = PluginCache(path: PluginCache.location(environment: environment))
        if rescan { cache.removeAll() }
        let tracing = environment["CVKIT_PLUGIN_TRACE"] == "1"
        var trace = ""
        let timeout = pluginTimeout
        plugins = PluginSet.load(
            pluginEntries, into: catalog, cache: &cache, timeout: timeout,
            channel: { path in
                if isolated {
                    // One child per library, started when its first layout is made.
                    let shared = IsolatedChannel(path: path, timeout: timeout)
                    return { @Sendable () throws(LayoutRegistryError) -> any PluginChannel in shared }
                }
                return { @Sendable () throws(LayoutRegistryError) -> any PluginChannel in try PluginLoader.open(path: path) }
            },
            trace: { if tracing { trace += "cvkit: \($0)\n" } })
        diagnostics += trace
        cache.save()
        return catalog
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
