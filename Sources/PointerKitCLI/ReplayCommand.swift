import ArgumentParser
import Foundation
import PointerInput
import PointerTraces
import PointerUIKit

/// `pointerkit replay TRACE`: runs a recorded trace through the demo window and prints what
/// the pointer system decided for each event.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a trace (from `pointerkit record`) through a window and print what the pointer system decided."
    )

    @Argument(help: "The trace file (JSON Lines, pointerkit-trace version 1).")
    var trace: String

    @Flag(name: .long, help: "Print only the summary, not every event.")
    var summary = false

    func run() throws {
        let loaded: Trace
        do { loaded = try Trace(contentsOfFile: trace) } catch {
            throw ValidationError("\(trace): \(error)")
        }
        for warning in loaded.warnings { print("warning: \(warning)") }
        let lines = MainActor.assumeIsolated { ReplayWindow(printEvents: !summary).run(loaded) }
        for line in lines { print(line) }
    }
}

/// The demo window's layout (toolbar with play and share buttons, a video area) driven by a
/// trace: one pipeline per device, time advanced to each sample's timestamp.
@MainActor
final class ReplayWindow: PointerDeviceObserver {
    /// Seconds replayed after the last sample so that wheel bursts and momentum finish: 5 s,
    /// longer than momentum lasts at UIScrollView's normal deceleration.
    static let settleTime = 5.0
    /// Frame interval while settling: 1/60 s.
    static let frameInterval = 1.0 / 60

    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 400))
    private let printEvents: Bool
    private var log: [String] = []
    private var start = 0.0
    private var counts: [String: Int] = [:]

    init(printEvents: Bool) { self.printEvents = printEvents }

    func run(_ trace: Trace) -> [String] {
        for (id, frame) in [("toolbar", CGRect(x: 0, y: 0, width: 640, height: 60)),
                            ("video", CGRect(x: 0, y: 80, width: 640, height: 320))] {
            let v = UIView(frame: frame); v.accessibilityIdentifier = id; window.addSubview(v)
        }
        PointerDevices.addObserver(self)
        defer { PointerDevices.removeObserver(self) }
        start = trace.samples.first?.timestamp ?? 0
        log.append("replaying \(trace.samples.count) samples from \(trace.header.source): "
                   + trace.header.devices.map { "\($0.kind) \"\($0.name)\"" }.joined(separator: ", "))
        var pipelines: [Int: PointerInputPipeline] = [:]
        var last = start
        for sample in trace.samples {
            let pipeline = pipelines[sample.deviceID] ?? PointerInputPipeline(window: window)
            pipelines[sample.deviceID] = pipeline
            pipeline.advance(to: sample.timestamp)
            do { try pipeline.send(sample) } catch {
                log.append(String(format: "%+8.3f s  refused: %@", sample.timestamp - start, "\(error)"))
                counts["refused", default: 0] += 1
            }
            last = max(last, sample.timestamp)
        }
        var t = last
        while t < last + Self.settleTime {
            t += Self.frameInterval
            for pipeline in pipelines.values { pipeline.advance(to: t) }
        }
        for pipeline in pipelines.values {
            for d in pipeline.converter.diagnostics { log.append("diagnostic: \(d)") }
        }
        log.append("summary: " + counts.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        return log
    }

    func deviceDidConnect(_ device: PointerInputPipeline) {}
    func deviceDidDisconnect(_ device: PointerInputPipeline) {}

    func device(_ device: PointerInputPipeline, didProduce event: PointerEvent) {
        var what = event.kind.rawValue
        switch event.kind {
        case .press, .release: what += " button \(event.button)"
        case .scroll: what += event.scrollType == .discrete ? " discrete" : " continuous"
        default: break
        }
        counts[what, default: 0] += 1
        guard printEvents else { return }
        let p = CGPoint(x: event.location.x, y: event.location.y)
        let over = window.hitTest(p, with: nil)?.accessibilityIdentifier ?? "window"
        var line = String(format: "%+8.3f s  %@", event.timestamp - start, what)
        if event.phase != .none { line += " \(event.phase.rawValue)" }
        switch event.kind {
        case .scroll: line += String(format: " by (%.2f, %.2f)", event.delta.x, event.delta.y)
        case .transform: line += String(format: " scale %.3f rotation %.3f rad", event.scale, event.rotation)
        default: break
        }
        log.append(line + String(format: " at (%.0f, %.0f) over ", p.x, p.y) + over)
    }
}
