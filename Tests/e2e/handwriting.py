"""Digits as a hand writes them with a mouse: the strokes of each digit over one Sudoku cell, and the dense
pointer path that moves along them.

A stroke is a list of corners in fractions of the cell's interior: (0, 0) is its top-left corner, (1, 1) its
bottom-right. The shapes are plain print forms, as tall as the cell, because the recognizer reads best what
fills the cell (README: "at least about six terminal rows tall").
"""

import json
import math

DIGITS = {
    1: [[(0.46, 0.16), (0.56, 0.06), (0.54, 0.94)]],
    2: [[(0.26, 0.30), (0.36, 0.10), (0.56, 0.06), (0.72, 0.18), (0.72, 0.38), (0.26, 0.92), (0.80, 0.92)]],
    4: [[(0.46, 0.06), (0.22, 0.62), (0.80, 0.62)], [(0.62, 0.10), (0.62, 0.94)]],
    7: [[(0.24, 0.10), (0.78, 0.10), (0.44, 0.94)]],
}


def corners(stroke, rect):
    """The corners of `stroke` in the coordinates of `rect` = (left, top, right, bottom)."""
    left, top, right, bottom = rect
    return [(left + fx * (right - left), top + fy * (bottom - top)) for fx, fy in stroke]


def pointer_path(points, step):
    """The whole pixels a pointer passes through, no more than `step` apart, moving along the polyline
    `points` (in pixels) from its first point to its last, as a hand moves a mouse."""
    out = [points[0]]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        n = max(1, math.ceil(max(abs(x1 - x0), abs(y1 - y0)) / step))
        out += [(x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n) for i in range(1, n + 1)]
    return list(dict.fromkeys((round(x), round(y)) for x, y in out))


def cells_entered(pixels, cell, origin=(0, 0)):
    """The terminal cells a pointer path (pixels) passes through, each once on entering it: what a terminal
    that reports cells sends while a button is held (xterm sends exactly this)."""
    cells = [((x - origin[0]) // cell[0], (y - origin[1]) // cell[1]) for x, y in pixels]
    return [c for i, c in enumerate(cells) if i == 0 or c != cells[i - 1]]


def simulated_reports(stroke, unit, cell, box, offset=(0, 0), step=2):
    """The reports a terminal makes for the pointer path of `stroke` (moving `step` pixels per event) over a
    box of `box` = (columns, rows) terminal cells whose top-left corner is `offset` pixels into the text area:
    0-based pixels for every motion in pixel mode, the cell on entering it in cell mode."""
    width, height = cell
    rect = (offset[0], offset[1], offset[0] + box[0] * width, offset[1] + box[1] * height)
    pixels = pointer_path(corners(stroke, rect), step)
    return pixels if unit == "pixel" else cells_entered(pixels, cell)


def recognizer_lines(unit, cell, box, offset=(0, 0)):
    """One `inkdoku recognize` input line per digit of DIGITS, written over `box` as a terminal reports it."""
    lines = []
    for digit, strokes in DIGITS.items():
        ink = [[[x, y, 0.004 * i] for i, (x, y) in enumerate(simulated_reports(s, unit, cell, box, offset))]
               for s in strokes]
        lines.append(json.dumps({"id": str(digit), "units": unit, "cell": {"width": cell[0], "height": cell[1]},
                                 "strokes": ink}))
    return "\n".join(lines) + "\n"
