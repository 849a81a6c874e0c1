"""The Střety encounter: a conflict of a kind run round by round, pure Python.

``new_encounter(combatants, settings=None, kind="physical", round_length=None,
initiative=None, ...)`` builds the plain-JSON state (``encounter_state`` describes it);
``act(encounter, action, rng=None) -> Outcome`` runs one GM action on a copy;
``public_view``, ``gm_rows``, ``gm_summary``, ``gm_detail`` and ``pending`` (in
``encounter_view``) are what the player view and the tracker show.

A round (Střety, Jedno kolo; Iniciativa): banks refill at its start (unless an effect the
GM marks says otherwise; not in the first round of an interrupting conflict). Where the
conflict uses initiative the round opens with the **initiative phase**: each participant
spends 0..bank mental dice, rolled (``roll_initiative``) or entered (``initiative`` with
``faces``); initiative = the highest die (0 counts 10) + Vyrovnanost, Vyrovnanost alone
with no dice; the dice leave the mental bank this round. ``next`` starts the **act
phase**: main actions in descending initiative (ties by the campaign's rule, then the GM's
``tie_order``), then every first bonus action in initiative order, then second ones; a
bonus action gained during the round joins the end; in slow social influence of several
participants a bonus action is resolved like a main action (right after it). ``next``
after the last action starts the next round.

Actions (``{"type": ...}``): ``start``, ``next``, ``initiative`` {id, faces},
``roll_initiative`` {id, dice}, ``tie_order`` {ids}, ``add`` {combatant}, ``remove``
{id}, ``spend`` {id, bank, dice}, ``set_bank`` {id, bank, dice}, ``condition`` {target,
name, rounds, banks?, no_refill?, secret?} (here); ``bonus`` {id, actions: [{how, hand?,
kind?, penalty?}]} or {id, count} to take some back (``encounter_bonus``: each bonus
action with its kind and penalty, within the text's limits); ``interrupt`` {kind,
round_length?, initiative?, fixed_order?, target_value?}, ``end_conflict`` {then?: a new
conflict in its place} and ``progress`` (``encounter_stack``); ``wound``, ``aimed_wound``,
``hit_location``, ``autofire``, ``missed`` {target, attack?, attacker?} (a burst's
attack that missed), ``shotgun`` (``hit`` false: the miss logged), ``burn``
(``encounter_wounds``; a feeling used, ``encounter_feelings``); ``social_attack`` {…, effect?, toward?}, ``slow_resolve``
(``encounter_social``); and the shared ``end_condition``, ``reveal``, ``hide``, ``alias``,
``view``, ``finish``.

An attack names its ``attacker`` (only the combatant acting now: the others may only
defend; a bonus action's penalty then goes with it) or nobody (a wound from outside the
conflict); nobody attacks itself, and a mental conflict's attacks never go to scars (its
progress counts instead). Every state and action is checked first (``encounter_check``):
what is not a Střety encounter or not a value the action takes is refused in words.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.conflict import initiative as _initiative
from campaign_manager.systems.clovek.dice import check_faces, roll_faces
from campaign_manager.systems.clovek.encounter_bonus import HANDLERS as BONUS_HANDLERS
from campaign_manager.systems.clovek.encounter_check import (
    check_new_combatant,
    check_state,
    flag,
    is_plain,
)
from campaign_manager.systems.clovek.encounter_roster import join
from campaign_manager.systems.clovek.encounter_social import HANDLERS as SOCIAL_HANDLERS
from campaign_manager.systems.clovek.encounter_stack import HANDLERS as STACK_HANDLERS
from campaign_manager.systems.clovek.encounter_view import (
    band_of,
    gm_detail,
    gm_rows,
    gm_summary,
    initiative_prompts,
    pending,
    public_view,
    tie_prompts,
)
from campaign_manager.systems.clovek.encounter_wounds import HANDLERS as WOUND_HANDLERS
from campaign_manager.systems.clovek.scars import KINDS
from campaign_manager.systems.clovek.sheet import validate_sheet
from campaign_manager.systems.common import Text, by_gender, gender_of
from campaign_manager.systems.encounter_common import (
    add_condition,
    base_state,
    combatant,
    common_handlers,
    dispatch,
    make_combatant,
    refuse,
    set_current,
)
from campaign_manager.systems.encounter_join import joining
from campaign_manager.systems.outcome import Event, Outcome

__all__ = [
    "act",
    "band_of",
    "gm_detail",
    "gm_rows",
    "gm_summary",
    "new_encounter",
    "pending",
    "public_view",
]


def new_encounter(
    combatants: list[dict],
    settings: dict | None = None,
    kind: str = "physical",
    round_length: int | None = None,
    initiative: Any = None,
    fixed_order: list[str] | None = None,
    target_value: int | None = None,
    reveal_on_act: bool = False,
    view: dict | None = None,
    **options: Any,
) -> dict:
    """A prepared encounter (round 0) of one conflict of ``kind``.

    ``round_length`` in seconds (a mental conflict needs it; slow social 30–300);
    ``initiative``: for a mental conflict ``"roll"`` / True, ``"fixed"`` (``fixed_order``,
    e.g. chess) or ``"none"`` / False (the default); the other kinds follow the text.
    ``target_value``: a mental conflict's value being worked down (optional).
    A combatant may carry ``"banks"`` (else full: 2 × the skill attribute).
    """
    if not isinstance(combatants, list):
        raise refuse("Účastníci jsou seznam.", "Combatants are a list.", "input")
    for raw in combatants:
        check_new_combatant(raw)
    if not is_plain(options):
        raise refuse(
            "Další volby střetu musí být prostý JSON (texty, čísla, ano/ne, seznamy).",
            "The conflict's other options must be plain JSON (texts, numbers, yes/no, lists).",
            "input",
        )
    if kind == "mental" and initiative is None:
        initiative = "none"
    conflict = st.make_conflict(kind, round_length, initiative, fixed_order, target_value)
    state = base_state(
        "clovek",
        combatants,
        validate_sheet,
        settings,
        {"reveal_on_act": reveal_on_act, **options},
        view,
    )
    st.settings_of(state)  # a bad tie rule is refused now, not mid-fight
    for raw in combatants:
        record = state["combatants"][raw["id"].strip()]
        record["banks"] = st.check_banks(raw.get("banks"), record["sheet"])
    state.update(
        conflicts=[conflict],
        actions=[],
        turn=None,
        initiatives={},
        bonus={},
        bonus_actions={},
        fast_influence=[],
        opened=[],
        tie_order=[],
        fresh=False,
    )
    st.sync_conflict(state)
    return state


def act(encounter: dict, action: dict, rng: Any = None) -> Outcome:
    """Run one action on a copy of ``encounter`` (see the module's docstring). A state
    that is not a Střety encounter's, or an action the rules cannot take, is refused with
    a RuleError in both languages; ``encounter`` is never changed."""
    check_state(encounter)
    return dispatch(
        encounter,
        action,
        {
            **common_handlers(),
            **HANDLERS,
            **BONUS_HANDLERS,
            **STACK_HANDLERS,
            **WOUND_HANDLERS,
            **SOCIAL_HANDLERS,
        },
        rng,
    )


# -- the round ----------------------------------------------------------------------------
def _start(state, action, rng, events, prompts):
    if state["status"] != "prepared":
        raise refuse("Střet už běží.", "The conflict is already running.", "state")
    if not state["combatants"]:
        raise refuse("Střet potřebuje účastníky.", "A conflict needs participants.", "state")
    state["status"] = "running"
    events.append(
        Event(
            Text(
                cs=f"Začíná {st.conflict_name(state['kind']).cs.lower()}.",
                en=f"{st.conflict_name(state['kind']).en} begins.",
            ),
            "start",
        )
    )
    st.begin_round(state, events)
    prompts += initiative_prompts(state)


def _next(state, action, rng, events, prompts):
    st.require_running(state)
    if state["phase"] == "initiative":
        for cid, record in state["combatants"].items():
            if cid not in state["initiatives"]:
                value = st.vyrovnanost(record)
                state["initiatives"][cid] = {"value": value, "faces": []}
                events.append(
                    Event(
                        Text(
                            cs=f"{record['name']}: bez kostek, iniciativa = Vyrovnanost {value}.",
                            en=f"{record['name']}: no dice, initiative = Vyrovnanost {value}.",
                        ),
                        "initiative",
                        cid,
                    )
                )
        st.start_acting(state, events)
        prompts += tie_prompts(state)
        return
    state["turn"] = (state["turn"] if state["turn"] is not None else -1) + 1
    if state["turn"] < len(state["order"]):
        st.enter_turn(state, events)
        return
    st.begin_round(state, events)
    prompts += initiative_prompts(state)


def _check_dice(state: dict, record: dict, dice: int) -> int:
    """The mental dice a participant can put on initiative (earlier ones given back)."""
    have = st.initiative_bank(state, record["id"])
    if dice > have:
        raise refuse(
            f"{record['name']}: mentální bank má jen {st.dice_cs(have)}, na iniciativu "
            f"nelze použít {dice} (Střety, Iniciativa).",
            f"{record['name']}: the mental bank holds {st.dice_en(have)}; {dice} cannot go "
            "on initiative (Střety, Initiative).",
            "bank",
        )
    return have


def _set_initiative(state, record, faces, events, rolled: bool):
    cid = record["id"]
    have = _check_dice(state, record, len(faces))
    record["banks"]["mental"] = have - len(faces)
    value = _initiative(st.vyrovnanost(record), faces)
    state["initiatives"][cid] = {"value": value, "faces": list(faces)}
    shown = " ".join(str(f) for f in faces) or "–"
    how_cs, how_en = ("hozeno", "rolled") if rolled else ("zadáno", "entered")
    events.append(
        Event(
            Text(
                cs=f"{record['name']}: iniciativa {value} ({how_cs} {shown}; z mentálního "
                f"banku {len(faces)}, zbývá {record['banks']['mental']}).",
                en=f"{record['name']}: initiative {value} ({how_en} {shown}; {len(faces)} "
                f"from the mental bank, {record['banks']['mental']} left).",
            ),
            "initiative",
            cid,
        )
    )


def _initiative_action(state, action, rng, events, prompts):
    st.require_phase(state, "initiative")
    record = combatant(state, action.get("id"))
    faces = action.get("faces", [])
    if not isinstance(faces, list):
        raise refuse("Hody jsou seznam čísel 0–9.", "Faces are a list of numbers 0–9.", "input")
    _set_initiative(state, record, check_faces(faces), events, rolled=False)


def _roll_initiative(state, action, rng, events, prompts):
    st.require_phase(state, "initiative")
    record = combatant(state, action.get("id"))
    dice = action.get("dice", 0)
    if not st.is_int(dice) or not 0 <= dice <= st.MAX_BANK:
        raise refuse(f"Počet kostek je 0–{st.MAX_BANK}.", f"Dice are 0–{st.MAX_BANK}.", "input")
    _check_dice(state, record, dice)
    _set_initiative(state, record, roll_faces(dice, rng), events, rolled=True)


def _tie_order(state, action, rng, events, prompts):
    st.require_running(state)
    ids = action.get("ids")
    if (
        not isinstance(ids, list)
        or not all(isinstance(i, str) for i in ids)
        or len(set(ids)) != len(ids)
        or any(i not in state["combatants"] for i in ids)
    ):
        raise refuse(
            "Pořadí Vypravěče je seznam různých id účastníků.",
            "The GM's order is a list of distinct combatant ids.",
            "input",
        )
    running = st.top(state)
    if running["initiative"] == "roll":
        state["tie_order"] = list(ids)
    else:
        running["fixed_order"] = list(ids)
    if state["phase"] == "act":
        done = state["actions"][: state["turn"] or 0]
        rebuilt = st.build_actions(state)
        if rebuilt[: len(done)] != done:
            raise refuse(
                "Pořadí už odehraných akcí tohoto kola nelze změnit.",
                "The order of actions already taken this round cannot change.",
                "state",
            )
        st.set_actions(state, rebuilt)
        turn = state["turn"]
        if turn is not None and turn < len(rebuilt) and rebuilt[turn]["id"] != state["current"]:
            st.enter_turn(state, events)
    names = ", ".join(st.name_of(state, i) for i in ids)
    events.append(
        Event(Text(cs=f"Pořadí určené Vypravěčem: {names}.", en=f"The GM's order: {names}."))
    )


def _add(state, action, rng, events, prompts):
    raw = action.get("combatant")
    check_new_combatant(raw)
    record = make_combatant(raw, validate_sheet)
    if record["id"] in state["combatants"]:
        raise refuse(
            f"Účastník s id „{record['id']}“ už v boji je.",
            f"A combatant with the id '{record['id']}' is already in the fight.",
            "input",
        )
    record["banks"] = st.check_banks(raw.get("banks"), record["sheet"])
    state["combatants"][record["id"]] = record
    late_cs = late_en = ""
    if state["status"] == "running" and state["phase"] == "act":
        st.set_actions(state, state["actions"] + [{"id": record["id"], "bonus": 0}])
        late_cs, late_en = " (jedná na konci tohoto kola)", " (acts at the end of this round)"
        if state["turn"] is None:
            state["turn"] = len(state["order"]) - 1
            st.enter_turn(state, events)
    events.append(
        Event(
            Text(
                cs=f"{record['name']}: "
                f"{by_gender(gender_of(record), 'přidán', 'přidána', 'přidáno')} do střetu{late_cs}.",
                en=f"{record['name']}: joins the conflict{late_en}.",
            ),
            "add",
            record["id"],
        )
    )


def _remove(state, action, rng, events, prompts):
    record = combatant(state, action.get("id"))
    cid = record["id"]
    was_current = state["current"] == cid
    turn = state["turn"]
    kept, new_turn = [], turn
    for i, entry in enumerate(state["actions"]):
        if entry["id"] == cid:
            if turn is not None and i < turn:
                new_turn -= 1
            continue
        kept.append(entry)
    del state["combatants"][cid]
    state["initiatives"].pop(cid, None)
    state["bonus"].pop(cid, None)
    state.get("bonus_actions", {}).pop(cid, None)
    if cid in state.get("fast_influence", []):
        state["fast_influence"].remove(cid)
    state["tie_order"] = [i for i in state["tie_order"] if i != cid]
    for conflict in state["conflicts"]:
        conflict["fixed_order"] = [i for i in conflict["fixed_order"] if i != cid]
    st.set_actions(state, kept)
    state["turn"] = new_turn
    if state["public_current"] == cid:
        state["public_current"] = None
    events.append(
        Event(
            Text(cs=f"{record['name']}: odchází ze střetu.", en=f"{record['name']}: leaves."),
            "remove",
            cid,
        )
    )
    if state["phase"] == "act" and state["turn"] is not None:
        if state["turn"] >= len(state["order"]):
            state["turn"] = len(state["order"])  # past the last: ``next`` starts a round
            set_current(state, None)
        elif was_current:
            st.enter_turn(state, events)


# -- banks and conditions -----------------------------------------------------------------
def _bank_dice(state, action) -> tuple[dict, str, int]:
    record = combatant(state, action.get("id"))
    kind = st.check_bank_kind(action.get("bank"))
    dice = action.get("dice")
    if not st.is_int(dice) or not 0 <= dice <= st.MAX_BANK:
        raise refuse(f"Počet kostek je 0–{st.MAX_BANK}.", f"Dice are 0–{st.MAX_BANK}.", "input")
    return record, kind, dice


def _spend(state, action, rng, events, prompts):
    st.require_running(state)
    record, kind, dice = _bank_dice(state, action)
    have = record["banks"][kind]
    if dice > have:
        raise refuse(
            f"{record['name']}: {st.BANK_CS[kind]} bank – zbývá {st.dice_cs(have)}, nelze "
            f"použít {dice}.",
            f"{record['name']}: {st.dice_en(have)} left in the {kind} bank, cannot use {dice}.",
            "bank",
        )
    record["banks"][kind] = have - dice
    events.append(
        Event(
            Text(
                cs=f"{record['name']}: {st.BANK_CS[kind]} bank −{dice}, zbývá "
                f"{st.dice_cs(have - dice)}.",
                en=f"{record['name']}: {st.dice_en(dice)} from the {kind} bank, {have - dice} "
                "left.",
            ),
            "banks",
            record["id"],
        )
    )


def _set_bank(state, action, rng, events, prompts):
    record, kind, dice = _bank_dice(state, action)
    record["banks"][kind] = dice
    events.append(
        Event(
            Text(
                cs=f"{record['name']}: {st.BANK_CS[kind]} bank nastaven na {dice} (Vypravěč).",
                en=f"{record['name']}: the {kind} bank set to {dice} (GM).",
            ),
            "banks",
            record["id"],
        )
    )


def _condition(state, action, rng, events, prompts):
    extra: dict[str, Any] = {}
    banks = action.get("banks")
    if banks is not None:
        if (
            not isinstance(banks, dict)
            or set(banks) - set(KINDS)
            or not all(st.is_int(v) and -st.MAX_BANK <= v <= st.MAX_BANK for v in banks.values())
        ):
            raise refuse(
                "Účinek na banky je {physical|social|mental: ±kostky}.",
                "A bank effect is {physical|social|mental: ±dice}.",
                "input",
            )
        extra["banks"] = {k: v for k, v in banks.items() if v}
    no_refill = action.get("no_refill")
    if no_refill is not None:
        if not isinstance(no_refill, list) or any(k not in KINDS for k in no_refill):
            raise refuse(
                "Banky bez obnovy jsou seznam z physical, social, mental.",
                "Banks not refilled are a list of physical, social, mental.",
                "input",
            )
        extra["no_refill"] = sorted(set(no_refill), key=KINDS.index)
    if flag(action, "secret", "Tajný stav (secret)", "A secret condition ('secret')"):
        extra["secret"] = True
    add_condition(
        state, action.get("target"), action.get("name"), action.get("rounds"), events, **extra
    )


HANDLERS = {
    "start": _start,
    "next": _next,
    "initiative": _initiative_action,
    "roll_initiative": _roll_initiative,
    "tie_order": _tie_order,
    "add": _add,
    "join": joining(lambda *args: join(*args, add=_add)),  # reinforcements: encounter_roster
    "remove": _remove,
    "spend": _spend,
    "set_bank": _set_bank,
    "condition": _condition,
}
