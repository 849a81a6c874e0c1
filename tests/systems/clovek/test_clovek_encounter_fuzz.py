"""The Střety encounter under odd actions: fights reached by valid play (start, initiative,
turns, bonus actions, wounds, burning, conditions with secret ones, hide and reveal,
aliases, the conflict stack, social attacks and slow influence) with odd actions fed in
between, every step held to the contract (``support.fuzz.check_step``): a RuleError in
both languages with the state unchanged, or a new plain-JSON state whose player view leaks
nothing. Deterministic (``derandomize``), so CI never flakes."""

import copy
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.fuzz import check_step, odd_actions, odd_values

from campaign_manager.systems import get_encounter
from campaign_manager.systems.clovek.scars import SCAR_KEYS
from campaign_manager.systems.clovek.sheet import new_sheet, validate_sheet
from campaign_manager.systems.clovek.social import SOCIAL_SKILLS, effects, target_scars

encounter = get_encounter("clovek")

TYPES = [
    "start", "next", "initiative", "roll_initiative", "bonus", "tie_order", "add", "remove",
    "spend", "set_bank", "condition", "end_condition", "reveal", "hide", "alias", "view",
    "finish", "interrupt", "end_conflict", "wound", "aimed_wound", "hit_location", "autofire",
    "missed", "shotgun", "burn", "progress", "social_attack", "slow_resolve",
]  # fmt: skip
#: each action's keys (the odd ones set some of them to odd values)
KEYS_OF = {
    "start": ["id"], "next": ["id"], "finish": ["id"],  # extra keys, ignored
    "initiative": ["id", "faces"],
    "roll_initiative": ["id", "dice"],
    "bonus": ["id", "actions", "count"],
    "tie_order": ["ids"],
    "add": ["combatant"],
    "remove": ["id"],
    "spend": ["id", "bank", "dice"],
    "set_bank": ["id", "bank", "dice"],
    "condition": ["target", "name", "rounds", "secret", "banks", "no_refill"],
    "end_condition": ["target", "name"],
    "reveal": ["target"], "hide": ["target"],
    "alias": ["target", "alias"],
    "view": ["view"],
    "interrupt": ["kind", "round_length", "initiative", "fixed_order", "target_value"],
    "end_conflict": ["then"],
    "wound": ["attacker", "target", "scar", "severity", "points"],
    "aimed_wound": ["attacker", "target", "scar", "ranged", "severity", "points"],
    "hit_location": ["attacker", "target", "face", "bystander", "severity", "points"],
    "autofire": ["attacker", "targets", "burst"],
    "missed": ["attacker", "target", "attack"],
    "shotgun": ["attacker", "target", "power", "reduce_by", "groups", "faces", "severity",
                "hit"],
    "burn": ["id", "scar", "severity", "points", "restore", "bank", "feeling"],
    "progress": ["value", "add"],
    "social_attack": ["attacker", "target", "attack_skill", "defence_skill", "scar", "points",
                      "severity", "effect", "toward", "bonus_action"],
    "slow_resolve": ["attacks", "defenders"],
}  # fmt: skip
#: every id a fight here may hold (the cast and the extras added)
ALL_IDS = ["pc1", "n1", "pc2", "h1", "x4", "x5", "x6"]
#: odd actions of each type, built once (a strategy is costly to build)
ODD = {kind: odd_actions([kind], keys, ALL_IDS) for kind, keys in KEYS_OF.items()}
#: now and then an action with any keys at all
ODD_ANY = odd_actions(TYPES, sorted({k for keys in KEYS_OF.values() for k in keys}), ALL_IDS)
#: an odd value for one place in a valid action, a list or record of them too (whose items
#: cannot be looked up: a list inside the list of ids)
ODD_VALUE = odd_values(ALL_IDS)
DEEP_ODD = st.one_of(
    ODD_VALUE,
    st.lists(ODD_VALUE, min_size=1, max_size=2),
    st.dictionaries(st.sampled_from(["how", "kind", "id", "name", "target"]), ODD_VALUE),
)
KINDS = ("physical", "social", "mental")
SEVERITIES = ("stun", "lethal", "devastating")
CONDITIONS = ("Omráčen", "Tajné", "Oslněn")
HIDDEN_NAME = "Qzskrytý Vrah"


def sheet(**attributes):
    result = new_sheet()
    result["attributes"].update(attributes)
    return validate_sheet(result)


