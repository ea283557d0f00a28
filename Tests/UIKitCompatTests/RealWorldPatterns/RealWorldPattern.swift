// Real-world patterns: layouts written the way iOS developers write them, one pattern each,
// compiled in both language modes (this folder is linked into UIKitCompatSwift5Tests too).
// Each pattern drives a UICollectionView and records what a test would check; the expected
// lines are derived by hand from the layout's code, in the comments beside them.

#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

/// What a pattern's run observed: one line per checked value, compared with `expected`.
struct PatternObservation: Equatable, CustomStringConvertible {
    var lines: [String] = []

    mutating func record(_ label: String, _ value: CGRect) {
        lines.append("\(label) \(format(value.origin.x)) \(format(value.origin.y)) \(format(value.width)) \(format(value.height))")
    }

    mutating func record(_ label: String, _ value: CGPoint) { lines.append("\(label) \(format(value.x)) \(format(value.y))") }

    mutating func record(_ label: String, _ value: CGSize) { lines.append("\(label) \(format(value.width)) \(format(value.height))") }

    mutating func record(_ label: String, _ value: UIEdgeInsets) {
        lines.append("\(label) \(format(value.top)) \(format(value.left)) \(format(value.bottom)) \(format(value.right))")
    }

    mutating func record(_ label: String, _ value: some CustomStringConvertible) { lines.append("\(label) \(value)") }

    /// Values to two decimals at most, so hand-derived lines read as written.
    private func format(_ v: CGFloat) -> String {
        let rounded = (v * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
    }

    var description: String { lines.joined(separator: "\n") }
}

/// One real-world pattern: a layout, a scenario that drives it through a collection view, and
/// the lines a test expects.
#if swift(>=6.0)
    @MainActor
#endif
protocol RealWorldPattern {
    /// What the pattern is, as a test name reads it.
    static var name: String { get }
    /// Runs the scenario and records what it checks.
    static func run() -> PatternObservation
    /// The lines the scenario must record, derived by hand from the layout's code.
    static var expected: [String] { get }
}

/// Every pattern, for the tests of both language modes.
#if swift(>=6.0)
    @MainActor
#endif
let realWorldPatterns: [any RealWorldPattern.Type] = [
    MetricsInPreparePattern.self,
    CountsOnDemandPattern.self,
    InsetInInvalidationPattern.self,
    OffsetInPreparePattern.self,
    ScaledCarouselPattern.self,
    SnappingPattern.self,
    TagCloudPattern.self,
    MutatingCachePattern.self,
    CustomAttributesPattern.self,
    AttributesExtensionPattern.self,
    ValueTypeEffectsPattern.self,
    CreateLayoutPattern.self,
    KeepPositionOnInsertPattern.self,
    SafeAreaListPattern.self,
]

/// A data source with fixed counts per section, as iOS test targets write one.
final class PatternDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
