"""A long session through the real game loop at accelerated time, with its memory sampled as it goes.

    python3 Tests/e2e/soak.py [--hours 8] [--rate 100] [--seed 1] [--csv FILE]

The game runs on a pty with INKDOKU_CLOCK_RATE=rate, so every second of its clock (the clock redraw,
messages, the pencil's delay and limits) passes `rate` times faster; the player here keeps a human pace
in that time: a key every few seconds (moves, digits right and wrong, erasing, notes, undo and redo,
hints, pause, help, statistics, the model view), a seven written with the mouse every half minute
(recognized, then placed or refused), a new game after the first minutes and then every twenty. Every move
is saved, as always. VmRSS is sampled every five minutes of game time. The actions follow a plan in game
seconds, not the real clock: on a loaded machine the same actions are played, later. `make soak` runs the full eight hours; the tests run
a short one (Tests/e2e/test_soak.py).
"""
import argparse
import random
import sys
import tempfile
import time
import pathlib

from answers import wait_answer
from paths import BIN, player_env
from terminal import Terminal
from test_pencil import centred, strokes
from test_play import PUZZLE, Grid

SAMPLE_EVERY = 300  # game seconds
KEY_EVERY = 3  # game seconds between keys
WRITE_EVERY = 30
FIRST_NEW_GAME = 400
NEW_GAME_EVERY = 1200
# The warm-up: every kind of action, a new game among them, has run once, and at least a tenth of the run.
WARM_UP = 900
MAX_GROWTH_MIB = 4  # VmRSS from the end of the warm-up to the end


def status_kib(pid, field):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise AssertionError(f"no {field} in /proc/{pid}/status")


