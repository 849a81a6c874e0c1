"""The Střety encounter held to the text (001 Střety, 000 Člověk; RULINGS §2.4, §4): bonus
actions with their kind, penalty and limits, fast influence and bonus social actions, who
may attack, mental conflicts and scars, social effects and feeling attacks, the shotgun's
power, slow influence on oneself. Pure, no Qt."""

import copy

import pytest

from campaign_manager.systems.clovek.encounter import act, gm_rows, new_encounter, public_view
from campaign_manager.systems.clovek.feelings import Feelings
from campaign_manager.systems.clovek.physical import second_hand_penalty, shotgun_shot
from campaign_manager.systems.clovek.sheet import new_sheet, validate_sheet
from campaign_manager.systems.common import RuleError


def sheet(dominant="right", **attributes):
    result = new_sheet()
    result["attributes"].update(attributes)
    result["dominant"] = dominant
    return validate_sheet(result)


def fighter(cid, name, side="npc", dominant="right", **attributes):
    return {"id": cid, "name": name, "side": side, "sheet": sheet(dominant, **attributes)}


def party():
    return [
        fighter("borek", "Bořek Hrabal", "pc", vyrovnanost=3, inteligence=3),
        fighter("straz", "Stráž", vyrovnanost=2, inteligence=2),
        fighter("marta", "Marta", "pc", dominant="left", vyrovnanost=1, obratnost=3),
    ]


def run(state, *actions):
    for action in actions:
        state = act(state, action).state
    return state


def acting(kind="physical", **options):
    """A conflict in its act phase, Bořek acting (then Stráž, then Marta)."""
    state = new_encounter(party(), kind=kind, **options)
    state = run(state, {"type": "start"})
    if state["phase"] == "initiative":
        state = run(state, {"type": "next"})
    assert state["current"] == "borek"
    return state


def bonus(cid, *ways):
    return {"type": "bonus", "id": cid, "actions": list(ways)}


def texts(outcome):
    return [e.text.en for e in outcome.events]


def refused(state, action, match):
    before = copy.deepcopy(state)
    with pytest.raises(RuleError, match=match) as info:
        act(state, action)
    assert info.value.text.cs.strip() and info.value.text.en.strip()
    assert state == before
    return info.value


# -- 1. bonus actions carry their kind, their penalty and the text's limits ------------------
def test_a_bonus_action_with_the_second_hand_is_physical_at_minus_one_or_minus_two():
    # "Toto dává postih na hod -1, je-li to zároveň nedominantní ruka, tento postih na hod je -2."
    assert second_hand_penalty("right", "right") == -1
    assert second_hand_penalty("left", "right") == -2
    state = acting()
    outcome = act(state, bonus("borek", {"how": "second_hand"}))  # the other hand: the left
    ways = gm_rows(outcome.state)[0]["bonus_actions"]
    assert ways == [{"how": "second_hand", "kind": "physical", "hand": "left", "penalty": -2}]
    assert "physical, with the second hand (left), −2 to the roll" in texts(outcome)[0]
    dominant = run(state, bonus("borek", {"how": "second_hand", "hand": "right"}))
    assert gm_rows(dominant)[0]["bonus_actions"][0]["penalty"] == -1
    marta = run(state, bonus("marta", {"how": "second_hand"}))  # left-handed: her right hand
    assert gm_rows(marta)[2]["bonus_actions"][0] == {
        "how": "second_hand", "kind": "physical", "hand": "right", "penalty": -2,
    }  # fmt: skip


