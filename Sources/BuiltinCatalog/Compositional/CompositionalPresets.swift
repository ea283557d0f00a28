/// A preset of `cvkit preview compositional --param preset=NAME`, in the order
/// `cvkit describe` lists them.
enum CompositionalPreset: String, CaseIterable, Sendable {
    case grid
    case insetGrid = "inset-grid"
    case twoColumn = "two-column"
    case distinctSections = "distinct-sections"
    case badges
    case nestedGroups = "nested-groups"
    case orthogonalSections = "orthogonal-sections"
    case sectionBackground = "section-background"
    case pinnedHeaders = "pinned-headers"
    case listPlain = "list-plain"
    case listInsetGrouped = "list-inset-grouped"
    case sidebar
}

/// The presets of `cvkit preview compositional --param preset=NAME`: each one a spec in
/// the documented JSON format (`Docs/CompositionalSpec.md`), after the layouts of Apple's
/// "Implementing Modern Collection Views" sample.
enum CompositionalPresets {
    /// The preset names, in the order `cvkit describe` lists them.
    static let names = CompositionalPreset.allCases.map(\.rawValue)

    static let fill = #"{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}"#
    static let header = #"{"kind": "header", "width": {"fractionalWidth": 1}, "height": {"absolute": 44}, "alignment": "top"}"#

    /// The spec of a preset, or `nil` for an unknown name.
    static func spec(_ name: String) -> String? {
        switch name {
        case "grid":
            return
                #"{"sections": [{"group": {"layout": "horizontal", "width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.2}, "#
                + #""subitems": [{"width": {"fractionalWidth": 0.2}, "height": {"fractionalHeight": 1}}]}}]}"#
        case "inset-grid":
            return
                #"{"sections": [{"group": {"layout": "horizontal", "width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.2}, "#
                + #""subitems": [{"width": {"fractionalWidth": 0.2}, "height": {"fractionalHeight": 1}, "#
                + #""contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}]}}]}"#
        case "two-column":
            return #"{"sections": [{"interGroupSpacing": 10, "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10}, "#
                + #""group": {"layout": "horizontal", "count": 2, "interItemSpacing": {"fixed": 10}, "#
                + #""width": {"fractionalWidth": 1}, "height": {"absolute": 44}, "subitems": [\#(fill)]}}]}"#
        case "distinct-sections":
            func columns(_ n: Int, height: String) -> String {
                #"{"contentInsets": {"top": 20, "leading": 20, "bottom": 20, "trailing": 20}, "group": {"layout": "horizontal", "count": \#(n), "#
                    + #""width": {"fractionalWidth": 1}, "height": \#(height), "subitems": [\#(fill)]}}"#
            }
            return #"{"sections": ["# + columns(1, height: #"{"absolute": 44}"#) + ", " + columns(3, height: #"{"fractionalWidth": 0.2}"#)
                + ", " + columns(5, height: #"{"fractionalWidth": 0.2}"#) + "]}"
        case "badges":
            return #"{"sections": [{"contentInsets": {"top": 20, "leading": 20, "bottom": 20, "trailing": 20}, "interGroupSpacing": 20, "#
                + #""group": {"layout": "horizontal", "count": 4, "interItemSpacing": {"fixed": 20}, "#
                + #""width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.2}, "subitems": [{"#
                + #""width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}, "supplementaryItems": [{"kind": "badge", "#
                + #""width": {"absolute": 20}, "height": {"absolute": 20}, "#
                + #""containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}}]}]}}]}"#
        case "nested-groups":
            return
                #"{"sections": [{"group": {"layout": "horizontal", "width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 0.4}, "#
                + #""subitems": [{"width": {"fractionalWidth": 0.7}, "height": {"fractionalHeight": 1}, "#
                + #""contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10}}, "#
                + #"{"layout": "vertical", "count": 2, "width": {"fractionalWidth": 0.3}, "height": {"fractionalHeight": 1}, "#
                + #""subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}, "#
                + #""contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10}}]}]}}]}"#
        case "orthogonal-sections":
            return #"{"interSectionSpacing": 20, "sections": [{"orthogonalScrollingBehavior": "groupPaging", "interGroupSpacing": 10, "#
                + #""contentInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16}, "boundarySupplementaryItems": [\#(header)], "#
                + #""group": {"layout": "horizontal", "width": {"fractionalWidth": 0.85}, "height": {"absolute": 200}, "subitems": [\#(fill)]}}, "#
                + #"{"orthogonalScrollingBehavior": "continuous", "interGroupSpacing": 10, "#
                + #""contentInsets": {"top": 0, "leading": 16, "bottom": 0, "trailing": 16}, "boundarySupplementaryItems": [\#(header)], "#
                + #""group": {"layout": "vertical", "count": 3, "interItemSpacing": {"fixed": 8}, "#
                + #""width": {"fractionalWidth": 0.4}, "height": {"absolute": 160}, "subitems": [\#(fill)]}}]}"#
        case "section-background":
            return #"{"sections": [{"interGroupSpacing": 5, "contentInsets": {"top": 10, "leading": 10, "bottom": 10, "trailing": 10}, "#
                + #""decorationItems": [{"background": "background", "contentInsets": {"top": 5, "leading": 5, "bottom": 5, "trailing": 5}}], "#
                + #""group": {"layout": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 44}, "subitems": [\#(fill)]}}]}"#
        case "pinned-headers":
            let footer = #"{"kind": "footer", "width": {"fractionalWidth": 1}, "height": {"absolute": 44}, "alignment": "bottom"}"#
            return #"{"sections": [{"interGroupSpacing": 5, "contentInsets": {"top": 0, "leading": 10, "bottom": 0, "trailing": 10}, "#
                + #""boundarySupplementaryItems": [{"kind": "header", "width": {"fractionalWidth": 1}, "height": {"absolute": 44}, "#
                + #""alignment": "top", "pinToVisibleBounds": true, "zIndex": 2}, \#(footer)], "#
                + #""group": {"layout": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 44}, "subitems": [\#(fill)]}}]}"#
        case "list-plain":
            return #"{"sections": [{"list": {"appearance": "plain", "headerMode": "supplementary"}}]}"#
        case "list-inset-grouped":
            return #"{"sections": [{"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}}]}"#
        case "sidebar":
            return #"{"sections": [{"list": {"appearance": "sidebar", "headerMode": "firstItemInSection", "showsSeparators": false}}]}"#
        default:
            return nil
        }
    }
}
