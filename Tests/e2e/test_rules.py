"""End-to-end tests of the game's rules and the pasted puzzle: the check modes and the mistake limit
from settings.json, and a puzzle pasted into the running game. The real binary on a pty, as in
test_play.py, whose helpers these tests share.

In PUZZLE, r1c3 is 4: a 1 there is wrong but clashes with nothing, a 5 clashes with the given 5 in
r1c1; in r1c4 (a 6) a 2 is wrong and clashes with nothing.
"""

import json
import pathlib
import re
import subprocess

import pytest

from paths import BIN
from terminal import Terminal
from test_play import (PUZZLE, SOLUTION, Grid, board, deadline, env, given_board, mistakes, play,  # noqa: F401
                       select, selection, spawn)


def settings(env, **values):
    path = pathlib.Path(env["XDG_CONFIG_HOME"]) / "inkdoku" / "settings.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(values))


def type_in(t, row, col, digit):
    """Selects the cell, types the digit and waits for the panel to describe it."""
    select(t, row, col)
    t.type(str(digit))
    t.wait_for(lambda t: (selection(t) or (0, 0, ""))[2].startswith(str(digit)) or "Too many" in t.text())


def limit_screen(t):
    return "Too many mistakes" in t.text() and "c: continue without a limit" in t.text() and not Grid.find(t)


def test_the_mistake_limit_stops_the_game_until_the_player_goes_on(spawn, env, tmp_path):
    settings(env, mistakeLimit=2)
    recording = tmp_path / "limit.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(recording))
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    type_in(t, 1, 3, 1)
    t.wait_for(lambda t: re.search(r"Mistakes\s+1/2", t.text()))
    type_in(t, 1, 4, 2)
    t.wait_for(limit_screen)
    # Nothing else acts: a digit, a hint or the help change nothing behind the screen.
    t.type("4H?")
    t.type("c")
    t.wait_for(lambda t: Grid.find(t) and re.search(r"Mistakes\s+2\s", t.text()))
    assert board(t) == given_board()[:2] + "12" + given_board()[4:]
    assert "Hints     0" in t.text()
    # Without the limit a third mistake is only counted.
    type_in(t, 2, 2, 1)
    t.wait_for(lambda t: mistakes(t) == 3)
    assert Grid.find(t)
    t.type("q")
    assert t.wait_exit() == 0
    verify = subprocess.run([BIN, "replay", "--verify", str(recording)], capture_output=True, timeout=60)
    assert verify.returncode == 0, verify.stdout.decode() + verify.stderr.decode()


def test_restarting_at_the_limit_and_resuming_at_it(spawn, env):
    settings(env, mistakeLimit=1)
    t = play(spawn)
    type_in(t, 1, 3, 1)
    t.wait_for(limit_screen)
    t.type("q")
    assert t.wait_exit() == 0
    # The saved game is still at its limit: it opens on the screen, not on the board.
    t = spawn("play")
    t.wait_for(limit_screen)
    t.type("r")
    t.wait_for(lambda t: Grid.find(t) and re.search(r"Mistakes\s+0/1", t.text()))
    assert board(t) == given_board()
    t.type("q")
    assert t.wait_exit() == 0


def test_the_conflicts_check_counts_only_clashes(spawn, env):
    settings(env, check="conflicts")
    t = play(spawn)
    type_in(t, 1, 3, 1)
    t.wait_for(lambda t: selection(t) == (1, 3, "1"))
    assert mistakes(t) == 0
    type_in(t, 1, 3, 5)
    t.wait_for(lambda t: selection(t) == (1, 3, "5 (clashes)") and mistakes(t) == 1)
    select(t, 1, 1)
    t.wait_for(lambda t: selection(t) == (1, 1, "5 (given) (clashes)"))


@pytest.mark.parametrize("term", ["xterm-mono", "vt100"])
def test_a_clash_and_the_given_it_clashes_with_look_different_without_colour(env, term):
    """xterm-mono draws bold, underline and reverse only: the clashing entry and the given 5 must still
    differ from each other and from an unmarked given and an unmarked entry."""
    settings(env, check="conflicts")
    t = Terminal([BIN, "play", "--puzzle", PUZZLE], cols=100, rows=32, env=env, cwd=env["HOME"], term=term)
    try:
        t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
        grid = Grid.find(t)
        type_in(t, 1, 4, 6)  # right, clashes with nothing
        type_in(t, 1, 3, 5)  # clashes with the given 5 in r1c1
        select(t, 9, 6)  # off them all, and holding no digit
        looks = {name: cell_look(t, grid, r, c) for name, r, c in
                 (("clashed given", 1, 1), ("given", 1, 2), ("clashing entry", 1, 3), ("entry", 1, 4))}
        assert len(set(looks.values())) == len(looks), f"on {term}: {looks}"
    finally:
        t.close()


