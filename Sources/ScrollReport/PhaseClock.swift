import CVKitTicks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a session times the layout's phases.
public enum ScrollTiming: String, Hashable, Sendable, CaseIterable {
    /// The thread's CPU time: time the thread waited for a core is left out. Each phase is
    /// timed with the processor's cycle counter, and every 64 frames the monotonic clock
    /// and the thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`, a system call) are read once:
    /// the monotonic clock gives the counter's rate, and when the two clocks part in such a
    /// window, the thread waited for a core. The wait is taken out of the phase that
    /// contains it (the one phase of the window at least as long as the wait), and left
    /// alone when it fell outside the layout's phases.
    case threadCPU
    /// Wall time: the cycle counter at the monotonic clock's rate, without the thread-CPU
    /// check. A phase during which the thread lost its core counts the wait.
    case wallClock
    /// No timing: the CPU columns are zero (a report that is the same on every run).
    case none
}

/// The recorder's clock: phase times in ticks of the processor's cycle counter
/// (`CVKitTicks`), converted to nanoseconds per window of frames against the monotonic
/// clock, and, for ``ScrollTiming/threadCPU``, each window checked against the thread's
/// CPU clock.
///
/// Why not read a clock around every phase: the thread's CPU clock is a system call, many
/// times a monotonic read, and a monotonic read fences the pipeline around its counter
/// read, which inside a frame of a few microseconds costs more than the read itself. Either
/// cost more than the recording's budget (the scroll recording goal in Benchmarks/). The
/// cycle counter is read without a fence; a window of 64 frames spreads the clock reads
/// over them.
struct PhaseClock {
    /// Frames per window.
    static let framesPerWindow = 64
    /// A difference between the clocks below this, in nanoseconds, is the clocks' own
    /// disagreement (they are read one after the other), not a wait.
    static let waitTolerance = 2_000

    let timing: ScrollTiming
    /// Monotonic, thread-CPU and counter readings when the window began.
    private var windowStart: (wall: UInt64, cpu: UInt64, ticks: UInt64) = (0, 0, 0)
    /// The index of the window's first record.
    private var windowFirstRecord = 0

    init(timing: ScrollTiming) { self.timing = timing }

    /// The cycle counter: phase times are differences of these, in ticks until their
    /// window closes.
    @inline(__always) static func ticks() -> UInt64 { cvkit_ticks() }

    /// Starts a window whose first frame will be record `recordIndex`.
    mutating func startWindow(at recordIndex: Int) {
        windowFirstRecord = recordIndex
        guard timing != .none else { return }
        windowStart = reading()
    }

    /// Called after each record is appended: closes the window when it is full (or when
    /// `final`): its phase times become nanoseconds, any wait for a core is taken out, and
    /// the next window starts.
    mutating func recordAppended(_ records: inout [ScrollFrameRecord], final: Bool = false) {
        guard timing != .none else { return }
        guard final || records.count - windowFirstRecord >= Self.framesPerWindow else { return }
        let end = reading()
        let window = min(windowFirstRecord, records.count)..<records.count
        let wall = Int(truncatingIfNeeded: end.wall &- windowStart.wall)
        Self.convert(&records, window, ticks: end.ticks &- windowStart.ticks, nanoseconds: wall)
        if timing == .threadCPU {
            let cpu = Int(truncatingIfNeeded: end.cpu &- windowStart.cpu)
            Self.removeWait(wall - cpu, from: &records, window)
        }
        windowFirstRecord = records.count
        windowStart = end
    }

    /// The clocks now: the monotonic clock, the thread's CPU clock (for
    /// ``ScrollTiming/threadCPU`` only) and the counter.
    private func reading() -> (wall: UInt64, cpu: UInt64, ticks: UInt64) {
        let ticks = Self.ticks()
        let wall = Self.read(CLOCK_MONOTONIC)
        return (wall, timing == .threadCPU ? Self.read(CLOCK_THREAD_CPUTIME_ID) : 0, ticks)
    }

    /// Turns the phase times of the records in `window` from counter ticks into nanoseconds, at the rate the
    /// window measured: `nanoseconds` of the monotonic clock over `ticks` of the counter. A
    /// window whose counter did not advance (or went back: a counter that differs between
    /// cores) has no rate; its times are then zero.
    ///
    /// - Complexity: O(r) for r records.
    static func convert(_ records: inout [ScrollFrameRecord], _ window: Range<Int>, ticks: UInt64, nanoseconds: Int) {
        let rate = ticks > 0 && ticks < UInt64(Int.max) && nanoseconds > 0 ? Double(nanoseconds) / Double(ticks) : 0
        func scaled(_ value: Int) -> Int { value > 0 ? Int((Double(value) * rate).rounded()) : 0 }
        // The array and a range, not a slice: mutating a slice copies it out and back.
        for index in window {
            records[index].prepareNanoseconds = scaled(records[index].prepareNanoseconds)
            records[index].rectQueryNanoseconds = scaled(records[index].rectQueryNanoseconds)
            records[index].preferredAttributesNanoseconds = scaled(records[index].preferredAttributesNanoseconds)
            records[index].anchoringNanoseconds = scaled(records[index].anchoringNanoseconds)
        }
    }

    /// Takes a wait of `wait` nanoseconds out of the one phase that contains it: the longest
    /// phase time of the records in `window`, when it is at least `wait` long. A wait below
    /// ``waitTolerance``, or longer than every phase (it fell outside the layout's phases,
    /// or was split among several), changes nothing.
    ///
    /// - Complexity: O(r) for r records.
    static func removeWait(_ wait: Int, from records: inout [ScrollFrameRecord], _ window: Range<Int>) {
        guard wait >= waitTolerance else { return }
        // Plain field reads (no key paths): this runs over every record of the window.
        var longest = (index: window.lowerBound, phase: 0, value: 0)
        for index in window {
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
