"""The game in a real xterm on a private Xvfb, played with the real X pointer and keyboard (xdotool): xterm
itself makes the mouse reports, in cells or in pixels (SGR-Pixels, 1016), and tmux-in-xterm passes them on.

Each test records the session (`play --record`), draws digits with the pointer, and checks three things:
what xterm shows (a dump of its screen), what the replay recorded (the reports and the recognizer's
verdicts), and that `inkdoku replay --headless --verify` reaches the same board. A screenshot of each run
goes to .build/e2e-artifacts/. The tests need xvfb, xterm, xdotool, x11-utils, imagemagick and
fonts-dejavu-core (and tmux); without them they fail and say what to install.

The game uses pixel reports only when the terminal tells its pixel size (TIOCGWINSZ) and answers DECRQM
for 1016; xterm 379 does both and has no resource that turns 1016 off. A cell-mode xterm run therefore
hides the pixel size from the game (as terminals that do not report it leave it), and tmux, which has no
1016 and answers no DECRQM, is cell mode by itself.
"""

import json
import pathlib
import subprocess
import sys

import pytest

from handwriting import DIGITS, corners, pointer_path
from paths import BIN, ROOT, player_env
from test_play import PUZZLE, SOLUTION, Grid, deadline  # noqa: F401
from xterm import STEP_PX, XSession, missing_tools, wait_until

ARTIFACTS = ROOT / ".build" / "e2e-artifacts"
LAUNCH = pathlib.Path(__file__).resolve().parent / "launch.py"
# 160 × 66 gives the largest cells a side panel allows here: 13 columns × 6 rows inside each.
COLS, ROWS = 160, 66
CELL_INTERIOR = (13, 6)
# Digit → the empty cell (row, col) of PUZZLE whose solution it is, so every placement is correct.
DRAWN = {1: (1, 8), 4: (1, 3), 7: (2, 2), 2: (1, 9)}
RECOGNITION_SECONDS = 10  # the group's 0.45 s wait plus the model, on a loaded machine


@pytest.fixture(scope="module", autouse=True)
def x_tools():
    problem = missing_tools()
    if problem:
        pytest.fail(problem)


class Screen:
    """One dump of xterm's screen, in the shape test_play's board helpers read."""

    def __init__(self, lines):
        self._lines = [line.rstrip() for line in lines]

    def lines(self):
        return list(self._lines)

    def text(self):
        return "\n".join(self._lines)


class Game:
    """`inkdoku play` of PUZZLE, recorded, in an xterm (optionally through tmux), with a home of its own."""

    def __init__(self, tmp_path, *, hide_pixel_size=False, tmux=False):
        self.replay = tmp_path / "session.jsonl"
        self.status = tmp_path / "status"
        self.tmux_socket = tmp_path / "tmux.sock" if tmux else None
        env = player_env(tmp_path, SWIFT_BACKTRACE="interactive=no", LC_ALL="C.UTF-8")
        (tmp_path / "home").mkdir()
        command = [sys.executable, str(LAUNCH), str(self.status)]
        command += ["--hide-pixel-size"] if hide_pixel_size else []
        command += ["--", BIN, "play", "--record", str(self.replay), "--puzzle", PUZZLE]
        if tmux:
            conf = tmp_path / "tmux.conf"
            # With the mouse on, tmux reads xterm's reports itself and re-encodes them for the pane that asked.
            conf.write_text("set -g default-terminal tmux-256color\nset -g mouse on\n")
            command = ["tmux", "-S", str(self.tmux_socket), "-f", str(conf), "new-session", *command]
        self.x = XSession(command, cols=COLS, rows=ROWS, workdir=tmp_path, env=env)

    def __enter__(self):
        self.x.__enter__()
        return self

    def __exit__(self, *exc):
        if self.tmux_socket and self.tmux_socket.exists():
            subprocess.run(["tmux", "-S", str(self.tmux_socket), "kill-server"], capture_output=True, timeout=10)
        self.x.__exit__(*exc)

    # ---- the recording ----------------------------------------------------------------------------

    def lines(self):
        """The replay's complete lines so far, decoded."""
        text = self.replay.read_text() if self.replay.exists() else ""
        return [json.loads(line) for line in text.split("\n")[:-1]]

    def messages(self, kind):
        return [line[kind] for line in self.lines()[1:] if kind in line]

    def wait_started(self, pixels):
        """Waits for the header (written once mouse tracking is on) and, for pixels, the game's switch to them
        (made as xterm's DECRQM answer arrives, before it is recorded); then for the board on screen."""
        header = wait_until(lambda: self.lines()[:1], 10, "the replay header")[0]
        if pixels:
            wait_until(lambda: self.messages("modeReport"), 10, "xterm's DECRQM answer for 1016")
        wait_until(self._board_shown, 10, "the board on xterm's screen")
        return header

    def _board_shown(self):
        screen = Screen(self.x.screen_lines())
        self.grid = Grid.find(screen)
        return self.grid and "r5c5: empty" in screen.text()

    # ---- playing ----------------------------------------------------------------------------------

    def centre(self, row, col):
        left, top, right, bottom = self.grid.interior(row, col)
        return (left + right) / 2, (top + bottom) / 2

    def draw(self, digit, row, col):
        """Writes `digit` over cell r{row}c{col} with the pointer; waits for the recognizer's verdict."""
        before = len(self.messages("recognized"))
        for stroke in DIGITS[digit]:
            self.x.stroke(corners(stroke, self.grid.interior(row, col)))
        wait_until(lambda: len(self.messages("recognized")) > before, RECOGNITION_SECONDS,
                   f"the recognizer's verdict on the {digit} drawn in r{row}c{col}")

    def wait_board(self, expected):
        """Waits until xterm shows `expected` (81 characters, '.' empty) on the board."""
        return wait_until(lambda: self.grid.digits(Screen(self.x.screen_lines())) == expected, 10,
                          f"the board {expected} on xterm's screen")

    def finish(self, name):
        """Screenshot, quit with the game's key, and check the game ended well and xterm closed."""
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        png = self.x.screenshot(ARTIFACTS / f"xterm-{name}.png")
        print(f"screenshot: {png}")
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 1000
        self.x.key("q")
        self.x.wait_closed()
        assert self.status.read_text() == "0\n", "the game did not exit with status 0"
        assert "final" in self.lines()[-1]


