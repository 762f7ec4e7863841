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
import subprocess

import pytest

from handwriting import DIGITS, recognizer_lines
from multiplexers import TMUX
from paths import BIN, ROOT
from test_play import deadline  # noqa: F401
from xgame import XGame, board_with
from xsession import missing_tools

ARTIFACTS = ROOT / ".build" / "e2e-artifacts"
# 160 × 66 gives the largest cells a side panel allows here: 13 columns × 6 rows inside each.
COLS, ROWS = 160, 66
CELL_INTERIOR = (13, 6)
# Digit → the empty cell (row, col) of PUZZLE whose solution it is, so every placement is correct.
DRAWN = {1: (1, 8), 4: (1, 3), 7: (2, 2), 2: (1, 9)}


@pytest.fixture(scope="module", autouse=True)
def x_tools():
    for multiplexer in (None, TMUX):
        problem = missing_tools(multiplexer=multiplexer)
        if problem:
            pytest.fail(problem)


def xterm_game(tmp_path, *, hide_pixel_size=False, tmux=False):
    """The recorded game of PUZZLE in an xterm of COLS × ROWS (optionally through tmux)."""
    return XGame(tmp_path, cols=COLS, rows=ROWS, hide_pixel_size=hide_pixel_size, multiplexer=TMUX if tmux else None)


def draw(game, digit, row, col):
    """Writes `digit` over cell r{row}c{col} with the pointer; waits for the recognizer's verdict."""
    game.write(DIGITS[digit], game.grid.interior(row, col), f"the {digit} drawn in r{row}c{col}")


def finish(game, name):
    """Screenshot, quit with the game's key, and check the game ended well and xterm closed."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    png = game.x.screenshot(ARTIFACTS / f"xterm-{name}.png")
    print(f"screenshot: {png}")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 1000
    assert game.quit() == 0, "the game did not exit with status 0"
    game.x.wait_closed()
    assert "final" in game.lines()[-1]


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
    reports = game.located_reports()
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
        draw(game, digit, row, col)


def test_cell_mode_click_keys_and_drawn_digits(tmp_path):
    with xterm_game(tmp_path, hide_pixel_size=True) as game:
        header = game.wait_started(pixels=False)
        game.x.click(*game.centre(4, 2))
        game.x.key("5", "Right", "9", "Down", "6")
        draw_all(game)
        typed = {(4, 2): 5, (4, 3): 9, (5, 3): 6}
        expected = board_with({**typed, **{cell: digit for digit, cell in DRAWN.items()}})
        game.wait_board(expected)
        finish(game, "cell")
    assert header["terminal"]["report"] == "cell"
    assert (header["terminal"]["cellWidth"], header["terminal"]["cellHeight"]) == (9, 18)  # no pixel size known
    assert game.messages("modeReport") == []  # nothing asked: without a pixel size, pixels are useless
    assert game.messages("key") == ["5", "right", "9", "down", "6", "q"]
    reports = check_replay(game, expected, "cell", clicks=1)
    x, y = game.centre(4, 2)
    assert (reports[0]["p"], reports[0]["c"], reports[0]["r"]) == ("press", int(x), int(y))  # the click
    assert_one_report_per_cell_entered(reports)


def test_pixel_mode_1016_drawn_digits(tmp_path):
    with xterm_game(tmp_path) as game:
        header = game.wait_started(pixels=True)
        draw_all(game)
        expected = board_with({cell: digit for digit, cell in DRAWN.items()})
        game.wait_board(expected)
        finish(game, "pixel")
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
    with xterm_game(tmp_path, tmux=True) as game:
        game.wait_started(pixels=False)
        draw_all(game)
        expected = board_with({cell: digit for digit, cell in DRAWN.items()})
        game.wait_board(expected)
        finish(game, "tmux")
    assert all(value not in (1, 2) for _, value in game.messages("modeReport"))  # tmux has no 1016
    reports = check_replay(game, expected, "cell")
    assert_one_report_per_cell_entered(reports)


# ---- the shapes, without X ------------------------------------------------------------------------


@pytest.mark.parametrize("unit,cell", [("cell", (9, 18)), ("cell", (8, 17)), ("pixel", (8, 17))])
def test_the_drawn_shapes_are_read_from_simulated_reports(unit, cell):
    """A failing xterm test is a terminal or game problem, not a badly drawn digit: the same paths, turned
    into reports as xterm makes them, are accepted offline by the shipped model."""
    result = subprocess.run([BIN, "recognize", "-"], input=recognizer_lines(unit, cell, CELL_INTERIOR),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    verdicts = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(v["id"], v["label"], v["decision"]) for v in verdicts] == [
        (str(d), d, "accept") for d in DIGITS], verdicts
