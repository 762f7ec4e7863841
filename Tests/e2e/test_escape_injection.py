"""Escape injection: terminal control sequences hidden in puzzle comments and ids, file names, command-line
values, replay fields, stats keys and ink ids must come out inert.

On the command line that means no control byte from the input on standard output or error (JSON carries
them as \\u escapes); in the game and in replay playback the text is shown spelled out (\\u{1B}…) while
the terminal's title, modes and screen stay as the program set them.
"""

import json
import pathlib
import shutil
import subprocess
import tempfile

import pytest

from paths import BIN, ROOT, player_env
from terminal import ALT_SCREEN, INPUT_MODES, MOUSE_BUTTON, MOUSE_SGR, Terminal

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
REPLAY = (ROOT / "Tests" / "Replays" / "keys.jsonl").read_text().splitlines()

PAYLOADS = {
    "osc-title": "\x1b]0;PWNED\x07",
    "osc-52-clipboard": "\x1b]52;c;cHduZWQ=\x07",
    "csi-clear": "\x1b[2J",
    "leave-alt-screen": "\x1b[?1049l",
    "dcs": "\x1bPq#0;2;0;0;0\x1b\\",
    "c1-csi": "\u009b31m",
    "bell": "\x07",
    "mouse-off": "\x1b[?1000l",
}
PAYLOAD_PARAMS = [pytest.param(p, id=name) for name, p in PAYLOADS.items()]


@pytest.fixture
def root():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="inkdoku-inject-"))
    (folder / "home").mkdir()
    yield folder
    shutil.rmtree(folder)


def spelled(text):
    """How inkdoku shows `text`: each control character as \\u{XX}, like TerminalSafe.escape."""
    return "".join(f"\\u{{{ord(c):02X}}}" if ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 else c for c in text)


def control_characters(data):
    text = data.decode("utf-8", "replace")
    return [hex(ord(c)) for c in text if (ord(c) < 0x20 and c != "\n") or 0x7F <= ord(c) < 0xA0]


def run(root, args, stdin=b"", **env):
    result = subprocess.run([BIN, *args], input=stdin, capture_output=True, env=player_env(root, **env),
                            cwd=str(root), timeout=60)
    assert not control_characters(result.stdout), result.stdout
    assert not control_characters(result.stderr), result.stderr
    return result


def replay_file(root, name, events):
    """A replay of the keys recording's header followed by `events`."""
    path = root / name
    path.write_text("\n".join([REPLAY[0]] + [json.dumps(e) for e in events]) + "\n")
    return path


# ---- the command line -------------------------------------------------------------------------------
# Each case puts the payload somewhere and returns the command's result and the text the payload should
# appear as in the output (None when the output has no reason to repeat it).


def puzzle_comment(root, p):
    path = root / "puzzles.txt"
    path.write_text(f"# {p}\n{PUZZLE} {p}\n")
    return run(root, ["solve", str(path)]), None


def grade_text_id(root, p):
    return run(root, ["grade"], stdin=f"{PUZZLE} id{p}\n".encode()), None


def grade_json_id(root, p):
    result = run(root, ["grade", "--json"], stdin=f"{PUZZLE} id{p}\n".encode())
    assert json.loads(result.stdout)["id"] == "id" + p
    return result, json.dumps("id" + p)[1:-1].replace("\u009b", "\\u009b")


def puzzle_character(root, p):
    return run(root, ["solve"], stdin=f"53..7{p}\n".encode()), None


def file_name(root, p):
    return run(root, ["solve", str(root / f"missing{p}.txt")]), spelled(f"missing{p}.txt")


def unknown_option(root, p):
    return run(root, ["solve", f"--x{p}"]), None


def unknown_command(root, p):
    return run(root, [f"x{p}"]), None


def puzzle_option(root, p):
    return run(root, ["play", "--puzzle", p]), None


def model_path(root, p):
    return run(root, ["recognize", "--model", str(root / f"m{p}")]), spelled(f"m{p}")


def model_environment(root, p):
    return run(root, ["--version"], INKDOKU_MODEL=str(root / f"m{p}")), spelled(f"m{p}")


def ink_id(root, p):
    line = {"id": p, "units": "cell", "strokes": [[[0, 0, 0], [1, 1, 0.02]]]}
    result = run(root, ["recognize"], stdin=(json.dumps(line) + "\n").encode())
    assert json.loads(result.stdout)["id"] == p
    return result, None


def stats_keys(root, p):
    stats = {"format": 1, "rejects": {f"zero{p}": 3}, "games": [
        {"daily": False, "date": "2026-11-29T16:25:30Z", "difficulty": f"easy{p}", "hints": 0,
         "mistakes": 0, "seconds": 10}]}
    (root / "data" / "inkdoku").mkdir(parents=True)
    (root / "data" / "inkdoku" / "stats.json").write_text(json.dumps(stats))
    return run(root, ["stats"]), spelled(f"zero{p}")


