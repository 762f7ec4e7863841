"""The packages (`make dist`, `make deb`, `make install`), as a player without Swift would get them.

The tarball is unpacked into a temporary directory and run from there with an environment whose PATH
holds no Swift; the .deb is read with dpkg-deb. `make test` builds both first; on their own, run
`make dist deb` before these tests.
"""
import hashlib
import os
import pathlib
import platform
import re
import shutil
import subprocess
import tarfile

import pytest

from paths import ROOT

VERSION = re.search(r'static let number = "(.*)"', (ROOT / "Sources/CommandLineKit/Version.swift").read_text())[1]
NAME = f"inkdoku-{VERSION}-linux-{platform.machine()}"
TARBALL = ROOT / "dist" / f"{NAME}.tar.gz"
ARCH = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
DEB = ROOT / "dist" / f"inkdoku_{VERSION}_{ARCH}.deb"
FILES = {
    "bin/inkdoku", "share/inkdoku/digits.inkm", "share/man/man1/inkdoku.1",
    "share/bash-completion/completions/inkdoku", "share/zsh/site-functions/_inkdoku",
    "share/fish/vendor_completions.d/inkdoku.fish",
}
# Libraries of the Swift toolchain; none may be needed at run time.
SWIFT_LIBRARIES = re.compile(r"libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu")


@pytest.fixture(scope="module")
def unpacked(tmp_path_factory):
    if not TARBALL.exists():
        pytest.fail(f"no {TARBALL.relative_to(ROOT)}: run `make dist` first")
    where = tmp_path_factory.mktemp("unpacked")
    with tarfile.open(TARBALL) as archive:
        archive.extractall(where, filter="data")
    return where / NAME


def no_swift_env(home):
    """What a player's shell might hold: system directories only, and no Swift among them."""
    path = "/usr/local/bin:/usr/bin:/bin"
    assert shutil.which("swift", path=path) is None, "this machine has swift in a system directory"
    return {"PATH": path, "HOME": str(home), "LANG": "C.UTF-8", "XDG_STATE_HOME": str(home / "state"),
            "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}


def files_under(root):
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()}


def test_the_tarball_holds_the_binary_model_man_page_and_completions(unpacked):
    assert files_under(unpacked) == FILES
    assert os.access(unpacked / "bin/inkdoku", os.X_OK)


def test_the_unpacked_binary_runs_without_swift_and_finds_its_model_wherever_it_is(unpacked, tmp_path):
    moved = tmp_path / "somewhere else" / "inkdoku"
    shutil.copytree(unpacked, moved)
    for tree in (unpacked, moved):
        run = subprocess.run([tree / "bin/inkdoku", "--version"], env=no_swift_env(tmp_path), capture_output=True,
                             text=True, timeout=30)
        assert run.returncode == 0, run.stderr
        lines = run.stdout.splitlines()
        assert lines[0] == f"inkdoku {VERSION}"
        assert re.fullmatch(rf"model [0-9a-f]{{64}} \({re.escape(str(tree / 'share/inkdoku/digits.inkm'))}\)",
                            lines[1])


