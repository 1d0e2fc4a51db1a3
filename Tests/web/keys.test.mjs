// node --test Tests/web: the playground page's keyboard logic.
import test from 'node:test';
import assert from 'node:assert/strict';
import { HID_USAGE, keyMessages, releaseKeys, isEditableTarget, isTypedText, scrollsPage }
  from '../../Sources/PointerPlayground/Resources/logic.js';

const down = (code, key, extra = {}) => ({ type: 'keydown', code, key, target: { tagName: 'BODY' }, ...extra });
const up = (code, key) => ({ type: 'keyup', code, key, target: { tagName: 'BODY' } });

test('physical keys map to USB HID usages, UIKit\'s key codes', () => {
  assert.equal(HID_USAGE.KeyA, 0x04);
  assert.equal(HID_USAGE.KeyZ, 0x1d);
  assert.equal(HID_USAGE.Digit1, 0x1e);
  assert.equal(HID_USAGE.Digit0, 0x27);
  assert.equal(HID_USAGE.Enter, 0x28);
  assert.equal(HID_USAGE.ArrowLeft, 0x50);
  assert.equal(HID_USAGE.F12, 0x45);
  assert.equal(HID_USAGE.F13, 0x68);
  assert.equal(HID_USAGE.Numpad0, 0x62);
  assert.equal(HID_USAGE.ShiftLeft, 0xe1);
  assert.equal(HID_USAGE.MetaRight, 0xe7);
  for (const usage of Object.values(HID_USAGE)) {
    assert.ok((usage >= 0x04 && usage <= 0x73) || (usage >= 0xe0 && usage <= 0xe7), `usage ${usage} is one the engine knows`);
  }
});

test('a typed key sends its code and its text; a named key sends its code only', () => {
  const held = new Set();
  assert.deepEqual(keyMessages(down('KeyA', 'A'), held), [{ t: 'key', code: 0x04, down: true, key: 'A' }]);
  assert.deepEqual(keyMessages(down('Enter', 'Enter'), held), [{ t: 'key', code: 0x28, down: true }]);
  assert.deepEqual(keyMessages(up('KeyA', 'A'), held), [{ t: 'key', code: 0x04, down: false }]);
  assert.deepEqual([...held], [0x28]);
});

test('key repeats, unknown keys and releases of keys never sent are not sent', () => {
  const held = new Set();
  keyMessages(down('KeyB', 'b'), held);
  assert.deepEqual(keyMessages(down('KeyB', 'b', { repeat: true }), held), []);
  assert.deepEqual(keyMessages(down('AudioVolumeUp', 'AudioVolumeUp'), held), []);
  assert.deepEqual(keyMessages(up('KeyC', 'c'), held), []);
});

test('keys typed into the page\'s own inputs stay there, but a release of a key sent down is sent', () => {
  const held = new Set();
  const input = { tagName: 'INPUT' };
  assert.deepEqual(keyMessages({ type: 'keydown', code: 'Digit4', key: '4', target: input }, held), []);
  keyMessages(down('ShiftLeft', 'Shift'), held);
  assert.deepEqual(keyMessages({ type: 'keyup', code: 'ShiftLeft', key: 'Shift', target: input }, held),
    [{ t: 'key', code: 0xe1, down: false }]);
  assert.equal(isEditableTarget({ tagName: 'DIV', isContentEditable: true }), true);
  assert.equal(isEditableTarget(null), false);
});

test('losing focus releases every key held', () => {
  const held = new Set();
  keyMessages(down('ShiftLeft', 'Shift'), held);
  keyMessages(down('KeyQ', 'Q'), held);
  assert.deepEqual(releaseKeys(held), [{ t: 'key', code: 0xe1, down: false }, { t: 'key', code: 0x14, down: false }]);
  assert.equal(held.size, 0);
});

test('typed text is one character and never a control character', () => {
  assert.equal(isTypedText('é'), true);
  assert.equal(isTypedText('👍'), true);
  assert.equal(isTypedText(' '), true);
  assert.equal(isTypedText('Shift'), false);
  assert.equal(isTypedText('\u0007'), false);
  assert.equal(isTypedText(undefined), false);
});

test('space, arrows, Page Up/Down, Home and End sent to the engine do not scroll the page; shortcuts and inputs keep theirs', () => {
  for (const [code, key] of [['Space', ' '], ['ArrowDown', 'ArrowDown'], ['PageDown', 'PageDown'], ['Home', 'Home'], ['End', 'End']]) {
    assert.equal(scrollsPage(down(code, key)), true, code);
  }
  assert.equal(scrollsPage(down('KeyA', 'a')), false, 'typing a letter scrolls nothing');
  assert.equal(scrollsPage(down('ArrowDown', 'ArrowDown', { metaKey: true })), false, 'a browser shortcut');
  assert.equal(scrollsPage(down('Space', ' ', { ctrlKey: true })), false, 'a browser shortcut');
  assert.equal(scrollsPage({ type: 'keydown', code: 'Space', key: ' ', target: { tagName: 'INPUT' } }), false, 'a tuning box');
  assert.equal(scrollsPage(up('Space', ' ')), false, 'only the press scrolls');
});
