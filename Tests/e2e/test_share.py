"""End-to-end tests of sharing a position: `inkdoku share` prints the saved game as an 81-character line
and as a pencil-mark grid with the player's notes, the game shows the same on `s`, and `play` takes both
back.
"""

import subprocess

from paths import BIN
from test_play import PUZZLE, Grid, board, deadline, env, play, spawn  # noqa: F401

SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
RIGHT = "\x1b[C"


def inkdoku(env, *args):
    return subprocess.run([BIN, *args], capture_output=True, timeout=60, env=env, cwd=env["HOME"])


def save_a_game(spawn):
    """A game with a 5 in r5c5 and notes 1 and 9 in r5c7, still running; returns the terminal."""
    t = play(spawn)
    t.send("5" + RIGHT + RIGHT + "n19n")
    t.wait_for(lambda t: "r5c7: notes 1 9" in t.text(), timeout=10)
    return t


def shared_file(spawn, env, name, *args):
    """The path of `name` in the home directory, holding what `share *args` prints of the game above,
    quit and so saved."""
    t = save_a_game(spawn)
    t.send("q")
    assert t.wait_exit() == 0
    path = env["HOME"] + "/" + name
    with open(path, "wb") as out:
        out.write(inkdoku(env, "share", *args).stdout)
    return path


def position_after(puzzle, cell, digit):
    return puzzle[:cell] + digit + puzzle[cell + 1:]


def test_share_prints_the_line_and_the_grid_with_the_notes(spawn, env):
    with open(shared_file(spawn, env, "shared.txt")) as shared:
        line, blank, *grid = shared.read().splitlines()
    assert line == position_after(PUZZLE, 40, "5") and blank == ""
    assert len(grid) == 13 and grid[0].startswith("+-") and grid[1].startswith("| 5 ")
    row5 = grid[6].replace("|", " ").split()
    assert row5 == ["4", "123456789", "123456789", "8", "5", "3", "19", "123456789", "1"]
    assert inkdoku(env, "share", "--format", "line").stdout.decode() == line + "\n"
    assert inkdoku(env, "share", "--format", "marks").stdout.decode() == "\n".join(grid) + "\n"


def test_play_takes_the_grid_back_with_its_notes(spawn, env):
    again = spawn("play", "--new", shared_file(spawn, env, "shared.txt", "--format", "marks"))
    again.wait_for(lambda t: Grid.find(t) and "r5c5: 5 (given)" in t.text(), timeout=10)
    assert board(again) == position_after(position_after(PUZZLE, 40, "5"), 42, "n")
    assert Grid.find(again).cell_text(again, 5, 7) == "19"


def test_play_takes_the_line_back(spawn, env):
    line = position_after(PUZZLE, 40, "5")
    t = spawn("play", line)
    t.wait_for(lambda t: Grid.find(t) and "r5c5: 5 (given)" in t.text(), timeout=10)
    assert board(t) == line


def test_s_shows_the_position_in_the_game(spawn):
    t = save_a_game(spawn)
    t.send("s")
    t.wait_for(lambda t: position_after(PUZZLE, 40, "5") in t.text(), timeout=10)
    assert "| 4 " in t.text() and " 19 " in t.text()
    t.send("s")
    t.wait_for(lambda t: Grid.find(t) is not None, timeout=10)


def test_without_an_unfinished_game_there_is_nothing_to_share(env):
    result = inkdoku(env, "share")
    assert result.returncode == 1
    assert b"no unfinished game is saved" in result.stderr
    assert result.stdout == b""


def test_a_bad_grid_says_which_line_and_column(spawn, env):
    with open(shared_file(spawn, env, "shared.txt", "--format", "marks")) as shared:
        grid = shared.read().splitlines()
    bad = env["HOME"] + "/bad.txt"
    for change, message in (
        (lambda g: g[:2] + [g[2].replace("6", "6x", 1)] + g[3:], b"bad.txt:3:4: unexpected 'x'"),
        (lambda g: g[:6] + [g[6].replace(" 19 ", " 191 ")] + g[7:], b"(expected each candidate once)"),
        (lambda g: g[:5], b"bad.txt:2: only 3 rows (a grid has 9)"),
    ):
        with open(bad, "w") as out:
            out.write("\n".join(change(grid)) + "\n")
        for command in (["play", "--new", bad], ["solve", bad]):
            result = inkdoku(env, *command)
            assert result.returncode == 2, (command, result.stderr)
            assert message in result.stderr, (command, result.stderr)


def test_solve_reads_a_shared_grid(spawn, env):
    shared = shared_file(spawn, env, "shared.txt")
    result = inkdoku(env, "solve", shared)
    assert result.returncode == 2 and b"shared.txt:1:3: unexpected '.'" in result.stderr, "two forms, one file"
    with open(shared, "wb") as out:
        out.write(inkdoku(env, "share", "--format", "marks").stdout)
    result = inkdoku(env, "solve", shared)
    assert result.returncode == 0, result.stderr
    assert SOLUTION in result.stdout.decode()
