import CompositionalLayout
import Foundation
import Geometry

/// The smallest component of a compositional layout: one cell (`NSCollectionLayoutItem`), over
/// CVKit's ``CompositionalLayout/LayoutItem``. Configure it after creation, as on iOS.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, NSCopying {
    /// The CVKit item this object configures.
    let native: LayoutItem
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items as given.
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// The edge spacing as given.
    var storedEdgeSpacing: NSCollectionLayoutEdgeSpacing?

    init(wrapping native: LayoutItem, layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.native = native
        self.layoutSize = layoutSize
        storedSupplementaryItems = supplementaryItems
        super.init()
    }

    /// An item of a size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item with supplementary items (badges) anchored to it.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(
            wrapping: LayoutItem(layoutSize: layoutSize.native, supplementaryItems: supplementaryItems.map(\.supplementary)),
            layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// The distance from the allotted space to the item's frame (ignored along an estimated axis).
    open var contentInsets: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(native.contentInsets) }
        set { native.contentInsets = newValue.native }
    }

    /// The space outside the item on each edge, used when its group lays it out.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        get { storedEdgeSpacing }
        set {
            storedEdgeSpacing = newValue
            native.edgeSpacing = newValue?.native
        }
    }

    /// The supplementary items anchored to the item.
    open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }

    /// An independent deep copy (`NSCopying`): a new object of the same UIKit class over a
    /// copy of the engine's item, with copies of its supplementary items (and, for a group,
    /// of its subitems, to any depth). Changing the copy's settable properties — or those of
    /// anything inside it — leaves the original unchanged, and a layout made from the copy
    /// has the original's frames. Immutable values (sizes, spacings, anchors) are shared, as
    /// they are their own copies. Main actor only, as the object is.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { () -> NSCollectionLayoutItem in wrapping(copy: native.compatCopy()) }
    }

    /// A wrapper of this object's class around `copy` (a ``compatCopy()`` of ``native``),
    /// with this wrapper's own state: the supplementary items' wrappers wrap the copy's
    /// supplementary items.
    func wrapping(copy: LayoutItem) -> NSCollectionLayoutItem {
        let wrapper = NSCollectionLayoutItem(
            wrapping: copy, layoutSize: layoutSize, supplementaryItems: storedSupplementaryItems.wrapping(copies: copy.supplementaryItems))
        wrapper.storedEdgeSpacing = storedEdgeSpacing
        return wrapper
    }
}

/// One item of a custom group: a frame relative to the group and a z-index
/// (`NSCollectionLayoutGroupCustomItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
    /// The object itself: it is immutable, so it is its own exact copy (as Foundation's
    /// immutable classes answer `copy()`).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The frame relative to the group's origin.
    public let frame: CGRect
    /// The stacking order.
    public let zIndex: Int

    /// A custom item with z-index 0.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// A custom item.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    var native: LayoutGroupCustomItem { LayoutGroupCustomItem(frame: frame.native, zIndex: zIndex) }
}

