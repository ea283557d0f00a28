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

/// Draws ns/item against item count on log–log axes as an SVG document, with CVKit's own
/// SVG writer (`PreviewScene.renderSVG()` of LayoutPreview): each point is a small cell,
/// each segment between two points a thin element rotated into place, the axes and the
/// decade grid are decorations, and the labels are supplementary views named by their
/// text (the writer prints an element's kind and index path as its label; see
/// ``plotLabelsOnly(_:)``).
///
/// - Returns: The SVG, or `nil` when there is nothing to draw.
func scalingPlotSVG(_ series: [PlotSeries], title: String) -> String? {
    let all = series.flatMap(\.points)
    guard !all.isEmpty else { return nil }
    let width = 900.0, height = 540.0, left = 90.0, top = 40.0, plotW = 560.0, plotH = 440.0
    let lx = { (x: Double) in log10(max(x, 1e-9)) }
    let x0 = lx(Double(all.map(\.count).min()!)).rounded(.down), x1 = lx(Double(all.map(\.count).max()!)).rounded(.up)
    let y0 = lx(all.map(\.nsPerItem).min()!).rounded(.down), y1 = lx(all.map(\.nsPerItem).max()!).rounded(.up)
    let spanX = max(x1 - x0, 1), spanY = max(y1 - y0, 1)
    func px(_ count: Int) -> Double { left + (lx(Double(count)) - x0) / spanX * plotW }
    func py(_ ns: Double) -> Double { top + plotH - (lx(ns) - y0) / spanY * plotH }

    var elements: [LayoutAttributes] = []
    var labelIndex = 0
    func label(_ text: String, x: Double, y: Double) {
        elements.append(
            LayoutAttributes(
                forSupplementaryViewOfKind: text, at: ElementIndexPath(item: labelIndex, section: 0),
                frame: Rect(x: x, y: y, width: 0, height: 0)))
        labelIndex += 1
    }
    func rule(_ frame: Rect) {
        elements.append(
            LayoutAttributes(forDecorationViewOfKind: "grid", at: ElementIndexPath(item: elements.count, section: 0), frame: frame))
    }
    // Decade grid and axis labels.
    for d in stride(from: x0, through: x1, by: 1) {
        let x = left + (d - x0) / spanX * plotW
        rule(Rect(x: x, y: top, width: 0.5, height: plotH))
        label("10^\(Int(d)) items", x: x - 20, y: top + plotH + 8)
    }
    for d in stride(from: y0, through: y1, by: 1) {
        let y = top + plotH - (d - y0) / spanY * plotH
        rule(Rect(x: left, y: y, width: plotW, height: 0.5))
        label(d >= 3 ? "\(Int(pow(10, d - 3))) µs/item" : d >= 0 ? "\(Int(pow(10, d))) ns/item" : "\(pow(10, d)) ns/item", x: 8, y: y - 6)
    }
    label(title, x: left, y: 12)
    // Series: points, segments, legend.
    for (k, s) in series.enumerated() {
        for (j, p) in s.points.enumerated() {
            let x = px(p.count), y = py(p.nsPerItem)
            elements.append(
                LayoutAttributes(forCellAt: ElementIndexPath(item: j, section: k), frame: Rect(x: x - 3, y: y - 3, width: 6, height: 6)))
            if j > 0 {
                let q = s.points[j - 1]
                let ax = px(q.count), ay = py(q.nsPerItem)
                let length = ((x - ax) * (x - ax) + (y - ay) * (y - ay)).squareRoot()
                var segment = LayoutAttributes(
                    forDecorationViewOfKind: "line", at: ElementIndexPath(item: j, section: k),
                    frame: Rect(x: (ax + x) / 2 - length / 2, y: (ay + y) / 2 - 0.75, width: length, height: 1.5))
                segment.transform3D = Transform3D(rotationAngle: atan2(y - ay, x - ax), x: 0, y: 0, z: 1)
                segment.zIndex = -1
                elements.append(segment)
            }
        }
        if let last = s.points.last {
            label("\(k)", x: px(last.count) + 6 + Double(k % 3) * 10, y: py(last.nsPerItem) - 5)
        }
        label("\(k): \(s.name)", x: left + plotW + 30, y: top + Double(k) * 16)
    }
    let scene = PreviewScene(
        layoutName: title, bounds: Rect(x: 0, y: 0, width: width, height: height), contentSize: Size(width: width, height: height),
        elements: elements)
    return plotLabelsOnly(scene.renderSVG())
}

/// The writer labels every element with its index path; a plot wants only its own text:
/// the labels of the cells (points) and decorations (grid, segments) go, and each
/// supplementary label keeps its kind (the text) without the index path.
func plotLabelsOnly(_ svg: String) -> String {
    svg.replacingOccurrences(of: "(class=\"(cell|decoration)\"[^\n]*?)<text[^<]*</text>", with: "$1", options: .regularExpression)
        .replacingOccurrences(of: " [0-9]+-[0-9]+</text>", with: "</text>", options: .regularExpression)
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
