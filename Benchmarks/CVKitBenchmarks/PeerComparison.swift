import Foundation

/// One line of `Benchmarks/peers/run-peers.sh` output.
struct PeerResult {
    var engine: String
    var items: Int
    var status: String
    var nsPerItem: Double?
    var itemsPerLine: Int?
    var agrees: Bool?
    var reason: String?
    var sample: [(index: Int, x: Double, y: Double)]
    /// Each timed layout, in seconds.
    var runsSeconds: [Double] = []
    var version: String?
}

/// Finds the package root (the folder with Package.swift) from the current directory up.
func packageRoot() -> String? {
    var dir = FileManager.default.currentDirectoryPath
    while true {
        if FileManager.default.fileExists(atPath: dir + "/Package.swift") { return dir }
        let parent = (dir as NSString).deletingLastPathComponent
        if parent == dir || parent.isEmpty { return nil }
        dir = parent
    }
}

/// Runs the peer script with the given arguments and parses its JSON lines.
///
/// - Returns: The results, or a message saying why the peers could not run.
func runPeers(arguments: [String]) -> Result<[PeerResult], PeerError> {
    guard let root = packageRoot() else { return .failure(PeerError(message: "cannot find Package.swift above the current directory")) }
    let script = root + "/Benchmarks/peers/run-peers.sh"
    guard FileManager.default.isExecutableFile(atPath: script) else {
        return .failure(PeerError(message: "\(script) is missing or not executable"))
    }
    let status: Int32, output: String
    switch runCollectingOutput("/bin/bash", [script] + arguments, standardError: FileHandle.standardError) {
    case .failure(let error): return .failure(PeerError(message: "cannot run \(script): \(error)"))
    case .success(let run): (status, output) = run
    }
    var results: [PeerResult] = []
    for line in output.split(separator: "\n") {
        guard let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
        let sample = (json["sample"] as? [[String: Any]] ?? []).compactMap { s -> (Int, Double, Double)? in
            guard let i = s["index"] as? Int, let x = (s["x"] as? NSNumber)?.doubleValue, let y = (s["y"] as? NSNumber)?.doubleValue else {
                return nil
            }
            return (i, x, y)
        }
        results.append(
            PeerResult(
                engine: json["engine"] as? String ?? "?", items: json["items"] as? Int ?? 0,
                status: json["status"] as? String ?? "?", nsPerItem: (json["nsPerItem"] as? NSNumber)?.doubleValue,
                itemsPerLine: json["itemsPerLine"] as? Int, agrees: json["agrees"] as? Bool, reason: json["reason"] as? String,
                sample: sample.map { (index: $0.0, x: $0.1, y: $0.2) },
                runsSeconds: (json["runsSeconds"] as? [NSNumber] ?? []).map(\.doubleValue), version: json["version"] as? String))
    }
    if status != 0 && results.isEmpty {
        return .failure(PeerError(message: "\(script) exited with status \(status)"))
    }
    return .success(results)
}

struct PeerError: Error { var message: String }

/// What CVKit measured on the same input, for one item count.
struct CVKitFlowFigure {
    var items: Int
    /// Prepare with per-item sizes from one array (a new array each run).
    var bulk: Measurement
    /// Prepare with `itemSize` only (closed form).
    var uniform: Measurement
    var itemsPerLine: Int
    /// Frame origin of an item in the bulk layout, to compare with the peers' samples.
    var origin: (Int) -> (x: Double, y: Double)

    var bulkNsPerItem: Double { bulk.median / Double(max(1, items)) }
    var uniformNsPerItem: Double { uniform.median / Double(max(1, items)) }
}

/// Everything the peer comparison measured: CVKit's figures, the peers' lines, the floor.
struct PeerComparison {
    var figures: [CVKitFlowFigure]
    var peers: [PeerResult]
    /// The floor (a plain loop writing the frames) in ns per item, by item count.
    var floorNsPerItem: [Int: Double]
    /// Why the peers could not run at all, if they could not.
    var peerFailure: String?

