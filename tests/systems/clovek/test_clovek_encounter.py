"""The Střety encounter (issue 11): rounds, banks, initiative, action order, the conflict
stack, wounds through the core, and what the player view may show. Pure, no Qt."""

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from campaign_manager.systems.clovek.encounter import (
    act,
    gm_detail,
    gm_rows,
    gm_summary,
    new_encounter,
    pending,
    public_view,
)
from campaign_manager.systems.clovek.encounter_state import initiative_bank
from campaign_manager.systems.clovek.sheet import new_sheet, validate_sheet
from campaign_manager.systems.common import RuleError


def sheet(**attributes):
    result = new_sheet()
    result["attributes"].update(attributes)
    return validate_sheet(result)


def fighter(cid, name, side="npc", hidden=False, **attributes):
    return {"id": cid, "name": name, "side": side, "sheet": sheet(**attributes), "hidden": hidden}


def party():
    return [
        fighter("borek", "Bořek Hrabal", "pc", vyrovnanost=3, inteligence=3),
        fighter("straz", "Stráž", vyrovnanost=2, inteligence=2),
        fighter("marta", "Marta", "pc", vyrovnanost=1, obratnost=3),
    ]


def run(state, *actions, rng=None):
    for action in actions:
        state = act(state, action, rng).state
    return state


def started(**options):
    return act(new_encounter(party(), **options), {"type": "start"}).state


def texts(outcome):
    return [e.text.en for e in outcome.events]


# -- the encounter's shape ------------------------------------------------------------------
def test_new_encounter_has_the_contract_keys_and_full_banks():
    state = new_encounter(party())
    assert state["round"] == 0 and state["current"] is None and state["order"] == []
    assert state["kind"] == "physical" and state["stack"] == ["physical"]
    assert state["combatants"]["borek"]["banks"] == {"physical": 4, "social": 4, "mental": 6}
    assert state["combatants"]["marta"]["banks"]["physical"] == 6
    assert all(c["conditions"] == [] for c in state["combatants"].values())
    assert json.loads(json.dumps(state)) == state


def test_start_opens_the_initiative_phase_and_asks_everyone():
    outcome = act(new_encounter(party()), {"type": "start"})
    state = outcome.state
    assert state["round"] == 1 and state["phase"] == "initiative" and state["current"] is None
    assert {p.combatant for p in outcome.prompts if p.kind == "initiative"} == {
        "borek",
        "straz",
        "marta",
    }
    assert {p.combatant for p in pending(state)} == {"borek", "straz", "marta"}


# -- initiative ---------------------------------------------------------------------------
def test_initiative_is_the_highest_die_zero_counting_ten_plus_vyrovnanost():
    state = run(started(), {"type": "initiative", "id": "borek", "faces": [3, 0, 5]})
    assert state["initiatives"]["borek"]["value"] == 13  # 0 counts 10, + Vyrovnanost 3
    # the dice spent on initiative are gone from the mental bank this round
    assert state["combatants"]["borek"]["banks"]["mental"] == 3
    assert [p.combatant for p in pending(state)] == ["straz", "marta"]


def test_no_dice_means_vyrovnanost_alone_and_next_starts_the_act_phase():
    state = run(started(), {"type": "initiative", "id": "straz", "faces": [9]})
    outcome = act(state, {"type": "next"})
    state = outcome.state
    assert state["phase"] == "act"
    assert state["initiatives"]["borek"]["value"] == 3  # Vyrovnanost alone
    assert state["initiatives"]["marta"]["value"] == 1
    assert state["order"] == ["straz", "borek", "marta"]  # 11, 3, 1
    assert state["current"] == "straz"
    assert any("no dice, initiative = Vyrovnanost 3" in t for t in texts(outcome))
    assert state["combatants"]["borek"]["banks"]["mental"] == 6  # spent none


def test_entering_initiative_again_gives_the_earlier_dice_back():
    state = run(
        started(),
        {"type": "initiative", "id": "borek", "faces": [1, 2, 3, 4]},
        {"type": "initiative", "id": "borek", "faces": [8]},
    )
    assert state["combatants"]["borek"]["banks"]["mental"] == 5
    assert state["initiatives"]["borek"]["value"] == 11


def test_the_dice_that_can_go_on_initiative_count_those_already_there():
    state = started()
    assert initiative_bank(state, "borek") == 6
    assert gm_rows(state)[0]["initiative_bank"] == 6
    state = run(state, {"type": "initiative", "id": "borek", "faces": [1, 2, 3, 4]})
    assert state["combatants"]["borek"]["banks"]["mental"] == 2
    assert initiative_bank(state, "borek") == 6  # the four on initiative come back
    row = next(r for r in gm_rows(state) if r["id"] == "borek")
    assert row["initiative_bank"] == 6
    # the six can go on it again, seven cannot
    run(state, {"type": "initiative", "id": "borek", "faces": [1] * 6})
    with pytest.raises(RuleError, match="mental bank holds 6 dice"):
        act(state, {"type": "initiative", "id": "borek", "faces": [1] * 7})


def test_more_dice_than_the_bank_are_refused_and_nothing_changes():
    state = started()
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match="mental bank holds 6 dice"):
        act(state, {"type": "initiative", "id": "borek", "faces": [1] * 7})
    with pytest.raises(RuleError):
        act(state, {"type": "roll_initiative", "id": "straz", "dice": 5}, random.Random(1))
    with pytest.raises(RuleError):
        act(state, {"type": "initiative", "id": "borek", "faces": [10]})
    assert state == before