def test_a_bonus_action_by_speaking_is_social_at_minus_two_and_hidden_meaning_minus_one():
    state = run(acting(), bonus("straz", {"how": "speaking"}))
    assert gm_rows(state)[1]["bonus_actions"] == [
        {"how": "speaking", "kind": "social", "penalty": -2}
    ]
    slow = run(acting("social_slow"), bonus("straz", {"how": "hidden_meaning"}))
    assert gm_rows(slow)[1]["bonus_actions"] == [
        {"how": "hidden_meaning", "kind": "social", "penalty": -1}
    ]
    other = run(acting(), bonus("straz", {"how": "other", "kind": "mental", "penalty": -1}))
    assert gm_rows(other)[1]["bonus_actions"][0] == {
        "how": "other", "kind": "mental", "penalty": -1,
    }  # fmt: skip


def test_when_a_bonus_action_comes_its_kind_and_penalty_are_announced():
    state = run(acting(), bonus("borek", {"how": "second_hand"}))
    state = run(state, {"type": "next"}, {"type": "next"})
    outcome = act(state, {"type": "next"})
    assert outcome.state["current"] == "borek"
    assert (
        "Bořek Hrabal: bonus action 1 (physical, with the second hand (left), −2 to the roll)."
        in texts(outcome)
    )


def test_at_most_two_physical_actions_a_round_for_a_mortal():
    # "V jednom kole lze každou ruku použít jen jednou, běžný smrtelník má k dispozici
    # maximálně dvě Fyzické akce ve Fyzickém střetu."
    state = acting()
    refused(
        state,
        bonus("borek", {"how": "second_hand"}, {"how": "second_hand", "hand": "right"}),
        "at most 2 physical actions",
    )
    refused(
        state,
        bonus("borek", {"how": "second_hand"}, {"how": "other", "kind": "physical"}),
        "only 1 bonus physical action",
    )
    # a physical and a social bonus action are fine (two physical actions in all)
    both = run(state, bonus("borek", {"how": "second_hand"}, {"how": "speaking"}))
    assert [w["kind"] for w in gm_rows(both)[0]["bonus_actions"]] == ["physical", "social"]


def test_each_way_of_gaining_a_bonus_action_has_its_place_and_speaking_comes_once():
    state = acting()
    refused(state, bonus("borek", {"how": "speaking"}, {"how": "speaking"}), "only once a round")
    refused(state, bonus("borek", {"how": "hidden_meaning"}), "only in slow influence")
    slow = acting("social_slow")
    refused(slow, bonus("borek", {"how": "second_hand"}), "physical conflict")
    refused(slow, bonus("borek", {"how": "speaking"}), "only in a physical conflict")
    refused(
        slow,
        bonus("borek", {"how": "hidden_meaning"}, {"how": "hidden_meaning"}),
        "one bonus action a round",
    )
    refused(state, bonus("borek", {"how": "other"}), "needs its kind")
    refused(state, bonus("borek", {"how": "other", "kind": "social", "penalty": 1}), "penalty")
    refused(state, bonus("borek", {"how": "flying"}), "how it was gained")
    refused(state, {"type": "bonus", "id": "borek", "count": 1}, "say how each")


def test_the_bonus_actions_already_taken_stay_as_they_were():
    state = run(acting(), bonus("borek", {"how": "speaking"}))
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"})
    assert state["current"] == "borek" and state["actions"][state["turn"]]["bonus"] == 1
    refused(state, bonus("borek", {"how": "second_hand"}), "already taken 1")
    refused(state, {"type": "bonus", "id": "borek", "count": 0}, "already taken 1")
    more = run(state, bonus("borek", {"how": "speaking"}, {"how": "second_hand"}))
    assert more["order"][-1] == "borek" and len(gm_rows(more)[0]["bonus_actions"]) == 2


def test_count_takes_back_bonus_actions_not_yet_taken():
    state = run(acting(), bonus("marta", {"how": "second_hand"}, {"how": "speaking"}))
    state = run(state, {"type": "bonus", "id": "marta", "count": 1})
    assert gm_rows(state)[2]["bonus_actions"] == [
        {"how": "second_hand", "kind": "physical", "hand": "right", "penalty": -2}
    ]
    assert state["order"] == ["borek", "straz", "marta", "marta"]


