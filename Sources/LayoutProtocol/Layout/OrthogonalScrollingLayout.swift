import Geometry

/// A layout whose sections may scroll on their own axis, across the layout's scroll
/// direction (UIKit's orthogonal sections; `CompositionalLayout` adopts it). The section
/// offsets are the host's state: the host's orthogonal scrolling drags, flings and
/// decelerates each section with the same physics as the content offset, and hands the
/// offsets to the layout through this protocol, so the host needs no concrete layout type.
public protocol OrthogonalScrollingLayout: AnyObject {
    /// Whether the orthogonal sections scroll horizontally (the layout scrolls
    /// vertically); `false` for vertically scrolling sections.
    var orthogonalSectionsScrollHorizontally: Bool { get }
    /// The scrolled length of a section's content and its visible length along the
    /// section's axis; `nil` for a section that does not scroll on its own.
    func orthogonalContentLength(forSection section: Int) -> (content: Double, visible: Double)?
    /// The section's offset (its axis coordinate; the other is zero).
    func orthogonalScrollingOffset(forSection section: Int) -> Point
    /// Moves the section's content; values outside `0…content − visible` (rubber-banding)
    /// are kept. Throws for a non-finite offset or a section that does not scroll.
    func setOrthogonalScrollingOffset(_ offset: Point, forSection section: Int) throws(LayoutError)
    /// Where a release of the section with `velocity` (points per second) comes to rest,
    /// given the stop the deceleration proposes.
    func targetOrthogonalOffset(forProposed proposed: Point, velocity: Vector, inSection section: Int) -> Point
    /// The section that scrolls on its own axis whose scrolling area (the rect its
    /// scroller clips to) contains `point`, in the collection view's content coordinates;
    /// `nil` when the point is in no such section. The host's hit test: a pan that begins
    /// there and moves mainly along the section's axis scrolls the section.
    func orthogonalScrollingSection(at point: Point) -> Int?
}

extension OrthogonalScrollingLayout {
    /// No section is hit: a layout that does not answer gets no touches routed to its
    /// sections (they still scroll through the host's drag and fling API).
    public func orthogonalScrollingSection(at point: Point) -> Int? { nil }
}
