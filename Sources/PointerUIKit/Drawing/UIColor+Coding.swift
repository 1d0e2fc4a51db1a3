import Foundation

/// Archiving a colour, as UIKit's `UIColor` does through `NSSecureCoding`: iPad code that
/// stores colours with `NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding: true)`
/// and reads them back with `NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from:)`
/// runs unchanged. The archive holds the four sRGB components as doubles under PointerKit's own
/// keys (UIKit's archive format is private): an archive made by UIKit on an iPad is not read.
/// A dynamic colour is archived as its light appearance.
extension UIColor: NSSecureCoding {
    /// True: colours decode only as the class asked for, as UIKit's.
    public nonisolated static var supportsSecureCoding: Bool { true }

    /// The keys of the red, green, blue and alpha components in an archive.
    nonisolated static let codingKeys = ["PKColorRed", "PKColorGreen", "PKColorBlue", "PKColorAlpha"]

    /// Writes the colour's sRGB components into `coder`.
    public nonisolated func encode(with coder: NSCoder) {
        let keys = UIColor.codingKeys
        for (key, value) in zip(keys, [storedRed, storedGreen, storedBlue, storedAlpha]) { coder.encode(Double(value), forKey: key) }
    }
}