def test_rolled_initiative_uses_the_injected_rng_and_every_roll_can_be_entered():
    state = started()
    one = act(state, {"type": "roll_initiative", "id": "borek", "dice": 3}, random.Random(7))
    two = act(state, {"type": "roll_initiative", "id": "borek", "dice": 3}, random.Random(7))
    assert one.state == two.state
    faces = one.state["initiatives"]["borek"]["faces"]
    entered = act(state, {"type": "initiative", "id": "borek", "faces": faces}).state
    assert entered["initiatives"] == one.state["initiatives"]
    assert entered["combatants"]["borek"]["banks"]["mental"] == 3


def test_initiative_only_in_its_phase():
    state = run(started(), {"type": "next"})
    with pytest.raises(RuleError, match="initiative phase"):
        act(state, {"type": "initiative", "id": "borek", "faces": [1]})
    with pytest.raises(RuleError, match="not started"):
        act(new_encounter(party()), {"type": "initiative", "id": "borek", "faces": [1]})


def test_spent_dice_return_when_the_next_round_starts():
    state = run(started(), {"type": "initiative", "id": "borek", "faces": [1, 2, 3]})
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"}, {"type": "next"})
    assert state["round"] == 2 and state["phase"] == "initiative"
    assert state["combatants"]["borek"]["banks"]["mental"] == 6
    assert state["initiatives"] == {}


# -- ties -----------------------------------------------------------------------------------
def tied_party():
    return [
        fighter("a", "Alena", vyrovnanost=2),
        fighter("b", "Bára", vyrovnanost=3),
        fighter("c", "Cyril", vyrovnanost=2),
    ]


def test_ties_by_higher_vyrovnanost_then_the_gms_order():
    state = act(new_encounter(tied_party()), {"type": "start"}).state
    state = run(
        state,
        {"type": "initiative", "id": "a", "faces": [8]},  # 10
        {"type": "initiative", "id": "b", "faces": [7]},  # 10
        {"type": "initiative", "id": "c", "faces": [8]},  # 10
    )
    outcome = act(state, {"type": "next"})
    state = outcome.state
    assert state["order"] == ["b", "a", "c"]  # Bára by Vyrovnanost; Alena/Cyril: the GM
    assert [p.kind for p in outcome.prompts] == ["tie_order"]
    assert set(pending(state)[0].options) == {"a", "c"}
    state = act(state, {"type": "tie_order", "ids": ["c", "a"]}).state
    assert state["order"] == ["b", "c", "a"] and state["current"] == "b"
    assert pending(state) == []


def test_tie_rule_gm_ignores_vyrovnanost():
    state = new_encounter(tied_party(), settings={"tie_rule": "gm"})
    state = run(
        state,
        {"type": "start"},
        {"type": "initiative", "id": "a", "faces": [6]},  # 8
        {"type": "initiative", "id": "b", "faces": [5]},  # 8 (Vyrovnanost 3)
        {"type": "initiative", "id": "c", "faces": [6]},  # 8
        {"type": "tie_order", "ids": ["c", "a", "b"]},
        {"type": "next"},
    )
    assert state["order"] == ["c", "a", "b"]
    by_vyrovnanost = new_encounter(tied_party())
    by_vyrovnanost = run(
        by_vyrovnanost,
        {"type": "start"},
        {"type": "initiative", "id": "a", "faces": [6]},
        {"type": "initiative", "id": "b", "faces": [5]},
        {"type": "initiative", "id": "c", "faces": [6]},
        {"type": "tie_order", "ids": ["c", "a", "b"]},
        {"type": "next"},
    )
    assert by_vyrovnanost["order"] == ["b", "c", "a"]


def test_the_order_of_actions_already_taken_cannot_change():
    state = act(new_encounter(tied_party()), {"type": "start"}).state
    state = run(state, {"type": "next"}, {"type": "next"})  # b acted, a current (tied with c)
    assert state["order"] == ["b", "a", "c"] and state["current"] == "a"
    state = act(state, {"type": "tie_order", "ids": ["c", "a"]}).state
    assert state["order"] == ["b", "c", "a"] and state["current"] == "c"
    state = act(state, {"type": "next"}).state
    with pytest.raises(RuleError, match="already taken"):
        act(state, {"type": "tie_order", "ids": ["a", "c"]})


# -- bonus actions --------------------------------------------------------------------------
def test_bonus_actions_come_after_every_main_action_first_ones_then_second():
    state = run(
        started(),
        {"type": "initiative", "id": "straz", "faces": [9]},
        {"type": "initiative", "id": "borek", "faces": [5]},
        {"type": "bonus", "id": "marta", "actions": [{"how": "second_hand"}, {"how": "speaking"}]},
        {"type": "bonus", "id": "straz", "actions": [{"how": "speaking"}]},
        {"type": "next"},
    )
    assert state["order"] == ["straz", "borek", "marta", "straz", "marta", "marta"]
    assert [a["bonus"] for a in state["actions"]] == [0, 0, 0, 1, 1, 2]
    public = public_view(state)
    assert [(e["id"], e["bonus"]) for e in public["order"]] == list(
        zip(state["order"], [0, 0, 0, 1, 1, 2], strict=True)
    )


def test_a_bonus_action_gained_during_the_round_joins_the_end():
    state = run(
        started(),
        {"type": "bonus", "id": "marta", "actions": [{"how": "second_hand"}]},
        {"type": "next"},  # borek 3, straz 2, marta 1
        {"type": "next"},
    )
    assert state["current"] == "straz"
    speaking = {"type": "bonus", "id": "borek", "actions": [{"how": "speaking"}]}
    state = act(state, speaking).state
    assert state["order"] == ["borek", "straz", "marta", "marta", "borek"]
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"})
    assert state["current"] == "borek" and state["actions"][state["turn"]]["bonus"] == 1
    with pytest.raises(RuleError, match="already taken 1"):
        act(state, {"type": "bonus", "id": "borek", "count": 0})


