"""What the Střety tracker and the player view show: bands, the public view, the GM's rows
and detail, and what must be asked now. Pure functions over the encounter state.

**The band** (how hurt a combatant looks) comes from its six physical scars alone, by the
worst thing in any of them:

========================  =================================  =====
physical scars            band                               level
========================  =================================  =====
no wound                  ``unhurt`` "nezraněný"             0
only stun wounds (/)      ``light`` "lehce zraněný"          1
a lethal wound (X)        ``hurt`` "zraněný"                 2
a devastating wound (Ж)   ``bad`` "vážně zraněný"            3
a scar full of Ж          ``critical`` "kritický"            4
========================  =================================  =====

(a scar whose critical penalty is in force is full of devastating wounds by the sheet's
rule). The player view never carries an NPC's scars, banks or any number of its sheet.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.character import ATTRIBUTES
from campaign_manager.systems.clovek.encounter_check import check_state
from campaign_manager.systems.clovek.scars import PHYSICAL_SCARS, SCAR_KEYS, scar_name
from campaign_manager.systems.clovek.sheet import character_from_sheet
from campaign_manager.systems.common import Text, by_gender, gender_of
from campaign_manager.systems.encounter_common import (
    band,
    combatant,
    public_base,
    rounds_cs,
    rounds_en,
    row_identity,
    shown_or_refused,
)
from campaign_manager.systems.outcome import Prompt

#: key → (level, Czech masculine / feminine / neuter, English)
BANDS = {
    "unhurt": (0, ("nezraněný", "nezraněná", "nezraněné"), "unhurt"),
    "light": (1, ("lehce zraněný", "lehce zraněná", "lehce zraněné"), "lightly hurt"),
    "hurt": (2, ("zraněný", "zraněná", "zraněné"), "hurt"),
    "bad": (3, ("vážně zraněný", "vážně zraněná", "vážně zraněné"), "badly hurt"),
    "critical": (4, ("kritický", "kritická", "kritické"), "critical"),
}


def band_key(sheet: dict) -> str:
    marks = [sheet["scars"][key] for key in PHYSICAL_SCARS]
    if any(m and set(m) == {"Ж"} for m in marks) or any(
        k in PHYSICAL_SCARS for k in sheet.get("critical", [])
    ):
        return "critical"
    joined = "".join(marks)
    if "Ж" in joined:
        return "bad"
    if "X" in joined:
        return "hurt"
    if "/" in joined:
        return "light"
    return "unhurt"


def band_of(record: dict) -> dict:
    """The band dict (``band``, ``band_level``, ``band_text``) of a combatant."""
    key = band_key(record["sheet"])
    level, forms, en = BANDS[key]
    return band(key, level, by_gender(gender_of(record), *forms), en)


# -- the player view ----------------------------------------------------------------------
def _numbers(record: dict) -> dict:
    """A PC's exact numbers, where the campaign shows them: banks and wounded scars."""
    return {
        "banks": dict(record["banks"]),
        "scars": {k: v for k, v in record["sheet"]["scars"].items() if set(v) - {"_"}},
    }


@shown_or_refused
def public_view(encounter: dict) -> dict:
    """Exactly what the player view may show: visible combatants in acting
    order with their bands and conditions, the action order with bonus actions (visible
    ones only), the conflict stack as kinds, and a mental conflict's progress. A state
    that is not a Střety encounter's is refused (RuleError)."""
    state = check_state(encounter)
    result = public_base(state, state["order"], band_of, _numbers)
    visible = {c["id"] for c in result["combatants"]}
    order = []
    for i, entry in enumerate(state["actions"]):
        if entry["id"] in visible:
            order.append(
                {
                    "id": entry["id"],
                    "bonus": entry["bonus"],
                    "done": state["turn"] is not None and i < state["turn"],
                }
            )
    running = st.top(state)
    result.update(
        kind=state["kind"],
        conflict=_text_dict(st.conflict_name(state["kind"])),
        stack=list(state["stack"]),
        order=order,
        next=_next_visible(state, visible),
    )
    if running["kind"] == "mental":
        result["progress"] = {"value": running["progress"], "target": running["target_value"]}
    if state["view"].get("initiative"):
        for entry in result["combatants"]:
            got = state["initiatives"].get(entry["id"])
            entry["initiative"] = got["value"] if got else None
    return result


def _text_dict(text: Text) -> dict:
    return {"cs": text.cs, "en": text.en}


def _next_visible(state: dict, visible: set[str]) -> str | None:
    if state["turn"] is None:
        return None
    for entry in state["actions"][state["turn"] + 1 :]:
        if entry["id"] in visible:
            return entry["id"]
    return None


# -- the GM's tracker ---------------------------------------------------------------------
def _acting_ids(state: dict) -> list[str]:
    ids = dict.fromkeys(state["order"])  # each once, in order (a list's ``in`` was n²)
    ids.update(dict.fromkeys(state["combatants"]))
    return list(ids)


def _wound_counts(sheet: dict) -> str:
    marks = "".join(sheet["scars"].values())
    return f"Ж{marks.count('Ж')} X{marks.count('X')} /{marks.count('/')}"