def fighter(cid, name, side="npc", hidden=False, **attributes):
    return {"id": cid, "name": name, "side": side, "sheet": sheet(**attributes), "hidden": hidden}


def cast():
    return [
        fighter("pc1", "Hráčka Iva", "pc", vyrovnanost=3, inteligence=3),
        fighter("n1", "Kapitán Stráže", konstituce=3, sarm=3),
        fighter("pc2", "Marta", "pc", obratnost=3, vyrovnanost=1),
        fighter("h1", HIDDEN_NAME, hidden=True, vyrovnanost=2),
    ]


def ids_of(state):
    return list(state["combatants"]) or ["pc1"]


@st.composite
def valid_action(draw, state):
    """A real action of the Střety encounter with sensible values, mostly one the state
    allows now (it may still be refused: a spent bank, a full scar, a rule)."""
    ids = ids_of(state)
    who = st.sampled_from(ids)
    current = state.get("current")
    attacker = st.sampled_from([current] * 6 + [None, *ids])
    running = state["conflicts"][-1]["kind"]
    if state["status"] == "prepared":
        choices = ["start"] * 4 + ["add", "condition", "alias", "view", "bonus"]
    elif state["phase"] == "initiative":
        choices = ["initiative", "roll_initiative", "next", "next", "bonus", "spend", "hide"]
    else:
        choices = (
            ["next"] * 5
            + ["bonus", "bonus", "tie_order", "spend", "set_bank", "burn"]
            + ["condition", "condition", "end_condition", "reveal", "hide", "alias", "view"]
            + ["add", "remove", "interrupt", "end_conflict"]
        )
        if running == "mental":
            choices += ["progress"] * 3
        else:
            choices += ["wound", "wound", "aimed_wound", "hit_location", "social_attack"] * 2
        if running == "physical":
            choices += ["autofire", "shotgun"]
        if running == "social_slow":
            choices += ["slow_resolve"] * 3
        if draw(st.integers(0, 49)) == 0:
            choices = ["finish"]
    kind = draw(st.sampled_from(choices))
    if kind in ("start", "next", "finish"):
        return {"type": kind}
    if kind == "initiative":
        faces = draw(st.lists(st.integers(0, 9), max_size=2))
        return {"type": kind, "id": draw(who), "faces": faces}
    if kind == "roll_initiative":
        return {"type": kind, "id": draw(who), "dice": draw(st.integers(0, 2))}
    if kind == "bonus":
        if draw(st.booleans()):
            return {"type": kind, "id": draw(who), "count": draw(st.integers(0, 2))}
        hand = st.builds(
            lambda h: {"how": "second_hand", **({"hand": h} if h else {})},
            st.sampled_from([None, "right", "left"]),
        )
        other = st.builds(
            lambda k, p: {"how": "other", "kind": k, "penalty": p},
            st.sampled_from(KINDS),
            st.integers(-2, 0),
        )
        speaking, hidden = st.just({"how": "speaking"}), st.just({"how": "hidden_meaning"})
        way = {
            "physical": st.one_of(hand, speaking, other),
            "social_fast": st.one_of(hand, other),
            "social_slow": st.one_of(hidden, other),
        }.get(running, st.one_of(other, hand, speaking, hidden))
        return {"type": kind, "id": draw(who), "actions": draw(st.lists(way, max_size=2))}
    if kind == "tie_order":
        return {"type": kind, "ids": draw(st.permutations(ids))}
    if kind == "add":
        n = len(state["combatants"]) + draw(st.integers(0, 2))
        hidden = draw(st.booleans())
        return {"type": kind, "combatant": fighter(f"x{n}", f"Statista {n}", hidden=hidden)}
    if kind == "remove":
        return {"type": kind, "id": draw(who)}
    if kind in ("spend", "set_bank"):
        bank = draw(st.sampled_from(KINDS))
        return {"type": kind, "id": draw(who), "bank": bank, "dice": draw(st.integers(0, 4))}
    if kind == "condition":
        action = {
            "type": kind,
            "target": draw(who),
            "name": draw(st.sampled_from(CONDITIONS)),
            "rounds": draw(st.integers(1, 3)),
            "secret": draw(st.booleans()),
        }
        if draw(st.booleans()):
            action["banks"] = {draw(st.sampled_from(KINDS)): draw(st.integers(-2, 2))}
        if draw(st.booleans()):
            action["no_refill"] = draw(st.lists(st.sampled_from(KINDS), max_size=2))
        return action
    if kind == "end_condition":
        target = draw(who)
        have = [c["name"] for c in state["combatants"].get(target, {}).get("conditions", [])]
        return {"type": kind, "target": target, "name": draw(st.sampled_from(have or ["?"]))}
    if kind in ("reveal", "hide"):
        hidden = [i for i, c in state["combatants"].items() if c["hidden"] == (kind == "reveal")]
        return {"type": kind, "target": draw(st.sampled_from(hidden or ids))}
    if kind == "alias":
        alias = draw(st.sampled_from(["Stín", "", None, "  Cizinec  "]))
        return {"type": kind, "target": draw(who), "alias": alias}
    if kind == "view":
        view = {
            "pc": draw(st.sampled_from(["numbers", "band", "nothing"])),
            "npc": draw(st.sampled_from(["band", "nothing"])),
            "initiative": draw(st.booleans()),
            "secret_conditions": draw(st.lists(st.sampled_from(CONDITIONS), max_size=2)),
        }
        return {"type": kind, "view": view}
    if kind == "interrupt":
        conflict = draw(
            st.sampled_from(
                [
                    {"kind": "physical"},
                    {"kind": "social_fast"},
                    {"kind": "mental", "round_length": 1},
                    {"kind": "social_slow", "round_length": 30},
                ]
            )
        )
        return {"type": kind, **conflict}
    if kind == "end_conflict":
        if len(state["conflicts"]) > 1 or draw(st.integers(0, 9)) == 0:
            return {"type": kind}
        return {"type": kind, "then": {"kind": draw(st.sampled_from(["social_slow", "physical"]))}}
    if kind == "progress":
        if draw(st.booleans()):
            return {"type": kind, "add": draw(st.integers(0, 3))}
        return {"type": kind, "value": draw(st.integers(0, 5))}
    if kind == "burn":
        scar = draw(st.sampled_from(["torso", "right_arm", "right_leg", "will", "fear", "anger"]))
        action = {
            "type": kind,
            "id": draw(st.sampled_from([current or ids[0], *ids])),
            "scar": scar,
            "severity": draw(st.sampled_from(["stun", "stun", "lethal"])),
            "points": 1,
            "restore": draw(st.integers(0, 2)),
        }
        if scar in ("fear", "anger") and draw(st.booleans()):
            action["feeling"] = True
        return action
    if kind == "slow_resolve":
        order = draw(st.permutations(ids))
        attacks = [
            {"attacker": a, "target": t, "successes": draw(st.integers(0, 3))}
            for a, t in zip(order, order[1:] + order[:1], strict=True)
            if a != t
        ][: draw(st.integers(0, 3))]
        attackers = {a["attacker"] for a in attacks}
        free = [i for i in ids if i not in attackers]
        defenders = {free[0]: draw(st.integers(0, 3))} if free and draw(st.booleans()) else {}
        return {"type": kind, "attacks": attacks, "defenders": defenders}
    action = {"type": kind, "attacker": draw(attacker)}
    if kind == "autofire":
        burst = draw(st.sampled_from(["short", "long"]))
        others = st.sampled_from([i for i in ids if i != action["attacker"]] or ids)
        if burst == "short":
            target = draw(others)
            return {**action, "burst": burst, "targets": [target, target]}
        return {**action, "burst": burst, "targets": draw(st.lists(others, min_size=1, max_size=3))}
    others = [i for i in ids if i != action["attacker"]] or ids
    action["target"] = draw(st.sampled_from(others))
    if kind == "shotgun":
        power = draw(st.integers(1, 5))
        action.update(power=power, reduce_by=draw(st.integers(0, power - 1)))
        if draw(st.booleans()):
            action.update(groups=[power], faces=[draw(st.integers(0, 9))], severity="lethal")
        return action
    if kind == "social_attack":
        skill = draw(st.sampled_from(SOCIAL_SKILLS))
        scar = draw(st.sampled_from(target_scars(skill)))
        action.update(attack_skill=skill, scar=scar, points=draw(st.integers(0, 2)))
        if draw(st.booleans()):
            action["defence_skill"] = draw(st.sampled_from(SOCIAL_SKILLS))
        if action["points"] and draw(st.booleans()):
            effect = draw(st.sampled_from(effects(scar)))
            action["effect"] = effect.key
            if effect.feeling and draw(st.booleans()):
                action["toward"] = draw(st.sampled_from([*ids, "Král Václav"]))
        if draw(st.integers(0, 4)) == 0:
            action["bonus_action"] = draw(st.booleans())
        return action
    severity = draw(st.sampled_from(SEVERITIES))
    points = draw(st.integers(0, 3))
    if kind == "wound":
        return {**action, "scar": draw(st.sampled_from(SCAR_KEYS)), "severity": severity,
                "points": points}  # fmt: skip
    if kind == "aimed_wound":
        scar = draw(st.sampled_from(["torso", "head", "left_arm", "right_leg"]))
        ranged = draw(st.booleans())
        return {**action, "scar": scar, "ranged": ranged, "severity": severity, "points": points}
    face = draw(st.one_of(st.none(), st.integers(0, 9)))
    bystander = draw(st.booleans())
    return {**action, "face": face, "bystander": bystander, "severity": severity,
            "points": points}  # fmt: skip


