import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol

/// One line of the plot: a name and its (item count, ns per item) points.
struct PlotSeries {
    var name: String
    var points: [(count: Int, nsPerItem: Double)]
}

/// The series of the scaling plot: the floor and every CVKit case of the `scaling`
/// group, and each peer engine of the peer comparison.
func scalingPlotSeries(_ results: [Measurement], peers: PeerComparison?) -> [PlotSeries] {
    var series: [PlotSeries] = []
    func add(_ name: String, _ count: Int, _ ns: Double) {
        guard ns > 0, ns.isFinite else { return }
        if let k = series.firstIndex(where: { $0.name == name }) {
            series[k].points.append((count, ns))
        } else {
            series.append(PlotSeries(name: name, points: [(count, ns)]))
        }
    }
    for m in results where m.scenario.hasPrefix("scaling ") && m.units > 0 {
        let name = m.metric.hasPrefix("floor") ? "floor" : m.metric.replacingOccurrences(of: " prepare", with: "")
        add(name, m.units, m.median / Double(m.units))
    }
    for p in peers?.peers ?? [] where p.status == "ok" {
        if let ns = p.nsPerItem { add(p.engine, p.items, ns) }
    }
    return series.map { PlotSeries(name: $0.name, points: $0.points.sorted { $0.count < $1.count }) }
}

/// The colors of the series, in order (the floor is drawn dashed in the first).
let plotPalette = [
    "#222222", "#2f6fd6", "#d62f2f", "#2e9e44", "#c77700", "#8e44ad", "#16a0a0", "#b0306f", "#6b8e23", "#7f5539",
    "#4169e1", "#e377c2", "#17becf",
]

