import Foundation
import Geometry
import LayoutProtocol
import LayoutRegistry

/// The options `preview` and `bench` share: data, viewport, parameters — and making a
/// layout with a host from them.
struct LayoutSetup {
    static let maximumSections = 100_000
    /// The largest viewport width or height: keeps a viewport query to a size a preview can show.
    static let maximumExtent = 100_000.0
    /// The most items `--all` renders: every element is materialized.
    static let maximumItemsForAll = 1_000_000
    /// The largest `--scale`: frames rounded to finer pixels than this are exact anyway.
    static let maximumScale = 100.0
    /// ``maximumExtent`` as the help text writes it.
    static let extentText = formatScalar(maximumExtent)

    var counts: [Int]
    var size: Size
    var offset: Point
    var parameters: [String: String]
    var dataPath: String?
    var scale: Double?
    var layoutDirection: LayoutDirection

    // MARK: - Options

    static let sections = Option.integer("--sections", "<n>", in: 0...maximumSections, help: "The number of sections.", default: 1)
    /// `--items` with a command's default count (each command declares its own once:
    /// `static let items = LayoutSetup.items(default: 20)`).
    static func items(default count: Int) -> Option<[Int]> {
        Option(
            "--items", "<n[,n…]>", help: "Items per section: one count for every section, or one count per section.", default: [count],
            format: commaSeparated,
            expected: "a count 0 or more, or counts separated by commas (20 or 5,10,3)"
        ) { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let values = parts.compactMap { Int($0) }.filter { $0 >= 0 }
            return !parts.isEmpty && values.count == parts.count && parts.count <= maximumSections ? values : nil
        }
    }
    static let size = Option<Size>(
        "--size", "<WxH>", help: "The viewport size, at most \(extentText)x\(extentText).", default: Size(width: 390, height: 844),
        format: \.description, expected: "WxH with sizes from 0 to \(extentText) (390x844)"
    ) { text in
        guard let v = numbers(text, separator: "x", count: 2), v.allSatisfy({ $0 >= 0 && $0 <= maximumExtent }) else { return nil }
        return Size(width: v[0], height: v[1])
    }
    static let offset = Option<Point>(
        "--offset", "<X,Y>", help: "The content offset: the viewport's origin.", default: .zero,
        format: commaSeparated, expected: "X,Y (0,120)"
    ) { text in
        numbers(text, separator: ",", count: 2).map { Point(x: $0[0], y: $0[1]) }
    }
    static let param = RepeatableOption<(key: String, value: String)>(
        "--param", "<key=value>", help: "A layout parameter (see 'cvkit describe <name>'); repeatable.", expected: "key=value"
    ) { entry in
        guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex else { return nil }
        return (String(entry[..<eq]), String(entry[entry.index(after: eq)...]))
    }
    static let data = Option.text(
        "--data", "<file.json>",
        help:
            "Sections, item sizes and section metrics (format in Docs/DataFiles.md); overrides --items, --sections and the matching --param values.",
        completion: .file)
    static let scale = Option.number(
        "--scale", "<s>", help: "The display scale frames are rounded to (2 for 2x).", absent: "none, exact frames",
        expected: "a number above 0 and at most \(formatScalar(maximumScale)) (2 or 3)", where: { $0 > 0 && $0 <= maximumScale })
    static let rtl = Flag("--rtl", help: "Lay out right to left.")
    /// `--isolate`: a plugin's layout runs in a child process.
    static let isolate = Flag(
        "--isolate", help: "Run a plugin's layout in a child process: a crash or hang in the plugin\nbecomes an error naming it.")

    /// The first reply a plugin layout refused (see `PluginLayout.rejectedReply`), as
    /// the command's failure.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when there is one.
    static func checkReplies(of layout: CollectionViewLayout) throws(CLIError) {
        if let plugin = layout as? PluginLayout, let rejected = plugin.rejectedReply { throw .failure(rejected) }
    }

    /// The options that say what to lay out: counts (with the command's `--items`),
    /// viewport, parameters, data.
    static func layoutOptions(items: Option<[Int]>) -> [any OptionDeclaration] {
        [sections, items, size, offset, param, data]
    }

    /// The options that say how frames are computed: scale and direction.
    static let displayOptions: [any OptionDeclaration] = [scale, rtl]

