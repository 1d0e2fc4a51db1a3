// PointerKit playground page: the app's accessibility tree in the browser's. The engine sends
// the window's accessibility elements with its frames ("a11y", only when they changed); the
// page keeps one DOM node per element in an overlay over the stage (invisible, and transparent
// to the mouse), so the person's own screen reader reads the app and acts on it: its default
// action (a click on the node), a slider's arrows and the custom actions go back as
// {"t":"a11y",…} messages. The logic is pure and tested by node; mountAccessibility is the DOM.

/** The ARIA role of each of the engine's roles; `text` is a plain span (its text is the name). */
export const ARIA_ROLES = { button: 'button', link: 'link', heading: 'heading', img: 'img', slider: 'slider',
  searchbox: 'searchbox', textbox: 'textbox', text: null, group: 'group' };

/** The roles whose value is their own (a slider's value text, a text box's content). */
const VALUE_ROLES = new Set(['slider', 'searchbox', 'textbox']);

/** What an element's node is: its tag, its attributes (null: absent) and its text. An unknown
 * role is a group. */
export function nodeFor(e) {
  const role = e.role in ARIA_ROLES ? e.role : 'group';
  const name = String(e.name ?? ''), value = String(e.value ?? '');
  const attrs = {
    role: ARIA_ROLES[role],
    // A plain span is named by its text, the others by their label; the value joins the label
    // of the roles that have none of their own (a switch's "1").
    'aria-label': role === 'text' ? null : (value && !VALUE_ROLES.has(role) ? `${name}, ${value}` : name) || null,
    'aria-description': e.hint ? String(e.hint) : null,
    'aria-disabled': e.disabled ? 'true' : null,
    // A selected button is a pressed one; anything else selected is the current one.
    'aria-pressed': role === 'button' && e.selected ? 'true' : null,
    'aria-current': role !== 'button' && e.selected ? 'true' : null,
    'aria-valuetext': role === 'slider' ? value : null,
    'aria-valuenow': null, 'aria-valuemin': null, 'aria-valuemax': null,
    tabindex: '-1',
  };
  const percent = role === 'slider' ? /^(-?\d+(?:\.\d+)?)%$/.exec(value) : null;
  if (percent) Object.assign(attrs, { 'aria-valuenow': percent[1], 'aria-valuemin': '0', 'aria-valuemax': '100' });
  const text = role === 'text' ? name : (role === 'textbox' || role === 'searchbox' ? value : '');
  return { tag: role === 'text' ? 'span' : 'div', attrs, text };
}

/** How the overlay goes from the elements it shows (`shown`, a Map from id to element) to
 * `next` (the frame's array): the ids to remove, the elements new or changed (to draw again),
 * and the ids in their new order. Elements equal in every field are left alone. */
export function planUpdate(shown, next) {
  const order = next.map((e) => e.id);
  const keep = new Set(order);
  const removed = [...shown.keys()].filter((id) => !keep.has(id));
  const changed = next.filter((e) => !shown.has(e.id) || JSON.stringify(shown.get(e.id)) !== JSON.stringify(e));
  return { removed, changed, order };
}

/** The message for a screen reader's request on element `id`: activate, increment,
 * decrement, or a custom action by its index. */
export function actionMessage(id, action, index) {
  return action === 'custom' ? { t: 'a11y', id, action, index } : { t: 'a11y', id, action };
}

/** What a key on a slider's node asks: 'increment' (up or right), 'decrement' (down or
 * left), else null. */
export function sliderKeyAction(key) {
  if (key === 'ArrowUp' || key === 'ArrowRight') return 'increment';
  if (key === 'ArrowDown' || key === 'ArrowLeft') return 'decrement';
  return null;
}

/** The reduced-motion message for the browser's setting. */
export function reduceMotionMessage(matches) {
  return { t: 'reduceMotion', on: !!matches };
}

/** Keeps `overlay` (over `stage`) in step with the engine's elements; `send` takes a list of
 * messages, `keyboard` is the page's keyboard target, which keeps the focus it has. Returns
 * `update(elements)`, for each frame that carries "a11y", and `place()`, after each frame. */
