"""Signals at random moments of a game, and kill -9 during a save, on the pty.

Every case starts a game, makes one saved move (4 in r1c3) so that a save exists, brings the game to a
moment (in the middle of a stroke, between the release that ends a digit and a little after its result
is placed, or right after a digit key while that move is being saved), waits a random instant and sends
a signal. Then the terminal must be as the game found it, the game must end as the signal says, and the
save must parse and hold the board from before or from after the interrupted move, never anything else.

The instants come from a seeded generator: INKDOKU_SIGNAL_SEED overrides the default seed, and every
failure names the seed and the instant, so a failing case can be run again with the same choices. Once
per signal the game is started again on the save it left, to show that it resumes from it.

Job control: the harness makes the game the leader of its own session, so its process group has no
parent in that session and is orphaned, and Linux drops SIGTSTP's *default* stop action for orphaned
groups. The game never relies on that default: its handler restores the terminal and raises SIGSTOP,
which stops a process in any group (that is what `process_state() == "T"` checks below). So the pty
sees exactly what a shell's terminal would, and no wrapper process is needed.
"""

import json
import os
import pathlib
import random
import signal
import statistics
import time

import pytest

from paths import BIN
from terminal import ALT_SCREEN, BRACKETED_PASTE, DECCKM, MOUSE_BUTTON, MOUSE_SGR, Terminal
from test_pencil import centred, draw, strokes
from test_play import (PUZZLE, Grid, assert_crash_reported, assert_restored, board, enter,  # noqa: F401
                       given_board, select, selection, deadline, env, spawn, started_modes)

SEED = int(os.environ.get("INKDOKU_SIGNAL_SEED", "1789"))
# Random instants per signal and moment, and kill -9 rounds; raise them for a deeper run.
INSTANTS = int(os.environ.get("INKDOKU_SIGNAL_INSTANTS", "2"))
KILL_ROUNDS = int(os.environ.get("INKDOKU_KILL_ROUNDS", "100"))
TEST_SECONDS = 60 + 2 * max(KILL_ROUNDS, 10 * INSTANTS)  # a round takes about 0.6 s on a busy machine
RECOGNITION_WINDOW = 0.75  # seconds after the last release: the 0.45 s delay, inference, the digit placed
SAVE_WINDOW = 0.015  # seconds after a digit key: a save with fsync takes about 2-12 ms

TERMINATION = [signal.SIGINT, signal.SIGTERM, signal.SIGHUP]
CRASH = [signal.SIGSEGV, signal.SIGABRT]


def save_path(env):
    return pathlib.Path(env["XDG_STATE_HOME"], "inkdoku", "save.json")


def saved_game(env):
    """The save's game, parsed; fails on anything that is not a whole save."""
    data = save_path(env).read_bytes()
    assert data, "the save is empty"
    return json.loads(data)["game"]


def shown(game):
    """The board a saved game shows, as 81 characters like `Grid.digits`: givens and entries merged."""
    return "".join(e if e != "." else g for g, e in zip(game["givens"], game["entries"]))


def cell(row, col):
    return (row - 1) * 9 + col - 1


def with_digit(board_text, index, digit):
    return board_text[:index] + digit + board_text[index + 1:]


def leftovers(env):
    """Files beside the save other than the save itself (temporary files a killed write left)."""
    return sorted(p.name for p in save_path(env).parent.iterdir() if p.name != "save.json")


@pytest.fixture(scope="module")
def known_save(tmp_path_factory):
    """A save with 4 placed in r1c3 and r5c5 (empty) selected, made by playing: every case resumes it."""
    home = tmp_path_factory.mktemp("known")
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
           **{f"XDG_{kind}_HOME": str(home / kind.lower()) for kind in ("STATE", "DATA", "CONFIG")}}
    with Terminal([BIN, "play", "--puzzle", PUZZLE], cols=100, rows=32, env=env, cwd=home) as t:
        t.wait_for(lambda t: Grid.find(t) and selection(t) == (5, 5, "empty"))
        enter(t, 1, 3, 4)
        select(t, 5, 5)
        t.type("q")
        assert t.wait_exit() == 0
    data = save_path(env).read_bytes()
    assert shown(json.loads(data)["game"]) == with_digit(given_board(), cell(1, 3), "4")
    return data


def resume(spawn, env, data):
    """`inkdoku` resuming the save `data`, once its board is on screen with r5c5 selected."""
    path = save_path(env)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    expected = shown(json.loads(data)["game"])
    t = spawn()
    t.wait_for(lambda t: Grid.find(t) and board(t) == expected and (selection(t) or ())[:2] == (5, 5),
               timeout=10)
    return t


def are_temporary(names):
    """Whether every one of `names` is a temporary file of the save, which a later save removes."""
    return all(name.startswith(".save.json.") and name.endswith(".tmp") for name in names)


# ---- the moments ---------------------------------------------------------------------------------


