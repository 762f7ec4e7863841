"""Asks the terminal it runs in what a game would ask it about pixels, and logs the mouse reports it sends.

    terminal_probe.py LOG

Each finding is one JSON line appended to LOG:
- {"winsize": [rows, columns, xpixel, ypixel]}: the pty's size (TIOCGWINSZ), pixels included;
- {"query": name, "answer": text}: each query's answer, "" for none. Every query is followed by DA1
  (`CSI c`), which every terminal answers, so an answer that does not come is known without a timeout;
- {"phase": "cell"}: mouse tracking on with SGR cell reports (1002 + 1006); the key `p` switches to
  SGR-Pixels (1016), {"phase": "pixel"}, after querying DECRQM for 1006 and 1016 again;
- {"report": [button, x, y, "M" or "m"]}: each SGR mouse report, as sent;
- {"phase": "done"} once `q` arrives; the terminal's modes are restored on the way out.
"""

import json
import os
import re
import select
import sys
import termios
import time
import tty
import fcntl
import struct

ESC = "\x1b"
DA1 = f"{ESC}[c"
DA1_ANSWER = re.compile(rb"\x1b\[\?[0-9;]*c")
REPORT = re.compile(rb"\x1b\[<(\d+);(\d+);(\d+)([Mm])")
QUERIES = {
    "DECRQM 1016": f"{ESC}[?1016$p", "DECRQM 1006": f"{ESC}[?1006$p",
    "CSI 14 t": f"{ESC}[14t", "CSI 16 t": f"{ESC}[16t", "CSI 18 t": f"{ESC}[18t",
}
SECONDS = 60


def main(log_path):
    log = open(log_path, "a", buffering=1)

    def note(**what):
        log.write(json.dumps(what) + "\n")

    saved = termios.tcgetattr(0)
    tty.setraw(0)
    pending = b""

    def read(pattern):
        """Reads input until `pattern` matches; returns what came before the match, keeps what came after."""
        nonlocal pending
        deadline = time.monotonic() + SECONDS
        while not (match := pattern.search(pending)):
            if not select.select([0], [], [], max(0, deadline - time.monotonic()))[0]:
                raise TimeoutError(f"no {pattern.pattern} within {SECONDS}s; got {pending!r}")
            pending += os.read(0, 4096)
        before, pending = pending[:match.start()], pending[match.end():]
        return before, match

    def ask(name):
        os.write(1, (QUERIES[name] + DA1).encode())
        answer, _ = read(DA1_ANSWER)
        note(query=f"{name}" if not tracking else f"{name} after {tracking}", answer=answer.decode("latin-1"))

    tracking = ""
    try:
        note(winsize=list(struct.unpack("HHHH", fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8))))
        for name in QUERIES:
            ask(name)
        tracking = "1002h 1006h"
        os.write(1, f"{ESC}[?1002h{ESC}[?1006h".encode())
        ask("DECRQM 1006")
        ask("DECRQM 1016")
        note(phase="cell")
        while True:
            before, match = read(re.compile(rb"\x1b\[<(\d+);(\d+);(\d+)([Mm])|[pq]"))
            if match.group(0) == b"q":
                break
            if match.group(0) == b"p":
                tracking = "1002h 1006h 1016h"
                os.write(1, f"{ESC}[?1016h".encode())
                ask("DECRQM 1006")
                ask("DECRQM 1016")
                note(phase="pixel")
                continue
            b, x, y, kind = match.groups()
            note(report=[int(b), int(x), int(y), kind.decode()])
    finally:
        os.write(1, f"{ESC}[?1016l{ESC}[?1006l{ESC}[?1002l".encode())
        termios.tcsetattr(0, termios.TCSAFLUSH, saved)
        note(phase="done")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
