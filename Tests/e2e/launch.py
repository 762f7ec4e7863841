"""Runs a program in the terminal it was started in and writes its exit status to a file once it ends, so a
test can tell how a program ended inside a terminal emulator (which keeps no exit status of its own).

    launch.py STATUS_FILE [--hide-pixel-size] [--hold] -- PROGRAM [ARGS...]

--hide-pixel-size zeroes the pixel size in the terminal's window size before the program starts, as
terminals that do not tell it (and tmux) leave it: the program then cannot know its cell size in pixels.

--hold plays the shell around the program: it prints BEFORE first, as a shell's earlier output, and AFTER
once the program has ended, then keeps the terminal open until it is hung up, so a test can see what the
program left on the screen.
"""

import fcntl
import os
import signal
import struct
import subprocess
import sys
import termios

BEFORE = "inkdoku-e2e: the shell, before the game"
AFTER = "inkdoku-e2e: the game ended with status"


def hide_pixel_size(fd):
    rows, cols, _, _ = struct.unpack("HHHH", fcntl.ioctl(fd, termios.TIOCGWINSZ, b"\0" * 8))
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


def main(argv):
    status_file, options = argv[0], argv[1:argv.index("--")]
    program = argv[argv.index("--") + 1:]
    hold = "--hold" in options
    if "--hide-pixel-size" in options:
        hide_pixel_size(sys.stdout.fileno())
    if hold:
        print(BEFORE, flush=True)
    status = subprocess.run(program).returncode
    with open(status_file + ".tmp", "w") as out:
        out.write(f"{status}\n")
    os.replace(status_file + ".tmp", status_file)  # a reader never sees half a number
    if hold:
        print(f"{AFTER} {status}", flush=True)
        while True:
            signal.pause()  # until the terminal hangs up
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
