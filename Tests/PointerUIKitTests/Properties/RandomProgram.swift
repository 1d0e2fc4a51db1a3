import Foundation
@testable import PointerUIKit
import PointerInput

/// SplitMix64: a small, fast, seedable generator, so that a seed names one program exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D4_9BB1_3311_EB
        return z ^ (z >> 31)
    }
}

/// The recognizers a random program attaches.
enum RecognizerKind: CaseIterable {
    case hover, tap, doubleTap, pan, scrollPan, pinch, rotation, longPress
}

/// The pointer styles a random program's interactions answer with.
enum StyleKind: CaseIterable {
    case highlight, lift, hover, automatic, shapeRect, beam, hidden, system, hugeShape, nanShape, nanPath, accessories, hostileAccessories
}

/// The regions a random program's interactions answer with.
enum RegionKind: CaseIterable {
    case whole, latching, half, nanRect, hugeRect, offside
}

/// One step of a random program: a change to the view tree or one driver call. Views and
/// recognizers are named by index and taken modulo how many exist when the step runs, so
/// that any subsequence of a program is still a program (the shrinker relies on it).
enum Step {
    case addView(parent: Int, frame: CGRect)
    case addScrollView(parent: Int, frame: CGRect, content: CGSize)
    case removeView(Int, release: Bool)
    case setFrame(Int, CGRect)
    case setHidden(Int, Bool)
    case setInteractive(Int, Bool)
    case addRecognizer(view: Int, kind: RecognizerKind)
    case moveRecognizer(Int, toView: Int)
    case setEnabled(recognizer: Int, Bool)
    case requireFailure(Int, of: Int)
    case releaseRecognizer(Int)
    case addPointerInteraction(view: Int, region: RegionKind, style: StyleKind)
    case moveToSpareWindow(Int)
    case freeSpareWindow
    case setWindowInteractive(Bool)
    case move(to: CGPoint, steps: Int)
    case moveBy(CGVector)
    case press(Int)
    case release(Int)
    case pressMask(UInt)
    case releaseMask(UInt)
    case hold(UIKeyModifierFlags)
    case wheel(CGVector)
    case fingerScroll(CGVector, steps: Int, lift: Bool)
    case restFingers(Bool)
    case pinch(scale: CGFloat, rotation: CGFloat, steps: Int)
    /// A finger contact (ids 1 and 2): down, moved, lifted or cancelled.
    case touch(Int, SamplePhase, at: CGPoint)
    case leave, enter, unplug
    case backwardsMotion(CGVector, by: Double)
    case advance(Double)
    case frame
}

/// Draws random programs: trees of views with recognizers and pointer interactions, and input
/// that is good, bad and huge.
struct ProgramGenerator {
    var rng: SeededGenerator

    init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    mutating func coordinate(_ limit: Double = 600) -> CGFloat { CGFloat(Double.random(in: -limit * 0.1...limit, using: &rng).rounded()) }

    /// A number that is usually ordinary and sometimes hostile: NaN, ±infinity, huge or tiny.
    mutating func hostile(_ ordinary: Double) -> CGFloat {
        switch int(0...19) {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return CGFloat(1e308 * (chance(0.5) ? 1 : -1))
        case 4: return CGFloat(1e19 * (chance(0.5) ? 1 : -1))
        case 5: return CGFloat(Double.leastNonzeroMagnitude)
        default: return CGFloat(Double.random(in: -ordinary...ordinary, using: &rng).rounded())
        }
    }

    mutating func frame(hostileChance: Double = 0.08) -> CGRect {
        if chance(hostileChance) {
            return CGRect(x: hostile(500), y: hostile(500), width: hostile(300), height: hostile(300))
        }
        return CGRect(x: coordinate(500), y: coordinate(400), width: CGFloat(int(1...400)), height: CGFloat(int(1...300)))
    }

    mutating func vector(_ scale: Double) -> CGVector {
        chance(0.06) ? CGVector(dx: hostile(scale), dy: hostile(scale))
            : CGVector(dx: CGFloat(Double.random(in: -scale...scale, using: &rng)), dy: CGFloat(Double.random(in: -scale...scale, using: &rng)))
    }

