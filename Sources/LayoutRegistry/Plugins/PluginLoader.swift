import CVKitJSON
import Geometry
import LayoutProtocol

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds and loads out-of-tree layout plugins: shared libraries that speak the C
/// boundary of ``PluginABI``.
///
/// ```swift
/// let catalog = try LayoutCatalog.standard()
/// for path in PluginLoader.searchPaths(arguments: CommandLine.arguments, environment: env) {
///     for descriptor in try PluginLoader.load(path: path) { try catalog.register(descriptor) }
/// }
/// ```
///
/// A loaded library stays loaded for the life of the process (Swift code cannot be
/// unloaded safely); loading the same path twice is cheap.
public enum PluginLoader {
    // MARK: - Discovery

    /// The plugin files named by `--plugin PATH` (or `--plugin=PATH`) arguments and by the
    /// colon-separated `CVKIT_PLUGIN_PATH` variable, in that order, without duplicates.
    ///
    /// Each entry is a file or a folder; a folder stands for the `*.so` and `*.dylib`
    /// files directly inside it, sorted by name. Entries that do not exist are kept, so
    /// that ``load(path:)`` reports them. Empty entries are skipped; a trailing
    /// `--plugin` without a value is left for the caller's argument parser to report.
    ///
    /// ```swift
    /// PluginLoader.searchPaths(arguments: ["cvkit", "--plugin", "a.so", "list"],
    ///                          environment: ["CVKIT_PLUGIN_PATH": "/opt/plugins:/tmp/b.so"])
    /// // ["a.so", "/opt/plugins/x.so", "/opt/plugins/y.so", "/tmp/b.so"]
    /// ```
    ///
    /// - Parameters:
    ///   - arguments: The command line (the program name may be included).
    ///   - environment: The process environment.
    /// - Returns: The plugin files to load.
    /// - Complexity: O(arguments + entries + files in the named folders).
    public static func searchPaths(arguments: [String], environment: [String: String]) -> [String] {
        var entries: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--plugin", i + 1 < arguments.count {
                entries.append(arguments[i + 1])
                i += 2
                continue
            }
            if a.hasPrefix("--plugin=") { entries.append(String(a.dropFirst("--plugin=".count))) }
            i += 1
        }
        if let list = environment["CVKIT_PLUGIN_PATH"] {
            entries += list.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        }
        return expand(entries)
    }

    /// The plugin files named by a list of entries: a file stands for itself, a folder
    /// for the `*.so` and `*.dylib` files directly inside it, sorted by name. Duplicates
    /// and empty entries are dropped; entries that do not exist are kept.
    ///
    /// - Parameter entries: Files or folders, e.g. `--plugin` values and the entries of
    ///   `CVKIT_PLUGIN_PATH`.
    /// - Returns: The plugin files, in order.
    /// - Complexity: O(entries + files in the named folders).
    public static func expand(_ entries: [String]) -> [String] {
        var result: [String] = []
        for entry in entries where !entry.isEmpty {
            let files = isDirectory(entry) ? libraries(in: entry) : [entry]
            for f in files where !result.contains(f) { result.append(f) }
        }
        return result
    }

    /// Loads the plugins that some files or folders name (see ``expand(_:)``) and
    /// registers their layouts in `catalog`.
    ///
    /// ```swift
    /// try PluginLoader.load(paths: ["/opt/cvkit-plugins", "./libSpiral.so"], into: catalog)
    /// ```
    ///
    /// - Parameters:
    ///   - paths: Plugin files or folders of plugin files.
    ///   - catalog: The catalog to register in.
    /// - Returns: The descriptors registered, in load order.
    /// - Throws: The first ``LayoutRegistryError/pluginLoadFailed(path:reason:)`` or
    ///   ``LayoutRegistryError/duplicateName(_:existingOrigin:)``; layouts registered
    ///   before the failure stay registered.
    @discardableResult
    public static func load(paths: [String], into catalog: LayoutCatalog) throws(LayoutRegistryError) -> [LayoutDescriptor] {
        var registered: [LayoutDescriptor] = []
        for path in expand(paths) {
            for d in try load(path: path) {
                try catalog.register(d)
                registered.append(d)
            }
        }
        return registered
    }

    /// Loads every plugin that ``searchPaths(arguments:environment:)`` finds and registers
    /// its layouts in `catalog` — the one call `cvkit` makes at start-up.
    ///
    /// - Returns: The descriptors registered, in load order.
    /// - Throws: The first ``LayoutRegistryError/pluginLoadFailed(path:reason:)`` or
    ///   ``LayoutRegistryError/duplicateName(_:existingOrigin:)``; layouts registered
    ///   before the failure stay registered.
    @discardableResult
    public static func loadAll(
        arguments: [String], environment: [String: String], into catalog: LayoutCatalog
    ) throws(LayoutRegistryError) -> [LayoutDescriptor] {
        try load(paths: searchPaths(arguments: arguments, environment: environment), into: catalog)
    }

    // MARK: - Loading

    /// Loads a plugin library and reads its layouts.
    ///
    /// The steps, each with its own failure: the file must exist; it must load as a
    /// shared library; it must export `cvkit_plugin_abi_version`, whose answer must be in
    /// ``PluginABI/supportedVersions``; it must export the other entry points; and its
    /// descriptor JSON must be well formed. Each returned descriptor's origin is `path`,
    /// and its factory makes a ``PluginLayout`` that calls into the library.
    ///
    /// - Parameter path: The library file (`.so` on Linux, `.dylib` on macOS).
    /// - Returns: The plugin's layouts, in the order it lists them.
    /// - Throws: ``LayoutRegistryError/pluginLoadFailed(path:reason:)`` saying which step
    ///   failed.
    public static func load(path: String) throws(LayoutRegistryError) -> [LayoutDescriptor] {
        let functions = try open(path: path)
        let text: String
        switch functions.describeText() {
        case .success(let t): text = t
        case .failure(let e): throw .pluginLoadFailed(path: path, reason: e.message)
        }
        do {
            return try descriptors(fromJSON: text, functions: functions)
        } catch {
            throw .pluginLoadFailed(path: path, reason: "malformed descriptor JSON: \(error)")
        }
    }

    /// Loads a plugin library and resolves its entry points, without asking for its
    /// layouts: every step of ``load(path:)`` but the descriptor.
    ///
    /// - Throws: ``LayoutRegistryError/pluginLoadFailed(path:reason:)`` saying which step
    ///   failed.
    ///
    /// Safe: each bit cast turns a symbol `dlsym` found into the C function type that
    /// `PluginFunctions` declares for that entry point, the signature a plugin exports it
    /// with (Docs/PluginABI.md; the version function, the same in every version, is called
    /// first, and the others only once the version is one this build speaks). A C function
    /// pointer and a `@convention(c)` function have one size and representation.
    package static func open(path: String) throws(LayoutRegistryError) -> PluginFunctions {
        func fail(_ reason: String) -> LayoutRegistryError { .pluginLoadFailed(path: path, reason: reason) }
        guard access(path, F_OK) == 0 else { throw fail("no such file") }
        guard !isDirectory(path) else { throw fail("it is a folder; name a .so or .dylib file, or list the folder in CVKIT_PLUGIN_PATH") }
        #if canImport(Glibc)
            let flags = RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND
        #else
            let flags = RTLD_NOW | RTLD_LOCAL
        #endif
        guard let handle = dlopen(path, flags) else {
            let detail = dlerror().map { String(cString: $0) } ?? "unknown error"
            throw fail("not a loadable shared library (\(detail))")
        }
        guard let versionSymbol = dlsym(handle, "cvkit_plugin_abi_version") else {
            throw fail("missing entry point cvkit_plugin_abi_version; is it a CVKit layout plugin? (see Docs/PluginABI.md)")
        }
        let version = unsafeBitCast(versionSymbol, to: PluginFunctions.ABIVersion.self)()
        guard PluginABI.supportedVersions.contains(version) else {
            let supported =
                PluginABI.supportedVersions.count == 1
                ? "version \(PluginABI.supportedVersions.lowerBound)"
                : "versions \(PluginABI.supportedVersions.lowerBound) to \(PluginABI.supportedVersions.upperBound)"
            throw fail(
                "plugin ABI version \(version) is not supported (this cvkit supports \(supported)); rebuild the plugin against a matching CVKit"
            )
        }
        var symbols: [String: UnsafeMutableRawPointer] = [:]
        let missing = PluginABI.entryPoints.dropFirst().filter { name in
            guard let s = dlsym(handle, name) else { return true }
            symbols[name] = s
            return false
        }
        guard missing.isEmpty else { throw fail("missing entry point\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", "))") }
        return PluginFunctions(
            path: path, version: version,
            describe: unsafeBitCast(symbols["cvkit_plugin_describe"]!, to: PluginFunctions.Describe.self),
            create: unsafeBitCast(symbols["cvkit_plugin_create"]!, to: PluginFunctions.Create.self),
            call: unsafeBitCast(symbols["cvkit_plugin_call"]!, to: PluginFunctions.Call.self),
            destroy: unsafeBitCast(symbols["cvkit_plugin_destroy"]!, to: PluginFunctions.Destroy.self),
            free: unsafeBitCast(symbols["cvkit_plugin_free"]!, to: PluginFunctions.Free.self))
    }

    // MARK: - Descriptors

    static func descriptors(fromJSON text: String, functions: PluginFunctions) throws(PluginWire.DecodeError) -> [LayoutDescriptor] {
        try descriptors(fromJSON: text, path: functions.path) { functions }
    }

    /// The layouts of a descriptor text, validated (names, texts, parameters); each
    /// descriptor's factory makes a ``PluginLayout`` on the channel `channel` gives — the
    /// library loaded in this process, or an isolated process.
    ///
    /// - Parameters:
    ///   - text: The descriptor JSON the plugin returned.
    ///   - path: The library's path: the layouts' origin.
    ///   - channel: Opens the channel when a layout is made.
    /// - Throws: ``PluginWire/DecodeError`` with the JSON path of the first bad value.
    package static func descriptors(
        fromJSON text: String, path: String, channel: @escaping @Sendable () throws(LayoutRegistryError) -> any PluginChannel
    ) throws(PluginWire.DecodeError) -> [LayoutDescriptor] {
        let json: JSONValue
        do {
            json = try JSONValue.parse(text)
        } catch {
            throw PluginWire.DecodeError("$", "JSON (\(error))")
        }
        if let error = json["error"] {
            throw PluginWire.DecodeError("$", "layouts, but the plugin reported: \(error["message"]?.stringValue ?? "an error")")
        }
        guard let layouts = json["layouts"]?.arrayValue else { throw PluginWire.DecodeError("$.layouts", "an array") }
        let pluginName = try PluginWire.text(json["plugin"], "$.plugin") ?? ""
        let allStatic = try PluginWire.flag(json["staticAttributes"], "$.staticAttributes") ?? false
        var result: [LayoutDescriptor] = []
        for (i, layout) in layouts.enumerated() {
            let p = "$.layouts[\(i)]"
            let name = try PluginWire.name(layout["name"], p + ".name")
            var parameters: [ParameterSpec] = []
            for (j, spec) in (layout["parameters"]?.arrayValue ?? []).enumerated() {
                parameters.append(try PluginWire.parameter(spec, "\(p).parameters[\(j)]"))
            }
            let specs = parameters
            let origin = pluginName.isEmpty ? path : "\(path) (\(pluginName))"
            let summary = try PluginWire.text(layout["summary"], p + ".summary") ?? ""
            let details = try PluginWire.text(layout["details"], p + ".details", multiline: true) ?? ""
            let isStatic = try PluginWire.flag(layout["staticAttributes"], p + ".staticAttributes") ?? allStatic
            result.append(
                LayoutDescriptor(
                    name: name, summary: summary, details: details, origin: origin, specs: specs,
                    usesItemSizes: layout["usesItemSizes"]?.boolValue ?? false
                ) { (config: LayoutConfiguration) throws(LayoutRegistryError) -> LayoutInstance in
                    LayoutInstance(
                        layout: try PluginLayout(
                            channel: try channel(), configuration: config, parameters: specs, staticAttributes: isStatic))
                })
        }
        return result
    }

    // MARK: - Internal

    static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        return (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// The `*.so` and `*.dylib` files directly in a folder, sorted.
    static func libraries(in folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            // Safe: `d_name` is a fixed-size, NUL-terminated C array inside the entry `readdir`
            // returned, read as `CChar` within its size before the next `readdir`.
            let name = withUnsafePointer(to: entry.pointee.d_name) { p in
                p.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) { String(cString: $0) }
            }
            if name.hasSuffix(".so") || name.hasSuffix(".dylib") { names.append(name) }
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return names.sorted().map { base + $0 }.filter { !isDirectory($0) }
    }
}
