import Foundation
import PointerInput

/// One message from the playground page: the browser's input, already classified by the
/// page's logic (`Resources/logic.js`). Versioned by the page; unknown types are refused.
///
/// ```json
/// {"t":"move","x":120,"y":80}                         absolute pointer position (CSS px = pt)
/// {"t":"rel","dx":3,"dy":-1}                          relative motion while the pointer is locked
/// {"t":"button","button":2,"down":true}               UIKit numbering: 1 primary, 2 secondary, 3 middle…
/// {"t":"wheel","nx":0,"ny":1}                         discrete: notches (fractions kept)
/// {"t":"scroll","dx":0,"dy":12.5}                     continuous: points
/// {"t":"pinch","phase":"begin|update|end","scale":1.2,"rotation":0}
/// {"t":"touch","id":1,"phase":"begin|update|end|cancel","x":10,"y":20}
/// {"t":"mods","shift":true,"control":false,"alt":false,"meta":false}
/// {"t":"key","code":4,"down":true,"key":"a"}          a key: USB HID usage, direction, typed text (optional)
/// {"t":"compose","text":"하","start":1,"end":1}       the input method's composition, its selection in UTF-16 offsets
/// {"t":"commit","text":"한"}                          text typed through the input method (or as text, not a key)
/// {"t":"paste","text":"…","more":true}                a clipboard paste, in parts (each message within the byte limit)
/// {"t":"copy"} / {"t":"cut"}                         the browser's own Copy or Cut (its menu, Ctrl+C on Linux)
/// {"t":"focus","on":false}                            the page's keyboard target lost (or regained) the focus
/// {"t":"device","kind":"mouse|trackpad"}              what the page believes drives it
/// {"t":"lock","locked":true}                          the browser's pointer-lock state changed
/// {"t":"lockError"}                                   the browser refused a pointer-lock request
/// {"t":"leave"} / {"t":"enter"}                       the pointer left or entered the canvas
/// {"t":"scene","name":"quilt|gallery|game"}
/// {"t":"outlines","on":true}                          draw the pointer regions
/// {"t":"tune","values":{"springResponse":0.4}}        set configuration keys (all or nothing)
/// {"t":"tune","reset":true}                           back to the configuration the session began with
/// {"t":"tuneFile","text":"magnetRadius: 80\n"}        a configuration file's text (YAML or JSON)
/// {"t":"evaluate"}                                   run a small simulated evaluation of the tuning
/// {"t":"study","action":"start","device":"mouse","participant":"P1","plan":"full","source":"person"}
/// {"t":"study","action":"stop"}                      end the study tab's study (at most 1 KiB: one trial)
/// {"t":"a11y","id":12,"action":"activate"}           the person's screen reader acted on an element
///                                                    (activate, increment, decrement, custom with "index")
/// {"t":"reduceMotion","on":true}                      the browser's prefers-reduced-motion changed
/// ```
///
/// Any message may carry `"seq":N`, the page's running count: the frame (or, when nothing
/// changed on screen, the `{"t":"ack"}`) sent after it echoes the highest `seq` handled.
public struct PlaygroundMessage: Decodable, Sendable, Equatable {
    /// The message type.
    public var t: String
    /// Coordinates or deltas, points.
    public var x, y, dx, dy, nx, ny: Double?
    /// Pinch scale (cumulative) and rotation (radians, delta since the previous message).
    public var scale, rotation: Double?
    /// Button number (UIKit's) and direction.
    public var button: Int?
    /// True for a press.
    public var down: Bool?
    /// Gesture phase.
    public var phase: String?
    /// Touch identifier.
    public var id: Int?
    /// Modifier keys.
    public var shift, control, alt, meta: Bool?
    /// A key's USB HID usage (`key`: UIKit's `UIKeyboardHIDUsage`).
    public var code: Int?
    /// What a key typed (`key`), when it typed text.
    public var key: String?
    /// A composition's selection, UTF-16 offsets in its text (`compose`).
    public var start, end: Int?
    /// More parts of this paste follow (`paste`).
    public var more: Bool?
    /// Pointer-lock state.
    public var locked: Bool?
    /// Region outlines on or off.
    public var on: Bool?
    /// A device kind or scene name.
    public var kind, name: String?
    /// Configuration keys and their new values (`tune`).
    public var values: [String: Double]?
    /// True resets the configuration (`tune`).
    public var reset: Bool?
    /// A configuration file's text (`tuneFile`).
    public var text: String?
    /// The page's sequence number for this message, echoed by the frame that follows.
    public var seq: Int?
    /// The device a study's person says they use ("mouse" or "trackpad").
    public var device: String?
    /// A study's action ("start" or "stop").
    public var action: String?
    /// A study's participant label.
    public var participant: String?
    /// A study's plan ("full" or "short").
    public var plan: String?
    /// Who drives a study ("person" or "scripted").
    public var source: String?
    /// A custom accessibility action's index (`a11y`).
    public var index: Int?
}