def test_slow_social_has_no_initiative_and_with_several_a_bonus_is_like_a_main_action():
    state = new_encounter(party(), kind="social_slow")
    assert state["initiative_mode"] == "none"
    state = act(state, {"type": "start"}).state
    assert state["phase"] == "act" and state["current"] == "borek"
    with pytest.raises(RuleError):
        act(state, {"type": "initiative", "id": "borek", "faces": []})
    hidden = {"type": "bonus", "id": "straz", "actions": [{"how": "hidden_meaning"}]}
    state = act(state, hidden).state
    # "Při více účastnících se bonusová akce řeší jako hlavní akce."
    assert state["order"] == ["borek", "straz", "straz", "marta"]


def test_slow_social_of_two_resolves_bonus_actions_after_the_main_ones():
    state = new_encounter(party()[:2], kind="social_slow", round_length=120)
    hidden = {"type": "bonus", "id": "borek", "actions": [{"how": "hidden_meaning"}]}
    state = run(state, {"type": "start"}, hidden)
    assert state["order"] == ["borek", "straz", "borek"]
    with pytest.raises(RuleError, match="30 s to 300 s"):
        new_encounter(party(), kind="social_slow", round_length=600)


# -- the round ------------------------------------------------------------------------------
def test_next_walks_the_actions_then_starts_the_next_round():
    state = run(started(), {"type": "next"})
    seen = [state["current"]]
    for _ in range(2):
        state = act(state, {"type": "next"}).state
        seen.append(state["current"])
    assert seen == ["borek", "straz", "marta"]
    outcome = act(state, {"type": "next"})
    assert outcome.state["round"] == 2 and outcome.state["phase"] == "initiative"
    assert "Physical conflict: round 2." in texts(outcome)


def test_conditions_count_down_when_a_round_starts_and_go_at_zero():
    state = run(started(), {"type": "condition", "target": "straz", "name": "Oslněn", "rounds": 2})
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"}, {"type": "next"})
    assert state["round"] == 2
    assert state["combatants"]["straz"]["conditions"][0]["remaining"] == 1
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"})
    outcome = act(state, {"type": "next"})
    assert outcome.state["combatants"]["straz"]["conditions"] == []
    assert "Stráž: Oslněn ends." in texts(outcome)


def test_banks_refill_each_round_unless_an_effect_the_gm_marks_says_otherwise():
    state = run(
        started(),
        {"type": "spend", "id": "borek", "bank": "physical", "dice": 3},
        {"type": "spend", "id": "straz", "bank": "social", "dice": 4},
        {"type": "condition", "target": "borek", "name": "Vyčerpán", "rounds": 2,
         "no_refill": ["physical"]},
        {"type": "condition", "target": "straz", "name": "Zmatek", "rounds": 3,
         "banks": {"social": -2}},
    )  # fmt: skip
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"}, {"type": "next"})
    assert state["combatants"]["borek"]["banks"]["physical"] == 1  # not refilled
    assert state["combatants"]["straz"]["banks"]["social"] == 2  # 4 − 2
    assert state["combatants"]["marta"]["banks"]["physical"] == 6
    with pytest.raises(RuleError, match="1 die left"):
        act(state, {"type": "spend", "id": "borek", "bank": "physical", "dice": 2})


# -- the conflict stack ---------------------------------------------------------------------
def test_a_faster_conflict_interrupts_keeps_the_banks_then_the_slower_resumes_full():
    state = new_encounter(party(), kind="social_slow", round_length=60)
    state = run(
        state,
        {"type": "start"},
        {"type": "next"},  # straz acting
        {"type": "spend", "id": "borek", "bank": "social", "dice": 3},
    )
    outcome = act(state, {"type": "interrupt", "kind": "physical"})
    fight = outcome.state
    assert fight["stack"] == ["social_slow", "physical"] and fight["kind"] == "physical"
    assert fight["round"] == 1 and fight["phase"] == "initiative"
    assert fight["combatants"]["borek"]["banks"]["social"] == 1  # first round keeps the banks
    assert public_view(fight)["stack"] == ["social_slow", "physical"]
    fight = run(fight, {"type": "initiative", "id": "borek", "faces": [2]})
    fight = run(fight, *[{"type": "next"}] * 4)  # round 2 of the fight: refilled
    assert fight["round"] == 2 and fight["combatants"]["borek"]["banks"]["social"] == 4
    fight = run(fight, {"type": "spend", "id": "marta", "bank": "physical", "dice": 6})
    outcome = act(fight, {"type": "end_conflict"})
    back = outcome.state
    assert back["stack"] == ["social_slow"] and back["kind"] == "social_slow"
    assert back["round"] == 1 and back["current"] == "straz"  # where it was interrupted
    assert back["combatants"]["marta"]["banks"]["physical"] == 6  # full banks
    assert any("resumes" in t for t in texts(outcome))


def test_a_slow_conflict_never_interrupts_a_fast_one():
    state = started()
    with pytest.raises(RuleError, match="only a slower conflict"):
        act(state, {"type": "interrupt", "kind": "social_slow"})
    with pytest.raises(RuleError):
        act(state, {"type": "interrupt", "kind": "social_fast"})  # the same 3 s round


