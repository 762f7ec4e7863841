"""A real xterm on a private X server, driven with the real X pointer and keyboard.

`XSession` starts Xvfb (on a display number it picks itself, so parallel runs never clash) and one xterm
running a command, then moves and presses the X pointer and types through xdotool. xterm itself turns the
pointer into mouse reports, so these tests see what a player's terminal really sends: one report per cell
entered in cell mode, every pixel in SGR-Pixels (1016), clamping, the order of press, motion and release.

Positions are in terminal cells, 0-based and fractional: (10.5, 3.5) is the centre of column 10, row 3.
Every wait has a deadline, and every process started here is ended by its PID when the session closes,
also when a test fails half-way.

xdotool `key --window` would use XSendEvent, which xterm ignores; with no window manager the session gives
xterm the keyboard focus itself instead, and keys go to the focused window.
"""

import os
import pathlib
import re
import select
import shutil
import subprocess
import time

from handwriting import pointer_path

TOOLS = {
    "Xvfb": "xvfb", "xterm": "xterm", "xdotool": "xdotool", "xwininfo": "x11-utils", "import": "imagemagick",
    "tmux": "tmux",
}
FONT = ("DejaVu Sans Mono", "10")  # has the board's box drawing; the bitmap fonts draw boxes for it
BORDER = 2  # xterm's internalBorder, set explicitly so the geometry never depends on resources
DUMP_KEY = "F12"  # bound to print-immediate, so the app never sees it
STEP_PX = 2  # pointer motion per X event while drawing, about what a hand moving a mouse gives
STEP_DELAY = "0.004"  # seconds between motion events


def missing_tools():
    """What is missing to run X sessions, as an install instruction; None when everything is there."""
    missing = sorted({package for tool, package in TOOLS.items() if shutil.which(tool) is None})
    fonts = subprocess.run(["fc-list", FONT[0]], capture_output=True, text=True) if shutil.which("fc-list") else None
    if fonts is None or not fonts.stdout.strip():
        missing.append("fonts-dejavu-core")
    if not missing:
        return None
    return f"the xterm tests need {', '.join(missing)}: apt-get install -y {' '.join(missing)}"


def wait_until(condition, timeout, what, interval=0.05):
    """Polls `condition` until it returns something truthy and returns that; fails naming `what`."""
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout}s waiting for {what}")
        time.sleep(interval)


