"""Hypothesis invariants of the creation evaluation."""

from __future__ import annotations

import copy
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.dakara import (
    Catalogue,
    DakaraSettings,
    evaluate_creation,
    new_sheet,
    validate_sheet,
)

CATALOGUE = Catalogue.default()
SETTINGS = DakaraSettings.default()
GROUPED = sorted(CATALOGUE.grouped)
STANDALONE = sorted(CATALOGUE.standalone)[:20]
ratings = st.integers(0, 6)


@st.composite
def sheets(draw):
    """Sheets whose specialisations respect the count limit (group + 1)."""
    sheet = new_sheet()
    sheet["level"] = draw(st.sampled_from(list(SETTINGS.levels)))
    for key in ("majetek", "postaveni", "znamosti"):
        sheet[key] = draw(ratings)
    sheet["materials_xp"] = draw(st.integers(0, 10))
    sheet["goals"] = draw(st.integers(0, 5))
    for name in draw(st.lists(st.sampled_from(GROUPED), max_size=4, unique=True)):
        rating = draw(ratings)
        specs = draw(
            st.lists(st.sampled_from(CATALOGUE.grouped[name]), max_size=rating + 1, unique=True)
        )
        entry = {"rating": rating}
        if specs:
            entry["specialisations"] = {s: draw(ratings) for s in specs}
        sheet["skills"][name] = entry
    for name in draw(st.lists(st.sampled_from(STANDALONE), max_size=4, unique=True)):
        sheet["skills"][name] = {"rating": draw(ratings)}
    for name in sheet["free_skills"]:
        sheet["free_skills"][name]["rating"] = draw(ratings)
    return sheet


def fingerprint(ev):
    return (
        ev.budget,
        ev.spent,
        ev.remaining,
        sorted((v.code, v.subject, v.message.en, v.waived) for v in ev.violations),
        sorted((i.kind, i.name, i.rating, i.xp) for i in ev.items),
        sorted(ev.stats.items()),
    )


@settings(max_examples=40, deadline=None)
@given(sheets(), st.randoms(use_true_random=False))
def test_evaluation_does_not_depend_on_skill_order(sheet, rnd):
    shuffled = copy.deepcopy(sheet)
    names = list(shuffled["skills"])
    rnd.shuffle(names)
    skills = {}
    for name in names:
        entry = shuffled["skills"][name]
        if "specialisations" in entry:
            specs = list(entry["specialisations"].items())
            rnd.shuffle(specs)
            entry = {"specialisations": dict(specs), "rating": entry["rating"]}
        skills[name] = entry
    shuffled["skills"] = skills
    a = evaluate_creation(sheet, SETTINGS, CATALOGUE)
    b = evaluate_creation(shuffled, SETTINGS, CATALOGUE)
    assert fingerprint(a) == fingerprint(b)
    assert [v.message for v in a.violations] == [v.message for v in b.violations]


def _raisable(sheet):
    """Every (path, current rating) that can be raised by one."""
    out = [((k,), sheet[k]) for k in ("majetek", "postaveni", "znamosti")]
    for name, entry in sheet["skills"].items():
        out.append((("skills", name, "rating"), entry["rating"]))
        for spec, r in entry.get("specialisations", {}).items():
            out.append((("skills", name, "specialisations", spec), r))
    for name, entry in sheet["free_skills"].items():
        out.append((("free_skills", name, "rating"), entry["rating"]))
    return [(p, r) for p, r in out if r < 6]


@settings(max_examples=60, deadline=None)
@given(sheets(), st.data())
def test_raising_any_rating_never_lowers_the_cost(sheet, data):
    options = _raisable(sheet)
    if not options:
        return
    path, _ = data.draw(st.sampled_from(options))
    raised = copy.deepcopy(sheet)
    node = raised
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] += 1
    before = evaluate_creation(sheet, SETTINGS, CATALOGUE).spent
    after = evaluate_creation(raised, SETTINGS, CATALOGUE).spent
    assert after >= before


def test_over_specialised_group_is_the_one_case_where_raising_the_group_lowers_the_cost():
    # The text's costs make specialisations cheaper as the group rises; with more
    # specialisations than the count rule allows, raising the group can save XP.
    specs = {s: 2 for s in CATALOGUE.grouped["Fyzická zdatnost"]}  # six at 2, group 0
    sheet = new_sheet()
    sheet["skills"]["Fyzická zdatnost"] = {"rating": 0, "specialisations": specs}
    low = evaluate_creation(sheet)
    assert "spec_group_zero" in [v.code for v in low.violations]
    sheet["skills"]["Fyzická zdatnost"]["rating"] = 1
    assert evaluate_creation(sheet).spent < low.spent


@settings(max_examples=40, deadline=None)
@given(sheets())
def test_sheet_json_round_trip_and_validation_idempotent(sheet):
    once = validate_sheet(sheet)
    assert validate_sheet(once) == once
    assert json.loads(json.dumps(once)) == once
