"""A pseudo terminal for end-to-end tests of full-screen programs: no X server, no tmux.

The program runs on the slave side of a pty, so isatty() holds, ncurses works and the kernel delivers
SIGWINCH. Everything it prints is rendered by pyte into a screen the tests can read; the same bytes are
scanned for private-mode switches (DECSET/DECRST), which pyte ignores but tests care about: a game that
leaves mouse tracking or the alternate screen on after it ends breaks the user's shell.

Input is encoded the way xterm would encode it *for the modes the program switched on*: arrows follow
DECCKM, and mouse reports are refused unless the program enabled tracking and SGR encoding, so a program
that forgets to enable the mouse fails its tests instead of receiving reports no terminal would send.

Every wait has a deadline; nothing here blocks without one.
"""

import fcntl
import os
import re
import resource
import select
import signal
import struct
import subprocess
import termios
import time

import pyte

# Private modes the tests talk about, by name, so failures read well.
DECCKM = 1  # application cursor keys: arrows arrive as ESC O A instead of ESC [ A
MOUSE_X10, MOUSE_NORMAL, MOUSE_HIGHLIGHT, MOUSE_BUTTON, MOUSE_ANY = 9, 1000, 1001, 1002, 1003
MOUSE_UTF8, MOUSE_SGR, MOUSE_URXVT, MOUSE_SGR_PIXELS = 1005, 1006, 1015, 1016
ALT_SCREEN = 1049
BRACKETED_PASTE = 2004
FOCUS_REPORTS = 1004

MOUSE_TRACKING = {MOUSE_X10, MOUSE_NORMAL, MOUSE_HIGHLIGHT, MOUSE_BUTTON, MOUSE_ANY}
MOUSE_MODES = MOUSE_TRACKING | {MOUSE_UTF8, MOUSE_SGR, MOUSE_URXVT, MOUSE_SGR_PIXELS}
# What a program must switch off again before it gives the terminal back.
INPUT_MODES = MOUSE_MODES | {BRACKETED_PASTE, DECCKM, FOCUS_REPORTS}

# Cursor keys have two encodings, chosen by DECCKM; the rest do not depend on it.
_CURSOR_KEYS = {"up": "A", "down": "B", "right": "C", "left": "D", "home": "H", "end": "F"}
_OTHER_KEYS = {
    "enter": "\r", "tab": "\t", "escape": "\x1b", "esc": "\x1b", "backspace": "\x7f",
    "delete": "\x1b[3~", "insert": "\x1b[2~", "pageup": "\x1b[5~", "pagedown": "\x1b[6~",
    "f1": "\x1bOP", "f2": "\x1bOQ",
}

# A complete DECSET/DECRST, and the unfinished start of one at the end of a read.
_MODE_SWITCH = re.compile(rb"\x1b\[\?([0-9;]*)([hl])")
_MODE_SWITCH_START = re.compile(rb"\x1b(?:\[(?:\?[0-9;]*)?)?\Z")

# Bits worth naming when termios differs; anything else is reported as a raw mask.
_TERMIOS_FLAGS = {
    "iflag": ["BRKINT", "ICRNL", "IGNBRK", "IGNCR", "INLCR", "INPCK", "ISTRIP", "IXON", "IXOFF", "IUTF8"],
    "oflag": ["OPOST", "ONLCR"],
    "lflag": ["ICANON", "ECHO", "ECHOE", "ECHOK", "ECHONL", "ECHOCTL", "ECHOKE", "ISIG", "IEXTEN", "TOSTOP"],
    "cflag": ["CSIZE", "PARENB", "CREAD"],
}
_TERMIOS_FIELDS = ["iflag", "oflag", "cflag", "lflag", "ispeed", "ospeed", "cc"]


def _flag_bit(name):
    # Python's termios lacks IUTF8; its value is fixed in the Linux ABI.
    return getattr(termios, name) if hasattr(termios, name) else {"IUTF8": 0o40000}[name]