def save_content(root, p):
    save = {"format": 1, "settings": {}, "game": {"format": 1, "givens": p}}
    (root / "state" / "inkdoku").mkdir(parents=True)
    (root / "state" / "inkdoku" / "save.json").write_text(json.dumps(save))
    return run(root, ["play"]), spelled(p)


def replay_name(root, p):
    path = root / f"game{p}.jsonl"
    path.write_text(REPLAY[0] + "\n" + '{"t":1,"ti')  # a cut-off last line: a warning naming the file
    return run(root, ["replay", "--headless", str(path)]), spelled(f"game{p}.jsonl")


def replay_verify_name(root, p):
    path = replay_file(root, f"game{p}.jsonl", [{"t": 0.1, "tick": True}])
    return run(root, ["replay", "--verify", str(path)]), spelled(f"game{p}.jsonl")


def replay_key(root, p):
    path = replay_file(root, "game.jsonl", [{"t": 0.1, "key": f"x{p}"}])
    return run(root, ["replay", "--headless", str(path)]), spelled(f"x{p}")


def replay_events(root, p):
    path = replay_file(root, "game.jsonl", [{"t": 0.1, "notice": p}, {"t": 0.2, "statsText": p}])
    return run(root, ["replay", "--headless", "--verify", str(path)]), None


CLI_CASES = [puzzle_comment, grade_text_id, grade_json_id, puzzle_character, file_name, unknown_option,
             unknown_command, puzzle_option, model_path, model_environment, ink_id, stats_keys, save_content,
             replay_name, replay_verify_name, replay_key, replay_events]


@pytest.mark.parametrize("payload", PAYLOAD_PARAMS)
@pytest.mark.parametrize("case", CLI_CASES, ids=lambda f: f.__name__)
def test_command_line_output_is_inert(root, case, payload):
    result, shown = case(root, payload)
    if shown is not None:
        assert shown in (result.stdout + result.stderr).decode(), (shown, result.stdout, result.stderr)


# ---- the terminal -----------------------------------------------------------------------------------

RAW_PIECES = [b"\x1b]0;PWNED", b"\x1b]52;", b"\x1bPq", b"\xc2\x9b", b"\x07"]
# Modes a payload could switch off; the cursor (?25) the program hides and shows itself.
GUARDED_MODES = INPUT_MODES | {ALT_SCREEN}


def assert_shown_inert(t, payload, started):
    """`payload` is on screen spelled out and did nothing: no title, no mode switched off, no raw bytes."""
    t.wait_for(spelled(payload))
    assert t.screen.title == "", f"the title was set to {t.screen.title!r}"
    assert not t.modes_reset_since(started) & GUARDED_MODES, t.modes_reset_since(started)
    assert ALT_SCREEN in t.active_modes()
    for piece in RAW_PIECES:
        assert piece not in bytes(t.raw), f"{piece!r} reached the terminal"


@pytest.mark.parametrize("payload", PAYLOAD_PARAMS)
@pytest.mark.parametrize("event", ["notice", "statsText"])
def test_replayed_text_is_shown_inert(root, event, payload):
    path = replay_file(root, "game.jsonl", [{"t": 0.1, "tick": True}, {"t": 0.3, event: f"x{payload}y"},
                                            {"t": 30, "tick": True}])
    # Taller than the recording (32 rows): the playback bar covers the recorded frame's last row, where
    # the message line is.
    with Terminal([BIN, "replay", str(path)], cols=120, rows=40, env=player_env(root), cwd=str(root)) as t:
        t.wait_for("Replay")
        started = t.mark()
        assert_shown_inert(t, f"x{payload}y", started)
        if event == "notice":  # the stats overlay replaces the board; a notice leaves it
            assert "┏" in t.text(), "the board was wiped"
        t.type("q")
        assert t.wait_exit() == 0
        assert t.tty_sane(), t.tty_changes()


@pytest.mark.parametrize("payload", PAYLOAD_PARAMS)
def test_a_model_path_in_the_game_notice_is_inert(root, payload):
    model = root / f"m{payload}"
    env = player_env(root, INKDOKU_MODEL=str(model))
    with Terminal([BIN, "play", "--puzzle", PUZZLE], cols=160, rows=32, env=env, cwd=str(root)) as t:
        t.wait_for("r5c5: empty")
        started = t.mark()
        assert {MOUSE_BUTTON, MOUSE_SGR} <= t.active_modes()
        assert_shown_inert(t, f"m{payload}", started)
        assert "┏" in t.text(), "the board was wiped"
        assert {MOUSE_BUTTON, MOUSE_SGR} <= t.active_modes()
        t.type("q")
        assert t.wait_exit() == 0
        assert t.tty_sane(), t.tty_changes()
