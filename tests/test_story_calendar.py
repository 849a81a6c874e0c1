"""The story's calendar: advancing adds up, dates and texts round-trip, months keep their
lengths, for the shipped calendars and for any calendar a GM could make."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.story_time.calendar import (
    DAY,
    Calendar,
    CalendarError,
    Month,
    StoryDate,
    built_in,
)
from campaign_manager.story_time.settings import calendar_of, now_of

CZECH = built_in("czech")
PLAIN = built_in("plain")

times = st.integers(min_value=-(10**11), max_value=10**11)
names = st.text(alphabet="abcdefghijklmnopqrstuvwxyzáčěšž", min_size=3, max_size=8)


@st.composite
def calendars(draw) -> Calendar:
    count = draw(st.integers(1, 15))
    month_names = draw(st.lists(names, min_size=count, max_size=count, unique=True))
    months = tuple(Month(name, draw(st.integers(1, 60))) for name in month_names)
    weekdays = tuple(draw(st.lists(names, min_size=1, max_size=10)))
    return Calendar(
        "custom",
        months,
        weekdays,
        era=draw(st.sampled_from(["", "AK", {"cs": "př. K.", "en": "BK"}])),
        first_year=draw(st.integers(-5000, 5000)),
        first_weekday=draw(st.integers(0, len(weekdays) - 1)),
    )


any_calendar = st.one_of(st.just(CZECH), st.just(PLAIN), calendars())


@given(any_calendar, times, st.integers(0, 10**9), st.integers(0, 10**9))
def test_advancing_by_a_then_b_is_advancing_by_a_plus_b(calendar, now, a, b):
    assert calendar.date_of(now + a + b) == calendar.date_of((now + a) + b)
    assert calendar.seconds_of(calendar.date_of(now + a + b)) == now + a + b


@given(any_calendar, times)
def test_a_date_and_its_seconds_round_trip(calendar, now):
    date = calendar.date_of(now)
    assert calendar.seconds_of(date) == now
    assert 1 <= date.day <= calendar.months[date.month - 1].days


@given(any_calendar, times, st.sampled_from(["cs", "en"]))
def test_the_text_of_a_time_parses_back(calendar, now, language):
    assert calendar.parse(calendar.format(now, language)) == now
    assert calendar.parse(calendar.format(now, language, with_weekday=False)) == now


@given(any_calendar, times)
def test_a_month_lasts_its_days_and_then_the_next_begins(calendar, now):
    date = calendar.date_of(now)
    start = calendar.seconds_of(StoryDate(date.year, date.month, 1))
    length = calendar.months[date.month - 1].days
    last = calendar.date_of(start + length * DAY - 1)
    assert (last.month, last.day) == (date.month, length)
    after = calendar.date_of(start + length * DAY)
    assert after.day == 1
    assert after.month == date.month % len(calendar.months) + 1


@given(any_calendar, times)
def test_the_weekday_moves_one_a_day(calendar, now):
    today, tomorrow = calendar.date_of(now), calendar.date_of(now + DAY)
    assert tomorrow.weekday == (today.weekday + 1) % calendar.week_days


@given(any_calendar)
def test_a_calendar_survives_its_json(calendar):
    assert Calendar.from_json(calendar.to_json()) == calendar


def test_czech_dates_read_as_a_czech_gm_writes_them():
    moment = CZECH.seconds_of(StoryDate(1250, 3, 3, 14, 5))
    assert CZECH.format(moment, "cs", with_weekday=False) == "3. března 1250 n. l., 14:05"
    assert CZECH.format(moment, "en", with_weekday=False) == "3 March 1250 CE, 14:05"
    assert CZECH.parse("3. 3. 1250 14:05") == moment
    assert CZECH.parse("3. brezna 1250, 14:05") == moment
    assert CZECH.parse("1250-03-03 14:05") == moment
    assert CZECH.parse("3. prosince 1250") == CZECH.seconds_of(StoryDate(1250, 12, 3))


@pytest.mark.parametrize("typed", ["", "zítra", "31. 2. 1250", "3. 3. 1250 25:00", "13. 13. 1"])
def test_what_is_no_date_is_refused(typed):
    with pytest.raises(CalendarError):
        CZECH.parse(typed)


@pytest.mark.parametrize(
    "data",
    [
        None,
        {},
        {"months": [], "weekdays": ["a"]},
        {"months": [{"name": "a", "days": 0}], "weekdays": ["a"]},
        {"months": [{"name": 3, "days": 3}], "weekdays": ["a"]},
    ],
)
def test_a_broken_calendar_is_refused_and_the_campaign_keeps_the_default(data):
    with pytest.raises(CalendarError):
        Calendar.from_json(data)
    assert calendar_of({"calendar": data}, None) == CZECH


def test_a_campaign_without_a_clock_starts_at_the_epoch():
    assert now_of({}) == 0
    assert now_of({"story_time": "soon"}) == 0
    assert now_of({"story_time": 86400}) == 86400


@given(st.integers(-(10**9), 10**9), times, st.integers(0, 10**7))
def test_a_deadline_is_overdue_once_the_clock_passes_it(due, now, window):
    from campaign_manager.story_time.deadlines import DUE, LATER, OVERDUE, due_state

    state = due_state(due, now, window)
    assert (state == OVERDUE) == (due < now)
    assert (state == DUE) == (now <= due <= now + window)
    assert (state == LATER) == (due > now + window)
    assert due_state(due, now, window, pending=False) is None
    assert due_state(None, now, window) is None
