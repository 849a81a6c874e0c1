"""The d20 stamina variant's fight (issue 11): initiative, ties and roll-offs, turns and
rounds, the dying save, stun, healing, delay/ready/resume, conditions, add and remove."""

from __future__ import annotations

import copy
import random

import pytest
from support.d20_fights import fight, fighter, monster, run, started  # tests/ on the path

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.encounter import (
    act,
    gm_rows,
    new_encounter,
    pending,
    public_view,
)


def sheet_of(state: dict, cid: str) -> dict:
    return state["combatants"][cid]["sheet"]


def refused(state: dict, action: dict, rng=None) -> RuleError:
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as caught:
        act(state, action, rng)
    assert state == before
    assert caught.value.text.cs and caught.value.text.en
    return caught.value


DEFAULT = (("pc", 10), ("orc", 15), ("wolf", 5))  # totals 12, 15, 6


# -- initiative ---------------------------------------------------------------------------
def test_initiative_is_d20_plus_dex_plus_misc_from_the_sheet_highest_first():
    state = fight(("pc", "pc", fighter(dex=2, misc=3)), ("orc", "npc", monster(dex=-1)))
    out = run(
        state,
        {"type": "initiative", "id": "pc", "roll": 7},
        {"type": "initiative", "id": "orc", "roll": 14},
        {"type": "start"},
    )
    state = out.state
    assert state["initiative"]["pc"]["total"] == 12
    assert state["initiative"]["orc"]["total"] == 13
    assert state["order"] == ["orc", "pc"]
    assert (state["round"], state["current"], state["status"]) == (1, "orc", "running")
    # the entered roll is logged once, when entered, not again at the start
    entered = run(
        fight(("pc", "pc", fighter(dex=2, misc=3))), {"type": "initiative", "id": "pc", "roll": 7}
    )
    assert any("initiative 12 (d20 7 +5)" in e.text.en for e in entered.events)
    assert not any("initiative 12" in e.text.en for e in out.events)


def test_initiative_not_entered_is_rolled_at_the_start_from_the_injected_rng():
    one = run(
        fight(("a", "pc", fighter()), ("b", "npc", monster())),
        {"type": "start"},
        rng=random.Random(3),
    )
    two = run(
        fight(("a", "pc", fighter()), ("b", "npc", monster())),
        {"type": "start"},
        rng=random.Random(3),
    )
    assert one.state == two.state
    for cid in ("a", "b"):
        entry = one.state["initiative"][cid]
        assert 1 <= entry["roll"] <= 20 and not entry["entered"]
        assert entry["total"] == entry["roll"] + entry["modifier"]


def test_pending_asks_for_the_initiative_not_entered_yet():
    state = fight(("a", "pc", fighter(dex=2)), ("b", "npc", monster()))
    state = act(state, {"type": "initiative", "id": "a", "roll": 9}).state
    asks = pending(state)
    assert [(p.kind, p.combatant) for p in asks] == [("initiative", "b")]
    assert asks[0].data == {"modifier": 0}


def test_initiative_is_refused_after_the_start_and_bad_rolls_always():
    state = fight(("a", "pc", fighter()))
    refused(state, {"type": "initiative", "id": "a", "roll": 21})
    refused(state, {"type": "initiative", "id": "a", "roll": 0})
    refused(state, {"type": "initiative", "id": "zz", "roll": 5})
    state = act(state, {"type": "start"}, random.Random(1)).state
    refused(state, {"type": "initiative", "id": "a", "roll": 5})
    refused(state, {"type": "start"})


def test_a_tie_goes_to_the_higher_modifier():
    state = fight(("low", "pc", fighter(dex=1)), ("high", "npc", monster(dex=3)))
    out = run(
        state,
        {"type": "initiative", "id": "low", "roll": 12},
        {"type": "initiative", "id": "high", "roll": 10},
        {"type": "start"},
        rng=random.Random(1),
    )
    assert out.state["order"] == ["high", "low"]
    assert out.state["initiative"]["low"]["roll_offs"] == []


