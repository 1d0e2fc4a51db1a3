import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes, as UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// A plain button.
        case `default` = 0
        /// Dismisses without doing anything (at most one per alert; bold; on iPad an action
        /// sheet shows no cancel button: a click outside the popover runs it).
        case cancel = 1
        /// Changes or deletes data (red).
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The style.
    public let style: Style
    /// False dims the button and ignores clicks (default true); changes show at once.
    open var isEnabled = true { didSet { button?.isEnabled = isEnabled } }
    let handler: ((UIAlertAction) -> Void)?
    /// The button showing the action while its alert is presented.
    weak var button: UIButton?

    /// An action titled `title` that runs `handler` after its alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