def _places(value, path=()):
    """Every place inside an action (keys of records, items of lists), but its type."""
    items = value.items() if isinstance(value, dict) else enumerate(value)
    for key, item in items:
        if path or key != "type":
            yield (*path, key)
            if isinstance(item, dict | list):
                yield from _places(item, (*path, key))


@st.composite
def corrupted(draw, state):
    """A valid action with one value, at any depth, made odd or taken away."""
    action = copy.deepcopy(draw(valid_action(state)))
    places = list(_places(action))
    if not places:
        return action
    *where, last = draw(st.sampled_from(places))
    holder = action
    for key in where:
        holder = holder[key]
    if isinstance(holder, dict) and draw(st.integers(0, 3)) == 0:
        del holder[last]
    else:
        holder[last] = draw(DEEP_ODD)
    return action


def names_an_id(action) -> bool:
    """An action that would give a name, an alias or a condition the text of a combatant's
    id. Not a leak, but ``assert_leak_free`` cannot tell a hidden combatant's alias "n1"
    from the visible combatant whose id is "n1" (nor a visible one named "h1" from the
    hidden "h1"), so such steps are left out (the harness's limit, not the rules')."""
    if not isinstance(action, dict):
        return False
    texts = [action.get("alias"), action.get("name")]
    added = action.get("combatant")
    if isinstance(added, dict):
        texts += [added.get("name"), added.get("alias")]
        conditions = added.get("conditions")
        if isinstance(conditions, list):
            texts += [c.get("name") for c in conditions if isinstance(c, dict)]
    return any(isinstance(t, str) and t.strip() in ALL_IDS for t in texts)


