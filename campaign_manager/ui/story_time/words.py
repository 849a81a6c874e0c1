"""Story time in words, in the interface's language: durations with their plurals ("3 dny",
"5 dní") and the campaign's date as its calendar writes it."""

from __future__ import annotations

from PySide6.QtCore import QObject

from campaign_manager.story_time.calendar import DAY, HOUR, MINUTE, split_duration
from campaign_manager.ui.i18n import current_language


class StoryTime(QObject):
    """The units' words with their plurals (a class, so ``self.tr`` finds its context)."""

    def minutes(self, n: int) -> str:
        return self.tr("%n minute(s)", "", n)

    def hours(self, n: int) -> str:
        return self.tr("%n hour(s)", "", n)

    def days(self, n: int) -> str:
        return self.tr("%n day(s)", "", n)

    def weeks(self, n: int) -> str:
        return self.tr("%n week(s)", "", n)

    def seconds(self, n: int) -> str:
        return self.tr("%n second(s)", "", n)


_WORDS = StoryTime()
_minutes, _hours, _days = _WORDS.minutes, _WORDS.hours, _WORDS.days
_weeks, _seconds = _WORDS.weeks, _WORDS.seconds


# the units a GM advances the clock by: (key, seconds)
UNITS = (("minutes", MINUTE), ("hours", HOUR), ("days", DAY), ("weeks", 7 * DAY))


def unit_name(key: str, n: int) -> str:
    """The name of a unit for ``n`` of it, without the number ("dny", "days")."""
    words = {"minutes": _minutes, "hours": _hours, "days": _days, "weeks": _weeks}
    return words[key](n).replace(str(n), "", 1).strip()


def duration_text(seconds: int) -> str:
    """A duration as a GM says it: "3 dny 4 hodiny", "1 day, 30 minutes"; "0 minut"."""
    days, hours, minutes, rest = split_duration(seconds)
    parts = []
    if days:
        parts.append(_days(days))
    if hours:
        parts.append(_hours(hours))
    if minutes:
        parts.append(_minutes(minutes))
    if rest:
        parts.append(_seconds(rest))
    if not parts:
        return _minutes(0)
    text = ", ".join(parts)
    return ("−" + text) if seconds < 0 else text


def date_text(calendar, seconds: int) -> str:
    """The date and time ``seconds`` names, as ``calendar`` writes it in this language."""
    return calendar.format(seconds, current_language())
