#!/usr/bin/env python3
"""Random scribbles: negatives labelled 0 (class 0 is the sink for shapes that are not a digit).

A player may scribble over a cell (a zig-zag, a cross-hatch, a filled blob). Such ink must be
rejected, never read as a digit, so the training and calibration sets get scribbles labelled 0, and
evaluate.py reports the share of *held-out* scribbles (another seed) that are accepted as a digit.

Kinds (none genuinely digit-like: no single straight line, no single loop):
  walk     8-25 random vertices inside a digit-sized box, joined, in one stroke
  zigzag   4-12 back-and-forth passes, horizontal, vertical or diagonal, one stroke
  hatch    two zig-zags at different angles (cross-hatch), two strokes
  spiral   a dense spiral of 2.5-6 turns, or a filled blob (many overlapping jittered loops)
  poly     1-3 overlapping random polylines of 4-9 vertices each

A scribble is made as a pen trajectory (samples ~2 % of its height apart, like a tablet) and then goes
through simulate.simulate() exactly like a digit: size in rows, placement, times, cell/pixel reports,
and (for training) the same augmentation. Everything comes from numpy generators seeded with
(seed, index), so a seed always gives the same scribbles.
"""
import math

import numpy as np

import simulate

KINDS = ("walk", "zigzag", "hatch", "spiral", "poly")
BOX = 100.0  # trajectory units: the scribble box is BOX tall before simulate() scales it


def resample(vertices, rng, step=2.5):
    """A polyline through `vertices` sampled every ~step units (a pen at a steady speed, small tremor)."""
    v = np.asarray(vertices, dtype=np.float64)
    pts = [v[0]]
    for a, b in zip(v[:-1], v[1:]):
        n = max(1, int(math.ceil(np.linalg.norm(b - a) / step)))
        t = np.arange(1, n + 1)[:, None] / n
        pts.extend(a + (b - a) * t)
    p = np.array(pts)
    return p + rng.normal(0, 0.3, p.shape)


def box(rng):
    """Width and height of a digit-sized box (height BOX)."""
    return BOX * rng.uniform(0.45, 1.2), BOX


def zigzag_vertices(rng, w, h, passes, angle):
    """Back-and-forth passes across the box at `angle` (0 horizontal lines, 90 vertical)."""
    c = np.array([w / 2, h / 2])
    r = 0.5 * math.hypot(w, h)
    d = np.array([math.cos(angle), math.sin(angle)])  # direction of a pass
    n = np.array([-d[1], d[0]])  # the sweep moves along the normal
    out = []
    for i in range(passes):
        offset = (i / max(1, passes - 1) - 0.5) * 1.6 * r * rng.uniform(0.8, 1.0)
        side = 1 if i % 2 == 0 else -1
        extent = r * rng.uniform(0.75, 1.0)
        p = c + n * offset + side * d * extent
        out.append(p)
    v = np.array(out)
    # Clip into the box (keeps the scribble digit-sized whatever the angle).
    v[:, 0] = np.clip(v[:, 0], 0, w)
    v[:, 1] = np.clip(v[:, 1], 0, h)
    return v


def make_strokes(kind, rng):
    w, h = box(rng)
    if kind == "walk":
        k = rng.integers(8, 26)
        v = np.stack([rng.uniform(0, w, k), rng.uniform(0, h, k)], axis=1)
        return [resample(v, rng)]
    if kind in ("zigzag", "hatch"):
        angles = [0.0, math.pi / 2, math.pi / 4, 3 * math.pi / 4]
        a1 = angles[rng.integers(4)] + rng.uniform(-0.2, 0.2)
        strokes = [resample(zigzag_vertices(rng, w, h, int(rng.integers(4, 13)), a1), rng)]
        if kind == "hatch":
            a2 = a1 + math.pi / 2 + rng.uniform(-0.4, 0.4)
            strokes.append(resample(zigzag_vertices(rng, w, h, int(rng.integers(4, 13)), a2), rng))
        return strokes
    if kind == "spiral":
        c = np.array([w / 2, h / 2])
        if rng.random() < 0.5:  # spiral, inward or outward
            turns = rng.uniform(2.5, 6)
            t = np.linspace(0, 1, int(60 * turns))
            theta = 2 * math.pi * turns * t + rng.uniform(0, 2 * math.pi)
            rad = (0.08 + 0.92 * t) if rng.random() < 0.5 else (1 - 0.92 * t)
            v = c + np.stack([rad * w / 2 * np.cos(theta), rad * h / 2 * np.sin(theta)], axis=1)
        else:  # filled blob: overlapping loops whose centre and radius wander
            loops = rng.uniform(3, 8)
            t = np.linspace(0, 1, int(40 * loops))
            theta = 2 * math.pi * loops * t
            wander = np.cumsum(rng.normal(0, 1.5, (len(t), 2)), axis=0)
            wander -= wander.mean(axis=0)
            rad = rng.uniform(0.3, 0.6) + 0.2 * np.sin(theta * rng.uniform(0.2, 0.6))
            v = c + wander + np.stack([rad * w / 2 * np.cos(theta), rad * h / 2 * np.sin(theta)], axis=1)
        return [resample(v, rng)]
    if kind == "poly":
        out = []
        for _ in range(int(rng.integers(1, 4))):
            k = rng.integers(4, 10)
            v = np.stack([rng.uniform(0, w, k), rng.uniform(0, h, k)], axis=1)
            out.append(resample(v, rng))
        if len(out) == 1:  # one polyline of few vertices could be digit-like: make it longer
            k = rng.integers(8, 14)
            v = np.stack([rng.uniform(0, w, k), rng.uniform(0, h, k)], axis=1)
            out = [resample(v, rng)]
        return out
    raise ValueError(kind)


