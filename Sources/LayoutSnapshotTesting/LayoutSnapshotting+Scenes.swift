import LayoutPreview

// The built-in strategies: PreviewScene's renderings, so a snapshot file is exactly what
// `cvkit preview` prints. Every other subject pulls one of them back.
extension LayoutSnapshotting where Value == PreviewScene {
    /// The versioned JSON layout dump (``LayoutPreview/PreviewScene/renderJSON()``), one
    /// element per line, stored as `.json`. A mismatch lists the elements that changed,
    /// by kind and index path, with their old and new frames
    /// (``LayoutDiffing/layoutDump``).
    public static var json: LayoutSnapshotting<PreviewScene> {
        LayoutSnapshotting(pathExtension: "json", diffing: .layoutDump) { $0.renderJSON() }
    }

    /// The SVG drawing (``LayoutPreview/PreviewScene/renderSVG()``), stored as `.svg`; a
    /// mismatch shows a line diff.
    public static var svg: LayoutSnapshotting<PreviewScene> {
        LayoutSnapshotting(pathExtension: "svg", diffing: .lines) { $0.renderSVG() }
    }

    /// The self-contained HTML page (``LayoutPreview/PreviewScene/renderHTML(transitionTo:)``),
    /// stored as `.html`; a mismatch shows a line diff.
    public static var html: LayoutSnapshotting<PreviewScene> {
        LayoutSnapshotting(pathExtension: "html", diffing: .lines) { $0.renderHTML() }
    }

    /// The viewport drawn with box characters, 80 columns wide
    /// (``LayoutPreview/PreviewScene/renderText(columns:)``), stored as `.txt`; a mismatch
    /// shows a line diff.
    public static var text: LayoutSnapshotting<PreviewScene> { text(columns: 80) }

    /// The text drawing at another width.
    ///
    /// - Parameter columns: The width in characters, frame included (clamped to 10...1000
    ///   by the renderer).
    /// - Returns: The strategy, stored as `.txt`.
    public static func text(columns: Int) -> LayoutSnapshotting<PreviewScene> {
        LayoutSnapshotting(pathExtension: "txt", diffing: .lines) { $0.renderText(columns: columns) }
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
