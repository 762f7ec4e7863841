"""End-to-end tests of asciicasts: `replay --cast` and `play --cast` write asciicast v2 files that
asciinema itself reads back (`asciinema cat`, on a pty rendered by pyte) to the board the session ended on.
"""

import json

from paths import BIN
from terminal import Terminal
from test_play import board
from test_replay import EASY, REPLAYS, SOLUTION, inkdoku, send, session

KEYS = REPLAYS / "keys.jsonl"


def read_cast(path):
    """The header and the events of the cast at `path`."""
    header, *events = [json.loads(line) for line in path.read_text().splitlines()]
    return header, events


def cat(path):
    """`asciinema cat` of the cast at `path`, on a pty of the cast's size; the terminal, once it exited."""
    header, _ = read_cast(path)
    with Terminal(["asciinema", "cat", str(path)], cols=header["width"], rows=header["height"]) as t:
        assert t.wait_exit(timeout=30) == 0
        t.pump_for(0.1)
        return t


def markers(events):
    return [data for _, kind, data in events if kind == "m"]


def test_the_cast_of_a_replay_shows_its_final_board_in_asciinema(tmp_path):
    out = tmp_path / "keys.cast"
    result = inkdoku("replay", str(KEYS), "--cast", str(out))
    assert result.returncode == 0, result.stderr
    assert result.stdout == b""
    assert board(cat(out)) == SOLUTION


def test_the_header_and_the_events_are_in_order(tmp_path):
    out = tmp_path / "keys.cast"
    assert inkdoku("replay", str(KEYS), "--cast", str(out)).returncode == 0
    header, events = read_cast(out)
    assert header["version"] == 2 and (header["width"], header["height"]) == (100, 32)
    assert {"timestamp", "title", "env"} <= header.keys()
    assert "idle_time_limit" not in header
    assert all(len(event) == 3 and event[1] in "orm" for event in events)
    times = [event[0] for event in events]
    assert times[0] == 0 and times == sorted(times)
    # The session (test_replay.record_keys_session): a wrong 1 taken back by undo and put back by redo,
    # one hint, then every empty cell filled.
    assert markers(events).count("hint 1") == 1
    assert len(markers(events)) == 1 + 2 + EASY.count(".")
    assert markers(events)[:2] == ["r5c5 1", "r5c5 1"]


def test_speed_and_the_idle_limit_shorten_the_cast(tmp_path):
    whole, short = tmp_path / "whole.cast", tmp_path / "short.cast"
    assert inkdoku("replay", str(KEYS), "--cast", str(whole)).returncode == 0
    result = inkdoku("replay", str(KEYS), "--cast", str(short), "--speed", "2", "--idle-limit", "0.1")
    assert result.returncode == 0, result.stderr
    header, events = read_cast(short)
    assert header["idle_time_limit"] == 0.1
    assert all(b[0] - a[0] <= 0.1 + 1e-6 for a, b in zip(events, events[1:]))
    assert events[-1][0] < read_cast(whole)[1][-1][0] / 2
    assert board(cat(short)) == SOLUTION


def test_from_and_to_cast_a_part_of_the_session(tmp_path):
    out = tmp_path / "part.cast"
    result = inkdoku("replay", str(KEYS), "--cast", str(out), "--from", "0:00.2", "--to", "0.4")
    assert result.returncode == 0, result.stderr
    _, events = read_cast(out)
    assert events[0][0] == 0 and events[-1][0] <= 0.2 + 1e-6
    assert SOLUTION not in board(cat(out))


def test_a_damaged_or_cut_off_replay_gives_an_error_and_no_cast(tmp_path):
    lines = KEYS.read_text().splitlines(keepends=True)
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text("".join(lines[:5]) + '{"t":1,"key":\n' + "".join(lines[5:]))
    cut = tmp_path / "cut.jsonl"
    cut.write_bytes(KEYS.read_bytes()[:-10])
    kept = tmp_path / "kept.cast"
    kept.write_text("an older cast")
    for replay, message in ((damaged, b"line 6: not valid JSON"), (cut, b"the recording was cut off")):
        for out in (tmp_path / "new.cast", kept):
            result = inkdoku("replay", str(replay), "--cast", str(out))
            assert result.returncode == 2, result.stderr
            assert message in result.stderr
    assert not (tmp_path / "new.cast").exists()
    assert kept.read_text() == "an older cast"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cut.jsonl", "damaged.jsonl", "kept.cast"]


def test_cast_options_are_checked(tmp_path):
    for args, message in (
        (["--from", "5"], b"--from needs --cast"),
        (["--cast", "x.cast", "--verify"], b"--cast cannot be combined"),
        (["--cast", "x.cast", "--from", "1:75"], b"--from expects seconds, m:ss or h:mm:ss"),
        (["--cast", "x.cast", "--idle-limit", "0"], b"--idle-limit expects a number of seconds above 0"),
        (["--cast", "x.cast", "--from", "9", "--to", "3"], b"--to must be later than --from"),
    ):
        result = inkdoku("replay", str(KEYS), *args, home=tmp_path)
        assert result.returncode == 2 and message in result.stderr, (args, result.stderr)


def test_play_casts_the_game_beside_its_replay(tmp_path):
    cast, replay = tmp_path / "game.cast", tmp_path / "game.jsonl"
    game = session(["play", "--puzzle", EASY, "--record", str(replay), "--cast", str(cast)], tmp_path)
    game.wait_for("Mistakes")
    send(game, b"5", b"\x1b[C", b"\x1b[C", b"7", b"H", gap=0.2)  # r5c5 and r5c7, then a hint
    send(game, b"q")
    assert game.wait_exit() == 0
    header, events = read_cast(cast)
    assert (header["width"], header["height"]) == (100, 32)
    assert markers(events) == ["r5c5 5", "r5c7 7", "hint 1"]
    times = [event[0] for event in events]
    assert times == sorted(times)
    final = json.loads(inkdoku("replay", "--headless", str(replay)).stdout)["final"]["grid"]
    assert board(cat(cast)) == final


def test_play_never_casts_over_a_file(tmp_path):
    taken = tmp_path / "taken.cast"
    taken.write_text("precious")
    game = Terminal([BIN, "play", "--puzzle", EASY, "--cast", str(taken)], env={"HOME": str(tmp_path)})
    assert game.wait_exit() == 2
    assert b"File exists" in game.raw
    assert taken.read_text() == "precious"


def test_a_cast_never_writes_over_the_replay_it_reads(tmp_path):
    recording = tmp_path / "keys.jsonl"
    recording.write_bytes(KEYS.read_bytes())
    link = tmp_path / "link.jsonl"
    link.symlink_to(recording)
    for out in (recording, link, tmp_path / "." / "keys.jsonl"):
        result = inkdoku("replay", str(recording), "--cast", str(out))
        assert result.returncode == 2, result.stderr
        assert b"never writes over its input" in result.stderr
        assert recording.read_bytes() == KEYS.read_bytes()


def test_a_cast_into_a_missing_folder_fails_and_makes_no_folder(tmp_path):
    out = tmp_path / "missing" / "deeper" / "keys.cast"
    result = inkdoku("replay", str(KEYS), "--cast", str(out))
    assert result.returncode == 1
    assert b"no folder" in result.stderr and b"missing" in result.stderr
    assert not (tmp_path / "missing").exists()
