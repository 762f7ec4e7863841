"""Where the end-to-end tests find the project and the binary under test."""

import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
# INKDOKU_BIN points the tests at another build, e.g. the release binary.
BIN = os.environ.get("INKDOKU_BIN", str(ROOT / ".build" / "debug" / "inkdoku"))