def _can_act(state: dict, cid: str, left: int) -> tuple[bool, Text | None]:
    if state["status"] == "finished":
        return False, Text(cs="Střet skončil.", en="The conflict is over.")
    if state["status"] == "prepared":
        return False, Text(cs="Střet ještě nezačal.", en="The conflict has not started.")
    if state["phase"] == "initiative":
        return True, None
    if left == 0:
        return False, Text(
            cs="V tomto kole už nemá žádnou akci (reagovat obranou smí kdykoli).",
            en="No action left this round (it may still react with a defence).",
        )
    return True, None


@shown_or_refused
def gm_rows(encounter: dict, previous: tuple[dict, list[dict]] | None = None) -> list[dict]:
    """One row per combatant in acting order, hidden ones too (flagged), for the GM.
    ``previous``: an earlier state and the rows gm_rows gave for it; a combatant whose row
    reads the same there (its record, initiative, bonus actions, actions left, whether it
    is current; the fight's status, phase kind and stack) keeps that row, the same object.
    Rows are read, never modified."""
    state = check_state(encounter)
    rows = []
    left_of = Counter()
    if state["phase"] == "act" and state["turn"] is not None:
        left_of.update(a["id"] for a in state["actions"][state["turn"] :])
    old_rows = _reusable(state, previous)
    if old_rows:
        old = previous[0]
        old_combatants, old_initiatives = old["combatants"], old["initiatives"]
        old_bonus, old_ways = old["bonus"], old.get("bonus_actions", {})
        initiatives, bonus = state["initiatives"], state["bonus"]
        ways = state.get("bonus_actions", {})
    for cid in _acting_ids(state):
        row = old_rows.get(cid)
        if row is not None and (
            row["current"] == (state["current"] == cid)
            and row["actions_left"] == left_of[cid]
            and _same(old_combatants.get(cid), state["combatants"][cid])
            and _same(old_initiatives.get(cid), initiatives.get(cid))
            and old_bonus.get(cid, 0) == bonus.get(cid, 0)
            and _same(old_ways.get(cid), ways.get(cid))
        ):
            rows.append(row)
            continue
        record = state["combatants"][cid]
        banks = record["banks"]
        can, why = _can_act(state, cid, left_of[cid])
        got = state["initiatives"].get(cid)
        status = Text(
            cs=f"Banky {st.bank_line_cs(banks)} · zranění {_wound_counts(record['sheet'])}",
            en=f"Banks {st.bank_line_en(banks)} · wounds {_wound_counts(record['sheet'])}",
        )
        rows.append(
            {
                **row_identity(cid, record),
                "current": state["current"] == cid,
                "band": band_of(record),
                "status": status,
                "can_act": can,
                "why_not": why,
                "banks": dict(banks),
                "full_banks": st.full_banks(record["sheet"]),
                "initiative": got["value"] if got else None,
                "initiative_faces": list(got["faces"]) if got else None,
                "initiative_bank": st.initiative_bank(state, cid),
                "bonus": state["bonus"].get(cid, 0),
                "bonus_actions": st.bonus_ways(state, cid),
                "actions_left": left_of[cid],
                "burned": dict(record["sheet"]["burned"]),
                "conditions": [dict(c) for c in record["conditions"]],
                "stack": list(state["stack"]),
            }
        )
    return rows


def _reusable(state: dict, previous: tuple[dict, list[dict]] | None) -> dict[str, dict]:
    """The rows before by id, where what every row reads of the whole fight (its status,
    whether it is in its initiative phase, the conflict stack) is the same; none otherwise."""
    if previous is None:
        return {}
    old, rows_before = previous
    if (
        old["status"] != state["status"]
        or (old["phase"] == "initiative") != (state["phase"] == "initiative")
        or old["stack"] != state["stack"]
    ):
        return {}
    return {row["id"]: row for row in rows_before}


def _same(was: Any, now: Any) -> bool:
    """Whether a record reads the same: the very object first (a state act() returned
    shares the records an action left alone with the state before)."""
    return was is now or was == now


def gm_summary(encounter: dict) -> dict:
    """The tracker's header: the conflict stack (kinds, bottom first, with names and round
    lengths), the running conflict's round and phase, a mental conflict's progress."""
    state = check_state(encounter)
    running = st.top(state)
    return {
        "stack": list(state["stack"]),
        "conflicts": [
            {
                "kind": c["kind"],
                "name": st.conflict_name(c["kind"]),
                "round_length": c["round_length"],
                "initiative": c["initiative"],
                "progress": c["progress"] if c["kind"] == "mental" else None,
                "target_value": c["target_value"],
                "round": state["round"] if c is running else (c["saved"] or {}).get("round"),
            }
            for c in state["conflicts"]
        ],
        "round": state["round"],
        "phase": state["phase"],
        "current": state["current"],
        "status": state["status"],
    }