def test_a_mental_conflict_needs_a_round_length_and_keeps_its_progress():
    with pytest.raises(RuleError, match="round length"):
        new_encounter(party(), kind="mental")
    state = new_encounter(party(), kind="mental", round_length=600, target_value=10)
    state = run(state, {"type": "start"}, {"type": "progress", "value": 4})
    state = run(state, {"type": "interrupt", "kind": "physical"})
    with pytest.raises(RuleError, match="mental conflict"):
        act(state, {"type": "progress", "value": 5})
    state = run(state, {"type": "end_conflict"}, {"type": "progress", "add": 3})
    assert state["conflicts"][-1]["progress"] == 7
    assert public_view(state)["progress"] == {"value": 7, "target": 10}
    with pytest.raises(RuleError):
        act(state, {"type": "progress", "value": 11})


def test_mental_initiative_is_rolled_fixed_or_none_as_the_gm_sets():
    fixed = new_encounter(
        party(), kind="mental", round_length=60, initiative="fixed", fixed_order=["marta"]
    )
    state = act(fixed, {"type": "start"}).state
    assert state["phase"] == "act" and state["order"] == ["marta", "borek", "straz"]
    rolled = new_encounter(party(), kind="mental", round_length=60, initiative=True)
    assert act(rolled, {"type": "start"}).state["phase"] == "initiative"
    with pytest.raises(RuleError):
        new_encounter(party(), kind="physical", initiative="none")


def test_ending_the_last_conflict_finishes_the_encounter():
    state = act(started(), {"type": "end_conflict"}).state
    assert state["status"] == "finished" and state["current"] is None
    with pytest.raises(RuleError, match="over"):
        act(state, {"type": "next"})


# -- wounds ---------------------------------------------------------------------------------
def test_a_wound_lands_on_the_targets_scars_and_sheet_with_its_events():
    state = started()
    outcome = act(
        state, {"type": "wound", "target": "straz", "scar": "torso", "severity": "lethal",
                "points": 1}
    )  # fmt: skip
    after = outcome.state
    assert after["combatants"]["straz"]["sheet"]["scars"]["torso"] == "X_"
    assert (
        validate_sheet(after["combatants"]["straz"]["sheet"])
        == after["combatants"]["straz"]["sheet"]
    )
    kinds = [e.kind for e in outcome.events]
    assert "written" in kinds and "one_time_penalty" in kinds
    assert all(e.text.en.startswith("Stráž") and e.combatant == "straz" for e in outcome.events)
    assert public_view(after)["combatants"][1]["band"] == "hurt"


def test_a_scar_full_of_devastating_wounds_triggers_the_critical_penalty():
    state = started()
    outcome = act(
        state, {"type": "wound", "target": "straz", "scar": "head", "severity": "devastating",
                "points": 3}
    )  # fmt: skip
    assert outcome.state["combatants"]["straz"]["sheet"]["scars"]["head"] == "ЖЖ"
    assert outcome.state["combatants"]["straz"]["sheet"]["critical"] == ["head"]
    assert [p.kind for p in outcome.prompts] == ["critical"]
    assert public_view(outcome.state)["combatants"][1]["band"] == "critical"
    assert any("critical penalty" in line.en for line in gm_detail(outcome.state, "straz"))


@pytest.mark.parametrize(
    ("wounds", "band"),
    [
        ([], "unhurt"),
        ([("left_arm", "stun", 1)], "light"),
        ([("left_arm", "stun", 1), ("torso", "lethal", 1)], "hurt"),
        ([("right_leg", "devastating", 1)], "bad"),
        ([("right_leg", "devastating", 2)], "critical"),
        ([("fear", "devastating", 2)], "unhurt"),  # the band is physical scars only
    ],
)
def test_bands_from_the_physical_scars(wounds, band):
    state = started()
    for scar, severity, points in wounds:
        state = act(
            state,
            {"type": "wound", "target": "straz", "scar": scar, "severity": severity,
             "points": points},
        ).state  # fmt: skip
    entry = next(c for c in public_view(state)["combatants"] if c["id"] == "straz")
    assert entry["band"] == band and entry["band_text"]["cs"]


def test_aimed_wound_reports_the_aimed_penalty():
    state = run(started(), {"type": "next"})  # Bořek acts
    outcome = act(
        state,
        {"type": "aimed_wound", "attacker": "borek", "target": "straz", "scar": "head",
         "ranged": True, "severity": "lethal", "points": 1},
    )  # fmt: skip
    assert outcome.events[0].text.en.startswith("Bořek Hrabal → Stráž: aimed at Head")
    assert "−3 to the roll" in outcome.events[0].text.en
    assert outcome.state["combatants"]["straz"]["sheet"]["scars"]["head"] == "X_"
    melee = act(state, {"type": "aimed_wound", "target": "straz", "scar": "left_arm"})
    assert "−1 to the roll" in melee.events[0].text.en
    with pytest.raises(RuleError, match="physical scars"):
        act(state, {"type": "aimed_wound", "target": "straz", "scar": "fear"})


def test_hit_location_rolled_or_entered_and_a_miss_offers_the_bystander_roll():
    state = started()
    miss = act(state, {"type": "hit_location", "target": "straz", "face": 2})
    assert miss.state == state
    assert [p.kind for p in miss.prompts] == ["bystander"]
    assert miss.prompts[0].data["next_to"] == "straz"
    again = act(state, {"type": "hit_location", "target": "marta", "face": 1, "bystander": True})
    assert again.prompts == ()  # the bystander's roll is the last
    hit = act(state, {"type": "hit_location", "target": "straz", "face": 0})
    assert [p.kind for p in hit.prompts] == ["wound"] and hit.prompts[0].data["scar"] == "head"
    landed = act(
        state, {"type": "hit_location", "target": "straz", "face": 6, "severity": "stun",
                "points": 2}
    ).state  # fmt: skip
    assert landed["combatants"]["straz"]["sheet"]["scars"]["right_arm"] == "//"
    one = act(state, {"type": "hit_location", "target": "straz", "face": None}, random.Random(4))
    two = act(state, {"type": "hit_location", "target": "straz"}, random.Random(4))
    assert texts(one) == texts(two)


