import CVKitJSON
import Geometry
import LayoutProtocol

/// A layout that lives in an out-of-tree plugin: every query crosses the plugin's C
/// boundary as JSON (see `Docs/PluginABI.md`).
///
/// You get one from a descriptor that ``PluginLoader/load(path:)`` returned, through the
/// catalog like any other layout:
///
/// ```swift
/// for d in try PluginLoader.load(path: "/tmp/libSpiral.so") { try catalog.register(d) }
/// let instance = try catalog.makeLayout(named: "spiral", itemCounts: [30])
/// instance.layout.host = instance.makeHost(itemCounts: [30], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
/// try instance.layout.prepareIfNeeded()
/// ```
///
/// ``prepare()`` sends the host's counts, bounds and insets and what was invalidated; the
/// plugin prepares its own copy of the layout — a full pass when everything or the counts
/// were invalidated or the host changed in more than its bounds, otherwise a pass with
/// the same partial invalidation (so a layout that recomputes little on a scroll keeps
/// doing so across the boundary). Queries send the current bounds,
/// so a layout whose attributes depend on the scroll position sees it. A query the plugin
/// cannot answer (an error, a malformed reply, an operation an older plugin does not
/// know) gives the base class's answer and is recorded in ``lastPluginError``.
///
/// A layout the plugin declares with `"staticAttributes": true` (``hasStaticAttributes``)
/// is asked once per pass for every element (the `allElements` operation) as soon as the
/// replies of the queries since ``prepare()`` have carried as many elements as the host
/// has items (and not before the second query); rect and single-element queries are then answered from
/// an index in this process, without crossing the boundary, until the next pass or a
/// bounds change the plugin's layout invalidates for.
public final class PluginLayout: CollectionViewLayout {
    /// The registered name of the layout in the plugin.
    public let layoutName: String
    /// The plugin library's path.
    public let pluginPath: String
    /// The ABI version the plugin reported.
    public var pluginABIVersion: Int32 { channel.version }
    /// The last problem reported by or found in a reply of the plugin, if any.
    public internal(set) var lastPluginError: String? {
        didSet { if let lastPluginError, !isReportedError { rejectedReply = rejectedReply ?? lastPluginError } }
    }
    /// The first reply this layout refused — malformed, not UTF-8, out of bounds, the wrong
    /// element, or no reply at all (the isolated process crashed or was stopped) — as
    /// opposed to an error the plugin reported. A command that shows the layout fails with
    /// it instead of showing what is left.
    public private(set) var rejectedReply: String?
    var isReportedError = false
    /// The `case` of the last error the plugin reported.
    var lastReportedCase: String?

    /// Whether the plugin declared this layout's attributes static (`"staticAttributes":
    /// true` in its descriptor): they depend only on what ``prepare()`` sent and on bounds
    /// changes the layout invalidates for, so the host may answer queries from its own index.
    public let hasStaticAttributes: Bool

    private let channel: any PluginChannel
    /// The plugin's handle for this layout (internal for tests).
    let handle: UInt
    private var size: Size = .zero
    /// How many requests crossed the boundary (for tests).
    var crossings = 0

    // The static-attribute index (see PluginLayout+StaticAttributes.swift).
    var staticIndex: PluginElementIndex?
    /// The bounds the index holds for.
    var indexBounds: Rect = .zero
    /// Bounds the plugin's layout said it does not invalidate for, moving from `indexBounds`.
    var cleanBounds: Rect?
    /// Queries since the last pass while there was no index, and the elements their
    /// replies carried.
    var queriesSincePass = 0
    var elementsSincePass = 0
    /// The host's items at the last pass: what fetching every element costs, roughly.
    var itemsAtPass = 0
    /// The plugin answered `allElements` with an error: queries cross the boundary.
    var staticDeclined = false

    // MARK: - Lifecycle

