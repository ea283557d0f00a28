import BuiltinLayouts
import Geometry
import LayoutRegistry

/// The catalog entry of ``ListLayout``: `cvkit preview list --param rowHeight=60`.
///
/// The list takes only the item counts of a data file (`--data`): its rows all have the
/// same height.
func listLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "list",
        summary: "A vertical list of full-width rows, like a plain table view.",
        details: """
            Rows of equal height span the width minus the section inset, separated by \
            'spacing'; each section may start with a full-width header. Rect queries \
            find rows in closed form, so a section of a billion rows is as cheap as one of ten.
            """,
        origin: "built-in",
        parameters: [
            LayoutParameter("rowHeight", \ListLayout.rowHeight, default: 44, range: 0...1_000_000, help: "The height of every row."),
            LayoutParameter("spacing", \ListLayout.spacing, default: 0, range: 0...1_000_000, help: "The vertical space between two rows."),
            LayoutParameter(
                "sectionInset", \ListLayout.sectionInset, default: .zero,
                help: "The padding around each section's rows, top,left,bottom,right."),
            LayoutParameter(
                "headerHeight", \ListLayout.headerHeight, default: 0, range: 0...1_000_000,
                help: "The height of each section's header; 0 for none."),
        ],
        usesItemSizes: false
    ) { _ in
        ListLayout()
    }
}
