// node --test Tests/web: what the playground page sends for text that arrives as text (a
// person's input method, a paste), and which keys it leaves to the input method.
import test from 'node:test';
import assert from 'node:assert/strict';
import { pasteMessages, wellFormed, composeMessage, beforeInputMessages, isCompositionKey, clipboardShortcut,
  keyboardTargetPlace, MAXIMUM_PASTE_CHARACTERS, PASTE_PART_BYTES } from '../../Sources/PointerPlayground/Resources/typing.js';
import { keyMessages, takesKey, isEditableTarget } from '../../Sources/PointerPlayground/Resources/logic.js';

const target = { tagName: 'TEXTAREA', dataset: { keyboardTarget: '' } };
const key = (code, k, extra = {}) => ({ type: 'keydown', code, key: k, target, ...extra });

test('keys typed into the keyboard target go to the engine and not into the textarea', () => {
  assert.equal(isEditableTarget(target), false, 'the keyboard target is not one of the page\'s own inputs');
  assert.equal(isEditableTarget({ tagName: 'TEXTAREA', dataset: {} }), true);
  const held = new Set();
  assert.deepEqual(keyMessages(key('KeyA', 'a'), held), [{ t: 'key', code: 0x04, down: true, key: 'a' }]);
  assert.equal(takesKey(key('KeyA', 'a')), true);
  assert.equal(takesKey(key('KeyA', 'a', { repeat: true })), true, 'a repeat is kept out of the textarea too');
  // On a French keyboard the key left of ( types é: the engine is sent that text.
  assert.deepEqual(keyMessages(key('Digit2', 'é'), held), [{ t: 'key', code: 0x1f, down: true, key: 'é' }]);
  assert.equal(takesKey({ ...key('KeyA', 'a'), target: { tagName: 'BODY' } }), false, 'elsewhere only scrolling keys are prevented');
});

test('keys an input method or a dead key composes with, and the browser\'s Ctrl+C, X and V, are left to the browser', () => {
  const held = new Set();
  for (const e of [key('KeyG', 'Process'), key('KeyR', 'ㄱ', { isComposing: true }), key('KeyR', 'r', { keyCode: 229 }),
    key('Quote', 'Dead'), key('KeyV', 'v', { ctrlKey: true }), key('KeyC', 'c', { ctrlKey: true }), key('KeyX', 'x', { ctrlKey: true })]) {
    assert.deepEqual(keyMessages(e, held), [], `${e.key} is not sent`);
    assert.equal(takesKey(e), false, `${e.key} is not prevented`);
  }
  assert.equal(held.size, 0, 'and their releases will not be sent either');
  assert.equal(clipboardShortcut(key('KeyV', 'v', { ctrlKey: true, altKey: true })), null, 'AltGr+V types a character');
  assert.equal(clipboardShortcut(key('KeyV', 'v', { metaKey: true }), true), 'paste', 'on a Mac the browser pastes with ⌘V');
  assert.equal(clipboardShortcut(key('KeyC', 'c', { ctrlKey: true }), true), null, 'and Ctrl+C is a key there');
  assert.equal(isCompositionKey(key('KeyA', 'a')), false);
  assert.deepEqual(keyMessages(key('KeyC', 'c', { metaKey: true }), held), [{ t: 'key', code: 0x06, down: true, key: 'c' }],
    'off a Mac, Meta+C is the app\'s own ⌘C');
});

test('a Korean composition is sent with its caret, clamped to the composition', () => {
  assert.deepEqual(composeMessage('한', 1, 1), { t: 'compose', text: '한', start: 1, end: 1 });
  assert.deepEqual(composeMessage('にほんご', 0, 2), { t: 'compose', text: 'にほんご', start: 0, end: 2 }, 'a selected clause');
  assert.deepEqual(composeMessage('하', 9, 40), { t: 'compose', text: '하', start: 1, end: 1 }, 'a caret past the end');
  assert.deepEqual(composeMessage('하', 3, 4, 3), { t: 'compose', text: '하', start: 0, end: 1 }, 'offsets from where it started');
  assert.deepEqual(composeMessage('x', NaN, undefined), { t: 'compose', text: 'x', start: 1, end: 1 });
  assert.deepEqual(composeMessage('\ud55c\ud800', 2, 2), { t: 'compose', text: '한\ufffd', start: 2, end: 2 });
});

test('text the browser inserts is committed, deletions are Backspace and Delete, composition text is left to its events', () => {
  assert.deepEqual(beforeInputMessages({ inputType: 'insertText', data: 'שלום' }), { prevent: true, messages: [{ t: 'commit', text: 'שלום' }] });
  assert.deepEqual(beforeInputMessages({ inputType: 'insertReplacementText', data: 'Straße' }).messages, [{ t: 'commit', text: 'Straße' }]);
  assert.deepEqual(beforeInputMessages({ inputType: 'deleteContentBackward' }).messages.map((m) => [m.code, m.down]), [[0x2a, true], [0x2a, false]]);
  assert.deepEqual(beforeInputMessages({ inputType: 'deleteContentForward' }).messages.map((m) => m.code), [0x4c, 0x4c]);
  assert.deepEqual(beforeInputMessages({ inputType: 'insertCompositionText', data: '한' }), { prevent: false, messages: [] });
  assert.deepEqual(beforeInputMessages({ inputType: 'formatBold' }), { prevent: true, messages: [] }, 'the textarea stays empty');
  assert.deepEqual(beforeInputMessages({ inputType: 'insertText', data: null }).messages, []);
});

test('a paste is sent in parts that fit a message, never splitting a character', () => {
  const text = '한글 café 😀 "quoted" \\ \n'.repeat(400);
  const { messages } = pasteMessages(text);
  assert.ok(messages.length > 1);
  assert.equal(messages.map((m) => m.text).join(''), text, 'every character arrives, in order');
  for (const m of messages.slice(0, -1)) assert.equal(m.more, true);
  assert.equal(messages.at(-1).more, undefined, 'the last part ends the paste');
  for (const m of messages) {
    assert.ok(new TextEncoder().encode(JSON.stringify(m.text)).length <= PASTE_PART_BYTES + 2);
    assert.ok(new TextEncoder().encode(JSON.stringify({ ...m, seq: 1e9 })).length <= 4096, 'within the engine\'s limit');
  }
  assert.deepEqual(pasteMessages('').messages, [{ t: 'paste', text: '' }]);
});

test('a paste of 10 MB is refused whole and names the limit; invalid UTF-16 arrives as U+FFFD', () => {
  const { messages, error } = pasteMessages('x'.repeat(10 * 1024 * 1024));
  assert.equal(messages, undefined, 'nothing is sent');
  assert.match(error, /10,485,760 characters is over the 1,048,576-character limit/);
  assert.equal(pasteMessages('y'.repeat(MAXIMUM_PASTE_CHARACTERS)).error, undefined, 'the limit itself is allowed');
  assert.equal(wellFormed('a\udc00b\ud83d'), 'a\ufffdb\ufffd');
  assert.equal(wellFormed('😀'), '😀', 'a pair is kept');
  assert.equal(pasteMessages('\ud800').messages[0].text, '\ufffd');
});

test('the keyboard target follows the caret, and waits at the corner without one', () => {
  assert.deepEqual(keyboardTargetPlace({ caretX: 340.5, caretY: 70, caretHeight: 20.5 }), { left: 340.5, top: 70, height: 20.5 });
  assert.deepEqual(keyboardTargetPlace({ region: 'quilt' }), { left: 0, top: 0, height: 20 });
  assert.deepEqual(keyboardTargetPlace(null), { left: 0, top: 0, height: 20 });
});
