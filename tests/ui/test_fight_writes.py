"""What a fight step's write says: the GM's Cancel of a long one leaves the open fight as
the file holds it (and says so: the step raises), and once a step is stored, whoever
hears of it (``session.changed``) finds the fight's new state already."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from test_combat_area import add_party  # tests/ui on the path
from test_long_writes import Gate

from campaign_manager.storage.encounters import extras_of, roster_combatant, stored_fight
from campaign_manager.ui.responsive import long_task
from campaign_manager.ui.session import EditCancelled


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def fight(window) -> int:
    pcs, npc = add_party(window)
    combatants = [roster_combatant(i) for i in pcs] + extras_of(npc, 3)
    encounter = window.session.combat.create("U brodu", combatants)
    window.session.combat.act({"type": "start"})
    return encounter


def test_a_cancelled_long_fight_step_leaves_the_fight_as_stored(window, monkeypatch):
    encounter = fight(window)
    controller, session = window.session.combat, window.session
    before, version = controller.state, controller.version
    steps = session.undo_stack.count()
    monkeypatch.setattr(long_task, "LONG_WRITE", 1)  # every write goes to the worker
    gate = Gate(window, cancel=True)
    campaign = session.campaign
    monkeypatch.setattr(campaign, "write", gate.wrap(campaign.write))
    QTimer.singleShot(0, gate.watch)
    with pytest.raises(EditCancelled):
        controller.act({"type": "next"})
    assert gate.label is not None  # the dialog came up, and the GM pressed Cancel
    stored = stored_fight(encounter)
    assert stored.state == before and stored.version == version  # the file: rolled back
    assert controller.state == before and controller.version == version  # the tracker too
    assert session.undo_stack.count() == steps  # no step to undo
    controller.act({"type": "next"})  # the next step lands on the fight as stored
    assert stored_fight(encounter).state == controller.state != before


def test_whoever_hears_of_a_fight_step_finds_the_new_fight(window):
    fight(window)
    controller, session = window.session.combat, window.session
    heard = []
    session.changed.connect(lambda _changes: heard.append(controller.state))
    outcome = controller.act({"type": "next"})
    assert heard and heard[-1] is outcome.state is controller.state
    controller.set_view_settings(
        {"pc": "band", "npc": "band", "initiative": False, "secret_conditions": []}
    )
    assert heard[-1] is controller.state


def test_whoever_hears_of_an_undone_fight_step_finds_the_fight_as_undone(window):
    fight(window)
    controller, session = window.session.combat, window.session
    before = controller.state
    controller.act({"type": "next"})
    heard = []
    session.changed.connect(lambda _changes: heard.append(controller.state))
    window.menus.undo_action.trigger()
    assert heard and heard[-1] == before == controller.state