    /// A program of `length` steps, starting with a small tree.
    mutating func program(length: Int) -> [Step] {
        var steps: [Step] = []
        for _ in 0..<int(2...6) { steps.append(.addView(parent: int(0...8), frame: frame(hostileChance: 0))) }
        if chance(0.4) { steps.append(.addScrollView(parent: 0, frame: frame(hostileChance: 0), content: CGSize(width: int(0...900), height: int(0...1200)))) }
        for _ in 0..<int(1...5) { steps.append(.addRecognizer(view: int(0...20), kind: RecognizerKind.allCases.randomElement(using: &rng)!)) }
        if chance(0.7) {
            steps.append(.addPointerInteraction(view: int(0...20), region: RegionKind.allCases.randomElement(using: &rng)!,
                                                style: StyleKind.allCases.randomElement(using: &rng)!))
        }
        while steps.count < length { steps.append(step()) }
        return steps
    }

    mutating func step() -> Step {
        switch int(0...107) {
        case 0...17: return .move(to: CGPoint(x: coordinate(), y: coordinate(450)), steps: int(1...4))
        case 18...22: return .moveBy(vector(40))
        case 23...29: return .press(chance(0.9) ? int(1...3) : [0, 33, -1, 32].randomElement(using: &rng)!)
        case 30...36: return .release(chance(0.9) ? int(1...3) : [0, 33, 7].randomElement(using: &rng)!)
        case 37: return .pressMask(UInt(int(1...15)))
        case 38: return .releaseMask(UInt(int(1...15)))
        case 39...40: return .hold(UIKeyModifierFlags(rawValue: [0, 1 << 17, 1 << 18, 1 << 19, 1 << 20].randomElement(using: &rng)!))
        case 41...45: return .wheel(chance(0.1) ? vector(1e6) : CGVector(dx: 0, dy: CGFloat(int(-3...3))))
        case 46...53: return .fingerScroll(chance(0.05) ? CGVector(dx: 1e306, dy: -1e306) : vector(300), steps: int(1...4), lift: chance(0.7))
        case 54...55: return .restFingers(chance(0.6))
        case 56...59:
            let scale: CGFloat = chance(0.08) ? [1e308, 0, -1, .nan, 1e-300].randomElement(using: &rng)! : CGFloat(Double.random(in: 0.3...3, using: &rng))
            return .pinch(scale: scale, rotation: CGFloat(Double.random(in: -2...2, using: &rng)), steps: int(1...4))
        case 60...62: return .leave
        case 63...65: return .enter
        case 66: return .unplug
        case 67: return .backwardsMotion(vector(20), by: Double.random(in: 0.001...5, using: &rng))
        case 68...77: return .advance([1.0 / 120, 0.05, 0.2, 0.6, 1.5].randomElement(using: &rng)!)
        case 78...81: return .frame
        case 82...83: return .addView(parent: int(0...20), frame: frame())
        case 84: return .addScrollView(parent: int(0...20), frame: frame(), content: CGSize(width: hostile(900), height: hostile(1200)))
        case 85...86: return .removeView(int(0...20), release: chance(0.6))
        case 87...88: return .setFrame(int(0...20), frame())
        case 89: return .setHidden(int(0...20), chance(0.5))
        case 90: return .setInteractive(int(0...20), chance(0.5))
        case 91...92: return .addRecognizer(view: int(0...20), kind: RecognizerKind.allCases.randomElement(using: &rng)!)
        case 93: return .moveRecognizer(int(0...20), toView: int(0...20))
        case 94: return .setEnabled(recognizer: int(0...20), chance(0.5))
        case 95: return .requireFailure(int(0...20), of: int(0...20))
        case 96: return .releaseRecognizer(int(0...20))
        case 97: return [.moveToSpareWindow(int(0...20)), .freeSpareWindow, .setWindowInteractive(chance(0.7))].randomElement(using: &rng)!
        case 101...107:
            // Mostly down, held and lifted in order; sometimes out of order or cancelled.
            let phase: SamplePhase = chance(0.08) ? .cancel : [.begin, .begin, .update, .end, .end].randomElement(using: &rng)!
            return .touch(int(1...2), phase, at: CGPoint(x: coordinate(), y: coordinate(450)))
        default:
            return .addPointerInteraction(view: int(0...20), region: RegionKind.allCases.randomElement(using: &rng)!,
                                          style: StyleKind.allCases.randomElement(using: &rng)!)
        }
    }
}
