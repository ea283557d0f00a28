import Geometry
import LayoutProtocol

/// A Swift type a layout parameter can have, with its ``ParameterType`` and its
/// conversion from and to ``ParameterValue``: `Double`, `Int`, `Bool`, `Size`, `Point`,
/// `EdgeInsets` and `String`. Enumerations use the `LayoutParameter` initializer for
/// `RawRepresentable & CaseIterable` types.
public protocol LayoutParameterValue: Sendable {
    /// The parameter type of this Swift type (`Double` is ``ParameterType/number``).
    static var parameterType: ParameterType { get }
    /// The value as a parameter value.
    var parameterValue: ParameterValue { get }
    /// The Swift value of a parameter value of this type; `nil` for another type.
    init?(parameterValue: ParameterValue)
}

extension LayoutParameterValue {
    /// The value a parameter value carries, when it is of this type.
    public init?(parameterValue: ParameterValue) {
        guard let value = parameterValue.payload as? Self else { return nil }
        self = value
    }
}

extension ParameterValue {
    /// The Swift value inside.
    var payload: any Sendable {
        switch self {
        case .number(let v): return v
        case .integer(let v): return v
        case .bool(let v): return v
        case .size(let v): return v
        case .point(let v): return v
        case .insets(let v): return v
        case .enumeration(let v), .string(let v): return v
        }
    }
}

extension Double: LayoutParameterValue {
    public static var parameterType: ParameterType { .number }
    public var parameterValue: ParameterValue { .number(self) }
    /// The number of a `.number` or `.integer` value.
    public init?(parameterValue: ParameterValue) {
        guard let v = parameterValue.numberValue else { return nil }
        self = v
    }
}

extension Int: LayoutParameterValue {
    public static var parameterType: ParameterType { .integer }
    public var parameterValue: ParameterValue { .integer(self) }
}

extension Bool: LayoutParameterValue {
    public static var parameterType: ParameterType { .bool }
    public var parameterValue: ParameterValue { .bool(self) }
}

extension Size: LayoutParameterValue {
    public static var parameterType: ParameterType { .size }
    public var parameterValue: ParameterValue { .size(self) }
}

extension Point: LayoutParameterValue {
    public static var parameterType: ParameterType { .point }
    public var parameterValue: ParameterValue { .point(self) }
}

extension EdgeInsets: LayoutParameterValue {
    public static var parameterType: ParameterType { .insets }
    public var parameterValue: ParameterValue { .insets(self) }
}

extension String: LayoutParameterValue {
    public static var parameterType: ParameterType { .string }
    public var parameterValue: ParameterValue { .string(self) }
    /// The text of a `.string` value.
    public init?(parameterValue: ParameterValue) {
        guard case .string(let v) = parameterValue else { return nil }
        self = v
    }
}

/// A parameter of a layout of type `Layout`, declared once: name, type (from the Swift
/// property), default, range or cases, help — bound to the property it sets.
///
/// The same declaration gives `cvkit describe` its lines, `--param` its parsing and
/// validation, and a plugin its manifest; the layout's factory never reads a parameter
/// by name, so a misspelled name cannot become a silent default.
///
/// ```swift
/// LayoutDescriptor(name: "grid", summary: "…", details: "…", origin: "built-in", parameters: [
///     LayoutParameter("rowHeight", \.rowHeight, default: 44, range: 0...1_000_000, help: "The height of every row."),
///     LayoutParameter("sectionBackground", default: false, help: "Draw a decoration view behind each section.") { layout, on in
///         if on { layout.showsSectionBackgrounds() }
///     },
/// ]) { _ in GridLayout() }
/// ```
public struct LayoutParameter<Layout: AnyObject>: Sendable {
    /// What `describe`, `--param` and the plugin manifest show: name, type, default,
    /// range, help.
    public let spec: ParameterSpec
    /// Sets a value (already parsed and checked against ``spec``) on a layout.
    let apply: @Sendable (Layout, ParameterValue) throws(LayoutRegistryError) -> Void
    /// Checks a requirement beyond the type and range (see ``requiring(_:_:)``).
    var check: @Sendable (ParameterValue) throws(LayoutRegistryError) -> Void

