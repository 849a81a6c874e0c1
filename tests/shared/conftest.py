"""Tests of several clients on one shared campaign: each test's campaign is a fresh
database on the test PostgreSQL server."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from campaign_manager.storage import create_campaign


@pytest.fixture(autouse=True)
def campaign(isolated_dirs, postgres_url, campaign_system):
    """A fresh campaign on the test server, open for the test."""
    opened = create_campaign(postgres_url, "Sdílená kampaň", campaign_system)
    yield opened
    opened.close()


@pytest.fixture
def english(qapp):
    """The app's texts in English (a module uses it with ``usefixtures``)."""
    from campaign_manager.ui import i18n

    i18n.install(qapp, "en")


@pytest.fixture
def shown(monkeypatch) -> list[tuple[str, str]]:
    """Every warning the window tried to show: (title, text)."""
    seen: list[tuple[str, str]] = []

    def warning(parent, title, text, *args, **kwargs):
        seen.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    monkeypatch.setattr(QMessageBox, "critical", warning)
    return seen