# Extra zero negatives (recipe 2, training only): circles and ellipses as players draw a 0 or a ring,
# labelled 0 like the UNIPEN zeros: one closed or slightly overlapping loop, two arcs (as gmd writes
# its zeros), or a loop with a slash.
CIRCLE_KINDS = ("ellipse", "twoarc", "slashed")


def ellipse_points(rng, w, h, start, turns, direction):
    c = np.array([w / 2, h / 2])
    n = max(12, int(60 * turns))
    theta = start + direction * 2 * math.pi * turns * np.linspace(0, 1, n)
    wobble = 1 + 0.06 * np.sin(theta * rng.integers(2, 4) + rng.uniform(0, 6.3)) * rng.uniform(0, 1)
    return c + np.stack([wobble * w / 2 * np.cos(theta), wobble * h / 2 * np.sin(theta)], axis=1)


def circle_strokes(kind, rng):
    w, h = BOX * rng.uniform(0.45, 1.15), BOX
    start = -math.pi / 2 + rng.uniform(-1.2, 1.2)  # near the top, as a 0 usually starts
    direction = -1 if rng.random() < 0.7 else 1  # mostly anticlockwise on screen
    if kind == "ellipse":
        return [resample(ellipse_points(rng, w, h, start, rng.uniform(0.92, 1.2), direction), rng)]
    if kind == "twoarc":
        a = ellipse_points(rng, w, h, -math.pi / 2, rng.uniform(0.45, 0.6), -1)
        b = ellipse_points(rng, w, h, -math.pi / 2 + rng.uniform(-0.2, 0.2), rng.uniform(0.45, 0.6), 1)
        return [resample(a, rng), resample(b, rng)]
    if kind == "slashed":
        loop = resample(ellipse_points(rng, w, h, start, rng.uniform(0.95, 1.15), direction), rng)
        a = np.array([w * rng.uniform(0.7, 1.05), h * rng.uniform(-0.1, 0.15)])
        b = np.array([w * rng.uniform(-0.05, 0.3), h * rng.uniform(0.85, 1.1)])
        return [loop, resample([a, b], rng)]
    raise ValueError(kind)


def circles(count, seed, sizes, units, augment, pixel_share=0.3):
    """Batch-format objects (label 0) for `count` circles, like scribbles()."""
    out = []
    for i in range(count):
        rng = np.random.default_rng([seed, i, 17])
        kind = CIRCLE_KINDS[i % len(CIRCLE_KINDS)]
        r = {"id": f"circle-{kind}-{seed}-{i}", "contributor": "circle", "writer": kind, "label": 0,
             "points_per_second": 100.0, "points_per_inch": [1, 1],
             "strokes": [s.tolist() for s in circle_strokes(kind, rng)]}
        rng = np.random.default_rng([seed, i, 7])
        rows = sizes if np.isscalar(sizes) else float(rng.uniform(*sizes))
        u = units if units != "mixed" else ("pixel" if rng.random() < pixel_share else "cell")
        o = simulate.simulate(r, i, rows, u, seed, 0, augment, extras=augment)
        o["writer"] = "circle/" + kind
        out.append(o)
    return out


def scribble_record(index, seed):
    rng = np.random.default_rng([seed, index, 11])
    kind = KINDS[index % len(KINDS)]
    strokes = make_strokes(kind, rng)
    return {"id": f"scribble-{kind}-{seed}-{index}", "contributor": "scribble", "writer": kind,
            "label": 0, "points_per_second": 100.0, "points_per_inch": [1, 1],
            "strokes": [s.tolist() for s in strokes]}


def scribbles(count, seed, sizes, units, augment, pixel_share=0.3):
    """Batch-format objects (label 0) for `count` scribbles, through simulate.simulate().

    sizes: fixed rows, or (low, high) drawn per scribble; units: 'cell', 'pixel' or 'mixed'.
    """
    out = []
    for i in range(count):
        r = scribble_record(i, seed)
        rng = np.random.default_rng([seed, i, 7])
        rows = sizes if np.isscalar(sizes) else float(rng.uniform(*sizes))
        u = units if units != "mixed" else ("pixel" if rng.random() < pixel_share else "cell")
        o = simulate.simulate(r, i, rows, u, seed, 0, augment)
        o["writer"] = "scribble/" + r["writer"]
        out.append(o)
    return out


if __name__ == "__main__":
    import json
    import sys
    for o in scribbles(int(sys.argv[1]) if len(sys.argv) > 1 else 10, 5, 8.0, "cell", False):
        print(json.dumps(o, separators=(",", ":")))