def test_entered_roll_offs_settle_a_full_tie_and_stay_in_state_and_events():
    state = fight(("a", "pc", fighter(dex=2)), ("b", "npc", monster(dex=2)))
    state = run(
        state,
        {"type": "initiative", "id": "a", "roll": 8},
        {"type": "initiative", "id": "b", "roll": 8},
    ).state
    asks = pending(state)
    assert {(p.kind, p.combatant) for p in asks} == {("roll_off", "a"), ("roll_off", "b")}
    # a tie again in the roll-off: a second roll-off for both
    state = run(
        state,
        {"type": "roll_off", "id": "a", "roll": 11},
        {"type": "roll_off", "id": "b", "roll": 11},
    ).state
    assert {p.combatant for p in pending(state) if p.kind == "roll_off"} == {"a", "b"}
    state = run(state, {"type": "roll_off", "id": "a", "roll": 3}).state
    assert [p.combatant for p in pending(state) if p.kind == "roll_off"] == ["b"]
    out = act(state, {"type": "start", "roll_offs": {"b": [9]}})
    assert out.state["order"] == ["b", "a"]
    assert out.state["initiative"]["a"]["roll_offs"] == [11, 3]
    assert out.state["initiative"]["b"]["roll_offs"] == [11, 9]
    texts = [e.text.en for e in out.events if e.kind == "roll_off"]
    assert texts[0].startswith("Name-a: roll-off d20 11 (tied at initiative 10)")


def test_roll_offs_not_entered_are_rolled_and_the_settings_can_turn_tie_rules_off():
    people = (
        ("a", "pc", fighter(dex=1)),
        ("b", "npc", monster(dex=3)),
        ("c", "npc", monster(dex=3)),
    )
    rolls = [
        {"type": "initiative", "id": c, "roll": r} for c, r in (("a", 12), ("b", 10), ("c", 10))
    ]
    rolled = run(fight(*people), *rolls, {"type": "start"}, rng=random.Random(2)).state
    assert rolled["order"][2] == "a"  # lower modifier
    assert len(rolled["initiative"]["b"]["roll_offs"]) >= 1
    off = {"initiative_ties_by_modifier": False, "initiative_roll_off": False}
    plain = run(fight(*people, settings=off), *rolls, {"type": "start"}).state
    assert plain["order"] == ["a", "b", "c"]  # as given: the GM drags within the tie
    assert all(e["roll_offs"] == [] for e in plain["initiative"].values())
    with pytest.raises(RuleError):
        fight(*people, settings={"no_such_rule": True})


def test_reorder_is_allowed_only_within_a_tie():
    off = {"initiative_ties_by_modifier": False, "initiative_roll_off": False}
    people = (
        ("a", "pc", fighter(dex=0)),
        ("b", "npc", monster(dex=0)),
        ("c", "npc", monster(dex=0)),
    )
    state = started(("a", 15), ("b", 9), ("c", 9), people=people, settings=off)
    assert state["order"] == ["a", "b", "c"]
    refused(state, {"type": "reorder", "id": "c", "before": "a"})  # 9 is not tied with 15
    refused(state, {"type": "reorder", "id": "a", "before": "b"})
    state = act(state, {"type": "reorder", "id": "c", "before": "b"}).state
    assert state["order"] == ["a", "c", "b"]
    state = act(state, {"type": "reorder", "id": "c", "before": None}).state
    assert state["order"] == ["a", "b", "c"]


def test_reorder_before_the_current_one_lets_the_moved_one_act_now_without_a_second_turn():
    off = {"initiative_ties_by_modifier": False, "initiative_roll_off": False}
    people = (
        ("a", "pc", fighter(dex=0)),
        ("b", "npc", monster(dex=0)),
        ("c", "npc", monster(dex=0)),
    )
    state = started(("a", 12), ("b", 12), ("c", 3), people=people, settings=off)
    assert state["current"] == "a"
    state = act(state, {"type": "reorder", "id": "b", "before": "a"}).state
    assert (state["order"], state["current"]) == (["b", "a", "c"], "b")
    out = act(state, {"type": "next"})
    assert out.state["current"] == "a"
    assert "continues" in out.events[-1].text.en  # a's start-of-turn does not run twice
    state = run(out.state, {"type": "next"}).state
    assert state["current"] == "c"
    refused(out.state, {"type": "reorder", "id": "b", "before": None})  # b acted already


