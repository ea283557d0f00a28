import Foundation
import LayoutRegistry

/// Where `cvkit` was told about a plugin library.
enum PluginSource: String {
    /// `--plugin PATH`.
    case flag = "--plugin"
    /// An entry of `CVKIT_PLUGIN_PATH`.
    case environment = "CVKIT_PLUGIN_PATH"
}

/// One plugin library as a command found it.
struct PluginLibraryState {
    /// The path as named (a file, or a file in a named folder).
    var path: String
    /// Where it was named.
    var source: PluginSource
    /// The layouts registered from it.
    var layouts: [String] = []
    /// Why it failed to load, or which of its layouts were refused.
    var failures: [String] = []
    /// Whether its descriptor (or failure) came from the cache rather than a scan.
    var fromCache = false

    /// `loaded`, `failed` (nothing registered) or `partial`.
    var state: String { failures.isEmpty ? "loaded" : layouts.isEmpty ? "failed" : "partial" }
}

/// The plugin libraries of one command: found through the cache or a scan in a child
/// process, and registered in the catalog; every library that failed is kept with its
/// reason instead of ending the command.
struct PluginSet {
    var libraries: [PluginLibraryState] = []

    /// `(path, reason)` for every library that failed and every layout refused.
    var failures: [(path: String, reason: String)] {
        libraries.flatMap { l in l.failures.map { (l.path, $0) } }
    }

    /// The libraries that `entries` name (folders expanded), without duplicates.
    static func libraries(_ entries: [(path: String, source: PluginSource)]) -> [PluginLibraryState] {
        var result: [PluginLibraryState] = []
        for (entry, source) in entries {
            for path in PluginLoader.expand([entry]) where !result.contains(where: { $0.path == path }) {
                result.append(PluginLibraryState(path: path, source: source))
            }
        }
        return result
    }

    /// The absolute form of a path, symbolic links resolved when the file exists: the
    /// cache's key.
    static func absolute(_ path: String) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        return path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// Finds the libraries' layouts — from the cache when a library has not changed,
    /// else by scanning it in a child process — and registers them in `catalog`. A
    /// layout whose name is taken is refused, naming both origins.
    ///
    /// - Parameters:
    ///   - entries: `--plugin` values, then `CVKIT_PLUGIN_PATH` entries.
    ///   - catalog: The catalog (built-in layouts already registered).
    ///   - cache: The cache, updated with every scan.
    ///   - timeout: The time limit of a scan, in seconds.
    ///   - channel: Makes the channel a layout of a library reaches the plugin through.
    ///   - trace: Called with a line per library (`CVKIT_PLUGIN_TRACE=1`).
    static func load(
        _ entries: [(path: String, source: PluginSource)], into catalog: LayoutCatalog, cache: inout PluginCache, timeout: Double,
        channel: (String) -> @Sendable () throws(LayoutRegistryError) -> any PluginChannel, trace: (String) -> Void
    ) -> PluginSet {
        var set = PluginSet(libraries: libraries(entries))
        // 1. What the cache knows; the rest is scanned, side by side.
        var known: [String: PluginScanner.Outcome] = [:]
        var toScan: [String] = []
        for library in set.libraries {
            let key = absolute(library.path)
            guard FileManager.default.fileExists(atPath: key) else { continue }
            if let entry = cache.entry(for: key) {
                known[library.path] = entry.descriptor.map { .descriptor($0) } ?? .failure(entry.failure ?? "")
                trace("\(library.path): from the cache")
            } else {
                toScan.append(library.path)
            }
        }
        let scanned = PluginScanner.scan(toScan, timeout: timeout, trace: trace)
        for (path, outcome) in scanned {
            switch outcome {
            case .descriptor(let text): cache.remember(absolute(path), descriptor: text, failure: nil)
            case .failure(let reason): cache.remember(absolute(path), descriptor: nil, failure: reason)
            }
            known[path] = outcome
        }
        // 2. Register, in the order the libraries were named.
        for i in set.libraries.indices {
            let path = set.libraries[i].path
            set.libraries[i].fromCache = scanned[path] == nil
            guard let outcome = known[path] else {
                set.libraries[i].failures.append("no such file")
                continue
            }
            let text: String
            switch outcome {
            case .failure(let reason):
                set.libraries[i].failures.append(reason)
                continue
            case .descriptor(let t): text = t
            }
            let descriptors: [LayoutDescriptor]
            do {
                descriptors = try PluginLoader.descriptors(fromJSON: text, path: path, channel: channel(path))
            } catch {
                set.libraries[i].failures.append("malformed descriptor JSON: \(error)")
                continue
            }
            for d in descriptors {
                do throws(LayoutRegistryError) {
                    try catalog.register(d)
                    set.libraries[i].layouts.append(d.name)
                } catch {
                    if case .duplicateName(let name, let existing) = error {
                        set.libraries[i].failures.append(
                            "layout '\(name)' refused: the name is already taken by \(existing); the first one registered keeps it")
                    } else {
                        set.libraries[i].failures.append("layout '\(d.name)' refused: \(error.description)")
                    }
                }
            }
        }
        return set
    }
}
