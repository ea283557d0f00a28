// LayoutPluginWalkthrough — "write your own layout plugin": the steps a third party
// follows, in order. Write a CollectionViewLayout subclass with only LayoutProtocol and
// Geometry (StaircaseLayout.swift), describe it with typed parameters
// (StaircasePlugin.swift), register it in a LayoutCatalog, make it by name from parameter
// strings, run the conformance checker on it, and dump it as JSON.
//
//     swift run LayoutPluginWalkthrough

import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import LayoutRegistry
import LayoutTestSupport

func step(_ number: Int, _ title: String) {
    print("\n== Step \(number): \(title)")
}

func run() throws {
    step(1, "The layout: StaircaseLayout, a CollectionViewLayout subclass (LayoutProtocol + Geometry only)")
    let direct = StaircaseLayout(itemSize: Size(width: 60, height: 40), run: 30, rise: 44)
    direct.host = StaticLayoutHost(itemCounts: [3], bounds: Rect(x: 0, y: 0, width: 200, height: 200))
    try direct.prepareIfNeeded()
    print("content size \(direct.contentSize)")
    for attributes in direct.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 200, height: 200)) {
        print("  \(attributes)")
    }

    step(2, "Register it in a LayoutCatalog with typed parameters")
    let catalog = LayoutCatalog()
    try StaircasePlugin.register(in: catalog)
    let descriptor = try catalog.descriptor(named: "staircase")
    print("\(descriptor.name) — \(descriptor.summary) (\(descriptor.origin))")
    for parameter in descriptor.parameters {
        let range = parameter.range.map { ", \(formatScalar($0.lowerBound))...\(formatScalar($0.upperBound))" } ?? ""
        print("  \(parameter.name): \(parameter.type.syntax) = \(parameter.defaultValue)\(range) — \(parameter.help)")
    }
    do {
        try StaircasePlugin.register(in: catalog)
    } catch {
        print("registering twice: \(error)")
    }

    step(3, "Make it by name from parameter strings, as 'cvkit preview NAME --param key=value' does")
    let parameters = ["itemSize": "50x30", "run": "50", "rise": "35"]
    let instance = try catalog.makeLayout(named: "staircase", parameters: parameters, itemCounts: [4, 2])
    let bounds = Rect(x: 0, y: 0, width: 360, height: 240)
    instance.layout.host = instance.makeHost(itemCounts: [4, 2], bounds: bounds)
    try instance.layout.prepareIfNeeded()
    print("parameters \(parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")), items [4, 2]")
    print("content size \(instance.layout.contentSize)")
    for attributes in instance.layout.layoutAttributesForElements(in: Rect(origin: .zero, size: instance.layout.contentSize)) {
        print("  \(attributes)")
    }
    print("bad input is a typed error with a clear message:")
    for bad in [["rise": "-5"], ["run": "fast"], ["riser": "10"]] {
        do {
            _ = try catalog.makeLayout(named: "staircase", parameters: bad, itemCounts: [4])
        } catch {
            print("  \(bad.map { "\($0.key)=\($0.value)" }.joined()): \(error)")
        }
    }
    do {
        _ = try catalog.makeLayout(named: "staircse", itemCounts: [4])
    } catch {
        print("  name 'staircse': \(error)")
    }

    step(4, "Run the conformance checker (LayoutTestSupport) over random hosts")
    let checker = ConformanceChecker(seed: 7, rectsPerConfiguration: 20)
    let report = checker.check(hosts: ConformanceChecker.randomHosts(count: 40, seed: 7)) {
        try catalog.makeLayout(named: "staircase", parameters: parameters, itemCounts: []).layout
    }
    print(report)

    step(5, "Its JSON dump (LayoutPreview, version 1) for the viewport")
    let scene = try PreviewScene.capture(instance.layout, named: "staircase")
    let json = scene.renderJSON()
    print(json, terminator: json.hasSuffix("\n") ? "" : "\n")

    step(6, "The out-of-tree route")
    print("To ship the layout as a shared library that 'cvkit --plugin PATH' loads at run time,")
    print("export it through the C boundary described in Docs/PluginABI.md; a complete package")
    print("to copy is Examples/OutOfTreePlugin (build it with")
    print("'swift build --package-path Examples/OutOfTreePlugin').")
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("LayoutPluginWalkthrough: \(error)\n".utf8))
    exit(1)
}
