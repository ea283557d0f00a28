/// Why a command stopped: a usage error (exit 64, printed with the usage line) or a
/// failure (exit 1).
enum CLIError: Error, Equatable {
    /// The command line is wrong: an unknown subcommand, option, layout or parameter, a
    /// missing or malformed value. Printed as `Error: …` and the usage line; exit 64.
    case usage(String, usage: String)
    /// The command line is fine but the work failed: a data file that cannot be read or
    /// is malformed, a layout that rejects its input, a file that cannot be written, a
    /// plugin that cannot be loaded. Printed as `Error: …`; exit 1.
    case failure(String)
    /// A failure whose message is the whole report, printed as is (`updates` prints
    /// UIKit's exception message); exit 1.
    case rejected(String)
    /// An output that must not overwrite something already there (`new-plugin` on an
    /// existing folder). Printed as `Error: …`; exit 73 (`EX_CANTCREAT`).
    case cannotCreate(String)

    /// The process exit code.
    var exitCode: Int32 {
        switch self {
        case .usage: return 64
        case .failure, .rejected: return 1
        case .cannotCreate: return 73
        }
    }

    /// What goes to standard error.
    var report: String {
        switch self {
        case .usage(let message, let usage): return "Error: \(message)\nUsage: \(usage)\n"
        case .failure(let message), .cannotCreate(let message): return "Error: \(message)\n"
        case .rejected(let message): return message + "\n"
        }
    }
}
