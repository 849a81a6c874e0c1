"""The Střety encounter's state and its round mechanics (pure Python, plain JSON).

The encounter (see ``encounter.py`` for the actions) runs a **stack of conflicts**: the
bottom one is where the scene began, the top one runs now. Each conflict has a kind
(``physical``, ``social_fast``, ``social_slow``, ``mental``), a round length in seconds and
an initiative mode: ``"roll"`` (every round each participant spends 0..bank mental dice),
``"fixed"`` (a fixed order the GM gives, e.g. chess) or ``"none"`` (simultaneous; slow
social influence, where the attack is also the defence).

State keys beyond the shared ones (``encounter_common``):

``kind``, ``round_length``, ``initiative_mode``: the running conflict's;
``conflicts``: the stack, bottom first, each ``{"kind", "round_length", "initiative",
"fixed_order", "progress", "target_value", "saved"}`` (``saved``: the interrupted round of
a conflict below the top, restored when the faster one ends); ``stack``: the kinds,
bottom first; ``actions``: one ``{"id", "bonus"}`` per entry of ``order`` (``bonus`` 0 for
the main action, n for the n-th bonus action); ``turn``: the index into ``order`` of the
action now (None in the initiative phase); ``initiatives``: id → ``{"value", "faces"}``
this round; ``bonus``: id → bonus actions this round; ``bonus_actions``: id → each of
them as ``{"how", "kind", "penalty", "hand"?}`` (``encounter_bonus``; a fight saved before
they were kept lacks it: its bonus actions have no kind); ``fast_influence``: ids whose
main action this round was fast influence within a physical conflict (no bonus social
action for them); ``tie_order``: the GM's order for
this round's ties (ids; in a conflict without rolled initiative the GM's order goes to
the conflict's ``fixed_order`` instead); ``fresh``: this round is the first of an interrupting conflict (banks kept).

A combatant also carries ``banks`` (``{"physical", "social", "mental"}`` dice this round).
Conditions may carry bank effects the GM marks: ``"banks": {"physical": -2}`` (that many
dice fewer, or more, at each refill while it lasts) and ``"no_refill": ["mental"]`` (those
banks are not refilled while it lasts). Rounds count as RULINGS §4 says: the count drops
when a new round starts (the tick comes first, then the refill), so an effect of N rounds
added in round k is in force in rounds k..k+N−1 and shapes the refills of rounds k+1..k+N−1
(one added before the fight is in force in rounds 1..N, including round 1's banks). The
rounds of whichever conflict runs count, the first round of an interrupting one too.
"""

from __future__ import annotations

import copy
from typing import Any

from campaign_manager.systems.clovek.character import Character
from campaign_manager.systems.clovek.conflict import CONFLICT_KINDS, InitiativeEntry
from campaign_manager.systems.clovek.conflict import initiative_order as _initiative_order
from campaign_manager.systems.clovek.conflict import unresolved_ties as _unresolved_ties
from campaign_manager.systems.clovek.data import rules, text
from campaign_manager.systems.clovek.encounter_check import (
    INITIATIVE_MODES,
    MAX_BANK,
    ROUND_KEYS,
    ROUND_KEYS_SINCE,
    is_int,
    shown,
)
from campaign_manager.systems.clovek.encounter_check import (
    MAX_BONUS as MAX_BONUS,  # the tracker's dialogs read it here
)
from campaign_manager.systems.clovek.scars import KINDS
from campaign_manager.systems.clovek.settings import ClovekSettings
from campaign_manager.systems.clovek.sheet import character_to_sheet
from campaign_manager.systems.common import Text, signed
from campaign_manager.systems.encounter_common import (
    acted,
    combatant,
    refuse,
    set_current,
    tick_conditions,
)
from campaign_manager.systems.outcome import Event

#: the longest round a GM may give a mental conflict (a week, in seconds)
MAX_ROUND_LENGTH = 7 * 24 * 3600


