// PointerKit playground: the page's input logic, free of the DOM so `node --test` can test it.
// Every function turns one browser event (a plain object with the DOM fields it needs) into
// the messages the server understands (see PlaygroundMessage.swift).
import { isCompositionKey, clipboardShortcut } from './typing.js';

/** DOM `button` (0 main, 1 auxiliary, 2 secondary, 3 back, 4 forward) to UIKit's numbering
 * (1 primary, 2 secondary, 3 middle, 4 and up others). */
export function uikitButton(domButton) {
  const map = { 0: 1, 1: 3, 2: 2, 3: 4, 4: 5 };
  if (domButton in map) return map[domButton];
  return Number.isInteger(domButton) && domButton >= 0 ? domButton + 1 : null;
}

/** The modifier message for a DOM event's key flags. */
export function modifiers(e) {
  return { t: 'mods', shift: !!e.shiftKey, control: !!e.ctrlKey, alt: !!e.altKey, meta: !!e.metaKey };
}

/** DOM `buttons` bits (1 primary, 2 secondary, 4 auxiliary, 8 back, 16 forward, then 32…)
 * to DOM `button` numbers. */
const BIT_TO_DOM_BUTTON = [0, 2, 1, 3, 4];

/** Button messages for the change from one DOM `buttons` bitmask to the next: releases
 * first, then presses, lowest bit first. */
export function buttonChanges(before, after) {
  const out = [];
  for (const down of [false, true]) {
    for (let bit = 0; bit < 32; bit++) {
      const was = (before >>> bit) & 1, is = (after >>> bit) & 1;
      if (was === is || !!is !== down) continue;
      const button = uikitButton(bit < BIT_TO_DOM_BUTTON.length ? BIT_TO_DOM_BUTTON[bit] : bit);
      if (button !== null) out.push({ t: 'button', button, down });
    }
  }
  return out;
}

/** Messages for a pointer event at canvas coordinates (x, y). While locked, motion is
 * relative (movementX/Y). Touch pointers become touches. Buttons follow the event's
 * `buttons` bitmask against the last one seen (`tracker.buttons`), so a second button
 * pressed while one is held (a chorded press, which browsers report as a pointermove)
 * still arrives; events without `buttons` fall back to their `button`. */
export function pointerMessages(e, x, y, locked, tracker = { buttons: 0 }) {
  if (e.pointerType === 'touch') {
    const phase = { pointerdown: 'begin', pointermove: 'update', pointerup: 'end', pointercancel: 'cancel' }[e.type];
    return phase ? [{ t: 'touch', id: e.pointerId, phase, x, y }] : [];
  }
  const out = [];
  if (e.type === 'pointermove') {
    out.push(locked ? { t: 'rel', dx: e.movementX || 0, dy: e.movementY || 0 } : { t: 'move', x, y });
  } else if (e.type === 'pointerdown' || e.type === 'pointerup') {
    if (!locked) out.push({ t: 'move', x, y });
    if (typeof e.buttons !== 'number') {
      const button = uikitButton(e.button);
      if (button !== null) out.push({ t: 'button', button, down: e.type === 'pointerdown' });
      return out;
    }
  } else if (e.type === 'pointerleave') {
    out.push({ t: 'leave' });
  } else if (e.type === 'pointerenter') {
    out.push({ t: 'enter' }, { t: 'move', x, y });
  }
  if (typeof e.buttons === 'number' && e.type !== 'pointerleave') {
    out.push(...buttonChanges(tracker.buttons, e.buttons));
    tracker.buttons = e.buttons;
  }
  return out;
}

/** Pixels per wheel notch assumed for wheel mice that report pixels (Chromium on Linux and
 * Windows reports 100 or 120 px a notch). */
export const PIXELS_PER_NOTCH = 100;

/** Whether a pixel-mode wheel event looks like a wheel mouse rather than a trackpad: whole
 * multiples of 100 or 120 px on one axis, with no fractional part (trackpads send small,
 * fractional, two-axis deltas). The heuristic the README documents. */
export function looksLikeWheelMouse(e) {
  const d = Math.abs(e.deltaY) || Math.abs(e.deltaX);
  if (d === 0 || (e.deltaX !== 0 && e.deltaY !== 0)) return false;
  if (!Number.isInteger(d)) return false;
  return d % 100 === 0 || d % 120 === 0;
}

/** A pinch in progress from ctrl+wheel (Chromium's trackpad pinch), or null. */
export function newPinchState() { return { active: false, scale: 1, lastTime: 0 }; }

