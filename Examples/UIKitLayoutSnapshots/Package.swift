// swift-tools-version:6.0
//
// Snapshot-testing an iOS layout on Linux: copy this folder next to your app.
//
// `Shared/TagsLayout.swift` is a UICollectionViewFlowLayout subclass written for UIKit. The
// (absent) iOS app target compiles the same file with `import UIKit`; here the `TagsLayout`
// target compiles it with `import UIKitCompat`, and `TagsLayoutTests` snapshot-tests it
// with LayoutSnapshotTesting on Linux CI. Not part of the CVKit package; run it with
// `swift test --package-path Examples/UIKitLayoutSnapshots`.

import PackageDescription

let package = Package(
    name: "UIKitLayoutSnapshots",
    dependencies: [
        // In your project: `.package(url: "https://…/CVKit.git", from: "0.2.0")`.
        .package(name: "CVKit", path: "../..")
    ],
    targets: [
        // The layout files the iOS app target also compiles (add the folder to the Xcode target).
        .target(
            name: "TagsLayout",
            dependencies: [.product(name: "UIKitCompat", package: "CVKit", condition: .when(platforms: [.linux]))],
            path: "Shared"
        ),
        .testTarget(
            name: "TagsLayoutTests",
            dependencies: [
                "TagsLayout",
                .product(name: "UIKitCompat", package: "CVKit"),
                .product(name: "LayoutSnapshotTesting", package: "CVKit"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
