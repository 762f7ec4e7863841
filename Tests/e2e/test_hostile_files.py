"""Hostile files: every file inkdoku reads, made corrupt, truncated, empty, binary, a 1 GB sparse file,
unreadable (mode 000) or a directory, for each command that reads it.

Each case must end with status 2 and one line on standard error that names the file and holds no control
bytes, with the file and everything around it exactly as before (bytes, mode, mtime, allocated blocks,
no new names). Commands that want a terminal run on a pty, which must show no escape sequence at all:
the terminal is never touched. Root reads anything, so as root the mode-000 cases run as "nobody".
"""

import hashlib
import json
import os
import pathlib
import shutil
import stat
import subprocess
import tempfile

import pytest

from paths import BIN, ROOT, player_env
from terminal import Terminal

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
NOBODY = 65534
AS_NOBODY = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", "--"]
SPARSE_SIZE = 1 << 30
HASH_LIMIT = 16 << 20  # larger files are compared by size and blocks: a sparse GB is not worth reading

KINDS = ["corrupt", "truncated", "empty", "binary", "sparse", "unreadable", "directory"]
BINARY = bytes(range(256)) * 4


def _json_save():
    return ('{"format":1,"settings":{},"game":{"format":1,"givens":"' + PUZZLE + '","entries":"'
            + PUZZLE + '"}}').encode()


# What a "corrupt" and a "truncated" file of each family hold; the other kinds are the same for all.
CONTENT = {
    "puzzle": {"corrupt": b"this is not a sudoku\n" * 3, "truncated": PUZZLE[:40].encode()},
    "save": {"corrupt": b'{"format":1,"game":"not a game"}', "truncated": _json_save()[:70]},
    "settings": {"corrupt": b'{"recordReplays":"sometimes"}', "truncated": b'{"asciiOnly": true, "pen'},
    "stats": {"corrupt": b'{"format":1,"games":[],"rejects":[1]}', "truncated": b'{"format":1,"games":[{"d'},
    "replay": {"corrupt": b'{"format":"inkdoku-replay","version":1}\n',
               "truncated": (ROOT / "Tests" / "Replays" / "keys.jsonl").read_bytes()[:150]},
    "model": {"corrupt": b"INKM" + bytes(60), "truncated": (ROOT / "Models" / "digits.inkm").read_bytes()[:5000]},
}

# The words each kind of file must be reported with, when they do not depend on the family.
REASONS = {
    "empty": ("empty", "no puzzle found"),
    "sparse": ("larger than", "too large", "longer than"),
    "unreadable": ("Permission denied",),
    "directory": ("not a regular file", "Is a directory", "directory"),
}

# (case id, family, where the file goes, command line, environment additions, needs a terminal)
TARGETS = [
    ("solve", "puzzle", "puzzles.txt", ["solve", "{path}"], {}, False),
    ("grade", "puzzle", "puzzles.txt", ["grade", "{path}"], {}, False),
    ("play-file", "puzzle", "puzzles.txt", ["play", "{path}"], {}, False),
    ("save-play", "save", "state/inkdoku/save.json", ["play"], {}, True),
    ("save-daily-no-terminal", "save", "state/inkdoku/save.json", ["daily"], {}, False),
    ("settings-play", "settings", "config/inkdoku/settings.json", ["play"], {}, True),
    ("stats", "stats", "data/inkdoku/stats.json", ["stats"], {}, False),
    ("stats-play", "stats", "data/inkdoku/stats.json", ["play"], {}, True),
    ("replay-headless", "replay", "game.jsonl", ["replay", "--headless", "{path}"], {}, False),
    ("replay-verify", "replay", "game.jsonl", ["replay", "--verify", "{path}"], {}, False),
    ("replay-play", "replay", "game.jsonl", ["replay", "{path}"], {}, True),
    ("recognize-model", "model", "model.inkm", ["recognize", "--model", "{path}"], {}, False),
    ("recognize-env", "model", "model.inkm", ["recognize"], {"INKDOKU_MODEL": "{path}"}, False),
]
CASES = [pytest.param(target, kind, id=f"{target[0]}-{kind}") for target in TARGETS for kind in KINDS]


