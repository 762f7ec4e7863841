"""A real terminal emulator on a private X server, driven with the real X pointer and keyboard.

`XSession` starts Xvfb and one emulator (xterm, kitty, rxvt-unicode, xfce4-terminal; see emulators.py),
optionally with tmux or GNU screen inside it (multiplexers.py), running a command. It moves and presses the
X pointer and types through xdotool, so the emulator itself turns the pointer into mouse reports: these tests
see what a player's terminal really sends (cells or pixels, how often, clamped how, in which order).

Positions are in terminal cells, 0-based and fractional: (10.5, 3.5) is the centre of column 10, row 3, and
(10, 3) the top-left pixel of that cell. Every wait has a deadline, and every process started here is ended
by its PID when the session closes, also when a test fails half-way.

xdotool `key --window` would use XSendEvent, which xterm ignores; with no window manager the session gives
the emulator the keyboard focus itself instead, and keys go to the focused window.
"""

import os
import re
import shutil
import subprocess

from emulators import DUMP_KEY, FONT, XTERM
from handwriting import corners, pointer_path
from xserver import XServer, end_process, wait_until

X_TOOLS = {"Xvfb": "xvfb", "xdotool": "xdotool", "xwininfo": "x11-utils", "import": "imagemagick"}
STEP_PX = 2  # pointer motion per X event while drawing, about what a hand moving a mouse gives
REPORT_SECONDS = 30  # the longest a report may take from the X pointer to the program, on a loaded machine
START_SECONDS = 30  # kitty on a software renderer takes a while on a loaded machine


def missing_tools(emulator=XTERM, multiplexer=None):
    """What is missing to run this session, as an install instruction; None when everything is there."""
    tools = {**X_TOOLS, **emulator.tools, **(multiplexer.tools if multiplexer else {})}
    missing = sorted({package for tool, package in tools.items() if shutil.which(tool) is None})
    fonts = subprocess.run(["fc-list", FONT[0]], capture_output=True, text=True) if shutil.which("fc-list") else None
    if fonts is None or not fonts.stdout.strip():
        missing.append("fonts-dejavu-core")
    if not missing:
        return None
    what = emulator.name + (f" with {multiplexer.name}" if multiplexer else "")
    return (f"the {what} tests need {', '.join(missing)}: run Tools/install-test-deps "
            f"(apt-get install -y {' '.join(missing)})")


