import BuiltinLayouts
import Geometry
import LayoutProtocol
import LayoutRegistry
import ReuseQueue

/// The flow delegate a `--data` file becomes: each section's item sizes as one array
/// (the fast path), and its metrics where the file gives them.
final class DataFileFlowDelegate: FlowLayoutDelegate {
    let data: LayoutData

    init(data: LayoutData) { self.data = data }

    private func section(_ s: Int) -> LayoutData.Section? {
        s >= 0 && s < data.sections.count ? data.sections[s] : nil
    }

    func flowLayout(_ layout: FlowLayout, itemSizingForSectionAt section: Int) -> FlowItemSizing {
        guard let items = self.section(section)?.items else { return .layoutItemSize }
        return .sizes(items)
    }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? { self.section(section)?.inset }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        self.section(section)?.minimumLineSpacing
    }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        self.section(section)?.minimumInteritemSpacing
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? { self.section(section)?.headerSize }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? { self.section(section)?.footerSize }
}

/// The parameters `flow` and `column-flow` share, named as FlowLayout's properties.
func flowParameters<Layout: FlowLayout>(itemSize: Size?, minimumInteritemSpacing: Double = 10) -> [LayoutParameter<Layout>] {
    let sizeParameter: [LayoutParameter<Layout>] =
        itemSize.map {
            [LayoutParameter("itemSize", \.itemSize, default: $0, help: "The size of every item (unless a data file gives sizes).")]
        } ?? []
    return sizeParameter + [
        LayoutParameter("estimatedItemSize", \.estimatedItemSize, default: .zero, help: "A non-zero estimate turns on self-sizing."),
        LayoutParameter(
            "minimumLineSpacing", \.minimumLineSpacing, default: 10, range: 0...1_000_000, help: "The minimum space between lines."),
        LayoutParameter(
            "minimumInteritemSpacing", \.minimumInteritemSpacing, default: minimumInteritemSpacing, range: 0...1_000_000,
            help: "The minimum space between items of a line."),
        LayoutParameter(
            "sectionInset", \.sectionInset, default: .zero, help: "The padding around each section's items, top,left,bottom,right."),
        LayoutParameter(
            "sectionInsetReference", \.sectionInsetReference, default: .fromContentInset, help: "What the section inset is measured from."),
        LayoutParameter(
            "headerReferenceSize", \.headerReferenceSize, default: .zero,
            help: "Header size; only the extent along the scroll axis is used. 0 for none."),
        LayoutParameter(
            "footerReferenceSize", \.footerReferenceSize, default: .zero,
            help: "Footer size; only the extent along the scroll axis is used. 0 for none."),
        LayoutParameter("scrollDirection", \.scrollDirection, default: .vertical, help: "The direction the content scrolls."),
        LayoutParameter(
            "sectionHeadersPinToVisibleBounds", \.sectionHeadersPinToVisibleBounds, default: false,
            help: "Headers stick to the top while their section is on screen."),
        LayoutParameter(
            "sectionFootersPinToVisibleBounds", \.sectionFootersPinToVisibleBounds, default: false,
            help: "Footers stick to the bottom while their section is on screen."),
        LayoutParameter(
            "fullLineAlignment", \.fullLineAlignment, default: .automatic,
            help: "How full lines spread their items (automatic = UIKit: justified)."),
        LayoutParameter(
            "lastLineAlignment", \.lastLineAlignment, default: .automatic,
            help: "How a section's last line places its items (automatic = UIKit's rule)."),
        LayoutParameter("sectionBackground", default: false, help: "Draw a decoration view behind each section.") { layout, on in
            guard on else { return }
            layout.registerDecorationView(CollectionReusableView.self, forKind: SectionBackgroundDecoration.defaultKind)
            layout.sectionBackgroundDecorationKind = SectionBackgroundDecoration.defaultKind
        },
    ]
}

/// The catalog entry of ``FlowLayout``: `cvkit preview flow --param itemSize=100x100`.
func flowLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "flow",
        summary: "UIKit's flow layout: items wrapped into justified lines, with headers and footers.",
        details: """
            Items are packed greedily into lines along the cross axis; full lines are \
            justified, a section's last line keeps the spacing of its items, and each line is \
            as thick as its largest item. Sections stack header, inset, lines, inset, footer. \
            A data file gives per-item sizes and per-section metrics, which override the \
            matching parameters. Beyond UIKit: line alignment and right-to-left mirroring.
            """,
        origin: "built-in",
        parameters: flowParameters(itemSize: Size(width: 50, height: 50)),
        usesItemSizes: true
    ) { _ in
        FlowLayout()
    } instance: { layout, config in
        LayoutInstance(layout: layout, layoutDelegate: config.data.map(DataFileFlowDelegate.init))
    }
}

/// The catalog entry of ``ColumnFlowLayout`` (Apple sample code):
/// `cvkit preview column-flow --param minimumColumnWidth=200`.
func columnFlowLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "column-flow",
        summary: "Apple's ColumnFlowLayout: a flow layout that picks its columns from the width (Apple sample code).",
        details: """
            A FlowLayout subclass that, in prepare(), divides the available width into as \
            many columns of at least 'minimumColumnWidth' as fit and sizes every cell to one \
            column by 'cellHeight', as the sample's feed list does. Only the counts of a \
            data file are used.
            """,
        origin: "built-in",
        parameters: flowParameters(itemSize: nil, minimumInteritemSpacing: 10) + [
            LayoutParameter(
                "minimumColumnWidth", \ColumnFlowLayout.minimumColumnWidth, default: 300, range: 1...1_000_000,
                help: "The narrowest a column may be; the width decides how many fit."),
            LayoutParameter(
                "cellHeight", \ColumnFlowLayout.cellHeight, default: 70, range: 0...1_000_000, help: "The height of every cell."),
        ]
    ) { _ in
        ColumnFlowLayout()  // sizes its own cells: no data-file delegate
    }
}
