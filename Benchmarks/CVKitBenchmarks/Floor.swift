/// The physical floor: writing `n` frames (4 doubles each) into a preallocated buffer,
/// wrapped into lines as the flow layout does (``FloorWriter``), sampled as the scaling
/// group samples it (``ScalingCase/sample(runs:)``). Every other figure can be read as a
/// multiple of this.
func floorScenarios(counts: [Int], repeats: Int) -> [Measurement] {
    counts.map { n in
        let floor = FloorWriter(count: n).scalingCase
        let runs = runsPerSample(count: n)
        var samples: [Double] = []
        _ = floor.sample(runs: runs)
        for _ in 0..<max(1, repeats) { samples.append(floor.sample(runs: runs).nanoseconds) }
        let s = spread(samples)
        var m = Measurement(scenario: "floor", metric: "write \(n) frames", units: n, samples: samples, peakMemory: peakMemoryBytes())
        m.note = "spread \(formatDuration(s.min))–\(formatDuration(s.max)); \(runs) runs/sample"
        return m
    }
}
