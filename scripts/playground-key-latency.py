#!/usr/bin/env python3
"""Measures the playground's key-to-frame latency in headless Chromium.

Starts `pointerkit playground` on a free port, opens the page, and from the page opens a
WebSocket session of its own: the Notes app, a click in its editor, then KEYS key presses, a
letter and Backspace in turn (HID usages 0x04 and 0x2A, as the page's keyboard sends them),
each numbered. The engine echoes the number in the frame (or acknowledgement) it sends after
handling the key, so each sample is that key's own round trip: server work, the text view's
edit and layout, the SVG and loopback (the browser's drawing left out, as in the move
latency test). A key answered by an acknowledgement changed nothing on screen: the count of
keys answered by a whole frame shows they were typed. The first WARM_UP keys are not counted. Prints p50, p99 and max.

    python3 scripts/playground-key-latency.py [path to pointerkit] [runs]
"""
import subprocess
import sys

from playwright.sync_api import sync_playwright

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/pointerkit"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 1
KEYS, WARM_UP = 600, 100

MEASURE = """async ([keys, warmUp]) => {
    const socket = new WebSocket(`ws://${location.host}/ws`);
    await new Promise(resolve => socket.addEventListener('message', resolve, { once: true }));
    let waiting = null, seq = 0;
    socket.addEventListener('message', (event) => {
        const m = JSON.parse(event.data);
        if (waiting && (m.t === 'frame' || m.t === 'pointer' || m.t === 'ack') && m.seq >= waiting.seq) {
            const w = waiting; waiting = null; w.resolve(m.t);
        }
    });
    const send = (message) => {
        seq += 1;
        const answered = new Promise(resolve => { waiting = { seq, resolve }; });
        socket.send(JSON.stringify({ ...message, seq }));
        return answered;
    };
    await send({ t: 'scene', name: 'app:Notes' });
    await new Promise(resolve => setTimeout(resolve, 300));
    await send({ t: 'move', x: 400, y: 80 });
    await send({ t: 'button', button: 1, down: true });
    await send({ t: 'button', button: 1, down: false });
    await new Promise(resolve => setTimeout(resolve, 300));
    const times = [];
    let drawn = 0;
    for (let i = 0; i < keys; i++) {
        const code = i % 2 === 0 ? 0x04 : 0x2a;
        const t0 = performance.now();
        const answer = await send({ t: 'key', code, down: true });
        if (i >= warmUp) { times.push(performance.now() - t0); if (answer === 'frame') drawn += 1; }
        await send({ t: 'key', code, down: false });
    }
    socket.close();
    times.sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.round((times.length - 1) * p))];
    return { n: times.length, drawn, p50: at(0.5), p99: at(0.99), max: times[times.length - 1] };
}"""


def run_once(browser):
    proc = subprocess.Popen([BINARY, "playground", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        address = None
        for line in proc.stdout:
            if "http://" in line:
                address = line[line.index("http://"):].split()[0]
                break
        if address is None:
            sys.exit("the playground printed no address")
        page = browser.new_page()
        page.goto(address)
        result = page.evaluate(MEASURE, [KEYS, WARM_UP])
        page.close()
        return result
    finally:
        proc.terminate()
        proc.wait(timeout=10)


with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
    for _ in range(RUNS):
        r = run_once(browser)
        print(f"playground key-to-frame latency: {r['n']} keys ({r['drawn']} answered by a whole frame), p50 {r['p50']:.2f} ms, p99 {r['p99']:.2f} ms, max {r['max']:.2f} ms")
    browser.close()