def board_with(entries):
    """PUZZLE with the digits of `entries` ({(row, col): digit}) placed, as the board shows it."""
    cells = list(PUZZLE.replace("0", "."))
    for (row, col), digit in entries.items():
        assert SOLUTION[(row - 1) * 9 + col - 1] == str(digit), f"r{row}c{col} is not {digit} in the solution"
        cells[(row - 1) * 9 + col - 1] = str(digit)
    return "".join(cells)


def inkdoku(*args):
    return subprocess.run([BIN, *args], capture_output=True, text=True, timeout=60)


def check_replay(game, expected_grid, unit, clicks=0):
    """The recording replays to `expected_grid` with no mistakes, every drawn digit was accepted as itself,
    and every mouse report came in `unit`: one press and one release per stroke drawn and per click."""
    # --verify re-runs the session and every recognition; with --headless it prints the summary as well.
    verified = inkdoku("replay", "--headless", "--verify", str(game.replay))
    assert verified.returncode == 0, verified.stderr
    summary = json.loads(verified.stdout)
    assert summary["final"]["grid"] == expected_grid and summary["final"]["mistakes"] == 0
    assert summary["recognitions"]["accepted"] == len(DRAWN)

    verdicts = game.messages("recognized")
    assert [(v["label"], v.get("reason")) for v in verdicts] == [(digit, None) for digit in DRAWN]
    reports = game.messages("mouse")
    assert {r["u"] for r in reports} == {unit}
    assert {r["b"] for r in reports} == {"left"}
    phases = [r["p"] for r in reports]
    assert {"press", "drag", "release"} <= set(phases)
    strokes = sum(len(DIGITS[digit]) for digit in DRAWN)
    assert phases.count("press") == phases.count("release") == strokes + clicks
    return reports


def strokes_of(reports):
    """The reports of each press…release, in order."""
    strokes = []
    for report in reports:
        if report["p"] == "press":
            strokes.append([])
        strokes[-1].append(report)
    return strokes


def assert_one_report_per_cell_entered(reports):
    # xterm reports motion in cell mode only when the pointer enters another cell.
    for stroke in strokes_of(reports):
        drags = [(r["c"], r["r"]) for r in stroke if r["p"] == "drag"]
        assert all(a != b for a, b in zip(drags, drags[1:])), f"two reports for one cell: {drags}"


def draw_all(game):
    left, top, right, bottom = game.grid.interior(1, 1)
    assert (right - left, bottom - top) == CELL_INTERIOR  # the size the shapes were checked at
    for digit, (row, col) in DRAWN.items():
        game.draw(digit, row, col)