# -- turns and rounds ---------------------------------------------------------------------
def test_turns_go_in_order_and_a_new_round_starts_when_the_order_wraps():
    state = started(*DEFAULT)
    assert state["order"] == ["orc", "pc", "wolf"]
    seen = [state["current"]]
    for _ in range(4):
        state = act(state, {"type": "next"}).state
        seen.append(state["current"])
    assert seen == ["orc", "pc", "wolf", "orc", "pc"]
    assert state["round"] == 2
    refused(fight(("a", "pc", fighter())), {"type": "next"})


def test_dead_combatants_are_skipped():
    state = started(*DEFAULT)
    sheet = sheet_of(state, "pc")
    state["combatants"]["pc"]["sheet"] = {**sheet, "conditions": ["dead"]}
    state = act(
        state, {"type": "condition", "target": "wolf", "name": "Held", "rounds": 1, "of": "pc"}
    ).state
    out = act(state, {"type": "next"})
    assert out.state["current"] == "wolf"
    assert out.state["combatants"]["wolf"]["conditions"] == []  # its count went on


def test_the_dying_save_comes_at_each_turn_start_with_a_dc_that_climbs():
    state = started(*DEFAULT)
    # the orc (current) drops the PC: stamina 12, wound points 14
    out = act(state, {"type": "damage", "target": "pc", "amount": 26})
    assert [(p.kind, p.dc, p.data["save"]) for p in out.prompts] == [
        ("save", 19, "stun"),
        ("save", 15, "disabled"),
    ]
    state = run(
        out.state,
        {"type": "save", "id": "pc", "total": 20},
        {"type": "save", "id": "pc", "total": 3},
    ).state
    assert "dying" in sheet_of(state, "pc")["conditions"]
    dcs = []
    for _ in range(3):
        out = act(state, {"type": "next"})  # the PC's turn starts
        prompt = [p for p in out.prompts if p.combatant == "pc"]
        dcs.append(prompt[0].dc)
        assert prompt[0].kind == "save" and prompt[0].data == {"save": "dying"}
        refused(out.state, {"type": "next"})  # the dying save first
        state = run(
            out.state,
            {"type": "save", "id": "pc", "total": prompt[0].dc + 1},
            {"type": "next"},
            {"type": "next"},
        ).state
        assert "dying" in sheet_of(state, "pc")["conditions"]  # made it by less than 5
    assert dcs == [10, 11, 12]
    out = run(state, {"type": "next"}, {"type": "save", "id": "pc", "total": 2})
    assert "dead" in sheet_of(out.state, "pc")["conditions"]
    assert public_view(out.state)["combatants"][1]["band"] == "dead"


def test_a_stun_from_wound_damage_covers_the_next_turn_and_ends_at_its_end():
    state = started(*DEFAULT)
    out = act(state, {"type": "damage", "target": "pc", "amount": 4, "critical": True})
    state = out.state
    assert sheet_of(state, "pc")["stamina"] == 12 and sheet_of(state, "pc")["wounds"] == 10
    assert "fatigued" in sheet_of(state, "pc")["conditions"]
    assert out.prompts[0].dc == 9  # DC 5 + wound points lost
    state = act(state, {"type": "save", "id": "pc", "total": 8}).state
    assert "stunned" in sheet_of(state, "pc")["conditions"]
    rows = {r["id"]: r for r in gm_rows(state)}
    assert rows["pc"]["can_act"] is False and "stunned" in rows["pc"]["why_not"].en
    state = act(state, {"type": "next"}).state  # the PC's stunned turn
    assert "stunned" in sheet_of(state, "pc")["conditions"]
    refused(state, {"type": "delay", "id": "pc"})
    out = act(state, {"type": "next"})  # the end of that turn ends it
    assert "stunned" not in sheet_of(out.state, "pc")["conditions"]
    assert any(e.combatant == "pc" and e.kind == "stun_ended" for e in out.events)


