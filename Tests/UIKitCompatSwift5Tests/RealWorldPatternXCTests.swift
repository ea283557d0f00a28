import XCTest

#if canImport(UIKit)
    import UIKit
#else
    import UIKitCompat
#endif

/// The real-world patterns as an iOS test target runs them: nonisolated XCTest methods in the
/// Swift 5 language mode, one per pattern.
final class RealWorldPatternXCTests: XCTestCase {
    private func check(_ pattern: RealWorldPattern.Type, file: StaticString = #filePath, line: UInt = #line) {
        let observed = pattern.run()
        XCTAssertEqual(observed.lines, pattern.expected, pattern.name, file: file, line: line)
    }

    func testMetricsSetInPrepare() { check(MetricsInPreparePattern.self) }
    func testCountsOnDemand() { check(CountsOnDemandPattern.self) }
    func testInsetWrittenInInvalidation() { check(InsetInInvalidationPattern.self) }
    func testOffsetWrittenInPrepare() { check(OffsetInPreparePattern.self) }
    func testScaledCarousel() { check(ScaledCarouselPattern.self) }
    func testSnapping() { check(SnappingPattern.self) }
    func testTagCloud() { check(TagCloudPattern.self) }
    func testMutatingCache() { check(MutatingCachePattern.self) }
    func testCustomAttributes() { check(CustomAttributesPattern.self) }
    func testAttributesExtension() { check(AttributesExtensionPattern.self) }
    func testValueTypeEffects() { check(ValueTypeEffectsPattern.self) }
    func testCreateLayout() { check(CreateLayoutPattern.self) }
    func testKeepPositionOnInsert() { check(KeepPositionOnInsertPattern.self) }
    func testSafeAreaList() { check(SafeAreaListPattern.self) }

    func testEveryPatternHasAMethod() { XCTAssertEqual(realWorldPatterns.count, 14) }
}
