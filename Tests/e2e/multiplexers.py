"""Terminal multiplexers between the emulator and the game: tmux and GNU screen, each with a configuration of
its own (never the user's) and a way to end every process it started, also when a test fails half-way.

The game then talks to the multiplexer's terminal (TERM=tmux-256color, TERM=screen), which re-encodes the
emulator's mouse reports for it, and the emulator shows the multiplexer's rendering of the game.
"""

import os
import subprocess


class Multiplexer:
    name = ""
    tools = {}
    status_rows = 0  # rows the multiplexer keeps for itself at the bottom

    def wrap(self, workdir, command):
        """The command that runs `command` inside this multiplexer."""
        raise NotImplementedError

    def environment(self, workdir):
        return {}

    def stop(self, workdir):
        """Ends the multiplexer's server, should the emulator's hang-up have left it running."""


class Tmux(Multiplexer):
    name = "tmux"
    tools = {"tmux": "tmux"}
    status_rows = 1

    def wrap(self, workdir, command):
        conf = workdir / "tmux.conf"
        # With the mouse on, tmux reads the emulator's reports itself and re-encodes them for the pane.
        conf.write_text("set -g default-terminal tmux-256color\nset -g mouse on\n")
        return ["tmux", "-S", str(workdir / "tmux.sock"), "-f", str(conf), "new-session", *command]

    def stop(self, workdir):
        if (workdir / "tmux.sock").exists():
            subprocess.run(["tmux", "-S", str(workdir / "tmux.sock"), "kill-server"], capture_output=True,
                           timeout=10)


class Screen(Multiplexer):
    """GNU screen with its defaults (TERM=screen, 8 colours, alternate screen off), except that a hang-up
    ends it rather than leaving it detached."""

    name = "screen"
    tools = {"screen": "screen"}
    session = "inkdoku-e2e"

    def wrap(self, workdir, command):
        rc = workdir / "screenrc"
        rc.write_text("startup_message off\nautodetach off\n")
        return ["screen", "-c", str(rc), "-S", self.session, *command]

    def environment(self, workdir):
        # Its sockets in a directory of the test's own: sessions of parallel runs never meet.
        sockets = workdir / "screen-sockets"
        sockets.mkdir(mode=0o700, exist_ok=True)
        return {"SCREENDIR": str(sockets)}

    def stop(self, workdir):
        subprocess.run(["screen", "-S", self.session, "-X", "quit"], capture_output=True, timeout=10,
                       env={**os.environ, "SCREENDIR": str(workdir / "screen-sockets")})


TMUX, SCREEN = Tmux(), Screen()
