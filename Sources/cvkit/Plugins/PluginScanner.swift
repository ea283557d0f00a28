import Foundation
import LayoutRegistry

/// Learns what plugin libraries offer without loading them into this process: each
/// library is loaded by a child (`cvkit _scan-plugin PATH`) that answers the descriptor
/// text, within a time limit. The children run side by side, so hostile libraries cost
/// one time limit in all, not one each.
enum PluginScanner {
    /// The outcome of one scan: the descriptor text, or why the library failed to load.
    enum Outcome: Equatable {
        case descriptor(String)
        case failure(String)
    }

    /// The hidden subcommand of the child.
    static let mode = "_scan-plugin"
    /// The most scans running at once.
    static let parallelism = 8

    /// Scans libraries in child processes.
    ///
    /// - Parameters:
    ///   - paths: The library files.
    ///   - timeout: The time limit of each scan, in seconds.
    ///   - trace: Called with a line for each scan started (`CVKIT_PLUGIN_TRACE=1`).
    /// - Returns: One outcome per path.
    static func scan(_ paths: [String], timeout: Double, trace: (String) -> Void) -> [String: Outcome] {
        var outcomes: [String: Outcome] = [:]
        var pending = paths[...]
        var running: [(path: String, process: Process, result: URL, deadline: Date)] = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cvkit-scan-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        while !pending.isEmpty || !running.isEmpty {
            while running.count < parallelism, let path = pending.popFirst() {
                trace("scanning \(path)")
                let result = folder.appendingPathComponent("\(running.count)-\(outcomes.count)-\(pending.count)")
                guard FileManager.default.createFile(atPath: result.path, contents: nil),
                    let output = try? FileHandle(forWritingTo: result),
                    let process = try? ChildProcess.start([mode, path], output: output, error: FileHandle.nullDevice)
                else {
                    outcomes[path] = .failure("cannot start the scanning process")
                    continue
                }
                try? output.close()
                running.append((path, process, result, Date(timeIntervalSinceNow: timeout)))
            }
            usleep(2_000)
            running.removeAll { job in
                let timedOut = job.process.isRunning && Date() >= job.deadline
                guard timedOut || !job.process.isRunning else { return false }
                if timedOut { ChildProcess.kill(job.process) } else { job.process.waitUntilExit() }
                let text = (try? String(contentsOf: job.result, encoding: .utf8)) ?? ""
                outcomes[job.path] = outcome(text, process: job.process, timedOut: timedOut, timeout: timeout)
                return true
            }
        }
        return outcomes
    }

    /// Reads a child's answer: `step WHAT` lines, then `ok` and the descriptor, or
    /// `error REASON`.
    static func outcome(_ text: String, process: Process, timedOut: Bool, timeout: Double) -> Outcome {
        var step = "while loading the library"
        var rest = Substring(text)
        while let newline = rest.firstIndex(of: "\n") {
            let line = rest[..<newline]
            rest = rest[rest.index(after: newline)...]
            if line.hasPrefix("step ") {
                step = String(line.dropFirst(5))
            } else if line == "ok" {
                if !timedOut && process.terminationReason == .exit && process.terminationStatus == 0 { return .descriptor(String(rest)) }
                break
            } else if line.hasPrefix("error ") {
                return .failure(String(line.dropFirst(6)))
            }
        }
        if timedOut {
            return .failure("did not answer within the time limit of \(ChildProcess.seconds(timeout)) \(step) (see --plugin-timeout)")
        }
        return .failure("the scan \(ChildProcess.ending(process)) \(step)")
    }

    /// The child: loads one library in this process and answers on the real standard
    /// output (see ``outcome(_:process:timedOut:timeout:)``).
    ///
    /// - Parameters:
    ///   - path: The library.
    ///   - answer: The file descriptor of the real standard output.
    /// - Returns: The exit status, 0.
    static func runChild(_ path: String, answer: Int32) -> Int32 {
        writeAll(answer, "step while loading the library\n")
        do throws(LayoutRegistryError) {
            let functions = try PluginLoader.open(path: path)
            writeAll(answer, "step in cvkit_plugin_describe\n")
            switch functions.describeText() {
            case .success(let text): writeAll(answer, "ok\n" + text)
            case .failure(let error): writeAll(answer, "error \(error.message)\n")
            }
        } catch {
            let reason: String
            if case .pluginLoadFailed(_, let r) = error { reason = r } else { reason = error.description }
            writeAll(answer, "error " + reason.replacingOccurrences(of: "\n", with: " ") + "\n")
        }
        return 0
    }
}
