import CVKitJSON
import LayoutRegistry

/// `cvkit plugins [--rescan] [--json]`: the plugin libraries, their state and where they
/// came from.
enum PluginsCommand {
    /// `--rescan` of `plugins`.
    static let rescan = Flag("--rescan", help: "Forget the plugin cache and scan every library again.")
    static let json = CommonDeclarations.json.withHelp(
        "Print JSON: {\"version\": 1, \"cache\", \"libraries\": [{\"path\", \"source\", \"state\", \"layouts\", \"reasons\", \"cached\"}]}."
    )

    static let command = Command(
        name: "plugins", abstract: "List the plugin libraries, their state and where they came from.",
        discussion: """
            Libraries come from '--plugin <path>' and CVKIT_PLUGIN_PATH. Each is scanned once
            in a child process, within the time limit of '--plugin-timeout'; what it offers, or
            why it failed, is cached until the file changes (CVKIT_PLUGIN_CACHE names the cache
            file). CVKIT_PLUGIN_TRACE=1 prints each scan. Docs/WritingAPlugin.md explains the
            reasons a library fails to load.
            """,
        options: [rescan, json],
        run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        _ = try context.makeCatalog(rescan: try args.isSet(rescan))
        context.reportedPluginFailures = true
        let libraries = context.plugins?.libraries ?? []
        let cache = PluginCache.location(environment: context.environment)
        if try args.isSet(json) {
            let rows = libraries.map { l -> JSONValue in
                .object([
                    ("path", .string(l.path)), ("source", .string(l.source.rawValue)), ("state", .string(l.state)),
                    ("layouts", .array(l.layouts.map { .string($0) })), ("reasons", .array(l.failures.map { .string($0) })),
                    ("cached", .bool(l.fromCache)),
                ])
            }
            context.output +=
                JSONValue.object([("version", .integer(1)), ("cache", cache.map { .string($0) } ?? .null), ("libraries", .array(rows))])
                .formatted(.lines) + "\n"
            return
        }
        guard !libraries.isEmpty else {
            context.output += "No plugin libraries: name one with '--plugin <path>' or list folders in CVKIT_PLUGIN_PATH.\n"
            return
        }
        let pathWidth = max(7, libraries.map(\.path.count).max() ?? 0)
        context.output += "LIBRARY".padding(pathWidth) + "  STATE    SOURCE             LAYOUTS\n"
        for l in libraries {
            context.output +=
                l.path.padding(pathWidth) + "  " + l.state.padding(7) + "  " + l.source.rawValue.padding(17) + "  "
                + (l.layouts.isEmpty ? "-" : l.layouts.joined(separator: ", ")) + "\n"
        }
        context.output += failureBlock(context.plugins?.failures ?? [])
        context.output += "\nCACHE: \(cache ?? "none (no HOME; set CVKIT_PLUGIN_CACHE)")\n"
    }
}
