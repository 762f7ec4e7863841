"""The help names the program the terminal runs inside where it takes a key or a button (VS Code's right
button here; JupyterLab's is checked in its own terminal, test_terminals.py), at the smallest common size
with every entry still on it; a terminal of its own gets no such line."""

import pytest

from test_play import deadline, env, play, spawn  # noqa: F401

# Every line of the help must stay on an 80×24 screen, the host's line included.
HELP_END = "Esc, ? or a click closes this help"


def open_help(t):
    t.type("?")
    t.wait_for(HELP_END)
    return t.text()


@pytest.mark.parametrize("term_program,shown", [("vscode", "In VS Code: the right button is VS Code's own"),
                                                 (None, None)])
def test_the_help_names_the_host(spawn, env, term_program, shown):  # noqa: F811
    if term_program:
        env["TERM_PROGRAM"] = term_program
    t = play(spawn, cols=80, rows=24)
    text = open_help(t)
    assert "arrows, h j k l" in text and "paste a puzzle" in text, text  # the first entry and the last
    if shown:
        assert shown in text and "play with the left." in text, text
    else:
        assert "In VS Code" not in text and "In JupyterLab" not in text, text
    t.key("escape")
    t.wait_for(lambda t: HELP_END not in t.text())
