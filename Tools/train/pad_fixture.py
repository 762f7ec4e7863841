#!/usr/bin/env python3
"""Writes Tests/Fixtures/pad-digits.jsonl: the forty real handwritten digits Tests/e2e/test_pad.py writes
into the pad, taken from the UNIPEN collections (--data, default ../shared/data/unipen-1a-dev.jsonl.gz)
so that the test needs nothing beside the repository.

The pick is the one the test made when it read the collections itself: random.Random(26) shuffles each
collection's digits 1-9, then the collections take turns, each giving its next digit that the test
puzzle still has an empty cell for. Only the fields the test reads are kept.
"""
import argparse
import gzip
import json
import os
import random
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "Fixtures", "pad-digits.jsonl")
COUNT = 40
KEPT = ("id", "contributor", "label", "strokes", "points_per_second", "points_per_inch")
sys.path.insert(0, os.path.join(ROOT, "Tests", "e2e"))
from test_play import PUZZLE, SOLUTION  # noqa: E402  the puzzle the pad test plays


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", default=os.path.join(ROOT, "..", "shared", "data", "unipen-1a-dev.jsonl.gz"))
    args = parser.parse_args()
    empty = {d: sum(1 for given, digit in zip(PUZZLE, SOLUTION) if given == "." and digit == str(d))
             for d in range(1, 10)}
    by_collection = {}
    with gzip.open(args.data, "rt") as lines:
        for line in lines:
            record = json.loads(line)
            if 1 <= record["label"] <= 9:
                by_collection.setdefault(record["contributor"], []).append(record)
    rng = random.Random(26)
    for records in by_collection.values():
        rng.shuffle(records)
    names = sorted(by_collection)
    picked = []
    while len(picked) < COUNT:
        records = by_collection[names[len(picked) % len(names)]]
        record = next(r for r in records if empty[r["label"]])
        records.remove(record)
        empty[record["label"]] -= 1
        picked.append(record)
    with open(OUT, "w") as out:
        for record in picked:
            out.write(json.dumps({key: record[key] for key in KEPT}, separators=(",", ":")) + "\n")
    print(f"{OUT}: {len(picked)} digits")


if __name__ == "__main__":
    main()
