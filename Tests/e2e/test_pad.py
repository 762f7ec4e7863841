"""The writing pad at 80×24 on a pty that reports only cells (it never confirms SGR-Pixels), as in most
terminals at their default size: real handwriting written 14 rows tall into the pad goes to the cell the
player selected, through the same recognizer and accept policy as ink on the board.

The digits are real pen trajectories from the UNIPEN handwriting collections the model is trained on
(Tests/Fixtures/pad-digits.jsonl, forty picked by a fixed seed from every collection in turn by
Tools/train/pad_fixture.py; see Tests/Fixtures/README.md), so this is an end-to-end check of the pad, not
a measure of how the model does on strangers (`make eval` is that).
"""

import json
import time

from answers import wait_answer
from paths import ROOT
from test_play import PUZZLE, SOLUTION, Grid, deadline, env, spawn  # noqa: F401

TEST_SECONDS = 240  # forty digits, each written at a pen's pace
DIGITS = ROOT / "Tests" / "Fixtures" / "pad-digits.jsonl"
CELL_PX = (9, 18)  # the pty's cell, as Terminal sets it
DIGIT_ROWS = 14
COUNT = 40


def digits(count, free):
    """The fixture's `count` handwritten digits 1-9, each with the empty cell (row, col) whose solution it
    is; `free` maps each digit to its empty cells, used up as they are taken."""
    records = [json.loads(line) for line in DIGITS.read_text().splitlines()]
    assert len(records) == count, f"{DIGITS} holds {len(records)} digits, not {count}"
    return [(record, free[record["label"]].pop(0)) for record in records]


def strokes_in_pad(record, pad, rows=DIGIT_ROWS):
    """The record's strokes as the terminal cells a pointer crosses, with the time each is reached: the
    digit `rows` rows tall, aspect kept in inches, centred in `pad` = (left, top, right, bottom)."""
    ppi_x, ppi_y = record.get("points_per_inch") or (1, 1)
    inches = [[(x / ppi_x, y / ppi_y) for x, y in stroke] for stroke in record["strokes"]]
    xs = [x for s in inches for x, _ in s]
    ys = [y for s in inches for _, y in s]
    scale = rows * CELL_PX[1] / max(max(ys) - min(ys), 1e-6)
    left, top, right, bottom = pad
    ox = (left + right) / 2 * CELL_PX[0] - (min(xs) + max(xs)) / 2 * scale
    oy = (top + bottom) / 2 * CELL_PX[1] - (min(ys) + max(ys)) / 2 * scale
    pps = record.get("points_per_second") or 100  # a collection without a rate: a tablet's usual
    out = []
    for stroke in inches:
        cells = []
        for i, (x, y) in enumerate(stroke):
            cell = (int((ox + x * scale) // CELL_PX[0]), int((oy + y * scale) // CELL_PX[1]))
            if not cells or cells[-1][0] != cell:  # a terminal reports a drag once per cell entered
                cells.append((cell, i / pps))
        out.append(cells)
    return out


def write(t, strokes):
    """Sends each stroke as SGR press, drags and release at the pen's pace; strokes follow one another
    after a short lift, well inside the pencil's 0.45 s wait for the next stroke of a digit."""
    for n, cells in enumerate(strokes):
        if n:
            time.sleep(0.15)
        start = time.monotonic()
        t.press(*cells[0][0])
        for cell, at in cells[1:]:
            time.sleep(max(0.0, at - (time.monotonic() - start)))
            t.drag(*cell)
        t.release(*cells[-1][0])


def pad_area(t):
    """The pad's writing area (left, top, right, bottom), right and bottom exclusive, found on screen."""
    lines = t.lines()
    for y, line in enumerate(lines):
        title = line.find("write here")
        if title >= 0:
            left = line.rfind("┌", 0, title)
            right = line.find("┐", title)
            bottom = next(j for j in range(y + 1, len(lines)) if lines[j][left] == "└")
            return left + 1, y + 1, right, bottom
    raise AssertionError("no writing pad on screen:\n" + t.text())


def test_forty_real_digits_written_in_the_pad_at_80x24_go_to_their_cells(spawn, env, tmp_path):
    replay = tmp_path / "pad.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(replay), cols=80, rows=24)
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    grid = Grid.find(t)
    left, top, right, bottom = pad_area(t)
    assert right - left >= 28 and bottom - top >= 14, "a pad of at least 30 × 16 with its frame"
    free = {d: [] for d in range(1, 10)}
    for i, (given, digit) in enumerate(zip(PUZZLE, SOLUTION)):
        if given == ".":
            free[int(digit)].append((i // 9 + 1, i % 9 + 1))
    placed = wrong = 0
    for record, (row, col) in digits(COUNT, free):
        t.click(*grid.centre(row, col))  # a finger selects the cell; the pencil writes in the pad
        t.wait_for(f"write here → r{row}c{col}")
        mark = t.mark()
        write(t, strokes_in_pad(record, (left, top, right, bottom)))
        shown = wait_answer(t, grid, row, col, mark)
        if shown is None:
            continue  # refused: the board is unchanged, and the player writes again
        placed += 1
        wrong += shown != str(record["label"])
    t.type("q")
    t.proc.wait(timeout=10)
    answers = [json.loads(line)["recognized"] for line in replay.read_text().splitlines()[1:]
               if '"recognized"' in line]
    accepted = sum(1 for a in answers if a.get("reason") is None)
    print(f"pad at 80×24, cell reports: {placed} of {COUNT} placed, {wrong} wrong; "
          f"{len(answers)} readings, {accepted} accepted")
    assert len(answers) == COUNT, "each digit was read once, as one group"
    assert wrong == 0
    assert placed >= 38
    assert accepted == placed
