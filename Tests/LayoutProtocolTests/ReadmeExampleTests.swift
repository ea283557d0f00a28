import Foundation
import Geometry
import LayoutProtocol
import Testing

// The README's layout example, as written there (README.md, "A layout in thirty lines").

/// Square cells, four to a row.
final class SquareGridLayout: CollectionViewLayout {
    var side = 50.0
    private var count = 0

    override func prepare() throws(LayoutError) {
        count = host?.numberOfItems(inSection: 0) ?? 0
    }

    override var contentSize: Size {
        Size(width: side * 4, height: side * Double((count + 3) / 4))
    }

    override func layoutAttributesForItem(at indexPath: ElementIndexPath) -> LayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        let (row, column) = indexPath.item.quotientAndRemainder(dividingBy: 4)
        let frame = Rect(x: side * Double(column), y: side * Double(row), width: side, height: side)
        return LayoutAttributes(forCellAt: indexPath, frame: frame)
    }

    override func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        // Only the rows the rect meets: a query costs what is visible, not what exists.
        let first = max(0, Int(rect.minY / side)), last = min(count - 1, Int((rect.maxY / side).rounded(.up)) * 4 - 1)
        guard first * 4 <= last else { return [] }
        return (first * 4...last).compactMap { layoutAttributesForItem(at: ElementIndexPath(item: $0, section: 0)) }
    }
}

@Suite("The README's layout example")
struct ReadmeExampleTests {
    @Test func theExampleRunsAsTheReadmeSays() throws {
        let grid = SquareGridLayout()
        grid.host = StaticLayoutHost(itemCounts: [10], bounds: Rect(x: 0, y: 0, width: 200, height: 100))
        try grid.prepareIfNeeded()
        let visible = grid.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 200, height: 100))
        let size = grid.contentSize
        #expect(visible.map(\.indexPath.item) == Array(0...7))
        #expect(visible.last?.frame == Rect(x: 150, y: 50, width: 50, height: 50))
        #expect(size == Size(width: 200, height: 150))
        #expect(grid.layoutAttributesForElements(in: Rect(x: 0, y: 120, width: 200, height: 100)).map(\.indexPath.item) == [8, 9])
        #expect(grid.layoutAttributesForItem(at: ElementIndexPath(item: 10, section: 0)) == nil)
    }

    /// Every line of the README's example (comments aside) is a line of this file, in order,
    /// so the README shows code that compiles and runs as this test says.
    @Test func theReadmeShowsThisCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let start = try #require(readme.range(of: "```swift\nimport Geometry\nimport LayoutProtocol\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let example = Self.codeLines(readme[start.upperBound..<end.lowerBound])
        #expect(example.count >= 25)
        var lines = Self.codeLines(source[...])[...]
        for line in example {
            guard let found = lines.firstIndex(of: line) else {
                Issue.record("README line not found here (in order): \(line)")
                return
            }
            lines = lines[(found + 1)...]
        }
    }

    /// The lines of code, trimmed, without comments and blank lines.
    static func codeLines(_ text: Substring) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            let trimmed = code.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }
    }
}
