"""End-to-end tests of the interactive game: the real binary on a pty, its screen rendered by pyte.

The binary is `.build/debug/inkdoku` under the repository root, or $INKDOKU_BIN. Every test gets its own
HOME and XDG directories, so the player's real files are never touched. Run from the repository root:

    python3 -m pytest -q Tests/e2e/test_play.py

The board is found on the rendered screen from its box-drawing lines, not computed from the layout code,
so these tests keep working when the layout changes and fail when the board is not drawn.
"""

import json
import pathlib
import re
import resource
import signal
import subprocess
import time

import pytest

from paths import BIN, player_env
from terminal import (ALT_SCREEN, BRACKETED_PASTE, DECCKM, FOCUS_REPORTS, INPUT_MODES, MOUSE_BUTTON,
                      MOUSE_SGR, Terminal)


PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

# Every mode the game turns on that must be off again once it gives the terminal back.
RESTORED_MODES = INPUT_MODES | {ALT_SCREEN}
TEST_SECONDS = 30  # no single test may take longer, whatever hangs


@pytest.fixture(autouse=True)
def deadline(request):
    """A hang anywhere (in the harness or a wait someone forgot to bound) fails the test instead of the run.
    A module whose tests loop over many games sets its own TEST_SECONDS."""
    seconds = getattr(request.module, "TEST_SECONDS", TEST_SECONDS)

    def expire(signum, frame):
        raise TimeoutError(f"test took longer than {seconds}s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    yield
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)


@pytest.fixture
def env(tmp_path):
    """A private home: the game's save, stats and settings all land under tmp_path."""
    (tmp_path / "home").mkdir()
    return player_env(tmp_path)


@pytest.fixture
def spawn(env):
    """Starts inkdoku on a fresh pty; whatever is still running at teardown is killed."""
    terminals = []

    def start(*args, cols=100, rows=32, limits=None):
        t = Terminal([BIN, *args], cols=cols, rows=rows, env=env, cwd=env["HOME"], limits=limits)
        terminals.append(t)
        return t

    yield start
    for t in terminals:
        t.close()


def play(spawn, puzzle=PUZZLE, **size):
    """A game of `puzzle`, once its board is on screen (sending input before that would be unrealistic)."""
    t = spawn("play", "--puzzle", puzzle, **size)
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    return t


# ---- reading the screen ----------------------------------------------------------------------------


class Grid:
    """Where the 81 cells are on the screen, found from the board's lines.

    `xs` are the 10 columns of vertical lines, `ys` the 10 rows of horizontal lines; a cell's interior
    lies between two neighbours of each.
    """

    TOP = "┏┯┳┓"
    LEFT = "┏┠┣┗"

    def __init__(self, xs, ys):
        self.xs, self.ys = xs, ys

    @classmethod
    def find(cls, t):
        lines = t.lines()
        for y, line in enumerate(lines):
            x = line.find("┏")
            if x < 0:
                continue
            xs = [i for i in range(x, line.find("┓", x) + 1) if line[i] in cls.TOP]
            ys = [j for j in range(y, len(lines)) if x < len(lines[j]) and lines[j][x] in cls.LEFT]
            if len(xs) == 10 and len(ys) == 10 and lines[ys[-1]][x] == "┗":
                return cls(xs, ys)
        return None

    def interior(self, row, col):
        """(left, top, right, bottom) of cell r{row}c{col} (1-based), right and bottom exclusive."""
        return self.xs[col - 1] + 1, self.ys[row - 1] + 1, self.xs[col], self.ys[row]

    def centre(self, row, col):
        left, top, right, bottom = self.interior(row, col)
        return (left + right) // 2, (top + bottom) // 2

    def cell_at(self, x, y):
        """The (row, col) whose interior holds terminal cell (x, y), or None on a line or off the board."""
        cols = [c for c in range(1, 10) if self.xs[c - 1] < x < self.xs[c]]
        rows = [r for r in range(1, 10) if self.ys[r - 1] < y < self.ys[r]]
        return (rows[0], cols[0]) if rows and cols else None

    def cell_text(self, t, row, col):
        """What is written inside the cell, spaces removed: '' empty, '7' a digit, '124' notes."""
        return self._cell_text(t.lines(), row, col)

    def _cell_text(self, lines, row, col):
        left, top, right, bottom = self.interior(row, col)
        return "".join(lines[y][left:right] for y in range(top, bottom)).replace(" ", "")

    def digits(self, t):
        """The board as 81 characters: the digit, '.' for an empty cell, 'n' for notes."""
        lines = t.lines()
        out = []
        for row in range(1, 10):
            for col in range(1, 10):
                text = self._cell_text(lines, row, col)
                out.append(text if len(text) == 1 else "." if not text else "n")
        return "".join(out)

    def area_text(self, t):
        """Everything drawn where the board is (the board, or whatever replaced it)."""
        lines = [line.ljust(self.xs[-1] + 1) for line in t.lines()]
        return "\n".join(line[self.xs[0]:self.xs[-1] + 1] for line in lines[self.ys[0]:self.ys[-1] + 1])


