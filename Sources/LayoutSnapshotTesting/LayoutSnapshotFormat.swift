import LayoutPreview

/// How a layout snapshot is rendered and stored: the `as:` argument of the 0.1.0
/// functions (`assertLayoutSnapshot(of:items:bounds:as:…)` and its siblings).
///
/// Deprecated: a ``LayoutSnapshotting`` is a strategy that users can write and derive;
/// `.json`, `.svg` and
/// `.text(columns:)` render what these formats render.
@available(
    *, deprecated, message: "use a LayoutSnapshotting strategy (.json, .svg, .text(columns:), .html) with assertLayoutSnapshot(of:as:)"
)
public struct LayoutSnapshotFormat: Hashable, Sendable {
    /// What to render.
    enum Kind: Hashable, Sendable {
        case text(columns: Int)
        case svg
        case json
    }

    let kind: Kind

    /// The JSON layout dump (``LayoutPreview/PreviewScene/renderJSON()``), stored as `.json`.
    public static let json = LayoutSnapshotFormat(kind: .json)
    /// The SVG drawing (``LayoutPreview/PreviewScene/renderSVG()``), stored as `.svg`.
    public static let svg = LayoutSnapshotFormat(kind: .svg)
    /// The text drawing 80 columns wide (``LayoutPreview/PreviewScene/renderText(columns:)``),
    /// stored as `.txt`.
    public static let text = LayoutSnapshotFormat(kind: .text(columns: 80))

    /// The text drawing at another width.
    ///
    /// - Parameter columns: The width in characters, frame included (clamped to 10...1000
    ///   by the renderer).
    /// - Returns: The format, stored as `.txt`.
    public static func text(columns: Int) -> LayoutSnapshotFormat { LayoutSnapshotFormat(kind: .text(columns: columns)) }

    /// The file extension of a snapshot in this format, without the dot: `json`, `svg`, `txt`.
    public var pathExtension: String { strategy.pathExtension }

    /// Renders a scene in this format.
    ///
    /// - Parameter scene: The captured scene.
    /// - Returns: The rendering, ending with a newline.
    public func render(_ scene: PreviewScene) -> String {
        switch kind {
        case .json: return scene.renderJSON()
        case .svg: return scene.renderSVG()
        case .text(let columns): return scene.renderText(columns: columns)
        }
    }

    /// The strategy that renders, stores and compares as this format does.
    var strategy: LayoutSnapshotting<PreviewScene> {
        switch kind {
        case .json: return .json
        case .svg: return .svg
        case .text(let columns): return .text(columns: columns)
        }
    }
}
