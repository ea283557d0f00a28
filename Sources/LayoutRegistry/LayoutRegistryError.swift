import Geometry

/// What went wrong finding or configuring a layout; the message says what to do.
public enum LayoutRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A second registration under a name already taken.
    case duplicateName(String, existingOrigin: String)
    /// A name that is not registered, with the closest known names.
    case unknownLayout(String, suggestions: [String])
    /// A parameter the layout does not have, with the ones it has.
    case unknownParameter(layout: String, parameter: String, known: [String])
    /// A value that cannot be read as the parameter's type.
    case invalidValue(layout: String, parameter: String, value: String, expected: String)
    /// A number outside the parameter's range.
    case outOfRange(layout: String, parameter: String, value: String, range: ClosedRange<Double>)
    /// The layout could not be made from the configuration.
    case configurationFailed(layout: String, message: String)
    /// A plugin that could not be loaded.
    case pluginLoadFailed(path: String, reason: String)
    /// A data file (`--data FILE.json`) that cannot be read or is malformed: the file, where
    /// in it (`line 3, column 7` for a syntax error, `sections[0].items[3].width` for a
    /// bad value; empty when the file cannot be read) and what was expected.
    case dataFile(path: String, location: String, message: String)

    public var description: String {
        switch self {
        case .duplicateName(let name, let origin):
            return "a layout named '\(name)' is already registered (from \(origin)); choose another name"
        case .unknownLayout(let name, let suggestions):
            let hint = didYouMean(suggestions).map { "; " + $0 } ?? ""
            return "unknown layout '\(name)'\(hint) (run 'cvkit list' to see every layout)"
        case .unknownParameter(let layout, let parameter, let known):
            let closest = closestNames(to: parameter, among: known)
            let hint = didYouMean(closest).map { $0 + " " } ?? ""
            return
                "layout '\(layout)' has no parameter '\(parameter)'; \(hint)its parameters are: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        case .invalidValue(let layout, let parameter, let value, let expected):
            let owner = layout.isEmpty ? "" : " of layout '\(layout)'"
            return "invalid value '\(value)' for parameter '\(parameter)'\(owner): expected \(expected)"
        case .outOfRange(let layout, let parameter, let value, let range):
            let owner = layout.isEmpty ? "" : " of layout '\(layout)'"
            return
                "value \(value) for parameter '\(parameter)'\(owner) is out of range \(formatScalar(range.lowerBound))...\(formatScalar(range.upperBound))"
        case .configurationFailed(let layout, let message):
            return "cannot configure layout '\(layout)': \(message)"
        case .pluginLoadFailed(let path, let reason):
            return "cannot load plugin '\(path)': \(reason)"
        case .dataFile(let path, let location, let message):
            return location.isEmpty ? "data file '\(path)': \(message)" : "data file '\(path)': \(location): \(message)"
        }
    }

    /// The same error with the layout name filled in.
    public func inLayout(_ layout: String) -> LayoutRegistryError {
        switch self {
        case .invalidValue(_, let p, let v, let e): return .invalidValue(layout: layout, parameter: p, value: v, expected: e)
        case .outOfRange(_, let p, let v, let r): return .outOfRange(layout: layout, parameter: p, value: v, range: r)
        default: return self
        }
    }
}
