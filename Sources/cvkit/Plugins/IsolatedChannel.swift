import Foundation
import LayoutRegistry

/// A plugin library reached through a child process (`cvkit _serve-plugin PATH`, started
/// on first use) that speaks the plugin's JSON requests over a pipe: a trap or a hang in
/// the plugin ends the child, and every call after it fails with one line naming the
/// signal or the time limit, instead of ending `cvkit` (`--isolate`).
///
/// The frames, both ways: a header line, then as many bytes as it says.
/// `C <n>` create, `Q <handle> <n>` call, `D <handle>` destroy; answers `V <version>`
/// (ready), `H <handle>`, `R <n>` (reply), `E <n>` (the plugin's message).
final class IsolatedChannel: PluginChannel, @unchecked Sendable {
    /// The hidden subcommand of the child.
    static let mode = "_serve-plugin"

    let path: String
    private(set) var version: Int32 = PluginABI.version
    private let timeout: Double
    private var process: Process?
    private var requests: FileHandle?
    private var answers = FrameReader(fd: -1)
    /// Why the channel is gone, once it is.
    private(set) var failure: PluginChannelError?

    init(path: String, timeout: Double) {
        self.path = path
        self.timeout = timeout
    }

    deinit {
        if let process {
            try? requests?.close()
            ChildProcess.kill(process)
        }
    }

    func create(_ configuration: String) -> Result<UInt, PluginChannelError> {
        switch exchange("C \(configuration.utf8.count)\n" + configuration, operation: "") {
        case .success(let (tag, value, _)) where tag == "H": return UInt(value).map { .success($0) } ?? .failure(fail("a malformed answer"))
        case .success(let (_, _, message)): return .failure(PluginChannelError(message))
        case .failure(let e): return .failure(e)
        }
    }

    func call(_ handle: UInt, _ request: String) -> Result<String, PluginChannelError> {
        switch exchange("Q \(handle) \(request.utf8.count)\n" + request, operation: "") {
        case .success(let (tag, _, text)) where tag == "R": return .success(text)
        case .success(let (_, _, message)): return .failure(PluginChannelError(message))
        case .failure(let e): return .failure(e)
        }
    }

    func destroy(_ handle: UInt) {
        guard failure == nil, let requests else { return }
        try? requests.write(contentsOf: Data("D \(handle)\n".utf8))
    }

    // MARK: - Private

    /// Sends a frame and reads the answer: its tag, the number in its header, its bytes.
    private func exchange(_ frame: String, operation: String) -> Result<(String, String, String), PluginChannelError> {
        if let failure { return .failure(failure) }
        if process == nil, let e = start() { return .failure(e) }
        guard let requests else { return .failure(fail("no process")) }
        do {
            try requests.write(contentsOf: Data(frame.utf8))
        } catch {
            return .failure(died(operation))
        }
        return read(operation)
    }

    /// Starts the child and waits for `V`.
    private func start() -> PluginChannelError? {
        signal(SIGPIPE, SIG_IGN)
        let input = Pipe(), output = Pipe()
        do {
            process = try ChildProcess.start([Self.mode, path], input: input, output: output, error: FileHandle.standardError)
        } catch {
            return fail("cannot start the isolated process")
        }
        requests = input.fileHandleForWriting
        answers = FrameReader(fd: output.fileHandleForReading.fileDescriptor)
        answerPipe = output
        switch read("loading the library") {
        case .success(let (tag, value, message)):
            if tag == "V", let v = Int32(value) {
                version = v
                return nil
            }
            failure = PluginChannelError(message.isEmpty ? "a malformed answer" : message, isFatal: true)
            return failure
        case .failure(let e): return e
        }
    }
    private var answerPipe: Pipe?

    private func read(_ operation: String) -> Result<(String, String, String), PluginChannelError> {
        switch answers.frame(deadline: Date(timeIntervalSinceNow: timeout)) {
        case .frame(let tag, let value, let bytes): return .success((tag, value, bytes))
        case .timedOut:
            if let process { ChildProcess.kill(process) }
            let e = PluginChannelError(
                "did not answer within the time limit of \(ChildProcess.seconds(timeout))\(operation.isEmpty ? "" : " in " + operation) (see --plugin-timeout)",
                isFatal: true)
            failure = e
            return .failure(e)
        case .closed: return .failure(died(operation))
        }
    }

