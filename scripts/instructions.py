#!/usr/bin/env python3
"""Instructions per operation for the pointer pipeline's benchmarks, counted by callgrind.

Wall clock on a shared 2-core machine swings by 2x from one run to the next; instruction counts
do not. This builds Benchmarks/'s `PointerKitCounts` (the benchmarks' own fixtures, without the
benchmark harness, whose malloc interposer valgrind cannot run), runs each scenario under
`valgrind --tool=callgrind`, collecting only inside its measured loop (fixture set-up and
warm-up are not counted), and prints instructions per operation.

Usage (from the repository root; needs valgrind):
    scripts/instructions.py [--unchecked] [scenario ...]

With --unchecked, the counts are of a build with every exclusivity check off
(`-enforce-exclusivity=unchecked`, in a build folder of its own): what the checks the library
keeps cost, for a decision about them. The library itself never ships that way.

Scenarios, each the benchmark of the same fixture and operation:
    pointer-move       "pointer move, 10000 views" (one move)
    region-unchanged   "region and style per move, 10000 interactions, region unchanged"
    region-changes     "region and style per move, 10000 interactions, region changes"
    spring-frame       "spring frame, all pointer springs running" (one hop, then 10 frames)
"""
import os
import re
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Operations per scenario: enough that the count per operation is stable to a few instructions.
scenarios = {"pointer-move": 4000, "region-unchanged": 4000, "region-changes": 1000, "spring-frame": 200}
arguments = sys.argv[1:]
unchecked = "--unchecked" in arguments
chosen = [a for a in arguments if a != "--unchecked"] or list(scenarios)
for name in chosen:
    if name not in scenarios:
        sys.exit(f"unknown scenario {name}; one of: {', '.join(scenarios)}")

bench = os.path.join(root, "Benchmarks")
scratch = os.path.join(bench, ".build-unchecked" if unchecked else ".build")
build = ["swift", "build", "-c", "release", "--product", "PointerKitCounts", "--scratch-path", scratch]
if unchecked:
    build += ["-Xswiftc", "-enforce-exclusivity=unchecked"]
subprocess.run(build, cwd=bench, check=True, stdout=subprocess.DEVNULL)
binary = os.path.join(scratch, "release", "PointerKitCounts")

with tempfile.TemporaryDirectory() as tmp:
    for name in chosen:
        count = scenarios[name]
        out = os.path.join(tmp, f"{name}.callgrind")
        run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                              "--toggle-collect=$s16PointerKitCounts8measured*", binary, name, str(count)],
                             capture_output=True, text=True)
        collected = re.search(r"Collected : (\d+)", run.stderr)
        if run.returncode != 0 or not collected:
            sys.exit(f"{name}: callgrind failed (exit {run.returncode}):\n{run.stderr[-2000:]}")
        total = int(collected.group(1))
        print(f"{name:18} {total / count:10,.0f} instructions per operation ({count:,} operations)")