    /// Reads the shared options.
    ///
    /// - Parameter items: The command's `--items` declaration (the one it lists in
    ///   ``layoutOptions(items:)``).
    /// - Throws: ``CLIError/usage(_:usage:)`` for counts that disagree or a parameter
    ///   given twice.
    init(_ args: ParsedArguments, items itemsOption: Option<[Int]>) throws(CLIError) {
        let usage = args.usage
        let sections = try args.value(Self.sections)
        let items = try args.value(itemsOption)
        if items.count > 1 {
            if try args.isGiven(Self.sections), sections != items.count {
                throw .usage("--sections \(sections) does not match the \(items.count) counts given to --items", usage: usage)
            }
            counts = items
        } else {
            counts = Array(repeating: items[0], count: sections)
        }
        size = try args.value(Self.size)
        offset = try args.value(Self.offset)
        scale = try args.value(Self.scale)
        parameters = try Self.parameters(args)
        dataPath = try args.value(Self.data)
        layoutDirection = try args.isSet(Self.rtl) ? .rightToLeft : .leftToRight
    }

    /// The `--param` values by name.
    ///
    /// - Throws: ``CLIError/usage(_:usage:)`` for a parameter given twice.
    static func parameters(_ args: ParsedArguments) throws(CLIError) -> [String: String] {
        var parameters: [String: String] = [:]
        for (key, value) in try args.values(param) {
            guard parameters[key] == nil else { throw .usage("parameter '\(key)' given more than once", usage: args.usage) }
            parameters[key] = value
        }
        return parameters
    }

    /// Counts as `--items` takes them: `5,10,3`.
    @Sendable private static func commaSeparated(_ counts: [Int]) -> String {
        counts.map(String.init).joined(separator: ",")
    }

    /// A point as `--offset` takes it: `0,120`.
    @Sendable private static func commaSeparated(_ point: Point) -> String {
        "\(formatScalar(point.x)),\(formatScalar(point.y))"
    }

    /// `count` finite numbers separated by `separator`, or `nil`.
    private static func numbers(_ text: String, separator: Character, count: Int) -> [Double]? {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0) }.filter(\.isFinite)
        return parts.count == count && values.count == count ? values : nil
    }

    /// The viewport.
    var bounds: Rect { Rect(origin: offset, size: size) }

    /// Every item of every section (saturating instead of overflowing).
    static func total(_ counts: [Int]) -> Int {
        counts.reduce(0) { $0.addingReportingOverflow($1).overflow ? Int.max : $0 + $1 }
    }

    /// Reads and parses `--data`, if given.
    ///
    /// - Throws: ``CLIError/failure(_:)`` when the file cannot be read or is malformed.
    func loadData() throws(CLIError) -> LayoutData? {
        guard let path = dataPath else { return nil }
        var isFolder: ObjCBool = false
        let reason: String?
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            reason = "cannot read the file: no such file"
        } else if isFolder.boolValue {
            reason = "cannot read the file: it is a folder"
        } else {
            reason = nil
        }
        if let reason { throw .failure(LayoutRegistryError.dataFile(path: path, location: "", message: reason).description) }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw .failure(
                LayoutRegistryError.dataFile(path: path, location: "", message: "cannot read the file: permission denied").description)
        }
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw .failure(LayoutRegistryError.dataFile(path: path, location: "", message: "the file is not UTF-8 text").description)
        }
        do throws(LayoutRegistryError) {
            return try LayoutData.parse(json: text, source: path)
        } catch {
            throw .failure(error.description)
        }
    }

    /// Makes the layout `name` with the parameters, installs a host with the counts (or
    /// the data's), the viewport, the scale and the direction.
    ///
    /// - Throws: ``CLIError`` for an unknown layout or parameter, a bad value, or a
    ///   configuration the layout rejects.
    func makeLayout(
        _ name: String, catalog: LayoutCatalog, parameters: [String: String], data: LayoutData?, usage: String
    ) throws(CLIError) -> CollectionViewLayout {
        let instance: LayoutInstance
        do throws(LayoutRegistryError) {
            instance = try catalog.makeLayout(named: name, parameters: parameters, itemCounts: counts, data: data)
        } catch {
            throw CLIError(error, usage: usage)
        }
        let layout = instance.layout
        layout.host = instance.makeHost(
            itemCounts: data?.itemCounts ?? counts, bounds: bounds, layoutDirection: layoutDirection, displayScale: scale)
        return layout
    }
}
