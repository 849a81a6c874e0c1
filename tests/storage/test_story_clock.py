"""The story's clock and calendar in the campaign's settings: advanced and set as one step,
undone and redone exactly, kept in the history, and on a shared campaign two GMs' advances
both count while a set over another GM's is refused."""

from __future__ import annotations

import pytest

from campaign_manager.storage import history
from campaign_manager.storage.changes import AdvanceStoryTime, SetCampaignSetting
from campaign_manager.storage.errors import WriteFailed
from campaign_manager.story_time.calendar import DAY, built_in
from campaign_manager.story_time.settings import CALENDAR_KEY, NOW_KEY, now_of


def settings(campaign) -> dict:
    return dict(campaign.info.settings or {})


def test_advancing_the_clock_adds_up_and_undo_takes_back_its_own(campaign):
    three_days = AdvanceStoryTime(3 * DAY)
    three_days.apply(campaign)
    AdvanceStoryTime(3600).apply(campaign)
    assert now_of(settings(campaign)) == 3 * DAY + 3600
    three_days.revert(campaign)  # another step came after: only its own days go
    assert now_of(settings(campaign)) == 3600
    three_days.apply(campaign)
    assert now_of(settings(campaign)) == 3 * DAY + 3600


def test_the_clock_leaves_the_other_settings_alone(campaign):
    SetCampaignSetting("player_view", {"pc": "band"}).apply(campaign)
    AdvanceStoryTime(60).apply(campaign)
    assert settings(campaign)["player_view"] == {"pc": "band"}
    assert settings(campaign)[NOW_KEY] == 60


def test_setting_the_calendar_is_undone_to_none(campaign):
    change = SetCampaignSetting(CALENDAR_KEY, built_in("plain").to_json())
    change.apply(campaign)
    assert settings(campaign)[CALENDAR_KEY]["key"] == "plain"
    change.revert(campaign)
    assert CALENDAR_KEY not in settings(campaign)
    change.apply(campaign)
    assert settings(campaign)[CALENDAR_KEY]["key"] == "plain"


def test_a_set_undone_over_a_later_set_is_refused(campaign):
    first = SetCampaignSetting(NOW_KEY, 100)
    first.apply(campaign)
    SetCampaignSetting(NOW_KEY, 500).apply(campaign)
    with pytest.raises(WriteFailed):
        first.revert(campaign)
    assert now_of(settings(campaign)) == 500


def test_the_kept_history_brings_the_steps_back(campaign):
    for change in (AdvanceStoryTime(7 * DAY), SetCampaignSetting(NOW_KEY, 42)):
        change.apply(campaign)
        payload, _size = history.encode(change)
        again, _memory = history.decode(payload)
        assert again == change
    again.revert(campaign)
    assert now_of(settings(campaign)) == 7 * DAY
