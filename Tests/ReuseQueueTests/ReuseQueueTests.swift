import LayoutProtocol
import ReuseQueue
import Testing

@Suite struct ReusableViewBasics {
    @Test func prepareForReuseClearsCellState() {
        let cell = CollectionViewCell()
        cell.apply(LayoutAttributes(forCellAt: ElementIndexPath(item: 0, section: 0)))
        cell.isSelected = true
        cell.isHighlighted = true
        cell.prepareForReuse()
        #expect(cell.appliedAttributes == nil)
        #expect(!cell.isSelected && !cell.isHighlighted)
    }
}
