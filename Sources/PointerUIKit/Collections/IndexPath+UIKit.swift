import Foundation

/// UIKit's index-path accessors, which Linux Foundation lacks: an item (or row) in a section.
///
/// A path with fewer than two indices reads 0 for a missing index (UIKit traps); setting a
/// missing index appends it (after a zero section when the path is empty).
extension IndexPath {
    /// A path to `item` in `section`.
    public init(item: Int, section: Int) { self = IndexPath(index: section).appending(item) }
    /// A path to `row` in `section` (table views).
    public init(row: Int, section: Int) { self = IndexPath(index: section).appending(row) }

    /// The section: the first index.
    public var section: Int {
        get { isEmpty ? 0 : self[0] }
        set { if isEmpty { append(newValue) } else { self[0] = newValue } }
    }

    /// The item in the section: the second index.
    public var item: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            while count < 1 { append(0) }
            if count > 1 { self[1] = newValue } else { append(newValue) }
        }
    }

    /// The row in the section (table views): the second index, as `item`.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
