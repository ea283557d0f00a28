import CompositionalLayout
import LayoutRegistry

/// The catalog entry of ``CompositionalLayout``: `cvkit preview compositional --param
/// preset=badges`, or a JSON spec (`--spec FILE.json` on `preview`, or `--param spec=JSON`).
func compositionalLayoutDescriptor() -> LayoutDescriptor {
    LayoutDescriptor(
        name: "compositional",
        summary: "UIKit's compositional layout: items, groups, sections, orthogonal scrolling, lists.",
        details: """
            Sections built from items and nested groups with fractional, absolute and \
            estimated sizes; headers, footers, badges, backgrounds, sections that scroll \
            sideways, and lists. Pick a preset, or describe the sections in JSON with \
            'spec' (the format is in Docs/CompositionalSpec.md). A repeating group is laid \
            out once and repeated by arithmetic, so a million items cost what ten do.
            """,
        origin: "built-in",
        parameters: [
            ParameterSpec(
                name: "preset", type: .enumeration(CompositionalPresets.names), defaultValue: .enumeration("grid"),
                help: "A ready-made layout after Apple's sample code."),
            ParameterSpec(
                name: "spec", type: .string, defaultValue: .string(""),
                help: "A JSON description of the sections (overrides 'preset'); 'preview --spec FILE.json' reads it from a file."),
        ],
        usesItemSizes: false
    ) { config throws(LayoutRegistryError) in
        let text: String
        if case .string(let spec) = config.values["spec"], !spec.isEmpty {
            text = spec
        } else {
            guard case .enumeration(let name) = config.values["preset"], let preset = CompositionalPresets.spec(name) else {
                throw .configurationFailed(layout: "compositional", message: "unknown preset")
            }
            text = preset
        }
        do throws(CompositionalSpecError) {
            return LayoutInstance(layout: try CompositionalSpec.decode(json: text))
        } catch {
            throw .configurationFailed(layout: "compositional", message: "spec: " + error.description)
        }
    }
}
