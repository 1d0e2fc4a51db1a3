import Foundation

/// How a presented view controller is shown, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Fills the window.
    case fullScreen = 0
    /// A sheet as wide as a page (`UIViewController.pageSheetSize`), centred, over a dimmed window.
    case pageSheet = 1
    /// A smaller sheet (`preferredContentSize`, else `formSheetSize`), centred, over a dimmed window.
    case formSheet = 2
    /// As `fullScreen` (PointerKit has no presentation contexts).
    case currentContext = 3
    /// As `fullScreen` (PointerKit has no custom transitions).
    case custom = 4
    /// Fills the window, leaving what is under it in place.
    case overFullScreen = 5
    /// As `overFullScreen`.
    case overCurrentContext = 6
    /// A popover next to `popoverPresentationController`'s source; a click outside closes it.
    case popover = 7
    /// No presentation style.
    case none = -1
    /// The system's choice: a page sheet, as on iPad since iOS 13.
    case automatic = -2
}

/// The edges a popover's arrow may point from, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Arrow up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// Arrow down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// Arrow left: the popover is right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// Arrow right: the popover is left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet placed.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Where a popover points, as UIKit's `UIPopoverPresentationController`. PointerKit places
/// the popover below its source when it fits (arrow up), else above, else beside; it keeps
/// it inside the window, 10 pt from the source.
@preconcurrency @MainActor
open class UIPopoverPresentationController: NSObject {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at (default: the source view's bounds).
    open var sourceRect: CGRect = .zero
    /// The bar button item it points at (instead of a source view).
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may take (default any).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow took once shown.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that take clicks while the popover shows (a click elsewhere closes it).
    open var passthroughViews: [UIView]?
    /// The controller presented in the popover.
    public unowned let presentedViewController: UIViewController

    init(presented: UIViewController) { presentedViewController = presented; super.init() }

    /// The source rectangle in window coordinates, nil when there is none in `window`.
    func anchor(in window: UIWindow) -> CGRect? {
        if let item = barButtonItem, item.view.window === window { return item.view.convert(item.view.bounds, to: window) }
        guard let sourceView, sourceView.window === window else { return nil }
        let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: window)
    }

    /// The popover's frame for content of `size` in `window`.
    func frame(for size: CGSize, in window: UIWindow) -> CGRect {
        let bounds = window.bounds, gap: CGFloat = 10
        guard let anchor = anchor(in: window) else {
            arrowDirection = .unknown
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let x = min(max(anchor.midX - size.width / 2, 0), max(bounds.maxX - size.width, 0))
        let y = min(max(anchor.midY - size.height / 2, 0), max(bounds.maxY - size.height, 0))
        let choices: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: x, y: anchor.maxY + gap, width: size.width, height: size.height)),
            (.down, CGRect(x: x, y: anchor.minY - gap - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: anchor.maxX + gap, y: y, width: size.width, height: size.height)),
            (.right, CGRect(x: anchor.minX - gap - size.width, y: y, width: size.width, height: size.height)),
        ]
        let allowed = choices.filter { permittedArrowDirections.contains($0.0) }
        let chosen = allowed.first { bounds.contains($0.1) } ?? allowed.first ?? choices[0]
        arrowDirection = chosen.0
        return chosen.1
    }
}

extension UIViewController {
    /// A page sheet's size on iPad: 704 pt wide, the window's height less 40 pt above and
    /// below. iPadOS publishes no figure; this is its look in landscape.
    public static var pageSheetSize = CGSize(width: 704, height: 0)
    /// A form sheet's size when the controller sets no `preferredContentSize`: 540 × 620 pt,
    /// iPadOS's long-standing form sheet.
    public static var formSheetSize = CGSize(width: 540, height: 620)
    /// A popover's size when the controller sets no `preferredContentSize`: 320 × 320 pt
    /// (PointerKit's choice; UIKit sizes popovers from their content).
    public static var popoverSize = CGSize(width: 320, height: 320)

    /// Where and how a presented controller's view goes in `window`: its frame, and whether a
    /// cover goes under it (dimmed for sheets, clear for popovers).
    func presentationLayout(in window: UIWindow) -> (frame: CGRect, cover: UIColor?) {
        let bounds = window.bounds
        let preferred = preferredContentSize.width > 0 && preferredContentSize.height > 0 ? preferredContentSize : nil
        switch modalPresentationStyle {
        case .popover:
            let controller = popoverPresentationController ?? UIPopoverPresentationController(presented: self)
            return (controller.frame(for: preferred ?? Self.popoverSize, in: window), .clear)
        case .formSheet, .pageSheet, .automatic:
            let size = modalPresentationStyle == .formSheet ? (preferred ?? Self.formSheetSize)
                : CGSize(width: Self.pageSheetSize.width, height: Self.pageSheetSize.height > 0 ? Self.pageSheetSize.height : bounds.height - 80)
            let w = min(size.width, bounds.width), h = min(size.height, bounds.height)
            return (CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h), UIColor(white: 0, alpha: 0.2))
        default:
            return (bounds, nil)
        }
    }
}
