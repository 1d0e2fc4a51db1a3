import Foundation

/// An action shown when a row of a table or list is swiped, as UIKit's `UIContextualAction`.
///
/// Its handler gets the action, the view that showed it (the action's button), and a
/// completion to call once the action is done: `true` if it was performed, `false` if not.
/// Either closes the row (UIKit's behaviour); after a destructive action's `true` the app is
/// expected to have deleted the row with `deleteRows(at:with:)` or a snapshot, as in UIKit.
/// A completion called a second time is ignored, with a note in
/// `UIApplication.geometryDiagnostics`; one never called leaves the row open until a click
/// elsewhere or a scroll closes it, which also leaves a note.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of an action, as UIKit's `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A grey button (UIKit's default colour for normal actions).
        case normal = 0
        /// A red button, for actions that delete.
        case destructive = 1
    }

    /// What runs when the action is chosen: the action, the view that showed it, and the
    /// completion to call when done (`true` if performed).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The action's style (set when created).
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image, shown above the title.
    open var image: UIImage?
    private var storedBackgroundColor: UIColor?
    /// The handler run when the action is chosen.
    public let handler: Handler

    /// The button's colour; nil restores the style's colour (grey for normal, red for
    /// destructive), as UIKit's null-resettable property.
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }

    /// Creates an action with a style, a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The swipe actions of one row, as UIKit's `UISwipeActionsConfiguration`: the first action
/// is the outermost button (nearest the row's edge) and the one a full swipe performs.
///
/// A configuration with no actions makes the row not swipe on that side, as UIKit documents
/// (return an empty configuration to turn a side off); nil from the delegate means no actions
/// too (PointerKit does not add UIKit's default Delete action outside editing).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, outermost first.
    public let actions: [UIContextualAction]
    /// True (default) lets a swipe past the full-swipe threshold perform `actions[0]` when
    /// the fingers lift.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration showing `actions`, outermost first.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
