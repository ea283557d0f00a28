import CVKitJSON
import Geometry
import LayoutProtocol
import LayoutRegistry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Exports layouts through the C boundary of ``LayoutRegistry/PluginABI``, so that `cvkit` can load them
/// from a shared library it was not built with.
///
/// Describe your layouts with `LayoutDescriptor`s whose parameters are `LayoutParameter`s
/// bound to the layout's properties — the same declarations in-tree layouts use — (or
/// reuse a `LayoutPlugin`), keep one
/// `PluginExport` in a global constant, and forward the six C entry points to it:
///
/// ```swift
/// import LayoutPluginSDK
///
/// let plugin = PluginExport(pluginName: "SpiralPlugin", layouts: [spiralDescriptor])
///
/// @_cdecl("cvkit_plugin_abi_version") public func cvkitPluginABIVersion() -> Int32 { plugin.abiVersion() }
/// @_cdecl("cvkit_plugin_describe") public func cvkitPluginDescribe() -> UnsafeMutablePointer<CChar>? { plugin.describe() }
/// @_cdecl("cvkit_plugin_create")
/// public func cvkitPluginCreate(_ c: UnsafePointer<CChar>?, _ e: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> UnsafeMutableRawPointer? {
///     plugin.create(c, e)
/// }
/// @_cdecl("cvkit_plugin_call")
/// public func cvkitPluginCall(_ l: UnsafeMutableRawPointer?, _ r: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? { plugin.call(l, r) }
/// @_cdecl("cvkit_plugin_destroy") public func cvkitPluginDestroy(_ l: UnsafeMutableRawPointer?) { plugin.destroy(l) }
/// @_cdecl("cvkit_plugin_free") public func cvkitPluginFree(_ s: UnsafeMutablePointer<CChar>?) { plugin.free(s) }
/// ```
///
/// Nothing but C strings and an opaque pointer crosses the boundary: the plugin keeps its
/// own copy of `LayoutProtocol` and `Geometry`, and no Swift type, global or cast is
/// shared with the host. Every string this type returns is allocated with `malloc` and
/// must be released with ``free(_:)`` (the plugin's `cvkit_plugin_free`).
public struct PluginExport: Sendable {
    /// The plugin's name, shown by `cvkit list` beside the library's path.
    public let pluginName: String
    /// The exported layouts.
    public let layouts: [LayoutDescriptor]
    /// Why the layouts could not be collected (a duplicate name), if they could not.
    public let registrationError: String?

    // MARK: - Lifecycle

    /// Exports layouts described by descriptors.
    ///
    /// - Parameters:
    ///   - pluginName: The plugin's name.
    ///   - layouts: The layouts; names must be unique.
    public init(pluginName: String, layouts: [LayoutDescriptor]) {
        self.pluginName = pluginName
        let catalog = LayoutCatalog()
        var problem: String?
        for d in layouts where problem == nil {
            do { try catalog.register(d) } catch { problem = error.description }
        }
        self.layouts = problem == nil ? layouts : []
        self.registrationError = problem
    }

    /// Exports every layout that some `LayoutPlugin` modules register.
    ///
    /// - Parameters:
    ///   - pluginName: The plugin's name.
    ///   - plugins: The modules' plugin types.
    public init(pluginName: String, plugins: [any LayoutPlugin.Type]) {
        self.pluginName = pluginName
        let catalog = LayoutCatalog()
        var problem: String?
        for p in plugins where problem == nil {
            do { try p.register(in: catalog) } catch { problem = error.description }
        }
        self.layouts = problem == nil ? catalog.descriptors : []
        self.registrationError = problem
    }

    // MARK: - The C entry points

    /// `cvkit_plugin_abi_version`: the ABI version this SDK speaks.
    public func abiVersion() -> Int32 { PluginABI.version }

