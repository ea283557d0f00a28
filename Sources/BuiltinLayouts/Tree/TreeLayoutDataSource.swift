import LayoutProtocol

/// What a ``TreeLayout`` asks beyond the counts: each item's children (the guide's
/// `MyCustomProtocol`).
///
/// The layout finds it as the host's data source (`host.layoutDataSource`), so any object
/// that conforms can drive the layout; without one every item is a leaf.
///
/// ```swift
/// final class Classes: TreeLayoutDataSource {
///     func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: ElementIndexPath) -> [ElementIndexPath] {
///         indexPath == ElementIndexPath(item: 0, section: 0)
///             ? [ElementIndexPath(item: 0, section: 1), ElementIndexPath(item: 1, section: 1)] : []
///     }
/// }
/// ```
public protocol TreeLayoutDataSource: LayoutHostDataSource {
    /// The children of an item, in display order: items of the next section (each section
    /// is one level of the tree), each listed by one parent only.
    ///
    /// - Parameters:
    ///   - layout: The layout asking.
    ///   - indexPath: The parent item.
    /// - Returns: The index paths of its children; empty for a leaf.
    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: ElementIndexPath) -> [ElementIndexPath]
}

extension CustomAttributeKey where Value == [ElementIndexPath] {
    /// The children of a ``BuiltinLayouts/TreeLayout`` cell (the guide's `children` property of its
    /// attributes subclass); part of the attributes' equality.
    public static let treeChildren = CustomAttributeKey("children")
}

extension CustomAttributeKey where Value == ElementIndexPath {
    /// The parent cell a ``BuiltinLayouts/TreeLayout`` connection view leads from (the connection's own
    /// index path is the child's).
    public static let treeParent = CustomAttributeKey("parent")
}
