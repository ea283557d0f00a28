import Geometry

/// The data a layout is previewed with: sections, item sizes and per-section metrics —
/// the model of the CLI's `--data FILE.json` (format in Docs/DataFiles.md).
///
/// Layouts that do not use sizes take only the counts.
public struct LayoutData: Hashable, Sendable {
    /// One section of the data file.
    public struct Section: Hashable, Sendable {
        /// The size of every item, in order; its count is the section's item count.
        public var items: [Size]
        /// The header size (`headerSize`), if given.
        public var headerSize: Size?
        /// The footer size (`footerSize`), if given.
        public var footerSize: Size?
        /// The section inset (`inset`), if given.
        public var inset: EdgeInsets?
        /// The minimum line spacing (`minimumLineSpacing`), if given.
        public var minimumLineSpacing: Double?
        /// The minimum interitem spacing (`minimumInteritemSpacing`), if given.
        public var minimumInteritemSpacing: Double?

        /// Creates a section.
        public init(
            items: [Size], headerSize: Size? = nil, footerSize: Size? = nil, inset: EdgeInsets? = nil,
            minimumLineSpacing: Double? = nil, minimumInteritemSpacing: Double? = nil
        ) {
            self.items = items
            self.headerSize = headerSize
            self.footerSize = footerSize
            self.inset = inset
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
        }
    }

    /// The sections.
    public var sections: [Section]

    /// Creates data from sections.
    public init(sections: [Section]) { self.sections = sections }

    /// Items per section.
    public var itemCounts: [Int] { sections.map(\.items.count) }
}