# -- small helpers ------------------------------------------------------------------------
#: a bank's name in Czech (nominative: "fyzický bank")
BANK_CS = {"physical": "fyzický", "social": "sociální", "mental": "mentální"}


def dice_cs(n: int) -> str:
    """ "1 kostka", "3 kostky", "5 kostek" (Czech plural forms)."""
    return f"{n} kostka" if n == 1 else (f"{n} kostky" if 2 <= n <= 4 else f"{n} kostek")


def dice_en(n: int) -> str:
    return "1 die" if n == 1 else f"{n} dice"


def name_of(state: dict, cid: str) -> str:
    return state["combatants"][cid]["name"]


def character(record: dict) -> Character:
    return Character.from_sheet(record["sheet"])


def store(record: dict, char: Character) -> None:
    """Write the character back as the combatant's (valid) sheet."""
    record["sheet"] = character_to_sheet(char)


def full_banks(sheet: dict) -> dict[str, int]:
    """2 × each type's skill attribute (Člověk, Atributy). The sheet is a validated one
    (every combatant's is), so its attributes are read as they are."""
    attrs = sheet["attributes"]
    return {
        "physical": 2 * attrs["obratnost"],
        "social": 2 * attrs["sarm"],
        "mental": 2 * attrs["inteligence"],
    }


def vyrovnanost(record: dict) -> int:
    return record["sheet"]["attributes"]["vyrovnanost"]


def settings_of(state: dict) -> ClovekSettings:
    raw = state.get("settings") or {}
    known = {k: raw[k] for k in ("success_threshold", "tie_rule") if k in raw}
    return ClovekSettings.from_dict(known)


def campaign_penalty(state: dict, scar: str, slot: str) -> Text | None:
    """The GM's own penalty text for a scar, from the campaign's settings (``penalties``:
    scar → slot → text, slots one_time_lethal, one_time_devastating, long_term_lethal,
    long_term_devastating, critical), or None where the GM wrote none."""
    penalties = (state.get("settings") or {}).get("penalties")
    entry = penalties.get(scar) if isinstance(penalties, dict) else None
    value = entry.get(slot) if isinstance(entry, dict) else None
    if isinstance(value, str) and value.strip():
        return Text(cs=value.strip(), en=value.strip())
    return None


def conflict_name(kind: str) -> Text:
    return text(rules("conflict")["conflicts"][kind]["name"])


def top(state: dict) -> dict:
    return state["conflicts"][-1]


def check_bank_kind(kind: Any) -> str:
    if not isinstance(kind, str) or kind not in KINDS:
        raise refuse(
            f"Bank je fyzický (physical), sociální (social) nebo mentální (mental), ne "
            f"{shown(kind)}.",
            f"A bank is physical, social or mental, not {shown(kind)}.",
            "input",
        )
    return kind


def check_banks(raw: Any, sheet: dict) -> dict[str, int]:
    """A combatant's banks as given (0..MAX_BANK each), or full ones."""
    full = full_banks(sheet)
    if raw is None:
        return full
    if not isinstance(raw, dict) or set(raw) - set(KINDS):
        raise refuse(
            "Banky jsou záznam {physical, social, mental}.",
            "Banks are a record {physical, social, mental}.",
            "input",
        )
    banks = {}
    for kind in KINDS:
        value = raw.get(kind, full[kind])
        if not is_int(value) or not 0 <= value <= MAX_BANK:
            raise refuse(
                f"{BANK_CS[kind].capitalize()} bank má 0–{MAX_BANK} kostek, ne {shown(value)}.",
                f"The {kind} bank holds 0–{MAX_BANK} dice, not {shown(value)}.",
                "input",
            )
        banks[kind] = value
    return banks


