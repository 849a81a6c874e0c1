"""Reinforcements and departures by each system's procedure (issue 41, item 6): ``join``
during a running fight, ``remove`` with what the combatant took landing first."""

from __future__ import annotations

import random

import pytest

from campaign_manager.systems import get_encounter, get_system
from campaign_manager.systems.common import RuleError


def _people(system: str) -> list[dict]:
    demo = get_system(system).demo()["characters"]
    pc = next(e for e in demo if e["kind"] == "pc")
    npc = next(e for e in demo if e["kind"] == "npc")
    return [
        {"id": "pc", "name": "Bořek", "side": "pc", "sheet": pc["sheet"]},
        {"id": "npc", "name": "Stráž", "side": "npc", "sheet": npc["sheet"], "gender": "f"},
    ]


def _newcomer(system: str, cid: str = "x1") -> dict:
    npc = next(e for e in get_system(system).demo()["characters"] if e["kind"] == "npc")
    return {"id": cid, "name": "Posila", "side": "npc", "sheet": npc["sheet"], "gender": "f"}


def _run(module, state, *actions, seed=1):
    rng = random.Random(seed)
    for action in actions:
        state = module.act(state, action, rng).state
    return state


def test_d20_a_newcomer_rolls_or_enters_initiative_and_takes_its_place():
    module = get_encounter("d20")
    state = _run(module, module.new_encounter(_people("d20")), {"type": "start"})
    entered = module.act(state, {"type": "join", "combatant": _newcomer("d20"), "roll": 20})
    after = entered.state
    assert after["initiative"]["x1"]["entered"] is True and after["initiative"]["x1"]["roll"] == 20
    assert (
        after["order"][0] == "x1"
        or after["initiative"][after["order"][0]]["total"] >= (after["initiative"]["x1"]["total"])
    )
    rolled = module.act(state, {"type": "join", "combatant": _newcomer("d20", "x2")},
                        random.Random(4)).state  # fmt: skip
    assert rolled["initiative"]["x2"]["entered"] is False and "x2" in rolled["order"]


def test_clovek_a_newcomer_acts_from_the_next_rounds_initiative():
    module = get_encounter("clovek")
    state = _run(module, module.new_encounter(_people("clovek")), {"type": "start"},
                 {"type": "next"})  # fmt: skip
    assert state["phase"] == "act"
    joined = module.act(state, {"type": "join", "combatant": _newcomer("clovek")})
    after = joined.state
    assert "x1" in after["combatants"] and "x1" not in after["order"]
    assert "next round's initiative" in joined.events[-1].text.en
    # the round goes on without it; the next round's initiative takes it in
    while after["phase"] == "act":
        after = module.act(after, {"type": "next"}).state
    after = module.act(after, {"type": "next"}).state  # the initiative phase ends
    assert "x1" in after["order"]


def test_dakara_a_newcomer_declares_from_the_next_round():
    module = get_encounter("dakara")
    state = _run(module, module.new_encounter(_people("dakara")), {"type": "start"})
    joined = module.act(state, {"type": "join", "combatant": _newcomer("dakara")}).state
    assert joined["combatants"]["x1"]["arrives"] == 2
    assert "x1" not in [p.combatant for p in module.pending(joined)]
    with pytest.raises(RuleError, match="declares from round 2"):
        module.act(joined, {"type": "declare", "id": "x1", "action": "attack", "target": "pc"})
    after = _run(module, joined, {"type": "next"}, {"type": "next"})  # resolve, round 2
    assert after["round"] == 2
    assert "x1" in [p.combatant for p in module.pending(after)]


def test_dakara_one_who_leaves_takes_this_rounds_damage_with_it():
    module = get_encounter("dakara")
    state = _run(module, module.new_encounter(_people("dakara")), {"type": "start"})
    hurt = module.act(state, {"type": "damage", "target": "npc", "amount": 3}).state
    before = hurt["combatants"]["npc"]["sheet"]["state"]["kondice_lost"]
    left = module.act(hurt, {"type": "remove", "id": "npc"})
    sheet = next(e.sheet for e in left.events if e.sheet is not None)
    assert sheet["state"]["kondice_lost"] == before + 3  # the pending damage landed first
    assert "npc" not in left.state["combatants"]


@pytest.mark.parametrize("system", ["d20", "clovek", "dakara"])
def test_several_join_in_one_action_as_each_would_alone(system):
    module = get_encounter(system)
    state = _run(module, module.new_encounter(_people(system)), {"type": "start"})
    newcomers = [_newcomer(system, f"x{n}") for n in range(1, 4)]
    fields = {"x2": {"roll": 12}} if system == "d20" else {}
    together = module.act(
        state, {"type": "join", "combatants": newcomers, "fields": fields}, random.Random(2)
    ).state
    alone = state
    rng = random.Random(2)
    for raw in newcomers:
        alone = module.act(alone, {"type": "join", "combatant": raw, **fields.get(raw["id"], {})},
                           rng).state  # fmt: skip
    assert together == alone
    with pytest.raises(RuleError):
        module.act(state, {"type": "join", "combatants": []})
