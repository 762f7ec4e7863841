"""The pencil in the real game on a pty: ink drawn with SGR drag reports is recognized by the shipped
model and placed only when the model is sure; everything else leaves the board as it was."""
import json
import pathlib
import subprocess
import time

from paths import BIN
from test_play import PUZZLE, Grid, deadline, enter, env, mistakes, play, selection, spawn  # noqa: F401

FIXTURES = pathlib.Path(__file__).resolve().parent.parent / "Fixtures" / "ink"


def strokes(name):
    """The strokes of a committed ink fixture, as terminal cells (batch format, cell units)."""
    line = json.loads((FIXTURES / f"{name}.jsonl").read_text().splitlines()[0])
    assert line["units"] == "cell"
    return [[(p[0], p[1]) for p in stroke] for stroke in line["strokes"]]


def centred(ink, grid, row, col):
    """`ink` moved so that its bounding box is centred on cell r{row}c{col}."""
    xs = [x for s in ink for x, _ in s]
    ys = [y for s in ink for _, y in s]
    cx, cy = grid.centre(row, col)
    dx, dy = cx - (min(xs) + max(xs)) // 2, cy - (min(ys) + max(ys)) // 2
    return [[(x + dx, y + dy) for x, y in stroke] for stroke in ink]


def draw(t, ink, grid, row, col):
    """Writes `ink` centred on cell r{row}c{col}, one report per cell entered; returns right after the
    last release, when the group's recognition delay starts."""
    for n, points in enumerate(centred(ink, grid, row, col)):
        if n:
            time.sleep(0.1)
        t.press(*points[0])
        for p in points[1:]:
            time.sleep(0.01)
            t.drag(*p)
        t.release(*points[-1])


