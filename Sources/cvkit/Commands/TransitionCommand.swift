import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutRegistry
import Transitions

extension Subcommand {
    /// `cvkit transition FROM TO --progress P …`: the state between two layouts, rendered
    /// like `preview` (the same options, applied to both layouts).
    static var transition: Subcommand {
        let usage = "cvkit transition <from> <to> [--progress <p>] [--sections <n>] [--items <n[,n…]>] [--size <WxH>] "
            + "[--offset <X,Y>] [--param <key=value>]... [--data <file.json>] [--all] [--format <format>] [--output <file>] "
            + "[--columns <n>] [--scale <s>] [--rtl]"
        var spec = OptionSpec(flags: LayoutSetup.flags.union(["--all"]), options: LayoutSetup.options, repeatable: LayoutSetup.repeatable)
        spec.options.formUnion(RenderOptions.options.union(["--progress"]))
        return Subcommand(
            name: "transition", synopsis: "transition <from> <to>", abstract: "Render the transition between two layouts.", usage: usage,
            details: "ARGUMENTS:\n" + helpLine("<from>", "The layout the transition starts from (progress 0).")
                + helpLine("<to>", "The layout it ends at (progress 1).")
                + "\nOPTIONS:\n"
                + helpLine("--progress <p>", "The transition progress; below 0 or above 1 overshoots. (default: 0.5)")
                + LayoutSetup.helpLines(defaultItems: 20)
                + helpLine("--all", "Render every element, not only the viewport's (at most 1000000 items).")
                + helpLine("--format <format>", "text, svg, html or json (the layout dump, layout \"FROM→TO\"). (default: text)")
                + helpLine("--output <file>", "Write to a file instead of standard output.")
                + helpLine("--columns <n>", "The width of the text drawing. (default: $COLUMNS, or 80)")
                + helpLine("-h, --help", "Show help information.")
                + "\n  A --param applies to each layout that has that parameter; one that neither\n"
                + "  layout has is an error. Centre, size, alpha and transforms are interpolated;\n"
                + "  an element in only one layout fades in or out.\n",
            spec: spec
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let names = try expectPositionals(args, ["<from>", "<to>"], usage: usage)
            let setup = try LayoutSetup(args, usage: usage, defaultItems: 20)
            let render = try RenderOptions(args, environment: context.environment, usage: usage)
            var progress = 0.5
            if let text = args.values["--progress"] {
                guard let p = Double(text), p.isFinite, abs(p) <= 1_000 else {
                    throw .usage("invalid value '\(text)' for '--progress': expected a number (0 to 1; -1000 to 1000 overshoots)", usage: usage)
                }
                progress = p
            }
            let catalog = try context.makeCatalog()
            let data = try setup.loadData()
            try render.checkAll(itemCounts: data?.itemCounts ?? setup.counts)
            // Each --param goes to the layouts that have it.
            var descriptors: [LayoutDescriptor] = []
            for name in names {
                do throws(LayoutRegistryError) { descriptors.append(try catalog.descriptor(named: name)) } catch {
                    throw CLIError(error, usage: usage)
                }
            }
            for key in setup.parameters.keys.sorted() where descriptors.allSatisfy({ $0.parameter(named: key) == nil }) {
                let known = Set(descriptors.flatMap { $0.parameters.map(\.name) }).sorted()
                throw .usage(
                    "neither '\(names[0])' nor '\(names[1])' has a parameter '\(key)'; their parameters are: \(known.joined(separator: ", "))",
                    usage: usage)
            }
            var layouts: [CollectionViewLayout] = []
            for (name, descriptor) in zip(names, descriptors) {
                let own = setup.parameters.filter { descriptor.parameter(named: $0.key) != nil }
                let layout = try setup.makeLayout(name, catalog: catalog, parameters: own, data: data, usage: usage)
                do throws(LayoutError) { try layout.prepareIfNeeded() } catch {
                    throw .failure("layout '\(name)': \(error.description)")
                }
                layouts.append(layout)
            }
            let transition = TransitionLayout(currentLayout: layouts[0], nextLayout: layouts[1])
            do throws(LayoutError) {
                try transition.setTransitionProgress(progress)
                try transition.prepareIfNeeded()
            } catch {
                throw .failure("transition '\(names[0])' to '\(names[1])': \(error.description)")
            }
            let size = transition.contentSize
            let rect = render.all ? Rect(origin: .zero, size: size).union(setup.bounds) : setup.bounds
            let scene = PreviewScene(
                layoutName: "\(names[0])→\(names[1])", bounds: setup.bounds, contentSize: size,
                elements: transition.layoutAttributesForElements(in: rect))
            try render.emit(render.render(scene), into: &context)
        }
    }
}
