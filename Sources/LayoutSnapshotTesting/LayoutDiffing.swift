/// How a reference snapshot and a new rendering are compared: whether they match, and if
/// not, the difference a failure shows (swift-snapshot-testing's `Diffing`, for text).
///
/// ```swift
/// // A missing final newline is no difference; otherwise a line diff.
/// let lenient = LayoutDiffing { reference, rendering in
///     reference.trimmingCharacters(in: .newlines) == rendering.trimmingCharacters(in: .newlines)
///         ? nil : LayoutDiffing.lines.diff(reference, rendering)
/// }
/// ```
public struct LayoutDiffing {
    /// `nil` when the new rendering matches the reference; otherwise the difference, in
    /// the words a failure shows it (the failure adds the file paths).
    public var diff: (_ reference: String, _ rendering: String) -> String?

    /// Creates a diffing.
    ///
    /// - Parameter diff: `nil` when the rendering matches the reference; otherwise the
    ///   difference.
    public init(diff: @escaping (_ reference: String, _ rendering: String) -> String?) {
        self.diff = diff
    }

    /// A line diff of any text: `-N: text` for a line of the reference (line N) that is
    /// gone, `+N: text` for a line of the new rendering that is new, in reading order, at
    /// most 40 lines. Texts match when they are equal, byte for byte.
    ///
    /// ```
    /// Line diff (- reference, + new rendering):
    /// -1: CompositionalLayout 100x30 at 0,0 · content 100x30 · 3 elements
    /// +1: CompositionalLayout 100x30 at 0,0 · content 100x45 · 3 elements
    /// ```
    public static var lines: LayoutDiffing {
        LayoutDiffing { reference, rendering in
            reference == rendering ? nil : SnapshotDifference.lines(reference: reference, rendering: rendering)
        }
    }

    /// The difference of two JSON layout dumps: the elements that changed, by kind and
    /// index path, with their old and new frames and any other attribute that changed,
    /// then the elements removed and added; header changes (layout name, bounds, content
    /// size) first. A text that is not a dump gets ``lines``. Texts match when they are
    /// equal, byte for byte.
    ///
    /// ```
    /// Elements (1 changed, 1 removed, 0 added):
    /// changed cell 0-1: frame (0, 10, 100, 10) → (0, 17, 100, 12)
    /// removed cell 0-2: frame (0, 20, 100, 10)
    /// ```
    public static var layoutDump: LayoutDiffing {
        LayoutDiffing { reference, rendering in
            reference == rendering ? nil : SnapshotDifference.json(reference: reference, rendering: rendering)
        }
    }
}
