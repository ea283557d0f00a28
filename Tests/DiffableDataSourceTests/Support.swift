import Foundation
import LayoutTestSupport

/// The process environment, for test knobs.
enum ProcessEnvironment {
    static var values: [String: String] { ProcessInfo.processInfo.environment }
}

/// SplitMix64 (LayoutTestSupport), so a failure reproduces from its seed.
typealias Random = SplitMix64
