import Foundation

/// One performance goal, with what this run measured and whether it met it.
struct Goal {
    /// Where the goal comes from (flow, mosaic, scroll, …).
    var area: String
    /// The goal, in words.
    var goal: String
    /// The figure this run measured, in words.
    var measured: String
    /// `true` met, `false` missed, `nil` not measured in this run (filtered out or skipped).
    var met: Bool?

    var verdict: String {
        switch met {
        case true?: "yes"
        case false?: "NO"
        case nil: "not measured"
        }
    }
}

/// Evaluates every performance goal against this run's measurements.
///
/// Nothing here is hard-coded: each verdict is computed from the measurements (a goal
/// whose scenario did not run in this invocation is "not measured").
///
/// - Parameters:
///   - results: Every measurement of the run.
///   - peers: The peer comparison, when it ran.
/// - Returns: The goals in a stable order.
/// - Complexity: O(goals × results).
func evaluateGoals(_ results: [Measurement], peers: PeerComparison?) -> [Goal] {
    var goals: [Goal] = []
    func rows(_ scenarioPrefix: String, _ metric: String) -> [Measurement] {
        results.filter { $0.scenario.hasPrefix(scenarioPrefix) && $0.metric.hasPrefix(metric) }
    }
    func failed(_ m: Measurement) -> Bool { (m.values["failed"] ?? 0) != 0 || m.samples.isEmpty }
    func nsPerItem(_ m: Measurement) -> Double { m.median / Double(max(1, m.units)) }
    func count(_ scenario: String) -> String {
        scenario.split(separator: " ").first { Int($0) != nil }.map(String.init) ?? scenario
    }
    /// The worst row by `key` (largest), as a goal line.
    func worst(
        _ area: String, _ goal: String, _ ms: [Measurement], limit: Double,
        key: (Measurement) -> Double, show: (Double) -> String
    ) -> Goal {
        guard !ms.isEmpty else { return Goal(area: area, goal: goal, measured: "-", met: nil) }
        if let bad = ms.first(where: failed) {
            return Goal(area: area, goal: goal, measured: "FAILED (\(bad.scenario): \(bad.note))", met: false)
        }
        guard let worstRow = ms.max(by: { key($0) < key($1) }) else { return Goal(area: area, goal: goal, measured: "-", met: nil) }
        let value = key(worstRow)
        let label =
            Int(count(worstRow.scenario)) != nil
            ? count(worstRow.scenario) : worstRow.metric.replacingOccurrences(of: " (per step, wall)", with: "")
        let worstNote = ms.count > 1 ? " (worst: \(label))" : ""
        return Goal(area: area, goal: goal, measured: show(value) + worstNote, met: value <= limit)
    }

    // Flow, uniform items.
    let uniformPrepare = rows("flow uniform ", "prepare")
    goals.append(
        worst(
            "flow uniform", "prepare < 1 ms at 1k … 1e9 items", uniformPrepare, limit: 1_000_000 - 1,
            key: { $0.median }, show: formatDuration))
    goals.append(
        worst(
            "flow uniform", "viewport query in microseconds (< 10 µs)", rows("flow uniform ", "viewport query"),
            limit: 10_000 - 1, key: { $0.median }, show: formatDuration))
    let held = rows("flow uniform ", "memory held").sorted { (Int(count($0.scenario)) ?? 0) < (Int(count($1.scenario)) ?? 0) }
    if let small = held.first, let large = held.last, held.count > 1 {
        let growth = (large.values["residentGrowthBytes"] ?? 0) - (small.values["residentGrowthBytes"] ?? 0)
        goals.append(
            Goal(
                area: "flow uniform",
                goal: "memory independent of count (\(count(large.scenario)) holds ≤ \(count(small.scenario)) + 1 MiB)",
                measured:
                    "\(formatBytes(Int(large.values["residentGrowthBytes"] ?? 0))) vs \(formatBytes(Int(small.values["residentGrowthBytes"] ?? 0)))",
                met: growth <= 1024 * 1024))
    } else {
        goals.append(Goal(area: "flow uniform", goal: "memory independent of count", measured: "-", met: nil))
    }

    // Flow, per-item sizes (both the bulk array and one delegate call per item).
    // The floor ratios come from the scaling group, where the floor and every layout run
    // in the same rounds; a ratio is shown with its spread over the rounds.
    let scaling = { (metric: String) in rows("scaling ", metric) }
    func ratioGoal(_ area: String, _ goal: String, _ ms: [Measurement], key: String, limit: Double, unit: String) -> Goal {
        guard !ms.isEmpty else { return Goal(area: area, goal: goal, measured: "-", met: nil) }
        if let bad = ms.first(where: failed) {
            return Goal(area: area, goal: goal, measured: "FAILED (\(bad.scenario): \(bad.note))", met: false)
        }
        let worstRow = ms.max { ($0.values[key] ?? .infinity) < ($1.values[key] ?? .infinity) }!
        guard let value = worstRow.values[key] else { return Goal(area: area, goal: goal, measured: "-", met: nil) }
        let range = "\(format1(worstRow.values[key + "Min"] ?? value))–\(format1(worstRow.values[key + "Max"] ?? value))"
        let worstNote = ms.count > 1 ? " (worst: \(count(worstRow.scenario)))" : ""
        return Goal(area: area, goal: goal, measured: "\(format1(value))\(unit), spread \(range)\(worstNote)", met: value <= limit)
    }
    for path in ["bulk", "delegate"] {
        let scenario = "flow per-item "
        let mine = { (metric: String) in rows(scenario, metric).filter { $0.scenario.hasSuffix("(\(path))") } }
        let area = "flow per-item (\(path))"
        if path == "bulk" {
            goals.append(
                ratioGoal(
                    area, "prepare within 3× of the floor at 10k/100k/1M (same rounds)", scaling("flow bulk prepare"),
                    key: "floorRatio", limit: 3, unit: "× floor"))
        } else {
            goals.append(
                worst(
                    area, "prepare ≤ 10 ns/item at 10k/100k/1M", mine("prepare"), limit: 10,
                    key: nsPerItem, show: { format1($0) + " ns/item" }))
        }
        goals.append(
            worst(
                area, "viewport query < 5 µs", mine("viewport query"), limit: 5_000 - 1,
                key: { $0.median }, show: formatDuration))
        if path == "bulk" {
            goals.append(
                ratioGoal(
                    area, "width change re-layout ≤ prepare (same rounds)", scaling("flow width change re-layout"),
                    key: "prepareRatio", limit: 1, unit: "× prepare"))
        } else {
            let prepares = Dictionary(mine("prepare").map { ($0.scenario, $0) }, uniquingKeysWith: { a, _ in a })
            let widthRatio = mine("width change re-layout").filter { prepares[$0.scenario] != nil }
            goals.append(
                worst(
                    area, "width change re-layout ≤ prepare", widthRatio, limit: 1,
                    key: { $0.median / max(1, prepares[$0.scenario]?.median ?? 1) },
                    show: { format1($0) + "× prepare" }))
        }
        goals.append(
            worst(
                area, "one item's size change keeping the line breaks ≤ 2 µs at any count",
                mine("one item size change").filter { $0.metric == "one item size change" },
                limit: 2_000, key: { $0.median }, show: formatDuration))
    }
    let bulkPrepare = Dictionary(
        rows("flow per-item ", "prepare").filter { $0.scenario.hasSuffix("(bulk)") }.map { (count($0.scenario), nsPerItem($0)) },
        uniquingKeysWith: { a, _ in a })
    let moving = rows("flow per-item ", "one item size change moving breaks").filter { bulkPrepare[count($0.scenario)] != nil }
    goals.append(
        worst(
            "flow per-item (bulk)", "a size change moving line breaks: per re-broken item ≤ a prepare's ns/item", moving, limit: 1,
            key: { nsPerItem($0) / max(0.001, bulkPrepare[count($0.scenario)] ?? 1) },
            show: { format1($0) + "× a prepare's ns/item" }))

    // The other layouts with a per-item (or per-section) path, against the floor.
    for layout in ["mosaic", "column flow", "waterfall", "list", "grid"] {
        goals.append(
            ratioGoal(
                layout, "within 5× of the floor: prepare at 10k/100k/1M (same rounds)", scaling("\(layout) prepare"),
                key: "floorRatio", limit: 5, unit: "× floor"))
    }

    // Mosaic against the seed's sample code.
    if let mosaic = rows("mosaic", "prepare").first(where: { $0.metric.contains("MosaicLayout") }),
        let speedup = mosaic.values["speedupOverSeedPort"], let mismatches = mosaic.values["frameMismatches"]
    {
        goals.append(
            Goal(
                area: "mosaic", goal: "prepare 1M ≥ 5× faster than the seed port, identical frames",
                measured: "\(format1(speedup))×, \(Int(mismatches)) of \(Int(mosaic.values["framesCompared"] ?? 0)) frames differ",
                met: speedup >= 5 && mismatches == 0))
    } else {
        goals.append(Goal(area: "mosaic", goal: "prepare 1M ≥ 5× faster than the seed port, identical frames", measured: "-", met: nil))
    }

    // Scroll fling over 1M items at 120 steps/s (wall time per step, the worst fling).
    let flings = rows("scroll", "fling").filter { $0.metric.hasSuffix("(per step, wall)") }
    // The thread's CPU time beside it: on a shared machine the wall p99 is mostly the
    // time the thread waited for a core.
    let cpu = rows("scroll", "fling").filter { $0.metric.hasSuffix("(per step, thread CPU)") && !$0.samples.isEmpty }
    let cpuMedian = cpu.map(\.median).max().map { "; thread CPU \(formatDuration($0))" } ?? ""
    let cpuP99 = cpu.map(\.p99).max().map { "; thread CPU \(formatDuration($0))" } ?? ""
    var medianGoal = worst(
        "scroll", "fling over 1M items: ≤ 20 µs median per step (wall)", flings, limit: 20_000,
        key: { $0.median }, show: formatDuration)
    medianGoal.measured += cpuMedian
    var p99Goal = worst(
        "scroll", "fling over 1M items: ≤ 100 µs p99 per step (wall)", flings, limit: 100_000,
        key: { $0.p99 }, show: formatDuration)
    p99Goal.measured += cpuP99
    goals += [medianGoal, p99Goal]
    goals.append(
        worst(
            "scroll", "views created ≤ largest visible + one line", flings, limit: 0,
            key: { ($0.values["cellsCreated"] ?? .infinity) - ($0.values["createdBound"] ?? 0) },
            show: { $0 <= 0 ? "within (\(format1(-$0)) to spare)" : "\(format1($0)) over" }))

    // Batch updates and transitions.
    goals.append(
        worst(
            "batch", "10,000 mixed ops on 1M items ≤ 50 ms (validate + apply)", rows("batch", "validate + apply"),
            limit: 50_000_000, key: { $0.median }, show: formatDuration))
    let interpolation = rows("transition", "interpolate")
    goals.append(
        worst(
            "transition", "interpolate 10,000 elements ≤ 1 ms", interpolation, limit: 1_000_000,
            key: { ($0.values["visible"] ?? 0) == 10_000 ? $0.median : .infinity }, show: formatDuration))

    // The diff.
    let diffs = rows("diff ", "ListDiff").sorted { (Int(count($0.scenario)) ?? 0) < (Int(count($1.scenario)) ?? 0) }
    goals.append(
        worst(
            "diff", "10⁵ items, 10% del/ins/upd, 1% moved ≤ 10 ms", diffs.filter { count($0.scenario) == "100000" },
            limit: 10_000_000, key: { $0.median }, show: formatDuration))
    if let small = diffs.first, let speedup = small.values["speedupOverStdlib"] {
        goals.append(
            Goal(
                area: "diff", goal: "≥ 20× faster than stdlib difference(from:).inferringMoves() (same data, same run)",
                measured: "\(format1(speedup))× at \(count(small.scenario))", met: !failed(small) && speedup >= 20))
    } else {
        goals.append(Goal(area: "diff", goal: "≥ 20× faster than stdlib difference(from:).inferringMoves()", measured: "-", met: nil))
    }
    if let alternating = rows("linear 1000000 items", "ListDiff").first, let ratio = alternating.values["ratio"],
        let low = alternating.values["ratioMin"], let high = alternating.values["ratioMax"]
    {
        // 10⁵ and 10⁶ timed in alternation (the `linear` group): the same machine for both.
        // The memory floor's ratio from the same rounds says how much of the excess over
        // 10× is this machine's caches; it does not change the verdict.
        let floor = alternating.values["floorRatio"].map { "; memory floor \(format1($0))×" } ?? ""
        goals.append(
            Goal(
                area: "diff", goal: "linear: 10× the items ≤ 12× the time",
                measured: "\(format1(ratio))× (rounds \(format1(low))–\(format1(high))×), 10⁵ and 10⁶ alternating\(floor)",
                met: !failed(alternating) && ratio <= 12))
    } else if let small = diffs.first, let large = diffs.last, diffs.count > 1 {
        let ratio = large.median / max(1, small.median), sizeRatio = Double(large.units) / Double(max(1, small.units))
        goals.append(
            Goal(
                area: "diff", goal: "linear: 10× the items ≤ 12× the time",
                measured: "\(format1(ratio))× for \(format1(sizeRatio))× the items", met: !failed(large) && ratio <= 12 * sizeRatio / 10))
    } else {
        goals.append(Goal(area: "diff", goal: "linear: 10× the items ≤ 12× the time", measured: "-", met: nil))
    }
    if let large = diffs.last, let bytes = large.values["bytesPerItem"], bytes > 0 {
        goals.append(
            Goal(
                area: "diff", goal: "memory ≤ 64 bytes/item (largest size)",
                measured: "\(format1(bytes)) bytes/item at \(count(large.scenario))",
                met: bytes <= 64))
    } else {
        goals.append(Goal(area: "diff", goal: "memory ≤ 64 bytes/item (largest size)", measured: "-", met: nil))
    }
    goals.append(
        worst(
            "diff", "apply changing 1 of 10⁵ items ≤ 1 ms (host update included)",
            rows("diff apply", "apply changing 1 of 100000"), limit: 1_000_000, key: { $0.median }, show: formatDuration))
    goals.append(anchoringGoal("batch", "scroll anchoring adds ≤ 5% to 10,000 ops on 1M items", rows("batch anchoring", "anchoring on")))
    goals.append(
        anchoringGoal(
            "diff", "scroll anchoring adds ≤ 5% to an apply changing 1 of 10⁵ items", rows("diff apply anchoring 100000", "anchoring on")))
    goals.append(
        anchoringGoal(
            "scroll", "recording a session adds ≤ 5% to a fling over 10⁶ items", rows("scroll recording 1000000", "recorded fling")))

    // The peers.
    let peerGoal = "CVKit flow (bulk sizes) ≥ 50× faster than the fastest peer"
    let floorGoal = "CVKit flow (bulk sizes) within 3× of the floor"
    let agreeGoal = "peers' items per line and positions agree with CVKit"
    if let peers {
        var ratios: [(Int, Double, String)] = [], floorRatios: [(Int, Double)] = []
        // The floor ratio of the scaling group where it ran: the same bulk prepare, timed
        // in thread CPU time in the same rounds as the floor (median over the rounds).
        // The peers' own figures are wall times taken apart from the floor's, so a busy
        // core in one of them skews the ratio; they are the fallback.
        var interleaved: [Int: Double] = [:]
        for m in rows("scaling ", "flow bulk prepare") { interleaved[m.units] = m.values["floorRatio"] }
        var agree = true, compared = 0
        for figure in peers.figures {
            if let fastest = peers.fastestPeer(at: figure.items), let ns = fastest.nsPerItem {
                ratios.append((figure.items, ns / figure.bulkNsPerItem, fastest.engine))
            }
            if let r = interleaved[figure.items] {
                floorRatios.append((figure.items, r))
            } else if let floor = peers.floorNsPerItem[figure.items] {
                floorRatios.append((figure.items, figure.bulkNsPerItem / floor))
            }
            for p in peers.succeeded(at: figure.items) {
                compared += 1
                agree = agree && peers.positionsAgree(p, figure)
            }
        }
        let failedFigure = peers.figures.contains { failed($0.bulk) }
        goals.append(
            Goal(
                area: "peers", goal: peerGoal,
                measured: ratios.isEmpty ? "no peer ran" : ratios.map { "\($0.0): \(format1($0.1))× \($0.2)" }.joined(separator: ", "),
                met: ratios.isEmpty ? nil : !failedFigure && ratios.allSatisfy { $0.1 >= 50 }))
        goals.append(
            Goal(
                area: "peers", goal: floorGoal,
                measured: floorRatios.map { "\($0.0): \(format1($0.1))×" }.joined(separator: ", ")
                    + (floorRatios.contains { interleaved[$0.0] != nil } ? " (scaling group, same rounds)" : ""),
                met: floorRatios.isEmpty ? nil : !failedFigure && floorRatios.allSatisfy { $0.1 <= 3 }))
        goals.append(
            Goal(
                area: "peers", goal: agreeGoal, measured: "\(compared) engine runs compared",
                met: compared == 0 ? nil : agree))
    } else {
        goals += [peerGoal, floorGoal, agreeGoal].map { Goal(area: "peers", goal: $0, measured: "-", met: nil) }
    }
    goals += compositionalGoals(results)
    goals += pluginGoals(results)
    goals.append(compatGoal(results))
    return goals
}

