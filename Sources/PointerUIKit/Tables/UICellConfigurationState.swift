import Foundation

/// A view's state, as UIKit's `UIViewConfigurationState`: what a configuration's
/// `updated(for:)` reads for a view that is not a cell.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// The view is disabled.
    public var isDisabled = false
    /// A press is down on the view.
    public var isHighlighted = false
    /// The view is selected.
    public var isSelected = false
    /// The view has focus.
    public var isFocused = false
    /// The view is pinned (a pinned section header).
    public var isPinned = false
    /// Creates a state with every flag off.
    public init() {}
}

/// A cell's state, as UIKit's `UICellConfigurationState`: what a content or background
/// configuration's `updated(for:)` reads (selected rows draw their text in white, for example).
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// A cell's part in a drag, as UIKit's `UICellConfigurationState.DragState`.
    public enum DragState: Hashable, Sendable {
        /// Not in a drag session.
        case none
        /// Being lifted, not yet in a drag session.
        case lifting
        /// Part of an active drag session.
        case dragging
    }

    /// A cell's part in a drop, as UIKit's `UICellConfigurationState.DropState`.
    public enum DropState: Hashable, Sendable {
        /// No drag session is over the cell's container.
        case none
        /// A drag session could drop in the cell's container, not on this cell.
        case notTargeted
        /// The cell is the drop target.
        case targeted
    }

    /// The cell is selected.
    public var isSelected = false
    /// A press is down on the cell.
    public var isHighlighted = false
    /// The table or list is editing.
    public var isEditing = false
    /// The row shows swipe actions.
    public var isSwiped = false
    /// The cell is disabled.
    public var isDisabled = false
    /// The cell has focus.
    public var isFocused = false
    /// The cell is expanded (an outline's parent row).
    public var isExpanded = false
    /// The cell is being reordered.
    public var isReordering = false
    /// The cell is pinned (a pinned header).
    public var isPinned = false
    /// The cell's part in a drag.
    public var cellDragState = DragState.none
    /// The cell's part in a drop.
    public var cellDropState = DropState.none
    /// Creates a state with every flag off.
    public init() {}
}

/// The state flags every configuration reads, from any configuration state: a cell state's
/// and a view state's own, none for a state of another kind (UIKit reads only the traits a
/// state knows).
struct ConfigurationStateFlags {
    var isSelected = false, isHighlighted = false, isDisabled = false, isFocused = false
    var isEditing = false, isSwiped = false, isExpanded = false
    var dragState = UICellConfigurationState.DragState.none
    var dropState = UICellConfigurationState.DropState.none

    init(_ state: any UIConfigurationState) {
        if let s = state as? UICellConfigurationState {
            isSelected = s.isSelected; isHighlighted = s.isHighlighted; isDisabled = s.isDisabled; isFocused = s.isFocused
            isEditing = s.isEditing; isSwiped = s.isSwiped; isExpanded = s.isExpanded
            dragState = s.cellDragState; dropState = s.cellDropState
        } else if let s = state as? UIViewConfigurationState {
            isSelected = s.isSelected; isHighlighted = s.isHighlighted; isDisabled = s.isDisabled; isFocused = s.isFocused
        }
    }
}
