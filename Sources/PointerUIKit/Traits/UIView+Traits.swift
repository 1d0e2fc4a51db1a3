import Foundation

extension UIView: UITraitChangeObservable {
    /// The view's traits: an iPad's (`.pad`, regular size classes, scale 2), in the appearance
    /// of the nearest override at or above it (a view's, or its controller's), else the host's
    /// (`UIWindow.hostUserInterfaceStyle`), light for a view in no window.
    public var traitCollection: UITraitCollection {
        var next: UIView? = self, last: UIView = self
        while let view = next {
            if let style = view.overriddenStyle { return .padTraits(style) }
            last = view
            next = view.storedSuperview
        }
        return .padTraits((last as? UIWindow)?.hostStyle ?? .light)
    }

    /// The appearance this view or its controller overrides, nil when neither does.
    var overriddenStyle: UIUserInterfaceStyle? {
        if let style = traitStore?.override, style != .unspecified { return style }
        if let style = owningViewController?.containment.traits.override, style != .unspecified { return style }
        return nil
    }

    /// The registrations, made on first use.
    var traits: TraitRegistrations {
        if let store = traitStore { return store }
        let store = TraitRegistrations()
        traitStore = store
        return store
    }

    /// Runs `change`, then tells every view under `root` (and its controller) whose traits
    /// changed: `traitCollectionDidChange(_:)`, then the registrations for the traits that
    /// changed, with `UITraitCollection.current` set to the new traits; such views are drawn
    /// again (`setNeedsDisplay()`).
    static func changeTraits(under root: UIView, _ change: () -> Void) {
        var before: [(UIView, UITraitCollection)] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            before.append((view, view.traitCollection))
            stack.append(contentsOf: view.storedSubviews)
        }
        change()
        for (view, old) in before {
            let new = view.traitCollection
            guard !new.isEqual(old) else { continue }
            // Dynamic colours resolve anew: cached drawings are made again.
            DrawingGeneration.bump()
            view.setNeedsDisplay()
            let saved = TraitState.current
            TraitState.current = new
            view.deliverTraitChange(from: old, to: new)
            if let controller = view.owningViewController { controller.deliverTraitChange(from: old, to: new) }
            TraitState.current = saved
        }
    }
}

extension UIViewController: UITraitChangeObservable {
    /// The traits of the controller's view (its parent's or its presenter's when the view is
    /// not loaded; an iPad's in light appearance without either).
    public var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        if containment.traits.override != .unspecified { return .padTraits(containment.traits.override) }
        return parent?.traitCollection ?? presentingViewController?.traitCollection ?? .padTraits(.light)
    }
}

extension UITraitChangeObservable {
    /// `traitCollectionDidChange(_:)`, then the registrations naming a trait that changed.
    func deliverTraitChange(from old: UITraitCollection, to new: UITraitCollection) {
        traitCollectionDidChange(old)
        var changed: [ObjectIdentifier] = []
        if old.userInterfaceStyle != new.userInterfaceStyle { changed.append(ObjectIdentifier(UITraitUserInterfaceStyle.self)) }
        if old.userInterfaceIdiom != new.userInterfaceIdiom { changed.append(ObjectIdentifier(UITraitUserInterfaceIdiom.self)) }
        if old.horizontalSizeClass != new.horizontalSizeClass { changed.append(ObjectIdentifier(UITraitHorizontalSizeClass.self)) }
        if old.verticalSizeClass != new.verticalSizeClass { changed.append(ObjectIdentifier(UITraitVerticalSizeClass.self)) }
        if old.displayScale != new.displayScale { changed.append(ObjectIdentifier(UITraitDisplayScale.self)) }
        for registration in traitRegistrations.list where registration.traits.contains(where: changed.contains) {
            registration.handler(self, old)
        }
    }
}

extension UIWindow {
    /// PointerKit extension: the host's appearance, which every view without an override uses
    /// (default light). The playground sets it from the browser's `prefers-color-scheme`;
    /// `.unspecified` counts as light. Changing it delivers trait changes.
    public var hostUserInterfaceStyle: UIUserInterfaceStyle {
        get { hostStyle }
        set {
            let style = newValue == .unspecified ? .light : newValue
            guard style != hostStyle else { return }
            UIView.changeTraits(under: self) { self.hostStyle = style }
        }
    }
}

extension UITraitCollection {
    /// A window's traits in `style`: two shared values, so reading traits allocates nothing.
    static func padTraits(_ style: UIUserInterfaceStyle) -> UITraitCollection { style == .dark ? darkPad : lightPad }
    private static let lightPad = UITraitCollection.pad(.light)
    private static let darkPad = UITraitCollection.pad(.dark)
}
