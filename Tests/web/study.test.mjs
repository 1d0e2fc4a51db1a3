// node --test Tests/web: the playground's study tab logic.
import test from 'node:test';
import assert from 'node:assert/strict';
import { studyStartMessage, isStudyError, studyProgress } from '../../Sources/PointerPlayground/Resources/study.js';

test('a study starts only once the person says which device they use and gives a label', () => {
  assert.match(studyStartMessage({ participant: 'P1' }).error, /mouse or trackpad/);
  assert.match(studyStartMessage({ device: 'mouse', participant: '  ' }).error, /participant label/);
  assert.deepEqual(studyStartMessage({ device: 'trackpad', participant: ' P3 ', plan: 'short', webdriver: false }).message,
    { t: 'study', action: 'start', device: 'trackpad', participant: 'P3', plan: 'short', source: 'person' });
});

test('a page driven by a browser automation labels its trials scripted, never a person', () => {
  assert.equal(studyStartMessage({ device: 'mouse', participant: 'P1', webdriver: true }).message.source, 'scripted');
  assert.equal(studyStartMessage({ device: 'mouse', participant: 'P1', plan: 'anything' }).message.plan, 'full');
});

test('the tab shows the study status and how many trials are logged; other errors are not its own', () => {
  assert.equal(studyProgress({ study: 's1', studyStatus: 'Practice: bubble cursor', studyTrials: 3 }),
    'Practice: bubble cursor (3 trials logged to s1.jsonl)');
  assert.equal(studyProgress({ scene: 'quilt' }), '');
  assert.equal(isStudyError('invalid message: study: say which device you use'), true);
  assert.equal(isStudyError('invalid message: evaluate: already running'), false);
});
