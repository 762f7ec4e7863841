"""End-to-end tests of the player's hand: the real binary with the shipped model on a pty, as in
test_play.py, whose helpers these tests share. A session records the hand it starts with, "Learn my
hand" on the settings screen is saved, an unusable hand file is named in the game and left as it is, and
`inkdoku hand` shows and forgets it."""

import json
import pathlib
import subprocess

from paths import BIN
from test_play import env, spawn  # noqa: F401
from test_settings import row_of, settings_file


def hand_file(env):
    return pathlib.Path(env["XDG_DATA_HOME"]) / "inkdoku" / "hand.json"


def hand(env, *args):
    return subprocess.run([BIN, "hand", *args], env=env, capture_output=True, timeout=60)


def test_learning_is_recorded_and_turned_off_on_the_settings_screen(spawn, env, tmp_path):
    record = tmp_path / "s.jsonl"
    t = spawn("play", "--record", str(record))
    t.wait_for(lambda t: "r5c5" in t.text(), timeout=10)
    t.type("O")
    t.wait_for(lambda t: "Learn my hand" in t.text())
    assert "Learn my hand  on" in row_of(t, "Learn my hand")[1]
    t.key("up")  # from the first setting up to the last
    t.wait_for(lambda t: "> Learn my hand  on" in t.text())
    assert "Learns from the digits you keep or correct" in t.text()
    t.key("right")
    t.wait_for(lambda t: "> Learn my hand  off" in t.text())
    t.type("O")
    t.type("q")
    assert t.wait_exit() == 0
    assert json.loads(settings_file(env).read_text())["learnHand"] is False
    lines = record.read_text().splitlines()
    first = json.loads(lines[1])
    assert first["hand"]["learning"] is True, "the session began learning"
    assert first["hand"]["profile"]["modelSHA256"] == json.loads(lines[0])["model"]
    shown = hand(env)
    assert shown.returncode == 0, shown.stderr
    assert "Learning is off" in shown.stdout.decode()


def test_an_unusable_hand_is_named_in_the_game_and_left_as_it_is(spawn, env):
    path = hand_file(env)
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"version": 1, "samples": [')
    t = spawn("play")
    t.wait_for(lambda t: "cannot load hand profile from hand.json: not valid JSON" in t.text(), timeout=10)
    t.type("O")
    t.wait_for(lambda t: "Learn my hand  unavailable" in t.text())
    t.type("O")
    t.type("5")
    t.type("q")
    assert t.wait_exit() == 0
    assert path.read_bytes() == b'{"version": 1, "samples": [', "never written over"
    shown = hand(env)
    assert shown.returncode == 2
    assert f"cannot load hand profile from {path}: not valid JSON" in shown.stderr.decode()
    forgot = hand(env, "--forget")
    assert forgot.returncode == 0, forgot.stderr
    assert forgot.stdout.decode().startswith("Forgot a hand that could not be read")
    assert not path.exists()
