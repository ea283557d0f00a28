/// A subcommand, declared once as data: its name, help, arguments and options, and what
/// it does. The dispatch, the parser, `cvkit help NAME`, the usage line, "did you mean"
/// and the completion scripts all read this declaration.
///
/// Each command is a caseless enum in `Sources/cvkit/Commands/` (`BenchCommand`) that holds
/// its declarations, this value (`command`) and its `run` function. Adding an option to a
/// command is adding its declaration to ``options`` and reading it in `run` through the
/// same declaration; see CONTRIBUTING.md.
struct Command: Sendable {
    /// The word after `cvkit`.
    var name: String
    /// One line for the subcommand list.
    var abstract: String
    /// The OVERVIEW line of `cvkit help NAME`, when it says more than ``abstract``.
    var overview: String?
    /// A paragraph between OVERVIEW and USAGE.
    var discussion: String?
    /// The positional arguments, in order: required ones, optional ones, then at most one
    /// variadic one.
    var arguments: [any ArgumentDeclaration] = []
    /// The options, in help and usage order (`-h, --help` is implied).
    var options: [any OptionDeclaration] = []
    /// Sections after OPTIONS (`\nRULES:\n…`), verbatim.
    var sections = ""
    /// Runs it with parsed arguments (the command's own `run` function); output goes to
    /// `context.output`.
    var run: @Sendable (ParsedArguments, inout CommandContext) throws(CLIError) -> Void

    // MARK: - Derived text

    /// The first column of the subcommand list: `preview <name>`.
    var synopsis: String {
        ([name] + arguments.map(\.spec).filter { !$0.isVariadic }.map(\.usage)).joined(separator: " ")
    }

    /// The usage line (without `Usage: `): required options, arguments, then the other
    /// options in declaration order.
    var usage: String {
        let specs = options.map(\.spec)
        var words = ["cvkit", name] + specs.filter(\.isRequired).map(\.usage)
        words += arguments.map(\.spec.usage)
        words += specs.filter { !$0.isRequired }.map(\.usage)
        return words.joined(separator: " ")
    }

    /// The full text of `cvkit help NAME`.
    var help: String {
        var out = "OVERVIEW: \(overview ?? abstract)\n\n"
        if let discussion { out += discussion + "\n\n" }
        out += "USAGE: \(usage)\n\n"
        let listed = arguments.map(\.spec).compactMap { a in a.help.map { (a.name, $0) } }
        if !listed.isEmpty {
            out += "ARGUMENTS:\n" + listed.map { helpLine($0.0, $0.1) }.joined() + "\n"
        }
        out += "OPTIONS:\n"
        for spec in options.map(\.spec) { out += helpLine(spec.label, spec.helpText) }
        out += helpLine("-h, --help", "Show help information.")
        return out + sections
    }
}

/// One help line: the label padded to column 26 (`  --size <WxH>            The viewport size.`);
/// a label longer than 22 characters gets a line of its own and the text goes under it.
/// Continuation lines of a text with newlines are indented to the same column.
func helpLine(_ left: String, _ right: String) -> String {
    let column = String(repeating: " ", count: 26)
    let pad = left.count <= 22 ? String(repeating: " ", count: 24 - left.count) : "\n" + column
    return "  " + left + pad + right.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n" + column) + "\n"
}