def test_autofire_short_burst_same_target_only_long_burst_changes_cost():
    state = run(started(), {"type": "next"})  # Bořek acts
    short = act(
        state, {"type": "autofire", "attacker": "borek", "burst": "short",
                "targets": ["straz", "straz"]}
    )  # fmt: skip
    assert [p.data["penalty"] for p in short.prompts] == [0, -1]
    assert all(p.data["then"] == "hit_location" for p in short.prompts)
    with pytest.raises(RuleError, match="same target"):
        act(state, {"type": "autofire", "burst": "short", "targets": ["straz", "marta"]})
    long = act(state, {"type": "autofire", "burst": "long", "targets": ["straz", "marta", "straz"]})
    assert [p.data["penalty"] for p in long.prompts] == [0, -2, -4]


def test_shotgun_shot_splits_the_power_into_groups_each_with_a_location():
    state = run(started(), {"type": "next"})  # Bořek acts
    slug = act(state, {"type": "shotgun", "target": "straz", "power": 3, "reduce_by": 0})
    assert "slug: power 3" in slug.events[0].text.en
    shot = act(
        state,
        {"type": "shotgun", "attacker": "borek", "target": "straz", "power": 4, "reduce_by": 1,
         "groups": [2, 1], "faces": [7, 2], "severity": "lethal"},
    )  # fmt: skip
    assert "power 3, +2 to the roll" in shot.events[0].text.en
    assert shot.state["combatants"]["straz"]["sheet"]["scars"]["torso"] == "XX"
    assert [p.kind for p in shot.prompts] == ["bystander"]  # the group on a 2 missed
    with pytest.raises(RuleError):
        act(state, {"type": "shotgun", "target": "straz", "power": 4, "reduce_by": 1,
                    "groups": [2, 2]})  # fmt: skip


def test_social_attack_pairing_bonus_and_its_target_scars():
    state = new_encounter(party(), kind="social_fast")
    state = run(state, {"type": "start"}, {"type": "next"})  # Bořek acts
    outcome = act(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz",
         "attack_skill": "manipulation", "defence_skill": "presence", "scar": "anger",
         "points": 1},
    )  # fmt: skip
    assert "attacker +1 for the skill pairing" in outcome.events[0].text.en
    # fast influence: base power stun
    assert outcome.state["combatants"]["straz"]["sheet"]["scars"]["anger"] == "/_"
    with pytest.raises(RuleError, match="attacks only"):
        act(state, {"type": "social_attack", "attacker": "borek", "target": "straz",
                    "attack_skill": "manipulation", "scar": "fear", "points": 1})  # fmt: skip
    slow = act(new_encounter(party(), kind="social_slow"), {"type": "start"}).state
    hidden = {"type": "bonus", "id": "borek", "actions": [{"how": "hidden_meaning"}]}
    slow = run(slow, hidden, {"type": "next"})  # Bořek's bonus action, right after his main one
    hit = act(
        slow,
        {"type": "social_attack", "attacker": "borek", "target": "straz",
         "attack_skill": "presence", "defence_skill": "manipulation", "scar": "fear",
         "points": 1, "bonus_action": True},
    )  # fmt: skip
    assert "defender +1" in hit.events[0].text.en
    assert "bonus action (social, by a hidden meaning, −1 to the roll)" in hit.events[0].text.en
    assert hit.state["combatants"]["straz"]["sheet"]["scars"]["fear"] == "X_"  # slow: lethal


def test_slow_influence_the_attack_is_also_the_defence():
    slow = act(new_encounter(party(), kind="social_slow"), {"type": "start"}).state
    outcome = act(
        slow,
        {"type": "slow_resolve", "attacks": [
            {"attacker": "borek", "target": "straz", "successes": 3},
            {"attacker": "straz", "target": "borek", "successes": 1},
            {"attacker": "marta", "target": "straz", "successes": 1},
        ]},
    )  # fmt: skip
    lines = texts(outcome)
    assert "Bořek Hrabal affects Stráž (by 2 successes)." in lines
    assert "Stráž does not affect Bořek Hrabal." in lines
    assert "Marta and Stráž: a tie affects nobody." in lines
    assert [(p.kind, p.combatant) for p in outcome.prompts] == [("wound", "straz")]
    with pytest.raises(RuleError, match="slow social"):
        act(started(), {"type": "slow_resolve", "attacks": []})


def test_burning_within_the_per_round_limit_reset_each_round():
    state = run(started(), {"type": "next"})
    outcome = act(
        state, {"type": "burn", "id": "borek", "scar": "torso", "severity": "stun", "points": 2,
                "restore": 5}
    )  # fmt: skip
    state = outcome.state
    assert state["combatants"]["borek"]["sheet"]["burned"]["physical"] == 2
    assert state["combatants"]["borek"]["banks"]["physical"] == 4  # capped at the full bank
    assert outcome.events[0].text.en.startswith("Bořek Hrabal: burns from Torso (this round 2/2)")
    with pytest.raises(RuleError, match="At most 2"):
        act(state, {"type": "burn", "id": "borek", "scar": "right_leg", "points": 1})
    with pytest.raises(RuleError, match="Cannot burn"):
        act(state, {"type": "burn", "id": "borek", "scar": "left_arm", "points": 1})
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"})
    assert state["round"] == 2
    assert state["combatants"]["borek"]["sheet"]["burned"]["physical"] == 0
    state = act(state, {"type": "burn", "id": "borek", "scar": "right_leg", "points": 1})
    assert state.state["combatants"]["borek"]["sheet"]["scars"]["right_leg"] == "/_"


