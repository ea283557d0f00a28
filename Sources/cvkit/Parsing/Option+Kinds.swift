import Geometry

// The common kinds of options: text, a word from a list, a whole number in a range, a
// number. Each writes its default as a user would type it, so the help's default is the
// typed default.

extension Option where Value == String {
    /// An option whose value is any text (a path, a name), with a default.
    static func text(
        _ name: String, _ valueName: String, help: String, default defaultValue: String, shown: String? = nil,
        completion: CompletionKind = .none
    ) -> Option {
        Option(name, valueName, help: help, default: defaultValue, shown: shown, format: \.self, completion: completion) { $0 }
    }

    /// An option whose value is one of a few words: `expected text, svg, html or json`.
    static func choice(_ name: String, _ valueName: String, _ choices: [String], help: String, default defaultValue: String) -> Option {
        Option(
            name, valueName, help: help, default: defaultValue, format: \.self, completion: .choices(choices),
            expected: wordList(choices)
        ) { value in
            choices.contains(value) ? value : nil
        }
    }
}

extension Option where Value: Equatable {
    /// An option whose value is one of a few words, each standing for a typed value
    /// (`--timing wall` for `.wallClock`): `expected thread-cpu, wall or none`. The help
    /// shows the default's word.
    static func choice(
        _ name: String, _ valueName: String, _ choices: [(word: String, value: Value)], help: String, default defaultValue: Value
    ) -> Option {
        let words = choices.map(\.word)
        return Option(
            name, valueName, help: help, default: defaultValue,
            format: { value in choices.first { $0.value == value }?.word ?? "" }, completion: .choices(words),
            expected: wordList(words), convert: { word in choices.first { $0.word == word }?.value })
    }
}

extension Option where Value == String? {
    /// An option whose value is any text (a path, a name), `nil` when absent.
    static func text(
        _ name: String, _ valueName: String, help: String, absent: String? = nil, completion: CompletionKind = .none
    ) -> Option {
        Option(name, valueName, help: help, absent: absent, completion: completion) { $0 }
    }
}

extension Option where Value == Int {
    /// A whole number in a range, with a default: `expected a whole number from 1 to 1000`.
    static func integer(_ name: String, _ valueName: String, in range: ClosedRange<Int>, help: String, default defaultValue: Int)
        -> Option
    {
        Option(name, valueName, help: help, default: defaultValue, format: \.description, expected: wholeNumber(range)) { text in
            Int(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }
}

extension Option where Value == Int? {
    /// A whole number in a range, `nil` when absent (`absent` says what happens then).
    static func integer(_ name: String, _ valueName: String, in range: ClosedRange<Int>, help: String, absent: String? = nil) -> Option {
        Option(name, valueName, help: help, absent: absent, expected: wholeNumber(range)) { text in
            Int(text).flatMap { range.contains($0) ? $0 : nil }
        }
    }
}

extension Option where Value == Double {
    /// A finite number that `isValid` accepts, with a default (shown as `10` or `0.5`).
    static func number(
        _ name: String, _ valueName: String, help: String, default defaultValue: Double, expected: String,
        where isValid: @escaping @Sendable (Double) -> Bool
    ) -> Option {
        Option(name, valueName, help: help, default: defaultValue, format: formatScalar, expected: expected) { text in
            Double(text).flatMap { $0.isFinite && isValid($0) ? $0 : nil }
        }
    }
}

extension Option where Value == Double? {
    /// A finite number that `isValid` accepts, `nil` when absent (`absent` says what
    /// happens then).
    static func number(
        _ name: String, _ valueName: String, help: String, absent: String? = nil, expected: String,
        where isValid: @escaping @Sendable (Double) -> Bool
    ) -> Option {
        Option(name, valueName, help: help, absent: absent, expected: expected) { text in
            Double(text).flatMap { $0.isFinite && isValid($0) ? $0 : nil }
        }
    }
}

extension RequiredOption where Value == String {
    /// A required option whose value is any text.
    static func text(_ name: String, _ valueName: String, help: String) -> RequiredOption {
        RequiredOption(name, valueName, help: help) { $0 }
    }
}

extension RepeatableOption where Element == String {
    /// A repeatable option whose values are any text.
    static func text(_ name: String, _ valueName: String, help: String, completion: CompletionKind = .none) -> RepeatableOption {
        RepeatableOption(name, valueName, help: help, completion: completion) { $0 }
    }
}

/// `a whole number from 1 to 1000`.
private func wholeNumber(_ range: ClosedRange<Int>) -> String {
    "a whole number from \(range.lowerBound) to \(range.upperBound)"
}

/// `text, svg, html or json`.
func wordList(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.joined() }
    return words.dropLast().joined(separator: ", ") + " or " + last
}
