import PointerInput

extension PlaygroundSession {
    /// Feeds one sample from a native host (the GTK window of `pointerkit window`), stamped at
    /// `time` on the session's clock: the same pipeline the page's messages drive, without the
    /// wire format. A mouse or trackpad sample makes that device the session's pointing
    /// device. Throws what the pipeline refuses.
    public func send(_ kind: SampleKind, from device: DeviceKind, at time: Double) throws(InputError) {
        now = max(now, time)
        if device == .mouse || device == .trackpad { self.device = device }
        try pipeline.send(RawSample(timestamp: now, device: device, kind: kind))
    }

    /// The panel's state as the page receives it in every frame (a JSON object: the scene,
    /// device, pointer place, buttons, modifiers, hovered view, region, effect, and the scene's
    /// own fields such as the quilt's `guide` and `panY`).
    public var stateJSON: String { state().text }
}
