import CVKitJSON
import LayoutProtocol

extension ScrollScript {
    /// The step names of the JSON format, in the order the documentation lists them.
    public static let stepNames = ["fling", "drag", "swipes", "scrollToItem", "scrollToTop", "wait", "settle", "insert", "delete"]

    /// Reads a script from JSON (the format is in `Docs/ScrollReport.md`):
    ///
    /// ```json
    /// {"framesPerSecond": 120, "steps": [{"fling": 3000}, {"wait": 30}, {"swipes": -2}, {"scrollToTop": true}]}
    /// ```
    ///
    /// The top level is an object with `steps` (and optionally `framesPerSecond`), or the
    /// array of steps alone. Each step is an object with one step name and its value;
    /// `fling` may add `frames`, `scrollToItem` may add `animated`.
    ///
    /// - Parameter text: The JSON text.
    /// - Throws: ``ScrollReportError/badScript(location:message:)`` for text that is not
    ///   JSON or a value of the wrong type (the location names it: `steps[2].fling`),
    ///   ``ScrollReportError/unknownStep(_:known:)`` for a step name the format does not
    ///   know, ``ScrollReportError/badFrameRate(_:)`` for a rate outside 1…1000.
    public init(json text: String) throws(ScrollReportError) {
        let root: JSONValue
        do { root = try JSONValue.parse(text) } catch { throw .badScript(location: "", message: "not JSON: \(error.description)") }
        let list: [JSONValue]
        var rate: Double?
        switch root {
        case .array(let steps):
            list = steps
        case .object(let members):
            for (key, _) in members where key != "steps" && key != "framesPerSecond" {
                throw .badScript(location: key, message: "unknown member; a script has 'steps' and optionally 'framesPerSecond'")
            }
            guard let steps = root["steps"]?.arrayValue else {
                throw .badScript(location: "steps", message: "'steps' must be an array of steps")
            }
            list = steps
            if let value = root["framesPerSecond"] {
                guard let hz = value.doubleValue else { throw .badScript(location: "framesPerSecond", message: "must be a number") }
                guard hz.isFinite, ScrollScript.frameRates.contains(hz) else { throw .badFrameRate(hz) }
                rate = hz
            }
        default:
            throw .badScript(location: "", message: "the top level must be an object with 'steps' or an array of steps")
        }
        var steps: [ScrollStep] = []
        for (i, value) in list.enumerated() {
            steps.append(try Self.step(value, at: "steps[\(i)]"))
        }
        self.init(steps, framesPerSecond: rate)
    }

    /// One step of the JSON format.
    private static func step(_ value: JSONValue, at location: String) throws(ScrollReportError) -> ScrollStep {
        guard case .object(let members) = value, let name = members.first?.key else {
            throw .badScript(location: location, message: "a step must be an object like {\"fling\": 3000}")
        }
        guard stepNames.contains(name) else { throw .unknownStep(name, known: stepNames) }
        let modifiers: [String: [String]] = ["fling": ["frames"], "scrollToItem": ["animated"]]
        for (key, _) in members.dropFirst() where !(modifiers[name] ?? []).contains(key) {
            let allowed = modifiers[name].map { "; '\(name)' may add \($0.map { "'\($0)'" }.joined(separator: ", "))" } ?? ""
            throw .badScript(location: "\(location).\(key)", message: "a step has one name\(allowed)")
        }
        let body = members[0].value
        let here = "\(location).\(name)"
        func number(_ v: JSONValue?, _ at: String) throws(ScrollReportError) -> Double {
            guard let n = v?.doubleValue, n.isFinite else { throw .badScript(location: at, message: "must be a number") }
            return n
        }
        func count(_ v: JSONValue?, _ at: String) throws(ScrollReportError) -> Int {
            guard let n = v?.intValue, n >= 0 else { throw .badScript(location: at, message: "must be a whole number, 0 or more") }
            return n
        }
        func flag(_ v: JSONValue) throws(ScrollReportError) -> Bool {
            guard let b = v.boolValue else { throw .badScript(location: here, message: "must be true") }
            return b
        }
        switch name {
        case "fling":
            let frames = try value["frames"].map { (v: JSONValue) throws(ScrollReportError) in try count(v, "\(location).frames") }
            return .fling(velocity: try number(body, here), frames: frames)
        case "drag":
            if let points = body.arrayValue {
                var path: [Double] = []
                for (i, p) in points.enumerated() { path.append(try number(p, "\(here)[\(i)]")) }
                guard !path.isEmpty else { throw .badScript(location: here, message: "the path needs at least one point") }
                return .drag(path: path)
            }
            guard case .object = body else {
                throw .badScript(location: here, message: "must be a path ([10, 30, 60]) or {\"distance\": 600, \"frames\": 30}")
            }
            let frames = try count(body["frames"], "\(here).frames")
            guard frames >= 1, frames <= maximumFramesPerStep else {
                throw .badScript(location: "\(here).frames", message: "must be from 1 to \(maximumFramesPerStep)")
            }
            return .drag(distance: try number(body["distance"], "\(here).distance"), frames: frames)
        case "swipes":
            guard let n = body.intValue, (-maximumSwipes...maximumSwipes).contains(n) else {
                throw .badScript(
                    location: here, message: "must be a whole number from -\(maximumSwipes) to \(maximumSwipes) (negative: backwards)")
            }
            return .swipes(count: abs(n), forward: n >= 0)
        case "scrollToItem":
            let animated = try value["animated"].map { (v: JSONValue) throws(ScrollReportError) -> Bool in
                guard let b = v.boolValue else { throw .badScript(location: "\(location).animated", message: "must be true or false") }
                return b
            }
            return .scrollToItem(try indexPath(body, here), animated: animated ?? true)
        case "scrollToTop":
            guard try flag(body) else { throw .badScript(location: here, message: "must be true") }
            return .scrollToTop
        case "wait":
            return .wait(frames: try count(body, here))
        case "settle":
            guard try flag(body) else { throw .badScript(location: here, message: "must be true") }
            return .settle
        default:
            guard case .object = body else {
                throw .badScript(location: here, message: "must be {\"section\": 0, \"item\": 0, \"count\": 1}")
            }
            let section = try count(body["section"] ?? .integer(0), "\(here).section")
            let item = try count(body["item"], "\(here).item")
            let n = try count(body["count"] ?? .integer(1), "\(here).count")
            return name == "insert"
                ? .insertItems(section: section, item: item, count: n) : .deleteItems(section: section, item: item, count: n)
        }
    }

    /// `[section, item]` or `{"section": 0, "item": 99}`.
    private static func indexPath(_ value: JSONValue, _ at: String) throws(ScrollReportError) -> ElementIndexPath {
        let message = "must be [section, item] or {\"section\": 0, \"item\": 99}"
        if let pair = value.arrayValue {
            guard pair.count == 2, let s = pair[0].intValue, let i = pair[1].intValue, s >= 0, i >= 0 else {
                throw .badScript(location: at, message: message)
            }
            return ElementIndexPath(item: i, section: s)
        }
        guard let i = value["item"]?.intValue, i >= 0, (value["section"]?.intValue ?? 0) >= 0 else {
            throw .badScript(location: at, message: message)
        }
        return ElementIndexPath(item: i, section: value["section"]?.intValue ?? 0)
    }
}