/// Why a playground message was refused.
public enum PlaygroundError: Error, Equatable, CustomStringConvertible {
    /// Not JSON, or not a message object.
    case malformed(String)
    /// Bigger than the limit, bytes.
    case oversized(Int)
    /// A study message bigger than one trial's log line, bytes.
    case oversizedStudyMessage(Int)
    /// More messages in one second than the rate limit (given) allows.
    case flooding(limit: Int)
    /// A field the type needs is missing or has a wrong value.
    case invalid(String)
    /// The engine refused the input (NaN or infinite values, say).
    case refused(InputError)

    /// A one-line explanation for the page.
    public var description: String {
        switch self {
        case .malformed(let why): "malformed message: \(why)"
        case .oversized(let n): "message of \(n) bytes is over the \(PlaygroundLimits.maximumMessageBytes)-byte limit"
        case .oversizedStudyMessage(let n):
            "study message of \(n) bytes is larger than one trial (\(PlaygroundLimits.maximumStudyMessageBytes) bytes)"
        case .flooding(let limit): "more than \(limit) messages a second"
        case .invalid(let why): "invalid message: \(why)"
        case .refused(let error): "input refused: \(error)"
        }
    }

    /// True when the connection is closed after reporting it (abuse, not a slip).
    public var closesConnection: Bool {
        switch self {
        case .malformed, .oversized, .oversizedStudyMessage, .flooding: true
        case .invalid, .refused: false
        }
    }
}

/// The playground's protective limits, per connection.
public enum PlaygroundLimits {
    /// The largest message accepted: 4 KiB (a real input message is under 200 bytes).
    public static let maximumMessageBytes = 4_096
    /// The most messages accepted per second: 2,000 (a 1 kHz mouse plus wheel and keys),
    /// measured over one-second windows.
    public static let maximumMessagesPerSecond = 2_000
    /// The largest study message accepted: 1,024 bytes, no larger than one trial's line in the
    /// study log (`StudyLog.maximumLineBytes`): a page has nothing bigger to say about a study.
    public static let maximumStudyMessageBytes = 1_024
    /// The longest paste accepted, in UTF-16 units: 1,048,576 (1 Mi characters; the page sends
    /// it in parts that each fit `maximumMessageBytes`). A longer one is refused whole, before
    /// any of it reaches the text; the page says so and sends none of it.
    public static let maximumPasteCharacters = 1_048_576
}

extension PlaygroundMessage {
    /// Decodes one message, with a typed error for anything that is not a message.
    public static func decode(_ text: String) throws(PlaygroundError) -> PlaygroundMessage {
        let bytes = text.utf8.count
        guard bytes <= PlaygroundLimits.maximumMessageBytes else { throw .oversized(bytes) }
        let message: PlaygroundMessage
        do {
            message = try JSONDecoder().decode(PlaygroundMessage.self, from: Data(text.utf8))
        } catch {
            throw .malformed(String(describing: error).prefix(120).description)
        }
        if message.t == "study", bytes > PlaygroundLimits.maximumStudyMessageBytes { throw .oversizedStudyMessage(bytes) }
        return message
    }
}