def test_an_attack_made_with_a_bonus_action_carries_its_penalty():
    state = run(acting(), bonus("borek", {"how": "second_hand"}))
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"})  # his bonus action
    aimed = act(
        state, {"type": "aimed_wound", "attacker": "borek", "target": "straz", "scar": "head"}
    )
    assert texts(aimed)[0] == (
        "Bořek Hrabal → Stráž: aimed at Head (melee), −2 to the roll; bonus action (physical, "
        "with the second hand (left), −2 to the roll)."
    )
    burst = act(
        state,
        {"type": "autofire", "attacker": "borek", "burst": "short", "targets": ["straz", "straz"]},
    )
    assert [p.data["penalty"] for p in burst.prompts] == [-2, -3]  # 0/−1, each −2 more
    main = run(acting(), bonus("borek", {"how": "second_hand"}))
    burst = act(
        main,
        {"type": "autofire", "attacker": "borek", "burst": "short", "targets": ["straz", "straz"]},
    )
    assert [p.data["penalty"] for p in burst.prompts] == [0, -1]  # the main action: no penalty


def test_a_bonus_action_makes_attacks_of_its_own_kind_only():
    state = run(acting(), bonus("borek", {"how": "speaking"}))
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"})
    refused(
        state,
        {"type": "aimed_wound", "attacker": "borek", "target": "straz", "scar": "torso"},
        "a physical attack cannot be made with it",
    )
    refused(
        state,
        {"type": "autofire", "attacker": "borek", "burst": "short", "targets": ["straz", "straz"]},
        "a physical attack cannot be made with it",
    )
    # a wound straight to a scar may come of any kind of action (a spell may wound the body)
    act(
        state,
        {"type": "wound", "attacker": "borek", "target": "straz", "scar": "torso",
         "severity": "lethal"},
    )  # fmt: skip
    talk = act(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz",
         "attack_skill": "presence", "scar": "fear", "points": 1},
    )  # fmt: skip
    assert "bonus action (social, by speaking, −2 to the roll)" in texts(talk)[0]


def test_a_fight_saved_before_bonus_actions_had_their_kind_still_runs():
    state = acting()
    state["bonus"] = {"marta": 1}
    state["actions"].append({"id": "marta", "bonus": 1})
    state["order"].append("marta")
    for key in ("bonus_actions", "fast_influence"):
        del state[key]
    row = gm_rows(state)[2]
    assert row["bonus"] == 1 and row["bonus_actions"] == [
        {"how": "other", "kind": None, "penalty": 0}
    ]
    state = run(state, {"type": "next"}, {"type": "next"}, {"type": "next"})
    assert state["current"] == "marta" and state["actions"][state["turn"]]["bonus"] == 1
    hit = act(
        state,
        {"type": "wound", "attacker": "marta", "target": "straz", "scar": "torso",
         "severity": "stun"},
    )  # fmt: skip
    assert hit.state["combatants"]["straz"]["sheet"]["scars"]["torso"] == "/_"
    assert run(hit.state, {"type": "next"})["round"] == 2


# -- 2. fast influence gives no bonus social action -----------------------------------------
def test_fast_influence_as_the_main_action_in_a_physical_conflict_gives_no_bonus_social_action():
    # "Rychlé působení jakou součást Fyzického střetu neumožňuje získat bonusovou Sociální
    # akci. Umožňuje získat bonusovou Fyzickou akci použitím ruky s postihem na hod -1."
    state = acting()
    talked = run(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz",
         "attack_skill": "presence", "scar": "fear", "points": 1},
    )  # fmt: skip
    refused(talked, bonus("borek", {"how": "speaking"}), "gives no bonus social action")
    refused(
        talked, bonus("borek", {"how": "other", "kind": "social"}), "gives no bonus social action"
    )
    hand = run(talked, bonus("borek", {"how": "second_hand", "hand": "right"}))
    assert gm_rows(hand)[0]["bonus_actions"][0]["penalty"] == -1
    # the other way round: a bonus social action first, then fast influence as the action
    speaking = run(state, bonus("borek", {"how": "speaking"}))
    refused(
        speaking,
        {"type": "social_attack", "attacker": "borek", "target": "straz",
         "attack_skill": "presence", "scar": "fear", "points": 1},
        "gives no bonus social action",
    )  # fmt: skip
    # the next round starts afresh
    fresh = run(talked, {"type": "next"}, {"type": "next"}, {"type": "next"}, {"type": "next"})
    assert fresh["round"] == 2
    run(fresh, bonus("borek", {"how": "speaking"}))


