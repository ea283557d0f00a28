// Fuzz target: the compositional spec (CompositionalSpec.decode): any text gives a layout
// or a CompositionalSpecError, never a crash; a layout it gives prepares (or throws a
// LayoutError) on a small host and answers a query.
import BuiltinCatalog
import CompositionalLayout
import Geometry
import LayoutProtocol

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompositionalSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let layout = try? CompositionalSpec.decode(json: text) else { return 0 }
    layout.host = StaticLayoutHost(itemCounts: [3, 0, 7], bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    guard (try? layout.prepareIfNeeded()) != nil else { return 0 }
    _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
    return 0
}