# -- conflicts ----------------------------------------------------------------------------
def make_conflict(
    kind: Any,
    round_length: Any = None,
    initiative: Any = None,
    fixed_order: Any = None,
    target_value: Any = None,
) -> dict:
    """A conflict record; refuses what the text forbids (Střety)."""
    if not isinstance(kind, str) or kind not in CONFLICT_KINDS:
        raise refuse(
            f"Neznámý druh střetu {shown(kind)}; známé: {', '.join(CONFLICT_KINDS)}.",
            f"Unknown conflict kind {shown(kind)}; known: {', '.join(CONFLICT_KINDS)}.",
            "input",
        )
    spec = rules("conflict")["conflicts"][kind]
    name = conflict_name(kind)
    if round_length is None:
        round_length = spec["round_seconds"]
    if round_length is None:
        raise refuse(
            "Mentální střet potřebuje délku kola v sekundách (určí Vypravěč; Střety, Mentální střety).",
            "A mental conflict needs a round length in seconds (the GM gives it; Střety, "
            "Mental conflicts).",
            "input",
        )
    if not is_int(round_length) or not 1 <= round_length <= MAX_ROUND_LENGTH:
        raise refuse(
            f"Délka kola je celý počet sekund 1–{MAX_ROUND_LENGTH}.",
            f"A round length is a whole number of seconds, 1–{MAX_ROUND_LENGTH}.",
            "input",
        )
    low, high = spec["round_seconds"], spec.get("round_seconds_max")
    if high is not None and not low <= round_length <= high:
        raise refuse(
            f"{name.cs}: kolo trvá od {low} s do {high} s (Střety, Pomalé působení).",
            f"{name.en}: a round lasts {low} s to {high} s (Střety, Slow influence).",
            "input",
        )
    mode = "roll" if initiative is True else "none" if initiative is False else initiative
    if mode is None:
        mode = "roll" if spec["initiative"] else "none"
    if not isinstance(mode, str) or mode not in INITIATIVE_MODES:
        raise refuse(
            f"Iniciativa je roll (házet), fixed (pevné pořadí) nebo none, ne {shown(initiative)}.",
            f"Initiative is 'roll', 'fixed' (a fixed order) or 'none', not {shown(initiative)}.",
            "input",
        )
    if spec["initiative"] is not None and mode != ("roll" if spec["initiative"] else "none"):
        raise refuse(
            f"{name.cs} se hraje "
            + ("s iniciativou (Střety)." if spec["initiative"] else "bez iniciativy (Střety).")
            + " Pevné pořadí nebo žádnou iniciativu volí Vypravěč jen u mentálního střetu.",
            f"{name.en} is played "
            + ("with initiative (Střety)." if spec["initiative"] else "without initiative.")
            + " A fixed order or no initiative is the GM's choice only in a mental conflict.",
            "input",
        )
    if fixed_order is not None and (
        not isinstance(fixed_order, list) or not all(isinstance(i, str) for i in fixed_order)
    ):
        raise refuse("Pevné pořadí je seznam id.", "A fixed order is a list of ids.", "input")
    if target_value is not None and (not is_int(target_value) or not 1 <= target_value <= 10**6):
        raise refuse(
            "Cílová hodnota mentálního střetu je celé číslo 1–1000000.",
            "A mental conflict's target value is a whole number 1–1,000,000.",
            "input",
        )
    return {
        "kind": kind,
        "round_length": round_length,
        "initiative": mode,
        "fixed_order": list(fixed_order or []),
        "progress": 0,
        "target_value": target_value if kind == "mental" else None,
        "saved": None,
    }


def sync_conflict(state: dict) -> None:
    """The top-level mirror of the running conflict."""
    running = top(state)
    state["kind"] = running["kind"]
    state["round_length"] = running["round_length"]
    state["initiative_mode"] = running["initiative"]
    state["stack"] = [c["kind"] for c in state["conflicts"]]