class Soak:
    """One session: `run()` plays it and returns the memory samples as (game hours, VmRSS KiB)."""

    def __init__(self, t, rate, seed):
        self.t, self.rate, self.rng = t, rate, random.Random(seed)
        self.started = time.monotonic()
        self.grid = Grid.find(t)
        self.seven = strokes("seven")
        self.samples = []
        self.keys = self.writes = self.placed = self.refused = self.new_games = 0
        self.late = 0.0  # game seconds the plan has been moved on by

    def game_time(self):
        return (time.monotonic() - self.started) * self.rate

    def until(self, game_seconds):
        """Renders the game's output until its clock reaches `game_seconds`."""
        while (left := (game_seconds - self.game_time()) / self.rate) > 0:
            self.t.pump(left)
        assert self.t.alive(), f"the game ended:\n{self.t.text()}"

    def at(self, planned):
        """Waits for the game second the plan gives the next action. An action that ran late (a loaded
        machine, a slow answer) moves the rest of the plan on by as much: the same actions are played at the
        same pace, only later, so what a run plays does not depend on how busy the machine is."""
        if self.game_time() > planned + self.late:
            self.late = self.game_time() - planned
        self.until(planned + self.late)

    def key(self):
        t = self.t
        choice = self.rng.random()
        if choice < 0.35:
            t.send(t.key_bytes(self.rng.choice(["up", "down", "left", "right"])) * self.rng.randint(1, 4))
        elif choice < 0.65:
            t.type(str(self.rng.randint(1, 9)))
        elif choice < 0.72:
            t.type("x")
        elif choice < 0.80:
            t.type("n" + str(self.rng.randint(1, 9)) + "n")
        elif choice < 0.88:
            t.type(self.rng.choice("uU"))
        elif choice < 0.91:
            t.type("H")
        elif choice < 0.94:
            t.type("p")
            self.until(self.game_time() + 2)
            t.type("p")
        else:
            screen = self.rng.choice("?Sw")
            t.type(screen)
            self.until(self.game_time() + 2)
            t.type(screen)
        self.keys += 1

    def write(self):
        """A seven over an empty cell, then its answer: the cell shows 7, or the message says why not. Half
        the time the cell is one where no 7 shows in its row, column or box, when there is one: the random
        keys soon put 7s all over the board, and a seven anywhere else is refused as a clash."""
        t = self.t
        digits = self.grid.digits(t)
        empty = [(i // 9 + 1, i % 9 + 1) for i, c in enumerate(digits) if c == "."]
        if not empty:
            return
        sevens = [(i // 9 + 1, i % 9 + 1) for i, c in enumerate(digits) if c == "7"]
        fits = [(r, c) for r, c in empty
                if not any(r == r7 or c == c7 or ((r - 1) // 3, (c - 1) // 3) == ((r7 - 1) // 3, (c7 - 1) // 3)
                           for r7, c7 in sevens)]
        row, col = self.rng.choice(fits if fits and self.rng.random() < 0.5 else empty)
        mark = t.mark()
        for stroke in centred(self.seven, self.grid, row, col):
            reports = [f"\x1b[<0;{stroke[0][0] + 1};{stroke[0][1] + 1}M"]
            reports += [f"\x1b[<32;{x + 1};{y + 1}M" for x, y in stroke[1:]]
            reports.append(f"\x1b[<0;{stroke[-1][0] + 1};{stroke[-1][1] + 1}m")
            t.send("".join(reports))
        self.writes += 1
        if wait_answer(t, self.grid, row, col, mark) == "7":
            self.placed += 1
        else:
            self.refused += 1

    def new_game(self):
        # A game with progress asks first; with none, the menu ignores the `y`.
        self.t.type("Ny" + str(self.rng.randint(1, 3)))
        self.new_games += 1

    def run(self, hours, progress=None):
        """Plays the plan for `hours` of game time; returns the memory samples."""
        end = hours * 3600
        next_key, next_write, next_game, next_sample = KEY_EVERY, WRITE_EVERY, FIRST_NEW_GAME, 0
        while (now := min(next_key, next_write, next_game, next_sample)) < end:
            self.at(now)
            if now == next_sample:
                self.samples.append((now / 3600, status_kib(self.t.pid, "VmRSS")))
                next_sample += SAMPLE_EVERY
                if progress:
                    progress(self)
            elif now == next_game:
                self.new_game()
                next_game += NEW_GAME_EVERY
            elif now == next_write:
                self.write()
                next_write += WRITE_EVERY
            else:
                self.key()
                next_key += KEY_EVERY * self.rng.uniform(0.5, 1.5)
        self.at(end)
        self.samples.append((end / 3600, status_kib(self.t.pid, "VmRSS")))
        return self.samples


def warm(samples):
    """The first sample after the warm-up."""
    after = max(WARM_UP, samples[-1][0] * 3600 / 10)
    return next(sample for sample in samples if sample[0] * 3600 >= after)


def growth_mib(samples):
    """How much VmRSS grew from the end of the warm-up to the end."""
    return (samples[-1][1] - warm(samples)[1]) / 1024


def start(home, rate):
    """The game on a fresh pty in `home`, its clock `rate` times faster, once its board is drawn."""
    env = player_env(home, INKDOKU_CLOCK_RATE=str(rate))
    t = Terminal([BIN, "play", "--puzzle", PUZZLE], cols=100, rows=32, env=env, cwd=home)
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    return t


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hours", type=float, default=8)
    parser.add_argument("--rate", type=float, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--csv", default=None, help="write the samples here as hours,rss_kib")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        (pathlib.Path(home) / "home").mkdir()
        t = start(pathlib.Path(home), args.rate)
        try:
            soak = Soak(t, args.rate, args.seed)
            samples = soak.run(args.hours, progress=lambda s: print(
                f"{s.samples[-1][0]:5.2f} h  VmRSS {s.samples[-1][1] / 1024:6.1f} MiB  keys {s.keys}  "
                f"writes {s.writes} (placed {s.placed}, refused {s.refused})  new games {s.new_games}", flush=True))
            t.type("q")
            status = t.wait_exit(timeout=30)
            peak = max(kib for _, kib in samples)
        finally:
            t.close()
    if args.csv:
        pathlib.Path(args.csv).write_text("hours,rss_kib\n" + "".join(f"{h:.4f},{k}\n" for h, k in samples))
    warmed = warm(samples)
    print(f"VmRSS after warm-up ({warmed[0]:.2f} h): {warmed[1] / 1024:.1f} MiB; at the end ({samples[-1][0]:.2f} h): "
          f"{samples[-1][1] / 1024:.1f} MiB; peak sample {peak / 1024:.1f} MiB; exit status {status}")
    flat = growth_mib(samples) <= MAX_GROWTH_MIB
    if not flat:
        print(f"memory grew by {growth_mib(samples):.1f} MiB, more than {MAX_GROWTH_MIB} MiB", file=sys.stderr)
    return 0 if status == 0 and flat else 1

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
