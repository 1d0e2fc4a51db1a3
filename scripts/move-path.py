#!/usr/bin/env python3
"""The PointerKit source files one pointer move runs, measured by following the calls.

Samples the release benchmark "region and style per move, 10000 interactions, region changes"
(a move that changes region every time: hover, region, style, springs) with `perf record -g`,
keeps every sample whose call chain passes through `PointerInputPipeline.send`, and maps each
frame at or below `send` to its source files with `addr2line -i` (inlined code included, so a
release build's inlining hides no file). Prints each of PointerKit's own files (those under
Sources/) with the share of move samples that ran code from it.

Usage (from the repository root; needs perf and binutils):
    scripts/move-path.py [--filter REGEX] [--frequency N]

Sampling sees what takes time: a file whose code runs for a few nanoseconds a move can be
missed, so the list is a lower bound, and a longer run finds more.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
parser.add_argument("--filter", default="region and style per move, 10000 interactions, region changes")
parser.add_argument("--frequency", type=int, default=15000, help="samples a second")
args = parser.parse_args()

bench = os.path.join(root, "Benchmarks")
subprocess.run(["swift", "build", "-c", "release", "--product", "PointerKitBenchmarks"], cwd=bench, check=True)
binary = os.path.realpath(os.path.join(bench, ".build", "release", "PointerKitBenchmarks"))

with tempfile.TemporaryDirectory() as tmp:
    data = os.path.join(tmp, "perf.data")
    subprocess.run(["perf", "record", "-q", "-F", str(args.frequency), "-g", "-o", data, "--",
                    binary, "--filter", args.filter], check=True, stdout=subprocess.DEVNULL)
    script = subprocess.run(["perf", "script", "-i", data, "-F", "ip,sym,symoff,dso"],
                            capture_output=True, text=True, errors="replace", check=True).stdout

# The symbols' addresses in the binary (perf prints run-time addresses; symbol + offset does not
# depend on where the binary was loaded).
symbols = {}
for line in subprocess.run(["nm", binary], capture_output=True, text=True, check=True).stdout.splitlines():
    parts = line.split()
    if len(parts) == 3:
        symbols[parts[2]] = int(parts[0], 16)

frame = re.compile(r"^\s*[0-9a-f]+ (\S+)\+0x([0-9a-f]+) \((.*)\)$")
samples, current = [], []
for line in script.splitlines():
    if not line.strip():
        if current:
            samples.append(current)
        current = []
        continue
    match = frame.match(line)
    current.append(match.groups() if match else ("?", "0", "?"))
if current:
    samples.append(current)

moves = 0
per_sample = []
for sample in samples:
    index = next((i for i, (name, _, _) in enumerate(sample) if "InputPipelineC4send" in name), None)
    if index is None:
        continue
    moves += 1
    addresses = set()
    for name, offset, dso in sample[:index + 1]:
        if os.path.realpath(dso) == binary and name in symbols:
            # A return address points after the call: step back one byte into the call.
            addresses.add(symbols[name] + int(offset, 16) - (1 if name != sample[0][0] else 0))
    per_sample.append(addresses)

unique = sorted(set().union(*per_sample)) if per_sample else []
files_of = collections.defaultdict(set)
if unique:
    out = subprocess.run(["addr2line", "-a", "-i", "-e", binary] + [hex(a) for a in unique],
                         capture_output=True, text=True, check=True).stdout.splitlines()
    address = None
    for line in out:
        if line.startswith("0x"):
            address = int(line, 16)
        elif address is not None and ":" in line and not line.startswith("??"):
            path = line.rsplit(":", 1)[0]
            if path.startswith(os.path.join(root, "Sources") + os.sep):
                files_of[address].add(os.path.relpath(path, os.path.join(root, "Sources")))

counts = collections.Counter()
for addresses in per_sample:
    for name in set().union(*(files_of[a] for a in addresses)) if addresses else set():
        counts[name] += 1

if moves == 0:
    sys.exit("move-path: no sample passed through PointerInputPipeline.send")
print(f"{moves} samples inside PointerInputPipeline.send; {len(counts)} PointerKit files:")
for name, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
    print(f"{100 * count / moves:6.1f}%  {name}")
