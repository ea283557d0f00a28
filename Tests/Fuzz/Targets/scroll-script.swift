// Fuzz target: a `cvkit scroll --script` file (ScrollScript's JSON reader), then the
// script itself. Any text parses or throws a ScrollReportError, never a crash. A script
// small enough to run quickly runs on a grid with headers, twice: with the recorder's
// shortcuts and with its plain twin (`readsPlainly`, which reads everything every frame);
// the two reports must be the same, frame for frame.
import BuiltinLayouts
import CollectionView
import Geometry
import LayoutProtocol

@testable import ScrollReport

/// Whether a step runs in a few hundred frames at most (a fuzz input must be quick).
func isQuick(_ step: ScrollStep) -> Bool {
    switch step {
    case .fling(let velocity, let frames): return abs(velocity) <= 20_000 && (frames ?? 0) <= 400
    case .drag(let path): return path.count <= 200 && path.allSatisfy { abs($0) <= 20_000 }
    case .swipes(let count, _): return count <= 4
    case .wait(let frames): return frames <= 200
    case .insertItems(_, _, let count), .deleteItems(_, _, let count): return count <= 200
    case .scrollToItem, .scrollToTop, .settle, .update: return true
    }
}

func run(_ script: ScrollScript, plainly: Bool) -> Result<ScrollReport, ScrollReportError> {
    let layout = FlowLayout()
    layout.itemSize = Size(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.headerReferenceSize = Size(width: 390, height: 24)
    do throws(ScrollReportError) {
        let session = try ScrollSession(
            layout: layout, viewport: Size(width: 390, height: 844), dataSource: ScrollReportDataSource(counts: [120, 0, 300]),
            framesPerSecond: script.framesPerSecond ?? 120, timing: .none)
        session.readsPlainly = plainly
        session.host.prefetchMargin = script.steps.count % 2 == 0 ? 0 : 60
        return .success(try session.run(script, layoutName: "fuzz"))
    } catch {
        return .failure(error)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScrollScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let script = try? ScrollScript(json: text), script.steps.count <= 6, script.steps.allSatisfy(isQuick) else { return 0 }
    switch (run(script, plainly: false), run(script, plainly: true)) {
    case (.success(let fast), .success(let plain)):
        if fast != plain {
            let index = fast.frames.indices.first { $0 >= plain.frames.count || fast.frames[$0] != plain.frames[$0] }
            fatalError("the shortcuts and the plain twin differ at frame \(index.map(String.init) ?? "count"): \(text)")
        }
    case (.failure(let fast), .failure(let plain)):
        if String(describing: fast) != String(describing: plain) { fatalError("different errors: \(fast) against \(plain)") }
    default:
        fatalError("one run failed, the other did not: \(text)")
    }
    return 0
}
