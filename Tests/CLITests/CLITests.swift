import Foundation
import Testing

@testable import cvkit

let previewUsage =
    "Usage: cvkit preview <name> [--sections <n>] [--items <n[,n…]>] [--size <WxH>] [--offset <X,Y>] "
    + "[--param <key=value>]... [--data <file.json>] [--all] [--format <format>] [--output <file>] "
    + "[--columns <n>] [--scale <s>] [--rtl] [--to <name>] [--spec <file.json>] [--isolate]\n"

@Suite("cvkit: help, version, list, describe")
struct CLIHelpTests {
    static let mainHelp = """
        OVERVIEW: Preview, check and benchmark collection-view layouts.

        USAGE: cvkit [--plugin <path>]... <subcommand> [options]

        SUBCOMMANDS:
          list                    List every registered layout.
          describe <name>         Describe a layout and its parameters.
          preview <name>          Render a layout as text, SVG, HTML or JSON.
          transition <from> <to>  Render the transition between two layouts.
          check <name>            Run the conformance checker on a layout.
          bench <name>            Time prepare, a viewport query and a re-layout.
          scroll <name>           Report a scripted scroll session frame by frame.
          updates                 Validate a batch update as UIKit would.
          diff <old> <new>        Print the batch update between two snapshot files.
          plugins                 List the plugin libraries, their state and where they came from.
          new-plugin <name>       Make a layout plugin package that builds and works with no edits.
          completion <shell>      Print a shell completion script.

        OPTIONS:
          --plugin <path>         Load a layout plugin (a file or a folder); repeatable.
                                  CVKIT_PLUGIN_PATH adds a colon-separated list.
          --plugin-timeout <seconds>
                                  The time limit of a plugin's scan or isolated call. (default: 10)
          -h, --help              Show help information.
          --version               Show the version.

        EXIT STATUS:
          0                       Success; every plugin library loaded.
          1                       The command failed (a layout, a file, a broken rule).
          2                       The command ran, but a plugin library failed to load
                                  (named in 'cvkit list' and 'cvkit plugins').
          64                      The command line is wrong.
          73                      new-plugin: the folder already exists (nothing is written).

          See 'cvkit help <subcommand>' for detailed help.

        """

    @Test(arguments: [["--help"], ["-h"], ["help"], []])
    func mainHelp(arguments: [String]) throws {
        #expect(try CLIRunner.run(arguments) == .init(status: 0, stdout: Self.mainHelp, stderr: ""))
    }

