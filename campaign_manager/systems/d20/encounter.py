"""A fight of the d20 stamina variant („Stamina a body zdraví“; RULINGS.md §3, §4).

Pure Python, plain JSON state. ``new_encounter`` prepares
it, ``act(encounter, action, rng)`` returns an Outcome with the new state (the argument is
never modified; a refused action raises RuleError and changes nothing), ``public_view``
is all the player view may show; ``gm_rows``, ``gm_detail`` and ``pending`` feed the GM's
tracker.

The procedure: initiative 1d20 + Dex modifier + misc from the sheet, entered before the
start (``initiative``) or rolled at ``start``; ties by the campaign's settings (the higher
modifier, then roll-offs: entered with ``roll_off`` before the start or in ``start``'s
``"roll_offs"``, else rolled; every roll-off is an event and stays in
``initiative[id]["roll_offs"]``); ``reorder`` within a tie. Turns in order, rounds
counted; ``next`` ends the current turn (the core's end-of-turn, conditions counted at
"end") and begins the next (the core's start-of-turn: stun, fast healing, regeneration,
the dying save as a prompt; conditions counted at "start"); dead combatants are skipped.
``delay`` (the current one steps out; its place is kept: if it has not acted again when
that place comes round in the next round, the delayed action is lost and it takes its
normal turn there), ``ready`` (the current one readies an action with a trigger: its turn
ends, it keeps its place, the readied action lapses when its next turn comes), ``resume``
(a delayed or readied one acts now, placed just before whoever is current, and keeps that
place: its initiative becomes that one's). While someone who delayed could act, a turn
that ends does not begin the next one at once: the next combatant is current with its
turn due (``pending`` says so), a ``resume`` acts before anything of that turn's start
happens, and ``next`` (or the due combatant acting) begins it (RULINGS §4).
``damage``, ``save``, ``heal``, ``stabilise`` (a helper tends on its own turn),
``recover``, ``condition`` (with ``ends`` and ``of``), ``add`` and ``remove``; and the
common ``end_condition``, ``reveal``, ``hide``, ``alias``, ``view``, ``finish``.

State, besides encounter_common's keys: ``initiative`` (id → ``{"roll", "entered",
"modifier", "total", "roll_offs"}``, and ``"tie_modifier"`` once it acted on its delay or
readied action before another; before the start ``roll_offs`` holds the entered ones),
``waiting`` (id → ``{"kind": "delay" | "ready", "trigger", "round"}``; a delay also
``"before"``: the id its place is just before, None for the end of the order), ``turns``
(id → "begun" | "ended", this round; the current one without an entry: its turn is due).
A combatant's ``sheet`` is a valid d20 sheet carrying its wounds, conditions and pending
saves (the core's own state).
"""

from __future__ import annotations

import random
from typing import Any

from campaign_manager.systems.common import Text, by_gender, gender_of, signed
from campaign_manager.systems.d20 import encounter_initiative as initiative_
from campaign_manager.systems.d20 import encounter_order as order_
from campaign_manager.systems.d20 import encounter_wounds as wounds_
from campaign_manager.systems.d20.data import condition_label, condition_rules, save_label
from campaign_manager.systems.d20.encounter_base import (
    band_of,
    incapacity,
    numbers_of,
    pools,
    said,
    save_prompt,
    settings_dict,
    settings_of,
    state_labels,
)
from campaign_manager.systems.d20.encounter_check import check_d20, check_fight, check_new
from campaign_manager.systems.d20.saves import DYING_BASE_DC
from campaign_manager.systems.d20.sheet import validate_sheet
from campaign_manager.systems.encounter_common import (
    base_state,
    combatant,
    common_handlers,
    dispatch,
    make_combatant,
    plain_copy,
    public_base,
    rounds_cs,
    rounds_en,
    row_identity,
    shown_or_refused,
    visible,
)
from campaign_manager.systems.encounter_join import joining
from campaign_manager.systems.outcome import Outcome, Prompt

SYSTEM = "d20"
#: core conditions the player view names next to the band (the band covers the rest)
PUBLIC_STATES = ("stunned", "fatigued", "stable")


def _make(raw: Any) -> dict:
    record = make_combatant(raw, validate_sheet)
    record.pop("initiative", None)
    return record