def test_an_ally_ends_a_stun_with_a_standard_action_on_its_own_turn():
    state = started(*DEFAULT)
    state = run(
        state,
        {"type": "damage", "target": "pc", "amount": 2, "critical": True},
        {"type": "save", "id": "pc", "total": 1},
    ).state
    assert state["current"] == "orc"
    refused(state, {"type": "recover", "helper": "wolf", "target": "pc"})  # not its turn
    refused(state, {"type": "recover", "helper": "orc", "target": "orc"})
    refused(state, {"type": "recover", "helper": "orc", "target": "wolf"})  # not stunned
    out = act(state, {"type": "recover", "helper": "orc", "target": "pc"})
    assert "stunned" not in sheet_of(out.state, "pc")["conditions"]
    assert out.events[0].text.en.startswith("Name-orc: spends a standard action")


def test_zero_wound_points_disabled_then_dying_then_stabilised_by_heal_dc_15():
    state = started(*DEFAULT)
    out = act(state, {"type": "damage", "target": "orc", "amount": 30})
    state = out.state
    assert (
        sheet_of(state, "orc")["wounds"] == 0 and "disabled" in sheet_of(state, "orc")["conditions"]
    )
    assert public_view(state)["combatants"][0]["band_text"] == {"cs": "vyřazen", "en": "down"}
    refused(state, {"type": "stabilise", "target": "orc", "total": 20})  # not dying yet
    assert [p.data["save"] for p in pending(state)] == ["stun", "disabled"]
    state = run(
        state,
        {"type": "save", "id": "orc", "total": 30},
        {"type": "save", "id": "orc", "total": 14},
    ).state
    assert {"dying", "unconscious"} <= set(sheet_of(state, "orc")["conditions"])
    assert public_view(state)["combatants"][0]["band_text"] == {"cs": "umírá", "en": "dying"}
    out = act(state, {"type": "stabilise", "target": "orc", "total": 14})
    assert "dying" in sheet_of(out.state, "orc")["conditions"]
    state = act(state, {"type": "next"}).state  # the PC's turn: it tends the orc
    out = act(
        state, {"type": "stabilise", "target": "orc", "modifier": 5, "roll": 10, "helper": "pc"}
    )
    assert "stable" in sheet_of(out.state, "orc")["conditions"]
    assert out.events[0].text.en.startswith("Name-pc: tends Name-orc: Heal 15")


def test_fast_healing_and_regeneration_work_at_the_start_of_the_turn():
    people = (
        ("troll", "npc", monster(regeneration=5)),
        ("imp", "npc", monster(fast_healing=2)),
        ("pc", "pc", fighter()),
    )
    state = started(("troll", 20), ("imp", 15), ("pc", 2), people=people)
    out = run(
        state,
        {"type": "damage", "target": "troll", "amount": 8, "critical": True},
        {"type": "damage", "target": "imp", "amount": 5},
    )
    state = out.state
    assert sheet_of(state, "troll")["stamina"] == 2 and sheet_of(state, "troll")["wounds"] == 12
    state = act(state, {"type": "next"}).state  # the imp's turn: fast healing 2
    assert sheet_of(state, "imp")["stamina"] == 7
    state = run(state, {"type": "next"}, {"type": "next"}).state  # the troll's turn
    assert sheet_of(state, "troll")["stamina"] == 7


