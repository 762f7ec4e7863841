"""The pencil in the real game on a pty: ink drawn with SGR drag reports is recognized by the shipped
model and placed only when the model is sure; everything else leaves the board as it was."""
import json
import pathlib
import time

from test_play import PUZZLE, Grid, deadline, env, mistakes, play, selection, spawn  # noqa: F401

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "Fixtures" / "ink"


def strokes(name):
    """The strokes of a committed ink fixture, as terminal cells (batch format, cell units)."""
    line = json.loads((FIXTURES / f"{name}.jsonl").read_text().splitlines()[0])
    assert line["units"] == "cell"
    return [[(p[0], p[1]) for p in stroke] for stroke in line["strokes"]]


def centred(ink, grid, row, col):
    """`ink` moved so that its bounding box is centred on cell r{row}c{col}."""
    xs = [x for s in ink for x, _ in s]
    ys = [y for s in ink for _, y in s]
    cx, cy = grid.centre(row, col)
    dx, dy = cx - (min(xs) + max(xs)) // 2, cy - (min(ys) + max(ys)) // 2
    return [[(x + dx, y + dy) for x, y in stroke] for stroke in ink]


def draw(t, ink, grid, row, col):
    """Writes `ink` centred on cell r{row}c{col}, one report per cell entered; returns right after the
    last release, when the group's recognition delay starts."""
    for n, points in enumerate(centred(ink, grid, row, col)):
        if n:
            time.sleep(0.1)
        t.press(*points[0])
        for p in points[1:]:
            time.sleep(0.01)
            t.drag(*p)
        t.release(*points[-1])


def test_a_written_seven_is_placed(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    draw(t, strokes("seven"), grid, 2, 2)  # r2c2 holds 7 in the solution
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7", timeout=5)
    t.wait_for(lambda t: selection(t) == (2, 2, "7"))
    assert mistakes(t) == 0


def test_a_scribble_places_nothing_and_is_no_mistake(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)
    draw(t, strokes("scribble"), grid, 3, 1)
    t.wait_for(lambda t: "try writing larger" in t.text() or "Not sure" in t.text(), timeout=5)
    t.wait_for(lambda t: grid.digits(t) == before)
    assert mistakes(t) == 0


def test_in_notes_mode_the_digit_becomes_a_note(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    t.type("n")
    t.wait_for(lambda t: "NOTES" in t.text())
    draw(t, strokes("seven"), grid, 2, 3)
    t.wait_for(lambda t: selection(t) == (2, 3, "notes 7"), timeout=5)
    assert grid.cell_text(t, 2, 3) == "7"
    assert mistakes(t) == 0


def test_pausing_before_the_result_discards_it(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)
    draw(t, strokes("seven"), grid, 2, 2)
    t.type("p")  # within the 0.45 s the group waits for more strokes
    t.wait_for(lambda t: "Paused" in t.text())
    time.sleep(0.8)
    t.type("p")
    t.wait_for(lambda t: grid.digits(t) == before and selection(t)[2] != "7", timeout=5)
    time.sleep(0.6)
    assert grid.digits(t) == before
