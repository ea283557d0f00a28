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

    /// The layout's parameters, with their defaults.
    public static let parameters: [ParameterSpec] = [
        ParameterSpec(name: "columnCount", type: .integer, defaultValue: .integer(2), range: 1...64, help: "number of columns"),
        ParameterSpec(name: "columnSpacing", type: .number, defaultValue: .number(8), range: 0...10_000, help: "gap between columns"),
        ParameterSpec(name: "lineSpacing", type: .number, defaultValue: .number(8), range: 0...10_000, help: "gap between items of a column"),
        ParameterSpec(name: "sectionInset", type: .insets, defaultValue: .insets(.zero), help: "space around each section (T,L,B,R)"),
        ParameterSpec(
            name: "itemHeights", type: .string, defaultValue: .string("120,80,160,100"),
            help: "item heights cycled over the items (comma-separated); empty for defaultItemHeight"),
        ParameterSpec(
            name: "defaultItemHeight", type: .number, defaultValue: .number(100), range: 0...100_000,
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
        ) { config throws(LayoutRegistryError) in
            let layout = WaterfallLayout(
                columnCount: config.integer("columnCount"), columnSpacing: config.number("columnSpacing"),
                lineSpacing: config.number("lineSpacing"), sectionInset: config.insets("sectionInset"),
                defaultItemHeight: config.number("defaultItemHeight"))
            layout.itemHeights = try parseHeights(config.string("itemHeights"), layout: config.layoutName)
            let delegate = config.data.map { WaterfallHeights(heights: $0.sections.map { $0.items.map(\.height) }) }
            return LayoutInstance(layout: layout, layoutDelegate: delegate)
        }
    }

    /// Reads `120,80,160` as heights.
    static func parseHeights(_ text: String, layout: String) throws(LayoutRegistryError) -> [Double] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.filter { $0 != " " } }
        if parts.count == 1 && parts[0].isEmpty { return [] }
        var heights: [Double] = []
        for p in parts {
            guard let h = Double(p), h.isFinite, h >= 0 else {
                throw .invalidValue(
                    layout: layout, parameter: "itemHeights", value: text,
                    expected: "comma-separated heights of 0 or more, e.g. 120,80,160")
            }
            heights.append(h)
        }
        return heights
    }
}
