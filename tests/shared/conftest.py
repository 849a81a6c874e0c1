"""Tests of several clients on one shared campaign: each test's campaign is a fresh
database on the test PostgreSQL server."""

from __future__ import annotations

import pytest

from campaign_manager.storage import create_campaign


@pytest.fixture(autouse=True)
def campaign(isolated_dirs, postgres_url, campaign_system):
    """A fresh campaign on the test server, open for the test."""
    opened = create_campaign(postgres_url, "Sdílená kampaň", campaign_system)
    yield opened
    opened.close()