/** Messages for a wheel event: discrete notches (line or page mode, or a pixel wheel mouse),
 * continuous scroll (pixel mode), or a pinch (ctrl+wheel: Chromium's trackpad pinch). */
export function wheelMessages(e, pinch, now) {
  if (e.ctrlKey) {
    const out = [];
    if (!pinch.active) { pinch.active = true; pinch.scale = 1; out.push({ t: 'pinch', phase: 'begin', scale: 1, rotation: 0 }); }
    pinch.scale *= Math.exp(-e.deltaY / 100);
    pinch.lastTime = now;
    out.push({ t: 'pinch', phase: 'update', scale: pinch.scale, rotation: 0 });
    return out;
  }
  // A wheel notch says a mouse drives the page (again): the device flips back from trackpad.
  const mouse = { t: 'device', kind: 'mouse' };
  if (e.deltaMode === 1) return [mouse, { t: 'wheel', nx: e.deltaX / 3, ny: e.deltaY / 3 }];
  if (e.deltaMode === 2) return [mouse, { t: 'wheel', nx: e.deltaX, ny: e.deltaY }];
  if (looksLikeWheelMouse(e)) return [mouse, { t: 'wheel', nx: e.deltaX / PIXELS_PER_NOTCH, ny: e.deltaY / PIXELS_PER_NOTCH }];
  return [{ t: 'device', kind: 'trackpad' }, { t: 'scroll', dx: e.deltaX, dy: e.deltaY }];
}

/** Ends a ctrl+wheel pinch after 150 ms without wheel events (the browser sends no end). */
export function pinchTimeout(pinch, now) {
  if (pinch.active && now - pinch.lastTime >= 150) {
    pinch.active = false;
    return [{ t: 'pinch', phase: 'end', scale: pinch.scale, rotation: 0 }];
  }
  return [];
}

/** Messages for Safari's gesturestart / gesturechange / gestureend (scale is cumulative,
 * rotation in degrees, cumulative: sent as a radian delta). */
export function gestureMessages(e, last) {
  const phase = { gesturestart: 'begin', gesturechange: 'update', gestureend: 'end' }[e.type];
  if (!phase) return [];
  const rotation = ((e.rotation - (phase === 'begin' ? 0 : last.rotation)) * Math.PI) / 180;
  last.rotation = phase === 'begin' ? 0 : e.rotation;
  return [{ t: 'pinch', phase, scale: e.scale, rotation }];
}

/** What the page does about the browser's pointer lock, given the engine's last state and
 * whether the page holds the lock: 'request' (on the next click: the engine's scene wants the
 * lock and browsers grant it only inside a user gesture), 'exit' (the engine no longer wants
 * it), or null. The engine decides; the page only carries it out. */
export function lockAction(state, pageLocked) {
  if (!state) return null;
  if (state.lockWanted && !pageLocked) return 'request';
  if (!state.lockWanted && pageLocked) return 'exit';
  return null;
}

/** Numbers outgoing messages: each gets the next `seq`, which the engine echoes in the frame
 * (or ack) it sends after handling it, so input-to-frame time is measured per message. */
export function numbered(messages, counter) {
  return messages.map((m) => ({ ...m, seq: ++counter.seq }));
}

/** The line the page shows under the scene about the lock, or ''. */
export function lockHint(state, pageLocked) {
  if (!state) return '';
  if (state.lockError) return state.lockError;
  if (state.lockWanted && !pageLocked) return 'This scene wants the pointer locked: click it to lock (Escape releases).';
  if (pageLocked) return 'Pointer locked: motion is relative. Escape releases it.';
  return '';
}

/** `KeyboardEvent.code` (the physical key) to its USB HID usage, the key code the engine's
 * key messages carry (UIKit's `UIKeyboardHIDUsage`). Keys not listed (media keys, language
 * keys) are not sent. */
