import Geometry
import LayoutProtocol

extension PreviewScene {
    /// A part of the content that scrolls on its own, like a compositional layout's
    /// orthogonal section: the box it is clipped to, its whole content at the current
    /// scroll position and the elements in it. All rects are in the content's coordinates.
    ///
    /// ```swift
    /// scene.scrollRegions = [
    ///     PreviewScene.ScrollRegion(
    ///         identifier: "section-1", frame: Rect(x: 0, y: 50, width: 390, height: 200),
    ///         contentFrame: Rect(x: -120, y: 50, width: 1_650, height: 200), elements: cards)
    /// ]
    /// ```
    public struct ScrollRegion: Hashable, Sendable {
        /// A name for the region, unique in the scene (`section-1`).
        public var identifier: String
        /// The box the region is clipped to.
        public var frame: Rect
        /// The region's content at the current scroll position: `frame.origin −
        /// contentFrame.origin` is how far it is scrolled.
        public var contentFrame: Rect
        /// The elements that scroll with the region, at their frames in the content's
        /// coordinates (they replace any element of the scene with the same key).
        public var elements: [LayoutAttributes]

        /// Creates a region.
        public init(identifier: String, frame: Rect, contentFrame: Rect, elements: [LayoutAttributes]) {
            self.identifier = identifier
            self.frame = frame
            self.contentFrame = contentFrame
            self.elements = elements
        }
    }
}
