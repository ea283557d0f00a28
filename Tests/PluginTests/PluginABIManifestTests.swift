import Foundation
import LayoutRegistry
import Testing

/// The committed description of the plugin C ABI (`Docs/PluginABI.manifest`): its version,
/// the versions a host loads, and the prototype of every exported function.
struct PluginABIManifest: Equatable {
    var version: Int32
    var supportedVersions: ClosedRange<Int32>
    /// The C prototypes in order, whitespace collapsed (`char *cvkit_plugin_describe(void);`).
    var prototypes: [String]

    /// The function names, in order.
    var symbols: [String] { prototypes.compactMap(PluginABIManifest.functionName) }

    static let path = repositoryRoot + "/Docs/PluginABI.manifest"

    /// Reads the manifest; every line that is not blank or a `#` comment must be
    /// `version N`, `supported A...B` or a prototype.
    static func load(from path: String = path) throws -> PluginABIManifest {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var version: Int32?
        var supported: ClosedRange<Int32>?
        var prototypes: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = collapse(String(raw))
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("version ") {
                version = Int32(line.dropFirst("version ".count))
            } else if line.hasPrefix("supported ") {
                let bounds = line.dropFirst("supported ".count).components(separatedBy: "...").compactMap { Int32($0) }
                if bounds.count == 2, bounds[0] <= bounds[1] { supported = bounds[0]...bounds[1] }
            } else if functionName(line) != nil, line.hasSuffix(");") {
                prototypes.append(line)
            } else {
                throw ManifestError(message: "unexpected line in \(path): \(line)")
            }
        }
        guard let version, let supported else { throw ManifestError(message: "\(path) needs a 'version N' and a 'supported A...B' line") }
        return PluginABIManifest(version: version, supportedVersions: supported, prototypes: prototypes)
    }

    /// `cvkit_plugin_call` from `char *cvkit_plugin_call(void *layout, const char *requestJSON);`.
    static func functionName(_ prototype: String) -> String? {
        guard let open = prototype.firstIndex(of: "(") else { return nil }
        let name = prototype[..<open].split(whereSeparator: { $0 == " " || $0 == "*" }).last.map(String.init)
        return name?.hasPrefix("cvkit_plugin_") == true ? name : nil
    }

    /// Whitespace runs as one space, `char *x` and `char* x` alike, no space before `(`.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .replacingOccurrences(of: "* ", with: "*").replacingOccurrences(of: "*", with: " *")
            .replacingOccurrences(of: "  *", with: " *").replacingOccurrences(of: "* *", with: "**")
            .replacingOccurrences(of: " (", with: "(")
            .trimmingCharacters(in: .whitespaces)
    }

    struct ManifestError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// The `cvkit_plugin_*` functions a shared library exports (`nm -D --defined-only`), sorted.
func exportedPluginSymbols(ofLibrary path: String) throws -> [String] {
    let result = try run(["nm", "-D", "--defined-only", path])
    #expect(result.status == 0, "nm failed: \(result.output)")
    return result.output.split(separator: "\n").compactMap { line -> String? in
        let name = line.split(separator: " ").last.map(String.init) ?? ""
        return name.hasPrefix("cvkit_plugin_") ? name : nil
    }.sorted()
}

@Suite("The plugin C ABI matches its committed manifest")
struct PluginABIManifestTests {
    @Test func theVersionAndEntryPointsAreTheManifests() throws {
        let manifest = try PluginABIManifest.load()
        #expect(
            PluginABI.version == manifest.version,
            "PluginABI.version changed: update Docs/PluginABI.manifest and read CONTRIBUTING's versioning rules")
        #expect(PluginABI.supportedVersions == manifest.supportedVersions)
        #expect(PluginABI.entryPoints == manifest.symbols, "the host resolves other functions than the manifest lists")
        #expect(manifest.symbols.count == 6)
    }

    @Test func theDocumentedPrototypesAreTheManifests() throws {
        let manifest = try PluginABIManifest.load()
        let document = try String(contentsOfFile: repositoryRoot + "/Docs/PluginABI.md", encoding: .utf8)
        #expect(document.hasPrefix("# The CVKit layout plugin ABI — version \(manifest.version)\n"))
        // The first C block of the document is the list of functions.
        let block = try #require(document.components(separatedBy: "```c\n").dropFirst().first?.components(separatedBy: "```").first)
        let documented = block.split(separator: "\n").map { PluginABIManifest.collapse(String($0)) }.filter { !$0.isEmpty }
        #expect(documented == manifest.prototypes)
    }

    @Test func aPluginBuiltToTheABIExportsExactlyTheManifestsSymbols() throws {
        let manifest = try PluginABIManifest.load()
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let lib = try buildCLibrary(cPlugin(), named: "cstrip", in: folder)
        // (Loading it is PluginLoaderTests' job: dlopen with RTLD_DEEPBIND aborts under the
        // sanitizers, which skip only that suite.)
        #expect(try exportedPluginSymbols(ofLibrary: lib) == manifest.symbols.sorted())
    }

    @Test func aManifestWithAnUnknownLineIsRejected() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/bad.manifest"
        try "version 1\nsupported 1...1\nint32_t cvkit_plugin_abi_version(void);\nbogus\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: PluginABIManifest.ManifestError.self) { try PluginABIManifest.load(from: path) }
        try "supported 1...1\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: PluginABIManifest.ManifestError.self) { try PluginABIManifest.load(from: path) }
        #expect(PluginABIManifest.collapse("char   *cvkit_plugin_describe (void);") == "char *cvkit_plugin_describe(void);")
        #expect(PluginABIManifest.collapse("char* cvkit_plugin_describe(void);") == "char *cvkit_plugin_describe(void);")
        #expect(
            PluginABIManifest.collapse("void *cvkit_plugin_create(const char *c, char **e);")
                == "void *cvkit_plugin_create(const char *c, char **e);")
        #expect(PluginABIManifest.functionName("void *cvkit_plugin_create(const char *c, char **e);") == "cvkit_plugin_create")
        #expect(PluginABIManifest.functionName("int main(void);") == nil)
    }
}
