"""The Dakara skill test (Dovednostní test, s. 15–18): injury or complications, never both
("Vždy ti hrozí buď pouze komplikace, nebo zranění, nikdy obojí najednou"); every argument
typed (a flag is a bool, a number an int: nothing is coerced)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.dakara.skill_test import (
    OUTCOMES,
    WOUND_PENALTY_RANGE,
    TestResult,
    failure_injury,
    is_automatic,
    is_automatic_test,
    resolve_test,
    skill_test,
    total_modifiers,
)

COMPLICATIONS = ("mild_complications", "serious_complications")


def test_a_threatened_injury_is_the_outcome_instead_of_a_complication_band():
    # 2 + 1 = 3 against 3 + 6 = 9: short by 6, serious complications if they were threatened
    out = skill_test(2, 3, in_combat=True, actor_roll=1, opposition_roll=6, threat="injury")
    result = out.state
    assert result.outcome == "injury" and result.outcome not in COMPLICATIONS
    assert result.injury_taken == 6 and not result.success
    assert result.text.en == "failure, injury 6"
    assert "complications" not in out.text.en
    plain = skill_test(2, 3, in_combat=True, actor_roll=1, opposition_roll=6)
    assert plain.state.outcome == "serious_complications" and plain.state.injury_taken is None


def test_a_result_with_both_injury_and_complications_cannot_be_made():
    with pytest.raises(RuleError, match="never both"):
        TestResult(False, False, -4, "mild_complications", injury_taken=4)
    with pytest.raises(RuleError, match="never both"):
        TestResult(False, False, -4, "injury")  # injury without the injury taken
    with pytest.raises(RuleError, match="never both"):
        TestResult(True, False, 1, "injury", injury_taken=0)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(
    skill=st.integers(0, 6),
    difficulty=st.integers(0, 6),
    actor_roll=st.integers(1, 6),
    opposition_roll=st.integers(1, 6),
    modifier=st.integers(-5, 5),
    threat=st.sampled_from(["complications", "injury"]),
    hazard=st.integers(-3, 5),
    armour=st.integers(0, 4),
    in_combat=st.booleans(),
    allow_draw=st.booleans(),
)
def test_injury_and_complications_never_both(
    skill, difficulty, actor_roll, opposition_roll, modifier, threat, hazard, armour, in_combat,
    allow_draw,
):  # fmt: skip
    extra = {"hazard_modifier": hazard, "armour": armour} if threat == "injury" else {}
    result = skill_test(
        skill, difficulty, in_combat=in_combat, actor_modifier=modifier, actor_roll=actor_roll,
        opposition_roll=opposition_roll, threat=threat, allow_draw=allow_draw, **extra,
    ).state  # fmt: skip
    assert result.outcome in OUTCOMES
    assert not (result.injury_taken is not None and result.outcome in COMPLICATIONS)
    if threat == "complications":
        assert result.injury_taken is None and result.outcome != "injury"
    elif not result.success and not result.draw:
        assert result.outcome == "injury" and result.injury_taken >= 0
    else:
        assert result.injury_taken is None


@pytest.mark.parametrize("flag", ["false", "true", 0, 1, None, [], "ne"])
def test_in_combat_is_a_bool_never_coerced(flag):
    with pytest.raises(RuleError, match="in_combat") as info:
        skill_test(4, 1, in_combat=flag)
    assert info.value.text.cs and "true/false" in info.value.text.en
    with pytest.raises(RuleError, match="in_combat"):
        resolve_test(4, 1, in_combat=flag)
    with pytest.raises(RuleError, match="in_combat"):
        is_automatic(4, 1, in_combat=flag)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("actor_modifier", 1.0),
        ("actor_modifier", "1"),
        ("opposition_modifier", True),
        ("description_bonus", True),
        ("description_bonus", 1.0),
        ("description_bonus", "2"),
        ("wound_penalty", -1.0),
        ("opposition_wound_penalty", "0"),
        ("actor_roll", 3.0),
        ("opposition_roll", "6"),
        ("allow_draw", "no"),
        ("opposed", 1),
        ("threat", ["injury"]),
        ("threat", {"injury": 1}),
        ("threat", "zranění"),
        ("label", "Bořek – Šplh"),
    ],
)
def test_every_argument_of_the_skill_test_is_typed(key, value):
    with pytest.raises(RuleError) as info:
        skill_test(2, 3, in_combat=True, **{key: value})
    assert info.value.text.cs.strip() and info.value.text.en.strip()


@pytest.mark.parametrize(
    ("key", "value"), [("hazard_modifier", "2"), ("armour", 1.5), ("armour", True)]
)
def test_the_injury_numbers_are_ints(key, value):
    with pytest.raises(RuleError, match=key):
        skill_test(2, 3, in_combat=True, threat="injury", **{key: value})
    with pytest.raises(RuleError, match=key):
        failure_injury(-3, **{key: value})


@pytest.mark.parametrize(("skill", "difficulty"), [("3", 2), (3.0, 2), (True, 2), (3, None)])
def test_ratings_are_ints(skill, difficulty):
    with pytest.raises(RuleError):
        skill_test(skill, difficulty, in_combat=False)


def test_a_label_is_bilingual_text():
    out = skill_test(2, 3, in_combat=True, actor_roll=6, opposition_roll=1, label=Text("B", "B"))
    assert out.text.en.startswith("B: ")


def test_the_modifiers_in_all():
    assert total_modifiers(2, -1) == (2, -1)
    assert total_modifiers(
        1, 3, description_bonus=2, actor_wound_penalty=-2, opposition_wound_penalty=-4
    ) == (1, -1)


@given(
    skill=st.integers(0, 6),
    difficulty=st.integers(0, 6),
    in_combat=st.booleans(),
    actor_modifier=st.integers(-5, 5),
    opposition_modifier=st.integers(-5, 5),
    description_bonus=st.sampled_from((0, 1, 2)),
    wound_penalty=st.integers(-4, 0),
    opposition_wound_penalty=st.integers(-4, 0),
)
@settings(max_examples=200, deadline=None)
def test_the_preview_says_what_the_test_will_do(skill, difficulty, in_combat, **modifiers):
    """The dialog's preview (``is_automatic_test``) and the test agree on automatic success."""
    preview = is_automatic_test(skill, difficulty, in_combat=in_combat, **modifiers)
    outcome = skill_test(
        skill, difficulty, in_combat=in_combat, actor_roll=1, opposition_roll=1, **modifiers
    )
    assert preview is outcome.state.automatic


def test_a_wound_penalty_is_zero_down_to_that_of_one_who_is_out():
    assert WOUND_PENALTY_RANGE == (-4, 0)
    low, high = WOUND_PENALTY_RANGE
    for value in (low, high):
        skill_test(3, 3, in_combat=True, wound_penalty=value, actor_roll=1, opposition_roll=1)
    for value in (low - 1, high + 1):
        with pytest.raises(RuleError, match="0 to −4"):
            skill_test(3, 3, in_combat=True, wound_penalty=value)
