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
        spec.options.formUnion(["--format", "--output", "--columns", "--progress"])
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
            let format = args.values["--format"] ?? "text"
            guard ["text", "svg", "html", "json"].contains(format) else {
                throw .usage("invalid value '\(format)' for '--format': expected text, svg, html or json", usage: usage)
            }
            var progress = 0.5
            if let text = args.values["--progress"] {
                guard let p = Double(text), p.isFinite, abs(p) <= 1_000 else {
                    throw .usage("invalid value '\(text)' for '--progress': expected a number (0 to 1; -1000 to 1000 overshoots)", usage: usage)
                }
                progress = p
            }
            var columns = 80
            if let text = args.values["--columns"] {
                guard let n = Int(text), n >= 10, n <= 1000 else {
                    throw .usage("invalid value '\(text)' for '--columns': expected a whole number from 10 to 1000", usage: usage)
                }
                columns = n
            } else if let n = context.environment["COLUMNS"].flatMap({ Int($0) }), n >= 10, n <= 1000 {
                columns = n
            }
            let catalog = try context.makeCatalog()
            let data = try setup.loadData()
            let all = args.flags.contains("--all")
            let total = LayoutSetup.total(data?.itemCounts ?? setup.counts)
            if all && total > LayoutSetup.maximumItemsForAll {
                throw .failure("'--all' renders every element, and \(total) items is more than \(LayoutSetup.maximumItemsForAll); leave out '--all' to render the viewport only")
            }
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
            let rect = all ? Rect(origin: .zero, size: size).union(setup.bounds) : setup.bounds
            let scene = PreviewScene(
                layoutName: "\(names[0])→\(names[1])", bounds: setup.bounds, contentSize: size,
                elements: transition.layoutAttributesForElements(in: rect))
            let text: String
            switch format {
            case "json": text = scene.renderJSON()
            case "svg": text = scene.renderSVG()
            case "html": text = scene.renderHTML(transitionTo: nil)
            default: text = scene.renderText(columns: columns)
            }
            if let path = args.values["--output"] {
                guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                    throw .failure("cannot write '\(path)': check that its folder exists and is writable")
                }
            } else {
                context.output += text
            }
        }
    }
}
