import CVKitJSON
import Geometry
import LayoutProtocol

// The optional `"staticAttributes"` revision of the ABI (Docs/PluginABI.md): the host asks
// once per pass for every element and answers queries from its own index.
extension PluginLayout {
    /// Drops the index: a pass is starting.
    func forgetIndex() {
        staticIndex = nil
        cleanBounds = nil
        queriesSincePass = 0
        elementsSincePass = 0
    }

    /// The attributes of one element from the index; `nil` when there is no index or the
    /// plugin did not list the element (the query then crosses the boundary).
    func indexed(_ key: ElementKey) -> LayoutAttributes? {
        guard let index = indexForQuery() else {
            elementsSincePass += 1
            return nil
        }
        return index.element(key)
    }

    /// Remembers what the plugin's layout answered to `shouldInvalidateLayout` for a
    /// move from the index's bounds, so that the move does not need asking again.
    func noteBoundsChange(to newBounds: Rect, invalidates: Bool) {
        guard staticIndex != nil, host?.bounds == indexBounds else { return }
        cleanBounds = invalidates ? nil : newBounds
    }

    /// The index to answer a query from; `nil` when the query must cross the boundary.
    ///
    /// Fetching every element costs about as much as replies carrying as many elements as
    /// the host has items, so the index is fetched once the queries since the pass have
    /// carried that many (and not before the second query): a pass queried a few times
    /// never pays for every element, and a scroll session pays at most twice what the
    /// better of the two ways would have cost.
    func indexForQuery() -> PluginElementIndex? {
        guard hasStaticAttributes, !staticDeclined, let host else { return nil }
        if let index = staticIndex {
            let bounds = host.bounds
            if bounds == indexBounds { return index }
            if bounds == cleanBounds {
                indexBounds = bounds
                cleanBounds = nil
                return index
            }
            // The host moved without asking: ask as the plugin's copy of the host would.
            let request: [(key: String, value: JSONValue)] = [
                ("bounds", PluginWire.encode(indexBounds)), ("newBounds", PluginWire.encode(bounds)),
            ]
            if case .success(let reply) = send("shouldInvalidateLayout", request), reply["result"]?.boolValue == false {
                indexBounds = bounds
                return index
            }
            staticIndex = nil
        } else {
            queriesSincePass += 1
            if queriesSincePass < 2 || elementsSincePass < itemsAtPass { return nil }
        }
        return fetchIndex(host)
    }

    /// Asks the plugin for every element and indexes them; on any failure queries cross
    /// the boundary from then on. `unsupportedOperation` (a plugin that declines) is not
    /// recorded; any other error or a malformed reply is, like every other reply.
    private func fetchIndex(_ host: any LayoutHost) -> PluginElementIndex? {
        let before = lastPluginError
        let reply: JSONValue
        switch send("allElements", [("bounds", boundsJSON)]) {
        case .success(let r): reply = r
        case .failure:
            staticDeclined = true
            if lastReportedCase == "unsupportedOperation" {
                isReportedError = true
                lastPluginError = before
                isReportedError = false
            }
            return nil
        }
        do {
            let index = PluginElementIndex(try Self.elements(reply, host: host))
            staticIndex = index
            indexBounds = host.bounds
            cleanBounds = nil
            return index
        } catch {
            staticDeclined = true
            lastPluginError = malformed(error)
            return nil
        }
    }

    /// The elements of an `allElements` reply, each validated like every attributes
    /// record, listed once, and a cell only for an item the host has.
    static func elements(_ reply: JSONValue, host: any LayoutHost) throws(PluginWire.DecodeError) -> [LayoutAttributes] {
        guard let items = reply["elements"]?.arrayValue else { throw PluginWire.DecodeError("allElements.elements", "an array") }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(items.count)
        var seen = Set<ElementKey>(minimumCapacity: items.count)
        for (i, item) in items.enumerated() {
            let path = "allElements.elements[\(i)]"
            let a = try PluginWire.attributes(item, path)
            guard seen.insert(a.key).inserted else {
                throw PluginWire.DecodeError(path, "each element once, but \(a.category.name) \(a.indexPath) is listed again")
            }
            if a.category == .cell {
                let p = a.indexPath
                guard p.section >= 0, p.section < host.numberOfSections, p.item >= 0, p.item < host.numberOfItems(inSection: p.section)
                else {
                    throw PluginWire.DecodeError(path + ".indexPath", "an item of the host, but there is no cell \(p)")
                }
            }
            result.append(a)
        }
        return result
    }
}
