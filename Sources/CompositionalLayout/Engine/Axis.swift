import Geometry

/// One axis of a layout or group, so one piece of code handles both directions.
struct Axis: Hashable {
    /// Whether the axis is the y axis (a vertical group, a vertically scrolling layout).
    let isVertical: Bool

    static let horizontal = Axis(isVertical: false)
    static let vertical = Axis(isVertical: true)

    func main(_ s: Size) -> Double { isVertical ? s.height : s.width }
    func cross(_ s: Size) -> Double { isVertical ? s.width : s.height }
    func main(_ p: Point) -> Double { isVertical ? p.y : p.x }
    func cross(_ p: Point) -> Double { isVertical ? p.x : p.y }
    func size(main: Double, cross: Double) -> Size {
        isVertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
    func point(main: Double, cross: Double) -> Point {
        isVertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }
    func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> Rect {
        Rect(origin: point(main: main, cross: cross), size: size(main: mainLength, cross: crossLength))
    }
    func minMain(_ r: Rect) -> Double { isVertical ? r.minY : r.minX }
    func maxMain(_ r: Rect) -> Double { isVertical ? r.maxY : r.maxX }
    func minCross(_ r: Rect) -> Double { isVertical ? r.minX : r.minY }
    func maxCross(_ r: Rect) -> Double { isVertical ? r.maxX : r.maxY }
    /// The dimension along the axis.
    func main(_ s: LayoutSize) -> LayoutDimension { isVertical ? s.heightDimension : s.widthDimension }
    /// The dimension across the axis.
    func cross(_ s: LayoutSize) -> LayoutDimension { isVertical ? s.widthDimension : s.heightDimension }
    /// The insets before and after along the axis (leading = left in layout space).
    func mainInsets(_ i: DirectionalEdgeInsets) -> (Double, Double) { isVertical ? (i.top, i.bottom) : (i.leading, i.trailing) }
    /// The insets before and after across the axis.
    func crossInsets(_ i: DirectionalEdgeInsets) -> (Double, Double) { isVertical ? (i.leading, i.trailing) : (i.top, i.bottom) }
    /// The edge spacing before and after along the axis.
    func mainSpacing(_ e: LayoutEdgeSpacing?) -> (LayoutSpacing?, LayoutSpacing?) {
        guard let e else { return (nil, nil) }
        return isVertical ? (e.top, e.bottom) : (e.leading, e.trailing)
    }
    /// The edge spacing before and after across the axis.
    func crossSpacing(_ e: LayoutEdgeSpacing?) -> (LayoutSpacing?, LayoutSpacing?) {
        guard let e else { return (nil, nil) }
        return isVertical ? (e.leading, e.trailing) : (e.top, e.bottom)
    }
    /// The path component of the dimension along the axis.
    var mainName: String { isVertical ? "height" : "width" }
}