def board(t):
    """The digits on screen; fails when no board is drawn."""
    grid = Grid.find(t)
    assert grid, f"no board on screen:\n{t.text()}"
    return grid.digits(t)


def pitch(t):
    """Columns and rows from one cell's line to the next, or None without a board."""
    grid = Grid.find(t)
    return (grid.xs[1] - grid.xs[0], grid.ys[1] - grid.ys[0]) if grid else None


def selection(t):
    """The side panel's description of the selected cell: (row, col, words), e.g. (2, 2, 'notes 1 2 4')."""
    m = re.search(r"\br(\d)c(\d): (.+)", t.text())
    return (int(m.group(1)), int(m.group(2)), m.group(3).strip()) if m else None


def mistakes(t):
    m = re.search(r"Mistakes\s+(\d+)", t.text())
    return int(m.group(1)) if m else None


def given_board(puzzle=PUZZLE):
    return puzzle.replace("0", ".")


# ---- moving around --------------------------------------------------------------------------------


def arrows_to(t, target):
    """Arrow keys from the current selection to `target` (row, col), the short way round: the selection
    wraps at the edges."""
    row, col, _ = selection(t)
    keys = ""
    for delta, forward, backward in ((target[0] - row, "down", "up"), (target[1] - col, "right", "left")):
        steps = delta % 9
        keys += t.key_bytes(forward) * steps if steps <= 4 else t.key_bytes(backward) * (9 - steps)
    return keys


def select(t, row, col):
    t.send(arrows_to(t, (row, col)))
    t.wait_for(lambda t: selection(t)[:2] == (row, col))


def enter(t, row, col, digit):
    """Selects the cell, types `digit` and waits until both the panel and the board show it."""
    select(t, row, col)
    t.type(str(digit))
    grid = Grid.find(t)
    t.wait_for(lambda t: re.fullmatch(rf"{digit}( \(wrong\))?", selection(t)[2])
               and grid.cell_text(t, row, col) == str(digit))


def sentinel(t):
    """Proves every earlier input byte was read: a move after them must show, so nothing is left pending."""
    row, col, _ = selection(t)
    t.send(t.key_bytes("right"))
    t.wait_for(lambda t: selection(t)[:2] == (row, col % 9 + 1))


def assert_restored(t, since):
    """The terminal is as the game found it: every mode off, the reset sequences written after `since`,
    and the pty's termios back to its state before the game started."""
    assert not t.active_modes() & RESTORED_MODES, f"left on: {sorted(t.active_modes() & RESTORED_MODES)}"
    reset = t.modes_reset_since(since)
    for mode in (MOUSE_BUTTON, MOUSE_SGR, BRACKETED_PASTE, ALT_SCREEN, DECCKM, FOCUS_REPORTS):
        assert mode in reset, f"?{mode}l not written after {since}: {bytes(t.raw[since:])[-400:]!r}"
    assert t.tty_sane(), f"tty not restored: {t.tty_changes()}"


def assert_crash_reported(t, since):
    """The game handed a crash signal on to Swift's crash reporter, which wrote on the restored terminal."""
    output = bytes(t.raw[since:])
    assert b"Program crashed" in output, output[-600:]
    assert output.index(b"\x1b[?1002l") < output.index(b"Program crashed")


def started_modes(t):
    """The modes a running game must have on; checked first so the restore checks have something to undo."""
    modes = t.active_modes()
    for mode in (MOUSE_BUTTON, MOUSE_SGR, BRACKETED_PASTE, ALT_SCREEN, DECCKM, FOCUS_REPORTS):
        assert mode in modes, f"?{mode} not on while playing: {sorted(modes)}"
    assert not t.tty_sane(), "the game runs with the pty in its original (cooked, echoing) mode"


# ---- tests ----------------------------------------------------------------------------------------


