"""End-to-end tests of colour marks by hand (`c`, `m` then a digit, `C`) at 80×24: drawn, saved with the
game, there again when it resumes, and cleared with one key.

    python3 -m pytest -q Tests/e2e/test_colours.py
"""

from test_play import Grid, deadline, env, play, select, selection, spawn  # noqa: F401


def background(t, grid, row, col):
    """The background colour pyte has for the first column of cell r{row}c{col}'s middle row, once the
    frame is whole (the panel above the board is drawn first)."""
    t.settle()
    left, top, right, bottom = grid.interior(row, col)
    return t.screen.buffer[(top + bottom - 1) // 2][left].bg


def test_colours_are_drawn_saved_resumed_and_cleared(spawn):
    t = play(spawn, cols=80, rows=24)
    grid = Grid.find(t)
    select(t, 5, 5)
    t.type("n45n")
    t.wait_for(lambda t: selection(t)[2] == "notes 4 5")
    t.type("c")
    t.type("m5m5")
    t.wait_for(lambda t: selection(t)[2] == "notes 4 5 · colour a 5b")
    select(t, 5, 6)  # a given 3
    t.type("cc")
    t.wait_for(lambda t: selection(t)[2] == "3 (given) · colour b")
    select(t, 1, 3)
    coloured = background(t, grid, 5, 5)
    assert coloured != "default" and background(t, grid, 5, 6) not in ("default", coloured)
    assert background(t, grid, 9, 8) == "default"
    t.type("q")
    assert t.wait_exit() == 0

    again = spawn(cols=80, rows=24)  # no arguments: resume the saved game
    again.wait_for(lambda t: Grid.find(t) and selection(t) is not None)
    assert background(again, grid, 5, 5) == coloured
    select(again, 5, 5)
    again.wait_for(lambda t: selection(t)[2] == "notes 4 5 · colour a 5b")
    again.type("C")
    again.wait_for(lambda t: selection(t)[2] == "notes 4 5")
    select(again, 1, 3)
    assert background(again, grid, 5, 5) == "default" and background(again, grid, 5, 6) == "default"
    again.type("q")
    assert again.wait_exit() == 0

    last = spawn(cols=80, rows=24)
    last.wait_for(lambda t: Grid.find(t) and selection(t) is not None)
    select(last, 5, 5)
    last.wait_for(lambda t: selection(t)[2] == "notes 4 5")


def test_without_colour_each_colour_has_its_sign(spawn, env):
    env["NO_COLOR"] = "1"
    t = play(spawn, cols=80, rows=24)
    grid = Grid.find(t)
    select(t, 5, 5)
    t.type("n45ncc")
    select(t, 5, 4)  # a given 8
    t.type("c")
    select(t, 1, 3)
    t.wait_for(lambda t: grid.cell_text(t, 5, 5) == "b2n" and grid.cell_text(t, 5, 4) == "a8")
