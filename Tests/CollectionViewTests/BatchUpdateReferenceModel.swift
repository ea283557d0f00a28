import CollectionView
import Geometry
import LayoutProtocol
import Testing

/// A plain reference model of a batch update over sections of item identifiers, written
/// independently of the host: lists, linear searches and the rules as DESIGN.md states
/// them, in the documented order.
struct ReferenceBatch {
    let before: [[Int]]
    let after: [Int]
    let ops: [BatchOperation]

    enum Place: Equatable {
        case section(Int)
        case item(Int, Int)
    }
    enum What: Equatable {
        case delete, reload, insert
        case move(Place)
    }

    /// Claims in arrival order; identical repeats are ignored.
    var beforeClaims: [(Place, What)] = []
    var afterClaims: [(Place, What)] = []

    init(before: [[Int]], after: [Int], ops: [BatchOperation]) {
        self.before = before
        self.after = after
        self.ops = ops
    }

    private static func word(_ w: What) -> String {
        switch w {
        case .delete: return "delete"
        case .reload: return "reload"
        case .insert: return "insert"
        case .move: return "move"
        }
    }

    private static func clash(_ a: What, _ b: What, noun: String, from: Bool) -> String {
        let pair = [word(a), word(b)].sorted()
        switch pair {
        case ["delete", "reload"]: return "attempt to delete and reload the same \(noun)"
        case ["insert", "reload"]: return "attempt to insert and reload the same \(noun)"
        case ["move", "move"]: return "attempt to perform multiple moves \(from ? "from" : "to") the same \(noun)"
        case ["insert", "move"]: return "attempt to perform an insert and a move to the same \(noun)"
        case ["delete", "move"]: return "attempt to perform a delete and a move from the same \(noun)"
        default: return "attempt to perform a reload and a move \(from ? "from" : "to") the same \(noun)"
        }
    }

    private mutating func claim(_ place: Place, _ what: What, beforeSide: Bool) -> String? {
        let list = beforeSide ? beforeClaims : afterClaims
        if let existing = list.first(where: { $0.0 == place }) {
            if existing.1 == what { return nil }
            if case .section = place { return Self.clash(existing.1, what, noun: "section", from: beforeSide) }
            return Self.clash(existing.1, what, noun: "index path", from: beforeSide)
        }
        if beforeSide { beforeClaims.append((place, what)) } else { afterClaims.append((place, what)) }
        return nil
    }