def test_using_a_feeling_burns_a_stun_social_wound():
    state = started()
    state["combatants"]["borek"]["sheet"]["feelings"] = {
        "Stráž": {"enmity": {"value": 2, "raises": 0, "from_requests": 0}}
    }
    outcome = act(
        state,
        {"type": "burn", "id": "borek", "scar": "anger", "feeling": True, "holder": "borek",
         "use": "enmity", "toward": "straz"},
    )  # fmt: skip
    assert outcome.state["combatants"]["borek"]["sheet"]["scars"]["anger"] == "/__"
    assert outcome.state["combatants"]["borek"]["sheet"]["burned"]["social"] == 1


# -- add, remove, hidden --------------------------------------------------------------------
def test_add_and_remove_before_and_during_the_fight():
    state = new_encounter(party())
    state = run(
        state,
        {"type": "add", "combatant": fighter("vlk", "Vlk")},
        {"type": "remove", "id": "marta"},
    )
    assert list(state["combatants"]) == ["borek", "straz", "vlk"]
    state = run(state, {"type": "start"}, {"type": "next"})
    late = act(state, {"type": "add", "combatant": fighter("host", "Pozdní host")})
    assert late.state["order"][-1] == "host"
    assert "Pozdní host: joins the conflict (acts at the end of this round)." in texts(late)
    with pytest.raises(RuleError, match="already in the fight"):
        act(state, {"type": "add", "combatant": fighter("vlk", "Vlk")})
    gone = act(state, {"type": "remove", "id": state["current"]}).state
    assert gone["current"] == "straz" and "borek" not in gone["order"]


def test_a_hidden_combatant_acts_but_the_public_highlight_stays_on_the_last_visible():
    cast = [*party(), fighter("vrah", "Skrytý vrah", hidden=True, vyrovnanost=1)]
    state = run(new_encounter(cast), {"type": "start"}, {"type": "next"})
    state = run(state, {"type": "next"}, {"type": "next"})
    assert state["order"][state["turn"]] == "marta"
    state = run(state, {"type": "next"})
    assert state["current"] == "vrah"
    public = public_view(state)
    assert public["current"] == "marta"
    assert "vrah" not in json.dumps(public) and "Skrytý" not in json.dumps(
        public, ensure_ascii=False
    )
    rows = gm_rows(state)
    assert [r["id"] for r in rows if r["hidden"]] == ["vrah"] and rows[-1]["current"]


def test_reveal_on_act_reveals_a_hidden_combatant_when_its_action_comes():
    cast = [fighter("vrah", "Skrytý vrah", hidden=True, vyrovnanost=4), *party()]
    state = new_encounter(cast, reveal_on_act=True)
    state = run(state, {"type": "start"}, {"type": "next"})
    assert state["current"] == "vrah" and not state["combatants"]["vrah"]["hidden"]
    assert public_view(state)["current"] == "vrah"


# -- the GM's tracker -----------------------------------------------------------------------
def test_gm_rows_and_detail():
    state = run(started(), {"type": "initiative", "id": "borek", "faces": [4]}, {"type": "next"})
    state = act(
        state, {"type": "wound", "target": "straz", "scar": "torso", "severity": "lethal"}
    ).state
    rows = gm_rows(state)
    assert [r["id"] for r in rows] == state["order"]
    assert rows[0]["stack"] == ["physical"] == gm_summary(state)["stack"]
    first = rows[0]
    assert first["current"] and first["can_act"] and first["initiative"] == 7
    assert first["banks"]["mental"] == 5 and first["initiative_faces"] == [4]
    assert rows[1]["status"].en == "Banks P 4 · S 4 · M 4 · wounds Ж0 X1 /0"
    state = run(state, {"type": "next"}, {"type": "next"})
    rows = gm_rows(state)
    assert not rows[0]["can_act"] and "No action left" in rows[0]["why_not"].en
    detail = [line.en for line in gm_detail(state, "straz")]
    assert "Torso: X_ – long-term penalty (lethal)" in detail
    with pytest.raises(RuleError):
        gm_detail(state, "nobody")


# -- the contract: plain JSON, copy on act, refusals change nothing -------------------------
def test_json_round_trip_acts_the_same():
    state = run(
        started(),
        {"type": "initiative", "id": "borek", "faces": [4, 0]},
        {"type": "bonus", "id": "marta", "actions": [{"how": "speaking"}]},
        {"type": "next"},
        {"type": "interrupt", "kind": "mental", "round_length": 1},
    )
    copied = json.loads(json.dumps(state))
    assert copied == state
    for action in ({"type": "next"}, {"type": "progress", "add": 2}, {"type": "end_conflict"}):
        one, two = act(state, action), act(copied, action)
        assert one.state == two.state and texts(one) == texts(two)
        state, copied = one.state, json.loads(json.dumps(two.state))


def test_act_never_modifies_its_argument():
    state = run(started(), {"type": "next"})
    frozen = copy.deepcopy(state)
    act(state, {"type": "wound", "target": "straz", "scar": "torso", "severity": "lethal"})
    act(state, {"type": "burn", "id": "borek", "scar": "torso", "points": 1})
    act(state, {"type": "interrupt", "kind": "mental", "round_length": 1})
    act(state, {"type": "next"})
    assert state == frozen


