#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a ``PluginLayout`` reaches a plugin's code: in this process through the six C
/// functions (``PluginFunctions``), or in a child process over a pipe (`cvkit
/// --isolate`). Both carry the same JSON texts; a handle is the plugin's opaque layout
/// pointer (or the child's number for it).
package protocol PluginChannel: AnyObject, Sendable {
    /// The plugin library's path.
    var path: String { get }
    /// The ABI version the plugin reported.
    var version: Int32 { get }
    /// `cvkit_plugin_create`: a handle, or the plugin's message (or why the channel failed).
    func create(_ configuration: String) -> Result<UInt, PluginChannelError>
    /// `cvkit_plugin_call`: the reply text, checked to be UTF-8 of a bounded size.
    func call(_ handle: UInt, _ request: String) -> Result<String, PluginChannelError>
    /// `cvkit_plugin_destroy`.
    func destroy(_ handle: UInt)
}

/// Why a call through a ``PluginChannel`` gave no answer: the message names the library,
/// and `isFatal` says the channel is gone (the isolated process crashed or was stopped).
package struct PluginChannelError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package var isFatal: Bool
    package var description: String { message }
    package init(_ message: String, isFatal: Bool = false) {
        self.message = message
        self.isFatal = isFatal
    }
}

extension PluginABI {
    /// The largest text a plugin may return (a descriptor or a reply), in bytes: 16 MiB.
    package static let maximumTextBytes = 16 << 20
}

/// The resolved entry points of one loaded plugin. Immutable; the library is never
/// unloaded.
package final class PluginFunctions: PluginChannel, @unchecked Sendable {
    package typealias ABIVersion = @convention(c) () -> Int32
    package typealias Describe = @convention(c) () -> UnsafeMutablePointer<CChar>?
    package typealias Create =
        @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> UnsafeMutableRawPointer?
    package typealias Call = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    package typealias Destroy = @convention(c) (UnsafeMutableRawPointer?) -> Void
    package typealias Free = @convention(c) (UnsafeMutablePointer<CChar>?) -> Void

    package let path: String
    package let version: Int32
    let describe: Describe
    let createFunction: Create
    let callFunction: Call
    let destroyFunction: Destroy
    let free: Free

    package init(path: String, version: Int32, describe: Describe, create: Create, call: Call, destroy: Destroy, free: Free) {
        self.path = path
        self.version = version
        self.describe = describe
        self.createFunction = create
        self.callFunction = call
        self.destroyFunction = destroy
        self.free = free
    }

    /// Copies a string the plugin returned and gives it back to the plugin's `free`.
    func take(_ p: UnsafeMutablePointer<CChar>?) -> String? {
        guard let p else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Copies a string the plugin returned, refusing NULL, more than
    /// ``PluginABI/maximumTextBytes`` and text that is not UTF-8, and gives it back to the
    /// plugin's `free`.
    package func text(_ p: UnsafeMutablePointer<CChar>?, from function: String) -> Result<String, PluginChannelError> {
        guard let p else { return .failure(PluginChannelError("\(function) returned NULL")) }
        defer { free(p) }
        let length = strlen(p)
        guard length <= PluginABI.maximumTextBytes else {
            return .failure(PluginChannelError("\(function) returned \(length) bytes; the limit is \(PluginABI.maximumTextBytes)"))
        }
        guard let text = String(validatingCString: p) else {
            return .failure(PluginChannelError("\(function) returned text that is not UTF-8"))
        }
        return .success(text)
    }

    /// The descriptor text, checked like every text.
    package func describeText() -> Result<String, PluginChannelError> {
        text(describe(), from: "cvkit_plugin_describe")
    }

    package func create(_ configuration: String) -> Result<UInt, PluginChannelError> {
        var error: UnsafeMutablePointer<CChar>?
        let made = configuration.withCString { createFunction($0, &error) }
        guard let made else {
            switch text(error, from: "cvkit_plugin_create") {
            case .success(let message): return .failure(PluginChannelError(message))
            case .failure: return .failure(PluginChannelError("cvkit_plugin_create returned NULL without a message"))
            }
        }
        if let error { free(error) }
        return .success(UInt(bitPattern: made))
    }

    package func call(_ handle: UInt, _ request: String) -> Result<String, PluginChannelError> {
        let reply = request.withCString { callFunction(UnsafeMutableRawPointer(bitPattern: handle), $0) }
        return text(reply, from: "cvkit_plugin_call")
    }

    package func destroy(_ handle: UInt) {
        destroyFunction(UnsafeMutableRawPointer(bitPattern: handle))
    }
}
