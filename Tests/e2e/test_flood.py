"""A held button whose pointer jumps around, on the pty: 150,000 drag reports between opposite corners of
the board, then the release and `q`. The ink is dropped once it passes the group's limits ("Ink too long:
dropped"), so the game's peak memory stays small and every report costs the same; it quits normally and
gives the terminal back."""
import fcntl
import os
import select
import time

from test_play import Grid, assert_restored, board, deadline, env, play, spawn  # noqa: F401

REPORTS = 150_000
PEAK_LIMIT_KIB = 80 * 1024
FLOOD_SECONDS = 55  # "well under a minute", generous for a debug build on a busy machine


def peak_kib(pid):
    """VmHWM: the most resident memory the process has had so far."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    raise AssertionError("no VmHWM in /proc/PID/status")


def flood(t, data):
    """Writes `data` to the program while rendering what it prints, so neither side of the pty blocks."""
    flags = fcntl.fcntl(t.master, fcntl.F_GETFL)
    fcntl.fcntl(t.master, fcntl.F_SETFL, flags | os.O_NONBLOCK)
    try:
        view = memoryview(data)
        while view:
            readable, writable, _ = select.select([t.master], [t.master], [], 1.0)
            if readable:
                t.pump()
            if writable:
                try:
                    view = view[os.write(t.master, view[:4096]):]
                except BlockingIOError:
                    pass
            assert t.alive(), f"the game ended during the flood:\n{t.text()}"
    finally:
        fcntl.fcntl(t.master, fcntl.F_SETFL, flags)


def test_a_flood_of_far_drags_is_dropped_in_bounded_memory(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)
    (left, top, _, _), (_, _, right, bottom) = grid.interior(1, 1), grid.interior(9, 9)
    corners = [(left + 1, top + 1), (right - 2, bottom - 2)]
    mark = t.mark()
    t.press(*corners[0])
    drags = [f"\x1b[<32;{x + 1};{y + 1}M".encode() for x, y in corners]
    started = time.monotonic()
    flood(t, b"".join(drags[n % 2] for n in range(1, REPORTS + 1)))
    t.release(*corners[1])
    t.key("right")  # answered only once every report before it was handled
    t.wait_for(lambda t: "r5c6" in t.text(), timeout=FLOOD_SECONDS)
    seconds = time.monotonic() - started
    peak = peak_kib(t.pid)
    print(f"flood: {REPORTS} drags handled in {seconds:.1f} s, peak memory {peak / 1024:.1f} MiB")
    assert seconds < FLOOD_SECONDS
    assert peak <= PEAK_LIMIT_KIB, f"peak memory {peak / 1024:.1f} MiB"
    assert b"Ink too long: dropped" in t.raw[mark:]
    assert grid.digits(t) == before
    t.type("q")
    assert t.wait_exit() == 0
    assert_restored(t, mark)
