"""A shared campaign's rows are stamped by the server's clock, whatever the clock of the
client writing them says; a campaign file keeps this machine's."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from campaign_manager.storage import create_campaign, models
from campaign_manager.storage.changes import AddCharacter, LogEvents, LogLine, UpdateCharacter
from campaign_manager.storage.models import CampaignInfo, Character, LogEntry

WRONG = datetime(2001, 2, 3, 4, 5, 6)


@pytest.fixture
def wrong_clock(monkeypatch):
    """This machine's clock is twenty-odd years behind."""

    class Behind(datetime):
        @classmethod
        def now(cls, tz=None):
            return WRONG.replace(tzinfo=tz) if tz is not None else WRONG

    monkeypatch.setattr(models, "datetime", Behind)


def server_now(campaign) -> datetime:
    return campaign.database.execute_sql("SELECT now() AT TIME ZONE 'UTC'").fetchone()[0]


def near(stamp: datetime, now: datetime) -> bool:
    return abs(stamp - now) < timedelta(minutes=5)


def test_rows_written_to_a_server_are_stamped_by_its_clock(campaign, wrong_clock):
    added = AddCharacter({"name": "Bořek"})
    added.apply(campaign)
    UpdateCharacter(added.id, {"player": "Eva"}).apply(campaign)
    LogEvents([LogLine("Bořek přišel", "Bořek came", "note", character=added.id)]).apply(campaign)
    now = server_now(campaign)
    row = Character.get_by_id(added.id)
    assert near(row.created_at, now) and near(row.updated_at, now)
    assert near(LogEntry.get().at, now)


def test_a_new_server_campaign_is_created_by_the_servers_clock(
    isolated_dirs, postgres_server, wrong_clock
):
    name = postgres_server.new_database()
    opened = create_campaign(postgres_server.url(name), "Nová", "dakara")
    try:
        assert near(CampaignInfo.get().created_at, server_now(opened))
    finally:
        opened.close()
        postgres_server.drop_database(name)


def test_a_campaign_file_keeps_this_machines_clock(tmp_path, wrong_clock):
    opened = create_campaign(tmp_path / "mistni.kronikar", "Místní", "dakara")
    try:
        added = AddCharacter({"name": "Bořek"})
        added.apply(opened)
        assert Character.get_by_id(added.id).updated_at == WRONG
    finally:
        opened.close()
