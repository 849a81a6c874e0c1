"""What a fight's step changed in its state, kept both ways: the runs rebuild the text
after from the text before and back, exactly, whatever changed where; a text that does not
hold what the runs say is refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.storage import text_delta

pytestmark = pytest.mark.sqlite_only(reason="texts only: no campaign is read or written")

piece = st.sampled_from(["", "x", '"hp": 3', '"hp": 4', "{", "}", '"a": {"b": 1', "ž"])
texts = st.lists(piece, max_size=30).map(text_delta.CUT.join)


@st.composite
def edited(draw) -> tuple[str, str]:
    """A text and the same with a few pieces replaced, added or taken away."""
    old = draw(texts)
    new = old.split(text_delta.CUT)
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(new)))
        what = draw(st.sampled_from(["replace", "add", "remove"]))
        if what == "add" or not new:
            new.insert(at, draw(piece))
        elif what == "replace":
            new[min(at, len(new) - 1)] = draw(piece)
        else:
            del new[min(at, len(new) - 1)]
    return old, text_delta.CUT.join(new)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(pair=edited() | st.tuples(texts, texts))
def test_the_runs_rebuild_either_text_from_the_other(pair):
    old, new = pair
    runs = text_delta.diff(text_delta.pieces(old), text_delta.pieces(new))
    assert text_delta.apply(old, runs) == new
    assert text_delta.apply(new, runs, forward=False) == old


def test_only_what_changed_is_kept():
    old = text_delta.CUT.join(f'"x{n}": {{"hp": 10' for n in range(200))
    new = old.replace('"x7": {"hp": 10', '"x7": {"hp": 4').replace('"x150": {"hp": 10', "")
    runs = text_delta.diff(text_delta.pieces(old), text_delta.pieces(new))
    assert [(start, was, now) for start, _, was, _, now in runs] == [
        (7, '"x7": {"hp": 10', '"x7": {"hp": 4'),
        (150, '"x150": {"hp": 10', ""),
    ]


def test_a_text_that_does_not_hold_what_the_runs_say_is_refused():
    old, new = '"a": 1}, "b": 2', '"a": 1}, "b": 3'
    runs = text_delta.diff(text_delta.pieces(old), text_delta.pieces(new))
    with pytest.raises(ValueError):
        text_delta.apply('"a": 1}, "b": 9', runs)
    with pytest.raises(ValueError):
        text_delta.apply(old, [[1, 2, '"b": 2', 1, '"b": 3']])  # two pieces said, one held
