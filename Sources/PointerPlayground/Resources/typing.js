// PointerKit playground page: text that arrives as text, not as keys. A person's input method
// composes in the page's hidden keyboard target (a <textarea data-keyboard-target> kept at the
// app's caret, so the candidate window opens there); its compositions, commits and pastes go
// to the engine as compose, commit and paste messages. Pure functions, tested by node.

/** The most characters (UTF-16 code units) one paste may carry: the engine's
 * `PlaygroundLimits.maximumPasteCharacters`. A longer paste is refused whole, before anything
 * is sent. */
export const MAXIMUM_PASTE_CHARACTERS = 1_048_576;

/** The most bytes of text one paste message carries, as its JSON encodes them: with the
 * message's other fields it stays within the engine's 4,096-byte message limit. */
export const PASTE_PART_BYTES = 3500;

/** `text` with every lone surrogate replaced by U+FFFD (`String.prototype.toWellFormed`, in
 * every browser since 2023): a clipboard can hold invalid UTF-16, and the engine reads UTF-8. */
export function wellFormed(text) {
  return text.toWellFormed();
}

/** How many bytes a code point takes inside a JSON string: its UTF-8 length, or its escape. */
function jsonBytes(codePoint) {
  if (codePoint === 0x22 || codePoint === 0x5c) return 2;                  // \" and \\
  if (codePoint < 0x20) return [0x08, 0x09, 0x0a, 0x0c, 0x0d].includes(codePoint) ? 2 : 6;
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** The paste messages for pasted `text`: `{ messages }` in parts of at most `PASTE_PART_BYTES`
 * (never splitting a character; every part but the last says `more: true`), or `{ error }`
 * when the paste is over the limit (nothing is sent). Lone surrogates become U+FFFD. */
export function pasteMessages(text) {
  const clean = wellFormed(String(text ?? ''));
  if (clean.length > MAXIMUM_PASTE_CHARACTERS) {
    return { error: `paste of ${clean.length.toLocaleString('en')} characters is over the `
      + `${MAXIMUM_PASTE_CHARACTERS.toLocaleString('en')}-character limit: nothing was pasted` };
  }
  const messages = [];
  let part = '', bytes = 0;
  for (const character of clean) {
    const n = jsonBytes(character.codePointAt(0));
    if (bytes + n > PASTE_PART_BYTES) {
      messages.push({ t: 'paste', text: part, more: true });
      part = '';
      bytes = 0;
    }
    part += character;
    bytes += n;
  }
  messages.push({ t: 'paste', text: part });
  return { messages };
}

/** Whether the page runs on a Mac, where the browser's clipboard shortcuts use ⌘ (elsewhere Ctrl). */
const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform ?? '');

/** The browser's own clipboard shortcut a keydown is ('copy', 'cut' or 'paste'), or null: Ctrl+C,
 * X or V (⌘ on a Mac). They are not sent as keys: the browser fires its clipboard events, which
 * reach the system clipboard, and the page sends those (see keyboard.js). The app's ⌘C, ⌘X and
 * ⌘V (the Meta key off a Mac, as iPadOS reads a PC keyboard's Windows key) stay keys. */
export function clipboardShortcut(e, mac = MAC) {
  const held = mac ? e.metaKey && !e.ctrlKey : e.ctrlKey && !e.metaKey;
  if (!held || e.altKey) return null;
  return { KeyC: 'copy', KeyX: 'cut', KeyV: 'paste' }[e.code] ?? null;
}

/** Whether a key event belongs to an input method or a dead key: the browser composes with it,
 * and the composition events, not the key, say what it typed. */
export function isCompositionKey(e) {
  return !!e.isComposing || e.keyCode === 229 || e.key === 'Process' || e.key === 'Dead';
}

/** The compose message for the composition the keyboard target holds: its text, and the
 * selection inside it (UTF-16 offsets, clamped to the text: an input method may report a
 * caret outside its own composition). `base` is where the composition starts in the target. */
export function composeMessage(text, selectionStart, selectionEnd, base = 0) {
  const clean = wellFormed(String(text ?? ''));
  const clamp = (n) => Math.min(Math.max((Number.isFinite(n) ? n : clean.length) - base, 0), clean.length);
  const start = clamp(selectionStart), end = Math.max(clamp(selectionEnd), start);
  return { t: 'compose', text: clean, start, end };
}

/** What a `beforeinput` on the keyboard target sends when no composition is open: text the
 * browser inserts (a key PointerKit has no code for, an input method's immediate commit, an
 * autocorrection) is committed; a deletion an input method or on-screen keyboard asks for is a
 * Backspace or Delete press. Everything else (composition text, pastes) has its own events.
 * `prevent` says whether the target's own editing must be stopped (it stays empty). */
export function beforeInputMessages(e) {
  switch (e.inputType) {
    case 'insertText':
    case 'insertReplacementText':
      return { prevent: true, messages: e.data ? [{ t: 'commit', text: wellFormed(e.data) }] : [] };
    case 'deleteContentBackward':
      return { prevent: true, messages: [{ t: 'key', code: 0x2a, down: true }, { t: 'key', code: 0x2a, down: false }] };
    case 'deleteContentForward':
      return { prevent: true, messages: [{ t: 'key', code: 0x4c, down: true }, { t: 'key', code: 0x4c, down: false }] };
    case 'insertCompositionText':
    case 'deleteCompositionText':
    case 'insertFromComposition':
      return { prevent: false, messages: [] };
    default:
      return { prevent: true, messages: [] };
  }
}

/** Where the keyboard target goes: at the caret the engine reports (stage coordinates), so a
 * person's candidate window opens beside the text being typed. Off the caret's line it waits
 * at the stage's top left. */
export function keyboardTargetPlace(state) {
  if (!state || !Number.isFinite(state.caretX) || !Number.isFinite(state.caretY)) return { left: 0, top: 0, height: 20 };
  return { left: state.caretX, top: state.caretY, height: Number.isFinite(state.caretHeight) ? state.caretHeight : 20 };
}