class ModeLog:
    """Follows DECSET/DECRST through a byte stream that arrives in arbitrary pieces."""

    def __init__(self):
        self.events = []  # (offset in the stream, mode, on)
        self._carry = b""  # the start of a switch cut off at the end of the last piece
        self._offset = 0  # stream offset of the first byte of _carry

    def feed(self, data: bytes):
        buf = self._carry + data
        for m in _MODE_SWITCH.finditer(buf):
            on = m.group(2) == b"h"
            for part in m.group(1).split(b";"):
                if part:
                    self.events.append((self._offset + m.start(), int(part), on))
        cut = _MODE_SWITCH_START.search(buf)
        keep = len(buf) - cut.start() if cut else 0
        self._offset += len(buf) - keep
        self._carry = buf[len(buf) - keep:]

    def active(self, until=None):
        """Modes switched on and not off again (up to stream offset `until`)."""
        on = set()
        for offset, mode, is_on in self.events:
            if until is not None and offset >= until:
                break
            (on.add if is_on else on.discard)(mode)
        return on

    def switched(self, since, on):
        """Modes set (on=True) or reset (on=False) at or after stream offset `since`."""
        return {mode for offset, mode, is_on in self.events if offset >= since and is_on == on}


class _Screen(pyte.Screen):
    """A pyte screen that answers the terminal queries pyte knows (DA, DSR) through the pty."""

    def __init__(self, cols, rows, reply):
        super().__init__(cols, rows)
        self._reply = reply

    def write_process_input(self, data):
        self._reply(data.encode())


class ProgramExited(Exception):
    """Raised by waits that can no longer succeed because the program is gone."""


