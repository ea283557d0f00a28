import CompositionalLayout
import Foundation
import LayoutTestSupport

/// The process environment, for test knobs.
enum ProcessEnvironment {
    static var values: [String: String] { ProcessInfo.processInfo.environment }
}

/// SplitMix64 (LayoutTestSupport), so a failure reproduces from its seed.
typealias Random = SplitMix64

/// The compositional list with rows of `rowHeight` points, no separators and no headers:
/// full-width rows one under the other.
func rowList(_ rowHeight: Double) -> CompositionalLayout {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.showsSeparators = false
    configuration.rowHeight = rowHeight
    return CompositionalLayout.list(using: configuration)
}
