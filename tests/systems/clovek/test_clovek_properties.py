"""Hypothesis: the scar invariants under any sequence of wounds, burns and time boundaries."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.clovek import (
    OPPOSITE,
    SCAR_KEYS,
    Character,
    RuleError,
    Severity,
    validate_sheet,
)

attribute = st.integers(0, 5)
attributes = st.fixed_dictionaries(
    {
        k: attribute
        for k in ("obratnost", "konstituce", "sarm", "vyrovnanost", "inteligence", "rozhodnost")
    }
)
severity = st.sampled_from(list(Severity))
action = st.one_of(
    st.tuples(st.just("wound"), st.sampled_from(SCAR_KEYS), severity, st.integers(0, 4)),
    st.tuples(st.just("burn"), st.sampled_from(SCAR_KEYS), severity, st.integers(1, 3)),
    st.tuples(st.just("round"), st.none(), st.none(), st.none()),
)
character = st.builds(
    Character,
    attributes,
    st.sampled_from(["cholerik", "melancholik", "sangvinik", "flegmatik"]),
    st.sampled_from(["right", "left"]),
)


def sorted_prefix(scar):
    marks = scar.marks()
    filled = marks.rstrip("_")
    return "_" not in filled and list(scar.wounds) == sorted(scar.wounds, reverse=True)


@settings(max_examples=150, deadline=None)
@given(character, st.lists(action, max_size=25))
def test_scar_invariants(c, actions):
    sizes = {k: len(c.scar(k).marks()) for k in SCAR_KEYS}
    for name, key, sev, points in actions:
        before = {k: list(c.scar(k).wounds) for k in SCAR_KEYS}
        try:
            if name == "wound":
                events = c.wound(key, sev, points)
            elif name == "burn":
                events = c.burn(key, sev, points)
            else:
                c.start_round()
                continue
        except RuleError:
            # a refused burn changes nothing
            assert {k: list(c.scar(k).wounds) for k in SCAR_KEYS} == before
            continue
        kinds = [e.kind for e in events]
        for k in SCAR_KEYS:
            scar = c.scar(k)
            assert len(scar.marks()) == sizes[k]  # the box count never changes
            assert sorted_prefix(scar)
        target = c.scar(key)
        lost = kinds.count("pushed_out")
        # a wound disappears from the wounded scar only by push-out
        assert len(target.wounds) >= len(before[key]) - lost
        # total severity of the wounded scar never drops
        assert target.total() >= sum(before[key])
        opposite = OPPOSITE.get(key)
        if opposite:
            healed = kinds.count("healed_opposite")
            assert len(c.scar(opposite).wounds) == len(before[opposite]) - healed
        for k in SCAR_KEYS:
            if k not in (key, opposite):
                assert c.scar(k).wounds == before[k]


@settings(max_examples=60, deadline=None)
@given(character, st.lists(action, max_size=15), st.sampled_from(["scene", "chapter", "book"]))
def test_time_boundaries_keep_invariants_and_only_heal(c, actions, boundary):
    for name, key, sev, points in actions:
        if name == "wound":
            c.wound(key, sev, points)
    before = {k: c.scar(k).total() for k in SCAR_KEYS}
    if boundary == "scene":
        c.start_scene()
    elif boundary == "chapter":
        c.start_chapter({k: v[0] for k, v in c.chapter_choices_needed().items()})
    else:
        c.start_book()
    for k in SCAR_KEYS:
        scar = c.scar(k)
        assert sorted_prefix(scar)
        assert scar.total() <= before[k]
        assert Severity.STUN not in scar.wounds
        if scar.kind == "social":
            assert Severity.DEVASTATING not in scar.wounds
        if boundary != "scene":
            assert Severity.LETHAL not in scar.wounds
        if boundary == "book":
            assert scar.wounds == []


@settings(max_examples=60, deadline=None)
@given(character, st.lists(action, max_size=15))
def test_sheet_round_trip(c, actions):
    for name, key, sev, points in actions:
        if name == "wound":
            c.wound(key, sev, points)
    sheet = c.to_sheet()
    assert json.loads(json.dumps(sheet)) == sheet
    assert validate_sheet(sheet) == sheet
    assert Character.from_sheet(sheet).to_sheet() == sheet
