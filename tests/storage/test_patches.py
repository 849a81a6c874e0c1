"""Edits on a copy of a sheet, by key path, merged into the sheet as the file holds it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.storage import patches

leaf = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.text("ab", max_size=2))
json_values = st.recursive(
    leaf,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.sampled_from("abcd"), inner, max_size=4)
    ),
    max_leaves=12,
)
records = st.dictionaries(st.sampled_from("abcdef"), json_values, max_size=5)


@settings(max_examples=150, deadline=None)
@given(old=records, new=records)
def test_a_patch_turns_the_old_into_the_new_and_back(old, new):
    patch = patches.diff(old, new)
    assert patches.apply(old, patch) == new
    assert patches.apply(new, patch, side="old") == old
    assert patches.holds(new, patch) and (not patch or not patches.holds(old, patch))


@settings(max_examples=150, deadline=None)
@given(base=records, mine=st.dictionaries(st.sampled_from("abc"), json_values, max_size=3),
       theirs=st.dictionaries(st.sampled_from("def"), json_values, max_size=3))  # fmt: skip
def test_edits_of_different_keys_made_on_two_copies_both_stay(base, mine, theirs):
    edited_here = {**base, **mine}
    edited_there = {**base, **theirs}
    merged = patches.apply(edited_there, patches.diff(base, edited_here))
    assert merged == {**base, **theirs, **mine}


def test_a_nested_key_is_one_path_and_a_list_is_one_value():
    old = {"stats": {"con": 15, "dex": 12}, "wounds": [1]}
    new = {"stats": {"con": 18, "dex": 12}, "wounds": [1, 2]}
    assert patches.diff(old, new) == [
        {"path": ["stats", "con"], "old": 15, "new": 18},
        {"path": ["wounds"], "old": [1], "new": [1, 2]},
    ]


def test_undo_puts_back_what_the_file_held_where_it_still_holds_what_was_written():
    current = {"con": 18, "notes": "x"}
    patch = patches.diff({"con": 15}, {"con": 15, "stamina": 3})
    before = patches.values_of(current, patch)
    written = patches.apply(current, patch)
    assert written == {"con": 18, "notes": "x", "stamina": 3}
    assert patches.holds(written, before)
    assert patches.apply(written, before, side="old") == current
    assert not patches.holds({**written, "stamina": 9}, before)