def test_cell_mode_click_keys_and_drawn_digits(tmp_path):
    with Game(tmp_path, hide_pixel_size=True) as game:
        header = game.wait_started(pixels=False)
        game.x.click(*game.centre(4, 2))
        game.x.key("5", "Right", "9", "Down", "6")
        draw_all(game)
        typed = {(4, 2): 5, (4, 3): 9, (5, 3): 6}
        expected = board_with({**typed, **{cell: digit for digit, cell in DRAWN.items()}})
        game.wait_board(expected)
        game.finish("cell")
    assert header["terminal"]["report"] == "cell"
    assert (header["terminal"]["cellWidth"], header["terminal"]["cellHeight"]) == (9, 18)  # no pixel size known
    assert game.messages("modeReport") == []  # nothing asked: without a pixel size, pixels are useless
    assert game.messages("key") == ["5", "right", "9", "down", "6", "q"]
    reports = check_replay(game, expected, "cell", clicks=1)
    x, y = game.centre(4, 2)
    assert (reports[0]["p"], reports[0]["c"], reports[0]["r"]) == ("press", int(x), int(y))  # the click
    assert_one_report_per_cell_entered(reports)


def test_pixel_mode_1016_drawn_digits(tmp_path):
    with Game(tmp_path) as game:
        header = game.wait_started(pixels=True)
        draw_all(game)
        expected = board_with({cell: digit for digit, cell in DRAWN.items()})
        game.wait_board(expected)
        game.finish("pixel")
        cell = game.x.cell
    # The header is written before the DECRQM probe; the answer switches the reports to pixels.
    assert header["terminal"]["report"] == "cell"
    assert (header["terminal"]["cellWidth"], header["terminal"]["cellHeight"]) == cell
    assert game.messages("modeReport")[0] in ([1016, 1], [1016, 2])
    reports = check_replay(game, expected, "pixel")
    # Finer than cells: most motion reports stay in the cell of the report before them.
    for stroke in strokes_of(reports):
        cells = {(r["c"], r["r"]) for r in stroke}
        assert len(stroke) > 2 * len(cells)


def test_tmux_in_xterm_cell_mode_drawn_digits(tmp_path):
    with Game(tmp_path, tmux=True) as game:
        game.wait_started(pixels=False)
        draw_all(game)
        expected = board_with({cell: digit for digit, cell in DRAWN.items()})
        game.wait_board(expected)
        game.finish("tmux")
    assert all(value not in (1, 2) for _, value in game.messages("modeReport"))  # tmux has no 1016
    reports = check_replay(game, expected, "cell")
    assert_one_report_per_cell_entered(reports)


# ---- the shapes, without X ------------------------------------------------------------------------


def simulated_reports(stroke, unit, cell):
    """The reports xterm sends for the pointer path of `stroke` over a cell interior of CELL_INTERIOR at the
    top-left of the text area: 0-based pixels for every motion in pixel mode, the cell on entering it in
    cell mode."""
    width, height = cell
    rect = (0, 0, CELL_INTERIOR[0] * width, CELL_INTERIOR[1] * height)
    pixels = pointer_path(corners(stroke, rect), STEP_PX)
    if unit == "pixel":
        return pixels
    cells = [(x // width, y // height) for x, y in pixels]
    return [c for i, c in enumerate(cells) if i == 0 or c != cells[i - 1]]


@pytest.mark.parametrize("unit,cell", [("cell", (9, 18)), ("cell", (8, 17)), ("pixel", (8, 17))])
def test_the_drawn_shapes_are_read_from_simulated_reports(unit, cell):
    """A failing xterm test is a terminal or game problem, not a badly drawn digit: the same paths, turned
    into reports as xterm makes them, are accepted offline by the shipped model."""
    lines = []
    for digit, strokes in DIGITS.items():
        ink = [[[x, y, 0.004 * i] for i, (x, y) in enumerate(simulated_reports(s, unit, cell))] for s in strokes]
        lines.append(json.dumps({"id": str(digit), "units": unit, "cell": {"width": cell[0], "height": cell[1]},
                                 "strokes": ink}))
    result = subprocess.run([BIN, "recognize", "-"], input="\n".join(lines) + "\n", capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    verdicts = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(v["id"], v["label"], v["decision"]) for v in verdicts] == [
        (str(d), d, "accept") for d in DIGITS], verdicts