def new_encounter(combatants: list[dict], settings: dict | None = None, **options: Any) -> dict:
    """A prepared fight (round 0). ``settings``: the campaign's d20 settings (or its whole
    settings dict with a ``"d20"`` entry). Options: ``reveal_on_act`` (bool), ``view`` (what
    the player view shows, see encounter_common), anything else is kept in ``options``.
    A combatant may carry ``"initiative": 1..20``, an entered d20 for its initiative.
    Arguments of the wrong shape are refused (RuleError)."""
    check_new(combatants, settings, options)
    view = options.pop("view", None)
    state = base_state(
        SYSTEM,
        [_make(raw) for raw in combatants],
        validate_sheet,
        settings_dict(settings),
        options,
        view,
    )
    state.update(initiative={}, waiting={}, turns={})
    for cid, record in state["combatants"].items():
        state["initiative"][cid] = initiative_.new_entry(record["sheet"])
    events: list = []
    for raw in combatants:
        if raw.get("initiative") is not None:
            initiative_.enter_initiative(
                state, {"id": raw["id"], "roll": raw["initiative"]}, None, events, []
            )
    return state


def _add(state, action, rng, events, prompts):
    order_.add(state, action, rng, events, prompts, _make)


HANDLERS = {
    "start": order_.start,
    "next": order_.next_turn,
    "initiative": initiative_.enter_initiative,
    "roll_off": initiative_.enter_roll_off,
    "reorder": order_.reorder,
    "delay": order_.delay,
    "ready": order_.ready,
    "resume": order_.resume,
    "add": _add,
    "join": joining(_add),  # reinforcements: initiative rolled or entered, a place in order
    "remove": order_.remove,
    "damage": wounds_.damage,
    "save": wounds_.save,
    "heal": wounds_.heal,
    "stabilise": wounds_.stabilise,
    "recover": wounds_.recover,
    "condition": wounds_.condition,
}


_ALL_HANDLERS = {**common_handlers(), **HANDLERS}


def act(encounter: dict, action: dict, rng: random.Random | None = None) -> Outcome:
    """One GM action on the fight; see the module docstring for the actions. A state that
    is not a d20 fight is refused (RuleError), as is an action the rules do not allow."""
    # the d20 parts are checked after the shared shape, on the state the handler works on
    return dispatch(encounter, action, _ALL_HANDLERS, rng, SYSTEM, check=check_d20)


# -- what the players see ----------------------------------------------------------------
def _listed(state: dict) -> list[str]:
    """Every id: the order, then those waiting out of it, then the rest (before the start)."""
    ids = dict.fromkeys(state["order"])  # each once, in order (a list's ``in`` was n²)
    ids.update(dict.fromkeys(state["waiting"]))
    ids.update(dict.fromkeys(state["combatants"]))
    return list(ids)


def _upcoming(state: dict):
    """The ids in the order their turns come from the current one on: the order round
    after round, with those who delayed back at their places (see encounter_order)."""
    order = state["order"]
    current = state["current"]
    start = order.index(current) + 1 if current in order else 0
    delayed = [(cid, w) for cid, w in state["waiting"].items() if w["kind"] == "delay"]
    seen: set[str] = set()
    round_ = state["round"]
    for at in [*order[start:], None, *order[:start]]:
        for cid, waiting in delayed:
            if (
                cid not in seen
                and waiting["round"] < round_
                and order_.place_before(state, cid, waiting, at)
            ):
                seen.add(cid)
                yield cid
        if at is None:
            round_ += 1
        else:
            yield at


def _next_visible(state: dict) -> str | None:
    if state["status"] != "running":
        return None
    current = state["current"]
    for cid in _upcoming(state):
        record = state["combatants"][cid]
        if cid != current and visible(record) and "dead" not in record["sheet"]["conditions"]:
            return cid
    return None


