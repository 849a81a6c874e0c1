"""The d20 encounter's turns: the start, turns and rounds, delay, ready and resume,
drag-to-reorder within a tie, late arrivals and leaving.

Pure Python. Turn bookkeeping: ``state["turns"]`` maps an id to ``"begun"`` (its
start-of-turn ran this round) or ``"ended"`` (its end-of-turn ran too); it is emptied when
a new round starts. A combatant's start-of-turn runs once a round, its end-of-turn once, so
a turn interrupted by a resumed combatant, or a delayed turn taken later in the same round,
continues without running them twice.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import Text, by_gender, gender_of, roll, signed
from campaign_manager.systems.d20.encounter_base import (
    alive,
    checked_text,
    creature_of,
    d20,
    incapacity,
    line,
    name_of,
    report,
    require_able,
    said,
    settings_of,
    store,
)
from campaign_manager.systems.d20.encounter_initiative import (
    enter_initiative,
    enter_roll_off,
    new_entry,
    require_prepared,
    roll_order,
    tie_key,
)
from campaign_manager.systems.encounter_common import (
    acted,
    combatant,
    refuse,
    set_current,
    tick_conditions,
)
from campaign_manager.systems.outcome import Event, Prompt


def require_running(state: dict) -> None:
    if state["status"] != "running":
        raise refuse("Boj ještě nezačal.", "The fight has not started yet.", "state")


def start(state: dict, action: dict, rng: Any, events: list[Event], prompts: list[Prompt]) -> None:
    """``{"type": "start"}``: initiative rolled for those without an entered roll, ties by
    the campaign's settings (higher modifier, then roll-offs: entered ones first), round 1,
    the first turn. ``"rolls": {id: d20}`` and ``"roll_offs": {id: [d20, …]}`` may be given
    here too (the same as the initiative and roll_off actions before it)."""
    require_prepared(state, "Boj se začíná", "A fight is started")
    if not state["combatants"]:
        raise refuse("V boji nikdo není.", "There is no one in this fight.", "state")
    for key in ("rolls", "roll_offs"):
        if not isinstance(action.get(key) or {}, dict):
            raise refuse(
                f"„{key}“ je záznam id → hod k20.", f"'{key}' is a record of id → d20.", "input"
            )
    for cid, die in (action.get("rolls") or {}).items():
        enter_initiative(state, {"id": cid, "roll": die}, rng, events, prompts)
    for cid, dice in (action.get("roll_offs") or {}).items():
        for die in dice if isinstance(dice, list) else [dice]:
            enter_roll_off(state, {"id": cid, "roll": die}, rng, events, prompts)
    state.update(order=roll_order(state, rng, events), status="running", round=1, turns={})
    events.append(Event(Text(cs="Kolo 1.", en="Round 1."), "round"))
    advance(state, 0, events, prompts)


# -- turns --------------------------------------------------------------------------------
def _new_round(state: dict, events: list[Event]) -> None:
    state["round"] += 1
    state["turns"] = {}
    events.append(Event(Text(cs=f"Kolo {state['round']}.", en=f"Round {state['round']}."), "round"))


def turn_due(state: dict) -> bool:
    """True between two turns: the next combatant is current, but its turn has not begun
    (someone who delayed may still act before it)."""
    current = state["current"]
    return state["status"] == "running" and current is not None and current not in state["turns"]


def begin_due_turn(state: dict, cid: str, events: list[Event], prompts: list[Prompt]) -> None:
    """``cid`` acts on its own turn: if it is current and its turn is due, the turn begins
    now (its start-of-turn first)."""
    if cid == state["current"] and turn_due(state):
        begin_turn(state, cid, events, prompts)


def place_before(state: dict, cid: str, waiting: dict, at: str | None) -> bool:
    """True when the place of ``cid``, who delayed, is just before ``at`` (None: the end of
    the order): its initiative comes before ``at``'s, or, tied, it was just before ``at``
    when it stepped out (or before one who has stepped out since)."""
    if at is None or waiting.get("before") == at:
        return True
    by_modifier = settings_of(state).initiative_ties_by_modifier
    return tie_key(state, cid, by_modifier) > tie_key(state, at, by_modifier)


def _returning(state: dict, at: str | None) -> list[str]:
    """The delayed combatants whose place (just before ``at``; None: the end of the order)
    comes round now, in a round after the one they delayed in."""
    return [
        cid
        for cid, waiting in state["waiting"].items()
        if waiting["kind"] == "delay"
        and waiting["round"] < state["round"]
        and place_before(state, cid, waiting, at)
    ]


def _lapse(state: dict, cid: str, events: list[Event], prompts: list[Prompt]) -> None:
    """A delayed combatant's place came round: the delayed action is lost, the paused turn
    ends, and it takes its normal turn there (it may delay again)."""
    del state["waiting"][cid]
    events.append(
        line(
            state,
            cid,
            f"odložená akce propadá ({said(state, cid, 'jeho', 'její', 'jeho')} místo v pořadí "
            "přišlo znovu na řadu): hraje svůj běžný tah (může znovu odložit).",
            "its delayed action is lost (its place in the order came round again): it takes "
            "its normal turn (it may delay again).",
            "delay",
        )
    )
    finish_turn(state, cid, events, prompts)


def _lapse_ready(state: dict, cid: str, events: list[Event]) -> None:
    """A readied action not triggered by the combatant's next turn lapses."""
    waiting = state["waiting"].get(cid)
    if waiting is None or waiting["kind"] != "ready":
        return
    del state["waiting"][cid]
    events.append(
        line(
            state,
            cid,
            f"připravená akce propadá („{waiting['trigger']}“ nenastalo).",
            f"the readied action lapses ('{waiting['trigger']}' did not happen).",
            "ready",
        )
    )