/// The closure of a custom group: its items' frames in the environment
/// (`NSCollectionLayoutGroupCustomItemProvider`).
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A container of items along one axis or placed by a closure (`NSCollectionLayoutGroup`), over
/// CVKit's ``CompositionalLayout/LayoutGroup``.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items and groups inside the group.
    public let subitems: [NSCollectionLayoutItem]
    var storedInterItemSpacing: NSCollectionLayoutSpacing?

    /// The CVKit group.
    let group: LayoutGroup

    init(_ native: LayoutGroup, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
        self.subitems = subitems
        group = native
        super.init(wrapping: native, layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that lays its subitems out side by side, repeating them while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            .horizontal(layoutSize: layoutSize.native, subitems: subitems.map(\.native)), layoutSize: layoutSize, subitems: subitems)
    }

    /// Exactly `count` copies of a subitem side by side, sharing the group's width (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            .horizontal(layoutSize: layoutSize.native, repeatingSubitem: subitem.native, count: count), layoutSize: layoutSize,
            subitems: [subitem])
    }

    /// Exactly `count` copies of a subitem side by side (UIKit's name before iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group that lays its subitems out top to bottom, repeating them while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(
            .vertical(layoutSize: layoutSize.native, subitems: subitems.map(\.native)), layoutSize: layoutSize, subitems: subitems)
    }

    /// Exactly `count` copies of a subitem top to bottom, sharing the group's height (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(
            .vertical(layoutSize: layoutSize.native, repeatingSubitem: subitem.native, count: count), layoutSize: layoutSize,
            subitems: [subitem])
    }

    /// Exactly `count` copies of a subitem top to bottom (UIKit's name before iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items' frames come from a closure, relative to the group's origin. The
    /// closure runs on the main actor during the layout pass.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider)
        -> NSCollectionLayoutGroup
    {
        let provider = Unchecked(itemProvider)
        let native = LayoutGroup.custom(layoutSize: layoutSize.native) { environment in
            MainActor.assumeIsolated { provider.value(LayoutEnvironmentObject(environment)).map(\.native) }
        }
        return NSCollectionLayoutGroup(native, layoutSize: layoutSize, subitems: [])
    }

    /// Supplementary items anchored to the group (CVKit anchors them to the group's items'
    /// index paths: see the CompositionalLayout module's limits).
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set {
            storedSupplementaryItems = newValue
            native.supplementaryItems = newValue.map(\.supplementary)
        }
    }

    /// The space between consecutive subitems along the group's axis.
    open var interItemSpacing: NSCollectionLayoutSpacing? {
        get { storedInterItemSpacing }
        set {
            storedInterItemSpacing = newValue
            group.interItemSpacing = newValue?.native
        }
    }

    /// A text rendering for debugging (UIKit prints ASCII art; CVKit names the arrangement).
    open func visualDescription() -> String {
        "\(group.arrangement) group \(layoutSize.widthDimension) × \(layoutSize.heightDimension), \(subitems.count) subitems"
    }

    /// A group wrapper around a copy of the engine's group, whose subitems' wrappers wrap the
    /// copy's subitems.
    override func wrapping(copy: LayoutItem) -> NSCollectionLayoutItem {
        guard let copy = copy as? LayoutGroup else { return super.wrapping(copy: copy) }
        let wrapper = NSCollectionLayoutGroup(
            copy, layoutSize: layoutSize, subitems: zip(subitems, copy.subitems).map { $0.wrapping(copy: $1) })
        wrapper.storedSupplementaryItems = storedSupplementaryItems.wrapping(copies: copy.supplementaryItems)
        wrapper.storedEdgeSpacing = storedEdgeSpacing
        wrapper.storedInterItemSpacing = storedInterItemSpacing
        return wrapper
    }
}