@pytest.fixture
def home():
    """A private root for HOME and the XDG directories that "nobody" can reach (pytest's own tmp_path
    sits in a directory only root may enter)."""
    root = pathlib.Path(tempfile.mkdtemp(prefix="inkdoku-hostile-"))
    root.chmod(0o755)
    yield root
    shutil.rmtree(root)


def make(path, family, kind):
    """Puts a hostile file of `kind` at `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "directory":
        path.mkdir()
        (path / "inside").write_bytes(b"kept")
    elif kind == "sparse":
        path.write_bytes(b"")
        os.truncate(path, SPARSE_SIZE)
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "binary":
        path.write_bytes(BINARY)
    elif kind == "unreadable":
        path.write_bytes(CONTENT[family]["corrupt"])
        path.chmod(0)
    else:
        path.write_bytes(CONTENT[family][kind])


def snapshot(root):
    """Everything under `root` as it is on disk: names, kinds, modes, sizes, mtimes, blocks, bytes."""
    found = {}
    for directory, names, files in os.walk(root):
        for name in names + files:
            path = os.path.join(directory, name)
            info = os.lstat(path)
            digest = None
            if stat.S_ISREG(info.st_mode) and info.st_size <= HASH_LIMIT:
                digest = hashlib.sha256(pathlib.Path(path).read_bytes()).hexdigest()
            found[os.path.relpath(path, root)] = (
                stat.S_IFMT(info.st_mode), stat.S_IMODE(info.st_mode), info.st_uid, info.st_size,
                info.st_mtime_ns, info.st_blocks, digest)
    return found


def give_to_nobody(root, keep):
    """Hands the tree to "nobody", except the file under test, which stays root's and unreadable."""
    for directory, names, files in os.walk(root):
        for name in [directory] + [os.path.join(directory, n) for n in names + files]:
            if pathlib.Path(name) != keep:
                os.chown(name, NOBODY, NOBODY)


def assert_one_clean_line(text, path):
    """A single diagnostic line that names `path` and carries no control character at all."""
    assert text.endswith("\n") and text.count("\n") == 1, f"not one line: {text!r}"
    line = text[:-1]
    assert line.startswith("inkdoku: "), line
    assert str(path) in line, f"the message does not name {path}: {line!r}"
    bad = [c for c in line if ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0]
    assert not bad, f"control characters in {line!r}"
    return line


def assert_reason(line, kind):
    if kind in REASONS:
        assert any(word in line for word in REASONS[kind]), f"{kind}: {line!r}"


@pytest.mark.parametrize("target,kind", CASES)
def test_hostile_file(home, target, kind):
    _, family, where, args, extra, needs_terminal = target
    path = home / where
    make(path, family, kind)
    (home / "home").mkdir(exist_ok=True)
    argv = [BIN] + [a.format(path=path) for a in args]
    env = player_env(home, **{k: v.format(path=path) for k, v in extra.items()})
    if kind == "unreadable" and os.geteuid() == 0:
        give_to_nobody(home, keep=path)
        argv = AS_NOBODY + argv
    before = snapshot(home)

    if needs_terminal:
        with Terminal(argv, env=env, cwd=str(home)) as t:
            status = t.wait_exit(timeout=20)
            output = bytes(t.raw)
            assert b"\x1b" not in output, f"the terminal was touched: {output!r}"
            assert not t.active_modes(), t.active_modes()
            assert t.tty_sane(), t.tty_changes()
        text = output.decode().replace("\r\n", "\n")
    else:
        result = subprocess.run(argv, env=env, cwd=str(home), stdin=subprocess.DEVNULL, capture_output=True,
                                timeout=60)
        status, text = result.returncode, result.stderr.decode()
        assert result.stdout == b"", result.stdout
    assert status == 2, text
    assert_reason(assert_one_clean_line(text, path), kind)
    assert snapshot(home) == before, "a file changed, or a new one appeared"


# ---- a bad model leaves the game playable by keyboard ------------------------------------------------