def _may_act_first(state: dict, candidate: str, delayed: str | None) -> list[str]:
    """Those who delayed and could act now, between two turns, before ``candidate``'s turn
    begins (not ``delayed``, who stepped out just now)."""
    return [
        cid
        for cid, waiting in state["waiting"].items()
        if waiting["kind"] == "delay"
        and cid not in (candidate, delayed)
        and cid in state["combatants"]
        and incapacity(state["combatants"][cid]["sheet"]) is None
    ]


def advance(
    state: dict,
    index: int,
    events: list[Event],
    prompts: list[Prompt],
    delayed: str | None = None,
) -> None:
    """Make the first living combatant at or after ``index`` in the order current (a new
    round when the order wraps) and begin its turn; None if no one living is in it.

    On the way a delayed combatant whose place comes round (a round after it delayed) is
    back there and takes its turn. When someone who delayed could still act first, the
    next turn does not begin yet: its combatant is current, the turn due (``next``
    begins it, ``resume`` lets the delayed one act before it); ``delayed`` (the one who
    stepped out just now) does not count."""
    order = state["order"]
    while True:
        at = order[index] if index < len(order) else None
        back = _returning(state, at)
        if back:
            for offset, cid in enumerate(back):
                order.insert(index + offset, cid)
                _lapse(state, cid, events, prompts)
            continue
        if at is None:
            if not any(alive(state, cid) for cid in order) and not any(
                w["kind"] == "delay" for w in state["waiting"].values()
            ):
                set_current(state, None)
                events.append(
                    Event(
                        Text(
                            cs="V pořadí nezbývá nikdo, kdo by jednal.",
                            en="No one is left in the order to act.",
                        ),
                        "order",
                    )
                )
                return
            _new_round(state, events)
            index = 0
            continue
        if alive(state, at):
            break
        # a dead combatant's turn is skipped, but what counts on its turns still counts
        _tick(state, at, "start", events)
        _tick(state, at, "end", events)
        index += 1
    candidate = order[index]
    _lapse_ready(state, candidate, events)
    first = _may_act_first(state, candidate, delayed)
    if not first:
        begin_turn(state, candidate, events, prompts)
        return
    set_current(state, candidate)
    others = ", ".join(name_of(state, cid) for cid in first)
    delayed_cs = (
        said(state, first[0], "odložený", "odložená", "odložené") if len(first) == 1 else "odložení"
    )
    its = said(state, candidate, "jeho", "její", "jeho")
    before = said(state, candidate, "před ním", "před ní", "před ním")
    events.append(
        line(
            state,
            candidate,
            f"je na řadě (kolo {state['round']}); {its} tah ještě nezačal: {delayed_cs} "
            f"({others}) {'může' if len(first) == 1 else 'mohou'} jednat {before}, jinak tah "
            "začne dalším krokem.",
            f"is next (round {state['round']}); its turn has not begun: the delayed "
            f"({others}) may act before it, else the next step begins it.",
            "turn",
        )
    )


