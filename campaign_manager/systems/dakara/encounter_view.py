"""What Dakara's tracker and the player view show of a fight (pure functions of the state).

:func:`public_view` is all the player view may show: visible combatants only, bands from
the kondice penalty and out/dying, visible declared intents (the target only when it is
visible), never a sheet or an NPC's kondice. :func:`gm_rows`, :func:`gm_detail` and
:func:`pending` are the GM's: every combatant, exact numbers, what to ask now.
"""

from __future__ import annotations

from campaign_manager.systems.common import Text, by_gender, gender_of
from campaign_manager.systems.dakara import play
from campaign_manager.systems.dakara.encounter_roster import arrived
from campaign_manager.systems.dakara.encounter_rules import (
    action_name,
    band_of,
    busy,
    catalogue,
    intent_text,
    is_attack,
    public_intent,
    remaining,
)
from campaign_manager.systems.dakara.encounter_state import check_state
from campaign_manager.systems.encounter_common import (
    combatant,
    public_base,
    rounds_cs,
    rounds_en,
    row_identity,
    shown_or_refused,
)
from campaign_manager.systems.encounter_copy import seen_view, view_once
from campaign_manager.systems.outcome import Prompt


def gm_order(encounter: dict) -> list[str]:
    """The order the GM resolves in: NPCs first (as the text advises), then PCs."""
    return [cid for cid, _record in _in_gm_order(encounter)]


def _in_gm_order(encounter: dict) -> list[tuple[str, dict]]:
    """(id, record) pairs in :func:`gm_order`, each record read only (in the copy a step
    works on, not copied for the look)."""
    pairs = list(dict.items(encounter["combatants"]))
    return [p for p in pairs if p[1]["side"] == "npc"] + [p for p in pairs if p[1]["side"] != "npc"]


def _numbers(record: dict, cat=None) -> dict:
    """A PC's exact numbers, for a campaign whose player view shows them."""
    sheet = record["sheet"]
    p = play.pools(sheet, cat)
    return {
        "kondice": play.current(sheet),
        "kondice_max": play.maximum(sheet),
        "penalty": play.penalty(sheet),
        "vydrz": [p["vydrz"]["current"], p["vydrz"]["maximum"]],
        "vule": [p["vule"]["current"], p["vule"]["maximum"]],
    }


@shown_or_refused
def public_view(encounter: dict) -> dict:
    """Exactly what the player view may show (plain JSON). A state that is not a Dakara
    fight's is refused in words, never shown in part."""
    check_state(encounter)
    cat = catalogue(encounter)
    view = public_base(
        encounter, gm_order(encounter), band_of, lambda record: _numbers(record, cat)
    )
    for entry in view["combatants"]:
        record = encounter["combatants"][entry["id"]]
        entry["intent"] = public_intent(encounter, record)
    view["order"] = []
    if encounter.get("phase") == "resolve" and encounter.get("round", 0) >= 1:
        # who resolves after the one now: the next visible one whose attack waits
        shown = {entry["id"] for entry in view["combatants"]}
        now = view.get("current")
        waiting = [
            p.combatant
            for p in view_once(asked, encounter)
            if p.kind == "attack" and p.combatant in shown and p.combatant != now
        ]
        view["next"] = waiting[0] if waiting else None
    return view


def _status(record: dict, pools: dict) -> Text:
    sheet = record["sheet"]
    k, m = play.current(sheet), play.maximum(sheet)
    pen = play.penalty_text(record["penalty"])
    cs = f"kondice {k}/{m} · {pen.cs} · Výdrž {pools['vydrz']['current']}/{pools['vydrz']['maximum']}"
    en = f"kondice {k}/{m} · {pen.en} · Výdrž {pools['vydrz']['current']}/{pools['vydrz']['maximum']}"
    cs += f" · Vůle {pools['vule']['current']}/{pools['vule']['maximum']}"
    en += f" · Vůle {pools['vule']['current']}/{pools['vule']['maximum']}"
    hurt = sum(p["amount"] for p in record["pending"] if p["kind"] == "damage")
    if hurt:
        cs, en = f"{cs} · čeká zranění {hurt}", f"{en} · {hurt} damage pending"
    return Text(cs=cs.replace("-", "−"), en=en.replace("-", "−"))