def save_round(state: dict) -> dict:
    kept = {key: state[key] for key in ROUND_KEYS} | {"current": state["current"]}
    return kept | {key: state.get(key, NEW_ROUND[key]) for key in ROUND_KEYS_SINCE}


def restore_round(state: dict, saved: dict) -> None:
    for key in ROUND_KEYS:
        state[key] = saved[key]
    for key in ROUND_KEYS_SINCE:  # a round saved before these were kept: a fresh one's
        state[key] = saved.get(key, NEW_ROUND[key])
    keep = [
        (cid, entry)
        for cid, entry in zip(state["order"], state["actions"], strict=True)
        if cid in state["combatants"]
    ]
    state["order"] = [cid for cid, _ in keep]
    state["actions"] = [entry for _, entry in keep]
    current = saved["current"] if saved["current"] in state["combatants"] else None
    if state["turn"] is not None and state["turn"] >= len(state["order"]):
        state["turn"] = len(state["order"]) - 1 if state["order"] else None
    if current is None and state["turn"] is not None and state["order"]:
        current = state["order"][state["turn"]]
    set_current(state, current)


# -- rounds -------------------------------------------------------------------------------
def refill(state: dict, events: list[Event]) -> None:
    """Every bank back to 2 × the skill attribute, unless a marked effect says otherwise."""
    for cid, record in state["combatants"].items():
        full = full_banks(record["sheet"])
        banks = dict(record["banks"])
        changed = []
        for kind in KINDS:
            effects = [c for c in record["conditions"] if kind in c.get("no_refill", [])]
            if effects:
                changed.append(effects[0]["name"])
                continue
            modifier = sum(int(c.get("banks", {}).get(kind, 0)) for c in record["conditions"])
            banks[kind] = max(0, min(MAX_BANK, full[kind] + modifier))
            if modifier:
                changed += [c["name"] for c in record["conditions"] if c.get("banks", {}).get(kind)]
        record["banks"] = banks
        if changed:
            names = ", ".join(dict.fromkeys(changed))
            events.append(
                Event(
                    Text(
                        cs=f"{record['name']}: banky podle účinku ({names}): {bank_line_cs(banks)}.",
                        en=f"{record['name']}: banks by the effect ({names}): {bank_line_en(banks)}.",
                    ),
                    "banks",
                    cid,
                )
            )


def bank_line_cs(banks: dict) -> str:
    return f"F {banks['physical']} · S {banks['social']} · M {banks['mental']}"


def bank_line_en(banks: dict) -> str:
    return f"P {banks['physical']} · S {banks['social']} · M {banks['mental']}"


#: a new round's bonus action kinds and fast influence (keys a fight saved before they
#: were kept lacks; read with these defaults)
NEW_ROUND: dict[str, Any] = {"bonus_actions": {}, "fast_influence": [], "opened": []}

#: how a bonus action was gained (``encounter_bonus``): (Czech, English)
BONUS_WAYS_TEXT = {
    "second_hand": ("druhou rukou", "with the second hand"),
    "speaking": ("mluvením", "by speaking"),
    "hidden_meaning": ("skrytým významem", "by a hidden meaning"),
    "other": ("jinak (určil Vypravěč)", "otherwise (the GM's call)"),
}
KIND_CS = {"physical": "fyzická", "social": "sociální", "mental": "mentální"}
HAND_CS = {"right": "pravou", "left": "levou"}
HAND_EN = {"right": "right", "left": "left"}
#: a bonus action of a fight saved before they carried their kind
UNKNOWN_WAY = {"how": "other", "kind": None, "penalty": 0}


def bonus_ways(state: dict, cid: str) -> list[dict]:
    """The combatant's bonus actions this round, each ``{"how", "kind", "penalty"}``
    (``"hand"`` too for one with the second hand); one of a fight saved before they
    carried their kind is ``UNKNOWN_WAY``."""
    count = state["bonus"].get(cid, 0)
    kept = state.get("bonus_actions", {}).get(cid, [])[:count]
    return [dict(way) for way in kept] + [dict(UNKNOWN_WAY)] * (count - len(kept))


