"""One game per state folder (issue 41, item 1): a second copy started while a game is open is refused
before it reads the save or touches its terminal, naming the open one, so it cannot overwrite that game's
moves; a copy killed with SIGKILL leaves no lock behind. And a won game is never lost to statistics that
cannot be written."""
import errno
import json
import os
import signal
import subprocess

import pytest

from paths import BIN
from test_play import SOLUTION, Grid, deadline, enter, env, play, select, spawn  # noqa: F401


def saved_game(env):
    with open(f"{env['XDG_STATE_HOME']}/inkdoku/save.json") as save:
        return json.load(save)["game"]


def test_a_second_copy_is_refused_and_the_first_keeps_every_move(spawn, env):
    first = play(spawn, cols=80, rows=24)
    enter(first, 1, 3, 4)
    second = spawn(cols=80, rows=24)  # no arguments: it would resume the first one's game
    assert second.wait_exit() == 2
    said = second.text()
    assert f"the game is open in another terminal (pid {first.pid})" in said, said
    assert "Quit it there" in said and "'inkdoku' here resumes it" in said, said
    assert b"\x1b" not in bytes(second.raw), "the refused copy touched its terminal"
    assert second.tty_sane(), second.tty_changes()
    for command in (["play", "--new", "-d", "easy"], ["daily"]):
        other = spawn(*command, cols=80, rows=24)
        assert other.wait_exit() == 2, command
        assert "the game is open in another terminal" in other.text(), command
    enter(first, 1, 4, 6)
    first.type("q")
    assert first.wait_exit() == 0
    entries = saved_game(env)["entries"]
    assert (entries[2], entries[3]) == ("4", "6"), entries[:9]

    # The first copy gone, the next one resumes its game.
    resumed = spawn(cols=80, rows=24)
    resumed.wait_for(lambda t: Grid.find(t) and Grid.find(t).cell_text(t, 1, 4) == "6")
    resumed.type("q")
    assert resumed.wait_exit() == 0


def test_a_copy_killed_outright_leaves_no_lock(spawn, env):
    killed = play(spawn, cols=80, rows=24)
    enter(killed, 1, 3, 4)
    killed.signal(signal.SIGKILL)
    assert killed.wait_exit() == -signal.SIGKILL
    after = spawn(cols=80, rows=24)
    after.wait_for(lambda t: Grid.find(t) and Grid.find(t).cell_text(t, 1, 3) == "4")
    after.type("q")
    assert after.wait_exit() == 0


def test_a_win_the_statistics_cannot_take_is_kept_and_recorded_at_the_next_start(spawn, env, tmp_path):
    """Issue 41, item 3: the statistics' folder unusable as the game is solved (here a file where the folder
    would be made; a full disk says "No space left on device" the same way)."""
    last = SOLUTION[:2] + "." + SOLUTION[3:]  # r1c3 (a 4) is all that is left
    t = spawn("play", "--puzzle", last, cols=80, rows=24)
    t.wait_for(lambda t: Grid.find(t))
    (tmp_path / "data").mkdir()
    blocker = tmp_path / "data" / "inkdoku"
    blocker.write_text("not a folder")
    select(t, 1, 3)
    t.type("4")
    t.wait_for("stats.json: Not a directory")
    t.type("q")
    assert t.wait_exit() == 1
    assert "the won game is kept in save.json until the statistics can be written" in t.text(), t.text()
    assert saved_game(env)["solved"] and saved_game(env)["entries"][2] == "4"

    # Still unusable: the next start refuses before it could start a game whose save would replace the win.
    refused = spawn(cols=80, rows=24)
    assert refused.wait_exit() == 2
    assert "Not a directory" in refused.text(), refused.text()
    assert saved_game(env)["solved"]

    blocker.unlink()
    again = spawn(cols=80, rows=24)
    again.wait_for(lambda t: Grid.find(t) and "r5c5" in t.text())
    again.type("q")
    assert again.wait_exit() == 0
    run = subprocess.run([BIN, "stats", "--json"], capture_output=True, env=env, timeout=30, stdin=subprocess.DEVNULL)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["all"]["won"] == 1


def test_a_win_on_a_full_disk_is_kept_and_recorded_once_there_is_room(spawn, env, tmp_path):
    """Issue 41, item 3, on a real full disk: the statistics' folder a small tmpfs, filled up."""
    if os.geteuid() != 0:
        pytest.fail("this test mounts a small tmpfs and needs root, as CI runs it (the same path without a "
                    "full disk: test_a_win_the_statistics_cannot_take_is_kept_and_recorded_at_the_next_start)")
    data = tmp_path / "data"
    data.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(data)], check=True)
    try:
        filler = data / "filler"
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
        try:
            while True:
                os.write(fd, b"\0" * 4096)
        except OSError as error:
            assert error.errno == errno.ENOSPC
        finally:
            os.close(fd)
        last = SOLUTION[:2] + "." + SOLUTION[3:]
        t = spawn("play", "--puzzle", last, cols=80, rows=24)
        t.wait_for(lambda t: Grid.find(t))
        select(t, 1, 3)
        t.type("4")
        t.wait_for("No space left on device")
        t.type("q")
        assert t.wait_exit() == 1
        assert "the won game is kept in save.json until the statistics can be written" in t.text(), t.text()
        assert saved_game(env)["solved"]

        refused = spawn(cols=80, rows=24)
        assert refused.wait_exit() == 2
        said = refused.text()
        assert "a won game waits in" in said and "No space left on device" in said, said
        assert b"\x1b" not in bytes(refused.raw), "the refused start touched its terminal"
        assert saved_game(env)["solved"]

        filler.unlink()
        again = spawn(cols=80, rows=24)
        again.wait_for(lambda t: Grid.find(t) and "r5c5" in t.text())
        again.type("q")
        assert again.wait_exit() == 0
        run = subprocess.run([BIN, "stats", "--json"], capture_output=True, env=env, timeout=30,
                             stdin=subprocess.DEVNULL)
        assert run.returncode == 0, run.stderr
        assert json.loads(run.stdout)["all"]["won"] == 1
    finally:
        subprocess.run(["umount", "-l", str(data)], check=False)
