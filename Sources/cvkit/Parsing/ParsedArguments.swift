import LayoutRegistry

/// A command's arguments after parsing against its declared options.
struct ParsedArguments {
    /// The positional arguments, in order.
    var positionals: [String] = []
    /// Whether `-h` or `--help` was given.
    var wantsHelp = false
    private var flags: Set<String> = []
    /// The value of each single-value option.
    private var values: [String: String] = [:]
    /// Every value of each repeatable option, in order.
    private var lists: [String: [String]] = [:]
    /// The command's usage line, for errors the command finds itself.
    let usage: String
    private let declared: Set<String>

    /// Parses `arguments` against a command's options: `--name value` or `--name=value`
    /// for options, `-h`/`--help` anywhere, `--` ends the options; a negative number is a
    /// positional argument. Every value is checked against its declaration, and required
    /// options must be present (unless help is asked for).
    ///
    /// - Throws: ``CLIError/usage(_:usage:)`` for an unknown option (with the closest
    ///   declared names), a flag given a value, a missing or invalid value, an option
    ///   given twice, a missing required option, or a missing or unexpected positional
    ///   argument (`missing argument <to>`, `unexpected argument 'grid'`).
    init(_ arguments: [String], command: Command) throws(CLIError) {
        let specs = command.options.map(\.spec)
        let usage = command.usage
        self.usage = usage
        declared = Set(specs.map(\.name))
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" || Self.isNegativeNumber(arg) {
                positionals.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositionals = true
                continue
            }
            if arg == "-h" || arg == "--help" {
                wantsHelp = true
                continue
            }
            var name = arg, inlineValue: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inlineValue = String(arg[arg.index(after: eq)...])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw .usage(unknownOptionMessage(name, known: specs.map(\.name) + ["--help"]), usage: usage)
            }
            if spec.arity == .flag {
                guard inlineValue == nil else { throw .usage("the flag '\(name)' takes no value", usage: usage) }
                flags.insert(name)
                continue
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
            if let expected = spec.expected, !spec.accepts(value) {
                throw .usage("invalid value '\(value)' for '\(name)': expected \(expected)", usage: usage)
            }
            if spec.arity == .repeatable {
                lists[name, default: []].append(value)
            } else {
                guard values[name] == nil else { throw .usage("'\(name)' given more than once", usage: usage) }
                values[name] = value
            }
        }
        guard !wantsHelp else { return }
        for spec in specs where spec.isRequired && values[spec.name] == nil && lists[spec.name] == nil {
            let help = spec.help.hasSuffix(".") ? String(spec.help.dropLast()) : spec.help
            throw .usage("missing \(spec.label) (\(help.prefix(1).lowercased() + help.dropFirst()))", usage: usage)
        }
        let fixed = command.arguments.filter { !$0.isVariadic }
        if positionals.count < fixed.count {
            throw .usage("missing argument \(fixed[positionals.count].name)", usage: usage)
        }
        if positionals.count > fixed.count && !command.arguments.contains(where: \.isVariadic) {
            throw .usage("unexpected argument '\(positionals[fixed.count])'", usage: usage)
        }
    }

    // MARK: - Reading declared options

    /// Whether a flag was given.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the flag (a
    ///   bug in the command, caught by its tests).
    func isSet(_ flag: Flag) throws(CLIError) -> Bool {
        try check(flag)
        return flags.contains(flag.spec.name)
    }

    /// The value of a single-value option, read with its declaration; `nil` when absent.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the option.
    func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value? {
        try check(option)
        return values[option.spec.name].flatMap(option.convert)
    }

    /// Every value of a repeatable option, read with its declaration.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the option.
    func values<Value>(_ option: Option<Value>) throws(CLIError) -> [Value] {
        try check(option)
        return (lists[option.spec.name] ?? []).compactMap(option.convert)
    }

    // MARK: - Private

    private func check(_ option: any OptionDeclaration) throws(CLIError) {
        guard declared.contains(option.spec.name) else {
            throw .failure("internal error: the command reads '\(option.spec.name)' but does not declare it")
        }
    }

    private static func isNegativeNumber(_ s: String) -> Bool {
        s.count > 1 && s.hasPrefix("-") && Double(s.dropFirst()) != nil
    }
}

/// `unknown option '--parm'; did you mean '--param'?`.
func unknownOptionMessage(_ name: String, known: [String]) -> String {
    let closest = closestNames(to: name, among: known)
    return "unknown option '\(name)'" + (didYouMean(closest).map { "; " + $0 } ?? "")
}