/// Prints the goals table: area, goal, measured, met.
func printGoals(_ goals: [Goal], markdown: Bool) {
    print("")
    print("Goals (computed from the figures above)")
    printRows([["area", "goal", "measured", "met"]] + goals.map { [$0.area, $0.goal, $0.measured, $0.verdict] }, markdown: markdown)
}

/// The goals as a JSON array.
/// An overhead goal (scroll anchoring, scroll recording): the row's ratio to its twin without
/// the feature, measured alternately in one run, at most 1.05.
func anchoringGoal(_ area: String, _ goal: String, _ rows: [Measurement]) -> Goal {
    guard let row = rows.first, let ratio = row.values["ratio"] else { return Goal(area: area, goal: goal, measured: "-", met: nil) }
    if (row.values["failed"] ?? 0) != 0 { return Goal(area: area, goal: goal, measured: "FAILED (\(row.scenario))", met: false) }
    let change = (ratio - 1) * 100
    return Goal(
        area: area, goal: goal, measured: "\(change >= 0 ? "+" : "")\(format1(change))% (\(formatDuration(row.median)))", met: ratio <= 1.05
    )
}

func goalsJSON(_ goals: [Goal]) -> String {
    "["
        + goals.map { g in
            "{\"area\": \(jsonString(g.area)), \"goal\": \(jsonString(g.goal)), \"measured\": \(jsonString(g.measured)), "
                + "\"met\": \(g.met.map { $0 ? "true" : "false" } ?? "null")}"
        }.joined(separator: ", ") + "]"
}
