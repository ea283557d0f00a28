import CompositionalLayout
import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutRegistry

/// `cvkit preview NAME …`: the layout rendered as text, SVG, HTML or JSON.
enum PreviewCommand {
    static let layoutName = CommonDeclarations.layoutName
    static let items = LayoutSetup.items(default: 20)
    /// `--to`: the second layout of an HTML transition page.
    static let to = Option.text(
        "--to", "<name>", help: "With --format html: a second layout (same data, default parameters); a slider scrubs the transition.",
        completion: .layout)
    /// `--spec`: the layout's `spec` parameter read from a file.
    static let spec = Option.text(
        "--spec", "<file.json>", help: "The layout's 'spec' parameter read from a file (compositional: Docs/CompositionalSpec.md).",
        completion: .file)

    static let command = Command(
        name: "preview", abstract: "Render a layout as text, SVG, HTML or JSON.", arguments: [layoutName],
        options: LayoutSetup.layoutOptions(items: items)
            + RenderOptions.options(formatHelp: "text, svg, html or json (the layout dump, version 1).")
            + LayoutSetup.displayOptions + [to, spec, LayoutSetup.isolate],
        run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let usage = args.usage
        let name = try args.value(layoutName)
        let setup = try LayoutSetup(args, items: items)
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
