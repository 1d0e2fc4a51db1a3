import Foundation
import PointerInput

/// The keyboard modifiers held during an event (`UIKeyModifierFlags`, UIKit's raw values).
public typealias UIKeyModifierFlags = PointerInput.ModifierFlags
