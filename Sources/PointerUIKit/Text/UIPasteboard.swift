import Foundation

/// A pasteboard, as UIKit's `UIPasteboard`: strings copied and pasted within the process.
///
/// PointerKit has no system pasteboard to share with other programs: `general` lives as long
/// as the process, and every window of it shares it. `changeCount` counts every write.
@preconcurrency @MainActor
public final class UIPasteboard: NSObject {
    /// The pasteboard copy, cut and paste use.
    public static let general = UIPasteboard(name: .general)

    /// A pasteboard's name, as UIKit's `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name's text.
        public var rawValue: String
        /// A name from its text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// The pasteboard's name.
    public let name: Name
    /// How many times the contents changed.
    public private(set) var changeCount = 0
    private var stored: [String] = []

    private init(name: Name) {
        self.name = name
        super.init()
    }

    /// A new pasteboard with a unique name, not shared with `general`.
    public static func withUniqueName() -> UIPasteboard { UIPasteboard(name: Name(rawValue: UUID().uuidString)) }

    /// The first string, or nil when there is none; setting it replaces the contents.
    public var string: String? {
        get { stored.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every string; setting it replaces the contents.
    public var strings: [String]? {
        get { stored.isEmpty ? nil : stored }
        set { stored = newValue ?? []; changeCount += 1 }
    }

    /// True when the pasteboard holds a string.
    public var hasStrings: Bool { !stored.isEmpty }

    /// How many items it holds.
    public var numberOfItems: Int { stored.count }
}
