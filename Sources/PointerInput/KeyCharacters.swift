/// What a key typed, as a key sample carries it: up to ``capacity`` bytes of UTF-8 stored
/// inline, so that ``SampleKind`` and ``RawSample`` stay plain values that copy without
/// reference counting. A `String` payload would make every sample, pointer motion included,
/// copy and destroy through the enum's value witnesses. Measured with callgrind on the
/// `pointer move, 10000 views` fixture: 5,375 instructions per move before keys, 5,678 with a
/// `String` here, 5,414 with this type.
public struct KeyCharacters: Hashable, Sendable, CustomStringConvertible {
    /// The most UTF-8 bytes a key's characters may take: 32. One key types one character, and
    /// the longest single characters in use (emoji joined with zero-width joiners, such as a
    /// family of four, 25 bytes) fit.
    public static let capacity = 32

    private var bytes: SIMD32<UInt8>
    /// The number of UTF-8 bytes.
    public let utf8Count: Int

    /// The characters of `text`; throws ``InputError/keyCharactersTooLong(count:)`` (with
    /// the UTF-8 byte count) when they do not fit in ``capacity`` bytes.
    /// - Complexity: O(min(n, capacity)) in the text's length.
    public init(_ text: String) throws(InputError) {
        var stored = SIMD32<UInt8>()
        var count = 0
        for byte in text.utf8 {
            guard count < Self.capacity else { throw .keyCharactersTooLong(count: text.utf8.count) }
            stored[count] = byte
            count += 1
        }
        bytes = stored
        utf8Count = count
    }

    /// The characters as a string.
    public var string: String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(utf8Count)
        for i in 0..<utf8Count { utf8.append(bytes[i]) }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// True when the key typed nothing ("").
    public var isEmpty: Bool { utf8Count == 0 }

    /// The characters.
    public var description: String { string }
}
