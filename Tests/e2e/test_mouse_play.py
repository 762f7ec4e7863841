"""Playing with the mouse alone, the hint pane and the completion screen, on the real binary at 80×24 on a
pty that reports only cells (the writing pad and the number pad share the space right of the board).
In PUZZLE r1c3 is empty (its digit 4) and r1c1 holds the given 5."""

import json
import pathlib
import re
import subprocess

from answers import ANSWER_SECONDS, REFUSAL, wait_answer
from paths import BIN
from test_play import PUZZLE, SOLUTION, Grid, deadline, env, selection, spawn  # noqa: F401


def number_pad(t):
    """Where each number-pad item's label starts on screen: {'1': (col, row), …, 'notes': (col, row)}."""
    lines = t.lines()
    for y, line in enumerate(lines):
        start = line.find("Left 1 2 3 4 5 6 7 8 9")
        if start >= 0:
            items = {str(d): (start + 5 + 2 * (d - 1), y) for d in range(1, 10)}
            # Beside the digits, or under them where the pad is as narrow as its digits.
            for word in ("notes", "erase", "undo", "hint"):
                items[word] = next(((lines[r].find(word, start), r) for r in range(y, min(y + 3, len(lines)))
                                    if lines[r].find(word, start) >= 0), (-1, y))
            assert all(x >= 0 for x, _ in items.values()), f"an item is missing:\n{t.text()}"
            return items
    raise AssertionError("no number pad on screen:\n" + t.text())


def start(spawn, *args):
    t = spawn("play", "--puzzle", PUZZLE, *args, cols=80, rows=24)
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text() and "Left 1 2" in t.text())
    return t, Grid.find(t), number_pad(t)


