"""The story's clock on a shared campaign: another GM's advance shows in this GM's header
at once, both GMs' advances count, and undo takes back only this GM's own."""

from __future__ import annotations

import pytest
from support.clients import as_other_gm

from campaign_manager.storage.changes import AdvanceStoryTime
from campaign_manager.story_time.calendar import DAY, HOUR
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

pytestmark = pytest.mark.usefixtures("english")


@pytest.fixture
def window(qtbot, shown, campaign):
    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.attach(campaign)
    yield main
    main.close()


def test_another_gms_advance_shows_here_and_both_count(qtbot, window, postgres_url):
    clock = window.story_clock
    clock.advance(DAY)
    as_other_gm(postgres_url, "Jana", AdvanceStoryTime(3 * HOUR))
    qtbot.waitUntil(lambda: clock.now() == DAY + 3 * HOUR, timeout=15000)
    qtbot.waitUntil(lambda: clock.button.text() == "Tuesday, 2 January 1 CE, 3:00", timeout=15000)
    window.undo()  # this GM's day goes, Jana's hours stay
    assert clock.now() == 3 * HOUR
    assert clock.button.text() == "Monday, 1 January 1 CE, 3:00"