    init(channel: any PluginChannel, configuration: LayoutConfiguration, parameters: [ParameterSpec], staticAttributes: Bool = false)
        throws(LayoutRegistryError)
    {
        self.channel = channel
        self.hasStaticAttributes = staticAttributes
        self.layoutName = configuration.layoutName
        self.pluginPath = channel.path
        var members: [(key: String, value: JSONValue)] = [
            ("abi", .integer(Int(PluginABI.version))), ("layout", .string(configuration.layoutName)),
            ("parameters", .object(parameters.compactMap { p in configuration.values[p.name].map { (p.name, .string($0.description)) } })),
            ("itemCounts", .array(configuration.itemCounts.map { .integer($0) })),
        ]
        if let data = configuration.data { members.append(("data", PluginWire.encode(data))) }
        switch channel.create(JSONValue.object(members).formatted()) {
        case .success(let made): self.handle = made
        case .failure(let error):
            let message = error.isFatal ? "plugin '\(channel.path)' failed in 'create': \(error.message)" : error.message
            throw .configurationFailed(layout: configuration.layoutName, message: message)
        }
        super.init()
    }

    deinit {
        channel.destroy(handle)
    }

    // MARK: - The layout pass

    /// Sends the host to the plugin, which prepares its layout and answers the content
    /// size.
    ///
    /// - Throws: The ``LayoutProtocol/LayoutError`` the plugin's layout threw, or
    ///   ``LayoutProtocol/LayoutError/invalidGeometry(_:)`` describing a malformed reply. The previous
    ///   content size is kept.
    public override func prepare() throws(LayoutError) {
        try super.prepare()
        forgetIndex()
        guard let host else {
            size = .zero
            return
        }
        itemsAtPass = (0..<max(0, host.numberOfSections)).reduce(0) { $0 + max(0, host.numberOfItems(inSection: $1)) }
        let reply: JSONValue
        switch send("prepare", [("host", PluginWire.encodeHost(host)), ("invalidation", PluginWire.encode(pendingInvalidation))]) {
        case .success(let r): reply = r
        case .failure(let e): throw e
        }
        do {
            size = try PluginWire.size(reply["contentSize"], "contentSize")
        } catch {
            throw .invalidGeometry(malformed(error))
        }
    }

    /// The content size the plugin answered in the last ``prepare()``.
    public override var contentSize: Size { size }

