"""The attack's numbers follow the declared attack (issue 39, item 7): a ranged attack
takes the ranged weapon from the gear and its skill, a melee one a melee weapon; a ranged
attack with no ranged weapon uses the best ranged skill, never "Boj beze zbraně"."""

from __future__ import annotations

from campaign_manager.systems.dakara import new_sheet, validate_sheet
from campaign_manager.systems.dakara.encounter import act, new_encounter, suggest_numbers

BOW, DAGGER = "Lovecký luk (příklad)", "Dýka (příklad)"


def sheet(gear: tuple[str, ...], **skills: int) -> dict:
    result = new_sheet()
    for name, rating in skills.items():
        result["skills"][name] = {"rating": rating}
    result["gear"] = [{"name": name, "quantity": 1, "price_md": None} for name in gear]
    return validate_sheet(result)


def declared(action: str, gear: tuple[str, ...], **skills: int) -> dict:
    state = new_encounter(
        [
            {"id": "jitka", "name": "Jitka", "side": "pc", "sheet": sheet(gear, **skills)},
            {"id": "straz", "name": "Stráž", "side": "npc", "sheet": sheet(())},
        ]
    )
    for step in (
        {"type": "start"},
        {"type": "declare", "id": "jitka", "action": action, "target": "straz"},
    ):
        state = act(state, step).state
    return state


def test_a_ranged_attack_takes_the_bow_not_the_dagger_before_it():
    numbers = suggest_numbers(declared("ranged_attack", (DAGGER, BOW), Střelba=3), "jitka", "straz")
    assert numbers["weapon"] == BOW
    assert numbers["attack_number"] == 4
    assert numbers["notes"]["cs"].startswith("ÚČ 4 = Střelba (Luky) 3")


def test_a_melee_attack_takes_the_dagger_not_the_bow_before_it():
    state = declared("melee_attack", (BOW, DAGGER), **{"Boj zblízka": 2})
    assert suggest_numbers(state, "jitka", "straz")["weapon"] == DAGGER


def test_a_ranged_attack_without_a_ranged_weapon_uses_the_best_ranged_skill():
    state = declared("ranged_attack", (DAGGER,), **{"Vrhací zbraně": 2, "Boj zblízka": 4})
    numbers = suggest_numbers(state, "jitka", "straz")
    assert numbers["weapon"] is None
    assert numbers["attack_number"] == 2
    assert "Vrhací zbraně 2" in numbers["notes"]["cs"]
    assert "beze zbraně" not in numbers["notes"]["cs"]


def test_the_action_given_wins_over_the_intent():
    state = declared("ranged_attack", (DAGGER, BOW), Střelba=3)
    numbers = suggest_numbers(state, "jitka", "straz", action="melee_attack")
    assert numbers["weapon"] == DAGGER
