#!/usr/bin/env python3
"""Writes Tests/Fixtures/ink/seven.jsonl and scribble.jsonl: one batch-format line each (cell units,
9 x 18 cell, about 8 rows tall near columns 40-47, rows 10-18) for the game's end-to-end test.

seven: a clean 7 as a person draws it, top bar left to right, then the diagonal down to the left, in
one stroke; the model must accept it as 7 (>= 0.9). flagged-one: a 1 with a long lead-in stroke rising
to its top, the shape the model confuses with 7: read as 1 but not surely (about 0.7, 7 the runner-up),
so it is placed only where the board already shows a 7 to the target. scribble: a dense horizontal zig-zag then a
vertical zig-zag over the same cell area (a cross-hatch); the model must reject it.
Cell reports: a report each time the pointer enters another cell (every cell on the way)."""
import json
import os

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests/Fixtures/ink")


def cells(vertices, dt=0.03, t0=0.0):
    """Cell reports along straight segments between (col, row) vertices, one per new cell."""
    out, t = [], t0
    for (x0, y0), (x1, y1) in zip(vertices[:-1], vertices[1:]):
        n = max(abs(x1 - x0), abs(y1 - y0), 1)
        for i in range(0 if not out else 1, n + 1):
            c = [round(x0 + (x1 - x0) * i / n), round(y0 + (y1 - y0) * i / n)]
            if not out or out[-1][:2] != c:
                out.append([c[0], c[1], round(t, 3)])
                t += dt
    return out


def line(id_, strokes):
    return json.dumps({"id": id_, "mode": "normal", "units": "cell", "cell": {"width": 9, "height": 18},
                       "strokes": strokes}, separators=(",", ":")) + "\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    seven = [cells([(40, 10), (46, 10), (46, 11), (44, 14), (42, 18)])]
    flagged_one = [cells([(38, 12), (44, 10), (44, 18)])]
    zig = [(40 if k % 2 == 0 else 47, 10 + k) for k in range(9)]  # rows 10..18, back and forth
    zag = [(40 + k, 10 if k % 2 == 0 else 18) for k in range(8)]  # columns 40..47, up and down
    first = cells(zig)
    scribble = [first, cells(zag, t0=first[-1][2] + 0.2)]
    with open(os.path.join(OUT, "seven.jsonl"), "w") as f:
        f.write(line("seven", seven))
    with open(os.path.join(OUT, "scribble.jsonl"), "w") as f:
        f.write(line("scribble", scribble))
    with open(os.path.join(OUT, "flagged-one.jsonl"), "w") as f:
        f.write(line("flagged-one", flagged_one))


if __name__ == "__main__":
    main()
