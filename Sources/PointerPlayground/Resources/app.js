// PointerKit playground page: forwards the browser's real input to the engine over a
// WebSocket and draws the frames the engine sends back. The engine is the only source of
// truth: the page draws nothing of its own.
import { pointerMessages, wheelMessages, pinchTimeout, newPinchState, gestureMessages, modifiers } from './logic.js';

const stage = document.getElementById('stage');
const panel = document.getElementById('panel');
const errorLine = document.getElementById('error');
const socket = new WebSocket(`ws://${location.host}/ws`);
const pinch = newPinchState();
const safari = { rotation: 0 };
let locked = false;
window.pointerkit = { frames: 0, state: null, errors: [], socket };

function send(messages) {
  if (socket.readyState !== WebSocket.OPEN) return;
  for (const m of messages) socket.send(JSON.stringify(m));
}

function local(e) {
  const r = stage.getBoundingClientRect();
  return [e.clientX - r.left, e.clientY - r.top];
}

socket.addEventListener('message', (event) => {
  const m = JSON.parse(event.data);
  if (m.t === 'frame') {
    stage.innerHTML = m.svg;
    window.pointerkit.frames += 1;
    window.pointerkit.state = m.state;
    panel.textContent = Object.entries(m.state).map(([k, v]) => `${k}: ${v}`).join('\n');
  } else if (m.t === 'error') {
    window.pointerkit.errors.push(m.message);
    errorLine.textContent = m.message;
  }
});

for (const type of ['pointermove', 'pointerdown', 'pointerup', 'pointercancel', 'pointerenter', 'pointerleave']) {
  stage.addEventListener(type, (e) => {
    const [x, y] = local(e);
    if (type === 'pointerdown') stage.setPointerCapture?.(e.pointerId);
    send([modifiers(e), ...pointerMessages(e, x, y, locked)]);
  });
}
stage.addEventListener('contextmenu', (e) => e.preventDefault());
stage.addEventListener('wheel', (e) => {
  e.preventDefault();
  const [x, y] = local(e);
  send([{ t: 'move', x, y }, ...wheelMessages(e, pinch, performance.now())]);
}, { passive: false });
setInterval(() => send(pinchTimeout(pinch, performance.now())), 50);
for (const type of ['gesturestart', 'gesturechange', 'gestureend']) {
  stage.addEventListener(type, (e) => { e.preventDefault(); send(gestureMessages(e, safari)); });
}
for (const type of ['keydown', 'keyup']) window.addEventListener(type, (e) => send([modifiers(e)]));

// Pointer lock: requested on a user gesture, as browsers require; Escape releases it.
document.getElementById('lock').addEventListener('click', () => stage.requestPointerLock?.());
document.addEventListener('pointerlockchange', () => {
  locked = document.pointerLockElement === stage;
  send([{ t: 'lock', locked }]);
});
document.addEventListener('pointerlockerror', () => { errorLine.textContent = 'pointer lock refused by the browser'; send([{ t: 'lock', locked: false }]); });
document.getElementById('outlines').addEventListener('change', (e) => send([{ t: 'outlines', on: e.target.checked }]));
document.getElementById('scene').addEventListener('change', (e) => send([{ t: 'scene', name: e.target.value }]));
