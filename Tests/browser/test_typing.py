"""Typing in every language in the playground, as the browser delivers it: a Korean input
method's composition (CDP's Input.imeSetComposition, what a person's IME produces), Hebrew
inserted as text, a French key, the clipboard both ways, and a paste too large to take."""
from test_playground import server, page, stage_origin, state_when, ARTIFACTS  # noqa: F401 (fixtures)


def open_editor(page):
    """Opens the Notes app, clicks at the start of its first note's text and returns a CDP
    session on the page."""
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.select_option("#scene", "app:Notes")
    state_when(page, "s.scene === 'app:Notes' && s.activation === 'foregroundActive'")
    x, y = stage_origin(page)
    page.mouse.move(x + 400, y + 80, steps=5)
    state_when(page, "s.region === 'editor'")
    page.mouse.click(x + 400, y + 80)
    page.keyboard.press("Home")
    state_when(page, "s.caretOffset === 0")
    assert page.evaluate("document.activeElement.id") == "keyboard", "a click on the scene focuses the keyboard target"
    return page.context.new_cdp_session(page)


UNDERLINES = """[...document.querySelectorAll('#stage svg path[fill]:not([fill=none])')].map(e => e.getBBox())
    .filter(b => b.height > 0.5 && b.height < 1.5 && b.width > 2).map(b => ({ left: b.x, right: b.x + b.width, bottom: b.y + b.height }))"""


def compose(cdp, text):
    cdp.send("Input.imeSetComposition", {"text": text, "selectionStart": len(text), "selectionEnd": len(text)})


def test_korean_composed_by_an_input_method_shows_underlined_and_commits_into_the_note(page):
    cdp = open_editor(page)
    for step in ["ㅎ", "하", "한"]:
        compose(cdp, step)
        state = state_when(page, f"s.marked === {step!r}")
        assert state["text"].startswith(step), f"the composition sits in the text at the caret: {state['text'][:20]!r}"
        assert state["caretOffset"] == len(step), "the caret is at the composition's end"
    # The composition is drawn underlined: a 1 pt line under the syllable, ending at the caret.
    lines = page.evaluate(UNDERLINES)
    assert any(abs(b["right"] - state["caretX"]) < 0.5 and b["left"] < state["caretX"] - 8
               and 0 < state["caretY"] + state["caretHeight"] - b["bottom"] < 3 for b in lines), (lines, state)
    # The hidden target is where the caret is, so the IME's candidate window opens there.
    box = page.locator("#keyboard").bounding_box()
    stage = page.locator("#stage svg").bounding_box()
    assert abs(box["x"] - stage["x"] - state["caretX"]) < 2 and abs(box["y"] - stage["y"] - state["caretY"]) < 2, (box, state)
    page.screenshot(path=str(ARTIFACTS / "21-notes-korean-composing.png"))
    cdp.send("Input.insertText", {"text": "한"})
    state = state_when(page, "s.marked === undefined && s.text.startsWith('한')")
    assert not any(abs(b["right"] - state["caretX"]) < 0.5 for b in page.evaluate(UNDERLINES)), "committed text is not underlined"
    compose(cdp, "ㄱ")
    compose(cdp, "그")
    compose(cdp, "글")
    state_when(page, "s.marked === '글'")
    cdp.send("Input.insertText", {"text": "글"})
    state = state_when(page, "s.marked === undefined && s.text.startsWith('한글Welcome')")
    assert state["caretOffset"] == 2
    assert page.evaluate("document.getElementById('keyboard').value") == "", "the target stays empty"
    # The sidebar's row takes the new first line as its title: the Korean run, then the Latin.
    page.wait_for_function("(() => { const runs = [...document.querySelectorAll('#stage g.glyphs')].filter(t => t.transform.baseVal.consolidate().matrix.e < 320)"
                           ".map(t => t.getAttribute('aria-label')); const k = runs.indexOf('한글'); return k >= 0 && runs[k + 1] === 'Welcome to Notes'; })()", timeout=5000)
    assert page.evaluate("window.pointerkit.errors") == []


def test_hebrew_inserted_as_text_and_a_french_key_type_into_the_note(page):
    cdp = open_editor(page)
    cdp.send("Input.insertText", {"text": "שלום "})
    state_when(page, "s.text.startsWith('שלום Welcome')")
    # A French AZERTY keyboard's key 2 types é: the key's own text, sent with its HID usage.
    for kind in ["keyDown", "keyUp"]:
        cdp.send("Input.dispatchKeyEvent", {"type": kind, "key": "é", "code": "Digit2", "text": "é" if kind == "keyDown" else "",
                                            "windowsVirtualKeyCode": 50})
    # The key's release may reach the engine a frame after its text: wait for both.
    state = state_when(page, "s.text.startsWith('שלום éWelcome') && s.keysDown === 0")
    assert state["keysDown"] == 0
    assert page.evaluate("document.getElementById('keyboard').value") == ""
    assert page.evaluate("window.pointerkit.errors") == []


def test_copy_reaches_the_system_clipboard_and_paste_brings_any_script_back(page):
    open_editor(page)
    x, y = stage_origin(page)
    page.keyboard.press("Shift+End")
    page.keyboard.press("Control+c")
    page.wait_for_function("window.pointerkit.clipboard !== undefined", timeout=5000)
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith("Welcome to Notes"), f"the system clipboard has the note's first line: {copied!r}"
    page.evaluate("navigator.clipboard.writeText('안녕 👋 مرحبا ')")
    page.keyboard.press("Home")
    page.keyboard.press("Control+v")
    state = state_when(page, "s.text.startsWith('안녕 👋 مرحبا Welcome')")
    assert page.evaluate("window.pointerkit.errors") == [], "Ctrl+V was the browser's paste, not the app's own Paste"
    # A paste of 10 MB is refused whole, by the page, saying why; the note keeps its text.
    page.evaluate("""() => { const d = new DataTransfer(); d.setData('text/plain', 'x'.repeat(10 * 1024 * 1024));
        document.getElementById('keyboard').dispatchEvent(new ClipboardEvent('paste', { clipboardData: d, cancelable: true })); }""")
    page.wait_for_function("document.getElementById('error').textContent.includes('1,048,576-character limit')", timeout=5000)
    page.keyboard.press("End")
    after = state_when(page, f"s.caretOffset > {state['caretOffset']}")
    assert after["text"] == state["text"], "nothing of the refused paste arrived"


def test_leaving_the_scene_mid_composition_commits_it(page):
    cdp = open_editor(page)
    compose(cdp, "하")
    state_when(page, "s.marked === '하'")
    page.locator("#tuning-rows input.exact[data-key='systemPointerDiameter']").click()
    state = state_when(page, "s.marked === undefined")
    assert state["text"].startswith("하Welcome"), f"the composition is kept as typed: {state['text'][:12]!r}"
    assert page.evaluate("window.pointerkit.errors") == []