export const HID_USAGE = (() => {
  const map = {
    Enter: 0x28, Escape: 0x29, Backspace: 0x2a, Tab: 0x2b, Space: 0x2c, Minus: 0x2d, Equal: 0x2e,
    BracketLeft: 0x2f, BracketRight: 0x30, Backslash: 0x31, Semicolon: 0x33, Quote: 0x34, Backquote: 0x35,
    Comma: 0x36, Period: 0x37, Slash: 0x38, CapsLock: 0x39, PrintScreen: 0x46, ScrollLock: 0x47, Pause: 0x48,
    Insert: 0x49, Home: 0x4a, PageUp: 0x4b, Delete: 0x4c, End: 0x4d, PageDown: 0x4e, ArrowRight: 0x4f,
    ArrowLeft: 0x50, ArrowDown: 0x51, ArrowUp: 0x52, NumLock: 0x53, NumpadDivide: 0x54, NumpadMultiply: 0x55,
    NumpadSubtract: 0x56, NumpadAdd: 0x57, NumpadEnter: 0x58, Numpad0: 0x62, NumpadDecimal: 0x63,
    IntlBackslash: 0x64, ContextMenu: 0x65, Power: 0x66, NumpadEqual: 0x67,
    ControlLeft: 0xe0, ShiftLeft: 0xe1, AltLeft: 0xe2, MetaLeft: 0xe3, OSLeft: 0xe3,
    ControlRight: 0xe4, ShiftRight: 0xe5, AltRight: 0xe6, MetaRight: 0xe7, OSRight: 0xe7,
  };
  for (let i = 0; i < 26; i++) map[`Key${String.fromCharCode(65 + i)}`] = 0x04 + i;
  for (let i = 1; i <= 9; i++) map[`Digit${i}`] = 0x1e + i - 1;
  map.Digit0 = 0x27;
  for (let i = 1; i <= 9; i++) map[`Numpad${i}`] = 0x59 + i - 1;
  for (let i = 1; i <= 12; i++) map[`F${i}`] = 0x3a + i - 1;
  for (let i = 13; i <= 24; i++) map[`F${i}`] = 0x68 + i - 13;
  return Object.freeze(map);
})();

/** Whether a key event's target is the page's hidden keyboard target (the textarea marked
 * `data-keyboard-target`, where a person's input method composes): its keys go to the engine. */
export function isKeyboardTarget(target) {
  return !!target?.dataset && 'keyboardTarget' in target.dataset;
}

/** Whether a key event's target is one of the page's own text controls (the tuning panel):
 * those keep their keys and the engine is not sent them. The keyboard target is not one. */
export function isEditableTarget(target) {
  if (!target || isKeyboardTarget(target)) return false;
  return !!target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Whether a `KeyboardEvent.key` is text the key typed (one character, not a control
 * character) rather than a key name ("Enter", "Shift", "Dead"). */
export function isTypedText(key) {
  return typeof key === 'string' && [...key].length === 1 && !/[\u0000-\u001f\u007f]/.test(key);
}

/** Key messages for a keydown or keyup: the key's HID usage, up or down, and the text it
 * typed. `held` (a Set of usages) keeps the keys sent down: key repeats are not sent, a key
 * that goes down in one of the page's text controls is not sent, and its release is sent only
 * if its press was. Keys an input method or a dead key takes (see `isCompositionKey`) and the
 * browser's clipboard shortcuts are not sent: composition and clipboard events say what they did. */
export function keyMessages(e, held) {
  const code = HID_USAGE[e.code];
  if (code === undefined) return [];
  if (e.type === 'keyup') {
    if (!held.has(code)) return [];
    held.delete(code);
    return [{ t: 'key', code, down: false }];
  }
  if (e.type !== 'keydown' || e.repeat || held.has(code) || isEditableTarget(e.target)) return [];
  if (isCompositionKey(e) || clipboardShortcut(e)) return [];
  held.add(code);
  const message = { t: 'key', code, down: true };
  if (isTypedText(e.key)) message.key = e.key;
  return [message];
}

/** The keys with which the browser scrolls the page (Space, the arrows, Page Up and Down, Home
 * and End). */
const PAGE_SCROLL_KEYS = new Set(['Space', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown',
  'Home', 'End']);

/** Whether a key press sent to the engine would also scroll the page, and so must be
 * prevented: typing a space in an app's text view must not move the page under the pointer.
 * Keys typed into the page's own inputs, and presses with Command or Control (the browser's
 * shortcuts), are left alone. */
export function scrollsPage(e) {
  return e.type === 'keydown' && PAGE_SCROLL_KEYS.has(e.code) && !e.metaKey && !e.ctrlKey
    && HID_USAGE[e.code] !== undefined && !isEditableTarget(e.target);
}

/** Whether a keydown in the keyboard target is the engine's, to be kept from the textarea
 * (the engine types it; the target stays empty): a key with a HID usage, not one an input
 * method or a dead key composes with, and not one of the browser's clipboard shortcuts. Repeats included: the engine
 * repeats a held key itself. */
export function takesKey(e) {
  return e.type === 'keydown' && isKeyboardTarget(e.target) && HID_USAGE[e.code] !== undefined
    && !isCompositionKey(e) && !clipboardShortcut(e);
}

/** Releases for every key held (the window lost focus: its keyups will never come). */
export function releaseKeys(held) {
  const out = [...held].map((code) => ({ t: 'key', code, down: false }));
  held.clear();
  return out;
}
