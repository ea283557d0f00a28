import Geometry
import LayoutProtocol

/// Where the items of one section get their sizes from (beyond UIKit: lets a delegate
/// keep a huge uniform section O(1), or hand over all sizes of a section at once).
///
/// ```swift
/// func flowLayout(_ layout: FlowLayout, itemSizingForSectionAt section: Int) -> FlowItemSizing {
///     section == 0 ? .uniform(Size(width: 100, height: 100)) : .sizes(photoSizes)
/// }
/// ```
public enum FlowItemSizing: Hashable, Sendable {
    /// Ask ``FlowLayoutDelegate/flowLayout(_:sizeForItemAt:)`` for every item (UIKit's
    /// behavior; the default). Items it returns `nil` for use the layout's
    /// ``FlowLayout/itemSize``; when it returns `nil` for all of them the section is stored
    /// as a uniform section.
    case perItem
    /// Every item of the section has the layout's ``FlowLayout/itemSize`` (or
    /// ``FlowLayout/estimatedItemSize`` when self-sizing): no per-item call, no per-item
    /// storage, O(1) for any number of items.
    case layoutItemSize
    /// Every item of the section has this size: O(1) for any number of items.
    case uniform(Size)
    /// All sizes of the section at once, in item order; the array must have exactly one
    /// size per item. The layout keeps the array without copying it (copy-on-write), which
    /// is the fastest way to feed a large section.
    case sizes([Size])
}

/// The per-item and per-section metrics a ``FlowLayout`` asks its host's delegate for
/// (UIKit's `UICollectionViewDelegateFlowLayout`).
///
/// The layout finds the delegate as `host?.layoutDelegate as? FlowLayoutDelegate`. Every
/// method has a default implementation that returns `nil` (or ``FlowItemSizing/perItem``),
/// meaning "use the layout's property", so implement only what varies.
///
/// ```swift
/// final class PhotosDelegate: FlowLayoutDelegate {
///     var sizes: [[Size]]
///     func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? {
///         sizes[indexPath.section][indexPath.item]
///     }
///     func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
///         EdgeInsets(all: 8)
///     }
/// }
/// ```
///
/// Values are validated when the layout prepares: a negative or non-finite size, inset or
/// spacing makes ``FlowLayout/prepare()`` throw a ``LayoutProtocol/LayoutError`` naming the section (and
/// item) and the layout keeps its previous state.
///
/// Performance: one call per item costs a protocol dispatch plus whatever the delegate
/// does; a delegate that reads a `var` array property of a class also pays Swift's dynamic
/// exclusivity check on every call. That path costs several times a bulk prepare
/// (`cvkit-bench --filter flow` shows how much), so for large sections return
/// ``FlowItemSizing/sizes(_:)`` from ``flowLayout(_:itemSizingForSectionAt:)`` (all sizes
/// of a section in one array, kept without copying) or ``FlowItemSizing/uniform(_:)``
/// (O(1) for any number of items).
public protocol FlowLayoutDelegate: LayoutHostDelegate {
    /// How the items of a section are sized. Default: ``FlowItemSizing/perItem``.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - section: The section index.
    /// - Returns: The sizing of the section's items.
    func flowLayout(_ layout: FlowLayout, itemSizingForSectionAt section: Int) -> FlowItemSizing

    /// The size of one item (`collectionView(_:layout:sizeForItemAt:)`), or `nil` for the
    /// layout's ``FlowLayout/itemSize``. Asked only for sections whose sizing is
    /// ``FlowItemSizing/perItem``.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - indexPath: The item.
    /// - Returns: The item's size, or `nil`.
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size?

    /// The insets of a section (`collectionView(_:layout:insetForSectionAt:)`), or `nil`
    /// for ``FlowLayout/sectionInset``.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - section: The section index.
    /// - Returns: The insets, or `nil`.
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets?

    /// The spacing between lines of a section
    /// (`collectionView(_:layout:minimumLineSpacingForSectionAt:)`), or `nil` for
    /// ``FlowLayout/minimumLineSpacing``.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - section: The section index.
    /// - Returns: The spacing, or `nil`.
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double?

    /// The minimum spacing between items of a line
    /// (`collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`), or `nil` for
    /// ``FlowLayout/minimumInteritemSpacing``.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - section: The section index.
    /// - Returns: The spacing, or `nil`.
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double?

    /// The header size of a section
    /// (`collectionView(_:layout:referenceSizeForHeaderInSection:)`), or `nil` for
    /// ``FlowLayout/headerReferenceSize``. Only the extent along the scroll axis is used.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - section: The section index.
    /// - Returns: The size, or `nil`.
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size?

    /// The footer size of a section
    /// (`collectionView(_:layout:referenceSizeForFooterInSection:)`), or `nil` for
    /// ``FlowLayout/footerReferenceSize``. Only the extent along the scroll axis is used.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - section: The section index.
    /// - Returns: The size, or `nil`.
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size?
}

extension FlowLayoutDelegate {
    public func flowLayout(_ layout: FlowLayout, itemSizingForSectionAt section: Int) -> FlowItemSizing { .perItem }
    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? { nil }
    public func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { nil }
    public func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? { nil }
    public func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? { nil }
    public func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { nil }
    public func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { nil }
}
