#!/usr/bin/env python3
"""Typing one character into 100,000 UTF-16 units of Latin, Korean and Arabic, laid out again:
PointerKit's benchmark against headless Chromium's contenteditable, in the same run.

PointerKit: the Benchmarks package's "text: type one character and lay out again, 100,000
characters of Latin, Korean and Arabic" (a UITextView 700 pt wide; its p50 wall clock).
Chromium: a contenteditable <div> 700 px wide holding the same text in the same fonts (this
script points FONTCONFIG_FILE at Tests/Fonts/fonts.conf for both), one <div> a paragraph as a
contenteditable makes them (so that Chromium, like PointerKit, lays out one paragraph again:
the whole text in one node takes it about 70 ms a keystroke), the caret in the middle;
each keystroke is the editing command a key press runs (`insertText`), then the caret's
rectangle is read, which makes Chromium finish style and layout. Its p50 over 400 keystrokes.

    scripts/text-vs-chromium.py            # both, and the ratio
    scripts/text-vs-chromium.py --chromium # Chromium's figure alone
"""
import os, re, statistics, subprocess, sys
from pathlib import Path
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
os.environ["FONTCONFIG_FILE"] = str(ROOT / "Tests/Fonts/fonts.conf")
SENTENCES = ("The quick brown fox jumps over the lazy dog. 다람쥐 헌 쳇바퀴에 타고파, 키스의 고유조건은 입술끼리 만나야 하고. "
             "نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر. ")


def paragraph():
    units = (SENTENCES * 3).encode("utf-16-le")[: 249 * 2]
    return units.decode("utf-16-le")


def chromium_p50_us(keystrokes=400):
    text = "\n".join([paragraph()] * 400)
    assert len(text.encode("utf-16-le")) // 2 == 99_999
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 800, "height": 1000})
        page.set_content("<div id='e' contenteditable style=\"width:700px;height:900px;overflow:auto;white-space:pre-wrap;"
                         "font:17px 'Liberation Sans','DejaVu Sans',sans-serif\"></div>")
        times = page.evaluate("""([text, n]) => {
            const e = document.getElementById('e');
            for (const line of text.split('\\n')) { const d = document.createElement('div'); d.textContent = line; e.appendChild(d); }
            e.focus();
            const node = e.children[200].firstChild, sel = getSelection(), r = document.createRange();
            r.setStart(node, 125); r.collapse(true); sel.removeAllRanges(); sel.addRange(r);
            e.getBoundingClientRect();
            const out = [];
            for (let i = 0; i < n + 20; i++) {
                const t0 = performance.now();
                document.execCommand('insertText', false, i % 2 ? 'a' : ' ');
                sel.getRangeAt(0).getBoundingClientRect();
                const t1 = performance.now();
                if (i >= 20) out.push((t1 - t0) * 1000);
            }
            return out;
        }""", [text, keystrokes])
        browser.close()
    return statistics.median(times)


def pointerkit_p50_us():
    name = "text: type one character and lay out again, 100,000 characters of Latin, Korean and Arabic"
    out = subprocess.run(["swift", "package", "--allow-writing-to-package-directory", "benchmark", "--filter", re.escape(name),
                          "--no-progress"], cwd=ROOT / "Benchmarks", capture_output=True, text=True, check=True).stdout
    row = next(line for line in out.splitlines() if "Time (wall clock)" in line)
    cells = [c.strip() for c in row.split("│") if c.strip()]
    return float(cells[3])   # p0, p25, p50: columns after the metric's name


if __name__ == "__main__":
    chromium = chromium_p50_us()
    print(f"Chromium contenteditable: p50 {chromium:.0f} µs from insertText to layout done")
    if "--chromium" in sys.argv:
        sys.exit(0)
    pointerkit = pointerkit_p50_us()
    print(f"PointerKit UITextView:    p50 {pointerkit:.0f} µs per keystroke, laid out again")
    print(f"PointerKit is {chromium / pointerkit:.2f}× Chromium's speed" if pointerkit > 0 else "no PointerKit figure")