    /// The message for the first broken rule, or `nil`.
    mutating func rejection() -> String? {
        let nb = before.count, na = after.count
        func secB(_ s: Int, _ verb: String) -> String? {
            (0..<nb).contains(s) ? nil : "attempt to \(verb) section \(s), but there are only \(nb) sections before the update"
        }
        func secA(_ s: Int, _ phrase: String) -> String? {
            (0..<na).contains(s) ? nil : "attempt to \(phrase), but there are only \(na) sections after the update"
        }
        func itemB(_ p: ElementIndexPath, _ verb: String) -> String? {
            guard (0..<nb).contains(p.section) else {
                return "attempt to \(verb) item \(p.item) from section \(p.section), but there are only \(nb) sections before the update"
            }
            guard (0..<before[p.section].count).contains(p.item) else {
                return
                    "attempt to \(verb) item \(p.item) from section \(p.section) which only contains \(before[p.section].count) items before the update"
            }
            return nil
        }
        func itemA(_ p: ElementIndexPath, _ phrase: String) -> String? {
            guard (0..<na).contains(p.section) else {
                return "attempt to \(phrase) section \(p.section), but there are only \(na) sections after the update"
            }
            guard (0..<after[p.section]).contains(p.item) else {
                return
                    "attempt to \(phrase) section \(p.section), but there are only \(after[p.section]) items in section \(p.section) after the update"
            }
            return nil
        }
        for op in ops {
            var m: String?
            switch op {
            case .deleteSection(let s):
                m = secB(s, "delete") ?? claim(.section(s), .delete, beforeSide: true)
            case .reloadSection(let s):
                m = secB(s, "reload") ?? secA(s, "reload section \(s)")
                if m == nil { m = claim(.section(s), .reload, beforeSide: true) }
                if m == nil { m = claim(.section(s), .reload, beforeSide: false) }
            case .insertSection(let s):
                m = secA(s, "insert section \(s)") ?? claim(.section(s), .insert, beforeSide: false)
            case .moveSection(let f, let t):
                m = secB(f, "move") ?? secA(t, "move section \(f) to section \(t)")
                if m == nil { m = claim(.section(f), .move(.section(t)), beforeSide: true) }
                if m == nil { m = claim(.section(t), .move(.section(f)), beforeSide: false) }
            case .deleteItem(let p):
                m = itemB(p, "delete") ?? claim(.item(p.section, p.item), .delete, beforeSide: true)
            case .reloadItem(let p):
                m = itemB(p, "reload") ?? itemA(p, "reload item \(p.item) in")
                if m == nil { m = claim(.item(p.section, p.item), .reload, beforeSide: true) }
                if m == nil { m = claim(.item(p.section, p.item), .reload, beforeSide: false) }
            case .insertItem(let p):
                m = itemA(p, "insert item \(p.item) into") ?? claim(.item(p.section, p.item), .insert, beforeSide: false)
            case .moveItem(let f, let t):
                m = itemB(f, "move") ?? itemA(t, "move an item to item \(t.item) in")
                if m == nil { m = claim(.item(f.section, f.item), .move(.item(t.section, t.item)), beforeSide: true) }
                if m == nil { m = claim(.item(t.section, t.item), .move(.item(f.section, f.item)), beforeSide: false) }
            }
            if let m { return m }
        }
        // Item operations in sections that come or go.
        func sectionFate(_ s: Int, beforeSide: Bool) -> String? {
            let list = beforeSide ? beforeClaims : afterClaims
            guard let c = list.first(where: { $0.0 == .section(s) })?.1 else { return nil }
            switch c {
            case .delete: return "deleted"
            case .reload: return "reloaded"
            case .insert: return "inserted"
            case .move: return nil
            }
        }
        for op in ops {
            switch op {
            case .deleteItem(let p):
                if let f = sectionFate(p.section, beforeSide: true) {
                    return "attempt to delete item \(p.item) from section \(p.section), which is being \(f) in the same update"
                }
            case .reloadItem(let p):
                if let f = sectionFate(p.section, beforeSide: true) {
                    return "attempt to reload item \(p.item) in section \(p.section), which is being \(f) in the same update"
                }
                if let f = sectionFate(p.section, beforeSide: false) {
                    return "attempt to reload item \(p.item) in section \(p.section), which is being \(f) in the same update"
                }
            case .insertItem(let p):
                if let f = sectionFate(p.section, beforeSide: false) {
                    return "attempt to insert item \(p.item) into section \(p.section), which is being \(f) in the same update"
                }
            case .moveItem(let f, let t):
                if let x = sectionFate(f.section, beforeSide: true) {
                    return "attempt to move item \(f.item) from section \(f.section), which is being \(x) in the same update"
                }
                if let x = sectionFate(t.section, beforeSide: false) {
                    return "attempt to move an item to item \(t.item) in section \(t.section), which is being \(x) in the same update"
                }
            default: break
            }
        }
        // Sections.
        let sDel = beforeClaims.filter { if case .section = $0.0 { return $0.1 == .delete || $0.1 == .reload } else { return false } }.count
        let sIns = afterClaims.filter { if case .section = $0.0 { return $0.1 == .insert || $0.1 == .reload } else { return false } }.count
        if na != nb + sIns - sDel {
            return
                "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(na)) must be equal to the number of sections contained in the collection view before the update (\(nb)), plus or minus the number of sections inserted or deleted (\(sIns) inserted, \(sDel) deleted)."
        }
        // Items, per surviving section in order after the update.
        let placement = sectionPlacement()
        for t in 0..<na {
            guard case .old(let s) = placement[t] else { continue }
            var ins = 0, del = 0, mIn = 0, mOut = 0
            for (place, what) in afterClaims {
                guard case .item(let ts, _) = place, ts == t else { continue }
                switch what {
                case .insert, .reload: ins += 1
                case .move(.item(let fs, _)): if placement[t] != .old(fs) { mIn += 1 }
                default: break
                }
            }
            for (place, what) in beforeClaims {
                guard case .item(let fs, _) = place, fs == s else { continue }
                switch what {
                case .delete, .reload: del += 1
                case .move(.item(let ts, _)): if placement[ts] != .old(s) { mOut += 1 }
                default: break
                }
            }
            if after[t] != before[s].count + ins - del + mIn - mOut {
                return
                    "Invalid update: invalid number of items in section \(t).  The number of items contained in an existing section after the update (\(after[t])) must be equal to the number of items contained in that section before the update (\(before[s].count)), plus or minus the number of items inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of items moved into or out of that section (\(mIn) moved in, \(mOut) moved out)."
            }
        }
        return nil
    }

