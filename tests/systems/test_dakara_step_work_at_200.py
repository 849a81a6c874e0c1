"""A step of a Dakara fight of 200 does the work of what it changed, as at 10: the rules
copy only the records the step changes, the check of the new state looks again only at
those, the GM's rows are worked out from the rows before, and a round's start or its
resolution touches only the combatants whose round state changes (issue 38 item 12).

Work is counted (records not shared with the state before, records checked, rows made
anew), never timed."""

from __future__ import annotations

import random

import pytest

from campaign_manager.systems import get_encounter
from campaign_manager.systems.dakara import encounter_state, new_sheet, play, validate_sheet

MODULE = get_encounter("dakara")
ATTACK = {"attack_number": 5, "defence_number": 2, "attack_roll": 6, "defence_roll": 1}


@pytest.fixture(autouse=True)
def campaign():
    """Pure rules: no campaign file is needed (and none is opened)."""
    yield None


def _fighter(out: bool = False) -> dict:
    sheet = new_sheet()
    sheet["skills"]["Boj zblízka"] = {"rating": 3}
    if out:  # kondice 0: out of the fight until brought round
        sheet["state"]["kondice"] = 0
    return validate_sheet(sheet)


def _running(size: int) -> dict:
    """A fight of ``size`` (NPCs and a PC now and then; c9 is out) in round 1's
    declaration, viewed (so checked) as the tracker views it."""
    cast = [
        {"id": f"c{n}", "name": f"Stráž {n}", "side": "pc" if n % 3 == 0 else "npc"}
        for n in range(size)
    ]
    for entry in cast:
        entry["sheet"] = _fighter(out=entry["id"] == "c9")
    state = MODULE.act(MODULE.new_encounter(cast), {"type": "start"}, random.Random(1)).state
    MODULE.gm_rows(state)
    MODULE.public_view(state)
    return state


def _declare(cid: str, target: str) -> dict:
    return {"type": "declare", "id": cid, "action": "melee_attack", "target": target}


#: steps that touch one or a few combatants, each from the state the steps before made
_STEPS = [
    ("declare", _declare("c1", "c2")),
    ("declare again", _declare("c2", "c1")),
    ("damage", {"type": "damage", "target": "c3", "amount": 2}),
    ("condition", {"type": "condition", "target": "c4", "name": "Oslepen", "rounds": 2}),
    ("free", {"type": "free", "id": "c5", "text": "skok"}),
    ("hide", {"type": "hide", "target": "c6"}),
    ("brought round", {"type": "brought_round", "id": "c9", "rounds": 2}),
    ("select", {"type": "select", "id": "c7"}),
    ("resolve", {"type": "next"}),
    ("attack", {"type": "attack", "attacker": "c1", "defender": "c2", **ATTACK}),
    ("attack back", {"type": "attack", "attacker": "c2", "defender": "c1", **ATTACK}),
    ("round start", {"type": "next"}),
    ("resolve an empty round", {"type": "next"}),
    ("start a round nobody acted in", {"type": "next"}),
    ("remove", {"type": "remove", "id": "c8"}),
]


def _work(size: int, monkeypatch) -> dict[str, tuple[int, int, int]]:
    """Per step: (records the new state does not share with the state before, records the
    Dakara check reads, rows made anew)."""
    checked: list = []
    real = encounter_state.check_combatant
    real_quick = encounter_state._plain_combatant

    def quick(record):
        checked.append(record)
        return real_quick(record)

    monkeypatch.setattr(encounter_state, "_plain_combatant", quick)
    monkeypatch.setattr(
        encounter_state, "check_combatant", lambda cid, r: checked.append(r) or real(cid, r)
    )
    state = _running(size)
    rows = MODULE.gm_rows(state)
    work = {}
    for label, action in _STEPS:
        checked.clear()
        new = MODULE.act(state, action, random.Random(3)).state
        again = MODULE.gm_rows(new, previous=(state, rows))
        MODULE.pending(new)
        MODULE.public_view(new)  # the views check the new state, as the tracker's do
        MODULE.act(new, {"type": "view", "view": new["view"]}, random.Random(4))  # and an act
        shared = sum(
            1 for cid, record in new["combatants"].items() if record is state["combatants"].get(cid)
        )
        before = {id(row) for row in rows}
        made = sum(1 for row in again if id(row) not in before)
        work[label] = (len(new["combatants"]) - shared, len(checked), made)
        assert again == MODULE.gm_rows(new), label
        state, rows = new, again
    return work


