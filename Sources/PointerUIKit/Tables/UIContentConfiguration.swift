import Foundation

/// The state a configuration is updated for, as UIKit's `UIConfigurationState`.
public protocol UIConfigurationState {}

/// The content of a cell described as a value, as UIKit's `UIContentConfiguration`: it makes
/// the view that shows it, and gives a copy of itself styled for a cell state. The protocol
/// is not isolated, so configurations stay plain values (`Hashable` ones among them); its two
/// methods run on the main actor.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// A copy styled for `state`.
    @MainActor func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (default: the same configuration type).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Default: true when `configuration` is of the same type as the one shown.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// Hosts a content configuration's view inside a cell's content view: the view is kept when a
/// new configuration of a type it supports arrives, else replaced; it fills its container.
@MainActor
struct ContentConfigurationHost {
    private(set) var view: (any UIView & UIContentView)?

    /// Shows `configuration` in `container` (nil removes the configuration's view).
    mutating func show(_ configuration: (any UIContentConfiguration)?, in container: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
        } else {
            view?.removeFromSuperview()
            let made = configuration.makeContentView()
            view = made
            container.addSubview(made)
        }
        layout(in: container)
    }

    /// Makes the view fill `container`.
    func layout(in container: UIView) {
        let whole = CGRect(origin: .zero, size: container.bounds.size)
        if let view, view.frame != whole { view.frame = whole }
    }
}
