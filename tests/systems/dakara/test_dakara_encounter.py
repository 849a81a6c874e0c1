"""Dakara's encounter (issue 11): the round by the text's procedure, pure Python."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import new_sheet, play, validate_sheet
from campaign_manager.systems.dakara.encounter import (
    act,
    gm_detail,
    gm_rows,
    new_encounter,
    pending,
    public_view,
    suggest_numbers,
)


@pytest.fixture(autouse=True)
def campaign():
    """Pure rules: no campaign file is needed (and none is opened)."""
    yield None


def fighter(rating: int = 3, **state) -> dict:
    sheet = new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": rating}
    sheet["skills"]["Fyzická zdatnost"] = {"rating": 1, "specialisations": {"Výdrž": 2}}
    sheet["skills"]["Ohnivá magie"] = {"rating": 2}
    sheet["gear"] = [{"name": "Meč (příklad)", "quantity": 1, "price_md": None}]
    sheet["state"].update(state)
    return validate_sheet(sheet)


def fight(**options) -> dict:
    return new_encounter(
        [
            {
                "id": "borek",
                "name": "Bořek Hrabal",
                "side": "pc",
                "sheet": fighter(),
                "character_id": 7,
            },
            {"id": "eliska", "name": "Eliška", "side": "pc", "sheet": fighter(2)},
            {"id": "straz", "name": "Stráž", "side": "npc", "sheet": fighter(2)},
            {
                "id": "vrah",
                "name": "Vrah ve stínu",
                "side": "npc",
                "sheet": fighter(),
                "hidden": True,
            },
        ],
        **options,
    )


def run(state: dict, *actions: dict, rng: random.Random | None = None) -> dict:
    for action in actions:
        state = act(state, action, rng or random.Random(0)).state
    return state


def hit(attacker: str, defender: str, roll: int = 6, **more) -> dict:
    return {
        "type": "attack",
        "attacker": attacker,
        "defender": defender,
        "attack_number": 5,
        "defence_number": 2,
        "attack_roll": roll,
        "defence_roll": 1,
        **more,
    }


def declare(cid: str, action: str = "melee_attack", target: str | None = None, **more) -> dict:
    return {"type": "declare", "id": cid, "action": action, "target": target, **more}


def refused(state: dict, action: dict, words: str = "") -> RuleError:
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as info:
        act(state, action, random.Random(0))
    assert state == before  # nothing changed
    assert words in info.value.text.en or words in info.value.text.cs
    assert info.value.text.cs and info.value.text.en
    return info.value


def kondice(state: dict, cid: str) -> int:
    return play.current(state["combatants"][cid]["sheet"])


# --- the contract's shape --------------------------------------------------------------
def test_a_new_encounter_is_prepared_plain_json():
    state = fight()
    assert (state["round"], state["current"], state["order"], state["phase"]) == (
        0,
        None,
        [],
        "declare",
    )
    assert state["combatants"]["borek"]["conditions"] == []
    assert state["combatants"]["borek"]["character_id"] == 7
    assert json.loads(json.dumps(state)) == state
    started = run(state, {"type": "start"})
    assert (started["round"], started["phase"], started["status"]) == (1, "declare", "running")


def test_next_goes_declare_resolve_next_round():
    state = run(fight(), {"type": "start"})
    state = run(state, {"type": "next"})
    assert (state["round"], state["phase"]) == (1, "resolve")
    state = run(state, {"type": "next"})
    assert (state["round"], state["phase"]) == (2, "declare")


# --- the text's own rules ----------------------------------------------------------------
def test_damage_takes_hold_from_the_next_round():
    state = run(
        fight(),
        {"type": "start"},
        declare("borek", target="straz"),
        declare("straz", target="borek"),
        {"type": "resolve"},
    )
    state = run(state, hit("borek", "straz", weapon_damage=2))  # 5+6 − (2+1) = Přesah 8, 10
    assert kondice(state, "straz") == 12  # not yet
    assert state["combatants"]["straz"]["pending"][0]["amount"] == 10
    # the guard's own attack this round still has no wound penalty
    out = act(state, hit("straz", "borek", roll=1), random.Random(0))
    assert "penalty" not in out.events[-1].text.en.split("against")[0]
    state = run(state, {"type": "next"})  # round 2 starts: the damage lands
    assert kondice(state, "straz") == 2
    assert state["combatants"]["straz"]["penalty"] == -3
    assert (
        validate_sheet(state["combatants"]["straz"]["sheet"])
        == state["combatants"]["straz"]["sheet"]
    )
    state = run(state, declare("straz", target="borek"), {"type": "resolve"})
    out = act(state, hit("straz", "borek", roll=1), random.Random(0))
    assert "postih −3" in out.events[-1].text.cs  # from round 2 on


def test_the_penalties_of_a_round_are_those_fixed_at_its_start():
    state = run(
        fight(),
        {"type": "start"},
        declare("borek", target="eliska"),
        declare("straz", target="eliska"),
        {"type": "resolve"},
    )
    state = run(state, hit("borek", "eliska", weapon_damage=5))
    # Eliška's defence in a second attack this round still has no penalty
    out = act(state, hit("straz", "eliska", roll=3), random.Random(0))
    assert out.events[-1].text.en.startswith(
        "Stráž: attacks Eliška: 8 (ÚČ 5, 1d6 3) against 3 (OČ 2, 1d6 1)"
    )


def test_one_attack_resolution_per_combatant_per_round():
    state = run(fight(), {"type": "start"}, declare("borek", target="straz"), {"type": "resolve"})
    state = run(state, hit("borek", "straz"))
    refused(state, hit("borek", "eliska"), "one attack per round")
    state = run(state, {"type": "next"}, declare("borek", target="straz"), {"type": "next"})
    run(state, hit("borek", "straz"))  # a new round, a new attack


def test_an_abandoned_intent_cannot_be_declared_again_this_round():
    state = run(fight(), {"type": "start"}, declare("borek", target="straz"))
    state = run(state, declare("borek", "full_defence"), declare("borek", "ready_weapon"))
    assert state["combatants"]["borek"]["intent"]["action"] == "ready_weapon"
    refused(state, declare("borek", target="straz"), "abandoned this intent")
    refused(state, declare("borek", "full_defence"), "abandoned")
    run(state, declare("borek", target="eliska"))  # another target is another intent
    again = run(state, declare("borek", "ready_weapon"))  # the intent it holds: no change
    assert again == state
    # a new round forgets what was abandoned
    state = run(state, {"type": "next"}, {"type": "next"}, declare("borek", target="straz"))
    assert state["combatants"]["borek"]["intent"]["target"] == "straz"


def test_declaring_only_in_the_declare_phase_and_attacks_only_in_resolution():
    state = run(fight(), {"type": "start"})
    refused(state, hit("borek", "straz"), "resolution phase")
    refused(fight(), declare("borek"), "has not started")
    state = run(state, {"type": "resolve"})
    refused(state, declare("borek"), "too late")
    refused(state, {"type": "resolve"}, "already being resolved")


def test_one_complex_action_a_round_means_no_attack_beside_another_action():
    state = run(fight(), {"type": "start"}, declare("borek", "load_bow"), {"type": "resolve"})
    refused(state, hit("borek", "straz"), "one complex action per round")


def test_a_multi_round_action_keeps_the_combatant_busy_with_a_counter():
    state = run(fight(), {"type": "start"}, declare("eliska", "load_heavy_crossbow"))
    for round_ in (2, 3, 4, 5):
        state = run(state, {"type": "next"}, {"type": "next"})
        row = next(r for r in gm_rows(state) if r["id"] == "eliska")
        assert state["round"] == round_ and row["busy"] == 6 - round_
        refused(state, declare("eliska", target="straz"), "busy")
        assert not [p for p in pending(state) if p.combatant == "eliska"]  # not asked to declare
    out = act(state, {"type": "next"})
    out = act(out.state, {"type": "next"})
    assert out.state["combatants"]["eliska"]["intent"] is None
    assert any(e.text.en == "Eliška: done: Loading a heavy crossbow or musket" for e in out.events)


def test_a_spell_that_takes_longer_resolves_its_attack_in_its_last_round():
    state = run(fight(), {"type": "start"}, declare("borek", "cast_spell", "straz", rounds=3))
    state = run(state, {"type": "resolve"})
    error = refused(state, hit("borek", "straz"), "last round")
    assert "round 3" in error.text.en
    state = run(state, {"type": "next"}, {"type": "next"})
    refused(state, hit("borek", "straz"), "last round")
    state = run(state, {"type": "next"}, {"type": "next"})
    assert state["round"] == 3
    assert [p.kind for p in pending(state) if p.combatant == "borek"] == ["attack"]
    run(state, hit("borek", "straz"))


def test_open_actions_last_until_the_gm_ends_them():
    state = run(fight(), {"type": "start"}, declare("eliska", "use_skill"))
    state = run(state, *[{"type": "next"}] * 10)
    assert state["round"] == 6 and state["combatants"]["eliska"]["intent"]["action"] == "use_skill"
    refused(state, declare("eliska", target="straz"), "until the GM ends it")
    state = run(state, {"type": "end_action", "id": "eliska"})
    state = run(state, declare("eliska", target="straz"))
    refused(state, {"type": "end_action", "id": "eliska"}, "no multi-round")


def test_one_free_action_a_round_logged():
    state = run(fight(), {"type": "start"})
    out = act(state, {"type": "free", "id": "borek", "text": "tasí dýku"})
    assert out.events[0].text.cs == "Bořek Hrabal: volná akce: tasí dýku"
    refused(out.state, {"type": "free", "id": "borek", "text": "ještě jednu"}, "one per round")
    state = run(out.state, {"type": "next"}, {"type": "next"})
    run(state, {"type": "free", "id": "borek", "text": "znovu"})


def test_out_and_dying_cannot_act_unless_brought_round_then_at_minus_four():
    state = run(fight(), {"type": "start"}, declare("straz", target="borek"), {"type": "resolve"})
    state = run(state, hit("straz", "borek", weapon_damage=5))  # 8 + 5 = 13: kondice −1
    state = run(state, {"type": "next"})
    assert kondice(state, "borek") == -1
    row = next(r for r in gm_rows(state) if r["id"] == "borek")
    assert not row["can_act"] and "Out" in row["why_not"].en
    refused(state, declare("borek", target="straz"), "Out")
    state = run(state, {"type": "brought_round", "id": "borek", "rounds": 2})
    state = run(state, declare("borek", target="straz"), {"type": "resolve"})
    out = act(state, hit("borek", "straz", roll=3))
    assert "postih −4" in out.events[-1].text.cs
    state = run(out.state, {"type": "next"})  # round 3: the second round brought round
    assert next(r for r in gm_rows(state) if r["id"] == "borek")["can_act"]
    state = run(state, {"type": "next"}, {"type": "next"})  # round 4: it is over
    assert not state["combatants"]["borek"]["sheet"]["state"]["brought_round"]
    refused(state, declare("borek", target="straz"), "Out")
    refused(state, {"type": "brought_round", "id": "straz", "rounds": 1}, "not out")


def test_a_dying_combatant_is_said_so():
    state = run(fight(), {"type": "damage", "target": "straz", "amount": 18}, {"type": "start"})
    assert kondice(state, "straz") == -6
    error = refused(state, declare("straz", target="borek"), "Dying")
    assert "Umírá" in error.text.cs
    assert public_view(state)["combatants"][0]["band"] == "dying"


def test_pools_are_shown_and_spent():
    state = run(fight(), {"type": "start"})
    row = next(r for r in gm_rows(state) if r["id"] == "borek")
    assert "Výdrž 2/2 · Vůle 2/2" in row["status"].cs
    state = run(state, {"type": "spend", "id": "borek", "pool": "vydrz", "points": 2})
    assert play.pools(state["combatants"]["borek"]["sheet"])["vydrz"]["current"] == 0
    refused(state, {"type": "spend", "id": "borek", "pool": "vydrz", "points": 1}, "rest")


def test_conditions_count_down_when_a_new_round_starts():
    state = run(
        fight(),
        {"type": "start"},
        {"type": "condition", "target": "straz", "name": "Oslepen", "rounds": 2},
    )
    state = run(state, {"type": "next"}, {"type": "next"})
    assert state["combatants"]["straz"]["conditions"][0]["remaining"] == 1
    out = act(run(state, {"type": "next"}), {"type": "next"})
    assert out.state["combatants"]["straz"]["conditions"] == []
    assert any(e.text.cs == "Stráž: Oslepen končí." for e in out.events)


def test_every_event_about_a_combatant_starts_with_its_real_name():
    state = run(fight(), {"type": "start"}, declare("vrah", target="borek"), {"type": "resolve"})
    out = act(state, hit("vrah", "borek"))
    assert out.events[-1].text.cs.startswith("Vrah ve stínu: útok na Bořek Hrabal")
    assert out.events[-1].combatant == "vrah"


# --- numbers, rolls ----------------------------------------------------------------------
def test_suggested_numbers_come_from_the_skill_and_the_catalogue():
    state = run(fight(), {"type": "start"})
    numbers = suggest_numbers(state, "borek", "straz")
    assert (numbers["attack_number"], numbers["weapon_damage"]) == (4, 2)  # 3 + Meč 1
    assert numbers["defence_number"] == 3  # Boj zblízka 2 + Meč defence 1
    with_shield = suggest_numbers(state, "borek", "straz", "Dýka (příklad)", "Puklíř (příklad)")
    assert (with_shield["attack_number"], with_shield["defence_number"]) == (3, 4)
    with pytest.raises(RuleError):
        suggest_numbers(state, "borek", "straz", "Palcát z Marsu")
    state = run(state, declare("borek", target="straz"), {"type": "resolve"})
    changed = {**numbers, "attack_number": 9, "attack_roll": 1, "defence_roll": 1}
    out = act(state, changed)  # editable: the caller's numbers count
    assert "10 (ÚČ 9, 1d6 1)" in out.events[-1].text.en


def test_rolls_are_rolled_with_the_injected_rng_or_entered():
    state = run(fight(), {"type": "start"}, declare("borek", target="straz"), {"type": "resolve"})
    rolled = {k: v for k, v in hit("borek", "straz").items() if not k.endswith("roll")}
    a = act(state, rolled, random.Random(42))
    b = act(state, rolled, random.Random(42))
    assert a.state == b.state and a.events == b.events
    refused(state, hit("borek", "straz", roll=7), "1–6")


@pytest.mark.parametrize(
    "action",
    [
        {"type": "declare", "id": "nikdo", "action": "melee_attack"},
        {"type": "declare", "id": "borek", "action": "tanec"},
        {"type": "declare", "id": "borek", "action": "rearm", "rounds": 3},
        {"type": "declare", "id": "borek", "action": "melee_attack", "target": "nikdo"},
        {"type": "spend", "id": "borek", "pool": "mana", "points": 1},
        {"type": "brought_round", "id": "borek", "rounds": -1},
        {"type": "free", "id": "borek", "text": ""},
        {"type": "select", "id": "nikdo"},
        {"type": "teleport"},
        {"type": "add", "combatant": {"id": "borek", "name": "Dvojník", "side": "pc", "sheet": {}}},
        {"type": "damage", "target": "borek", "amount": 10**30},
    ],
)
def test_refused_actions_change_nothing(action):
    refused(run(fight(), {"type": "start"}), action)


def test_add_a_late_arrival_and_remove_one():
    state = run(fight(), {"type": "start"}, declare("straz", target="eliska"))
    state = run(
        state,
        {
            "type": "add",
            "combatant": {
                "id": "pes",
                "name": "Pes",
                "side": "npc",
                "sheet": play.set_size(new_sheet(), "dog_or_child").sheet,
            },
        },
    )
    assert state["combatants"]["pes"]["penalty"] == 0
    assert play.maximum(state["combatants"]["pes"]["sheet"]) == 8
    state = run(state, {"type": "remove", "id": "eliska"})
    assert "eliska" not in state["combatants"]
    assert state["combatants"]["straz"]["intent"]["target"] is None


def test_gm_detail_names_the_wound_model_and_the_penalty_in_force():
    state = run(
        fight(),
        {"type": "start"},
        declare("borek", target="straz"),
        {"type": "resolve"},
        hit("borek", "straz", weapon_damage=1),
    )
    lines = [line.en for line in gm_detail(state, "straz")]
    assert lines[0] == "kondice 12/12, no penalty"
    assert "penalty this round (fixed at its start): no penalty" in lines
    assert "from the next round: damage 9 (Bořek Hrabal)" in lines


# --- JSON, copies, the public view ---------------------------------------------------------
def test_json_round_trip_acts_the_same_and_the_argument_is_never_modified():
    state = run(fight(), {"type": "start"}, declare("borek", target="straz"), {"type": "resolve"})
    again = json.loads(json.dumps(state))
    assert again == state
    before = copy.deepcopy(state)
    a = act(state, hit("borek", "straz"))
    b = act(again, hit("borek", "straz"))
    assert state == before and a.state == b.state and a.events == b.events
    assert json.loads(json.dumps(a.state)) == a.state


def test_hidden_intents_and_hidden_targets_stay_off_the_public_view():
    state = run(
        fight(),
        {"type": "start"},
        declare("vrah", "ranged_attack", "borek"),
        declare("straz", target="vrah"),
        declare("borek", target="straz"),
    )
    view = public_view(state)
    text = json.dumps(view, ensure_ascii=False)
    assert "vrah" not in text.lower() and "Vrah ve stínu" not in text
    straz = next(c for c in view["combatants"] if c["id"] == "straz")
    assert straz["intent"]["name"]["en"].startswith("Attack with a melee weapon")
    assert straz["intent"]["target"] is None  # the target is hidden
    borek = next(c for c in view["combatants"] if c["id"] == "borek")
    assert borek["intent"]["target_name"] == "Stráž"
    state = run(state, {"type": "resolve"}, hit("straz", "vrah"))
    assert state["current"] == "vrah"  # the hidden killer's attack is resolved now
    assert public_view(state)["current"] != "vrah"
    assert "vrah" not in json.dumps(public_view(state)).lower()  # nor named as next
    revealed = run(state, {"type": "reveal", "target": "vrah"})
    assert public_view(revealed)["current"] == "vrah"


def test_reveal_on_act():
    state = run(
        fight(reveal_on_act=True),
        {"type": "start"},
        declare("vrah", target="borek"),
        {"type": "resolve"},
    )
    state = run(state, hit("vrah", "borek"))
    assert not state["combatants"]["vrah"]["hidden"]


def test_public_bands_follow_the_kondice_penalty():
    state = run(fight(), {"type": "damage", "target": "straz", "amount": 4}, {"type": "start"})
    straz = next(c for c in public_view(state)["combatants"] if c["id"] == "straz")
    assert (straz["band"], straz["band_text"]["cs"]) == ("lightly_hurt", "lehce zraněný")
    assert "sheet" not in straz and "kondice" not in json.dumps(straz)


NAMES = st.sampled_from(["straz", "borek", "eliska", "vrah", "x1", "x2"])
ACTIONS = st.one_of(
    st.just({"type": "next"}),
    st.builds(
        declare,
        NAMES,
        st.sampled_from(["melee_attack", "ranged_attack", "load_bow", "use_skill", "cast_spell"]),
        st.one_of(st.none(), NAMES),
    ),
    st.builds(
        lambda a, d, r, w: hit(a, d, r, weapon_damage=w),
        NAMES,
        NAMES,
        st.integers(1, 6),
        st.integers(0, 12),
    ),
    st.builds(lambda t: {"type": "reveal", "target": t}, NAMES),
    st.builds(lambda t: {"type": "hide", "target": t}, NAMES),
    st.builds(lambda t: {"type": "select", "id": t}, NAMES),
    st.builds(
        lambda t, n: {"type": "brought_round", "id": t, "rounds": n}, NAMES, st.integers(1, 3)
    ),
    st.builds(lambda t, n: {"type": "damage", "target": t, "amount": n}, NAMES, st.integers(0, 20)),
    st.builds(lambda t: {"type": "end_action", "id": t}, NAMES),
    st.builds(lambda t, n: {"type": "heal", "target": t, "amount": n}, NAMES, st.integers(1, 9)),
    st.builds(lambda t: {"type": "free", "id": t, "text": "tasí dýku"}, NAMES),
    st.builds(
        lambda t, p: {"type": "spend", "id": t, "pool": p, "points": 1},
        NAMES,
        st.sampled_from(["vydrz", "vule"]),
    ),
    st.builds(lambda t: {"type": "condition", "target": t, "name": "Oslepen", "rounds": 2}, NAMES),
    st.builds(lambda t: {"type": "remove", "id": t}, NAMES),
)
SECRET = "Tajný-Zabiják-7"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ACTIONS, max_size=30), st.booleans(), st.integers(0, 10**6))
def test_the_public_view_never_shows_a_secret(actions, pc_numbers, seed):
    extras = [
        {"id": "x1", "name": SECRET, "side": "npc", "sheet": fighter(), "hidden": True},
        {"id": "x2", "name": "Zloděj", "side": "npc", "sheet": fighter(1), "alias": "Muž v kápi"},
    ]
    view = {"pc": "numbers" if pc_numbers else "band", "npc": "band"}
    state = new_encounter([*fight()["combatants"].values(), *extras], view=view)
    state = run(state, {"type": "start"})
    rng = random.Random(seed)
    for action in actions:
        before = copy.deepcopy(state)
        try:
            state = act(state, action, rng).state
        except RuleError:
            assert state == before
        public = public_view(state)
        text = json.dumps(public, ensure_ascii=False)
        assert "sheet" not in text and "skills" not in text
        for record in state["combatants"].values():
            if record["hidden"]:
                assert f'"{record["id"]}"' not in text and record["name"] not in text
        assert SECRET not in text or not state["combatants"]["x1"]["hidden"]
        assert "Zloděj" not in text  # the alias only
        ids = {c["id"] for c in public["combatants"]}
        assert public["current"] is None or public["current"] in ids
        for entry in public["combatants"]:
            if entry["side"] == "npc":
                assert "numbers" not in entry
                assert set(entry) <= {
                    "id",
                    "name",
                    "side",
                    "character_id",
                    "conditions",
                    "band",
                    "band_level",
                    "band_text",
                    "intent",
                }
            if entry["intent"] is not None and entry["intent"]["target"] is not None:
                assert entry["intent"]["target"] in ids
        assert json.loads(json.dumps(state)) == state
        for record in state["combatants"].values():
            assert validate_sheet(record["sheet"]) == record["sheet"]


def test_damage_to_many_targets_at_once_each_with_its_amount():
    state = run(fight(), {"type": "start"})
    action = {
        "type": "damage",
        "targets": [{"target": "straz", "amount": 4}, {"target": "eliska", "amount": 7}],
        "source": "borek",
    }
    out = act(state, action)
    assert [e.combatant for e in out.events] == ["straz", "eliska"]
    state = run(out.state, {"type": "next"}, {"type": "next"})
    assert (kondice(state, "straz"), kondice(state, "eliska")) == (8, 5)
    bad = {
        "type": "damage",
        "targets": [{"target": "straz", "amount": 4}, {"target": "nikdo", "amount": 1}],
    }
    refused(state, bad, "no combatant")  # all or nothing


def test_brought_round_until_the_gm_ends_it_and_from_the_sheet():
    out_cold = play.set_brought_round(play.damage(fighter(), 13).sheet, True).sheet
    state = new_encounter([{"id": "a", "name": "Ajax", "side": "pc", "sheet": out_cold}])
    state = run(state, {"type": "start"}, *[{"type": "next"}] * 6)
    assert state["combatants"]["a"]["brought_round"] == -1  # brought round before the fight
    run(state, declare("a", "stand_up"))
    state = run(state, {"type": "brought_round", "id": "a", "rounds": 0})
    refused(state, declare("a", "stand_up"), "Out")
    state = run(state, {"type": "brought_round", "id": "a", "rounds": None})
    assert "until the GM ends it" in gm_detail(state, "a")[-2].en
    state = run(
        state, {"type": "heal", "target": "a", "amount": 5}, {"type": "next"}, {"type": "next"}
    )
    assert state["combatants"]["a"]["brought_round"] == 0 and kondice(state, "a") == 4


def test_pc_numbers_show_only_where_the_campaign_says_and_never_an_npcs():
    state = new_encounter(
        list(fight()["combatants"].values()), view={"pc": "numbers", "npc": "band"}
    )
    state = run(state, {"type": "damage", "target": "borek", "amount": 3}, {"type": "start"})
    entries = {c["id"]: c for c in public_view(state)["combatants"]}
    assert entries["borek"]["numbers"]["kondice"] == 9 and entries["borek"]["numbers"]["vydrz"] == [
        2,
        2,
    ]
    assert "numbers" not in entries["straz"]
    assert "numbers" not in next(
        c for c in public_view(run(fight(), {"type": "start"}))["combatants"] if c["id"] == "borek"
    )


def test_pending_asks_for_undeclared_intents_then_unresolved_attacks_npcs_first():
    state = run(fight(), {"type": "start"}, declare("borek", target="straz"))
    assert [(p.kind, p.combatant) for p in pending(state)] == [
        ("declare", "straz"),
        ("declare", "vrah"),
        ("declare", "eliska"),
    ]
    state = run(state, declare("straz", target="borek"), {"type": "resolve"})
    assert [(p.kind, p.combatant) for p in pending(state)] == [
        ("attack", "straz"),
        ("attack", "borek"),
    ]
    out = act(state, hit("straz", "borek"))
    assert [(p.kind, p.combatant) for p in out.prompts] == [("attack", "borek")]
    assert [r["id"] for r in gm_rows(state)] == ["straz", "vrah", "borek", "eliska"]
    assert next(r for r in gm_rows(state) if r["id"] == "vrah")["hidden"]
