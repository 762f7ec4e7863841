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


def fuzz(binary, target, runs, jobs):
    """Runs one target as `jobs` libFuzzer processes sharing one corpus, each with its share of the
    runs and its own seed; returns the summed numbers and whether all of them passed."""
    corpus = os.path.join(WORK, "corpus", target)
    artifacts = os.path.join(WORK, "artifacts", target) + os.sep
    logs = os.path.join(WORK, "logs")
    for directory in (corpus, artifacts, logs):
        os.makedirs(directory, exist_ok=True)
    seeds = os.path.join(ROOT, "Tests", "Fuzz", "Corpus", target)
    # The Swift backtracer would catch a trap before libFuzzer could save the input that caused it.
    # ASan's allocation stacks only explain a report, and recording them halves the speed.
    env = dict(os.environ, INKDOKU_FUZZ_TARGET=target, SWIFT_BACKTRACE="enable=no",
               ASAN_OPTIONS="malloc_context_size=0")
    shares = [runs // jobs + (1 if job < runs % jobs else 0) for job in range(jobs)]
    started = time.monotonic()
    processes = []
    for job, share in enumerate(shares):
        command = [
            binary, f"-runs={share}", f"-seed={job + 1}", f"-max_len={MAX_LEN[target]}",
            f"-timeout={TIMEOUT}", f"-rss_limit_mb={RSS_LIMIT_MB}", f"-malloc_limit_mb={MALLOC_LIMIT_MB}",
            "-print_final_stats=1",
            # The Swift runtime's caches live until exit and would read as leaks.
            "-detect_leaks=0",
            f"-artifact_prefix={artifacts}", corpus, seeds,
        ]
        log_path = os.path.join(logs, f"{target}-{job + 1}.log")
        log = open(log_path, "w")
        processes.append((subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT),
                          log, log_path, share))
    totals = {"executions": 0, "exec_per_sec": 0, "new_units": 0, "peak_rss_mb": 0}
    problems = []
    for process, log, log_path, share in processes:
        status = process.wait()
        log.close()
        with open(log_path, errors="replace") as log:
            text = log.read()
        stats = {name: int(value) for name, value in STAT.findall(text)}
        totals["executions"] += stats.get("number_of_executed_units", 0)
        totals["exec_per_sec"] += stats.get("average_exec_per_sec", 0)
        totals["new_units"] += stats.get("new_units_added", 0)
        totals["peak_rss_mb"] = max(totals["peak_rss_mb"], stats.get("peak_rss_mb", 0))
        done = DONE.search(text)
        if status != 0:
            found = re.search(r"^SUMMARY: .*$|^==\d+== ERROR: .*$", text, re.M)
            problems.append(f"libFuzzer exited with {status}: {found.group(0) if found else 'see ' + log_path}")
        if not done or int(done.group(1)) < share:
            problems.append(f"{log_path}: ran {done.group(1) if done else 'no'} of {share} executions")
    return dict(totals, target=target, seconds=time.monotonic() - started,
                corpus=len(os.listdir(corpus)), problems=problems)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary", help="inkdoku-fuzz built with -sanitize=fuzzer -D INKDOKU_FUZZING")
    parser.add_argument("--asan-binary", help="the same built with -sanitize=fuzzer,address, for " +
                        ", ".join(sorted(ASAN_TARGETS)))
    parser.add_argument("targets", nargs="*", default=list(MAX_LEN), help="targets to run (default: all)")
    parser.add_argument("--runs", type=int, default=int(os.environ.get("FUZZ_RUNS", 10_000_000)))
    parser.add_argument("--jobs", type=int, default=int(os.environ.get("FUZZ_JOBS", os.cpu_count() or 1)),
                        help="libFuzzer processes per target, sharing its runs and corpus")
    args = parser.parse_args()
    unknown = [t for t in args.targets if t not in MAX_LEN]
    if unknown:
        sys.exit(f"unknown target(s) {', '.join(unknown)}; known: {', '.join(MAX_LEN)}")
    print(f"{'target':<8} {'executions':>12} {'seconds':>8} {'exec/s':>8} {'new units':>9} "
          f"{'corpus':>7} {'peak RSS':>9}  result", flush=True)
    failed = False
    for target in args.targets:
        asan = target in ASAN_TARGETS and args.asan_binary
        r = fuzz(args.asan_binary if asan else args.binary, target, args.runs, max(1, args.jobs))
        verdict = "ok" if not r["problems"] else "FAILED: " + "; ".join(r["problems"])
        failed |= bool(r["problems"])
        print(f"{target:<8} {r['executions']:>12,} {r['seconds']:>8.0f} {r['exec_per_sec']:>8,} "
              f"{r['new_units']:>9,} {r['corpus']:>7,} {r['peak_rss_mb']:>6} MB  {verdict}", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
