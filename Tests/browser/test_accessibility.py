"""A PointerKit app in the browser's accessibility tree: what a person's screen reader finds
(Chromium's own tree, read over CDP as a screen reader reads it through the platform), what
its default action does, and the browser's reduced-motion setting reaching the engine."""
from test_playground import server, page, stage_origin, state_when, ARTIFACTS  # noqa: F401 (fixtures)

NOTES_BUTTONS = {"square and pencil", "trash"}  # the editor's New Note (compose) and Delete (trash) bar buttons


def open_notes(page):
    page.select_option("#scene", "app:Notes")
    state_when(page, "s.scene === 'app:Notes' && s.activation === 'foregroundActive'")


def accessibility_tree(page):
    """The nodes of Chromium's accessibility tree a screen reader is given (the ignored ones
    left out), as (role, name, backend DOM node id)."""
    cdp = page.context.new_cdp_session(page)
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    cdp.detach()
    return [(n.get("role", {}).get("value"), n.get("name", {}).get("value", ""), n.get("backendDOMNodeId"))
            for n in nodes if not n.get("ignored")]


def tree_when(page, condition, timeout=5.0):
    """The tree once `condition(tree)` holds (it follows the frames, so it may take one)."""
    deadline = page.evaluate("performance.now()") + timeout * 1000
    while True:
        tree = accessibility_tree(page)
        if condition(tree):
            return tree
        assert page.evaluate("performance.now()") < deadline, f"the accessibility tree never got there: {tree}"
        page.wait_for_timeout(100)


def buttons(tree):
    return {name for role, name, _ in tree if role == "button"}


