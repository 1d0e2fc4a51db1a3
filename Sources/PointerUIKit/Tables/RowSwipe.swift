import Foundation

/// What row swipes need from the table or list they work in.
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// The row at `point` (the host's bounds coordinates), nil between rows.
    func swipeIndexPath(at point: CGPoint) -> IndexPath?
    /// The row's view on screen (the cell), nil when off screen.
    func swipeRowView(at indexPath: IndexPath) -> UIView?
    /// The row's actions on one side (the delegate's or the list configuration's answer).
    func swipeActionsConfiguration(at indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// The row began (`true`) or stopped showing actions.
    func swipeStateDidChange(at indexPath: IndexPath, swiped: Bool)
}

/// The swipe machinery tables and lists share: it takes the host's two-finger horizontal pans
/// (see `SwipeActionsBehavior`), slides the row's content, shows the actions behind it,
/// settles the row open or closed when the fingers lift, performs a full swipe, runs an
/// action on a click, and closes the row on a click elsewhere, a scroll, or the action's
/// completion. One row at most is open per host.
@MainActor
final class RowSwipe: ScrollPanInterceptor {
    /// The table or list (weak: the pan recognizer holding this machinery may outlive it
    /// in the window's frame queue).
    weak var host: (any SwipeActionsHost)?
    var behavior = SwipeActionsBehavior()

    /// The row being swiped or open: its cell, how far its content slid (negative: left,
    /// showing trailing actions), and its actions per side (asked once per row, when needed).
    struct Session {
        let indexPath: IndexPath
        let cell: UIView
        let cellClipped: Bool
        var offset: CGFloat = 0
        /// True once the host was told the row shows actions (it is told when they go).
        var announced = false
        var leading: SwipeActionsView??
        var trailing: SwipeActionsView??
        var shown: SwipeActionsView?
    }
    var session: Session?
    /// The current pan: not begun, swiping from an offset, or left to the scroll view.
    private enum Gesture { case none, swiping(from: CGFloat), scrolling }
    private var gesture = Gesture.none
    private var lifted = false
    var settle: (from: CGFloat, to: CGFloat, start: Double)?
    /// The action whose completion has not been called yet.
    var pending: (action: UIContextualAction, state: CompletionState)?
    /// A press that closed the open row: its moves and release are swallowed too.
    var swallowed: UITouch?

    init(host: any SwipeActionsHost) { self.host = host }

    // MARK: The pan

    func scrollPan(_ pan: ScrollViewPan, in scrollView: UIScrollView) -> Bool {
        switch pan.state {
        case .began:
            finishSettle()
            if beginSwipe(pan, in: scrollView) { return true }
            gesture = .scrolling
            close(animated: true)
            return false
        case .changed:
            guard case .swiping(let start) = gesture else { return false }
            if lifted { return true }
            if pan.inMomentum { lift(velocity: pan.velocity(in: scrollView).x); return true }
            track(start + pan.translation(in: scrollView).x)
            return true
        case .ended, .cancelled, .failed:
            guard case .swiping = gesture else { gesture = .none; return false }
            gesture = .none
            if !lifted { lift(velocity: pan.state == .ended ? pan.velocity(in: scrollView).x : 0) }
            return true
        default:
            return false
        }
    }

    /// Decides the gesture's axis once, from its first movement: true when it swipes a row.
    private func beginSwipe(_ pan: ScrollViewPan, in scrollView: UIScrollView) -> Bool {
        guard pan.drivenByScroll, !pan.isWheel else { return false }
        let t = pan.translation(in: scrollView)
        guard t.x.isFinite, t.y.isFinite, abs(t.x) > behavior.axisRatio * abs(t.y) else { return false }
        guard let host, let indexPath = host.swipeIndexPath(at: pan.location(in: scrollView)),
              let cell = host.swipeRowView(at: indexPath) else { return false }
        if let open = session, open.indexPath != indexPath || open.cell !== cell { endSession() }
        if session == nil {
            session = Session(indexPath: indexPath, cell: cell, cellClipped: cell.clipsToBounds)
        }
        let start = session?.offset ?? 0
        // A closed row whose starting side has no actions does not swipe: the pan scrolls.
        if start == 0, actionsView(trailing: t.x < 0) == nil {
            endSession()
            return false
        }
        gesture = .swiping(from: start)
        lifted = false
        track(start + t.x)
        return true
    }

