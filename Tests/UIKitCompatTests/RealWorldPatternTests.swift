import Testing
import UIKitCompat

/// Every pattern of `RealWorldPatterns/` in the Swift 6 language mode (the Swift 5 mode runs
/// the same files from `UIKitCompatSwift5Tests`).
@MainActor
@Suite("Real-world patterns, Swift 6 mode")
struct RealWorldPatternTests {
    @Test(arguments: 0..<14)
    func pattern(_ index: Int) {
        let pattern = realWorldPatterns[index]
        let observed = pattern.run()
        #expect(observed.lines == pattern.expected, "\(pattern.name)")
    }

    @Test func everyPatternRuns() {
        #expect(realWorldPatterns.count == 14)
        #expect(Set(realWorldPatterns.map { $0.name }).count == 14)
    }
}
