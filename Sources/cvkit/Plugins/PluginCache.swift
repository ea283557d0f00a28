import CVKitJSON
import Foundation
import LayoutRegistry

/// What `cvkit` remembers about plugin libraries between runs, so that a library is
/// scanned (in a child process) only when it is new or has changed: its descriptor text,
/// or why it failed to load. Keyed by absolute path, size and modification time.
///
/// The file lives in the platform's cache folder (`$XDG_CACHE_HOME/cvkit`, else
/// `~/.cache/cvkit` on Linux; `~/Library/Caches/cvkit` on macOS), or where
/// `CVKIT_PLUGIN_CACHE` says. It is written atomically (a temporary file renamed over
/// it); a file that cannot be read, is corrupt or was written by another cvkit version is
/// ignored and rewritten.
struct PluginCache {
    /// One remembered library.
    struct Entry: Equatable {
        /// The file's size in bytes.
        var size: Int
        /// The modification time, as Swift prints the seconds since 1970 (exact).
        var modified: String
        /// The descriptor text the plugin returned, when the scan succeeded.
        var descriptor: String?
        /// Why the library failed to load, when it did.
        var failure: String?
    }

    /// The format of the file; another value makes the file be ignored.
    static let formatVersion = 1
    /// The file, or `nil` when there is no cache folder (no `HOME`).
    let path: String?
    /// The entries by absolute path.
    private(set) var entries: [String: Entry] = [:]
    /// Whether ``entries`` differ from the file.
    private(set) var isDirty = false

    /// The cache file the environment names.
    static func location(environment: [String: String]) -> String? {
        if let path = environment["CVKIT_PLUGIN_CACHE"], !path.isEmpty { return path }
        #if os(macOS)
            guard let home = environment["HOME"], !home.isEmpty else { return nil }
            return home + "/Library/Caches/cvkit/plugins.json"
        #else
            if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/cvkit/plugins.json" }
            guard let home = environment["HOME"], !home.isEmpty else { return nil }
            return home + "/.cache/cvkit/plugins.json"
        #endif
    }

    /// Reads the cache file; a missing, corrupt or foreign file gives an empty cache.
    init(path: String?) {
        self.path = path
        guard let path, let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8),
            let json = try? JSONValue.parse(text), json["version"]?.intValue == Self.formatVersion,
            json["cvkit"]?.stringValue == CommandLineTool.version, json["abi"] == Self.abiRecord,
            let libraries = json["libraries"]?.arrayValue
        else {
            isDirty = path != nil
            return
        }
        for library in libraries {
            guard let file = library["path"]?.stringValue, let size = library["size"]?.intValue,
                let modified = library["modified"]?.stringValue
            else { continue }
            let descriptor = library["descriptor"]?.stringValue, failure = library["failure"]?.stringValue
            guard (descriptor == nil) != (failure == nil) else { continue }
            entries[file] = Entry(size: size, modified: modified, descriptor: descriptor, failure: failure)
        }
    }

    /// The supported ABI versions, part of the key: another host may load other plugins.
    private static var abiRecord: JSONValue {
        .array([.integer(Int(PluginABI.supportedVersions.lowerBound)), .integer(Int(PluginABI.supportedVersions.upperBound))])
    }

    /// The file's size and modification time, or `nil` when it cannot be read.
    static func stamp(of path: String) -> (size: Int, modified: String)? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = (attributes[.size] as? NSNumber)?.intValue, let date = attributes[.modificationDate] as? Date
        else { return nil }
        return (size, "\(date.timeIntervalSince1970)")
    }

    /// The entry for a library, if the file has not changed since it was remembered.
    func entry(for absolutePath: String) -> Entry? {
        guard let entry = entries[absolutePath], let stamp = Self.stamp(of: absolutePath),
            stamp.size == entry.size, stamp.modified == entry.modified
        else { return nil }
        return entry
    }

    /// Remembers a scan's outcome for the file as it is now.
    mutating func remember(_ absolutePath: String, descriptor: String?, failure: String?) {
        guard let stamp = Self.stamp(of: absolutePath) else { return }
        entries[absolutePath] = Entry(size: stamp.size, modified: stamp.modified, descriptor: descriptor, failure: failure)
        isDirty = true
    }

    /// Forgets everything (`cvkit plugins --rescan`).
    mutating func removeAll() {
        entries = [:]
        isDirty = true
    }

    /// Writes the file if it changed, dropping entries whose library no longer exists.
    /// A cache that cannot be written is not an error: the next run scans again.
    mutating func save() {
        guard isDirty, let path else { return }
        let rows = entries.keys.sorted().filter { FileManager.default.fileExists(atPath: $0) }.map { file -> JSONValue in
            let e = entries[file]!
            var members: [(key: String, value: JSONValue)] = [
                ("path", .string(file)), ("size", .integer(e.size)), ("modified", .string(e.modified)),
            ]
            if let d = e.descriptor { members.append(("descriptor", .string(d))) }
            if let f = e.failure { members.append(("failure", .string(f))) }
            return .object(members)
        }
        let json = JSONValue.object([
            ("version", .integer(Self.formatVersion)), ("cvkit", .string(CommandLineTool.version)), ("abi", Self.abiRecord),
            ("libraries", .array(rows)),
        ])
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: Data((json.formatted(.lines) + "\n").utf8)) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
        isDirty = false
    }
}