def test_solve_by_keys_to_the_completion_screen(spawn, env):
    t = play(spawn)
    grid = Grid.find(t)
    assert grid.digits(t) == given_board()
    assert selection(t) == (5, 5, "empty")
    t.wait_for(lambda t: grid.cell_at(*t.cursor()) == (5, 5))  # the cursor sits on the selected cell

    empties = [i for i, ch in enumerate(PUZZLE) if ch == "."]
    expected = list(given_board())
    for n, index in enumerate(empties):
        row, col, digit = index // 9 + 1, index % 9 + 1, SOLUTION[index]
        # Navigation and digit in one go; the wait then proves both arrived in order.
        t.send(arrows_to(t, (row, col)) + digit)
        if n == len(empties) - 1:
            # The hint bar, the last row of the frame, says so once the completion screen is whole.
            t.wait_for(lambda t: t.line(t.rows - 1).startswith("Solved!"))
            break
        expected[index] = digit
        # The whole frame, not just the panel: a frame may arrive in several reads, board rows last.
        t.wait_for(lambda t: selection(t) == (row, col, digit) and grid.digits(t) == "".join(expected)
                   and grid.cell_at(*t.cursor()) == (row, col))

    # The completion screen keeps the solved board in view, and the panel beside it tells the result.
    t.wait_for(lambda t: grid.digits(t) == SOLUTION)
    panel = t.text()
    assert re.search(r"^\s*.*Solved!\s*$", panel, re.M), panel
    assert re.search(r"Mistakes\s+0\b", panel), panel
    assert re.search(r"Hints\s+0\b", panel), panel
    # The first solved game of its level is its best so far.
    t.wait_for(lambda t: "New best for Custom!" in t.text())

    stats = json.loads(pathlib.Path(env["XDG_DATA_HOME"], "inkdoku", "stats.json").read_text())
    assert len(stats["games"]) == 1, stats
    game = stats["games"][0]
    assert (game["mistakes"], game["hints"], game["difficulty"]) == (0, 0, "custom"), game
    # A solved game leaves nothing to resume.
    assert not pathlib.Path(env["XDG_STATE_HOME"], "inkdoku", "save.json").exists()

    mark = t.mark()
    t.type("q")
    assert t.wait_exit() == 0
    assert_restored(t, mark)


