"""A change refused on a shared campaign opened read-only names the menu entry the GM
sees there ("Save a local copy…"), not the file's "Save a copy as…"."""

from __future__ import annotations

from campaign_manager.storage.errors import CampaignIsReadOnly
from campaign_manager.ui.messages import describe_campaign_error


def test_a_read_only_shared_campaign_points_to_save_a_local_copy(qapp):
    _title, text = describe_campaign_error(
        CampaignIsReadOnly("postgresql://gm@server/kampan", "read-only")
    )
    assert "Save a local copy…" in text and "Save a copy as" not in text
    _, text = describe_campaign_error(CampaignIsReadOnly("/home/gm/kampan.kronikar"))
    assert "Save a copy as…" in text  # a file's menu entry stays
