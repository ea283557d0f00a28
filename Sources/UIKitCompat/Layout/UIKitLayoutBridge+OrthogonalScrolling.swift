import CompositionalLayout
import Geometry
import LayoutProtocol

/// The orthogonal sections of a ``UICollectionViewCompositionalLayout``, handed to the host
/// through the bridge: the host drags, flings and decelerates them (its
/// `beginOrthogonalDragging(inSection:)`, `dragOrthogonal(inSection:translation:)`,
/// `endOrthogonalDragging(inSection:velocity:)`, and the scroll pan of `Gestures`, which routes
/// a pan into a section with `orthogonalScrollingSection(forPanStartingAt:translation:)`), as
/// it does for a native `CompositionalLayout`, and each move runs the section's
/// `visibleItemsInvalidationHandler`. Any other UIKit-dialect layout has no such section.
extension UIKitLayoutBridge: OrthogonalScrollingLayout {
    /// The compositional engine, when the layout presented is a compositional layout.
    private func withEngine<T: Sendable>(_ fallback: T, _ body: @MainActor @Sendable (CompositionalLayout) -> T) -> T {
        guard let layout else { return fallback }
        return onMainActor {
            guard let compositional = layout as? UICollectionViewCompositionalLayout else { return fallback }
            return body(compositional.engine)
        }
    }

    /// Whether the orthogonal sections scroll horizontally (the layout scrolls vertically).
    public var orthogonalSectionsScrollHorizontally: Bool { withEngine(true) { $0.orthogonalSectionsScrollHorizontally } }

    /// The scrolled and visible lengths of a section that scrolls on its own axis; `nil` for
    /// any other section and for layouts that are not compositional.
    public func orthogonalContentLength(forSection section: Int) -> (content: Double, visible: Double)? {
        let lengths: [Double]? = withEngine(nil) { engine in
            engine.orthogonalContentLength(forSection: section).map { [$0.content, $0.visible] }
        }
        return lengths.map { (content: $0[0], visible: $0[1]) }
    }

    /// The section's offset; zero until the host moves it.
    public func orthogonalScrollingOffset(forSection section: Int) -> Point {
        withEngine(.zero) { $0.orthogonalScrollingOffset(forSection: section) }
    }

    /// Moves the section (the engine runs its visible-items handler).
    public func setOrthogonalScrollingOffset(_ offset: Point, forSection section: Int) throws(LayoutError) {
        let result: Result<Void, LayoutError> = withEngine(.failure(.invalidGeometry("the layout has no orthogonal sections"))) { engine in
            do throws(LayoutError) {
                try engine.setOrthogonalScrollingOffset(offset, forSection: section)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Where a release of the section comes to rest, by its orthogonal scrolling behavior.
    public func targetOrthogonalOffset(forProposed proposed: Point, velocity: Vector, inSection section: Int) -> Point {
        withEngine(proposed) { $0.targetOrthogonalOffset(forProposed: proposed, velocity: velocity, inSection: section) }
    }

    /// The orthogonal section whose scrolling area contains `point` (content coordinates).
    public func orthogonalScrollingSection(at point: Point) -> Int? {
        withEngine(nil) { $0.orthogonalScrollingSection(at: point) }
    }
}