    @Test func everySubcommandIsDeclaredAndListed() {
        #expect(
            CommandLineTool.commands.map(\.name) == [
                "list", "describe", "preview", "transition", "check", "bench", "scroll", "updates", "diff", "plugins", "new-plugin",
                "completion",
            ])
        #expect(
            CommandLineTool.commands.map(\.synopsis) == [
                "list", "describe <name>", "preview <name>", "transition <from> <to>", "check <name>", "bench <name>", "scroll <name>",
                "updates",
                "diff <old> <new>", "plugins", "new-plugin <name>", "completion <shell>",
            ])
    }

    @Test func version() throws {
        #expect(try CLIRunner.run(["--version"]) == .init(status: 0, stdout: "cvkit 0.2.0\n", stderr: ""))
    }

    /// Every declared subcommand: each has a golden help file.
    @Test(arguments: CommandLineTool.commands.map(\.name))
    func subcommandHelpThreeWays(name: String) throws {
        let viaHelp = try CLIRunner.run(["help", name])
        #expect(viaHelp.status == 0)
        #expect(try CLIRunner.run([name, "--help"]) == viaHelp)
        #expect(try CLIRunner.run([name, "-h"]) == viaHelp)
        try CLIRunner.checkGolden(viaHelp.stdout, "help-\(name).txt")
    }

    @Test func list() throws {
        #expect(
            try CLIRunner.run(["list"])
                == .init(
                    status: 0,
                    stdout: """
                        NAME           ORIGIN                        SUMMARY
                        circle         plugin CircleLayoutPlugin     Items spaced evenly on a circle; inserts and deletes animate from the center
                        column-flow    built-in                      Apple's ColumnFlowLayout: a flow layout that picks its columns from the width (Apple sample code).
                        compositional  built-in                      UIKit's compositional layout: items, groups, sections, orthogonal scrolling, lists.
                        coverflow      plugin CoverFlowLayoutPlugin  Horizontal carousel with 3D perspective; scrolling snaps an item to the center
                        flow           built-in                      UIKit's flow layout: items wrapped into justified lines, with headers and footers.
                        grid           built-in                      A spreadsheet grid that scrolls both ways, with frozen header rows and columns.
                        list           built-in                      A vertical list of full-width rows, like a plain table view.
                        mosaic         built-in                      Apple's photo mosaic: 200-point segments in four styles (Apple sample code).
                        tree           built-in                      A class-hierarchy tree: one section per level, with connection views (Apple's programming guide).
                        waterfall      plugin WaterfallLayoutPlugin  Pinterest-style masonry: equal-width columns, each item in the shortest column

                        """, stderr: ""))
        #expect(
            try CLIRunner.run(["list", "--json"])
                == .init(
                    status: 0,
                    stdout: """
                        {
                          "version": 1,
                          "layouts": [
                            {"name": "circle", "origin": "plugin CircleLayoutPlugin", "summary": "Items spaced evenly on a circle; inserts and deletes animate from the center"},
                            {"name": "column-flow", "origin": "built-in", "summary": "Apple's ColumnFlowLayout: a flow layout that picks its columns from the width (Apple sample code)."},
                            {"name": "compositional", "origin": "built-in", "summary": "UIKit's compositional layout: items, groups, sections, orthogonal scrolling, lists."},
                            {"name": "coverflow", "origin": "plugin CoverFlowLayoutPlugin", "summary": "Horizontal carousel with 3D perspective; scrolling snaps an item to the center"},
                            {"name": "flow", "origin": "built-in", "summary": "UIKit's flow layout: items wrapped into justified lines, with headers and footers."},
                            {"name": "grid", "origin": "built-in", "summary": "A spreadsheet grid that scrolls both ways, with frozen header rows and columns."},
                            {"name": "list", "origin": "built-in", "summary": "A vertical list of full-width rows, like a plain table view."},
                            {"name": "mosaic", "origin": "built-in", "summary": "Apple's photo mosaic: 200-point segments in four styles (Apple sample code)."},
                            {"name": "tree", "origin": "built-in", "summary": "A class-hierarchy tree: one section per level, with connection views (Apple's programming guide)."},
                            {"name": "waterfall", "origin": "plugin WaterfallLayoutPlugin", "summary": "Pinterest-style masonry: equal-width columns, each item in the shortest column"}
                          ]
                        }

                        """, stderr: ""))
    }

    @Test func describe() throws {
        let text = try CLIRunner.run(["describe", "list"])
        #expect(text.status == 0 && text.stderr.isEmpty)
        try CLIRunner.checkGolden(text.stdout, "describe-list.txt")
        let json = try CLIRunner.run(["describe", "list", "--json"])
        #expect(json.status == 0 && json.stderr.isEmpty)
        try CLIRunner.checkGolden(json.stdout, "describe-list.json")
        #expect(
            try CLIRunner.run(["describe", "lst"])
                == .init(
                    status: 64, stdout: "",
                    stderr: """
                        Error: unknown layout 'lst'; did you mean 'list'? (run 'cvkit list' to see every layout)
                        Usage: cvkit describe <name> [--json] [--isolate]

                        """))
        #expect(
            try CLIRunner.run(["describe"])
                == .init(
                    status: 64, stdout: "",
                    stderr: """
                        Error: missing argument <name>
                        Usage: cvkit describe <name> [--json] [--isolate]

                        """))
    }
}

@Suite("cvkit preview: every format")
struct CLIPreviewTests {
    static let common = ["--items", "5", "--param", "headerHeight=30", "--param", "sectionInset=8,16,8,16", "--size", "200x260"]

    @Test(arguments: ["text", "json", "svg", "html"])
    func formatsMatchTheirGoldens(format: String) throws {
        let result = try CLIRunner.run(["preview", "list", "--format", format, "--columns", "48"] + Self.common)
        #expect(result.status == 0 && result.stderr.isEmpty)
        try CLIRunner.checkGolden(result.stdout, "preview-list.\(format == "text" ? "txt" : format)")
    }

    @Test func textIsTheDefaultAndFollowsCOLUMNS() throws {
        let explicit = try CLIRunner.run(["preview", "list", "--format", "text", "--columns", "48"] + Self.common)
        #expect(try CLIRunner.run(["preview", "list"] + Self.common, environment: ["COLUMNS": "48"]) == explicit)
        let standard = try CLIRunner.run(["preview", "list"])
        #expect(standard.stdout.split(separator: "\n")[1].count == 80)
        #expect(standard.stdout.hasPrefix("list 390x844 at 0,0 · content 390x880 · 20 elements\n"))
    }

