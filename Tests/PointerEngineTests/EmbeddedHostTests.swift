import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// The engine driven by plain structs: no UIKit anywhere.
@Suite("The engine with a host of plain structs")
struct EmbeddedHostTests {
    static let button = Rect(x: 100, y: 100, width: 100, height: 40)

    static func world() -> PlainPointerWindow {
        var world = PlainPointerWindow()
        world.host.add(1, Rect(x: 20, y: 20, width: 360, height: 260), style: nil)   // a card without interaction
        let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window)
        world.host.add(2, button, style: .effect(.highlight, preview: preview, shape: nil))
        return world
    }

    @Test("hover enters the card and then the button, and exits the button when the pointer leaves it")
    func hover() {
        var w = Self.world()
        w.move(to: Point(x: 50, y: 50))
        w.move(to: Point(x: 150, y: 120))
        w.move(to: Point(x: 50, y: 50))
        #expect(w.hoverLog == ["enter 0", "enter 1", "exit 1", "enter 2", "exit 2", "enter 1"])
    }

    @Test("over the button the pointer morphs into its highlight platter, snapping onto it")
    func highlightSnaps() {
        var w = Self.world()
        w.move(to: Point(x: 150, y: 120))
        w.advance(by: 1)
        #expect(w.pointer.effect == .highlight)
        #expect(abs(w.drawn.width - 100) < 0.05 && abs(w.drawn.height - 40) < 0.05)
        #expect(abs(w.drawn.midX - 150) < 0.05 && abs(w.drawn.midY - 120) < 0.05, "centred on the button")
        w.move(to: Point(x: 190, y: 120))
        w.advance(by: 1)
        #expect(abs(w.drawn.midX - 153.2) < 0.05, "40 pt right of centre: 8 % parallax")
        w.move(to: Point(x: 300, y: 250))
        w.advance(by: 1)
        #expect(w.pointer.effect == .none && abs(w.drawn.width - 19) < 0.05, "the system circle again")
    }

    @Test("a trackpad toss lands on a button the pointer has met, at its centre")
    func toss() {
        var w = Self.world()
        w.flickRight()   // 300 pt/s to the right, then the finger lifts
        #expect(w.deviceMoves.isEmpty)
        w.advance(by: 0.1)
        #expect(w.deviceMoves.last == Point(x: 150, y: 120), "landed near (195, 120): pulled to the button's centre")
    }

    @Test("a trackpad pinch reaches the host as transform events whose scale it applies")
    func pinch() throws {
        var converter = InputConverter(location: Point(x: 150, y: 120))
        var scale = 1.0
        var phases: [EventPhase] = []
        for (i, sample) in [(SamplePhase.begin, 1.0), (.update, 1.5), (.update, 2.0), (.end, 2.0)].enumerated() {
            try converter.convert(RawSample(timestamp: Double(i) * 0.01, device: .trackpad,
                                            kind: .pinch(sample.0, scale: sample.1, rotationDelta: 0))) { event in
                guard event.kind == .transform else { return }
                phases.append(event.phase)
                scale = event.scale
            }
        }
        #expect(phases.first == .began && phases.last == .ended)
        #expect(abs(scale - 2) < 1e-9, "the photo is twice its size")
    }
}
