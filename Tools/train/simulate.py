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

The calibration-writer split and the leave-collection-out folds live here too (`split_writers`,
FOLDS): reported numbers come from whole collections the model never saw.

Command line (one JSON line per simulated digit on stdout or --out):
    simulate.py --data DATA --part all --sizes 8 --units cell --copies 3 --seed 1 --out test8.jsonl
"""
import argparse
import gzip
import json
import math
import sys

import numpy as np

CELL_W, CELL_H = 9, 18
DEFAULT_POINTS_PER_SECOND = 100.0

# Calibration writers: a fraction of each contributor's writers, held out of training to fit the
# temperature. Every number reported by evaluate.py comes from whole *collections* held out
# (leave-collection-out folds, FOLDS below), never from writers of a collection the model trained on.
SPLIT_SEED = 20240611
CALIB_FRACTION = 0.10

# Collections: the contributor codes, with the three Apple ones (one institution, one header) merged.
COLLECTION = {"apa": "apple", "apb": "apple", "app": "apple"}
# Leave-collection-out folds: each fold holds out these collections (balanced by digit count:
# syn 4,554 digits, Apple 3,771, the five small collections 3,346); every contributor is held out once.
FOLDS = (("syn",), ("apple",), ("aga", "art", "ced", "gmd", "imp"))
# Coarse ink (recipes 40-42): at 80x24 a board cell is one text row, so ink written over a cell is 2-4
# report rows tall in cell mode.
COARSE_SIZES = (2.0, 4.0)


def collection(contributor):
    return COLLECTION.get(contributor, contributor)


def load_records(path):
    """All records of the gzipped JSON Lines data file, in file order."""
    with gzip.open(path, "rt") as f:
        return [json.loads(line) for line in f]


def writer_key(record):
    """Writers are unique only together with their contributor."""
    return f"{record['contributor']}/{record['writer']}"


def split_writers(records, seed=SPLIT_SEED):
    """Map writer key -> 'train' | 'calib'.

    Per contributor the writers are shuffled with a fixed seed; the first round(10 %) are calibration
    writers (none for gmd and art, which have three writers each), the rest training writers. A fold
    trains on the training writers of its training collections and calibrates on their calibration
    writers; the held-out collections (all their writers) are the test set.
    """
    by_contributor = {}
    for r in records:
        by_contributor.setdefault(r["contributor"], set()).add(writer_key(r))
    parts = {}
    for contributor in sorted(by_contributor):
        writers = sorted(by_contributor[contributor])
        rng = np.random.default_rng([seed, sum(map(ord, contributor))])
        rng.shuffle(writers)
        n_calib = round(CALIB_FRACTION * len(writers))
        for i, w in enumerate(writers):
            parts[w] = "calib" if i < n_calib else "train"
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


def _segment(a, b, step):
    """Samples from a to b (a excluded, b included) about `step` apart."""
    n = max(1, int(math.ceil(np.linalg.norm(b - a) / max(step, 1e-9))))
    return a + (b - a) * (np.arange(1, n + 1)[:, None] / n)


def _step(strokes):
    d = np.concatenate([np.linalg.norm(np.diff(s, axis=0), axis=1) for s in strokes if len(s) > 1] or [[1.0]])
    d = d[d > 0]
    return float(np.median(d)) if len(d) else 1.0


def extra_shapes(label, strokes, rng, hooks=0):
    """Recipe-2 augmentation of the shapes misread on unseen collections (training only).

    1s get a lead-in flag (a stroke from lower left up to the top, continuing into the stem) and
    sometimes a foot; 7s sometimes a crossbar; every digit sometimes a hand tremor (smoothed random
    displacement) or a more angular trace (a polyline through a few of its samples), as a mouse or
    touchpad gives. Units are the record's square units, y downwards. With `hooks` (recipes 7-10) a third
    of the 9s end in a tail curling left under the loop, as in a handwritten g (the 9 most misread, as 3,
    on an unseen collection), and with `hooks` 2 (recipe 10) 30 % of the 1s end in a short hook to one
    side, so that a 1 with a hooked end stays a 1 (without it the curled 9s taught the model to read
    those as 6).
    """
    every = np.concatenate(strokes)
    lo, hi = every.min(axis=0), every.max(axis=0)
    h = max(hi[1] - lo[1], 1e-6)
    step = _step(strokes)
    strokes = [s.copy() for s in strokes]
    if label == 1:
        if rng.random() < 0.5:  # lead-in flag
            first = strokes[0]
            top = first[0] if first[0][1] <= lo[1] + 0.25 * h else every[every[:, 1].argmin()]
            length = h * rng.uniform(0.15, 0.55)
            angle = math.radians(rng.uniform(10, 65))  # below the horizontal, to the left
            start = top + length * np.array([-math.cos(angle), math.sin(angle)])
            lead = np.concatenate([start[None], _segment(start, top, step)[:-1]])
            if first[0][1] <= lo[1] + 0.25 * h:
                strokes[0] = np.concatenate([lead, first])
            else:
                strokes.insert(0, np.concatenate([lead, top[None]]))
        if rng.random() < 0.25:  # foot
            bottom = every[every[:, 1].argmax()]
            half = h * rng.uniform(0.12, 0.3)
            a = bottom + np.array([-half, rng.uniform(-0.03, 0.03) * h])
            b = bottom + np.array([half, rng.uniform(-0.03, 0.03) * h])
            strokes.append(np.concatenate([a[None], _segment(a, b, step)]))
        if hooks == 2 and rng.random() < 0.3:  # the stem ends in a short hook to one side
            k = max(range(len(strokes)), key=lambda i: strokes[i][-1][1])
            end = strokes[k][-1]
            length = h * rng.uniform(0.08, 0.22)
            angle = math.radians(rng.uniform(-60, 20))  # from up-sideways to a little downwards
            side = 1.0 if rng.random() < 0.5 else -1.0
            tip = end + length * np.array([side * math.cos(angle), -math.sin(angle)])
            strokes[k] = np.concatenate([strokes[k], _segment(end, tip, step)])
    elif label == 7 and rng.random() < 0.3:  # crossed 7
        mid = lo[1] + h * rng.uniform(0.45, 0.6)
        near = every[np.abs(every[:, 1] - mid) < 0.12 * h]
        x0 = float(near[:, 0].mean()) if len(near) else float((lo[0] + hi[0]) / 2)
        half = h * rng.uniform(0.12, 0.25)
        tilt = rng.uniform(-0.05, 0.05) * h
        a, b = np.array([x0 - half, mid + tilt]), np.array([x0 + half, mid - tilt])
        strokes.append(np.concatenate([a[None], _segment(a, b, step)]))
    elif label == 9 and hooks and rng.random() < 0.35:  # curled tail
        last = strokes[-1]
        end = last[-1]
        r = h * rng.uniform(0.1, 0.22)
        sweep = math.pi * rng.uniform(0.8, 1.25)
        angles = np.linspace(0, sweep, max(4, int(math.ceil(sweep * r / max(step, 1e-9)))))[1:]
        arc = end + np.stack([r * (np.cos(angles) - 1), r * np.sin(angles)], axis=1)
        strokes[-1] = np.concatenate([last, arc])
    if rng.random() < 0.25:  # angular: a polyline through a few samples of each stroke
        out = []
        for s in strokes:
            if len(s) < 6:
                out.append(s)
                continue
            k = int(rng.integers(4, 10))
            idx = np.unique(np.linspace(0, len(s) - 1, k).round().astype(int))
            v = s[idx]
            pts = [v[:1]] + [_segment(a, b, step) for a, b in zip(v[:-1], v[1:])]
            out.append(np.concatenate(pts))
        strokes = out
    if rng.random() < 0.5:  # tremor
        amp = h * rng.uniform(0.004, 0.02)
        out = []
        for s in strokes:
            if len(s) < 5:
                out.append(s)
                continue
            noise = rng.normal(0, amp, s.shape)
            kernel = np.ones(5) / 5
            noise = np.stack([np.convolve(noise[:, j], kernel, mode="same") for j in range(2)], axis=1)
            out.append(s + noise * math.sqrt(5))
        strokes = out
    return strokes


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


def simulate(record, index, rows, units, seed, copy, augment, extras=False):
    """One batch-format object for `record` drawn `rows` terminal rows tall (`extras`: 1 the recipe-2
    shape augmentation, 2 that with curled 9s, 3 also with hooked 1s; from its own generator so that
    the rest of the draw is unchanged)."""
    rng = np.random.default_rng([seed, index, copy])
    strokes = square_strokes(record)
    if augment and extras:
        strokes = extra_shapes(record["label"], strokes, np.random.default_rng([seed, index, copy, 13]),
                               hooks=max(0, int(extras) - 1))
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


def simulate_part(records, writers, sizes, units, copies, seed, augment, pixel_share=0.3, shard=(0, 1),
                  extras=False, coarse=0.0):
    """Objects for every record whose writer key is in `writers` (a set).

    sizes: a fixed row count (evaluation) or a (low, high) range drawn per copy (training).
    units: 'cell', 'pixel', or 'mixed' (pixel with probability `pixel_share`, drawn per copy).
    coarse: the share of copies drawn instead COARSE_SIZES rows tall in cell mode (the ink a player writes
    over one board cell at 80x24), from a generator of its own, so that 0 gives the same lines as before.
    shard: (k, n) keeps records whose index is k mod n, for parallel runs (same objects in total).
    Every record is seeded by its index in the full file, so any subset gives the same lines.
    """
    out = []
    for index, r in enumerate(records):
        if writer_key(r) not in writers or index % shard[1] != shard[0]:
            continue
        for copy in range(copies):
            rng = np.random.default_rng([seed, index, copy, 7])  # choices only, apart from geometry
            rows = sizes if np.isscalar(sizes) else float(rng.uniform(*sizes))
            u = units if units != "mixed" else ("pixel" if rng.random() < pixel_share else "cell")
            if coarse:
                small = np.random.default_rng([seed, index, copy, 17])
                if small.random() < coarse:
                    rows, u = float(small.uniform(*COARSE_SIZES)), "cell"
            out.append(simulate(r, index, rows, u, seed, copy, augment, extras))
    return out


def writers_of(records, part=None, collections=None):
    """Writer keys of a split part ('train', 'calib' or None for both) within some collections."""
    parts = split_writers(records)
    return {writer_key(r) for r in records
            if (part is None or parts[writer_key(r)] == part)
            and (collections is None or collection(r["contributor"]) in collections)}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--data", default="../shared/data/unipen-1a-dev.jsonl.gz")
    p.add_argument("--part", choices=["train", "calib", "all"], required=True)
    p.add_argument("--sizes", default="8", help="rows, or LOW-HIGH for a random size per copy")
    p.add_argument("--units", choices=["cell", "pixel", "mixed"], default="cell")
    p.add_argument("--copies", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--augment", action="store_true")
    p.add_argument("--out", default="-")
    a = p.parse_args(argv)
    sizes = tuple(map(float, a.sizes.split("-"))) if "-" in a.sizes else float(a.sizes)
    records = load_records(a.data)
    writers = writers_of(records, None if a.part == "all" else a.part)
    objs = simulate_part(records, writers, sizes, a.units, a.copies, a.seed, a.augment)
    f = sys.stdout if a.out == "-" else open(a.out, "w")
    for o in objs:
        f.write(json.dumps(o, separators=(",", ":")) + "\n")
    if f is not sys.stdout:
        f.close()


if __name__ == "__main__":
    main()
