"""`inkdoku play` of test_play's PUZZLE, recorded (`play --record`), in a real terminal emulator on a private
X server, with a home of its own.

What the game did is read from three places: the replay it records (every message it reduced, the mouse
reports and the recognizer's verdicts among them), the emulator's text where the emulator can dump it, and
screenshots, whose board lines say where the board is on any emulator.
"""

import json
import pathlib
import sys

from emulators import XTERM
from paths import BIN, player_env
from screenshot import board_lines
from test_play import PUZZLE, SOLUTION, Grid
from xserver import wait_until
from xsession import XSession

LAUNCH = pathlib.Path(__file__).resolve().parent / "launch.py"
RECOGNITION_SECONDS = 60  # the group's 0.45 s wait plus the model: a deadline for a failure, never waited out
START_SECONDS = 20


class Screen:
    """One dump of an emulator's screen, in the shape test_play's board helpers read."""

    def __init__(self, lines):
        self._lines = [line.rstrip() for line in lines]

    def lines(self):
        return list(self._lines)

    def text(self):
        return "\n".join(self._lines)


def board_with(entries):
    """PUZZLE with the digits of `entries` ({(row, col): digit}) placed, as the board shows it."""
    cells = list(PUZZLE.replace("0", "."))
    for (row, col), digit in entries.items():
        assert SOLUTION[(row - 1) * 9 + col - 1] == str(digit), f"r{row}c{col} is not {digit} in the solution"
        cells[(row - 1) * 9 + col - 1] = str(digit)
    return "".join(cells)


class XGame:
    """The game in `emulator` (optionally inside `multiplexer`) of `cols` × `rows` cells.

    `hide_pixel_size` keeps the terminal's pixel size from the game (so it stays with cell reports);
    `hold` keeps the emulator open after the game, its shell's earlier output above (launch.py --hold).
    """

    def __init__(self, tmp_path, *, cols, rows, emulator=XTERM, multiplexer=None, hide_pixel_size=False,
                 hold=False):
        self.dir = tmp_path
        self.replay = tmp_path / "session.jsonl"
        self.status = tmp_path / "status"
        env = player_env(tmp_path, SWIFT_BACKTRACE="interactive=no", LC_ALL="C.UTF-8")
        (tmp_path / "home").mkdir(exist_ok=True)
        command = [sys.executable, str(LAUNCH), str(self.status)]
        command += ["--hide-pixel-size"] if hide_pixel_size else []
        command += ["--hold"] if hold else []
        command += ["--", BIN, "play", "--record", str(self.replay), "--puzzle", PUZZLE]
        self.x = XSession(command, cols=cols, rows=rows, workdir=tmp_path, env=env, emulator=emulator,
                          multiplexer=multiplexer, reports=lambda: len(self.messages("mouse")))
        self.grid = None
        self.shots = 0

    def __enter__(self):
        self.x.__enter__()
        return self

    def __exit__(self, *exc):
        self.x.__exit__(*exc)

    # ---- the recording ----------------------------------------------------------------------------

    def lines(self):
        """The replay's complete lines so far, decoded."""
        text = self.replay.read_text() if self.replay.exists() else ""
        return [json.loads(line) for line in text.split("\n")[:-1]]

    def messages(self, kind):
        return [line[kind] for line in self.lines()[1:] if kind in line]

    def located_reports(self):
        """The mouse reports as the game located them: each with its unit `u` (the header's, then the
        latest `reportUnit` line's) and its terminal cell `c`, `r` (a pixel's by the latest cell size)."""
        lines = self.lines()
        if not lines:
            return []
        terminal = lines[0]["terminal"]
        unit, cell = terminal["report"], (terminal["cellWidth"], terminal["cellHeight"])
        located = []
        for line in lines[1:]:
            unit = line.get("reportUnit", unit)
            cell = tuple(line.get("cellSize", cell))
            if "mouse" in line:
                report = line["mouse"]
                x, y = report["x"], report["y"]
                c, r = (x, y) if unit == "cell" else (int(x // cell[0]), int(y // cell[1]))
                located.append({**report, "u": unit, "c": c, "r": r})
        return located

    def wait_started(self, pixels):
        """Waits for the header (written once mouse tracking is on) and, for pixels, the game's switch to them
        (made as the emulator's DECRQM answer arrives, before it is recorded); then for the board on screen."""
        header = wait_until(lambda: self.lines()[:1], START_SECONDS, "the replay header")[0]
        if pixels:
            # The game lays out again once pixel reports are on: the writing pad it shows for cell reports
            # goes, and the board may grow.
            wait_until(lambda: "pixel" in self.messages("reportUnit"), START_SECONDS,
                       f"{self.x.emulator.name}'s DECRQM answer for 1016 and the game's switch to pixels")
            self.x.report_unit = "pixel"
        self.grid = wait_until(lambda: self.find_grid(pad=not pixels), START_SECONDS,
                               f"the board on {self.x.emulator.name}'s screen")
        return header

    # ---- what the emulator shows ------------------------------------------------------------------

    def screen(self):
        return Screen(self.x.screen_lines())

    def shot(self, name=None):
        """A screenshot of the emulator's text window, kept in the test's directory."""
        self.shots += 1
        return self.x.screenshot(self.dir / f"{self.shots:02d}-{name or 'screen'}.png")

    def shot_lines(self, name=None):
        """(columns, rows) of the board lines a screenshot shows, in terminal cells."""
        return board_lines(self.shot(name), self.x.image_origin, self.x.cell)

    def shot_grid(self, name=None):
        """The board as a screenshot shows it; None when it does not show a whole board."""
        columns, rows = self.shot_lines(name)
        return Grid(columns, rows) if len(columns) == 10 and len(rows) == 10 else None

    def find_grid(self, pad=True):
        """The board with the panel next to it, from the emulator's text where it has one, else from a
        screenshot; without `pad`, only once the writing pad is gone from the text."""
        if not self.x.reads_text:
            return self.shot_grid()
        screen = self.screen()
        grid = Grid.find(screen)
        text = screen.text()
        return grid if grid and "r5c5: empty" in text and (pad or "write here" not in text) else None

    def wait_board(self, expected):
        """Waits until the emulator shows `expected` (81 characters, '.' empty) on the board."""
        return wait_until(lambda: self.grid.digits(self.screen()) == expected, 10,
                          f"the board {expected} on {self.x.emulator.name}'s screen")

    # ---- playing ----------------------------------------------------------------------------------

    def centre(self, row, col):
        left, top, right, bottom = self.grid.interior(row, col)
        return (left + right) / 2, (top + bottom) / 2

    def write(self, strokes, rect, what):
        """Writes a digit over `rect` (terminal cells) and waits for the recognizer's verdict on it; returns the
        pointer path of each stroke."""
        before = len(self.messages("recognized"))
        paths = self.x.write_digit(strokes, rect)
        wait_until(lambda: len(self.messages("recognized")) > before, RECOGNITION_SECONDS,
                   f"the recognizer's verdict on {what}")
        return paths

    def quit(self):
        """Quits with the game's key; returns the game's exit status."""
        self.x.key("q")
        return int(wait_until(lambda: self.status.exists() and self.status.read_text(), 10, "the game's end"))