/// A supplementary view anchored to an item or group: a badge (`NSCollectionLayoutSupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// Where it sits on its container.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the item that meets the container anchor, or `nil` for the matching corner.
    public let itemAnchor: NSCollectionLayoutAnchor?

    init(
        wrapping native: LayoutSupplementaryItem, layoutSize: NSCollectionLayoutSize, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        supplementary = native
        super.init(wrapping: native, layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A supplementary item of a kind anchored to its container.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(
            wrapping: LayoutSupplementaryItem(
                layoutSize: layoutSize.native, elementKind: elementKind, containerAnchor: containerAnchor.native),
            layoutSize: layoutSize, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item whose `itemAnchor` point meets the container's anchor point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            wrapping: LayoutSupplementaryItem(
                layoutSize: layoutSize.native, elementKind: elementKind, containerAnchor: containerAnchor.native,
                itemAnchor: itemAnchor.native),
            layoutSize: layoutSize, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    /// The CVKit supplementary item.
    let supplementary: LayoutSupplementaryItem

    /// The element kind of the view.
    open var elementKind: String { supplementary.elementKind }

    /// The stacking order; 1 by default (above cells).
    open var zIndex: Int {
        get { supplementary.zIndex }
        set { supplementary.zIndex = newValue }
    }

    /// A supplementary wrapper around a copy of the engine's supplementary item.
    override func wrapping(copy: LayoutItem) -> NSCollectionLayoutItem {
        guard let copy = copy as? LayoutSupplementaryItem else { return super.wrapping(copy: copy) }
        let wrapper = NSCollectionLayoutSupplementaryItem(
            wrapping: copy, layoutSize: layoutSize, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        wrapper.storedEdgeSpacing = storedEdgeSpacing
        return wrapper
    }
}

/// A header or footer of a section or of the whole layout (`NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The CVKit boundary item.
    let boundary: LayoutBoundarySupplementaryItem

    init(_ native: LayoutBoundarySupplementaryItem, layoutSize: NSCollectionLayoutSize) {
        boundary = native
        super.init(wrapping: native, layoutSize: layoutSize, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// A boundary item attached to an edge or corner.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize.native, elementKind: elementKind, alignment: alignment.native),
            layoutSize: layoutSize)
    }

    /// A boundary item moved by a fixed offset.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.init(
            LayoutBoundarySupplementaryItem(
                layoutSize: layoutSize.native, elementKind: elementKind, alignment: alignment.native, absoluteOffset: absoluteOffset.native),
            layoutSize: layoutSize)
    }

    /// Whether it adds to the section's length; `true` by default.
    open var extendsBoundary: Bool {
        get { boundary.extendsBoundary }
        set { boundary.extendsBoundary = newValue }
    }

    /// Whether it stays on screen while its section is; `false` by default.
    open var pinToVisibleBounds: Bool {
        get { boundary.pinToVisibleBounds }
        set { boundary.pinToVisibleBounds = newValue }
    }

    /// The edge or corner it is attached to.
    open var alignment: NSRectAlignment {
        NSRectAlignment(rawValue: RectAlignment.allCases.firstIndex(of: boundary.alignment) ?? 0) ?? .none
    }

    /// The fixed offset from its natural position.
    open var offset: CGPoint { CGPoint(boundary.offset) }

    /// A boundary wrapper around a copy of the engine's boundary item.
    override func wrapping(copy: LayoutItem) -> NSCollectionLayoutItem {
        guard let copy = copy as? LayoutBoundarySupplementaryItem else { return super.wrapping(copy: copy) }
        let wrapper = NSCollectionLayoutBoundarySupplementaryItem(copy, layoutSize: layoutSize)
        wrapper.storedEdgeSpacing = storedEdgeSpacing
        return wrapper
    }
}

/// A decoration view behind a section: its background (`NSCollectionLayoutDecorationItem`).
/// Register its view class with the layout's `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The CVKit decoration item.
    let decoration: LayoutDecorationItem

    init(_ native: LayoutDecorationItem) {
        decoration = native
        super.init(wrapping: native, layoutSize: NSCollectionLayoutSize(native.layoutSize), supplementaryItems: [])
    }

    /// A background for a section.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(LayoutDecorationItem.background(elementKind: elementKind))
    }

    /// The element kind of the decoration view.
    open var elementKind: String { decoration.elementKind }

    /// The stacking order; −1 by default (behind cells).
    open var zIndex: Int {
        get { decoration.zIndex }
        set { decoration.zIndex = newValue }
    }

    /// A decoration wrapper around a copy of the engine's decoration item.
    override func wrapping(copy: LayoutItem) -> NSCollectionLayoutItem {
        guard let copy = copy as? LayoutDecorationItem else { return super.wrapping(copy: copy) }
        let wrapper = NSCollectionLayoutDecorationItem(copy)
        wrapper.storedEdgeSpacing = storedEdgeSpacing
        return wrapper
    }
}
