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
    t.wait_for(lambda t: "r5c7: notes 1 9" in t.text())
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
    assert row5 == ["4", "123456789", "123456789", "8", "+5", "3", "19", "123456789", "1"]
    assert inkdoku(env, "share", "--format", "line").stdout.decode() == line + "\n"
    assert inkdoku(env, "share", "--format", "marks").stdout.decode() == "\n".join(grid) + "\n"


def test_play_takes_the_grid_back_with_its_notes(spawn, env):
    again = spawn("play", "--new", shared_file(spawn, env, "shared.txt", "--format", "marks"))
    # The player's 5 comes back as the player's, not as a given.
    again.wait_for(lambda t: Grid.find(t) and "r5c5: 5" in t.text())
    assert "(given)" not in again.text()
    assert board(again) == position_after(position_after(PUZZLE, 40, "5"), 42, "n")
    assert Grid.find(again).cell_text(again, 5, 7) == "19"


def test_play_takes_the_line_back(spawn, env):
    line = position_after(PUZZLE, 40, "5")
    t = spawn("play", line)
    t.wait_for(lambda t: Grid.find(t) and "r5c5: 5 (given)" in t.text())
    assert board(t) == line


def test_s_shows_the_position_in_the_game(spawn):
    t = save_a_game(spawn)
    t.send("s")
    # The whole frame, not its first lines: on a busy machine the grid may come in a later read.
    t.wait_for(lambda t: all(part in t.text() for part in (position_after(PUZZLE, 40, "5"), "| 4 ", " 19 ")))
    t.send("s")
    t.wait_for(lambda t: Grid.find(t) is not None)


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


UP, LEFT, DOWN = "\x1b[A", "\x1b[D", "\x1b[B"


def singles_text(cells):
    return {cell for cell in cells if cell.startswith(".") and len(cell) == 2}


def cell_name(cell):
    return f"r{cell // 9 + 1}c{cell % 9 + 1}"


def move_keys(start, to):
    """Arrow keys from cell `start` to cell `to`."""
    rows, cols = to // 9 - start // 9, to % 9 - start % 9
    return (DOWN if rows > 0 else UP) * abs(rows) + (RIGHT if cols > 0 else LEFT) * abs(cols)


def test_the_issues_steps_play_back(spawn, env):
    """Issue 35, bug 3: a wrong digit, `A`, the digit erased, `q`: the shared grid plays back as it was,
    single notes as notes and not givens."""
    t = play(spawn)
    t.send("7")  # r5c5 is 5: a wrong digit, which the candidates `A` fills in then leave out around it
    t.wait_for(lambda t: "r5c5: 7" in t.text())
    t.send("A")
    t.send("0")
    t.wait_for(lambda t: "r5c5: empty" in t.text())
    t.send("q")
    assert t.wait_exit() == 0
    shared = inkdoku(env, "share", "--format", "marks").stdout.decode()
    with open(env["HOME"] + "/m.txt", "w") as out:
        out.write(shared)
    cells = [cell for line in shared.splitlines() if not line.startswith("+")
             for cell in line.replace("|", " ").split()]
    singles = [i for i, cell in enumerate(cells) if cell.startswith(".")]
    assert len(cells) == 81 and singles, shared  # the wrong 7 left cells with a single note
    again = spawn("play", "--new", "m.txt")
    again.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    # Givens as digits, a cell listing every digit without notes, any other cell with its notes (a single
    # note looks like a digit on the board: the status line tells).
    assert board(again) == "".join(
        cell if len(cell) == 1 else cell[1] if cell in singles_text(cells) else "." if cell == "123456789"
        else "n" for cell in cells)
    first = singles[0]
    again.send(move_keys(40, first))
    again.wait_for(lambda t: f"{cell_name(first)}: notes {cells[first][1]}" in t.text())
    again.send("q")
    assert again.wait_exit() == 0
    assert inkdoku(env, "share", "--format", "marks").stdout.decode() == shared


def marks_after(spawn, env, keys, shown):
    """Plays `keys` until the status line shows `shown`, quits, and writes the saved game's marks form to
    m.txt; returns its path."""
    t = play(spawn)
    t.send(keys)
    t.wait_for(lambda t: shown in t.text())
    t.send("q")
    assert t.wait_exit() == 0
    path = env["HOME"] + "/m.txt"
    with open(path, "wb") as out:
        out.write(inkdoku(env, "share", "--format", "marks").stdout)
    return path


def test_the_players_digits_come_back_as_theirs(spawn, env):
    path = marks_after(spawn, env, "5", "r5c5: 5")
    again = spawn("play", "--new", path)
    again.wait_for(lambda t: Grid.find(t) and "r5c5: 5" in t.text())
    assert "(given)" not in again.text()
    again.send("0")  # the player's digit can be erased
    again.wait_for(lambda t: "r5c5: empty" in t.text())


def test_a_position_without_a_solution_names_the_cell(spawn, env):
    # r1c3 is 4; a 2 repeats nothing there but leaves no solution
    path = marks_after(spawn, env, UP * 4 + LEFT * 2 + "2", "r1c3: 2")
    result = inkdoku(env, "play", "--new", path)
    assert result.returncode == 2
    assert b"r1c3: 2 leaves the puzzle without a solution" in result.stderr, result.stderr
