"""The d20 fight's contract (issue 11) and what the player view may show (issue 12): JSON
round trips, the argument never modified, bilingual refusals, bands, PC numbers, hidden
combatants, the GM's rows, and a property over random fights."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.d20_fights import fighter, monster, run, started  # tests/ on the path

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.d20.encounter import (
    act,
    gm_detail,
    gm_rows,
    new_encounter,
    pending,
    public_view,
)
from campaign_manager.systems.d20.sheet import validate_sheet


def refused(state: dict, action: dict, rng=None) -> RuleError:
    before = copy.deepcopy(state)
    with pytest.raises(RuleError) as caught:
        act(state, action, rng)
    assert state == before
    assert caught.value.text.cs and caught.value.text.en
    return caught.value


DEFAULT = (("pc", 10), ("orc", 15), ("wolf", 5))  # totals 12, 15, 6


# -- the contract -------------------------------------------------------------------------
def test_json_round_trip_acts_the_same_and_the_argument_is_never_modified():
    state = started(*DEFAULT)
    state = run(state, {"type": "damage", "target": "pc", "amount": 15}).state
    again = json.loads(json.dumps(state))
    assert again == state
    before = copy.deepcopy(state)
    actions = [{"type": "save", "id": "pc", "fortitude": 2}, {"type": "next"}, {"type": "next"}]
    one = run(state, *actions, rng=random.Random(9))
    two = run(again, *actions, rng=random.Random(9))
    assert state == before
    assert one.state == two.state
    assert [e.text for e in one.events] == [e.text for e in two.events]
    for record in one.state["combatants"].values():
        assert validate_sheet(record["sheet"]) == record["sheet"]


def test_events_name_the_combatant_and_every_refusal_is_bilingual():
    state = started(*DEFAULT)
    out = act(state, {"type": "damage", "target": "pc", "amount": 3})
    assert all(e.combatant == "pc" and e.text.en.startswith("Name-pc: ") for e in out.events)
    assert out.events[1].text.en == "Name-pc: Stamina −3 (9 left)."
    error = refused(state, {"type": "fly"})
    assert "fly" in error.text.cs and "fly" in error.text.en


def test_bands_from_stamina_and_wound_points_in_both_languages():
    state = started(*DEFAULT)
    look = lambda s: {c["id"]: c["band"] for c in public_view(s)["combatants"]}["pc"]  # noqa: E731
    assert look(state) == "unhurt"
    state = act(state, {"type": "damage", "target": "pc", "amount": 3}).state
    assert look(state) == "hurt"
    state = run(
        state,
        {"type": "damage", "target": "pc", "amount": 10},
        {"type": "save", "id": "pc", "total": 30},
    ).state
    assert look(state) == "bloodied"
    words = {c["id"]: c["band_text"] for c in public_view(state)["combatants"]}
    assert words["pc"] == {"cs": "krvácí", "en": "bloodied"}
    assert words["orc"] == {"cs": "nezraněn", "en": "unhurt"}


def test_pc_numbers_and_initiative_show_only_where_the_view_says_so():
    state = started(*DEFAULT)
    plain = public_view(state)
    assert all("numbers" not in c and "initiative" not in c for c in plain["combatants"])
    state = act(state, {"type": "view", "view": {"pc": "numbers", "initiative": True}}).state
    shown = {c["id"]: c for c in public_view(state)["combatants"]}
    assert shown["pc"]["numbers"] == {
        "stamina": 12,
        "max_stamina": 12,
        "wounds": 14,
        "max_wounds": 14,
    }
    assert "numbers" not in shown["orc"]
    assert shown["orc"]["initiative"] == 15


def test_hidden_combatants_stay_off_the_player_view_and_the_highlight_stays_visible():
    people = (
        ("pc", "pc", fighter()),
        ("ambush", "npc", monster(), True),
        ("orc", "npc", monster()),
    )
    state = started(("pc", 15), ("ambush", 10), ("orc", 2), people=people)
    state = act(state, {"type": "next"}).state
    assert state["current"] == "ambush"
    view = public_view(state)
    assert view["current"] == "pc" and "ambush" not in json.dumps(view)
    assert view["next"] == "orc"
    revealed = act(state, {"type": "reveal", "target": "ambush"}).state
    assert public_view(revealed)["current"] == "ambush"
    on_act = started(("pc", 15), ("ambush", 10), ("orc", 2), people=people, reveal_on_act=True)
    on_act = act(on_act, {"type": "next"}).state
    assert on_act["combatants"]["ambush"]["hidden"] is False


def test_gm_rows_detail_and_pending_for_the_tracker():
    state = started(*DEFAULT)
    state = act(state, {"type": "damage", "target": "pc", "amount": 14}).state
    rows = gm_rows(state)
    assert [r["id"] for r in rows] == ["orc", "pc", "wolf"]
    row = rows[1]
    assert row["status"].en == "Stamina 0/12 · WP 12/14 · fatigued"
    assert row["status"].cs == "Stamina 0/12 · zdraví 12/14 · unavený"
    assert row["initiative"] == 12 and row["current"] is False and rows[0]["current"] is True
    assert row["pending_saves"] == [["stun", 7]]
    detail = [t.en for t in gm_detail(state, "pc")]
    assert "Pending Fortitude save against stun (Hit to the body): DC 7" in detail
    assert any(t.startswith("fatigued: ends") for t in detail)
    asks = pending(state)
    assert [(p.kind, p.combatant, p.dc) for p in asks] == [("save", "pc", 7)]
    with pytest.raises(RuleError):
        gm_detail(state, "nobody")


# -- a property over random fights ----------------------------------------------------------
NPC_NAME = "Zloduch-Tajny"
HIDDEN_ID = "skryty-id"
ACTION = st.one_of(
    st.tuples(st.just("next"), st.just(0)),
    st.tuples(st.just("damage"), st.integers(0, 30)),
    st.tuples(st.just("crit"), st.integers(0, 15)),
    st.tuples(st.just("save"), st.integers(-2, 30)),
    st.tuples(st.just("heal"), st.integers(0, 20)),
    st.tuples(st.just("delay"), st.just(0)),
    st.tuples(st.just("resume"), st.just(0)),
    st.tuples(st.just("ready"), st.just(0)),
    st.tuples(st.just("condition"), st.integers(1, 3)),
    st.tuples(st.just("stabilise"), st.integers(5, 25)),
    st.tuples(st.just("reveal"), st.just(0)),
)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    steps=st.lists(st.tuples(ACTION, st.integers(0, 3)), max_size=40),
    pc_view=st.sampled_from(["numbers", "band", "nothing"]),
)
def test_the_public_view_never_shows_a_secret(seed, steps, pc_view):
    people = [
        {"id": "hero", "name": "Hero", "side": "pc", "sheet": fighter()},
        {"id": "npc-1", "name": NPC_NAME, "side": "npc", "sheet": monster(hit_points=37)},
        {
            "id": HIDDEN_ID,
            "name": "Stin-Nevideny",
            "side": "npc",
            "sheet": monster(),
            "hidden": True,
        },
        {"id": "npc-2", "name": "Druhy", "side": "npc", "sheet": monster(regeneration=3)},
    ]
    ids = [p["id"] for p in people]
    rng = random.Random(seed)
    state = new_encounter(people, view={"pc": pc_view, "initiative": True})
    state = act(state, {"type": "start"}, rng).state
    for (kind, value), pick in steps:
        target = ids[pick]
        action = {
            "next": {"type": "next"},
            "damage": {"type": "damage", "target": target, "amount": value},
            "crit": {"type": "damage", "target": target, "amount": value, "critical": True},
            "save": {"type": "save", "id": target, "total": value},
            "heal": {"type": "heal", "target": target, "amount": value},
            "delay": {"type": "delay", "id": state["current"]},
            "resume": {"type": "resume", "id": target},
            "ready": {"type": "ready", "id": state["current"], "trigger": "go"},
            "condition": {"type": "condition", "target": target, "name": "Slow", "rounds": value},
            "stabilise": {"type": "stabilise", "target": target, "total": value},
            "reveal": {"type": "reveal", "target": "npc-1"},
        }[kind]
        before = copy.deepcopy(state)
        try:
            state = act(state, action, rng).state
        except RuleError:
            assert state == before
        view = public_view(state)
        text = json.dumps(view, ensure_ascii=False)
        hidden = [cid for cid in ids if state["combatants"][cid]["hidden"]]
        for cid in hidden:
            assert cid not in text
            assert state["combatants"][cid]["name"] not in text
        assert view["current"] is None or view["current"] not in hidden
        assert view["next"] is None or view["next"] not in hidden
        assert '"sheet"' not in text and '"pending_saves"' not in text
        for entry in view["combatants"]:
            if entry["side"] == "npc":
                assert set(entry) <= {
                    "id", "name", "side", "character_id", "conditions", "band", "band_level",
                    "band_text", "initiative", "waiting", "states",
                }  # fmt: skip
            elif pc_view != "numbers":
                assert "numbers" not in entry
        assert json.loads(json.dumps(state)) == state


def test_gm_detail_names_the_dying_save_to_come():
    state = started(*DEFAULT)
    state = run(
        state,
        {"type": "damage", "target": "pc", "amount": 26},
        {"type": "save", "id": "pc", "total": 30},
        {"type": "save", "id": "pc", "total": 1},
    ).state
    detail = [t.en for t in gm_detail(state, "pc")]
    assert (
        "Dying; at the start of its turn the dying save DC 10; Heal DC 15 stabilises it." in detail
    )
    assert gm_rows(state)[1]["why_not"].en == "It is dying and unconscious."
