import Foundation
import Geometry
import ScrollReport
import Testing

@testable import cvkit

/// Each numeric limit is written once, as a constant the parser checks and the help and
/// error texts print: a value at the limit is accepted, one just past it is refused with
/// a message that names the limit.
@Suite("Option limits")
struct OptionLimitTests {
    /// Runs `arguments` and expects success, or the refusal naming `limit`.
    func check(_ arguments: [String], refused: Bool, naming limit: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try CLIRunner.run(arguments)
        if refused {
            #expect(result.status == 64, "\(result)", sourceLocation: sourceLocation)
            #expect(result.stderr.contains(limit), "\(result)", sourceLocation: sourceLocation)
        } else {
            #expect(result.status == 0, "\(result)", sourceLocation: sourceLocation)
        }
    }

    @Test func limitsAtAndPastTheirEdge() throws {
        let extent = formatScalar(LayoutSetup.maximumExtent)
        let past = formatScalar(LayoutSetup.maximumExtent + 1)
        try check(["preview", "flow", "--items", "3", "--size", "\(extent)x10", "--format", "json"], refused: false, naming: extent)
        try check(["preview", "flow", "--size", "\(past)x10"], refused: true, naming: "from 0 to \(extent)")
        let scale = formatScalar(LayoutSetup.maximumScale)
        try check(["preview", "flow", "--items", "3", "--scale", scale, "--format", "json"], refused: false, naming: scale)
        try check(["preview", "flow", "--scale", formatScalar(LayoutSetup.maximumScale + 0.5)], refused: true, naming: "at most \(scale)")
        let overshoot = formatScalar(TransitionCommand.maximumOvershoot)
        try check(["transition", "flow", "grid", "--progress", "-\(overshoot)", "--format", "json"], refused: false, naming: overshoot)
        try check(
            ["transition", "flow", "grid", "--progress", formatScalar(TransitionCommand.maximumOvershoot + 0.5)], refused: true,
            naming: "-\(overshoot) to \(overshoot)")
        let rates = ScrollScript.frameRates
        try check(
            ["scroll", "flow", "--items", "10", "--fling", "0", "--hz", formatScalar(rates.upperBound), "--timing", "none"], refused: false,
            naming: "")
        try check(
            ["scroll", "flow", "--hz", formatScalar(rates.upperBound + 0.5)], refused: true,
            naming: "from \(formatScalar(rates.lowerBound)) to \(formatScalar(rates.upperBound))")
        try check(
            ["scroll", "flow", "--swipes", "\(ScrollScript.maximumSwipes + 1)"], refused: true, naming: "\(ScrollScript.maximumSwipes)")
        try check(["scroll", "flow", "--estimated", past], refused: true, naming: "at most \(extent)")
        let timeout = formatScalar(CommandLineTool.maximumPluginTimeout)
        try check(["--plugin-timeout", timeout, "list"], refused: false, naming: timeout)
        try check(
            ["--plugin-timeout", formatScalar(CommandLineTool.maximumPluginTimeout + 0.5), "list"], refused: true,
            naming: "at most \(timeout)")
    }

    @Test func theAllLimitIsTheOneTheHelpStates() throws {
        let help = try CLIRunner.run(["preview", "--help"])
        #expect(help.stdout.contains("at most \(LayoutSetup.maximumItemsForAll) items"))
        let result = try CLIRunner.run(["preview", "flow", "--all", "--items", "\(LayoutSetup.maximumItemsForAll + 1)"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("more than \(LayoutSetup.maximumItemsForAll)"), "\(result)")
    }
}