def test_healing_kinds_go_through_the_core_and_the_dead_are_not_healed():
    state = started(*DEFAULT)
    state = run(state, {"type": "damage", "target": "pc", "amount": 20}).state
    assert (sheet_of(state, "pc")["stamina"], sheet_of(state, "pc")["wounds"]) == (0, 6)
    fixed = act(state, {"type": "heal", "target": "pc", "amount": 10}).state  # default: fixed
    assert (sheet_of(fixed, "pc")["stamina"], sheet_of(fixed, "pc")["wounds"]) == (2, 14)
    magic = act(
        state, {"type": "heal", "target": "pc", "amount": 4, "kind": "magic", "bonus": 1}
    ).state
    assert (sheet_of(magic, "pc")["stamina"], sheet_of(magic, "pc")["wounds"]) == (4, 7)
    stamina = act(state, {"type": "heal", "target": "pc", "amount": 4, "kind": "stamina"}).state
    assert sheet_of(stamina, "pc")["wounds"] == 6
    refused(state, {"type": "heal", "target": "pc", "amount": 4, "kind": "prayer"})
    refused(state, {"type": "heal", "target": "pc", "amount": -1})
    state["combatants"]["wolf"]["sheet"]["conditions"] = ["dead"]
    refused(state, {"type": "heal", "target": "wolf", "amount": 4})
    refused(state, {"type": "damage", "target": "wolf", "amount": 4})


# -- delay, ready, resume -----------------------------------------------------------------
def test_delay_steps_out_and_resume_places_it_before_the_current_one_for_good():
    state = started(*DEFAULT)  # orc, pc, wolf
    refused(state, {"type": "delay", "id": "pc"})  # not its turn
    refused(state, {"type": "resume", "id": "orc"})  # not waiting
    state = act(state, {"type": "delay", "id": "orc"}).state
    assert state["order"] == ["pc", "wolf"] and state["current"] == "pc"
    assert state["waiting"]["orc"]["kind"] == "delay"
    state = act(state, {"type": "next"}).state
    assert state["current"] == "wolf"
    out = act(state, {"type": "resume", "id": "orc"})
    state = out.state
    assert state["order"] == ["pc", "orc", "wolf"] and state["current"] == "orc"
    assert "orc" not in state["waiting"]
    assert (
        out.events[0].text.en
        == "Name-orc: acts now before Name-wolf (initiative 6) and keeps that place."
    )
    seen = []
    for _ in range(4):
        state = act(state, {"type": "next"}).state
        seen.append(state["current"])
    assert seen == ["wolf", "pc", "orc", "wolf"]
    assert state["round"] == 2


def test_a_delayed_combatant_who_can_no_longer_act_returns_to_the_order():
    state = started(*DEFAULT)
    state = run(
        state, {"type": "delay", "id": "orc"}, {"type": "damage", "target": "orc", "amount": 30}
    ).state
    state = run(
        state, {"type": "save", "id": "orc", "total": 30}, {"type": "save", "id": "orc", "total": 1}
    ).state
    assert "dying" in sheet_of(state, "orc")["conditions"]
    assert "orc" not in state["waiting"] and state["order"] == ["orc", "pc", "wolf"]


def test_ready_keeps_the_place_then_resume_when_it_triggers_or_it_lapses():
    state = started(*DEFAULT)  # orc, pc, wolf
    refused(state, {"type": "ready", "id": "orc", "trigger": "  "})
    state = act(state, {"type": "ready", "id": "orc", "trigger": "the door opens"}).state
    assert state["current"] == "pc" and state["waiting"]["orc"]["trigger"] == "the door opens"
    assert state["order"] == ["orc", "pc", "wolf"]
    triggered = act(state, {"type": "next"}).state  # wolf
    out = act(triggered, {"type": "resume", "id": "orc"})
    assert out.state["order"] == ["pc", "orc", "wolf"] and out.state["current"] == "orc"
    assert "trigger (the door opens)" in out.events[0].text.en
    lapsed = run(state, {"type": "next"}, {"type": "next"})  # round 2: the orc's turn
    assert lapsed.state["current"] == "orc" and "orc" not in lapsed.state["waiting"]
    assert any("lapses" in e.text.en for e in lapsed.events)


