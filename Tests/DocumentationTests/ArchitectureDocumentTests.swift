import Foundation
import Testing

/// `Docs/Architecture.md` names modules, host parts, types and files; each must exist, so
/// a rename or a move that forgets the document fails here.
@Suite("Docs/Architecture.md names only what exists")
struct ArchitectureDocumentTests {
    static let tree = SourceTree()
    static let document = (try? String(contentsOf: tree.root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)) ?? ""

    /// Names the document may use that the package does not declare: the standard
    /// library's and UIKit's prefix.
    static let external: Set<String> = [
        "Any", "AnyObject", "Int", "Double", "String", "Hasher", "ObjectIdentifier", "CollectionDifference", "NSCollection",
        // Apple's module names, which the module routes take on Linux.
        "UIKit", "CoreGraphics", "QuartzCore",
    ]

    @Test func theDocumentIsThere() {
        #expect(Self.document.count > 1000)
    }

    @Test func everyModuleOfTheMapIsATarget() throws {
        let rows = Self.tableRows(under: "## Module map")
        #expect(rows.count >= 20)
        for row in rows {
            guard let cell = row.first, cell.hasPrefix("`"), let name = Self.backticked(cell).first else { continue }  // plugins
            #expect(Self.tree.targets.contains(name), "the module map names `\(name)`, which Package.swift does not declare")
        }
        let named = Set(rows.compactMap { $0.first?.hasPrefix("`") == true ? Self.backticked($0[0]).first : nil })
        for library in Self.tree.coreLibraries {
            #expect(named.contains(library), "library product `\(library)` is missing from the module map")
        }
    }

    /// A row whose "depends on" cell names modules (or says —) names exactly the target's
    /// dependencies in Package.swift.
    @Test func everyModulesDependenciesAreThePackages() throws {
        var checked = 0
        for row in Self.tableRows(under: "## Module map") {
            guard let cell = row.first, cell.hasPrefix("`"), let name = Self.backticked(cell).first, let last = row.last else { continue }
            let words = last == "—" ? [] : last.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard words.allSatisfy({ $0.allSatisfy(\.isLetter) }) else { continue }  // "the core modules"
            checked += 1
            #expect(Set(words) == Self.tree.dependencies[name], "the module map's dependencies of `\(name)` differ from Package.swift's")
        }
        #expect(checked >= 18)
    }

    /// "Arrows point down only": a module's dependencies are listed above it (the plugin
    /// modules by the plugins row).
    @Test func theMapListsDependenciesAboveTheirUsers() {
        var above: Set<String> = []
        for row in Self.tableRows(under: "## Module map") {
            guard let cell = row.first else { continue }
            guard cell.hasPrefix("`"), let name = Self.backticked(cell).first else {
                above.formUnion(Self.tree.dependencies.keys.filter { $0.hasSuffix("LayoutPlugin") })
                continue
            }
            let below = (Self.tree.dependencies[name] ?? []).subtracting(above)
            #expect(below.isEmpty, "`\(name)` depends on \(below.sorted()), listed below it in the module map")
            above.insert(name)
        }
    }

    @Test func everyPartLivesInTheFolderTheDocumentNames() throws {
        let rows = Self.tableRows(under: "## The host's parts")
        #expect(rows.map { Self.backticked($0[0]).first ?? "" }.contains("GestureSystem"))
        for row in rows {
            let part = try #require(Self.backticked(row[0]).first), folder = try #require(Self.backticked(row[1]).first)
            let path = "Sources/CollectionView/\(folder)\(part).swift"
            #expect(Self.tree.files.contains(path), "the parts table puts `\(part)` in `\(folder)`, but \(path) does not exist")
        }
    }

    @Test func everyTypeTheDocumentNamesIsDeclared() {
        var unknown: [String] = []
        for name in Self.backticked(Self.document) where name.wholeMatch(of: try! Regex("[A-Z][A-Za-z0-9]*(\\.[A-Z][A-Za-z0-9]*)*")) != nil
        {
            let parts = name.split(separator: ".").map(String.init)
            for part in parts
            where !Self.tree.declaredTypes.contains(part) && !Self.tree.targets.contains(part) && !Self.external.contains(part) {
                unknown.append(part)
            }
        }
        #expect(unknown == [], "named in Docs/Architecture.md but declared nowhere in Sources/ or Plugins/")
    }

    @Test func everyFileAndFolderTheDocumentNamesExists() {
        var missing: [String] = []
        for name in Self.backticked(Self.document) where name.wholeMatch(of: try! Regex("[A-Za-z0-9_+./-]+")) != nil {
            guard name.contains("/") || name.hasSuffix(".swift") || name.hasPrefix("+") else { continue }
            if !Self.tree.exists(documentPath: name) { missing.append(name) }
        }
        #expect(missing == [], "named in Docs/Architecture.md but not in the tree")
    }

    /// The drifts this test was written against stay fixed.
    @Test func theDocumentSaysWhereThingsAre() {
        #expect(Self.tree.files.contains("Sources/CollectionView/Touches/GestureSystem.swift"))
        #expect(Self.document.contains("| `GestureSystem` | `Touches/` |"))
        #expect(Self.document.contains("`CollectionViewHost.layoutPassCount`"))
        #expect(!Self.document.contains("uses only the host's public API"))
        #expect(!Self.document.contains("`LayoutRegistry`'s JSON"))
    }

    // MARK: - Reading the document

    /// The spans between backticks.
    static func backticked(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The cells of each body row of the first table after `heading`.
    static func tableRows(under heading: String) -> [[String]] {
        guard let start = document.range(of: "\n" + heading + "\n") else { return [] }
        var rows: [[String]] = []
        var inTable = false
        for line in document[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                inTable = true
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                if cells.allSatisfy({ $0.allSatisfy { $0 == "-" } }) { continue }
                rows.append(cells)
            } else if inTable {
                break
            }
        }
        return Array(rows.dropFirst())  // the header row
    }
}
