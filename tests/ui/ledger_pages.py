"""The Ledger page as its tests open it: on a fresh campaign's session, shown."""

from __future__ import annotations

import pytest

from campaign_manager.ui.ledger.page import LedgerPage
from campaign_manager.ui.session import CampaignSession


@pytest.fixture(name="session")
def ledger_session(campaign):
    """The session of the test's fresh campaign (import this into a test module)."""
    return CampaignSession(campaign)


def make_page(qtbot, session, width: int = 1100) -> LedgerPage:
    widget = LedgerPage()
    qtbot.addWidget(widget)
    widget.set_session(session)
    widget.resize(width, 700)
    widget.show()
    return widget
