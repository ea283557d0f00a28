import Foundation
import Testing

/// The README is the doorway: short, and its module map is the package's.
@Suite("README.md")
struct ReadmeTests {
    static let tree = SourceTree()
    static let readme = (try? String(contentsOf: tree.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func aNewcomerReadsItInFiveMinutes() {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines > 100)
        #expect(lines <= 301, "README.md has \(lines) lines; reference goes to Docs/ or the DocC catalogs")
    }

    /// One row per library product and one for the tool, in the map's first column.
    @Test func theModuleMapListsEveryProduct() throws {
        let start = try #require(Self.readme.range(of: "\n## Modules\n"))
        let rows = Self.readme[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        let names = rows.dropFirst(2).compactMap { row in
            ArchitectureDocumentTests.backticked(String(row.split(separator: "|").first ?? "")).first
        }
        let manifest = try String(contentsOf: Self.tree.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let list = try #require(manifest.firstMatch(of: try Regex("let libraryNames = \\[([^\\]]*)\\]"))?.output[1].substring)
        var products = list.matches(of: try Regex("\"([A-Za-z0-9]+)\"")).compactMap { $0.output[1].substring.map(String.init) }
        #expect(products.count >= 20)
        // The module routes' products, declared apart (their targets are named per platform).
        let routesStart = try #require(manifest.range(of: "let routeProducts: [Product] = ["))
        let routesEnd = try #require(manifest.range(of: "\n]\n", range: routesStart.upperBound..<manifest.endIndex))
        let routes = manifest[routesStart.upperBound..<routesEnd.lowerBound]
        let routeProducts = routes.matches(of: try Regex("\\.library\\(name: \"([A-Za-z0-9]+)\"")).compactMap {
            $0.output[1].substring.map(String.init)
        }
        #expect(routeProducts.count == 3)
        // Only a row's first name is compared, and the three routes share one row.
        products += routeProducts.prefix(1)
        #expect(Set(names) == Set(products + ["cvkit"]), "README's module map and Package.swift's products differ")
        #expect(names.count == Set(names).count, "a module is listed twice")
    }
}
