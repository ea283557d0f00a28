/// The version and entry points of the C boundary between `cvkit` and an out-of-tree
/// layout plugin. `Docs/PluginABI.md` describes every function, the JSON records and who
/// frees what.
///
/// A plugin is a shared library that exports six C functions. The host checks
/// ``entryPoints``' first function, `cvkit_plugin_abi_version`, before anything else and
/// rejects a plugin whose version it does not support.
///
/// ```c
/// int32_t cvkit_plugin_abi_version(void);
/// char   *cvkit_plugin_describe(void);
/// void   *cvkit_plugin_create(const char *configurationJSON, char **errorMessage);
/// char   *cvkit_plugin_call(void *layout, const char *requestJSON);
/// void    cvkit_plugin_destroy(void *layout);
/// void    cvkit_plugin_free(char *string);
/// ```
public enum PluginABI {
    /// The ABI version this build speaks (and a plugin built against it reports).
    public static let version: Int32 = 1

    /// The versions this host loads. The JSON records only ever grow by optional keys, so
    /// a host keeps loading plugins of every earlier version in this range.
    public static let supportedVersions: ClosedRange<Int32> = 1...1

    /// The exported symbols, in the order the host resolves them.
    public static let entryPoints = [
        "cvkit_plugin_abi_version", "cvkit_plugin_describe", "cvkit_plugin_create", "cvkit_plugin_call",
        "cvkit_plugin_destroy", "cvkit_plugin_free",
    ]
}
