// Fuzzes the input converter (InputConverter.convert and advance) with sequences of samples of
// every kind, decoded from the fuzzer's bytes: NaN, infinities and huge values included, and
// timestamps that go backwards, and keys (unknown codes, unbalanced presses, oversized text).
// Invariants: a refused sample changes nothing and emits nothing;
// no event carries a non-finite number; event times never decrease; the pointer stays on the
// surface.
import FuzzSupport
import PointerGeometry
import PointerInput

/// What can be observed of a converter from outside: equal before and after a refused sample.
struct Observed: Equatable {
    var location: Point
    var buttons: ButtonMask
    var modifiers: ModifierFlags
    var lastTimestamp: Double
    var diagnostics: [InputDiagnostic]
    var isScrolling: Bool
    var isTransforming: Bool
    var keysDown: [Int]

    init(_ c: InputConverter) {
        location = c.location; buttons = c.buttons; modifiers = c.modifiers; lastTimestamp = c.lastTimestamp
        diagnostics = c.diagnostics; isScrolling = c.isScrolling; isTransforming = c.isTransforming
        keysDown = c.keysDown
    }
}

extension FuzzBytes {
    mutating func point() -> Point { Point(x: double(), y: double()) }

    mutating func phase() -> SamplePhase { [.begin, .update, .end, .cancel][int(in: 0...3)] }

    /// The next sample's time: mostly a little after `previous`, sometimes before it, sometimes
    /// anything at all.
    mutating func time(after previous: Double) -> Double {
        switch byte() % 8 {
        case 0: double()
        case 1: previous - Double(byte()) / 64
        case 2: previous
        default: previous + Double(byte()) / 256
        }
    }

    /// A key code: mostly a known usage (letters, modifiers, Caps Lock), sometimes anything.
    mutating func keyCode() -> Int {
        switch byte() % 4 {
        case 0: int(in: 0x04...0x08)
        case 1: int(in: 0xE0...0xE7)
        case 2: KeyUsage.capsLock
        default: anyInt()
        }
    }

    /// Characters for a key: none, empty, one, a control character, or as many as fit (text
    /// over ``KeyCharacters/capacity`` bytes is refused when made, and must say so).
    mutating func keyCharacters() -> KeyCharacters? {
        let text: String
        switch byte() % 5 {
        case 0: return nil
        case 1: text = ""
        case 2: text = String(UnicodeScalar(UInt8(byte() % 128)))
        case 3: text = "\u{7}"
        default: text = String(repeating: "é", count: int(in: 0...40))
        }
        do throws(InputError) {
            let characters = try KeyCharacters(text)
            fuzzCheck(characters.string == text, "characters \(text.debugDescription) came back as \(characters)")
            return characters
        } catch {
            fuzzCheck(text.utf8.count > KeyCharacters.capacity && error == .keyCharactersTooLong(count: text.utf8.count),
                      "\(text.utf8.count) bytes refused with \(error)")
            return nil
        }
    }

    mutating func kind() -> SampleKind {
        switch byte() % 13 {
        case 12: .key(code: keyCode(), pressed: byte() % 2 == 0, characters: keyCharacters())
        case 0: .motion(delta: point(), unaccelerated: point())
        case 1: .position(point())
        case 2: .button(number: byte() % 4 == 0 ? anyInt() : int(in: 0...6), pressed: byte() % 2 == 0)
        case 3: .wheel(v120: point())
        case 4: .fingerScroll(delta: byte() % 3 == 0 ? .zero : point())
        case 5: .smoothScroll(delta: point())
        case 6: .pinch(phase(), scale: double(), rotationDelta: double())
        case 7: .hold(phase())
        case 8: .modifiers(ModifierFlags(rawValue: anyInt()))
        case 9: .touch(id: int(in: 0...3), phase: phase(), location: point())
        case 10: .proximity(entered: byte() % 2 == 0)
        default: .removed
        }
    }
}

func checkEvent(_ e: PointerEvent, after previous: Double, on surface: Rect) {
    fuzzCheck(e.timestamp.isFinite, "event time \(e.timestamp)")
    fuzzCheck(e.timestamp >= previous, "event time went back from \(previous) to \(e.timestamp): \(e)")
    fuzzCheck(e.location.isFinite, "non-finite location in \(e)")
    fuzzCheck(e.delta.isFinite, "non-finite delta in \(e)")
    fuzzCheck(e.unacceleratedDelta.isFinite, "non-finite unaccelerated delta in \(e)")
    fuzzCheck(e.wheelSteps.isFinite, "non-finite wheel steps in \(e)")
    fuzzCheck(e.scale.isFinite, "non-finite scale in \(e)")
    fuzzCheck(e.rotation.isFinite, "non-finite rotation in \(e)")
    if e.kind == .key {
        fuzzCheck(KeyUsage.isKnown(e.keyCode), "key event for unknown code \(e.keyCode)")
    }
    if e.kind != .touch {
        fuzzCheck(surface.contains(e.location), "pointer off the surface in \(e)")
    }
}

/// libFuzzer's entry point: one input, decoded into up to 256 samples.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(data, size)
    var converter = InputConverter()
    let surface = converter.configuration.surface
    var lastEventTime = -Double.infinity
    var clock = 0.0
    var count = 0
    while input.hasMore, count < 256 {
        count += 1
        clock = input.time(after: clock.isFinite ? clock : 0)
        var events: [PointerEvent] = []
        if input.byte() % 16 == 0 {
            converter.advance(to: clock) { events.append($0) }
        } else {
            let sample = RawSample(timestamp: clock, device: DeviceKind.allCases[input.int(in: 0...DeviceKind.allCases.count - 1)],
                                   deviceID: input.int(in: 0...2), kind: input.kind())
            let before = Observed(converter)
            do throws(InputError) {
                try converter.convert(sample) { events.append($0) }
            } catch {
                fuzzCheck(events.isEmpty, "refused \(sample) (\(error)) but emitted \(events)")
                fuzzCheck(Observed(converter) == before, "refused \(sample) (\(error)) but the converter changed")
            }
        }
        for e in events {
            checkEvent(e, after: lastEventTime, on: surface)
            lastEventTime = e.timestamp
        }
        fuzzCheck(converter.location.isFinite && surface.contains(converter.location), "pointer at \(converter.location)")
    }
    // Everything in progress finishes in finite time and finite values.
    var events: [PointerEvent] = []
    converter.advance(to: (clock.isFinite ? clock : 0) + 60) { events.append($0) }
    for e in events {
        checkEvent(e, after: lastEventTime, on: surface)
        lastEventTime = e.timestamp
    }
    return 0
}
