"""The game in the terminals players use, each on a private Xvfb, played with the real X pointer and keyboard
(xdotool): xterm (pixel reports), kitty (pixel reports, 0-based, drawn with OpenGL through Mesa's software
renderer), rxvt-unicode (cell reports, the first motion in the press's cell too), xfce4-terminal (VTE: cell reports, and motion
events merged while it is busy drawing), and tmux and GNU screen inside xterm (cell reports, re-encoded);
and a browser's terminal: JupyterLab's (xterm.js, as in VS Code) in headless Chromium, played through
chromedriver's pointer and key actions (browser.py), where the pty has no pixel size (cell reports).

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

In the browser the game also gets Esc (never two within 350 ms, which leave JupyterLab's terminal), its
help says so, the pointer presses the left button alone (the right one opens JupyterLab's menu), and at
120×50 digits go over the board and through the pad; the digits right, wrong and refused per surface are printed, and
every press and release sent is received once.

Screenshots of each step are kept in the test's temporary directory. The emulators come from Debian's
packages, JupyterLab and Selenium from PyPI (Tools/install-test-deps); a missing one fails the test and
says what to install.
"""

import json
import pathlib
import subprocess
import sys
from collections import Counter

import pytest

from browser import HOST_ESCAPE_MS, LEFT, BrowserSession, missing_browser_tools
from emulators import KITTY, URXVT, XFCE_TERMINAL, XTERM
from handwriting import DIGITS, cells_entered, recognizer_lines
from launch import AFTER, BEFORE
from multiplexers import SCREEN, TMUX
from paths import BIN, player_env
from test_play import PUZZLE, SOLUTION, Grid, deadline  # noqa: F401
from xgame import XGame, board_with
from xserver import wait_until
from xsession import missing_tools

TEST_SECONDS = 300  # a whole session, started on a loaded machine; every wait inside has its own deadline

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
    reports = [(r["p"], r["c"], r["r"]) for r in game.located_reports()]
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


def check_written_digits(game, unit, in_pad=False, placements=WRITTEN):
    """Digits written over empty cells, or in the pad after a click on the cell, are read as themselves and
    placed there; returns them, for each stroke how many motion reports the terminal would send for its
    path and how many the game got, and the verdicts counted: right (placed, the digit written), wrong
    (placed, another digit) and refused."""
    written, counts = {}, []
    before, verdicts_before = len(game.messages("mouse")), len(game.messages("recognized"))
    for digit, (row, col) in placements.items():
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
            if unit == "pixel":
                sent = len(path) - 1
            elif game.x.emulator.reports_motion_in_press_cell:
                sent = len(cells_entered(path[1:], game.x.cell, game.x.origin))
            else:
                sent = len(cells_entered(path, game.x.cell, game.x.origin)) - 1
            counts.append(sent)
        written[(row, col)] = digit
    verdicts = game.messages("recognized")[verdicts_before:]
    tally = {"right": 0, "wrong": 0, "refused": 0}
    for digit, verdict in zip(placements, verdicts):
        tally["refused" if verdict.get("reason") else "right" if verdict["label"] == digit else "wrong"] += 1
    print(f"{game.x.emulator.name} {game.x.cols}x{game.x.rows} {'pad' if in_pad else 'board'}: digits {tally}")
    assert [(v["label"], v.get("reason")) for v in verdicts] == [(d, None) for d in placements], verdicts
    strokes = []
    for report in game.messages("mouse")[before:]:
        if report["p"] == "press":
            strokes.append(0)
        elif report["p"] == "drag":
            strokes[-1] += 1
        elif report["p"] == "release" and in_pad and strokes and strokes[-1] == 0:
            strokes.pop()  # a click selecting the cell, not a stroke
    assert len(strokes) == len(counts), "a stroke's press was lost"
    return written, list(zip(counts, strokes)), tally


