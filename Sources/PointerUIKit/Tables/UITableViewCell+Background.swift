import Foundation

extension UITableViewCell: BackgroundConfigurationHosting {
    /// The cell's background as a configuration, as UIKit's (nil: none, the default). The cell
    /// draws it behind its content for its state, and while `automaticallyUpdatesBackgroundConfiguration`
    /// is true replaces it with `updated(for:)` whenever the state changes. Setting one clears
    /// `backgroundColor`, `backgroundView` and `selectedBackgroundView`, as UIKit does, and the
    /// default grey selection gives way to the configuration's own selected look.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundHost?.configuration }
        set {
            if newValue != nil {
                backgroundColor = nil
                backgroundView = nil
                selectedBackgroundView = nil
            }
            madeBackgroundHost.set(newValue, in: self, state: configurationState)
            updateSelectedBackground()
        }
    }

    /// True (default) re-applies the background configuration's `updated(for:)` whenever the
    /// cell's state changes.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { backgroundHost?.automaticallyUpdates ?? true }
        set { madeBackgroundHost.automaticallyUpdates = newValue }
    }

    /// The background configuration for a cell of this table's kind: a grouped cell's when
    /// the table is grouped or inset grouped, else a plain one's.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch (superview as? UITableView)?.style {
        case .grouped?: .listGroupedCell()
        case .insetGrouped?: .listInsetGroupedCell()
        default: .listPlainCell()
        }
    }

    /// Asks the cell to update its configurations for its current state now (UIKit does so
    /// before the next layout pass): `updateConfiguration(using:)` runs with `configurationState`.
    public func setNeedsUpdateConfiguration() { stateDidChange() }
}

extension UITableViewHeaderFooterView: BackgroundConfigurationHosting {
    /// The view's background as a configuration (nil: none, the default), drawn behind its
    /// content. Setting one clears `backgroundColor`, as UIKit does.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundHost?.configuration }
        set {
            if newValue != nil { backgroundColor = nil }
            madeBackgroundHost.set(newValue, in: self, state: UIViewConfigurationState())
        }
    }

    /// True (default) applies the background configuration's `updated(for:)` when it is set.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { backgroundHost?.automaticallyUpdates ?? true }
        set { madeBackgroundHost.automaticallyUpdates = newValue }
    }

    /// The background configuration for a header or footer of this table's kind.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        (superview as? UITableView)?.style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }
}
