import Geometry

/// Where and how one element is shown: the value a layout returns for a cell, a
/// supplementary view or a decoration view (`UICollectionViewLayoutAttributes`).
///
/// A value type: copying attributes never shares state, and two attributes are equal when
/// every property — custom attributes included — is equal.
///
/// ```swift
/// var a = LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0))
/// a.frame = Rect(x: 0, y: 0, width: 50, height: 50)
/// a.center // (25, 25)
/// ```
///
/// Performance: the transform is stored out of line, and not at all while it is the
/// identity (almost every element's), so a value is about half the size of its sixteen
/// inline entries and copying one (a layout's query makes one per element, the host
/// copies them into its visible set and its views) moves no transform.
public struct LayoutAttributes: Hashable, Sendable {
    /// The element's category (cell, supplementary or decoration, with its kind).
    public var category: ElementCategory
    /// The element's index path.
    public var indexPath: ElementIndexPath
    /// The frame in the collection view's content coordinates (before the transform).
    public var frame: Rect
    /// The 3D transform applied around the center; the identity by default.
    @inlinable public var transform3D: Transform3D {
        get { transformStorage?.value ?? .identity }
        set { transformStorage = TransformStorage.storage(for: newValue) }
    }
    /// The transform when it is not exactly the identity (bit for bit), else `nil`.
    ///
    /// Spelled `Optional<…>` on purpose: a stored `var x: T?` gets an implicit `= nil`
    /// initial value, and with it every initializer, inlined into a layout's query loop,
    /// stored `nil` and released the old value before storing the real one, which doubled
    /// the cost of a layout's viewport query.
    // swift-format-ignore: UseShorthandTypeNames
    @usableFromInline var transformStorage: Optional<TransformStorage>
    /// The opacity, 0…1; 1 by default.
    public var alpha: Double
    /// The stacking order: higher is in front; 0 by default.
    public var zIndex: Int
    /// Whether the element is hidden; `false` by default.
    public var isHidden: Bool
    /// Values a layout adds beyond the standard ones; they take part in equality.
    public var custom: CustomAttributes

    // MARK: - Lifecycle

    /// Creates attributes with the default values: a zero frame, identity transform,
    /// alpha 1, zIndex 0, visible.
    ///
    /// Inlinable, as ``init(forCellAt:frame:)``: a layout's viewport query builds one per
    /// element, and the call across modules cost more than the values it stores.
    @inlinable public init(category: ElementCategory, indexPath: ElementIndexPath, frame: Rect = .zero) {
        self.category = category
        self.indexPath = indexPath
        self.frame = frame
        self.transformStorage = nil
        self.alpha = 1
        self.zIndex = 0
        self.isHidden = false
        self.custom = CustomAttributes()
    }

    /// Attributes for a cell (`init(forCellWith:)`).
    @inlinable public init(forCellAt indexPath: ElementIndexPath, frame: Rect = .zero) {
        self.init(category: .cell, indexPath: indexPath, frame: frame)
    }

    /// Attributes for a supplementary view (`init(forSupplementaryViewOfKind:with:)`).
    public init(forSupplementaryViewOfKind kind: String, at indexPath: ElementIndexPath, frame: Rect = .zero) {
        self.init(category: .supplementary(kind: kind), indexPath: indexPath, frame: frame)
    }

    /// Attributes for a decoration view (`init(forDecorationViewOfKind:with:)`).
    public init(forDecorationViewOfKind kind: String, at indexPath: ElementIndexPath, frame: Rect = .zero) {
        self.init(category: .decoration(kind: kind), indexPath: indexPath, frame: frame)
    }

    // MARK: - Derived geometry

    /// The element's identity (category and index path).
    public var key: ElementKey { ElementKey(category, indexPath) }

    /// The center of the frame; setting it moves the frame and keeps the size.
    public var center: Point {
        get { frame.center }
        set { frame.origin = Point(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2) }
    }