class XSession:
    """Xvfb plus one emulator of `cols` × `rows` cells running `command`, with `workdir` for its files."""

    def __init__(self, command, *, cols, rows, workdir, env, reports, emulator=XTERM, multiplexer=None,
                 term="xterm-256color"):
        """`reports()` says how many mouse reports the program has received so far: strokes wait on it."""
        self.cols, self.rows, self.term = cols, rows, term
        self.reports = reports
        self.report_unit = "cell"  # until the program switches the emulator to pixels
        self.emulator, self.multiplexer = emulator, multiplexer
        self.workdir = workdir
        self.command = multiplexer.wrap(workdir, command) if multiplexer else command
        self.env = {**env, **(multiplexer.environment(workdir) if multiplexer else {})}
        self.dumps = workdir / "screen-dumps"
        self.dump_file = self.dumps / "screen"
        self.title = f"inkdoku-e2e-{os.getpid()}-{id(self)}"
        self.server = self.terminal = None

    # ---- start and stop ---------------------------------------------------------------------------

    def __enter__(self):
        problem = missing_tools(self.emulator, self.multiplexer)
        if problem:
            raise RuntimeError(problem)
        try:
            # The text area plus borders, with room to spare so the pointer can leave the window.
            self.server = XServer(self.cols * 10 + 100, self.rows * 20 + 100, self.workdir).start()
            self._start_terminal()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc):
        self.close()

    def _start_terminal(self):
        self.dumps.mkdir(parents=True, exist_ok=True)
        self.log = self.workdir / f"{self.emulator.name}.log"
        env = {**self.env, **self.emulator.environment(self), "DISPLAY": self.server.display}
        with open(self.log, "wb") as log:
            self.terminal = subprocess.Popen(self.emulator.argv(self, self.command), env=env, cwd=self.workdir,
                                             stdout=log, stderr=log)
        try:
            self.window = wait_until(self._find_window, START_SECONDS, f"the {self.emulator.name} window")
            wait_until(self._measure, START_SECONDS, f"the text area of the {self.emulator.name} window")
        except TimeoutError as error:
            said = self.log.read_text(errors="replace")
            raise TimeoutError(f"{error}; {self.emulator.name} said: {said}") from None
        self.server.xdotool("windowfocus", "--sync", self.window)

    def _find_window(self):
        if self.terminal.poll() is not None:
            raise RuntimeError(
                f"{self.emulator.name} exited with status {self.terminal.returncode} before its window appeared: "
                f"{self.log.read_text(errors='replace')}\nXvfb on {self.server.display}, exit status "
                f"{self.server.proc.poll()}: {self.server.log_text()}")
        result = self.server.xdotool("search", "--onlyvisible", "--name", f"^{re.escape(self.title)}$", check=False)
        return result.stdout.split()[0] if result.returncode == 0 and result.stdout.strip() else None

    def _measure(self):
        """Finds the window that holds the text (xterm's and urxvt's is a child of the top-level window) and
        from its size the root position and pixel size of the terminal cells; False until it is there."""
        top = self.server.tool("xwininfo", "-id", self.window).stdout
        (left,), (top_y,), (width,), (height,) = (
            re.findall(rf"{label}:\s+(-?\d+)", top) for label in
            ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height"))
        text = (self.window, int(left), int(top_y), int(width), int(height))
        tree = self.server.tool("xwininfo", "-tree", "-id", self.window).stdout
        # A child line: '0x20001c (has no name): ()  484x174+0+0  +1+1' (size+offset, then absolute position)
        for child in re.finditer(r"^\s+(0x[0-9a-f]+) .*?(\d+)x(\d+)[+-]\d+[+-]\d+\s+\+(-?\d+)\+(-?\d+)\s*$", tree,
                                 re.M):
            wid, w, h, x, y = child.group(1), *map(int, child.groups()[1:])
            if w * h * 2 >= text[3] * text[4]:  # not a helper window (xfce4-terminal has a 1×1 one)
                text = (wid, x, y, w, h)
        wid, x, y, w, h = text
        pad = self.emulator.padding
        cell = (round((w - 2 * pad) / self.cols), round((h - 2 * pad) / self.rows))
        if min(cell) < 4:
            return False  # not at its final size yet
        self.text_window, self.cell = wid, cell
        self.origin = (x + pad, y + pad)  # root pixel of the top-left corner of cell (0, 0)
        self.image_origin = (pad, pad)  # the same in a screenshot of the text window
        return True

    def close(self):
        """Ends the emulator (which hangs up its child), the multiplexer and Xvfb, by PID; safe to call twice."""
        end_process(self.terminal)
        if self.multiplexer:
            self.multiplexer.stop(self.workdir)
        if self.server:
            self.server.stop()

    def wait_closed(self, timeout=10):
        """Waits for the emulator to close by itself (its command ended); returns its exit status."""
        try:
            return self.terminal.wait(timeout)
        except subprocess.TimeoutExpired:
            raise TimeoutError(f"{self.emulator.name} was still open {timeout}s after its program should have "
                               "ended") from None

    @property
    def program_rows(self):
        """Rows the program inside gets: a multiplexer keeps some for its status line."""
        return self.rows - (self.multiplexer.status_rows if self.multiplexer else 0)

    def pixel(self, x, y):
        """Root pixel of terminal position (x, y)."""
        return round(self.origin[0] + x * self.cell[0]), round(self.origin[1] + y * self.cell[1])

    # ---- pointer ----------------------------------------------------------------------------------

    def stroke(self, points, button=1):
        """Presses at the first point, moves through the others in small steps, releases at the last.

        Every move that makes the emulator send a report waits for the program to get that report before
        the pointer moves on: motion that queued up in a busy emulator would be merged into one report
        (Xt and GTK compress motion events), so a loaded machine would lose reports the path made."""
        pixels = pointer_path([self.pixel(x, y) for x, y in points], STEP_PX)
        expected = self.reports()

        def send(chain):
            nonlocal expected
            self.server.xdotool(*chain)
            expected += 1
            wait_until(lambda: self.reports() >= expected, REPORT_SECONDS,
                       f"mouse report {expected} (the stroke's {chain[-2]} to {chain[-1]})", interval=0.01)

        send(["mousemove", *map(str, pixels[0]), "mousedown", str(button)])
        # None: the first motion is reported wherever it goes.
        moves, reported = [], None if self.emulator.reports_motion_in_press_cell else self.report_position(pixels[0])
        for x, y in pixels[1:]:
            moves += ["mousemove", str(x), str(y)]
            if self.report_position((x, y)) != reported:
                send(moves)
                moves, reported = [], self.report_position((x, y))
        send(moves + ["mouseup", str(button)])
        return pixels

    def report_position(self, pixel):
        """What a report of the pointer at root `pixel` says: the pixel itself, or the cell it is in; a move
        is reported when this changes."""
        if self.report_unit == "pixel":
            return pixel
        return (pixel[0] - self.origin[0]) // self.cell[0], (pixel[1] - self.origin[1]) // self.cell[1]

    def write_digit(self, strokes, rect):
        """Writes a digit (strokes in fractions of a box, see handwriting.DIGITS) over `rect` = (left, top,
        right, bottom) in terminal cells; returns the pointer path of each stroke, in root pixels."""
        return [self.stroke(corners(stroke, rect)) for stroke in strokes]

    def click(self, x, y, button=1):
        self.server.xdotool("mousemove", *map(str, self.pixel(x, y)), "click", str(button))

    # ---- keyboard ---------------------------------------------------------------------------------

    def key(self, *keysyms):
        """Presses keys by X keysym name (`Up`, `q`, `5`), one after another."""
        self.server.xdotool("key", "--clearmodifiers", "--delay", "30", *keysyms)

    # ---- what is on the screen --------------------------------------------------------------------

    @property
    def reads_text(self):
        return self.emulator.dumps_text

    def screen_lines(self, timeout=5):
        """The text the emulator shows (the alternate screen while a full-screen program runs), one string per
        row; only for emulators that can dump it (`reads_text`)."""
        if not self.reads_text:
            raise RuntimeError(f"{self.emulator.name} cannot tell the text it shows; use a screenshot")
        for old in self.dumps.iterdir():
            old.unlink()
        self.key(DUMP_KEY)

        def dumped():
            files = [f for f in self.dumps.iterdir() if f.suffix != ".tmp"]
            text = files[0].read_text(encoding="utf-8", errors="replace") if files else None
            return text if text is not None and self.emulator.dump_complete(text, self.rows) else None

        lines = wait_until(dumped, timeout, f"{self.emulator.name}'s screen dump").split("\n")[:self.rows]
        return lines + [""] * (self.rows - len(lines))

    def screenshot(self, png):
        """The text window as a PNG file; its top-left cell starts at `image_origin`."""
        self.server.tool("import", "-window", self.text_window, str(png))
        return png
