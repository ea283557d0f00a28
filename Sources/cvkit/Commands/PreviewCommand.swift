import CompositionalLayout
import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutRegistry

extension Command {
    /// `--to`: the second layout of an HTML transition page.
    static let to = Option.text(
        "--to", "<name>", help: "With --format html: a second layout (same data, default parameters); a slider scrubs the transition.",
        completion: .layout)

    /// `--spec`: the layout's `spec` parameter read from a file.
    static let spec = Option.text(
        "--spec", "<file.json>", help: "The layout's 'spec' parameter read from a file (compositional: Docs/CompositionalSpec.md).",
        completion: .file)

    /// `cvkit preview NAME …`: the layout rendered as text, SVG, HTML or JSON.
    static var preview: Command {
        Command(
            name: "preview", abstract: "Render a layout as text, SVG, HTML or JSON.",
            arguments: [CommandArgument(name: "<name>", help: "The layout (see 'cvkit list').", completion: .layout)],
            options: LayoutSetup.layoutOptions(defaultItems: 20)
                + RenderOptions.options(formatHelp: "text, svg, html or json (the layout dump, version 1).")
                + LayoutSetup.displayOptions + [to, spec, LayoutSetup.isolate]
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let usage = args.usage
            let name = args.positionals[0]
            let setup = try LayoutSetup(args, usage: usage, defaultItems: 20)
            let render = try RenderOptions(args, environment: context.environment)
            let target = try args.value(to)
            if target != nil && render.format != "html" {
                throw .usage("'--to' needs '--format html'", usage: usage)
            }
            let catalog = try context.makeCatalog(isolated: try args.isSet(LayoutSetup.isolate))
            let data = try setup.loadData()
            try render.checkAll(itemCounts: data?.itemCounts ?? setup.counts)
            var parameters = setup.parameters
            if let path = try args.value(spec) {
                guard parameters["spec"] == nil else { throw .usage("give '--spec' or '--param spec=…', not both", usage: usage) }
                parameters["spec"] = try readTextFile(path, what: "spec file")
            }
            let scene = try capture(name, setup: setup, catalog: catalog, parameters: parameters, data: data, all: render.all, usage: usage)
            let second = try target.map { (to: String) throws(CLIError) -> PreviewScene in
                try capture(to, setup: setup, catalog: catalog, parameters: [:], data: data, all: render.all, usage: usage)
            }
            try render.emit(render.render(scene, transitionTo: second), into: &context)
        }
    }
}

/// Makes, prepares and captures one layout.
private func capture(
    _ name: String, setup: LayoutSetup, catalog: LayoutCatalog, parameters: [String: String], data: LayoutData?, all: Bool, usage: String
) throws(CLIError) -> PreviewScene {
    let layout = try setup.makeLayout(name, catalog: catalog, parameters: parameters, data: data, usage: usage)
    let scene: PreviewScene
    do throws(LayoutError) {
        var captured = try PreviewScene.capture(layout, named: name, all: all)
        // Orthogonal sections scroll on their own: the HTML page shows each in a scrollable box.
        if let compositional = layout as? CompositionalLayout {
            let rect = all ? Rect(origin: .zero, size: captured.contentSize).union(captured.bounds) : captured.bounds
            captured.scrollRegions = compositional.orthogonalScrollingRegions(in: rect).map {
                PreviewScene.ScrollRegion(
                    identifier: "section-\($0.section)", frame: $0.frame, contentFrame: $0.contentFrame, elements: $0.elements)
            }
        }
        scene = captured
    } catch {
        try LayoutSetup.checkReplies(of: layout)
        throw .failure("layout '\(name)': \(error.description)")
    }
    // Nothing a plugin sent that failed validation is drawn: the command fails instead.
    try LayoutSetup.checkReplies(of: layout)
    return scene
}

/// The output options `preview` and `transition` share: the format, the text width, the
/// output file, and the `--all` limit.
struct RenderOptions {
    static let all = Flag("--all", help: "Render every element, not only the viewport's (at most 1000000 items).")
    static let format = Option.choice("--format", "<format>", ["text", "svg", "html", "json"], help: "", default: "text")
    static let output = Option.text("--output", "<file>", help: "Write to a file instead of standard output.", completion: .file)
    static let columns = Option.integer(
        "--columns", "<n>", in: 10...1000, help: "The width of the text drawing.", default: "$COLUMNS, or 80")

    /// The options, with the command's own words for `--format`.
    static func options(formatHelp: String) -> [any OptionDeclaration] {
        [all, format.withHelp(formatHelp, default: "text"), output, columns]
    }

    var format: String
    var columns: Int
    var output: String?
    var all: Bool

    /// Reads the options.
    ///
    /// - Throws: ``CLIError/failure(_:)`` only for a command that does not declare them.
    init(_ args: ParsedArguments, environment: [String: String]) throws(CLIError) {
        format = try args.value(Self.format) ?? "text"
        if let n = try args.value(Self.columns) {
            columns = n
        } else if let n = environment["COLUMNS"].flatMap({ Int($0) }), (10...1000).contains(n) {
            columns = n
        } else {
            columns = 80
        }
        output = try args.value(Self.output)
        all = try args.isSet(Self.all)
    }

    /// Refuses `--all` for more items than ``LayoutSetup/maximumItemsForAll``.
    ///
    /// - Throws: ``CLIError/failure(_:)``.
    func checkAll(itemCounts: [Int]) throws(CLIError) {
        let total = LayoutSetup.total(itemCounts)
        if all && total > LayoutSetup.maximumItemsForAll {
            throw .failure(
                "'--all' renders every element, and \(total) items is more than \(LayoutSetup.maximumItemsForAll); leave out '--all' to render the viewport only"
            )
        }
    }

    /// Renders a scene in the chosen format (HTML with an optional second scene).
    func render(_ scene: PreviewScene, transitionTo second: PreviewScene? = nil) -> String {
        switch format {
        case "json": return scene.renderJSON()
        case "svg": return scene.renderSVG()
        case "html": return scene.renderHTML(transitionTo: second)
        default: return scene.renderText(columns: columns)
        }
    }

    /// Writes the text to `--output`, or to standard output.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the file cannot be written.
    func emit(_ text: String, into context: inout CommandContext) throws(CLIError) {
        if let path = output {
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                throw .failure("cannot write '\(path)': check that its folder exists and is writable")
            }
        } else {
            context.output += text
        }
    }
}
