import Geometry

/// A list made of compositional sections: rows of the full width, headers, footers and
/// separators in one of UIKit's appearances (`UICollectionLayoutListConfiguration`).
///
/// ```swift
/// var configuration = ListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = CompositionalLayout.list(using: configuration)
/// ```
///
/// CVKit has no fonts, so the metrics are fixed and documented (UIKit's defaults on an
/// iPhone, rounded):
///
/// | appearance | rows | section insets (top, leading, bottom, trailing) | header | background |
/// |---|---|---|---|---|
/// | `plain` | `estimated(44)` | 0, 0, 0, 0 | `estimated(28)`, pinned | none |
/// | `grouped` | `estimated(44)` | 0, 0, 20, 0 | `estimated(38)` | none |
/// | `insetGrouped` | `estimated(44)` | 0, 20, 20, 20 | `estimated(38)` | behind the rows |
/// | `sidebar` | `estimated(44)` | 0, 10, 10, 10 | `estimated(38)` | none |
///
/// Footers are `estimated(28)` below the section's bottom inset. Separators are
/// supplementary views of kind ``separatorElementKind``, one point tall at the bottom of
/// every row (the last row's too: a repeating group cannot single it out), inset by
/// ``separatorLeadingInset`` from the leading edge.
public struct ListConfiguration: Hashable, Sendable {
    /// The overall look of the list (`UICollectionLayoutListConfiguration.Appearance`).
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Full-width rows, pinned headers.
        case plain
        /// Full-width rows in sections separated by space.
        case grouped
        /// Rows inset from the edges on a section background.
        case insetGrouped
        /// A sidebar: rows slightly inset.
        case sidebar
    }

    /// What shows a section's header (`UICollectionLayoutListConfiguration.HeaderMode`).
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A supplementary view of kind `"header"` (`ElementKind.sectionHeader`).
        case supplementary
        /// The section's first item is its header (laid out as a row).
        case firstItemInSection
    }

    /// What shows a section's footer (`UICollectionLayoutListConfiguration.FooterMode`).
    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A supplementary view of kind `"footer"` (`ElementKind.sectionFooter`).
        case supplementary
    }

    /// The element kind of separators.
    public static let separatorElementKind = "list-separator"
    /// The element kind of the inset-grouped section background.
    public static let backgroundElementKind = "list-background"

    /// The look of the list.
    public var appearance: Appearance
    /// How headers are shown; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// How footers are shown; `.none` by default.
    public var footerMode: FooterMode = .none
    /// Whether rows have separators; `true` by default.
    public var showsSeparators: Bool = true
    /// The distance of separators from the leading edge; 16 by default.
    public var separatorLeadingInset: Double = 16
    /// The rows' estimated height; 44 by default (beyond UIKit, which uses the font).
    public var estimatedRowHeight: Double = 44
    /// A fixed height for every row instead of an estimate, `nil` by default (beyond
    /// UIKit): rows are then `absolute` and do not self-size, so a section of a billion
    /// rows costs what one of ten does. The `list` entry of the standard catalog uses it.
    public var rowHeight: Double? = nil

    /// Creates a configuration (`init(appearance:)`).
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The section insets of the appearance (see the table above).
    public var sectionInsets: DirectionalEdgeInsets {
        switch appearance {
        case .plain: return .zero
        case .grouped: return DirectionalEdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0)
        case .insetGrouped: return DirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
        case .sidebar: return DirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10)
        }
    }

    /// The header's estimated height for the appearance.
    public var estimatedHeaderHeight: Double { appearance == .plain ? 28 : 38 }
}

extension LayoutSection {
    /// A list section (`list(using:layoutEnvironment:)`).
    ///
    /// - Parameters:
    ///   - configuration: The list's appearance, header and footer modes and separators.
    ///   - layoutEnvironment: The environment (unused today; UIKit reads the traits).
    /// - Returns: A section of estimated-height rows.
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment) -> LayoutSection {
        var supplementaries: [LayoutSupplementaryItem] = []
        if configuration.showsSeparators {
            let separator = LayoutSupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                elementKind: ListConfiguration.separatorElementKind, containerAnchor: LayoutAnchor(edges: [.bottom]))
            separator.contentInsets = DirectionalEdgeInsets(top: 0, leading: configuration.separatorLeadingInset, bottom: 0, trailing: 0)
            supplementaries.append(separator)
        }
        let height: LayoutDimension = configuration.rowHeight.map { .absolute($0) } ?? .estimated(configuration.estimatedRowHeight)
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height)
        let item = LayoutItem(layoutSize: row, supplementaryItems: supplementaries)
        let section = LayoutSection(group: LayoutGroup.vertical(layoutSize: row, subitems: [item]))
        section.contentInsets = configuration.sectionInsets
        var boundary: [LayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.estimatedHeaderHeight)),
                elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)), elementKind: "footer",
                    alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        if configuration.appearance == .insetGrouped {
            let background = LayoutDecorationItem.background(elementKind: ListConfiguration.backgroundElementKind)
            let insets = configuration.sectionInsets
            background.contentInsets = DirectionalEdgeInsets(
                top: configuration.headerMode == .supplementary ? configuration.estimatedHeaderHeight : 0,
                leading: insets.leading, bottom: insets.bottom + (configuration.footerMode == .supplementary ? 28 : 0),
                trailing: insets.trailing)
            section.decorationItems = [background]
        }
        return section
    }
}

extension CompositionalLayout {
    /// A layout whose every section is a list (`list(using:)`).
    ///
    /// ```swift
    /// let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
    /// ```
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        // The section does not depend on the environment: one section object serves every
        // section, so sections of equal item counts share their layout.
        CompositionalLayout(
            section: LayoutSection.list(
                using: configuration,
                layoutEnvironment: LayoutEnvironment(container: LayoutContainer(contentSize: .zero, contentInsets: .zero))))
    }
}
