import LayoutRegistry

// The one place where cvkit loads out-of-tree plugins (PluginLoader, LayoutRegistry).
//
// `paths` are, in order, every `--plugin PATH` option and then every entry of
// `CVKIT_PLUGIN_PATH` (colon-separated files or folders; empty entries skipped).

enum PluginMergePoint {
    /// Loads the plugins at `paths` into `catalog`.
    ///
    /// - Throws: The first ``LayoutRegistryError/pluginLoadFailed(path:reason:)`` or
    ///   ``LayoutRegistryError/duplicateName(_:existingOrigin:)``.
    static func load(paths: [String], into catalog: LayoutCatalog) throws(LayoutRegistryError) {
        try PluginLoader.load(paths: paths, into: catalog)
    }

    /// The plugin paths of the environment's `CVKIT_PLUGIN_PATH`: colon-separated, empty
    /// entries skipped.
    static func paths(fromEnvironment environment: [String: String]) -> [String] {
        (environment["CVKIT_PLUGIN_PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }
}
