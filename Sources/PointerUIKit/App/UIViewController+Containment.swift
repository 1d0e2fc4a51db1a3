import Foundation

extension UIViewController {
    /// The view controllers this one contains, in the order added.
    public var children: [UIViewController] { containment.children }
    /// The containing view controller, if any.
    public var parent: UIViewController? { containment.parent }
    /// The view controller this one presents, if any.
    public var presentedViewController: UIViewController? { containment.presented }
    /// The view controller that presents this one, if any.
    public var presentingViewController: UIViewController? { containment.presenting }

    /// Presents `viewControllerToPresent` over this one (or over what this one already
    /// presents: UIKit logs "Attempt to present … which is already presenting" and presents
    /// nothing; PointerKit stacks it on top). Presenting a controller that is already presented,
    /// or a controller on itself, presents nothing and runs `completion`, with a note in
    /// `UIApplication.geometryDiagnostics` (UIKit raises NSInvalidArgumentException).
    /// Presentation is immediate: `animated` is accepted for source compatibility.
    /// The scene's pointer-lock preference now comes from the presented controller.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = containment.presented {
            presented.present(viewControllerToPresent, animated: flag, completion: completion)
            return
        }
        guard viewControllerToPresent.presentingViewController == nil, viewControllerToPresent !== self else {
            // UIKit raises NSInvalidArgumentException here; PointerKit goes on without presenting.
            GeometryLimits.note("Application tried to present modally a view controller (\(type(of: viewControllerToPresent))) that is "
                                + "already presented, or itself: UIKit raises NSInvalidArgumentException; ignored")
            completion?()
            return
        }
        containment.presented = viewControllerToPresent
        viewControllerToPresent.containment.presenting = self
        if let window = hostWindow {
            let presented = viewControllerToPresent
            presented.prepareForPresentation(in: window)
            let (frame, coverColor) = presented.presentationLayout(in: window)
            presented.viewWillAppear(flag)
            presented.view.frame = frame
            if let coverColor {
                // Sheets dim the window; a popover's clear cover closes it on a click outside.
                let cover = PresentationCover(frame: window.bounds)
                cover.backgroundColor = coverColor
                cover.accessibilityIdentifier = "presentation cover"
                if presented.modalPresentationStyle == .popover {
                    let tap = UITapGestureRecognizer { [weak presented] _ in
                        guard let presented, !presented.isModalInPresentation else { return }
                        presented.dismiss(animated: true)
                        presented.popoverDismissedByClickOutside()
                    }
                    // Only clicks on the cover itself: the popover's own content is inside it.
                    tap.delegate = cover
                    cover.addGestureRecognizer(tap)
                }
                // Sheets and popovers are rounded and float over a soft shadow.
                presented.view.layer.cornerRadius = presented.modalPresentationStyle == .popover ? 13 : 10
                presented.view.layer.shadowOpacity = 0.2
                presented.view.layer.shadowRadius = 20
                cover.addSubview(presented.view)
                window.addSubview(cover)
                presented.containment.cover = cover
            } else {
                window.addSubview(presented.view)
            }
            presented.viewDidAppear(flag)
        }
        pointerLockPreferenceMayHaveChanged()
        completion?()
    }

    /// Dismisses what this view controller presents (or, if it presents nothing, this view
    /// controller itself from its presenter), along with everything presented above it.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let target = containment.presented ?? (containment.presenting != nil ? self : nil) else {
            completion?()
            return
        }
        let presenter = target.containment.presenting
        var chain: UIViewController? = target
        while let current = chain {
            chain = current.containment.presented
            current.containment.presented = nil
            current.containment.presenting = nil
            if current.isViewLoaded, current.view.window != nil {
                current.viewWillDisappear(flag)
                current.view.removeFromSuperview()
                current.containment.cover?.removeFromSuperview()
                current.viewDidDisappear(flag)
            }
            current.containment.cover = nil
        }
        presenter?.containment.presented = nil
        presenter?.pointerLockPreferenceMayHaveChanged()
        completion?()
    }

    /// The window showing this controller: its own view's, or its presenter's or parent's.
    var hostWindow: UIWindow? {
        if isViewLoaded, let window = view.window { return window }
        return containment.presenting?.hostWindow ?? containment.parent?.hostWindow
    }
}

/// Parent, children and presentation links of a view controller.
@MainActor
final class Containment {
    weak var parent: UIViewController?
    var children: [UIViewController] = []
    var presented: UIViewController?
    weak var presenting: UIViewController?
    /// The dimmed (sheet) or clear (popover) view under a presented controller's view.
    var cover: UIView?
    /// The popover controller, made when the style becomes `.popover`.
    var popover: UIPopoverPresentationController?
    /// The key commands added with `addKeyCommand(_:)`.
    var keyCommands: [UIKeyCommand] = []
    /// `additionalSafeAreaInsets`.
    var additionalInsets = UIEdgeInsets.zero
    /// What a container's bars add to the safe area of the view laid out under them.
    var barInsets = UIEdgeInsets.zero
    /// Trait registrations and the appearance override.
    let traits = TraitRegistrations()
}

/// The view under a presented sheet or popover: it holds the presented view, and its tap
/// (a popover's close on a click outside) takes only touches that land on the cover itself,
/// never those in the presented content.
@MainActor final class PresentationCover: UIView, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.view === self
    }
}
