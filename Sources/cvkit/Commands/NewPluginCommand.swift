import Foundation

/// `cvkit new-plugin NAME`: writes a plugin package that builds, tests and previews with no
/// edits.
enum NewPluginCommand {
    static let pluginName = Argument.text("<name>", help: "The plugin's name, a Swift identifier (Spiral).")
    /// `--path` of `new-plugin`.
    static let pluginFolder = Option.text(
        "--path", "<folder>", help: "Where to make the package's folder.", default: ".", shown: "the current folder", completion: .file)
    /// `--cvkit` of `new-plugin`.
    static let cvkitPackage = Option.text(
        "--cvkit", "<path-or-url>",
        help: "The CVKit package to depend on: a checkout's path or a git URL.", absent: "the checkout cvkit was built from")

    static let command = Command(
        name: "new-plugin", abstract: "Make a layout plugin package that builds and works with no edits.",
        discussion: """
            Writes NAME/ with Package.swift (a dynamic library depending on CVKit), a layout
            with one typed parameter, the six generated C entry points, a test target that
            runs LayoutTestSupport's conformance checks, and a README with the commands that
            build, test and preview it. An existing folder is never overwritten (exit 73).
            """,
        arguments: [pluginName],
        options: [pluginFolder, cvkitPackage],
        run: run)

    static func run(_ args: ParsedArguments, _ context: inout CommandContext) throws(CLIError) {
        let name = try args.value(pluginName), usage = args.usage
        guard isSwiftIdentifier(name) else {
            throw .usage(
                "invalid plugin name '\(name)': expected a Swift identifier (letters, digits and '_', not starting with a digit; not a keyword), e.g. Spiral",
                usage: usage)
        }
        let parent = try args.value(pluginFolder)
        let folder = (parent.hasSuffix("/") ? parent : parent + "/") + name
        guard !FileManager.default.fileExists(atPath: folder) else {
            throw .cannotCreate("'\(folder)' already exists; choose another name or '--path' (nothing was written)")
        }
        let dependency: String
        if let given = try args.value(cvkitPackage) {
            dependency =
                given.contains("://") || given.hasPrefix("git@")
                ? "url: \(literal(given)), from: \(literal(CommandLineTool.version))"
                : "path: \(literal(PluginSet.absolute(given)))"
        } else if let checkout = builtFromCheckout {
            dependency = "path: \(literal(checkout))"
        } else {
            throw .usage(
                "cannot tell where the CVKit package is (this cvkit was not built from a checkout it can find); pass '--cvkit <path-or-url>'",
                usage: usage)
        }
        let template = PluginTemplate(name: name, dependency: dependency)
        for (path, text) in template.files {
            let file = folder + "/" + path
            do {
                try FileManager.default.createDirectory(
                    atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: file, atomically: true, encoding: .utf8)
            } catch {
                throw .failure("cannot write '\(file)': check that the folder is writable")
            }
        }
        context.output += """
            Made \(folder): the layout '\(template.layoutName)' in Sources/\(name)/\(name)Layout.swift.
              cd \(folder)
              swift build && swift test
              cvkit --plugin .build/debug/lib\(name).so preview \(template.layoutName) --format svg --output \(template.layoutName).svg

            """
    }
}

/// The CVKit checkout this cvkit was built from, when it is still there.
private var builtFromCheckout: String? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    guard let manifest = try? String(contentsOfFile: root + "/Package.swift", encoding: .utf8), manifest.contains("name: \"CVKit\"") else {
        return nil
    }
    return root
}

/// A Swift string literal.
private func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// Whether a name is a Swift identifier that can name a package, a module and a class.
func isSwiftIdentifier(_ name: String) -> Bool {
    let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "internal", "let", "open",
        "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
        "where", "while", "as", "Any", "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws",
        "true", "try", "_",
    ]
    guard let first = name.unicodeScalars.first, !keywords.contains(name) else { return false }
    func isLetter(_ c: Unicode.Scalar) -> Bool { (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_" }
    return isLetter(first) && name.unicodeScalars.allSatisfy { isLetter($0) || ($0 >= "0" && $0 <= "9") }
}
