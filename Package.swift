// swift-tools-version:6.0
//
// CVKit — UIKit's collection-view layout system as a headless, platform-independent
// Swift package. One target and one library product per concept, so a package can
// depend on just the module it needs. No third-party dependencies.

import PackageDescription

// MARK: - Core library

let coreTargets: [Target] = [
    .target(name: "Geometry"),
    // The one JSON value type, reader and writer (data files, plugin wire format, dumps).
    .target(name: "CVKitJSON", dependencies: ["Geometry"]),
    .target(name: "LayoutProtocol", dependencies: ["Geometry"]),
    // The one animation model: frame clocks, the frame animator, timing curves, deceleration.
    .target(name: "FrameAnimation", dependencies: ["Geometry"]),
    .target(name: "ReuseQueue", dependencies: ["LayoutProtocol"]),
    .target(name: "Transitions", dependencies: ["LayoutProtocol", "Geometry", "FrameAnimation"]),
    .target(name: "CollectionView", dependencies: ["LayoutProtocol", "ReuseQueue", "Transitions", "FrameAnimation"]),
    .target(name: "Gestures", dependencies: ["CollectionView", "Transitions"]),
    .target(name: "BuiltinLayouts", dependencies: ["LayoutProtocol"]),
    .target(name: "LayoutRegistry", dependencies: ["LayoutProtocol", "CVKitJSON"]),
    .target(name: "LayoutPreview", dependencies: ["LayoutProtocol", "Geometry", "CVKitJSON"]),
    // O(n) diffs of identifier collections and staged batch changes; no dependencies.
    .target(name: "Diffing"),
    // Snapshots and apply: a data source that computes its own batch updates.
    .target(name: "DiffableDataSource", dependencies: ["CollectionView", "Diffing", "LayoutProtocol", "ReuseQueue", "Geometry"]),
    // UIKit's compositional layout: items, groups, sections, orthogonal scrolling, lists.
    .target(name: "CompositionalLayout", dependencies: ["LayoutProtocol", "Geometry"]),
    // What an out-of-tree plugin links to export its layouts through the C boundary.
    .target(name: "LayoutPluginSDK", dependencies: ["LayoutProtocol", "Geometry", "LayoutRegistry", "CVKitJSON"]),
    // The public conformance checker any layout (built-in, plugin or a user's) can run.
    .target(name: "LayoutTestSupport", dependencies: ["LayoutProtocol"]),
    // swift-snapshot-testing for layouts: records and compares LayoutPreview renderings (links XCTest and Testing).
    .target(
        name: "LayoutSnapshotTesting",
        dependencies: ["LayoutPreview", "LayoutProtocol", "Geometry", "CVKitJSON", "Transitions", "CollectionView"]
    ),
    // Scripted scroll sessions on the manual clock: per-frame layout CPU, views, blank area, jumps.
    // The cycle counter the scroll recorder times phases with (C: Swift has no inline
    // assembly). Internal to ScrollReport: no product.
    .target(name: "CVKitTicks"),
    .target(
        name: "ScrollReport",
        dependencies: ["CollectionView", "LayoutProtocol", "ReuseQueue", "Geometry", "CVKitJSON", "LayoutPreview", "CVKitTicks"]),
    // Every built-in layout and in-tree plugin, registered in one catalog.
    .target(
        name: "BuiltinCatalog",
        dependencies: [
            "BuiltinLayouts", "LayoutRegistry", "ReuseQueue", "CompositionalLayout", "CVKitJSON",
            "WaterfallLayoutPlugin", "CircleLayoutPlugin", "CoverFlowLayoutPlugin",
        ]
    ),
    // UIKit's names over CVKit: UIKit layouts compile on Linux with only the import switched.
    .target(
        name: "UIKitCompat",
        dependencies: [
            "Geometry", "LayoutProtocol", "BuiltinLayouts", "CollectionView", "Transitions", "CompositionalLayout", "DiffableDataSource",
            "FrameAnimation",
        ]
    ),
    // Umbrella: only re-exports.
    .target(
        name: "CVKit",
        dependencies: [
            "Geometry", "LayoutProtocol", "FrameAnimation", "ReuseQueue", "CollectionView", "Transitions",
            "Gestures", "BuiltinLayouts", "LayoutRegistry", "LayoutPreview", "CVKitJSON", "Diffing", "DiffableDataSource",
            "CompositionalLayout",
        ]
    ),
]

// MARK: - Module routes (Linux only)

