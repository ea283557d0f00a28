import BuiltinLayouts
import Geometry
import LayoutProtocol
import LayoutRegistry
import ReuseQueue

/// The catalog entry of ``MosaicLayout`` (seed 001): `cvkit preview mosaic --items 12`.
func mosaicLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "mosaic",
        summary: "Apple's photo mosaic: 200-point segments in four styles (seed 001).",
        details: """
            Items fill 200-point tall segments that span the width: full width, fifty-fifty, \
            two-thirds/one-third and one-third/two-thirds, chosen by the sample's rule, with \
            its 1-point gaps and dividedIntegral rounding. Each section restarts the cycle \
            below the previous one. Only the counts of a data file are used.
            """,
        origin: "built-in"
    ) { _ in
        LayoutInstance(layout: MosaicLayout())
    }
}

/// A data source for previews of ``TreeLayout``: the items of each section are spread
/// as evenly as possible, in order, over the items of the section before.
final class BalancedTreeDataSource: TreeLayoutDataSource {
    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: ElementIndexPath) -> [ElementIndexPath] {
        guard let host = layout.host else { return [] }
        let parents = host.numberOfItems(inSection: indexPath.section)
        let children = host.numberOfItems(inSection: indexPath.section + 1)
        guard parents > 0, children > 0, indexPath.item >= 0, indexPath.item < parents else { return [] }
        // Parent p gets children [p·c/n, (p+1)·c/n).
        let start = Int((Double(indexPath.item) * Double(children) / Double(parents)).rounded(.down))
        let end = Int((Double(indexPath.item + 1) * Double(children) / Double(parents)).rounded(.down))
        return (start..<max(start, end)).map { ElementIndexPath(item: $0, section: indexPath.section + 1) }
    }
}

/// The catalog entry of ``TreeLayout`` (seed 003's class hierarchy):
/// `cvkit preview tree --sections 3 --items 1,3,6`.
func treeLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "tree",
        summary: "A class-hierarchy tree: one section per level, with connection views (seed 003).",
        details: """
            Each section is one level of the tree, left to right; a parent sits beside its \
            children, and a "ConnectionViewKind" supplementary view joins each parent to \
            each child. Children come from the data source; in the CLI each level's items \
            are spread evenly, in order, over the items of the level before.
            """,
        origin: "built-in",
        parameters: [
            ParameterSpec(
                name: "itemSize", type: .size, defaultValue: .size(Size(width: 120, height: 40)),
                help: "The size of every node."),
            ParameterSpec(
                name: "insets", type: .insets, defaultValue: .insets(EdgeInsets(all: 10)),
                help: "The space around each node, top,left,bottom,right."),
            ParameterSpec(
                name: "parentPlacement", type: .enumeration(TreeLayout.ParentPlacement.allCases.map(\.rawValue)),
                defaultValue: .enumeration(TreeLayout.ParentPlacement.firstChild.rawValue),
                help: "Where a parent sits beside its children: level with the first child, or centred."),
            ParameterSpec(
                name: "connectionThickness", type: .number, defaultValue: .number(2), range: 0...1000,
                help: "The thickness of the connection views."),
        ]
    ) { config in
        let layout = TreeLayout(itemSize: config.size("itemSize"), insets: config.insets("insets"))
        layout.parentPlacement = TreeLayout.ParentPlacement(rawValue: config.string("parentPlacement")) ?? .firstChild
        layout.connectionThickness = config.number("connectionThickness")
        return LayoutInstance(layout: layout, layoutDataSource: BalancedTreeDataSource())
    }
}

/// The catalog entry of ``GridLayout``: `cvkit preview grid --sections 30 --items 20 --offset 150,200`.
func gridLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "grid",
        summary: "A spreadsheet grid that scrolls both ways, with frozen header rows and columns.",
        details: """
            Each section is a row and each item a column. The content is larger than the \
            bounds in both directions; the first 'frozenRows' rows and 'frozenColumns' \
            columns stay on screen while scrolling. Rect queries work out rows and columns \
            in closed form. Only the counts of a data file are used.
            """,
        origin: "built-in",
        parameters: [
            ParameterSpec(name: "columnWidth", type: .number, defaultValue: .number(100), range: 0...1_000_000, help: "The width of a body column."),
            ParameterSpec(name: "rowHeight", type: .number, defaultValue: .number(44), range: 0...1_000_000, help: "The height of a body row."),
            ParameterSpec(name: "headerColumnWidth", type: .number, defaultValue: .number(100), range: 0...1_000_000, help: "The width of the frozen columns."),
            ParameterSpec(name: "headerRowHeight", type: .number, defaultValue: .number(44), range: 0...1_000_000, help: "The height of the frozen rows."),
            ParameterSpec(name: "columnSpacing", type: .number, defaultValue: .number(0), range: 0...1_000_000, help: "The space between two columns."),
            ParameterSpec(name: "rowSpacing", type: .number, defaultValue: .number(0), range: 0...1_000_000, help: "The space between two rows."),
            ParameterSpec(name: "frozenRows", type: .integer, defaultValue: .integer(1), range: 0...1000, help: "How many leading rows stay on screen."),
            ParameterSpec(name: "frozenColumns", type: .integer, defaultValue: .integer(1), range: 0...1000, help: "How many leading columns stay on screen."),
            ParameterSpec(name: "sectionBackground", type: .bool, defaultValue: .bool(false), help: "Draw a decoration view behind each row."),
        ]
    ) { config in
        let layout = GridLayout(columnWidth: config.number("columnWidth"), rowHeight: config.number("rowHeight"))
        layout.headerColumnWidth = config.number("headerColumnWidth")
        layout.headerRowHeight = config.number("headerRowHeight")
        layout.columnSpacing = config.number("columnSpacing")
        layout.rowSpacing = config.number("rowSpacing")
        layout.frozenRows = config.integer("frozenRows")
        layout.frozenColumns = config.integer("frozenColumns")
        if config.bool("sectionBackground") {
            layout.registerDecorationView(CollectionReusableView.self, forKind: SectionBackgroundDecoration.defaultKind)
            layout.sectionBackground = SectionBackgroundDecoration()
        }
        return LayoutInstance(layout: layout)
    }
}
