/// The input device a simulated person points with.
public enum EvaluationDevice: String, Sendable, CaseIterable, Hashable, Codable {
    /// A mouse with libinput's flat profile: 1 pt per 1/1000 in of hand motion.
    case mouse
    /// A trackpad with libinput's adaptive touchpad profile (`TrackpadAcceleration`).
    case trackpad
}

/// One condition of the evaluation: a device, with or without magnetism, with or without
/// padded regions, or the bubble cursor.
public struct EvaluationCondition: Sendable, Hashable, CustomStringConvertible {
    /// The device pointed with.
    public var device: EvaluationDevice
    /// True: each target's style is `.highlight` (the pointer snaps to it, and a trackpad toss
    /// is drawn to it). False: its style is nil, the system pointer (no snap, no toss target).
    public var magnetism: Bool
    /// True: each target's region (and its hit area, `point(inside:with:)`) reaches
    /// `EvaluationSetup.padding` beyond the visible target on every side.
    public var padded: Bool
    /// True: the bubble cursor (Grossman & Balakrishnan, "The bubble cursor", CHI 2005): a
    /// click selects the target nearest the pointer, so each target's hit area is its Voronoi
    /// cell (`BubbleCursor`). The system pointer is drawn, with no effect; `magnetism` and
    /// `padded` are false.
    public var bubble: Bool

    /// A condition.
    public init(device: EvaluationDevice, magnetism: Bool, padded: Bool, bubble: Bool = false) {
        self.device = device; self.magnetism = magnetism && !bubble; self.padded = padded && !bubble; self.bubble = bubble
    }

    /// The bubble cursor with `device`.
    public static func bubble(_ device: EvaluationDevice) -> EvaluationCondition {
        EvaluationCondition(device: device, magnetism: false, padded: false, bubble: true)
    }

    /// The ten conditions, per device: magnetism off and on × unpadded and padded, then the
    /// bubble cursor.
    public static let all: [EvaluationCondition] = EvaluationDevice.allCases.flatMap { device in
        [false, true].flatMap { magnetism in [false, true].map { EvaluationCondition(device: device, magnetism: magnetism, padded: $0) } }
            + [.bubble(device)]
    }

    /// The four conditions of the study tab for `device`, in the order `StudyCondition` lists
    /// them: the system pointer with no effects, the highlight unpadded, the highlight padded,
    /// the bubble cursor.
    public static func study(_ device: EvaluationDevice) -> [EvaluationCondition] {
        StudyCondition.allCases.map { $0.condition(device) }
    }

    /// A short name: "mouse, magnetism on, padded", "trackpad, bubble cursor".
    public var description: String {
        if bubble { return "\(device.rawValue), bubble cursor" }
        return "\(device.rawValue), magnetism \(magnetism ? "on" : "off"), \(padded ? "padded" : "unpadded")"
    }
}

/// The four conditions a person runs in the playground's study tab, by the names the study log
/// uses.
public enum StudyCondition: String, Sendable, CaseIterable, Codable {
    /// The system pointer, no effects: the baseline.
    case none
    /// Apple's highlight with magnetism, regions the size of the targets.
    case magnetism
    /// Apple's highlight with magnetism, regions padded (`EvaluationSetup.padding`).
    case padded
    /// The bubble cursor, the research anchor (Grossman & Balakrishnan, CHI 2005).
    case bubble

    /// The evaluation condition with `device`.
    public func condition(_ device: EvaluationDevice) -> EvaluationCondition {
        switch self {
        case .none: EvaluationCondition(device: device, magnetism: false, padded: false)
        case .magnetism: EvaluationCondition(device: device, magnetism: true, padded: false)
        case .padded: EvaluationCondition(device: device, magnetism: true, padded: true)
        case .bubble: .bubble(device)
        }
    }

    /// What a person reads in the study tab.
    public var title: String {
        switch self {
        case .none: "system pointer, no effects"
        case .magnetism: "highlight with magnetism"
        case .padded: "highlight with magnetism, padded regions"
        case .bubble: "bubble cursor"
        }
    }
}
