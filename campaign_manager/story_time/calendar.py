"""A campaign's calendar and the story's clock: pure arithmetic on one integer.

Story time is a whole number of seconds since the calendar's epoch (midnight of the first
day of the first month of ``first_year``), so every GM of a shared campaign reads the same
date from the same number. A calendar is rules data (``resources/calendars/*.json``, or the
GM's own, kept in the campaign's settings as the same JSON): its months with their lengths,
its weekdays, its era. A year is the sum of its months (no leap years); a day has 24 hours.

Names are either plain text (what a GM typed, shown in every language) or a ``{"cs": …,
"en": …}`` object; a month has its name and its form after a day number (Czech genitive:
"3. března").
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from campaign_manager.paths import resource_path

MINUTE = 60
HOUR = 60 * MINUTE
DAY = 24 * HOUR

#: the calendars Kronikář ships, in the order offered
BUILT_IN = ("czech", "plain")
#: the calendar of a campaign that has not chosen one
DEFAULT_CALENDAR = "czech"

Name = str | dict[str, str]


class CalendarError(ValueError):
    """A calendar (a file, the GM's edit) that cannot be used; ``what`` says why (English,
    for the log; the UI words it)."""


def text(name: Name, language: str) -> str:
    """``name`` in ``language`` ("cs" or "en"), a plain text as it is."""
    if isinstance(name, str):
        return name
    lang = "cs" if language.startswith("cs") else "en"
    return name.get(lang) or name.get("en") or name.get("cs") or ""


@dataclass(frozen=True)
class Month:
    name: Name
    days: int
    #: the form after a day number ("3. března"); None: the name
    of: Name | None = None

    def after_day(self, language: str) -> str:
        return text(self.of if self.of is not None else self.name, language)


@dataclass(frozen=True)
class StoryDate:
    """A moment of story time in a calendar's terms (month and day counted from 1)."""

    year: int
    month: int
    day: int
    hour: int = 0
    minute: int = 0
    second: int = 0
    #: 0-based index into the calendar's weekdays
    weekday: int = 0


