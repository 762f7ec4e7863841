"""Half an hour of play through the real loop at 100 times the speed of real time (Tests/e2e/soak.py;
`make soak` runs eight hours): the game keeps up, answers every written digit and its memory stays flat."""
import subprocess

from paths import BIN, player_env
from soak import MAX_GROWTH_MIB, Soak, growth_mib, start
from test_play import deadline  # noqa: F401

TEST_SECONDS = 600  # a hang's bound: the plan takes about 20 s, more on a loaded machine


def test_half_an_hour_of_play_keeps_memory_flat(tmp_path):
    (tmp_path / "home").mkdir()
    t = start(tmp_path, rate=100)
    try:
        soak = Soak(t, rate=100, seed=1)
        samples = soak.run(hours=0.5)
        assert soak.keys > 300 and soak.new_games == 2
        assert soak.writes >= 50 and soak.placed >= 1
        assert soak.placed + soak.refused == soak.writes, "a written digit got no answer"
        assert growth_mib(samples) <= MAX_GROWTH_MIB, samples
        t.type("q")
        assert t.wait_exit(timeout=30) == 0
    finally:
        t.close()


def test_a_clock_rate_that_is_no_number_in_range_is_refused_before_the_terminal_is_touched(tmp_path):
    (tmp_path / "home").mkdir()
    for rate in ("fast", "0", "1e9"):
        run = subprocess.run([BIN, "play"], env=player_env(tmp_path, INKDOKU_CLOCK_RATE=rate), capture_output=True,
                             text=True, timeout=30)
        assert run.returncode == 2
        assert run.stderr == "inkdoku: INKDOKU_CLOCK_RATE must be a number from 0.001 to 10000\n"
        assert run.stdout == ""
