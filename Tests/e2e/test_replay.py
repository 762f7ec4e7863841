"""End-to-end tests of replays: sessions recorded through a real pty, then replayed and verified by the binary.

Keys and mouse reports are written as raw bytes, each as its own read, so the recording holds exactly
the inputs sent. Every wait has a deadline.
"""

import json
import os
import signal
import subprocess

import pytest

from paths import BIN, ROOT, player_env
from terminal import Terminal

REPLAYS = ROOT / "Tests" / "Replays"

EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"

UP, DOWN, RIGHT, LEFT = b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D"


def click(col, row, button=0, release=True):
    """An SGR mouse press (and release) at a 1-based cell."""
    press = f"\x1b[<{button};{col};{row}M".encode()
    return press + (f"\x1b[<{button};{col};{row}m".encode() if release else b"")


def stroke(points):
    """A pencil stroke: press, drags through `points`, release; one report per item, sent apart."""
    (c0, r0), (cn, rn) = points[0], points[-1]
    return (
        [f"\x1b[<0;{c0};{r0}M".encode()]
        + [f"\x1b[<32;{c};{r}M".encode() for c, r in points[1:]]
        + [f"\x1b[<0;{cn};{rn}m".encode()]
    )


def moves(src, dst):
    """Arrow keys from cell `src` to cell `dst`."""
    dr, dc = dst // 9 - src // 9, dst % 9 - src % 9
    return (DOWN if dr > 0 else UP) * abs(dr) + (RIGHT if dc > 0 else LEFT) * abs(dc)


def solve_keys(start=40):
    """Keys that fill every empty cell of EASY with its solution digit, row by row."""
    keys, at = [], start
    for cell, given in enumerate(EASY):
        if given == ".":
            keys.append(moves(at, cell) + SOLUTION[cell].encode())
            at = cell
    return keys


def session(args, home, cols=100, rows=32):
    """The binary on a pty of `cols` × `rows`, with its own XDG directories under `home`."""
    return Terminal([BIN, *args], cols=cols, rows=rows, env=player_env(home), cwd=str(home))


def send(game, *chunks, gap=0.05):
    """Writes each chunk as a separate read for the program, `gap` seconds apart."""
    for chunk in chunks:
        game.send(chunk)
        game.pump_for(gap)


def inkdoku(*args, home=None):
    env = dict(os.environ, HOME=str(home)) if home else None
    return subprocess.run([BIN, *args], capture_output=True, timeout=120, env=env)


