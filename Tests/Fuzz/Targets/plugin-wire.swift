// Fuzz target: a plugin's replies as the host decodes them (PluginWire, PluginLoader):
// the describe reply, attributes records, a prepare reply's content size, a host record
// and layout data. Any reply decodes or throws a DecodeError naming its path, never a
// crash; decoded attributes written back decode to the same attributes.
import CVKitJSON
import LayoutProtocol
import LayoutRegistry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPluginWire(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? PluginLoader.descriptors(fromJSON: text, path: "fuzz.so") { () throws(LayoutRegistryError) -> any PluginChannel in
        throw LayoutRegistryError.pluginLoadFailed(path: "fuzz.so", reason: "no channel while fuzzing")
    }
    guard let reply = try? JSONValue.parse(text) else { return 0 }
    _ = try? PluginWire.size(reply["contentSize"], "contentSize")
    _ = try? PluginWire.host(reply, "host", delegate: nil, dataSource: nil)
    _ = try? PluginWire.data(reply, "data")
    for (i, item) in (reply["elements"]?.arrayValue ?? [reply]).enumerated() {
        guard let a = try? PluginWire.attributes(item, "elements[\(i)]") else { continue }
        guard let again = try? PluginWire.attributes(PluginWire.encode(a), "again") else {
            fatalError("the host rejects the attributes it wrote: \(PluginWire.encode(a).formatted())")
        }
        if again != a { fatalError("attributes read back differently: \(PluginWire.encode(a).formatted())") }
    }
    return 0
}