def test_fast_influence_itself_gives_no_bonus_social_action():
    state = acting("social_fast")
    refused(state, bonus("borek", {"how": "speaking"}), "only in a physical conflict")
    refused(state, bonus("borek", {"how": "other", "kind": "social"}), "no bonus social action")
    refused(
        state,
        {"type": "social_attack", "target": "straz", "attack_skill": "presence",
         "scar": "fear", "points": 1, "bonus_action": True},
        "no bonus social action",
    )  # fmt: skip
    hand = run(state, bonus("borek", {"how": "second_hand"}))
    assert gm_rows(hand)[0]["bonus_actions"][0]["kind"] == "physical"


# -- 3. only the acting combatant attacks -----------------------------------------------------
ATTACKS = [
    {"type": "wound", "target": "marta", "scar": "torso", "severity": "lethal"},
    {"type": "aimed_wound", "target": "marta", "scar": "head"},
    {"type": "hit_location", "target": "marta", "face": 7},
    {"type": "autofire", "burst": "short", "targets": ["marta", "marta"]},
    {"type": "shotgun", "target": "marta", "power": 3},
    {"type": "social_attack", "target": "marta", "attack_skill": "presence", "scar": "fear",
     "points": 1},
]  # fmt: skip


@pytest.mark.parametrize("attack", ATTACKS, ids=lambda a: a["type"])
def test_only_the_combatant_acting_now_attacks_the_others_defend(attack):
    state = acting()
    act(state, {**attack, "attacker": "borek"})  # Bořek acts: his attack goes
    act(state, attack)  # no attacker named: a wound from outside the conflict
    error = refused(state, {**attack, "attacker": "straz"}, "only the one acting attacks")
    assert "Bořek Hrabal is acting" in error.text.en and "na tahu je Bořek Hrabal" in error.text.cs
    initiative = run(new_encounter(party()), {"type": "start"})
    refused(initiative, {**attack, "attacker": "borek"}, "nobody is acting")
    prepared = new_encounter(party())
    refused(prepared, {**attack, "attacker": "borek"}, "nobody is acting")


def test_in_slow_influence_everyone_attacks_at_once():
    # "V Pomalém Sociálním působení nezáleží na Iniciativě ... Ve více účastnících každý
    # útočí na cíl, jež si vybere": the wound asked for after slow_resolve names its attacker
    state = acting("social_slow")
    outcome = act(
        state,
        {"type": "social_attack", "attacker": "marta", "target": "straz",
         "attack_skill": "presence", "scar": "fear", "points": 1},
    )  # fmt: skip
    assert outcome.state["combatants"]["straz"]["sheet"]["scars"]["fear"] == "X_"
    hidden = {"type": "social_attack", "attacker": "marta", "target": "straz",
              "attack_skill": "presence", "scar": "fear", "points": 1, "bonus_action": True}  # fmt: skip
    refused(state, hidden, "no bonus action this round")
    with_one = run(state, bonus("marta", {"how": "hidden_meaning"}))
    assert "by a hidden meaning, −1 to the roll" in texts(act(with_one, hidden))[0]
    refused(new_encounter(party(), kind="social_slow"), hidden, "nobody is acting")