def way_text(way: dict) -> Text:
    """ "fyzická, druhou rukou (levou), postih −2" / "physical, with the second hand (left),
    −2 to the roll"."""
    how_cs, how_en = BONUS_WAYS_TEXT[way["how"]]
    if way.get("hand"):
        how_cs += f" ({HAND_CS[way['hand']]})"
        how_en += f" ({HAND_EN[way['hand']]})"
    if way["kind"] is None:
        return Text(cs="druh neuveden", en="kind not given")
    shown = signed(way["penalty"])
    return Text(
        cs=f"{KIND_CS[way['kind']]}, {how_cs}, postih na hod {shown}",
        en=f"{way['kind']}, {how_en}, {shown} to the roll",
    )


def begin_round(state: dict, events: list[Event]) -> None:
    """The next round of the running conflict: conditions tick, banks refill (not in the
    first round of an interrupting conflict), burn counts reset, initiative or act phase."""
    running = top(state)
    if state["round"] >= 1 or running.get("_fresh"):  # not before the very first round
        tick_conditions(state, events)
    state["round"] += 1
    state["fresh"] = running.get("_fresh", False) and state["round"] == 1
    running.pop("_fresh", None)
    if not state["fresh"]:
        refill(state, events)
    for record in state["combatants"].values():
        record["sheet"]["burned"] = dict.fromkeys(KINDS, 0)
    state["initiatives"] = {}
    state["bonus"] = {}
    state.update(copy.deepcopy(NEW_ROUND))
    state["tie_order"] = []
    name = conflict_name(running["kind"])
    kept_cs = " (banky zůstávají z přerušeného střetu)" if state["fresh"] else ""
    kept_en = " (banks kept from the interrupted conflict)" if state["fresh"] else ""
    events.append(
        Event(
            Text(
                cs=f"{name.cs}: {state['round']}. kolo{kept_cs}.",
                en=f"{name.en}: round {state['round']}{kept_en}.",
            ),
            "round",
        )
    )
    if running["initiative"] == "roll":
        state["phase"] = "initiative"
        state["order"], state["actions"], state["turn"] = [], [], None
        set_current(state, None)
    else:
        start_acting(state, events)


def main_order(state: dict) -> list[str]:
    """Main actions' order: by initiative (ties by the campaign's rule, then the GM), the
    fixed order, or the combatants' own order (simultaneous)."""
    running = top(state)
    ids = list(state["combatants"])
    if running["initiative"] in ("fixed", "none"):
        listed = [i for i in running["fixed_order"] if i in state["combatants"]]
        named = set(listed)  # (a list's ``in`` made this n²)
        return listed + [i for i in ids if i not in named]
    gm = [i for i in state.get("tie_order", []) if i in state["combatants"]]
    named = set(gm)
    gm += [i for i in ids if i not in named]
    return _initiative_order(entries(state), settings_of(state), gm)


def entries(state: dict) -> list[InitiativeEntry]:
    result = []
    for cid, record in state["combatants"].items():
        got = state["initiatives"].get(cid)
        value = got["value"] if got else vyrovnanost(record)
        result.append(InitiativeEntry(cid, value, vyrovnanost(record)))
    return result


def ties(state: dict) -> list[list[str]]:
    """Groups of equal initiative the campaign's rule cannot separate (the GM orders them)."""
    if top(state)["initiative"] != "roll" or state["phase"] != "act":
        return []
    return _unresolved_ties(entries(state), settings_of(state))


def bonus_as_main(state: dict) -> bool:
    """Slow social influence of several participants: a bonus action is resolved like a
    main action (Střety, Pomalé působení: "Při více účastnících se bonusová akce řeší jako
    hlavní akce")."""
    return top(state)["kind"] == "social_slow" and len(state["combatants"]) > 2