def replay_json(path):
    result = inkdoku("replay", "--headless", "--verify", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(result.stdout)


def record_keys_session(path, home):
    """Moves, wrong and right digits, notes, undo/redo, erase, a hint, pause, help, then solves."""
    game = session(["play", "--puzzle", EASY, "--record", str(path)], home)
    game.wait_for("Mistakes")
    # r5c5, selected at the start, holds 5: a 1 there is a mistake that undo does not take back.
    send(game, b"1", b"u", b"U", b"x", b"n", b"2", b"4", b"n", b"H")
    send(game, b"p", gap=0.3)
    send(game, b"p", b"?", b"\x1b", gap=0.2)
    send(game, *solve_keys(), gap=0.02)
    game.wait_for("Solved")
    send(game, b"q")
    assert game.wait_exit() == 0
    return game


def record_mouse_session(path, home):
    """Clicks that select cells, pencil strokes on the board and off it, and a terminal resize."""
    game = session(["play", "--puzzle", EASY, "--record", str(path)], home)
    game.wait_for("Mistakes")
    send(game, click(12, 4), click(40, 20), gap=0.2)
    send(game, *stroke([(30, 10), (31, 11), (32, 12), (32, 14)]), gap=0.03)
    send(game, *stroke([(35, 10), (35, 13)]), gap=0.03)
    game.pump_for(0.8)
    send(game, *stroke([(95, 30), (97, 31)]), gap=0.03)
    game.pump_for(0.8)
    game.resize(120, 40)
    game.pump_for(0.5)
    send(game, click(20, 6), b"3", gap=0.2)
    send(game, b"q")
    assert game.wait_exit() == 0
    return game


def record_menu_session(path, home):
    """The statistics screen and a new Easy game from the menu: answers the loop recorded."""
    game = session(["play", "--puzzle", EASY, "--record", str(path)], home)
    game.wait_for("Mistakes")
    send(game, b"S", gap=0.3)
    send(game, b"\x1b", b"N", gap=0.3)
    send(game, b"1", gap=1.0)
    send(game, b"5", DOWN, b"7", b"q")
    assert game.wait_exit() == 0
    return game


def record_colours_session(path, home):
    """Colour marks: on a cell and its note, on a given, all cleared, the clearing undone and redone and
    undone again, then a digit placed over the coloured note."""
    game = session(["play", "--puzzle", EASY, "--record", str(path)], home)
    game.wait_for("Mistakes")
    # r5c5, selected at the start, is empty (its solution 5); r5c6 holds the given 3.
    send(game, b"n", b"4", b"5", b"n", b"c", b"m", b"5", b"m", b"5", RIGHT, b"c", b"c")
    send(game, b"C", b"u", b"U", b"u", LEFT, b"m", b"4", b"5", gap=0.1)
    send(game, b"q")
    assert game.wait_exit() == 0
    return game


def record_every_change_session(path, home, own_puzzle_key=b"9"):
    """Input whose meaning changed from one replay version to the next, at 100×32 (0-based screen positions
    in comments): `Tests/Replays/changes-*.jsonl` are this session recorded as each version played it.
    `own_puzzle_key` is the new-game screen's key for a puzzle of one's own in the build recording: 9
    from version 11, 7 in version 10."""
    game = session(["play", "--puzzle", EASY, "--record", str(path)], home)
    game.wait_for("Mistakes")

    def at(row, col):  # the 1-based report position of a cell's digit (0-based row and column)
        return 2 + 6 * col + 2 + 1, 2 + 3 * row + 1 + 1

    def cell(row, col):
        return click(*at(row, col))

    def wheel(row, col, up):
        return click(*at(row, col), button=64 if up else 65, release=False)

    # A click on the grid line left of r4c4 (selects r4c4 from version 2), then its digit 7.
    send(game, click(20, 12), b"7", gap=0.15)
    # A hint told, two mode switches (before version 4 they ended it), then H again.
    send(game, b"H", b"H", b"n", b"n", b"H", gap=0.15)
    # A digit picked with f (version 1 with digitPicking on) and put down again; the number pad's 2.
    send(game, b"f", b"3", b"f", b"3", click(65, 30), gap=0.15)
    # The wheel over r1c3 turns up to 9 (and selects r1c3 from version 6); a click on r1c4; the wheel back.
    send(game, wheel(0, 2, True), cell(0, 3), wheel(0, 2, False), gap=0.15)
    # Version 9: the wheel turns up from 9 to none to 1 over r1c6 and a click places it there, then
    # lets it go, so a click on r1c7 only selects it; f, then the number pad's 6 over the empty r1c7
    # picks 6 (before: placed it), put down with Esc.
    send(game, wheel(0, 5, True), wheel(0, 5, True), cell(0, 5), cell(0, 6), b"f", click(73, 30), b"\x1b",
         gap=0.15)
    # The menu by key and by its button (version 6), the candidates view by key and label (version 7).
    send(game, b"M", b"\x1b", click(95, 32), b"\x1b", b"v", b"\x1b", click(76, 29), click(10, 10), gap=0.15)
    # Colour marks (version 8): the cell, then note 4 (before: 4 is placed).
    send(game, b"c", b"m", b"4", gap=0.15)
    # Version 10: the wheel moves through the menu (before: nothing), so Enter runs Undo and takes the
    # cell's colour back (before: it ran New game, whose question Esc answers no).
    send(game, b"M", *[wheel(4, 4, False)] * 3, b"\r", b"\x1b", gap=0.15)
    # Version 10: a click on the hint bar lets m's question go, so 9 is placed in r1c7 (before: the click
    # did nothing and 9 answered the question).
    send(game, b"m", click(2, 32), b"9", gap=0.15)
    # Version 10: a click in the candidates view selects the cell under it, r9c1 (the view at column 11,
    # row 4), so 3 goes there (before: the press closed the view and 3 went to r1c7).
    send(game, b"v", click(13, 24), b"\x1b", b"3", gap=0.15)
    # Version 11: a tap in the candidates view (press, a drag on the spot, release, in one read) selects
    # the cell under it, r9c7, so 1 goes there (before: the view dropped the stroke and 1 went to r9c1).
    send(game, b"v", b"".join(stroke([(49, 24), (49, 24)])), b"\x1b", b"1", gap=0.15)
    # The settings (version 1 with the display settings): eight downs and Enter, a click off the items, Esc.
    send(game, b"O", *[DOWN] * 8, b"\r", click(2, 2), b"\x1b", gap=0.15)
    # Help held open for two seconds: the clock stops behind it from version 1 with clockStopsBehindScreens.
    send(game, b"?", gap=2.0)
    send(game, b"\x1b", gap=0.15)
    # The menu held open for a second: the clock stops behind it from version 9.
    send(game, b"M", gap=1.0)
    send(game, b"\x1b", gap=0.15)
    # 120×50 with the pad on auto (version 5 stopped it shrinking the board): a click on r6c7 of the whole
    # board, its digit 8, and back.
    game.resize(120, 50)
    game.pump_for(0.3)
    send(game, click(64, 29), b"8", gap=0.15)
    game.resize(100, 32)
    game.pump_for(0.3)
    # Pause, then Esc and a click (they resume from version 3), then p.
    send(game, b"p", b"\x1b", b"p", cell(4, 4), b"p", gap=0.15)
    # Version 10: the paused menu's Undo (row 8) waits for the game, which Esc then resumes (before: the
    # line ran u, which the pause refused, and closed the menu; the first Esc resumed).
    send(game, b"M", click(16, 9), b"\x1b", b"\x1b", gap=0.15)
    # Version 10: 60×20 plays (before: too small), so a click on r1c3 and a 4 put it there.
    game.resize(60, 20)
    game.pump_for(0.3)
    send(game, click(11, 2), b"4", gap=0.15)
    game.resize(100, 32)
    game.pump_for(0.3)
    # Version 11: the new-game screen's key for a puzzle of one's own sets the game aside, its clock
    # stopped, for a second, and Esc brings it back (versions before: 9 did nothing and 7 made a
    # Nightmare puzzle, while the clock ran behind the screen).
    send(game, b"N", b"y", own_puzzle_key, gap=1.0)
    send(game, b"\x1b", gap=0.15)
    send(game, b"q")
    assert game.wait_exit() == 0
    return game


def test_a_session_of_every_changed_input_verifies(tmp_path):
    path = tmp_path / "changes.jsonl"
    record_every_change_session(path, tmp_path)
    final = replay_json(path)["final"]
    assert "colours" not in final, "the menu's Undo took the cell's colour back"
    assert final["entries"][2] == "4", "the session reached its last step, r1c3 at 60×20"
    assert final["entries"][6] == "9", "a click on the bar let the question go"
    assert final["entries"][72] == "3", "a click in the candidates view selected r9c1"
    assert final["entries"][78] == "1", "a tap in the candidates view selected r9c7"


def test_a_session_with_colour_marks_verifies(tmp_path):
    path = tmp_path / "colours.jsonl"
    record_colours_session(path, tmp_path)
    final = replay_json(path)["final"]
    assert final["colours"] == {"r5c5": "a 4a 5b", "r5c6": "b"}
    assert final["entries"][40] == "5"


def test_a_keyboard_session_replays_to_the_solved_board(tmp_path):
    path = tmp_path / "keys.jsonl"
    record_keys_session(path, tmp_path)
    summary = replay_json(path)
    assert summary["final"]["solved"] is True
    assert summary["final"]["grid"] == SOLUTION
    assert summary["final"]["mistakes"] == 1
    assert summary["final"]["hints"] == 1
    assert summary["puzzle"] == EASY
    assert summary["recognitions"] == {"accepted": 0, "rejected": {}}
    assert summary["warnings"] == []


def test_a_mouse_session_with_ink_and_a_resize_verifies(tmp_path):
    path = tmp_path / "mouse.jsonl"
    record_mouse_session(path, tmp_path)
    kinds = [next(k for k in json.loads(line) if k != "t") for line in path.read_text().splitlines()[1:]]
    assert {"mouse", "resize", "key", "tick", "final"} <= set(kinds)
    assert replay_json(path)["events"] == len(kinds) - 1


def test_answers_to_effects_are_recorded_as_messages(tmp_path):
    path = tmp_path / "menu.jsonl"
    record_menu_session(path, tmp_path)
    kinds = [next(k for k in json.loads(line) if k != "t") for line in path.read_text().splitlines()[1:]]
    assert "statsText" in kinds and "newPuzzle" in kinds
    summary = replay_json(path)
    assert summary["puzzle"] == EASY
    # A new puzzle replaced the recorded one: the old givens are no longer all on the board.
    assert not all(g in (".", f) for g, f in zip(EASY, summary["final"]["grid"]))


def test_the_same_replay_gives_the_same_summary(tmp_path):
    path = REPLAYS / "keys.jsonl"
    first = inkdoku("replay", "--headless", str(path))
    second = inkdoku("replay", "--headless", str(path))
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    assert first.stdout.count(b"\n") == 1


@pytest.mark.parametrize("name", sorted(p.name for p in REPLAYS.glob("*.jsonl")))
def test_committed_replays_verify(name):
    result = inkdoku("replay", "--verify", str(REPLAYS / name))
    assert result.returncode == 0, result.stdout + result.stderr
    assert b"difference" not in result.stdout


def test_a_kill_leaves_a_replay_that_still_reads(tmp_path):
    path = tmp_path / "killed.jsonl"
    game = session(["play", "--puzzle", EASY, "--record", str(path)], tmp_path)
    game.wait_for("Mistakes")
    send(game, b"2", UP, RIGHT, b"9")  # r5c5, then r4c6
    game.signal(signal.SIGKILL)
    assert game.wait_exit() == -signal.SIGKILL
    result = inkdoku("replay", "--headless", "--verify", str(path))
    assert result.returncode == 0, result.stderr
    assert b"no final line" in result.stderr
    entries = json.loads(result.stdout)["final"]["entries"]
    assert (entries[40], entries[32]) == ("2", "9")


def test_record_refuses_to_overwrite(tmp_path):
    path = tmp_path / "taken.jsonl"
    path.write_text("precious")
    game = session(["play", "--puzzle", EASY, "--record", str(path)], tmp_path)
    assert game.wait_exit() == 2
    assert b"File exists" in game.raw
    assert path.read_text() == "precious"


def test_the_setting_records_every_game_into_the_state_directory(tmp_path):
    (tmp_path / "config" / "inkdoku").mkdir(parents=True)
    (tmp_path / "config" / "inkdoku" / "settings.json").write_text('{"recordReplays": true}')
    game = session(["play", "--puzzle", EASY], tmp_path)
    game.wait_for("Mistakes")
    send(game, b"q")
    assert game.wait_exit() == 0
    [path] = (tmp_path / "state" / "inkdoku" / "replays").glob("*.jsonl")
    assert replay_json(path)["events"] >= 2


def test_playback_shows_the_game_and_touches_no_player_file(tmp_path):
    game = session(["replay", "--speed", "16", str(REPLAYS / "keys.jsonl")], tmp_path)
    game.wait_for("Replay")
    send(game, b" ", b"+", b"-", b".", b".", b" ")
    game.wait_for("ended", timeout=30)
    send(game, b"q")
    assert game.wait_exit() == 0
    assert not (tmp_path / "state").exists() and not (tmp_path / "data").exists()


@pytest.mark.parametrize(
    "content, message",
    [
        (b"", b"line 1: the file is empty"),
        (b'{"format":"other","version":1}\n', b'line 1: not an Inkdoku replay (format "other"'),
        (None, b"line 2: not valid JSON"),
        (b"x" * (2 << 20), b"line 1: longer than 1048576 bytes"),
    ],
    ids=["empty", "format", "garbage", "huge-line"],
)
def test_bad_files_exit_2_with_the_line(tmp_path, content, message):
    path = tmp_path / "bad.jsonl"
    if content is None:
        header = (REPLAYS / "keys.jsonl").read_text().splitlines()[0]
        content = (header + "\n\x1b[31mgarbage\n").encode()
    path.write_bytes(content)
    for args in (["--headless"], ["--verify"], []):
        result = inkdoku("replay", *args, str(path))
        assert result.returncode == 2, (args, result.stderr)
        assert message in result.stderr
        assert b"\x1b" not in result.stdout + result.stderr


def test_a_cut_off_last_line_is_a_warning(tmp_path):
    text = (REPLAYS / "keys.jsonl").read_bytes()
    path = tmp_path / "cut.jsonl"
    path.write_bytes(text[:-10])
    result = inkdoku("replay", "--headless", str(path))
    assert result.returncode == 0, result.stderr
    assert b"warning" in result.stderr and b"incomplete last line ignored" in result.stderr
    assert json.loads(result.stdout)["warnings"]
