import CompositionalLayout
import LayoutRegistry

/// What the `compositional` entry's parameters choose: a preset, or a JSON spec that
/// overrides it. The layout is built from the choice once every parameter is applied.
final class CompositionalChoice {
    /// `preset`: a ready-made layout.
    var preset = CompositionalPreset.grid
    /// `spec`: the sections in JSON (`Docs/CompositionalSpec.md`); empty for the preset.
    var spec = ""
}

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
            LayoutParameter("preset", \CompositionalChoice.preset, default: .grid, help: "A ready-made layout after Apple's sample code."),
            LayoutParameter(
                "spec", \CompositionalChoice.spec, default: "",
                help: "A JSON description of the sections (overrides 'preset'); 'preview --spec FILE.json' reads it from a file."),
        ],
        usesItemSizes: false,
        make: { _ in CompositionalChoice() },
        instance: { (choice: CompositionalChoice, _) throws(LayoutRegistryError) -> LayoutInstance in
            let text = choice.spec.isEmpty ? CompositionalPresets.spec(choice.preset.rawValue) ?? "" : choice.spec
            do throws(CompositionalSpecError) {
                return LayoutInstance(layout: try CompositionalSpec.decode(json: text))
            } catch {
                throw .configurationFailed(layout: "compositional", message: "spec: " + error.description)
            }
        }
    )
}
