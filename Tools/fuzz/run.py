#!/usr/bin/env python3
"""Runs each inkdoku-fuzz target under libFuzzer for a fixed number of executions (`make fuzz`).

A target fails when libFuzzer reports a crash, a hang (-timeout), too much memory (-rss_limit_mb,
-malloc_limit_mb) or stops short of the budget. Seeds come from Tests/Fuzz/Corpus/<target>/; new units
go to .build/fuzz/corpus/<target>/ and crashes to .build/fuzz/artifacts/<target>/, never committed.
"""
import argparse
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WORK = os.path.join(ROOT, ".build", "fuzz")

# Longest input per target: room for the largest seed and for a few more lines or layers.
MAX_LEN = {"decoder": 2048, "puzzles": 2048, "replay": 4096, "model": 4096, "save": 4096}
# Seconds one input may take before it counts as a hang.
TIMEOUT = 10
RSS_LIMIT_MB = 2048
MALLOC_LIMIT_MB = 512
# Targets whose code works through unsafe pointers run address-sanitized; the others are bounds-checked
# Swift over Foundation (which is not instrumented), where ASan finds nothing and costs 4-8x the speed.
ASAN_TARGETS = {"model"}

STAT = re.compile(r"^stat::(\w+):\s+(\d+)$", re.M)
DONE = re.compile(r"^Done (\d+) runs in (\d+) second", re.M)


def fuzz(binary, target, runs):
    """Runs one target; returns its numbers and whether it passed."""
    corpus = os.path.join(WORK, "corpus", target)
    artifacts = os.path.join(WORK, "artifacts", target) + os.sep
    logs = os.path.join(WORK, "logs")
    for directory in (corpus, artifacts, logs):
        os.makedirs(directory, exist_ok=True)
    seeds = os.path.join(ROOT, "Tests", "Fuzz", "Corpus", target)
    command = [
        binary, f"-runs={runs}", f"-max_len={MAX_LEN[target]}", f"-timeout={TIMEOUT}",
        f"-rss_limit_mb={RSS_LIMIT_MB}", f"-malloc_limit_mb={MALLOC_LIMIT_MB}", "-print_final_stats=1",
        # The Swift runtime's caches live until exit and would read as leaks.
        "-detect_leaks=0",
        f"-artifact_prefix={artifacts}", corpus, seeds,
    ]
    # The Swift backtracer would catch a trap before libFuzzer could save the input that caused it.
    # ASan's allocation stacks only explain a report, and recording them halves the speed.
    env = dict(os.environ, INKDOKU_FUZZ_TARGET=target, SWIFT_BACKTRACE="enable=no",
               ASAN_OPTIONS="malloc_context_size=0")
    log_path = os.path.join(logs, f"{target}.log")
    started = time.monotonic()
    with open(log_path, "w") as log:
        status = subprocess.run(command, env=env, stdout=log, stderr=subprocess.STDOUT).returncode
    seconds = time.monotonic() - started
    with open(log_path, errors="replace") as log:
        text = log.read()
    stats = {name: int(value) for name, value in STAT.findall(text)}
    executed = stats.get("number_of_executed_units", 0)
    done = DONE.search(text)
    problems = []
    if status != 0:
        found = re.search(r"^SUMMARY: .*$|^==\d+== ERROR: .*$", text, re.M)
        problems.append(f"libFuzzer exited with {status}: {found.group(0) if found else 'see ' + log_path}")
    if not done or int(done.group(1)) < runs:
        problems.append(f"ran {done.group(1) if done else executed} of {runs} executions")
    return {
        "target": target, "executions": executed, "seconds": seconds,
        "exec_per_sec": stats.get("average_exec_per_sec", 0), "new_units": stats.get("new_units_added", 0),
        "corpus": len(os.listdir(corpus)), "peak_rss_mb": stats.get("peak_rss_mb", 0),
        "problems": problems, "log": log_path,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", help="inkdoku-fuzz built with -sanitize=fuzzer -D INKDOKU_FUZZING")
    parser.add_argument("--asan-binary", help="the same built with -sanitize=fuzzer,address, for " +
                        ", ".join(sorted(ASAN_TARGETS)))
    parser.add_argument("targets", nargs="*", default=list(MAX_LEN), help="targets to run (default: all)")
    parser.add_argument("--runs", type=int, default=int(os.environ.get("FUZZ_RUNS", 10_000_000)))
    args = parser.parse_args()
    unknown = [t for t in args.targets if t not in MAX_LEN]
    if unknown:
        sys.exit(f"unknown target(s) {', '.join(unknown)}; known: {', '.join(MAX_LEN)}")
    print(f"{'target':<8} {'executions':>12} {'seconds':>8} {'exec/s':>8} {'new units':>9} "
          f"{'corpus':>7} {'peak RSS':>9}  result", flush=True)
    failed = False
    for target in args.targets:
        asan = target in ASAN_TARGETS and args.asan_binary
        r = fuzz(args.asan_binary if asan else args.binary, target, args.runs)
        verdict = "ok" if not r["problems"] else "FAILED: " + "; ".join(r["problems"])
        failed |= bool(r["problems"])
        print(f"{target:<8} {r['executions']:>12,} {r['seconds']:>8.0f} {r['exec_per_sec']:>8,} "
              f"{r['new_units']:>9,} {r['corpus']:>7,} {r['peak_rss_mb']:>6} MB  {verdict}", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