def check_motion_reports(game, motion, what):
    """Every motion report the pointer's paths make arrives: one per cell entered or per pixel. The pointer waits for each report before it moves on (XSession.stroke), so an emulator
    that merges queued motion on a busy machine has none queued to merge. How many arrived is printed and
    kept (motion-reports.json) for comparing runs."""
    sent, got = sum(s for s, _ in motion), sum(g for _, g in motion)
    print(f"{what}: motion reports for the pointer paths {sent}, received {got}")
    (game.dir / "motion-reports.json").write_text(json.dumps(motion))
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
    assert {r["u"] for r in game.located_reports()} == {unit}


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
            written, motion, _ = check_written_digits(game, unit, in_pad=size == "80x24")
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


# ---- the browser's terminal -----------------------------------------------------------------------

# At 120×50 the pad shows beside the board too (cell reports): digits go over the board to WRITTEN's cells,
# then through the pad to these.
PAD_WRITTEN = {1: (7, 3), 4: (6, 6), 7: (5, 7), 2: (4, 8)}


BROWSER_CLOCK_RATE = 0.1


class BrowserGame(XGame):
    """The game as XGame plays it, in JupyterLab's terminal in a browser (browser.py) instead of an X terminal."""

    def __init__(self, tmp_path, *, cols, rows):
        super().__init__(tmp_path, cols=cols, rows=rows, hold=True)
        # WebDriver hands the page one pointer move at a time, which beside two CPU-bound processes took
        # up to 41 s for a digit, past the 10 s the game gives a group: the game's clock runs at a tenth
        # of real time here, so the harness's speed is not what the test measures (the ink is, and it
        # replays the same).
        env = dict(self.x.env, INKDOKU_CLOCK_RATE=str(BROWSER_CLOCK_RATE))
        self.x = BrowserSession(self.x.command, cols=cols, rows=rows, workdir=tmp_path, env=env)


def check_host_keys(game):
    """Esc reaches the game, as a player presses it (the settings opened with `O`, closed with Esc, twice),
    while JupyterLab keeps the terminal: never two Esc within its 350 ms."""
    for _ in range(2):
        game.x.key("O")
        wait_until(lambda: "Learn my hand" in game.screen().text(), 10, "the settings")
        game.x.key("Escape")
        wait_until(lambda: "Learn my hand" not in game.screen().text(), 10, "the settings closed by Esc")
    assert game.messages("key").count("escape") == 2, game.messages("key")


def check_host_help(game):
    """The help says what JupyterLab takes and what to use instead (the game knows its host from
    JUPYTER_SERVER_ROOT); one Esc closes it."""
    game.x.key("?")
    wait_until(lambda: "Esc, ? or a click closes this help" in game.screen().text(), 10, "the help")
    text = game.screen().text()
    assert "In JupyterLab: press Esc once" in text and "JupyterLab's menu: play with the left." in text, text
    game.x.key("Escape")
    wait_until(lambda: "Esc, ? or a click closes this help" not in game.screen().text(), 10, "the help closed by Esc")


def check_host_input(game):
    """JupyterLab takes the right button (its context menu) and Esc Esc (leaving the terminal): the page got
    the left button alone, no context menu, no two Esc within 350 ms, and the terminal kept the focus."""
    sent = {action["button"] for action in game.x.sent if action["type"] in ("pointerDown", "pointerUp")}
    assert sent == {LEFT}, f"pointer buttons sent: {sent}"
    log = game.x.input_log()
    buttons = [event["button"] for event in log if event["type"] in ("mousedown", "mouseup")]
    assert buttons and set(buttons) == {0}, f"buttons the page got: {buttons}"
    assert not [event for event in log if event["type"] in ("contextmenu", "auxclick")], log
    escapes = [event["t"] for event in log if event["type"] == "keydown" and event["key"] == "Escape"]
    # Two closing the settings, one the help.
    assert len(escapes) == 3 and all(b - a >= HOST_ESCAPE_MS for a, b in zip(escapes, escapes[1:])), \
        f"Esc at {escapes} ms"
    assert game.x.has_focus(), "the terminal lost the keyboard focus to JupyterLab"


def check_reports_received(game):
    """Every press and release sent makes one report, and only those: nothing is lost or doubled."""
    sent = Counter(action["type"] for action in game.x.sent)
    got = Counter(report["p"] for report in game.messages("mouse"))
    print(f"jupyterlab {game.x.cols}x{game.x.rows}: presses sent {sent['pointerDown']}, received {got['press']}; "
          f"releases sent {sent['pointerUp']}, received {got['release']}; drags received {got['drag']}")
    assert (got["press"], got["release"]) == (sent["pointerDown"], sent["pointerUp"]), (sent, got)


