import Foundation
import Testing
@testable import PointerSession
import PointerPlaygroundMessages
import PointerUIKit

/// A trackpad in the browser: its flick tosses the pointer onto a button it met, as on an iPad.
@Suite("Playground: a trackpad's toss") @MainActor
struct PlaygroundTossTests {
    @Test("a trackpad flick towards the spool, lifted short of it, lands the pointer on the spool's centre")
    func flickLandsOnTheSpool() throws {
        let s = PlaygroundSession()
        var t = 0.0
        // Meet the toolbar's buttons with the mouse, as the browser test's sweep does.
        for i in 0..<80 { t += 0.02; try send(s, #"{"t":"move","x":\#(10 + i * 9),"y":30}"#, at: t); s.advance(to: t) }
        let spool = try #require(s.quiltScene?.spoolButton)
        let centre = spool.convert(CGPoint(x: spool.bounds.midX, y: spool.bounds.midY), to: s.window)
        // A trackpad's fractional scroll makes the device a trackpad, as the page does.
        try send(s, #"{"t":"device","kind":"trackpad"}"#, at: t + 0.01)
        t += 0.3
        // 167 pt/s upwards, stopping 80 pt below the spool's centre: inertia carries it 83 pt.
        let start = CGPoint(x: centre.x, y: centre.y + 100)
        for k in 0...10 {
            t += 0.012
            try send(s, #"{"t":"move","x":\#(start.x),"y":\#(start.y - Double(k) * 2)}"#, at: t)
            s.advance(to: t)
        }
        let stopped = s.window.pointerLocation
        for _ in 0..<30 { t += 0.016; _ = s.tick(to: t, look: true) }
        #expect(stopped.y > centre.y + 60, "the finger stopped well short of the spool")
        #expect(s.window.pointerLocation == centre, "the toss lands on the spool's centre")
        #expect(s.window.currentPointerView === spool)
        #expect(try state(s)["region"] as? String == "spool", "and the page is told the pointer is on the spool")
    }
}
