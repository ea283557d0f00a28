import Geometry

/// A JSON-shaped value: how a custom attribute appears in the JSON layout dump.
public indirect enum AttributeJSON: Hashable, Sendable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array of values.
    case array([AttributeJSON])
    /// An object: values by key.
    case object([String: AttributeJSON])
}

/// A value a layout can attach to its attributes beyond the standard ones (what a
/// `UICollectionViewLayoutAttributes` subclass adds as properties).
///
/// Custom values take part in equality of ``LayoutAttributes``, as UIKit requires a
/// subclass to override `isEqual(_:)`. A value that knows how to interpolate returns the
/// in-between value from ``interpolated(to:progress:)``, and a transition animates it;
/// one that does not switches at the midpoint.
///
/// ```swift
/// struct Children: CustomAttributeValue { var paths: [ElementIndexPath] }
/// extension CustomAttributeKey where Value == Children {
///     static let children = CustomAttributeKey("children")
/// }
/// attributes[custom: .children] = Children(paths: [ElementIndexPath(item: 0, section: 1)])
/// ```
public protocol CustomAttributeValue: Hashable, Sendable {
    /// The value at `progress` between `self` and `other`, or `nil` when the type does
    /// not interpolate (the default).
    func interpolated(to other: Self, progress: Double) -> Self?
    /// The value as it appears in the JSON dump (default: its description as a string).
    var attributeJSON: AttributeJSON { get }
}

extension CustomAttributeValue {
    public func interpolated(to other: Self, progress: Double) -> Self? { nil }
    public var attributeJSON: AttributeJSON { .string(String(describing: self)) }
}

extension Double: CustomAttributeValue {
    public func interpolated(to other: Double, progress: Double) -> Double? { lerp(self, other, progress) }
    public var attributeJSON: AttributeJSON { .number(self) }
}

extension Int: CustomAttributeValue {
    public var attributeJSON: AttributeJSON { .number(Double(self)) }
}

extension Bool: CustomAttributeValue {
    public var attributeJSON: AttributeJSON { .bool(self) }
}

extension String: CustomAttributeValue {
    public var attributeJSON: AttributeJSON { .string(self) }
}

extension Point: CustomAttributeValue {
    public func interpolated(to other: Point, progress: Double) -> Point? {
        Point(x: lerp(x, other.x, progress), y: lerp(y, other.y, progress))
    }
    public var attributeJSON: AttributeJSON { .object(["x": .number(x), "y": .number(y)]) }
}

extension Size: CustomAttributeValue {
    public func interpolated(to other: Size, progress: Double) -> Size? {
        Size(width: lerp(width, other.width, progress), height: lerp(height, other.height, progress))
    }
    public var attributeJSON: AttributeJSON { .object(["width": .number(width), "height": .number(height)]) }
}

extension ElementIndexPath: CustomAttributeValue {
    public var attributeJSON: AttributeJSON { .array(indices.map { .number(Double($0)) }) }
}

extension Array: CustomAttributeValue where Element: CustomAttributeValue {
    public var attributeJSON: AttributeJSON { .array(map(\.attributeJSON)) }
}

/// The typed name of a custom attribute.
public struct CustomAttributeKey<Value: CustomAttributeValue>: Hashable, Sendable {
    /// The name, unique among the custom attributes of one layout; used in the JSON dump.
    public let name: String

    /// Creates a key with a name.
    public init(_ name: String) { self.name = name }
}

/// A type-erased custom attribute value.
public struct AnyCustomAttribute: Hashable, Sendable {
    /// The wrapped value.
    public let base: any CustomAttributeValue

    /// Wraps a value.
    public init(_ base: some CustomAttributeValue) { self.base = base }

    /// Equal when the values have the same type and are equal (`AnyHashable` alone would
    /// call `1` and `1.0` equal).
    public static func == (lhs: AnyCustomAttribute, rhs: AnyCustomAttribute) -> Bool {
        type(of: lhs.base) == type(of: rhs.base) && AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// The interpolated value, or `nil` when the types differ or do not interpolate.
    public func interpolated(to other: AnyCustomAttribute, progress: Double) -> AnyCustomAttribute? {
        func open<V: CustomAttributeValue>(_ value: V) -> AnyCustomAttribute? {
            guard let o = other.base as? V, let r = value.interpolated(to: o, progress: progress) else { return nil }
            return AnyCustomAttribute(r)
        }
        return open(base)
    }

    /// The value in the JSON dump.
    public var attributeJSON: AttributeJSON { base.attributeJSON }
}

/// The custom attributes of one element, by name.
public struct CustomAttributes: Hashable, Sendable {
    /// The values by name.
    public var values: [String: AnyCustomAttribute]

    /// No custom attributes.
    @inlinable public init() { values = [:] }

    /// Whether there are none.
    public var isEmpty: Bool { values.isEmpty }

    /// The typed value for a key.
    public subscript<V>(key: CustomAttributeKey<V>) -> V? {
        get { values[key.name]?.base as? V }
        set { values[key.name] = newValue.map(AnyCustomAttribute.init) }
    }

    /// Interpolates every value present in both; a value that cannot interpolate (or is in
    /// only one) comes from `self` below progress 0.5 and from `other` from 0.5 on.
    public func interpolated(to other: CustomAttributes, progress: Double) -> CustomAttributes {
        if values.isEmpty && other.values.isEmpty { return self }
        var result = CustomAttributes()
        for name in Set(values.keys).union(other.values.keys) {
            let a = values[name], b = other.values[name]
            if let a, let b, let mixed = a.interpolated(to: b, progress: progress) {
                result.values[name] = mixed
            } else {
                result.values[name] = progress < 0.5 ? a : b
            }
        }
        return result
    }
}
