"""Runs a program in the terminal it was started in and writes its exit status to a file once it ends, so a
test can tell how a program ended inside an xterm (which keeps no exit status of its own).

    launch.py STATUS_FILE [--hide-pixel-size] -- PROGRAM [ARGS...]

--hide-pixel-size zeroes the pixel size in the terminal's window size before the program starts, as
terminals that do not tell it (and tmux) leave it: the program then cannot know its cell size in pixels.
"""

import fcntl
import os
import struct
import subprocess
import sys
import termios


def hide_pixel_size(fd):
    rows, cols, _, _ = struct.unpack("HHHH", fcntl.ioctl(fd, termios.TIOCGWINSZ, b"\0" * 8))
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


def main(argv):
    status_file, options = argv[0], argv[1:argv.index("--")]
    program = argv[argv.index("--") + 1:]
    if "--hide-pixel-size" in options:
        hide_pixel_size(sys.stdout.fileno())
    status = subprocess.run(program).returncode
    with open(status_file + ".tmp", "w") as out:
        out.write(f"{status}\n")
    os.replace(status_file + ".tmp", status_file)  # a reader never sees half a number
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
