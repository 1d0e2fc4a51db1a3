import Foundation

extension UIBackgroundConfiguration {
    /// A copy styled for `state`, as UIKit's `updated(for:)`. UIKit publishes the looks only
    /// as "the system default styling"; PointerKit's, after iPadOS:
    ///
    /// - Plain and grouped cells: `systemBackground` / `secondarySystemGroupedBackground` at
    ///   rest, `systemGray4` while selected, highlighted or focused.
    /// - Sidebar cells: clear at rest; selected or focused, nil (the tint: the accent colour);
    ///   highlighted only, `systemGray5`. Accompanied sidebar cells: `systemGray5` when selected.
    /// - Any cell the targeted drop goes to: a 2-pt stroke in the tint colour.
    /// - Headers, footers and `clear()`: no state looks.
    ///
    /// Properties the app set keep their values. A state that is neither a
    /// ``UICellConfigurationState`` nor a ``UIViewConfigurationState`` counts as a resting one
    /// (UIKit reads only the traits a state knows).
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var copy = self
        let flags = ConfigurationStateFlags(state)
        if !customized.contains(.backgroundColor) { copy.storedBackgroundColor = style.color(for: flags) }
        let targeted = flags.dropState == .targeted && style.isCell
        if !customized.contains(.strokeWidth) { copy.storedStrokeWidth = targeted ? 2 : 0 }
        if !customized.contains(.strokeColor) { copy.storedStrokeColor = nil }
        return copy
    }
}

extension UIBackgroundConfiguration.Style {
    /// True for the cell styles (which have state looks).
    var isCell: Bool {
        switch self {
        case .plainCell, .groupedCell, .insetGroupedCell, .sidebarCell, .accompaniedSidebarCell: true
        case .clear, .sidebarHeader, .plainHeaderFooter, .groupedHeaderFooter: false
        }
    }

    /// The colour at rest.
    @MainActor var restingColor: UIColor? {
        switch self {
        case .plainCell, .plainHeaderFooter: .systemBackground
        case .groupedCell, .insetGroupedCell: .secondarySystemGroupedBackground
        case .clear, .sidebarCell, .accompaniedSidebarCell, .sidebarHeader, .groupedHeaderFooter: .clear
        }
    }

    /// The colour in a state (nil: the tint colour).
    @MainActor func color(for flags: ConfigurationStateFlags) -> UIColor? {
        let chosen = flags.isSelected || flags.isFocused
        switch self {
        case .plainCell, .groupedCell, .insetGroupedCell:
            return chosen || flags.isHighlighted ? .systemGray4 : restingColor
        case .sidebarCell:
            return chosen ? nil : flags.isHighlighted ? .systemGray5 : restingColor
        case .accompaniedSidebarCell:
            return chosen || flags.isHighlighted ? .systemGray5 : restingColor
        case .clear, .sidebarHeader, .plainHeaderFooter, .groupedHeaderFooter:
            return restingColor
        }
    }
}