@dataclass(frozen=True)
class Calendar:
    key: str
    months: tuple[Month, ...]
    weekdays: tuple[Name, ...]
    era: Name = ""
    first_year: int = 1
    first_weekday: int = 0
    name: Name = ""

    def __post_init__(self) -> None:
        if not self.months:
            raise CalendarError("a calendar needs at least one month")
        if any(not isinstance(m.days, int) or not 1 <= m.days <= 1000 for m in self.months):
            raise CalendarError("a month has 1 to 1000 days")
        if not self.weekdays:
            raise CalendarError("a week needs at least one day")
        if not 0 <= self.first_weekday < len(self.weekdays):
            raise CalendarError("the epoch's weekday is not a day of the week")

    # -- lengths ----------------------------------------------------------------------
    @property
    def year_days(self) -> int:
        return sum(month.days for month in self.months)

    @property
    def week_days(self) -> int:
        return len(self.weekdays)

    # -- seconds <-> date -------------------------------------------------------------
    def date_of(self, seconds: int) -> StoryDate:
        """The date and time ``seconds`` after the epoch (before it when negative)."""
        days, rest = divmod(int(seconds), DAY)
        years, day_of_year = divmod(days, self.year_days)
        month = 0
        while day_of_year >= self.months[month].days:
            day_of_year -= self.months[month].days
            month += 1
        hour, rest = divmod(rest, HOUR)
        minute, second = divmod(rest, MINUTE)
        weekday = (self.first_weekday + days) % self.week_days
        return StoryDate(
            self.first_year + years, month + 1, day_of_year + 1, hour, minute, second, weekday
        )

    def seconds_of(self, date: StoryDate) -> int:
        """The story time of ``date`` (its weekday is worked out, not read).
        CalendarError for a month or day the calendar does not have."""
        if not 1 <= date.month <= len(self.months):
            raise CalendarError(f"no month {date.month}")
        if not 1 <= date.day <= self.months[date.month - 1].days:
            raise CalendarError(f"month {date.month} has no day {date.day}")
        if not (0 <= date.hour < 24 and 0 <= date.minute < 60 and 0 <= date.second < 60):
            raise CalendarError("no such time of day")
        days = (date.year - self.first_year) * self.year_days
        days += sum(m.days for m in self.months[: date.month - 1]) + date.day - 1
        return days * DAY + date.hour * HOUR + date.minute * MINUTE + date.second

    # -- text -------------------------------------------------------------------------
    def format(self, seconds: int, language: str, with_weekday: bool = True) -> str:
        """``seconds`` as a GM reads it: "středa 3. března 1250 n. l., 14:05" /
        "Wednesday, 3 March 1250 CE, 14:05" (seconds shown only when there are some)."""
        d = self.date_of(seconds)
        month = self.months[d.month - 1]
        era = text(self.era, language)
        year = f"{d.year} {era}".strip()
        clock = f"{d.hour}:{d.minute:02d}" + (f":{d.second:02d}" if d.second else "")
        weekday = text(self.weekdays[d.weekday], language)
        if language.startswith("cs"):
            day = f"{d.day}. {month.after_day(language)} {year}, {clock}"
            return f"{weekday} {day}" if with_weekday and weekday else day
        day = f"{d.day} {month.after_day(language)} {year}, {clock}"
        return f"{weekday}, {day}" if with_weekday and weekday else day

    def parse(self, value: str) -> int:
        """The story time of a date the GM typed: what :meth:`format` writes (in either
        language, the weekday and era optional), or numbers "3. 3. 1250 14:05" /
        "1250-03-03 14:05"; the time of day is optional (midnight). Month names are
        matched without case or accents. CalendarError when it is no date."""
        source = value.strip()
        for era in self._eras():
            if era:
                source = re.sub(rf"(?<=\d)\s+{re.escape(era)}(?=\s*(,|$))", " ", source, flags=re.I)
        source = source.replace(",", " ")
        clock = re.search(r"(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$", source)
        hour = minute = second = 0
        if clock:
            hour, minute = int(clock.group(1)), int(clock.group(2))
            second = int(clock.group(3) or 0)
            source = source[: clock.start()]
        source = source.strip()
        iso = re.fullmatch(r"(-?\d+)-(\d{1,3})-(\d{1,4})", source)
        if iso:
            year, month, day = (int(part) for part in iso.groups())
        else:
            year, month, day = self._parse_words(source, value)
        return self.seconds_of(StoryDate(year, month, day, hour, minute, second))

    def _parse_words(self, source: str, value: str) -> tuple[int, int, int]:
        plain = _plain(source)
        numeric = re.fullmatch(r"(?:.*?\s)?(\d+)\.\s*(\d+)\.\s*(-?\d+)", plain)
        if numeric:
            day, month, year = (int(part) for part in numeric.groups())
            return year, month, day
        names = self._month_names()
        for name in sorted(names, key=len, reverse=True):
            found = re.fullmatch(
                rf"(?:.*?\s)?(\d+)\.?\s+{re.escape(name)}\s+(-?\d+)", plain
            ) or re.fullmatch(rf"(?:.*?\s)?{re.escape(name)}\s+(\d+)\s+(-?\d+)", plain)
            if found:
                return int(found.group(2)), names[name], int(found.group(1))
        raise CalendarError(f"not a date: {value!r}")

    def _eras(self) -> list[str]:
        if isinstance(self.era, str):
            return [self.era]
        return sorted(set(self.era.values()), key=len, reverse=True)

    def _month_names(self) -> dict[str, int]:
        names: dict[str, int] = {}
        for number, month in enumerate(self.months, 1):
            for form in (month.name, month.of):
                if form is None:
                    continue
                for one in [form] if isinstance(form, str) else form.values():
                    if one.strip():
                        names.setdefault(_plain(one.strip()), number)
        return names

    # -- JSON -------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        months = []
        for month in self.months:
            entry: dict[str, Any] = {"name": month.name, "days": month.days}
            if month.of is not None:
                entry["of"] = month.of
            months.append(entry)
        return {
            "key": self.key,
            "name": self.name,
            "months": months,
            "weekdays": list(self.weekdays),
            "era": self.era,
            "first_year": self.first_year,
            "first_weekday": self.first_weekday,
        }

    @classmethod
    def from_json(cls, data: Any) -> Calendar:
        """A calendar from its JSON; CalendarError for anything that is not one."""
        try:
            months = tuple(
                Month(_name(m["name"]), int(m["days"]), _name(m["of"]) if "of" in m else None)
                for m in data["months"]
            )
            return cls(
                key=str(data.get("key", "custom")),
                months=months,
                weekdays=tuple(_name(w) for w in data["weekdays"]),
                era=_name(data.get("era", "")),
                first_year=int(data.get("first_year", 1)),
                first_weekday=int(data.get("first_weekday", 0)),
                name=_name(data.get("name", "")),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            if isinstance(error, CalendarError):
                raise
            raise CalendarError(f"not a calendar: {error}") from None


def _name(value: Any) -> Name:
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and all(isinstance(v, str) for v in value.values()):
        return {str(k): v for k, v in value.items()}
    raise CalendarError(f"not a name: {value!r}")


def _plain(value: str) -> str:
    """``value`` without case or accents, its spaces single."""
    decomposed = unicodedata.normalize("NFKD", value.casefold())
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", stripped).strip()


def built_in(key: str) -> Calendar:
    """One of the calendars Kronikář ships (``resources/calendars/<key>.json``)."""
    path = resource_path("calendars", f"{key}.json")
    return Calendar.from_json(json.loads(path.read_text(encoding="utf-8")))


def system_calendar(system_key: str) -> Calendar | None:
    """The calendar a rule system's text gives (``resources/rules/<key>/calendar.json``),
    or None when its text gives none."""
    path = resource_path("rules", system_key, "calendar.json")
    if not path.is_file():
        return None
    return Calendar.from_json(json.loads(path.read_text(encoding="utf-8")))


def split_duration(seconds: int) -> tuple[int, int, int, int]:
    """(days, hours, minutes, seconds) of a non-negative duration."""
    days, rest = divmod(abs(int(seconds)), DAY)
    hours, rest = divmod(rest, HOUR)
    minutes, second = divmod(rest, MINUTE)
    return days, hours, minutes, second