@pytest.mark.parametrize("size", SIZES)
def test_game_in_browser_terminal(tmp_path, size):
    """The same game in JupyterLab's terminal (xterm.js) in headless Chromium, played through WebDriver's
    pointer and key actions: the pty has no pixel size, so the game keeps cell reports and shows the pad;
    at 80×24 the digits go through it, at 120×50 over the board and then through the pad `P` shows."""
    problem = missing_browser_tools()
    if problem:
        pytest.fail(problem)
    cols, rows = SIZES[size]
    with BrowserGame(tmp_path, cols=cols, rows=rows) as game:
        assert game.x.pty_size == [rows, cols, 0, 0], f"the pty's size (rows, columns, pixels): {game.x.pty_size}"
        header = game.wait_started(pixels=False)
        check_render(game)
        entries = check_click(game)
        check_host_keys(game)
        check_host_help(game)
        written = {}
        for surface, placements in [("board", WRITTEN), ("pad", PAD_WRITTEN)] if size == "120x50" else [
                ("pad", WRITTEN)]:
            if surface == "pad" and size == "120x50":
                # There the pad would shrink the board, so it shows only when asked for (issue 35, bug 11).
                game.x.key("P")
                game.grid = wait_until(lambda: "write here" in game.screen().text() and Grid.find(game.screen()),
                                       10, "the writing pad shown by P")
            placed, motion, tally = check_written_digits(game, "cell", in_pad=surface == "pad", placements=placements)
            assert tally == {"right": len(placements), "wrong": 0, "refused": 0}, f"{surface}: {tally}"
            written.update(placed)
            check_motion_reports(game, motion, f"jupyterlab {size} {surface}")
            assert [got for _, got in motion] == [sent for sent, _ in motion], f"{surface}: {motion}"
        check_reports_received(game)
        entries.update(written)
        expected = board_with(entries)
        game.wait_board(expected)
        check_host_input(game)
        check_clean_exit(game, restores_screen=True)
    assert "pixel" not in game.messages("reportUnit"), header
    check_replay(game, expected, written, "cell")


PROBE = pathlib.Path(__file__).resolve().parent / "terminal_probe.py"


