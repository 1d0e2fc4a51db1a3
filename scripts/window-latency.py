#!/usr/bin/env python3
"""Measures `pointerkit window`'s input-to-frame latency under Xvfb.

Starts Xvfb on a free display, opens the window on the quilt with --report-frames, and has
xdotool move the pointer between two places 30 ms apart (so each move is its own frame) for
MOVES moves, the first WARM-UP of them not counted. Each frame line's latencyMs is the time
from the host receiving the first event not yet in a drawn frame to the end of drawing the
frame holding it (GLib's monotonic clock). Prints p50, p99 and max over the frames, computed
as the window's own summary computes them.

    python3 scripts/window-latency.py [path to pointerkit] [runs]
"""
import json
import os
import subprocess
import sys
import tempfile
import time

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/pointerkit"
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 1
MOVES, WARM_UP = 1000, 100


def free_display():
    for number in range(90, 160):
        if not os.path.exists(f"/tmp/.X{number}-lock") and not os.path.exists(f"/tmp/.X11-unix/X{number}"):
            return number
    sys.exit("no free X display number")


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round((len(ordered) - 1) * p))]


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
        window = subprocess.Popen([BINARY, "window", "--report-frames"], env=env,
                                  stdout=lines, stderr=subprocess.DEVNULL, text=True)
        ident = subprocess.run(["xdotool", "search", "--sync", "--name", "PointerKit"], env=env,
                               capture_output=True, text=True, timeout=20).stdout.split()[0]
        script = []
        for i in range(MOVES):
            script += ["mousemove", "--window", ident, str(300 + (i % 2) * 7), "240", "sleep", "0.03"]
        subprocess.run(["xdotool"] + script, env=env, check=True, timeout=MOVES)
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
    print(f"window input-to-frame latency under Xvfb: {frames} frames, p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {worst:.2f} ms")