def test_a_step_of_a_fight_of_200_does_the_work_of_one_of_10(monkeypatch):
    small = _work(10, monkeypatch)
    large = _work(200, monkeypatch)
    assert large == small
    # and it is the work of what the step changed: a declaration copies, checks and rows
    # the one who declares; the resolution copies nobody and rows the current one before
    # and now; a round starts by touching the six whose round state changes (two attacked,
    # one's damage lands, one's condition and one's brought round count down, one had a
    # free action); a removal leaves the others shared
    assert small["declare"] == (1, 1, 1)
    assert small["resolve"] == (0, 0, 2)
    assert small["round start"] == (6, 6, 6)
    assert small["resolve an empty round"] == (0, 0, 0)
    assert small["remove"] == (0, 0, 0)


def _asked(size: int, monkeypatch) -> list[int]:
    """How many combatants act and the tracker's pending ask about, step by step (a
    combatant is asked about by whether it can act)."""
    asked: list = []
    real = play.can_act
    state = _running(size)
    MODULE.pending(state)
    monkeypatch.setattr(play, "can_act", lambda sheet: asked.append(sheet) or real(sheet))
    counts = []
    for _label, action in _STEPS[:7]:
        asked.clear()
        state = MODULE.act(state, action, random.Random(3)).state
        MODULE.pending(state)
        counts.append(len(asked))
    monkeypatch.undo()
    return counts


def test_what_a_step_asks_is_asked_again_only_of_the_records_it_made(monkeypatch):
    """The prompts of a step's new state come from those of the state before: the act
    asks again about the records it made, and the tracker's pending asks nobody again."""
    small = _asked(10, monkeypatch)
    assert _asked(200, monkeypatch) == small
    assert max(small) <= 3


def test_a_round_starts_by_touching_only_those_whose_round_state_changes():
    state = _running(200)
    for cid in ("c1", "c2", "c3"):
        state = MODULE.act(state, _declare(cid, "c0"), random.Random(1)).state
    state = MODULE.act(state, {"type": "free", "id": "c4", "text": "skok"}, random.Random(1)).state
    resolving = MODULE.act(state, {"type": "next"}, random.Random(1)).state
    assert all(resolving["combatants"][c] is state["combatants"][c] for c in state["combatants"])
    started = MODULE.act(resolving, {"type": "next"}, random.Random(1)).state
    changed = {
        cid
        for cid, record in started["combatants"].items()
        if record is not resolving["combatants"][cid]
    }
    assert changed == {"c1", "c2", "c3", "c4"}
    assert started["round"] == 2
    assert all(started["combatants"][c]["intent"] is None for c in ("c1", "c2", "c3"))
    assert started["combatants"]["c4"]["free"] is None


def test_the_rows_of_a_step_keep_the_rows_of_those_it_left_alone():
    state = _running(200)
    rows = MODULE.gm_rows(state)
    new = MODULE.act(state, _declare("c1", "c2"), random.Random(1)).state
    again = MODULE.gm_rows(new, previous=(state, rows))
    assert again == MODULE.gm_rows(new)
    kept = {row["id"] for row in again if any(row is old for old in rows)}
    assert kept == {row["id"] for row in rows} - {"c1"}


def test_a_row_whose_target_was_renamed_is_made_anew():
    """A row shows its intent's target by name: renaming the target (an alias is not shown
    to the GM, but a new record is) remakes the row of whoever targets it."""
    state = _running(10)
    state = MODULE.act(state, _declare("c1", "c2"), random.Random(1)).state
    rows = MODULE.gm_rows(state)
    renamed = {**state, "combatants": {**state["combatants"]}}
    renamed["combatants"]["c2"] = {**state["combatants"]["c2"], "name": "Jiné jméno"}
    again = MODULE.gm_rows(renamed, previous=(state, rows))
    assert again == MODULE.gm_rows(renamed)
    assert next(row for row in again if row["id"] == "c1")["intent"].cs.endswith("Jiné jméno")


def test_a_newcomer_is_asked_from_the_round_after_it_came_as_anew():
    """What a step's state asks, worked out from what the state before asked, is what its
    copy asks anew, also for one who joins during a round (it declares from the next)."""
    state = _running(10)
    MODULE.pending(state)
    newcomer = {"id": "x1", "name": "Posila", "side": "npc", "sheet": _fighter()}
    for action in (
        {"type": "join", "combatant": newcomer},
        _declare("c1", "x1"),
        {"type": "next"},
        {"type": "next"},
    ):
        outcome = MODULE.act(state, action, random.Random(1))
        state = outcome.state
        assert list(outcome.prompts) == MODULE.pending(dict(state)), action["type"]
    assert "x1" in [p.combatant for p in outcome.prompts]  # round 2: it declares now
