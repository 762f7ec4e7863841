"""End-to-end tests of the settings screen (`O`) and of settings.json errors: the real binary on a pty,
as in test_play.py, whose helpers these tests share."""

import json
import pathlib
import re
import subprocess

from paths import BIN
from test_play import Grid, env, play, spawn  # noqa: F401


def settings_file(env):
    return pathlib.Path(env["XDG_CONFIG_HOME"]) / "inkdoku" / "settings.json"


def row_of(t, label):
    """The screen row showing the setting `label`, and its text."""
    for y, line in enumerate(t.lines()):
        if label in line:
            return y, line
    raise AssertionError(f"no {label!r} on screen:\n{t.text()}")


def test_settings_changed_on_the_screen_are_saved_and_applied(spawn, env):
    t = play(spawn)
    assert re.search(r"Time\s+0:0\d", t.text())
    t.type("O")
    t.wait_for(lambda t: "> Check digits   solution" in t.text())
    t.key("right")  # the check mode, by a key
    t.wait_for(lambda t: "> Check digits   conflicts" in t.text())
    y, line = row_of(t, "Timer")
    t.click(line.index("shown"), y)  # the timer, by a click
    t.wait_for(lambda t: "> Timer          hidden" in t.text())
    t.type("O")
    t.wait_for(lambda t: Grid.find(t) and "Mistakes" in t.text())
    assert not re.search(r"Time\s+\d+:\d\d", t.text()), "the panel has no clock"
    assert re.search(r"Mistakes\s+0\s", t.text()), "the game in progress keeps checking the solution"
    saved = json.loads(settings_file(env).read_text())
    assert saved["check"] == "conflicts" and saved["showTimer"] is False
    assert saved["pad"] == "auto" and saved["pencil"]["acceptThresholdNormal"] == 0.8, "the rest is kept"
    t.type("q")
    assert t.wait_exit() == 0


def run_play(env):
    return subprocess.run([BIN, "play"], env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=60)


def test_a_bad_settings_file_is_named_with_the_key_and_what_it_allows(env):
    path = settings_file(env)
    path.parent.mkdir(parents=True)
    path.write_text('{"check": "bogus"}')
    result = run_play(env)
    assert result.returncode == 2
    assert (f'{path}: "check" is "bogus" (allowed: "solution", "conflicts", "off")'
            in result.stderr.decode()), result.stderr.decode()
    assert not result.stdout, "nothing reached the terminal"
    path.write_text('{"chek": "off", "pencil": {"acceptTresholdNotes": 0.6}}')
    result = run_play(env)
    assert result.returncode == 2
    message = result.stderr.decode()
    assert '"chek" is not a setting (did you mean "check"?)' in message, message
    assert '"pencil.acceptTresholdNotes" is not a setting (did you mean "pencil.acceptThresholdNotes"?)' in message
    assert path.read_text() == '{"chek": "off", "pencil": {"acceptTresholdNotes": 0.6}}', "the file is kept"