export function mountAccessibility(overlay, stage, keyboard, send) {
  const shown = new Map();  // id → element last drawn
  const items = new Map();  // id → its item: the element's node, then its custom actions' buttons
  // The nodes are never the page's to focus; a screen reader may move the focus to one. Then
  // the focus goes back to the keyboard target once the action is sent, as if it never left.
  let returnTo = null;
  overlay.addEventListener('focusin', (e) => { if (e.relatedTarget === keyboard) returnTo = keyboard; });
  const restoreFocus = () => {
    if (returnTo && overlay.contains(document.activeElement)) returnTo.focus({ preventScroll: true });
    returnTo = null;
  };

  function item(id) {
    let it = items.get(id);
    if (it) return it;
    it = document.createElement('div');
    it.className = 'a11y-item';
    it.dataset.id = String(id);
    items.set(id, it);
    return it;
  }

  function draw(it, e) {
    const { id } = e;  // an item's id never changes: its handlers keep it
    const { tag, attrs, text } = nodeFor(e);
    let node = it.firstElementChild;
    if (!node || node.tagName.toLowerCase() !== tag) {
      node?.remove();
      node = document.createElement(tag);
      node.className = 'a11y-node';
      node.addEventListener('click', (event) => {
        event.preventDefault();
        send([actionMessage(id, 'activate')]);
        // A text box activated means typing: the keyboard target takes the keys.
        if (node.getAttribute('role') === 'textbox' || node.getAttribute('role') === 'searchbox') returnTo = keyboard;
        restoreFocus();
      });
      node.addEventListener('keydown', (event) => {
        const action = node.getAttribute('role') === 'slider' ? sliderKeyAction(event.key) : null;
        if (!action) return;
        event.preventDefault();
        event.stopPropagation();  // not a key for the app as well
        send([actionMessage(id, action)]);
      });
      it.prepend(node);
    }
    for (const [name, value] of Object.entries(attrs)) {
      if (value === null) node.removeAttribute(name);
      else node.setAttribute(name, value);
    }
    if (node.textContent !== text) node.textContent = text;
    const actions = e.actions ?? [];
    while (it.children.length > actions.length + 1) it.lastElementChild.remove();
    actions.forEach((name, index) => {
      let button = it.children[index + 1];
      if (!button) {
        button = document.createElement('button');
        button.type = 'button';
        button.tabIndex = -1;
        button.addEventListener('click', (event) => {
          event.preventDefault();
          send([actionMessage(id, 'custom', index)]);
          restoreFocus();
        });
        it.appendChild(button);
      }
      button.setAttribute('aria-label', name);
    });
    Object.assign(it.style, { left: `${e.x}px`, top: `${e.y}px`, width: `${e.w}px`, height: `${e.h}px` });
  }

  return {
    update(elements) {
      const { removed, changed, order } = planUpdate(shown, elements);
      for (const id of removed) { items.get(id)?.remove(); items.delete(id); shown.delete(id); }
      // A changed element keeps its node (and the screen reader's place on it).
      for (const e of changed) {
        draw(item(e.id), e);
        shown.set(e.id, e);
      }
      order.forEach((id, i) => {
        const it = items.get(id);
        if (overlay.children[i] !== it) overlay.insertBefore(it, overlay.children[i] ?? null);
      });
    },
    place() {
      // The overlay covers the stage's drawing, in the scene's points scaled as the SVG is.
      const svg = stage.querySelector('svg');
      if (!svg) return;
      const width = svg.viewBox?.baseVal?.width || svg.width.baseVal.value;
      const scale = width ? svg.getBoundingClientRect().width / width : 1;
      overlay.style.left = `${stage.offsetLeft + stage.clientLeft}px`;
      overlay.style.top = `${stage.offsetTop + stage.clientTop}px`;
      overlay.style.width = `${width}px`;
      overlay.style.height = `${svg.viewBox?.baseVal?.height || svg.height.baseVal.value}px`;
      overlay.style.transform = scale === 1 ? '' : `scale(${scale})`;
    },
  };
}

/** Tells the engine the browser's prefers-reduced-motion now and on every change. */
export function mountReducedMotion(media, send) { return mountMediaSetting(media, reduceMotionMessage, send); }

/** The message for the browser's prefers-color-scheme: on for dark. */
export function appearanceMessage(matches) {
  return { t: 'appearance', on: !!matches };
}

/** Tells the engine the browser's prefers-color-scheme (`(prefers-color-scheme: dark)`) now
 * and on every change: the app's host appearance (UIWindow.hostUserInterfaceStyle). */
export function mountColorScheme(media, send) { return mountMediaSetting(media, appearanceMessage, send); }

/** Sends `message(media.matches)` on every change of `media`; returns the function that sends
 * it now. */
function mountMediaSetting(media, message, send) {
  const tell = () => send([message(media.matches)]);
  media.addEventListener?.('change', tell);
  return tell;
}
