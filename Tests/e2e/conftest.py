"""Fixtures every end-to-end test module shares."""

import os

import pytest

from paths import BIN


@pytest.fixture(scope="session", autouse=True)
def binary():
    """Fails the whole run at once, with the fix, when the binary under test was not built."""
    if not os.access(BIN, os.X_OK):
        pytest.fail(f"no inkdoku binary at {BIN}: run `swift build` first or set INKDOKU_BIN")
