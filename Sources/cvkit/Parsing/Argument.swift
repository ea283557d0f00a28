/// Everything the tool knows about one positional argument, declared once: what the
/// usage line, the help, the parser and the completion scripts show and check.
struct ArgumentSpec {
    /// `<name>`; for a variadic argument, what one repetition looks like
    /// (`<operation> <argument>`).
    var name: String
    /// Its line under ARGUMENTS; `nil` for an argument another section explains.
    var help: String?
    /// Whether the command fails without it (a variadic argument never does).
    var isRequired = true
    /// Whether it takes any number of words (`[<operation> <argument>]...`).
    var isVariadic = false
    /// What a completion script offers.
    var completion: CompletionKind = .none
    /// What a valid value looks like, for `invalid value '…' for <shell>: expected …`;
    /// `nil` when every value is accepted.
    var expected: String?
    /// Whether a value is valid (checked by the parser).
    var accepts: @Sendable (String) -> Bool = { _ in true }

    /// How it appears in the usage line: `<name>`, `[<name>]`, `[<operation> <argument>]...`.
    var usage: String {
        if isVariadic { return "[\(name)]..." }
        return isRequired ? name : "[\(name)]"
    }
}

/// Something a command lists among its positional arguments.
protocol ArgumentDeclaration: Sendable {
    /// The declaration.
    var spec: ArgumentSpec { get }
}

/// A positional argument with one value of type `Value`: `<name>`. The command reads it
/// with `ParsedArguments.value(_:)`, by declaration, never by position.
struct Argument<Value: Sendable>: ArgumentDeclaration {
    private(set) var spec: ArgumentSpec
    /// What the command reads when an optional argument is absent; `nil` for a required one.
    let defaultValue: Value?
    /// Reads a value; `nil` for an invalid one (the parser has already refused those).
    let convert: @Sendable (String) -> Value?

    /// Declares a required argument.
    ///
    /// - Parameters:
    ///   - name: `<name>`.
    ///   - help: Its line under ARGUMENTS.
    ///   - completion: What a shell completes it with.
    ///   - expected: What a valid value looks like; `nil` when every value is accepted.
    ///   - convert: Reads a value; `nil` makes it invalid.
    init(
        _ name: String, help: String?, completion: CompletionKind = .none, expected: String? = nil,
        convert: @escaping @Sendable (String) -> Value?
    ) {
        defaultValue = nil
        self.convert = convert
        spec = ArgumentSpec(name: name, help: help, completion: completion, expected: expected, accepts: { convert($0) != nil })
    }

    /// Declares an optional argument: the command reads `defaultValue` when it is absent.
    /// Optional arguments follow the required ones.
    init(
        _ name: String, help: String?, default defaultValue: Value, completion: CompletionKind = .none, expected: String? = nil,
        convert: @escaping @Sendable (String) -> Value?
    ) {
        self.defaultValue = defaultValue
        self.convert = convert
        spec = ArgumentSpec(
            name: name, help: help, isRequired: false, completion: completion, expected: expected, accepts: { convert($0) != nil })
    }
}

extension Argument where Value == String {
    /// A required argument whose value is any text (a layout name, a path).
    static func text(_ name: String, help: String?, completion: CompletionKind = .none) -> Argument {
        Argument(name, help: help, completion: completion) { $0 }
    }

    /// A required argument that is one of a few words: `expected bash, zsh or fish`.
    static func choice(_ name: String, _ choices: [String], help: String?) -> Argument {
        Argument(name, help: help, completion: .choices(choices), expected: wordList(choices)) { choices.contains($0) ? $0 : nil }
    }
}

/// A positional argument that takes every remaining word: `[<operation> <argument>]...`.
/// It comes last; the command reads every value, in order.
struct VariadicArgument<Element: Sendable>: ArgumentDeclaration {
    private(set) var spec: ArgumentSpec
    /// Reads one value; `nil` for an invalid one (the parser has already refused those).
    let convert: @Sendable (String) -> Element?

    /// Declares a variadic argument (the arguments are those of ``Argument``).
    init(
        _ name: String, help: String?, completion: CompletionKind = .none, expected: String? = nil,
        convert: @escaping @Sendable (String) -> Element?
    ) {
        self.convert = convert
        spec = ArgumentSpec(
            name: name, help: help, isRequired: false, isVariadic: true, completion: completion, expected: expected,
            accepts: { convert($0) != nil })
    }
}

extension VariadicArgument where Element == String {
    /// A variadic argument whose values are any text.
    static func text(_ name: String, help: String?, completion: CompletionKind = .none) -> VariadicArgument {
        VariadicArgument(name, help: help, completion: completion) { $0 }
    }
}
