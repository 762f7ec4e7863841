"""A terminal that cannot address the cursor (TERM=dumb) is refused as clearly as an unknown TERM: a
message, exit status 2, the terminal as it was, and the player's files untouched."""
from paths import BIN, player_env
from terminal import Terminal

PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"


def test_a_dumb_terminal_is_refused_and_left_as_it_was(tmp_path):
    env = player_env(tmp_path)
    with Terminal([BIN, "play", "--puzzle", PUZZLE], env=env, cwd=tmp_path, term="dumb") as t:
        assert t.wait_exit(timeout=60) == 2
        assert "terminal type 'dumb' cannot move the cursor" in t.text()
        assert t.tty_sane(), t.tty_changes()
    assert not (tmp_path / "state" / "inkdoku" / "save.json").exists()
