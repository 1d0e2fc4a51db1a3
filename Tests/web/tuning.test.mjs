// node --test Tests/web: the playground's tuning panel logic.
import test from 'node:test';
import assert from 'node:assert/strict';
import { sliderStep, formatValue, tuningRows, tuneMessage, stateLines, colorHex, colorValue }
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

test("Pointer Control's switches and colour are rows of their kind, read as a person reads them", () => {
  const rows = tuningRows({ keys: [
    { key: 'pointerAnimations', unit: '', min: 0, max: 1, default: 1, value: 0, summary: 'Pointer Control: pointer animations (morphing)', kind: 'switch' },
    { key: 'pointerBorderColor', unit: 'rgb', min: 0, max: 16777215, default: 31487, value: 16711680, summary: "Pointer Control: the border's colour", kind: 'color' },
  ] });
  assert.deepEqual(rows.map((r) => r.kind), ['switch', 'color']);
  assert.equal(rows[0].range, 'on or off');
  assert.equal(rows[0].changed, true, 'animations turned off differ from the default');
  assert.equal(rows[1].range, 'a colour');
});

test('a colour well shows 0xRRGGBB as #rrggbb and gives back the number, refusing what is not a colour', () => {
  assert.equal(colorHex(0x007aff), '#007aff');
  assert.equal(colorHex(0), '#000000');
  assert.equal(colorHex(Number.NaN), '#000000');
  assert.equal(colorHex(2 ** 30), '#ffffff');
  assert.equal(colorValue('#FF3B30'), 0xff3b30);
  assert.equal(colorValue('red'), null);
  assert.equal(colorValue('#12345'), null);
});