# -- conditions ---------------------------------------------------------------------------
def test_conditions_count_on_the_chosen_turn_start_or_end():
    state = started(*DEFAULT)  # orc current
    state = run(
        state,
        {"type": "condition", "target": "pc", "name": "Bless", "rounds": 2},
        {"type": "condition", "target": "orc", "name": "Rage", "rounds": 1, "ends": "end"},
        {"type": "condition", "target": "wolf", "name": "Held", "rounds": 1, "of": "orc"},
    ).state
    refused(state, {"type": "condition", "target": "pc", "name": "X", "rounds": 1, "ends": "noon"})
    refused(state, {"type": "condition", "target": "pc", "name": "X", "rounds": 0})
    out = act(state, {"type": "next"})  # the orc's turn ends: Rage (end, 1) is over
    state = out.state
    assert [c["name"] for c in state["combatants"]["orc"]["conditions"]] == []
    assert state["combatants"]["pc"]["conditions"][0]["remaining"] == 1  # the PC's turn began
    assert "Name-orc: Rage ends." in [e.text.en for e in out.events]
    state = run(state, {"type": "next"}, {"type": "next"}).state  # the orc's turn again
    assert state["combatants"]["wolf"]["conditions"] == []  # counted on the orc's turn
    state = act(state, {"type": "next"}).state
    assert state["combatants"]["pc"]["conditions"] == []


# -- add, remove --------------------------------------------------------------------------
def test_add_and_remove_prepare_a_fight_and_a_late_arrival_takes_its_place():
    state = fight(("a", "pc", fighter()))
    raw = {"id": "b", "name": "Bandit", "side": "npc", "sheet": monster()}
    state = act(state, {"type": "add", "combatant": raw}).state
    refused(state, {"type": "add", "combatant": raw})
    refused(
        state, {"type": "add", "combatant": {"id": "x", "name": "X", "side": "npc", "sheet": {}}}
    )
    state = act(state, {"type": "remove", "id": "b"}).state
    assert list(state["combatants"]) == ["a"]
    state = started(*DEFAULT)
    late = {"id": "late", "name": "Late", "side": "npc", "sheet": monster()}
    out = act(state, {"type": "add", "combatant": late, "roll": 10})
    assert out.state["order"] == ["orc", "pc", "late", "wolf"]
    state = act(out.state, {"type": "remove", "id": "orc"}).state  # the current one
    assert state["current"] == "pc" and "orc" not in state["combatants"]


def test_initiative_can_come_with_the_combatant_or_with_start():
    people = [
        {"id": "a", "name": "A", "side": "pc", "sheet": fighter(dex=0), "initiative": 4},
        {"id": "b", "name": "B", "side": "npc", "sheet": monster(dex=0)},
    ]
    state = new_encounter(people)
    assert state["initiative"]["a"]["roll"] == 4 and "initiative" not in state["combatants"]["a"]
    state = act(state, {"type": "start", "rolls": {"b": 17}}).state
    assert state["order"] == ["b", "a"]
    refused(new_encounter(people), {"type": "start", "rolls": ["b", 17]})


def test_no_stamina_creatures_a_lone_delay_and_a_fight_where_no_one_is_left():
    commoner = {
        "kind": "character",
        "classes": [{"class": "commoner", "levels": 1, "rolls": []}],
        "con": 10,
    }
    state = started(("a", 10), people=(("a", "npc", commoner),))
    row = gm_rows(state)[0]
    assert row["status"].en == "No stamina · WP 10/10"
    # alone, its place comes round again at once: round 2, and its delayed action is lost
    out = act(state, {"type": "delay", "id": "a"})
    state = out.state
    assert (state["round"], state["current"], state["order"], state["waiting"]) == (
        2,
        "a",
        ["a"],
        {},
    )
    assert any("delayed action is lost" in e.text.en for e in out.events)
    # everyone dead: no one is left to act
    state["combatants"]["a"]["sheet"]["conditions"] = ["dead"]
    state = act(state, {"type": "next"}).state
    assert state["current"] is None
    refused(state, {"type": "next"})
    late = {"id": "b", "name": "B", "side": "npc", "sheet": monster()}
    state = act(state, {"type": "add", "combatant": late, "roll": 3}).state
    assert state["current"] == "b"
