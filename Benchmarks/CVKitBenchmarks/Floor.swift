/// The physical floor: writing `n` frames (4 doubles each) into a preallocated buffer,
/// wrapped into lines as the flow layout does. Every other figure can be read as a
/// multiple of this.
func floorScenarios(counts: [Int], repeats: Int) -> [Measurement] {
    counts.map { n in
        let buffer = UnsafeMutablePointer<Double>.allocate(capacity: 4 * n)
        defer { buffer.deallocate() }
        let width = 1000.0, w = 100.0, h = 100.0, gap = 10.0
        let perLine = max(1, Int((width + gap) / (w + gap)))
        let spacing = perLine > 1 ? (width - Double(perLine) * w) / Double(perLine - 1) : 0
        return measure("floor", "write \(n) frames", units: n, repeats: repeats) {
            var x = 0.0, y = 0.0, col = 0
            for i in 0..<n {
                buffer[4 * i] = x
                buffer[4 * i + 1] = y
                buffer[4 * i + 2] = w
                buffer[4 * i + 3] = h
                col += 1
                if col == perLine { col = 0; x = 0; y += h + gap } else { x += w + spacing }
            }
            blackHole(buffer[4 * (n - 1)])
        }
    }
}
