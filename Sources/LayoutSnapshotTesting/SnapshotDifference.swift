import CVKitJSON
import Geometry

/// Readable differences between a reference snapshot and a new rendering.
enum SnapshotDifference {
    /// At most this many lines of a difference are shown; the rest are counted.
    static let lineLimit = 40

    // MARK: - Lines

    /// A line diff: `-N: text` for a line of the reference (line N) that is gone, `+N: text`
    /// for a line of the new rendering (line N) that is new, in reading order.
    ///
    /// - Complexity: O((n + m) · d) for n and m lines and d differences (Myers).
    static func lines(reference: String, rendering: String) -> String {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = rendering.split(separator: "\n", omittingEmptySubsequences: false)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if removed.contains(i) {
                out.append("-\(i + 1): \(old[i])")
                i += 1
            } else if inserted.contains(j) {
                out.append("+\(j + 1): \(new[j])")
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
        if out.isEmpty { return "The files differ only in their bytes (line endings or encoding)." }
        return "Line diff (- reference, + new rendering):\n" + capped(out, noun: "changed lines")
    }

    // MARK: - JSON dump

    /// The elements of two JSON dumps that differ, by kind and index path, with their old
    /// and new frames and any other member that changed; then the elements removed and
    /// added. Header changes (layout name, bounds, content size) come first. Falls back
    /// to ``lines(reference:rendering:)`` when either side is not a dump.
    static func json(reference: String, rendering: String) -> String {
        guard let old = try? JSONValue.parse(reference), let new = try? JSONValue.parse(rendering),
            let oldElements = old["elements"]?.arrayValue, let newElements = new["elements"]?.arrayValue
        else { return lines(reference: reference, rendering: rendering) }

        var out: [String] = []
        for key in ["layout", "bounds", "contentSize"] where old[key] != new[key] {
            out.append("\(key): \(describe(old[key], key: key)) → \(describe(new[key], key: key))")
        }
        let oldByKey = Dictionary(oldElements.map { (elementKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(newElements.map { (elementKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        var changed: [String] = [], removed: [String] = [], added: [String] = []
        for element in oldElements {
            let key = elementKey(element)
            guard let other = newByKey[key] else {
                removed.append("removed \(key): frame \(describe(element["frame"], key: "frame"))")
                continue
            }
            if let change = memberChanges(element, other) { changed.append("changed \(key): \(change)") }
        }
        for element in newElements where oldByKey[elementKey(element)] == nil {
            added.append("added \(elementKey(element)): frame \(describe(element["frame"], key: "frame"))")
        }
        out += changed + removed + added
        if out.isEmpty { return lines(reference: reference, rendering: rendering) }
        let summary = "\(changed.count) changed, \(removed.count) removed, \(added.count) added"
        return "Elements (\(summary)):\n" + capped(out, noun: "differences")
    }

    /// `cell 0-3`, `supplementary header 0-0`, `decoration background 1-0`.
    static func elementKey(_ element: JSONValue) -> String {
        let category = element["category"]?.stringValue ?? "element"
        let kind = element["kind"]?.stringValue.map { " \($0)" } ?? ""
        let path: [String]
        if let indices = element["indexPath"]?.arrayValue {
            path = indices.map { $0.formatted() }
        } else {
            path = [element["section"], element["item"]].map { $0?.formatted() ?? "?" }
        }
        return "\(category)\(kind) \(path.joined(separator: "-"))"
    }

    /// `frame (0, 0, 10, 10) → (0, 5, 10, 10); alpha 1 → 0.5`, or `nil` when equal.
    static func memberChanges(_ old: JSONValue, _ new: JSONValue) -> String? {
        guard case .object(let oldMembers) = old, case .object(let newMembers) = new else {
            return old == new ? nil : "\(old.formatted()) → \(new.formatted())"
        }
        let identity: Set<String> = ["category", "kind", "section", "item", "indexPath"]
        var names = oldMembers.map(\.key).filter { !identity.contains($0) }
        names += newMembers.map(\.key).filter { !identity.contains($0) && !names.contains($0) }
        let parts = names.compactMap { name -> String? in
            let a = old[name], b = new[name]
            return a == b ? nil : "\(name) \(describe(a, key: name)) → \(describe(b, key: name))"
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// A rect as `(x, y, width, height)`, a size as `WxH`, anything else as compact JSON;
    /// `none` for a missing member.
    static func describe(_ value: JSONValue?, key: String) -> String {
        guard let value else { return "none" }
        if let x = value["x"]?.doubleValue, let y = value["y"]?.doubleValue, let w = value["width"]?.doubleValue,
            let h = value["height"]?.doubleValue
        {
            return Rect(x: x, y: y, width: w, height: h).description
        }
        if key == "contentSize", let w = value["width"]?.doubleValue, let h = value["height"]?.doubleValue {
            return Size(width: w, height: h).description
        }
        return value.formatted()
    }

    /// The first ``lineLimit`` lines, then `… and N more <noun>`.
    static func capped(_ lines: [String], noun: String) -> String {
        guard lines.count > lineLimit else { return lines.joined(separator: "\n") }
        return (lines.prefix(lineLimit) + ["… and \(lines.count - lineLimit) more \(noun)"]).joined(separator: "\n")
    }
}
