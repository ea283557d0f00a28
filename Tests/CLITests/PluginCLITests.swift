import Foundation
import Testing

@Suite("cvkit: plugin libraries that fail to load")
struct PluginCLITests {
    @Test func missingPluginsAreListedAndExit2() throws {
        // Loading real plugins (and every other load failure) is tested in PluginTests.
        let list = try CLIRunner.run(["list"]).stdout
        #expect(
            try CLIRunner.run(["--plugin", "/tmp/libWaterfall.so", "list"])
                == .init(status: 2, stdout: list + "\nPLUGINS THAT FAILED TO LOAD:\n  /tmp/libWaterfall.so: no such file\n", stderr: ""))
        #expect(
            try CLIRunner.run(["list", "--plugin=/a.so"])
                == .init(status: 2, stdout: list + "\nPLUGINS THAT FAILED TO LOAD:\n  /a.so: no such file\n", stderr: ""))
        // Other commands do their work and name the libraries on standard error.
        #expect(
            try CLIRunner.run(["preview", "list"], environment: ["CVKIT_PLUGIN_PATH": ":/opt/plugins:/b.so"])
                == .init(
                    status: 2, stdout: try CLIRunner.run(["preview", "list"]).stdout,
                    stderr:
                        "warning: plugin '/opt/plugins' was not loaded: no such file\nwarning: plugin '/b.so' was not loaded: no such file\n"
                ))
        #expect(try CLIRunner.run(["--version"], environment: ["CVKIT_PLUGIN_PATH": "/opt/plugins"]).status == 0)
        #expect(
            try CLIRunner.run(["list", "--plugin"])
                == .init(
                    status: 64, stdout: "",
                    stderr: "Error: missing value for '--plugin'\nUsage: cvkit [--plugin <path>]... <subcommand> [options]\n"))
        #expect(
            try CLIRunner.run(["--plugin-timeout", "0", "list"])
                == .init(
                    status: 64, stdout: "",
                    stderr:
                        "Error: invalid value '0' for '--plugin-timeout': expected a number of seconds above 0 and at most 3600 (10 or 0.5)\nUsage: cvkit [--plugin <path>]... <subcommand> [options]\n"
                ))
    }
}