    /// The size of the frame; setting it keeps the center, as UIKit does.
    public var size: Size {
        get { frame.size }
        set {
            let c = frame.center
            frame = Rect(x: c.x - newValue.width / 2, y: c.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The bounds: the size at origin zero.
    public var bounds: Rect {
        get { Rect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// The 2D transform: the affine part of ``transform3D``; setting it replaces the 3D
    /// transform, as UIKit's two properties do.
    public var transform: AffineTransform {
        get { transform3D.affineTransform }
        set { transform3D = Transform3D(newValue) }
    }

    /// The element kind for supplementary and decoration views, `nil` for cells
    /// (`representedElementKind`).
    public var representedElementKind: String? { category.kind }

    /// Whether every number is finite (frame, transform, alpha).
    @inlinable public var isFinite: Bool {
        frame.isFinite && alpha.isFinite && (transformStorage.map { $0.value.isFinite } ?? true)
    }

    /// The typed custom value for a key.
    public subscript<V>(custom key: CustomAttributeKey<V>) -> V? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

extension LayoutAttributes {
    /// Whether every property, custom attributes included, is equal (the transform
    /// compared as a value, however it is stored).
    @inlinable public static func == (lhs: LayoutAttributes, rhs: LayoutAttributes) -> Bool {
        guard lhs.indexPath == rhs.indexPath, lhs.frame == rhs.frame, lhs.alpha == rhs.alpha, lhs.zIndex == rhs.zIndex,
            lhs.isHidden == rhs.isHidden, lhs.category == rhs.category
        else { return false }
        if lhs.transformStorage != nil || rhs.transformStorage != nil {
            guard lhs.transform3D == rhs.transform3D else { return false }
        }
        return lhs.custom == rhs.custom
    }

    /// Hashes every property that takes part in equality (the transform only when it is
    /// not equal to the identity, so equal values hash alike however they are stored).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(indexPath)
        hasher.combine(frame)
        let transform = transform3D
        if transform != .identity { hasher.combine(transform) }
        hasher.combine(alpha)
        hasher.combine(zIndex)
        hasher.combine(isHidden)
        hasher.combine(custom)
    }
}

/// An immutable, shared copy of a transform that is not the identity: what
/// ``LayoutAttributes`` stores instead of sixteen inline entries.
@usableFromInline final class TransformStorage: Sendable {
    /// The transform.
    @usableFromInline let value: Transform3D

    @usableFromInline init(_ value: Transform3D) { self.value = value }

    /// `nil` for the identity bit for bit (so a `-0` entry is kept as it was set), else
    /// a new storage.
    @inlinable static func storage(for transform: Transform3D) -> TransformStorage? {
        isExactIdentity(transform) ? nil : TransformStorage(transform)
    }

    /// Whether every entry has the identity's bit pattern.
    @inlinable static func isExactIdentity(_ t: Transform3D) -> Bool {
        let one = (1.0).bitPattern
        let zero = (0.0).bitPattern
        return t.m11.bitPattern == one && t.m22.bitPattern == one && t.m33.bitPattern == one && t.m44.bitPattern == one
            && t.m12.bitPattern == zero && t.m13.bitPattern == zero && t.m14.bitPattern == zero
            && t.m21.bitPattern == zero && t.m23.bitPattern == zero && t.m24.bitPattern == zero
            && t.m31.bitPattern == zero && t.m32.bitPattern == zero && t.m34.bitPattern == zero
            && t.m41.bitPattern == zero && t.m42.bitPattern == zero && t.m43.bitPattern == zero
    }
}

extension LayoutAttributes: CustomStringConvertible {
    /// `cell [0, 1] frame (60, 0, 50, 50)` plus any non-default values.
    public var description: String {
        var s = "\(key) frame \(frame)"
        if alpha != 1 { s += " alpha \(formatScalar(alpha))" }
        if zIndex != 0 { s += " zIndex \(zIndex)" }
        if isHidden { s += " hidden" }
        if !transform3D.isIdentity { s += " transformed" }
        return s
    }
}

extension LayoutAttributes: Interpolatable {
    /// Interpolates center, size, alpha, 2D/3D transform and interpolatable custom
    /// attributes; zIndex, isHidden and the rest switch at the midpoint.
    ///
    /// Identity (category, index path) comes from `self`.
    public func interpolated(to other: LayoutAttributes, progress t: Double) -> LayoutAttributes {
        if t == 0 { return self }
        var r = self
        r.frame = frame.interpolated(to: other.frame, progress: t)
        r.alpha = lerp(alpha, other.alpha, t)
        if !(transform3D.isIdentity && other.transform3D.isIdentity) {
            r.transform3D = transform3D.interpolated(to: other.transform3D, progress: t)
        }
        r.zIndex = t < 0.5 ? zIndex : other.zIndex
        r.isHidden = t < 0.5 ? isHidden : other.isHidden
        r.custom = custom.interpolated(to: other.custom, progress: t)
        return r
    }
}
