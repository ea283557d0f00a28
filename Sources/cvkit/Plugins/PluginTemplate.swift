/// The files `cvkit new-plugin NAME` writes: a package that builds a layout plugin (a
/// dynamic library) and tests it, with no edits.
struct PluginTemplate {
    /// The Swift identifier: the package, product, module and class prefix (`Spiral`).
    var name: String
    /// The `.package(…)` line for CVKit: `path: "…"` or `url: "…", from: "…"`.
    var dependency: String

    /// The layout's registered name: the identifier in lower case (`spiral`).
    var layoutName: String { name.lowercased() }

    /// The files, by path relative to the package folder.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", package), ("README.md", readme), (".gitignore", ".build/\n.swiftpm/\n"),
            ("Sources/\(name)/\(name)Layout.swift", layout), ("Sources/\(name)/Exports.swift", exports),
            ("Tests/\(name)Tests/\(name)LayoutTests.swift", tests),
        ]
    }

    var package: String {
        """
        // swift-tools-version:6.0
        //
        // A CVKit layout plugin: a shared library `cvkit` loads at run time
        // (`cvkit --plugin .build/debug/lib\(name).so list`). Made by `cvkit new-plugin`.

        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [
                // `.dynamic`: the shared library cvkit loads.
                .library(name: "\(name)", type: .dynamic, targets: ["\(name)"])
            ],
            dependencies: [
                .package(name: "CVKit", \(dependency))
            ],
            targets: [
                .target(
                    name: "\(name)",
                    dependencies: [
                        .product(name: "LayoutPluginSDK", package: "CVKit"),
                        .product(name: "LayoutRegistry", package: "CVKit"),
                        .product(name: "LayoutProtocol", package: "CVKit"),
                        .product(name: "Geometry", package: "CVKit"),
                    ]
                ),
                .testTarget(
                    name: "\(name)Tests",
                    dependencies: ["\(name)", .product(name: "LayoutTestSupport", package: "CVKit")]
                ),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    var layout: String {
        """
        import Geometry
        import LayoutPluginSDK
        import LayoutProtocol
        import LayoutRegistry

        /// One row of equal items per section: item `i` of section `s` sits at
        /// `(i × itemSize.width, s × itemSize.height)`. Replace the geometry with your own.
        public final class \(name)Layout: CollectionViewLayout {
            /// The size of every item (the parameter `itemSize`).
            public var itemSize = Size(width: 100, height: 100)

            private var counts: [Int] = []

            /// The layout's registration: its name, summary and parameters.
            public static let descriptor = LayoutDescriptor(
                name: "\(layoutName)",
                summary: "One row of equal items per section (made by cvkit new-plugin)",
                details: "Item i of section s sits at (i × width, s × height) of itemSize.",
                origin: "",  // the host fills in the library's path
                parameters: [
                    LayoutParameter("itemSize", \\.itemSize, default: Size(width: 100, height: 100), help: "the size of every item")
                ]
            ) { _ in
                \(name)Layout()
            }

            /// Reads the counts from the host.
            ///
            /// - Throws: ``LayoutError`` for a negative or non-finite item size or a negative count.
            public override func prepare() throws(LayoutError) {
                try super.prepare()
                try LayoutError.validate(itemSize, "itemSize")
                guard let host else { return }
                var counts: [Int] = []
                for s in 0..<max(0, host.numberOfSections) {
                    let n = host.numberOfItems(inSection: s)
                    guard n >= 0 else { throw .negativeCount(section: s, count: n) }
                    counts.append(n)
                }
                self.counts = counts
            }

            /// As wide as the longest row, one row per section.
            public override var contentSize: Size {
                Size(width: Double(counts.max() ?? 0) * itemSize.width, height: Double(counts.count) * itemSize.height)
            }

            /// The items whose frames intersect `rect` (touching edges count, as in Core Graphics).
            ///
            /// - Complexity: O(rows and columns the rect spans + k) for k results.
            public override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
                var result: [LayoutAttributes] = []
                var s = Self.first(rect.minY, itemSize.height, counts.count)
                while s < counts.count, Double(s) * itemSize.height <= rect.maxY {
                    var i = Self.first(rect.minX, itemSize.width, counts[s])
                    while i < counts[s], Double(i) * itemSize.width <= rect.maxX {
                        let frame = frame(item: i, section: s)
                        if frame.intersects(rect) { result.append(LayoutAttributes(forCellAt: ElementIndexPath(item: i, section: s), frame: frame)) }
                        i += 1
                    }
                    s += 1
                }
                return result
            }

            /// The first row or column that may reach `start`: one before the one it falls in.
            private static func first(_ start: Double, _ length: Double, _ count: Int) -> Int {
                guard length > 0, start.isFinite else { return 0 }
                return Int(min(Double(count), max(0, (start / length).rounded(.down) - 1)))
            }

            /// The attributes of one item, or `nil`.
            public override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
                guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item) else { return nil }
                return LayoutAttributes(forCellAt: indexPath, frame: frame(item: indexPath.item, section: indexPath.section))
            }

            private func frame(item: Int, section: Int) -> Rect {
                Rect(x: Double(item) * itemSize.width, y: Double(section) * itemSize.height, width: itemSize.width, height: itemSize.height)
            }
        }

        /// The plugin: its name and layouts.
        let plugin = PluginExport(pluginName: "\(name)", layouts: [\(name)Layout.descriptor])

        """
    }

    var exports: String {
        """
        // Generated by `cvkit new-plugin`: do not edit. These are the six C entry points of
        // the CVKit plugin ABI (Docs/PluginABI.md), forwarded to the SDK's `plugin` value in
        // \(name)Layout.swift; add layouts there.
        import LayoutPluginSDK

        @_cdecl("cvkit_plugin_abi_version")
        public func cvkitPluginABIVersion() -> Int32 { plugin.abiVersion() }

        @_cdecl("cvkit_plugin_describe")
        public func cvkitPluginDescribe() -> UnsafeMutablePointer<CChar>? { plugin.describe() }

        @_cdecl("cvkit_plugin_create")
        public func cvkitPluginCreate(
            _ configuration: UnsafePointer<CChar>?, _ error: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        ) -> UnsafeMutableRawPointer? {
            plugin.create(configuration, error)
        }

        @_cdecl("cvkit_plugin_call")
        public func cvkitPluginCall(_ layout: UnsafeMutableRawPointer?, _ request: UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>? {
            plugin.call(layout, request)
        }

        @_cdecl("cvkit_plugin_destroy")
        public func cvkitPluginDestroy(_ layout: UnsafeMutableRawPointer?) { plugin.destroy(layout) }

        @_cdecl("cvkit_plugin_free")
        public func cvkitPluginFree(_ string: UnsafeMutablePointer<CChar>?) { plugin.free(string) }

        """
    }

    var tests: String {
        """
        import Geometry
        import LayoutProtocol
        import LayoutTestSupport
        import Testing

        @testable import \(name)

        @Test func framesAreExact() throws {
            let layout = \(name)Layout()
            layout.itemSize = Size(width: 30, height: 20)
            layout.host = StaticLayoutHost(itemCounts: [3, 1], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            try layout.prepareIfNeeded()
            #expect(layout.contentSize == Size(width: 90, height: 40))
            #expect(layout.layoutAttributesForItem(at: ElementIndexPath(item: 2, section: 0))?.frame == Rect(x: 60, y: 0, width: 30, height: 20))
            #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 25, width: 10, height: 10)).map(\\.indexPath) == [ElementIndexPath(item: 0, section: 1)])
        }

        @Test func passesTheConformanceChecks() {
            let report = ConformanceChecker().check(hosts: ConformanceChecker.randomHosts(count: 20, seed: 1)) { \(name)Layout() }
            #expect(report.passed, "\\(report)")
        }

        """
    }

    var readme: String {
        """
        # \(name)

        A CVKit layout plugin, made by `cvkit new-plugin \(name)`: the layout `\(layoutName)` in
        `Sources/\(name)/\(name)Layout.swift`, exported by the generated `Exports.swift`.

        ```sh
        swift build
        swift test
        cvkit --plugin .build/debug/lib\(name).so preview \(layoutName) --format svg --output \(layoutName).svg
        ```

        (`.dylib` instead of `.so` on macOS.) `cvkit --plugin .build/debug/lib\(name).so check \(layoutName)`
        runs the conformance checker; see CVKit's `Docs/WritingAPlugin.md`.

        """
    }
}
