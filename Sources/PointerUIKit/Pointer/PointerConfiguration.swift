import PointerEngine

/// How the adaptive pointer looks and feels, per window (`UIWindow.pointerConfiguration`):
/// the engine's `PointerTuning`. PointerKit extension.
public typealias PointerConfiguration = PointerTuning
