import LayoutProtocol

extension BatchUpdateValidator {
    /// The operation words the command line understands, in the order help lists them.
    public static let operationWords = [
        "insert", "delete", "reload", "move", "insert-section", "delete-section", "reload-section", "move-section",
    ]

    /// Parses the command line's operation words into operations.
    ///
    /// Each operation is a word followed by its argument: `insert S-I`, `delete S-I`,
    /// `reload S-I`, `move S-I:S-I`, `insert-section S`, `delete-section S`,
    /// `reload-section S`, `move-section S:S`, where S and I are non-negative integers.
    ///
    /// ```swift
    /// try BatchUpdateValidator.parseOperations(["insert", "0-3", "move-section", "1:0"])
    /// // [.insertItem([0, 3]), .moveSection(from: 1, to: 0)]
    /// ```
    ///
    /// - Parameter words: The words, as the shell split them.
    /// - Returns: The operations in the order given.
    /// - Throws: ``BatchUpdateError`` naming the unknown word, the missing argument or the
    ///   malformed argument.
    /// - Complexity: O(n) for n words.
    public static func parseOperations(_ words: [String]) throws(BatchUpdateError) -> [BatchOperation] {
        var result: [BatchOperation] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            guard operationWords.contains(word) else {
                throw .unknownOperation(word)
            }
            guard index + 1 < words.count else {
                throw .missingArgument(operation: word)
            }
            let argument = words[index + 1]
            guard let op = operation(word, argument) else {
                throw .invalidArgument(argument, operation: word)
            }
            result.append(op)
            index += 2
        }
        return result
    }

    /// Parses comma-separated item counts, one per section: `"3,5"` is `[3, 5]`; the
    /// empty string is no sections.
    ///
    /// - Parameter text: The counts, e.g. `"3,5"`; spaces around numbers are allowed.
    /// - Returns: Items per section.
    /// - Throws: ``BatchUpdateError`` naming the text when a part is not a non-negative
    ///   integer.
    /// - Complexity: O(n) for n characters.
    public static func parseCounts(_ text: String) throws(BatchUpdateError) -> [Int] {
        if text.allSatisfy({ $0 == " " }) { return [] }
        var counts: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let n = nonNegativeInteger(part.trimmingSpaces) else {
                throw .invalidCounts(text)
            }
            counts.append(n)
        }
        return counts
    }

    // MARK: - Private

    /// The argument an operation word takes, in words, for messages.
    static func argumentShape(_ word: String) -> String {
        switch word {
        case "move": return "a source and a destination index path (S-I:S-I, as in 1-0:1-2)"
        case "move-section": return "a source and a destination section (S:S, as in 0:2)"
        case let w where w.hasSuffix("-section"): return "a section index (S, as in 2)"
        default: return "an index path (S-I, as in 0-3)"
        }
    }

    private static func operation(_ word: String, _ argument: String) -> BatchOperation? {
        switch word {
        case "insert": return indexPath(argument).map(BatchOperation.insertItem)
        case "delete": return indexPath(argument).map(BatchOperation.deleteItem)
        case "reload": return indexPath(argument).map(BatchOperation.reloadItem)
        case "move":
            let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let from = indexPath(parts[0]), let to = indexPath(parts[1]) else { return nil }
            return .moveItem(from: from, to: to)
        case "insert-section": return nonNegativeInteger(argument[...]).map(BatchOperation.insertSection)
        case "delete-section": return nonNegativeInteger(argument[...]).map(BatchOperation.deleteSection)
        case "reload-section": return nonNegativeInteger(argument[...]).map(BatchOperation.reloadSection)
        case "move-section":
            let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let from = nonNegativeInteger(parts[0]), let to = nonNegativeInteger(parts[1]) else { return nil }
            return .moveSection(from: from, to: to)
        default: return nil
        }
    }

    private static func indexPath<S: StringProtocol>(_ text: S) -> ElementIndexPath? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let s = nonNegativeInteger(parts[0]), let i = nonNegativeInteger(parts[1]) else { return nil }
        return ElementIndexPath(item: i, section: s)
    }

    /// Digits only (no sign), within `Int`'s range.
    private static func nonNegativeInteger<S: StringProtocol>(_ text: S) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
