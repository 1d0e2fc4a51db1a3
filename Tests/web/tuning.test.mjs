// node --test Tests/web: the playground's tuning panel logic.
import test from 'node:test';
import assert from 'node:assert/strict';
import { sliderStep, formatValue, tuningRows, tuneMessage, stateLines }
  from '../../Sources/PointerPlayground/Resources/tuning.js';

const message = {
  t: 'tuning',
  keys: [
    { key: 'springResponse', unit: 's', min: 0.05, max: 2, default: 0.25, value: 0.4, summary: 'how long a morph takes' },
    { key: 'pointerOpacity', unit: '', min: 0, max: 1, default: 0.6, value: 0.6, summary: "the pointer's opacity" },
  ],
  yaml: 'springResponse: 0.4\n',
};

test('each key is a row with its range and unit as a person reads them', () => {
  const rows = tuningRows(message);
  assert.equal(rows.length, 2);
  assert.equal(rows[0].range, '0.05…2 s');
  assert.equal(rows[1].range, '0…1', 'a plain ratio has no unit');
});

test('a row says whether its value differs from the default', () => {
  assert.deepEqual(tuningRows(message).map((r) => r.changed), [true, false]);
});

test('sliders move in about 200 round steps across the range', () => {
  assert.equal(sliderStep(0, 1), 0.005);
  assert.equal(sliderStep(4, 64), 0.2);
  assert.equal(sliderStep(0, 400), 2);
  assert.equal(sliderStep(3, 3), 1, 'an empty range still has a step');
});

test('typed numbers become tune messages; words and blanks send nothing', () => {
  assert.deepEqual(tuneMessage('magnetRadius', ' 80 '), { t: 'tune', values: { magnetRadius: 80 } });
  assert.equal(tuneMessage('magnetRadius', 'far'), null);
  assert.equal(tuneMessage('magnetRadius', ''), null);
  assert.equal(tuneMessage('magnetRadius', 'Infinity'), null);
});

test('values show without float noise', () => {
  assert.equal(formatValue(0.1 + 0.2), '0.3');
  assert.equal(formatValue(19), '19');
});

test('the panel lists the state but for the sentence, which it shows on its own', () => {
  assert.deepEqual(stateLines({ doing: 'lift on spool', effect: 'lift' }), ['effect: lift']);
});