    /// `cvkit_plugin_describe`: the layouts as descriptor JSON (`{"abi", "plugin",
    /// "layouts": [...]}`), or `{"error": {"message"}}` when they could not be collected.
    ///
    /// Every layout is declared `"staticAttributes": true`: the SDK answers the
    /// `allElements` operation for each layout instance whose attributes do not change with
    /// the scroll position, and declines it (`unsupportedOperation`) for the others, so the
    /// host answers their queries from its own index only where that is exact.
    ///
    /// - Returns: A `malloc`ed string; release it with ``free(_:)``.
    public func describe() -> UnsafeMutablePointer<CChar>? {
        if let registrationError {
            return Self.string(.object([("error", .object([("case", .string("registration")), ("message", .string(registrationError))]))]))
        }
        let json = JSONValue.object([
            ("abi", .integer(Int(PluginABI.version))),
            ("plugin", .string(pluginName)),
            (
                "layouts",
                .array(
                    layouts.map { d in
                        .object([
                            ("name", .string(d.name)), ("summary", .string(d.summary)), ("details", .string(d.details)),
                            ("usesItemSizes", .bool(d.usesItemSizes)), ("parameters", .array(d.parameters.map(PluginWire.encode))),
                            ("staticAttributes", .bool(true)),
                        ])
                    })
            ),
        ])
        return Self.string(json)
    }

    /// `cvkit_plugin_create`: makes a configured layout from configuration JSON
    /// (`{"layout", "parameters": {name: text}, "itemCounts", "data"?}`).
    ///
    /// - Parameters:
    ///   - configuration: The configuration JSON.
    ///   - error: Where to store a `malloc`ed message when the layout cannot be made.
    /// - Returns: An opaque layout handle to pass to ``call(_:_:)`` and ``destroy(_:)``,
    ///   or `NULL` with `*error` set.
    public func create(
        _ configuration: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> UnsafeMutableRawPointer? {
        switch makeInstance(configuration.map { String(cString: $0) } ?? "") {
        case .success(let box):
            // Safe: the handle holds one retain of the layout, which only `destroy` gives back.
            return Unmanaged.passRetained(box).toOpaque()
        case .failure(let message):
            error?.pointee = strdup(message.text)
            return nil
        }
    }

    /// `cvkit_plugin_call`: answers one request about a layout (`{"op": …}`; see
    /// `Docs/PluginABI.md` for the operations).
    ///
    /// - Parameters:
    ///   - layout: A handle from ``create(_:_:)``.
    ///   - request: The request JSON.
    /// - Returns: A `malloc`ed reply; `{"error": {"case", "message"}}` when the request
    ///   fails. Release it with ``free(_:)``.
    public func call(_ layout: UnsafeMutableRawPointer?, _ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
        guard let layout, let request else { return Self.string(Self.failure("badRequest", "a NULL layout or request")) }
        // Safe: a host passes only handles from `create` that it has not destroyed
        // (Docs/PluginABI.md), so the layout is alive; it is borrowed, its count unchanged.
        let box = Unmanaged<ExportedLayout>.fromOpaque(layout).takeUnretainedValue()
        return strdup(box.answerText(String(cString: request)))
    }

    /// `cvkit_plugin_destroy`: releases a layout made by ``create(_:_:)``.
    public func destroy(_ layout: UnsafeMutableRawPointer?) {
        guard let layout else { return }
        // Safe: gives back the one retain `create` took; a host destroys each handle once.
        Unmanaged<ExportedLayout>.fromOpaque(layout).release()
    }

    /// `cvkit_plugin_free`: releases a string this plugin returned.
    public func free(_ string: UnsafeMutablePointer<CChar>?) {
        releaseCString(string)
    }

    // MARK: - Private

    private struct Message: Error {
        var text: String
    }

    private func makeInstance(_ text: String) -> Result<ExportedLayout, Message> {
        let json: JSONValue
        do {
            json = try JSONValue.parse(text)
        } catch {
            return .failure(Message(text: "malformed configuration JSON: \(error)"))
        }
        guard let name = json["layout"]?.stringValue else { return .failure(Message(text: "configuration: missing 'layout'")) }
        guard let d = layouts.first(where: { $0.name == name }) else {
            return .failure(Message(text: "plugin \(pluginName) has no layout '\(name)'"))
        }
        var values = d.defaultValues
        if case .object(let given)? = json["parameters"] {
            for (key, value) in given {
                guard let text = value.stringValue else {
                    return .failure(Message(text: "configuration: parameter '\(key)' must be a string"))
                }
                do {
                    values[key] = try d.parse(text, forParameter: key)
                } catch {
                    return .failure(Message(text: error.description))
                }
            }
        }
        var counts: [Int] = []
        for c in json["itemCounts"]?.arrayValue ?? [] {
            guard let n = c.intValue else { return .failure(Message(text: "configuration: itemCounts must hold integers")) }
            counts.append(n)
        }
        var data: LayoutData?
        if let d = json["data"], !d.isNull {
            do {
                data = try PluginWire.data(d, "data")
            } catch {
                return .failure(Message(text: "configuration: \(error)"))
            }
        }
        do {
            let instance = try d.make(LayoutConfiguration(layoutName: name, values: values, itemCounts: counts, data: data))
            return .success(ExportedLayout(instance: instance))
        } catch {
            return .failure(Message(text: error.description))
        }
    }

    static func failure(_ kind: String, _ message: String) -> JSONValue {
        .object([("error", .object([("case", .string(kind)), ("message", .string(message))]))])
    }

    static func string(_ json: JSONValue) -> UnsafeMutablePointer<CChar>? {
        strdup(json.formatted())
    }
}

/// The C library's `free`, out of reach of ``PluginExport/free(_:)``'s name.
private func releaseCString(_ string: UnsafeMutablePointer<CChar>?) {
    free(string)
}

/// One layout made through the boundary, with the host state the requests mirror.
final class ExportedLayout {
    let instance: LayoutInstance
    var layout: CollectionViewLayout { instance.layout }

