"""What a screenshot of a terminal shows of the board: the board's lines, found in the pixels alone.

A grid line is a thin stripe of pixels that differ from the background and run on unbroken for several
terminal cells: text never does that (letters have gaps between them, rows between them), filled areas (the
selection, highlighted cells, a reverse-video status line) are thick. The lines' positions, turned into terminal cells,
say where the board is, so emulators that cannot tell their text are checked as well as those that can.
"""

import re
import subprocess

INK_DIFFERENCE = 40  # grey levels from the background that count as drawn
MIN_RUN_CELLS = 5  # a line is at least this many terminal cells long


class Image:
    """A screenshot in grey levels, one byte per pixel."""

    def __init__(self, png, transpose=False):
        flip = ["-transpose"] if transpose else []
        pgm = subprocess.run(["convert", str(png), *flip, "-colorspace", "Gray", "-depth", "8", "pgm:-"],
                             capture_output=True, check=True, timeout=30).stdout
        header = re.match(rb"P5\s+(\d+)\s+(\d+)\s+255\s", pgm)
        self.width, self.height = int(header.group(1)), int(header.group(2))
        self.pixels = pgm[header.end():]
        self.background = max(set(self.pixels), key=self.pixels.count)

    def ink_mask(self):
        """One byte per pixel, 1 where something is drawn."""
        table = bytes(int(abs(v - self.background) > INK_DIFFERENCE) for v in range(256))
        return self.pixels.translate(table)

    def is_blank(self):
        return self.ink_mask().count(1) == 0


def _stripes(mask, length, breadth, min_run, max_thickness, span=None):
    """Centres of thin stripes along rows of `mask` (`length` pixels per row, `breadth` rows): runs of ink of at
    least `min_run` pixels, within the pixels `span` = (start, end) of each row when given, in neighbouring
    rows no more than `max_thickness` together."""
    run = re.compile(rb"\x01{%d,}" % min_run)
    start, end = span or (0, length)
    marked = [bool(run.search(mask[i * length + start:i * length + end])) for i in range(breadth)]
    centres, start = [], None
    for i, on in enumerate(marked + [False]):
        if on and start is None:
            start = i
        elif not on and start is not None:
            if i - start <= max_thickness:
                centres.append((start + i - 1) / 2)
            start = None
    return centres


def _board(lines, count=10):
    """The board's `count` lines among `lines`: the first run of that many equally spaced ones (the writing
    pad's frame beside the board draws lines too, but not at the board's pitch); `lines` when none is."""
    for i in range(len(lines) - count + 1):
        window = lines[i:i + count]
        if len({b - a for a, b in zip(window, window[1:])}) == 1:
            return window
    return lines


def board_lines(png, origin, cell):
    """(columns, rows): the terminal columns holding vertical board lines and the terminal rows holding
    horizontal ones, in a screenshot whose cell (0, 0) starts at pixel `origin`, cells `cell` pixels big."""
    cw, ch = cell
    image, turned = Image(png), Image(png, transpose=True)
    # A heavy line is a few pixels thick; anything half a cell thick or more is a filled area.
    columns = _stripes(turned.ink_mask(), turned.width, turned.height, MIN_RUN_CELLS * ch, (cw - 1) // 2)
    board_columns = _board([int((x - origin[0]) // cw) for x in columns])
    # Rows are looked for across the board only: the writing pad's frame beside it may run one row off.
    span = None
    if len(board_columns) >= 2:
        span = (max(0, int(origin[0] + board_columns[0] * cw)), int(origin[0] + (board_columns[-1] + 1) * cw))
    rows = _stripes(image.ink_mask(), image.width, image.height, MIN_RUN_CELLS * cw, (ch - 1) // 2, span)
    return board_columns, _board([int((y - origin[1]) // ch) for y in rows])
