import Geometry
import LayoutProtocol

/// A decoration view behind each section: the programming guide's "custom backgrounds" use of
/// decoration views, for any layout that knows where its sections are.
///
/// A layout that offers section backgrounds takes one of these, checks in `prepare()` that
/// its kind was registered on the layout with
/// `registerDecorationView(_:forKind:)` (as UIKit
/// requires before a layout may return decoration attributes of a kind), and places one
/// background per section, behind the section's cells by ``zIndex``.
///
/// ```swift
/// let grid = GridLayout()
/// grid.registerDecorationView("RowBackground", forKind: "rowBackground")
/// grid.sectionBackground = SectionBackgroundDecoration(kind: "rowBackground", insets: EdgeInsets(all: 2))
/// ```
public struct SectionBackgroundDecoration: Hashable, Sendable {
    /// The kind used when none is given.
    public static let defaultKind = "sectionBackground"

    /// The decoration kind; must be registered on the layout.
    public var kind: String
    /// How far the background is inset from the section's frame (not negative, so it stays
    /// inside the content).
    public var insets: EdgeInsets
    /// The stacking order: the layout places the background this far below the lowest
    /// zIndex of the section's cells (−1: just behind them).
    public var zIndex: Int

    /// Creates a section background.
    ///
    /// - Parameters:
    ///   - kind: The decoration kind.
    ///   - insets: The inset from the section's frame.
    ///   - zIndex: The offset below the section's cells (negative: behind them).
    public init(kind: String = defaultKind, insets: EdgeInsets = .zero, zIndex: Int = -1) {
        self.kind = kind
        self.insets = insets
        self.zIndex = zIndex
    }

    /// Checks the kind, the insets and the registration.
    ///
    /// - Parameter layout: The layout the background belongs to.
    /// - Throws: ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` for an empty or
    ///   unregistered kind, ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` for negative or non-finite
    ///   insets.
    public func validate(for layout: CollectionViewLayout) throws(LayoutError) {
        guard !kind.isEmpty else {
            throw .invalidParameter(name: "sectionBackground", message: "the decoration kind must not be empty")
        }
        try LayoutError.validate(insets, "sectionBackground.insets")
        guard layout.decorationViewRegistrations[kind] != nil else {
            throw .invalidParameter(
                name: "sectionBackground",
                message:
                    "decoration kind '\(kind)' is not registered on the layout; call registerDecorationView(_:forKind: \"\(kind)\") first")
        }
    }

    /// The background of one section, at index path `[section, 0]`.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - frame: The frame of the section's content.
    ///   - cellZIndex: The lowest zIndex of the section's cells.
    /// - Returns: Decoration attributes for the frame inset by ``insets`` (empty when the
    ///   insets are larger than the frame), ``zIndex`` below the cells.
    public func attributes(forSection section: Int, enclosing frame: Rect, cellZIndex: Int = 0) -> LayoutAttributes {
        var inner = frame.standardized.inset(by: insets)
        if inner.width < 0 || inner.height < 0 {
            inner = Rect(origin: frame.standardized.center, size: .zero)
        }
        var a = LayoutAttributes(forDecorationViewOfKind: kind, at: ElementIndexPath(item: 0, section: section), frame: inner)
        a.zIndex = cellZIndex.addingReportingOverflow(zIndex).partialValue
        return a
    }
}
