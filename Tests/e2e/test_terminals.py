"""The game in the terminals players use, each on a private Xvfb, played with the real X pointer and keyboard
(xdotool): xterm (pixel reports), kitty (pixel reports, 0-based, drawn with OpenGL through Mesa's software
renderer), rxvt-unicode (cell reports, one per motion event), xfce4-terminal (VTE: cell reports, and motion
events merged while it is busy drawing), and tmux and GNU screen inside xterm (cell reports, re-encoded).

Each runs at 80×24 and at 120×50. In every one the game is recorded (`play --record`) and:
- the board renders: a screenshot shows its grid lines where the emulator's text (where it can dump it)
  has them, with the selection's description in the panel;
- a click selects a cell: the report lands in the cell clicked (at the cell's very first pixel, where an
  origin off by one would miss it), the panel names the cell, and a typed digit goes there;
- at 120×50, digits written with the pointer, about five terminal rows tall, are placed, each in its cell,
  and none wrong; at 80×24, where a cell is one row tall, terminals that report cells show the writing pad
  beside the board, and the same digits written 14 rows tall in the pad go to the cell clicked before each;
- after `q`, the terminal is clean: no board on it, the shell's lines (launch.py --hold) shown instead.
Finally `inkdoku replay --headless --verify` reaches the same board from the recording.

Screenshots of each step are kept in the test's temporary directory. The emulators come from Debian's
packages (Tools/install-test-deps); a missing one fails the test and says what to install.
"""

import json
import subprocess

import pytest

from emulators import KITTY, URXVT, XFCE_TERMINAL, XTERM
from handwriting import DIGITS, cells_entered, recognizer_lines
from launch import AFTER, BEFORE
from multiplexers import SCREEN, TMUX
from paths import BIN
from test_play import deadline  # noqa: F401
from xgame import XGame, board_with
from xserver import wait_until
from xsession import missing_tools

TEST_SECONDS = 120  # a whole session, started on a loaded machine; every wait inside has its own deadline

TERMINALS = {
    "xterm": (XTERM, None), "kitty": (KITTY, None), "urxvt": (URXVT, None), "xfce4-terminal": (XFCE_TERMINAL, None),
    "tmux": (XTERM, TMUX), "screen": (XTERM, SCREEN),
}
SIZES = {"80x24": (80, 24), "120x50": (120, 50)}
CLICKED = ((9, 1), 3)  # an empty cell far from the first selection (r5c5), and its solution
# Digit → the empty cell (row, col) of PUZZLE whose solution it is, so every placement is correct.
WRITTEN = {1: (1, 8), 4: (1, 3), 7: (2, 2), 2: (1, 9)}
WRITING_BOX = (8, 5)  # terminal columns × rows a digit is written over, centred on its cell
PAD_BOX = (28, 14)  # terminal columns × rows a digit is written over in the pad, as large as it invites


def board_rect(game, row, col, box=WRITING_BOX):
    """The `box` of terminal cells centred on the interior of cell r{row}c{col}."""
    x, y = game.centre(row, col)
    return x - box[0] / 2, y - box[1] / 2, x + box[0] / 2, y + box[1] / 2


def inkdoku(*args):
    return subprocess.run([BIN, *args], capture_output=True, text=True, timeout=60)


# ---- the steps ------------------------------------------------------------------------------------


def check_render(game):
    """The board on screen: its lines in a screenshot, where the emulator's text has them."""
    shot = game.shot_grid("render")
    assert shot, f"no board in the screenshot of {game.x.emulator.name}: {game.dir}"
    assert (shot.xs, shot.ys) == (game.grid.xs, game.grid.ys), "the screenshot's board is not where the text's is"
    if game.x.reads_text:
        assert "Mistakes" in game.screen().text()


def check_click(game):
    """A click on the first pixel of a cell selects that cell; the digit typed next lands in it."""
    (row, col), digit = CLICKED
    left, top, _, _ = game.grid.interior(row, col)
    game.x.click(left, top)  # the top-left pixel of the interior: one pixel less is the grid line
    wait_until(lambda: any(r["p"] == "release" for r in game.messages("mouse")), 10, "the click's reports")
    reports = [(r["p"], r["c"], r["r"]) for r in game.messages("mouse")]
    assert reports == [("press", left, top), ("release", left, top)], f"the click was reported as {reports}"
    if game.x.reads_text:
        wait_until(lambda: f"r{row}c{col}: empty" in game.screen().text(), 10, f"the panel naming r{row}c{col}")
    game.x.key(str(digit))
    wait_until(lambda: str(digit) in game.messages("key"), 10, f"the key {digit}")
    return {(row, col): digit}


def pad_rect(game, box=PAD_BOX):
    """The `box` of terminal cells centred in the writing pad, which stands right of the board, as tall as
    it, in the rest of the terminal's width (design §1)."""
    left, right = game.grid.xs[-1] + 3, game.x.cols - 1
    top, bottom = game.grid.ys[0], game.grid.ys[-1]
    x, y = (left + right + 1) / 2, (top + bottom + 1) / 2
    return x - box[0] / 2, y - box[1] / 2, x + box[0] / 2, y + box[1] / 2


