import LayoutPreview

/// How a layout snapshot is rendered and stored: the `as:` argument of
/// ``assertLayoutSnapshot(of:items:bounds:as:named:region:record:snapshotDirectory:fileID:file:testName:line:column:)``.
///
/// Every format is one of ``LayoutPreview/PreviewScene``'s renderings, so a snapshot file
/// is exactly what `cvkit preview` prints:
///
/// - ``json``: the versioned JSON dump, one element per line. A mismatch lists the
///   elements that changed, by kind and index path, with their old and new frames.
/// - ``text``: the viewport drawn with box characters, 80 columns wide
///   (``text(columns:)`` for another width). A mismatch shows a line diff.
/// - ``svg``: an SVG document (open it in a browser). A mismatch shows a line diff.
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
    public var pathExtension: String {
        switch kind {
        case .json: return "json"
        case .svg: return "svg"
        case .text: return "txt"
        }
    }

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
}

/// Which elements a layout snapshot captures.
public enum LayoutSnapshotRegion: Hashable, Sendable {
    /// The elements in the bounds, as a screenshot would show them (the default).
    case bounds
    /// Every element of the content (joined with the bounds): the whole layout. The text
    /// drawing still shows only the bounds; use it with `.json` or `.svg`.
    case content
}
