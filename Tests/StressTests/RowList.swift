import CompositionalLayout
import Geometry
import LayoutProtocol

/// The compositional list with rows of one height (as the catalog's `list` builds it): rows
/// of `rowHeight` spanning the width less the section inset, `spacing` apart, under an
/// optional full-width header of `headerHeight`. Setting a metric invalidates the layout,
/// so the stress tests can hand it hostile values after a pass.
final class RowList: CompositionalLayout {
    /// The metrics the section provider reads at each pass; changing one invalidates the layout.
    final class Metrics {
        var rowHeight: Double { didSet { changed() } }
        var spacing: Double { didSet { changed() } }
        var sectionInset: EdgeInsets { didSet { changed() } }
        var headerHeight: Double { didSet { changed() } }
        var changed: () -> Void = {}
        init(rowHeight: Double, spacing: Double, sectionInset: EdgeInsets, headerHeight: Double) {
            self.rowHeight = rowHeight
            self.spacing = spacing
            self.sectionInset = sectionInset
            self.headerHeight = headerHeight
        }
    }

    /// The list's metrics.
    let metrics: Metrics

    init(rowHeight: Double = 44, spacing: Double = 0, sectionInset: EdgeInsets = .zero, headerHeight: Double = 0) {
        let m = Metrics(rowHeight: rowHeight, spacing: spacing, sectionInset: sectionInset, headerHeight: headerHeight)
        metrics = m
        super.init { _, environment in
            var configuration = ListConfiguration(appearance: .plain)
            configuration.showsSeparators = false
            configuration.rowHeight = m.rowHeight
            let section = LayoutSection.list(using: configuration, layoutEnvironment: environment)
            section.interGroupSpacing = m.spacing
            section.contentInsets = DirectionalEdgeInsets(
                top: m.sectionInset.top, leading: m.sectionInset.left, bottom: m.sectionInset.bottom, trailing: m.sectionInset.right)
            section.supplementariesFollowContentInsets = false
            if m.headerHeight != 0 {  // a NaN or negative height reaches the layout's checks
                let header = LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(m.headerHeight)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
                header.zIndex = 0
                section.boundarySupplementaryItems = [header]
            }
            return section
        }
        m.changed = { [unowned self] in invalidateLayout() }
    }
}
