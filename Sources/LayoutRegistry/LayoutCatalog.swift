import Geometry
import LayoutProtocol

/// Layouts registered by name, for discovery (`cvkit list`) and configuration
/// (`cvkit preview NAME --param key=value`).
///
/// ```swift
/// let catalog = LayoutCatalog()
/// try catalog.register(descriptor)
/// let instance = try catalog.makeLayout(named: "flow", parameters: ["itemSize": "100x40"], itemCounts: [20])
/// ```
///
/// Not `Sendable`: a catalog belongs to the code that fills it (the CLI's main flow).
/// Named `LayoutCatalog` so the module name `LayoutRegistry` stays usable.
public final class LayoutCatalog {
    private var entries: [String: LayoutDescriptor] = [:]

    /// An empty catalog.
    public init() {}

    /// Registers a layout under its name.
    ///
    /// - Throws: ``LayoutRegistryError/duplicateName(_:existingOrigin:)`` when the name is
    ///   taken (the catalog is unchanged), or
    ///   ``LayoutRegistryError/configurationFailed(layout:message:)`` for an empty name, a
    ///   parameter declared twice, or one whose default does not fit its own type, range
    ///   or requirement.
    public func register(_ descriptor: LayoutDescriptor) throws(LayoutRegistryError) {
        try descriptor.validateDeclaration()
        if let existing = entries[descriptor.name] {
            throw .duplicateName(descriptor.name, existingOrigin: existing.origin)
        }
        entries[descriptor.name] = descriptor
    }

    /// Every registered layout, sorted by name.
    public var descriptors: [LayoutDescriptor] {
        entries.values.sorted { $0.name < $1.name }
    }

    /// The registered names, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// The layout registered under a name.
    ///
    /// - Throws: ``LayoutRegistryError/unknownLayout(_:suggestions:)`` with the closest
    ///   known names.
    public func descriptor(named name: String) throws(LayoutRegistryError) -> LayoutDescriptor {
        guard let d = entries[name] else {
            throw .unknownLayout(name, suggestions: suggestions(for: name))
        }
        return d
    }

    /// The known names closest to `name` (edit distance at most a third of its length,
    /// at least 1 and at most 3, counting a swap of neighbors as 1; or sharing a
    /// prefix), best first, at most three.
    ///
    /// - Complexity: O(number of layouts × name length²).
    public func suggestions(for name: String) -> [String] {
        closestNames(to: name, among: entries.keys)
    }

    /// Resolves parameter values written as on the command line, with defaults for the
    /// rest.
    ///
    /// - Throws: ``LayoutRegistryError`` for an unknown layout or parameter, a value of
    ///   the wrong type, or one out of range.
    public func configuration(
        for name: String, parameters: [String: String] = [:], itemCounts: [Int], data: LayoutData? = nil
    ) throws(LayoutRegistryError) -> LayoutConfiguration {
        let d = try descriptor(named: name)
        var values = d.defaultValues
        for (key, text) in parameters.sorted(by: { $0.key < $1.key }) {
            values[key] = try d.parse(text, forParameter: key)
        }
        return LayoutConfiguration(layoutName: name, values: values, itemCounts: data?.itemCounts ?? itemCounts, data: data)
    }

    /// Makes a configured layout from a name and parameter values written as on the
    /// command line.
    ///
    /// - Throws: What ``configuration(for:parameters:itemCounts:data:)`` throws, or what
    ///   the layout's factory throws.
    public func makeLayout(
        named name: String, parameters: [String: String] = [:], itemCounts: [Int], data: LayoutData? = nil
    ) throws(LayoutRegistryError) -> LayoutInstance {
        let config = try configuration(for: name, parameters: parameters, itemCounts: itemCounts, data: data)
        return try entries[name]!.make(config)
    }
}

/// The candidates closest to `name`, best first, at most three: an edit distance (see
/// ``editDistance(_:_:)``, ignoring case) of at most a third of the name's length (at
/// least 1, at most 3), or one is a prefix of the other. What every "did you mean" of the
/// package suggests: layout, parameter, subcommand and option names.
///
/// ```swift
/// closestNames(to: "lsit", among: ["list", "flow"])  // ["list"]
/// ```
///
/// - Complexity: O(candidates × name length²).
package func closestNames(to name: String, among candidates: some Sequence<String>) -> [String] {
    let lower = name.lowercased()
    let scored = candidates.map { candidate -> (String, Int) in
        let c = candidate.lowercased()
        var d = editDistance(lower, c)
        if !lower.isEmpty && (c.hasPrefix(lower) || lower.hasPrefix(c)) { d = min(d, 1) }
        return (candidate, d)
    }
    return scored.filter { $0.1 <= max(1, min(3, name.count / 3)) }
        .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        .prefix(3).map(\.0)
}

/// `did you mean 'list'?` (or `'a' or 'b'`) for the given names; `nil` for none — the
/// one wording of every suggestion the package makes.
package func didYouMean(_ names: [String]) -> String? {
    names.isEmpty ? nil : "did you mean \(names.map { "'\($0)'" }.joined(separator: " or "))?"
}

/// The optimal-string-alignment distance between two strings: insertions, deletions,
/// substitutions and transpositions of neighbors each cost 1 (`lsit` → `list` is 1).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}