# -- 4. a mental conflict is not absorbed by scars --------------------------------------------
@pytest.mark.parametrize("attack", ATTACKS, ids=lambda a: a["type"])
def test_a_mental_conflicts_attacks_never_go_to_scars(attack):
    # "V Mentálních střetech nelze pohlcovat útok soupeře jizvou"
    state = new_encounter(party(), kind="mental", round_length=60, target_value=10)
    state = run(state, {"type": "start"})
    refused(state, attack, "cannot be absorbed by a scar")
    refused(state, {**attack, "attacker": "borek"}, "cannot be absorbed by a scar")
    assert run(state, {"type": "progress", "add": 3})["conflicts"][-1]["progress"] == 3
    burned = run(state, {"type": "burn", "id": "borek", "scar": "will", "points": 1})
    assert burned["combatants"]["borek"]["sheet"]["scars"]["will"] == "/_"  # burning is no attack
    fight = run(state, {"type": "interrupt", "kind": "physical"}, {"type": "next"})
    act(fight, attack)  # a faster conflict interrupting it brings wounds


# -- 5. social hits report their effect; feeling attacks write the feeling ------------------
def social(state, **fields):
    return act(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz", "points": 1, **fields},
    )


def test_a_hit_on_joy_or_sadness_reports_its_effect():
    state = acting("social_fast")
    joy = social(state, attack_skill="empathy", scar="joy")
    lines = texts(joy)
    assert any(t.startswith("Stráž: Drawing into talk – ") for t in lines), lines
    assert any(t.startswith("Stráž: Disclosure – the target reveals") for t in lines), lines
    sadness = social(state, attack_skill="empathy", scar="sadness")
    assert any(t.startswith("Stráž: Seeing through – ") for t in texts(sadness))
    chosen = social(state, attack_skill="empathy", scar="joy", effect="vyzrazeni")
    effects = [e for e in chosen.events if e.kind == "social_effect"]
    assert [e.text.en.split(" – ")[0] for e in effects] == ["Stráž: Disclosure"]
    devastating = social(state, attack_skill="empathy", scar="joy", severity="devastating")
    assert any("can end a physical conflict" in t for t in texts(devastating))


def feeling(state, cid, toward, key):
    feelings = Feelings.from_dict(state["combatants"][cid]["sheet"]["feelings"])
    return feelings.value(toward, key)


def test_a_feeling_attack_writes_the_feeling_toward_the_attacker_on_the_targets_sheet():
    # "Respekt (Strach)/Přátelství (Soucit): útok na cit - při zásahu tohoto stupně Jizvy
    # vzniká u cíle cit na postavu." The feeling takes the wound's size and type (RULINGS
    # §2.3): one stun point, +1 until the scene ends.
    state = acting("social_fast")
    outcome = social(state, attack_skill="presence", scar="fear", effect="respekt")
    after = outcome.state
    assert feeling(after, "straz", "Bořek Hrabal", "respect") == 1
    row = after["combatants"]["straz"]["sheet"]["feelings"]["Bořek Hrabal"]["respect"]
    assert row["scene_points"] == 1 and row["scene_hits"] == 0 and row["value"] == 0
    assert after["combatants"]["straz"]["sheet"] == validate_sheet(
        after["combatants"]["straz"]["sheet"]
    )
    assert [e.kind for e in outcome.events][-1] == "feeling"
    assert texts(outcome)[-1].startswith(
        "Stráž: Respect toward Bořek Hrabal: +1 until the scene ends"
    )
    friend = social(state, attack_skill="manipulation", scar="compassion", effect="pratelstvi")
    assert feeling(friend.state, "straz", "Bořek Hrabal", "friendship") == 1
    # no effect named: every effect of the scar is reported, no feeling is written
    plain = social(state, attack_skill="presence", scar="fear")
    assert plain.state["combatants"]["straz"]["sheet"]["feelings"] == {}