MODEL_KINDS = ["corrupt", "empty", "directory"]


@pytest.mark.parametrize("kind", MODEL_KINDS)
def test_play_with_a_bad_model_plays_by_keyboard(home, kind):
    from test_pencil import draw, strokes
    from test_play import Grid, selection

    path = home / "model.inkm"
    make(path, "model", kind)
    before = snapshot(home)
    env = player_env(home, INKDOKU_MODEL=str(path))
    with Terminal([BIN, "play", "--puzzle", PUZZLE], cols=100, rows=32, env=env, cwd=str(home)) as t:
        t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
        t.wait_for("Handwriting is off")
        assert str(path)[-30:] in t.text().replace("\n", ""), t.text()  # the notice names the file
        grid = Grid.find(t)
        draw(t, strokes("seven"), grid, 2, 2)
        t.wait_for("no usable digit model")
        assert grid.cell_text(t, 2, 2) == ""
        t.type("5")  # r5c5 holds 5 in the solution
        t.wait_for(lambda t: selection(t) == (5, 5, "5"))
        t.type("q")
        assert t.wait_exit() == 0
        assert t.tty_sane(), t.tty_changes()
    assert {k: v for k, v in snapshot(home).items() if k.startswith("model.inkm")} == before


# ---- play --record never replaces anything -----------------------------------------------------------

RECORD_TARGETS = ["regular", "directory", "sparse", "missing-directory", "unwritable-directory"]


@pytest.mark.parametrize("kind", RECORD_TARGETS)
def test_record_to_an_existing_or_impossible_path(home, kind):
    path = home / "game.jsonl"
    argv = [BIN, "play", "--puzzle", PUZZLE, "--record"]
    if kind == "regular":
        path.write_bytes(b"precious\n")
    elif kind == "directory":
        make(path, "replay", "directory")
    elif kind == "sparse":
        make(path, "replay", "sparse")
    elif kind == "missing-directory":
        path = home / "nowhere" / "game.jsonl"
    else:
        path = home / "locked" / "game.jsonl"
        path.parent.mkdir(mode=0o555)
        path.parent.chmod(0o555)
        if os.geteuid() == 0:
            give_to_nobody(home, keep=path.parent)
            argv = AS_NOBODY + argv
    (home / "home").mkdir(exist_ok=True)
    before = snapshot(home)
    with Terminal(argv + [str(path)], env=player_env(home), cwd=str(home)) as t:
        assert t.wait_exit(timeout=20) == 2
        output = bytes(t.raw)
        assert b"\x1b" not in output, f"the terminal was touched: {output!r}"
        assert t.tty_sane(), t.tty_changes()
    line = assert_one_clean_line(output.decode().replace("\r\n", "\n"), path)
    assert "cannot record replay to" in line
    assert snapshot(home) == before, "a file changed, or a new one appeared"


# ---- files that turn bad during a game ---------------------------------------------------------------

SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"


@pytest.mark.parametrize("kind", ["corrupt", "empty", "directory"])
def test_stats_that_turn_bad_during_a_game_are_reported_and_kept(home, kind):
    from test_play import Grid

    last = SOLUTION[:40] + "." + SOLUTION[41:]  # one cell left, r5c5, where the game starts
    (home / "home").mkdir()
    with Terminal([BIN, "play", "--puzzle", last], cols=200, rows=32, env=player_env(home),
                  cwd=str(home)) as t:
        t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
        path = home / "data" / "inkdoku" / "stats.json"
        make(path, "stats", kind)
        before = snapshot(home / "data")
        t.type(SOLUTION[40])
        t.wait_for("cannot load stats from stats.json")
        assert "it was left as it is" in t.text()
        t.type("q")
        # The win is not lost (issue 41, item 3): kept in the save for the next start, and the exit says so.
        assert t.wait_exit() == 1
        assert "the won game is kept in save.json" in t.text(), t.text()
        assert t.tty_sane(), t.tty_changes()
    assert snapshot(home / "data") == before
    assert json.loads((home / "state" / "inkdoku" / "save.json").read_text())["game"]["solved"]
