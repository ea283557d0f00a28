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
func flowParameters(itemSize: Size, minimumInteritemSpacing: Double = 10) -> [ParameterSpec] {
    func alignment(_ name: String, _ help: String) -> ParameterSpec {
        ParameterSpec(
            name: name, type: .enumeration(FlowLayout.LineAlignment.allCases.map(\.rawValue)),
            defaultValue: .enumeration(FlowLayout.LineAlignment.automatic.rawValue), help: help)
    }
    return [
        ParameterSpec(name: "itemSize", type: .size, defaultValue: .size(itemSize), help: "The size of every item (unless a data file gives sizes)."),
        ParameterSpec(name: "estimatedItemSize", type: .size, defaultValue: .size(.zero), help: "A non-zero estimate turns on self-sizing."),
        ParameterSpec(name: "minimumLineSpacing", type: .number, defaultValue: .number(10), range: 0...1_000_000, help: "The minimum space between lines."),
        ParameterSpec(name: "minimumInteritemSpacing", type: .number, defaultValue: .number(minimumInteritemSpacing), range: 0...1_000_000, help: "The minimum space between items of a line."),
        ParameterSpec(name: "sectionInset", type: .insets, defaultValue: .insets(.zero), help: "The padding around each section's items, top,left,bottom,right."),
        ParameterSpec(
            name: "sectionInsetReference", type: .enumeration(FlowLayout.SectionInsetReference.allCases.map(\.rawValue)),
            defaultValue: .enumeration(FlowLayout.SectionInsetReference.fromContentInset.rawValue), help: "What the section inset is measured from."),
        ParameterSpec(name: "headerReferenceSize", type: .size, defaultValue: .size(.zero), help: "Header size; only the extent along the scroll axis is used. 0 for none."),
        ParameterSpec(name: "footerReferenceSize", type: .size, defaultValue: .size(.zero), help: "Footer size; only the extent along the scroll axis is used. 0 for none."),
        ParameterSpec(
            name: "scrollDirection", type: .enumeration(FlowLayout.ScrollDirection.allCases.map(\.rawValue)),
            defaultValue: .enumeration(FlowLayout.ScrollDirection.vertical.rawValue), help: "The direction the content scrolls."),
        ParameterSpec(name: "sectionHeadersPinToVisibleBounds", type: .bool, defaultValue: .bool(false), help: "Headers stick to the top while their section is on screen."),
        ParameterSpec(name: "sectionFootersPinToVisibleBounds", type: .bool, defaultValue: .bool(false), help: "Footers stick to the bottom while their section is on screen."),
        alignment("fullLineAlignment", "How full lines spread their items (automatic = UIKit: justified)."),
        alignment("lastLineAlignment", "How a section's last line places its items (automatic = UIKit's rule)."),
        ParameterSpec(name: "sectionBackground", type: .bool, defaultValue: .bool(false), help: "Draw a decoration view behind each section."),
    ]
}

/// Applies the shared flow parameters and a data file to a flow layout.
func configureFlow(_ layout: FlowLayout, _ config: LayoutConfiguration) -> LayoutInstance {
    layout.itemSize = config.size("itemSize")
    layout.estimatedItemSize = config.size("estimatedItemSize")
    layout.minimumLineSpacing = config.number("minimumLineSpacing")
    layout.minimumInteritemSpacing = config.number("minimumInteritemSpacing")
    layout.sectionInset = config.insets("sectionInset")
    layout.sectionInsetReference = FlowLayout.SectionInsetReference(rawValue: config.string("sectionInsetReference")) ?? .fromContentInset
    layout.headerReferenceSize = config.size("headerReferenceSize")
    layout.footerReferenceSize = config.size("footerReferenceSize")
    layout.scrollDirection = FlowLayout.ScrollDirection(rawValue: config.string("scrollDirection")) ?? .vertical
    layout.sectionHeadersPinToVisibleBounds = config.bool("sectionHeadersPinToVisibleBounds")
    layout.sectionFootersPinToVisibleBounds = config.bool("sectionFootersPinToVisibleBounds")
    layout.fullLineAlignment = FlowLayout.LineAlignment(rawValue: config.string("fullLineAlignment")) ?? .automatic
    layout.lastLineAlignment = FlowLayout.LineAlignment(rawValue: config.string("lastLineAlignment")) ?? .automatic
    if config.bool("sectionBackground") {
        layout.registerDecorationView(CollectionReusableView.self, forKind: SectionBackgroundDecoration.defaultKind)
        layout.sectionBackgroundDecorationKind = SectionBackgroundDecoration.defaultKind
    }
    return LayoutInstance(layout: layout, layoutDelegate: config.data.map(DataFileFlowDelegate.init))
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
    ) { config in
        configureFlow(FlowLayout(), config)
    }
}

/// The catalog entry of ``ColumnFlowLayout`` (seed 001):
/// `cvkit preview column-flow --param minimumColumnWidth=200`.
func columnFlowLayoutDescriptor() -> LayoutDescriptor {
    var parameters = flowParameters(itemSize: Size(width: 300, height: 70), minimumInteritemSpacing: 10)
    parameters.removeAll { $0.name == "itemSize" }
    parameters += [
        ParameterSpec(name: "minimumColumnWidth", type: .number, defaultValue: .number(300), range: 1...1_000_000, help: "The narrowest a column may be; the width decides how many fit."),
        ParameterSpec(name: "cellHeight", type: .number, defaultValue: .number(70), range: 0...1_000_000, help: "The height of every cell."),
    ]
    return LayoutDescriptor(
        name: "column-flow",
        summary: "Apple's ColumnFlowLayout: a flow layout that picks its columns from the width (seed 001).",
        details: """
            A FlowLayout subclass that, in prepare(), divides the available width into as \
            many columns of at least 'minimumColumnWidth' as fit and sizes every cell to one \
            column by 'cellHeight', as the sample's feed list does. Only the counts of a \
            data file are used.
            """,
        origin: "built-in",
        parameters: parameters
    ) { config in
        let layout = ColumnFlowLayout()
        var instance = configureFlow(layout, config)
        instance.layoutDelegate = nil  // the column layout sizes its own cells
        layout.minimumColumnWidth = config.number("minimumColumnWidth")
        layout.cellHeight = config.number("cellHeight")
        return instance
    }
}
