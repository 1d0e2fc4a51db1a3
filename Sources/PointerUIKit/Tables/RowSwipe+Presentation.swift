import Foundation

/// Showing the swipe: the row's content slides, the actions appear behind it, the row
/// settles frame by frame, and clicks elsewhere close it.
extension RowSwipe {
    /// True while a row shows actions (or is being swiped).
    var hasOpenRow: Bool { session != nil }

    /// Slides the row's content by `offset` and shows the side's actions in the space it left.
    func apply(_ offset: CGFloat) {
        guard var s = session else { return }
        let wanted: SwipeActionsView? = offset < 0 ? (s.trailing ?? nil) : offset > 0 ? (s.leading ?? nil) : nil
        if s.shown !== wanted {
            s.shown?.removeFromSuperview()
            if let wanted { s.cell.insertSubview(wanted, at: 0) }
            if !s.announced, wanted != nil {
                s.announced = true
                host?.swipeStateDidChange(at: s.indexPath, swiped: true)
            }
            s.shown = wanted
        }
        s.offset = wanted == nil ? 0 : offset
        session = s
        s.cell.clipsToBounds = s.offset != 0 || s.cellClipped
        let slide = CGAffineTransform(translationX: s.offset, y: 0)
        for view in s.cell.subviews where view !== s.shown && view.transform != slide { view.transform = slide }
        s.shown?.show(offset: s.offset, in: s.cell.bounds)
    }

    /// Closes the open row (animated: it slides shut over `settleDuration`). A pending
    /// action's completion that was never called is noted.
    func close(animated: Bool) {
        guard let s = session else { return }
        notePendingCompletion()
        if animated, s.offset != 0 { startSettle(to: 0) } else { endSession() }
    }

    /// Takes the actions away at once and restores the row.
    func endSession() {
        settle = nil
        guard let s = session else { return }
        notePendingCompletion()
        session = nil
        s.shown?.removeFromSuperview()
        s.cell.clipsToBounds = s.cellClipped
        for view in s.cell.subviews where view.transform != .identity { view.transform = .identity }
        if s.announced { host?.swipeStateDidChange(at: s.indexPath, swiped: false) }
    }

    private func notePendingCompletion() {
        guard let (action, state) = pending else { return }
        pending = nil
        if !state.called {
            GeometryLimits.note("UIContextualAction \"\(action.title ?? "")\": the row closed before the completion handler was called")
        }
    }

    /// The host is about to take `cell` off screen (reload, update, scrolled away): a row
    /// open in it closes at once.
    func cellWillLeave(_ cell: UIView) {
        if session?.cell === cell { endSession() }
    }

    // MARK: Settling

    func startSettle(to target: CGFloat) {
        guard let s = session else { return }
        guard let host, let window = host.window, behavior.settleDuration > 0 else {
            apply(target)
            if target == 0 { endSession() }
            return
        }
        settle = (s.offset, target, window.router.lastTimestamp)
        window.router.waitForFrame(host.panGestureRecognizer)
    }

    /// Jumps a running settle to its end (a new gesture began).
    func finishSettle() {
        guard let s = settle else { return }
        settle = nil
        apply(s.to)
        if s.to == 0 { endSession() }
    }

    func frame(at time: Double) -> Bool {
        guard let s = settle else { return false }
        guard session != nil, host?.window != nil else { settle = nil; return false }
        let p = min(1, max(0, (time - s.start) / behavior.settleDuration))
        let eased = CGFloat(1 - pow(1 - p, 3))
        apply(s.from + (s.to - s.from) * eased)
        guard p >= 1 else { return true }
        finishSettle()
        return false
    }

    // MARK: Presses

    /// A press in the host while a row is open closes it and is swallowed (no selection);
    /// false when no row is open. Presses on the action buttons never reach the host.
    func pressBegan(_ touches: Set<UITouch>) -> Bool {
        guard session != nil, let touch = touches.first else { return false }
        swallowed = touch
        close(animated: true)
        return true
    }

    /// True for the moves and release of a swallowed press.
    func swallows(_ touches: Set<UITouch>, ending: Bool) -> Bool {
        guard let touch = swallowed, touches.contains(touch) else { return false }
        if ending { swallowed = nil }
        return true
    }
}