def activate(page, selector):
    """What a screen reader's default action on the overlay's node at `selector` does: the
    platform moves the focus to the node it is on, then clicks it (a click event on the node
    itself). Returns the node's role in Chromium's accessibility tree."""
    cdp = page.context.new_cdp_session(page)
    root = cdp.send("DOM.getDocument")["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    assert node, f"no node {selector}"
    role = cdp.send("Accessibility.getPartialAXTree", {"nodeId": node, "fetchRelatives": False})["nodes"][0]["role"]["value"]
    cdp.send("DOM.focus", {"nodeId": node})
    target = cdp.send("DOM.resolveNode", {"nodeId": node})["object"]["objectId"]
    cdp.send("Runtime.callFunctionOn", {"objectId": target, "functionDeclaration": "function () { this.click(); }"})
    cdp.detach()
    return role


def node_at(page, x, y):
    """The selector of the overlay's node for the element whose frame starts at (x, y)."""
    element = next(e for e in page.evaluate("window.pointerkit.a11y") if e["x"] == x and e["y"] == y)
    return f"#a11y .a11y-item[data-id='{element['id']}'] .a11y-node"


def test_a_screen_reader_finds_the_notes_apps_buttons_by_their_labels_where_they_are_drawn(page):
    open_notes(page)
    tree = tree_when(page, lambda t: NOTES_BUTTONS <= buttons(t))
    assert ("StaticText", "Welcome to Notes") in {(r, n) for r, n, _ in tree}, "the sidebar's rows are read by their titles"
    # Each node covers its element on the stage (in the scene's points from the stage's corner).
    x, y = stage_origin(page)
    elements = page.evaluate("window.pointerkit.a11y")
    for e in elements:
        box = page.locator(f"#a11y .a11y-item[data-id='{e['id']}']").bounding_box()
        assert box is not None, e
        assert abs(box["x"] - x - e["x"]) < 1 and abs(box["y"] - y - e["y"]) < 1, (box, e)
        assert abs(box["width"] - e["w"]) < 1 and abs(box["height"] - e["h"]) < 1, (box, e)
    # Invisible, and the mouse goes through it to the scene.
    assert page.eval_on_selector("#a11y", "e => [getComputedStyle(e).opacity, getComputedStyle(e).pointerEvents]") == ["0", "none"]
    page.mouse.move(x + 400, y + 80, steps=3)
    state_when(page, "s.region === 'editor'")


def test_activating_a_button_through_the_accessibility_tree_does_what_a_click_does(page):
    # The Swatches app's Clear button takes the strokes painted on its canvas away.
    page.select_option("#scene", "app:Swatches")
    state_when(page, "s.scene === 'app:Swatches' && s.activation === 'foregroundActive'")
    tree_when(page, lambda t: "Clear" in buttons(t))
    paths = "document.querySelectorAll('#stage svg path:not(#pointer path)').length"
    clean = page.evaluate(paths)
    x, y = stage_origin(page)
    page.mouse.move(x + 500, y + 300)
    page.mouse.down()
    page.mouse.move(x + 700, y + 400, steps=10)
    page.mouse.up()
    page.wait_for_function(f"{paths} > {clean}", timeout=5000)  # a stroke
    assert activate(page, "#a11y [aria-label='Clear']") == "button"
    page.wait_for_function(f"{paths} === {clean}", timeout=5000)
    assert page.evaluate("window.pointerkit.errors") == []


def test_a_bar_button_activated_through_the_accessibility_tree_does_what_its_click_does(page):
    # The Notes editor's New Note button is a bar button item, driven by a tap recognizer:
    # the screen reader's activation reaches it as a tap, as VoiceOver's does on an iPad.
    open_notes(page)
    tree_when(page, lambda t: NOTES_BUTTONS <= buttons(t))
    rows = len(page.evaluate("window.pointerkit.a11y"))
    assert activate(page, "#a11y [aria-label='square and pencil']") == "button"
    page.wait_for_function(f"document.querySelectorAll('#a11y .a11y-item').length === {rows + 1}", timeout=5000)
    assert page.evaluate("window.pointerkit.errors") == []


def test_the_tree_follows_the_scene_when_the_scene_changes(page):
    open_notes(page)
    tree_when(page, lambda t: NOTES_BUTTONS <= buttons(t))
    rows = len(page.evaluate("window.pointerkit.a11y"))
    # Nodes are kept by element: the Delete button's node is the same one after a new note.
    trash = "[...document.querySelectorAll('#a11y [role=button]')].find(b => b.getAttribute('aria-label') === 'trash')"
    page.evaluate(f"window.kept = {trash}")
    x, y = stage_origin(page)
    page.mouse.move(x + 970, y + 25, steps=3)
    state_when(page, "s.region === 'compose'")
    page.mouse.click(x + 970, y + 25)  # New Note: a row more in the sidebar
    page.wait_for_function(f"document.querySelectorAll('#a11y .a11y-item').length === {rows + 1}", timeout=5000)
    assert page.evaluate(f"{trash} === window.kept")
    page.select_option("#scene", "gallery")
    state_when(page, "s.scene === 'gallery'")
    tree = tree_when(page, lambda t: not (NOTES_BUTTONS & buttons(t)))
    assert ("StaticText", "Welcome to Notes") not in {(r, n) for r, n, _ in tree}, "the Notes app's rows went with it"
    shown = page.evaluate("[...document.querySelectorAll('#a11y .a11y-item')].map(e => Number(e.dataset.id))")
    assert shown and shown == [e["id"] for e in page.evaluate("window.pointerkit.a11y")], "one node per element, in the app's order"


def test_reduced_motion_in_the_browser_is_told_to_the_engine_on_connecting_and_when_it_changes(page):
    # What the page sends, from its first message on.
    page.add_init_script("""(() => { window.sent = []; const send = WebSocket.prototype.send;
        WebSocket.prototype.send = function (data) { window.sent.push(JSON.parse(data)); return send.call(this, data); }; })()""")
    page.emulate_media(reduced_motion="reduce")
    page.reload()
    page.wait_for_function("window.pointerkit && window.pointerkit.frames > 0")
    told = "window.sent.filter(m => m.t === 'reduceMotion').map(m => m.on)"
    page.wait_for_function(f"{told}.length === 1", timeout=5000)
    assert page.evaluate(told) == [True], "a browser that prefers reduced motion says so on connecting"
    state_when(page, "s.reduceMotion === true")  # UIAccessibility.isReduceMotionEnabled, as the engine has it
    page.emulate_media(reduced_motion="no-preference")
    page.wait_for_function(f"{told}.length === 2", timeout=5000)
    assert page.evaluate(told) == [True, False]
    state_when(page, "s.reduceMotion === false")
    page.emulate_media(reduced_motion="reduce")
    page.wait_for_function(f"{told}.length === 3", timeout=5000)
    state_when(page, "s.reduceMotion === true")
    # The engine took every one (an unreadable one would come back as an error).
    page.mouse.move(*stage_origin(page))
    page.wait_for_function("window.pointerkit.seq >= Math.max(...window.sent.map(m => m.seq ?? 0))", timeout=5000)
    assert page.evaluate("window.pointerkit.errors") == []


def test_the_accessibility_overlay_never_takes_the_keyboard_focus_from_typing(page):
    open_notes(page)
    x, y = stage_origin(page)
    page.mouse.move(x + 400, y + 80, steps=5)
    state_when(page, "s.region === 'editor'")
    page.mouse.click(x + 400, y + 80)
    page.keyboard.press("Home")
    state_when(page, "s.caretOffset === 0")
    tree_when(page, lambda t: NOTES_BUTTONS <= buttons(t))
    assert page.evaluate("document.activeElement.id") == "keyboard"
    # The person's screen reader acts on the sidebar's title (its focus goes there to act),
    # then the person types on into the note.
    activate(page, node_at(page, 80, 0))
    assert page.evaluate("document.activeElement.id") == "keyboard", "the focus came back to the keyboard target"
    page.keyboard.type("Hi ")
    state = state_when(page, "s.text.startsWith('Hi Welcome')")
    assert state["caretOffset"] == 3
    assert page.evaluate("document.activeElement.id") == "keyboard", "the keyboard target kept the focus"
    page.screenshot(path=str(ARTIFACTS / "a11y-notes-typing.png"))
    assert page.evaluate("window.pointerkit.errors") == []


def test_a_browser_in_dark_mode_gives_the_app_a_dark_appearance_and_follows_it_back(page):
    page.emulate_media(color_scheme="dark")
    page.reload()
    page.wait_for_function("window.pointerkit && window.pointerkit.frames > 0")
    state_when(page, "s.dark === true")  # the window's traits: userInterfaceStyle .dark
    page.select_option("#scene", "app:Notes")
    state_when(page, "s.scene === 'app:Notes'")
    # The note's editor, a systemBackground view wider than 500 pt, is drawn black in the dark
    # appearance and white in the light.
    editor = ("(fill) => [...document.querySelectorAll('#stage svg rect')]"
              ".some((r) => r.getAttribute('fill') === fill && r.getBBox().width > 500)")
    page.wait_for_function(f"({editor})('#000000')", timeout=5000)
    page.screenshot(path=str(ARTIFACTS / "a11y-notes-dark.png"))
    page.emulate_media(color_scheme="light")
    state_when(page, "s.dark === false")
    page.wait_for_function(f"({editor})('#ffffff') && !({editor})('#000000')", timeout=5000)
    assert page.evaluate("window.pointerkit.errors") == []
