import Foundation

/// Where the build that is running the tests put its products, so tests can run the
/// executables (`cvkit`, the examples) of that same build.
///
/// SwiftPM puts the test bundle and every executable of one build in one folder:
/// `.build/debug`, `.build/release`, `--scratch-path DIR`'s `DIR/debug`, a sanitizer
/// build's `.build-asan/debug`. So the products folder is the folder that holds the
/// running test bundle, wherever the build was made — never a hard-coded `.build/debug`,
/// which would silently run the binary of some other (possibly stale) build or none.
///
/// ```swift
/// let cvkit = try #require(BuildProducts.executable(named: "cvkit"), "\(BuildProducts.missing("cvkit"))")
/// ```
public enum BuildProducts {
    /// The folder that holds the running test bundle and the executables built with it.
    ///
    /// On Linux the test bundle is an executable (`CVKitPackageTests.xctest`) and this is
    /// its folder (from `/proc/self/exe`, which is absolute and has symbolic links
    /// resolved); on Apple platforms it is the folder holding the loaded `.xctest` bundle.
    /// Falls back to the folder of `CommandLine.arguments[0]`.
    public static let folder: URL = {
        #if os(Linux)
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                return URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
            }
        #endif
        if let bundle = Bundle.allBundles.first(where: { $0.bundleURL.pathExtension == "xctest" }) {
            return bundle.bundleURL.deletingLastPathComponent().standardizedFileURL
        }
        let first = CommandLine.arguments.first ?? "."
        let url = URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return url.deletingLastPathComponent().standardizedFileURL
    }()

    /// The sanitizer settings of the running tests (`ASAN_OPTIONS`, `LSAN_OPTIONS`,
    /// `TSAN_OPTIONS`, `UBSAN_OPTIONS`), to pass to a child process started with a clean
    /// environment: an executable of a sanitizer build then runs under the same settings
    /// as the tests (`scripts/sanitizers.sh` turns leak detection off, because
    /// LeakSanitizer reports the side tables of Swift's weak references as leaks).
    public static var sanitizerEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"].contains($0.key) }
    }

    /// The executable product `name` of this build, or `nil` when it was not built.
    ///
    /// - Parameter name: The product's name, e.g. `"cvkit"` or `"ClassHierarchyTree"`.
    /// - Returns: `folder/name` when that file exists and is executable.
    public static func executable(named name: String) -> URL? {
        let url = folder.appendingPathComponent(name)
        return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
    }

    /// The message a test records when `executable(named:)` found nothing: where it
    /// looked and how to build the product.
    ///
    /// - Parameter name: The product's name.
    /// - Returns: A sentence naming the folder and the command to run.
    public static func missing(_ name: String) -> String {
        "\(name) was not built next to the test bundle in \(folder.path); run 'swift build --build-tests' with the same configuration and scratch path as 'swift test'"
    }
}