    /// The plugin's elements in `rect`.
    ///
    /// - Complexity: What the plugin's layout costs, plus O(k) to copy k results.
    public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        if let index = indexForQuery() { return index.elements(in: rect) }
        guard case .success(let reply) = send("elements", [("bounds", boundsJSON), ("rect", PluginWire.encode(rect))]) else { return [] }
        guard let items = reply["elements"]?.arrayValue else {
            lastPluginError = malformed(PluginWire.DecodeError("elements", "an array"))
            return []
        }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            do {
                result.append(try PluginWire.attributes(item, "elements[\(i)]"))
            } catch {
                lastPluginError = malformed(error)
                return []
            }
        }
        elementsSincePass += result.count
        return result
    }

    /// The plugin's attributes for one item.
    public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        if let a = indexed(.cell(indexPath)) { return a }
        return element("item", [("indexPath", PluginWire.encode(indexPath))])
    }

    /// The plugin's attributes for one supplementary view.
    public override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        if let a = indexed(ElementKey(.supplementary(kind: kind), indexPath)) { return a }
        return element("supplementary", [("kind", .string(kind)), ("indexPath", PluginWire.encode(indexPath))])
    }

    /// The plugin's attributes for one decoration view.
    public override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ElementIndexPath) -> LayoutAttributes? {
        if let a = indexed(ElementKey(.decoration(kind: kind), indexPath)) { return a }
        return element("decoration", [("kind", .string(kind)), ("indexPath", PluginWire.encode(indexPath))])
    }

    /// The plugin layout's answer; `false` when it cannot answer.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard
            case .success(let reply) = send(
                "shouldInvalidateLayout", [("bounds", boundsJSON), ("newBounds", PluginWire.encode(newBounds))])
        else {
            return super.shouldInvalidateLayout(forBoundsChange: newBounds)
        }
        let result = reply["result"]?.boolValue ?? false
        noteBoundsChange(to: newBounds, invalidates: result)
        return result
    }

    /// The plugin layout's answer; the proposed offset when it cannot answer.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: Vector)
        -> Point
    {
        let request: [(key: String, value: JSONValue)] = [
            ("bounds", boundsJSON), ("proposed", PluginWire.encode(proposedContentOffset)), ("velocity", PluginWire.encode(velocity)),
        ]
        guard case .success(let reply) = send("targetContentOffset", request) else { return proposedContentOffset }
        do {
            return try PluginWire.point(reply["offset"], "offset")
        } catch {
            lastPluginError = malformed(error)
            return proposedContentOffset
        }
    }

    /// The same as with a zero velocity.
    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: Point) -> Point {
        targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: .zero)
    }

    // MARK: - Batch updates

    /// Sends the batch's changes to the plugin's layout.
    public override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        _ = send("prepareForUpdates", [("bounds", boundsJSON), ("updates", .array(updateItems.map(PluginWire.encode)))])
    }

    /// Tells the plugin's layout the batch's animations were set up.
    public override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        _ = send("finalizeUpdates", [("bounds", boundsJSON)])
    }

    /// The plugin layout's start attributes for an appearing item; `nil` (a fade) when it
    /// has none or cannot answer.
    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        element("initialItem", [("indexPath", PluginWire.encode(itemIndexPath))])
    }

    /// The plugin layout's end attributes for a disappearing item; `nil` (a fade) when it
    /// has none or cannot answer.
    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: ElementIndexPath) -> LayoutAttributes? {
        element("finalItem", [("indexPath", PluginWire.encode(itemIndexPath))])
    }

    // MARK: - Private

    var boundsJSON: JSONValue { PluginWire.encode(host?.bounds ?? .zero) }

    func malformed(_ error: PluginWire.DecodeError) -> String {
        "plugin '\(pluginPath)' sent a malformed reply for layout '\(layoutName)': \(error)"
    }

    private func element(_ op: String, _ members: [(key: String, value: JSONValue)]) -> LayoutAttributes? {
        guard case .success(let reply) = send(op, [("bounds", boundsJSON)] + members) else { return nil }
        guard let value = reply["element"], !value.isNull else { return nil }
        let a: LayoutAttributes
        do {
            a = try PluginWire.attributes(value, "element")
        } catch {
            lastPluginError = malformed(error)
            return nil
        }
        // The element asked for, not another one.
        var asked = (category: ElementCategory.cell, indexPath: a.indexPath)
        for (key, member) in members {
            if key == "indexPath", let p = try? PluginWire.indexPath(member, "") { asked.indexPath = p }
            if key == "kind", let kind = member.stringValue {
                asked.category = op == "supplementary" ? .supplementary(kind: kind) : .decoration(kind: kind)
            }
        }
        guard a.category == asked.category, a.indexPath == asked.indexPath else {
            lastPluginError =
                "plugin '\(pluginPath)' answered '\(op)' of layout '\(layoutName)' for \(asked.category.name) \(asked.indexPath) with \(a.category.name) \(a.indexPath)"
            return nil
        }
        return a
    }

    /// Sends one request and reads the reply; a reply with an `error` member is a failure.
    func send(_ op: String, _ members: [(key: String, value: JSONValue)]) -> Result<JSONValue, LayoutError> {
        crossings += 1
        lastReportedCase = nil
        let raw: String
        switch channel.call(handle, JSONValue.object([("op", .string(op))] + members).formatted()) {
        case .success(let text): raw = text
        case .failure(let error):
            let message = "plugin '\(pluginPath)' failed in '\(op)' of layout '\(layoutName)': \(error.message)"
            lastPluginError = message
            return .failure(.invalidGeometry(message))
        }
        let reply: JSONValue
        do {
            reply = try JSONValue.parse(raw)
        } catch {
            let message = malformed(PluginWire.DecodeError("$", "JSON (\(error))"))
            lastPluginError = message
            return .failure(.invalidGeometry(message))
        }
        if let error = reply["error"] {
            let e = PluginWire.layoutError(error)
            lastReportedCase = error["case"]?.stringValue
            isReportedError = true
            defer { isReportedError = false }
            lastPluginError = e.description
            return .failure(e)
        }
        return .success(reply)
    }
}
