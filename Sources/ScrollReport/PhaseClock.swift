#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a session times the layout's phases.
public enum ScrollTiming: String, Hashable, Sendable, CaseIterable {
    /// The thread's CPU time: time the thread waited for a core is left out. Each phase is
    /// timed with the monotonic clock (read without a system call), and every 64 frames the
    /// thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`, a system call) is read once. When
    /// the two clocks part in such a window, the thread waited for a core: the wait is taken
    /// out of the phase that contains it (the one phase of the window at least as long as
    /// the wait), and left alone when it fell outside the layout's phases.
    case threadCPU
    /// The monotonic clock alone: a phase during which the thread lost its core counts the
    /// wait.
    case wallClock
    /// No timing: the CPU columns are zero (a report that is the same on every run).
    case none
}

/// The recorder's clock: phase times on the monotonic clock, and, for
/// ``ScrollTiming/threadCPU``, a window of frames checked against the thread's CPU clock.
///
/// Reading the thread's CPU clock is a system call, many times the cost of a monotonic
/// read; reading it around every phase cost more than the recording's whole budget (see
/// the scroll recording goal in Benchmarks/). A window of 64 frames spreads one read over
/// them.
struct PhaseClock {
    /// Frames per window of the thread-CPU check.
    static let framesPerWindow = 64
    /// A difference between the clocks below this, in nanoseconds, is the clocks' own
    /// disagreement (they are read one after the other), not a wait.
    static let waitTolerance = 2_000

    let timing: ScrollTiming
    /// Monotonic and thread-CPU readings when the window began.
    private var windowStart: (wall: UInt64, cpu: UInt64) = (0, 0)
    /// The index of the window's first record.
    private var windowFirstRecord = 0

    init(timing: ScrollTiming) { self.timing = timing }

    /// The monotonic clock in nanoseconds.
    static func monotonicNow() -> UInt64 { read(CLOCK_MONOTONIC) }

    /// Starts a window whose first frame will be record `recordIndex`.
    mutating func startWindow(at recordIndex: Int) {
        windowFirstRecord = recordIndex
        guard timing == .threadCPU else { return }
        windowStart = (Self.read(CLOCK_MONOTONIC), Self.read(CLOCK_THREAD_CPUTIME_ID))
    }

    /// Called after each record is appended: closes the window when it is full (or when
    /// `final`), taking any wait out of its records, and starts the next one.
    mutating func recordAppended(_ records: inout [ScrollFrameRecord], final: Bool = false) {
        guard timing == .threadCPU else { return }
        guard final || records.count - windowFirstRecord >= Self.framesPerWindow else { return }
        let end = (wall: Self.read(CLOCK_MONOTONIC), cpu: Self.read(CLOCK_THREAD_CPUTIME_ID))
        let wall = Int(truncatingIfNeeded: end.wall &- windowStart.wall)
        let cpu = Int(truncatingIfNeeded: end.cpu &- windowStart.cpu)
        let first = min(windowFirstRecord, records.count)
        Self.removeWait(wall - cpu, from: &records[first...])
        windowFirstRecord = records.count
        windowStart = end
    }

    /// Takes a wait of `wait` nanoseconds out of the one phase that contains it: the longest
    /// phase time of the records, when it is at least `wait` long. A wait below
    /// ``waitTolerance``, or longer than every phase (it fell outside the layout's phases,
    /// or was split among several), changes nothing.
    ///
    /// - Complexity: O(r) for r records.
    static func removeWait(_ wait: Int, from records: inout ArraySlice<ScrollFrameRecord>) {
        guard wait >= waitTolerance else { return }
        // Plain field reads (no key paths): this runs over every record of the window.
        var longest = (index: records.startIndex, phase: 0, value: 0)
        for index in records.indices {
            let record = records[index]
            let times = (
                record.prepareNanoseconds, record.rectQueryNanoseconds, record.preferredAttributesNanoseconds, record.anchoringNanoseconds
            )
            if times.0 > longest.value { longest = (index, 0, times.0) }
            if times.1 > longest.value { longest = (index, 1, times.1) }
            if times.2 > longest.value { longest = (index, 2, times.2) }
            if times.3 > longest.value { longest = (index, 3, times.3) }
        }
        guard longest.value >= wait else { return }
        switch longest.phase {
        case 0: records[longest.index].prepareNanoseconds -= wait
        case 1: records[longest.index].rectQueryNanoseconds -= wait
        case 2: records[longest.index].preferredAttributesNanoseconds -= wait
        default: records[longest.index].anchoringNanoseconds -= wait
        }
    }

    /// A clock's reading in nanoseconds.
    private static func read(_ clock: clockid_t) -> UInt64 {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}
