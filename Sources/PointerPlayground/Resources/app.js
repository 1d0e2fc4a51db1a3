// PointerKit playground page: forwards the browser's real input to the engine over a
// WebSocket and draws the frames the engine sends back. The engine is the only source of
// truth: the page draws nothing of its own, and carries out the pointer lock the engine asks
// for.
import { pointerMessages, wheelMessages, pinchTimeout, newPinchState, gestureMessages, modifiers,
  lockAction, numbered, lockHint, keyMessages, releaseKeys, scrollsPage, takesKey } from './logic.js';
import { mountKeyboardTarget } from './keyboard.js';
import { mountTuning, stateLines } from './tuning.js';
import { mountEvaluation, isEvaluationError } from './evaluate.js';
import { mountStudy, isStudyError } from './study.js';
import { mountAccessibility, mountReducedMotion, mountColorScheme } from './accessibility.js';

const stage = document.getElementById('stage');
const glyphDefs = document.getElementById('glyph-defs');
const panel = document.getElementById('panel');
const errorLine = document.getElementById('error');
const hintLine = document.getElementById('hint');
const doingLine = document.getElementById('doing');
const tuneError = document.getElementById('tune-error');
const socket = new WebSocket(`ws://${location.host}/ws`);
const pinch = newPinchState();
const safari = { rotation: 0 };
const counter = { seq: 0 };
const buttons = { buttons: 0 };
let locked = false;
window.pointerkit = { frames: 0, state: null, errors: [], seq: 0, socket, tuning: null, evaluations: 0 };
// The highest `seq` the page has sent: with `seq` (the highest the engine handled) a test can
// wait until everything it did has been handled, keyups included.
Object.defineProperty(window.pointerkit, 'sent', { get: () => counter.seq });

const updateTuning = mountTuning(document.getElementById('tuning'), (messages) => send(messages));
const evaluation = mountEvaluation(document.getElementById('evaluation'), (messages) => send(messages));
const study = mountStudy(document.getElementById('study'), (messages) => send(messages));
const keyboard = mountKeyboardTarget(document.getElementById('keyboard'), stage, (messages) => send(messages),
  (message) => { window.pointerkit.errors.push(message); errorLine.textContent = message; });
// The app's accessibility elements, for the person's screen reader (accessibility.js), and the
// browser's reduced-motion setting, told on connecting and on every change.
const accessibility = mountAccessibility(document.getElementById('a11y'), stage, document.getElementById('keyboard'),
  (messages) => send(messages));
socket.addEventListener('open', mountReducedMotion(matchMedia('(prefers-reduced-motion: reduce)'), (messages) => send(messages)));
socket.addEventListener('open', mountColorScheme(matchMedia('(prefers-color-scheme: dark)'), (messages) => send(messages)));

function send(messages) {
  if (socket.readyState !== WebSocket.OPEN) return;
  for (const m of numbered(messages, counter)) socket.send(JSON.stringify(m));
}

function local(e) {
  const r = stage.getBoundingClientRect();
  return [e.clientX - r.left, e.clientY - r.top];
}

// The ordinary lock: movementX/Y are what the browser reports (accelerated by the OS on
// most platforms). Chromium's { unadjustedMovement: true } would give raw motion, but where
// it is unsupported it fires pointerlockerror before any fallback, which the engine would
// hear as a refusal. A refusal also fires pointerlockerror, which the engine hears.
function requestLock() {
  stage.requestPointerLock?.()?.catch?.(() => {});
}

// Only the pointer changed: swap its <g id="pointer"> (or remove it, when hidden), keeping
// its place among the layers.
function replacePointer(markup) {
  const old = stage.querySelector('#pointer');
  if (old && markup) old.outerHTML = markup;
  else if (old) old.remove();
  else if (markup) stage.querySelector('svg')?.insertAdjacentHTML('beforeend', markup);
}

function applyLock() {
  hintLine.textContent = lockHint(window.pointerkit.state, locked);
  if (lockAction(window.pointerkit.state, locked) === 'exit') document.exitPointerLock?.();
}

