import Foundation

/// What an app set of a view's accessibility; nil members fall back to the view's defaults.
struct AccessibilitySettings {
    var isElement: Bool?
    var label: String??
    var hint: String?
    var value: String??
    var traits: UIAccessibilityTraits?
    var customActions: [UIAccessibilityCustomAction]?
    var elementsHidden = false
    var frame: CGRect?
}

/// A view's accessibility when the app sets nothing, as UIKit's standard views give it:
/// labels, buttons, text fields and the other controls are elements; a plain view and an image
/// view are not. Labels come from what the view shows (a label's text, a button's title or its
/// symbol's name, a segment's title), values from its state (a switch's "1" or "0", a slider's
/// or progress view's percentage, a text field's text), traits from its kind and state
/// (`.button`, `.staticText`, `.adjustable`; `.selected` and `.notEnabled` from the control).
extension UIView {
    struct AccessibilityDefaults {
        var isElement = false
        var label: String?
        var value: String?
        var traits: UIAccessibilityTraits = []
    }

    var accessibilityDefaults: AccessibilityDefaults {
        var d = AccessibilityDefaults()
        if let control = self as? UIControl {
            d.isElement = true
            if !control.isEnabled { d.traits.insert(.notEnabled) }
            if control.isSelected { d.traits.insert(.selected) }
        }
        switch self {
        case let label as UILabel:
            d.isElement = true; d.label = label.text; d.traits.insert(.staticText)
        case let button as UIButton:
            d.label = button.currentTitle ?? button.currentImage.map { $0.name.replacingOccurrences(of: ".", with: " ") }
            d.traits.insert(.button)
        case let toggle as UISwitch:
            d.value = toggle.isOn ? "1" : "0"; d.traits.insert(.button)
        case let slider as UISlider:
            d.value = Self.percent(slider.value, slider.minimumValue, slider.maximumValue); d.traits.insert(.adjustable)
        case let segments as UISegmentedControl:
            if segments.titles.indices.contains(segments.selectedSegmentIndex) { d.value = segments.titles[segments.selectedSegmentIndex] }
        case let field as UITextField:
            d.label = field.placeholder; d.value = field.text
        case let progress as UIProgressView:
            d.isElement = true; d.value = Self.percent(progress.progress, 0, 1); d.traits.insert(.updatesFrequently)
        case let image as UIImageView:
            d.traits.insert(.image); d.label = image.image?.name
        default: break
        }
        return d
    }

    private static func percent(_ value: Float, _ low: Float, _ high: Float) -> String {
        guard high > low, value.isFinite else { return "0%" }
        return "\(Int(((value - low) / (high - low) * 100).rounded()))%"
    }

    func settingAccessibility(_ change: (inout AccessibilitySettings) -> Void) {
        var settings = accessibilityStorage ?? AccessibilitySettings()
        change(&settings)
        accessibilityStorage = settings
        AccessibilityTree.generation &+= 1
    }

    /// UIKit's default activation: a control with actions for its primary action or
    /// `.touchUpInside` sends them, a switch flips and sends `.valueChanged`; other views
    /// (a button driven by a tap recognizer, a view with its own gestures) are not activated
    /// here (false), and `UIWindow.performAccessibilityAction(_:on:)` taps them instead.
    func activateByDefault() -> Bool {
        switch self {
        case let toggle as UISwitch where toggle.isEnabled:
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
            return true
        case let control as UIControl where control.isEnabled && !(self is UITextField)
            && !control.allControlEvents.isDisjoint(with: [.primaryActionTriggered, .touchUpInside]):
            control.sendActions(for: [.primaryActionTriggered, .touchUpInside])
            return true
        default:
            return false
        }
    }

    /// UIKit's default adjustment: a slider moves a tenth of its range and sends
    /// `.valueChanged`; other views do nothing.
    func adjustByDefault(up: Bool) {
        guard let slider = self as? UISlider, slider.isEnabled else { return }
        let step = (slider.maximumValue - slider.minimumValue) / 10
        slider.setValue(slider.value + (up ? step : -step), animated: true)
        slider.sendActions(for: .valueChanged)
    }
}
