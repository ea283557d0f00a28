import CVKitJSON
import Geometry

/// One entry of the dispatch table: name, help, the options it accepts, and what it does.
struct Subcommand {
    /// The word after `cvkit`.
    var name: String
    /// The first column of the subcommand list: `preview <name>`.
    var synopsis: String
    /// One line for the subcommand list.
    var abstract: String
    /// The usage line (without `Usage: `), printed after errors.
    var usage: String
    /// The sections after OVERVIEW and USAGE in `cvkit help NAME` (ARGUMENTS, OPTIONS…).
    var details: String
    /// The options it accepts.
    var spec: OptionSpec
    /// Runs it; output goes to `context.output`.
    var run: (ParsedArguments, inout CommandContext) throws(CLIError) -> Void

    /// The full help text.
    var help: String {
        "OVERVIEW: \(abstract)\n\nUSAGE: \(usage)\n\n\(details)"
    }
}

/// Help lines: `  --size <WxH>            The viewport size.`, wrapped under the first.
func helpLine(_ left: String, _ right: String) -> String {
    let pad = left.count < 22 ? String(repeating: " ", count: 24 - left.count) : "\n" + String(repeating: " ", count: 26)
    return "  " + left + pad + right + "\n"
}

/// Text as a JSON string literal.
func jsonString(_ s: String) -> String { JSONValue.literal(s) }

/// Checks that a command got exactly the positional arguments it names.
func expectPositionals(_ args: ParsedArguments, _ names: [String], usage: String) throws(CLIError) -> [String] {
    if args.positionals.count < names.count {
        throw .usage("missing argument \(names[args.positionals.count])", usage: usage)
    }
    if args.positionals.count > names.count {
        throw .usage("unexpected argument '\(args.positionals[names.count])'", usage: usage)
    }
    return args.positionals
}
