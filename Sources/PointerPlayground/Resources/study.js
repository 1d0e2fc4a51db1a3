// PointerKit playground: the study tab. A person runs the ISO 9241-9 multidirectional tapping
// task with their own mouse or trackpad in the engine's study scene (targets on a circle; the
// highlight, its magnetism, the padding and the bubble cursor are the engine's). The engine
// logs every trial to a JSON-lines file as it ends and, when the study is over, sends its
// results: the table, the 16 pt comparison, the Fitts plot, the endpoint scatter and the CSV.

/** The page's start message, or an error sentence when something is missing. `webdriver` is
 * `navigator.webdriver`: true when a browser automation drives the page, whose trials are
 * labelled scripted, never a person's. */
export function studyStartMessage({ device, participant, plan, webdriver }) {
  if (device !== 'mouse' && device !== 'trackpad') return { error: 'Say which device you use: mouse or trackpad.' };
  const label = (participant ?? '').trim();
  if (label.length === 0 || label.length > 64) return { error: 'Give a participant label (1 to 64 characters), e.g. P1.' };
  return {
    message: { t: 'study', action: 'start', device, participant: label, plan: plan === 'short' ? 'short' : 'full',
      source: webdriver ? 'scripted' : 'person' },
  };
}

/** True when an engine error is about the study (shown in the study tab). */
export function isStudyError(message) {
  return /^invalid message: study/.test(message ?? '');
}

/** The line the tab shows for the engine's state: the study's status and trials logged. */
export function studyProgress(state) {
  if (!state || !state.study) return '';
  return `${state.studyStatus} (${state.studyTrials} trials logged to ${state.study}.jsonl)`;
}

const MARKUP = `
<h2>Study: ISO 9241-9 pointing with your own mouse or trackpad</h2>
<p>Select the blue target as fast and as accurately as you can; the next one lights up across the circle.
  A practice round comes first, then four conditions: the system pointer, the highlight with magnetism,
  the same with padded regions, and the bubble cursor. Every trial is saved as it ends.</p>
<p><label><input type="radio" name="study-device" value="mouse"> Mouse</label>
  <label><input type="radio" name="study-device" value="trackpad"> Trackpad</label>
  <label>Participant <input id="study-participant" size="8" value="P1"></label>
  <select id="study-plan"><option value="full">Full study (about 6 minutes)</option><option value="short">Short try-out</option></select></p>
<p><button id="study-start">Start the study</button> <button id="study-stop" disabled>Stop</button></p>
<p id="study-status"></p>
<div id="study-results" hidden>
  <p><a id="study-csv" download>Download the log as CSV</a> <span id="study-source"></span></p>
  <figure><div id="study-plot"></div></figure>
  <figure><div id="study-scatter"></div></figure>
  <pre id="study-table"></pre>
  <pre id="study-comparison"></pre>
</div>`;

/** Builds the tab in `root`; returns the functions the page calls with each frame's state, the
 * engine's `studyResult` message and a study error. `send` takes a list of messages. */
export function mountStudy(root, send) {
  root.innerHTML = MARKUP;
  const q = (s) => root.querySelector(s);
  const status = q('#study-status');
  q('#study-start').addEventListener('click', () => {
    const device = root.querySelector('input[name="study-device"]:checked')?.value;
    const start = studyStartMessage({ device, participant: q('#study-participant').value, plan: q('#study-plan').value,
      webdriver: navigator.webdriver === true });
    if (start.error) { status.textContent = start.error; return; }
    q('#study-results').hidden = true;
    q('#study-start').disabled = true;
    q('#study-stop').disabled = false;
    send([start.message]);
  });
  q('#study-stop').addEventListener('click', () => send([{ t: 'study', action: 'stop' }]));
  return {
    update(state) {
      const line = studyProgress(state);
      if (line) status.textContent = line;
    },
    show(result) {
      q('#study-plot').innerHTML = result.plot ?? '';  // the engine's own SVG
      q('#study-scatter').innerHTML = result.scatter ?? '';
      q('#study-table').textContent = result.table ?? '';
      q('#study-comparison').textContent = result.comparison ?? '';
      q('#study-csv').href = result.csv ?? '#';
      q('#study-source').textContent = `${result.trials ?? 0} trials, ${result.source ?? ''}`;
      q('#study-results').hidden = false;
      q('#study-start').disabled = false;
      q('#study-stop').disabled = true;
    },
    failed(text) {
      status.textContent = text;
      q('#study-start').disabled = false;
      q('#study-stop').disabled = true;
    },
  };
}