@pytest.mark.parametrize("replay", sorted(p.name for p in (ROOT / "Tests/Replays").glob("*.jsonl")))
def test_the_unpacked_binary_verifies_the_recorded_replays(unpacked, tmp_path, replay):
    run = subprocess.run([unpacked / "bin/inkdoku", "replay", "--headless", "--verify", ROOT / "Tests/Replays" / replay],
                         env=no_swift_env(tmp_path), capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert "verified" in run.stderr
    assert '"final"' in run.stdout


def test_no_swift_runtime_library_is_linked(unpacked):
    ldd = subprocess.run(["ldd", unpacked / "bin/inkdoku"], capture_output=True, text=True, check=True).stdout
    assert "not found" not in ldd, ldd
    assert not SWIFT_LIBRARIES.search(ldd), ldd
    assert "libncursesw.so.6" in ldd


def test_bash_completes_commands_options_difficulties_and_files(unpacked, tmp_path):
    script = unpacked / "share/bash-completion/completions/inkdoku"
    (tmp_path / "puzzles.txt").write_text("")

    def complete(*words):
        driver = 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _inkdoku; printf "%s\\n" "${COMPREPLY[@]}"'
        run = subprocess.run(["bash", "-c", driver, "bash", script, "inkdoku", *words], cwd=tmp_path,
                             capture_output=True, text=True, timeout=30)
        assert run.returncode == 0, run.stderr
        return set(run.stdout.split())

    assert complete("so") == {"solve"}
    assert complete("play", "--difficulty", "") == {"easy", "medium", "hard", "expert", "extreme"}
    assert complete("generate", "-d", "ex") == {"expert", "extreme"}
    assert complete("solve", "--f") == {"--format"}
    assert complete("solve", "puz") == {"puzzles.txt"}
    assert complete("play", "-d", "hard", "puz") == {"puzzles.txt"}
    assert complete("ink", "") == {"render", "show"}
    assert complete("help", "comp") == {"completion"}


def test_zsh_and_fish_completions_parse(unpacked):
    for shell, check, path in (("zsh", "-n", "share/zsh/site-functions/_inkdoku"),
                               ("fish", "--no-execute", "share/fish/vendor_completions.d/inkdoku.fish")):
        assert shutil.which(shell), f"{shell} is missing: run Tools/install-test-deps"
        run = subprocess.run([shell, check, unpacked / path], capture_output=True, text=True, timeout=30)
        assert run.returncode == 0, run.stderr


def test_fish_completes_a_command_and_the_difficulties(unpacked):
    script = unpacked / "share/fish/vendor_completions.d/inkdoku.fish"
    run = subprocess.run(["fish", "--no-config", "-c", f"source '{script}'; complete -C 'inkdoku so'; "
                          "complete -C 'inkdoku play --difficulty '"], capture_output=True, text=True, timeout=30)
    words = [line.split("\t")[0] for line in run.stdout.splitlines()]
    assert words == ["solve", "easy", "expert", "extreme", "hard", "medium"]


def deb_field(name):
    return subprocess.run(["dpkg-deb", "-f", DEB, name], capture_output=True, text=True, check=True).stdout.strip()


def test_the_deb_installs_the_same_files_under_usr_and_names_its_libraries(unpacked):
    if not DEB.exists():
        pytest.fail(f"no {DEB.relative_to(ROOT)}: run `make deb` first")
    assert deb_field("Package") == "inkdoku"
    assert deb_field("Version") == VERSION
    assert deb_field("Architecture") == ARCH
    depends = [d.split(" (")[0] for d in deb_field("Depends").split(", ")]
    assert "libncursesw6" in depends and "libc6" in depends
    assert deb_field("Description").startswith("Sudoku in the terminal")
    listing = subprocess.run(["dpkg-deb", "-c", DEB], capture_output=True, text=True, check=True).stdout
    entries = [line.split() for line in listing.splitlines()]
    files = {e[-1].removeprefix("./usr/") for e in entries if e[0].startswith("-")}
    assert files == FILES
    assert all(e[1] == "root/root" for e in entries)
    assert {e[0] for e in entries if e[-1] == "./usr/bin/inkdoku"} == {"-rwxr-xr-x"}


def test_the_deb_holds_the_tarballs_binary(unpacked, tmp_path):
    subprocess.run(["dpkg-deb", "-x", DEB, tmp_path], check=True)
    for name in FILES:
        assert digest(tmp_path / "usr" / name) == digest(unpacked / name), name


def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_make_install_lays_out_the_same_tree(tmp_path):
    prefix = tmp_path / "prefix"
    run = subprocess.run(["make", "--no-print-directory", "install", f"PREFIX={prefix}"], cwd=ROOT,
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout + run.stderr
    assert files_under(prefix) == FILES
    version = subprocess.run([prefix / "bin/inkdoku", "--version"], env=no_swift_env(tmp_path), capture_output=True,
                             text=True, timeout=30)
    assert str(prefix / "share/inkdoku/digits.inkm") in version.stdout
