"""The game's answer to a digit written with the pencil, read from a pty (terminal.Terminal): the digit
placed in the cell, or a reject's message."""

import re

# A phrase from every reject's message (Sources/InkdokuCore/RejectMessage.swift).
REFUSAL = re.compile(r"not placed|no note made|Not sure what that was|Nothing to read there|Write over a cell"
                     r"|Handwriting is off|write again")
ANSWER_SECONDS = 60  # the longest an answer may take on a loaded machine: a failure's bound, never waited out


def wait_answer(t, grid, row, col, mark):
    """Waits for the answer to ink aimed at the empty cell (row, col), written after output position `mark`
    (Terminal.mark()); returns the digit the cell then shows, or None when the ink was refused.

    The output is read for the reject's message, not the screen: at a fast clock (INKDOKU_CLOCK_RATE) a
    message lives a few milliseconds of real time and can come and go between two looks at the screen."""
    def answered(t):
        shown = grid.cell_text(t, row, col)
        if len(shown) == 1:
            return ("placed", shown)
        if REFUSAL.search(t.raw[mark:].decode("utf-8", "replace")):
            return ("refused", None)
        return None

    return t.wait_for(answered, timeout=ANSWER_SECONDS)[1]
