import Foundation
import PointerInput
import PointerUIKit

extension SimulatedPointer {
    /// Clicks with two fingers on a trackpad: iPadOS reports it as the secondary button,
    /// which is how context menus and `buttonMaskRequired = .secondary` see it.
    public func twoFingerClick(modifiers: UIKeyModifierFlags? = nil) throws(InputError) {
        try click(2, modifiers: modifiers)
    }

    /// Holds finger (contact) 1 at `location` for `duration` seconds of the simulator's
    /// clock, frame by frame, then lifts it unless `lift` is false.
    public func longPress(at location: CGPoint, duration: Double = 0.6, lift: Bool = true) throws(InputError) {
        try touch(1, .begin, at: location)
        advance(by: duration)
        if lift { try touch(1, .end, at: location) }
    }
}
