import CompositionalLayout
import Geometry
import LayoutProtocol
import LayoutRegistry

/// What the `list` entry's parameters choose; the layout is built once every parameter is applied.
final class ListChoice {
    /// `rowHeight`: the height of every row.
    var rowHeight = 44.0
    /// `spacing`: the space between two rows.
    var spacing = 0.0
    /// `sectionInset`: the padding around each section's rows (left is leading, right is trailing).
    var sectionInset = EdgeInsets.zero
    /// `headerHeight`: the height of each section's header; 0 for none.
    var headerHeight = 0.0

    /// The compositional list these parameters describe: `CompositionalLayout.list(using:)`
    /// with plain rows of a fixed height, no separators, the section inset as the
    /// section's content insets and an unpinned header of the full width above them
    /// (z-index 0).
    func makeLayout() -> CompositionalLayout {
        var configuration = ListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        configuration.rowHeight = rowHeight
        let spacing = spacing, headerHeight = headerHeight
        let insets = DirectionalEdgeInsets(
            top: sectionInset.top, leading: sectionInset.left, bottom: sectionInset.bottom, trailing: sectionInset.right)
        return CompositionalLayout { _, environment in
            let section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
            section.interGroupSpacing = spacing
            section.contentInsets = insets
            section.supplementariesFollowContentInsets = false
            if headerHeight > 0 {
                let header = LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
                header.zIndex = 0  // the retired ListLayout's, so previews and dumps do not change
                section.boundarySupplementaryItems = [header]
            }
            return section
        }
    }
}

/// The catalog entry `list`: `cvkit preview list --param rowHeight=60`, the compositional
/// list (``CompositionalLayout/CompositionalLayout/list(using:)``) with fixed-height rows.
///
/// The parameters are those of the retired `ListLayout` and give the same frames: rows of
/// `rowHeight` span the width less the section inset, `spacing` apart; each section may
/// start with a header of the full width. The list takes only the item counts of a data
/// file (`--data`).
func listLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "list",
        summary: "A vertical list of full-width rows, like a plain table view.",
        details: """
            The compositional list (CompositionalLayout.list(using:)) with rows of one \
            height: they span the width minus the section inset, separated by 'spacing'; \
            each section may start with a full-width header. Rows repeat by arithmetic, \
            so a section of a billion rows is as cheap as one of ten.
            """,
        origin: "built-in",
        parameters: [
            LayoutParameter("rowHeight", \ListChoice.rowHeight, default: 44, range: 0...1_000_000, help: "The height of every row."),
            LayoutParameter("spacing", \ListChoice.spacing, default: 0, range: 0...1_000_000, help: "The vertical space between two rows."),
            LayoutParameter(
                "sectionInset", \ListChoice.sectionInset, default: .zero,
                help: "The padding around each section's rows, top,left,bottom,right."),
            LayoutParameter(
                "headerHeight", \ListChoice.headerHeight, default: 0, range: 0...1_000_000,
                help: "The height of each section's header; 0 for none."),
        ],
        usesItemSizes: false,
        make: { _ in ListChoice() },
        instance: { (choice: ListChoice, _) throws(LayoutRegistryError) -> LayoutInstance in
            LayoutInstance(layout: choice.makeLayout())
        }
    )
}
