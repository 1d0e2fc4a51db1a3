// PointerKit playground: the live tuning panel and the panel's words. The pure functions at
// the top are tested under node (Tests/web); `mountTuning` wires them to the page. The
// engine validates every value (a refused one comes back as an error naming the key).

/** A slider step for a key's range: about 200 steps, rounded to 1, 2 or 5 × a power of ten. */
export function sliderStep(min, max) {
  const raw = (max - min) / 200;
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const m = raw / power;
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * power;
}

/** A number as the panel shows it: at most four significant decimals, no trailing zeros. */
export function formatValue(v) {
  if (typeof v !== 'number' || !Number.isFinite(v)) return String(v);
  return String(Number(v.toPrecision(6)));
}

/** The rows of the tuning panel from the engine's `tuning` message: one per key, with its
 * range and unit as a person reads them ("0.05…2 s") and whether it differs from the default. */
export function tuningRows(message) {
  return (message?.keys ?? []).map((k) => ({
    key: k.key,
    summary: k.summary,
    unit: k.unit,
    min: k.min,
    max: k.max,
    step: sliderStep(k.min, k.max),
    value: k.value,
    kind: k.kind ?? 'number',
    changed: k.value !== k.default,
    range: k.kind === 'switch' ? 'on or off' : k.kind === 'color' ? 'a colour'
      : `${formatValue(k.min)}…${formatValue(k.max)}${k.unit ? ` ${k.unit}` : ''}`,
  }));
}

/** A colour key's value (0xRRGGBB) as a colour input's text, "#rrggbb". */
export function colorHex(value) {
  const v = Number.isFinite(value) ? Math.min(Math.max(Math.round(value), 0), 0xffffff) : 0;
  return `#${v.toString(16).padStart(6, '0')}`;
}

/** A colour input's text ("#rrggbb") as a colour key's value, or null when it is not one. */
export function colorValue(hex) {
  const m = /^#([0-9a-f]{6})$/i.exec(String(hex).trim());
  return m ? parseInt(m[1], 16) : null;
}

/** The message that sets one key, or null when the text typed is not a number (the engine
 * checks the range). */
export function tuneMessage(key, text) {
  const value = typeof text === 'number' ? text : Number(String(text).trim());
  if (String(text).trim() === '' || !Number.isFinite(value)) return null;
  return { t: 'tune', values: { [key]: value } };
}

/** The panel's lines under the sentence: the state the engine sent, but for the sentence. */
export function stateLines(state) {
  return Object.entries(state ?? {}).filter(([k]) => k !== 'doing').map(([k, v]) => `${k}: ${v}`);
}

/** Builds the tuning panel in `root` on the first `tuning` message and keeps it in step with
 * later ones (a slider being dragged is left alone; a refused typed value is replaced by the
 * value in force when the page calls the returned function again). `send` takes a list of
 * messages. */
export function mountTuning(root, send) {
  const rows = new Map();
  const list = root.querySelector('#tuning-rows');
  let yaml = '';
  root.querySelector('#tune-reset').addEventListener('click', () => send([{ t: 'tune', reset: true }]));
  root.querySelector('#tune-save').addEventListener('click', () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([yaml], { type: 'application/yaml' }));
    link.download = 'pointer.yaml';
    link.click();
    URL.revokeObjectURL(link.href);
  });
  root.querySelector('#tune-load').addEventListener('change', async (e) => {
    const file = e.target.files?.[0];
    if (file) send([{ t: 'tuneFile', text: await file.text() }]);
    e.target.value = '';
  });
  function build(row) {
    if (row.kind !== 'number') return buildChoice(row);
    const line = document.createElement('div');
    line.className = 'tune';
    line.innerHTML = `<label title=""><span class="name"></span> <span class="range"></span></label>
      <input type="range"><input type="number" class="exact">`;
    line.querySelector('label').title = row.summary;
    line.querySelector('.name').textContent = row.key;
    line.querySelector('.range').textContent = `(${row.range})`;
    const slider = line.querySelector('input[type=range]');
    const exact = line.querySelector('.exact');
    for (const input of [slider, exact]) {
      Object.assign(input, { min: row.min, max: row.max, step: row.step });
      input.dataset.key = row.key;
    }
    exact.step = 'any';
    slider.addEventListener('input', () => { exact.value = slider.value; send([tuneMessage(row.key, slider.value)]); });
    exact.addEventListener('change', () => { const m = tuneMessage(row.key, exact.value); if (m) send([m]); });
    list.appendChild(line);
    return { line, slider, exact };
  }
  /** A switch (a check box) or a colour (a colour well): Pointer Control's settings. */
  function buildChoice(row) {
    const line = document.createElement('div');
    line.className = 'tune';
    line.innerHTML = `<label title=""><input><span class="name"></span> <span class="range"></span></label>`;
    line.querySelector('label').title = row.summary;
    line.querySelector('.name').textContent = row.key;
    line.querySelector('.range').textContent = `(${row.summary.replace(/^Pointer Control: /, '')})`;
    const input = line.querySelector('input');
    input.type = row.kind === 'switch' ? 'checkbox' : 'color';
    input.dataset.key = row.key;
    input.addEventListener(row.kind === 'switch' ? 'change' : 'input', () => {
      const value = row.kind === 'switch' ? (input.checked ? 1 : 0) : colorValue(input.value);
      if (value !== null) send([{ t: 'tune', values: { [row.key]: value } }]);
    });
    list.appendChild(line);
    return { line, input, kind: row.kind };
  }
  return function update(message) {
    yaml = message.yaml ?? '';
    for (const row of tuningRows(message)) {
      const r = rows.get(row.key) ?? build(row);
      rows.set(row.key, r);
      r.line.classList.toggle('changed', row.changed);
      if (r.kind === 'switch') { r.input.checked = row.value === 1; continue; }
      if (r.kind === 'color') { if (document.activeElement !== r.input) r.input.value = colorHex(row.value); continue; }
      if (document.activeElement !== r.slider) r.slider.value = row.value;
      r.exact.value = formatValue(row.value);
    }
  };
}
