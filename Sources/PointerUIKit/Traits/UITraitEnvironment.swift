import Foundation

/// Something with a trait collection that hears when it changes, as UIKit's
/// `UITraitEnvironment`: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in force here.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed, with the ones before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A trait, as UIKit's `UITraitDefinition` (iOS 17): named in `registerForTraitChanges`.
public protocol UITraitDefinition {}
/// Any trait's type, as UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type
/// The appearance trait (`userInterfaceStyle`).
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// The idiom trait (`userInterfaceIdiom`).
public enum UITraitUserInterfaceIdiom: UITraitDefinition {}
/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The display scale trait.
public enum UITraitDisplayScale: UITraitDefinition {}

/// A registration `registerForTraitChanges` returned, for `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// The handler of a trait change: the environment, and the traits before the change.
public typealias UITraitChangeHandler<Environment: UITraitEnvironment> = (Environment, UITraitCollection) -> Void

/// Something whose trait changes can be observed, as UIKit's `UITraitChangeObservable`
/// (iOS 17): views and view controllers.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
    /// The registrations made on this object: a view's or a controller's.
    var traitRegistrations: TraitRegistrations {
        if let view = self as? UIView { return view.traits }
        if let controller = self as? UIViewController { return controller.containment.traits }
        return TraitRegistrations()
    }

    /// Calls `handler` after any of `traits` changes here, with the object and the traits
    /// before (iOS 17's `registerForTraitChanges(_:handler:)`). The registration lives as long
    /// as the object, or until `unregisterForTraitChanges(_:)`.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<Self>) -> any UITraitChangeRegistration {
        let registration = TraitRegistration(traits: traits.map { ObjectIdentifier($0) }) { environment, previous in
            guard let environment = environment as? Self else { return }
            handler(environment, previous)
        }
        traitRegistrations.list.append(registration)
        return registration
    }

    /// Sends `action` to `target` after any of `traits` changes here.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        let weakTarget = target as AnyObject
        let registration = TraitRegistration(traits: traits.map { ObjectIdentifier($0) }) { [weak weakTarget] environment, previous in
            guard let weakTarget else { return }
            _ = action.perform(on: weakTarget, sender: environment, event: nil)
        }
        traitRegistrations.list.append(registration)
        return registration
    }

    /// Ends a registration made here (one made elsewhere, or ended already, is ignored).
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.list.removeAll { $0 === registration }
    }
}

/// The trait registrations of one view or controller, and the appearance it overrides.
@MainActor final class TraitRegistrations {
    var list: [TraitRegistration] = []
    /// The appearance this object overrides (`overrideUserInterfaceStyle`).
    var override: UIUserInterfaceStyle = .unspecified
    nonisolated init() {}
}

/// One `registerForTraitChanges` registration.
@MainActor final class TraitRegistration: UITraitChangeRegistration {
    let traits: [ObjectIdentifier]
    let handler: (AnyObject, UITraitCollection) -> Void
    init(traits: [ObjectIdentifier], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits; self.handler = handler
    }
}
