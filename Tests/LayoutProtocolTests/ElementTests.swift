import Geometry
import LayoutProtocol
import Testing

@Suite("Element identity: index paths, categories, keys")
struct ElementIdentityTests {
    @Test func indexPathOrdering() {
        let paths = [
            ElementIndexPath(item: 2, section: 1), ElementIndexPath(item: 0, section: 1),
            ElementIndexPath(indices: [0, 5, 1])!, ElementIndexPath(item: 5, section: 0),
            ElementIndexPath(indices: [0, 5, 0])!, ElementIndexPath(item: 10, section: 0),
        ]
        #expect(paths.sorted().map(\.description) == ["[0, 5]", "[0, 5, 0]", "[0, 5, 1]", "[0, 10]", "[1, 0]", "[1, 2]"])
        #expect(ElementIndexPath(item: 1, section: 0) < ElementIndexPath(item: 0, section: 1), "section first")
        #expect(!(ElementIndexPath(item: 1, section: 0) < ElementIndexPath(item: 1, section: 0)))
    }

    @Test func indexPathIndices() throws {
        let p = try #require(ElementIndexPath(indices: [3, 4, 5, 6]))
        #expect(p.section == 3 && p.item == 4 && p.trailing == [5, 6])
        #expect(p.indices == [3, 4, 5, 6] && p.count == 4)
        #expect(ElementIndexPath(indices: [1]) == nil)
        #expect(ElementIndexPath(indices: []) == nil)
        #expect(ElementIndexPath(item: 7, section: 2).indices == [2, 7])
        #expect(ElementIndexPath(item: 7, section: 2).count == 2)
        #expect(ElementIndexPath(item: -1, section: 0).description == "[0, -1]")
    }

    @Test func categoriesOrderCellsThenSupplementaryThenDecorationByKind() {
        let categories: [ElementCategory] = [
            .decoration(kind: "b"), .supplementary(kind: "header"), .cell, .decoration(kind: "a"), .supplementary(kind: "footer"),
        ]
        #expect(
            categories.sorted() == [
                .cell, .supplementary(kind: "footer"), .supplementary(kind: "header"), .decoration(kind: "a"), .decoration(kind: "b"),
            ])
        #expect(ElementCategory.cell.kind == nil && ElementCategory.cell.name == "cell")
        #expect(ElementCategory.supplementary(kind: "header").kind == "header")
        #expect(ElementCategory.supplementary(kind: "header").name == "supplementary")
        #expect(ElementCategory.decoration(kind: "grid").name == "decoration")
        #expect(ElementCategory.supplementary(kind: "x") != ElementCategory.decoration(kind: "x"))
        #expect(ElementKind.sectionHeader == "header" && ElementKind.sectionFooter == "footer")
    }

    @Test func keysOrderByCategoryThenIndexPath() {
        let keys: [ElementKey] = [
            ElementKey(.supplementary(kind: "header"), ElementIndexPath(item: 0, section: 0)),
            .cell(ElementIndexPath(item: 1, section: 0)),
            ElementKey(.decoration(kind: "bg"), ElementIndexPath(item: 0, section: 0)),
            .cell(ElementIndexPath(item: 0, section: 1)),
            ElementKey(.supplementary(kind: "footer"), ElementIndexPath(item: 0, section: 0)),
        ]
        #expect(
            keys.sorted().map(\.description) == [
                "cell [0, 1]", "cell [1, 0]", "supplementary(footer) [0, 0]", "supplementary(header) [0, 0]", "decoration(bg) [0, 0]",
            ])
        #expect(Set(keys + keys).count == 5)
    }
}

@Suite("LayoutAttributes")
struct LayoutAttributesTests {
    let path = ElementIndexPath(item: 1, section: 0)