    @Test func htmlTransitionMatchesItsGolden() throws {
        let result = try CLIRunner.run([
            "preview", "list", "--format", "html", "--to", "list", "--param", "rowHeight=30", "--items", "3", "--size", "200x200",
        ])
        #expect(result.status == 0 && result.stderr.isEmpty)
        try CLIRunner.checkGolden(result.stdout, "preview-transition.html")
    }

    @Test func dataFileSetsTheCounts() throws {
        let data = CLIRunner.goldens.appendingPathComponent("three-sections.json").path
        let result = try CLIRunner.run(["preview", "list", "--data", data, "--items", "99", "--format", "json", "--all"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        try CLIRunner.checkGolden(result.stdout, "preview-data.json")
        #expect(result.stdout.components(separatedBy: "\"category\": \"cell\"").count - 1 == 3)
    }

    @Test func offsetAllScaleAndRightToLeft() throws {
        let viewport = try CLIRunner.run(["preview", "list", "--format", "json", "--offset", "0,100", "--size", "100x50"])
        #expect(viewport.stdout.contains("\"bounds\": {\"x\": 0, \"y\": 100, \"width\": 100, \"height\": 50}"))
        #expect(viewport.stdout.components(separatedBy: "\"category\"").count - 1 == 2)  // rows 2 and 3 (88...176)
        let all = try CLIRunner.run(["preview", "list", "--format", "json", "--offset", "0,100", "--size", "100x50", "--all"])
        #expect(all.stdout.components(separatedBy: "\"category\"").count - 1 == 20)
        let rtl = try CLIRunner.run([
            "preview", "list", "--format", "json", "--items", "1", "--param", "sectionInset=0,30,0,5", "--rtl", "--scale", "2",
        ])
        #expect(rtl.stdout.contains("\"frame\": {\"x\": 5, \"y\": 0, \"width\": 355, \"height\": 44}"))
    }

    @Test func outputWritesAFile() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.json").path
        #expect(try CLIRunner.run(["preview", "list", "--format", "json", "--output", path]) == .init(status: 0, stdout: "", stderr: ""))
        let written = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        #expect(written == (try CLIRunner.run(["preview", "list", "--format", "json"])).stdout)
        let bad = folder.appendingPathComponent("missing/out.json").path
        #expect(
            try CLIRunner.run(["preview", "list", "--output", bad])
                == .init(
                    status: 1, stdout: "", stderr: "Error: cannot write '\(bad)': check that its folder exists and is writable\n"))
    }
}

@Suite("cvkit: bad arguments")
struct CLIErrorTests {
    func usageError(_ message: String, usage: String = previewUsage) -> CLIRunner.Result {
        .init(status: 64, stdout: "", stderr: "Error: \(message)\n" + usage)
    }

