import Foundation
import Testing

/// `package` declarations are the seams between CVKit's modules; `Docs/Architecture.md`
/// ("Package seams") lists each one. A module that gains a `package` declaration the
/// table does not list fails here, and so does a listed seam that no longer exists.
@Suite("Every package declaration is a seam Docs/Architecture.md lists")
struct PackageSeamTests {
    static let tree = ArchitectureDocumentTests.tree

    /// The `package` declarations of every module under Sources/ and Plugins/.
    static let declarations: [PackageDeclaration] = {
        var found: [PackageDeclaration] = []
        for path in tree.files.sorted() where path.hasSuffix(".swift") && (path.hasPrefix("Sources/") || path.hasPrefix("Plugins/")) {
            let module = String(path.split(separator: "/")[1])
            guard let text = try? String(contentsOf: tree.root.appendingPathComponent(path), encoding: .utf8) else { continue }
            found += PackageDeclaration.scan(text, module: module, file: path)
        }
        return found
    }()

    /// The seams the document lists, per module.
    static let listed: [String: Set<String>] = PackageDeclaration.listedSeams(
        ArchitectureDocumentTests.tableRows(under: "## Package seams"))

    @Test func theTableListsSeams() {
        #expect(Self.listed.values.map(\.count).reduce(0, +) >= 10)
        #expect(Self.declarations.count >= 10)
    }

    @Test func everyPackageDeclarationIsListed() {
        let unlisted = Self.declarations.filter { !$0.isListed(in: Self.listed) }.map(\.description)
        #expect(
            unlisted == [],
            "package declarations Docs/Architecture.md (\"Package seams\") does not list: make them internal, or list the seam and why")
    }

    @Test func everyListedSeamIsDeclared() {
        var missing: [String] = []
        for (module, names) in Self.listed {
            let declared = Self.declarations.filter { $0.module == module }
            for name in names where !declared.contains(where: { $0.matches(seam: name) }) {
                missing.append("\(module): \(name)")
            }
        }
        #expect(missing.sorted() == [], "listed as package seams in Docs/Architecture.md but not declared `package` there")
    }

    /// The check can fail: a planted declaration that the table does not list is reported,
    /// in a module with no seams and in one with other seams; members of a listed type
    /// and listed members pass.
    @Test func aPlantedDeclarationFails() {
        let planted = """
            // package var inAComment = 0
            let text = "package var inAString = 0"
            package struct Listed {
                package var member = 0
            }
            extension Host {
                package var listedMember: Int { 0 }
                package func unlistedMember() {}
            }
            public final package(set) var unlistedSetter = 0
            package func unlistedFunction() {
                let y = { 1 }()
            }
            """
        let found = PackageDeclaration.scan(planted, module: "Geometry", file: "Sources/Geometry/Planted.swift")
        #expect(found.map(\.name) == ["Listed", "member", "listedMember", "unlistedMember", "unlistedSetter", "unlistedFunction"])
        let listed = PackageDeclaration.listedSeams([["`Geometry`", "`Listed`, `Host.listedMember`", "tests", "planted"]])
        #expect(found.filter { !$0.isListed(in: listed) }.map(\.name) == ["unlistedMember", "unlistedSetter", "unlistedFunction"])
        #expect(found.allSatisfy { !$0.isListed(in: [:]) })
        #expect(found.allSatisfy { !$0.isListed(in: ["CollectionView": ["Listed", "Host.listedMember"]]) })
    }
}

/// One `package` declaration: its module, its name and the types it is nested in.
struct PackageDeclaration: CustomStringConvertible {
    let module: String
    let file: String
    let line: Int
    /// The declared name: a type's, a function's or property's, `init` or `subscript`.
    let name: String
    /// The types (or extended types) the declaration is nested in, outermost first.
    let enclosing: [String]

    var description: String { "\(file):\(line): \((enclosing + [name]).joined(separator: "."))" }

    /// Whether the table lists it: by its name (a type, or a top-level function), by
    /// `Type.member`, or as a member of a listed type.
    func isListed(in listed: [String: Set<String>]) -> Bool {
        guard let seams = listed[module] else { return false }
        return seams.contains { matches(seam: $0) } || enclosing.contains { seams.contains($0) }
    }

