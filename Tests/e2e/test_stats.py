"""End-to-end tests of the statistics: games abandoned in the real game, then `inkdoku stats` and
`inkdoku stats --json` read back, and the statistics screen at 80×24. Each test has its own HOME and
XDG directories.

    python3 -m pytest -q Tests/e2e/test_stats.py
"""

import json
import re
import subprocess

from paths import BIN
from test_play import PUZZLE, Grid, deadline, enter, env, play, spawn  # noqa: F401


def stats_json(env, *args):
    run = subprocess.run([BIN, "stats", "--json", *args], capture_output=True, env=env, timeout=20,
                         stdin=subprocess.DEVNULL)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def new_game(t, level_key):
    """`N` (yes when the game asks) and a level; waits for a board other than the one shown."""
    before = Grid.find(t).digits(t)
    t.type("N")
    t.wait_for(lambda t: "click here cancels" in t.text() or "start a new one?" in t.text())
    if "start a new one?" in t.text():
        t.type("y")
        t.wait_for("click here cancels")
    t.type(level_key)
    t.wait_for(lambda t: Grid.find(t) and Grid.find(t).digits(t) != before and "r5c5:" in t.text(), timeout=20)


def test_a_game_left_for_another_is_abandoned_and_one_never_touched_is_not(spawn, env):
    t = play(spawn, cols=80, rows=24)
    enter(t, 5, 5, 5)  # a digit: the game is started
    new_game(t, "1")   # abandoned for an Easy game
    new_game(t, "2")   # the Easy game had no move: not counted
    t.type("S")
    t.wait_for(lambda t: "Abandoned" in t.text() and "Esc or a click closes" in t.text())
    screen = t.text()
    # One level's row, then the last games: the abandoned Custom game.
    assert re.search(r"Custom\s+1\s+0\s+0%\s+1\s+0\s+0\s+0\n", screen), screen  # abandoned 1, lost 0
    assert "Last games, newest first" in screen and "abandoned" in screen, screen
    t.type("q")
    assert t.wait_exit() == 0

    document = stats_json(env)
    assert document["version"] == 1
    assert [level["level"] for level in document["levels"]] == ["custom"]
    everything = document["all"]
    assert (everything["started"], everything["won"], everything["abandoned"], everything["lost"]) == (1, 0, 1, 0)
    assert everything["winRate"] == 0 and everything["bestSeconds"] is None and everything["currentStreak"] == 0
    [game] = document["history"]
    assert (game["level"], game["outcome"], game["mistakes"], game["hints"], game["daily"]) == (
        "custom", "abandoned", 0, 0, False)
    assert isinstance(game["seconds"], (int, float)) and game["seconds"] >= 0
    # The text report says the same.
    text = subprocess.run([BIN, "stats"], capture_output=True, env=env, check=True, timeout=20).stdout.decode()
    assert "Win rate" in text and "abandoned" in text, text


def test_play_new_over_a_started_game_abandons_it(spawn, env):
    t = play(spawn)
    enter(t, 5, 5, 5)
    t.type("q")
    assert t.wait_exit() == 0
    refused = subprocess.run([BIN, "play", "--puzzle", PUZZLE], capture_output=True, env=env, timeout=20,
                             stdin=subprocess.DEVNULL)
    assert refused.returncode == 2 and stats_json(env)["history"] == [], "refused: nothing recorded"
    again = spawn("play", "--new", "--puzzle", PUZZLE)
    again.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    again.type("q")
    assert again.wait_exit() == 0
    assert [g["outcome"] for g in stats_json(env, "--last", "5")["history"]] == ["abandoned"]
