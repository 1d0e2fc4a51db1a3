import PointerGeometry
import PointerInput
import PointerSession
import PointerUIKit

/// The window's input path without GTK: what the host does with each event, focus change and
/// resize it receives, so that tests drive a session exactly as the window does.
///
/// - Events are mapped by ``GDKInputMapper`` and their samples sent to the session; while the
///   scene holds the pointer locked the mapper delivers relative motion.
/// - Focus: the window focused (GTK's `is-active`: the key window of the frontmost app) is
///   what a pointer lock needs; losing it releases the lock.
/// - Size: the drawing area's size is the scene's window size.
@MainActor
struct WindowInput {
    let session: PlaygroundSession
    var mapper = GDKInputMapper()

    /// The input path of a window showing `session`, not focused until GTK says it is.
    init(session: PlaygroundSession) {
        self.session = session
        session.hostFocusChanged(false)
    }

    /// Maps `event` at `time` and sends its samples to the session. Returns how many samples
    /// went in; each dropped event and refused sample is handed to `log`.
    mutating func feed(_ event: GDKEvent, at time: Double, log: (String) -> Void = { _ in }) -> Int {
        mapper.deliversRelativeMotion = session.engineLocked
        let dropped = mapper.droppedCount
        let samples = mapper.map(event, at: time)
        if mapper.droppedCount > dropped, let line = mapper.diagnostics.last { log(line) }
        for sample in samples {
            do throws(InputError) { try session.send(sample.kind, from: sample.device, at: time) } catch {
                log("refused \(sample.kind): \(error)")
            }
        }
        let text = mapper.takeText()
        if !text.isEmpty { session.window.keyInputWindow.receiveTextInput(.commit(text)) }
        return samples.count + (text.isEmpty ? 0 : 1)
    }

    /// Text from the window's input method (see `WindowHost+InputMethod.swift`) for the scene's
    /// first responder.
    func textInput(_ event: TextInputEvent) { session.window.keyInputWindow.receiveTextInput(event) }

    /// The window gained or lost the keyboard focus: the scene's pointer lock follows.
    func focusChanged(_ focused: Bool) { session.hostFocusChanged(focused) }

    /// The drawing area is now `width` × `height` points: the scene's window takes that size
    /// and lays out again. False when the size is not one a window can have.
    @discardableResult
    func resize(width: Double, height: Double) -> Bool { session.resize(width: width, height: height) }
}
