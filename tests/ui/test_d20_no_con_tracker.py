"""A creature without Con (the demo's skeletons) hit to 0 wound points in the d20 tracker:
no Fortitude save is asked or left waiting, it is destroyed, and the log says so
(RULINGS §3)."""

from __future__ import annotations

import pytest
from test_d20_tracker_helpers import (
    answer_dialogs,
    log_texts,
    prompt_texts,
    select,
    sheet,
    start_fight,
)

K1 = "Kostlivec ze starého hřbitova 1"


@pytest.fixture
def campaign_system():
    return "d20"


def test_a_skeleton_hit_to_zero_is_destroyed_and_asked_no_save(window, qtbot, monkeypatch):
    ids = start_fight(window, qtbot)
    area, panel = window.combat_area, window.combat_area.panel
    k1 = ids[K1]
    asked: list[str] = []
    monkeypatch.setattr(panel, "_ask_save", lambda cid: asked.append(cid) or False)
    select(area, k1)

    def hit(dialog):
        dialog.amount.setValue(4)
        dialog.critical.setChecked(True)  # straight to its 6 wound points
        dialog.accept()

    answer_dialogs(qtbot, hit)
    panel.damage_action.trigger()
    assert sheet(area, k1)["wounds"] == 2 and asked == []  # no stun save either

    def finish(dialog):
        dialog.amount.setValue(5)
        dialog.accept()

    answer_dialogs(qtbot, finish)
    panel.damage_action.trigger()
    assert sheet(area, k1)["wounds"] == 0
    assert sheet(area, k1)["conditions"] == ["dead"]
    assert sheet(area, k1)["pending_saves"] == []
    assert asked == []
    assert not any(K1 in text for text in prompt_texts(area))
    assert any(K1 in text and "Destroyed: 0 wound points" in text for text in log_texts(window))
