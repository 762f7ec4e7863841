"""Where the end-to-end tests find the project and the binary under test."""

import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
# INKDOKU_BIN points the tests at another build, e.g. the release binary.
BIN = os.environ.get("INKDOKU_BIN", str(ROOT / ".build" / "debug" / "inkdoku"))


def player_env(root, **extra):
    """An environment whose HOME (`root/home`) and XDG directories all lie under `root`, so a test never
    reads or writes the real player's files; `extra` adds or overrides variables."""
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(root / "home"),
        "XDG_STATE_HOME": str(root / "state"), "XDG_DATA_HOME": str(root / "data"),
        "XDG_CONFIG_HOME": str(root / "config"), "LANG": "C.UTF-8", **extra,
    }
