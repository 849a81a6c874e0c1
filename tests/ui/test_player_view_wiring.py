"""The player view follows the GM's fight (and its undo) and shows nothing between fights."""

from __future__ import annotations

import pytest

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import extras_of, roster_combatant


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def test_the_player_view_follows_the_fight_and_its_undo(window):
    demo = window.session.system.demo()["characters"]
    ids = {}
    for entry in demo:
        change = AddCharacter(
            {"name": entry["name"], "kind": entry["kind"], "sheet": entry["sheet"]}
        )
        window.session.perform(change, "add")
        ids[entry["name"]] = (change.id, entry["kind"])
    pcs = [i for i, kind in ids.values() if kind == "pc"]
    npc = next(i for i, kind in ids.values() if kind == "npc")
    controller = window.player_side.player_view()
    view = controller.view
    assert (
        window.player_side.player_feed.public_view() is None
    )  # between fights: the campaign's name
    assert window.session.campaign.name in " ".join(view.painted_texts())

    page = window.combat_area
    page.create_fight(
        "U brodu", [roster_combatant(i) for i in pcs] + extras_of(npc, 2, hidden=True)
    )
    assert (
        window.player_side.player_feed.public_view() is None
    )  # prepared, not started: nothing shows
    page.start_action.trigger()
    shown = window.player_side.player_feed.public_view()
    assert shown is not None and shown["round"] == 1
    painted = " ".join(view.painted_texts())
    hidden_name = window.session.combat.state["combatants"][f"x{npc}-1"]["name"]
    assert hidden_name not in painted  # the ambushers stay off the TV
    page.next_action.trigger()
    after_next = window.player_side.player_feed.public_view()
    window.menus.undo_action.trigger()
    assert window.player_side.player_feed.public_view() == shown  # undo reaches the TV at once
    window.menus.redo_action.trigger()
    assert window.player_side.player_feed.public_view() == after_next

    window.player_side.toggle_blank()
    assert view.is_blank() and window.menus.blank_action.isChecked()
    window.player_side.toggle_blank()
    assert not view.is_blank()
    window.close_campaign()
    assert window.player_side.player_feed.public_view() is None


def test_player_view_settings_are_one_step_for_the_campaign_and_the_open_fight(window, monkeypatch):
    from campaign_manager.storage.models import CampaignInfo
    from campaign_manager.ui.player_view import PlayerViewSettingsDialog

    change = AddCharacter(
        {"name": "Lenka", "kind": "pc", "sheet": window.session.system.new_sheet()}
    )
    window.session.perform(change, "add")
    window.combat_area.create_fight("Cvičení", [roster_combatant(change.id)])
    wanted = {"pc": "numbers", "npc": "nothing", "initiative": True, "secret_conditions": ["jed"]}
    monkeypatch.setattr(PlayerViewSettingsDialog, "edit", classmethod(lambda cls, *a: wanted))
    steps = window.session.undo_stack.count()
    window.player_side.player_view_settings()
    assert window.session.undo_stack.count() == steps + 1
    assert CampaignInfo.get().settings["player_view"] == wanted
    assert window.session.combat.state["view"]["pc"] == "numbers"
    window.menus.undo_action.trigger()
    assert "player_view" not in CampaignInfo.get().settings
    assert window.session.combat.state["view"]["pc"] == "band"
