import CircleLayoutPlugin
import CoverFlowLayoutPlugin
import Foundation
import LayoutRegistry
import Testing
import WaterfallLayoutPlugin

@Suite("The README's parameter tables come from the declarations")
struct DocumentedParametersTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    @Test(arguments: [WaterfallLayoutPlugin.descriptor, CircleLayoutPlugin.descriptor, CoverFlowLayoutPlugin.descriptor])
    func theInTreePluginTableListsTheDeclaredParameters(descriptor: LayoutDescriptor) throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `\(descriptor.name)` |") })
        let lastCell = row.split(separator: "|").last.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lastCell == descriptor.parameterSummary)
    }

    @Test func theSummaryIsWrittenFromTheDeclarations() {
        #expect(CircleLayoutPlugin.descriptor.parameterSummary == "`radius` (120), `itemSize` (50x50), `startAngle` (-90)")
    }
}