    // MARK: - Lifecycle

    /// A parameter bound to a property of the layout.
    ///
    /// - Parameters:
    ///   - name: The name on the command line; by convention the property's name.
    ///   - keyPath: The property it sets; its type is the parameter's type.
    ///   - defaultValue: The value when none is given.
    ///   - range: For numbers and integers, the inclusive range of allowed values.
    ///   - help: One line for `cvkit describe`.
    public init<Value: LayoutParameterValue>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value> & Sendable, default defaultValue: Value,
        range: ClosedRange<Double>? = nil, help: String
    ) {
        self.init(name, default: defaultValue, range: range, help: help) { layout, value in layout[keyPath: keyPath] = value }
    }

    /// A parameter applied by a typed setter: for what is not one stored property (turn on
    /// a decoration, parse a list).
    ///
    /// - Parameters:
    ///   - name: The name on the command line.
    ///   - defaultValue: The value when none is given.
    ///   - range: For numbers and integers, the inclusive range of allowed values.
    ///   - help: One line for `cvkit describe`.
    ///   - set: Applies a value to a fresh layout; it may throw a
    ///     ``LayoutRegistryError`` for a value it cannot use.
    public init<Value: LayoutParameterValue>(
        _ name: String, default defaultValue: Value, range: ClosedRange<Double>? = nil, help: String,
        set: @escaping @Sendable (Layout, Value) throws(LayoutRegistryError) -> Void
    ) {
        spec = ParameterSpec(name: name, type: Value.parameterType, defaultValue: defaultValue.parameterValue, range: range, help: help)
        check = { _ in }
        apply = { (layout: Layout, value: ParameterValue) throws(LayoutRegistryError) in
            guard let typed = Value(parameterValue: value) else {
                throw .invalidValue(layout: "", parameter: name, value: value.description, expected: Value.parameterType.syntax)
            }
            try set(layout, typed)
        }
    }

    /// A parameter bound to an enumeration property; its cases are the enumeration's raw
    /// values, in declaration order.
    ///
    /// - Parameters:
    ///   - name: The name on the command line.
    ///   - keyPath: The property it sets.
    ///   - defaultValue: The case when none is given.
    ///   - help: One line for `cvkit describe`.
    public init<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Layout, Value> & Sendable, default defaultValue: Value, help: String
    ) where Value.RawValue == String {
        let cases = Value.allCases.map(\.rawValue)
        spec = ParameterSpec(name: name, type: .enumeration(cases), defaultValue: .enumeration(defaultValue.rawValue), help: help)
        check = { _ in }
        apply = { (layout: Layout, value: ParameterValue) throws(LayoutRegistryError) in
            guard case .enumeration(let raw) = value, let typed = Value(rawValue: raw) else {
                throw .invalidValue(layout: "", parameter: name, value: value.description, expected: cases.joined(separator: "|"))
            }
            layout[keyPath: keyPath] = typed
        }
    }

    // MARK: - Refining

    /// The same parameter with a further requirement on its value, checked before it is
    /// applied (and on the default, when the layout is registered).
    ///
    /// ```swift
    /// LayoutParameter("itemSize", \.itemSize, default: Size(width: 50, height: 50), help: "size of every item")
    ///     .requiring("WxH, neither negative") { $0.isValidLayoutSize }
    /// ```
    ///
    /// - Parameters:
    ///   - expected: What a valid value looks like, for the error message.
    ///   - isValid: Whether a value is acceptable.
    /// - Returns: The refined parameter; a value that fails is
    ///   ``LayoutRegistryError/invalidValue(layout:parameter:value:expected:)``.
    public func requiring<Value: LayoutParameterValue>(
        _ expected: String, _ isValid: @escaping @Sendable (Value) -> Bool
    ) -> LayoutParameter {
        var refined = self
        let name = spec.name, previous = check
        refined.check = { (value: ParameterValue) throws(LayoutRegistryError) in
            try previous(value)
            guard Value(parameterValue: value).map(isValid) == true else {
                throw .invalidValue(layout: "", parameter: name, value: value.description, expected: expected)
            }
        }
        return refined
    }
}