def test_what_the_browser_terminal_answers(tmp_path):
    """What a game learns from JupyterLab's xterm.js about pixels (terminal_probe.py): the numbers a pixel
    mode for this terminal stands on, and why the game does not use one yet. The pty has no pixel size;
    DECRQM answers for SGR-Pixels (reset, then set once asked for; 1006 and 1016 are one setting, as in
    xterm); `CSI 14 t`, `16 t` and `18 t` go unanswered; cell reports count from 1, pixel reports from 0,
    relative to the text area's top-left pixel, clamped to it, in the page's cells."""
    log = tmp_path / "probe.jsonl"

    def lines():
        return [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []

    with BrowserSession([sys.executable, str(PROBE), str(log)], cols=80, rows=24, workdir=tmp_path,
                        env=player_env(tmp_path)) as term:
        cw, ch = term.cell
        # The first and the last pixel of cell (10, 5), the screen's first pixel, and one past its last.
        points = [(10 * cw, 5 * ch), (11 * cw - 1, 6 * ch - 1), (0, 0), (80 * cw, 24 * ch)]
        reports = {}
        for phase, key in [("cell", "p"), ("pixel", "q")]:
            wait_until(lambda: {"phase": phase} in lines(), 20, f"the probe's {phase} phase")
            for x, y in points:
                term._pointer([term._move(term.origin[0] + x, term.origin[1] + y),
                               {"type": "pointerDown", "button": LEFT}, {"type": "pointerUp", "button": LEFT}])
            wait_until(lambda: len([line for line in lines() if "report" in line]) == 2 * len(points) * (
                1 + (phase == "pixel")), 10, f"the {phase} reports")
            reports[phase] = [line["report"] for line in lines() if "report" in line][-2 * len(points):]
            term.key(key)
        wait_until(lambda: {"phase": "done"} in lines(), 10, "the probe's end")
    found = lines()
    print(f"jupyterlab probe: cell {cw}×{ch} px; {found}")
    assert found[0] == {"winsize": [24, 80, 0, 0]}, found[0]
    assert {line["query"]: line["answer"] for line in found if "query" in line} == {
        "DECRQM 1016": "\x1b[?1016;2$y", "DECRQM 1006": "\x1b[?1006;2$y",
        "CSI 14 t": "", "CSI 16 t": "", "CSI 18 t": "",
        "DECRQM 1006 after 1002h 1006h": "\x1b[?1006;1$y", "DECRQM 1016 after 1002h 1006h": "\x1b[?1016;2$y",
        "DECRQM 1006 after 1002h 1006h 1016h": "\x1b[?1006;2$y",
        "DECRQM 1016 after 1002h 1006h 1016h": "\x1b[?1016;1$y",
    }
    clicks = [(1 + x // cw, 1 + y // ch) for x, y in points[:3]] + [(80, 24)]
    assert reports["cell"] == [[0, c, r, kind] for c, r in clicks for kind in "Mm"], reports["cell"]
    pixels = [(int(x), int(y)) for x, y in points[:3]] + [(int(80 * cw) - 1, int(24 * ch) - 1)]
    assert reports["pixel"] == [[0, x, y, kind] for x, y in pixels for kind in "Mm"], reports["pixel"]


def screen_find(game, text):
    """(column, row) of the first place `text` shows in the emulator's text, or None."""
    for y, line in enumerate(game.x.screen_lines()):
        x = line.find(text)
        if x >= 0:
            return x, y
    return None


@pytest.mark.parametrize("name", ["tmux", "xterm"])
def test_a_whole_game_with_the_mouse_alone_at_80x24(tmp_path, name):
    """A player with only a mouse, in a real terminal at 80×24 (tmux reports cells, and the writing pad and
    the number pad share the right side; xterm reports pixels, and the number pad stands in the panel):
    every empty cell by a click on it and one on the number pad, then a click on the solved game's hint
    bar, a click on a level, and the `[Menu]` button's Quit; no key at all."""
    emulator, multiplexer = TERMINALS[name]
    problem = missing_tools(emulator, multiplexer)
    if problem:
        pytest.fail(problem)
    with XGame(tmp_path, cols=80, rows=24, emulator=emulator, multiplexer=multiplexer, hold=True) as game:
        game.wait_started(pixels=emulator.pixel_reports and not multiplexer)
        lines = game.x.screen_lines()
        pad_row = next(y for y, line in enumerate(lines) if "Left 1 2 3 4 5 6 7 8 9" in line)
        pad_left = lines[pad_row].find("Left 1 2 3 4 5 6 7 8 9")
        for i, (given, digit) in enumerate(zip(PUZZLE, SOLUTION)):
            if given == ".":
                game.x.click(*game.centre(i // 9 + 1, i % 9 + 1))
                game.x.click(pad_left + 5 + 2 * (int(digit) - 1) + 0.5, pad_row + 0.5)
        game.wait_board(SOLUTION)
        solved = wait_until(lambda: screen_find(game, "Solved! A click here"), 10, "the completion screen")
        game.x.click(solved[0] + 0.5, solved[1] + 0.5)  # on the hint bar, beside the solved board
        level = wait_until(lambda: screen_find(game, "1  Easy"), 10, "the difficulty menu")
        game.x.click(level[0] + 0.5, level[1] + 0.5)
        wait_until(lambda: "Easy" in "\n".join(game.x.screen_lines()) and "Solved!" not in "\n".join(
            game.x.screen_lines()), 15, "the next game")
        button = wait_until(lambda: screen_find(game, "[Menu]"), 10, "the menu button")
        game.x.click(button[0] + 1.5, button[1] + 0.5)
        quit_line = wait_until(lambda: screen_find(game, "Quit (the game is saved)"), 10, "the menu")
        game.x.click(quit_line[0] + 0.5, quit_line[1] + 0.5)
        wait_until(lambda: game.status.exists(), 15, "the game to quit")
    assert not game.messages("key"), f"keys were sent: {game.messages('key')}"