def check_written_digits(game, unit, in_pad=False):
    """Digits written over empty cells, or in the pad after a click on the cell, are read as themselves and
    placed there; returns them, and for each stroke how many motion reports the terminal would send for its
    path and how many the game got."""
    written, counts = {}, []
    before = len(game.messages("mouse"))
    for digit, (row, col) in WRITTEN.items():
        if in_pad:
            game.x.click(*game.centre(row, col))
            if game.x.reads_text:
                wait_until(lambda: f"write here → r{row}c{col}" in game.screen().text(), 10, f"the pad for r{row}c{col}")
            else:
                wait_until(lambda: game.messages("mouse")[-1:] and game.messages("mouse")[-1]["p"] == "release",
                           10, "the click's release")
            rect, what = pad_rect(game), f"the {digit} written in the pad for r{row}c{col}"
        else:
            rect, what = board_rect(game, row, col), f"the {digit} written over r{row}c{col}"
        paths = game.write(DIGITS[digit], rect, what)
        for path in paths:
            sent = len(path) - 1 if unit == "pixel" else len(cells_entered(path, game.x.cell, game.x.origin)) - 1
            counts.append(sent)
        written[(row, col)] = digit
    verdicts = game.messages("recognized")
    assert [(v["label"], v.get("reason")) for v in verdicts] == [(d, None) for d in WRITTEN], verdicts
    strokes = []
    for report in game.messages("mouse")[before:]:
        if report["p"] == "press":
            strokes.append(0)
        elif report["p"] == "drag":
            strokes[-1] += 1
        elif report["p"] == "release" and in_pad and strokes and strokes[-1] == 0:
            strokes.pop()  # a click selecting the cell, not a stroke
    assert len(strokes) == len(counts), "a stroke's press was lost"
    return written, list(zip(counts, strokes))


def check_motion_reports(game, motion, what):
    """Every motion report the pointer's paths make arrives, but where the emulator merges motion while it
    is busy; how many arrived is printed and kept (motion-reports.json) for comparing runs."""
    sent, got = sum(s for s, _ in motion), sum(g for _, g in motion)
    print(f"{what}: motion reports for the pointer paths {sent}, received {got}")
    (game.dir / "motion-reports.json").write_text(json.dumps(motion))
    kept = game.x.emulator.motion_kept
    if kept < 1:
        # GTK drops queued motion in bursts while VTE draws: at 120×50 (46 reports) thirteen runs of the same
        # session got 40-45, eight of the code before the number pad 42-45, the game writing the same bytes;
        # a game flooding the terminal loses far more.
        assert got >= kept * sent, f"{sent - got} of {sent} motion reports lost"
    else:  # one report per cell entered, per pixel, or per motion event (urxvt)
        assert all(g >= s for s, g in motion), motion


def check_clean_exit(game, restores_screen):
    """After `q` the board is gone: the shell's lines are back (or, on a terminal without an alternate
    screen, at least the line printed after the game), and a screenshot shows no board lines."""
    assert game.quit() == 0, "the game did not exit with status 0"
    if game.x.reads_text:
        def shell_line():
            text = game.screen().text()
            return text if AFTER in text else None

        text = wait_until(shell_line, 10, "the shell's line after the game")
        assert not set("┏┃━┗") & set(text), f"the board is still on the screen:\n{text}"
        assert not restores_screen or BEFORE in text, f"the shell's earlier output is gone:\n{text}"
    # The emulator may take a moment to show the main screen again.
    wait_until(lambda: game.shot_lines("after-quit") == ([], []), 10, "a screenshot without the board")


def check_replay(game, expected_grid, written, unit):
    """The recording replays to the board seen, with every report in the terminal's unit."""
    verified = inkdoku("replay", "--headless", "--verify", str(game.replay))
    assert verified.returncode == 0, verified.stderr
    summary = json.loads(verified.stdout)
    assert summary["final"]["grid"] == expected_grid
    assert summary["final"]["mistakes"] == 0
    assert summary["recognitions"]["accepted"] == len(written)
    assert {r["u"] for r in game.messages("mouse")} == {unit}


# ---- the tests ------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", TERMINALS)
def test_game_in_terminal(tmp_path, name, size):
    emulator, multiplexer = TERMINALS[name]
    problem = missing_tools(emulator, multiplexer)
    if problem:
        pytest.fail(problem)
    cols, rows = SIZES[size]
    # Pixels where the emulator itself reports them; multiplexers re-encode in cells.
    unit = "pixel" if emulator.pixel_reports and not multiplexer else "cell"
    with XGame(tmp_path, cols=cols, rows=rows, emulator=emulator, multiplexer=multiplexer, hold=True) as game:
        game.wait_started(pixels=unit == "pixel")
        check_render(game)
        entries = check_click(game)
        written = {}
        # Where the pad shows (cell reports at 80×24) the digits go through it; pixel reports are fine for the
        # board's one-row cells, but a digit written that small is not what a player would do.
        if size == "120x50" or unit == "cell":
            written, motion = check_written_digits(game, unit, in_pad=size == "80x24")
            entries.update(written)
            check_motion_reports(game, motion, f"{name} {size}")
        expected = board_with(entries)
        if game.x.reads_text:
            game.wait_board(expected)
        # GNU screen keeps its alternate screen off unless configured: the game clears before it leaves.
        check_clean_exit(game, restores_screen=multiplexer is not SCREEN)
    check_replay(game, expected, written, unit)


@pytest.mark.parametrize("unit,cell", [("cell", (8, 17)), ("cell", (9, 17)), ("cell", (9, 18)),
                                       ("pixel", (8, 17))])
@pytest.mark.parametrize("offset", [(0, 0), (3, 5), (5, 11)])
def test_the_written_shapes_are_read_from_simulated_reports(unit, cell, offset):
    """A failing digit above is a terminal or game problem, not a badly written digit: the same paths over a
    WRITING_BOX, as a terminal reports them wherever the box starts within a cell, are accepted offline."""
    result = subprocess.run([BIN, "recognize", "-"], input=recognizer_lines(unit, cell, WRITING_BOX, offset),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    verdicts = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(v["id"], v["label"], v["decision"]) for v in verdicts] == [
        (str(d), d, "accept") for d in DIGITS], verdicts
