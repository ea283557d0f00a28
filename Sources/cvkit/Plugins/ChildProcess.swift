import Foundation

/// Runs `cvkit` itself again in a helper mode (`_scan-plugin`, `_serve-plugin`): the way
/// a plugin's code runs outside the user's process, so a trap or a hang in it cannot end
/// the command.
enum ChildProcess {
    /// This program's executable.
    static var executable: URL {
        #if os(Linux)
            if let resolved = realpath("/proc/self/exe", nil) {
                defer { free(resolved) }
                return URL(fileURLWithPath: String(cString: resolved))
            }
        #endif
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// The environment of a helper: this one, without Swift's crash backtracer (which
    /// would spend seconds symbolicating a plugin's trap).
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
    }

    /// Starts `cvkit ARGUMENTS` with the given standard files.
    static func start(_ arguments: [String], input: Any? = nil, output: Any, error: Any) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        if let input { process.standardInput = input }
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return process
    }

    /// Stops a child at once (a plugin may ignore SIGTERM) and waits for it.
    static func kill(_ process: Process) {
        if process.isRunning { _ = Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// `SIGSEGV` for 11: the name of a signal that ended a child.
    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT",
            SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM",
            SIGTERM: "SIGTERM", SIGSYS: "SIGSYS",
        ]
        return names[number] ?? "signal \(number)"
    }

    /// How a child that did not answer ended: `crashed with signal SIGSEGV` or `exited with
    /// status 3`.
    static func ending(_ process: Process) -> String {
        process.terminationReason == .uncaughtSignal
            ? "crashed with signal \(signalName(process.terminationStatus))" : "exited with status \(process.terminationStatus)"
    }

    /// `2 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// Standard output of a helper child: its real standard output is kept for the answer,
/// and file descriptor 1 points at standard error from then on, so what a plugin prints
/// can never be mistaken for the answer (nor reach `cvkit`'s own output).
func divertStandardOutput() -> Int32 {
    let answer = dup(1)
    dup2(2, 1)
    return answer
}

/// Writes all of `text` to a file descriptor.
func writeAll(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
        // Safe: `write` reads at most `count` bytes of the buffer, during the call.
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        if n <= 0 {
            if n < 0 && errno == EINTR { continue }
            return
        }
        bytes = bytes.dropFirst(n)
    }
}
