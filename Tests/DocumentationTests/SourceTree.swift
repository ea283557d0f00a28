import Foundation

/// The package's files, targets and declared type names, read from the checkout.
struct SourceTree {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Every file and folder under Sources/, Plugins/, Tests/, Docs/ and Examples/,
    /// relative to the root; folders end in `/`.
    let files: Set<String>
    /// Every target Package.swift declares.
    let targets: Set<String>
    /// The library products of the core library (Package.swift's `libraryNames`, without
    /// the plugins).
    let coreLibraries: [String]
    /// Every type, protocol, type alias and extended type declared in Sources/ and Plugins/.
    let declaredTypes: Set<String>
    /// Each target's dependencies as Package.swift declares them.
    let dependencies: [String: Set<String>]

    init() {
        var files: Set<String> = []
        var types: Set<String> = []
        let manager = FileManager.default
        let declaration = try! Regex("(?:class|struct|enum|protocol|actor|typealias|extension)\\s+([A-Z][A-Za-z0-9_]*)")
        for top in ["Sources", "Plugins", "Tests", "Docs", "Examples", "scripts", "Benchmarks"] {
            guard let walker = manager.enumerator(atPath: root.appendingPathComponent(top).path) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.split(separator: "/").last?.hasPrefix(".") == true {
                    walker.skipDescendants()  // build folders of the example packages, .gitignore
                    continue
                }
                let path = "\(top)/\(relative)"
                var isFolder: ObjCBool = false
                _ = manager.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
                files.insert(isFolder.boolValue ? path + "/" : path)
                guard path.hasSuffix(".swift"), top == "Sources" || top == "Plugins",
                    let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                else { continue }
                for match in text.matches(of: declaration) {
                    if let name = match.output[1].substring { types.insert(String(name)) }
                }
            }
        }
        self.files = files
        declaredTypes = types
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        dependencies = Self.dependencies(inManifest: manifest)
        targets = Set(manifest.matches(of: try! Regex("name: \"([A-Za-z0-9_-]+)\"")).compactMap { $0.output[1].substring.map(String.init) })
        let libraries = manifest.firstMatch(of: try! Regex("let libraryNames = \\[([^\\]]*)\\]"))?.output[1].substring ?? ""
        coreLibraries = libraries.matches(of: try! Regex("\"([A-Za-z0-9]+)\"")).compactMap { $0.output[1].substring.map(String.init) }
            .filter { !$0.hasSuffix("LayoutPlugin") }
    }

    /// The dependencies of every target of a manifest: each `.target(`, `.executableTarget(`
    /// or `.testTarget(` up to the next one, its first `name:` and the strings of its first
    /// `dependencies: [ … ]`.
    static func dependencies(inManifest manifest: String) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        let start = try! Regex("\\.(?:target|executableTarget|testTarget)\\(")
        let starts = manifest.matches(of: start).map(\.range.lowerBound) + [manifest.endIndex]
        let name = try! Regex("name: \"([A-Za-z0-9_-]+)\""), list = try! Regex("dependencies: \\[([^\\]]*)\\]")
        let string = try! Regex("\"([A-Za-z0-9_-]+)\"")
        for (from, to) in zip(starts, starts.dropFirst()) {
            let chunk = manifest[from..<to]
            guard let target = chunk.firstMatch(of: name)?.output[1].substring else { continue }
            let names = chunk.firstMatch(of: list)?.output[1].substring.map { $0.matches(of: string) } ?? []
            result[String(target)] = Set(names.compactMap { $0.output[1].substring.map(String.init) })
        }
        return result
    }

    /// Whether a path as a document writes it exists: a suffix of a file or folder path
    /// (`Host/Parts/`, `BuiltinCatalog/ListRegistration.swift`), with a host feature file
    /// written by its suffix (`+LayoutPass`, `Scrolling/+Dragging`) and `.swift` implied.
    func exists(documentPath: String) -> Bool {
        var components = documentPath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let isFolder = documentPath.hasSuffix("/")
        if isFolder { components.removeLast() }
        if var last = components.last, !isFolder {
            if last.hasPrefix("+") { last = "CollectionViewHost" + last }
            components[components.count - 1] = last
        }
        let path = components.joined(separator: "/")
        let candidates = isFolder ? [path + "/"] : [path, path + "/", path + ".swift"]
        return files.contains { file in
            candidates.contains { candidate in file == candidate || file.hasSuffix("/" + candidate) }
        }
    }
}
