// The cvkit command-line tool. The full CLI (list, describe, preview, transition, check,
// bench, updates) is built in its own issue; this prints the usage.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let usage = """
    OVERVIEW: Preview, check and benchmark collection-view layouts.

    USAGE: cvkit <subcommand> [options]

    SUBCOMMANDS:
      list                    List every registered layout.
      describe <name>         Describe a layout and its parameters.
      preview <name>          Render a layout (text, svg, html, json).
      transition <from> <to>  Render the transition between two layouts.
      check <name>            Run the conformance checker on a layout.
      bench <name>            Time prepare, a viewport query and a re-layout.
      updates                 Validate a batch update as UIKit would.

    OPTIONS:
      -h, --help              Show help information.
      --version               Show the version.

    """
let args = Array(CommandLine.arguments.dropFirst())
if args.isEmpty || args.contains("--help") || args.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
let message = "Error: unknown subcommand '\(args[0])'\nUsage: cvkit <subcommand> [options]\n"
_ = message.withCString { write(2, $0, strlen($0)) }
exit(64)
