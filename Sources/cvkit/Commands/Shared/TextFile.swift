import Foundation

/// Reads a UTF-8 text file named on the command line (`--spec`, the snapshot files of
/// `cvkit diff`).
///
/// - Parameters:
///   - path: The file's path, also used in messages.
///   - what: How messages name the file: `spec file`, `snapshot file`.
/// - Returns: The text.
/// - Throws: ``CLIError/failure(_:)``: `spec file 'x.json': cannot read the file: no such
///   file` (or `it is a folder`, `permission denied`), or `… the file is not UTF-8 text`.
func readTextFile(_ path: String, what: String) throws(CLIError) -> String {
    func fail(_ message: String) -> CLIError { .failure("\(what) '\(path)': \(message)") }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw fail("cannot read the file: no such file") }
    guard !isFolder.boolValue else { throw fail("cannot read the file: it is a folder") }
    guard let bytes = FileManager.default.contents(atPath: path) else { throw fail("cannot read the file: permission denied") }
    guard let text = String(data: bytes, encoding: .utf8) else { throw fail("the file is not UTF-8 text") }
    return text
}
