// PointerKit playground page: the keyboard target, a hidden <textarea data-keyboard-target>
// kept at the app's caret. Clicking the scene focuses it, so a person's input method composes
// there and its candidate window opens beside the text; what the browser composes, inserts and
// pastes into it goes to the engine (typing.js says how), and the textarea itself stays empty.
import { wellFormed, pasteMessages, composeMessage, beforeInputMessages, keyboardTargetPlace } from './typing.js';

/** Wires `target` (the textarea) to `send`; `fail(message)` shows what the page refused.
 * Returns `place(state)`, to follow the caret after each frame, and `copied(text)`, for the
 * engine's Copy and Cut (written to the system clipboard). */
export function mountKeyboardTarget(target, stage, send, fail) {
  const composition = { open: false, base: 0 };
  // The scene's own focus (a click, or Tab) moves on to the target.
  stage.addEventListener('focus', () => target.focus({ preventScroll: true }));
  target.addEventListener('focus', () => send([{ t: 'focus', on: true }]));
  target.addEventListener('blur', () => send([{ t: 'focus', on: false }]));
  target.addEventListener('compositionstart', () => {
    composition.open = true;
    composition.base = target.selectionStart ?? 0;
  });
  // After each step the textarea holds the composition, with the input method's caret in it.
  target.addEventListener('input', (e) => {
    if (!composition.open && !e.isComposing) return;
    send([composeMessage(e.data ?? '', target.selectionStart, target.selectionEnd, composition.base)]);
  });
  // The composition's end commits its text (empty when the person cancelled it).
  target.addEventListener('compositionend', (e) => {
    composition.open = false;
    send([{ t: 'commit', text: wellFormed(e.data ?? '') }]);
    target.value = '';
  });
  target.addEventListener('beforeinput', (e) => {
    if (composition.open || e.isComposing) return;
    const { prevent, messages } = beforeInputMessages(e);
    if (prevent) e.preventDefault();
    send(messages);
  });
  // The browser's own Copy and Cut: the app copies, and its text comes back as a clipboard message.
  for (const type of ['copy', 'cut']) {
    target.addEventListener(type, (e) => {
      e.preventDefault();
      send([{ t: type }]);
    });
  }
  target.addEventListener('paste', (e) => {
    e.preventDefault();
    const { messages, error } = pasteMessages(e.clipboardData?.getData('text/plain') ?? '');
    if (error) fail(error);
    else send(messages);
  });
  return {
    place(state) {
      const { left, top, height } = keyboardTargetPlace(state);
      target.style.left = `${left + 1}px`;  // inside the stage's 1 px border
      target.style.top = `${top + 1}px`;
      target.style.height = `${height}px`;
    },
    copied(text) {
      window.pointerkit.clipboard = text;
      navigator.clipboard?.writeText(text).catch((err) => fail(`the browser kept the copied text from the clipboard: ${err.message}`));
    },
  };
}
