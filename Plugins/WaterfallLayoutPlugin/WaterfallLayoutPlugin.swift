import Geometry
import LayoutProtocol
import LayoutRegistry

/// Registers ``WaterfallLayout`` as `waterfall`.
///
/// ```swift
/// let catalog = LayoutCatalog()
/// try WaterfallLayoutPlugin.register(in: catalog)
/// let instance = try catalog.makeLayout(named: "waterfall", parameters: ["columnCount": "3"], itemCounts: [20])
/// ```
///
/// Parameters: `columnCount`, `columnSpacing`, `lineSpacing`, `sectionInset`,
/// `itemHeights` (heights cycled over the items, e.g. `120,80,160`) and
/// `defaultItemHeight`. With a data file (`--data`), each item's height is the file's
/// item height and `itemHeights` is ignored.
public enum WaterfallLayoutPlugin: LayoutPlugin {
    /// `WaterfallLayoutPlugin`.
    public static let pluginName = "WaterfallLayoutPlugin"

    /// The layout's parameters, with their defaults, bound to ``WaterfallLayout``'s properties.
    public static let parameters: [LayoutParameter<WaterfallLayout>] = [
        LayoutParameter("columnCount", \.columnCount, default: 2, range: 1...64, help: "number of columns"),
        LayoutParameter("columnSpacing", \.columnSpacing, default: 8, range: 0...10_000, help: "gap between columns"),
        LayoutParameter("lineSpacing", \.lineSpacing, default: 8, range: 0...10_000, help: "gap between items of a column"),
        LayoutParameter("sectionInset", \.sectionInset, default: .zero, help: "space around each section (T,L,B,R)"),
        LayoutParameter(
            "itemHeights", default: "120,80,160,100",
            help: "item heights cycled over the items (comma-separated); empty for defaultItemHeight"
        ) { (layout: WaterfallLayout, text: String) throws(LayoutRegistryError) in
            layout.itemHeights = try parseHeights(text)
        },
        LayoutParameter(
            "defaultItemHeight", \.defaultItemHeight, default: 100, range: 0...100_000,
            help: "height of every item when itemHeights is empty"),
    ]

    /// Registers `waterfall`.
    ///
    /// - Parameter catalog: The catalog to register in.
    /// - Throws: ``LayoutRegistryError/duplicateName(_:existingOrigin:)`` when `waterfall`
    ///   is taken.
    public static func register(in catalog: LayoutCatalog) throws(LayoutRegistryError) {
        try catalog.register(descriptor)
    }

    /// The descriptor `register(in:)` adds.
    public static var descriptor: LayoutDescriptor {
        LayoutDescriptor(
            name: "waterfall",
            summary: "Pinterest-style masonry: equal-width columns, each item in the shortest column",
            details: """
                Items of equal width and varying height fill columnCount columns; each item goes to \
                the column that is currently shortest (the leftmost on a tie). Sections are stacked \
                vertically. Heights come from a WaterfallLayoutDelegate, from the data file's item \
                heights, or from the itemHeights list.
                """,
            origin: "plugin \(pluginName)", parameters: parameters, usesItemSizes: true
        ) { _ in
            WaterfallLayout()
        } instance: { layout, config in
            LayoutInstance(
                layout: layout, layoutDelegate: config.data.map { WaterfallHeights(heights: $0.sections.map { $0.items.map(\.height) }) })
        }
    }

    /// Reads `120,80,160` as heights.
    ///
    /// - Throws: ``LayoutRegistryError/invalidValue(layout:parameter:value:expected:)``
    ///   (the catalog fills in the layout's name).
    static func parseHeights(_ text: String) throws(LayoutRegistryError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { $0 != " " } }
        if parts.count == 1 && parts[0].isEmpty { return [] }
        var heights: [Double] = []
        for p in parts {
            guard let h = Double(p), h.isFinite, h >= 0 else {
                throw .invalidValue(
                    layout: "", parameter: "itemHeights", value: text,
                    expected: "comma-separated heights of 0 or more, e.g. 120,80,160")
            }
            heights.append(h)
        }
        return heights
    }
}
