import BuiltinCatalog
import CVKitTestSupport
import Foundation
import LayoutRegistry
import LayoutTestSupport
import Testing

/// Runs the built `cvkit` as a process with a closed standard input, in a folder of its own.
enum CLIProcess {
    struct Outcome {
        var status: Int32
        var crashed: Bool
        var hung: Bool
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `cvkit` of the build running the tests (next to the test bundle, as `CLITests` finds it).
    static let executable: URL? = BuildProducts.executable(named: "cvkit")

    /// Runs `cvkit arguments` in `directory`; a run still going after `limit` seconds is
    /// killed and reported as hung (a liveness guard, not a timing assertion).
    static func run(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:], limit: Double = 120)
        throws -> Outcome
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"].merging(BuildProducts.sanitizerEnvironment) { $1 }
            .merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let outURL = directory.appendingPathComponent(".stdout"), errURL = directory.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        var hung = false
        while process.isRunning {
            if Date() > deadline {
                hung = true
                process.terminate()
                process.waitUntilExit()
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        let stdout = String(decoding: FileManager.default.contents(atPath: outURL.path) ?? Data(), as: UTF8.self)
        let stderr = String(decoding: FileManager.default.contents(atPath: errURL.path) ?? Data(), as: UTF8.self)
        return Outcome(
            status: process.terminationStatus, crashed: !hung && process.terminationReason == .uncaughtSignal, hung: hung,
            stdout: stdout, stderr: stderr)
    }
}

/// Generates `cvkit` invocations: valid ones (built from the catalog's own parameter
/// specs), ones broken by exactly one bad ingredient, and random token soup.
struct CLIInvocationGenerator {
    let catalog: LayoutCatalog
    let folder: URL
    var random: SplitMix64

    // Values every option rejects, and hostile values that are still valid.
    static let badValues: [String: [String]] = [
        "--sections": ["-1", "nan", "inf", "1.5", "100001", "9223372036854775808", "", "abc", "0x10", "+-1"],
        "--items": ["-5", "1,,2", "", "1.5", "99999999999999999999", "nan", ",", "1,-1", "--7"],
        "--size": ["nanx10", "infx10", "-1x10", "10x", "100001x10", "1e300x1", "10", "10x10x10", "x", "10X10", "-infx-inf"],
        "--offset": ["nan,0", "inf,0", "0,-inf", "1", "1,2,3", "", "a,b", ",", "1e999,0"],
        "--scale": ["0", "-2", "nan", "inf", "101", "", "two", "-0"],
        "--format": ["pdf", "", "xml", "text,svg", "TEXT "],
        "--columns": ["0", "-1", "nan", "9", "1001", "99999999999999999999", "", "1e2"],
        "--runs": ["0", "-1", "1001", "x", "", "9223372036854775808"],
    ]
    static let validHostile: [String: [String]] = [
        "--sections": ["0", "1", "3", "100000"],
        "--items": ["0", "1", "7", "9223372036854775807", "0,0,0", "1,9223372036854775807", "5,0,9"],
        "--size": ["0x0", "1x1", "390x844", "100000x100000", "0.5x0.25", "100000x0"],
        "--offset": ["0,0", "-1e300,-1e300", "1e300,1e300", "0,1e300", "-5,-5", "1e15,0", "0,9.2e18"],
        "--scale": ["1", "2", "3", "100", "0.001", "1e-300"],
        "--columns": ["10", "80", "1000"],
        "--runs": ["1", "2"],
    ]

