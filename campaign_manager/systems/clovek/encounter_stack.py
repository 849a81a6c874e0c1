"""The Střety conflict stack: a faster conflict interrupts a slower one (its first round
keeps the banks), and when it ends the slower one resumes where it was with full banks, or
a new conflict starts in its place (Střety, Jedno kolo); a mental conflict's progress is
kept across it. Pure Python."""

from __future__ import annotations

from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.conflict import CONFLICT_KINDS
from campaign_manager.systems.clovek.data import rules
from campaign_manager.systems.clovek.encounter_view import initiative_prompts
from campaign_manager.systems.clovek.scars import KINDS
from campaign_manager.systems.common import Text
from campaign_manager.systems.encounter_common import refuse, set_current
from campaign_manager.systems.outcome import Event


# -- the stack ----------------------------------------------------------------------------
def interrupting_kinds(state: dict) -> list[str]:
    """The kinds of conflict that may interrupt the running one: those whose shortest
    round (rules data; a mental conflict's round is the GM's, from 1 s) is shorter than the
    running one's ("přerušit lze jen pomalejší střet"). Nothing before the fight runs."""
    if state.get("status") != "running":
        return []
    running = st.top(state)["round_length"]
    specs = rules("conflict")["conflicts"]
    return [kind for kind in CONFLICT_KINDS if (specs[kind]["round_seconds"] or 1) < running]


def _interrupt(state, action, rng, events, prompts):
    st.require_running(state)
    running = st.top(state)
    conflict = st.make_conflict(
        action.get("kind"),
        action.get("round_length"),
        action.get("initiative", "none" if action.get("kind") == "mental" else None),
        action.get("fixed_order"),
        action.get("target_value"),
    )
    new, old = st.conflict_name(conflict["kind"]), st.conflict_name(running["kind"])
    if conflict["round_length"] >= running["round_length"]:
        raise refuse(
            f"{new.cs} (kolo {conflict['round_length']} s) nemůže přerušit {old.cs.lower()} "
            f"(kolo {running['round_length']} s): přerušit lze jen pomalejší střet, rychlý "
            "střet se vždy vyřeší nejdříve (Střety, Jedno kolo).",
            f"{new.en} (round {conflict['round_length']} s) cannot interrupt "
            f"{old.en.lower()} (round {running['round_length']} s): only a slower conflict "
            "can be interrupted; a fast one is always resolved first (Střety, One round).",
            "conflict",
        )
    running["saved"] = st.save_round(state)
    conflict["_fresh"] = True
    state["conflicts"].append(conflict)
    st.sync_conflict(state)
    state["round"] = 0
    events.append(
        Event(
            Text(
                cs=f"{new.cs} přerušuje {old.cs.lower()}; první kolo s banky, jaké byly.",
                en=f"{new.en} interrupts {old.en.lower()}; its first round keeps the banks.",
            ),
            "interrupt",
        )
    )
    st.begin_round(state, events)
    prompts += initiative_prompts(state)


def _end_conflict(state, action, rng, events, prompts):
    """The running conflict ends: the interrupted one resumes with full banks, or, with
    ``then`` ({kind, round_length?, initiative?, ...}), a new conflict starts in its place
    with full banks (Střety, Jedno kolo: "a nebo začít nový pomalý střet"; Zavázání do
    řeči turns fast influence into slow); ending the last one finishes the encounter."""
    st.require_running(state)
    then = action.get("then")
    if then is not None and not isinstance(then, dict):
        raise refuse(
            "Nový střet je záznam s druhem.", "The new conflict is a record with a kind.", "input"
        )
    ended = state["conflicts"].pop()
    name = st.conflict_name(ended["kind"])
    if then is not None:
        _replace_conflict(state, ended, then, events, prompts)
        return
    if not state["conflicts"]:
        state["conflicts"].append(ended)
        state["status"] = "finished"
        set_current(state, None)
        events.append(Event(Text(cs=f"{name.cs} skončil.", en=f"{name.en} is over."), "finish"))
        return
    resumed = st.top(state)
    saved, resumed["saved"] = resumed["saved"], None
    st.sync_conflict(state)
    st.restore_round(state, saved)
    for record in state["combatants"].values():
        record["banks"] = st.full_banks(record["sheet"])
        record["sheet"]["burned"] = dict.fromkeys(KINDS, 0)
    again = st.conflict_name(resumed["kind"])
    events.append(
        Event(
            Text(
                cs=f"{name.cs} skončil; {again.cs.lower()} pokračuje {state['round']}. kolem "
                "s plnými banky.",
                en=f"{name.en} is over; {again.en.lower()} resumes in round {state['round']} "
                "with full banks.",
            ),
            "resume",
        )
    )
    if state["phase"] == "initiative":
        prompts += initiative_prompts(state)


