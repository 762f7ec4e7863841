"""The man page as `man` shows it: groff reads it without a warning, and no macro glues words together
(`.BR --new . Every move…` once rendered as `--new.Every‐moveissaved`)."""
import re
import subprocess

from paths import ROOT

PAGE = ROOT / "Documentation" / "inkdoku.1"


def rendered():
    result = subprocess.run(
        ["groff", "-man", "-Tutf8", "-P-cbou", "-rLL=100n", str(PAGE)],
        capture_output=True, text=True, check=True, env={"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"})
    return result.stdout


def test_groff_reads_the_page_without_a_warning():
    result = subprocess.run(["groff", "-man", "-ww", "-z", str(PAGE)], capture_output=True, text=True)
    assert result.returncode == 0
    assert result.stderr == ""


def test_no_words_are_glued_together():
    text = rendered()
    assert "--new. Every move is saved at once" in " ".join(text.split())
    # A sentence run into the next, or a run of words with their spaces lost.
    glued = re.findall(r"\S*[a-z]\.[A-Z][a-z]\S*|\S*[A-Za-z‐-]{40,}\S*", text)
    assert glued == []
