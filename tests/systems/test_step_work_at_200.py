"""A step of a fight of 200 does the work of what it changed: the rules copy only the
records they read, the check of the new state looks again only at those, and the GM's
rows are worked out from the rows before (issue 38 item 12)."""

from __future__ import annotations

import random

from campaign_manager.systems import get_encounter, get_system
from campaign_manager.systems.d20 import encounter as d20_encounter
from campaign_manager.systems.d20.encounter_check import check_d20


def _running(size: int = 200) -> tuple:
    module = get_encounter("d20")
    sheet = get_system("d20").new_sheet
    cast = [
        {"id": f"c{n}", "name": f"Stráž {n}", "side": "npc", "sheet": sheet()} for n in range(size)
    ]
    state = module.act(module.new_encounter(cast), {"type": "start"}, random.Random(1)).state
    state = module.act(state, {"type": "next"}, random.Random(2)).state
    module.gm_rows(state)  # the views check it, as the tracker's do
    return module, state


def test_a_step_shares_the_initiative_records_it_left_alone():
    module, state = _running()
    new = module.act(state, {"type": "next"}, random.Random(3)).state
    shared = [
        cid for cid in new["initiative"] if new["initiative"][cid] is state["initiative"][cid]
    ]
    assert len(shared) >= 195
    assert new["initiative"] == state["initiative"]


def test_the_check_of_a_steps_new_state_looks_again_only_at_the_records_it_made():
    module, state = _running()
    from campaign_manager.systems.encounter_copy import fresh_since_checked

    new = module.act(state, {"type": "next"}, random.Random(3)).state
    fresh = fresh_since_checked(check_d20, new)
    assert fresh is not None and len(fresh) <= 4
    assert fresh_since_checked(check_d20, dict(new)) is None  # a caller's own: all of it


def test_the_rows_of_a_step_keep_the_initiative_marks_of_the_rows_before(monkeypatch):
    module, state = _running()
    rows = module.gm_rows(state)
    new = module.act(state, {"type": "next"}, random.Random(3)).state
    calls = []
    real = d20_encounter._modifier_marks
    monkeypatch.setattr(d20_encounter, "_modifier_marks", lambda *a: calls.append(a) or real(*a))
    again = module.gm_rows(new, previous=(state, rows))
    assert calls == []
    monkeypatch.undo()
    assert again == module.gm_rows(new)


def test_the_shared_check_of_a_steps_new_state_reads_only_the_records_it_made(monkeypatch):
    """The views check the new state (each combatant's shared keys) and the next act
    checks it again: together they read the few records the step made, not all 200."""
    from campaign_manager.systems import encounter_fields

    module, state = _running()
    calls = []
    real = encounter_fields._check_record
    monkeypatch.setattr(
        encounter_fields, "_check_record", lambda cid, r: calls.append(cid) or real(cid, r)
    )
    new = module.act(state, {"type": "next"}, random.Random(3)).state
    module.gm_rows(new)
    module.pending(new)
    module.act(new, {"type": "next"}, random.Random(4))
    assert 0 < len(calls) <= 8


def test_a_clovek_step_keeps_the_rows_of_those_it_left_alone():
    module = get_encounter("clovek")
    sheet = get_system("clovek").new_sheet
    cast = [
        {"id": f"c{n}", "name": f"Stráž {n}", "side": "npc", "sheet": sheet()} for n in range(200)
    ]
    state = module.act(module.new_encounter(cast), {"type": "start"}, random.Random(1)).state
    kept = []
    for seed in range(4):
        rows = module.gm_rows(state)
        new = module.act(state, {"type": "next"}, random.Random(seed)).state
        again = module.gm_rows(new, previous=(state, rows))
        assert again == module.gm_rows(new)
        kept.append(sum(a is b for a, b in zip(again, rows, strict=False)))
        state = new
    assert max(kept) >= 190


def test_the_clovek_check_of_a_steps_new_state_reads_only_the_records_it_made(monkeypatch):
    from campaign_manager.systems.clovek import encounter_check

    module = get_encounter("clovek")
    sheet = get_system("clovek").new_sheet
    cast = [
        {"id": f"c{n}", "name": f"Stráž {n}", "side": "npc", "sheet": sheet()} for n in range(200)
    ]
    state = module.act(module.new_encounter(cast), {"type": "start"}, random.Random(1)).state
    state = module.act(state, {"type": "next"}, random.Random(2)).state
    module.gm_rows(state)  # checked, as the tracker's views do
    calls = []
    real = encounter_check._check_record
    monkeypatch.setattr(
        encounter_check, "_check_record", lambda cid, r: calls.append(cid) or real(cid, r)
    )
    new = module.act(state, {"type": "next"}, random.Random(3)).state
    module.gm_rows(new)
    module.act(new, {"type": "next"}, random.Random(4))
    assert 0 < len(calls) <= 6
