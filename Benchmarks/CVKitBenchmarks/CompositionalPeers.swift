/// The 3-across grid beside Taffy's and Chromium's CSS grid: `Benchmarks/peers/run-peers.sh
/// --layout grid` lays out the same items in `grid-template-columns: repeat(3, 1fr)` with
/// rows of a third of the width (square cells, width 390), and times only the engines'
/// layout pass.
///
/// Each peer that ran becomes a row `compositional grid peers N` / `<engine> layout`
/// beside CVKit's `compositional grid N` prepare, with `values["agrees"]` 1 when its
/// sampled frames are CVKit's (x = (i mod 3)·130, y = ⌊i / 3⌋·130, 130 × 130, within the
/// peers' tolerance of 0.5 pt + 10⁻⁶ of the value). Peers are optional: one that is not
/// installed or fails is reported on standard error and left out.
func compositionalGridPeerScenarios(counts: [Int], quick: Bool) -> [Measurement] {
    let arguments =
        ["--layout", "grid", "--engines", "taffy,chromium", "--items", counts.map(String.init).joined(separator: ",")]
        + (quick ? ["--repeat", "1"] : [])
    let peers: [PeerResult]
    switch runPeers(arguments: arguments) {
    case .success(let results): peers = results
    case .failure(let error):
        printError("cvkit-bench: grid peers skipped: \(error.message)")
        return []
    }
    var rows: [Measurement] = []
    for p in peers {
        guard p.status == "ok", !p.runsSeconds.isEmpty else {
            printError("cvkit-bench: grid peer \(p.engine) at \(p.items) items: \(p.status) (\(p.reason ?? "no reason given"))")
            continue
        }
        let agrees = p.agrees == true && gridSampleAgrees(p.sample, width: 390)
        var row = Measurement(
            scenario: "compositional grid peers \(p.items)", metric: "\(p.engine) CSS grid layout (\(p.version ?? "?"))", units: p.items,
            samples: p.runsSeconds.map { $0 * 1e9 }, peakMemory: 0,
            note: agrees ? "positions agree with CVKit's" : "positions DISAGREE with CVKit's")
        row.values = ["agrees": agrees ? 1 : 0]
        rows.append(row)
    }
    return rows
}

/// Whether sampled origins are the 3-across grid's: item i at ((i mod 3)·w/3, ⌊i / 3⌋·w/3).
func gridSampleAgrees(_ sample: [(index: Int, x: Double, y: Double)], width: Double) -> Bool {
    let side = width / 3
    return !sample.isEmpty
        && sample.allSatisfy { s in
            let x = Double(s.index % 3) * side, y = Double(s.index / 3) * side
            return abs(s.x - x) <= 0.5 + 1e-6 * abs(x) && abs(s.y - y) <= 0.5 + 1e-6 * abs(y)
        }
}

/// The peer goal: CVKit's grid prepare against the faster of the CSS grid
/// engines whose positions agree, at every count both measured; the worst ratio counts.
func compositionalGridPeerGoal(_ results: [Measurement]) -> Goal {
    let goal = "3-across grid: ≥ 50× faster than the faster of Taffy's and Chromium's CSS grid"
    let peers = results.filter { $0.scenario.hasPrefix("compositional grid peers ") && $0.values["agrees"] == 1 }
    var worst: (ratio: Double, text: String)?
    for n in Set(peers.map(\.units)).sorted() {
        guard let cvkit = results.first(where: { $0.scenario == "compositional grid \(n)" && $0.metric == "prepare" }),
            let fastest = peers.filter({ $0.units == n }).min(by: { $0.median < $1.median })
        else { continue }
        let ratio = fastest.median / max(cvkit.median, 1)
        if worst == nil || ratio < worst!.ratio {
            let engine = fastest.metric.split(separator: " ").first.map(String.init) ?? "?"
            worst = (ratio, "\(formatLarge(ratio))× \(engine) at \(n)")
        }
    }
    return Goal(area: "compositional", goal: goal, measured: worst?.text ?? "-", met: worst.map { $0.ratio >= 50 })
}
