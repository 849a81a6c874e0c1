"""A creature with no Constitution score (undead, constructs) under the stamina variant:
never asked a Fortitude save, destroyed at 0 wound points (RULINGS §3, from the d20 rules
for undead and constructs; Tvorové bez Odolnosti, seed 004)."""

from __future__ import annotations

from campaign_manager.systems.d20 import Creature, edit, play, validate_sheet

SKELETON = validate_sheet(
    {"kind": "monster", "hit_points": 6, "hit_dice": 1, "con": None, "size": "medium"}
)  # no stamina, 6 wound points


def _undead() -> Creature:
    return Creature(0, 6, has_con=False)


def test_wound_damage_asks_no_save_and_zero_destroys_it():
    c = _undead()
    hurt = c.take_damage(2)
    assert c.pending_saves == [] and hurt.saves == []
    assert c.conditions == set()  # never fatigued nor stunned
    destroyed = c.take_damage(4)
    assert c.wounds == 0
    assert c.conditions == {"dead"}
    assert c.pending_saves == [] and destroyed.saves == []
    assert not {"disabled", "dying", "stable", "unconscious"} & c.conditions
    assert destroyed.has("destroyed")
    assert "Zničený: 0 bodů zdraví" in destroyed.text.cs
    assert "Destroyed: 0 wound points" in destroyed.text.en


def test_a_critical_hit_or_more_than_it_has_destroys_it_without_a_save():
    c = _undead()
    result = c.take_damage(9, critical=True)
    assert (c.wounds, c.conditions, c.pending_saves) == (0, {"dead"}, [])
    assert result.has("destroyed") and not result.has("disabled")


def test_a_coup_de_grace_asks_no_save():
    c = _undead()
    result = c.coup_de_grace(3)
    assert c.wounds == 3 and c.alive
    assert c.pending_saves == [] and result.saves == []
    assert not result.has("coup_de_grace_save")


def test_an_attack_bypassing_regeneration_asks_no_save_and_wounds():
    c = Creature(0, 6, has_con=False, regeneration=2)
    result = c.take_damage(2, bypasses_regeneration=True)
    assert c.pending_saves == [] and result.saves == []
    assert c.wounds == 4


def test_lower_maximum_reaching_zero_destroys_it():
    c = _undead()
    c.take_damage(3)
    result = c.set_maxima(0, 3)
    assert c.conditions == {"dead"} and c.pending_saves == []
    assert result.has("destroyed")


def test_a_female_or_neuter_creature_is_destroyed_in_agreement():
    for gender, word in (("f", "Zničená"), ("n", "Zničené")):
        c = _undead()
        c.gender = gender
        assert f"{word}: 0 bodů zdraví" in c.take_damage(6).text.cs


def test_the_sheet_action_is_destroyed_with_no_prompt():
    outcome = play.perform(SKELETON, "damage", amount=7)
    assert outcome.prompts == () and outcome.sheet["pending_saves"] == []
    assert outcome.sheet["conditions"] == ["dead"]
    assert any(e.kind == "destroyed" for e in outcome.events)


def test_a_monster_losing_its_con_at_zero_is_destroyed_and_asked_nothing():
    orc = validate_sheet(
        {"kind": "monster", "hit_points": 0, "hit_dice": 1, "con": 6, "size": "medium"}
    )  # no stamina, 6 wound points
    hit = play.perform(orc, "damage", amount=6)
    assert hit.sheet["pending_saves"] == [["stun", 11], ["disabled", 15]]
    sheet, result = edit.redefine(hit.sheet, con=None, hit_points=6)
    assert sheet["pending_saves"] == []
    assert sheet["conditions"] == ["dead"]
    assert result.has("destroyed")