@pytest.mark.parametrize(
    "action",
    [
        {"type": "dance"},
        {"type": "wound", "target": "nobody", "scar": "torso", "severity": "stun"},
        {"type": "wound", "target": "straz", "scar": "tail", "severity": "stun"},
        {"type": "wound", "target": "straz", "scar": "torso", "severity": "deadly"},
        {"type": "wound", "target": "straz", "scar": "torso", "severity": "stun", "points": 10**9},
        {"type": "bonus", "id": "straz", "count": -1},
        {"type": "spend", "id": "straz", "bank": "luck", "dice": 1},
        {"type": "start"},
        {"type": "condition", "target": "straz", "name": "X", "rounds": 0},
        {"type": "condition", "target": "straz", "name": "X", "rounds": 1, "no_refill": ["x"]},
        {"type": "tie_order", "ids": ["nobody"]},
        {"type": "progress", "value": 1},
        {"type": "interrupt", "kind": "chess"},
    ],
)
def test_refused_actions_raise_and_change_nothing(action):
    state = run(started(), {"type": "next"})
    frozen = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        act(state, action)
    assert info.value.text.cs and info.value.text.en
    assert state == frozen


# -- the player view never shows a secret ---------------------------------------------------
SECRET_NAMES = {"h1": "Qzhidden Alfa", "h2": "Qzhidden Beta"}

ACTIONS = st.one_of(
    st.just({"type": "next"}),
    st.builds(
        lambda i, n: {"type": "roll_initiative", "id": i, "dice": n},
        st.sampled_from(["pc1", "n1", "h1", "h2"]),
        st.integers(0, 3),
    ),
    st.builds(
        lambda t, s, v, p: {"type": "wound", "target": t, "scar": s, "severity": v, "points": p},
        st.sampled_from(["pc1", "n1", "h1", "h2"]),
        st.sampled_from(["torso", "head", "left_arm", "fear", "will"]),
        st.sampled_from(["stun", "lethal", "devastating"]),
        st.integers(1, 3),
    ),
    st.builds(
        lambda i, ways: {"type": "bonus", "id": i, "actions": [{"how": h} for h in ways]},
        st.sampled_from(["pc1", "n1", "h1"]),
        st.lists(st.sampled_from(["second_hand", "speaking", "hidden_meaning"]), max_size=2),
    ),
    st.builds(lambda t: {"type": "reveal", "target": t}, st.sampled_from(["h1", "h2"])),
    st.builds(lambda t: {"type": "hide", "target": t}, st.sampled_from(["pc1", "n1", "h1"])),
    st.builds(
        lambda t: {"type": "hit_location", "target": t, "severity": "lethal", "points": 1},
        st.sampled_from(["n1", "h1"]),
    ),
    st.builds(
        lambda t, r: {"type": "condition", "target": t, "name": "Omráčen", "rounds": r},
        st.sampled_from(["n1", "h1", "pc1"]),
        st.integers(1, 3),
    ),
    st.just({"type": "interrupt", "kind": "mental", "round_length": 1}),
    st.just({"type": "end_conflict"}),
    st.builds(
        lambda t: {"type": "burn", "id": t, "scar": "torso", "points": 1},
        st.sampled_from(["pc1", "n1", "h1"]),
    ),
    st.builds(lambda i: {"type": "remove", "id": i}, st.sampled_from(["n1", "h2"])),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    actions=st.lists(ACTIONS, max_size=30),
    seed=st.integers(0, 10**6),
    pc_view=st.sampled_from(["numbers", "band", "nothing"]),
    kind=st.sampled_from(["physical", "social_slow", "mental"]),
)
def test_public_view_never_leaks(actions, seed, pc_view, kind):
    cast = [
        fighter("pc1", "Hráčka Iva", "pc"),
        fighter("n1", "Kapitán Stráže", konstituce=3),
        {**fighter("h1", SECRET_NAMES["h1"], hidden=True)},
        {**fighter("h2", SECRET_NAMES["h2"], hidden=True)},
    ]
    length = {"physical": None, "social_slow": 300, "mental": 3600}[kind]
    state = new_encounter(cast, kind=kind, round_length=length, view={"pc": pc_view})
    state = act(state, {"type": "start"}).state
    rng = random.Random(seed)
    for action in actions:
        try:
            outcome = act(state, action, rng)
        except RuleError:
            continue
        for event in outcome.events:  # a line about a combatant starts with its real name
            if event.combatant is not None:
                record = state["combatants"].get(event.combatant) or outcome.state[
                    "combatants"
                ].get(event.combatant)
                assert event.text.cs.startswith(record["name"]), event.text.cs
                assert event.text.en.startswith(record["name"]), event.text.en
        state = outcome.state
        for record in state["combatants"].values():
            assert validate_sheet(record["sheet"]) == record["sheet"]
        _check_public(state)
    assert json.loads(json.dumps(state)) == state


def _check_public(state):
    public = public_view(state)
    dumped = json.dumps(public, ensure_ascii=False)
    assert json.loads(dumped) == public
    hidden = [cid for cid, c in state["combatants"].items() if c["hidden"]]
    for cid in hidden:
        assert f'"{cid}"' not in dumped
        assert state["combatants"][cid]["name"] not in dumped
    assert public["current"] is None or public["current"] not in hidden
    assert "sheet" not in dumped and "attributes" not in dumped
    for entry in public["combatants"]:
        if entry["side"] == "npc":
            assert set(entry) <= {
                "id", "name", "side", "character_id", "conditions", "band", "band_level",
                "band_text", "initiative",
            }  # fmt: skip
    npcs = [c for c in public["combatants"] if c["side"] == "npc"]
    assert all("numbers" not in c and "banks" not in c and "scars" not in c for c in npcs)


