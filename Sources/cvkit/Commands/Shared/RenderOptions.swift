import Foundation
import LayoutPreview

/// The output options `preview` and `transition` share: the format, the text width, the
/// output file, and the `--all` limit.
struct RenderOptions {
    static let all = Flag("--all", help: "Render every element, not only the viewport's (at most \(LayoutSetup.maximumItemsForAll) items).")
    static let format = Option.choice("--format", "<format>", ["text", "svg", "html", "json"], help: "", default: "text")
    static let output = Option.text("--output", "<file>", help: "Write to a file instead of standard output.", completion: .file)
    /// The widths `--columns` and `$COLUMNS` may give.
    static let columnRange = 10...1000
    /// The text width without `--columns` and without a valid `$COLUMNS`.
    static let fallbackColumns = 80
    static let columns = Option.integer(
        "--columns", "<n>", in: columnRange, help: "The width of the text drawing.", absent: "$COLUMNS, or \(fallbackColumns)")

    /// The options, with the command's own words for `--format`.
    static func options(formatHelp: String) -> [any OptionDeclaration] {
        [all, format.withHelp(formatHelp), output, columns]
    }

    var format: String
    var columns: Int
    var output: String?
    var all: Bool

    /// Reads the options.
    ///
    /// - Throws: ``CLIError/failure(_:)`` only for a command that does not declare them.
    init(_ args: ParsedArguments, environment: [String: String]) throws(CLIError) {
        format = try args.value(Self.format)
        if let n = try args.value(Self.columns) {
            columns = n
        } else if let n = environment["COLUMNS"].flatMap({ Int($0) }), Self.columnRange.contains(n) {
            columns = n
        } else {
            columns = Self.fallbackColumns
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