    @Test func unknownLayoutSuggestsTheClosest() throws {
        #expect(
            try CLIRunner.run(["preview", "lsit"])
                == usageError("unknown layout 'lsit'; did you mean 'list'? (run 'cvkit list' to see every layout)"))
        #expect(try CLIRunner.run(["preview", "zzzzzz"]) == usageError("unknown layout 'zzzzzz' (run 'cvkit list' to see every layout)"))
    }

    @Test func badParameters() throws {
        #expect(
            try CLIRunner.run(["preview", "list", "--param", "rowHieght=3"])
                == usageError(
                    "layout 'list' has no parameter 'rowHieght'; did you mean 'rowHeight'? its parameters are: rowHeight, spacing, sectionInset, headerHeight"
                ))
        #expect(
            try CLIRunner.run(["preview", "list", "--param", "rowHeight=tall"])
                == usageError(
                    "invalid value 'tall' for parameter 'rowHeight' of layout 'list': expected number"))
        #expect(
            try CLIRunner.run(["preview", "list", "--param", "sectionInset=1,2"])
                == usageError(
                    "invalid value '1,2' for parameter 'sectionInset' of layout 'list': expected T,L,B,R"))
        #expect(
            try CLIRunner.run(["preview", "list", "--param", "spacing=-4"])
                == usageError(
                    "value -4 for parameter 'spacing' of layout 'list' is out of range 0...1000000"))
        #expect(
            try CLIRunner.run(["preview", "list", "--param", "spacing"])
                == usageError(
                    "invalid value 'spacing' for '--param': expected key=value"))
        #expect(
            try CLIRunner.run(["preview", "list", "--param", "spacing=1", "--param", "spacing=2"])
                == usageError(
                    "parameter 'spacing' given more than once"))
    }

    @Test func badOptionValues() throws {
        #expect(
            try CLIRunner.run(["preview", "list", "--size", "wide"])
                == usageError(
                    "invalid value 'wide' for '--size': expected WxH with sizes from 0 to 100000 (390x844)"))
        #expect(
            try CLIRunner.run(["preview", "list", "--size=-1x5"])
                == usageError(
                    "invalid value '-1x5' for '--size': expected WxH with sizes from 0 to 100000 (390x844)"))
        #expect(
            try CLIRunner.run(["preview", "list", "--size", "100x1e12"])
                == usageError(
                    "invalid value '100x1e12' for '--size': expected WxH with sizes from 0 to 100000 (390x844)"))
        #expect(
            try CLIRunner.run(["preview", "list", "--items", "3,-1"])
                == usageError(
                    "invalid value '3,-1' for '--items': expected a count 0 or more, or counts separated by commas (20 or 5,10,3)"))
        #expect(
            try CLIRunner.run(["preview", "list", "--items", "99999999999999999999"])
                == usageError(
                    "invalid value '99999999999999999999' for '--items': expected a count 0 or more, or counts separated by commas (20 or 5,10,3)"
                ))
        #expect(
            try CLIRunner.run(["preview", "list", "--sections", "1000000000"])
                == usageError(
                    "invalid value '1000000000' for '--sections': expected a whole number from 0 to 100000"))
        #expect(
            try CLIRunner.run(["preview", "list", "--sections", "2", "--items", "1,2,3"])
                == usageError(
                    "--sections 2 does not match the 3 counts given to --items"))
        #expect(
            try CLIRunner.run(["preview", "list", "--offset", "1"]) == usageError("invalid value '1' for '--offset': expected X,Y (0,120)"))
        #expect(
            try CLIRunner.run(["preview", "list", "--format", "pdf"])
                == usageError(
                    "invalid value 'pdf' for '--format': expected text, svg, html or json"))
        #expect(
            try CLIRunner.run(["preview", "list", "--columns", "5"])
                == usageError(
                    "invalid value '5' for '--columns': expected a whole number from 10 to 1000"))
        #expect(
            try CLIRunner.run(["preview", "list", "--scale", "0"])
                == usageError(
                    "invalid value '0' for '--scale': expected a number above 0 and at most 100 (2 or 3)"))
        #expect(try CLIRunner.run(["preview", "list", "--to", "list"]) == usageError("'--to' needs '--format html'"))
    }

    @Test func missingValuesAndUnknownOptions() throws {
        #expect(try CLIRunner.run(["preview", "list", "--size"]) == usageError("missing value for '--size'"))
        #expect(try CLIRunner.run(["preview", "list", "--data", "--all"]) == usageError("missing value for '--data'"))
        #expect(try CLIRunner.run(["preview", "list", "--bogus"]) == usageError("unknown option '--bogus'"))
        #expect(try CLIRunner.run(["preview", "list", "--all=yes"]) == usageError("the flag '--all' takes no value"))
        #expect(try CLIRunner.run(["preview", "list", "--size", "1x1", "--size", "2x2"]) == usageError("'--size' given more than once"))
        #expect(try CLIRunner.run(["preview"]) == usageError("missing argument <name>"))
        #expect(try CLIRunner.run(["preview", "list", "grid"]) == usageError("unexpected argument 'grid'"))
        #expect(
            try CLIRunner.run(["--frobnicate"])
                == usageError("unknown option '--frobnicate'", usage: "Usage: cvkit [--plugin <path>]... <subcommand> [options]\n"))
        #expect(
            try CLIRunner.run(["frobnicate"])
                == usageError(
                    "unknown subcommand 'frobnicate'; see 'cvkit --help'",
                    usage: "Usage: cvkit [--plugin <path>]... <subcommand> [options]\n"))
        #expect(
            try CLIRunner.run(["help", "frobnicate"])
                == usageError(
                    "unknown subcommand 'frobnicate'; see 'cvkit --help'",
                    usage: "Usage: cvkit [--plugin <path>]... <subcommand> [options]\n"))
    }

    @Test func misspeltNamesGetTheClosestDeclaredOne() throws {
        let mainUsage = "Usage: cvkit [--plugin <path>]... <subcommand> [options]\n"
        #expect(
            try CLIRunner.run(["preview", "flow", "--parm", "itemSize=10x10"])
                == usageError("unknown option '--parm'; did you mean '--param'?"))
        #expect(
            try CLIRunner.run(["preview", "flow", "--param", "itemSzie=10x10"])
                == usageError(
                    "layout 'flow' has no parameter 'itemSzie'; did you mean 'itemSize'? its parameters are: itemSize, estimatedItemSize, "
                        + "minimumLineSpacing, minimumInteritemSpacing, sectionInset, sectionInsetReference, headerReferenceSize, footerReferenceSize, "
                        + "scrollDirection, sectionHeadersPinToVisibleBounds, sectionFootersPinToVisibleBounds, fullLineAlignment, lastLineAlignment, "
                        + "sectionBackground"))
        #expect(
            try CLIRunner.run(["preview", "flow", "--format=jsno"])
                == usageError("invalid value 'jsno' for '--format': expected text, svg, html or json"))
        #expect(
            try CLIRunner.run(["previw", "flow"])
                == usageError(
                    "unknown subcommand 'previw'; did you mean 'preview'? (see 'cvkit --help')", usage: mainUsage))
        #expect(
            try CLIRunner.run(["--plugn", "x.so", "list"])
                == usageError("unknown option '--plugn'; did you mean '--plugin'?", usage: mainUsage))
        #expect(
            try CLIRunner.run(["describe", "flwo"])
                == usageError(
                    "unknown layout 'flwo'; did you mean 'flow'? (run 'cvkit list' to see every layout)",
                    usage: "Usage: cvkit describe <name> [--json] [--isolate]\n"))
        #expect(
            try CLIRunner.run(["list", "--jsn"])
                == usageError("unknown option '--jsn'; did you mean '--json'?", usage: "Usage: cvkit list [--json]\n"))
    }

    @Test func hugeCountsRenderTheViewportButNotEverything() throws {
        let viewport = try CLIRunner.run([
            "preview", "list", "--items", "1000000000", "--offset", "0,44000000000", "--size", "100x88", "--format", "json",
        ])
        #expect(viewport.status == 0)
        #expect(viewport.stdout.contains("\"item\": 999999999"))
        #expect(
            try CLIRunner.run(["preview", "list", "--items", "1000000000", "--all"])
                == .init(
                    status: 1, stdout: "",
                    stderr:
                        "Error: '--all' renders every element, and 1000000000 items is more than 1000000; leave out '--all' to render the viewport only\n"
                ))
    }

    @Test func unreadableDataFiles() throws {
        #expect(
            try CLIRunner.run(["preview", "list", "--data", "/nonexistent/feed.json"])
                == .init(
                    status: 1, stdout: "", stderr: "Error: data file '/nonexistent/feed.json': cannot read the file: no such file\n"))
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            try CLIRunner.run(["preview", "list", "--data", folder.path])
                == .init(
                    status: 1, stdout: "", stderr: "Error: data file '\(folder.path)': cannot read the file: it is a folder\n"))
    }

    @Test func malformedDataFiles() throws {
        let folder = try CLIRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String)] = [
            (
                #"{"sections": [{"items": [{"width": 50, "height": 40}, {"width": 50, "height": "tall"}]}]}"#,
                "sections[0].items[1].height: expected a number 0 or more, found the string \"tall\""
            ),
            ("{\"sections\": [\n  {\"items\": []},\n]}", "line 3, column 1: expected a value, found ']'"),
        ]
        for (i, (json, message)) in cases.enumerated() {
            let path = folder.appendingPathComponent("bad\(i).json").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
            #expect(
                try CLIRunner.run(["preview", "list", "--data", path])
                    == .init(
                        status: 1, stdout: "", stderr: "Error: data file '\(path)': \(message)\n"))
        }
        let binary = folder.appendingPathComponent("binary.json").path
        _ = FileManager.default.createFile(atPath: binary, contents: Data([0xFF, 0xFE, 0x00]))
        #expect(
            try CLIRunner.run(["preview", "list", "--data", binary])
                == .init(
                    status: 1, stdout: "", stderr: "Error: data file '\(binary)': the file is not UTF-8 text\n"))
    }
}
