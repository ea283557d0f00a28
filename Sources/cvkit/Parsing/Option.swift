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
    /// What the help says the default is: `390x844` gives `(default: 390x844)`. Written
    /// from the option's typed default (see ``Option``), never by hand.
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
    /// Whether the default the help shows reads back, through the option's own parser, as
    /// the typed default (`true` when the help shows no value, as for a flag).
    var helpDefaultReadsBack: Bool { get }
}

extension OptionDeclaration {
    var helpDefaultReadsBack: Bool { true }
}

/// A flag: `--all`. The command reads a `Bool` (``ParsedArguments/isSet(_:)``).
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

/// An option with at most one value of type `Value` and a typed default: `--runs 5`.
///
/// The default is written once, as a `Value`: the help shows it (`(default: 5)`, through
/// `format`), and the command reads it when the option is absent (`ParsedArguments.value(_:)`
/// returns a `Value`, never an optional to fill in). An option that may be absent with no
/// value is an `Option<Wrapped?>` whose default is `nil` (`--output`).
struct Option<Value: Sendable>: OptionDeclaration {
    private(set) var spec: OptionSpec
    /// What the command reads when the option is absent.
    let defaultValue: Value
    /// Reads a value; `nil` for an invalid one (the parser has already refused those).
    let convert: @Sendable (String) -> Value?
    /// Writes a value as a user would type it (`390x844`); `nil` when the help describes
    /// the default in words instead.
    private let format: (@Sendable (Value) -> String)?

    /// Declares an option with a typed default.
    ///
    /// - Parameters:
    ///   - name: `--size`.
    ///   - valueName: `<WxH>`.
    ///   - help: The help line.
    ///   - defaultValue: What the command reads when the option is absent.
    ///   - shown: What the help says the default is, when words say it better than the
    ///     value (`the current folder` for `.`); `nil` shows `format(defaultValue)`.
    ///   - format: Writes a value as a user would type it; the help shows the default so.
    ///   - completion: What a shell completes its value with.
    ///   - expected: What a valid value looks like; `nil` when every value is accepted.
    ///   - convert: Reads a value; `nil` makes it invalid.
    init(
        _ name: String, _ valueName: String, help: String, default defaultValue: Value, shown: String? = nil,
        format: @escaping @Sendable (Value) -> String, completion: CompletionKind = .none, expected: String? = nil,
        convert: @escaping @Sendable (String) -> Value?
    ) {
        self.defaultValue = defaultValue
        self.convert = convert
        self.format = shown == nil ? format : nil
        spec = OptionSpec(
            name: name, valueName: valueName, arity: .single, help: help, defaultText: shown ?? format(defaultValue),
            completion: completion, expected: expected, accepts: { convert($0) != nil })
    }

    /// Declares an option the command reads as `nil` when it is absent.
    ///
    /// - Parameters:
    ///   - absent: What the help says happens without it (`none, exact frames`); `nil`
    ///     shows no default.
    ///   - convert: Reads a value; `nil` makes it invalid.
    init<Wrapped: Sendable>(
        _ name: String, _ valueName: String, help: String, absent: String? = nil, completion: CompletionKind = .none,
        expected: String? = nil, convert: @escaping @Sendable (String) -> Wrapped?
    ) where Value == Wrapped? {
        defaultValue = nil
        self.convert = { text in convert(text).map { Optional($0) } }
        format = nil
        spec = OptionSpec(
            name: name, valueName: valueName, arity: .single, help: help, defaultText: absent, completion: completion,
            expected: expected, accepts: { convert($0) != nil })
    }

    /// The same option with another help line (the default stays).
    func withHelp(_ help: String) -> Option {
        var copy = self
        copy.spec.help = help
        return copy
    }

    var helpDefaultReadsBack: Bool {
        guard let format else { return true }
        let text = format(defaultValue)
        return convert(text).map(format) == text
    }
}

/// An option the command cannot run without: `--before 3,5`. The parser refuses a
/// command line that leaves it out, so the command reads a `Value`.
struct RequiredOption<Value: Sendable>: OptionDeclaration {
    private(set) var spec: OptionSpec
    /// Reads a value; `nil` for an invalid one (the parser has already refused those).
    let convert: @Sendable (String) -> Value?

    /// Declares a required option (the arguments are those of ``Option``).
    init(
        _ name: String, _ valueName: String, help: String, completion: CompletionKind = .none, expected: String? = nil,
        convert: @escaping @Sendable (String) -> Value?
    ) {
        self.convert = convert
        spec = OptionSpec(
            name: name, valueName: valueName, arity: .single, help: help, isRequired: true, completion: completion, expected: expected,
            accepts: { convert($0) != nil })
    }
}

/// An option given any number of times: `--param a=1 --param b=2`. The command reads every
/// value, in order (none when it is absent).
struct RepeatableOption<Element: Sendable>: OptionDeclaration {
    private(set) var spec: OptionSpec
    /// Reads one value; `nil` for an invalid one (the parser has already refused those).
    let convert: @Sendable (String) -> Element?

    /// Declares a repeatable option (the arguments are those of ``Option``).
    init(
        _ name: String, _ valueName: String, help: String, completion: CompletionKind = .none, expected: String? = nil,
        convert: @escaping @Sendable (String) -> Element?
    ) {
        self.convert = convert
        spec = OptionSpec(
            name: name, valueName: valueName, arity: .repeatable, help: help, completion: completion, expected: expected,
            accepts: { convert($0) != nil })
    }
}