@shown_or_refused
def public_view(encounter: dict) -> dict:
    """What the player view may show: visible combatants in acting order (those waiting out
    of it last) with name (or alias), band, public conditions; PC numbers where
    ``view["pc"] == "numbers"``, initiative totals where ``view["initiative"]``; the
    current (never a hidden one) and the next visible one. A state that is not a d20 fight
    is refused (RuleError)."""
    check_fight(encounter)
    state = encounter
    view = public_base(state, _listed(state), band_of, numbers_of)
    show_initiative = state["view"]["initiative"]
    for entry in view["combatants"]:
        record = state["combatants"][entry["id"]]
        if show_initiative:
            entry["initiative"] = state["initiative"][entry["id"]]["total"]
        waiting = state["waiting"].get(entry["id"])
        entry["waiting"] = waiting["kind"] if waiting else None
        if waiting and record["side"] == "pc" and waiting["trigger"]:
            entry["trigger"] = waiting["trigger"]
        entry["states"] = (
            state_labels(record["sheet"], PUBLIC_STATES, gender_of(record))
            if entry["band"] is not None
            else []
        )
    view["next"] = _next_visible(state)
    return view


# -- the GM's tracker ---------------------------------------------------------------------
def status_text(sheet: dict, numbers: dict[str, int] | None = None, gender: str = "m") -> Text:
    """One line of exact state: "Stamina 12/28 · WP 14/14 · fatigued" (``numbers``: the
    sheet's ``pools`` where the caller has them already; the Czech agreeing with
    ``gender``)."""
    numbers = numbers or pools(sheet)
    labels = [condition_label(c, gender) for c in sheet["conditions"]]
    tail_cs = "".join(f" · {t.cs}" for t in labels)
    tail_en = "".join(f" · {t.en}" for t in labels)
    if numbers["max_stamina"]:
        head_cs = head_en = f"Stamina {numbers['stamina']}/{numbers['max_stamina']}"
    else:
        head_cs, head_en = "Bez staminy", "No stamina"
    return Text(
        cs=f"{head_cs} · zdraví {numbers['wounds']}/{numbers['max_wounds']}{tail_cs}",
        en=f"{head_en} · WP {numbers['wounds']}/{numbers['max_wounds']}{tail_en}",
    )


def _why_not(state: dict, cid: str) -> Text | None:
    """Why the combatant cannot take actions now (stunned, unconscious, dying, dead)."""
    return incapacity(state["combatants"][cid]["sheet"], gender_of(state["combatants"][cid]))


def _modifier_marks(state: dict, by_modifier: bool) -> dict[str, Text]:
    """The initiative, marked, of each combatant in the order who shares its total with
    another whom the modifier puts before or after it (the tie the settings break by the
    higher modifier): "15 (modifier +5)"."""
    if not by_modifier:
        return {}
    keys: dict[int, set] = {}
    for cid in state["order"]:
        entry = state["initiative"][cid]
        if entry["total"] is not None:
            keys.setdefault(entry["total"], set()).add(initiative_.tie_key(state, cid, True))
    marks = {}
    for cid in state["order"]:
        total = state["initiative"][cid]["total"]
        if total is not None and len(keys[total]) > 1:
            modifier = signed(initiative_.tie_key(state, cid, True)[1])
            marks[cid] = Text(
                cs=f"{total} (oprava {modifier})", en=f"{total} (modifier {modifier})"
            )
    return marks