    /// Whether a peer's items per line and sampled positions agree with CVKit's frames.
    ///
    /// x is compared only on full lines (CSS and UIKit place a partial last line
    /// differently); the tolerance is the peers' own (0.5 pt + 1e-6 of the value, for
    /// their 32-bit floats). The peer's own check against the UIKit rule must pass too.
    func positionsAgree(_ peer: PeerResult, _ figure: CVKitFlowFigure) -> Bool {
        guard peer.itemsPerLine == figure.itemsPerLine, peer.agrees == true, !peer.sample.isEmpty else { return false }
        let fullLines = figure.items / max(1, figure.itemsPerLine)
        return peer.sample.allSatisfy { s in
            let o = figure.origin(s.index)
            let xChecked = s.index / max(1, figure.itemsPerLine) < fullLines
            return abs(o.y - s.y) <= 0.5 + 1e-6 * abs(o.y) && (!xChecked || abs(o.x - s.x) <= 0.5 + 1e-6 * abs(o.x))
        }
    }

    /// The peers that ran successfully at `items` items.
    func succeeded(at items: Int) -> [PeerResult] {
        peers.filter { $0.items == items && $0.status == "ok" && $0.nsPerItem != nil }
    }

    /// The fastest peer that ran at `items` items, if any did.
    func fastestPeer(at items: Int) -> PeerResult? {
        succeeded(at: items).min { ($0.nsPerItem ?? .infinity) < ($1.nsPerItem ?? .infinity) }
    }
}

/// The peer group: runs `Benchmarks/peers/run-peers.sh` (Taffy, Yoga and, if installed,
/// Chromium on 10,000, 100,000 and 1,000,000 items; 10,000 and 100,000 with `quick`),
/// then measures CVKit's flow layout on the same input in this process.
///
/// - Parameters:
///   - quick: Fewer counts and one peer repeat.
///   - repeats: CVKit's timed runs per figure.
///   - floor: The floor measurements already made in this run (missing counts are measured).
/// - Returns: The comparison, and the measurements to add to the main table (CVKit's
///   figures, each peer's layout time, any floor rows measured here).
func peerScenarios(quick: Bool, repeats: Int, floor: [Measurement]) -> (PeerComparison, [Measurement]) {
    let counts = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000]
    var measurements: [Measurement] = []
    var peers: [PeerResult] = []
    var failure: String?
    switch runPeers(arguments: ["--items", counts.map(String.init).joined(separator: ",")] + (quick ? ["--repeat", "1"] : [])) {
    case .success(let results): peers = results
    case .failure(let error): failure = error.message
    }
    var floorNs: [Int: Double] = [:]
    for m in floor where m.scenario == "floor" && counts.contains(m.units) { floorNs[m.units] = m.median / Double(m.units) }
    let missing = counts.filter { floorNs[$0] == nil }
    if !missing.isEmpty {
        for m in floorScenarios(counts: missing, repeats: repeats) {
            floorNs[m.units] = m.median / Double(m.units)
            measurements.append(m)
        }
    }
    var figures: [CVKitFlowFigure] = []
    for n in counts {
        let figure = flowPeerFigure(items: n, repeats: repeats)
        figures.append(figure)
        measurements += [figure.bulk, figure.uniform]
        for p in peers where p.items == n && p.status == "ok" {
            measurements.append(
                Measurement(
                    scenario: "peers \(n)", metric: "\(p.engine) layout (\(p.version ?? "?"))", units: n,
                    samples: p.runsSeconds.map { $0 * 1e9 }, peakMemory: 0, note: "other process; peak mem not measured"))
        }
    }
    return (PeerComparison(figures: figures, peers: peers, floorNsPerItem: floorNs, peerFailure: failure), measurements)
}

