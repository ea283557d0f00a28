import Geometry
import LayoutPreview

extension ScrollReport {
    /// The session as an SVG timeline, drawn with LayoutPreview's SVG writer: above, the
    /// layout CPU time of each frame against the frame budget (a dashed line); below, the
    /// blank and unstable shares of the viewport; every frame where the host moved the
    /// offset on its own is marked with a red line across both, labelled with the distance.
    ///
    /// - Returns: The SVG document, ending with a newline.
    /// - Complexity: O(f) for f frames.
    public func renderSVG() -> String {
        let s = summary
        let left = 70.0, top = 50.0, plotW = max(300, min(1200, Double(frames.count) * 4)), cpuH = 200.0, gap = 50.0, areaH = 100.0
        let width = left + plotW + 170, height = top + cpuH + gap + areaH + 60
        let step = frames.count > 1 ? plotW / Double(frames.count - 1) : 0
        let budget = max(s.budgetNanoseconds, 1)
        let cpuTop = Double(max(s.layoutMax, 1)) > budget ? Double(s.layoutMax) : budget * 1.25
        let areaTop = top + cpuH + gap
        func x(_ i: Int) -> Double { left + Double(i) * step }
        func cpuY(_ ns: Double) -> Double { top + cpuH - min(ns / cpuTop, 1) * cpuH }
        func areaY(_ share: Double) -> Double { areaTop + areaH - min(max(share, 0), 1) * areaH }
        let frame = { (y0: Double, y1: Double) -> SVGOverlay in
            .polyline(
                points: [Point(x: left, y: y0), Point(x: left, y: y1), Point(x: left + plotW, y: y1)], color: "#444444")
        }
        var overlays: [SVGOverlay] = [
            .text(
                "scroll \(layoutName): \(script.isEmpty ? "no steps" : script) — \(formatted(framesPerSecond)) Hz, \(frames.count) frames",
                at: Point(x: left, y: 20), size: 14),
            frame(top, top + cpuH), frame(areaTop, areaTop + areaH),
            .text("layout time per frame (\(timingName))", at: Point(x: left, y: top - 12), size: 12),
            .text(Self.milliseconds(Int(cpuTop.rounded())), at: Point(x: left - 6, y: top), anchor: .end, size: 10),
            .text("0", at: Point(x: left - 6, y: top + cpuH), anchor: .end, size: 10),
            .text("viewport share", at: Point(x: left, y: areaTop - 12), size: 12),
            .text("100%", at: Point(x: left - 6, y: areaTop), anchor: .end, size: 10),
            .text("0%", at: Point(x: left - 6, y: areaTop + areaH), anchor: .end, size: 10),
            .text("frame", at: Point(x: left + plotW / 2, y: areaTop + areaH + 30), anchor: .middle, size: 12),
            .text(
                "\(frames.count > 0 ? frames.count - 1 : 0)", at: Point(x: left + plotW, y: areaTop + areaH + 14), anchor: .middle, size: 10
            ),
            .text("0", at: Point(x: left, y: areaTop + areaH + 14), anchor: .middle, size: 10),
        ]
        // The budget line, then the series.
        overlays.append(
            .polyline(
                points: [Point(x: left, y: cpuY(budget)), Point(x: left + plotW, y: cpuY(budget))], color: "#d62f2f", width: 1.5,
                dashed: true))
        overlays.append(
            .text("budget \(Self.milliseconds(Int(budget.rounded())))", at: Point(x: left + plotW + 8, y: cpuY(budget)), size: 11))
        if frames.count > 1 {
            overlays.append(
                .polyline(
                    points: frames.enumerated().map { Point(x: x($0.offset), y: cpuY(Double($0.element.layoutNanoseconds))) },
                    color: "#2f6fd6", width: 1.5))
            overlays.append(
                .polyline(
                    points: frames.enumerated().map { Point(x: x($0.offset), y: areaY($0.element.blankArea)) }, color: "#555555", width: 1.5
                ))
            overlays.append(
                .polyline(
                    points: frames.enumerated().map { Point(x: x($0.offset), y: areaY($0.element.unstableArea)) }, color: "#c77700",
                    width: 1.5))
        }
        // The jumps.
        for (i, f) in frames.enumerated() where f.jumps > 0 {
            overlays.append(.polyline(points: [Point(x: x(i), y: top), Point(x: x(i), y: areaTop + areaH)], color: "#d62f2f"))
            overlays.append(.text(Self.points(f.jumpDistance), at: Point(x: x(i) + 3, y: top + 8), size: 9, color: "#d62f2f"))
        }
        // The legend.
        let legend: [(String, String, Bool)] = [
            ("layout CPU", "#2f6fd6", false), ("frame budget", "#d62f2f", true), ("blank area", "#555555", false),
            ("unstable area", "#c77700", false), ("jump (host moved offset)", "#d62f2f", false),
        ]
        for (k, item) in legend.enumerated() {
            let y = areaTop + 10 + Double(k) * 18
            overlays.append(
                .polyline(
                    points: [Point(x: left + plotW + 20, y: y), Point(x: left + plotW + 44, y: y)], color: item.1, width: 2, dashed: item.2)
            )
            overlays.append(.text(item.0, at: Point(x: left + plotW + 50, y: y), size: 11))
        }
        let scene = PreviewScene(
            layoutName: "scroll \(layoutName)", bounds: Rect(x: 0, y: 0, width: width, height: height),
            contentSize: Size(width: width, height: height), elements: [])
        return scene.renderSVG(options: SVGOptions(labelsElements: false, outlinesViewport: false, overlays: overlays))
    }
}
