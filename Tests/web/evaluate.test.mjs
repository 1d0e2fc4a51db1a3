// node --test Tests/web: the playground's "Evaluate this tuning" logic.
import test from 'node:test';
import assert from 'node:assert/strict';
import { isEvaluationError } from '../../Sources/PointerPlayground/Resources/evaluate.js';

test('an engine error about an evaluation frees the button; others do not', () => {
  assert.equal(isEvaluationError('invalid message: evaluate: an evaluation of this page\'s tuning is already running'), true);
  assert.equal(isEvaluationError('invalid message: tune: springResponse: 9 is outside 0.05…2 s'), false);
  assert.equal(isEvaluationError(undefined), false);
});
