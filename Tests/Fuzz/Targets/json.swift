// Fuzz target: the JSON reader (CVKitJSON). Any bytes either parse or throw a syntax error
// (never crash); a parsed document written out compactly and read again is the same value.
import CVKitJSON

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let value = try? JSONValue.parse(text) else { return 0 }
    let written = value.formatted()
    guard let again = try? JSONValue.parse(written) else { fatalError("the reader rejects what the writer wrote: \(written)") }
    if again != value { fatalError("a written document reads back differently: \(written)") }
    return 0
}
