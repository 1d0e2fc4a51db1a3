// Fuzzes the playground's message decoder (PlaygroundMessage.decode): any text is a message
// or a typed refusal, oversized exactly when over the limit, and nothing traps.
import FuzzSupport
import PointerPlaygroundMessages

/// libFuzzer's entry point: one input, as UTF-8 text (invalid bytes become U+FFFD, as a
/// WebSocket text frame's would be refused earlier).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let bytes = text.utf8.count
    do throws(PlaygroundError) {
        let message = try PlaygroundMessage.decode(text)
        fuzzCheck(bytes <= PlaygroundLimits.maximumMessageBytes, "accepted \(bytes) bytes, over the limit")
        // Decoding is deterministic: the same text is the same message.
        fuzzCheck((try? PlaygroundMessage.decode(text)) == message, "decoded differently twice")
    } catch {
        switch error {
        case .oversized(let n):
            fuzzCheck(n == bytes && n > PlaygroundLimits.maximumMessageBytes, "oversized(\(n)) for \(bytes) bytes")
        case .malformed(let why):
            fuzzCheck(bytes <= PlaygroundLimits.maximumMessageBytes, "malformed instead of oversized")
            fuzzCheck(why.count <= 120, "reason longer than 120 characters")
        case .oversizedStudyMessage(let n):
            fuzzCheck(n == bytes && n > PlaygroundLimits.maximumStudyMessageBytes && n <= PlaygroundLimits.maximumMessageBytes,
                      "oversizedStudyMessage(\(n)) for \(bytes) bytes")
        case .flooding, .invalid, .refused:
            fuzzCheck(false, "decode threw \(error), which only the session may throw")
        }
        fuzzCheck(!error.description.isEmpty, "empty description")
        fuzzCheck(error.closesConnection, "a decode error must close the connection")
    }
    return 0
}
