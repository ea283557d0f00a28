import Geometry
import LayoutProtocol

/// The flow layout of Apple's "Customizing Collection View Layouts" sample: a
/// single column of full-width cells on narrow screens, a grid of equal columns on wide
/// ones.
///
/// Before each pass it picks the number of columns that fit the host's bounds inset by
/// its layout margins with at least ``minimumColumnWidth`` each, sets ``FlowLayout/itemSize``
/// to `(floor(available / columns), cellHeight)`, the section inset's top to
/// ``FlowLayout/minimumInteritemSpacing`` and the inset reference to
/// ``FlowLayout/SectionInsetReference/fromSafeArea`` — then calls `super.prepare()`.
///
/// ```swift
/// let layout = ColumnFlowLayout()          // minimumColumnWidth 300, cellHeight 70
/// layout.host = StaticLayoutHost(itemCounts: [10], bounds: Rect(x: 0, y: 0, width: 1000, height: 800))
/// try layout.prepareIfNeeded()
/// layout.itemSize                          // 333x70: three columns
/// ```
///
/// Differences from the sample: the sample sets the properties after `super.prepare()`,
/// which works in UIKit because UIKit's flow layout computes lazily; here
/// ``FlowLayout/prepare()`` lays out eagerly, so the properties are set first. A width
/// narrower than one column gives one column (the sample would divide by zero).
///
/// As in the sample, the column width ignores ``FlowLayout/minimumInteritemSpacing``: with
/// the default spacing of 10, `numberOfColumns` cells of `floor(available / columns)` may
/// not fit on one line, and the flow puts fewer on each. Set the spacing to 0 for exact
/// columns.
open class ColumnFlowLayout: FlowLayout {
    /// The narrowest a column may be; 300 by default (the sample's value).
    public var minimumColumnWidth: Double = 300 { didSet { if oldValue != minimumColumnWidth { invalidateLayout() } } }
    /// The height of every cell; 70 by default (the sample's value).
    public var cellHeight: Double = 70 { didSet { if oldValue != cellHeight { invalidateLayout() } } }

    /// Creates the layout with the sample's values.
    public override init() { super.init() }

    /// The number of columns the last pass chose.
    public private(set) var numberOfColumns: Int = 1

    /// Picks the columns and the item size for the host's width, then lays out as a flow.
    ///
    /// - Throws: ``LayoutProtocol/LayoutError/invalidParameter(name:message:)`` when
    ///   ``minimumColumnWidth`` is not finite and positive or ``cellHeight`` is negative
    ///   or not finite; otherwise what ``FlowLayout/prepare()`` throws.
    open override func prepare() throws(LayoutError) {
        guard minimumColumnWidth.isFinite, minimumColumnWidth > 0 else {
            throw .invalidParameter(
                name: "minimumColumnWidth", message: "\(formatScalar(minimumColumnWidth)) must be finite and greater than 0")
        }
        guard cellHeight.isFinite, cellHeight >= 0 else {
            throw .invalidParameter(name: "cellHeight", message: "\(formatScalar(cellHeight)) must be finite and not negative")
        }
        if let host, host.bounds.isFinite, host.layoutMargins.isFinite {
            let available = max(0, host.bounds.inset(by: host.layoutMargins).width)
            let fit = (available / minimumColumnWidth).rounded(.down)
            let columns = fit >= 1 ? (fit < 1_000_000 ? Int(fit) : 1_000_000) : 1
            let cellWidth = (available / Double(columns)).rounded(.down)
            itemSize = Size(width: cellWidth, height: cellHeight)
            sectionInset = EdgeInsets(top: minimumInteritemSpacing, left: 0, bottom: 0, right: 0)
            sectionInsetReference = .fromSafeArea
            numberOfColumns = columns
        }
        try super.prepare()
    }
}
