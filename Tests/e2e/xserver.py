"""A private X server (Xvfb) for real-terminal tests, and the X tools that talk to it.

Xvfb picks its own display number (-displayfd), so parallel runs never clash. Every wait has a deadline,
and the server is ended by its PID when the test is done, also when it fails half-way.
"""

import os
import select
import subprocess
import time


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


def end_process(proc, grace=5):
    """Terminates `proc` (one of ours, by its PID) and reaps it, killing it when it will not go."""
    if proc is None or proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(grace)


class XServer:
    """Xvfb with one screen of `width` × `height` pixels, its log in `workdir`."""

    def __init__(self, width, height, workdir):
        self.width, self.height = width, height
        self.log = workdir / "xvfb.log"
        self.proc = None
        self.display = None

    def start(self):
        read_end, write_end = os.pipe()
        try:
            with open(self.log, "wb") as log:
                self.proc = subprocess.Popen(
                    # -noreset: by default the server resets when its last client leaves, and a client
                    # connecting meanwhile (the terminal, just as an xdotool search leaves) is refused.
                    ["Xvfb", "-displayfd", str(write_end), "-screen", "0", f"{self.width}x{self.height}x24",
                     "-nolisten", "tcp", "-noreset"], pass_fds=(write_end,), stdout=log, stderr=log)
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
            raise RuntimeError(f"Xvfb gave no display number (exit status {self.proc.poll()}): {self.log_text()}")
        self.display = f":{number.decode().strip()}"
        return self

    def log_text(self):
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def stop(self):
        end_process(self.proc)

    def tool(self, *argv, check=True, timeout=30):
        """Runs an X client on this display and returns its completed process."""
        return subprocess.run(argv, env={**os.environ, "DISPLAY": self.display}, capture_output=True, text=True,
                              timeout=timeout, check=check)

    def xdotool(self, *args, check=True):
        result = self.tool("xdotool", *args, check=False)
        if check and result.returncode != 0:
            raise RuntimeError(f"xdotool {' '.join(args)} failed: {result.stderr.strip()}")
        return result