@shown_or_refused
def gm_rows(encounter: dict, previous: tuple[dict, list[dict]] | None = None) -> list[dict]:
    """One row per combatant (hidden ones too, flagged), NPCs first, for the GM's board.
    A damaged state is refused in words. ``previous``: an earlier state and the rows
    gm_rows gave for it; a combatant whose row reads the same there (its record, whether
    it is current, its intent's target's name; the fight's settings) keeps that row, the
    same object: a step of a fight of 200 makes the few rows it changed. Rows are read,
    never modified."""
    combatants, now = encounter["combatants"], encounter.get("current")
    old_rows = _reusable(encounter, previous)
    if old_rows:
        old_combatants = previous[0]["combatants"]
    cat = None  # the catalogue, read once when a row is made
    rows = []
    for cid, record in _in_gm_order(encounter):
        row = old_rows.get(cid)
        if row is not None and (
            row["current"] == (now == cid)
            and _same(old_combatants.get(cid), record)
            and (
                row["intent_target"] is None
                or _name(old_combatants, row["intent_target"])
                == _name(combatants, row["intent_target"])
            )
        ):
            rows.append(row)
            continue
        if cat is None:
            cat = catalogue(encounter)
        sheet = record["sheet"]
        pools = play.pools(sheet, cat)
        intent = record["intent"]
        rows.append(
            {
                **row_identity(cid, record),
                "current": now == cid,
                "band": band_of(record),
                "status": _status(record, pools),
                "can_act": play.can_act(sheet),
                "why_not": play.why_not(sheet, gender_of(record)),
                "penalty": record["penalty"],
                "pools": pools,
                "intent": intent_text(encounter, intent),
                "intent_action": intent["action"] if intent else None,
                "intent_target": intent.get("target") if intent else None,
                "busy": remaining(intent) if busy(intent) else None,
                "open_action": bool(intent) and intent["rounds"] is None,
                "attacked": record["attacked"],
                "free": record["free"],
                "pending_damage": sum(
                    p["amount"] for p in record["pending"] if p["kind"] == "damage"
                ),
                "brought_round": record["brought_round"],
                "conditions": [dict(c) for c in record["conditions"]],
            }
        )
    return rows


def _reusable(encounter: dict, previous: tuple[dict, list[dict]] | None) -> dict[str, dict]:
    """The rows before by id, where what every row reads of the whole fight (its settings:
    the catalogue) is the same; none otherwise."""
    if previous is None:
        return {}
    old, rows_before = previous
    if not _same(old.get("settings"), encounter.get("settings")):
        return {}
    return {row["id"]: row for row in rows_before}


def _same(was: object, now: object) -> bool:
    """Whether a record reads the same: the very object first (a state act() returned
    shares the records an action left alone with the state before)."""
    return was is now or was == now


def _name(combatants: dict, cid: str) -> str | None:
    """The GM's name of ``cid`` (None: not in the fight), as an intent's text shows it."""
    record = combatants.get(cid)
    return None if record is None else record["name"]


def gm_detail(encounter: dict, combatant_id: str) -> list[Text]:
    """The selected combatant's state, one line each: kondice and the wound model, the
    penalty fixed for this round, what lands next round, pools, intent, this round's acts."""
    record = combatant(encounter, combatant_id)
    sheet = record["sheet"]
    lines = list(play.status_lines(sheet, catalogue(encounter), gender_of(record)))
    pen = play.penalty_text(record["penalty"])
    lines.insert(
        1,
        Text(
            cs=f"postih v tomto kole (pevný od jeho začátku): {pen.cs}",
            en=f"penalty this round (fixed at its start): {pen.en}",
        ),
    )
    for entry in record["pending"]:
        word_cs = "zranění" if entry["kind"] == "damage" else "léčení"
        word_en = "damage" if entry["kind"] == "damage" else "healing"
        source = encounter["combatants"].get(entry.get("source"))
        by = f" ({source['name']})" if source else ""
        lines.append(
            Text(
                cs=f"od příštího kola: {word_cs} {entry['amount']}{by}",
                en=f"from the next round: {word_en} {entry['amount']}{by}",
            )
        )
    if record["brought_round"]:
        n = record["brought_round"]
        left_cs = f"ještě {rounds_cs(n)}" if n > 0 else "dokud Vypravěč neukončí"
        left_en = f"{rounds_en(n)} left" if n > 0 else "until the GM ends it"
        lines.append(
            Text(
                cs=f"{by_gender(gender_of(record), 'probraný', 'probraná', 'probrané')} (První "
                f"pomoc): jedná s postihem −4, {left_cs}",
                en=f"brought round (First aid): acts at −4, {left_en}",
            )
        )
    reason = play.why_not(sheet, gender_of(record))
    if reason is not None:
        lines.append(reason)
    intent = intent_text(encounter, record["intent"])
    if intent is not None:
        lines.append(Text(cs=f"záměr: {intent.cs}", en=f"intent: {intent.en}"))
    elif encounter["round"] >= 1:
        lines.append(Text(cs="záměr: neohlášen", en="intent: not declared"))
    for action, target in record["abandoned"]:
        name = action_name(encounter, action)
        goal = encounter["combatants"].get(target)
        to = f" → {goal['name']}" if goal else ""
        lines.append(
            Text(cs=f"opuštěný záměr: {name.cs}{to}", en=f"abandoned intent: {name.en}{to}")
        )
    if record["attacked"]:
        lines.append(Text(cs="útok v tomto kole vyhodnocen", en="attack resolved this round"))
    if record["free"]:
        lines.append(Text(cs=f"volná akce: {record['free']}", en=f"free action: {record['free']}"))
    for c in record["conditions"]:
        lines.append(
            Text(
                cs=f"{c['name']}: {rounds_cs(c['remaining'])}",
                en=f"{c['name']}: {rounds_en(c['remaining'])}",
            )
        )
    return lines


