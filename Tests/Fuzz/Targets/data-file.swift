// Fuzz target: the `--data` file (LayoutData.parse): any text gives data or a
// LayoutRegistryError, never a crash.
import LayoutRegistry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDataFile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? LayoutData.parse(json: text, source: "fuzz.json")
    return 0
}
