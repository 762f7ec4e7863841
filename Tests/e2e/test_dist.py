"""The packages (`make dist`, `make deb`, `make install`), as a player without Swift would get them.

The tarball is unpacked into a temporary directory and run from there with an environment whose PATH
holds no Swift; the .deb is read with dpkg-deb and checked with lintian. `make test` builds both first;
on their own, run `make dist deb` before these tests.
"""
import gzip
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
    "bin/inkdoku", "share/inkdoku/digits.inkm", "share/man/man1/inkdoku.1", "share/doc/inkdoku/LICENSE",
    "share/bash-completion/completions/inkdoku", "share/zsh/site-functions/_inkdoku",
    "share/fish/vendor_completions.d/inkdoku.fish",
}
# The .deb's files under /usr, each with the tarball's file it comes from (None: made for the package).
# Debian's zsh reads packaged completions from vendor-completions; the licence becomes the copyright file.
DEB_FILES = {
    "bin/inkdoku": "bin/inkdoku", "share/inkdoku/digits.inkm": "share/inkdoku/digits.inkm",
    "share/man/man1/inkdoku.1.gz": "share/man/man1/inkdoku.1",
    "share/bash-completion/completions/inkdoku": "share/bash-completion/completions/inkdoku",
    "share/zsh/vendor-completions/_inkdoku": "share/zsh/site-functions/_inkdoku",
    "share/fish/vendor_completions.d/inkdoku.fish": "share/fish/vendor_completions.d/inkdoku.fish",
    "share/doc/inkdoku/copyright": None, "share/doc/inkdoku/changelog.gz": None,
}
# What Tools/deb-tree strips from the package's binary.
STRIP = ["strip", "--strip-unneeded", "--remove-section=.comment", "--remove-section=.note"]
def digest(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


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


def test_the_tarball_holds_the_binary_model_man_page_licence_and_completions(unpacked):
    assert files_under(unpacked) == FILES
    assert os.access(unpacked / "bin/inkdoku", os.X_OK)
    assert (unpacked / "share/doc/inkdoku/LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()


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
    assert complete("play", "--difficulty", "") == {
        "easy", "medium", "hard", "expert", "extreme", "fiendish", "nightmare"}
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
    assert words == ["solve", "easy", "expert", "extreme", "fiendish", "hard", "medium", "nightmare"]


def deb_field(name):
    return subprocess.run(["dpkg-deb", "-f", DEB, name], capture_output=True, text=True, check=True).stdout.strip()


@pytest.fixture(scope="module")
def deb():
    if not DEB.exists():
        pytest.fail(f"no {DEB.relative_to(ROOT)}: run `make deb` first")
    return DEB


@pytest.fixture(scope="module")
def extracted(deb, tmp_path_factory):
    """The .deb's files and its control files (DEBIAN/), unpacked."""
    where = tmp_path_factory.mktemp("deb")
    subprocess.run(["dpkg-deb", "-x", deb, where], check=True)
    subprocess.run(["dpkg-deb", "-e", deb, where / "DEBIAN"], check=True)
    return where


def test_the_deb_installs_the_same_files_under_usr_and_names_its_libraries(deb):
    assert deb_field("Package") == "inkdoku"
    assert deb_field("Version") == VERSION
    assert deb_field("Architecture") == ARCH
    depends = [d.split(" (")[0] for d in deb_field("Depends").split(", ")]
    assert "libncursesw6" in depends and "libc6" in depends
    assert deb_field("Description").startswith("Sudoku in the terminal")
    listing = subprocess.run(["dpkg-deb", "-c", deb], capture_output=True, text=True, check=True).stdout
    entries = [line.split() for line in listing.splitlines()]
    files = {e[-1].removeprefix("./usr/") for e in entries if e[0].startswith("-")}
    assert files == set(DEB_FILES)
    assert all(e[1] == "root/root" for e in entries)
    modes = {e[-1].removeprefix("./usr/"): e[0] for e in entries if e[0].startswith("-")}
    assert {name: mode for name, mode in modes.items() if mode != "-rw-r--r--"} == {"bin/inkdoku": "-rwxr-xr-x"}


def test_the_deb_holds_the_tarballs_files_its_binary_stripped_and_its_man_page_compressed(unpacked, extracted,
                                                                                          tmp_path):
    for name, origin in DEB_FILES.items():
        packaged = extracted / "usr" / name
        if origin is None:
            continue
        if name.endswith(".gz"):
            assert gzip.decompress(packaged.read_bytes()) == (unpacked / origin).read_bytes(), name
        elif name == "bin/inkdoku":
            stripped = tmp_path / "inkdoku"
            shutil.copy(unpacked / origin, stripped)
            subprocess.run([*STRIP, stripped], check=True)
            assert digest(packaged) == digest(stripped), name
        else:
            assert digest(packaged) == digest(unpacked / origin), name
    sections = subprocess.run(["readelf", "-S", "-W", extracted / "usr/bin/inkdoku"], capture_output=True, text=True,
                              check=True).stdout
    assert ".symtab" not in sections and ".debug_" not in sections
    run = subprocess.run([extracted / "usr/bin/inkdoku", "--version"], env=no_swift_env(tmp_path), capture_output=True,
                         text=True, timeout=30)
    assert run.returncode == 0, run.stderr
    assert str(extracted / "usr/share/inkdoku/digits.inkm") in run.stdout


def test_the_debs_zsh_completion_parses(extracted):
    assert shutil.which("zsh"), "zsh is missing: run Tools/install-test-deps"
    run = subprocess.run(["zsh", "-n", extracted / "usr/share/zsh/vendor-completions/_inkdoku"], capture_output=True,
                         text=True, timeout=30)
    assert run.returncode == 0, run.stderr


def test_the_debs_copyright_file_is_machine_readable_and_holds_the_licence(extracted):
    header, files = (extracted / "usr/share/doc/inkdoku/copyright").read_text().split("\n\n", 1)
    assert header.splitlines()[0] == "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    lines = files.splitlines()
    assert lines[:3] == ["Files: *", "Copyright: 2026 The Inkdoku developers", "License: Expat"]
    assert all(line.startswith(" ") for line in lines[3:])
    # The licence text, unindented, with "." standing for its blank lines: LICENSE from its first paragraph.
    text = "\n".join("" if line == " ." else line.removeprefix(" ") for line in lines[3:])
    licence = (ROOT / "LICENSE").read_text()
    assert text.strip() == licence[licence.index("Permission is hereby granted"):].strip()


def test_the_debs_changelog_names_this_version_in_a_reproducible_gzip(extracted):
    packed = (extracted / "usr/share/doc/inkdoku/changelog.gz").read_bytes()
    # gzip -n: no file name (flag bit 3) and no time stamp in the header.
    assert packed[3] & 0x08 == 0 and packed[4:8] == b"\0\0\0\0"
    changelog = gzip.decompress(packed).decode().splitlines()
    assert changelog[0] == f"inkdoku ({VERSION}) unstable; urgency=medium"
    assert re.fullmatch(r" -- Inkdoku developers <inkdoku@users\.noreply\.github\.com>  "
                        r"\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000", changelog[-1]), changelog[-1]


def test_the_debs_md5sums_list_every_file(extracted):
    listed = dict(reversed(line.split("  ", 1)) for line in (extracted / "DEBIAN/md5sums").read_text().splitlines())
    assert set(listed) == {f"usr/{name}" for name in DEB_FILES}
    for name, checksum in listed.items():
        assert hashlib.md5((extracted / name).read_bytes()).hexdigest() == checksum, name


def test_lintian_finds_no_error_and_no_warning_in_the_deb(deb):
    lintian = shutil.which("lintian")
    if lintian is None:
        pytest.fail("lintian is missing: run Tools/install-test-deps (or `sudo apt-get install -y lintian`)")
    # lintian refuses to run as root unless told; a display limit of 0 shows every instance of a tag.
    command = [lintian, "--tag-display-limit", "0", *(["--allow-root"] if os.geteuid() == 0 else []), deb]
    run = subprocess.run(command, capture_output=True, text=True, timeout=600)
    problems = [line for line in run.stdout.splitlines() if line.startswith(("E:", "W:"))]
    assert not problems, "\n".join(problems)
    # lintian also exits non-zero when it fails itself, which prints no E: line.
    assert run.returncode == 0, run.stdout + run.stderr


def test_make_install_lays_out_the_same_tree(tmp_path):
    prefix = tmp_path / "prefix"
    run = subprocess.run(["make", "--no-print-directory", "install", f"PREFIX={prefix}"], cwd=ROOT,
                         capture_output=True, text=True, timeout=900)
    assert run.returncode == 0, run.stdout + run.stderr
    assert files_under(prefix) == FILES
    version = subprocess.run([prefix / "bin/inkdoku", "--version"], env=no_swift_env(tmp_path), capture_output=True,
                             text=True, timeout=30)
    assert str(prefix / "share/inkdoku/digits.inkm") in version.stdout


@pytest.mark.parametrize("prefix, directory", [("/usr", "/usr/share/zsh/vendor-completions"),
                                               ("/usr/local", "/usr/local/share/zsh/site-functions"),
                                               ("/opt/inkdoku", "/opt/inkdoku/share/zsh/site-functions")])
def test_make_install_puts_the_zsh_completion_where_debians_zsh_looks_for_that_prefix(prefix, directory):
    # -n prints the commands without running them: nothing is built or written.
    run = subprocess.run(["make", "-n", "--no-print-directory", "install", f"PREFIX={prefix}", "DESTDIR=/nowhere"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"completion zsh > /nowhere{directory}/_inkdoku" in run.stdout
