#!/usr/bin/env python3
"""Measures `pointerkit window`'s input-to-frame latency under Xvfb.

Starts Xvfb on a free display, opens the window on the quilt with --report-frames, and has
xdotool move the pointer between two places 30 ms apart (so each move is its own frame) for
MOVES moves, the first WARM-UP of them not counted. Each frame line's latencyMs is the time
from the host receiving the first event not yet in a drawn frame to the end of drawing the
frame holding it (GLib's monotonic clock). Prints p50, p99 and max over the frames, computed
as the window's own summary computes them.

With `keys` as the third argument it measures typing instead: the Notes app, its editor
clicked, then KEYS keys 30 ms apart, a letter and BackSpace in turn (keys a US keymap has, so
the X server's keymap stays as it is); `spare` types é and BackSpace instead, é on the spare
key code xdotool binds for each key the keymap lacks (what the typing tests do for French,
Hebrew and Hangul), 300 ms apart as those tests type them.

    python3 scripts/window-latency.py [path to pointerkit] [runs] [moves|keys|spare]
"""
import json
import os
import subprocess
import sys
import tempfile
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/pointerkit"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 1
MODE = sys.argv[3] if len(sys.argv) > 3 else "moves"
MOVES, WARM_UP, KEYS = 1000, 100, 600
if MODE == "spare":
    KEYS, WARM_UP = 60, 10


def free_display():
    for number in range(90, 160):
        if not os.path.exists(f"/tmp/.X{number}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            return number
    sys.exit("no free X display number")


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round((len(ordered) - 1) * p))]


def type_keys(env, ident, lines):
    """Opens the first note, puts the caret in its editor and types KEYS keys."""
    origin = None
    deadline = time.time() + 15
    while origin is None and time.time() < deadline:
        lines.seek(0)
        for line in lines.read().splitlines():
            if line.startswith("{\"frame\""):
                origin = json.loads(line).get("origin", [0, 0])
                break
        time.sleep(0.05)
    x, y = origin or [0, 0]
    subprocess.run(["xdotool", "windowfocus", "--sync", ident], env=env, check=True, timeout=10)
    for px, py in [(160, 82), (322, 80)]:
        subprocess.run(["xdotool", "mousemove", "--window", ident, str(int(x + px)), str(int(y + py)),
                        "click", "1"], env=env, check=True, timeout=10)
        time.sleep(0.3)
    letter, hold = ("eacute", "0.15") if MODE == "spare" else ("a", "0.05")
    script = []
    for i in range(KEYS):
        key = letter if i % 2 == 0 else "BackSpace"
        script += ["keydown", key, "sleep", hold, "keyup", key, "sleep", hold]
    subprocess.run(["xdotool"] + script, env=env, check=True, timeout=KEYS)


def run_once():
    number = free_display()
    xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    env = dict(os.environ, DISPLAY=f":{number}", GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1")
    env.pop("WAYLAND_DISPLAY", None)
    window = None
    # The frame lines go to a file: a pipe nobody reads while the moves run would fill and
    # stall the window.
    lines = tempfile.TemporaryFile(mode="w+")
    try:
        deadline = time.time() + 10
        while not os.path.exists(f"/tmp/.X11-unix/X{number}") and time.time() < deadline:
            time.sleep(0.05)
        scene = ["--scene", "app:Notes"] if MODE != "moves" else []
        window = subprocess.Popen([BINARY, "window", "--report-frames"] + scene, env=env,
                                  stdout=lines, stderr=subprocess.DEVNULL, text=True)
        ident = subprocess.run(["xdotool", "search", "--sync", "--name", "PointerKit"], env=env,
                               capture_output=True, text=True, timeout=20).stdout.split()[0]
        if MODE == "moves":
            script = []
            for i in range(MOVES):
                script += ["mousemove", "--window", ident, str(300 + (i % 2) * 7), "240", "sleep", "0.03"]
            subprocess.run(["xdotool"] + script, env=env, check=True, timeout=MOVES)
        else:
            type_keys(env, ident, lines)
        time.sleep(0.5)
    finally:
        if window:
            window.terminate()
            window.wait(timeout=10)
        xvfb.terminate()
        xvfb.wait(timeout=10)
    lines.seek(0)
    out = lines.read()
    latencies = []
    for line in out.splitlines():
        try:
            frame = json.loads(line)
        except ValueError:
            continue
        if frame.get("latencyMs") is not None:
            latencies.append(frame["latencyMs"])
    counted = latencies[WARM_UP:]
    return len(counted), percentile(counted, 0.5), percentile(counted, 0.99), max(counted)


for _ in range(RUNS):
    frames, p50, p99, worst = run_once()
    print(f"window {MODE}-to-frame latency under Xvfb: {frames} frames, p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {worst:.2f} ms")
