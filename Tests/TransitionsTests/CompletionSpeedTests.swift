import CVKitTestSupport
import CollectionView
import Geometry
import LayoutProtocol
import Testing
import Transitions

@Suite("Completion speed of an interactive transition")
struct CompletionSpeedTests {
    @Test func completionDurationFollowsTheRecordedSpeed() {
        typealias H = CollectionViewHost
        // 0.5 left at 1 per second, linear: 0.5 s; ease-out starts twice as fast: 1 s → clamped 0.5.
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: 1, curve: .linear) == 0.5)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: 4, curve: .easeOut) == 0.25)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: 1, curve: .easeOut) == 0.5)
        #expect(H.interactiveCompletionDuration(from: 0.9, to: 1, velocity: 100, curve: .linear) == 0.05)
        // Unknown, zero or backwards speed, or a curve that starts at rest: the default.
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: nil, curve: .linear) == 0.25)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: -2, curve: .linear) == 0.25)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 0, velocity: -2, curve: .linear) == 0.25)
        #expect(H.interactiveCompletionDuration(from: 0.5, to: 1, velocity: 2, curve: .easeInOut) == 0.25)
        // From an overshoot, moving back: 0.3 at 3 per second.
        #expect(abs(H.interactiveCompletionDuration(from: 1.3, to: 1, velocity: -3, curve: .linear) - 0.1) < 1e-15)
        #expect(H.interactiveCompletionDuration(from: 1, to: 1, velocity: 5, curve: .linear) == 0)
    }
}