    enum Source: Equatable {
        case new
        case old(Int)
    }

    /// Where each section after the update comes from (valid section claims assumed).
    func sectionPlacement() -> [Source] {
        var slots = [Source?](repeating: nil, count: after.count)
        for (place, what) in afterClaims {
            guard case .section(let t) = place else { continue }
            if case .move(.section(let f)) = what { slots[t] = .old(f) } else { slots[t] = .new }
        }
        var survivors = (0..<before.count).filter { s in !beforeClaims.contains { $0.0 == .section(s) } }[...]
        for t in slots.indices where slots[t] == nil {
            slots[t] = survivors.popFirst().map(Source.old) ?? .new
        }
        return slots.map { $0 ?? .new }
    }

    /// The data after a valid update; new items get identifiers from `nextID`.
    func apply(nextID: inout Int) -> [[Int]] {
        let placement = sectionPlacement()
        var result: [[Int]] = []
        for t in 0..<after.count {
            switch placement[t] {
            case .new:
                result.append(
                    (0..<after[t]).map { _ in
                        nextID += 1; return nextID
                    })
            case .old(let s):
                var slots = [Int?](repeating: nil, count: after[t])
                for (place, what) in afterClaims {
                    guard case .item(let ts, let j) = place, ts == t else { continue }
                    if case .move(.item(let fs, let fi)) = what { slots[j] = before[fs][fi] }
                }
                for j in slots.indices where slots[j] == nil && afterClaims.contains(where: { $0.0 == .item(t, j) }) {
                    nextID += 1
                    slots[j] = nextID
                }
                var rest = before[s].indices.filter { i in !beforeClaims.contains { $0.0 == .item(s, i) } }.map { before[s][$0] }[...]
                for j in slots.indices where slots[j] == nil { slots[j] = rest.popFirst() }
                result.append(slots.map { $0 ?? -1 })
            }
        }
        return result
    }

    /// Item counts that make the operations consistent, where they can be worked out.
    static func impliedCounts(before: [[Int]], ops: [BatchOperation], newSectionSize: () -> Int) -> [Int] {
        var probe = ReferenceBatch(before: before, after: [], ops: ops)
        var secDel = Set<Int>(), secIns = Set<Int>(), secFrom: [Int: Int] = [:], secTo: [Int: Int] = [:]
        var itemOut: [Int: Set<Int>] = [:], itemIn: [Int: Set<Int>] = [:]
        for op in ops {
            switch op {
            case .deleteSection(let s): secDel.insert(s)
            case .reloadSection(let s): secDel.insert(s); secIns.insert(s)
            case .insertSection(let s): secIns.insert(s)
            case .moveSection(let f, let t): secFrom[f] = t; secTo[t] = f
            case .deleteItem(let p): itemOut[p.section, default: []].insert(p.item)
            case .reloadItem(let p): itemOut[p.section, default: []].insert(p.item); itemIn[p.section, default: []].insert(p.item)
            case .insertItem(let p): itemIn[p.section, default: []].insert(p.item)
            case .moveItem(let f, let t): itemOut[f.section, default: []].insert(f.item); itemIn[t.section, default: []].insert(t.item)
            }
        }
        let n = max(0, before.count + secIns.count - secDel.subtracting(secFrom.keys).count - secFrom.count + secTo.count)
        var slots = [Source?](repeating: nil, count: n)
        for t in secIns where t >= 0 && t < n { slots[t] = .new }
        for (t, f) in secTo where t >= 0 && t < n { slots[t] = .old(f) }
        var survivors = (0..<before.count).filter { !secDel.contains($0) && secFrom[$0] == nil }[...]
        for t in slots.indices where slots[t] == nil { slots[t] = survivors.popFirst().map(Source.old) ?? .new }
        probe.beforeClaims = []
        return slots.enumerated().map { t, source in
            guard case .old(let s)? = source, s >= 0, s < before.count else { return newSectionSize() }
            let out = (itemOut[s] ?? []).filter { $0 >= 0 && $0 < before[s].count }.count
            return max(0, before[s].count - out + (itemIn[t]?.count ?? 0))
        }
    }
}