def _tick(state: dict, cid: str, when: str, events: list[Event]) -> None:
    tick_conditions(
        state,
        events,
        lambda record, entry: (
            entry.get("ends", "start") == when and entry.get("of", record["id"]) == cid
        ),
    )


def begin_turn(state: dict, cid: str, events: list[Event], prompts: list[Prompt]) -> None:
    """``cid`` becomes current. The first time this round its start-of-turn runs (a lapsed
    readied action, the core's stun, regeneration, fast healing and dying save, conditions
    counted at "start"); otherwise its turn continues."""
    set_current(state, cid)
    turns = state["turns"]
    if turns.get(cid) is not None:
        if turns[cid] == "ended":
            events.append(
                line(state, cid, "jedná (připravená akce).", "acts (its readied action).", "turn")
            )
        else:
            events.append(line(state, cid, "tah pokračuje.", "its turn continues.", "turn"))
        acted(state, cid, events)
        return
    creature = creature_of(state, cid)
    if creature._has_pending("dying"):
        raise refuse(
            f"{name_of(state, cid)}: nejdřív vyhodnoť čekající záchranu umírajícího.",
            f"{name_of(state, cid)}: resolve the pending dying save first.",
            "state",
        )
    turns[cid] = "begun"
    events.append(
        line(
            state,
            cid,
            f"na tahu (kolo {state['round']}).",
            f"turn (round {state['round']}).",
            "turn",
        )
    )
    _lapse_ready(state, cid, events)
    result = creature.start_turn()
    store(state, cid, creature)
    report(state, cid, result, events, prompts)
    _tick(state, cid, "start", events)
    acted(state, cid, events)


def finish_turn(state: dict, cid: str, events: list[Event], prompts: list[Prompt]) -> None:
    """The core's end-of-turn (a stun that covered the turn ends), conditions counted at
    "end" (a turn of this round is marked ended)."""
    if state["turns"].get(cid) == "begun":
        state["turns"][cid] = "ended"
    creature = creature_of(state, cid)
    result = creature.end_turn()
    store(state, cid, creature)
    report(state, cid, result, events, prompts)
    _tick(state, cid, "end", events)


def end_turn(state: dict, cid: str, events: list[Event], prompts: list[Prompt]) -> None:
    """The end of ``cid``'s turn this round, once a round (nothing if it has not begun)."""
    if state["turns"].get(cid) != "begun" or cid not in state["combatants"]:
        return
    finish_turn(state, cid, events, prompts)