    private func died(_ operation: String) -> PluginChannelError {
        if let process { process.waitUntilExit() }
        let how = process.map(ChildProcess.ending) ?? "ended"
        let e = PluginChannelError("its isolated process \(how)\(operation.isEmpty ? "" : " in " + operation)", isFatal: true)
        failure = e
        return e
    }

    private func fail(_ message: String) -> PluginChannelError {
        let e = PluginChannelError(message, isFatal: true)
        failure = e
        return e
    }

    /// The child: loads the library and answers frames until its input ends.
    static func runChild(_ path: String, answer: Int32) -> Int32 {
        func send(_ tag: String, _ text: String) { writeAll(answer, "\(tag) \(text.utf8.count)\n" + text) }
        let functions: PluginFunctions
        do throws(LayoutRegistryError) {
            functions = try PluginLoader.open(path: path)
        } catch {
            if case .pluginLoadFailed(_, let reason) = error { send("E", reason) } else { send("E", error.description) }
            return 1
        }
        writeAll(answer, "V \(functions.version)\n")
        var input = FrameReader(fd: 0)
        while case .frame(let tag, let value, let bytes) = input.frame(deadline: nil) {
            switch tag {
            case "C":
                switch functions.create(bytes) {
                case .success(let handle): writeAll(answer, "H \(handle)\n")
                case .failure(let e): send("E", e.message)
                }
            case "Q":
                let handle = UInt(value.split(separator: " ").first ?? "") ?? 0
                switch functions.call(handle, bytes) {
                case .success(let reply): send("R", reply)
                case .failure(let e): send("E", e.message)
                }
            case "D":
                functions.destroy(UInt(value) ?? 0)
            default:
                return 1
            }
        }
        return 0
    }
}

/// Reads frames (`TAG VALUE…\n` and, when the last word of the header is a length, that
/// many bytes) from a file descriptor, with a deadline.
struct FrameReader {
    enum Result {
        case frame(tag: String, value: String, bytes: String)
        case timedOut
        case closed
    }

    let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    /// The next frame; `nil` deadline waits for ever.
    mutating func frame(deadline: Date?) -> Result {
        var newline: Int?
        while true {
            newline = buffer.firstIndex(of: 0x0A)
            if newline != nil { break }
            if let problem = fill(deadline) { return problem }
        }
        let header = String(decoding: buffer[..<newline!], as: UTF8.self)
        buffer.removeFirst(newline! + 1)
        let words = header.split(separator: " ", maxSplits: 1).map(String.init)
        let tag = words.first ?? "", value = words.count > 1 ? words[1] : ""
        // Frames with a payload: C, E, R (length is the value) and Q (handle, then length).
        guard ["C", "E", "R", "Q"].contains(tag) else { return .frame(tag: tag, value: value, bytes: "") }
        guard let length = Int(value.split(separator: " ").last ?? ""), length >= 0 else { return .closed }
        while buffer.count < length {
            if let problem = fill(deadline) { return problem }
        }
        let bytes = String(decoding: buffer[..<length], as: UTF8.self)
        buffer.removeFirst(length)
        return .frame(tag: tag, value: value, bytes: bytes)
    }

    /// Reads more bytes; `.timedOut` or `.closed` when it cannot.
    private mutating func fill(_ deadline: Date?) -> Result? {
        if let deadline {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ms = Int32(max(0, min(Double(Int32.max), deadline.timeIntervalSinceNow * 1000)).rounded(.up))
            let ready = poll(&pfd, 1, ms)
            if ready == 0 { return .timedOut }
            if ready < 0 { return errno == EINTR ? nil : .closed }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        // Safe: `read` writes at most `count` bytes into the buffer, during the call.
        let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { return nil }
        guard n > 0 else { return .closed }
        buffer.append(contentsOf: chunk[..<n])
        return nil
    }
}
