import CVKitJSON
import LayoutRegistry

/// `cvkit list [--json]`: every registered layout with its origin and summary, then the
/// plugin libraries that failed to load.
enum ListCommand {
    static let json = CommonDeclarations.json.withHelp(
        "Print JSON: {\"version\": 1, \"layouts\": [{\"name\", \"origin\", \"summary\"}]},\nplus \"failedPlugins\": [{\"path\", \"reason\"}] when a plugin failed to load."
    )

    static let command = Command(name: "list", abstract: "List every registered layout.", options: [json], run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let descriptors = try context.makeCatalog().descriptors
        let failures = context.plugins?.failures ?? []
        context.reportedPluginFailures = true
        if try args.isSet(json) {
            let rows = descriptors.map { d -> JSONValue in
                .object([("name", .string(d.name)), ("origin", .string(d.origin)), ("summary", .string(d.summary))])
            }
            var members: [(key: String, value: JSONValue)] = [("version", .integer(1)), ("layouts", .array(rows))]
            if !failures.isEmpty {
                members.append(
                    ("failedPlugins", .array(failures.map { .object([("path", .string($0.path)), ("reason", .string($0.reason))]) })))
            }
            context.output += JSONValue.object(members).formatted(.lines) + "\n"
            return
        }
        let nameWidth = max(4, descriptors.map(\.name.count).max() ?? 0)
        let originWidth = max(6, descriptors.map(\.origin.count).max() ?? 0)
        func row(_ a: String, _ b: String, _ c: String) -> String {
            a.padding(nameWidth) + "  " + b.padding(originWidth) + "  " + c + "\n"
        }
        context.output += row("NAME", "ORIGIN", "SUMMARY")
        for d in descriptors { context.output += row(d.name, d.origin, d.summary) }
        context.output += failureBlock(failures)
    }
}

/// The block `list` and `plugins` end with when a library failed to load: one line per
/// library and reason; empty when every library loaded.
func failureBlock(_ failures: [(path: String, reason: String)]) -> String {
    guard !failures.isEmpty else { return "" }
    return "\nPLUGINS THAT FAILED TO LOAD:\n" + failures.map { "  \($0.path): \($0.reason)\n" }.joined()
}

extension String {
    /// The text padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
