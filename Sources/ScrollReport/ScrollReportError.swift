import CollectionView

/// What went wrong setting up or running a scroll session; each case says what to fix.
public enum ScrollReportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A frame rate that is not a finite number from 1 to 1000.
    case badFrameRate(Double)
    /// A host whose clock is not a `ManualFrameClock`: a session steps its clock.
    case needsManualClock
    /// A script that is not valid JSON or not the script format (`location` is a path in
    /// the file, like `steps[2].fling`).
    case badScript(location: String, message: String)
    /// A step name the format does not know, with the ones it does.
    case unknownStep(String, known: [String])
    /// A step whose values cannot run (a negative count, an empty drag, a velocity that is
    /// not finite).
    case badStep(step: String, message: String)
    /// An insert or delete step on a host whose data source is not a ``ScrollReportDataSource``.
    case updateNeedsDataSource(step: String)
    /// A step's gesture did not settle within ``ScrollScript/maximumFramesPerStep`` frames.
    case stepDidNotSettle(step: String, frames: Int)
    /// The host failed during a step (the step's name and the host's error).
    case host(step: String, error: CollectionViewError)
    /// An update step's own code threw.
    case updateFailed(step: String, message: String)
    /// A saved report that cannot be read (`message` says why).
    case badReport(message: String)

    public var description: String {
        switch self {
        case .badFrameRate(let hz):
            let rates = ScrollScript.frameRates
            return
                "frame rate \(formatted(hz)) is not a number from \(formatted(rates.lowerBound)) to \(formatted(rates.upperBound)) frames per second (60 or 120)"
        case .needsManualClock:
            return "the host's clock is not a ManualFrameClock; a scroll session steps the clock itself"
        case .badScript(let location, let message):
            return "scroll script\(location.isEmpty ? "" : " at \(location)"): \(message)"
        case .unknownStep(let name, let known):
            return "unknown scroll step '\(name)'; the steps are: \(known.joined(separator: ", "))"
        case .badStep(let step, let message):
            return "scroll step '\(step)': \(message)"
        case .updateNeedsDataSource(let step):
            return "scroll step '\(step)' changes the item counts, which needs a ScrollReportDataSource as the host's data source"
        case .stepDidNotSettle(let step, let frames):
            return "scroll step '\(step)' did not come to rest within \(frames) frames"
        case .host(let step, let error):
            return "scroll step '\(step)': \(error)"
        case .updateFailed(let step, let message):
            return "scroll step '\(step)' failed: \(message)"
        case .badReport(let message):
            return "scroll report: \(message)"
        }
    }
}