def cell_look(t, grid, row, col):
    """A cell's characters with the attributes a monochrome terminal can draw, its digit as `#`."""
    top, height = grid.ys[row - 1] + 1, grid.ys[row] - grid.ys[row - 1] - 1
    y = top + height // 2  # the digit's row, as the game draws it
    chars = [t.screen.buffer[y][x] for x in range(grid.xs[col - 1] + 1, grid.xs[col])]
    return tuple(("#" if c.data.isdigit() else c.data, c.bold, c.underscore, c.reverse) for c in chars)


def test_with_the_check_off_nothing_is_counted(spawn, env):
    settings(env, check="off")
    t = play(spawn)
    type_in(t, 1, 3, 5)
    t.wait_for(lambda t: selection(t) == (1, 3, "5") and re.search(r"Mistakes\s+off", t.text()))


def grid_form(puzzle):
    """The puzzle as people paste it from a web page: nine rows with spaces and grid lines."""
    rows = [" ".join(puzzle[r * 9:r * 9 + 9]) for r in range(9)]
    return "\n".join(rows[:3] + ["------+-------+------"] + rows[3:6] + ["------+-------+------"] + rows[6:])


def test_a_pasted_puzzle_is_offered_as_a_new_game(spawn, tmp_path):
    other = "".join("." if i % 10 == 0 else d for i, d in enumerate(SOLUTION))
    recording = tmp_path / "paste.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(recording))
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    t.type("n")  # NOTES: `n` must answer the question below, not switch back
    t.wait_for(lambda t: "NOTES" in t.text())
    t.paste(grid_form(other))
    t.wait_for(lambda t: "Start the pasted puzzle? y / n" in t.text())
    t.type("n")
    t.wait_for(lambda t: Grid.find(t) and "Start the pasted" not in t.text())
    assert board(t) == given_board() and "NOTES" in t.text()
    t.paste(other)
    t.wait_for(lambda t: "Start the pasted puzzle? y / n" in t.text())
    t.type("y")
    t.wait_for(lambda t: Grid.find(t) and board(t) == other)
    assert "Inkdoku · Custom" in t.text()
    t.type("q")
    assert t.wait_exit() == 0
    # The replay holds the pasted puzzle, so it rebuilds the new game exactly.
    assert '"pastedPuzzle"' in recording.read_text()
    verify = subprocess.run([BIN, "replay", "--verify", str(recording)], capture_output=True, timeout=60)
    assert verify.returncode == 0, verify.stdout.decode() + verify.stderr.decode()


def test_a_pasted_puzzle_that_cannot_be_played_is_named(spawn):
    t = play(spawn)
    t.paste("." * 81)
    t.wait_for(lambda t: "Pasted puzzle not started: it has more than one solution" in t.text())
    assert board(t) == given_board()


def marks_form(puzzle, cells):
    """`puzzle` as `share` prints its pencil-mark grid, with `cells` (index → token) written over it."""
    tokens = [cells.get(i, d if d != "." else "123456789") for i, d in enumerate(puzzle)]
    rule = "+" + "+".join(["-" * 33] * 3) + "+"
    rows = ["| " + " | ".join(" ".join(f"{t:9}" for t in tokens[r * 9 + b * 3:r * 9 + b * 3 + 3])
                              for b in range(3)) + " |" for r in range(9)]
    return "\n".join([rule] + rows[:3] + [rule] + rows[3:6] + [rule] + rows[6:] + [rule]) + "\n"


def test_a_pasted_pencil_mark_grid_is_offered_with_its_position(spawn, tmp_path):
    """Issue 35, bug 6: the grid `share` prints, pasted, starts with its givens, entries and notes."""
    recording = tmp_path / "marks.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(recording))
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    t.paste(marks_form(PUZZLE, {40: "+5", 2: ".4", 3: "26"}))
    t.wait_for(lambda t: "Start the pasted puzzle? y / n" in t.text())
    assert "Start the pasted position" in t.text() and "(30 givens, 1 of your" in t.text()
    t.type("y")
    t.wait_for(lambda t: Grid.find(t) and "Start the pasted" not in t.text() and "r5c5: 5" in t.text())
    assert "(given)" not in t.text() and "Inkdoku · Custom" in t.text()
    t.send("\x1b[A" * 4 + "\x1b[D" * 2)
    t.wait_for(lambda t: "r1c3: notes 4" in t.text())
    t.send("\x1b[C")
    t.wait_for(lambda t: "r1c4: notes 2 6" in t.text())
    t.type("q")
    assert t.wait_exit() == 0
    assert '"pastedPuzzle"' in recording.read_text()
    verify = subprocess.run([BIN, "replay", "--verify", str(recording)], capture_output=True, timeout=60)
    assert verify.returncode == 0, verify.stdout.decode() + verify.stderr.decode()