class XSession:
    """Xvfb plus one xterm of `cols` × `rows` cells running `command`, with `workdir` for its files."""

    def __init__(self, command, *, cols, rows, workdir, env, term="xterm-256color"):
        self.command, self.cols, self.rows, self.term = command, cols, rows, term
        self.workdir = pathlib.Path(workdir)
        self.env = dict(env)
        self.dumps = self.workdir / "screen-dumps"
        self.xvfb = self.xterm = None
        self.display = None

    # ---- start and stop ---------------------------------------------------------------------------

    def __enter__(self):
        problem = missing_tools()
        if problem:
            raise RuntimeError(problem)
        try:
            self._start_x()
            self._start_xterm()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc):
        self.close()

    def _start_x(self):
        # The text area plus borders, with room to spare so the pointer can leave the window.
        width, height = self.cols * 10 + 100, self.rows * 20 + 100
        read_end, write_end = os.pipe()
        try:
            with open(self.workdir / "xvfb.log", "wb") as log:
                self.xvfb = subprocess.Popen(
                    # -displayfd: Xvfb picks a free display itself. -noreset: by default the server resets
                    # when its last client leaves, and a client connecting meanwhile (xterm, just as an
                    # xdotool search that looked for it leaves) is refused: "Can't open display".
                    ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{width}x{height}x24", "-nolisten",
                     "tcp", "-noreset"], pass_fds=(write_end,), stdout=log, stderr=log)
            os.close(write_end)
            write_end = None
            # Xvfb writes the display number once it accepts clients, then a line feed in a write of its own:
            # closing the pipe before that would kill it with SIGPIPE.
            number, deadline = b"", time.monotonic() + 10
            while not number.endswith(b"\n"):
                if not select.select([read_end], [], [], max(0, deadline - time.monotonic()))[0]:
                    raise TimeoutError("Xvfb did not start within 10s")
                chunk = os.read(read_end, 64)
                if not chunk:
                    break
                number += chunk
        finally:
            os.close(read_end)
            if write_end is not None:
                os.close(write_end)
        if not number.strip().isdigit():
            log = (self.workdir / "xvfb.log").read_text(errors="replace")
            raise RuntimeError(f"Xvfb gave no display number (exit status {self.xvfb.poll()}): {log}")
        self.display = f":{number.decode().strip()}"

    def _start_xterm(self):
        self.dumps.mkdir(parents=True, exist_ok=True)
        self.title = f"inkdoku-e2e-{os.getpid()}-{id(self)}"
        resources = [
            f"XTerm*VT100.translations: #override <Key>{DUMP_KEY}: print-immediate()",
            f"XTerm*printFileImmediate: {self.dumps}/screen",
            "XTerm*allowTitleOps: false",
        ]
        argv = ["xterm", "-T", self.title, "-tn", self.term, "-geometry", f"{self.cols}x{self.rows}+0+0",
                "-fa", FONT[0], "-fs", FONT[1], "-b", str(BORDER)]
        for resource in resources:
            argv += ["-xrm", resource]
        self.log = self.workdir / "xterm.log"
        with open(self.log, "wb") as log:
            self.xterm = subprocess.Popen(
                argv + ["-e", *self.command], env={**self.env, "DISPLAY": self.display}, cwd=self.workdir,
                stdout=log, stderr=log)
        self.window = wait_until(self._find_window, 10, f"the xterm window {self.title!r}")
        wait_until(self._measure, 10, "the text window inside the xterm")
        self._x("windowfocus", "--sync", self.window)

    def _find_window(self):
        if self.xterm.poll() is not None:
            raise RuntimeError(
                f"xterm exited with status {self.xterm.returncode}: {self.log.read_text(errors='replace')}\n"
                f"Xvfb on {self.display}, exit status {self.xvfb.poll()}: "
                f"{(self.workdir / 'xvfb.log').read_text(errors='replace')}")
        result = self._x("search", "--onlyvisible", "--name", f"^{re.escape(self.title)}$", check=False)
        return result.stdout.split()[0] if result.returncode == 0 and result.stdout.strip() else None

    def _measure(self):
        """Root position and cell size of the text area, from the VT100 widget inside the shell window; False
        while xterm has not made that window yet."""
        tree = self._tool("xwininfo", "-tree", "-id", self.window).stdout
        # A child line: '0x20001c (has no name): ()  484x174+0+0  +1+1' (size+offset, then absolute position)
        child = re.search(r"^\s+0x[0-9a-f]+ .*?(\d+)x(\d+)[+-]\d+[+-]\d+\s+\+(-?\d+)\+(-?\d+)\s*$", tree, re.M)
        if not child:
            return False  # not created yet
        width, height, x, y = map(int, child.groups())
        self.origin = (x + BORDER, y + BORDER)
        self.cell = ((width - 2 * BORDER) / self.cols, (height - 2 * BORDER) / self.rows)
        return True

    def close(self):
        """Ends xterm (which hangs up its child) and Xvfb, by PID; safe to call twice."""
        for proc in (self.xterm, self.xvfb):
            if proc is not None and proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(5)

    def wait_closed(self, timeout=10):
        """Waits for xterm to close by itself (its command ended); returns its exit status."""
        try:
            return self.xterm.wait(timeout)
        except subprocess.TimeoutExpired:
            raise TimeoutError(f"xterm was still open {timeout}s after its program should have ended") from None

    # ---- commands ---------------------------------------------------------------------------------

    def _tool(self, *argv, check=True):
        return subprocess.run(argv, env={**os.environ, "DISPLAY": self.display}, capture_output=True, text=True,
                              timeout=30, check=check)

    def _x(self, *args, check=True):
        result = self._tool("xdotool", *args, check=False)
        if check and result.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(args)} failed: {result.stderr.strip()}")
        return result

    def pixel(self, x, y):
        """Root pixel of terminal position (x, y)."""
        return round(self.origin[0] + x * self.cell[0]), round(self.origin[1] + y * self.cell[1])

    # ---- pointer ----------------------------------------------------------------------------------

    def stroke(self, points, button=1):
        """Presses at the first point, moves through the others in small steps, releases at the last."""
        pixels = pointer_path([self.pixel(x, y) for x, y in points], STEP_PX)
        chain = ["mousemove", *map(str, pixels[0]), "mousedown", str(button)]
        for x, y in pixels[1:]:
            chain += ["sleep", STEP_DELAY, "mousemove", str(x), str(y)]
        self._x(*chain, "mouseup", str(button))

    def click(self, x, y, button=1):
        self._x("mousemove", *map(str, self.pixel(x, y)), "click", str(button))

    # ---- keyboard ---------------------------------------------------------------------------------

    def key(self, *keysyms):
        """Presses keys by X keysym name (`Up`, `q`, `5`), one after another."""
        self._x("key", "--clearmodifiers", "--delay", "30", *keysyms)

    # ---- what is on the screen --------------------------------------------------------------------

    def screen_lines(self, timeout=5):
        """The text xterm shows (the alternate screen while a full-screen program runs), one string per row."""
        for old in self.dumps.iterdir():
            old.unlink()
        self.key(DUMP_KEY)

        def dumped():
            files = list(self.dumps.iterdir())
            text = files[0].read_text(encoding="utf-8", errors="replace") if files else ""
            return text if text.count("\n") >= self.rows else None

        return wait_until(dumped, timeout, "xterm's screen dump").split("\n")[:self.rows]

    def screenshot(self, png):
        """The whole X screen as a PNG file."""
        self._tool("import", "-window", "root", str(png))
        return png
