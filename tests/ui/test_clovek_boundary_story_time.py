"""A new scene, chapter or book may move the story's clock on by what the GM enters in
the dialog that asks whom it concerns, in the same undo step as the healing."""

from __future__ import annotations

from test_clovek_sheet_log import add, campaign_system, stored  # noqa: F401

from campaign_manager.story_time.calendar import DAY
from campaign_manager.ui.systems.clovek import time as clovek_time


def test_a_new_chapter_a_week_later_is_one_undo_step(window, monkeypatch):
    tomas = add("Tomáš", scars={"torso": "/"})
    seen = {}

    def answer(dialog):
        passes = dialog.time_passes
        seen["offered"] = (passes.check.isChecked(), passes.seconds())
        passes.check.setChecked(True)
        passes.unit.setCurrentIndex(3)  # weeks
        passes.amount.setValue(1)
        return True

    monkeypatch.setattr(clovek_time, "run_dialog", answer)
    steps = window.session.undo_stack.count()
    window.menus.time_actions["scene"].trigger()
    assert seen["offered"] == (False, 0)  # off unless the GM says so
    assert stored(tomas)["scars"]["torso"] == "__"
    assert window.story_clock.now() == 7 * DAY
    assert window.session.undo_stack.count() == steps + 1
    window.undo()
    assert window.story_clock.now() == 0
    assert stored(tomas)["scars"]["torso"] == "/_"


def test_a_scene_without_time_leaves_the_clock(window, monkeypatch):
    add("Tomáš", scars={"torso": "/"})
    monkeypatch.setattr(clovek_time, "run_dialog", lambda dialog: True)
    window.menus.time_actions["scene"].trigger()
    assert window.story_clock.now() == 0
