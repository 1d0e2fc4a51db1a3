// node --test Tests/web: the playground page's input logic.
import test from 'node:test';
import assert from 'node:assert/strict';
import { uikitButton, pointerMessages, wheelMessages, looksLikeWheelMouse, newPinchState, pinchTimeout, gestureMessages, modifiers,
  lockAction, numbered, lockHint, buttonChanges }
  from '../../Sources/PointerPlayground/Resources/logic.js';

test('DOM buttons map to UIKit numbers: main 1, secondary 2, middle 3, back 4, forward 5', () => {
  assert.deepEqual([0, 2, 1, 3, 4].map(uikitButton), [1, 2, 3, 4, 5]);
  assert.equal(uikitButton(-1), null);
});

test('a mouse press sends where it happened, then the button', () => {
  assert.deepEqual(pointerMessages({ type: 'pointerdown', pointerType: 'mouse', button: 2 }, 10, 20, false),
    [{ t: 'move', x: 10, y: 20 }, { t: 'button', button: 2, down: true }]);
});

test('while locked, motion is relative and presses do not move the pointer', () => {
  assert.deepEqual(pointerMessages({ type: 'pointermove', pointerType: 'mouse', movementX: 3, movementY: -2 }, 0, 0, true),
    [{ t: 'rel', dx: 3, dy: -2 }]);
  assert.deepEqual(pointerMessages({ type: 'pointerdown', pointerType: 'mouse', button: 0 }, 5, 5, true),
    [{ t: 'button', button: 1, down: true }]);
});

test('touch pointers become touches with phases', () => {
  assert.deepEqual(pointerMessages({ type: 'pointerup', pointerType: 'touch', pointerId: 7 }, 1, 2, false),
    [{ t: 'touch', id: 7, phase: 'end', x: 1, y: 2 }]);
});

test('line and page wheel deltas are discrete notches (3 lines a notch)', () => {
  const mouse = { t: 'device', kind: 'mouse' };
  assert.deepEqual(wheelMessages({ deltaMode: 1, deltaX: 0, deltaY: 3 }, newPinchState(), 0), [mouse, { t: 'wheel', nx: 0, ny: 1 }]);
  assert.deepEqual(wheelMessages({ deltaMode: 2, deltaX: 0, deltaY: -1 }, newPinchState(), 0), [mouse, { t: 'wheel', nx: 0, ny: -1 }]);
});

test('pixel deltas in whole multiples of 100 or 120 on one axis are a wheel mouse', () => {
  assert.equal(looksLikeWheelMouse({ deltaX: 0, deltaY: 100 }), true);
  assert.equal(looksLikeWheelMouse({ deltaX: 0, deltaY: -240 }), true);
  assert.equal(looksLikeWheelMouse({ deltaX: 0, deltaY: 4.5 }), false);
  assert.equal(looksLikeWheelMouse({ deltaX: 2, deltaY: 100 }), false);
  assert.deepEqual(wheelMessages({ deltaMode: 0, deltaX: 0, deltaY: 100 }, newPinchState(), 0),
    [{ t: 'device', kind: 'mouse' }, { t: 'wheel', nx: 0, ny: 1 }], 'a wheel notch also says a mouse drives the page again');
});

test('small fractional pixel deltas are a trackpad: continuous scroll', () => {
  assert.deepEqual(wheelMessages({ deltaMode: 0, deltaX: 0.5, deltaY: 7.25 }, newPinchState(), 0),
    [{ t: 'device', kind: 'trackpad' }, { t: 'scroll', dx: 0.5, dy: 7.25 }]);
});

test('ctrl+wheel is a pinch that begins, grows and ends 150 ms after the last event', () => {
  const pinch = newPinchState();
  const first = wheelMessages({ ctrlKey: true, deltaY: -10 }, pinch, 1000);
  assert.equal(first[0].phase, 'begin');
  assert.ok(first[1].scale > 1, 'spreading fingers (negative deltaY) zooms in');
  assert.deepEqual(pinchTimeout(pinch, 1100), []);
  const end = pinchTimeout(pinch, 1151);
  assert.equal(end[0].phase, 'end');
  assert.equal(pinch.active, false);
});

test("Safari's gesture events become pinch messages with rotation deltas in radians", () => {
  const last = { rotation: 0 };
  gestureMessages({ type: 'gesturestart', scale: 1, rotation: 0 }, last);
  const change = gestureMessages({ type: 'gesturechange', scale: 1.5, rotation: 90 }, last);
  assert.equal(change[0].scale, 1.5);
  assert.ok(Math.abs(change[0].rotation - Math.PI / 2) < 1e-9);
});

test('modifier keys are forwarded', () => {
  assert.deepEqual(modifiers({ shiftKey: true, ctrlKey: false, altKey: true, metaKey: false }),
    { t: 'mods', shift: true, control: false, alt: true, meta: false });
});

test('the page requests the pointer lock only when the engine wants it, and exits it when the engine stops', () => {
  assert.equal(lockAction({ lockWanted: true }, false), 'request');
  assert.equal(lockAction({ lockWanted: true }, true), null);
  assert.equal(lockAction({ lockWanted: false }, true), 'exit');
  assert.equal(lockAction({ lockWanted: false }, false), null);
  assert.equal(lockAction(null, false), null, 'no frame yet: nothing to do');
});

test('every outgoing message is numbered in order, across calls', () => {
  const counter = { seq: 0 };
  assert.deepEqual(numbered([{ t: 'mods' }, { t: 'move', x: 1, y: 2 }], counter),
    [{ t: 'mods', seq: 1 }, { t: 'move', x: 1, y: 2, seq: 2 }]);
  assert.deepEqual(numbered([{ t: 'leave' }], counter), [{ t: 'leave', seq: 3 }]);
});

test('the lock hint tells a person to click, then how to release, and shows a refusal', () => {
  assert.match(lockHint({ lockWanted: true }, false), /click/);
  assert.match(lockHint({ lockWanted: true }, true), /Escape/);
  assert.match(lockHint({ lockWanted: true, lockError: 'the browser refused the pointer lock' }, false), /refused/);
  assert.equal(lockHint({ lockWanted: false }, false), '');
});

test('a second button pressed while one is held (a chorded press, sent as a pointermove) arrives as a press', () => {
  const tracker = { buttons: 0 };
  assert.deepEqual(pointerMessages({ type: 'pointerdown', pointerType: 'mouse', button: 0, buttons: 1 }, 5, 6, false, tracker),
    [{ t: 'move', x: 5, y: 6 }, { t: 'button', button: 1, down: true }]);
  assert.deepEqual(pointerMessages({ type: 'pointermove', pointerType: 'mouse', button: 2, buttons: 3 }, 7, 6, false, tracker),
    [{ t: 'move', x: 7, y: 6 }, { t: 'button', button: 2, down: true }]);
  assert.deepEqual(pointerMessages({ type: 'pointerup', pointerType: 'mouse', button: 0, buttons: 2 }, 7, 6, false, tracker),
    [{ t: 'move', x: 7, y: 6 }, { t: 'button', button: 1, down: false }]);
  assert.equal(tracker.buttons, 2);
});

test('button bitmask changes map DOM bits to UIKit numbers, releases before presses', () => {
  assert.deepEqual(buttonChanges(0b00001, 0b10100), [
    { t: 'button', button: 1, down: false }, { t: 'button', button: 3, down: true }, { t: 'button', button: 5, down: true }]);
  assert.deepEqual(buttonChanges(0, 1 << 6), [{ t: 'button', button: 7, down: true }]);
  assert.deepEqual(buttonChanges(5, 5), []);
});
