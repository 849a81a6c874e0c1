"""Člověk rules as outcomes and data: the party's time boundaries with prompts for the
choices, using a feeling, the GM's penalty texts, the sin grades shown."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.clovek import Character, RuleError, Severity
from campaign_manager.systems.clovek import editing as core
from campaign_manager.systems.clovek.scars import SCAR_KEYS
from campaign_manager.systems.clovek.settings import PENALTY_SLOTS, ClovekSettings

S, L, D = Severity.STUN, Severity.LETHAL, Severity.DEVASTATING


def char(**scars) -> Character:
    character = Character({"konstituce": 3, "vyrovnanost": 3, "rozhodnost": 2}, "cholerik")
    for key, wounds in scars.items():
        for severity in wounds:
            character.wound(key, severity)
    return character


def test_a_chapter_with_a_choice_prompts_then_applies_the_answer():
    tomas = char(head=[D], left_leg=[D, S], torso=[L]).to_sheet()
    lucie = char(right_arm=[L]).to_sheet()
    asked = core.start_time({1: tomas, 2: lucie}, "chapter")
    assert [(p.kind, p.data["character"], p.data["type"], p.options) for p in asked.prompts] == [
        ("choice", 1, "physical", ("head", "left_leg"))
    ]
    assert asked.state == {1: tomas, 2: lucie} and asked.events == ()
    done = core.start_time({1: tomas, 2: lucie}, "chapter", {1: {"physical": "left_leg"}})
    assert done.prompts == ()
    assert done.state[1]["scars"]["head"].startswith("Ж")
    assert "Ж" not in done.state[1]["scars"]["left_leg"]
    assert "X" not in done.state[2]["scars"]["right_arm"]
    assert {event.combatant for event in done.events} == {"1", "2"}
    assert tomas["scars"]["left_leg"].startswith("Ж")  # the arguments are not changed


def test_a_book_prompts_for_the_feelings_that_may_drop():
    character = char()
    character.feelings.set_value("Lucie", "friendship", 0)
    for _ in range(2):
        character.feelings.request_raise("Lucie", "friendship")
    sheet = character.to_sheet()
    asked = core.start_time({7: sheet}, "book")
    assert [(p.kind, p.data["pairs"]) for p in asked.prompts] == [
        ("decay", [("Lucie", "friendship")])
    ]
    kept = core.start_time({7: sheet}, "book", decay={7: []})
    dropped = core.start_time({7: sheet}, "book", decay={7: [("Lucie", "friendship")]})
    assert kept.state[7]["feelings"]["Lucie"]["friendship"]["value"] == 2
    assert dropped.state[7]["feelings"]["Lucie"]["friendship"]["value"] == 1


def test_an_unknown_boundary_is_refused():
    with pytest.raises(RuleError):
        core.start_time({}, "saga")


@given(st.sampled_from(core.BOUNDARIES), st.lists(st.sampled_from([S, L]), max_size=4))
def test_a_boundary_without_choices_never_prompts_and_only_heals(boundary, wounds):
    sheet = char(torso=wounds[:3]).to_sheet()
    outcome = core.start_time({1: sheet}, boundary)
    assert outcome.prompts == ()
    before = sheet["scars"]["torso"].replace("_", "")
    after = outcome.state[1]["scars"]["torso"].replace("_", "")
    assert len(after) <= len(before)


def test_using_a_feeling_burns_one_stun_social_wound():
    character = char()
    character.feelings.set_value("Lucie", "desire", 2)
    scar = core.feeling_burn_scars(character)[0]
    events = core.use_feeling(character, "Lucie", "desire", scar)
    assert events[0].kind == "feeling_used" and "Lucie" in events[0].text.en
    assert character.scar(scar).marks().startswith("/")
    with pytest.raises(RuleError, match="nothing to use"):
        core.use_feeling(char(), "Lucie", "desire", scar)
    with pytest.raises(RuleError):
        core.use_feeling(character, "Lucie", "desire", "torso")  # not a social scar


def test_penalty_texts_come_from_the_gms_settings():
    settings = ClovekSettings.from_dict(
        {"penalties": {"torso": {"one_time_lethal": "  omráčen  ", "critical": ""}}}
    )
    assert settings.penalties == {"torso": {"one_time_lethal": "omráčen"}}  # trimmed, emptied
    assert core.penalty(settings, "torso", "one_time", L).cs == "omráčen"
    assert core.penalty(settings, "torso", "critical").en == ""  # shipped empty
    character = char(torso=[L])
    events = character.wound("torso", L)
    one_time = next(e for e in events if e.kind == "one_time_penalty")
    assert core.event_text(one_time, settings).en.endswith(" — omráčen")
    written = settings.with_penalty("torso", "long_term_lethal", "−1 kostka")
    states = core.penalties_in_force(character, written)
    assert states["torso"][0][0] == "long_term_lethal"
    assert states["torso"][0][1].cs == "−1 kostka"


def test_bad_penalty_settings_are_refused():
    for bad in ({"torso": {"sometimes": "x"}}, {"nose": {"critical": "x"}}, {"torso": "x"}):
        with pytest.raises(RuleError):
            ClovekSettings.from_dict({"penalties": bad})


def test_every_scar_has_every_penalty_slot_and_they_ship_empty():
    settings = ClovekSettings()
    assert settings.penalties == {} and settings.is_default("penalties")
    for key in SCAR_KEYS:
        for slot in PENALTY_SLOTS:
            assert settings.penalty(key, slot) == ""


def test_the_sheet_shows_at_least_five_sin_grades():
    character = char()
    assert list(core.sin_grades(character)) == [1, 2, 3, 4, 5]
    character.soul.grade = 7
    assert list(core.sin_grades(character)) == list(range(1, 8))
    character.soul.grade = 2
    character.soul.sins[9] = "vražda"
    assert core.sin_grades(character)[-1] == 9