def build_actions(state: dict) -> list[dict]:
    order = main_order(state)
    bonus = state["bonus"]
    if bonus_as_main(state):
        result = []
        for cid in order:
            result += [{"id": cid, "bonus": n} for n in range(bonus.get(cid, 0) + 1)]
        return result
    result = [{"id": cid, "bonus": 0} for cid in order]
    for n in range(1, max(bonus.values(), default=0) + 1):
        result += [{"id": cid, "bonus": n} for cid in order if bonus.get(cid, 0) >= n]
    return result


def set_actions(state: dict, actions: list[dict]) -> None:
    state["actions"] = actions
    state["order"] = [a["id"] for a in actions]


def start_acting(state: dict, events: list[Event]) -> None:
    """The act phase: actions in order, the first one current."""
    state["phase"] = "act"
    set_actions(state, build_actions(state))
    state["turn"] = 0 if state["order"] else None
    if top(state)["initiative"] == "roll":
        line = ", ".join(
            f"{name_of(state, a['id'])} {initiative_value(state, a['id'])}"
            for a in state["actions"]
            if a["bonus"] == 0
        )
        events.append(
            Event(Text(cs=f"Pořadí podle iniciativy: {line}.", en=f"Initiative order: {line}."))
        )
    enter_turn(state, events)


def initiative_bank(state: dict, cid: str) -> int:
    """The mental dice ``cid`` can put on initiative: its mental bank and the dice it has
    already put there (choosing again gives those back first)."""
    before = state["initiatives"].get(cid)
    return state["combatants"][cid]["banks"]["mental"] + (len(before["faces"]) if before else 0)


def initiative_value(state: dict, cid: str) -> int:
    got = state["initiatives"].get(cid)
    return got["value"] if got else vyrovnanost(state["combatants"][cid])


def enter_turn(state: dict, events: list[Event]) -> None:
    """Make the action at ``turn`` current (a hidden one may be revealed when it acts)."""
    if state["turn"] is None or state["turn"] >= len(state["order"]):
        set_current(state, None)
        return
    entry = state["actions"][state["turn"]]
    set_current(state, entry["id"])
    acted(state, entry["id"], events)
    record = state["combatants"][entry["id"]]
    if entry["bonus"]:
        what_cs, what_en = f"{entry['bonus']}. bonusová akce", f"bonus action {entry['bonus']}"
        ways = bonus_ways(state, entry["id"])
        if entry["bonus"] <= len(ways) and ways[entry["bonus"] - 1]["kind"] is not None:
            way = way_text(ways[entry["bonus"] - 1])
            what_cs, what_en = f"{what_cs} ({way.cs})", f"{what_en} ({way.en})"
    else:
        what_cs, what_en = "hlavní akce", "main action"
    events.append(
        Event(
            Text(cs=f"{record['name']}: {what_cs}.", en=f"{record['name']}: {what_en}."),
            "turn",
            entry["id"],
        )
    )


def remaining_actions(state: dict, cid: str) -> int:
    """The combatant's actions still to come this round (the current one included)."""
    if state["phase"] != "act" or state["turn"] is None:
        return 0
    return sum(1 for a in state["actions"][state["turn"] :] if a["id"] == cid)


def require_running(state: dict) -> None:
    if state["status"] != "running":
        raise refuse(
            "Střet ještě nezačal (nejdříve „start“).",
            "The conflict has not started yet ('start' first).",
            "state",
        )


def require_phase(state: dict, phase: str) -> None:
    require_running(state)
    if state["phase"] != phase:
        cs = {"initiative": "fázi iniciativy", "act": "fázi akcí"}[phase]
        en = {"initiative": "the initiative phase", "act": "the act phase"}[phase]
        raise refuse(f"To jde jen ve {cs}.", f"That can only be done in {en}.", "state")


def participant(state: dict, cid: Any) -> dict:
    return combatant(state, cid)
