import BuiltinLayouts
import Foundation
import Geometry
import LayoutProtocol
import WaterfallLayoutPlugin

/// The scaling group's cases at 10,000 items for instruction counts (`--filter callgrind10k`,
/// also part of `--filter callgrind`): each step re-prepares its layout ``scalingProfileRuns`` times
/// after one untimed prepare, exactly as a scaling sample does, so instructions per item
/// = inclusive count / (``scalingProfileRuns`` × ``scalingProfileCount``). Step names start with
/// `profileStepScaling` (`callgrind_annotate --inclusive=yes … | grep profileStepScaling`).
/// `CVKIT_PROFILE_CASE=<case name>` (e.g. `flow bulk`) runs that case alone, so a layout's
/// `prepare` inclusive count is that case's: instructions per item = count / 110,000 (one
/// untimed prepare and ``scalingProfileRuns`` timed ones of ``scalingProfileCount`` items).
let scalingProfileCount = 10_000
let scalingProfileRuns = 10

func scalingProfileScenarios() -> [Measurement] {
    let only = ProcessInfo.processInfo.environment["CVKIT_PROFILE_CASE"]
    let cases = scalingCaseMakers().map { $0(scalingProfileCount) }.filter { only == nil || $0.name == only }
    for c in cases {
        c.setUp?()
        c.run()
    }
    let floor = FloorWriter(count: scalingProfileCount).scalingCase
    profileStepScalingFloor(floor)
    for c in cases {
        switch c.name {
        case "flow bulk": profileStepScalingFlowBulk(c)
        case "mosaic": profileStepScalingMosaic(c)
        case "waterfall": profileStepScalingWaterfall(c)
        case "list": profileStepScalingList(c)
        default: break
        }
    }
    blackHole(cases.map(\.keepAlive))
    return []
}

/// Runs a case as a scaling sample's timed runs do (its `setUp` included: it is untimed
/// there, so subtract `profileStepScalingSetUp` for the prepare alone).
private func runTimes(_ c: ScalingCase) {
    for _ in 0..<scalingProfileRuns {
        if let setUp = c.setUp { profileStepScalingSetUp(setUp) }
        c.run()
    }
}

@inline(never) private func profileStepScalingSetUp(_ setUp: () -> Void) { setUp() }
@inline(never) private func profileStepScalingFloor(_ c: ScalingCase) { runTimes(c) }
@inline(never) private func profileStepScalingFlowBulk(_ c: ScalingCase) { runTimes(c) }
@inline(never) private func profileStepScalingMosaic(_ c: ScalingCase) { runTimes(c) }
@inline(never) private func profileStepScalingWaterfall(_ c: ScalingCase) { runTimes(c) }
@inline(never) private func profileStepScalingList(_ c: ScalingCase) { runTimes(c) }
