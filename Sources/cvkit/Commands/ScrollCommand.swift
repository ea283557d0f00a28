import BuiltinLayouts
import CollectionView
import CompositionalLayout
import Foundation
import Geometry
import LayoutProtocol
import LayoutRegistry
import ScrollReport

/// `cvkit scroll NAME …`: a scripted scroll session on the manual clock, reported frame by
/// frame (ScrollReport).
enum ScrollCommand {
    // MARK: - Declarations (each default written once: the help shows it, `run` reads it)

    static let layoutName = Argument.text(
        "<name>", help: "The layout (see 'cvkit list'), or with --compare a saved report.", completion: .layout)
    static let items = LayoutSetup.items(default: 10_000)
    /// The fling when neither `--script` nor a shorthand is given, in points per second.
    static let defaultFling = 3000.0
    /// The frame rate when neither `--hz` nor the script gives one.
    static let defaultFrameRate = 60.0

    static let script = Option.text(
        "--script", "<file.json>", help: "The session's steps (format in Docs/ScrollReport.md).", completion: .file)
    static let fling = Option.number(
        "--fling", "<velocity>", help: "A fling at <velocity> points per second (negative: backwards).",
        absent: "\(formatScalar(defaultFling)) without --script or --swipes", expected: "a number of points per second (3000)",
        where: { abs($0) <= 1e9 })
    static let swipes = Option.integer(
        "--swipes", "<n>", in: -ScrollScript.maximumSwipes...ScrollScript.maximumSwipes,
        help: "Paging swipes, after the fling if one is given (negative: backwards).")
    static let frameRate = Option.number(
        "--hz", "<rate>", help: "Frames per second of the clock; the frame budget is 1/<rate>.",
        absent: "the script's rate, or \(formatScalar(defaultFrameRate))",
        expected:
            "a number of frames per second from \(formatScalar(ScrollScript.frameRates.lowerBound)) to \(formatScalar(ScrollScript.frameRates.upperBound)) (60 or 120)",
        where: { ScrollScript.frameRates.contains($0) })
    static let estimated = Option.number(
        "--estimated", "<height>",
        help: "Self-sizing: cells prefer their --data sizes; a flow layout estimates\nevery item at <height>.",
        expected: "a height above 0 and at most \(formatScalar(LayoutSetup.maximumExtent)) (44)",
        where: { $0 > 0 && $0 <= LayoutSetup.maximumExtent })
    static let prefetch = Option.number(
        "--prefetch", "<points>", help: "The prefetch margin: views are made this far beyond the bounds.", default: 0,
        expected: "a number of points from 0 to \(formatScalar(LayoutSetup.maximumExtent))",
        where: { $0 >= 0 && $0 <= LayoutSetup.maximumExtent })
    static let format = Option.choice(
        "--format", "<format>", ["text", "json", "svg"],
        help: "text (the summary), json (every frame and the summary) or svg (a timeline).", default: "text")
    static let compare = Option.text(
        "--compare", "<A>",
        help: "Compare with a baseline: a layout (same options) or a saved JSON report;\n<name> may be a saved report too.",
        completion: .file)
    static let timing = Option.choice(
        "--timing", "<clock>", [("thread-cpu", ScrollTiming.threadCPU), ("wall", .wallClock), ("none", .none)],
        help:
            "The clock of the CPU columns: thread-cpu (the thread's CPU time), wall\n(also counts time the thread waited for a core) or none (zeros: the same\nreport on every run).",
        default: ScrollTiming.threadCPU)

    static let command = Command(
        name: "scroll", abstract: "Report a scripted scroll session frame by frame.",
        overview: "Run a scripted scroll session on the manual clock and report it frame by frame.",
        discussion: """
            Layout CPU time (prepare, the rect query, the preferred-attributes round, anchoring)
            against the frame budget, views made and reused, blank and unstable area, and the
            offset jumps the host made on its own. Every figure but the CPU times is the same
            on every run. Docs/ScrollReport.md explains how to read the report.
            """,
        arguments: [layoutName],
        options: LayoutSetup.layoutOptions(items: items) + LayoutSetup.displayOptions + [
            PreviewCommand.spec, LayoutSetup.isolate, script, fling, swipes, frameRate, estimated, prefetch, format,
            RenderOptions.output, compare, timing,
        ],
        sections: """

            EXAMPLES:
              cvkit scroll flow --param itemSize=100x100 --items 1000000 --fling 3000 --hz 120
              cvkit scroll compositional --spec list.json --data rows.json --estimated 44 --format svg
              cvkit scroll --compare before.json after.json

            """, run: run)

