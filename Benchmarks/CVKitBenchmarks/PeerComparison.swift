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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script] + arguments
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.standardError
    do {
        try process.run()
    } catch {
        return .failure(PeerError(message: "cannot run \(script): \(error)"))
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var results: [PeerResult] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
        guard let json = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
        let sample = (json["sample"] as? [[String: Any]] ?? []).compactMap { s -> (Int, Double, Double)? in
            guard let i = s["index"] as? Int, let x = (s["x"] as? NSNumber)?.doubleValue, let y = (s["y"] as? NSNumber)?.doubleValue else { return nil }
            return (i, x, y)
        }
        results.append(PeerResult(
            engine: json["engine"] as? String ?? "?", items: json["items"] as? Int ?? 0,
            status: json["status"] as? String ?? "?", nsPerItem: (json["nsPerItem"] as? NSNumber)?.doubleValue,
            itemsPerLine: json["itemsPerLine"] as? Int, agrees: json["agrees"] as? Bool, reason: json["reason"] as? String,
            sample: sample.map { (index: $0.0, x: $0.1, y: $0.2) }))
    }
    if process.terminationStatus != 0 && results.isEmpty {
        return .failure(PeerError(message: "\(script) exited with status \(process.terminationStatus)"))
    }
    return .success(results)
}

struct PeerError: Error { var message: String }

/// What CVKit measured on the same input, for one item count.
struct CVKitFlowFigure {
    var items: Int
    var nsPerItem: Double
    /// Frame origin of an item, to compare with the peers' samples.
    var origin: (Int) -> (x: Double, y: Double)
    var itemsPerLine: Int
}

/// Prints the comparison table: each peer's ns/item, CVKit's, the ratio, and whether the
/// positions of the sampled items agree with CVKit's frames.
func printPeerComparison(peers: [PeerResult], cvkit: [CVKitFlowFigure], floorNsPerItem: [Int: Double]) {
    print("")
    print("Flow wrapping vs. flexbox engines (100x100 items, width 1000, gap 10; layout computation only)")
    var rows: [[String]] = [["items", "engine", "ns/item", "CVKit ns/item", "CVKit faster by", "items/line", "positions agree"]]
    for figure in cvkit.sorted(by: { $0.items < $1.items }) {
        if let floor = floorNsPerItem[figure.items] {
            rows.append([String(figure.items), "floor (C-like loop)", format1(floor), format1(figure.nsPerItem),
                         "\(format1(figure.nsPerItem / floor))x the floor", String(figure.itemsPerLine), "-"])
        }
        for p in peers where p.items == figure.items {
            guard p.status == "ok", let ns = p.nsPerItem else {
                rows.append([String(p.items), p.engine, p.status, format1(figure.nsPerItem), "-", "-", p.reason ?? ""])
                continue
            }
            let samplesAgree = p.sample.allSatisfy { s in
                let o = figure.origin(s.index)
                return abs(o.x - s.x) <= 0.5 && abs(o.y - s.y) <= 0.5
            } && p.itemsPerLine == figure.itemsPerLine
            rows.append([String(p.items), p.engine, format1(ns), format1(figure.nsPerItem),
                         "\(format1(ns / figure.nsPerItem))x", String(p.itemsPerLine ?? 0),
                         samplesAgree && (p.agrees ?? false) ? "yes" : "NO"])
        }
    }
    var widths = [Int](repeating: 0, count: rows[0].count)
    for r in rows { for (i, c) in r.enumerated() { widths[i] = max(widths[i], c.count) } }
    for (n, r) in rows.enumerated() {
        print(r.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }.joined(separator: "  "))
        if n == 0 { print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
}
