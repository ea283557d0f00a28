import LayoutRegistry

extension Subcommand {
    /// `cvkit list [--json]`: every registered layout with its origin and summary.
    static var list: Subcommand {
        let usage = "cvkit list [--json]"
        return Subcommand(
            name: "list", synopsis: "list", abstract: "List every registered layout.", usage: usage,
            details: "OPTIONS:\n" + helpLine("--json", "Print JSON: {\"version\": 1, \"layouts\": [{\"name\", \"origin\", \"summary\"}]}.")
                + helpLine("-h, --help", "Show help information."),
            spec: OptionSpec(flags: ["--json"])
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            _ = try expectPositionals(args, [], usage: usage)
            let descriptors = try context.makeCatalog().descriptors
            if args.flags.contains("--json") {
                let rows = descriptors.map {
                    "    {\"name\": \(jsonString($0.name)), \"origin\": \(jsonString($0.origin)), \"summary\": \(jsonString($0.summary))}"
                }
                context.output += "{\n  \"version\": 1,\n  \"layouts\": [\n" + rows.joined(separator: ",\n") + (rows.isEmpty ? "" : "\n") + "  ]\n}\n"
                return
            }
            let nameWidth = max(4, descriptors.map(\.name.count).max() ?? 0)
            let originWidth = max(6, descriptors.map(\.origin.count).max() ?? 0)
            func row(_ a: String, _ b: String, _ c: String) -> String {
                a.padding(nameWidth) + "  " + b.padding(originWidth) + "  " + c + "\n"
            }
            context.output += row("NAME", "ORIGIN", "SUMMARY")
            for d in descriptors { context.output += row(d.name, d.origin, d.summary) }
        }
    }
}

extension String {
    /// The text padded with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
