import Foundation
import LayoutPreview
import LayoutProtocol
import LayoutRegistry

extension Subcommand {
    /// `cvkit preview NAME …`: the layout rendered as text, SVG, HTML or JSON.
    static var preview: Subcommand {
        let usage = "cvkit preview <name> [--sections <n>] [--items <n[,n…]>] [--size <WxH>] [--offset <X,Y>] "
            + "[--param <key=value>]... [--data <file.json>] [--all] [--format <format>] [--output <file>] "
            + "[--columns <n>] [--scale <s>] [--rtl] [--to <name>] [--spec <file.json>]"
        var spec = OptionSpec(flags: LayoutSetup.flags.union(["--all"]), options: LayoutSetup.options, repeatable: LayoutSetup.repeatable)
        spec.options.formUnion(RenderOptions.options.union(["--to", "--spec"]))
        return Subcommand(
            name: "preview", synopsis: "preview <name>", abstract: "Render a layout as text, SVG, HTML or JSON.", usage: usage,
            details: "ARGUMENTS:\n" + helpLine("<name>", "The layout (see 'cvkit list').")
                + "\nOPTIONS:\n" + LayoutSetup.helpLines(defaultItems: 20)
                + helpLine("--all", "Render every element, not only the viewport's (at most 1000000 items).")
                + helpLine("--format <format>", "text, svg, html or json (the layout dump, version 1). (default: text)")
                + helpLine("--output <file>", "Write to a file instead of standard output.")
                + helpLine("--columns <n>", "The width of the text drawing. (default: $COLUMNS, or 80)")
                + helpLine("--to <name>", "With --format html: a second layout (same data, default parameters); a slider scrubs the transition.")
                + helpLine("--spec <file.json>", "The layout's 'spec' parameter read from a file (compositional: Docs/CompositionalSpec.md).")
                + helpLine("-h, --help", "Show help information."),
            spec: spec
        ) { (args: ParsedArguments, context: inout CommandContext) throws(CLIError) in
            let name = try expectPositionals(args, ["<name>"], usage: usage)[0]
            let setup = try LayoutSetup(args, usage: usage, defaultItems: 20)
            let render = try RenderOptions(args, environment: context.environment, usage: usage)
            let target = args.values["--to"]
            if target != nil && render.format != "html" {
                throw .usage("'--to' needs '--format html'", usage: usage)
            }
            let catalog = try context.makeCatalog()
            let data = try setup.loadData()
            try render.checkAll(itemCounts: data?.itemCounts ?? setup.counts)
            var parameters = setup.parameters
            if let path = args.values["--spec"] {
                guard parameters["spec"] == nil else { throw .usage("give '--spec' or '--param spec=…', not both", usage: usage) }
                parameters["spec"] = try readSpecFile(path)
            }
            let scene = try capture(name, setup: setup, catalog: catalog, parameters: parameters, data: data, all: render.all, usage: usage)
            let second = try target.map { (to: String) throws(CLIError) -> PreviewScene in
                try capture(to, setup: setup, catalog: catalog, parameters: [:], data: data, all: render.all, usage: usage)
            }
            try render.emit(render.render(scene, transitionTo: second), into: &context)
        }
    }
}

/// The text of `--spec FILE`.
///
/// - Throws: ``CLIError/failure(_:)`` when the file cannot be read.
private func readSpecFile(_ path: String) throws(CLIError) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw .failure("spec file '\(path)': cannot read the file: no such file")
    }
    guard !isFolder.boolValue else { throw .failure("spec file '\(path)': cannot read the file: it is a folder") }
    guard let bytes = FileManager.default.contents(atPath: path) else {
        throw .failure("spec file '\(path)': cannot read the file: permission denied")
    }
    guard let text = String(data: bytes, encoding: .utf8) else { throw .failure("spec file '\(path)': the file is not UTF-8 text") }
    return text
}

/// Makes, prepares and captures one layout.
private func capture(
    _ name: String, setup: LayoutSetup, catalog: LayoutCatalog, parameters: [String: String], data: LayoutData?, all: Bool, usage: String
) throws(CLIError) -> PreviewScene {
    let layout = try setup.makeLayout(name, catalog: catalog, parameters: parameters, data: data, usage: usage)
    do throws(LayoutError) {
        return try PreviewScene.capture(layout, named: name, all: all)
    } catch {
        throw .failure("layout '\(name)': \(error.description)")
    }
}

/// The output options `preview` and `transition` share: the format, the text width, the
/// output file, and the `--all` limit.
struct RenderOptions {
    /// The options these commands accept besides the layout setup's.
    static let options: Set<String> = ["--format", "--output", "--columns"]

    var format: String
    var columns: Int
    var output: String?
    var all: Bool

    /// Reads and checks the options.
    ///
    /// - Throws: ``CLIError/usage(_:usage:)`` for a bad format or width.
    init(_ args: ParsedArguments, environment: [String: String], usage: String) throws(CLIError) {
        format = args.values["--format"] ?? "text"
        guard ["text", "svg", "html", "json"].contains(format) else {
            throw .usage("invalid value '\(format)' for '--format': expected text, svg, html or json", usage: usage)
        }
        columns = 80
        if let text = args.values["--columns"] {
            guard let n = Int(text), n >= 10, n <= 1000 else {
                throw .usage("invalid value '\(text)' for '--columns': expected a whole number from 10 to 1000", usage: usage)
            }
            columns = n
        } else if let n = environment["COLUMNS"].flatMap({ Int($0) }), n >= 10, n <= 1000 {
            columns = n
        }
        output = args.values["--output"]
        all = args.flags.contains("--all")
    }

    /// Refuses `--all` for more items than ``LayoutSetup/maximumItemsForAll``.
    ///
    /// - Throws: ``CLIError/failure(_:)``.
    func checkAll(itemCounts: [Int]) throws(CLIError) {
        let total = LayoutSetup.total(itemCounts)
        if all && total > LayoutSetup.maximumItemsForAll {
            throw .failure("'--all' renders every element, and \(total) items is more than \(LayoutSetup.maximumItemsForAll); leave out '--all' to render the viewport only")
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