@settings(
    # 100 fights over every kind and view, the same ones in every run (tests/conftest.py):
    # 200 took over a minute of a loaded suite for little more
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    data=st.data(),
    kind=st.sampled_from(["physical", "physical", "social_fast", "social_slow", "mental"]),
    pc_view=st.sampled_from(["numbers", "band", "nothing"]),
    reveal_on_act=st.booleans(),
    seed=st.integers(0, 2**16),
)
@pytest.mark.slow
def test_odd_actions_between_valid_steps_are_refused_in_words_or_give_a_valid_state(
    data, kind, pc_view, reveal_on_act, seed
):
    length = {"social_slow": 60, "mental": 600}.get(kind)
    state = encounter.new_encounter(
        cast(),
        kind=kind,
        round_length=length,
        view={"pc": pc_view, "secret_conditions": ["Tajné"]},
        reveal_on_act=reveal_on_act,
    )
    rng = random.Random(seed)
    state = check_step(encounter, state, {"type": "start"}, rng) or state
    for _ in range(20):
        way = data.draw(st.integers(0, 9), label="how odd")
        if way < 5:
            action = data.draw(valid_action(state), label="valid")
        elif way < 8:
            action = data.draw(corrupted(state), label="corrupted")
        else:
            kind = data.draw(st.sampled_from(TYPES), label="type")
            odd = ODD_ANY if data.draw(st.integers(0, 9), label="any?") == 0 else ODD[kind]
            action = data.draw(odd, label="odd")
        if names_an_id(action):
            continue
        new = check_step(encounter, state, action, rng)
        if new is not None:
            state = new
        if state["status"] == "finished" and data.draw(st.booleans(), label="again?"):
            # a finished fight refuses everything: go on with a new one
            state = encounter.new_encounter(cast(), kind="physical", view={"pc": pc_view})
