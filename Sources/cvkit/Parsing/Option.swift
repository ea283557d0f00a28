/// How an option appears on the command line.
enum OptionArity: Equatable {
    /// `--all`: present or not.
    case flag
    /// `--size 390x844` or `--size=390x844`, at most once.
    case single
    /// `--param a=1 --param b=2`: every value kept, in order.
    case repeatable
}

/// What a shell completes an option's value or an argument with.
enum CompletionKind: Equatable {
    /// Nothing: the user types a value.
    case none
    /// File names.
    case file
    /// The names of the registered layouts (`cvkit list`).
    case layout
    /// A fixed list of words.
    case choices([String])
}

/// Everything the tool knows about one option, declared once: what the parser accepts
/// and checks, what the help and the usage line show, and what a completion script
/// offers.
struct OptionSpec {
    /// `--size`.
    var name: String
    /// `<WxH>`; empty for a flag.
    var valueName: String
    /// Flag, single value or repeatable.
    var arity: OptionArity
    /// The help line, without the default.
    var help: String
    /// What the help says the default is: `390x844` gives `(default: 390x844)`.
    var defaultText: String?
    /// Whether the command fails without it.
    var isRequired = false
    /// What a completion script offers for its value.
    var completion: CompletionKind = .none
    /// What a valid value looks like, for `invalid value '…' for '--size': expected …`;
    /// `nil` when every value is accepted.
    var expected: String?
    /// Whether a value is valid (checked by the parser).
    var accepts: @Sendable (String) -> Bool = { _ in true }

    /// The help text with its default.
    var helpText: String { defaultText.map { "\(help) (default: \($0))" } ?? help }

    /// How the option appears in the usage line: `[--size <WxH>]`, `[--param <key=value>]...`,
    /// `--before <counts>`, `[--all]`.
    var usage: String {
        let word = arity == .flag ? name : "\(name) \(valueName)"
        if isRequired { return word }
        return arity == .repeatable ? "[\(word)]..." : "[\(word)]"
    }

    /// The left column of its help line: `--size <WxH>`.
    var label: String { arity == .flag ? name : "\(name) \(valueName)" }
}

/// Something a command lists among its options.
protocol OptionDeclaration: Sendable {
    /// The declaration.
    var spec: OptionSpec { get }
}

/// A flag: `--all`.
struct Flag: OptionDeclaration {
    private(set) var spec: OptionSpec

    /// Declares a flag.
    init(_ name: String, help: String) {
        spec = OptionSpec(name: name, valueName: "", arity: .flag, help: help)
    }

    /// The same flag with another help line (`--json` says what each command prints).
    func withHelp(_ help: String) -> Flag {
        var copy = self
        copy.spec.help = help
        return copy
    }
}

/// An option with a value of type `Value`: its declaration and how a valid value is read.
struct Option<Value>: OptionDeclaration, @unchecked Sendable {
    private(set) var spec: OptionSpec
    /// Reads a value; `nil` for an invalid one (the parser has already refused those).
    let convert: @Sendable (String) -> Value?

    /// Declares an option.
    ///
    /// - Parameters:
    ///   - name: `--size`.
    ///   - valueName: `<WxH>`.
    ///   - help: The help line.
    ///   - defaultText: What the help says the default is.
    ///   - arity: `.single` or `.repeatable`.
    ///   - required: Whether the command fails without it.
    ///   - completion: What a shell completes its value with.
    ///   - expected: What a valid value looks like; `nil` when every value is accepted.
    ///   - convert: Reads a value; `nil` makes it invalid.
    init(
        _ name: String, _ valueName: String, help: String, default defaultText: String? = nil, arity: OptionArity = .single,
        required: Bool = false, completion: CompletionKind = .none, expected: String? = nil,
        convert: @escaping @Sendable (String) -> Value?
    ) {
        self.convert = convert
        spec = OptionSpec(
            name: name, valueName: valueName, arity: arity, help: help, defaultText: defaultText, isRequired: required,
            completion: completion, expected: expected, accepts: { convert($0) != nil })
    }

    /// The same option with another help line or default text.
    func withHelp(_ help: String, default defaultText: String?) -> Option {
        var copy = self
        copy.spec.help = help
        copy.spec.defaultText = defaultText
        return copy
    }
}

extension Option where Value == String {
    /// An option whose value is any text (a path, a name).
    static func text(
        _ name: String, _ valueName: String, help: String, default defaultText: String? = nil, arity: OptionArity = .single,
        required: Bool = false, completion: CompletionKind = .none
    ) -> Option {
        Option(name, valueName, help: help, default: defaultText, arity: arity, required: required, completion: completion) { $0 }
    }

    /// An option whose value is one of a few words: `expected text, svg, html or json`.
    static func choice(_ name: String, _ valueName: String, _ choices: [String], help: String, default defaultText: String? = nil) -> Option
    {
        let list = choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + choices.last! : choices.joined()
        return Option(name, valueName, help: help, default: defaultText, completion: .choices(choices), expected: list) { value in
            choices.contains(value) ? value : nil
        }
    }
}

extension Option where Value == Int {
    /// A whole number in a range: `expected a whole number from 1 to 1000`.
    static func integer(_ name: String, _ valueName: String, in range: ClosedRange<Int>, help: String, default defaultText: String? = nil)
        -> Option
    {
        Option(
            name, valueName, help: help, default: defaultText, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)"
        ) { text in
            Int(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }
}
