import Geometry
import LayoutProtocol

extension CompositionalLayout {
    /// The measured sizes the next state builds on. Through a batch update (the context
    /// carries its mapping) every size follows its element, as UIKit keeps self-sized
    /// cells' sizes through updates; deleted and reloaded elements measure again. Any other
    /// change of the counts keeps the sizes of sections whose item count is unchanged.
    func carriedPreferredSizes(host: any LayoutHost, mappings: [any UpdateIndexMapping]) -> (
        items: [Int: [Int: Size]], boundary: [Int: [String: Size]], badges: [ElementKey: Size]
    ) {
        var items = preferredSizes, boundary = preferredBoundarySizes, badges = preferredBadgeSizes
        if !mappings.isEmpty {
            for mapping in mappings {
                items = mapping.remapItems(items)
                boundary = mapping.remapSections(boundary)
                var moved: [ElementKey: Size] = [:]
                for (key, size) in badges {
                    if let to = mapping.newIndexPath(forOld: key.indexPath) { moved[ElementKey(key.category, to)] = size }
                }
                badges = moved
            }
            return (items, boundary, badges)
        }
        func holds(_ s: Int) -> Bool {
            guard let state else { return true }
            return s < 0 || (s < state.sections.count && state.sections[s].itemCount == host.numberOfItems(inSection: s))
        }
        return (items.filter { holds($0.key) }, boundary.filter { holds($0.key) }, badges.filter { holds($0.key.indexPath.section) })
    }
}