class Moment:
    """What a moment did to the game: the cell its move may change and the digit the move puts there;
    `pressed` is where the mouse button is still held down, if it is."""

    def __init__(self, row, col, digit, pressed=None):
        self.index, self.digit, self.pressed = cell(row, col), digit, pressed


def during_stroke(t, grid, rng):
    """A press and some drag reports of a 7 over r2c2, and no release yet."""
    points = centred(strokes("seven"), grid, 2, 2)[0]
    drags = rng.randint(1, len(points) - 1)
    t.press(*points[0])
    for p in points[1:drags + 1]:
        t.drag(*p)
    time.sleep(rng.uniform(0, 0.05))
    return Moment(2, 2, None, pressed=points[drags])


def during_recognition(t, grid, rng):
    """A whole 7 over r2c2, then a random instant of its recognition: waiting, reading, placing."""
    draw(t, strokes("seven"), grid, 2, 2)
    time.sleep(rng.uniform(0, RECOGNITION_WINDOW))
    return Moment(2, 2, "7")


def while_saving(t, grid, rng):
    """5 typed into the selected r5c5, then a random instant while that move is saved."""
    t.type("5")
    time.sleep(rng.uniform(0, SAVE_WINDOW))
    return Moment(5, 5, "5")


MOMENTS = [during_stroke, during_recognition, while_saving]


# ---- one case ------------------------------------------------------------------------------------


def assert_save_holds(env, before, moment, expect=()):
    """The save is whole and shows `before` with the moment's move done or not, plus `expect` (index,
    digit) moves made afterwards."""
    game = saved_game(env)
    board_text = shown(game)
    for index, digit in expect:
        before = with_digit(before, index, digit)
    allowed = {before}
    if moment.digit:
        allowed.add(with_digit(before, moment.index, moment.digit))
    assert board_text in allowed, f"the save shows {board_text}, expected one of {sorted(allowed)}"


def assert_resumes(spawn, env):
    """`inkdoku` with no arguments resumes the save: the same board on screen, and a normal quit."""
    expected = shown(saved_game(env))
    again = spawn()
    again.wait_for(lambda t: Grid.find(t) and board(t) == expected)
    mark = again.mark()
    again.type("q")
    assert again.wait_exit() == 0
    assert_restored(again, mark)


def continue_after_stop(t, env, before, moment):
    """SIGCONT brings the stopped game back: modes on, the board drawn again, play goes on, q quits."""
    t.forget_screen()
    mark = t.mark()
    t.signal(signal.SIGCONT)
    t.wait_for(lambda t: t.process_state() not in ("T", None))
    t.wait_for(lambda t: {MOUSE_BUTTON, MOUSE_SGR, DECCKM, ALT_SCREEN, BRACKETED_PASTE} <= t.active_modes())
    assert {MOUSE_BUTTON, MOUSE_SGR, BRACKETED_PASTE} <= t.modes_set_since(mark)
    assert not t.tty_sane(), "resumed with the pty still in cooked mode"
    # Ink still held down covers cells, so the redrawn board is recognized by a digit away from it.
    grid = t.wait_for(lambda t: (grid := Grid.find(t)) and grid.cell_text(t, 1, 3) == "4" and grid)
    allowed = {before, with_digit(before, moment.index, moment.digit or ".")}
    if moment.pressed:
        t.release(*moment.pressed)
    else:
        t.wait_for(lambda t: grid.digits(t) in allowed)
    # Pausing drops ink and recognitions still pending, so nothing but the next move changes the board.
    t.type("p")
    t.wait_for(lambda t: t.line(t.rows - 1).startswith("Paused"))
    t.type("p")
    t.wait_for(lambda t: Grid.find(t) and grid.digits(t) in allowed)
    # Click and digit in one write: they are handled together, before any other answer.
    x, y = grid.centre(9, 1)
    t.send(f"\x1b[<0;{x + 1};{y + 1}M\x1b[<0;{x + 1};{y + 1}m3")
    t.wait_for(lambda t: grid.cell_text(t, 9, 1) == "3")
    mark = t.mark()
    t.type("q")
    assert t.wait_exit() == 0
    assert_restored(t, mark)
    assert_save_holds(env, before, moment, expect=[(cell(9, 1), "3")])


def run_case(spawn, env, known, sig, moment_of, rng):
    t = resume(spawn, env, known)
    started_modes(t)
    before = shown(saved_game(env))
    grid = Grid.find(t)
    mark = t.mark()
    moment = moment_of(t, grid, rng)
    t.signal(sig)
    if sig == signal.SIGTSTP:
        t.wait_for(lambda t: t.process_state() == "T")
        t.settle()
        assert_restored(t, mark)
        assert_save_holds(env, before, moment)
        continue_after_stop(t, env, before, moment)
        return
    status = t.wait_exit(timeout=20)
    if sig in CRASH:
        assert status in (-sig, 128 + sig)
        assert_crash_reported(t, mark)
    else:
        assert status == -sig
    assert_restored(t, mark)
    assert_save_holds(env, before, moment)
    # A termination signal lets the save finish; a crash may cut it short before its rename, which leaves
    # the temporary file for a later save to remove (see the kill -9 test).
    left = leftovers(env)
    assert are_temporary(left) if sig in CRASH else not left, f"left beside the save: {left}"


