"""The shell of the JupyterLab terminal in the browser tests (browser.py): it holds the terminal until the
test says what to run in it, so the program starts at the size the test gave the browser's window.

    jupyter_shell.py CONTROL_DIR

Until CONTROL_DIR/command.json appears, it writes the terminal's size (TIOCGWINSZ: rows, columns, x and
y pixels) to CONTROL_DIR/size whenever it changes. command.json holds {"argv": [...], "env": {...},
"size": [columns, rows]}: once the terminal has that size (JupyterLab sends it as the page lays out),
it writes CONTROL_DIR/started and runs argv in env (plus the terminal's TERM and JUPYTER_SERVER_ROOT) in
its place, on the same terminal.
"""

import fcntl
import json
import os
import pathlib
import struct
import sys
import termios
import time

WAIT_SECONDS = 60


def window_size():
    rows, cols, xpixel, ypixel = struct.unpack("HHHH", fcntl.ioctl(0, termios.TIOCGWINSZ, b"\0" * 8))
    return [rows, cols, xpixel, ypixel]


def write(path, text):
    path.with_suffix(".tmp").write_text(text)
    os.replace(path.with_suffix(".tmp"), path)  # a reader never sees half of it


def main(control):
    command_file, size_file, last = control / "command.json", control / "size", None
    deadline = time.monotonic() + WAIT_SECONDS
    while time.monotonic() < deadline:
        size = window_size()
        if size != last:
            write(size_file, json.dumps(size))
            last = size
        if command_file.exists():
            command = json.loads(command_file.read_text())
            if size[1::-1] == command["size"]:
                write(control / "started", json.dumps(size))
                # TERM as the Jupyter terminal sets it (terminado: xterm-256color), and JUPYTER_SERVER_ROOT
                # (jupyter_server_terminals), by which the game knows it runs in JupyterLab; not its COLUMNS
                # and LINES, which it sets once, to 80×25, and ncurses would believe over the pty.
                env = {"TERM": os.environ.get("TERM", "xterm-256color"),
                       **{k: os.environ[k] for k in ["JUPYTER_SERVER_ROOT"] if k in os.environ}, **command["env"]}
                os.execvpe(command["argv"][0], command["argv"], env)
        time.sleep(0.05)
    write(control / "started", json.dumps({"error": f"no command for a terminal of the size asked within "
                                                    f"{WAIT_SECONDS}s; the last size was {last}"}))
    return 1


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1])))
