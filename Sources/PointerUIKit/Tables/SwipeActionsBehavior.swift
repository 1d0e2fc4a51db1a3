import Foundation

/// PointerKit extension: the numbers of a row swipe on a table or list. iPadOS publishes
/// none of them; these are PointerKit's choices, each with its reason, and every one can be
/// changed through `UITableView.swipeActionsBehavior` or `UICollectionView.swipeActionsBehavior`.
///
/// The gesture: a two-finger trackpad scroll whose first movement is mostly horizontal
/// (`|dx| > axisRatio · |dy|`) over a row with actions on that side swipes the row; any other
/// scroll (vertical, the wheel, a click drag) scrolls, and the choice holds for the whole
/// gesture, as scroll latching does.
@MainActor
public struct SwipeActionsBehavior: Equatable, Sendable {
    /// 1: the first movement is horizontal when its horizontal part is larger than its
    /// vertical part (the natural split of a diagonal; larger values favour scrolling).
    public var axisRatio: CGFloat = 1
    /// 74 pt: the narrowest action button (about UIKit's on iPad); a button is wider when its
    /// title needs it (the title's width plus 30 pt).
    public var minimumActionWidth: CGFloat = 74
    /// 0.5: when the fingers lift, the row settles open if its projected offset (below) is at
    /// least half the buttons' width, and closed otherwise, as a half-open drawer snaps.
    public var openFraction: CGFloat = 0.5
    /// 0.2 s: the lift's velocity times this is added to the offset before the open-or-closed
    /// choice, so a flick opens or closes the row even when it lifts short of half way (the
    /// momentum that follows is not applied to the row: the row settles instead).
    public var projection: Double = 0.2
    /// 0.6: lifting with the row slid past this fraction of its width performs the first
    /// action (with `performsFirstActionWithFullSwipe`), but never closer than
    /// `fullSwipeMargin` past the buttons' resting width, so opening a row fully is never
    /// mistaken for a full swipe.
    public var fullSwipeFraction: CGFloat = 0.6
    /// 40 pt: see `fullSwipeFraction`.
    public var fullSwipeMargin: CGFloat = 40
    /// 0.25 s: how long the row takes to settle open, closed or off the edge (an ease-out).
    public var settleDuration: Double = 0.25

    /// The defaults above.
    public init() {}

    /// How far past the resting width a row must slide for a full swipe, for a row `rowWidth`
    /// wide whose buttons are `restingWidth` wide at rest.
    func fullSwipeThreshold(rowWidth: CGFloat, restingWidth: CGFloat) -> CGFloat {
        max(fullSwipeFraction * rowWidth, restingWidth + fullSwipeMargin)
    }
}
