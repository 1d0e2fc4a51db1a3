/// Stops the fuzzer with a message when an invariant does not hold. libFuzzer reports the
/// trap as a crash and saves the input that caused it.
public func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
    if !condition() { fatalError("invariant violated: \(message())", file: file, line: line) }
}

/// Reads typed values off the fuzzer's bytes, front to back; past the end every read is zero,
/// so any input decodes to something.
public struct FuzzBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    /// Reads from `size` bytes at `data`.
    public init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: size)
    }

    /// True while unread bytes remain.
    public var hasMore: Bool { offset < bytes.count }

    /// The next byte.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next `count` bytes as an unsigned integer, little-endian.
    public mutating func unsigned(bytes count: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<count { value |= UInt64(byte()) << (8 * UInt64(i)) }
        return value
    }

    /// A small integer from one byte, in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % (range.upperBound - range.lowerBound + 1)
    }

    /// An integer that is usually small and sometimes extreme (Int.min, Int.max, any 64 bits).
    public mutating func anyInt() -> Int {
        switch byte() % 8 {
        case 0: .min
        case 1: .max
        case 2: Int(truncatingIfNeeded: unsigned(bytes: 8))
        default: Int(Int8(bitPattern: byte()))
        }
    }

    /// A Double that is usually ordinary and often hostile: NaN, infinities, the largest and
    /// smallest magnitudes, negative zero, or any 64-bit pattern.
    public mutating func double() -> Double {
        switch byte() % 16 {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: .greatestFiniteMagnitude
        case 4: -.greatestFiniteMagnitude
        case 5: .leastNonzeroMagnitude
        case 6: -0.0
        case 7: Double(bitPattern: unsigned(bytes: 8))
        case 8: Double(Int16(truncatingIfNeeded: unsigned(bytes: 2))) * 1e150
        default: Double(Int16(truncatingIfNeeded: unsigned(bytes: 2))) / 8
        }
    }
}