    /// Whether a listed seam (`Name` or `Type.member`, argument labels dropped) names it.
    func matches(seam: String) -> Bool {
        let parts = seam.split(separator: ".").map(String.init)
        guard let last = parts.last else { return false }
        if parts.count == 1 { return last == name }
        return last == name && enclosing.last == parts[parts.count - 2]
    }

    // MARK: - Reading

    /// The seams of the table's rows: the module in the first cell, the declarations
    /// (backticked, argument labels dropped) in the second.
    static func listedSeams(_ rows: [[String]]) -> [String: Set<String>] {
        var listed: [String: Set<String>] = [:]
        for row in rows where row.count >= 2 {
            guard let module = ArchitectureDocumentTests.backticked(row[0]).first else { continue }
            for name in ArchitectureDocumentTests.backticked(row[1]) {
                let bare = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
                listed[module, default: []].insert(bare)
            }
        }
        return listed
    }

    /// The `package` declarations of one file. Comments, string literals and multi-line
    /// strings are skipped; braces are counted to know which type a declaration is in.
    static func scan(_ text: String, module: String, file: String) -> [PackageDeclaration] {
        let declaration = try! Regex(
            "^\\s*(?:@[A-Za-z_]+(?:\\([^)]*\\))?\\s+)*(?:(?:public|open|internal|private|fileprivate)(?:\\(set\\))?\\s+)*"
                + "(?:(?:static|final|class|override|nonisolated|mutating|convenience|required|lazy|weak|indirect|unowned\\(unsafe\\)"
                + "|internal\\(set\\)|private\\(set\\)|fileprivate\\(set\\)|public|open)\\s+)*"
                + "package(?:\\(set\\))?\\s+(?:(?:static|final|class|override|nonisolated|mutating|convenience|required|lazy|weak"
                + "|indirect|unowned\\(unsafe\\)|internal\\(set\\)|private\\(set\\)|fileprivate\\(set\\))\\s+)*"
                + "(var|let|func|init|struct|class|enum|protocol|typealias|actor|subscript|extension)\\b\\s*([A-Za-z_][A-Za-z0-9_]*)?")
        let typeOpening = try! Regex("\\b(?:struct|class|enum|protocol|actor|extension)\\s+([A-Z][A-Za-z0-9_]*)")
        var found: [PackageDeclaration] = []
        var stack: [String?] = []  // one entry per open brace: the type it opened, or nil
        var pendingType: String?
        var inMultilineString = false
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            if inMultilineString {
                guard let end = line.range(of: "\"\"\"") else { continue }
                line = String(line[end.upperBound...])
                inMultilineString = false
            }
            line = Self.code(of: line, opensMultilineString: &inMultilineString)
            if let match = line.firstMatch(of: declaration), let keyword = match.output[1].substring {
                let name: String
                switch keyword {
                case "init", "subscript": name = String(keyword)
                default: name = match.output[2].substring.map(String.init) ?? String(keyword)
                }
                found.append(
                    PackageDeclaration(
                        module: module, file: file, line: offset + 1, name: name, enclosing: stack.compactMap { $0 }))
            }
            if let opening = line.firstMatch(of: typeOpening)?.output[1].substring { pendingType = String(opening) }
            for character in line {
                if character == "{" {
                    stack.append(pendingType)
                    pendingType = nil
                } else if character == "}" {
                    _ = stack.popLast()
                }
            }
        }
        return found
    }

    /// A line without its comment and the contents of its string literals; sets
    /// `opensMultilineString` when a `"""` opens a string that goes on.
    static func code(of line: String, opensMultilineString: inout Bool) -> String {
        if let open = line.range(of: "\"\"\"") {
            opensMultilineString = line[open.upperBound...].range(of: "\"\"\"") == nil
            return code(of: String(line[..<open.lowerBound]), opensMultilineString: &opensMultilineString)
        }
        var result = ""
        var inString = false, escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                result.removeLast()
                break
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