def test_a_player_with_only_a_mouse_places_digits_both_ways(spawn, tmp_path):
    replay = tmp_path / "mouse.jsonl"
    t, grid, pad = start(spawn, "--record", str(replay))
    # Cell first: the empty r1c3, then 4 on the number pad.
    t.click(*grid.centre(1, 3))
    t.wait_for(lambda t: selection(t)[:2] == (1, 3))
    t.click(*pad["4"])
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "4")
    # Digit first: with a filled cell selected a digit is picked, and clicks on empty cells place it.
    t.click(*pad["6"])
    wanted = [(i // 9 + 1, i % 9 + 1) for i, (g, s) in enumerate(zip(PUZZLE, SOLUTION)) if g == "." and s == "6"]
    for row, col in wanted[:3]:
        t.click(*grid.centre(row, col))
        t.wait_for(lambda t: grid.cell_text(t, row, col) == "6")
    t.click(*pad["6"])  # put down: a click only selects again
    row, col = wanted[3]
    t.click(*grid.centre(row, col))
    t.wait_for(lambda t: selection(t)[:2] == (row, col))
    assert grid.cell_text(t, row, col) == ""
    # Notes and undo from the pad.
    t.click(*pad["notes"])
    t.wait_for(lambda t: "NOTES" in t.text())
    t.click(*pad["1"])
    t.click(*pad["7"])
    t.wait_for(lambda t: selection(t)[2] == "notes 1 7")
    t.click(*pad["undo"])
    t.wait_for(lambda t: selection(t)[2] == "notes 1")
    t.type("q")
    assert t.wait_exit() == 0
    verify = subprocess.run([BIN, "replay", "--verify", str(replay)], capture_output=True, timeout=60)
    assert verify.returncode == 0, verify.stdout.decode() + verify.stderr.decode()


def test_a_hint_is_shown_whole_beside_the_board(spawn):
    t, grid, pad = start(spawn)
    t.click(*pad["hint"])
    t.wait_for(lambda t: "Look at" in t.text())
    t.click(*pad["hint"])
    t.wait_for(lambda t: "Hint beside the board" in t.line(t.rows - 1))
    # The pane is the writing pad's inside: its lines, joined, hold the whole explanation.
    right = "".join(line[40:79].strip() + " " for line in t.lines()[3:20])
    assert re.search(r"(Naked|Hidden) single: .* (can only|only)", right), t.text()
    t.click(*pad["hint"])  # applied: the pane gives the pad back
    t.wait_for(lambda t: "drag here: write a digit" in t.text())


def test_the_completion_screen_compares_the_game_with_the_level(spawn, env):
    stats = pathlib.Path(env["XDG_DATA_HOME"]) / "inkdoku"
    stats.mkdir(parents=True, exist_ok=True)
    earlier = [{"date": "2026-11-20T10:00:00Z", "difficulty": "custom", "seconds": s, "mistakes": 0, "hints": 0,
                "daily": False} for s in (100, 200)]
    (stats / "stats.json").write_text(json.dumps({"format": 1, "games": earlier, "rejects": {}}))
    t, grid, pad = start(spawn)
    cells = [(i, s) for i, (g, s) in enumerate(zip(PUZZLE, SOLUTION)) if g == "."]
    for i, digit in cells:
        t.click(*grid.centre(i // 9 + 1, i % 9 + 1))
        t.type(digit)
    t.wait_for(lambda t: "Median" in t.text(), timeout=20)
    text = t.text()
    assert "Solved!" in text and "new best!" in text, text
    assert re.search(r"Median\s+1:40 of 3 games", text), text
    t.type("q")
    assert t.wait_exit() == 0


def test_a_picked_digit_is_highlighted_with_its_notes_and_crowded_notes_stay_readable(spawn):
    t, grid, pad = start(spawn)
    # r1c3 gets five notes: too many for a one-row cell, which shows their count.
    t.click(*grid.centre(1, 3))
    t.type("n12347n")
    t.wait_for(lambda t: selection(t)[2] == "notes 1 2 3 4 7")
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "·5n")
    t.click(*grid.centre(5, 5))
    t.type("f3")
    # Picked: the 3 leads the notes' summary, after the dot that marks notes, and the cells holding 3
    # are drawn apart from other givens.
    threes = [(i // 9 + 1, i % 9 + 1) for i, g in enumerate(PUZZLE) if g == "3"]
    fives = [(i // 9 + 1, i % 9 + 1) for i, g in enumerate(PUZZLE) if g == "5"]

    def look(row, col):
        y = grid.ys[row - 1] + 1 + (grid.ys[row] - grid.ys[row - 1] - 1) // 2
        char = t.screen.buffer[y][(grid.xs[col - 1] + grid.xs[col]) // 2]
        return (char.fg, char.bg, char.reverse, char.underscore)

    # The whole frame, not only its first bytes: the cell's text and every given's colours.
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "·3…" and len({look(*cell) for cell in threes}) == 1
               and look(*threes[0]) != look(*fives[0]))
    t.send("\x1b")  # Esc: nothing picked any more
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "·5n" and look(*threes[0]) == look(*fives[0]))


def menu_line(t, text):
    """Where the menu's (or another screen's) line holding `text` is drawn, once it is: (col, row) of its
    first letter."""
    t.wait_for(text)
    for y, line in enumerate(t.lines()):
        x = line.find(text)
        if x >= 0:
            return x, y
    raise AssertionError(f"no {text!r} on screen:\n" + t.text())


def menu_item(t, label):
    """Where the open menu draws its line `label` (its items read `  Label ……  key`, `> ` when highlighted)."""
    t.wait_for("Click a line, or ↑↓ and Enter")
    for y, line in enumerate(t.lines()):
        for lead in ("  ", "> "):
            x = line.find(lead + label + "  ")
            if x >= 0:
                return x + 2, y
    raise AssertionError(f"no menu line {label!r}:\n" + t.text())


def menu_button(t):
    """The [Menu] button at the hint bar's right end."""
    x = t.line(t.rows - 1).rfind("[Menu]")
    assert x >= 0, t.text()
    return x + 1, t.rows - 1


def write_in_pad(t, grid, wanted, count):
    """Writes real handwriting (the fixture's) in the pad for cells of `wanted` ({cell: digit}), each
    selected by a click, until `count` are placed; a record the recognizer refuses is passed over.
    Returns the cells placed; a digit placed wrong fails the test."""
    from test_pad import DIGITS as FIXTURE, pad_area, strokes_in_pad, write

    placed = []
    for record in (json.loads(line) for line in FIXTURE.read_text().splitlines()):
        cell = next((i for i, d in wanted.items() if i not in placed and d == str(record["label"])), None)
        if cell is None or len(placed) == count:
            continue
        row, col = cell // 9 + 1, cell % 9 + 1
        t.click(*grid.centre(row, col))
        t.wait_for(f"write here → r{row}c{col}")
        mark = t.mark()
        write(t, strokes_in_pad(record, pad_area(t)))
        if wait_answer(t, grid, row, col, mark) is None:
            continue  # refused: nothing placed, the next record is tried
        assert grid.cell_text(t, row, col) == wanted[cell], "a wrong digit placed"
        placed.append(cell)
    assert len(placed) == count
    return placed


def view_cell(t, row, col):
    """The top-left terminal cell of the candidates view's cell (row, col), the view found by its frame:
    a cell is five columns and two rows, a line after each and a box line after three rows."""
    top = next(y for y, line in enumerate(t.lines()) if "┏" in line)
    left = t.lines()[top].index("┏")
    return left + 1 + 6 * (col - 1), top + 1 + 7 * ((row - 1) // 3) + 2 * ((row - 1) % 3)


def view_text(t, cell):
    """What the candidates view shows in `cell`: its two rows, joined."""
    x, y = view_cell(t, cell // 9 + 1, cell % 9 + 1)
    return "".join(t.lines()[y + i][x:x + 5] for i in range(2))


def write_in_view(t, wanted, count, shown=lambda digit: f"[{digit}]"):
    """Writes real handwriting over cells of the candidates view for `wanted` ({cell: digit}), each digit
    seven rows tall centred on its cell, until `count` are placed, `shown` the cell's text for a digit
    (a note's place in NOTES mode); a record the recognizer refuses is passed over. Returns the cells
    placed; a digit placed wrong fails the test."""
    from test_pad import DIGITS as FIXTURE, strokes_in_pad, write

    def over(cell):
        x, y = view_cell(t, cell // 9 + 1, cell % 9 + 1)
        return strokes_in_pad(record, (x, y, x + 5, y + 2), rows=7)

    def fits(strokes):  # above the hint bar
        return all(0 <= x < t.cols and 0 <= y < t.rows - 1 for stroke in strokes for (x, y), _ in stroke)

    placed = []
    for record in (json.loads(line) for line in FIXTURE.read_text().splitlines()):
        cell = next((i for i, d in wanted.items()
                     if i not in placed and d == str(record["label"]) and fits(over(i))), None)
        if cell is None or len(placed) == count:
            continue
        before, mark = view_text(t, cell), t.mark()
        write(t, over(cell))

        def answered(t):
            text = view_text(t, cell)
            if text != before and not re.search("[\u2800-\u28ff]", text):  # no live ink left over it
                return ("placed", text)
            return ("refused", None) if REFUSAL.search(t.raw[mark:].decode("utf-8", "replace")) else None

        answer, text = t.wait_for(answered, timeout=ANSWER_SECONDS)
        if answer == "refused":
            continue  # nothing placed, the next record is tried
        assert shown(wanted[cell]) in text, f"a wrong digit placed:\n{t.text()}"
        placed.append(cell)
    assert len(placed) == count
    return placed


def test_a_whole_game_from_no_arguments_into_the_next_with_the_mouse_alone(spawn):
    """Issue 35's done-when: `inkdoku` with no arguments, played to the completion screen and into the
    next game with mouse reports only (clicks, the wheel, and ink for digits): not one key is sent."""

    t = spawn(cols=80, rows=24)
    t.wait_for(lambda t: Grid.find(t) and "Left 1 2" in t.text() and "write here" in t.text(), timeout=15)
    grid, pad = Grid.find(t), number_pad(t)
    givens = grid.digits(t)
    solution = subprocess.run([BIN, "solve", "-"], input=givens + "\n", capture_output=True, text=True,
                              timeout=60, check=True).stdout.strip()
    assert re.fullmatch(r"[1-9]{81}", solution), solution
    empty = [i for i, c in enumerate(givens) if c == "."]
    rc = lambda i: (i // 9 + 1, i % 9 + 1)  # noqa: E731

    # Ink: real handwriting in the pad for the selected cell, until three digits are placed.
    for cell in write_in_pad(t, grid, {i: solution[i] for i in empty}, 3):
        empty.remove(cell)

    # The wheel over a cell turns the digit up to the one a click puts there, once: then it lets go.
    cell = empty.pop(0)
    row, col = rc(cell)
    for _ in range(int(solution[cell])):
        t.wheel(*grid.centre(row, col), down=False)
    t.wait_for(f"{solution[cell]} on the wheel: a click on an empty cell places it once")
    assert grid.cell_text(t, row, col) == ""
    t.click(*grid.centre(row, col))
    t.wait_for(lambda t: grid.cell_text(t, row, col) == solution[cell] and "on the wheel" not in t.text())

    # The menu: pause, and a click resumes; a hint, told and applied by clicks.
    t.click(*menu_button(t))
    t.click(*menu_item(t, "Pause"))
    t.wait_for("The clock is stopped")
    t.click(5, 5)
    t.wait_for(lambda t: "The clock is stopped" not in t.text() and Grid.find(t))
    for _ in range(3):
        t.click(*menu_button(t))
        t.click(*menu_item(t, "Hint"))
        t.pump_for(0.2)
    t.wait_for(lambda t: re.search(r"Hints\s+1\b", t.text()))
    t.wait_for(lambda t: sum(c != "." for c in grid.digits(t)) == 81 - len(empty) + 1)
    empty = [i for i in empty if grid.digits(t)[i] == "."]

    # Six in the candidates view, opened by its label: one written there, then a click on a cell, then
    # the digit on the number pad beside the view; a click beside the view goes back to the board.
    label = next((line.find("v: candidates"), y) for y, line in enumerate(t.lines()) if "v: candidates" in line)
    t.click(*label)
    t.wait_for("Candidates · click or write")
    # One written with the pencil over its cell in the view.
    for cell in write_in_view(t, {i: solution[i] for i in empty}, 1):
        empty.remove(cell)
    view_pad = number_pad(t)
    for cell in empty[:5]:
        row, col = rc(cell)
        x = 2 + (col - 1) // 3 * 18 + (col - 1) % 3 * 6 + 2
        y = 1 + (row - 1) // 3 * 7 + (row - 1) % 3 * 2
        t.click(x, y)
        t.wait_for(f"r{row}c{col}: ")
        t.click(*view_pad[solution[cell]])
        t.wait_for(f"r{row}c{col}: {solution[cell]}")
    t.click(0, 10)
    t.wait_for(lambda t: Grid.find(t) and "Candidates · " not in t.text())
    empty = empty[5:]

    # The rest with the number pad: the cell, then its digit.
    for cell in empty:
        row, col = rc(cell)
        t.click(*grid.centre(row, col))
        t.click(*pad[solution[cell]])
        t.wait_for(lambda t: grid.cell_text(t, row, col) == solution[cell])
    t.wait_for("Solved!")
    assert re.search(r"Mistakes\s+0\b", t.text()), t.text()

    # The next game: a click beside the solved board, then a level.
    t.click(0, t.rows - 1)
    t.wait_for("New game")
    t.click(*menu_line(t, "1  Easy"))
    t.wait_for(lambda t: Grid.find(t) and "Solved!" not in t.text() and "Easy" in t.text(), timeout=15)
    assert Grid.find(t).digits(t) != solution
    assert t.alive()


def test_a_puzzle_of_ones_own_entered_with_the_mouse_and_written_givens(spawn):
    """Issue 42: a puzzle from a newspaper, entered with mouse reports only: the new-game screen's
    "Your own puzzle", givens written with the pencil (real handwriting) where the recognizer takes
    them and clicked on the number pad elsewhere, checked as they go, then played as a game of its own."""
    t = spawn(cols=80, rows=24)
    t.wait_for(lambda t: Grid.find(t) and "Left 1 2" in t.text() and "write here" in t.text(), timeout=15)
    t.click(*menu_button(t))
    t.click(*menu_item(t, "New game…"))
    t.click(*menu_line(t, "9  Your own puzzle"))
    t.wait_for("Your puzzle: 0 givens")
    grid, pad = Grid.find(t), number_pad(t)
    rc = lambda i: (i // 9 + 1, i % 9 + 1)  # noqa: E731
    givens = [i for i, c in enumerate(PUZZLE) if c != "."]

    # Three givens written in the pad, each a digit of the fixture's that the puzzle has.
    written = write_in_pad(t, grid, {i: PUZZLE[i] for i in givens}, 3)

    # The rest on the number pad; then a clash, said at once and taken back with `erase`.
    for cell in givens:
        if cell in written:
            continue
        row, col = rc(cell)
        t.click(*grid.centre(row, col))
        t.click(*pad[PUZZLE[cell]])
        t.wait_for(lambda t: grid.cell_text(t, row, col) == PUZZLE[cell])
    t.wait_for(f"Your puzzle: {len(givens)} givens, one solution")
    t.click(*grid.centre(1, 3))
    t.click(*pad["5"])
    t.wait_for("r1c1 and r1c3 both hold 5")
    t.click(*pad["erase"])
    t.wait_for(f"Your puzzle: {len(givens)} givens, one solution")

    # A click on the bar plays it: a game of its own, its givens the puzzle's.
    t.click(2, t.rows - 1)
    t.wait_for("Your puzzle: one solution, graded")
    t.wait_for(lambda t: Grid.find(t).digits(t) == PUZZLE and re.search(r"Custom", t.text()))
    t.click(*grid.centre(1, 3))
    t.click(*pad[SOLUTION[2]])
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == SOLUTION[2])
    assert re.search(r"Mistakes\s+0\b", t.text()), t.text()


def test_cells_grouped_with_alt_clicks_take_a_note_from_the_number_pad_together(spawn):
    """Issue 42: several cells at once. Alt+click (SGR modifier 8) groups r1c3 and r1c4, underlined; the
    number pad's 2 then notes 2 in both, as one step that the pad's undo takes back."""
    t, grid, pad = start(spawn)
    for col in (3, 4):
        t.click(*grid.centre(1, col), button=8)
    t.wait_for("2 cells grouped")
    t.click(*pad["2"])
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "·2" and grid.cell_text(t, 1, 4) == "·2")
    t.click(*pad["undo"])
    t.wait_for(lambda t: grid.cell_text(t, 1, 3) == "" and grid.cell_text(t, 1, 4) == "")
    t.send("\x1b")
    t.wait_for(lambda t: "grouped" not in t.text())
