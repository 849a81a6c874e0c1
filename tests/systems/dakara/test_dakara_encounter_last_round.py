"""RULINGS §1.6 (ruling): effects take hold from the next round, but damage is never lost
to it. When the fight ends, or a combatant leaves it, before the next round, what it took
in the last round lands on its sheet then."""

from __future__ import annotations

import random

from campaign_manager.storage.changes import PatchSheet
from campaign_manager.storage.encounters import encounter_step
from campaign_manager.systems.dakara import new_sheet, play, validate_sheet
from campaign_manager.systems.dakara.encounter import act, new_encounter


def fighter() -> dict:
    sheet = new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": 3}
    return validate_sheet(sheet)


def fight() -> dict:
    return new_encounter(
        [
            {"id": "borek", "name": "Bořek", "side": "pc", "sheet": fighter(), "character_id": 7},
            {"id": "straz", "name": "Stráž", "side": "npc", "sheet": fighter(), "character_id": 8},
        ]
    )


def run(state: dict, *actions: dict) -> tuple[dict, list]:
    events: list = []
    for action in actions:
        out = act(state, action, random.Random(0))
        state = out.state
        events.extend(out.events)
    return state, events


def guard_hit_for_4() -> dict:
    """Round 1: Bořek hits the guard for 4 (Přesah 4, no weapon, no armour)."""
    state, _ = run(
        fight(),
        {"type": "start"},
        {"type": "declare", "id": "borek", "action": "melee_attack", "target": "straz"},
        {"type": "resolve"},
        {
            "type": "attack", "attacker": "borek", "defender": "straz",
            "attack_number": 5, "defence_number": 2, "attack_roll": 2, "defence_roll": 1,
        },
    )  # fmt: skip
    guard = state["combatants"]["straz"]
    assert play.current(guard["sheet"]) == 12  # waiting for the next round
    assert [p["amount"] for p in guard["pending"]] == [4]
    return state


def test_a_hit_lands_when_the_fight_ends_before_the_next_round():
    state, events = run(guard_hit_for_4(), {"type": "finish"})
    guard = state["combatants"]["straz"]
    assert play.current(guard["sheet"]) == 8
    assert guard["pending"] == []
    assert any("Stráž" in e.text.cs and "8/12" in e.text.cs for e in events), events


def test_the_hit_of_a_finished_fight_is_written_to_the_characters_sheet():
    before = guard_hit_for_4()
    after, events = run(before, {"type": "finish"})
    batch = encounter_step(1, before, after, events)
    patched = {c.character_id for c in batch.changes if isinstance(c, PatchSheet)}
    assert patched == {8}


def test_a_combatant_leaving_takes_its_last_round_damage_with_it():
    before = guard_hit_for_4()
    after, events = run(before, {"type": "remove", "id": "straz"})
    assert "straz" not in after["combatants"]
    left = [e for e in events if e.kind == "remove"]
    assert left and play.current(left[0].sheet) == 8
    # the roster character's sheet gets the damage
    batch = encounter_step(1, before, after, events)
    patches = [c for c in batch.changes if isinstance(c, PatchSheet)]
    assert [p.character_id for p in patches] == [8]


def test_healing_that_waits_lands_too_and_nothing_lands_twice():
    state, _ = run(
        guard_hit_for_4(),
        {"type": "next"},  # round 2: the 4 lands
        {"type": "heal", "target": "straz", "amount": 3},
        {"type": "finish"},
    )
    assert play.current(state["combatants"]["straz"]["sheet"]) == 11
