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

    var counts: [Int]
    var size: Size
    var offset: Point
    var parameters: [String: String]
    var dataPath: String?
    var scale: Double?
    var layoutDirection: LayoutDirection

    /// Help lines of the shared options.
    static func helpLines(defaultItems: Int) -> String {
        helpLine("--sections <n>", "The number of sections. (default: 1)")
            + helpLine("--items <n[,n…]>", "Items per section: one count for every section, or one count per section. (default: \(defaultItems))")
            + helpLine("--size <WxH>", "The viewport size, at most 100000x100000. (default: 390x844)")
            + helpLine("--offset <X,Y>", "The content offset: the viewport's origin. (default: 0,0)")
            + helpLine("--param <key=value>", "A layout parameter (see 'cvkit describe <name>'); repeatable.")
            + helpLine("--data <file.json>", "Sections, item sizes and section metrics (format in the README); overrides --items, --sections and the matching --param values.")
            + helpLine("--scale <s>", "The display scale frames are rounded to (2 for 2x). (default: none, exact frames)")
            + helpLine("--rtl", "Lay out right to left.")
    }

    static let flags: Set<String> = ["--rtl"]
    static let options: Set<String> = ["--sections", "--items", "--size", "--offset", "--data", "--scale"]
    static let repeatable: Set<String> = ["--param"]

    /// Reads the shared options.
    ///
    /// - Throws: ``CLIError/usage(_:usage:)`` for a malformed value.
    init(_ args: ParsedArguments, usage: String, defaultItems: Int) throws(CLIError) {
        func invalid(_ option: String, _ expected: String) -> CLIError {
            .usage("invalid value '\(args.values[option] ?? "")' for '\(option)': expected \(expected)", usage: usage)
        }
        func numbers(_ option: String, separator: Character, count: Int) -> [Double]? {
            guard let text = args.values[option] else { return nil }
            let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            let values = parts.compactMap { Double($0) }.filter(\.isFinite)
            return parts.count == count && values.count == count ? values : []
        }
        var sections: Int?
        if let text = args.values["--sections"] {
            guard let n = Int(text), n >= 0, n <= Self.maximumSections else {
                throw invalid("--sections", "a whole number from 0 to \(Self.maximumSections)")
            }
            sections = n
        }
        var items = [defaultItems]
        if let text = args.values["--items"] {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            let values = parts.compactMap { Int($0) }.filter { $0 >= 0 }
            guard !parts.isEmpty, values.count == parts.count, parts.count <= Self.maximumSections else {
                throw invalid("--items", "a count 0 or more, or counts separated by commas (20 or 5,10,3)")
            }
            items = values
        }
        if items.count > 1 {
            if let sections, sections != items.count {
                throw .usage("--sections \(sections) does not match the \(items.count) counts given to --items", usage: usage)
            }
            counts = items
        } else {
            counts = Array(repeating: items[0], count: sections ?? 1)
        }
        size = Size(width: 390, height: 844)
        if let v = numbers("--size", separator: "x", count: 2) {
            guard v.count == 2, v[0] >= 0, v[1] >= 0, v[0] <= Self.maximumExtent, v[1] <= Self.maximumExtent else {
                throw invalid("--size", "WxH with sizes from 0 to 100000 (390x844)")
            }
            size = Size(width: v[0], height: v[1])
        }
        offset = .zero
        if let v = numbers("--offset", separator: ",", count: 2) {
            guard v.count == 2 else { throw invalid("--offset", "X,Y (0,120)") }
            offset = Point(x: v[0], y: v[1])
        }
        if let text = args.values["--scale"] {
            guard let s = Double(text), s.isFinite, s > 0, s <= 100 else { throw invalid("--scale", "a number above 0 and at most 100 (2 or 3)") }
            scale = s
        }
        parameters = [:]
        for entry in args.lists["--param"] ?? [] {
            guard let eq = entry.firstIndex(of: "="), eq != entry.startIndex else {
                throw .usage("invalid value '\(entry)' for '--param': expected key=value", usage: usage)
            }
            let key = String(entry[..<eq])
            guard parameters[key] == nil else { throw .usage("parameter '\(key)' given more than once", usage: usage) }
            parameters[key] = String(entry[entry.index(after: eq)...])
        }
        dataPath = args.values["--data"]
        layoutDirection = args.flags.contains("--rtl") ? .rightToLeft : .leftToRight
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
            throw .failure(LayoutRegistryError.dataFile(path: path, location: "", message: "cannot read the file: permission denied").description)
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