    /// The fingers moved the row to `raw`: past the open width it follows at a fifth of the
    /// speed unless a full swipe is possible (then up to the row's width).
    private func track(_ raw: CGFloat) {
        guard let s = session, raw.isFinite else { return }
        guard raw != 0, let view = actionsView(trailing: raw < 0) else { apply(0); return }
        let rowWidth = s.cell.bounds.width
        let limit = view.configuration.performsFirstActionWithFullSwipe ? rowWidth : view.restingWidth
        var magnitude = abs(raw)
        if magnitude > limit { magnitude = limit + (magnitude - limit) / 5 }
        apply(raw < 0 ? -min(magnitude, rowWidth) : min(magnitude, rowWidth))
    }

    /// The fingers lifted: a full swipe, or open or closed by the projected offset.
    private func lift(velocity: CGFloat) {
        lifted = true
        guard let s = session, s.offset != 0, let view = s.shown else { close(animated: true); return }
        let rowWidth = s.cell.bounds.width, resting = view.restingWidth, sign: CGFloat = s.offset < 0 ? -1 : 1
        if view.configuration.performsFirstActionWithFullSwipe, let first = view.buttons.first,
           abs(s.offset) >= behavior.fullSwipeThreshold(rowWidth: rowWidth, restingWidth: resting) {
            startSettle(to: sign * rowWidth)
            perform(first.index, from: first)
            return
        }
        let v = velocity.isFinite ? velocity : 0
        let projected = s.offset + v * CGFloat(behavior.projection)
        if projected * sign >= behavior.openFraction * resting {
            startSettle(to: sign * resting)
        } else {
            close(animated: true)
        }
    }

    /// Opens a row's actions on one side, as if swiped open (an editing control's click).
    func open(indexPath: IndexPath, cell: UIView, trailing: Bool) {
        finishSettle()
        if let s = session, s.indexPath != indexPath || s.cell !== cell { endSession() }
        if session == nil { session = Session(indexPath: indexPath, cell: cell, cellClipped: cell.clipsToBounds) }
        guard let view = actionsView(trailing: trailing) else { endSession(); return }
        startSettle(to: trailing ? -view.restingWidth : view.restingWidth)
    }

    // MARK: Actions

    /// Runs the action at `index` of the side shown, from its button.
    func perform(_ index: Int, from button: UIView) {
        guard pending == nil, let view = session?.shown, view.configuration.actions.indices.contains(index) else { return }
        let action = view.configuration.actions[index]
        let state = CompletionState()
        pending = (action, state)
        action.handler(action, button) { [weak self] performed in
            guard !state.called else {
                GeometryLimits.note("UIContextualAction \"\(action.title ?? "")\": completion handler called more than once; ignored")
                return
            }
            state.called = true
            self?.completed(state)
        }
    }

    private func completed(_ state: CompletionState) {
        guard pending?.state === state else { return }
        pending = nil
        close(animated: true)
    }

    /// The actions view of one side of the session's row, made on first use; nil when the
    /// side has no actions (nil configuration, or an empty one).
    private func actionsView(trailing: Bool) -> SwipeActionsView? {
        guard let s = session else { return nil }
        if let known = trailing ? s.trailing : s.leading { return known }
        var view: SwipeActionsView?
        if let configuration = host?.swipeActionsConfiguration(at: s.indexPath, trailing: trailing),
           !configuration.actions.isEmpty {
            view = SwipeActionsView(configuration: configuration, trailing: trailing,
                                    actionWidth: behavior.minimumActionWidth, owner: self)
        }
        if trailing { session?.trailing = .some(view) } else { session?.leading = .some(view) }
        return view
    }
}

/// Whether an action's completion ran (a second call is ignored).
@MainActor
final class CompletionState {
    var called = false
}
