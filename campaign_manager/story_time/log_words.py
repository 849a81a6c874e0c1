"""The log's words for the story's clock, in both languages at once (a line of the log is
kept in Czech and English, whatever the interface speaks): "Čas v příběhu se posunul o 3
dny", with Czech plurals."""

from __future__ import annotations

from campaign_manager.story_time.calendar import Calendar, split_duration

_UNITS = {
    "days": (("den", "dny", "dní"), ("day", "days")),
    "hours": (("hodina", "hodiny", "hodin"), ("hour", "hours")),
    "minutes": (("minuta", "minuty", "minut"), ("minute", "minutes")),
    "seconds": (("sekunda", "sekundy", "sekund"), ("second", "seconds")),
}


def _count(n: int, unit: str, language: str) -> str:
    czech, english = _UNITS[unit]
    if language == "cs":
        word = czech[0] if n == 1 else czech[1] if 2 <= n <= 4 else czech[2]
    else:
        word = english[0] if n == 1 else english[1]
    return f"{n} {word}"


def duration(seconds: int, language: str) -> str:
    """A duration as the log says it: "3 dny 4 hodiny" / "3 days, 4 hours"."""
    language = "cs" if language.startswith("cs") else "en"
    parts = [
        _count(n, unit, language)
        for n, unit in zip(split_duration(seconds), _UNITS, strict=True)
        if n
    ]
    text = (" " if language == "cs" else ", ").join(parts) or _count(0, "minutes", language)
    return ("−" + text) if seconds < 0 else text


def advanced(calendar: Calendar, seconds: int, now: int) -> tuple[str, str]:
    """(Czech, English) of the clock moved by ``seconds`` to ``now``."""
    if seconds < 0:
        back_cs, back_en = duration(-seconds, "cs"), duration(-seconds, "en")
        return (
            f"Čas v příběhu se vrátil o {back_cs}: {calendar.format(now, 'cs')}.",
            f"Story time went back by {back_en}: {calendar.format(now, 'en')}.",
        )
    return (
        f"Čas v příběhu se posunul o {duration(seconds, 'cs')}: {calendar.format(now, 'cs')}.",
        f"Story time moved on by {duration(seconds, 'en')}: {calendar.format(now, 'en')}.",
    )


def set_to(calendar: Calendar, now: int) -> tuple[str, str]:
    """(Czech, English) of the clock set to ``now``."""
    return (
        f"Datum příběhu nastaveno na {calendar.format(now, 'cs')}.",
        f"The story's date set to {calendar.format(now, 'en')}.",
    )
