"""End-to-end tests of the player's hand: the real binary with the shipped model on a pty, as in
test_play.py, whose helpers these tests share. A digit the player corrects teaches the hand file, the
next session reads with it, and replays of both verify exactly; a session records the hand it starts
with, "Learn my hand" on the settings screen is saved and turns learning off, an unusable hand file is
named in the game and left as it is, and `inkdoku hand` shows and forgets it."""

import json
import pathlib
import subprocess

from paths import BIN
from test_pencil import draw, strokes
from test_play import PUZZLE, Grid, env, spawn  # noqa: F401
from test_settings import row_of, settings_file


def hand_file(env):
    return pathlib.Path(env["XDG_DATA_HOME"]) / "inkdoku" / "hand.json"


def hand(env, *args):
    return subprocess.run([BIN, "hand", *args], env=env, capture_output=True, timeout=60)


def inkdoku(env, *args):
    return subprocess.run([BIN, *args], capture_output=True, timeout=120, env=env)


def messages(path):
    """The replay's message lines, after the header."""
    return [json.loads(line) for line in path.read_text().splitlines()[1:]]


def verify(env, path):
    result = inkdoku(env, "replay", "--headless", "--verify", str(path))
    assert result.returncode == 0, result.stdout + result.stderr
    assert b"difference" not in result.stdout + result.stderr, result.stdout + result.stderr


def corrected_seven(spawn, path):
    """A session: a 7 written over r2c2 (its solution) is placed, erased and typed again, which labels
    the ink as a 7; then `q`."""
    t = spawn("play", "--puzzle", PUZZLE, "--new", "--record", str(path))
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    grid = Grid.find(t)
    draw(t, strokes("seven"), grid, 2, 2)
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7")
    t.type("x")
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "")
    t.type("7")
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7")
    t.type("q")
    assert t.wait_exit() == 0
    return t


def test_a_corrected_digit_teaches_the_hand_and_both_sessions_replay_exactly(spawn, env, tmp_path):
    first = tmp_path / "first.jsonl"
    corrected_seven(spawn, first)
    lines = messages(first)
    hand = lines[0]["hand"]
    assert hand["learning"] is True and hand["profile"]["samples"] == [[]] * 10, "a new, empty hand"
    read = [line["recognized"] for line in lines if "recognized" in line]
    assert len(read) == 1 and read[0]["label"] == 7 and "reason" not in read[0]
    assert read[0]["modelAlone"]["label"] == 7 and read[0]["embedding"], "read with the hand"
    saved = json.loads(hand_file(env).read_text())
    assert [len(s) for s in saved["samples"]] == [0] * 7 + [1, 0, 0]
    assert saved["samples"][7] == [read[0]["embedding"]], "the ink's own embedding, labelled 7"
    verify(env, first)

    second = tmp_path / "second.jsonl"
    corrected_seven(spawn, second)
    hand = messages(second)[0]["hand"]
    assert [len(s) for s in hand["profile"]["samples"]] == [0] * 7 + [1, 0, 0], "read with last session's"
    assert [len(s) for s in json.loads(hand_file(env).read_text())["samples"]] == [0] * 7 + [2, 0, 0]
    verify(env, second)


def test_a_session_with_a_damaged_hand_reads_alone_and_replays_exactly(spawn, env, tmp_path):
    path = hand_file(env)
    path.parent.mkdir(parents=True)
    path.write_text('{"version":1,"samples":')
    record = tmp_path / "damaged.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(record))
    t.wait_for(lambda t: "cannot load hand profile from hand.json" in t.text())
    grid = Grid.find(t)
    draw(t, strokes("seven"), grid, 2, 2)
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7")
    t.type("x7q")
    assert t.wait_exit() == 0
    assert path.read_text() == '{"version":1,"samples":'
    lines = messages(record)
    assert not any("hand" in line for line in lines)
    assert all("embedding" not in line["recognized"] for line in lines if "recognized" in line)
    verify(env, record)


def test_with_learning_off_the_pencil_reads_alone_and_learns_nothing(spawn, env, tmp_path):
    settings = pathlib.Path(env["XDG_CONFIG_HOME"]) / "inkdoku" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text('{"learnHand": false}')
    record = tmp_path / "off.jsonl"
    corrected_seven(spawn, record)
    lines = messages(record)
    assert lines[0]["hand"]["learning"] is False
    assert all("embedding" not in line["recognized"] for line in lines if "recognized" in line)
    assert not hand_file(env).exists()
    verify(env, record)


def test_learning_is_recorded_and_turned_off_on_the_settings_screen(spawn, env, tmp_path):
    record = tmp_path / "s.jsonl"
    t = spawn("play", "--record", str(record))
    t.wait_for(lambda t: "r5c5" in t.text())
    t.type("O")
    t.wait_for(lambda t: "Learn my hand" in t.text())
    assert "Learn my hand  on" in row_of(t, "Learn my hand")[1]
    t.key("up", 4)  # from the first setting up, past Pause if left, Auto-remove and Candidates
    t.wait_for(lambda t: "> Learn my hand  on" in t.text())
    t.wait_for(lambda t: "Learns from the digits you keep or correct" in t.text())
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
    t.wait_for(lambda t: "cannot load hand profile from hand.json: not valid JSON" in t.text())
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
