import Foundation

extension UICollectionViewCell: BackgroundConfigurationHosting {
    /// The cell's background as a configuration, as UIKit's (nil: none, the default). The cell
    /// draws it behind its content for its state, and while `automaticallyUpdatesBackgroundConfiguration`
    /// is true replaces it with `updated(for:)` whenever the state changes (selection,
    /// highlight, editing, swipe, or `setNeedsUpdateConfiguration()`). Setting one clears
    /// `backgroundColor`, `backgroundView` and `selectedBackgroundView`, as UIKit does; a
    /// list cell's grey selection stand-in gives way to the configuration's selected look.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundHost?.configuration }
        set {
            if newValue != nil {
                backgroundColor = nil
                backgroundView = nil
                selectedBackgroundView = nil
            }
            madeBackgroundHost.set(newValue, in: self, state: configurationState)
            updateSelectionFill()
        }
    }

    /// True (default) re-applies the background configuration's `updated(for:)` whenever the
    /// cell's state changes.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { backgroundHost?.automaticallyUpdates ?? true }
        set { madeBackgroundHost.automaticallyUpdates = newValue }
    }

    /// The background configuration for the cell's place: in a list, a sidebar cell's for a
    /// sidebar, a grouped cell's for a grouped or inset grouped list, else (and outside lists)
    /// a plain list cell's.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch (self as? UICollectionViewListCell)?.listAppearance {
        case .sidebar?, .sidebarPlain?: .listSidebarCell()
        case .grouped?: .listGroupedCell()
        case .insetGrouped?: .listInsetGroupedCell()
        default: .listPlainCell()
        }
    }

    /// Asks the cell to update its configurations for its current state now (UIKit does so
    /// before the next layout pass): `updateConfiguration(using:)` runs with `configurationState`.
    public func setNeedsUpdateConfiguration() { stateDidChange() }
}