def test_wrong_digit_counts_a_mistake_that_undo_keeps(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    assert mistakes(t) == 0
    select(t, 1, 3)  # empty; the solution has 4 here
    t.type("1")
    # A frame may arrive in pieces, so each wait names everything the frame must show.
    t.wait_for(lambda t: selection(t) == (1, 3, "1 (wrong)") and grid.cell_text(t, 1, 3) == "1")
    t.wait_for(lambda t: mistakes(t) == 1)

    t.type("u")
    t.wait_for(lambda t: selection(t) == (1, 3, "empty") and grid.cell_text(t, 1, 3) == "")
    sentinel(t)  # a later frame, so the whole undo frame is on screen
    assert mistakes(t) == 1, "undo takes the digit back, not the mistake"
    assert grid.digits(t) == given_board()


def test_notes_mode_toggles_pencil_marks(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    select(t, 2, 2)
    t.type("n")
    t.wait_for(lambda t: re.search(r"Mode\s+NOTES", t.text()))
    t.type("421")  # notes are listed in order, whatever the order typed
    t.wait_for(lambda t: selection(t) == (2, 2, "notes 1 2 4") and grid.cell_text(t, 2, 2) == "124")
    assert mistakes(t) == 0, "notes are never mistakes"

    t.type("2")  # a second time takes the note away
    t.wait_for(lambda t: selection(t) == (2, 2, "notes 1 4") and grid.cell_text(t, 2, 2) == "14")
    t.type("n")
    t.wait_for(lambda t: re.search(r"Mode\s+NORMAL", t.text()))


def candidates(puzzle=PUZZLE):
    """Each empty cell's candidates as the board should list them ('124'), by cell; worked out here."""
    out = {}
    for cell, c in enumerate(puzzle):
        if c != ".":
            continue
        r, k = divmod(cell, 9)
        seen = {puzzle[i] for i in range(81)
                if i // 9 == r or i % 9 == k or (i // 27 == r // 3 and i % 9 // 3 == k // 3)}
        out[cell] = "".join(d for d in "123456789" if d not in seen)
    return out


def test_fill_candidates_notes_every_empty_cell_as_one_undo_step_that_replays(spawn, tmp_path):
    path = tmp_path / "fill.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(path))
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    grid = Grid.find(t)
    expected = candidates()
    assert expected[2] == "124"

    def filled(t):
        return all(grid.cell_text(t, cell // 9 + 1, cell % 9 + 1) == notes for cell, notes in expected.items())

    t.type("A")
    t.wait_for(lambda t: selection(t) == (5, 5, "notes 5") and filled(t))
    assert mistakes(t) == 0, "a fill is never a mistake"
    t.type("u")
    t.wait_for(lambda t: selection(t) == (5, 5, "empty") and grid.digits(t) == given_board())
    t.type("U")
    t.wait_for(lambda t: selection(t) == (5, 5, "notes 5") and filled(t))
    t.type("q")
    assert t.wait_exit() == 0

    run = subprocess.run([BIN, "replay", "--headless", "--verify", str(path)], capture_output=True,
                         stdin=subprocess.DEVNULL, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    final = json.loads(run.stdout)["final"]
    assert final["notes"] == {f"r{cell // 9 + 1}c{cell % 9 + 1}": notes for cell, notes in expected.items()}


def test_click_selects_a_cell_and_a_drag_only_inks(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)

    # The cursor moves last in a frame, so it is waited for, not just checked once the panel changed.
    t.click(*grid.centre(8, 2))
    t.wait_for(lambda t: selection(t) == (8, 2, "empty") and grid.cell_at(*t.cursor()) == (8, 2))
    t.click(*grid.centre(1, 1))
    t.wait_for(lambda t: selection(t) == (1, 1, "5 (given)") and grid.cell_at(*t.cursor()) == (1, 1))
    t.click(*grid.centre(8, 2))
    t.wait_for(lambda t: selection(t)[:2] == (8, 2))

    # A drag from r2c3 to r2c5, one report per terminal cell entered as xterm sends them (crossing the
    # lines between cells), released over another cell: not a click, so nothing may be selected. It is
    # pencil ink: drawn while pending, cleared once the group is finalized, and no digit is placed.
    (x0, y), (x1, _) = grid.centre(2, 3), grid.centre(2, 5)
    t.press(x0, y)
    for x in range(x0 + 1, x1 + 1):
        t.drag(x, y)
    t.release(x1, y)
    t.wait_for(lambda t: any("\u2800" <= ch <= "\u28ff" for ch in t.text()))
    sentinel(t)  # moves r8c2 -> r8c3 if the drag changed nothing
    assert selection(t) == (8, 3, "empty")
    t.wait_for(lambda t: grid.digits(t) == before)
    assert mistakes(t) == 0

    # After the drag the pointer state is clean again: the next click selects.
    t.click(*grid.centre(9, 9))
    t.wait_for(lambda t: selection(t) == (9, 9, "9 (given)"))


def test_a_game_quit_while_the_window_is_too_small_reopens_running(spawn):
    """Issue 42, bug 9: the pause a too small window makes is the game's, not the player's: quit there,
    the game reopened paused."""
    t = play(spawn)
    enter(t, 5, 5, 5)
    t.resize(30, 10)
    t.wait_for("Terminal too small")
    t.type("q")
    assert t.wait_exit() == 0
    again = spawn()
    again.wait_for("Mistakes")
    again.pump_for(0.5)
    assert "Paused" not in again.text() and "The clock is stopped" not in again.text(), again.text()
    assert "r5c5: 5" in again.text() and Grid.find(again), again.text()


def test_resize_below_the_minimum_and_back(spawn):
    t = play(spawn)
    enter(t, 5, 5, 5)
    before = board(t)
    assert before[40] == "5"

    t.resize(30, 10)
    t.wait_for("Terminal too small")
    t.wait_for(lambda t: "have 30×10" in t.text().replace("\n", " "))
    assert not Grid.find(t)

    # pyte keeps the old picture after a resize, so wait for the layout of the new size: at 80×24 the
    # cell interiors are 3×1 (a pitch of 4×2 with the lines), at 100×32 they are 5×2.
    t.resize(80, 24)
    t.wait_for(lambda t: pitch(t) == (4, 2) and board(t) == before)

    t.resize(100, 32)
    t.wait_for(lambda t: pitch(t) == (6, 3) and board(t) == before and selection(t) == (5, 5, "5"))
    grid = Grid.find(t)
    t.wait_for(lambda t: grid.cell_at(*t.cursor()) == (5, 5))


def test_keys_never_reach_a_hidden_board_and_its_clock_stops(spawn):
    t = play(spawn)
    enter(t, 5, 5, 5)
    t.type("x")
    t.wait_for(lambda t: selection(t) == (5, 5, "empty"))
    before = clock_seconds(t)
    t.resize(30, 10)
    t.wait_for(lambda t: "have 30×10" in t.text().replace("\n", " "))
    t.type("1")  # r5c5 is 5: placed, this would be a mistake
    t.send(t.key_bytes("up"))
    t.type("H")
    t.pump_for(6)
    t.resize(100, 32)
    t.wait_for(lambda t: pitch(t) == (6, 3) and selection(t) is not None)
    assert selection(t) == (5, 5, "empty")
    assert board(t) == given_board()
    assert mistakes(t) == 0
    assert re.search(r"Hints\s+0\b", t.text())
    # Six hidden seconds would show on a running clock; the seconds around them are far fewer.
    assert clock_seconds(t) - before < 5, f"the clock ran while the board was hidden: {before} s, then {t.text()}"


def test_the_paused_reminder_goes_when_the_game_resumes(spawn, env):
    # The game's clock a thousand times slower: the reminder's four seconds would take an hour, so only the
    # resume can take it away however slow the machine.
    env["INKDOKU_CLOCK_RATE"] = "0.001"
    t = play(spawn)
    t.type("p")
    t.wait_for(lambda t: t.line(t.rows - 1).startswith("Paused"))
    t.type("5")
    t.wait_for("Esc or a click resumes")
    t.type("p")
    t.wait_for(lambda t: "Esc or a click resumes" not in t.text() and Grid.find(t))


def test_a_hint_nudges_then_shows_then_places_and_counts_once(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)
    t.type("H")
    t.wait_for(lambda t: "Hint: Look at " in t.text() and re.search(r"Hints\s+1\b", t.text()))
    t.type("H")
    # The reasoning goes beside the board, whole; the hint bar says where.
    t.wait_for(lambda t: "Hint: Look at " not in t.text() and "Hint beside the board" in t.line(t.rows - 1)
               and re.search(r"(Naked|Hidden) single: ", t.text()))
    assert grid.digits(t) == before
    t.type("H")
    t.wait_for(lambda t: sum(a != b for a, b in zip(grid.digits(t), before)) == 1)
    t.pump_for(0.3)
    assert re.search(r"Hints\s+1\b", t.text()) and mistakes(t) == 0, t.text()


def test_a_hint_told_stays_through_a_resize_and_a_resume_and_is_not_counted_again(spawn):
    """Issue 35, bug 1: a window too small for the board, or quitting and resuming, took the hint away,
    and `H` then showed it again as a new one."""
    t = play(spawn, cols=80, rows=24)
    grid = Grid.find(t)
    before = grid.digits(t)
    t.type("HH")
    t.wait_for(lambda t: re.search(r"(Naked|Hidden) single: ", t.text()) and re.search(r"Hints\s+1\b", t.text()))
    t.settle()  # the whole frame, not one caught half-drawn with another screen's leftovers beside the hint
    # The sentence alone: the pad's padding and border around it move with the layout.
    reasoning = re.search(r"(Naked|Hidden) single: [^│\n]*?(?=\s{2}|│|$)", t.text(), re.M).group(0)
    t.resize(50, 20)
    t.wait_for("Terminal too small")  # the game's own screen: pyte's shrink alone already cuts the board
    t.resize(80, 24)
    t.wait_for(lambda t: Grid.find(t) and reasoning in t.text())
    t.type("q")
    t.wait_for(lambda t: not t.alive())
    again = spawn(cols=80, rows=24)  # no arguments: resume the saved game
    again.wait_for(lambda t: Grid.find(t) and reasoning in t.text())
    again.type("H")
    again.wait_for(lambda t: sum(a != b for a, b in zip(grid.digits(t), before)) == 1)
    again.pump_for(0.3)
    assert re.search(r"Hints\s+1\b", again.text()), again.text()


def test_a_window_shrunk_and_grown_back_before_the_game_looks_is_repainted_whole(spawn):
    """The game saw one size twice and drew nothing, while the terminal had dropped the lines the shrink
    cut (pyte drops the top ones, as a real terminal may): the board stayed cut until the next change."""
    t = play(spawn, cols=80, rows=24)
    t.settle()
    before = t.lines()
    t.resize(60, 20)
    t.resize(80, 24)  # at once: both signals reach the game together
    t.wait_for(lambda t: t.lines()[1:] == before[1:])  # the first line holds the clock


def test_tab_and_home_end_jump(spawn):
    t = play(spawn)
    t.send("\t")
    t.wait_for(lambda t: selection(t) == (5, 7, "empty"))
    t.send("\x1b[Z")  # Shift+Tab
    t.wait_for(lambda t: selection(t) == (5, 5, "empty"))
    t.send(t.key_bytes("home"))
    t.wait_for(lambda t: selection(t) == (5, 1, "4 (given)"))
    t.send(t.key_bytes("end"))
    t.wait_for(lambda t: selection(t) == (5, 9, "1 (given)"))


def test_the_panel_counts_the_digits_left(spawn):
    t = play(spawn)
    left = [9 - PUZZLE.count(str(d)) for d in range(1, 10)]
    t.wait_for("Left 1 2 3 4 5 6 7 8 9")
    assert " ".join(map(str, left)) in t.text()
    enter(t, 5, 5, 5)
    left[4] -= 1
    t.wait_for(lambda t: " ".join(map(str, left)) in t.text())


def test_a_new_game_asks_before_abandoning_one_under_way(spawn):
    t = play(spawn)
    enter(t, 5, 5, 5)
    grid = Grid.find(t)
    t.type("N")
    t.wait_for(lambda t: "start a new one?" in t.text() and "n or Esc: no" in t.text())
    t.type("3")  # the question is open: no digit reaches the board
    t.type("n")  # no: back to the game, not the NOTES switch
    t.wait_for(lambda t: Grid.find(t) and selection(t) == (5, 5, "5") and grid.cell_text(t, 5, 5) == "5")
    assert re.search(r"Mode\s+NORMAL", t.text()) and "start a new one?" not in t.text()
    t.type("N")
    t.wait_for("start a new one?")
    t.type("y")
    t.wait_for(lambda t: "Easy" in t.text() and "click here cancels" in t.text())


def test_a_new_game_ends_the_daily(spawn):
    t = spawn("daily", "--date", "2026-11-30")
    t.wait_for(lambda t: Grid.find(t) and "r5c5:" in t.text(), timeout=20)
    # Monday's daily, labelled with its day in the panel.
    assert "Daily · Easy" in t.text() and "2026-11-30" in t.text()
    daily = board(t)
    t.type("N")
    t.wait_for("Easy")
    t.type("1")
    t.wait_for(lambda t: Grid.find(t) and board(t) != daily, timeout=20)
    assert "Inkdoku · Easy" in t.text() and "Daily" not in t.text()
    t.type("q")
    assert t.wait_exit() == 0
    # The save is the Easy game's, not the daily's: the daily starts afresh.
    again = spawn("daily", "--date", "2026-11-30")
    again.wait_for(lambda t: Grid.find(t) and "r5c5:" in t.text(), timeout=20)
    assert board(again) == daily


def test_a_daily_resumed_without_arguments_stays_daily(spawn):
    """Issue 42, bug 1: `inkdoku` with no arguments resumed a daily as a plain game, whose save then lost
    the day, so the daily's streak and `inkdoku daily` no longer knew it."""
    t = spawn("daily", "--date", "2026-11-30")
    t.wait_for(lambda t: Grid.find(t) and "r5c5:" in t.text(), timeout=20)
    empty = [divmod(i, 9) for i, ch in enumerate(board(t)) if ch == "."]
    (r1, c1), (r2, c2) = [(r + 1, c + 1) for r, c in empty[:2]]
    enter(t, r1, c1, 1)
    t.type("q")
    assert t.wait_exit() == 0
    resumed = spawn()
    resumed.wait_for(lambda t: Grid.find(t) and "r1c" in t.text(), timeout=20)
    assert "Daily · Easy" in resumed.text() and "2026-11-30" in resumed.text(), resumed.text()
    enter(resumed, r2, c2, 2)
    resumed.type("q")
    assert resumed.wait_exit() == 0
    again = spawn("daily", "--date", "2026-11-30")
    again.wait_for(lambda t: Grid.find(t) and "Mode" in t.text(), timeout=20)
    grid = Grid.find(again)
    assert (grid.cell_text(again, r1, c1), grid.cell_text(again, r2, c2)) == ("1", "2"), again.text()


def test_solving_todays_daily_starts_a_streak_in_stats(spawn, env):
    import datetime
    today = datetime.date.today().isoformat()
    t = spawn("daily", "--date", today)
    t.wait_for(lambda t: Grid.find(t) and "r5c5:" in t.text(), timeout=20)
    grid = Grid.find(t)
    puzzle = grid.digits(t)
    solution = subprocess.run([BIN, "solve", puzzle], capture_output=True, env=env, check=True,
                              timeout=20).stdout.decode().strip()
    for index in [i for i, ch in enumerate(puzzle) if ch == "."]:
        target = (index // 9 + 1, index % 9 + 1)
        t.send(arrows_to(t, target) + solution[index])
        # The panel too, not only the cursor: a frame can arrive in two reads, and the next arrows are
        # counted from the panel's selection.
        t.wait_for(lambda t: (grid.cell_at(*t.cursor()) == target and (selection(t) or ())[:2] == target)
                   or t.line(t.rows - 1).startswith("Solved!"))
    t.wait_for(lambda t: t.line(t.rows - 1).startswith("Solved!"))
    t.type("q")
    assert t.wait_exit() == 0
    stats = subprocess.run([BIN, "stats"], capture_output=True, env=env, check=True, timeout=20).stdout.decode()
    assert f"Daily puzzles: 1 solved · streak 1 day (best 1 day) · last {today}" in stats, stats


def test_a_solved_daily_shows_its_result_instead_of_playing(env):
    day = {"daily": True, "dailyDay": "2026-11-30", "date": "2026-11-30T18:00:00Z", "difficulty": "easy",
           "hints": 1, "mistakes": 0, "seconds": 252}
    data = pathlib.Path(env["XDG_DATA_HOME"]) / "inkdoku"
    data.mkdir(parents=True)
    (data / "stats.json").write_text(json.dumps({"format": 1, "rejects": {}, "games": [day]}))
    run = subprocess.run([BIN, "daily", "--date", "2026-11-30"], env=env, capture_output=True,
                         stdin=subprocess.DEVNULL, timeout=30)
    assert run.returncode == 0, run.stderr
    assert run.stdout.decode() == ("The daily puzzle of 2026-11-30 (easy) is solved: 4:12, 0 mistakes, 1 hint. "
                                   "Another day: inkdoku daily --date YYYY-MM-DD\n")


@pytest.mark.parametrize("term", ["vt100", "xterm-mono"])
def test_a_note_never_looks_like_a_digit_on_a_monochrome_terminal(env, term):
    t = Terminal([BIN, "play", "--puzzle", PUZZLE], cols=100, rows=32, env=env, cwd=env["HOME"], term=term)
    try:
        t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
        grid = Grid.find(t)
        t.type("n5n")  # one note, 5, in r5c5
        t.wait_for(lambda t: selection(t) == (5, 5, "notes 5"))
        select(t, 5, 6)
        select(t, 4, 4)
        t.type("7")  # r4c4 holds 7: a placed digit
        t.wait_for(lambda t: grid.cell_text(t, 4, 4) == "7")
        select(t, 1, 1)  # off both cells, so neither is drawn in reverse
        note, digit = (styled(t, grid, r, c, d) for r, c, d in ((5, 5, "5"), (4, 4, "7")))
        assert note != digit, f"on {term} the note 5 looks like the digit 7: {note} vs {digit}"
    finally:
        t.close()


def styled(t, grid, row, col, digit):
    """The attributes pyte keeps for the character `digit` drawn inside a cell."""
    for y in range(grid.ys[row - 1] + 1, grid.ys[row]):
        for x in range(grid.xs[col - 1] + 1, grid.xs[col]):
            char = t.screen.buffer[y][x]
            if char.data == digit:
                return (char.bold, char.underscore, char.reverse, char.italics)
    raise AssertionError(f"no {digit} in r{row}c{col}:\n{t.text()}")


def clock_seconds(t):
    minutes, seconds = re.search(r"Time\s+(\d+):(\d\d)", t.text()).groups()
    return 60 * int(minutes) + int(seconds)


def test_pause_hides_the_board(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)
    assert re.search(r"[1-9]", grid.area_text(t))

    t.type("p")
    # The hint bar is the last row of a frame and the cursor is hidden after it: then the frame is whole.
    t.wait_for(lambda t: t.line(t.rows - 1).startswith("Paused") and not t.cursor_visible())
    area = grid.area_text(t)
    assert "Paused" in area
    assert not re.search(r"[1-9]", area), f"digits visible while paused:\n{area}"
    assert not Grid.find(t)

    t.type("5")  # paused: typing must not reach the board
    t.type("p")
    t.wait_for(lambda t: Grid.find(t) and grid.digits(t) == before and "Paused" not in grid.area_text(t))
    assert selection(t) == (5, 5, "empty")
    t.wait_for(lambda t: t.cursor_visible() and grid.cell_at(*t.cursor()) == (5, 5))


def test_leaving_the_window_pauses_unless_the_settings_say_not(spawn, env):
    """Focus reports (1004): the terminal says the window lost focus, and the game waits, paused; a focus
    that only flickers out and in, as xterm's does when its window is mapped, pauses nothing."""
    t = play(spawn)
    assert FOCUS_REPORTS in t.active_modes()
    t.send("\x1b[O\x1b[I")
    t.pump_for(1.0)
    assert not t.line(t.rows - 1).startswith("Paused"), t.text()
    t.send("\x1b[O")
    t.wait_for(lambda t: t.line(t.rows - 1).startswith("Paused"))
    t.send("\x1b[I")
    t.pump_for(0.3)
    assert t.line(t.rows - 1).startswith("Paused"), "coming back waits for p"
    t.type("p")
    t.wait_for(lambda t: Grid.find(t))
    t.type("q")
    assert t.wait_exit() == 0

    settings = pathlib.Path(env["XDG_CONFIG_HOME"]) / "inkdoku" / "settings.json"
    settings.parent.mkdir(parents=True, exist_ok=True)
    settings.write_text('{"pauseWhenLeft": false}')
    again = spawn(cols=80, rows=24)
    again.wait_for(lambda t: Grid.find(t) and "Mistakes" in t.text())
    again.send("\x1b[O")
    again.pump_for(0.5)
    assert not again.line(again.rows - 1).startswith("Paused"), again.text()
    again.type("q")
    assert again.wait_exit() == 0


def test_quit_restores_the_terminal(spawn, env):
    t = play(spawn)
    started_modes(t)
    mark = t.mark()
    t.type("q")
    assert t.wait_exit() == 0
    assert_restored(t, mark)
    assert pathlib.Path(env["XDG_STATE_HOME"], "inkdoku", "save.json").exists()


# Every signal whose default action would end the game, not only the usual three.
@pytest.mark.parametrize("sig", [
    signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM,
    signal.SIGVTALRM, signal.SIGPROF, signal.SIGXCPU, signal.SIGPWR,
], ids=lambda s: s.name)
def test_termination_signal_restores_and_dies_by_it(spawn, sig):
    t = play(spawn)
    started_modes(t)
    mark = t.mark()
    t.signal(sig)
    assert t.wait_exit() == -sig
    assert_restored(t, mark)


@pytest.mark.parametrize("sig", [signal.SIGSEGV, signal.SIGABRT, signal.SIGILL, signal.SIGBUS],
                         ids=lambda s: s.name)
def test_crash_signal_restores_the_terminal(spawn, sig):
    t = play(spawn)
    started_modes(t)
    mark = t.mark()
    t.signal(sig)
    # Killed by the signal, or exited 128+sig if a crash reporter ends the process on its behalf.
    assert t.wait_exit(timeout=20) in (-sig, 128 + sig)
    assert_restored(t, mark)
    assert_crash_reported(t, mark)


def test_file_size_limit_fails_the_save_but_not_the_game(spawn, env):
    save = pathlib.Path(env["XDG_STATE_HOME"], "inkdoku", "save.json")
    t = play(spawn)
    enter(t, 1, 3, 4)
    t.type("q")
    assert t.wait_exit() == 0
    before = save.read_bytes()

    # A save needs more than this; past the limit the kernel sends SIGXFSZ, which kills by default.
    t = spawn(limits={resource.RLIMIT_FSIZE: len(before) // 2})
    t.wait_for(lambda t: Grid.find(t) and board(t)[2] == "4")
    started_modes(t)
    mark = t.mark()
    enter(t, 1, 4, 6)
    t.wait_for(lambda t: "File too large" in t.text())
    assert board(t)[3] == "6"
    t.type("q")
    assert t.wait_exit() == 1  # the game could not be saved
    assert_restored(t, mark)
    assert save.read_bytes() == before
    assert sorted(p.name for p in save.parent.iterdir()) == ["save.json"]


def test_kill_9_then_restart_resumes_the_same_board(spawn):
    t = play(spawn)
    enter(t, 1, 3, 4)
    enter(t, 1, 4, 6)
    enter(t, 2, 2, 1)  # wrong: the solution has 7
    enter(t, 9, 1, 3)
    assert mistakes(t) == 1
    before = board(t)
    assert [before[i] for i in (2, 3, 10, 72)] == ["4", "6", "1", "3"]

    t.signal(signal.SIGKILL)
    assert t.wait_exit() == -signal.SIGKILL
    # Nothing can restore after SIGKILL; the harness must see that, or its other checks prove nothing.
    assert MOUSE_BUTTON in t.active_modes()
    assert not t.tty_sane()

    again = spawn()  # no arguments: resume the saved game
    again.wait_for(lambda t: Grid.find(t) and mistakes(t) is not None)
    assert board(again) == before
    assert mistakes(again) == 1


def test_escape_is_harmless_and_closes_help(spawn):
    t = play(spawn)
    before = board(t)
    t.key("escape")
    sentinel(t)
    assert board(t) == before
    assert mistakes(t) == 0

    t.type("?")
    t.wait_for(lambda t: "Esc, ? or a click closes this help" in t.text() and not Grid.find(t))
    t.key("escape")
    t.wait_for(lambda t: Grid.find(t) and board(t) == before)


def test_bracketed_paste_places_nothing(spawn):
    t = play(spawn)
    before = board(t)
    assert BRACKETED_PASTE in t.active_modes()
    t.paste("123456789")
    sentinel(t)
    assert board(t) == before
    assert mistakes(t) == 0


@pytest.mark.parametrize("report", [
    "\x1b[<0;12;",  # cut off: the rest never comes
    "\x1b[<0;1x2;5M",  # a stray byte inside: swallowed whole, digits included
    "\x1b[<0;12;5;7M",  # one parameter too many
], ids=["truncated", "stray-byte", "extra-parameter"])
def test_malformed_mouse_report_types_nothing(spawn, report):
    t = play(spawn)
    before = board(t)
    t.send(report)
    # The game gives a partial sequence up after an idle gap; nothing may follow until then, as a
    # real terminal would not send a key in the middle of a report.
    time.sleep(0.3)
    sentinel(t)
    assert board(t) == before
    assert mistakes(t) == 0
    assert selection(t)[:2] == (5, 6)
    assert before[40] == "."  # r5c5, where the report's digits would have gone


def test_ctrl_z_suspends_and_sigcont_resumes(spawn):
    t = play(spawn)
    started_modes(t)
    mark = t.mark()
    t.ctrl("z")
    t.wait_for(lambda t: t.process_state() == "T")
    t.settle()
    assert_restored(t, mark)

    mark = t.mark()
    t.signal(signal.SIGCONT)
    t.wait_for(lambda t: t.process_state() not in ("T", None))
    t.wait_for(lambda t: {MOUSE_BUTTON, MOUSE_SGR} <= t.active_modes())
    t.wait_for(lambda t: {DECCKM, ALT_SCREEN, BRACKETED_PASTE} <= t.active_modes())
    assert {MOUSE_BUTTON, MOUSE_SGR} <= t.modes_set_since(mark)
    assert not t.tty_sane(), "resumed with the pty still in cooked mode"
    t.wait_for(lambda t: Grid.find(t) and board(t) == given_board())
    sentinel(t)  # an arrow in application mode works again


def test_escape_and_a_click_resume_a_paused_game_as_they_close_a_screen(spawn):
    t = play(spawn)
    for resume in (lambda: t.type("\x1b"), lambda: t.click(2, 2)):
        t.type("p")
        t.wait_for("The clock is stopped")
        assert Grid.find(t) is None, "the pause screen hides the board"
        resume()
        t.wait_for(lambda t: "The clock is stopped" not in t.text() and Grid.find(t))
    assert selection(t)[:2] == (5, 5), "the click resumed the game and selected nothing"