/// Draws ns/item against item count on log–log axes as an SVG document, with CVKit's own
/// SVG writer (`PreviewScene.renderSVG(options:)` of LayoutPreview, with its overlays):
/// a frame with the decades of both axes as ticks, labels (10⁴ items, 1 ns…) and a light
/// grid, one polyline per series with a small square at each measured point, and a legend.
/// No element labels: the scene has no elements.
///
/// - Returns: The SVG, or `nil` when there is nothing to draw.
func scalingPlotSVG(_ series: [PlotSeries], title: String) -> String? {
    let all = series.flatMap(\.points)
    guard !all.isEmpty else { return nil }
    let width = 900.0, height = 540.0, left = 90.0, top = 50.0, plotW = 560.0, plotH = 420.0
    let lx = { (x: Double) in log10(max(x, 1e-9)) }
    let x0 = lx(Double(all.map(\.count).min()!)).rounded(.down), x1 = lx(Double(all.map(\.count).max()!)).rounded(.up)
    let y0 = lx(all.map(\.nsPerItem).min()!).rounded(.down), y1 = lx(all.map(\.nsPerItem).max()!).rounded(.up)
    let spanX = max(x1 - x0, 1), spanY = max(y1 - y0, 1)
    func px(_ decade: Double) -> Double { left + (decade - x0) / spanX * plotW }
    func py(_ decade: Double) -> Double { top + plotH - (decade - y0) / spanY * plotH }
    func point(_ p: (count: Int, nsPerItem: Double)) -> Point { Point(x: px(lx(Double(p.count))), y: py(lx(p.nsPerItem))) }
    let bottom = top + plotH, right = left + plotW

    var overlays: [SVGOverlay] = [.text(title, at: Point(x: left, y: 20), size: 14)]
    // Grid and ticks: a line and a label at each decade, short ticks at 2…9 × 10^d.
    for d in stride(from: x0, through: x1, by: 1) {
        overlays.append(.polyline(points: [Point(x: px(d), y: top), Point(x: px(d), y: bottom)], color: "#e2e2e2"))
        overlays.append(.polyline(points: [Point(x: px(d), y: bottom), Point(x: px(d), y: bottom + 6)], color: "#444444"))
        overlays.append(.text(powerOfTen(Int(d)), at: Point(x: px(d), y: bottom + 16), anchor: .middle, size: 11))
        for m in 2...9 where d < x1 {
            let x = px(d + log10(Double(m)))
            overlays.append(.polyline(points: [Point(x: x, y: bottom), Point(x: x, y: bottom + 3)], color: "#444444"))
        }
    }
    for d in stride(from: y0, through: y1, by: 1) {
        overlays.append(.polyline(points: [Point(x: left, y: py(d)), Point(x: right, y: py(d))], color: "#e2e2e2"))
        overlays.append(.polyline(points: [Point(x: left - 6, y: py(d)), Point(x: left, y: py(d))], color: "#444444"))
        overlays.append(.text(nanosecondsLabel(d), at: Point(x: left - 10, y: py(d)), anchor: .end, size: 11))
        for m in 2...9 where d < y1 {
            let y = py(d + log10(Double(m)))
            overlays.append(.polyline(points: [Point(x: left - 3, y: y), Point(x: left, y: y)], color: "#444444"))
        }
    }
    overlays.append(.polyline(points: [Point(x: left, y: top), Point(x: left, y: bottom), Point(x: right, y: bottom)], color: "#444444"))
    overlays.append(.text("items (log)", at: Point(x: left + plotW / 2, y: bottom + 38), anchor: .middle, size: 12))
    overlays.append(.text("ns per item (log)", at: Point(x: left, y: top - 14), anchor: .middle, size: 12))
    // The series and the legend.
    for (k, s) in series.enumerated() {
        let color = plotPalette[k % plotPalette.count]
        let points = s.points.map(point)
        if points.count > 1 { overlays.append(.polyline(points: points, color: color, width: 2, dashed: s.name == "floor")) }
        for p in points {
            let square = [(-3.0, -3.0), (3, -3), (3, 3), (-3, 3), (-3, -3)].map { Point(x: p.x + $0.0, y: p.y + $0.1) }
            overlays.append(.polyline(points: square, color: color, width: 1.5))
        }
        let y = top + 8 + Double(k) * 20
        overlays.append(
            .polyline(points: [Point(x: right + 30, y: y), Point(x: right + 60, y: y)], color: color, width: 2, dashed: s.name == "floor"))
        overlays.append(.text(s.name, at: Point(x: right + 68, y: y), size: 12))
    }
    let scene = PreviewScene(
        layoutName: title, bounds: Rect(x: 0, y: 0, width: width, height: height), contentSize: Size(width: width, height: height),
        elements: [])
    return scene.renderSVG(options: SVGOptions(labelsElements: false, outlinesViewport: false, overlays: overlays))
}

/// `10⁴`: ten to a power, with a superscript exponent.
func powerOfTen(_ exponent: Int) -> String {
    let digits = Array("⁰¹²³⁴⁵⁶⁷⁸⁹")
    let text = String(abs(exponent)).map { digits[$0.wholeNumberValue ?? 0] }
    return "10" + (exponent < 0 ? "⁻" : "") + String(text)
}

/// A decade of nanoseconds as a label: `0.1 ns`, `1 ns`, `100 ns`, `1 µs`, `10 ms`.
func nanosecondsLabel(_ decade: Double) -> String {
    let d = Int(decade)
    let (unit, base) = d >= 6 ? ("ms", 6) : d >= 3 ? ("µs", 3) : ("ns", 0)
    let value = pow(10, Double(d - base))
    return (d - base < 0 ? String(value) : String(Int(value))) + " " + unit
}

/// Writes the plot to `path` (creating its folder); prints where it went on stderr.
func writeScalingPlot(_ results: [Measurement], peers: PeerComparison?, to path: String) {
    let series = scalingPlotSeries(results, peers: peers)
    guard let svg = scalingPlotSVG(series, title: "prepare: ns per item against item count (log–log)") else {
        printError("cvkit-bench: --plot: nothing to draw (run the 'scaling' group)")
        return
    }
    let url = URL(fileURLWithPath: path)
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try svg.write(to: url, atomically: true, encoding: .utf8)
        printError("cvkit-bench: wrote \(path)")
    } catch {
        printError("cvkit-bench: --plot: cannot write \(path): \(error)")
    }
}
