// ClassHierarchyTree — the worked example of the Collection View Programming Guide
// (Apple's programming guide, "自定义布局举例"): a class hierarchy drawn as a tree. Each section is one level
// of the tree, each item a class, and a connection supplementary view joins every class to
// each of its subclasses.
//
//     swift run ClassHierarchyTree

import BuiltinLayouts
import CollectionView
import Foundation
import Geometry
import LayoutPreview
import LayoutProtocol
import ReuseQueue

// MARK: - The data

/// A few UIKit classes, one array per level of the hierarchy; each class names its
/// superclass (by name) in the level above.
let levels: [[(name: String, superclass: String?)]] = [
    [("NSObject", nil)],
    [("UIResponder", "NSObject"), ("UICollectionViewLayout", "NSObject"), ("UICollectionViewLayoutAttributes", "NSObject")],
    [
        ("UIView", "UIResponder"), ("UIViewController", "UIResponder"),
        ("UICollectionViewFlowLayout", "UICollectionViewLayout"), ("UICollectionViewTransitionLayout", "UICollectionViewLayout"),
    ],
    [("UIScrollView", "UIView"), ("UICollectionReusableView", "UIView"), ("UICollectionViewController", "UIViewController")],
    [("UICollectionView", "UIScrollView"), ("UICollectionViewCell", "UICollectionReusableView")],
]

/// The cell of one class: it remembers the class's name and, from its attributes, its
/// subclasses (the custom attribute the tree layout sets, as the guide's attributes
/// subclass carries `children`).
final class ClassCell: CollectionViewCell {
    var className = ""
    private(set) var subclassPaths: [ElementIndexPath] = []

    override func apply(_ attributes: LayoutAttributes) {
        super.apply(attributes)
        subclassPaths = attributes[custom: .treeChildren] ?? []
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        className = ""
        subclassPaths = []
    }
}

/// The data source: counts and cells for the host, and each class's subclasses for the
/// tree layout (the guide's `MyCustomProtocol`).
final class ClassHierarchy: CollectionViewDataSource, TreeLayoutDataSource {
    func name(at indexPath: ElementIndexPath) -> String { levels[indexPath.section][indexPath.item].name }

    func numberOfSections(in collectionView: CollectionViewHost) -> Int { levels.count }

    func collectionView(_ collectionView: CollectionViewHost, numberOfItemsInSection section: Int) -> Int { levels[section].count }

    func collectionView(_ collectionView: CollectionViewHost, cellForItemAt indexPath: ElementIndexPath) throws -> CollectionViewCell {
        let cell = try collectionView.dequeueReusableCell(withReuseIdentifier: "Class", for: indexPath)
        (cell as? ClassCell)?.className = name(at: indexPath)
        return cell
    }

    func collectionView(
        _ collectionView: CollectionViewHost, viewForSupplementaryElementOfKind kind: String, at indexPath: ElementIndexPath
    ) throws -> CollectionReusableView {
        try collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Connection", for: indexPath)
    }

    func treeLayout(_ layout: TreeLayout, childrenOfItemAt indexPath: ElementIndexPath) -> [ElementIndexPath] {
        let next = indexPath.section + 1
        guard next < levels.count else { return [] }
        let parent = name(at: indexPath)
        return levels[next].indices.filter { levels[next][$0].superclass == parent }.map { ElementIndexPath(item: $0, section: next) }
    }
}

// MARK: - The walkthrough

func step(_ number: Int, _ title: String) {
    print("\n== Step \(number): \(title)")
}

func run() throws {
    let classes = ClassHierarchy()

    step(1, "Register the cell class and the connection view, install the tree layout")
    let layout = TreeLayout(itemSize: Size(width: 120, height: 40), insets: EdgeInsets(all: 10))
    let collectionView = CollectionViewHost(frame: Rect(x: 0, y: 0, width: 720, height: 400), layout: layout)
    try collectionView.register(ClassCell.self, forCellWithReuseIdentifier: "Class")
    try collectionView.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: TreeLayout.connectionKind, withReuseIdentifier: "Connection")
    collectionView.dataSource = classes
    print("bounds \(collectionView.bounds), item size \(layout.itemSize), insets \(layout.insets)")

    step(2, "Lay out: prepare() asks the data source for each class's subclasses")
    try collectionView.layoutIfNeeded()
    print(
        "sections (levels): \(collectionView.numberOfSections), rows: \(layout.numberOfRows), content size: \(collectionView.contentSize)")

    step(3, "Every class cell: frame and subclasses (the cell's custom attribute 'children')")
    for section in 0..<collectionView.numberOfSections {
        for item in 0..<collectionView.numberOfItems(inSection: section) {
            let path = ElementIndexPath(item: item, section: section)
            guard let cell = collectionView.cellForItem(at: path) as? ClassCell, let frame = cell.appliedAttributes?.frame else {
                print("\(path) is not on screen")
                continue
            }
            let subclasses = cell.subclassPaths.map(classes.name(at:))
            let list = subclasses.isEmpty ? "none" : subclasses.joined(separator: ", ")
            print("\(path) \(cell.className) frame \(frame) subclasses: \(list)")
        }
    }

    step(4, "Connection views (kind \(TreeLayout.connectionKind)): one per class and subclass, behind the cells")
    let connections = collectionView.visibleElements.filter { $0.category == .supplementary(kind: TreeLayout.connectionKind) }
        .sorted { $0.indexPath < $1.indexPath }
    for connection in connections {
        let parent = connection[custom: .treeParent].map(classes.name(at:)) ?? "?"
        let shown = collectionView.view(for: connection.key) != nil ? "shown" : "not shown"
        print("\(parent) -> \(classes.name(at: connection.indexPath)): frame \(connection.frame) zIndex \(connection.zIndex), \(shown)")
    }

    step(5, "The visible set and the reuse queue")
    let stats = collectionView.reusePool.totalStatistics
    print("visible cells: \(collectionView.visibleCells.count), visible connections: \(connections.count)")
    print("reuse pool: \(stats)")

    step(6, "Text rendering (LayoutPreview): cells are labelled section-item")
    let scene = try PreviewScene.capture(layout, named: "tree", all: true)
    let text = scene.renderText(columns: 96)
    print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
    // The host holds its data source weakly, as UIKit does.
    withExtendedLifetime(classes) {}
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("ClassHierarchyTree: \(error)\n".utf8))
    exit(1)
}
