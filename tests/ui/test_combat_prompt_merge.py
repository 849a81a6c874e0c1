"""The prompts of a step's actions, merged as the tracker shows them: each once, the first
kept, in order (also where two differ only in their data, which is not hashable)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import Text
from campaign_manager.systems.outcome import Prompt
from campaign_manager.ui.combat.controller import _merge_prompts

_PROMPTS = st.builds(
    Prompt,
    kind=st.sampled_from(["declare", "save", "roll"]),
    combatant=st.sampled_from([None, "a", "b"]),
    dc=st.sampled_from([None, 10, 15]),
    text=st.sampled_from([None, Text(cs="Bořek: ohlas záměr", en="Bořek: declare an intent")]),
    options=st.sampled_from([(), ("attack", "defend")]),
    data=st.sampled_from([{}, {"save": "fortitude"}, {"save": "reflex"}]),
)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(before=st.lists(_PROMPTS, max_size=8), more=st.lists(_PROMPTS, max_size=12))
def test_each_prompt_is_kept_once_in_the_order_first_asked(before, more):
    expected = list(before)
    for prompt in more:
        if prompt not in expected:
            expected.append(prompt)
    merged = list(before)
    _merge_prompts(merged, more)
    assert merged == expected


def test_prompts_that_differ_only_in_their_data_are_both_kept():
    first = Prompt("save", "a", 15, None, (), {"save": "fortitude"})
    second = Prompt("save", "a", 15, None, (), {"save": "reflex"})
    merged: list = []
    _merge_prompts(merged, [first, second, first])
    assert merged == [first, second]