    /// A valid invocation; `exit` is the status it must end with.
    mutating func valid() -> [String] {
        let names = catalog.names
        let name = names[random.int(in: 0...(names.count - 1))]
        switch random.int(in: 0...9) {
        case 0: return ["list"] + (random.chance(0.5) ? ["--json"] : [])
        case 1: return ["describe", name] + (random.chance(0.5) ? ["--json"] : [])
        case 2: return [["--help"], ["help"], ["--version"], ["help", "preview"], ["bench", "--help"]][random.int(in: 0...4)]
        case 3:
            var args = ["bench", name, "--runs", pick(Self.validHostile["--runs"]!)]
            args += setupOptions(name: name, allowHugeCounts: false)
            return args
        default:
            var args = ["preview", name] + setupOptions(name: name, allowHugeCounts: true)
            let format = pick(["text", "svg", "html", "json"])
            args += ["--format", format]
            if format == "text", random.chance(0.5) { args += ["--columns", pick(Self.validHostile["--columns"]!)] }
            if format == "html", random.chance(0.3) { args += ["--to", pick(names)] }
            if random.chance(0.2) { args += ["--output", "out-\(random.int(in: 0...9)).\(format)"] }
            return args
        }
    }

    /// An invocation with exactly one bad ingredient.
    mutating func broken() -> (arguments: [String], ingredient: String) {
        let names = catalog.names
        let name = pick(names)
        switch random.int(in: 0...9) {
        case 0:
            return (["preview", pick(["", "lst", "LIST", "list ", "nosuch", "../list", "-", "🙂"])], "unknown layout")
        case 1:
            return ([pick(["previeww", "frobnicate", "", "-x", "--nope", "PREVIEW"])], "unknown subcommand")
        case 2:
            // An option without its value at the end of the line.
            return (
                ["preview", name, pick(["--size", "--items", "--param", "--format", "--data", "--output", "--to", "--offset"])],
                "missing value"
            )
        case 3:
            return (["preview", name, pick(["--bogus", "--rtl=1", "-s", "--all=yes", "--json"])], "unknown option")
        case 4:
            let spec = catalog.descriptors.first { $0.name == name }!
            let key = spec.parameters.isEmpty ? "nosuch" : pick(spec.parameters.map(\.name))
            let value = pick(["nan", "inf", "-inf", "-1", "1e300", "", "x", "1,2", "nan,0,0,0", "1e999", "-1,-1,-1,-1", "-1x-1", "nanxnan"])
            // Some values are valid for some types (a string parameter takes anything).
            return (["preview", name, "--param", "\(key)=\(value)"], "parameter \(key)=\(value)")
        case 5:
            return (["preview", name, "--param", pick(["=1", "noequals", "nosuch=1"])], "bad --param")
        case 6:
            let file = writeDataFile(valid: false)
            return (["preview", name, "--data", file], "data file \(file)")
        case 7:
            return (["preview", name, "--data", pick(["missing.json", "", ".", "/dev/null/x", "dir"])], "unreadable data file")
        case 8:
            return (["preview", name, "--output", pick(["/nonexistent-dir/out.txt", ".", "dir"])], "unwritable output")
        default:
            let option = pick(Array(Self.badValues.keys).sorted())
            let command = option == "--runs" ? "bench" : "preview"
            let value = pick(Self.badValues[option]!)
            return ([command, name, option, value], "\(option) \(value)")
        }
    }

    /// Random tokens: anything may happen except a crash.
    mutating func soup() -> [String] {
        let vocabulary =
            [
                "list", "describe", "preview", "bench", "help", "check", "transition", "updates", "--help", "-h",
                "--version", "--plugin", "--json", "--all", "--rtl", "--to", "--format", "--param", "--data",
            ]
            + Self.badValues.keys + Self.validHostile.values.flatMap { $0 } + Self.badValues.values.flatMap { $0 }
            + catalog.names + ["", "-", "--", "=", "\u{0}x", "é", String(repeating: "9", count: 400)]
        return (0..<random.int(in: 0...8)).map { _ in pick(vocabulary) }
    }

    // MARK: - Private

    private mutating func pick<T>(_ values: [T]) -> T { values[random.int(in: 0...(values.count - 1))] }

