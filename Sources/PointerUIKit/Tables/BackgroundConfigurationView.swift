import Foundation

/// The view that draws a background configuration behind a cell's, header's or button's
/// content: its colour and corners inset from the owner's bounds, its image and custom view
/// clipped to those corners, and its stroke in a child grown by `strokeOutset`. It takes no
/// input (clicks go to the owner).
@MainActor
final class BackgroundConfigurationView: UIView {
    private let stroke = UIView(frame: .zero)
    private var imageView: UIImageView?
    private weak var shownCustomView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        stroke.isUserInteractionEnabled = false
        stroke.backgroundColor = nil
        addSubview(stroke)
    }

    required init?(coder: NSCoder) { nil }

    /// Draws `configuration` in `owner`'s bounds, tinted by the owner's tint colour.
    func show(_ configuration: UIBackgroundConfiguration, in owner: UIView) {
        let tint = owner.tintColor ?? .systemBlue
        var insets = configuration.backgroundInsets
        let margins = owner.directionalLayoutMargins, edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let b = owner.bounds
        let frame = CGRect(x: insets.leading, y: insets.top, width: max(0, b.width - insets.leading - insets.trailing),
                           height: max(0, b.height - insets.top - insets.bottom))
        if self.frame != frame { self.frame = frame }
        backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        layer.cornerRadius = configuration.cornerRadius
        clipsToBounds = configuration.customView != nil || configuration.image != nil
        showImage(configuration.image, mode: configuration.imageContentMode)
        showCustomView(configuration.customView)
        let outset = configuration.strokeOutset
        stroke.frame = bounds.insetBy(dx: -outset, dy: -outset)
        stroke.layer.cornerRadius = max(0, configuration.cornerRadius + outset)
        stroke.layer.borderWidth = configuration.strokeWidth
        stroke.layer.borderColor = configuration.resolvedStrokeColor(for: tint).cgColor
        stroke.isHidden = configuration.strokeWidth <= 0
        bringSubviewToFront(stroke)
    }

    private func showImage(_ image: UIImage?, mode: UIView.ContentMode) {
        guard let image else { imageView?.removeFromSuperview(); imageView = nil; return }
        let view = imageView ?? UIImageView(frame: .zero)
        if imageView == nil { insertSubview(view, at: 0); imageView = view }
        view.image = image
        view.contentMode = mode
        view.frame = bounds
    }

    private func showCustomView(_ view: UIView?) {
        if shownCustomView !== view {
            shownCustomView?.removeFromSuperview()
            shownCustomView = view
            if let view { insertSubview(view, at: imageView == nil ? 0 : 1) }
        }
        if let view, view.frame != bounds { view.frame = bounds }
    }
}

/// A view that draws a background configuration: table and collection cells, table headers and
/// footers. Each keeps its host, made on first use.
@MainActor protocol BackgroundConfigurationHosting: AnyObject {
    /// The host, nil until a background configuration or its setting is first set.
    var backgroundHost: BackgroundConfigurationHost? { get set }
}

extension BackgroundConfigurationHosting {
    /// The host, made now if there is none yet.
    var madeBackgroundHost: BackgroundConfigurationHost {
        if let host = backgroundHost { return host }
        let host = BackgroundConfigurationHost()
        backgroundHost = host
        return host
    }
}

/// A view's background configuration: the configuration as set, whether state changes update
/// it, and the view drawing it. A class (made when a view is first given a configuration),
/// so drawing may lay the owner out again without overlapping accesses.
@MainActor
final class BackgroundConfigurationHost {
    var configuration: UIBackgroundConfiguration?
    var automaticallyUpdates = true
    private(set) var view: BackgroundConfigurationView?

    /// Sets the configuration (nil removes its view) and draws it in `owner` for `state`.
    func set(_ configuration: UIBackgroundConfiguration?, in owner: UIView, state: any UIConfigurationState) {
        self.configuration = configuration
        update(in: owner, state: state)
    }

    /// Applies `updated(for:)` when automatic, then draws the configuration.
    func update(in owner: UIView, state: any UIConfigurationState) {
        if automaticallyUpdates, let c = configuration { configuration = c.updated(for: state) }
        layout(in: owner)
    }

    /// Draws the configuration at the owner's current bounds (behind every other subview).
    func layout(in owner: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        let shown = view ?? BackgroundConfigurationView(frame: .zero)
        if view == nil { view = shown }
        if owner.subviews.first !== shown { owner.insertSubview(shown, at: 0) }
        shown.show(configuration, in: owner)
    }
}