def test_gm_summary_shows_the_stack_with_each_conflicts_round():
    state = new_encounter(party(), kind="mental", round_length=300, target_value=5)
    state = run(state, {"type": "start"}, {"type": "next"}, {"type": "next"}, {"type": "next"})
    state = run(state, {"type": "next"})  # mental round 2
    state = run(state, {"type": "interrupt", "kind": "physical"})
    summary = gm_summary(state)
    assert summary["stack"] == ["mental", "physical"]
    assert [c["round"] for c in summary["conflicts"]] == [2, 1]
    assert summary["conflicts"][0]["name"].cs == "Mentální střet"


def test_the_player_view_shows_pc_numbers_only_where_the_campaign_says():
    state = new_encounter(party(), view={"pc": "numbers"})
    state = run(
        state,
        {"type": "start"},
        {"type": "wound", "target": "borek", "scar": "torso", "severity": "stun"},
        {"type": "wound", "target": "straz", "scar": "torso", "severity": "stun"},
        {"type": "condition", "target": "straz", "name": "Tajné", "rounds": 2, "secret": True},
    )
    public = public_view(state)
    by_id = {c["id"]: c for c in public["combatants"]}
    assert by_id["borek"]["numbers"]["scars"] == {"torso": "/_"}  # Konstituce 2
    assert by_id["borek"]["numbers"]["banks"]["mental"] == 6
    assert "numbers" not in by_id["straz"] and by_id["straz"]["conditions"] == []
    hidden_band = public_view(run(state, {"type": "view", "view": {"pc": "nothing"}}))
    assert hidden_band["combatants"][0]["band"] is None


def test_the_gms_own_penalty_texts_from_the_campaign_settings_show_in_the_log_and_detail():
    texts_of = {"torso": {"one_time_lethal": "Ztrácí dech.", "long_term_lethal": "−1 k pohybu"}}
    state = new_encounter(party(), settings={"penalties": texts_of})
    outcome = act(
        state, {"type": "wound", "target": "straz", "scar": "torso", "severity": "lethal"}
    )
    assert any(e.text.cs.endswith("Ztrácí dech.") for e in outcome.events)
    detail = [line.cs for line in gm_detail(outcome.state, "straz")]
    assert "Trup: X_ – dlouhodobý postih (smrtící): −1 k pohybu" in detail


def test_after_a_fast_conflict_a_new_slow_one_can_start_with_full_banks():
    state = run(started(), {"type": "spend", "id": "borek", "bank": "social", "dice": 4})
    # a devastating Zavázání do řeči ends the fight and starts slow influence
    outcome = act(
        state, {"type": "end_conflict", "then": {"kind": "social_slow", "round_length": 60}}
    )
    talk = outcome.state
    assert talk["stack"] == ["social_slow"] and talk["round"] == 1 and talk["phase"] == "act"
    assert talk["combatants"]["borek"]["banks"]["social"] == 4
    assert talk["status"] == "running"
    nested = new_encounter(party(), kind="mental", round_length=60)
    nested = run(nested, {"type": "start"}, {"type": "interrupt", "kind": "physical"})
    with pytest.raises(RuleError, match="not faster"):
        act(nested, {"type": "end_conflict", "then": {"kind": "mental", "round_length": 600}})
    swapped = act(nested, {"type": "end_conflict", "then": {"kind": "social_slow"}}).state
    assert swapped["stack"] == ["mental", "social_slow"]


def test_a_burst_attack_that_missed_is_logged_in_both_languages():
    state = run(started(), {"type": "next"})  # Bořek acts
    burst = act(
        state, {"type": "autofire", "attacker": "borek", "burst": "short",
                "targets": ["straz", "straz"]}
    )  # fmt: skip
    prompt = burst.prompts[1]
    missed = act(
        burst.state,
        {"type": "missed", "target": prompt.combatant, "attack": prompt.data["attack"],
         "attacker": prompt.data["attacker"]},
    )  # fmt: skip
    (event,) = missed.events
    assert event.kind == "miss" and event.combatant == "straz"
    assert event.text.en.endswith("attack 2 of the burst missed.")
    assert event.text.cs.endswith("2. útok dávky minul.")
    assert missed.state["combatants"] == burst.state["combatants"]  # nothing else
    with pytest.raises(RuleError):
        act(burst.state, {"type": "missed", "target": "straz", "attack": 9})
    with pytest.raises(RuleError):
        act(started(), {"type": "missed", "target": "nobody"})


def test_a_shotgun_shot_that_missed_is_logged_in_both_languages():
    state = run(started(), {"type": "next"})  # Bořek acts
    missed = act(
        state, {"type": "shotgun", "attacker": "borek", "target": "straz", "power": 4,
                "reduce_by": 1, "hit": False}
    )  # fmt: skip
    assert [e.kind for e in missed.events][-1] == "miss"
    assert missed.events[-1].text.en.endswith("the shot missed.")
    assert missed.events[-1].text.cs.endswith("výstřel minul.")
    assert missed.state["combatants"] == state["combatants"]
    with pytest.raises(RuleError):  # a miss has no groups to split
        act(state, {"type": "shotgun", "target": "straz", "power": 4, "reduce_by": 1,
                    "hit": False, "groups": [3], "severity": "lethal"})  # fmt: skip
    with pytest.raises(RuleError):
        act(state, {"type": "shotgun", "target": "straz", "power": 4, "hit": "no"})
