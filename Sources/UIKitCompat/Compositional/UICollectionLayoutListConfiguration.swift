import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol

/// A list made of compositional sections (`UICollectionLayoutListConfiguration`), computed by
/// CVKit's ``CompositionalLayout/ListConfiguration`` with its fixed, documented metrics (CVKit
/// has no fonts: rows are estimated 44 points tall until cells size themselves).
///
/// As in UIKit, a list has cells, headers and footers only: separators and the inset-grouped
/// background belong to the cells there, so this list asks the data source for no separator or
/// background views. Headers and footers have UIKit's kinds
/// (`UICollectionView.elementKindSectionHeader` / `…Footer`).
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The overall look of the list.
    public enum Appearance: Int, Sendable {
        /// Full-width rows, pinned headers.
        case plain
        /// Full-width rows in sections separated by space.
        case grouped
        /// Rows inset from the edges.
        case insetGrouped
        /// A sidebar, for the primary column of a split view: rows inset by 10 points on the
        /// leading and trailing edges, 10 points below each section, headers not pinned.
        case sidebar
        /// The plain sidebar, for the supplementary column of a split view (a mailbox's
        /// messages, say), as Apple's Human Interface Guidelines describe it.
        ///
        /// UIKit documents no metrics for it, and what tells it apart from `.plain` on iOS —
        /// the sidebar's background color, its rounded selection highlight and the cells'
        /// sidebar content configuration — is drawn by cells and backgrounds, which a headless
        /// layout does not have. So CVKit lays it out as `.plain`: full-width rows, no section
        /// insets, headers estimated 28 points tall and pinned while their section is on
        /// screen (UIKit documents no pinning rule for it either; CVKit follows `.plain`).
        /// There is no frame that differs from `.plain` to show, and CVKit does not invent one.
        case sidebarPlain
    }

    /// What shows a section's header.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header.
        case firstItemInSection
    }

    /// What shows a section's footer.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The look of the list.
    public let appearance: Appearance
    /// Whether rows show separators; `true` by default. Separators are part of the cells, so
    /// this changes no frame.
    public var showsSeparators = true
    /// How headers are shown; `.none` by default.
    public var headerMode: HeaderMode = .none
    /// How footers are shown; `.none` by default.
    public var footerMode: FooterMode = .none

    /// A list configuration with an appearance.
    public init(appearance: Appearance) { self.appearance = appearance }

    /// Colours need a renderer, which CVKit does not have.
    @available(*, unavailable, message: "CVKit renders nothing, so a list has no colors; style your cells instead")
    public var backgroundColor: Any? {
        get { nil }
        set {}  // allowed: marked unavailable, no caller can compile
    }

    /// CVKit's list has fixed header metrics (no fonts to derive a padding from).
    @available(
        *, unavailable, message: "CVKit's list has fixed, documented header metrics; use a custom NSCollectionLayoutSection to change them"
    )
    public var headerTopPadding: CGFloat? {
        get { nil }
        set {}  // allowed: marked unavailable, no caller can compile
    }

    /// The CVKit configuration: no separator supplementary views (UIKit draws them in cells).
    var native: ListConfiguration {
        var c = ListConfiguration(appearance: appearance.native)
        switch headerMode {
        case .none: c.headerMode = .none
        case .supplementary: c.headerMode = .supplementary
        case .firstItemInSection: c.headerMode = .firstItemInSection
        }
        c.footerMode = footerMode == .supplementary ? .supplementary : .none
        c.showsSeparators = false
        return c
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// The CVKit appearance whose frames this appearance has (`.sidebarPlain` has the plain
    /// list's: see its documentation).
    var native: ListConfiguration.Appearance {
        switch self {
        case .plain, .sidebarPlain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        case .sidebar: return .sidebar
        }
    }
}

extension NSCollectionLayoutSection {
    /// A list section (`list(using:layoutEnvironment:)`): rows of the full width, with the
    /// appearance's insets, headers and footers of UIKit's kinds.
    public static func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection
    {
        let native = LayoutSection.list(using: configuration.native, layoutEnvironment: layoutEnvironment.native)
        let section = NSCollectionLayoutSection(wrapping: native)
        section.boundarySupplementaryItems = native.boundarySupplementaryItems.map { item in
            let kind =
                item.elementKind == ElementKind.sectionFooter
                ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
            let wrapped = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(item.layoutSize), elementKind: kind,
                alignment: NSRectAlignment(rawValue: RectAlignment.allCases.firstIndex(of: item.alignment) ?? 0) ?? .top)
            wrapped.pinToVisibleBounds = item.pinToVisibleBounds
            wrapped.extendsBoundary = item.extendsBoundary
            return wrapped
        }
        section.decorationItems = []
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list (`list(using:)`).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in .list(using: configuration, layoutEnvironment: environment) }
    }
}

extension NSCollectionLayoutEnvironment {
    /// The CVKit environment: the engine's own, or one made from the container.
    var native: LayoutEnvironment {
        if let object = self as? LayoutEnvironmentObject { return object.native }
        let c = container
        return LayoutEnvironment(container: LayoutContainer(contentSize: c.contentSize.native, contentInsets: c.contentInsets.native))
    }
}