    // MARK: - Run

    /// Runs `cvkit scroll`.
    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let usage = args.usage
        let name = try args.value(layoutName)
        let format = try args.value(Self.format)
        let output = try args.value(RenderOptions.output)
        if let baseline = try args.value(compare) {
            guard format != "svg" else { throw .usage("'--compare' prints text or json, not svg", usage: usage) }
            let comparison = ScrollComparison(try report(for: baseline, args, &context), try report(for: name, args, &context))
            try emit(format == "json" ? comparison.renderJSON() : comparison.renderText(), to: output, &context)
            return
        }
        let result = try report(for: name, args, &context)
        switch format {
        case "json": try emit(result.renderJSON(), to: output, &context)
        case "svg": try emit(result.renderSVG(), to: output, &context)
        default: try emit(result.renderText(), to: output, &context)
        }
    }

    /// The report of a saved JSON file (with `--compare`), or of a session on the layout
    /// `name` with the command's options.
    private static func report(for name: String, _ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) -> ScrollReport
    {
        if try args.value(compare) != nil, name.hasSuffix(".json"), FileManager.default.fileExists(atPath: name) {
            let text = try readTextFile(name, what: "report file")
            do throws(ScrollReportError) {
                return try ScrollReport(json: text)
            } catch {
                throw .failure("report file '\(name)': \(error.description)")
            }
        }
        return try session(name, args, &context)
    }

    /// Runs the session on the layout `name`.
    private static func session(_ name: String, _ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) -> ScrollReport {
        let usage = args.usage
        let setup = try LayoutSetup(args, items: items)
        var script = try scriptOfOptions(args, usage: usage)
        // `--hz` wins over the script's own rate; the session then runs at the one chosen.
        let rate = try args.value(frameRate)
        let hz = rate ?? script.framesPerSecond ?? defaultFrameRate
        script.framesPerSecond = nil
        let estimate = try args.value(estimated)
        let catalog = try context.makeCatalog(isolated: try args.isSet(LayoutSetup.isolate))
        let data = try setup.loadData()
        if estimate != nil && data == nil {
            throw .usage("'--estimated' needs '--data': the cells prefer the sizes the data file gives", usage: usage)
        }
        var parameters = setup.parameters
        if let path = try args.value(PreviewCommand.spec) {
            guard parameters["spec"] == nil else { throw .usage("give '--spec' or '--param spec=…', not both", usage: usage) }
            parameters["spec"] = try readTextFile(path, what: "spec file")
        }
        let instance: LayoutInstance
        do throws(LayoutRegistryError) {
            instance = try catalog.makeLayout(named: name, parameters: parameters, itemCounts: setup.counts, data: data)
        } catch {
            throw CLIError(error, usage: usage)
        }
        guard instance.layoutDataSource == nil else {
            throw .failure("layout '\(name)' asks its host for a data source of its own; 'cvkit scroll' cannot give one")
        }
        let layout = instance.layout
        let counts = data?.itemCounts ?? setup.counts
        var delegate: ScrollHostDelegate?
        if let estimate {
            guard let flow = layout as? FlowLayout else {
                if layout is CompositionalLayout { return try runSession(name, layout, setup, counts, data, nil, script, hz, args) }
                throw .usage(
                    "'--estimated' needs a layout that sizes itself from its cells: a flow layout, or a compositional spec with estimated sizes",
                    usage: usage)
            }
            let width = data?.sections.first?.items.first?.width ?? flow.itemSize.width
            flow.estimatedItemSize =
                flow.scrollDirection == .vertical ? Size(width: width, height: estimate) : Size(width: estimate, height: width)
        } else if let inner = instance.layoutDelegate {
            guard let flowDelegate = inner as? FlowLayoutDelegate else {
                throw .failure("layout '\(name)' asks its host for a delegate of its own; 'cvkit scroll' cannot give one")
            }
            delegate = ScrollHostDelegate(flowDelegate)
        }
        return try runSession(name, layout, setup, counts, data, delegate, script, hz, args)
    }

    /// Makes the session and runs the script.
    private static func runSession(
        _ name: String, _ layout: CollectionViewLayout, _ setup: LayoutSetup, _ counts: [Int], _ data: LayoutData?,
        _ delegate: ScrollHostDelegate?, _ script: ScrollScript, _ hz: Double, _ args: ParsedArguments
    ) throws(CLIError) -> ScrollReport {
        let sizes = try args.value(estimated) != nil ? data?.sections.map(\.items) : nil
        let clock = try args.value(timing)
        let margin = try args.value(prefetch)
        func failure(_ description: String) throws(CLIError) -> CLIError {
            // A reply the plugin sent that failed validation is the error to report.
            try LayoutSetup.checkReplies(of: layout)
            return .failure("layout '\(name)': \(description)")
        }
        let session: ScrollSession
        do throws(ScrollReportError) {
            session = try ScrollSession(
                layout: layout, viewport: setup.size, dataSource: ScrollReportDataSource(counts: counts, sizes: sizes),
                framesPerSecond: hz, timing: clock)
        } catch {
            throw try failure(error.description)
        }
        let host = session.host
        host.delegate = delegate
        host.displayScale = setup.scale
        host.layoutDirection = setup.layoutDirection
        host.prefetchMargin = margin
        if setup.offset != .zero {
            do throws(CollectionViewError) { try host.setContentOffset(setup.offset) } catch { throw try failure(error.description) }
        }
        let report: ScrollReport
        do throws(ScrollReportError) {
            report = try session.run(script, layoutName: name)
        } catch {
            throw try failure(error.description)
        }
        withExtendedLifetime(delegate) {}
        // Nothing a plugin sent that failed validation is reported: the command fails instead.
        try LayoutSetup.checkReplies(of: layout)
        return report
    }

    /// The script of `--script`, or of the shorthands (a fling of `--fling`, or of
    /// ``defaultFling`` when no `--swipes` is given either, then `--swipes`).
    private static func scriptOfOptions(_ args: ParsedArguments, usage: String) throws(CLIError) -> ScrollScript {
        let velocity = try args.value(fling), swipeCount = try args.value(swipes)
        if let path = try args.value(script) {
            guard velocity == nil, swipeCount == nil else {
                throw .usage("give '--script' or the shorthands '--fling' and '--swipes', not both", usage: usage)
            }
            let text = try readTextFile(path, what: "script file")
            do throws(ScrollReportError) {
                return try ScrollScript(json: text)
            } catch {
                throw .failure("script file '\(path)': \(error.description)")
            }
        }
        var steps: [ScrollStep] = []
        if let velocity { steps.append(.fling(velocity: velocity)) }
        if let swipeCount { steps.append(.swipes(count: abs(swipeCount), forward: swipeCount >= 0)) }
        return ScrollScript(steps.isEmpty ? [.fling(velocity: defaultFling)] : steps)
    }

    /// Writes to `--output`, or to standard output.
    private static func emit(_ text: String, to path: String?, _ context: inout CommandContext) throws(CLIError) {
        if let path {
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                throw .failure("cannot write '\(path)': check that its folder exists and is writable")
            }
        } else {
            context.output += text
        }
    }
}

