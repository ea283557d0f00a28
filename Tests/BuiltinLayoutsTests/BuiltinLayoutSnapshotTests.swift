import BuiltinLayouts
import Geometry
import LayoutProtocol
import LayoutSnapshotTesting
import Testing

/// Whole-layout snapshots of two built-in layouts (`__Snapshots__/BuiltinLayoutSnapshotTests/`):
/// the JSON dump pins every frame, the text drawing shows a reviewer what changed. Re-record
/// with `CVKIT_RECORD=1 swift test --filter BuiltinLayoutSnapshotTests` after an intended change.
@Suite("Built-in layout snapshots")
struct BuiltinLayoutSnapshotTests {
    let phone = Rect(x: 0, y: 0, width: 320, height: 480)

    /// A flow layout with headers, footers and insets in two sections.
    func sectionedFlow() -> FlowLayout {
        let flow = FlowLayout()
        flow.itemSize = Size(width: 90, height: 60)
        flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        flow.headerReferenceSize = Size(width: 0, height: 30)
        flow.footerReferenceSize = Size(width: 0, height: 20)
        return flow
    }

    @Test func flowWithHeadersAndFooters() {
        assertLayoutSnapshot(of: sectionedFlow(), as: .layout(.json, items: [7, 4], bounds: phone, region: .content), named: "frames")
        assertLayoutSnapshot(of: sectionedFlow(), as: .layout(.text(columns: 66), items: [7, 4], bounds: phone), named: "drawing")
    }

    @Test func mosaic() {
        assertLayoutSnapshot(of: MosaicLayout(), as: .layout(.json, items: [9], bounds: phone, region: .content), named: "frames")
        assertLayoutSnapshot(of: MosaicLayout(), as: .layout(.text(columns: 66), items: [9], bounds: phone), named: "drawing")
    }
}
