import Geometry
import LayoutProtocol

/// The compositional layout's orthogonal sections, driven by the host through the typed
/// extension point of `LayoutProtocol`.
extension CompositionalLayout: OrthogonalScrollingLayout {
    /// Whether the orthogonal sections scroll horizontally: when the layout scrolls vertically.
    public var orthogonalSectionsScrollHorizontally: Bool { configuration.scrollDirection == .vertical }
}