def test_a_written_seven_is_placed(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    draw(t, strokes("seven"), grid, 2, 2)  # r2c2 holds 7 in the solution
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7")
    t.wait_for(lambda t: selection(t) == (2, 2, "7"))
    assert mistakes(t) == 0


def test_scratching_out_the_players_digit_erases_it_and_undo_brings_it_back(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    enter(t, 3, 1, 4)  # r3c1: the player's 4 (a mistake: the solution has 1)
    t.wait_for(lambda t: grid.cell_text(t, 3, 1) == "4")
    draw(t, strokes("scribble"), grid, 3, 1)
    t.wait_for(lambda t: "Scratched out: erased" in t.text() and grid.cell_text(t, 3, 1) == "")
    t.type("u")
    t.wait_for(lambda t: grid.cell_text(t, 3, 1) == "4")
    # Over a given the same ink erases nothing.
    draw(t, strokes("scribble"), grid, 3, 2)  # r3c2 is the given 9
    t.wait_for(lambda t: "That did not look like a digit" in t.text() or "Not sure what that was" in t.text(),
               timeout=5)
    assert grid.cell_text(t, 3, 2) == "9"


def test_a_scribble_places_nothing_and_is_no_mistake(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)
    draw(t, strokes("scribble"), grid, 3, 1)
    # A confident 0 (the sink for non-digits) or an unsure reading: each has its own message.
    t.wait_for(lambda t: "That did not look like a digit: not placed" in t.text()
               or "Not sure what that was" in t.text(), timeout=5)
    t.wait_for(lambda t: grid.digits(t) == before)
    assert mistakes(t) == 0


def test_in_notes_mode_the_digit_becomes_a_note(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    t.type("n")
    t.wait_for(lambda t: "NOTES" in t.text())
    draw(t, strokes("seven"), grid, 2, 3)
    t.wait_for(lambda t: selection(t) == (2, 3, "notes 7"))
    assert grid.cell_text(t, 2, 3) == "7"
    assert mistakes(t) == 0


def test_pausing_before_the_result_discards_it(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)
    draw(t, strokes("seven"), grid, 2, 2)
    t.type("p")  # within the 0.45 s the group waits for more strokes
    t.wait_for(lambda t: "Paused" in t.text())
    time.sleep(0.8)
    t.type("p")
    t.wait_for(lambda t: grid.digits(t) == before and selection(t)[2] != "7")
    time.sleep(0.6)
    assert grid.digits(t) == before


def test_a_digit_written_over_a_given_is_refused_and_w_says_so(spawn):
    t = play(spawn)
    grid = Grid.find(t)
    before = grid.digits(t)
    message = "Read 7, but r5c4 is a given: not placed"
    draw(t, strokes("seven"), grid, 5, 4)  # r5c4 is the given 8
    t.wait_for(lambda t: message in t.text())
    assert grid.digits(t) == before
    assert mistakes(t) == 0
    t.type("w")
    t.wait_for(lambda t: "rejected: given" in t.text() and message in t.text())
    assert "placed 7" not in t.text()


def test_a_digit_its_row_already_shows_is_refused_with_its_reason(spawn, env, tmp_path):
    """The seven is read confidently, but row 6 already shows a 7: with the strictest gate it is not
    placed, the message names the clash, `w` says the same, no mistake is counted, the replay verifies
    and the statistics count the reject by its reason."""
    settings = pathlib.Path(env["XDG_CONFIG_HOME"]) / "inkdoku" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text('{"pencil": {"conflictThreshold": 1}}')
    recording = tmp_path / "conflict.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(recording))
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    grid = Grid.find(t)
    before = grid.digits(t)
    message = "Read 7, but row 6 already has a 7 (r6c1): not placed"
    draw(t, strokes("seven"), grid, 6, 2)
    t.wait_for(lambda t: message in t.text())
    assert grid.digits(t) == before
    assert mistakes(t) == 0
    t.type("w")
    t.wait_for(lambda t: "rejected: conflict" in t.text() and message in t.text())
    t.type("\x1b")
    draw(t, strokes("seven"), grid, 2, 2)  # r2c2: no 7 in its row, column or box
    t.wait_for(lambda t: grid.cell_text(t, 2, 2) == "7")
    t.type("q")
    assert t.wait_exit() == 0
    verified = subprocess.run([BIN, "replay", "--headless", "--verify", str(recording)], capture_output=True,
                              timeout=60, env=env)
    assert verified.returncode == 0, verified.stdout + verified.stderr
    assert json.loads(verified.stdout)["recognitions"] == {"accepted": 1, "rejected": {"conflict": 1}}
    stats = json.loads((pathlib.Path(env["XDG_DATA_HOME"]) / "inkdoku" / "stats.json").read_text())
    assert stats["rejects"] == {"conflict": 1}


def test_an_unsure_one_is_placed_where_the_board_shows_a_seven(spawn, tmp_path):
    """The flagged 1 is read as 1 but not surely alone (7 is the model's doubt). In r4c6 no 7 is in
    sight: not placed, "not sure". In r6c2 the row already shows a 7 (r6c1), so the doubt is ruled out
    and the 1 is placed; it is right, so nothing counts as a mistake. The replay verifies: re-run on the
    replayed board, both decisions come out the same."""
    recording = tmp_path / "board.jsonl"
    t = spawn("play", "--puzzle", PUZZLE, "--record", str(recording))
    t.wait_for(lambda t: Grid.find(t) and "r5c5: empty" in t.text())
    grid = Grid.find(t)
    before = grid.digits(t)
    draw(t, strokes("flagged-one"), grid, 4, 6)
    t.wait_for(lambda t: "Not sure what that was" in t.text())
    assert grid.digits(t) == before
    draw(t, strokes("flagged-one"), grid, 6, 2)
    t.wait_for(lambda t: grid.cell_text(t, 6, 2) == "1")
    t.wait_for(lambda t: selection(t) == (6, 2, "1"))
    assert mistakes(t) == 0
    # `w` says why a 1 the model doubted was placed.
    t.type("w")
    t.wait_for(lambda t: "placed 1" in t.text() and "with the board" in t.text())
    t.key("escape")
    t.type("q")
    assert t.wait_exit() == 0
    verified = subprocess.run([BIN, "replay", "--headless", "--verify", str(recording)], capture_output=True,
                              timeout=60)
    assert verified.returncode == 0, verified.stdout.decode() + verified.stderr.decode()
    assert json.loads(verified.stdout)["recognitions"] == {"accepted": 1, "rejected": {"lowConfidence": 1}}