    @Test func defaults() {
        let a = LayoutAttributes(forCellAt: path)
        #expect(a.frame == .zero && a.alpha == 1 && a.zIndex == 0 && !a.isHidden)
        #expect(a.transform3D == .identity && a.transform == .identity && a.custom.isEmpty)
        #expect(a.representedElementKind == nil && a.key == .cell(path))
        let h = LayoutAttributes(forSupplementaryViewOfKind: "header", at: path, frame: Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(h.category == .supplementary(kind: "header") && h.representedElementKind == "header")
        let d = LayoutAttributes(forDecorationViewOfKind: "bg", at: path)
        #expect(d.category == .decoration(kind: "bg") && d.representedElementKind == "bg")
    }

    @Test func centerMovesTheFrameAndKeepsTheSize() {
        var a = LayoutAttributes(forCellAt: path, frame: Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(a.center == Point(x: 25, y: 10))
        a.center = Point(x: 100, y: 100)
        #expect(a.frame == Rect(x: 75, y: 90, width: 50, height: 20))
    }

    @Test func sizeKeepsTheCenter() {
        var a = LayoutAttributes(forCellAt: path, frame: Rect(x: 0, y: 0, width: 50, height: 20))
        a.size = Size(width: 10, height: 40)
        #expect(a.frame == Rect(x: 20, y: -10, width: 10, height: 40))
        #expect(a.center == Point(x: 25, y: 10))
    }

    @Test func boundsIsTheSizeAtTheOrigin() {
        var a = LayoutAttributes(forCellAt: path, frame: Rect(x: 30, y: 40, width: 50, height: 20))
        #expect(a.bounds == Rect(x: 0, y: 0, width: 50, height: 20))
        a.bounds = Rect(x: 99, y: 99, width: 10, height: 10)
        #expect(a.frame == Rect(x: 50, y: 45, width: 10, height: 10), "only the size is taken, around the same centre")
    }

    @Test func transformSettersReplaceEachOther() {
        var a = LayoutAttributes(forCellAt: path)
        a.transform = AffineTransform(scaleX: 2, y: 3)
        #expect(a.transform3D == Transform3D(scaleX: 2, y: 3, z: 1))
        a.transform3D = Transform3D(translationX: 1, y: 2, z: 3)
        #expect(a.transform == AffineTransform(translationX: 1, y: 2), "the affine part of the 3D transform")
        a.transform = .identity
        #expect(a.transform3D == .identity)
    }

    @Test func equalityIncludesEveryPropertyAndCustomValues() {
        let base = LayoutAttributes(forCellAt: path, frame: Rect(x: 0, y: 0, width: 1, height: 1))
        var other = base
        #expect(base == other)
        other.alpha = 0.5
        #expect(base != other)
        other = base
        other.zIndex = 1
        #expect(base != other)
        other = base
        other.isHidden = true
        #expect(base != other)
        other = base
        other[custom: CustomAttributeKey<Int>("level")] = 2
        #expect(base != other)
        var same = base
        same[custom: CustomAttributeKey<Int>("level")] = 2
        #expect(same == other && same.hashValue == other.hashValue)
        #expect(Set([base, other, same]).count == 2)
    }

    @Test func finitenessAndDescription() {
        var a = LayoutAttributes(forCellAt: path, frame: Rect(x: 60, y: 0, width: 50, height: 50))
        #expect(a.isFinite)
        #expect(a.description == "cell [0, 1] frame (60, 0, 50, 50)")
        a.alpha = 0.5
        a.zIndex = 3
        a.isHidden = true
        a.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(a.description == "cell [0, 1] frame (60, 0, 50, 50) alpha 0.5 zIndex 3 hidden transformed")
        a.alpha = .nan
        #expect(!a.isFinite)
        a.alpha = 1
        a.frame.origin.x = .infinity
        #expect(!a.isFinite)
    }

    @Test func interpolationOfAttributes() {
        var a = LayoutAttributes(forCellAt: path, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var b = LayoutAttributes(forCellAt: path, frame: Rect(x: 100, y: 50, width: 30, height: 10))
        a.zIndex = 1
        b.zIndex = 5
        b.alpha = 0
        b.isHidden = true
        b.transform = AffineTransform(scaleX: 3, y: 1)
        let mid = a.interpolated(to: b, progress: 0.5)
        #expect(mid.frame == Rect(x: 50, y: 25, width: 20, height: 10))
        #expect(mid.alpha == 0.5 && mid.zIndex == 5 && mid.isHidden)
        #expect(mid.transform == AffineTransform(scaleX: 2, y: 1))
        let early = a.interpolated(to: b, progress: 0.25)
        #expect(early.zIndex == 1 && !early.isHidden, "discrete values switch at the midpoint")
        #expect(a.interpolated(to: b, progress: 0) == a)
        let end = a.interpolated(to: b, progress: 1)
        #expect(end.frame == b.frame && end.alpha == 0 && end.zIndex == 5)
    }
}

/// A custom value that interpolates.
struct Progress: CustomAttributeValue {
    var value: Double
    func interpolated(to other: Progress, progress: Double) -> Progress? {
        Progress(value: lerp(value, other.value, progress))
    }
}

/// A custom value that does not.
struct Label: CustomAttributeValue {
    var text: String
}

@Suite("Custom attributes")
struct CustomAttributesTests {
    let progressKey = CustomAttributeKey<Progress>("progress")
    let labelKey = CustomAttributeKey<Label>("label")
    let weightKey = CustomAttributeKey<Double>("weight")

    @Test func typedAccess() {
        var c = CustomAttributes()
        #expect(c.isEmpty)
        c[labelKey] = Label(text: "a")
        c[weightKey] = 2
        #expect(c[labelKey] == Label(text: "a") && c[weightKey] == 2)
        #expect(c[CustomAttributeKey<Int>("weight")] == nil, "a key of another type reads nil")
        c[weightKey] = nil
        #expect(c.values.keys.sorted() == ["label"])
    }

    @Test func equalityAndHashUseTheValues() {
        var a = CustomAttributes(), b = CustomAttributes()
        a[weightKey] = 1
        b[weightKey] = 1
        #expect(a == b && a.hashValue == b.hashValue)
        b[weightKey] = 2
        #expect(a != b)
        // The same name with values of different types is different.
        var c = CustomAttributes()
        c[CustomAttributeKey<Int>("weight")] = 1
        #expect(a != c)
        #expect(AnyCustomAttribute(1.5) == AnyCustomAttribute(1.5))
        #expect(AnyCustomAttribute(1) != AnyCustomAttribute("1"))
    }

    @Test func interpolation() {
        var a = CustomAttributes(), b = CustomAttributes()
        a[progressKey] = Progress(value: 0)
        b[progressKey] = Progress(value: 8)
        a[labelKey] = Label(text: "from")
        b[labelKey] = Label(text: "to")
        a[weightKey] = 1
        b[CustomAttributeKey<Int>("only-in-b")] = 7
        let quarter = a.interpolated(to: b, progress: 0.25)
        #expect(quarter[progressKey] == Progress(value: 2))
        #expect(quarter[labelKey] == Label(text: "from"))
        #expect(quarter[weightKey] == 1, "in only one: from self below 0.5")
        #expect(quarter[CustomAttributeKey<Int>("only-in-b")] == nil)
        let half = a.interpolated(to: b, progress: 0.5)
        #expect(half[progressKey] == Progress(value: 4))
        #expect(half[labelKey] == Label(text: "to"))
        #expect(half[weightKey] == nil, "and from other from 0.5 on")
        #expect(half[CustomAttributeKey<Int>("only-in-b")] == 7)
        #expect(CustomAttributes().interpolated(to: CustomAttributes(), progress: 0.5).isEmpty)
    }

    @Test func builtInValuesInterpolateOrNot() {
        #expect(2.0.interpolated(to: 4.0, progress: 0.5) as Double? == 3)
        #expect(Point(x: 0, y: 0).interpolated(to: Point(x: 2, y: 4), progress: 0.5) as Point? == Point(x: 1, y: 2))
        #expect(Size(width: 0, height: 0).interpolated(to: Size(width: 2, height: 4), progress: 0.5) as Size? == Size(width: 1, height: 2))
        #expect(1.interpolated(to: 3, progress: 0.5) == nil)
        #expect("a".interpolated(to: "b", progress: 0.5) == nil)
        #expect(true.interpolated(to: false, progress: 0.5) == nil)
        #expect(AnyCustomAttribute(1.0).interpolated(to: AnyCustomAttribute(3.0), progress: 0.5) == AnyCustomAttribute(2.0))
        #expect(AnyCustomAttribute(1.0).interpolated(to: AnyCustomAttribute(3), progress: 0.5) == nil, "different types")
    }

    @Test func jsonForms() {
        #expect(AnyCustomAttribute(1.5).attributeJSON == .number(1.5))
        #expect(AnyCustomAttribute(2).attributeJSON == .number(2))
        #expect(AnyCustomAttribute(true).attributeJSON == .bool(true))
        #expect(AnyCustomAttribute("x").attributeJSON == .string("x"))
        #expect(AnyCustomAttribute(Point(x: 1, y: 2)).attributeJSON == .object(["x": .number(1), "y": .number(2)]))
        #expect(AnyCustomAttribute(Size(width: 3, height: 4)).attributeJSON == .object(["width": .number(3), "height": .number(4)]))
        #expect(AnyCustomAttribute(ElementIndexPath(item: 2, section: 1)).attributeJSON == .array([.number(1), .number(2)]))
        #expect(AnyCustomAttribute([1, 2]).attributeJSON == .array([.number(1), .number(2)]))
        #expect(AnyCustomAttribute(Label(text: "hi")).attributeJSON == .string("Label(text: \"hi\")"))
    }
}
