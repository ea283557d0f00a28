import Foundation
import Testing

@testable import cvkit_bench

// `--results`: the files a full run writes, on a made-up report. Nothing here times anything.

@Suite("Results files")
struct ResultsFilesTests {
    @Test func latestMarkdownAndJSONAreTheReportWithAHeader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cvkit-results-\(UUID().uuidString)/results").path
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: folder).deletingLastPathComponent().path) }
        let files = ResultsFiles(folder: folder, commit: "abc1234", date: "2026-11-28 16:00 UTC", plot: "../figures/scaling.svg")
        try files.write(markdownReport: "| area | goal |\n| --- | --- |\n", jsonReport: "{\"version\": 1}\n")
        let markdown = try String(contentsOfFile: folder + "/latest.md", encoding: .utf8)
        #expect(
            markdown == """
                # Latest full benchmark run

                Written by `Benchmarks/run.sh` (`cvkit-bench --results`) at commit `abc1234`, 2026-11-28 16:00 UTC; \
                do not edit: the next full run rewrites this file and `latest.json`.

                ![ns per item against item count, log-log](../figures/scaling.svg)

                | area | goal |
                | --- | --- |

                """)
        #expect(try String(contentsOfFile: folder + "/latest.json", encoding: .utf8) == "{\"version\": 1}\n")
    }

    @Test func withoutAPlotThereIsNoImage() {
        let files = ResultsFiles(folder: "/tmp/r", commit: "unknown", date: "d", plot: nil)
        #expect(!files.markdownDocument(report: "x\n").contains("!["))
    }

    @Test func thePlotIsLinkedRelativeToTheResultsFolder() {
        #expect(
            ResultsFiles.relativePath(of: "/repo/Benchmarks/figures/scaling.svg", from: "/repo/Benchmarks/results")
                == "../figures/scaling.svg")
        #expect(ResultsFiles.relativePath(of: "/elsewhere/plot.svg", from: "/repo/Benchmarks/results") == "/elsewhere/plot.svg")
    }

    @Test func printedOutputIsCaptured() {
        let text = capturingStandardOutput {
            print("| a |")
            print("| b |")
        }
        #expect(text == "| a |\n| b |\n")
    }
}