@shown_or_refused
def gm_rows(encounter: dict, previous: tuple[dict, list[dict]] | None = None) -> list[dict]:
    """One row per combatant in acting order (then those waiting, then the rest), hidden
    ones too: the GM's list. ``previous``: an earlier state and the rows gm_rows gave for
    it; a combatant whose row reads the same there (its record, initiative, waiting and
    turn, whether it is current and in the order, the tie rule) keeps that row, the same
    object: a step of a fight of 200 builds the few rows it changed. Rows are read, never
    modified."""
    state = encounter
    in_order = set(state["order"])
    by_modifier = settings_of(state).initiative_ties_by_modifier
    old_rows: dict[str, dict] = {}
    marks = None
    combatants, initiative = state["combatants"], state["initiative"]
    all_waiting, turns, now = state["waiting"], state["turns"], state["current"]
    listed = _listed(state)
    maybe: set | None = None  # the ids whose rows may differ from the rows before (None: all)
    if previous is not None:
        old, rows_before = previous
        if settings_of(old).initiative_ties_by_modifier == by_modifier:
            old_rows = {row["id"]: row for row in rows_before}
            old_in_order = set(old["order"])
            old_turns, old_waiting = old["turns"], old["waiting"]
            old_initiative, old_combatants = old["initiative"], old["combatants"]
            if old["order"] == state["order"] and old_initiative == initiative:
                # the marks read the order's initiative alone: those the rows show
                marks = {
                    row["id"]: row["initiative_text"]
                    for row in rows_before
                    if row["initiative_text"] is not None
                }
                maybe = _maybe_changed(old, state, listed, in_order ^ old_in_order)
    if marks is None:
        marks = _modifier_marks(state, by_modifier)
    rows = []
    for cid in listed:
        if maybe is not None and cid not in maybe:
            rows.append(old_rows[cid])  # the same record, initiative, turn, waiting, mark
            continue
        record = combatants[cid]
        entry = initiative[cid]
        waiting = all_waiting.get(cid)
        turn = turns.get(cid)
        current = now == cid
        row = old_rows.get(cid)
        if row is not None and (
            row["current"] == current
            and row["initiative_text"] == marks.get(cid)
            and (cid in old_in_order) == (cid in in_order)
            and old_turns.get(cid) == turn
            and old_waiting.get(cid) == waiting
            and _same(old_initiative.get(cid), entry)
            and _same(old_combatants.get(cid), record)
        ):
            rows.append(row)
            continue
        sheet = record["sheet"]
        numbers = pools(sheet)
        why = incapacity(sheet, gender_of(record))
        rows.append(
            {
                **row_identity(cid, record),
                "current": current,
                "band": band_of(record, numbers),
                "status": status_text(sheet, numbers, gender_of(record)),
                "can_act": why is None,
                "why_not": why,
                "in_order": cid in in_order,
                "initiative": entry["total"],
                "initiative_text": marks.get(cid),
                "initiative_roll": entry["roll"],
                "initiative_modifier": entry["modifier"],
                "initiative_entered": entry["entered"],
                "roll_offs": list(entry["roll_offs"]),
                "tie": list(initiative_.tie_key(state, cid, by_modifier))
                if entry["total"] is not None
                else None,
                "waiting": waiting["kind"] if waiting else None,
                "trigger": waiting["trigger"] if waiting else None,
                "turn": turn,
                "pending_saves": [list(s) for s in sheet["pending_saves"]],
                "conditions": plain_copy(record["conditions"]) if record["conditions"] else [],
            }
        )
    return rows


def _maybe_changed(old: dict, state: dict, listed: list[str], moved: set) -> set | None:
    """The ids among ``listed`` whose GM rows may read otherwise in ``state`` than in
    ``old`` (their marks equal, ``moved``: those who came into the order or left it): a
    combatant or initiative record that is not the very object of ``old``, a turn or a
    waiting record that differs, the one current in either. None where any id is new to
    the rows (each row is looked at then)."""
    combatants, initiative = state["combatants"], state["initiative"]
    old_combatants, old_initiative = old["combatants"], old["initiative"]
    if old_combatants.keys() != combatants.keys():
        return None
    maybe = {
        cid
        for cid in listed
        if combatants[cid] is not old_combatants[cid]
        or initiative[cid] is not old_initiative.get(cid)
    }
    maybe |= moved
    maybe.update((old["current"], state["current"]))
    turns, old_turns = state["turns"], old["turns"]
    if turns != old_turns:
        maybe.update(
            cid for cid in turns.keys() | old_turns.keys() if turns.get(cid) != old_turns.get(cid)
        )
    if state["waiting"] != old["waiting"]:
        maybe.update(state["waiting"].keys() | old["waiting"].keys())
    return maybe


def _same(was: Any, now: Any) -> bool:
    """Whether a record reads the same: the very object first (a state act() returned
    shares the records an action left alone with the state before)."""
    return was is now or was == now


def _who(state: dict, cid: str) -> str:
    record = state["combatants"].get(cid)
    return record["name"] if record else cid