    init(instance: LayoutInstance) { self.instance = instance }

    /// The operation of the last request.
    private(set) var lastOperation = ""

    /// The reply text; an `allElements` reply longer than the host accepts becomes
    /// `unsupportedOperation` (the host then queries the layout directly).
    func answerText(_ text: String) -> String {
        let reply = answer(text).formatted()
        guard lastOperation == "allElements", reply.utf8.count > PluginABI.maximumTextBytes else { return reply }
        return PluginExport.failure(
            "unsupportedOperation",
            "every element takes \(reply.utf8.count) bytes, more than the \(PluginABI.maximumTextBytes) a reply may hold"
        ).formatted()
    }

    func answer(_ text: String) -> JSONValue {
        lastOperation = ""
        let request: JSONValue
        do {
            request = try JSONValue.parse(text)
        } catch {
            return PluginExport.failure("badRequest", "malformed request JSON: \(error)")
        }
        do {
            return try respond(to: request)
        } catch let e as PluginWire.DecodeError {
            return PluginExport.failure("badRequest", "request \(e)")
        } catch let e as LayoutError {
            return .object([("error", PluginWire.encode(e))])
        } catch {
            return PluginExport.failure("badRequest", "\(error)")
        }
    }

    /// Every element of the prepared layout (`{"elements": […]}`), or
    /// `unsupportedOperation` when its attributes depend on the scroll position: a layout
    /// that invalidates when its bounds move by a screen along either axis would make the
    /// host fetch every element on every frame.
    private func allElements() -> JSONValue {
        guard let host = layout.host else { return PluginExport.failure("badRequest", "allElements before prepare") }
        let b = host.bounds
        let scrolls = [
            Rect(x: b.x, y: b.y + max(b.height, 1), width: b.width, height: b.height),
            Rect(x: b.x + max(b.width, 1), y: b.y, width: b.width, height: b.height),
        ]
        if scrolls.contains(where: { layout.shouldInvalidateLayout(forBoundsChange: $0) }) {
            return PluginExport.failure(
                "unsupportedOperation", "this layout invalidates when it scrolls; ask it for each query instead")
        }
        // Everywhere an element can be: the content and the bounds with a wide margin, or
        // the whole coordinate range for a layout that may place elements outside its content.
        let size = layout.contentSize
        let margin = 10_000.0
        var rect = Rect(x: -margin, y: -margin, width: size.width + 2 * margin, height: size.height + 2 * margin).union(b)
        if layout.mayPlaceElementsOutsideContent {
            let m = PluginWire.maximumCoordinate
            rect = Rect(x: -m, y: -m, width: 2 * m, height: 2 * m)
        }
        return .object([("elements", .array(layout.layoutAttributesForElements(in: rect).map(PluginWire.encode)))])
    }