// Modules named UIKit, CoreGraphics and QuartzCore that re-export UIKitCompat, so a file that
// imports those names, or wraps its UIKit code in `#if canImport(UIKit)`, compiles on Linux
// unchanged. A user adds the product with `.when(platforms: [.linux])`. On an Apple host the
// system's modules own those names (a package module named UIKit would shadow the SDK's), so
// the targets take other names there and compile to nothing; the products keep one name.
// Swift Testing declares cross-import overlays for UIKit and CoreGraphics that the Linux
// toolchain does not ship; each route brings an empty module of that name (built before the
// route, so a file never sees the route without it), so `import Testing` beside them compiles.
#if canImport(Darwin)
    let routeModules = (
        uiKit: "UIKitRoute", coreGraphics: "CoreGraphicsRoute", quartzCore: "QuartzCoreRoute",
        testingUIKit: "TestingUIKitOverlay", testingCoreGraphics: "TestingCoreGraphicsOverlay"
    )
#else
    let routeModules = (
        uiKit: "UIKit", coreGraphics: "CoreGraphics", quartzCore: "QuartzCore",
        testingUIKit: "_Testing_UIKit", testingCoreGraphics: "_Testing_CoreGraphics"
    )
#endif

let routeTargets: [Target] = [
    .target(name: routeModules.testingUIKit, path: "Sources/TestingUIKitOverlay"),
    .target(name: routeModules.testingCoreGraphics, path: "Sources/TestingCoreGraphicsOverlay"),
    .target(name: routeModules.uiKit, dependencies: ["UIKitCompat", .target(name: routeModules.testingUIKit)], path: "Sources/UIKitRoute"),
    .target(
        name: routeModules.coreGraphics, dependencies: ["UIKitCompat", .target(name: routeModules.testingCoreGraphics)],
        path: "Sources/CoreGraphicsRoute"
    ),
    .target(name: routeModules.quartzCore, dependencies: ["UIKitCompat"], path: "Sources/QuartzCoreRoute"),
]

// Each product also lists UIKitCompat: a dependent that reaches it only through a module that
// re-exports it is not rebuilt when UIKitCompat changes (the route's own module does not
// change), and its objects then disagree with UIKitCompat's class layouts.
let routeProducts: [Product] = [
    .library(name: "UIKitRoute", targets: [routeModules.uiKit, "UIKitCompat"]),
    .library(name: "CoreGraphicsRoute", targets: [routeModules.coreGraphics, "UIKitCompat"]),
    .library(name: "QuartzCoreRoute", targets: [routeModules.quartzCore, "UIKitCompat"]),
]

// MARK: - Plugins (written as a third party would: public API only)

let pluginTargets: [Target] = [
    .target(
        name: "WaterfallLayoutPlugin",
        dependencies: ["LayoutProtocol", "Geometry", "LayoutRegistry"],
        path: "Plugins/WaterfallLayoutPlugin"
    ),
    .target(
        name: "CircleLayoutPlugin",
        dependencies: ["LayoutProtocol", "Geometry", "LayoutRegistry"],
        path: "Plugins/CircleLayoutPlugin"
    ),
    .target(
        name: "CoverFlowLayoutPlugin",
        dependencies: ["LayoutProtocol", "Geometry", "LayoutRegistry"],
        path: "Plugins/CoverFlowLayoutPlugin"
    ),
]

// MARK: - Tools

let toolTargets: [Target] = [
    .executableTarget(
        name: "cvkit",
        dependencies: [
            "Geometry", "LayoutProtocol", "BuiltinLayouts", "LayoutRegistry", "LayoutPreview",
            "LayoutTestSupport", "BuiltinCatalog", "CollectionView", "Transitions", "CVKitJSON", "Diffing", "DiffableDataSource",
            "CompositionalLayout", "ScrollReport", "ReuseQueue",
        ]
    )
]

// MARK: - Examples

let exampleTargets: [Target] = [
    .executableTarget(
        name: "ClassHierarchyTree",
        dependencies: ["Geometry", "LayoutProtocol", "ReuseQueue", "CollectionView", "BuiltinLayouts", "LayoutPreview"],
        path: "Examples/ClassHierarchyTree"
    ),
    .executableTarget(
        name: "PhotoFeed",
        dependencies: ["Geometry", "LayoutProtocol", "ReuseQueue", "CollectionView", "BuiltinLayouts"],
        path: "Examples/PhotoFeed"
    ),
    .executableTarget(
        name: "InteractiveTransition",
        dependencies: [
            "Geometry", "LayoutProtocol", "ReuseQueue", "CollectionView", "Transitions", "BuiltinLayouts", "CompositionalLayout",
        ],
        path: "Examples/InteractiveTransition"
    ),
    .executableTarget(
        name: "LayoutPluginWalkthrough",
        dependencies: ["Geometry", "LayoutProtocol", "LayoutRegistry", "LayoutTestSupport", "LayoutPreview"],
        path: "Examples/LayoutPluginWalkthrough"
    ),
    .executableTarget(
        name: "GestureSession",
        dependencies: ["Gestures", "CollectionView", "Transitions", "BuiltinLayouts", "LayoutProtocol", "Geometry", "ReuseQueue"],
        path: "Examples/GestureSession"
    ),
    .executableTarget(
        name: "ContactSearch",
        dependencies: [
            "DiffableDataSource", "Diffing", "CollectionView", "BuiltinLayouts", "LayoutProtocol", "Geometry", "ReuseQueue",
            "CompositionalLayout",
        ],
        path: "Examples/ContactSearch"
    ),
    .executableTarget(
        name: "ChatTimeline",
        dependencies: ["CollectionView", "CompositionalLayout", "DiffableDataSource", "Geometry", "LayoutProtocol"],
        path: "Examples/ChatTimeline"
    ),
    .executableTarget(
        name: "AppStoreScreen",
        dependencies: ["CompositionalLayout", "CollectionView", "Gestures", "Geometry", "LayoutProtocol", "LayoutPreview"],
        path: "Examples/AppStoreScreen"
    ),
]