def gm_detail(encounter: dict, cid: str) -> list[Text]:
    """The selected combatant's state, line by line: stamina and wound points, the core's
    conditions (what ends each), pending saves, dying and stable details, healing powers,
    initiative, waiting, and conditions with their durations."""
    state = encounter
    record = combatant(state, cid)
    sheet = record["sheet"]
    gender = gender_of(record)
    numbers = pools(sheet)
    lines: list[Text] = []
    if numbers["max_stamina"]:
        lines.append(
            Text(
                cs=f"Stamina {numbers['stamina']}/{numbers['max_stamina']}",
                en=f"Stamina {numbers['stamina']}/{numbers['max_stamina']}",
            )
        )
    else:
        lines.append(
            Text(
                cs="Bez staminy: každé zranění jde do bodů zdraví.",
                en="No stamina: all damage goes to wound points.",
            )
        )
    lines.append(
        Text(
            cs=f"Body zdraví {numbers['wounds']}/{numbers['max_wounds']}",
            en=f"Wound points {numbers['wounds']}/{numbers['max_wounds']}",
        )
    )
    for key in sheet["conditions"]:
        label = condition_label(key, gender)
        _starts, ends = condition_rules(key)
        lines.append(Text(cs=f"{label.cs}: končí – {ends.cs}", en=f"{label.en}: ends – {ends.en}"))
    if "fatigued" in sheet["conditions"]:
        lines.append(
            Text(
                cs="Únava: postihy podle základních pravidel d20 (text je neuvádí).",
                en="Fatigued: the penalties of the d20 core rules (the text does not give them).",
            )
        )
    if "disabled" in sheet["conditions"] and "unconscious" not in sheet["conditions"]:
        lines.append(
            Text(
                cs=f"{by_gender(gender, 'Vyřazený', 'Vyřazená', 'Vyřazené')}: platí všechna normální pravidla pro vyřazenou postavu (oddíl „0 bodů zdraví“).",
                en="Disabled: all the normal rules for a disabled character apply (section '0 wound points').",
            )
        )
    if "stunned" in sheet["conditions"]:
        covered = "tento tah" if sheet["stun_turn_begun"] else "svůj příští tah"
        covered_en = "this turn" if sheet["stun_turn_begun"] else "its next turn"
        lines.append(
            Text(
                cs=f"Ochromení trvá přes {covered}; jiná postava je může ukončit standardní akcí.",
                en=f"The stun covers {covered_en}; another character can end it with a standard action.",
            )
        )
    for kind, dc in sheet["pending_saves"]:
        label = save_label(kind)
        lines.append(
            Text(
                cs=f"Čeká záchrana na Výdrž {label.cs}: TO {dc}",
                en=f"Pending Fortitude save {label.en}: DC {dc}",
            )
        )
    if "dying" in sheet["conditions"]:
        if any(kind == "dying" for kind, _dc in sheet["pending_saves"]):
            when_cs, when_en = "", ""
        else:
            dc = DYING_BASE_DC + sheet["dying_rounds"]
            its = by_gender(gender, "jeho", "jejího", "jeho")
            when_cs = f"; na začátku {its} tahu záchrana umírajícího TO {dc}"
            when_en = f"; at the start of its turn the dying save DC {dc}"
        lines.append(
            Text(
                cs=f"Umírá{when_cs}; Léčení TO 15 jej stabilizuje.",
                en=f"Dying{when_en}; Heal DC 15 stabilises it.",
            )
        )
    if sheet["tended"]:
        tended = by_gender(gender, "Ošetřen", "Ošetřena", "Ošetřeno")
        lines.append(Text(cs=f"{tended} (Léčení TO 15).", en="Tended (Heal DC 15)."))
    if sheet["recovering"]:
        lines.append(
            Text(
                cs=f"Léčí se přirozeně; umírání {by_gender(gender, 'mu', 'jí', 'mu')} už nehrozí.",
                en="Healing naturally; no longer at risk of dying.",
            )
        )
    if sheet.get("regeneration"):
        lines.append(
            Text(
                cs=f"Regenerace {sheet['regeneration']}", en=f"Regeneration {sheet['regeneration']}"
            )
        )
    if sheet.get("fast_healing"):
        lines.append(
            Text(
                cs=f"Rychlé léčení {sheet['fast_healing']}",
                en=f"Fast healing {sheet['fast_healing']}",
            )
        )
    entry = state["initiative"][cid]
    if entry["total"] is not None:
        offs = ", ".join(str(v) for v in entry["roll_offs"])
        tail_cs = f"; rozstřel {offs}" if offs else ""
        tail_en = f"; roll-off {offs}" if offs else ""
        lines.append(
            Text(
                cs=f"Iniciativa {entry['total']} (k20 {entry['roll']}, oprava {entry['modifier']}){tail_cs}",
                en=f"Initiative {entry['total']} (d20 {entry['roll']}, modifier {entry['modifier']}){tail_en}",
            )
        )
    else:
        lines.append(
            Text(
                cs=f"Oprava iniciativy {entry['modifier']}",
                en=f"Initiative modifier {entry['modifier']}",
            )
        )
    waiting = state["waiting"].get(cid)
    if waiting is not None and waiting["kind"] == "delay":
        before = waiting.get("before")
        if before in state["order"]:
            place_cs, place_en = f"před {_who(state, before)}", f"before {_who(state, before)}"
        else:
            place_cs, place_en = "na konci pořadí", "at the end of the order"
        back = waiting["round"] + 1
        lines.append(
            Text(
                cs=f"Odložil akci v kole {waiting['round']}; nejedná-li dřív, vrátí se v kole "
                f"{back} na své místo ({place_cs}).",
                en=f"Delayed in round {waiting['round']}; unless it acts before, it is back at "
                f"its place ({place_en}) in round {back}.",
            )
        )
    elif waiting is not None:
        lines.append(
            Text(
                cs=f"Připravená akce (kolo {waiting['round']}): {waiting['trigger']}",
                en=f"Readied action (round {waiting['round']}): {waiting['trigger']}",
            )
        )
    for item in record["conditions"]:
        at = item.get("ends", "start")
        whose = _who(state, item.get("of", cid))
        at_cs = "začátku" if at == "start" else "konci"
        lines.append(
            Text(
                cs=f"{item['name']}: zbývá {rounds_cs(item['remaining'])} (počítá se na {at_cs} tahu: {whose})",
                en=f"{item['name']}: {rounds_en(item['remaining'])} left (counted at the {at} of {whose}'s turn)",
            )
        )
    why = _why_not(state, cid)
    if why is not None:
        lines.append(Text(cs=f"Nemůže jednat: {why.cs}", en=f"Cannot act: {why.en}"))
    return lines


