import Testing
import PointerGeometry
import PointerInput
import PointerEngine

/// What the engine asks its host, and what it does with the answers
/// (`AdaptivePointerHost.swift`).
@Suite("What the engine asks its host")
struct AdaptivePointerHostTests {
    /// The embedded host, forgetting views on request and logging the handles it is asked about.
    struct ForgetfulHost: AdaptivePointerHost {
        var base = EmbeddedHost()
        var forgotten: Set<HostHandle> = []
        var asked: [HostHandle] = []

        func windowTransform(of view: HostHandle) -> Transform2D? {
            forgotten.contains(view) ? nil : base.windowTransform(of: view)
        }
        func bounds(of view: HostHandle) -> Rect { forgotten.contains(view) ? .zero : base.bounds(of: view) }
        func hasVisibleBackground(_ view: HostHandle) -> Bool { base.hasVisibleBackground(view) }
        var windowBounds: Rect { base.windowBounds }
        func describe(_ view: HostHandle) -> String { base.describe(view) }
    }

    static let preview = PreviewValue(view: HostHandle(2), container: EmbeddedHost.window)

    /// A pointer over a highlighted button (handle 2) at (100, 100), 100 × 40.
    static func overButton() -> (LonePointer, ForgetfulHost) {
        var host = ForgetfulHost()
        host.base.add(2, Rect(x: 100, y: 100, width: 100, height: 40), style: .effect(.highlight, preview: preview, shape: nil))
        var pointer = LonePointer()
        let point = Point(x: 150, y: 120)
        _ = pointer.move(to: point, at: 0, device: .mouse, isMotion: true)
        _ = pointer.arbitrate(host.base.region(at: point), host: &host)
        pointer.enter(.effect(.highlight, preview: preview, shape: nil), host: &host)
        return (pointer, host)
    }

    @Test("a view the host no longer knows is not read: the pointer goes back to the circle on the device")
    func forgottenView() {
        var (pointer, host) = Self.overButton()
        _ = pointer.frame(at: 1, host: &host)
        #expect(abs(pointer.width.value - 100) < 0.05)
        host.forgotten = [HostHandle(2)]
        _ = pointer.frame(at: 2, host: &host)
        #expect(abs(pointer.width.value - 19) < 0.05 && abs(pointer.centerX.value - 150) < 0.05)
    }

    @Test("while the pointer is locked, the pointer is not drawn")
    func locked() {
        var (pointer, host) = Self.overButton()
        pointer.isLocked = true
        _ = pointer.frame(at: 1, host: &host)
        #expect(pointer.opacity.value < 0.01)
        pointer.isLocked = false
        _ = pointer.frame(at: 2, host: &host)
        #expect(pointer.opacity.value > 0.99)
    }

    @Test("a toss is drawn only to targets the host knows: a button never met attracts nothing")
    func tossOnlyToKnown() {
        var w = PlainPointerWindow()
        w.host.add(2, Rect(x: 150, y: 100, width: 60, height: 40), style: .effect(.highlight, preview: Self.preview, shape: nil))
        w.move(to: Point(x: 20, y: 120), device: .trackpad)
        for i in 1...5 { w.time += 0.01; w.move(to: Point(x: 20 + 3 * Double(i), y: 120), device: .trackpad) }
        w.advance(by: 0.1)
        #expect(!w.pointer.fingerDown && w.deviceMoves.isEmpty)
        w.host.met = [Rect(x: 150, y: 100, width: 60, height: 40)]
        for i in 6...10 { w.time += 0.01; w.move(to: Point(x: 20 + 3 * Double(i), y: 120), device: .trackpad) }
        w.advance(by: 0.1)
        #expect(w.deviceMoves.last == Point(x: 180, y: 120))
    }

    @Test("the host's diagnostics name the view by the host's own description")
    func describes() {
        var host = ForgetfulHost()
        var pointer = LonePointer()
        _ = pointer.move(to: Point(x: 5, y: 5), at: 0, device: .mouse, isMotion: true)
        let region = PointerRegionValue(interaction: HostHandle(7), view: HostHandle(7), rect: Rect(x: 50, y: 50, width: 10, height: 10))
        _ = pointer.arbitrate((region, Point(x: 5, y: 5)), host: &host)
        #expect(pointer.diagnostics.last?.contains("box 7") == true)
    }
}
