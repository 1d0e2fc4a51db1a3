// The render model is PointerRender's, a module of its own that the renderers (PointerSVG, the
// native window) use without the engine; the engine uses it for its configuration's colours.
// `PointerScene` is re-exported here so that code importing PointerEngine names it as before.
@_exported import struct PointerRender.PointerScene
