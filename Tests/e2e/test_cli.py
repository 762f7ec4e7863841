"""End-to-end tests of the inkdoku command line: they run the built binary on files and stdin.

The binary is `.build/debug/inkdoku` under the repository root, or $INKDOKU_BIN.
"""

import os
import re
import shutil
import subprocess

import pytest

from paths import BIN


FAMOUS = {
    "AI Escargot": "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    "Easter Monster": "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    "Inkala 2012": "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "Golden Nugget": ".......39.....1..5..3.5.8....8.9...6.7...2...1..4.......9.8..5..2....6..4..7.....",
    "Norvig hardest": "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
}
MULTIPLE = ".....6....59.....82....8....45........3........6..3.54...325..6.................."
# r1c9 can only hold 9, which r2c9 already holds.
UNSOLVABLE = "12345678." + "........9" + "." * 63
EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"

ROWS = [[r * 9 + c for c in range(9)] for r in range(9)]
COLUMNS = [[r * 9 + c for r in range(9)] for c in range(9)]
BOXES = [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)] for b in range(9)]


def is_solution(puzzle, solution):
    """Whether `solution` is a complete valid grid that keeps every given of `puzzle`."""
    if len(solution) != 81 or any(c not in "123456789" for c in solution):
        return False
    if any(p not in ".0" and p != s for p, s in zip(puzzle, solution)):
        return False
    return all(len({solution[i] for i in unit}) == 9 for unit in ROWS + COLUMNS + BOXES)


def inkdoku(*args, stdin=b""):
    return subprocess.run([BIN, *args], input=stdin, capture_output=True, timeout=120)


def lines(data):
    return data.decode().splitlines()


def test_solves_famous_puzzles_from_a_file(tmp_path):
    puzzles = list(FAMOUS.values())
    path = tmp_path / "famous.txt"
    path.write_text("# famous hard puzzles\n" + "".join(f"{p} {name}\n" for name, p in FAMOUS.items()))
    result = inkdoku("solve", str(path))
    assert result.returncode == 0, result.stderr
    assert result.stderr == b""
    solutions = lines(result.stdout)
    assert len(solutions) == len(puzzles)
    for puzzle, solution in zip(puzzles, solutions):
        assert is_solution(puzzle, solution), puzzle


@pytest.mark.parametrize("args", [["solve"], ["solve", "-"], ["solve", "--", "-"]])
def test_reads_standard_input(args):
    puzzle = FAMOUS["Inkala 2012"]
    result = inkdoku(*args, stdin=(puzzle + "\n").encode())
    assert result.returncode == 0, result.stderr
    [solution] = lines(result.stdout)
    assert is_solution(puzzle, solution)


def test_reads_sdk_grids(tmp_path):
    puzzle = FAMOUS["AI Escargot"]
    path = tmp_path / "escargot.sdk"
    rows = (puzzle[r * 9 : r * 9 + 9].replace(".", "0") for r in range(9))
    path.write_text("#A unknown\n" + "\n".join(rows) + "\n")
    result = inkdoku("solve", "--format", "sdk", str(path))
    assert result.returncode == 0, result.stderr
    [solution] = lines(result.stdout)
    assert is_solution(puzzle, solution)


def test_counts_solutions():
    stdin = f"{MULTIPLE}\n{FAMOUS['Golden Nugget']}\n{UNSOLVABLE}\n".encode()
    result = inkdoku("solve", "--count", stdin=stdin)
    assert lines(result.stdout) == ["2+", "1", "0"]
    assert result.returncode == 1
    assert result.stderr == b""