    private mutating func setupOptions(name: String, allowHugeCounts: Bool) -> [String] {
        var args: [String] = []
        if random.chance(0.5) {
            args += ["--size", pick(Self.validHostile["--size"]!)]
        }
        if random.chance(0.5) { args += ["--offset", pick(Self.validHostile["--offset"]!)] }
        if random.chance(0.3) { args += ["--scale", pick(Self.validHostile["--scale"]!)] }
        if random.chance(0.2) { args.append("--rtl") }
        if random.chance(0.2) {
            args += ["--data", writeDataFile(valid: true)]
        } else if random.chance(0.7) {
            // Only closed-form layouts take Int.max items; the others store per-item state and cap it with an error.
            let closedForm = allowHugeCounts && ["list", "grid"].contains(name)
            var items = pick(Self.validHostile["--items"]!)
            if !closedForm { items = String(random.int(in: 0...300)) }
            args += ["--items", items]
            if !items.contains(","), random.chance(0.5) {
                args += ["--sections", closedForm ? pick(Self.validHostile["--sections"]!) : String(random.int(in: 0...5))]
            }
        }
        let spec = catalog.descriptors.first { $0.name == name }!
        for parameter in spec.parameters where random.chance(0.4) {
            args += ["--param", "\(parameter.name)=\(validText(for: parameter))"]
        }
        return args
    }

    /// A value the parameter accepts, often at the edges of its range.
    private mutating func validText(for spec: ParameterSpec) -> String {
        let range = spec.range ?? 0...1_000
        func number() -> Double {
            switch random.int(in: 0...3) {
            case 0: return range.lowerBound
            case 1: return range.upperBound
            default: return (random.double(in: range) * 4).rounded() / 4
            }
        }
        switch spec.type {
        case .number: return "\(number())"
        case .integer: return "\(Int(max(min(number(), 1e15), -1e15)))"
        case .bool: return pick(["true", "false", "yes", "no", "1", "0"])
        case .size: return "\(number())x\(number())"
        case .point: return "\(number()),\(number())"
        case .insets: return (0..<4).map { _ in "\(min(number(), 500))" }.joined(separator: ",")
        case .enumeration(let cases): return pick(cases)
        case .string: return spec.defaultValue.description
        }
    }

