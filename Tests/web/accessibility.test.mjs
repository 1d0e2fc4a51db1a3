// node --test Tests/web: how the playground page turns the app's accessibility elements into the
// browser's accessibility tree, and what a screen reader's requests send back.
import test from 'node:test';
import assert from 'node:assert/strict';
import { nodeFor, planUpdate, actionMessage, sliderKeyAction, reduceMotionMessage, mountReducedMotion, mountColorScheme, ARIA_ROLES }
  from '../../Sources/PointerPlayground/Resources/accessibility.js';

const element = (fields) => ({ id: 1, role: 'group', name: '', value: '', hint: '', x: 0, y: 0, w: 10, h: 10,
  disabled: false, selected: false, actions: [], ...fields });

test('a screen reader hears each of the app\'s roles as the ARIA role of the same name', () => {
  for (const role of ['button', 'link', 'heading', 'img', 'slider', 'searchbox', 'textbox', 'group']) {
    assert.equal(nodeFor(element({ role, name: 'Play' })).attrs.role, role);
  }
  assert.equal(nodeFor(element({ role: 'toolbar' })).attrs.role, 'group', 'a role the page does not know is a group');
  assert.deepEqual(Object.keys(ARIA_ROLES).sort(), ['button', 'group', 'heading', 'img', 'link', 'searchbox', 'slider', 'text', 'textbox']);
});

test('a button is read by its label and hint, and says when it is dimmed or pressed', () => {
  const { tag, attrs, text } = nodeFor(element({ role: 'button', name: 'Play', hint: 'Plays the episode', disabled: true, selected: true }));
  assert.equal(tag, 'div');
  assert.equal(attrs['aria-label'], 'Play');
  assert.equal(attrs['aria-description'], 'Plays the episode');
  assert.equal(attrs['aria-disabled'], 'true');
  assert.equal(attrs['aria-pressed'], 'true');
  assert.equal(attrs.tabindex, '-1', 'never in the page\'s tab order');
  assert.equal(text, '');
  const plain = nodeFor(element({ role: 'button', name: 'Play' })).attrs;
  assert.equal(plain['aria-disabled'], null);
  assert.equal(plain['aria-pressed'], null, 'an unselected button is a plain button, not a toggle');
  assert.equal(plain['aria-description'], null);
});

test('static text is read as its text, with no role of its own', () => {
  const { tag, attrs, text } = nodeFor(element({ role: 'text', name: 'Welcome to Notes' }));
  assert.equal(tag, 'span');
  assert.equal(attrs.role, null);
  assert.equal(attrs['aria-label'], null);
  assert.equal(text, 'Welcome to Notes');
});

test('a slider reads its value and a text box its content; other roles add their value to their label', () => {
  const slider = nodeFor(element({ role: 'slider', name: 'Volume', value: '40%' })).attrs;
  assert.equal(slider['aria-label'], 'Volume');
  assert.equal(slider['aria-valuetext'], '40%');
  assert.deepEqual([slider['aria-valuenow'], slider['aria-valuemin'], slider['aria-valuemax']], ['40', '0', '100']);
  const named = nodeFor(element({ role: 'slider', name: 'Speed', value: 'fast' })).attrs;
  assert.equal(named['aria-valuenow'], null, 'a value that is not a percentage is only read');
  const box = nodeFor(element({ role: 'textbox', name: 'Name', value: 'Teal' }));
  assert.equal(box.attrs['aria-label'], 'Name');
  assert.equal(box.text, 'Teal');
  assert.equal(nodeFor(element({ role: 'button', name: 'Wi-Fi', value: '1' })).attrs['aria-label'], 'Wi-Fi, 1');
  assert.equal(nodeFor(element({ role: 'group', selected: true })).attrs['aria-current'], 'true');
});

test('a new tree changes only the elements that changed, drops the gone ones and keeps the app\'s order', () => {
  const a = element({ id: 1, role: 'button', name: 'A' });
  const b = element({ id: 2, role: 'button', name: 'B' });
  const c = element({ id: 3, role: 'text', name: 'C' });
  const shown = new Map([[1, a], [2, b], [3, c]]);
  const moved = { ...b, x: 40 };
  const d = element({ id: 4, role: 'link', name: 'D' });
  const plan = planUpdate(shown, [moved, a, d]);
  assert.deepEqual(plan.removed, [3]);
  assert.deepEqual(plan.changed, [moved, d], 'a is the same and is left alone');
  assert.deepEqual(plan.order, [2, 1, 4]);
  assert.deepEqual(planUpdate(shown, [a, b, c]), { removed: [], changed: [], order: [1, 2, 3] });
  assert.deepEqual(planUpdate(new Map(), []), { removed: [], changed: [], order: [] });
});

test('a screen reader\'s activation, adjustment and custom actions become the engine\'s a11y messages', () => {
  assert.deepEqual(actionMessage(12, 'activate'), { t: 'a11y', id: 12, action: 'activate' });
  assert.deepEqual(actionMessage(12, 'increment'), { t: 'a11y', id: 12, action: 'increment' });
  assert.deepEqual(actionMessage(12, 'custom', 1), { t: 'a11y', id: 12, action: 'custom', index: 1 });
  assert.equal(sliderKeyAction('ArrowUp'), 'increment');
  assert.equal(sliderKeyAction('ArrowRight'), 'increment');
  assert.equal(sliderKeyAction('ArrowDown'), 'decrement');
  assert.equal(sliderKeyAction('ArrowLeft'), 'decrement');
  assert.equal(sliderKeyAction('a'), null);
});

test('the browser\'s reduced-motion setting is told now and again whenever it changes', () => {
  assert.deepEqual(reduceMotionMessage(true), { t: 'reduceMotion', on: true });
  const listeners = [];
  const media = { matches: false, addEventListener: (type, f) => listeners.push([type, f]) };
  const sent = [];
  const tell = mountReducedMotion(media, (messages) => sent.push(...messages));
  tell();
  media.matches = true;
  for (const [type, f] of listeners) if (type === 'change') f();
  assert.deepEqual(sent, [{ t: 'reduceMotion', on: false }, { t: 'reduceMotion', on: true }]);
});

test('the browser\'s dark appearance is told now and again whenever it changes', () => {
  const listeners = [];
  const media = { matches: true, addEventListener: (type, f) => listeners.push([type, f]) };
  const sent = [];
  const tell = mountColorScheme(media, (messages) => sent.push(...messages));
  tell();
  media.matches = false;
  for (const [type, f] of listeners) if (type === 'change') f();
  assert.deepEqual(sent, [{ t: 'appearance', on: true }, { t: 'appearance', on: false }]);
});
