import BuiltinLayouts
import Geometry
import LayoutProtocol
import LayoutRegistry
import ReuseQueue

/// The catalog entry of ``MosaicLayout`` (Apple sample code): `cvkit preview mosaic --items 12`.
func mosaicLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "mosaic",
        summary: "Apple's photo mosaic: 200-point segments in four styles (Apple sample code).",
        details: """
            Items fill 200-point tall segments that span the width: full width, fifty-fifty, \
            two-thirds/one-third and one-third/two-thirds, chosen by the sample's rule, with \
            its 1-point gaps and dividedIntegral rounding. Each section restarts the cycle \
            below the previous one. Only the counts of a data file are used.
            """,
        origin: "built-in"
    ) { _ in
        MosaicLayout()
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

/// The catalog entry of ``TreeLayout`` (the programming guide's class hierarchy):
/// `cvkit preview tree --sections 3 --items 1,3,6`.
func treeLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "tree",
        summary: "A class-hierarchy tree: one section per level, with connection views (Apple's programming guide).",
        details: """
            Each section is one level of the tree, left to right; a parent sits beside its \
            children, and a "ConnectionViewKind" supplementary view joins each parent to \
            each child. Children come from the data source; in the CLI each level's items \
            are spread evenly, in order, over the items of the level before.
            """,
        origin: "built-in",
        parameters: [
            LayoutParameter("itemSize", \TreeLayout.itemSize, default: Size(width: 120, height: 40), help: "The size of every node."),
            LayoutParameter(
                "insets", \TreeLayout.insets, default: EdgeInsets(all: 10), help: "The space around each node, top,left,bottom,right."),
            LayoutParameter(
                "parentPlacement", \TreeLayout.parentPlacement, default: .firstChild,
                help: "Where a parent sits beside its children: level with the first child, or centered."),
            LayoutParameter(
                "connectionThickness", \TreeLayout.connectionThickness, default: 2, range: 0...1000,
                help: "The thickness of the connection views."),
        ]
    ) { _ in
        TreeLayout()
    } instance: { layout, _ in
        LayoutInstance(layout: layout, layoutDataSource: BalancedTreeDataSource())
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
            LayoutParameter(
                "columnWidth", \GridLayout.columnWidth, default: 100, range: 0...1_000_000, help: "The width of a body column."),
            LayoutParameter("rowHeight", \GridLayout.rowHeight, default: 44, range: 0...1_000_000, help: "The height of a body row."),
            LayoutParameter(
                "headerColumnWidth", \GridLayout.headerColumnWidth, default: 100, range: 0...1_000_000,
                help: "The width of the frozen columns."),
            LayoutParameter(
                "headerRowHeight", \GridLayout.headerRowHeight, default: 44, range: 0...1_000_000, help: "The height of the frozen rows."),
            LayoutParameter(
                "columnSpacing", \GridLayout.columnSpacing, default: 0, range: 0...1_000_000, help: "The space between two columns."),
            LayoutParameter("rowSpacing", \GridLayout.rowSpacing, default: 0, range: 0...1_000_000, help: "The space between two rows."),
            LayoutParameter(
                "frozenRows", \GridLayout.frozenRows, default: 1, range: 0...1000, help: "How many leading rows stay on screen."),
            LayoutParameter(
                "frozenColumns", \GridLayout.frozenColumns, default: 1, range: 0...1000, help: "How many leading columns stay on screen."),
            LayoutParameter("sectionBackground", default: false, help: "Draw a decoration view behind each row.") {
                (layout: GridLayout, on: Bool) in
                guard on else { return }
                layout.registerDecorationView(CollectionReusableView.self, forKind: SectionBackgroundDecoration.defaultKind)
                layout.sectionBackground = SectionBackgroundDecoration()
            },
        ]
    ) { _ in
        GridLayout()
    }
}
