"""The free dice line: rolled by a grammar, never eval; clear messages for what it cannot roll."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dice_line import MAX_DICE, roll_line


def test_czech_dice_and_keep_highest():
    roll = roll_line("4k6kh3", random.Random(1))
    assert roll.detail.startswith("4d6kh3 (")
    assert 3 <= roll.total <= 18
    assert roll.text.cs.startswith("Hod 4k6kh3:")


@given(st.integers(1, 20), st.integers(2, 100), st.integers(-50, 50), st.integers(0, 10**6))
def test_a_roll_lies_within_its_dice(count, sides, bonus, seed):
    roll = roll_line(f"{count}d{sides}{bonus:+d}", random.Random(seed))
    assert count + bonus <= roll.total <= count * sides + bonus


def test_the_same_seed_rolls_the_same():
    assert roll_line("3d6", random.Random(7)) == roll_line("3d6", random.Random(7))


@pytest.mark.parametrize("line", ["", "abc", "2d6+", "__import__('os').system('x')", "1" * 101])
def test_what_it_cannot_roll_is_refused_with_a_message(line):
    with pytest.raises(RuleError) as caught:
        roll_line(line)
    assert caught.value.text.cs and caught.value.text.en


def test_too_many_dice_are_refused():
    with pytest.raises(RuleError, match=str(MAX_DICE)):
        roll_line(f"{MAX_DICE + 1}d6")
