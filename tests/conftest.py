"""Shared test set-up: offscreen Qt, and every test isolated in its own folders."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """Data, config and documents folders of a test never touch the real user's."""
    home = tmp_path / "home"
    for var, sub in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_DOCUMENTS_DIR", "documents"),
    ):
        path = home / sub
        path.mkdir(parents=True)
        monkeypatch.setenv(var, str(path))
    monkeypatch.setenv("HOME", str(home))
    return home
