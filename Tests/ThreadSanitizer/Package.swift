// swift-tools-version:6.0
//
// The tests that cross tasks, as a package of their own, for the thread sanitizer in CI.
//
// `swift test --sanitize=thread` on the whole CVKit package instruments and builds every
// test target (about four minutes of CI on a 2-core machine) to run two suites that take
// a second. This package holds only those suites — its sources are symbolic links to the
// files in `Tests/StressTests`, `Tests/DiffableDataSourceTests` and `Tests/UIKitCompatTests`
// (the bridge's main-actor calls), so there is one copy
// of each test — and depends on the CVKit package by path, so the sanitizer build covers
// the library modules they use and nothing else. `scripts/sanitizers.sh thread` runs it
// when `CVKIT_TSAN_FILTER` is unset or `concurrency`; see CONTRIBUTING.md, "Sanitizers".

import PackageDescription

let package = Package(
    name: "CVKitThreadSanitizerTests",
    dependencies: [.package(name: "CVKit", path: "../..")],
    targets: [
        .testTarget(
            name: "ConcurrencyTests",
            dependencies: [
                .product(name: "BuiltinCatalog", package: "CVKit"),
                .product(name: "BuiltinLayouts", package: "CVKit"),
                .product(name: "CVKitJSON", package: "CVKit"),
                .product(name: "CollectionView", package: "CVKit"),
                .product(name: "DiffableDataSource", package: "CVKit"),
                .product(name: "Diffing", package: "CVKit"),
                .product(name: "Geometry", package: "CVKit"),
                .product(name: "LayoutPreview", package: "CVKit"),
                .product(name: "LayoutProtocol", package: "CVKit"),
                .product(name: "LayoutRegistry", package: "CVKit"),
                .product(name: "LayoutTestSupport", package: "CVKit"),
                .product(name: "UIKitCompat", package: "CVKit"),
            ],
            path: "Concurrency",
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
