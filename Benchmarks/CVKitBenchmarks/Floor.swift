/// The physical floor: writing `n` frames (4 doubles each) into a preallocated buffer,
/// wrapped into lines as the flow layout does (``FloorWriter``). Every other figure can be
/// read as a multiple of this.
func floorScenarios(counts: [Int], repeats: Int) -> [Measurement] {
    counts.map { n in
        let floor = FloorWriter(count: n)
        var samples: [Double] = []
        _ = floor.timed()
        for _ in 0..<max(1, repeats) { samples.append(floor.timed()) }
        return Measurement(scenario: "floor", metric: "write \(n) frames", units: n, samples: samples, peakMemory: peakMemoryBytes())
    }
}
