import Foundation

extension NSAttributedString {
    /// The string as runs of PointerKit text attributes: each run's `.font` and
    /// `.foregroundColor`, the default's where a run has none (or one of another type).
    @MainActor func pieces(default attributes: TextRunAttributes) -> [(String, TextRunAttributes)] {
        var out: [(String, TextRunAttributes)] = []
        let whole = string as NSString
        var location = 0
        while location < length {
            var range = NSRange(location: 0, length: 0)
            let found = self.attributes(at: location, effectiveRange: &range)
            let font = found[.font] as? UIFont ?? attributes.font
            let color = found[.foregroundColor] as? UIColor ?? attributes.color
            let end = max(range.location + range.length, location + 1)
            out.append((whole.substring(with: NSRange(location: location, length: end - location)), TextRunAttributes(font: font, color: color)))
            location = end
        }
        return out
    }

    /// An attributed string from PointerKit text runs.
    @MainActor convenience init(pieces: [(String, TextRunAttributes)]) {
        self.init(runs: pieces.map { ($0.0, [.font: $0.1.font, .foregroundColor: $0.1.color]) })
    }

    /// PointerKit extension: an attributed string from runs of text with their attributes,
    /// safe on Linux where `append(_:)` and `setAttributes(_:range:)` are not.
    ///
    /// swift-corelibs-foundation (Swift 6.3) halts when it compares two attribute dictionaries
    /// of equal size that hold different objects of a class defined outside Foundation (a
    /// `UIFont` or `UIColor`) under one key, which it does whenever a run is added next to
    /// another: iPad code that appends a bold run to a regular one stops there. This
    /// initialiser gives every other run one more attribute, `.pointerKitRun` (an `NSNumber`),
    /// so neighbouring runs never have equal sizes and are never compared value by value.
    public convenience init(runs: [(String, [NSAttributedString.Key: Any])]) {
        let made = NSMutableAttributedString(string: runs.map(\.0).joined())
        var location = 0
        for (index, (text, attributes)) in runs.enumerated() {
            let length = text.utf16.count
            var marked = attributes
            if index % 2 == 1 { marked[.pointerKitRun] = NSNumber(value: index) }
            if length > 0 { made.setAttributes(marked, range: NSRange(location: location, length: length)) }
            location += length
        }
        self.init(attributedString: made)
    }
}

extension NSAttributedString.Key {
    /// PointerKit's marker on every other run of `NSAttributedString(runs:)` (see there).
    public static let pointerKitRun = NSAttributedString.Key("PointerKitRun")
}
