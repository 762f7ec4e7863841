#!/usr/bin/env python3
"""Terminal simulator: UNIPEN pen trajectories -> the mouse reports a terminal would send.

A digit written with the mouse over the board reaches Inkdoku as terminal mouse reports, not as pen
samples. This module turns each recorded pen trajectory into the reports xterm would produce and writes
them in the batch format of `inkdoku recognize` / `inkdoku ink render` (design §4):

    {"id","mode":"normal","units":"cell"|"pixel","cell":{"width":9,"height":18},
     "strokes":[[[x,y,t],...],...],"label":d}

How a digit becomes reports (the evaluation protocol of the recognizer issue):

1. Geometry. Device units are made square (aga's y is rescaled by its points-per-inch ratio). With
   augmentation, an affine jitter is applied around the ink centre: shear (slant), rotation, and an
   aspect change. The ink is then scaled uniformly from its own bounding box so that it is H terminal
   rows tall (H * 18 px with the 9 x 18 px cell), and put at a random cell with a random sub-cell
   offset.
2. Times. Point i of a stroke is at i / points_per_second after the stroke began (100 Hz for `art`,
   whose declared rate is implausible). The data has no pen-up times, so a pen-up gap of 0.15-0.30 s
   is drawn between strokes.
3. Reports. Every pen sample is one pointer event. In cell mode the terminal reports only when the
   pointer enters another cell (so a fast move skips cells) and x, y are the 0-based column and row; in
   pixel mode (SGR-Pixels, 1016) x, y are integer pixels and repeated positions are dropped. The press
   of every stroke is always reported.
4. Augmentation also drops pen samples at random (a faster hand or a slower terminal: more skipped
   cells), and jitters the writing speed.

Everything random comes from numpy generators seeded with (seed, record index, copy), so the output is
the same for a seed whatever the order or subset of records processed.

The writer split lives here too (see `split_writers`): whole writers are held out, never single
digits, so the reported numbers are for people the model has never seen.

Command line (one JSON line per simulated digit on stdout or --out):
    simulate.py --data DATA --part test --sizes 8 --units cell --copies 3 --seed 1 --out test8.jsonl
"""
import argparse
import gzip
import json
import math
import sys

import numpy as np

CELL_W, CELL_H = 9, 18
DEFAULT_POINTS_PER_SECOND = 100.0

# Writer split: fractions of each contributor's writers. Test writers give every reported number;
# calibration writers fit the temperature (and pick nothing else); the rest train the model.
SPLIT_SEED = 20240611
TEST_FRACTION = 0.20
CALIB_FRACTION = 0.10


def load_records(path):
    """All records of the gzipped JSON Lines data file, in file order."""
    with gzip.open(path, "rt") as f:
        return [json.loads(line) for line in f]


def writer_key(record):
    """Writers are unique only together with their contributor."""
    return f"{record['contributor']}/{record['writer']}"


def split_writers(records, seed=SPLIT_SEED):
    """Map writer key -> 'train' | 'calib' | 'test'.

    Per contributor (so every collection site, with its tablet and style, is in every part), the
    writers are shuffled with a fixed seed; the first round(20 %) (at least one) are test writers, the
    next round(10 %) (at least one when three or more writers remain) calibration writers.
    """
    by_contributor = {}
    for r in records:
        by_contributor.setdefault(r["contributor"], set()).add(writer_key(r))
    parts = {}
    for contributor in sorted(by_contributor):
        writers = sorted(by_contributor[contributor])
        rng = np.random.default_rng([seed, sum(map(ord, contributor))])
        rng.shuffle(writers)
        n_test = max(1, round(TEST_FRACTION * len(writers)))
        n_calib = round(CALIB_FRACTION * len(writers))
        if n_calib == 0 and len(writers) - n_test >= 2:
            n_calib = 1
        for i, w in enumerate(writers):
            parts[w] = "test" if i < n_test else "calib" if i < n_test + n_calib else "train"
    return parts


def square_strokes(record):
    """The strokes as float arrays in square units (aga's device units are not square)."""
    ppi = record.get("points_per_inch") or [1, 1]
    y_scale = ppi[0] / ppi[1] if ppi[0] and ppi[1] else 1.0
    out = []
    for s in record["strokes"]:
        a = np.asarray(s, dtype=np.float64).reshape(-1, 2)
        a[:, 1] *= y_scale
        out.append(a)
    return out


def jitter_matrix(rng, strength):
    """A random 2x2 linear map: slant (shear), rotation up to 10 degrees, aspect change."""
    shear = rng.uniform(-0.35, 0.35) * strength
    angle = math.radians(rng.uniform(-10, 10) * strength)
    aspect = math.exp(rng.uniform(-0.25, 0.25) * strength)
    c, s = math.cos(angle), math.sin(angle)
    rotation = np.array([[c, -s], [s, c]])
    slant = np.array([[1.0, shear], [0.0, 1.0]])  # x moves with y: italic-like lean
    stretch = np.array([[aspect, 0.0], [0.0, 1.0 / aspect]])
    return rotation @ slant @ stretch