@pytest.mark.parametrize("moment_of", MOMENTS, ids=lambda m: m.__name__)
@pytest.mark.parametrize("sig", TERMINATION + [signal.SIGTSTP] + CRASH, ids=lambda s: s.name)
def test_signal_at_a_random_moment(spawn, env, known_save, sig, moment_of):
    rng = random.Random(f"{SEED}/{sig.name}/{moment_of.__name__}")
    for n in range(INSTANTS):
        case = f"seed {SEED}, {sig.name} {moment_of.__name__}, instant {n + 1} of {INSTANTS}"
        try:
            run_case(spawn, env, known_save, sig, moment_of, rng)
            if n == 0 and moment_of is while_saving:
                assert_resumes(spawn, env)
        except Exception as failure:
            raise AssertionError(f"{case}: {failure}") from failure


# ---- kill -9 during a save -----------------------------------------------------------------------


def toggle(game):
    """The board-changing key for r5c5 and the board it leads to: 5 into the empty cell, or erase it."""
    before = shown(game)
    digit = "5" if before[cell(5, 5)] == "." else "."
    return ("5" if digit == "5" else "x"), with_digit(before, cell(5, 5), digit)


def save_latency(t, env, key):
    """Seconds from sending `key` until its save has replaced the file (the file is renamed over)."""
    inode = save_path(env).stat().st_ino
    start = time.monotonic()
    t.type(key)
    while save_path(env).stat().st_ino == inode:
        if time.monotonic() - start > 5:
            raise TimeoutError(f"{key!r} was not saved within 5 s")
        time.sleep(0.0002)
    return time.monotonic() - start


def test_kill_9_during_a_save_leaves_the_old_or_the_new_save(spawn, env, known_save):
    rng = random.Random(f"{SEED}/kill")
    # The typical latency, measured here and now (a busy machine is slower), so that some kills land at it.
    t = resume(spawn, env, known_save)
    latencies = []
    for _ in range(5):
        latencies.append(save_latency(t, env, toggle(saved_game(env))[0]))
    t.type("q")
    assert t.wait_exit() == 0
    t.close()
    typical = statistics.median(latencies)

    window = max(SAVE_WINDOW, 1.5 * typical)

    outcomes = {"old": 0, "new": 0}
    started = time.monotonic()
    for n in range(KILL_ROUNDS):
        old = save_path(env).read_bytes()
        # Some kills at once, some at the typical latency, the rest anywhere in the window.
        choice = rng.random()
        if choice < 0.1:
            instant = 0.0
        elif choice < 0.3:
            instant = typical * rng.uniform(0.8, 1.2)
        else:
            instant = rng.uniform(0, window)
        case = f"seed {SEED}, round {n + 1}, kill {instant * 1000:.1f} ms after the key"
        try:
            # Resuming is the check that the last kill left a save the game starts from.
            t = resume(spawn, env, old)
            assert save_path(env).read_bytes() == old, "resuming rewrote the save"
            key, new_board = toggle(json.loads(old)["game"])
            t.type(key)
            if instant:
                time.sleep(instant)
            t.signal(signal.SIGKILL)
            assert t.wait_exit() == -signal.SIGKILL
            t.close()
            data = save_path(env).read_bytes()
            if data == old:
                outcomes["old"] += 1
                continue
            game = json.loads(data)["game"]
            assert shown(game) == new_board, f"the save shows {shown(game)}, expected {new_board}"
            outcomes["new"] += 1
        except Exception as failure:
            raise AssertionError(f"{case}: {failure}") from failure
    seconds = (time.monotonic() - started) / KILL_ROUNDS
    left = leftovers(env)
    print(f"kill -9: {outcomes['old']} old, {outcomes['new']} new of {KILL_ROUNDS}; typical save latency "
          f"{typical * 1000:.1f} ms; {seconds:.2f} s a round; {len(left)} temporary files left")
    assert outcomes["old"] and outcomes["new"], outcomes

    # Kills between a write's create and its rename leave its temporary file; the next save removes the
    # ones old enough to be nobody's write in progress.
    assert are_temporary(left), left
    past = time.time() - 120
    for name in left:
        os.utime(save_path(env).parent / name, (past, past))
    t = resume(spawn, env, save_path(env).read_bytes())
    save_latency(t, env, toggle(saved_game(env))[0])
    t.type("q")
    assert t.wait_exit() == 0
    assert not leftovers(env)
