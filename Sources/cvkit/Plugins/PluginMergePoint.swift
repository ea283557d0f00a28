import LayoutRegistry

// ============================================================================
// MERGE POINT (plugins): the one place where cvkit loads out-of-tree plugins.
//
// `paths` are, in order, every `--plugin PATH` option and then every entry of
// `CVKIT_PLUGIN_PATH` (colon-separated files or folders; empty entries skipped).
// When `PluginLoader` (LayoutRegistry, written on the plugins branch) is merged,
// replace the body with a call to it, e.g.
//
//     try PluginLoader.load(paths: paths, into: catalog)   // in PluginMergePoint.load
//
// Until then a non-empty list is an honest failure (exit 1), never a silent no-op.
// ============================================================================

enum PluginMergePoint {
    /// Loads the plugins at `paths` into `catalog`.
    ///
    /// - Throws: ``LayoutRegistryError/pluginLoadFailed(path:reason:)`` for the first
    ///   path: this build has no plugin loader yet.
    static func load(paths: [String], into catalog: LayoutCatalog) throws(LayoutRegistryError) {
        if let first = paths.first {
            throw .pluginLoadFailed(path: first, reason: "plugin loading is not available in this build")
        }
    }

    /// The plugin paths of the environment's `CVKIT_PLUGIN_PATH`: colon-separated, empty
    /// entries skipped.
    static func paths(fromEnvironment environment: [String: String]) -> [String] {
        (environment["CVKIT_PLUGIN_PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }
}