@shown_or_refused
def pending(encounter: dict) -> list[Prompt]:
    """What the tracker must ask now: before the start, the initiative d20s not entered
    yet and the roll-offs entered ties need; between two turns, that one who delayed may
    act before the next turn begins (kind "turn"); always, every pending save in acting
    order."""
    state = encounter
    prompts: list[Prompt] = []
    if state["status"] == "prepared":
        for cid, entry in state["initiative"].items():
            if not entry["entered"]:
                mod = entry["modifier"]
                sign = f"+ {mod}" if mod >= 0 else f"− {-mod}"
                prompts.append(
                    Prompt(
                        "initiative",
                        cid,
                        None,
                        Text(
                            cs=f"{_who(state, cid)}: iniciativa k20 {sign}",
                            en=f"{_who(state, cid)}: initiative d20 {sign}",
                        ),
                        data={"modifier": mod},
                    )
                )
        for cid, others in initiative_.open_roll_offs(state):
            entry = state["initiative"][cid]
            total = entry["roll"] + entry["modifier"]
            prompts.append(
                Prompt(
                    "roll_off",
                    cid,
                    None,
                    Text(
                        cs=f"{_who(state, cid)}: rozstřel k20 (remíza na iniciativě {total})",
                        en=f"{_who(state, cid)}: roll-off d20 (tied at initiative {total})",
                    ),
                    data={"total": total, "with": others},
                )
            )
    if order_.turn_due(state):
        cid = state["current"]
        prompts.append(
            Prompt(
                "turn",
                cid,
                None,
                Text(
                    cs=f"Mezi tahy: na řadě je {_who(state, cid)}. Kdo odložil, může jednat "
                    f"teď ({said(state, cid, 'před ním', 'před ní', 'před ním')}); další krok "
                    f"{said(state, cid, 'jeho', 'její', 'jeho')} tah začne.",
                    en=f"Between turns: {_who(state, cid)} is next. One who delayed may act "
                    "now (before it); the next step begins its turn.",
                ),
            )
        )
    for cid in _listed(state):
        for kind, dc in state["combatants"][cid]["sheet"]["pending_saves"]:
            prompts.append(save_prompt(state, cid, kind, dc))
    return prompts
