"""End-to-end tests of live candidates and the candidates view at 80×24: the real binary on a pty, as
in test_play.py, whose helpers these tests share."""

import json
import pathlib
import subprocess

from paths import BIN
from test_mouse_play import view_text, write_in_view
from test_play import PUZZLE, SOLUTION, Grid, env, play, spawn  # noqa: F401


def test_live_candidates_follow_the_board_and_the_view_shows_them_all(spawn, env):
    t = play(spawn, cols=80, rows=24)
    grid = Grid.find(t)
    t.type("O")
    t.wait_for(lambda t: "> Check digits" in t.text())
    t.key("up", 3)  # from the first setting, up wraps to the last three
    t.wait_for(lambda t: "> Candidates     off" in t.text())
    t.key("right")
    t.wait_for(lambda t: "> Candidates     live" in t.text())
    t.type("O")
    # r1c3 has candidates 1 2 4, r2c3 2 4 7: three notes each, shown as their count at 80×24.
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "·3n" and grid.cell_text(t, 2, 3) == "·3n")
    saved = json.loads((pathlib.Path(env["XDG_CONFIG_HOME"]) / "inkdoku" / "settings.json").read_text())
    assert saved["candidates"] == "live" and saved["autoRemove"] is True
    t.click(*grid.centre(2, 3))
    t.type("n7n")  # the player strikes 7 from r2c3
    t.wait_for(lambda t: grid.cell_text(t, 2, 3) == "·24")
    t.click(*grid.centre(1, 3))
    t.type("4")
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "4" and grid.cell_text(t, 2, 3) == "·2")
    t.type("x")
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "·3n" and grid.cell_text(t, 2, 3) == "·24")
    t.type("u")
    t.wait_for(lambda t: grid.cell_text(t, 2, 3) == "·2")
    t.type("v")
    t.wait_for(lambda t: "Candidates · click or write on a cell" in t.text())
    lines = t.lines()
    # The first box's first row: the given 5 and 3, then r1c3's 4, placed digits in brackets.
    assert any("┃ [5] │ [3] │ [4] ┃" in line for line in lines), t.text()
    assert not Grid.find(t), "the view stands where the board was"
    # A place to play: a click selects r2c3 under it (the view at column 1, a cell 6 wide and 2 tall),
    # the facts stand beside it, and the number pad's `notes` there switches the mode.
    t.click(14, 3)
    t.wait_for(lambda t: "r2c3: notes 2" in t.text() and "Mistakes" in t.text())
    row = next(i for i, line in enumerate(t.lines()) if "notes erase" in line)
    t.click(t.lines()[row].index("notes erase"), row)
    t.wait_for(lambda t: "NOTES" in t.text() and "Candidates · click or write" in t.text())
    t.key("escape")
    t.wait_for(lambda t: Grid.find(t) and "v: candidates" in t.text())
    t.type("q")
    assert t.wait_exit() == 0


def test_the_pencil_writes_in_the_candidates_view(spawn, tmp_path):
    """Issue 42: real handwriting over an empty cell of the view goes to that cell: a digit, then in
    NOTES mode a note in its place (1-5 on the cell's first row, 6-9 on its second); the session's
    recording verifies, its ink read again on the view's cells."""
    replay = tmp_path / "view.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(replay), cols=80, rows=24)
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    t.type("v")
    t.wait_for("Candidates · click or write")
    empty = {i: s for i, (g, s) in enumerate(zip(PUZZLE, SOLUTION)) if g == "."}
    [cell] = write_in_view(t, empty, 1)
    t.wait_for(f"r{cell // 9 + 1}c{cell % 9 + 1}: {empty[cell]}")
    del empty[cell]
    t.type("n")
    t.wait_for("NOTES")
    [cell] = write_in_view(t, empty, 1, shown=lambda digit: digit)
    digit = empty[cell]
    assert view_text(t, cell) == " " * (int(digit) - 1) + digit + " " * (10 - int(digit)), t.text()
    t.wait_for(f"r{cell // 9 + 1}c{cell % 9 + 1}: notes {digit}")
    t.type("q")
    assert t.wait_exit() == 0
    verify = subprocess.run([BIN, "replay", "--verify", str(replay)], capture_output=True, timeout=60)
    assert verify.returncode == 0, verify.stdout.decode() + verify.stderr.decode()
