// PointerKit playground: "Evaluate this tuning". The engine runs a small simulated ISO 9241-9
// pointing evaluation with the tuning in force and sends back its plot (movement time against
// index of difficulty, one line per condition), its table and a caption; the page shows them
// beside the scene. One evaluation at a time: the button waits for the answer.

/** True when an engine error is about an evaluation (the button may be pressed again). */
export function isEvaluationError(message) {
  return /^invalid message: evaluate/.test(message ?? '');
}

/** Wires the button and the figure in `root`; returns the functions the page calls with the
 * engine's `evaluation` message and with an evaluation's error. `send` takes a list of messages. */
export function mountEvaluation(root, send) {
  const button = root.querySelector('#evaluate');
  const status = root.querySelector('#evaluation-status');
  const plot = root.querySelector('#evaluation-plot');
  const caption = root.querySelector('#evaluation-caption');
  const table = root.querySelector('#evaluation-table');
  button.addEventListener('click', () => {
    button.disabled = true;
    status.textContent = 'Evaluating…';
    send([{ t: 'evaluate' }]);
  });
  return {
    show(message) {
      plot.innerHTML = message.svg ?? '';  // the engine's own SVG
      caption.textContent = message.caption ?? '';
      table.textContent = message.table ?? '';
      status.textContent = `${message.trials ?? 0} simulated trials`;
      button.disabled = false;
    },
    failed(text) {
      status.textContent = text;
      button.disabled = false;
    },
  };
}