// MARK: - Benchmarks

let benchmarkTargets: [Target] = [
    .executableTarget(
        name: "cvkit-bench",
        dependencies: [
            "Geometry", "LayoutProtocol", "BuiltinLayouts", "CollectionView", "ReuseQueue",
            "Transitions", "LayoutRegistry", "BuiltinCatalog", "Diffing", "DiffableDataSource", "CompositionalLayout",
            "LayoutTestSupport", "LayoutPreview", "LayoutPluginSDK", "WaterfallLayoutPlugin", "UIKitCompat", "ScrollReport",
        ],
        path: "Benchmarks/CVKitBenchmarks"
    )
]

// MARK: - Tests

let testTargets: [Target] = [
    .target(
        name: "CVKitTestSupport",
        dependencies: ["Geometry", "LayoutProtocol"],
        path: "Tests/CVKitTestSupport"
    ),
    .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    .testTarget(name: "FrameAnimationTests", dependencies: ["FrameAnimation"]),
    .testTarget(name: "CVKitJSONTests", dependencies: ["CVKitJSON"]),
    .testTarget(
        name: "DiffingTests", dependencies: ["Diffing", "CollectionView", "LayoutProtocol", "LayoutTestSupport", "CVKitTestSupport"]
    ),
    .testTarget(
        name: "DiffableDataSourceTests",
        dependencies: [
            "DiffableDataSource", "Diffing", "CollectionView", "ReuseQueue", "LayoutProtocol", "Geometry", "BuiltinLayouts",
            "LayoutTestSupport", "CompositionalLayout",
        ]
    ),
    .testTarget(
        name: "CompositionalLayoutTests",
        dependencies: [
            "CompositionalLayout", "LayoutProtocol", "Geometry", "LayoutTestSupport", "Transitions", "BuiltinLayouts", "CVKitTestSupport",
        ]
    ),
    .testTarget(
        name: "LayoutProtocolTests",
        dependencies: ["LayoutProtocol", "Geometry", "CVKitTestSupport"]
    ),
    .testTarget(
        name: "CollectionViewTests",
        dependencies: [
            "CollectionView", "ReuseQueue", "LayoutProtocol", "Geometry", "CVKitTestSupport", "BuiltinLayouts", "CompositionalLayout",
        ]
    ),
    .testTarget(name: "ReuseQueueTests", dependencies: ["ReuseQueue", "LayoutProtocol", "Geometry"]),
    .testTarget(
        name: "BuiltinLayoutsTests",
        dependencies: ["BuiltinLayouts", "LayoutProtocol", "Geometry", "LayoutTestSupport", "CVKitTestSupport", "LayoutSnapshotTesting"],
        exclude: ["__Snapshots__"]
    ),
    .testTarget(
        name: "LayoutTestSupportTests",
        dependencies: ["LayoutTestSupport", "LayoutProtocol", "Geometry", "CVKitTestSupport"]
    ),
    .testTarget(
        name: "TransitionsTests",
        dependencies: ["Transitions", "CollectionView", "ReuseQueue", "BuiltinLayouts", "LayoutProtocol", "Geometry", "CVKitTestSupport"]
    ),
    .testTarget(
        name: "GesturesTests",
        dependencies: [
            "Gestures", "Transitions", "CollectionView", "BuiltinLayouts", "LayoutProtocol", "Geometry", "CVKitTestSupport",
            "CompositionalLayout",
        ]
    ),
    .testTarget(
        name: "LayoutRegistryTests",
        dependencies: ["LayoutRegistry", "BuiltinCatalog", "LayoutProtocol", "Geometry", "LayoutTestSupport"]
    ),
    .testTarget(
        name: "LayoutSnapshotTestingTests",
        dependencies: [
            "LayoutSnapshotTesting", "BuiltinLayouts", "Transitions", "LayoutProtocol", "Geometry", "CompositionalLayout", "CollectionView",
            "LayoutPreview",
        ],
        exclude: ["__Snapshots__"]
    ),
    .testTarget(name: "LayoutPreviewTests", dependencies: ["LayoutPreview", "LayoutProtocol", "Geometry"], exclude: ["Goldens"]),
    .testTarget(name: "CLITests", dependencies: ["cvkit", "CVKitTestSupport", "Geometry", "ScrollReport"], exclude: ["Goldens", "html-in-browser.sh"]),
    // Runs every example program; depending on them makes `swift build --build-tests` build them.
    .testTarget(
        name: "ExamplesTests",
        dependencies: [
            "ClassHierarchyTree", "PhotoFeed", "InteractiveTransition", "LayoutPluginWalkthrough", "ContactSearch", "AppStoreScreen",
            "GestureSession", "CVKitTestSupport",
        ]
    ),
    .testTarget(name: "BenchmarkTests", dependencies: ["cvkit-bench", "Diffing"]),
    .testTarget(
        name: "ScrollReportTests",
        dependencies: [
            "ScrollReport", "CollectionView", "LayoutProtocol", "Geometry", "BuiltinLayouts", "CompositionalLayout", "DiffableDataSource",
            "UIKitCompat", "LayoutTestSupport",
        ]
    ),
    // The documents against the tree: names in Docs/Architecture.md exist (reads files only).
    .testTarget(name: "DocumentationTests"),
    .testTarget(
        name: "PluginTests",
        dependencies: [
            "WaterfallLayoutPlugin", "CircleLayoutPlugin", "CoverFlowLayoutPlugin", "LayoutRegistry", "LayoutProtocol", "Geometry",
            "LayoutPluginSDK", "CVKitJSON", "CVKitTestSupport", "LayoutTestSupport",
        ]
    ),
    .testTarget(
        name: "UIKitCompatTests",
        dependencies: [
            "UIKitCompat", "Geometry", "LayoutProtocol", "BuiltinLayouts", "CollectionView", "LayoutTestSupport", "LayoutSnapshotTesting",
            "CompositionalLayout", "DiffableDataSource", "CVKitTestSupport",
        ],
        exclude: ["__Snapshots__"]
    ),
    // A file written for iOS (`#if canImport(UIKit)`, `import CoreGraphics`, `import QuartzCore`)
    // compiled through the module routes, as a user's Linux target would (with UIKitCompat
    // listed, as the route products list it, so a change to it rebuilds this target).
    .testTarget(
        name: "ModuleRouteTests",
        dependencies: [
            .byName(name: "UIKitCompat", condition: .when(platforms: [.linux])),
            .target(name: routeModules.uiKit, condition: .when(platforms: [.linux])),
            .target(name: routeModules.coreGraphics, condition: .when(platforms: [.linux])),
            .target(name: routeModules.quartzCore, condition: .when(platforms: [.linux])),
        ]
    ),
    // The same UIKit-dialect client code compiled in the Swift 5 language mode.
    .testTarget(name: "UIKitCompatSwift5Tests", dependencies: ["UIKitCompat"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // Seeded randomized stress: hostile input, fuzzing, concurrency (CVKIT_STRESS_SCALE, CVKIT_STRESS_SEED).
    .testTarget(
        name: "StressTests",
        dependencies: [
            "CollectionView", "ReuseQueue", "BuiltinLayouts", "BuiltinCatalog", "LayoutRegistry", "LayoutProtocol",
            "Geometry", "LayoutTestSupport", "LayoutPreview", "CVKitTestSupport", "Transitions", "cvkit", "CVKitJSON",
            "CompositionalLayout",
        ]
    ),
]

let libraryNames = [
    "Geometry", "LayoutProtocol", "FrameAnimation", "ReuseQueue", "CollectionView", "Transitions", "Gestures",
    "BuiltinLayouts", "LayoutRegistry", "LayoutPreview", "LayoutTestSupport", "BuiltinCatalog",
    "CVKit", "WaterfallLayoutPlugin", "CircleLayoutPlugin", "CoverFlowLayoutPlugin", "LayoutPluginSDK",
    "CVKitJSON", "Diffing", "DiffableDataSource", "CompositionalLayout",
    "UIKitCompat",
    "LayoutSnapshotTesting",
    "ScrollReport",
]

let package = Package(
    name: "CVKit",
    products: libraryNames.map { .library(name: $0, targets: [$0]) } + routeProducts + [
        .executable(name: "cvkit", targets: ["cvkit"])
    ],
    targets: coreTargets + routeTargets + pluginTargets + toolTargets + exampleTargets + benchmarkTargets
        + testTargets,
    swiftLanguageModes: [.v6]
)