def _replace_conflict(state, ended, then, events, prompts):
    conflict = st.make_conflict(
        then.get("kind"),
        then.get("round_length"),
        then.get("initiative", "none" if then.get("kind") == "mental" else None),
        then.get("fixed_order"),
        then.get("target_value"),
    )
    new, old = st.conflict_name(conflict["kind"]), st.conflict_name(ended["kind"])
    if state["conflicts"] and conflict["round_length"] >= st.top(state)["round_length"]:
        below = st.conflict_name(st.top(state)["kind"])
        raise refuse(
            f"{new.cs} nemůže začít nad přerušeným střetem {below.cs.lower()}: není rychlejší "
            "(Střety, Jedno kolo). Nejdříve ukončete i ten.",
            f"{new.en} cannot start above the interrupted {below.en.lower()}: it is not "
            "faster (Střety, One round). End that one first.",
            "conflict",
        )
    state["conflicts"].append(conflict)
    st.sync_conflict(state)
    state["round"] = 0
    for record in state["combatants"].values():
        record["banks"] = st.full_banks(record["sheet"])
    events.append(
        Event(
            Text(
                cs=f"{old.cs} skončil; začíná {new.cs.lower()} s plnými banky.",
                en=f"{old.en} is over; {new.en.lower()} begins with full banks.",
            ),
            "conflict",
        )
    )
    st.begin_round(state, events)
    prompts += initiative_prompts(state)


def _progress(state, action, rng, events, prompts):
    """A mental conflict's progress (kept when it is interrupted and resumed): ``value``
    sets it, ``add`` adds successes."""
    st.require_running(state)
    running = st.top(state)
    if running["kind"] != "mental":
        raise refuse(
            "Postup se vede jen u mentálního střetu, a to u probíhajícího.",
            "Progress is kept only for a mental conflict, the one running now.",
            "state",
        )
    value = action.get("value")
    if value is None:
        add = action.get("add")
        if not st.is_int(add):
            raise refuse(
                "Postup: value (nová hodnota) nebo add (přičíst).",
                "Progress: 'value' (the new value) or 'add'.",
                "input",
            )
        value = running["progress"] + add
    limit = running["target_value"] if running["target_value"] is not None else 10**6
    if not st.is_int(value) or not 0 <= value <= limit:
        raise refuse(
            f"Postup je celé číslo 0–{limit}.",
            f"Progress is a whole number 0–{limit}.",
            "input",
        )
    running["progress"] = value
    target = running["target_value"]
    of_cs = f" z {target}" if target is not None else ""
    of_en = f" of {target}" if target is not None else ""
    events.append(
        Event(
            Text(
                cs=f"Mentální střet: postup {value}{of_cs}.",
                en=f"Mental conflict: progress {value}{of_en}.",
            ),
            "progress",
        )
    )
    if target is not None and value >= target:
        events.append(
            Event(
                Text(
                    cs="Mentální střet: cílová hodnota dosažena.",
                    en="Mental conflict: the target value is reached.",
                ),
                "progress",
            )
        )


HANDLERS = {"interrupt": _interrupt, "end_conflict": _end_conflict, "progress": _progress}
