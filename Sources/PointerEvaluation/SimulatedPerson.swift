/// The simulated person: Meyer et al.'s stochastic optimized-submovement model (Meyer,
/// Abrams, Kornblum, Wright & Smith, "Optimality in human motor performance: ideal control of
/// rapid aimed movements", Psychological Review 95(3), 1988), generalised to up to
/// `maximumSubmovements` submovements as in Meyer, Smith, Kornblum, Abrams & Wright (1990),
/// each submovement a minimum-jerk trajectory (Flash & Hogan, "The coordination of arm
/// movements", J. Neuroscience 5(7), 1985).
///
/// Each submovement aims at the target's centre. Its endpoint scatters around the aim with a
/// standard deviation proportional to its mean velocity, σ = K · A / T (Meyer et al. 1988,
/// after Schmidt et al.'s impulse-variability law, 1979), along the movement and across it,
/// in the hand's space. The person picks each submovement's duration T to minimise the
/// expected time to a hit (`SubmovementPolicy`): a miss left after the last submovement costs
/// `missPenalty`. After each submovement the person looks (`verificationTime`): on the target
/// (the pointer inside the visible target, or, with magnetism, the highlight on the target),
/// they click; else they correct, from where the pointer is.
public struct SimulatedPerson: Sendable, Hashable {
    /// K, seconds: endpoint standard deviation per unit of mean velocity. 0.045 s, chosen so
    /// that the mouse's effective throughput, magnetism off, falls inside the 3.7–4.9 bits/s
    /// that Soukoreff & MacKenzie (2004) report across mouse studies (IJHCS 61(6), their
    /// comparison of mouse studies; table number unverified).
    public var noiseConstant = 0.045
    /// Seconds between the end of a submovement and the next action (seeing where the pointer
    /// is): 0.15 s, of the order of the visual-feedback delays measured in aimed movements
    /// (Keele & Posner 1968; Carlton 1981; chosen, not fitted: no page or table of theirs is
    /// reproduced).
    public var verificationTime = 0.15
    /// The most submovements per trial before the person clicks wherever the pointer is: 3
    /// (Meyer et al. 1988 had two; their 1990 generalisation allows more).
    public var maximumSubmovements = 3
    /// The time cost the person's optimisation gives a miss, seconds: 2.5 s (about two
    /// trials: an error has to be made good, and ISO 9241-9 participants are asked to keep
    /// errors rare). With it the model's error rates stay in the low single digits, below
    /// the 4 % such studies aim for; with 1 s the person gives up on 8 pt targets 800 pt away.
    public var missPenalty = 2.5
    /// The shortest submovement, seconds: 0.1 s (a minimum-jerk movement faster than this is
    /// beyond a hand's bandwidth).
    public var minimumSubmovementTime = 0.1
    /// How long a click holds the button, seconds: 0.08 s.
    public var clickDuration = 0.08
    /// True (the default): the person plans each submovement for the area a click selects and
    /// that they see select, not only the visible target: a padded region the highlight lights
    /// up as soon as the pointer enters it, or the bubble cursor's cell. A practised user learns
    /// it: with motor space larger than visual space, pointing time follows the motor size
    /// (Blanch, Guiard & Beaudouin-Lafon, "Semantic pointing", CHI 2004), and bubble cursor
    /// times follow Fitts' law with the effective width (Grossman & Balakrishnan, CHI 2005).
    /// False: the person plans for the visible target only, and the padding saves corrections
    /// only (PointerKit's model before the POINTING-STUDY work).
    public var plansForSelectableArea = true
    /// The trackpad's endpoint spread relative to the mouse's: K × this on the trackpad. 1.4,
    /// chosen so that the model's trackpad throughput with the system pointer (2.98 bits/s)
    /// matches the 2.9 bits/s MacKenzie, Kauppinen & Silfverberg ("Accuracy measures for
    /// evaluating computer pointing devices", CHI 2001, pp. 9–16, their results by device; figure
    /// or table number unverified) measured for a touchpad; with 1 (the
    /// mouse's K) the model's trackpad made 3.75 bits/s, outside the published band (see the
    /// article *Evaluating how the pointer feels*).
    public var trackpadNoiseScale = 1.4

    /// The defaults above.
    public init() {}

    /// Checks every value; throws the first problem found.
    public func validate() throws(EvaluationError) {
        try EvaluationSetup.check("noise constant K", noiseConstant, 1e-4...1)
        try EvaluationSetup.check("verification time", verificationTime, 0...10)
        try EvaluationSetup.check("maximum submovements", Double(maximumSubmovements), 1...10)
        try EvaluationSetup.check("miss penalty", missPenalty, 0...1000)
        try EvaluationSetup.check("minimum submovement time", minimumSubmovementTime, 0.01...5)
        try EvaluationSetup.check("click duration", clickDuration, 0.001...5)
        try EvaluationSetup.check("trackpad noise scale", trackpadNoiseScale, 0.1...10)
    }

    /// The person at `device`: on the trackpad, K scaled by `trackpadNoiseScale`.
    public func at(_ device: EvaluationDevice) -> SimulatedPerson {
        guard device == .trackpad else { return self }
        var person = self
        person.noiseConstant *= trackpadNoiseScale
        return person
    }

    /// The minimum-jerk position profile: the fraction of the distance covered at `tau`, the
    /// fraction of the duration elapsed (0...1): 10τ³ − 15τ⁴ + 6τ⁵ (Flash & Hogan 1985).
    @inlinable
    public static func minimumJerk(_ tau: Double) -> Double {
        let t = min(max(tau, 0), 1), t3 = t * t * t
        return t3 * (10 - 15 * t + 6 * t * t)
    }
}