def test_reports_puzzles_without_a_unique_solution(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text(f"{UNSOLVABLE}\n{FAMOUS['Easter Monster']}\n{MULTIPLE}\n")
    result = inkdoku("solve", str(path))
    out = lines(result.stdout)
    assert out[0] == "unsolvable" and out[2] == "ambiguous"
    assert is_solution(FAMOUS["Easter Monster"], out[1])
    assert lines(result.stderr) == [f"{path}:1: no solution", f"{path}:3: more than one solution"]
    assert result.returncode == 1


def test_missing_file(tmp_path):
    path = tmp_path / "missing.txt"
    result = inkdoku("solve", str(path))
    assert result.returncode == 2
    assert result.stdout == b""
    assert lines(result.stderr) == [f"inkdoku: {path}: No such file or directory"]


def test_directory(tmp_path):
    result = inkdoku("solve", str(tmp_path))
    assert result.returncode == 2
    assert lines(result.stderr) == [f"inkdoku: {tmp_path}: Is a directory"]


@pytest.mark.parametrize(
    "content, reason",
    [
        (b"\x7fELF\x02\x01\x01\x00\x00\x00", "not a text file (NUL byte at offset 7)"),
        (b"12\xff\xfe", "not UTF-8 text (invalid byte 0xFF at offset 2)"),
    ],
)
def test_binary_file(tmp_path, content, reason):
    path = tmp_path / "data.bin"
    path.write_bytes(content)
    result = inkdoku("solve", str(path))
    assert result.returncode == 2
    assert lines(result.stderr) == [f"inkdoku: {path}: {reason}"]


def test_the_binary_itself_is_refused():
    result = inkdoku("solve", BIN)
    assert result.returncode == 2
    assert result.stderr.startswith(f"inkdoku: {BIN}: ".encode())


def test_permission_denied(tmp_path):
    # Root reads any file, so as root the binary runs as the unprivileged user "nobody" (setpriv).
    folder = tmp_path / "shared"
    folder.mkdir()
    for p in (tmp_path, folder):
        p.chmod(0o755)
    path = folder / "secret.txt"
    path.write_text(FAMOUS["AI Escargot"] + "\n")
    path.chmod(0)
    binary, prefix = BIN, []
    if os.geteuid() == 0:
        # A copy in the open folder, since "nobody" may not reach the checkout.
        binary = str(folder / "inkdoku")
        shutil.copy(BIN, binary)
        prefix = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"]
    result = subprocess.run(prefix + [binary, "solve", str(path)], capture_output=True, timeout=30)
    assert result.returncode == 2
    assert lines(result.stderr) == [f"inkdoku: {path}: Permission denied"]


def test_parse_error_names_the_line():
    result = inkdoku("solve", stdin=b"# header\n1234\n")
    assert result.returncode == 2
    assert lines(result.stderr) == ["inkdoku: <stdin>:2: only 4 cells (a puzzle line has 81)"]


def test_unknown_option():
    result = inkdoku("solve", "--cout")
    assert result.returncode == 2
    assert result.stdout == b""
    assert lines(result.stderr) == [
        "inkdoku solve: unknown option '--cout' (did you mean '--count'?)",
        "Try 'inkdoku solve --help'.",
    ]


def test_unknown_command():
    result = inkdoku("sovle")
    assert result.returncode == 2
    assert lines(result.stderr) == [
        "inkdoku: unknown command 'sovle' (did you mean 'solve'?)",
        "Try 'inkdoku --help'.",
    ]


def test_escapes_control_characters_in_messages():
    result = inkdoku("solve", "\x1b[2Jgone.txt")
    assert result.returncode == 2
    assert b"\x1b" not in result.stderr
    assert "\\u{1B}[2Jgone.txt" in result.stderr.decode()


def test_bare_command_plays_and_needs_a_terminal(tmp_path):
    # Without arguments inkdoku starts the game; with no tty that is a clear error, not a hang.
    env = dict(os.environ, HOME=str(tmp_path), XDG_STATE_HOME=str(tmp_path / "s"))
    result = subprocess.run([BIN], stdin=subprocess.DEVNULL, capture_output=True, env=env, timeout=30)
    assert result.returncode == 2
    assert lines(result.stderr) == ["inkdoku: the game needs a terminal (standard input and output must be a tty)"]


@pytest.mark.parametrize("args", [["--help"], ["-h"], ["help"]])
def test_overview(args):
    result = inkdoku(*args)
    assert result.returncode == 0
    out = result.stdout.decode()
    assert "Commands:" in out and re.search(r"^  solve +\S", out, re.M)
    assert "--version" in out


@pytest.mark.parametrize("args", [["solve", "--help"], ["help", "solve"]])
def test_command_help(args):
    result = inkdoku(*args)
    assert result.returncode == 0
    out = result.stdout.decode()
    for text in ["Usage: inkdoku solve", "-c, --count", "-f, --format FORMAT", "-h, --help"]:
        assert text in out
    assert "Examples:" in out and "Exit status:" in out


def test_version():
    result = inkdoku("--version")
    assert result.returncode == 0
    assert re.fullmatch(rb"inkdoku \d+\.\d+\.\d+\n(.+\n)*", result.stdout)


def test_closed_pipe_ends_quietly(tmp_path):
    # Digit relabellings of one puzzle: 10000 lines, far more output than a pipe buffers.
    base = EASY
    path = tmp_path / "many.txt"
    with path.open("w") as f:
        for n in range(10000):
            shift = n % 9
            f.write("".join(c if c == "." else str((int(c) + shift - 1) % 9 + 1) for c in base) + "\n")
    script = '"$0" solve "$1" | head -1; echo "status=${PIPESTATUS[0]}" >&2'
    result = subprocess.run(["bash", "-c", script, BIN, str(path)], capture_output=True, timeout=300)
    [first] = lines(result.stdout)
    assert is_solution(base, first)
    assert lines(result.stderr) == ["status=141"]


def test_an_index_past_a_one_puzzle_file_names_one_puzzle(tmp_path):
    puzzles = tmp_path / "one.txt"
    puzzles.write_text(EASY + "\n")
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_STATE_HOME": str(tmp_path / "state")}
    result = subprocess.run([BIN, "play", str(puzzles), "--index", "2"], capture_output=True, text=True,
                            env=env, stdin=subprocess.DEVNULL, timeout=60)
    assert result.returncode == 2
    assert "(1 puzzle)" in result.stderr