def gm_detail(encounter: dict, combatant_id: str) -> list[Text]:
    """The combatant's state lines: attributes, banks, initiative, every wounded scar with
    the penalties in force (long-term, critical), burning this round, conditions."""
    state = check_state(encounter)
    record = combatant(state, combatant_id)
    sheet = record["sheet"]
    char = character_from_sheet(sheet)
    a = sheet["attributes"]
    name = record["name"]
    attrs = " ".join(f"{key[:2].capitalize()}{a[key]}" for key in ATTRIBUTES)
    lines = [
        Text(cs=f"{name}: {attrs}", en=f"{name}: {attrs}"),
        Text(
            cs=f"Banky {st.bank_line_cs(record['banks'])} (plné "
            f"{st.bank_line_cs(st.full_banks(sheet))})",
            en=f"Banks {st.bank_line_en(record['banks'])} (full "
            f"{st.bank_line_en(st.full_banks(sheet))})",
        ),
    ]
    got = state["initiatives"].get(combatant_id)
    if got:
        faces = " ".join(map(str, got["faces"])) or "–"
        lines.append(
            Text(
                cs=f"Iniciativa {got['value']} (kostky {faces} + Vyrovnanost {a['vyrovnanost']})",
                en=f"Initiative {got['value']} (dice {faces} + Vyrovnanost {a['vyrovnanost']})",
            )
        )
    penalties = char.penalties()
    for key in SCAR_KEYS:
        marks = sheet["scars"][key]
        if not set(marks) - {"_"} and key not in penalties:
            continue
        where = scar_name(key)
        extra_cs, extra_en = [], []
        for which, penalty in penalties.get(key, []):
            penalty = st.campaign_penalty(state, key, which) or penalty
            label_cs, label_en = _PENALTY_LABELS[which]
            extra_cs.append(label_cs + (f": {penalty.cs}" if penalty.cs else ""))
            extra_en.append(label_en + (f": {penalty.en}" if penalty.en else ""))
        tail_cs = f" – {'; '.join(extra_cs)}" if extra_cs else ""
        tail_en = f" – {'; '.join(extra_en)}" if extra_en else ""
        lines.append(Text(cs=f"{where.cs}: {marks}{tail_cs}", en=f"{where.en}: {marks}{tail_en}"))
    burned = sheet["burned"]
    if any(burned.values()):
        lines.append(
            Text(
                cs="Spáleno v tomto kole: "
                + ", ".join(
                    f"{_TYPE_CS[k]} {v}/{char.burn_limit(k)}" for k, v in burned.items() if v
                ),
                en="Burned this round: "
                + ", ".join(f"{k} {v}/{char.burn_limit(k)}" for k, v in burned.items() if v),
            )
        )
    for c in record["conditions"]:
        lines.append(
            Text(
                cs=f"{c['name']}: zbývá {rounds_cs(c['remaining'])}",
                en=f"{c['name']}: {rounds_en(c['remaining'])} left",
            )
        )
    return lines


_TYPE_CS = {"physical": "fyzické", "social": "sociální", "mental": "mentální"}
_PENALTY_LABELS = {
    "long_term_lethal": ("dlouhodobý postih (smrtící)", "long-term penalty (lethal)"),
    "long_term_devastating": ("dlouhodobý postih (zničující)", "long-term penalty (devastating)"),
    "critical": ("kritický postih", "critical penalty"),
}


def initiative_prompts(state: dict) -> list[Prompt]:
    """Everyone who has not yet chosen dice for this round's initiative."""
    if state["status"] != "running" or state["phase"] != "initiative":
        return []
    result = []
    for cid, record in state["combatants"].items():
        if cid in state["initiatives"]:
            continue
        bank = record["banks"]["mental"]
        result.append(
            Prompt(
                "initiative",
                cid,
                None,
                Text(
                    cs=f"{record['name']}: kolik mentálních kostek na iniciativu (0–{bank})? "
                    f"Hoďte je, nebo zadejte hody; bez kostek platí Vyrovnanost "
                    f"{st.vyrovnanost(record)}.",
                    en=f"{record['name']}: how many mental dice on initiative (0–{bank})? "
                    f"Roll them or enter the faces; with none it is Vyrovnanost "
                    f"{st.vyrovnanost(record)}.",
                ),
                data={"bank": bank, "vyrovnanost": st.vyrovnanost(record)},
            )
        )
    return result


def tie_prompts(state: dict) -> list[Prompt]:
    """Ties the campaign's rule cannot separate and the GM has not yet ordered."""
    if state["status"] != "running":
        return []
    result = []
    for group in st.ties(state):
        ordered = [i for i in state["tie_order"] if i in group]
        if len(ordered) >= len(group) - 1:
            continue
        names = ", ".join(st.name_of(state, i) for i in group)
        result.append(
            Prompt(
                "tie_order",
                group[0],
                None,
                Text(
                    cs=f"Shodná iniciativa: {names}. Pořadí určí Vypravěč.",
                    en=f"Tied initiative: {names}. The GM gives their order.",
                ),
                options=tuple(group),
            )
        )
    return result


@shown_or_refused
def pending(encounter: dict) -> list[Prompt]:
    """What the tracker must ask now (initiative to choose, ties to order), also after a
    restart."""
    check_state(encounter)
    return initiative_prompts(encounter) + tie_prompts(encounter)
