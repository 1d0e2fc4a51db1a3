import Foundation
import Testing
@testable import PointerUIKit
import PointerTesting

@MainActor
@Suite("Sliders, switches, progress and activity indicators")
struct SliderSwitchTests {
    /// A 400 × 300 window with `view` in it and a mouse at (5, 5).
    func board(_ view: UIView) -> (UIWindow, SimulatedPointer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(view)
        return (window, SimulatedPointer(.mouse, in: window, at: CGPoint(x: 5, y: 5)))
    }

    @Test("dragging the slider's thumb with the pointer moves its value")
    func dragThumb() throws {
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 30))
        let (_, mouse) = board(slider)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        // The track runs from x = 64 to 264 (inset by the 14 pt radius): value 0 is at 64.
        try mouse.move(to: CGPoint(x: 66, y: 115))
        try mouse.press()
        #expect(slider.value == 0 && values.isEmpty, "grabbing the thumb does not move it")
        try mouse.move(to: CGPoint(x: 116, y: 115))
        #expect(abs(slider.value - 0.25) < 1e-5)
        try mouse.move(to: CGPoint(x: 400, y: 115))
        #expect(slider.value == 1, "pinned at the maximum")
        try mouse.release()
        #expect(values.count == 2 && values.last == 1, "continuous: one valueChanged per change")
    }

    @Test("a click on the slider's track moves the thumb there")
    func clickOnTrack() throws {
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 30))
        slider.minimumValue = 10
        slider.maximumValue = 20
        let (_, mouse) = board(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        try mouse.move(to: CGPoint(x: 214, y: 115))
        try mouse.click()
        #expect(abs(slider.value - 17.5) < 1e-4 && changes == 1)
    }

    @Test("a slider that is not continuous sends valueChanged once, on release")
    func notContinuous() throws {
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 30))
        slider.isContinuous = false
        let (_, mouse) = board(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        try mouse.move(to: CGPoint(x: 64, y: 115))
        try mouse.press()
        try mouse.move(to: CGPoint(x: 100, y: 115), steps: 4)
        #expect(changes == 0)
        try mouse.release()
        #expect(changes == 1)
    }

    @Test("a slider refuses NaN, pins values to its range and keeps minimum ≤ maximum, with diagnostics")
    func sliderBadValues() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.value = 0.5
        slider.value = .nan
        #expect(slider.value == 0.5)
        slider.value = 7
        #expect(slider.value == 1)
        slider.minimumValue = .infinity
        #expect(slider.minimumValue == 0)
        slider.minimumValue = 5
        #expect(slider.minimumValue == 5 && slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.maximumValue == -1 && slider.value == -1)
        #expect(UIApplication.shared.geometryDiagnostics.contains { $0.contains("UISlider: a value of NaN") })
        slider.setValue(-3, animated: true)
        #expect(slider.value == -1)
    }

    @Test("a click on a switch toggles it and sends valueChanged; setOn sends nothing")
    func switchToggles() throws {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31), "a switch's size is fixed")
        let (window, mouse) = board(toggle)
        var sent: [Bool] = []
        toggle.addAction(UIAction { _ in sent.append(toggle.isOn) }, for: .valueChanged)
        try mouse.move(to: CGPoint(x: 125, y: 115))
        try mouse.click()
        #expect(toggle.isOn && sent == [true])
        #expect(window.isPointerAnimating, "the thumb slides")
        mouse.settle()
        try mouse.click()
        #expect(!toggle.isOn && sent == [true, false])
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(sent == [true, false])
    }

    @Test("a press dragged off a switch and released outside does not toggle it")
    func switchDragOff() throws {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 51, height: 31))
        let (_, mouse) = board(toggle)
        try mouse.move(to: CGPoint(x: 125, y: 115))
        try mouse.press()
        try mouse.move(to: CGPoint(x: 300, y: 250))
        try mouse.release()
        #expect(!toggle.isOn)
    }

    @Test("the slider and switch keep the system pointer: no built-in effect, as Apple documents none")
    func noBuiltInEffect() throws {
        let slider = UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 30))
        let toggle = UISwitch(frame: CGRect(x: 50, y: 200, width: 51, height: 31))
        let (window, mouse) = board(slider)
        window.addSubview(toggle)
        try mouse.move(to: CGPoint(x: 64, y: 115))
        #expect(mouse.effect == .none)
        try mouse.move(to: CGPoint(x: 70, y: 215))
        #expect(mouse.effect == .none)
    }

    @Test("progress is pinned to 0...1, NaN is refused, and setProgress animated blends the fill")
    func progress() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 0, y: 10, width: 200, height: 4)
        let (window, mouse) = board(bar)
        bar.fillView.accessibilityIdentifier = "fill"
        #expect(bar.progress == 0)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0 && UIApplication.shared.geometryDiagnostics.contains { $0.contains("progress of NaN") })
        func fillWidth() -> Double { window.pointerScene().layers.first { $0.name == "fill" }?.frame.width ?? -1 }
        bar.setProgress(0.5, animated: false)
        #expect(abs(fillWidth() - 100) < 1e-9)
        bar.setProgress(1, animated: true)
        #expect(abs(fillWidth() - 100) < 1e-9, "the fill starts where it was")
        mouse.advance(by: 0.1)
        #expect(fillWidth() > 100 && fillWidth() < 200)
        mouse.advance(by: 0.2)
        #expect(abs(fillWidth() - 200) < 1e-9)
        bar.progressTintColor = .systemRed
        bar.trackTintColor = .systemGray
        #expect(bar.fillView.backgroundColor == .systemRed && bar.backgroundColor == .systemGray)
    }

    @Test("an activity indicator shows while animating and hides when stopped")
    func activityIndicator() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        let (window, mouse) = board(spinner)
        #expect(spinner.isHidden && !spinner.isAnimating, "hidesWhenStopped is true by default")
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        mouse.advance(by: 1)
        #expect(window.isPointerAnimating, "it keeps spinning")
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        mouse.advance(by: 0.1)
        #expect(!window.isPointerAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.style = .medium
        #expect(spinner.bounds.size == CGSize(width: 20, height: 20))
    }
}