def _untargeted_attack(intent: dict | None) -> bool:
    return intent is not None and is_attack(intent["action"]) and intent.get("target") is None


def _attack_waits(record: dict) -> bool:
    """In the resolution: ``record``'s declared attack, at its target, is due this round
    and not yet resolved (whether it can act is asked apart)."""
    intent = record["intent"]
    return (
        intent is not None
        and is_attack(intent["action"])
        and intent.get("target") is not None
        and not record["attacked"]
        and (remaining(intent) is None or remaining(intent) <= 1)
    )


def first_waiting_attack(encounter: dict) -> str | None:
    """The first (NPCs first) whose attack waits in the resolution (the first ``attack``
    prompt's combatant), None when none does. Each record is read only (in the copy a
    step works on, none is copied for the look)."""
    if (
        encounter.get("status") != "running"
        or encounter["round"] < 1
        or encounter["phase"] != "resolve"
    ):
        return None
    for cid, record in _in_gm_order(encounter):
        if _attack_waits(record) and play.can_act(record["sheet"]) and arrived(encounter, record):
            return cid
    return None


@shown_or_refused
def pending(encounter: dict) -> list[Prompt]:
    """What the tracker must ask now (:func:`prompts`); a damaged state is refused in
    words. Worked out once per state the rules made (the act that made it did so)."""
    return list(view_once(asked, encounter))


def prompts(encounter: dict) -> list[Prompt]:
    """What the tracker must ask now: intents not yet declared, and attacks declared
    without a target (declare phase); attacks not yet resolved (resolve phase, NPCs first:
    an attack resolves only at its declared target). The state is a checked one."""
    if not _asking(encounter)[0]:
        return []
    ask = _asker(encounter)
    return [p for p in (ask(cid, record) for cid, record in _in_gm_order(encounter)) if p]


def asked(encounter: dict) -> tuple[Prompt, ...]:
    """:func:`prompts` as a tuple: what :func:`view_once` keeps of a state."""
    return tuple(prompts(encounter))


def asked_after(before: dict, after: dict) -> tuple[Prompt, ...]:
    """``asked(after)`` for ``after``, a step's new state, worked out from the prompts of
    ``before``, the state it came from, where they are known (:func:`seen_view`): while
    the fight's status, phase, round and settings are the same, a combatant whose record is the
    very object it was keeps its prompt (or still has none), and only the others are asked
    anew. A step of a fight of 200 so asks again about the few records it made."""
    old = seen_view(asked, before)
    if (
        old is None
        or _asking(before) != _asking(after)
        or not _same(before.get("settings"), after.get("settings"))
    ):
        return asked(after)
    if not _asking(after)[0]:
        return ()
    kept = {p.combatant: p for p in old}
    was = before["combatants"]
    ask = _asker(after)
    found = (
        kept.get(cid) if dict.get(was, cid) is record else ask(cid, record)
        for cid, record in _in_gm_order(after)
    )
    return tuple(p for p in found if p)


def _asking(encounter: dict) -> tuple[bool, object, object]:
    """What every prompt reads of the whole fight: whether it runs, its phase and round
    (a newcomer declares from the round after it came)."""
    running = encounter.get("status") == "running" and encounter["round"] >= 1
    if not running:  # a prepared fight asks nothing, whatever phase it is in (or none)
        return False, encounter.get("phase"), encounter.get("round")
    return running, encounter["phase"], encounter["round"]


def _asker(encounter: dict):
    """The prompt (or None) of one combatant of ``encounter``, a running fight, by
    ``ask(cid, record)``."""
    declaring = encounter["phase"] == "declare"
    resolving = encounter["phase"] == "resolve"
    actions: list = []  # the complex actions a declaration offers, read once when first asked

    def ask(cid: str, record: dict) -> Prompt | None:
        intent = record["intent"]
        # what the record asks for first (cheap), whether it can act only then
        if declaring:
            if intent is not None and (busy(intent) or not _untargeted_attack(intent)):
                return None
        elif not (resolving and _attack_waits(record)):
            return None
        if not play.can_act(record["sheet"]) or not arrived(encounter, record):
            return None  # (a newcomer declares from the next round: encounter_roster)
        name = record["name"]
        if not declaring:
            return Prompt(
                "attack",
                cid,
                None,
                Text(cs=f"{name}: vyhodnoť útok", en=f"{name}: resolve the attack"),
                (),
                {"action": intent["action"], "target": intent.get("target")},
            )
        if not actions:
            actions.append(tuple(catalogue(encounter).complex_actions))
        if intent is None:
            text = Text(cs=f"{name}: ohlas záměr", en=f"{name}: declare an intent")
        else:
            text = Text(cs=f"{name}: ohlas cíl útoku", en=f"{name}: declare the attack's target")
        return Prompt("declare", cid, None, text, actions[0])

    return ask