def next_turn(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "next"}``: the current turn ends, the next one begins (between two
    turns, when the next one's turn is due: it begins)."""
    require_running(state)
    current = state["current"]
    if current is None:
        if not any(alive(state, cid) for cid in state["order"]) and not state["waiting"]:
            raise refuse(
                "V pořadí nikdo živý není: přidej účastníka, nebo boj ukonči.",
                "No one living is in the order: add a combatant, or end the fight.",
                "state",
            )
        advance(state, 0, events, prompts)
        return
    if turn_due(state):
        if alive(state, current):
            begin_turn(state, current, events, prompts)
        else:  # it died before its turn began: skipped, as the dead are
            advance(state, state["order"].index(current), events, prompts)
        return
    pending = state["combatants"][current]["sheet"]["pending_saves"]
    dying = [dc for kind, dc in pending if kind == "dying"]
    if dying:
        raise refuse(
            f"{name_of(state, current)} si nejdřív hází záchranu umírajícího (TO {dying[0]}).",
            f"{name_of(state, current)} must make the dying save first (DC {dying[0]}).",
            "state",
        )
    end_turn(state, current, events, prompts)
    advance(state, state["order"].index(current) + 1, events, prompts)


def leave_spot(state: dict, cid: str) -> None:
    """``cid`` leaves its spot in the order; a delayed one whose place was just before it
    keeps that place: now just before the one after it."""
    order = state["order"]
    if cid not in order:
        return
    index = order.index(cid)
    after = order[index + 1] if index + 1 < len(order) else None
    for waiting in state["waiting"].values():
        if waiting["kind"] == "delay" and waiting.get("before") == cid:
            waiting["before"] = after
    del order[index]


def step_out(state: dict, cid: str, events: list[Event], prompts: list[Prompt]) -> None:
    """``cid`` leaves the order; if it was current, the next one's turn begins."""
    if cid not in state["order"]:
        return
    index = state["order"].index(cid)
    leave_spot(state, cid)
    if state["current"] == cid:
        advance(state, index, events, prompts)


def _require_turn(state: dict, cid: str, cs: str, en: str) -> None:
    if state["current"] != cid:
        raise refuse(
            f"{cs} může jen ten, kdo je na tahu, ne {name_of(state, cid)}.",
            f"Only the combatant whose turn it is may {en}, not {name_of(state, cid)}.",
            "state",
        )


def delay(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "delay", "id"}``: the current combatant steps out of the order. Its place
    is kept: if it has not acted again when that place comes round in the next round, it
    is back there and takes its normal turn (the d20 rule)."""
    require_running(state)
    cid = combatant(state, action.get("id"))["id"]
    _require_turn(state, cid, "Odložit", "delay")
    begin_due_turn(state, cid, events, prompts)
    require_able(state, cid, "odložit akci", "delay")
    order = state["order"]
    index = order.index(cid)
    after = order[index + 1] if index + 1 < len(order) else None
    state["waiting"][cid] = {
        "kind": "delay",
        "trigger": None,
        "round": state["round"],
        "before": after,
    }
    events.append(
        line(
            state,
            cid,
            "odkládá svou akci (vystupuje z pořadí; "
            f"{said(state, cid, 'jeho místo mu', 'její místo jí', 'jeho místo mu')} zůstává do "
            "příštího kola).",
            "delays (steps out of the order; its place is kept until the next round).",
            "delay",
        )
    )
    leave_spot(state, cid)
    advance(state, index, events, prompts, delayed=cid)


def ready(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "ready", "id", "trigger"}``: the current combatant readies an action
    (its turn ends, it keeps its place); ``resume`` when the trigger happens, or it lapses
    when its next turn comes (the d20 rule)."""
    require_running(state)
    cid = combatant(state, action.get("id"))["id"]
    _require_turn(state, cid, "Připravit akci", "ready an action")
    trigger = checked_text(action.get("trigger"), "Spouštěč", "The trigger", 200)
    begin_due_turn(state, cid, events, prompts)
    require_able(state, cid, "připravit akci", "ready an action")
    state["waiting"][cid] = {"kind": "ready", "trigger": trigger, "round": state["round"]}
    events.append(
        line(state, cid, f"připravuje akci: {trigger}.", f"readies an action: {trigger}.", "ready")
    )
    end_turn(state, cid, events, prompts)
    advance(state, state["order"].index(cid) + 1, events, prompts)


def _take_place_before(state: dict, cid: str, other: str) -> None:
    """``cid`` now acts just before ``other``: its initiative becomes ``other``'s (the d20
    rule: the count it acted on), so it sorts just before it."""
    entry = state["initiative"][cid]
    theirs = state["initiative"][other]
    entry["total"] = theirs["total"]
    entry["tie_modifier"] = theirs.get("tie_modifier", theirs["modifier"])


def resume(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "resume", "id"}``: a delayed (or readied) combatant acts now, placed just
    before whoever is current, and keeps that place: its initiative becomes theirs.

    Between two turns (the current one's turn due, see ``advance``) it acts before that
    turn begins: nothing of its start has happened yet. A readied action interrupts: the
    current turn goes on after it. One who delayed in an earlier round ends that paused
    turn and begins this round's turn here."""
    require_running(state)
    cid = combatant(state, action.get("id"))["id"]
    waiting = state["waiting"].get(cid)
    if waiting is None:
        raise refuse(
            f"{name_of(state, cid)} nečeká ("
            f"{said(state, cid, 'neodložil ani nepřipravil', 'neodložila ani nepřipravila', 'neodložilo ani nepřipravilo')}"
            " akci).",
            f"{name_of(state, cid)} is not waiting (it neither delayed nor readied).",
            "state",
        )
    require_able(state, cid, "jednat", "act")
    current = state["current"]
    order = state["order"]
    del state["waiting"][cid]
    leave_spot(state, cid)
    if current is None or current not in order:
        order.append(cid)
        its = said(state, cid, "jeho", "její", "jeho")
        where = Text(cs=f"{its} místo je teď na konci pořadí", en="at the end of the order")
    else:
        order.insert(order.index(current), cid)
        _take_place_before(state, cid, current)
        other = name_of(state, current)
        total = state["initiative"][cid]["total"]
        where = Text(
            cs=f"{said(state, cid, 'jeho', 'její', 'jeho')} místo v pořadí je teď před: {other} "
            f"(iniciativa {total})",
            en=f"before {other} (initiative {total})",
        )
    if waiting["kind"] == "ready":
        cs, en = (
            f"spouštěč nastal ({waiting['trigger']}): jedná; ",
            f"trigger ({waiting['trigger']}): acts ",
        )
    else:
        cs, en = "jedná teď; ", "acts now "
    events.append(
        line(
            state,
            cid,
            f"{cs}{where.cs}.",
            f"{en}{where.en} and keeps that place.",
            "resume",
        )
    )
    if waiting["kind"] == "delay" and state["turns"].get(cid) is None:
        finish_turn(state, cid, events, prompts)  # the turn it delayed, rounds ago
    begin_turn(state, cid, events, prompts)


def return_helpless(state: dict, cid: str, events: list[Event], prompts: list[Prompt]) -> None:
    """A delayed combatant who can no longer act (stunned, unconscious, dying, dead) is back
    at its place in the order and its paused turn ends, so its turns (its dying save, the
    end of its stun) come round."""
    waiting = state.get("waiting", {}).get(cid)
    if waiting is None or waiting["kind"] != "delay" or cid not in state["combatants"]:
        return
    if incapacity(state["combatants"][cid]["sheet"]) is None:
        return
    del state["waiting"][cid]
    order = state["order"]
    index = next(
        (i for i, other in enumerate(order) if place_before(state, cid, waiting, other)),
        len(order),
    )
    order.insert(index, cid)
    if index + 1 < len(order):
        after = name_of(state, order[index + 1])
        where_cs, where_en = f"před {after}", f"before {after}"
    else:
        where_cs, where_en = "na konci", "at the end"
    events.append(
        line(
            state,
            cid,
            f"už nemůže čekat: vrací se na své místo v pořadí ({where_cs}).",
            f"can no longer wait: back at its place in the order ({where_en}).",
            "delay",
        )
    )
    finish_turn(state, cid, events, prompts)


# -- changing the order -------------------------------------------------------------------
def reorder(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "reorder", "id", "before": id | None}``: drag within a tie (the same
    initiative after the settings' tie rules); ``None`` puts it last among the tied.
    Nobody may gain or lose a turn this round by it: whoever already acted stays before
    the current one; one moved before the current one who has not acted acts now."""
    require_running(state)
    cid = combatant(state, action.get("id"))["id"]
    order = state["order"]
    if cid not in order:
        raise refuse(
            f"{name_of(state, cid)} není v pořadí.",
            f"{name_of(state, cid)} is not in the order.",
            "state",
        )
    key = tie_key(state, cid)
    start_at = end_at = order.index(cid)
    while start_at > 0 and tie_key(state, order[start_at - 1]) == key:
        start_at -= 1
    while end_at + 1 < len(order) and tie_key(state, order[end_at + 1]) == key:
        end_at += 1
    run = order[start_at : end_at + 1]
    if len(run) < 2:
        raise refuse(
            f"{name_of(state, cid)} nemá s nikým remízu na iniciativě; přesouvat lze jen v remíze.",
            f"{name_of(state, cid)} is not tied with anyone; reordering is only within a tie.",
            "rule",
        )
    before = action.get("before")
    if before is not None:
        other = combatant(state, before)["id"]
        if other == cid or other not in run:
            raise refuse(
                f"Přesunout lze jen v rámci remízy: {name_of(state, cid)} a {name_of(state, other)} "
                "nemají stejnou iniciativu.",
                f"Reordering is only within a tie: {name_of(state, cid)} and "
                f"{name_of(state, other)} are not tied.",
                "rule",
            )
    new_run = [x for x in run if x != cid]
    new_run.insert(new_run.index(before) if before is not None else len(new_run), cid)
    new_order = order[:start_at] + new_run + order[end_at + 1 :]
    current = state["current"]
    turns = state["turns"]
    fresh: list[str] = []
    if current is not None and current in new_order:
        at = new_order.index(current)
        seen_fresh = False
        for position, other in enumerate(new_order):
            had_turn = other != current and turns.get(other) is not None
            if position < at and not had_turn:
                seen_fresh = True
                fresh.append(other)
            elif (position < at and had_turn and seen_fresh) or (position > at and had_turn):
                raise refuse(
                    f"Takto by {name_of(state, other)} v tomto kole "
                    f"{said(state, other, 'jednal', 'jednala', 'jednalo')} dvakrát nebo vůbec.",
                    f"That would give {name_of(state, other)} two turns or none this round.",
                    "rule",
                )
    state["order"] = new_order
    after = new_run[new_run.index(cid) + 1] if new_run.index(cid) + 1 < len(new_run) else None
    if after is not None:
        cs, en = f"před {name_of(state, after)}", f"before {name_of(state, after)}"
    else:
        cs, en = "za ostatní v remíze", "after the others tied with it"
    events.append(
        line(
            state,
            cid,
            f"v remíze {said(state, cid, 'přesunut', 'přesunuta', 'přesunuto')} {cs}.",
            f"moved within the tie {en}.",
            "reorder",
        )
    )
    if fresh:
        begin_turn(state, fresh[0], events, prompts)


def add(state: dict, action: dict, rng: Any, events: list[Event], prompts, make) -> None:
    """``{"type": "add", "combatant": {...}, "roll": 1..20 | None}``: at round 0 it joins
    the prepared fight; during it, a late arrival rolls initiative (or it is entered) and
    takes its place in the order (on a tie, after those already there)."""
    record = make(action.get("combatant"))
    cid = record["id"]
    if cid in state["combatants"]:
        raise refuse(
            f"Účastník s id „{cid}“ už v boji je.",
            f"A combatant with id '{cid}' is already here.",
            "input",
        )
    state["combatants"][cid] = record
    state["initiative"][cid] = new_entry(record["sheet"])
    added = said(state, cid, "přidán", "přidána", "přidáno")
    events.append(line(state, cid, f"{added} do boje.", "joins the fight.", "add"))
    if state["status"] == "prepared":
        if action.get("roll") is not None:
            enter_initiative(state, {"id": cid, "roll": action["roll"]}, rng, events, prompts)
        return
    entry = state["initiative"][cid]
    die = action.get("roll")
    entered = die is not None
    die = roll(20, rng) if die is None else d20(die, "Hod na iniciativu", "The initiative roll")
    entry.update(roll=die, entered=entered, total=die + entry["modifier"])
    by_modifier = settings_of(state).initiative_ties_by_modifier
    key = tie_key(state, cid, by_modifier)
    order = state["order"]
    index = next(
        (i for i, other in enumerate(order) if tie_key(state, other, by_modifier) < key),
        len(order),
    )
    order.insert(index, cid)
    events.append(
        line(
            state,
            cid,
            f"iniciativa {entry['total']} (k20 {die} {signed(entry['modifier'])}).",
            f"initiative {entry['total']} (d20 {die} {signed(entry['modifier'])}).",
            "initiative",
        )
    )
    if state["current"] is None and alive(state, cid):
        advance(state, index, events, prompts)


def remove(state: dict, action: dict, rng: Any, events: list[Event], prompts) -> None:
    """``{"type": "remove", "id"}``: the combatant leaves the fight (if it was current, the
    next one's turn begins). Conditions counted on its turns count on their targets' own."""
    cid = combatant(state, action.get("id"))["id"]
    events.append(line(state, cid, "odchází z boje.", "leaves the fight.", "remove"))
    if state["status"] == "running":
        step_out(state, cid, events, prompts)
    name = name_of(state, cid)
    del state["combatants"][cid]
    state["initiative"].pop(cid, None)
    state["waiting"].pop(cid, None)
    state["turns"].pop(cid, None)
    if state.get("public_current") == cid:
        state["public_current"] = None
    for record in state["combatants"].values():
        for entry in record["conditions"]:
            if entry.get("of") == cid:
                entry["of"] = record["id"]
                events.append(
                    Event(
                        Text(
                            cs=f"{record['name']}: {entry['name']} se teď počítá na "
                            f"{by_gender(gender_of(record), 'jeho', 'jejích', 'jeho')} vlastních "
                            f"tazích (místo {name}).",
                            en=f"{record['name']}: {entry['name']} now counts on its own turns "
                            f"(instead of {name}'s).",
                        ),
                        "condition",
                        record["id"],
                    )
                )