/// Prints the comparison table: for each count the floor, then each peer with its ns/item,
/// CVKit's (bulk and uniform) and the ratios, items per line, and whether positions agree.
func printPeerComparison(_ c: PeerComparison, markdown: Bool) {
    print("")
    print("Flow wrapping vs. flexbox engines (100×100 items, width 1000, gap 10; layout computation only)")
    if let failure = c.peerFailure { print("peers did not run: \(failure)") }
    var rows: [[String]] = [
        [
            "items", "engine", "engine ns/item", "CVKit bulk ns/item", "peer ÷ CVKit bulk", "CVKit uniform ns/item",
            "peer ÷ CVKit uniform", "items/line", "positions agree",
        ]
    ]
    for figure in c.figures.sorted(by: { $0.items < $1.items }) {
        let n = String(figure.items)
        if let floor = c.floorNsPerItem[figure.items] {
            rows.append([
                n, "floor (plain loop)", format1(floor), format1(figure.bulkNsPerItem),
                "CVKit = \(format1(figure.bulkNsPerItem / floor))× floor", format2(figure.uniformNsPerItem), "-",
                String(figure.itemsPerLine), "-",
            ])
        }
        for p in c.peers where p.items == figure.items {
            guard p.status == "ok", let ns = p.nsPerItem else {
                rows.append([
                    n, p.engine, p.status, format1(figure.bulkNsPerItem), "-", format2(figure.uniformNsPerItem), "-", "-", p.reason ?? "",
                ])
                continue
            }
            rows.append([
                n, p.engine, format1(ns), format1(figure.bulkNsPerItem),
                "\(format1(ns / figure.bulkNsPerItem))×", format2(figure.uniformNsPerItem),
                "\(formatLarge(ns / figure.uniformNsPerItem))×", String(p.itemsPerLine ?? 0),
                c.positionsAgree(p, figure) ? "yes" : "NO",
            ])
        }
    }
    printRows(rows, markdown: markdown)
}

/// The comparison as a JSON array, one object per (count, engine) with CVKit's figures.
func peerComparisonJSON(_ c: PeerComparison) -> String {
    var objects: [String] = []
    for figure in c.figures {
        var base = "\"items\": \(figure.items), \"cvkitBulkNsPerItem\": \(jsonNumber(figure.bulkNsPerItem)), "
        base += "\"cvkitUniformNsPerItem\": \(jsonNumber(figure.uniformNsPerItem)), \"cvkitItemsPerLine\": \(figure.itemsPerLine)"
        if let floor = c.floorNsPerItem[figure.items] {
            objects.append("{\"engine\": \"floor\", \(base), \"nsPerItem\": \(jsonNumber(floor))}")
        }
        for p in c.peers where p.items == figure.items {
            var o = "{\"engine\": \(jsonString(p.engine)), \(base), \"status\": \(jsonString(p.status))"
            if let ns = p.nsPerItem {
                o += ", \"nsPerItem\": \(jsonNumber(ns)), \"peerOverCVKitBulk\": \(jsonNumber(ns / figure.bulkNsPerItem))"
                o += ", \"positionsAgree\": \(c.positionsAgree(p, figure))"
            }
            if let reason = p.reason { o += ", \"reason\": \(jsonString(reason))" }
            objects.append(o + "}")
        }
    }
    return "[" + objects.joined(separator: ", ") + "]"
}

/// Two significant decimals for small figures (0.0015 ns/item), `format1` otherwise.
func format2(_ x: Double) -> String {
    guard x.isFinite, x != 0, abs(x) < 0.01 else { return format1(x) }
    return String(format: "%.2g", x)
}

/// A large ratio with thousands separators and no decimals: `640,000`.
func formatLarge(_ x: Double) -> String {
    guard x.isFinite else { return "∞" }
    guard x >= 1000 else { return format1(x) }
    let digits = String(Int(x.rounded()))
    var out = ""
    for (i, ch) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
        out.append(ch)
    }
    return out
}