/// The scroll host's delegate when the layout reads a flow delegate (a `--data` file's
/// sizes and metrics): a collection-view delegate that answers the flow questions.
final class ScrollHostDelegate: CollectionViewDelegate, FlowLayoutDelegate {
    let inner: FlowLayoutDelegate

    init(_ inner: FlowLayoutDelegate) { self.inner = inner }

    func flowLayout(_ layout: FlowLayout, itemSizingForSectionAt section: Int) -> FlowItemSizing {
        inner.flowLayout(layout, itemSizingForSectionAt: section)
    }
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: ElementIndexPath) -> Size? {
        inner.flowLayout(layout, sizeForItemAt: indexPath)
    }
    func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets? {
        inner.flowLayout(layout, insetForSectionAt: section)
    }
    func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Double? {
        inner.flowLayout(layout, minimumLineSpacingForSectionAt: section)
    }
    func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Double? {
        inner.flowLayout(layout, minimumInteritemSpacingForSectionAt: section)
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForHeaderInSection section: Int) -> Size? {
        inner.flowLayout(layout, referenceSizeForHeaderInSection: section)
    }
    func flowLayout(_ layout: FlowLayout, referenceSizeForFooterInSection section: Int) -> Size? {
        inner.flowLayout(layout, referenceSizeForFooterInSection: section)
    }
}