    /// Writes a data file in the folder and returns its name.
    private mutating func writeDataFile(valid: Bool) -> String {
        let name = "data-\(random.next() % 1_000_000).json"
        let original = validData()
        var text = original
        if !valid {
            switch random.int(in: 0...9) {
            case 0: text = String(text.prefix(random.int(in: 0...max(0, text.count - 1))))
            case 1: text = String(repeating: "[", count: random.chance(0.5) ? 300 : 100_000)
            case 2:
                text = text.replacingOccurrences(
                    of: "\"width\": ",
                    with: "\"width\": " + pick(["-1", "1e999", "-1e999", "\"w\"", "null", "NaN", "Infinity"]) + pick(["", " ,0"]))
            case 3: text = text.replacingOccurrences(of: "\"items\"", with: pick(["\"itemz\"", "\"items\":[],\"items\""]))
            case 4: text = ""
            case 5:
                text = String(decoding: (0..<random.int(in: 1...200)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self)
            case 6: text += pick([",", "}", "x", " // comment", "\u{0}"])
            case 7:
                text = pick(["{}", "[]", "null", "1", "\"sections\"", "{\"sections\": 1}", "{\"sections\": [1]}", "{\"sections\": [{}]}"])
            case 8: text = text.replacingOccurrences(of: "}", with: ",}")
            default: text = "{\"sections\": [{\"items\": [{\"width\": 1, \"height\": 1, \"width\": 2}]}]}"
            }
            // A replacement that found nothing to replace left the file valid: break it for sure.
            if text == original { text = "{\"sections\": [" }
        }
        try? Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return name
    }

    private mutating func validData() -> String {
        let sections = (0..<random.int(in: 0...4)).map { _ -> String in
            let items = (0..<random.int(in: 0...30)).map { _ in
                "{\"width\": \(random.int(in: 0...300)), \"height\": \(random.int(in: 0...300))}"
            }
            var members = ["\"items\": [\(items.joined(separator: ", "))]"]
            if random.chance(0.3) { members.append("\"headerSize\": {\"width\": 0, \"height\": \(random.int(in: 0...60))}") }
            if random.chance(0.3) { members.append("\"footerSize\": {\"width\": 0, \"height\": \(random.int(in: 0...60))}") }
            if random.chance(0.3) {
                members.append(
                    "\"inset\": {\"top\": \(random.int(in: 0...20)), \"left\": \(random.int(in: 0...20)), \"bottom\": 3, \"right\": 4}")
            }
            if random.chance(0.3) { members.append("\"minimumLineSpacing\": \(random.int(in: 0...20))") }
            if random.chance(0.3) { members.append("\"minimumInteritemSpacing\": \(random.int(in: 0...20))") }
            return "{" + members.joined(separator: ", ") + "}"
        }
        return "{\"sections\": [\(sections.joined(separator: ", "))]}"
    }
}

@Suite("Stress: cvkit fed random and malformed arguments and data files")
struct CLIFuzzTests {
    @Test func randomInvocationsNeverCrash() throws {
        let run = StressRun("cli")
        defer { run.finish() }
        guard let executable = CLIProcess.executable else {
            Issue.record("cvkit was not built; run 'swift build --build-tests' first")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cvkit-stress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = CLIInvocationGenerator(catalog: try LayoutCatalog.standard(), folder: folder, random: run.random)
        let total = Stress.count(200)
        for index in 0..<total {
            let kind = index % 10 < 3 ? "valid" : index % 10 < 8 ? "broken" : "soup"
            let arguments: [String], ingredient: String
            switch kind {
            case "valid": arguments = generator.valid(); ingredient = "none"
            case "broken": (arguments, ingredient) = generator.broken()
            default: arguments = generator.soup(); ingredient = "random tokens"
            }
            let outcome = try CLIProcess.run(executable, arguments, in: folder)
            let shown = "cvkit " + arguments.map { $0.contains(" ") || $0.isEmpty ? "'\($0)'" : $0 }.joined(separator: " ")
            run.count("\(kind) runs")
            run.count("exit \(outcome.crashed ? "signal" : outcome.hung ? "hang" : String(outcome.status))")
            run.expect(!outcome.crashed, "\(shown) crashed with signal \(outcome.status): \(outcome.stderr.prefix(400))")
            run.expect(!outcome.hung, "\(shown) did not finish")
            guard !outcome.crashed, !outcome.hung else { continue }
            run.expect([0, 1, 64].contains(outcome.status), "\(shown) exited \(outcome.status)")
            // UIKit's flow-layout warning ("The behavior of the UICollectionViewFlowLayout is not defined…") may precede.
            let errorLines = outcome.stderr.split(separator: "\n").filter {
                !$0.hasPrefix("The behavior of the UICollectionViewFlowLayout")
            }
            if outcome.status == 0 {
                run.expect(errorLines.isEmpty, "\(shown) succeeded but wrote to stderr: \(outcome.stderr.prefix(300))")
            } else {
                run.expect(
                    errorLines.first?.hasPrefix("Error: ") == true && outcome.stderr.count > 8,
                    "\(shown) exited \(outcome.status) without a message on stderr: \(outcome.stderr.prefix(300))")
            }
            switch kind {
            case "valid":
                // Well-formed, but it may hit a documented cap (zero-length lines or per-item storage with Int.max items).
                let capped = outcome.status == 1 && outcome.stderr.contains("at most")
                if capped { run.count("valid runs stopped by a documented cap") }
                run.expect(outcome.status == 0 || capped, "\(shown) is valid but exited \(outcome.status): \(outcome.stderr.prefix(400))")
                let wroteFile = arguments.contains("--output")
                run.expect(capped || wroteFile || !outcome.stdout.isEmpty, "\(shown) printed nothing")
            case "broken":
                run.expect(
                    outcome.status != 0 || ingredient.hasPrefix("parameter "),
                    "\(shown) (bad: \(ingredient)) exited 0")
            default:
                break
            }
        }
    }
}
