import Foundation

/// A button's configuration, its update handler, and the views that draw it beyond the title
/// label and image view (made when a button is first given a configuration or handler).
@MainActor
final class ButtonConfigurationStorage {
    var configuration: UIButton.Configuration?
    var handler: UIButton.ConfigurationUpdateHandler?
    var automaticallyUpdates = true
    /// True while `updateConfiguration()` and the handler run (a configuration they set is
    /// drawn without running them again).
    var isUpdating = false
    /// The configuration drawn: `configuration`, updated for the state when automatic.
    var drawn: UIButton.Configuration?
    var background: BackgroundConfigurationView?
    var subtitleLabel: UILabel?
    var indicator: UIActivityIndicatorView?
    /// True when state changes go through the configuration update.
    var isActive: Bool { configuration != nil || handler != nil }
}

extension UIButton {
    /// Creates a system button drawn from `configuration` whose `primaryAction` runs on every
    /// tap; the action's title and image fill a configuration without them.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        buttonType = .system
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }

    /// The button's configuration, as UIKit's (nil, the default: the button draws its
    /// per-state titles, colours and images). A button with one draws it (background with
    /// its corners, title, subtitle, image, insets), sizes to it, and draws `updated(for:)` of
    /// it for its state while `automaticallyUpdatesConfiguration`. Setting nil goes back to
    /// the per-state look.
    public var configuration: UIButton.Configuration? {
        get { configured?.configuration }
        set {
            let storage = configurationStorage
            storage.configuration = newValue
            if newValue == nil { removeConfiguredViews() }
            setNeedsUpdateConfiguration()
        }
    }

    /// Runs on every state change (highlighted, selected, disabled, hovered) after
    /// `updateConfiguration()`, and when set: set `configuration` for the state here.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configured?.handler }
        set {
            configurationStorage.handler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// True (default) draws the configuration's `updated(for:)` for the button's state.
    public var automaticallyUpdatesConfiguration: Bool {
        get { configured?.automaticallyUpdates ?? true }
        set {
            configurationStorage.automaticallyUpdates = newValue
            if configured?.configuration != nil { applyConfiguration() }
        }
    }

    /// Updates the configuration for the current state now (UIKit does so before the next
    /// layout pass): `updateConfiguration()`, then `configurationUpdateHandler`, then draws it.
    public func setNeedsUpdateConfiguration() {
        guard let storage = configured else { return }
        guard !storage.isUpdating else { applyConfiguration(); return }
        storage.isUpdating = true
        updateConfiguration()
        storage.handler?(self)
        storage.isUpdating = false
        applyConfiguration()
    }

    /// UIKit's `isHovered` for buttons: true while the button's pointer effect is active (its
    /// pointer interaction's region is entered); a change updates the configuration.
    func setPointerHovered(_ hovered: Bool) {
        guard isHovered != hovered else { return }
        isHovered = hovered
        if configured?.isActive == true { setNeedsUpdateConfiguration() }
    }

    private var configurationStorage: ButtonConfigurationStorage {
        if let configured { return configured }
        let made = ButtonConfigurationStorage()
        configured = made
        return made
    }

    /// Takes away what the configuration drew, giving the title label and image view back to
    /// the per-state look.
    private func removeConfiguredViews() {
        guard let storage = configured else { return }
        storage.drawn = nil
        storage.background?.removeFromSuperview(); storage.background = nil
        storage.subtitleLabel?.removeFromSuperview(); storage.subtitleLabel = nil
        storage.indicator?.removeFromSuperview(); storage.indicator = nil
        if let label = storedTitleLabel {
            label.attributedText = nil
            label.font = .systemFont(ofSize: 17)
            label.textAlignment = .center
        }
        storedImageView?.tintColor = nil
        storedImageView?.isHidden = false
        storedImageView?.image = nil
        updateTitleLabel()
    }
}
