import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutRegistry
import Transitions

/// `cvkit transition FROM TO --progress P …`: the state between two layouts, rendered like
/// `preview` (the same options, applied to both layouts).
enum TransitionCommand {
    static let from = Argument.text("<from>", help: "The layout the transition starts from (progress 0).", completion: .layout)
    static let to = Argument.text("<to>", help: "The layout it ends at (progress 1).", completion: .layout)
    static let progress = Option.number(
        "--progress", "<p>", help: "The transition progress; below 0 or above 1 overshoots.", default: 0.5,
        expected: "a number (0 to 1; -\(overshootText) to \(overshootText) overshoots)", where: { abs($0) <= maximumOvershoot })
    static let items = LayoutSetup.items(default: 20)
    /// How far past 0 or 1 `--progress` may overshoot, either way.
    static let maximumOvershoot = 1_000.0
    static let overshootText = formatScalar(maximumOvershoot)

    static let command = Command(
        name: "transition", abstract: "Render the transition between two layouts.", arguments: [from, to],
        options: [progress] + LayoutSetup.layoutOptions(items: items)
            + RenderOptions.options(formatHelp: "text, svg, html or json (the layout dump, layout \"FROM→TO\").")
            + LayoutSetup.displayOptions + [LayoutSetup.isolate],
        sections: """

              A --param applies to each layout that has that parameter; one that neither
              layout has is an error. Center, size, alpha and transforms are interpolated;
              an element in only one layout fades in or out.

            """,
        run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let fromName = try args.value(from), toName = try args.value(to), usage = args.usage
        let names = [fromName, toName]
        let setup = try LayoutSetup(args, items: items)
        let render = try RenderOptions(args, environment: context.environment)
        let progress = try args.value(Self.progress)
        let catalog = try context.makeCatalog(isolated: try args.isSet(LayoutSetup.isolate))
        let data = try setup.loadData()
        try render.checkAll(itemCounts: data?.itemCounts ?? setup.counts)
        let layouts = try prepareLayouts(names, setup: setup, catalog: catalog, data: data, usage: usage)
        let transition = TransitionLayout(currentLayout: layouts[0], nextLayout: layouts[1])
        do throws(LayoutError) {
            try transition.setTransitionProgress(progress)
            try transition.prepareIfNeeded()
        } catch {
            for layout in layouts { try LayoutSetup.checkReplies(of: layout) }
            throw .failure("transition '\(fromName)' to '\(toName)': \(error.description)")
        }
        let size = transition.contentSize
        let rect = render.all ? Rect(origin: .zero, size: size).union(setup.bounds) : setup.bounds
        let scene = PreviewScene(
            layoutName: "\(fromName)→\(toName)", bounds: setup.bounds, contentSize: size,
            elements: transition.layoutAttributesForElements(in: rect))
        // Nothing a plugin sent that failed validation is drawn: the command fails instead.
        for layout in layouts { try LayoutSetup.checkReplies(of: layout) }
        try render.emit(render.render(scene), into: &context)
    }

    /// Makes and prepares both layouts; each `--param` goes to the layouts that have it.
    ///
    /// - Throws: ``CLIError/usage(_:usage:)`` for an unknown layout or a parameter
    ///   neither has; ``CLIError/failure(_:)`` for a layout that fails to prepare.
    private static func prepareLayouts(
        _ names: [String], setup: LayoutSetup, catalog: LayoutCatalog, data: LayoutData?, usage: String
    ) throws(CLIError) -> [CollectionViewLayout] {
        var descriptors: [LayoutDescriptor] = []
        for name in names {
            do throws(LayoutRegistryError) { descriptors.append(try catalog.descriptor(named: name)) } catch {
                throw CLIError(error, usage: usage)
            }
        }
        for key in setup.parameters.keys.sorted() where descriptors.allSatisfy({ $0.parameter(named: key) == nil }) {
            let known = Set(descriptors.flatMap { $0.parameters.map(\.name) }).sorted()
            let closest = closestNames(to: key, among: known)
            let hint = didYouMean(closest).map { $0 + " " } ?? ""
            throw .usage(
                "neither '\(names[0])' nor '\(names[1])' has a parameter '\(key)'; \(hint)their parameters are: \(known.joined(separator: ", "))",
                usage: usage)
        }
        var layouts: [CollectionViewLayout] = []
        for (name, descriptor) in zip(names, descriptors) {
            let own = setup.parameters.filter { descriptor.parameter(named: $0.key) != nil }
            let layout = try setup.makeLayout(name, catalog: catalog, parameters: own, data: data, usage: usage)
            do throws(LayoutError) { try layout.prepareIfNeeded() } catch {
                try LayoutSetup.checkReplies(of: layout)
                throw .failure("layout '\(name)': \(error.description)")
            }
            layouts.append(layout)
        }
        return layouts
    }
}
