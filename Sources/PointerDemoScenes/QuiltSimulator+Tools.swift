import Foundation
import PointerUIKit

extension QuiltSimulator {
    /// The ruler's wood, and its colour while the guide is on.
    static let rulerWood = UIColor(red: 0.96, green: 0.84, blue: 0.45, alpha: 1)
    /// The ruler while the guide is on: light blue.
    static let rulerOn = UIColor(red: 0.45, green: 0.7, blue: 1, alpha: 1)
    /// The spool's flanges.
    static let spoolWood = UIColor(red: 0.62, green: 0.45, blue: 0.28, alpha: 1)

    /// Draws the tools so they show without the pointer over them: the ruler as a wooden bar
    /// with tick marks on its (clear) button, the spool as a reel of the thread's colour
    /// between two wooden flanges, and a caption under each. None of the drawing takes input:
    /// clicks and the pointer reach the buttons.
    func drawTools() {
        rulerBar.accessibilityIdentifier = "ruler bar"
        rulerBar.isUserInteractionEnabled = false
        for i in 0..<7 {
            let tick = UIView(frame: CGRect(x: 3 + Double(i) * 5, y: 0, width: 1, height: i % 2 == 0 ? 6 : 3))
            tick.backgroundColor = UIColor(white: 0.25, alpha: 1)
            tick.isUserInteractionEnabled = false
            rulerBar.addSubview(tick)
        }
        rulerButton.addSubview(rulerBar)
        for y in [0.0, 34] {
            let flange = UIView(frame: CGRect(x: 0, y: y, width: 40, height: 6))
            flange.backgroundColor = Self.spoolWood
            flange.isUserInteractionEnabled = false
            flange.accessibilityIdentifier = "spool flange"
            spoolButton.addSubview(flange)
        }
        for (caption, name) in [(rulerCaption, "ruler caption"), (spoolCaption, "spool caption")] {
            caption.font = .systemFont(ofSize: 10)
            caption.textAlignment = .center
            caption.textColor = UIColor(white: 0.3, alpha: 1)
            caption.accessibilityIdentifier = name
            window.addSubview(caption)
        }
        spoolCaption.text = "thread"
        spoolCaption.autoresizingMask = spoolButton.autoresizingMask
        rulerCaption.autoresizingMask = rulerButton.autoresizingMask
        updateTools()
    }

    /// Shows the guide's state on the ruler and under it.
    func updateTools() {
        rulerBar.backgroundColor = quilt.straightLineGuide ? Self.rulerOn : Self.rulerWood
        rulerCaption.text = quilt.straightLineGuide ? "guide on" : "guide off"
    }
}
