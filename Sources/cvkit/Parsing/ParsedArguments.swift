/// What a subcommand accepts: flags (`--all`), options with one value (`--size 390x844`
/// or `--size=390x844`) and repeatable options (`--param a=1 --param b=2`).
struct OptionSpec {
    var flags: Set<String> = []
    var options: Set<String> = []
    var repeatable: Set<String> = []
}

/// A subcommand's arguments after parsing.
struct ParsedArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    /// The last value of each single-value option.
    var values: [String: String] = [:]
    /// Every value of each repeatable option, in order.
    var lists: [String: [String]] = [:]

    /// Parses `arguments` against `spec`; `--help`/`-h` become the flag `--help`, `--`
    /// ends the options.
    ///
    /// - Throws: ``CLIError/usage(_:usage:)`` for an unknown option, a flag given a
    ///   value, a missing value, or an option given twice.
    init(_ arguments: [String], spec: OptionSpec, usage: String) throws(CLIError) {
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" || Self.isNegativeNumber(arg) {
                positionals.append(arg)
                continue
            }
            if arg == "--" { onlyPositionals = true; continue }
            if arg == "-h" || arg == "--help" { flags.insert("--help"); continue }
            var name = arg, inlineValue: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            if spec.flags.contains(name) {
                guard inlineValue == nil else { throw .usage("the flag '\(name)' takes no value", usage: usage) }
                flags.insert(name)
                continue
            }
            guard spec.options.contains(name) || spec.repeatable.contains(name) else {
                throw .usage("unknown option '\(name)'", usage: usage)
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard i < arguments.count, !arguments[i].hasPrefix("--") else {
                    throw .usage("missing value for '\(name)'", usage: usage)
                }
                value = arguments[i]
                i += 1
            }
            if spec.repeatable.contains(name) {
                lists[name, default: []].append(value)
            } else {
                guard values[name] == nil else { throw .usage("'\(name)' given more than once", usage: usage) }
                values[name] = value
            }
        }
    }

    private static func isNegativeNumber(_ s: String) -> Bool {
        s.count > 1 && s.hasPrefix("-") && Double(s.dropFirst()) != nil
    }
}
