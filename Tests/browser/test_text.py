"""Text in every script in the playground, checked where the browser draws it: the caret
PointerKit reports must sit between the glyphs the page draws, in Hebrew and in Korean."""
from test_playground import server, page, stage_origin, state_when, ARTIFACTS  # noqa: F401 (fixtures)

GLYPHS = """(label) => {
  // The editor's line (right of the 320 pt sidebar, below the navigation bar's title).
  const g = [...document.querySelectorAll('#stage g.glyphs')].filter(t => t.getAttribute('aria-label') === label
      && t.transform.baseVal.consolidate().matrix.e > 320).sort((a, b) => b.transform.baseVal.consolidate().matrix.f
      - a.transform.baseVal.consolidate().matrix.f)[0];
  if (!g) return null;
  const m = g.transform.baseVal.consolidate().matrix;
  const stage = document.querySelector('#stage svg').getBoundingClientRect();
  return [...g.querySelectorAll('use')].map(u => {
    const ink = u.getBoundingClientRect();
    return { origin: m.e + m.a * +(u.getAttribute('x') || 0), left: ink.left - stage.left, right: ink.right - stage.left };
  });
}"""


def open_note(page, title):
    page.select_option("#scene", "app:Notes")
    state_when(page, "s.scene === 'app:Notes'")
    x, y = stage_origin(page)
    row = page.wait_for_function(
        f"(() => {{ const g = [...document.querySelectorAll('#stage g.glyphs')].find(t => t.getAttribute('aria-label') === {title!r}"
        " && t.transform.baseVal.consolidate().matrix.e < 320); if (!g) return null;"
        " const m = g.transform.baseVal.consolidate().matrix; return [m.e, m.f]; })()", timeout=5000).json_value()
    page.mouse.move(x + row[0] + 10, y + row[1] - 5, steps=4)
    page.mouse.click(x + row[0] + 10, y + row[1] - 5)
    page.wait_for_function(f"({GLYPHS})({title!r}) !== null", timeout=5000)
    return page.evaluate(f"({GLYPHS})({title!r})")


def caret_after(page, key):
    """Presses `key` and returns the state once the engine has handled everything the page sent
    for it: the keydown and the keyup, each as numbered messages. Waiting for a count of
    messages past the last one handled is not enough: the previous press's keyup may still be
    on its way, and its acknowledgement would be taken for this press's answer."""
    page.keyboard.press(key)
    return state_when(page, "s.caretOffset !== undefined && window.pointerkit.seq >= window.pointerkit.sent")


def test_the_caret_sits_between_the_hebrew_letters_the_browser_draws(page):
    glyphs = open_note(page, "רשימת קניות")
    x, y = stage_origin(page)
    # A click just past the title's right end: a Hebrew paragraph starts at the right.
    right = max(g["right"] for g in glyphs)
    page.mouse.move(x + right + 3, y + 80, steps=3)
    page.mouse.click(x + right + 3, y + 80)
    state = state_when(page, "s.caretOffset !== undefined")
    assert state["caretOffset"] == 0, f"a click at the right end is the paragraph's start: {state}"
    assert abs(state["caretX"] - right) < 4, f"the caret starts at the right end: {state['caretX']} against {right}"
    n = len(glyphs)  # one glyph a letter, drawn left to right: the last letter first
    for k in range(1, 6):
        state = caret_after(page, "ArrowLeft")
        assert state["caretOffset"] == k, state
        letter = glyphs[n - k]  # the k-th letter, counted from the right
        assert abs(state["caretX"] - letter["origin"]) < 0.01, f"caret {k} at the letter's left edge as laid out"
        assert letter["left"] - 1.5 <= state["caretX"] <= letter["left"] + 1.5, f"caret {k} at the drawn letter's left: {state['caretX']} {letter}"
        left_neighbour = glyphs[n - k - 1]
        assert state["caretX"] >= left_neighbour["right"] - 1.5, "and right of the letter drawn before it"
    page.screenshot(path=str(ARTIFACTS / "20-notes-hebrew-caret.png"))
    assert page.evaluate("window.pointerkit.errors") == []


def test_the_caret_steps_over_the_korean_syllables_the_browser_draws(page):
    glyphs = open_note(page, "포인터 사용법")
    x, y = stage_origin(page)
    left = min(g["left"] for g in glyphs)
    page.mouse.move(x + left + 1, y + 80, steps=3)
    page.mouse.click(x + left + 1, y + 80)
    state = state_when(page, "s.caretOffset !== undefined")
    assert state["caretOffset"] == 0, f"a click at the left end is the paragraph's start: {state}"
    for k in range(1, 4):
        state = caret_after(page, "ArrowRight")
        assert state["caretOffset"] == k, state
        syllable = glyphs[k]  # left to right, one glyph a syllable
        assert abs(state["caretX"] - syllable["origin"]) < 0.01
        assert glyphs[k - 1]["right"] - 1.5 <= state["caretX"], f"after the drawn syllable: {state['caretX']}"
        assert syllable["left"] == syllable["right"] or state["caretX"] <= syllable["left"] + 1.5, f"before the next one: {state['caretX']}"
        passed = glyphs[k - 1]
        assert passed["right"] - passed["left"] > 12, "a Korean syllable is drawn as wide as a Korean font draws it"
    page.screenshot(path=str(ARTIFACTS / "21-notes-korean-caret.png"))


def test_glyph_outlines_are_sent_once_and_reused_by_later_frames(page):
    open_note(page, "포인터 사용법")
    defined = page.evaluate("document.querySelectorAll('#glyph-defs path').length")
    ids = page.evaluate("[...document.querySelectorAll('#glyph-defs path')].map(p => p.id)")
    assert defined > 20 and len(set(ids)) == len(ids), "each outline defined once"
    missing = page.evaluate("[...document.querySelectorAll('#stage use')].filter(u => !document.getElementById(u.getAttribute('href').slice(1))).length")
    assert missing == 0, "every glyph the frame uses is defined"