    /// Whether two hosts differ at most in their bounds.
    static func sameExceptBounds(_ a: StaticLayoutHost, _ b: StaticLayoutHost) -> Bool {
        a.itemCounts == b.itemCounts && a.contentInset == b.contentInset && a.safeAreaInsets == b.safeAreaInsets
            && a.layoutMargins == b.layoutMargins && a.displayScale == b.displayScale && a.layoutDirection == b.layoutDirection
    }

    private func respond(to request: JSONValue) throws -> JSONValue {
        let op = request["op"]?.stringValue ?? ""
        lastOperation = op
        if op == "prepare" {
            guard let h = request["host"] else { throw PluginWire.DecodeError("host", "a host object") }
            let newHost = try PluginWire.host(h, "host", delegate: instance.layoutDelegate, dataSource: instance.layoutDataSource)
            let context = layout.makeInvalidationContext()
            if let current = layout.host as? StaticLayoutHost, Self.sameExceptBounds(current, newHost),
                try PluginWire.apply(request["invalidation"], to: context)
            {
                // A partial pass: move to the new bounds as a scroll would, then invalidate
                // what the host invalidated.
                if newHost.bounds != current.bounds { layout.changeStaticHostBounds(to: newHost.bounds) }
                if !context.isEmpty { layout.invalidateLayout(with: context) }
            } else {
                layout.host = newHost  // invalidates everything
            }
            try layout.prepareIfNeeded()
            return .object([("contentSize", PluginWire.encode(layout.contentSize))])
        }
        if let b = request["bounds"], !b.isNull, let current = layout.host?.bounds {
            let bounds = try PluginWire.rect(b, "bounds")
            if bounds != current { layout.changeStaticHostBounds(to: bounds) }
        }
        if layout.host != nil { try layout.prepareIfNeeded() }
        switch op {
        case "elements":
            let rect = try PluginWire.rect(request["rect"], "rect")
            return .object([("elements", .array(layout.layoutAttributesForElements(in: rect).map(PluginWire.encode)))])
        case "allElements":
            return allElements()
        case "item":
            let a = layout.layoutAttributesForItem(at: try PluginWire.indexPath(request["indexPath"], "indexPath"))
            return .object([("element", a.map(PluginWire.encode) ?? .null)])
        case "supplementary", "decoration":
            guard let kind = request["kind"]?.stringValue else { throw PluginWire.DecodeError("kind", "a string") }
            let path = try PluginWire.indexPath(request["indexPath"], "indexPath")
            let a =
                op == "supplementary"
                ? layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
                : layout.layoutAttributesForDecorationView(ofKind: kind, at: path)
            return .object([("element", a.map(PluginWire.encode) ?? .null)])
        case "shouldInvalidateLayout":
            return .object([
                ("result", .bool(layout.shouldInvalidateLayout(forBoundsChange: try PluginWire.rect(request["newBounds"], "newBounds"))))
            ])
        case "targetContentOffset":
            let proposed = try PluginWire.point(request["proposed"], "proposed")
            let velocity = try PluginWire.vector(request["velocity"], "velocity")
            return .object([
                (
                    "offset",
                    PluginWire.encode(layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity))
                )
            ])
        case "prepareForUpdates":
            var updates: [UpdateItem] = []
            for (i, u) in (request["updates"]?.arrayValue ?? []).enumerated() {
                updates.append(try PluginWire.updateItem(u, "updates[\(i)]"))
            }
            layout.prepare(forCollectionViewUpdates: updates)
            return .object([])
        case "finalizeUpdates":
            layout.finalizeCollectionViewUpdates()
            return .object([])
        case "initialItem", "finalItem":
            let path = try PluginWire.indexPath(request["indexPath"], "indexPath")
            let a =
                op == "initialItem"
                ? layout.initialLayoutAttributesForAppearingItem(at: path)
                : layout.finalLayoutAttributesForDisappearingItem(at: path)
            return .object([("element", a.map(PluginWire.encode) ?? .null)])
        default:
            return PluginExport.failure(
                "unsupportedOperation", "this plugin (ABI version \(PluginABI.version)) does not know the operation '\(op)'")
        }
    }
}
