"""RULINGS §1.6 (ruling) through the real Combat area (issue 39, item 1): a hit in the
last round of a fight lands on the roster character's sheet when the GM ends the fight,
and Ctrl+Z takes it back with the ending."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara import new_sheet, play, validate_sheet


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


def fighter(rating: int) -> dict:
    sheet = new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": rating}
    return validate_sheet(sheet)


def kondice_on_file(character_id: int) -> int:
    return play.current(Character.get_by_id(character_id).sheet)


def test_the_last_rounds_hit_is_on_the_sheet_when_the_fight_ends(window, monkeypatch):
    borek = Character.create(name="Bořek", kind="pc", sheet=fighter(3)).id
    straz = Character.create(name="Stráž", kind="npc", sheet=fighter(2)).id
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("U brodu", [roster_combatant(borek), roster_combatant(straz)])
    controller = page.controller
    for action in (
        {"type": "start"},
        {"type": "declare", "id": f"c{borek}", "action": "melee_attack", "target": f"c{straz}"},
        {"type": "resolve"},
    ):
        controller.act(action)
    controller.act(
        {
            "type": "attack", "attacker": f"c{borek}", "defender": f"c{straz}",
            "attack_number": 5, "defence_number": 2, "attack_roll": 2, "defence_roll": 1,
        }
    )  # fmt: skip
    assert kondice_on_file(straz) == 12  # the hit for 4 waits for the next round
    monkeypatch.setattr(
        QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes
    )
    page.finish()
    assert controller.state["status"] == "finished"
    assert kondice_on_file(straz) == 8
    assert kondice_on_file(borek) == 12
    window.session.undo()
    assert kondice_on_file(straz) == 12
