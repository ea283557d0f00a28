import Foundation
import Geometry
import LayoutProtocol

/// Where and how one element is shown (`UICollectionViewLayoutAttributes`): an open class,
/// `NSObject` + `NSCopying`, so `super.layoutAttributesForElements(in:)?.map { $0.copy() as!
/// UICollectionViewLayoutAttributes }` works and subclasses add properties, overriding
/// `copy(with:)` and `isEqual(_:)`.
///
/// `@preconcurrency @MainActor`, as the iOS SDK imports it: an extension on it may call the
/// layout, and Swift 5 code uses it from anywhere. `NSObject`'s and `NSCopying`'s members —
/// `init()`, `copy(with:)`, `isEqual(_:)`, `hash`, `description` — are nonisolated, as on iOS,
/// so a subclass's overrides are nonisolated too: in the Swift 6 language mode they read the
/// subclass's own stored properties only if those are `nonisolated(unsafe)`, the edit iOS
/// code needs there as well. The standard properties are kept in one CVKit
/// `LayoutAttributes` value, so handing them to the host costs one copy.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    // Safe: nonisolated(unsafe) because the nonisolated NSObject members read them; the host
    // and layouts touch attributes on the main actor only, as UIKit does.
    /// The standard properties, as the CVKit host reads them.
    nonisolated(unsafe) var native: LayoutAttributes { didSet { mirrorSlot = -1 } }
    /// Where the bridge's ``AttributesMirror`` keeps this object's value (`-1`: nowhere); any
    /// change to the standard properties forgets it.
    nonisolated(unsafe) var mirrorSlot = -1
    /// The mirror epoch `mirrorSlot` belongs to.
    nonisolated(unsafe) var mirrorEpoch = 0

    /// Attributes for the cell at index path [0, 0] with a zero frame (UIKit's `init()`).
    nonisolated public required override init() {
        native = LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0))
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        native.indexPath = indexPath.native
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        native = LayoutAttributes(forSupplementaryViewOfKind: elementKind, at: indexPath.native)
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        native = LayoutAttributes(forDecorationViewOfKind: decorationViewKind, at: indexPath.native)
    }

    // MARK: - Properties

    /// The frame in the collection view's content coordinates.
    public var frame: CGRect {
        get { CGRect(native.frame) }
        set { native.frame = newValue.native }
    }

    /// The center; setting it moves the frame and keeps the size.
    public var center: CGPoint {
        get { CGPoint(native.center) }
        set { native.center = newValue.native }
    }

    /// The size; setting it keeps the center, as UIKit does.
    public var size: CGSize {
        get { CGSize(native.size) }
        set { native.size = newValue.native }
    }

    /// The bounds: the size at origin zero; setting it changes the size around the center.
    public var bounds: CGRect {
        get { CGRect(native.bounds) }
        set { native.bounds = newValue.native }
    }

    /// The 2D transform; setting it replaces ``transform3D``.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(native.transform) }
        set { native.transform = newValue.native }
    }

    /// The 3D transform; setting it replaces ``transform``.
    public var transform3D: CATransform3D {
        get { CATransform3D(native.transform3D) }
        set { native.transform3D = newValue.native }
    }

    /// The opacity, 0…1.
    public var alpha: CGFloat {
        get { CGFloat(native.alpha) }
        set { native.alpha = Double(newValue) }
    }

    /// The stacking order: higher is in front.
    public var zIndex: Int {
        get { native.zIndex }
        set { native.zIndex = newValue }
    }

    /// Whether the element is hidden.
    public var isHidden: Bool {
        get { native.isHidden }
        set { native.isHidden = newValue }
    }

    /// The element's index path.
    public var indexPath: IndexPath {
        get { IndexPath(native.indexPath) }
        set { native.indexPath = newValue.native }
    }

    /// Whether the element is a cell, a supplementary view or a decoration view.
    public var representedElementCategory: UICollectionView.ElementCategory {
        switch native.category {
        case .cell: return .cell
        case .supplementary: return .supplementaryView
        case .decoration: return .decorationView
        }
    }

    /// The kind of a supplementary or decoration view; `nil` for cells.
    public var representedElementKind: String? { native.representedElementKind }

    // MARK: - NSObject

    /// A copy of the same class; subclasses call `super.copy(with:)` and copy their own
    /// properties onto the result.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.native = native
        return copy
    }

    /// Equal when `object` is of the same class with equal standard properties; subclasses
    /// with more properties override and call `super`.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return other.native == native
    }

    /// A hash of the standard properties.
    nonisolated open override var hash: Int { native.hashValue }

    /// `<MyAttributes: cell [0, 1] frame (…)>`.
    nonisolated open override var description: String { "<\(type(of: self)): \(native)>" }

    /// Attributes of the layout's class holding `value` (how the compat layer honours
    /// `layoutAttributesClass`).
    nonisolated static func make(
        _ cls: UICollectionViewLayoutAttributes.Type, _ value: LayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let a = cls.init()
        a.native = value
        return a
    }

    // MARK: - Crossing the host

    /// The key under which a subclass instance travels through the host.
    nonisolated static let objectKey = CustomAttributeKey<AttributesObject>("UIKitCompat.attributesObject")

    /// The value the host receives: the standard properties and, for a subclass, a copy of
    /// the object itself, so the host's equality uses the subclass's `isEqual(_:)` and views
    /// get the subclass back in `apply(_:)`. A subclass whose `copy(with:)` returns
    /// something other than layout attributes crosses as its standard properties only.
    var bridged: LayoutAttributes {
        if type(of: self) == UICollectionViewLayoutAttributes.self { return native }
        return bridgedSubclass
    }

    /// ``bridged`` for an instance of a subclass (a copy of the object rides along).
    nonisolated private var bridgedSubclass: LayoutAttributes {
        guard let copied = copy() as? UICollectionViewLayoutAttributes else { return native }
        var value = native
        value[custom: Self.objectKey] = AttributesObject(copied)
        return value
    }

    /// The values the host receives for a viewport query's answer, written straight into the
    /// result's storage: one copy per base-class object (the hot path of the bridge), no
    /// intermediate values.
    nonisolated static func bridging(_ objects: [UICollectionViewLayoutAttributes]) -> [LayoutAttributes] {
        let base = ObjectIdentifier(UICollectionViewLayoutAttributes.self)
        // Safe: the result has room for `source.count` values; each object initializes the
        // next slot once and counts it, so the count is the number initialized.
        return objects.withUnsafeBufferPointer { source in
            [LayoutAttributes](unsafeUninitializedCapacity: source.count) { target, initialized in
                guard var slot = target.baseAddress else { return }
                for object in source {
                    if ObjectIdentifier(type(of: object)) == base {
                        slot.initialize(to: object.native)
                    } else {
                        slot.initialize(to: object.bridgedSubclass)
                    }
                    slot += 1
                    initialized += 1
                }
            }
        }
    }

    /// The object for a value the host hands back: a copy of the subclass instance that
    /// crossed with it (with the host's standard properties), or base attributes.
    static func restoring(_ value: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        var plain = value
        guard let carried = plain[custom: objectKey] else { return make(UICollectionViewLayoutAttributes.self, value) }
        plain[custom: objectKey] = nil
        guard let copy = carried.object.copy() as? UICollectionViewLayoutAttributes else {
            return make(UICollectionViewLayoutAttributes.self, plain)
        }
        copy.native = plain
        return copy
    }
}

/// A subclass attributes object carried in a CVKit value's custom attributes; equal when the
/// objects are `isEqual(_:)`.
struct AttributesObject: CustomAttributeValue, @unchecked Sendable {
    let object: UICollectionViewLayoutAttributes
    init(_ object: UICollectionViewLayoutAttributes) { self.object = object }
    static func == (lhs: AttributesObject, rhs: AttributesObject) -> Bool { lhs.object === rhs.object || lhs.object.isEqual(rhs.object) }
    func hash(into hasher: inout Hasher) { hasher.combine(object.hash) }
    var attributeJSON: AttributeJSON { .string(String(describing: type(of: object))) }
}
