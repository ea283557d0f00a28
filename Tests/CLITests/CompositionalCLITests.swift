import Foundation
import Testing

@Suite("cvkit preview compositional: presets and --spec")
struct CompositionalCLITests {
    func write(_ text: String, _ name: String) throws -> String {
        let url = try CLIRunner.temporaryFolder().appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func specFileRendersExactFrames() throws {
        let spec = try write(
            """
            {"sections": [{"contentInsets": {"top": 0, "leading": 10, "bottom": 0, "trailing": 10},
              "boundarySupplementaryItems": [{"kind": "header", "width": {"fractionalWidth": 1}, "height": {"absolute": 20}}],
              "group": {"layout": "horizontal", "count": 2, "interItemSpacing": {"fixed": 10},
                        "width": {"fractionalWidth": 1}, "height": {"absolute": 30},
                        "subitems": [{"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}]}}]}
            """, "spec.json")
        let r = try CLIRunner.run(["preview", "compositional", "--spec", spec, "--items", "3", "--size", "200x120", "--format", "json"])
        #expect(
            r
                == .init(
                    status: 0,
                    stdout: """
                        {
                          "version": 1,
                          "layout": "compositional",
                          "bounds": {"x": 0, "y": 0, "width": 200, "height": 120},
                          "contentSize": {"width": 200, "height": 80},
                          "elements": [
                            {"category": "cell", "section": 0, "item": 0, "frame": {"x": 10, "y": 20, "width": 85, "height": 30}, "zIndex": 0, "alpha": 1, "hidden": false},
                            {"category": "cell", "section": 0, "item": 1, "frame": {"x": 105, "y": 20, "width": 85, "height": 30}, "zIndex": 0, "alpha": 1, "hidden": false},
                            {"category": "cell", "section": 0, "item": 2, "frame": {"x": 10, "y": 50, "width": 85, "height": 30}, "zIndex": 0, "alpha": 1, "hidden": false},
                            {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {"x": 10, "y": 0, "width": 180, "height": 20}, "zIndex": 1, "alpha": 1, "hidden": false}
                          ]
                        }

                        """, stderr: ""))
    }

    @Test func presetRendersAsText() throws {
        let r = try CLIRunner.run([
            "preview", "compositional", "--param", "preset=two-column", "--items", "3", "--size", "200x100", "--columns", "40",
        ])
        #expect(
            r
                == .init(
                    status: 0,
                    stdout: """
                        compositional 200x100 at 0,0 · content 200x118 · 3 elements
                        ┌──────────────────────────────────────┐
                        │ ┌───────────────┐ ┌───────────────┐  │
                        │ │0-0            │ │0-1            │  │
                        │ │               │ │               │  │
                        │ │               │ │               │  │
                        │ └───────────────┘ └───────────────┘  │
                        │                                      │
                        │ ┌───────────────┐                    │
                        │ │0-2            │                    │
                        │ │               │                    │
                        │ └───────────────┘                    │
                        └──────────────────────────────────────┘
                        ┌─┐ cell  ╔═╗ supplementary  ┌┄┐ decoration

                        """, stderr: ""))
        for preset in [
            "grid", "inset-grid", "two-column", "distinct-sections", "badges", "nested-groups", "orthogonal-sections",
            "section-background", "pinned-headers", "list-plain", "list-inset-grouped", "sidebar",
        ] {
            let run = try CLIRunner.run([
                "preview", "compositional", "--param", "preset=\(preset)", "--sections", "3", "--items", "12", "--format", "json",
            ])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(preset): \(run.stderr)")
        }
    }

    @Test func badSpecsNameThePath() throws {
        func failure(_ json: String) throws -> CLIRunner.Result {
            try CLIRunner.run(["preview", "compositional", "--spec", try write(json, "bad.json")])
        }
        #expect(
            try failure(
                #"{"sections": [{"group": {"layout": "horizontal", "width": {"fractionalWidth": 1}, "height": {"absolute": 30}, "subitems": [{"width": {"fractionalWidth": -0.5}, "height": {"absolute": 1}}]}}]}"#
            )
                == .init(
                    status: 1, stdout: "",
                    stderr: "Error: layout 'compositional': sections[0].group.subitems[0].width: fractional value must be > 0, got -0.5\n"))
        #expect(
            try failure(#"{"sections": [{"grup": {}}]}"#)
                == .init(
                    status: 1, stdout: "",
                    stderr: """
                        Error: cannot configure layout 'compositional': spec: sections[0].grup: unknown key; expected one of: group, list, \
                        interGroupSpacing, contentInsets, contentInsetsReference, orthogonalScrollingBehavior, supplementariesFollowContentInsets, \
                        boundarySupplementaryItems, decorationItems

                        """))
        #expect(
            try failure(
                #"{"sections": [{"group": {"layout": "horizontal", "width": {"fractionalWidth": 1}, "height": 30, "subitems": []}}]}"#)
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "Error: cannot configure layout 'compositional': spec: sections[0].group.height: expected an object, got the number 30\n"
                ))
        #expect(
            try failure("{\"sections\": [\n  {\"group\": ]}")
                == .init(
                    status: 1, stdout: "",
                    stderr: "Error: cannot configure layout 'compositional': spec: line 2, column 13: expected a value, found ']'\n"))
        let missing = try CLIRunner.run(["preview", "compositional", "--spec", "/nonexistent/spec.json"])
        #expect(
            missing
                == .init(status: 1, stdout: "", stderr: "Error: spec file '/nonexistent/spec.json': cannot read the file: no such file\n"))
        let both = try CLIRunner.run(["preview", "compositional", "--spec", "x.json", "--param", "spec={}"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: give '--spec' or '--param spec=…', not both\n"))
    }
}
