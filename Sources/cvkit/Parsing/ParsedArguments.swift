import LayoutRegistry

/// A command's arguments after parsing against its declared options and positional
/// arguments. A command reads each value through its declaration (`value(_:)`,
/// `values(_:)`, ``isSet(_:)``): never by position, never with a default of its own.
struct ParsedArguments {
    /// Whether `-h` or `--help` was given.
    private(set) var wantsHelp = false
    private var flags: Set<String> = []
    /// The value of each single-value option.
    private var values: [String: String] = [:]
    /// Every value of each repeatable option, in order.
    private var lists: [String: [String]] = [:]
    /// The value of each single-value positional argument, by name.
    private var arguments: [String: String] = [:]
    /// The words of the variadic argument, in order.
    private var rest: [String] = []
    /// The command's usage line, for errors the command finds itself.
    let usage: String
    private let declared: Set<String>
    private let declaredArguments: Set<String>

    /// Parses `arguments` against a command's options: `--name value` or `--name=value`
    /// for options, `-h`/`--help` anywhere, `--` ends the options; a negative number is a
    /// positional argument. Every value is checked against its declaration, and required
    /// options must be present (unless help is asked for).
    ///
    /// - Throws: ``CLIError/usage(_:usage:)`` for an unknown option (with the closest
    ///   declared names), a flag given a value, a missing or invalid value, an option
    ///   given twice, a missing required option, a missing, unexpected or invalid positional
    ///   argument (`missing argument <to>`, `unexpected argument 'grid'`,
    ///   `invalid value 'tcsh' for <shell>: expected bash, zsh or fish`).
    init(_ arguments: [String], command: Command) throws(CLIError) {
        let specs = command.options.map(\.spec)
        let usage = command.usage
        self.usage = usage
        declared = Set(specs.map(\.name))
        declaredArguments = Set(command.arguments.map(\.spec.name))
        var words: [String] = []
        var i = 0
        var onlyPositionals = false
        while i < arguments.count {
            let arg = arguments[i]
            i += 1
            if onlyPositionals || !arg.hasPrefix("-") || arg == "-" || Self.isNegativeNumber(arg) {
                words.append(arg)
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
            if !spec.accepts(value) {
                throw .usage("invalid value '\(value)' for '\(name)'" + (spec.expected.map { ": expected \($0)" } ?? ""), usage: usage)
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
        try assign(words, to: command.arguments.map(\.spec))
    }

    /// Gives each positional word to its declared argument, in order, and checks it.
    private mutating func assign(_ words: [String], to declarations: [ArgumentSpec]) throws(CLIError) {
        let fixed = declarations.filter { !$0.isVariadic }
        let required = fixed.filter(\.isRequired).count
        if words.count < required {
            throw .usage("missing argument \(fixed[words.count].name)", usage: usage)
        }
        if words.count > fixed.count && !declarations.contains(where: \.isVariadic) {
            throw .usage("unexpected argument '\(words[fixed.count])'", usage: usage)
        }
        for (spec, word) in zip(fixed, words) {
            try checkValue(word, of: spec)
            arguments[spec.name] = word
        }
        if let variadic = declarations.first(where: \.isVariadic) {
            rest = Array(words.dropFirst(fixed.count))
            for word in rest { try checkValue(word, of: variadic) }
        }
    }

    private func checkValue(_ word: String, of spec: ArgumentSpec) throws(CLIError) {
        if !spec.accepts(word) {
            throw .usage("invalid value '\(word)' for \(spec.name)" + (spec.expected.map { ": expected \($0)" } ?? ""), usage: usage)
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

    /// The value of an option, or its declared default when it is absent.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the option.
    func value<Value>(_ option: Option<Value>) throws(CLIError) -> Value {
        try check(option)
        return values[option.spec.name].flatMap(option.convert) ?? option.defaultValue
    }

    /// The value of a required option (the parser has refused a command line without it).
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the option.
    func value<Value>(_ option: RequiredOption<Value>) throws(CLIError) -> Value {
        try check(option)
        guard let value = values[option.spec.name].flatMap(option.convert) else { throw undeclared(option.spec.name) }
        return value
    }

    /// Whether an option was on the command line (for a rule between options, such as
    /// `--sections` against the counts of `--items`).
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the option.
    func isGiven(_ option: any OptionDeclaration) throws(CLIError) -> Bool {
        try check(option)
        let name = option.spec.name
        return flags.contains(name) || values[name] != nil || lists[name] != nil
    }

    /// Every value of a repeatable option, in order.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the option.
    func values<Element>(_ option: RepeatableOption<Element>) throws(CLIError) -> [Element] {
        try check(option)
        return (lists[option.spec.name] ?? []).compactMap(option.convert)
    }

    /// The value of a positional argument, or the declared default of an optional one
    /// that is absent.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the argument.
    func value<Value>(_ argument: Argument<Value>) throws(CLIError) -> Value {
        guard declaredArguments.contains(argument.spec.name),
            let value = arguments[argument.spec.name].flatMap(argument.convert) ?? argument.defaultValue
        else { throw undeclared(argument.spec.name) }
        return value
    }

    /// Every word of the variadic argument, in order.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the command does not declare the argument.
    func values<Element>(_ argument: VariadicArgument<Element>) throws(CLIError) -> [Element] {
        guard declaredArguments.contains(argument.spec.name) else { throw undeclared(argument.spec.name) }
        return rest.compactMap(argument.convert)
    }

    // MARK: - Private

    private func check(_ option: any OptionDeclaration) throws(CLIError) {
        guard declared.contains(option.spec.name) else { throw undeclared(option.spec.name) }
    }

    private func undeclared(_ name: String) -> CLIError {
        .failure("internal error: the command reads '\(name)' but does not declare it")
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