class Terminal:
    """One program on one pty, with a pyte screen of `cols` × `rows` cells of `cell_px` pixels."""

    def __init__(self, argv, *, cols=80, rows=24, env=None, cwd=None, cell_px=(9, 18), term="xterm-256color",
                 limits=None):
        self.cols, self.rows, self.cell_px = cols, rows, cell_px
        self.raw = bytearray()  # everything the program wrote, for byte-level assertions
        self.modes = ModeLog()
        self.status = None
        self.master, self.slave = os.openpty()
        # The size must be right before the program starts: ncurses reads it once at start-up.
        self._set_winsize(self.slave, cols, rows)
        # What tty_sane() compares with. The parent keeps its slave descriptor, so the same pty's termios
        # can be read after the program is gone: whatever the program left there is what a shell would get.
        self.termios_before = termios.tcgetattr(self.slave)
        lflag = self.termios_before[3]
        if not (lflag & termios.ICANON and lflag & termios.ECHO):
            raise RuntimeError("a fresh pty should be in canonical mode with echo; tty_sane() would prove nothing")
        self.screen = _Screen(cols, rows, self._write)
        self._lines = None  # the screen as text, until the next output changes it
        self.stream = pyte.ByteStream(self.screen)

        environment = dict(os.environ if env is None else env)
        environment.update(TERM=term, LANG="C.UTF-8", LC_ALL="C.UTF-8", SWIFT_BACKTRACE="interactive=no")
        # Leftover sizes in the environment would override the pty's size in ncurses.
        environment.pop("LINES", None)
        environment.pop("COLUMNS", None)

        def child_setup():  # in the child, after setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)  # the pty becomes the controlling tty: job control, SIGWINCH
            # Crash tests must not leave core files behind (core_pattern may name a file in cwd).
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            for limit, value in (limits or {}).items():
                resource.setrlimit(limit, (value, value))

        self.proc = subprocess.Popen(
            argv, stdin=self.slave, stdout=self.slave, stderr=self.slave, env=environment, cwd=cwd,
            start_new_session=True, preexec_fn=child_setup, close_fds=True)
        self.pid = self.proc.pid

    # ---- output ----------------------------------------------------------------------------------

    def _write(self, data: bytes):
        view = memoryview(data)
        while view:
            view = view[os.write(self.master, view):]

    def pump(self, timeout=0.0):
        """Renders what the program has printed, waiting up to `timeout` seconds for the first byte;
        returns whether anything arrived (so waits can check again at once)."""
        got = False
        wait = timeout
        while select.select([self.master], [], [], wait)[0]:
            try:
                data = os.read(self.master, 65536)
            except OSError:  # EIO once no slave is open; cannot happen while we hold one, but be safe
                break
            if not data:
                break
            self.raw += data
            self.modes.feed(data)
            self.stream.feed(data)
            self._lines = None
            got, wait = True, 0.0
        return got

    def pump_for(self, seconds):
        """Renders everything the program prints during the next `seconds`."""
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            self.pump(left)

    def mark(self):
        """A position in the output, for asking what the program wrote after it."""
        self.pump()
        return len(self.raw)

    # ---- screen ----------------------------------------------------------------------------------

    def lines(self):
        # Rendering pyte's buffer to text is the slow part of a wait; redo it only after new output.
        if self._lines is None:
            self._lines = [line.rstrip() for line in self.screen.display]
        return list(self._lines)

    def line(self, n):
        return self.lines()[n]

    def text(self):
        return "\n".join(self.lines())

    def forget_screen(self):
        """Blanks the rendered screen (not the program's), so a later wait for something on it proves
        the program drew it again."""
        self.pump()
        self.screen.erase_in_display(2)
        self._lines = None

    def cursor(self):
        """(column, row), 0-based."""
        return self.screen.cursor.x, self.screen.cursor.y

    def cursor_visible(self):
        """Whether the program shows the cursor (DECTCEM, ?25)."""
        return not self.screen.cursor.hidden

    def wait_for(self, what, timeout=30.0, interval=0.1):
        """Pumps output until `what` (text on screen, or a predicate on this terminal) holds; returns it.

        Raises TimeoutError with the screen in the message, or ProgramExited if the program ends first. The
        timeout only bounds a failure: it is long, so a loaded machine is slow, never wrong.
        """
        check = (lambda t: what in t.text()) if isinstance(what, str) else what
        deadline = time.monotonic() + timeout
        while True:
            self.pump()
            result = check(self)
            if result:
                return result
            if self.proc.poll() is not None:
                self.pump_for(0.05)
                result = check(self)
                if result:
                    return result
                raise ProgramExited(f"exited with {self.proc.returncode} before {what!r}:\n{self.text()}")
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError(f"no {what!r} within {timeout}s; the screen:\n{self.text()}")
            self.pump(min(interval, left))

    def settle(self, quiet=0.15, timeout=3.0):
        """Waits until the program has printed nothing for `quiet` seconds (or `timeout` passes)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.pump(quiet):
            pass

    # ---- modes -----------------------------------------------------------------------------------

    def active_modes(self):
        self.pump()
        return self.modes.active()

    def modes_reset_since(self, mark):
        return self.modes.switched(mark, on=False)

    def modes_set_since(self, mark):
        return self.modes.switched(mark, on=True)

    # ---- keyboard --------------------------------------------------------------------------------

    def send(self, data):
        """Raw input bytes (a str is UTF-8 encoded)."""
        self._write(data.encode() if isinstance(data, str) else bytes(data))

    def key_bytes(self, name):
        name = name.lower()
        if name in _CURSOR_KEYS:
            # keypad(TRUE) switches DECCKM on; ncurses then knows only the ESC O form of the arrows.
            prefix = "\x1bO" if DECCKM in self.active_modes() else "\x1b["
            return prefix + _CURSOR_KEYS[name]
        return _OTHER_KEYS[name]

    def key(self, name, count=1):
        """Presses a named key `count` times. After an Escape we wait out the program's escape delay, as a
        person would: sent at once, an Escape and a following `[` or `O` would read as one key sequence."""
        seq = self.key_bytes(name)
        self.send(seq * count)
        if seq == "\x1b":
            self.pump_for(0.2)

    def type(self, text):
        self.send(text)

    def ctrl(self, letter):
        self.send(bytes([ord(letter.lower()) & 0x1F]))

    def paste(self, text):
        """Pastes like xterm: bracketed if the program asked for it (2004), plain otherwise."""
        if BRACKETED_PASTE in self.active_modes():
            self.send("\x1b[200~" + text + "\x1b[201~")
        else:
            self.send(text)

    # ---- mouse (SGR reports at 0-based cells, strict about the modes) ----------------------------

    def _mouse(self, code, col, row, final):
        modes = self.active_modes()
        if not modes & {MOUSE_NORMAL, MOUSE_BUTTON, MOUSE_ANY}:
            raise AssertionError(f"the program has not switched mouse tracking on (modes {sorted(modes)})")
        if MOUSE_SGR not in modes or MOUSE_SGR_PIXELS in modes:
            raise AssertionError(f"the program has not asked for SGR cell reports (modes {sorted(modes)})")
        if code & 32 and not modes & {MOUSE_BUTTON, MOUSE_ANY}:
            raise AssertionError("xterm reports drags only in 1002/1003 mode")
        if not (0 <= col < self.cols and 0 <= row < self.rows):
            raise AssertionError(f"({col}, {row}) is outside the {self.cols}×{self.rows} terminal")
        self.send(f"\x1b[<{code};{col + 1};{row + 1}{final}")

    def press(self, col, row, button=0):
        self._mouse(button, col, row, "M")

    def drag(self, col, row, button=0):
        """Motion with `button` held; xterm sends one per cell entered."""
        self._mouse(32 + button, col, row, "M")

    def release(self, col, row, button=0):
        self._mouse(button, col, row, "m")  # SGR keeps the button number in the release

    def wheel(self, col, row, down=True):
        """One notch of the wheel over (col, row): SGR buttons 65 (down) and 64 (up), a press alone."""
        self._mouse(65 if down else 64, col, row, "M")

    def click(self, col, row, button=0):
        self.press(col, row, button)
        self.release(col, row, button)

    # ---- size, signals, exit ---------------------------------------------------------------------

    def _set_winsize(self, fd, cols, rows):
        fcntl.ioctl(fd, termios.TIOCSWINSZ,
                    struct.pack("HHHH", rows, cols, cols * self.cell_px[0], rows * self.cell_px[1]))

    def resize(self, cols, rows):
        """Resizes the terminal like a window manager would: new size on the pty, SIGWINCH to the
        program's process group (the kernel sends one too; the program must cope with two)."""
        self.pump()
        self._set_winsize(self.master, cols, rows)
        self.screen.resize(lines=rows, columns=cols)
        self._lines = None
        self.cols, self.rows = cols, rows
        try:
            os.killpg(self.pid, signal.SIGWINCH)
        except ProcessLookupError:
            pass

    def signal(self, sig):
        os.kill(self.pid, sig)

    def alive(self):
        return self.proc.poll() is None

    def process_state(self):
        """The state letter from /proc/PID/stat ('R', 'S', 'T' stopped, 'Z' …); None once reaped."""
        try:
            with open(f"/proc/{self.pid}/stat") as f:
                stat = f.read()
        except FileNotFoundError:
            return None
        return stat[stat.rindex(")") + 2]  # the name in parentheses may hold spaces

    def wait_exit(self, timeout=30.0):
        """Waits for the program to end, rendering its last output; returns the status as Popen does
        (negative for a death by signal)."""
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            if time.monotonic() >= deadline:
                raise TimeoutError(f"still running after {timeout}s; the screen:\n{self.text()}")
            self.pump(0.02)
        self.pump_for(0.05)  # the last output may still be in the pty
        self.status = self.proc.returncode
        return self.status

    # ---- termios ---------------------------------------------------------------------------------

    def tty_changes(self):
        """How the pty's termios now differs from before the program started, in words (empty: none)."""
        now = termios.tcgetattr(self.slave)
        changes = []
        for index, field in enumerate(_TERMIOS_FIELDS):
            before, after = self.termios_before[index], now[index]
            if before == after:
                continue
            if field == "cc":
                changed = [i for i, (b, a) in enumerate(zip(before, after)) if b != a]
                changes.append(f"c_cc[{changed}] {[before[i] for i in changed]} -> {[after[i] for i in changed]}")
                continue
            named = 0
            for flag in _TERMIOS_FLAGS.get(field, []):
                bit = _flag_bit(flag)
                named |= bit
                if before & bit != after & bit:
                    changes.append(f"{flag} {'on' if after & bit else 'off'}")
            if (before ^ after) & ~named:
                changes.append(f"{field} {before:#x} -> {after:#x}")
        return changes

    def tty_sane(self):
        """True when the pty's termios is back to what it was before the program ran."""
        return not self.tty_changes()

    # ---- teardown --------------------------------------------------------------------------------

    def close(self):
        """Kills whatever is left of the program (its whole process group) and closes the pty."""
        if self.proc.poll() is None:
            try:
                os.killpg(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