def test_desire_and_anger_respect_may_be_toward_another_reassurance_must_be():
    state = acting("social_fast")
    desire = social(state, attack_skill="presence", scar="courage", effect="touha", toward="marta")
    assert feeling(desire.state, "straz", "Marta", "desire") == 1
    named = social(
        state, attack_skill="manipulation", scar="anger", effect="respekt_hnev", toward="Král"
    )
    assert feeling(named.state, "straz", "Král", "respect") == 1
    refused(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz", "points": 1,
         "attack_skill": "presence", "scar": "fear", "effect": "respekt", "toward": "marta"},
        "toward the attacker, not another",
    )  # fmt: skip
    reassured = social(
        state, attack_skill="persuasion", scar="certainty", effect="ujisteni", toward="marta"
    )
    assert feeling(reassured.state, "straz", "Marta", "friendship") == 1
    other = social(state, attack_skill="persuasion", scar="certainty", effect="ujisteni")
    assert other.state["combatants"]["straz"]["sheet"]["feelings"] == {}  # its other effect
    refused(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz", "points": 1,
         "attack_skill": "persuasion", "scar": "confusion", "effect": "vrtani",
         "toward": "borek"},
        "someone other than the attacker",
    )  # fmt: skip
    refused(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz", "points": 1,
         "attack_skill": "presence", "scar": "courage", "effect": "touha", "toward": "straz"},
        "toward itself",
    )  # fmt: skip
    refused(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "straz", "points": 1,
         "attack_skill": "presence", "scar": "fear", "effect": "velení"},
        "has the effects",
    )  # fmt: skip
    refused(
        state,
        {"type": "social_attack", "target": "straz", "points": 1, "attack_skill": "presence",
         "scar": "fear", "effect": "respekt"},
        "name who attacks",
    )  # fmt: skip


# -- 6. no negative shotgun power -----------------------------------------------------------
@pytest.mark.parametrize(
    ("power", "reduce_by"), [(-3, 0), (0, 0), (-1, 1), (1, 1), (True, 0), (2.5, 0), (3, -1)]
)
def test_a_shotgun_never_has_zero_or_negative_power(power, reduce_by):
    # "Snížení Moci o X dává ale bonus na hod X+1": the power is split into groups of at
    # least 1 on a hit, so at least 1 is left
    with pytest.raises(RuleError) as info:
        shotgun_shot(power, reduce_by)
    assert info.value.text.cs and info.value.text.en
    refused(
        acting(), {"type": "shotgun", "target": "straz", "power": power, "reduce_by": reduce_by},
        "Shot|shotgun",
    )  # fmt: skip
    assert shotgun_shot(1, 0) == (1, 0) and shotgun_shot(4, 3) == (1, 4)


# -- 7. no attack on oneself ------------------------------------------------------------------
def test_slow_influence_refuses_an_attack_on_oneself():
    state = acting("social_slow")
    refused(
        state,
        {"type": "slow_resolve", "attacks": [{"attacker": "borek", "target": "borek",
                                              "successes": 2}]},
        "cannot attack itself in slow influence",
    )  # fmt: skip
    refused(
        state,
        {"type": "social_attack", "attacker": "borek", "target": "borek",
         "attack_skill": "presence", "scar": "fear", "points": 1},
        "cannot attack itself",
    )  # fmt: skip


@pytest.mark.parametrize("attack", ATTACKS, ids=lambda a: a["type"])
def test_no_attack_on_oneself(attack):
    state = acting()
    aimed_at_self = {key: ("borek" if value == "marta" else value) for key, value in attack.items()}
    if "targets" in attack:
        aimed_at_self["targets"] = ["borek", "borek"]
    refused(state, {**aimed_at_self, "attacker": "borek"}, "cannot attack itself")


def test_the_player_view_still_shows_nothing_secret_after_the_new_actions():
    state = run(acting(), bonus("borek", {"how": "second_hand"}))
    public = public_view(state)
    assert "bonus_actions" not in str(public) and "sheet" not in str(public)
