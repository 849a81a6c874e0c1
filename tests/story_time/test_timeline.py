"""The timeline's pure core: every line of the log once, undated lines first by real time,
then in story-time order and real time; a filter keeps exactly the lines that match; the
day headings in the calendar's Czech genitive."""

from __future__ import annotations

from datetime import datetime, timedelta
from itertools import pairwise

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.story_time import log_words
from campaign_manager.story_time.calendar import DAY, built_in
from campaign_manager.story_time.timeline import (
    CATEGORIES,
    FIGHT,
    NOTE,
    NOTE_KIND,
    TIME,
    Line,
    Timeline,
    category,
    day_heading,
    day_of,
    fold,
    order_key,
)

START = datetime(2026, 12, 5, 18, 0)
KINDS = ("note", "time", "favour", "operation", "reveal", NOTE_KIND, "dead", "xp")
WORDS = ("Bořek", "Zdena", "výdrž", "most", "Hlídač", "přepadení")


@st.composite
def lines(draw) -> list[Line]:
    count = draw(st.integers(0, 40))
    made = []
    for n in range(count):
        made.append(
            Line(
                id=n + 1,
                at=START + timedelta(seconds=draw(st.integers(0, 5000))),
                kind=draw(st.sampled_from(KINDS)),
                cs=" ".join(draw(st.lists(st.sampled_from(WORDS), max_size=3))),
                en=draw(st.sampled_from(("", "stamina", "bridge"))),
                character=draw(st.none() | st.integers(1, 4)),
                encounter=draw(st.none() | st.integers(1, 3)),
                story_time=draw(st.none() | st.integers(0, 5 * DAY)),
            )
        )
    return draw(st.permutations(made))


@settings(max_examples=150)
@given(lines())
def test_every_line_once_in_story_then_real_time(given_lines):
    timeline = Timeline(given_lines)
    assert sorted(line.id for line in timeline.lines) == sorted(x.id for x in given_lines)
    for earlier, later in pairwise(timeline.lines):
        if earlier.story_time is None or later.story_time is None:
            assert later.story_time is not None or earlier.story_time is None  # undated first
        else:
            assert earlier.story_time <= later.story_time
        assert order_key(earlier) <= order_key(later)
    match = timeline.filter()
    rows = [match.row(r) for r in range(match.row_count)]
    shown = [timeline.lines[p].id for day, p in rows if p is not None]
    assert shown == [line.id for line in timeline.lines]  # each once, in order


@settings(max_examples=150)
@given(
    lines(),
    st.none() | st.integers(1, 4),
    st.none() | st.sampled_from(CATEGORIES),
    st.sampled_from(("", "bořek", "BOREK", "výdrž", "bridge", "nic")),
)
def test_a_filter_keeps_exactly_what_matches(given_lines, character, kind, words):
    timeline = Timeline(given_lines)
    match = timeline.filter(character, kind, words)
    expected = [
        line.id
        for line in timeline.lines
        if (character is None or line.character == character)
        and (kind is None or category(line.kind, line.encounter) == kind)
        and fold(words) in fold(f"{line.cs}\n{line.en}")
    ]
    assert [timeline.lines[p].id for p in match.positions] == expected
    # a heading before each story day's lines, and only before them
    days = []
    for row in range(match.row_count):
        day, position = match.row(row)
        if position is None:
            days.append(day)
        else:
            assert day_of(timeline.lines[position].story_time) == days[-1]
            assert match.row_of(position) == row
    assert len(days) == len(set(days))


def test_each_kind_of_entry():
    assert category("dead", 3) == FIGHT and category("finish", 3) == FIGHT
    assert category("time", None) == TIME and category("rest", None) == TIME
    assert category(NOTE_KIND, None) == NOTE
    assert category("favour", None) == "favour" and category("find_contact", None) == "operation"
    assert category("reveal", None) == "reveal" and category("xp", None) == "other"


def test_the_heading_is_the_calendar_genitive():
    czech = built_in("czech")
    seconds = czech.parse("3. března 1250")
    assert "3. března 1250" in day_heading(czech, seconds // DAY, "cs")
    assert "3 March 1250" in day_heading(czech, seconds // DAY, "en")


def test_the_clock_lines_in_both_languages_with_czech_plurals():
    czech = built_in("czech")
    now = czech.parse("3. března 1250 8:00")
    cs, en = log_words.advanced(czech, 3 * DAY, now)
    assert cs.startswith("Čas v příběhu se posunul o 3 dny: ") and "3. března 1250" in cs
    assert en.startswith("Story time moved on by 3 days: ") and "3 March 1250" in en
    assert log_words.duration(5 * DAY + 3600, "cs") == "5 dní 1 hodina"
    assert log_words.duration(DAY, "en") == "1 day"
    assert "vrátil" in log_words.advanced(czech, -DAY, now)[0]


@settings(max_examples=100)
@given(lines(), st.data())
def test_lines_added_and_removed_keep_the_order_and_the_folded_texts(given_lines, data):
    half = len(given_lines) // 2
    before, added = given_lines[:half], given_lines[half:]
    gone = data.draw(st.sets(st.sampled_from([x.id for x in before]))) if before else set()
    old = Timeline(before)
    assert len(old.folded) == len(before)  # made once, as the window does after showing
    new = old.changed(added, gone)
    fresh = Timeline([x for x in given_lines if x.id not in gone])
    same_as_built(new, fresh)


def same_as_built(made: Timeline, fresh: Timeline) -> None:
    """``made`` (changed) holds what a timeline built afresh of the same lines holds."""
    assert [x.id for x in made.lines] == [x.id for x in fresh.lines]
    assert made.categories == fresh.categories
    assert made._by_category == fresh._by_category
    assert (made._day_starts, made._day_keys) == (fresh._day_starts, fresh._day_keys)
    assert made._folded == fresh.folded  # carried over, not folded again
    assert made.filter(words="bořek").positions == fresh.filter(words="bořek").positions


@settings(max_examples=100)
@given(lines(), st.integers(0, 5), st.integers(0, 5))
def test_a_step_of_play_and_its_undo_change_only_the_newest_lines(given_lines, new, undone):
    ordered = sorted(given_lines, key=order_key)
    cut = max(0, len(ordered) - new)
    old = Timeline(ordered[:cut])
    assert len(old.folded) == cut
    step = old.changed(ordered[cut:])  # the newest lines: after every other
    same_as_built(step, Timeline(ordered))
    undone = min(undone, len(ordered))
    back = step.changed(gone={x.id for x in ordered[len(ordered) - undone :]})
    same_as_built(back, Timeline(ordered[: len(ordered) - undone]))