socket.addEventListener('message', (event) => {
  const m = JSON.parse(event.data);
  if (m.t === 'frame' || m.t === 'pointer') {
    // Glyph outlines come once each and stay: every frame's text refers to them.
    if (m.glyphs) glyphDefs.insertAdjacentHTML('beforeend', m.glyphs);
    if (m.t === 'frame') stage.innerHTML = m.svg;
    else replacePointer(m.pointer);
    if (m.a11y) { window.pointerkit.a11y = m.a11y; accessibility.update(m.a11y); }
    if (m.t === 'frame') accessibility.place();
    window.pointerkit.frames += 1;
    window.pointerkit.seq = m.seq;
    window.pointerkit.state = m.state;
    panel.textContent = stateLines(m.state).join('\n');
    doingLine.textContent = m.state.doing ?? '';
    study.update(m.state);
    keyboard.place(m.state);
    applyLock();
  } else if (m.t === 'tuning') {
    window.pointerkit.tuning = m;
    tuneError.textContent = '';
    updateTuning(m);
  } else if (m.t === 'evaluation') {
    window.pointerkit.evaluations += 1;
    evaluation.show(m);
  } else if (m.t === 'studyResult') {
    window.pointerkit.studyResult = m;
    study.show(m);
  } else if (m.t === 'scenes') {
    // The registered iPad apps join the menu ("app:Swatches" reads "Swatches (iPad app)").
    const menu = document.getElementById('scene');
    for (const name of m.names) {
      if ([...menu.options].some((o) => o.value === name)) continue;
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name.startsWith('app:') ? `${name.slice(4)} (iPad app)` : name;
      menu.appendChild(option);
    }
  } else if (m.t === 'clipboard') {
    keyboard.copied(m.text);
  } else if (m.t === 'ack') {
    window.pointerkit.seq = m.seq;
  } else if (m.t === 'error') {
    window.pointerkit.errors.push(m.message);
    // A refused tuning is shown by the panel, naming the key; other errors under the scene.
    if (/^invalid message: tune/.test(m.message)) {
      tuneError.textContent = m.message;
      if (window.pointerkit.tuning) updateTuning(window.pointerkit.tuning);  // show the value in force again
    }
    else if (isEvaluationError(m.message)) evaluation.failed(m.message);
    else if (isStudyError(m.message)) study.failed(m.message);
    else errorLine.textContent = m.message;
  }
});

// The engine went away (the server stopped): say so rather than freeze.
socket.addEventListener('close', (event) => {
  window.pointerkit.closed = true;
  if (!errorLine.textContent) errorLine.textContent = `disconnected from the engine (${event.code}): reload the page to start again`;
});

for (const type of ['pointermove', 'pointerdown', 'pointerup', 'pointercancel', 'pointerenter', 'pointerleave']) {
  stage.addEventListener(type, (e) => {
    const [x, y] = local(e);
    if (type === 'pointerdown') {
      // A click is the user gesture browsers require before they lock the pointer.
      if (lockAction(window.pointerkit.state, locked) === 'request') requestLock();
      // Capture keeps a drag's moves coming outside the canvas; while locked every event
      // already comes here (and capturing then throws InvalidStateError).
      else if (!locked) stage.setPointerCapture?.(e.pointerId);
    }
    send([modifiers(e), ...pointerMessages(e, x, y, locked, buttons)]);
  });
}
stage.addEventListener('contextmenu', (e) => e.preventDefault());
stage.addEventListener('wheel', (e) => {
  e.preventDefault();
  const [x, y] = local(e);
  send([...(locked ? [] : [{ t: 'move', x, y }]), ...wheelMessages(e, pinch, performance.now())]);
}, { passive: false });
setInterval(() => send(pinchTimeout(pinch, performance.now())), 50);
for (const type of ['gesturestart', 'gesturechange', 'gestureend']) {
  stage.addEventListener(type, (e) => { e.preventDefault(); send(gestureMessages(e, safari)); });
}
// Keys: the modifiers, then the key itself (its HID usage and typed text). The keys that would
// scroll the page are prevented (see scrollsPage), and so are the keys the engine takes in the
// keyboard target (see takesKey: they must not type there as well); the page's own inputs and
// the browser's shortcuts keep every key they use. Text an input method composes comes from the
// keyboard target's own events (keyboard.js).
const heldKeys = new Set();
for (const type of ['keydown', 'keyup']) {
  window.addEventListener(type, (e) => {
    if (scrollsPage(e) || takesKey(e)) e.preventDefault();
    send([modifiers(e), ...keyMessages(e, heldKeys)]);
  });
}
window.addEventListener('blur', () => send(releaseKeys(heldKeys)));

// Pointer lock: the engine asks (state.lockWanted), a click requests it, Escape releases it;
// every change and refusal goes back to the engine.
document.addEventListener('pointerlockchange', () => {
  locked = document.pointerLockElement === stage;
  send([{ t: 'lock', locked }]);
  applyLock();
});
document.addEventListener('pointerlockerror', () => send([{ t: 'lockError' }]));
document.getElementById('outlines').addEventListener('change', (e) => send([{ t: 'outlines', on: e.target.checked }]));
document.getElementById('scene').addEventListener('change', (e) => send([{ t: 'scene', name: e.target.value }]));
