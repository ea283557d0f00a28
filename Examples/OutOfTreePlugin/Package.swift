// swift-tools-version:6.0
//
// An out-of-tree layout plugin: a package of its own that depends on CVKit and builds a
// shared library `cvkit` loads at run time (`cvkit --plugin PATH list`). Not part of the
// CVKit package; build it with `swift build --package-path Examples/OutOfTreePlugin`.

import PackageDescription

let package = Package(
    name: "OutOfTreePlugin",
    products: [
        // `.dynamic`: a shared library (libSpiralLayoutPlugin.so on Linux).
        .library(name: "SpiralLayoutPlugin", type: .dynamic, targets: ["SpiralLayoutPlugin"])
    ],
    dependencies: [
        // A released plugin would use `.package(url: …, from: …)`.
        .package(name: "CVKit", path: "../..")
    ],
    targets: [
        .target(
            name: "SpiralLayoutPlugin",
            dependencies: [
                .product(name: "LayoutPluginSDK", package: "CVKit"),
                .product(name: "LayoutRegistry", package: "CVKit"),
                .product(name: "LayoutProtocol", package: "CVKit"),
                .product(name: "Geometry", package: "CVKit"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
