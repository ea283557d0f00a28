import CVKitJSON
import Geometry

extension ScrollReport {
    /// The version of the JSON report; readers refuse other versions.
    public static let jsonVersion = 1

    /// The report as JSON: the session, the summary (``ScrollSummary/rows`` plus the
    /// budget), and every frame. Numbers round-trip exactly, so ``init(json:)`` reads back
    /// the same report.
    ///
    /// - Returns: The JSON text, ending with a newline.
    /// - Complexity: O(f) for f frames.
    public func renderJSON() -> String {
        let s = summary
        let summaryMembers: [(key: String, value: JSONValue)] =
            [("budgetNanoseconds", .number(s.budgetNanoseconds))] + s.rows.map { ($0.name, Self.number($0.value)) }
        let frameValues = frames.map { f -> JSONValue in
            .object([
                ("index", .integer(f.index)), ("step", .integer(f.step)), ("offset", .number(f.offset)),
                ("layoutNanoseconds", .integer(f.layoutNanoseconds)), ("prepareNanoseconds", .integer(f.prepareNanoseconds)),
                ("rectQueryNanoseconds", .integer(f.rectQueryNanoseconds)),
                ("preferredAttributesNanoseconds", .integer(f.preferredAttributesNanoseconds)),
                ("anchoringNanoseconds", .integer(f.anchoringNanoseconds)), ("cellsCreated", .integer(f.cellsCreated)),
                ("cellsReused", .integer(f.cellsReused)), ("supplementaryCreated", .integer(f.supplementaryCreated)),
                ("supplementaryReused", .integer(f.supplementaryReused)), ("prefetchHits", .integer(f.prefetchHits)),
                ("blankArea", .number(f.blankArea)), ("unstableArea", .number(f.unstableArea)), ("jumps", .integer(f.jumps)),
                ("jumpDistance", .number(f.jumpDistance)), ("visibleElements", .integer(f.visibleElements)),
                ("cellsShown", .integer(f.cellsShown)),
            ])
        }
        return JSONValue.object([
            ("version", .integer(Self.jsonVersion)), ("layout", .string(layoutName)), ("script", .string(script)),
            ("framesPerSecond", .number(framesPerSecond)),
            ("viewport", .object([("width", .number(viewport.width)), ("height", .number(viewport.height))])),
            ("axis", .string(axis.rawValue)), ("items", .integer(items)), ("timing", .string(timing.rawValue)),
            ("summary", .object(summaryMembers)),
            ("frames", .array(frameValues)),
        ]).formatted(.lines) + "\n"
    }

    /// Reads a report that ``renderJSON()`` wrote.
    ///
    /// - Parameter text: The JSON text.
    /// - Throws: ``ScrollReportError/badReport(message:)`` naming the first problem (not
    ///   JSON, another version, a missing or mistyped member).
    public init(json text: String) throws(ScrollReportError) {
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch { throw .badReport(message: "not JSON: \(error.description)") }
        guard case .object = root else { throw .badReport(message: "the top level must be an object") }
        guard let version = root["version"]?.intValue else { throw .badReport(message: "'version' is missing") }
        guard version == Self.jsonVersion else {
            throw .badReport(message: "version \(version) is not supported (this reader reads version \(Self.jsonVersion))")
        }
        func string(_ key: String, in value: JSONValue) throws(ScrollReportError) -> String {
            guard let s = value[key]?.stringValue else { throw .badReport(message: "'\(key)' must be a string") }
            return s
        }
        func number(_ key: String, in value: JSONValue, at path: String) throws(ScrollReportError) -> Double {
            guard let n = value[key]?.doubleValue else { throw .badReport(message: "'\(path)\(key)' must be a number") }
            return n
        }
        func integer(_ key: String, in value: JSONValue, at path: String) throws(ScrollReportError) -> Int {
            guard let n = value[key]?.intValue else { throw .badReport(message: "'\(path)\(key)' must be a whole number") }
            return n
        }
        layoutName = try string("layout", in: root)
        script = try string("script", in: root)
        framesPerSecond = try number("framesPerSecond", in: root, at: "")
        guard let size = root["viewport"] else { throw .badReport(message: "'viewport' is missing") }
        viewport = Size(width: try number("width", in: size, at: "viewport."), height: try number("height", in: size, at: "viewport."))
        guard let axis = ScrollAxis(rawValue: try string("axis", in: root)) else {
            throw .badReport(message: "'axis' must be \"vertical\" or \"horizontal\"")
        }
        self.axis = axis
        items = try integer("items", in: root, at: "")
        guard let timing = ScrollTiming(rawValue: root["timing"]?.stringValue ?? ScrollTiming.threadCPU.rawValue) else {
            throw .badReport(message: "'timing' must be \"threadCPU\", \"wallClock\" or \"none\"")
        }
        self.timing = timing
        guard let list = root["frames"]?.arrayValue else { throw .badReport(message: "'frames' must be an array") }
        var frames: [ScrollFrameRecord] = []
        frames.reserveCapacity(list.count)
        for (i, value) in list.enumerated() {
            let at = "frames[\(i)]."
            var f = ScrollFrameRecord(
                index: try integer("index", in: value, at: at), step: try integer("step", in: value, at: at),
                offset: try number("offset", in: value, at: at))
            f.prepareNanoseconds = try integer("prepareNanoseconds", in: value, at: at)
            f.rectQueryNanoseconds = try integer("rectQueryNanoseconds", in: value, at: at)
            f.preferredAttributesNanoseconds = try integer("preferredAttributesNanoseconds", in: value, at: at)
            f.anchoringNanoseconds = try integer("anchoringNanoseconds", in: value, at: at)
            f.cellsCreated = try integer("cellsCreated", in: value, at: at)
            f.cellsReused = try integer("cellsReused", in: value, at: at)
            f.supplementaryCreated = try integer("supplementaryCreated", in: value, at: at)
            f.supplementaryReused = try integer("supplementaryReused", in: value, at: at)
            f.prefetchHits = try integer("prefetchHits", in: value, at: at)
            f.blankArea = try number("blankArea", in: value, at: at)
            f.unstableArea = try number("unstableArea", in: value, at: at)
            f.jumps = try integer("jumps", in: value, at: at)
            f.jumpDistance = try number("jumpDistance", in: value, at: at)
            f.visibleElements = try integer("visibleElements", in: value, at: at)
            f.cellsShown = try integer("cellsShown", in: value, at: at)
            frames.append(f)
        }
        self.frames = frames
    }

    /// A whole number as an integer, anything else as a number.
    private static func number(_ value: Double) -> JSONValue {
        value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .number(value)
    }
}