def stroke_times(record, strokes, rng, speed):
    """Seconds of every sample, strokes separated by a plausible pen-up gap."""
    pps = record.get("points_per_second") or DEFAULT_POINTS_PER_SECOND
    pps *= speed
    times, start = [], 0.0
    for i, s in enumerate(strokes):
        if i > 0:
            start += rng.uniform(0.15, 0.30)
        t = start + np.arange(len(s)) / pps
        times.append(t)
        start = t[-1]
    return times


def drop_samples(strokes, times, rng, keep):
    """Keeps each interior sample with probability `keep` (first and last of a stroke always)."""
    out_s, out_t = [], []
    for s, t in zip(strokes, times):
        mask = rng.random(len(s)) < keep
        mask[0] = mask[-1] = True
        out_s.append(s[mask])
        out_t.append(t[mask])
    return out_s, out_t


def to_reports(strokes, times, units):
    """Pointer events -> terminal reports: a new cell (cell mode) or a new integer pixel (pixel mode)."""
    reports = []
    for s, t in zip(strokes, times):
        if units == "cell":
            pos = np.stack([np.floor(s[:, 0] / CELL_W), np.floor(s[:, 1] / CELL_H)], axis=1)
        else:
            pos = np.floor(s)
        pos = pos.astype(np.int64)
        stroke, last = [], None
        for (x, y), ti in zip(pos.tolist(), t.tolist()):
            if (x, y) != last:  # the terminal is silent while the pointer stays in place
                stroke.append([x, y, round(ti, 4)])
                last = (x, y)
        reports.append(stroke)
    return reports


def simulate(record, index, rows, units, seed, copy, augment):
    """One batch-format object for `record` drawn `rows` terminal rows tall."""
    rng = np.random.default_rng([seed, index, copy])
    strokes = square_strokes(record)
    speed, keep = 1.0, 1.0
    if augment:
        matrix = jitter_matrix(rng, 1.0)
        strokes = [s @ matrix.T for s in strokes]
        speed = math.exp(rng.uniform(-0.4, 0.4))
        if rng.random() < 0.4:
            keep = rng.uniform(0.3, 1.0)
    times = stroke_times(record, strokes, rng, speed)
    if keep < 1.0:
        strokes, times = drop_samples(strokes, times, rng, keep)

    # Scale from the ink box: H rows tall. A flat mark (a dash) would blow up; cap its width instead.
    every = np.concatenate(strokes)
    lo, hi = every.min(axis=0), every.max(axis=0)
    height, width = hi[1] - lo[1], hi[0] - lo[0]
    target = rows * CELL_H
    scale = target / height if height > 0 else math.inf
    if width * scale > 3 * target or not math.isfinite(scale):
        scale = 3 * target / max(width, 1e-9)
    # A random cell of a board-sized area, and a random point inside it, for the ink's top-left.
    origin = np.array([rng.integers(2, 60) * CELL_W + rng.uniform(0, CELL_W),
                       rng.integers(2, 30) * CELL_H + rng.uniform(0, CELL_H)])
    placed = [(s - lo) * scale + origin for s in strokes]

    return {
        "id": f"{record['id']}#{units}{rows:g}.{copy}",
        "mode": "normal",
        "units": units,
        "cell": {"width": CELL_W, "height": CELL_H},
        "strokes": to_reports(placed, times, units),
        "label": record["label"],
        "writer": writer_key(record),
    }


def simulate_part(records, part, sizes, units, copies, seed, augment, pixel_share=0.3, shard=(0, 1)):
    """Objects for every record of a split part.

    sizes: a fixed row count (evaluation) or a (low, high) range drawn per copy (training).
    units: 'cell', 'pixel', or 'mixed' (pixel with probability `pixel_share`, drawn per copy).
    shard: (k, n) keeps records whose index is k mod n, for parallel runs (same objects in total).
    """
    parts = split_writers(records)
    out = []
    for index, r in enumerate(records):
        if parts[writer_key(r)] != part or index % shard[1] != shard[0]:
            continue
        for copy in range(copies):
            rng = np.random.default_rng([seed, index, copy, 7])  # choices only, apart from geometry
            rows = sizes if np.isscalar(sizes) else float(rng.uniform(*sizes))
            u = units if units != "mixed" else ("pixel" if rng.random() < pixel_share else "cell")
            out.append(simulate(r, index, rows, u, seed, copy, augment))
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--data", default="../shared/data/unipen-1a-dev.jsonl.gz")
    p.add_argument("--part", choices=["train", "calib", "test"], required=True)
    p.add_argument("--sizes", default="8", help="rows, or LOW-HIGH for a random size per copy")
    p.add_argument("--units", choices=["cell", "pixel", "mixed"], default="cell")
    p.add_argument("--copies", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--augment", action="store_true")
    p.add_argument("--out", default="-")
    a = p.parse_args(argv)
    sizes = tuple(map(float, a.sizes.split("-"))) if "-" in a.sizes else float(a.sizes)
    objs = simulate_part(load_records(a.data), a.part, sizes, a.units, a.copies, a.seed, a.augment)
    f = sys.stdout if a.out == "-" else open(a.out, "w")
    for o in objs:
        f.write(json.dumps(o, separators=(",", ":")) + "\n")
    if f is not sys.stdout:
        f.close()


if __name__ == "__main__":
    main()
