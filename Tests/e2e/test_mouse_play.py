"""Playing with the mouse alone, the hint pane and the completion screen, on the real binary at 80×24 on a
pty that reports only cells (the writing pad and the number pad share the space right of the board).
In PUZZLE r1c3 is empty (its digit 4) and r1c1 holds the given 5."""

import json
import pathlib
import re
import subprocess

from paths import BIN
from test_play import PUZZLE, SOLUTION, Grid, deadline, env, selection, spawn  # noqa: F401


def number_pad(t):
    """Where each number-pad item's label starts on screen: {'1': (col, row), …, 'notes': (col, row)}."""
    lines = t.lines()
    for y, line in enumerate(lines):
        start = line.find("Left 1 2 3 4 5 6 7 8 9")
        if start >= 0:
            items = {str(d): (start + 5 + 2 * (d - 1), y) for d in range(1, 10)}
            for word in ("notes", "erase"):
                items[word] = (line.find(word), y)
            for word in ("undo", "hint"):
                items[word] = (lines[y + 1].find(word, start), y + 1)
            assert all(x >= 0 for x, _ in items.values()), f"an item is missing:\n{t.text()}"
            return items
    raise AssertionError("no number pad on screen:\n" + t.text())


def start(spawn, *args):
    t = spawn("play", "--puzzle", PUZZLE, *args, cols=80, rows=24)
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text() and "Left 1 2" in t.text(), timeout=10)
    return t, Grid.find(t), number_pad(t)


def test_a_player_with_only_a_mouse_places_digits_both_ways(spawn, tmp_path):
    replay = tmp_path / "mouse.jsonl"
    t, grid, pad = start(spawn, "--record", str(replay))
    # Cell first: the empty r1c3, then 4 on the number pad.
    t.click(*grid.centre(1, 3))
    t.wait_for(lambda t: selection(t)[:2] == (1, 3))
    t.click(*pad["4"])
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "4")
    # Digit first: with a filled cell selected a digit is picked, and clicks on empty cells place it.
    t.click(*pad["6"])
    wanted = [(i // 9 + 1, i % 9 + 1) for i, (g, s) in enumerate(zip(PUZZLE, SOLUTION)) if g == "." and s == "6"]
    for row, col in wanted[:3]:
        t.click(*grid.centre(row, col))
        t.wait_for(lambda t: grid.cell_text(t, row, col) == "6")
    t.click(*pad["6"])  # put down: a click only selects again
    row, col = wanted[3]
    t.click(*grid.centre(row, col))
    t.wait_for(lambda t: selection(t)[:2] == (row, col))
    assert grid.cell_text(t, row, col) == ""
    # Notes and undo from the pad.
    t.click(*pad["notes"])
    t.wait_for(lambda t: "NOTES" in t.text())
    t.click(*pad["1"])
    t.click(*pad["7"])
    t.wait_for(lambda t: selection(t)[2] == "notes 1 7")
    t.click(*pad["undo"])
    t.wait_for(lambda t: selection(t)[2] == "notes 1")
    t.type("q")
    assert t.wait_exit() == 0
    verify = subprocess.run([BIN, "replay", "--verify", str(replay)], capture_output=True, timeout=60)
    assert verify.returncode == 0, verify.stdout.decode() + verify.stderr.decode()


def test_a_hint_is_shown_whole_beside_the_board(spawn):
    t, grid, pad = start(spawn)
    t.click(*pad["hint"])
    t.wait_for(lambda t: "Look at" in t.text())
    t.click(*pad["hint"])
    t.wait_for(lambda t: "Hint beside the board" in t.line(t.rows - 1))
    # The pane is the writing pad's inside: its lines, joined, hold the whole explanation.
    right = "".join(line[40:79].strip() + " " for line in t.lines()[3:20])
    assert re.search(r"(Naked|Hidden) single: .* (can only|only)", right), t.text()
    t.click(*pad["hint"])  # applied: the pane gives the pad back
    t.wait_for(lambda t: "drag here: write a digit" in t.text())


def test_the_completion_screen_compares_the_game_with_the_level(spawn, env):
    stats = pathlib.Path(env["XDG_DATA_HOME"]) / "inkdoku"
    stats.mkdir(parents=True, exist_ok=True)
    earlier = [{"date": "2026-11-20T10:00:00Z", "difficulty": "custom", "seconds": s, "mistakes": 0, "hints": 0,
                "daily": False} for s in (100, 200)]
    (stats / "stats.json").write_text(json.dumps({"format": 1, "games": earlier, "rejects": {}}))
    t, grid, pad = start(spawn)
    cells = [(i, s) for i, (g, s) in enumerate(zip(PUZZLE, SOLUTION)) if g == "."]
    for i, digit in cells:
        t.click(*grid.centre(i // 9 + 1, i % 9 + 1))
        t.type(digit)
    t.wait_for(lambda t: "Median" in t.text(), timeout=20)
    text = t.text()
    assert "Solved!" in text and "new best!" in text, text
    assert re.search(r"Median\s+1:40 of 3 games", text), text
    t.type("q")
    assert t.wait_exit() == 0


def test_a_picked_digit_is_highlighted_with_its_notes_and_crowded_notes_stay_readable(spawn):
    t, grid, pad = start(spawn)
    # r1c3 gets five notes: too many for a one-row cell, which shows their count.
    t.click(*grid.centre(1, 3))
    t.type("n12347n")
    t.wait_for(lambda t: selection(t)[2] == "notes 1 2 3 4 7")
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "(5)")
    t.click(*grid.centre(5, 5))
    t.type("f3")
    # Picked: the 3 leads the notes' summary, after the dot that marks notes, and the cells holding 3
    # are drawn apart from other givens.
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "·3…")
    threes = [(i // 9 + 1, i % 9 + 1) for i, g in enumerate(PUZZLE) if g == "3"]
    fives = [(i // 9 + 1, i % 9 + 1) for i, g in enumerate(PUZZLE) if g == "5"]

    def look(row, col):
        y = grid.ys[row - 1] + 1 + (grid.ys[row] - grid.ys[row - 1] - 1) // 2
        char = t.screen.buffer[y][(grid.xs[col - 1] + grid.xs[col]) // 2]
        return (char.fg, char.bg, char.reverse, char.underscore)

    assert len({look(*cell) for cell in threes}) == 1
    assert look(*threes[0]) != look(*fives[0]), t.text()
    t.send("\x1b")  # Esc: nothing picked any more
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "(5)")
    assert look(*threes[0]) == look(*fives[0])
