"""The pencil learns the player's hand in the real game on a pty: a digit the player corrects teaches
the hand file, the next session reads with it, and replays of both verify exactly; a damaged hand file
is reported and left alone, and the setting turns learning off."""
import json
import pathlib
import subprocess

from paths import BIN
from test_pencil import draw, strokes
from test_play import PUZZLE, Grid, env, spawn  # noqa: F401


def hand_file(env):
    return pathlib.Path(env["XDG_DATA_HOME"]) / "inkdoku" / "hand.json"


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
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text(), timeout=10)
    grid = Grid.find(t)
    draw(t, strokes("seven"), grid, 2, 2)
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7", timeout=5)
    t.type("x")
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "")
    t.type("7")
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7")
    t.type("q")
    assert t.wait_exit(timeout=10) == 0
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


def test_a_damaged_hand_is_reported_left_alone_and_not_used(spawn, env, tmp_path):
    path = hand_file(env)
    path.parent.mkdir(parents=True)
    path.write_text('{"version":1,"samples":')
    record = tmp_path / "damaged.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(record))
    t.wait_for(lambda t: "hand" in t.text() and str(path) in t.text().replace("\n", ""), timeout=10)
    grid = Grid.find(t)
    draw(t, strokes("seven"), grid, 2, 2)
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7", timeout=5)
    t.type("x7q")
    assert t.wait_exit(timeout=10) == 0
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
