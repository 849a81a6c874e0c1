"""Numbered names of several combatants made from one source (five guards → Stráž 1 …
Stráž 5): a name pattern holds ``#`` where the number goes. Plain Python, no system.

The GM may type a pattern as the names it makes ("Stráž 6–10": the pattern "Stráž #"
from 6, five of them), with ``#`` ("#. kostlivec"), or as a bare name ("Stráž": the number
goes after it).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

MARK = "#"
#: a span as the GM types it: "Stráž 6–10" (an en dash, a hyphen or an em dash)
_SPAN = re.compile(r"^(?P<before>.*?)(?P<first>\d+)\s*[–—-]\s*(?P<last>\d+)(?P<after>\D*)$")


def pattern_of(name: str) -> str:
    """The default pattern for a name: the number after it."""
    return f"{name.strip()} {MARK}"


def numbered(pattern: str, number: int) -> str:
    """The name ``pattern`` gives the ``number``-th one."""
    if MARK in pattern:
        return pattern.replace(MARK, str(number), 1).strip()
    return f"{pattern.strip()} {number}"


def names(pattern: str, start: int, count: int) -> list[str]:
    return [numbered(pattern, number) for number in range(start, start + count)]


def span(pattern: str, start: int, count: int) -> str:
    """The names as one line: "Stráž 1–5" (one: "Stráž 1"; none: the pattern)."""
    if count <= 0:
        return pattern.strip()
    if count == 1:
        return numbered(pattern, start)
    last = start + count - 1
    if MARK in pattern:
        return pattern.replace(MARK, f"{start}–{last}", 1).strip()
    return f"{pattern.strip()} {start}–{last}"


@dataclass(frozen=True)
class Typed:
    """What the GM typed as names: the pattern, and where given the first number and how
    many (None: keep the row's)."""

    pattern: str
    start: int | None = None
    count: int | None = None


def parse(text: str) -> Typed | None:
    """The names the GM typed (None: nothing but spaces)."""
    text = text.strip()
    if not text:
        return None
    found = _SPAN.match(text)
    if found and int(found["last"]) >= int(found["first"]):
        before, after = found["before"], found["after"]
        first, last = int(found["first"]), int(found["last"])
        pattern = f"{before}{MARK}{after}".strip()
        return Typed(pattern, first, last - first + 1)
    if MARK in text:
        return Typed(text)
    return Typed(pattern_of(text))


def next_free(pattern: str, taken: Iterable[str]) -> int:
    """The first number after every name ``pattern`` already gave among ``taken`` (1 if
    none): reinforcements continue a fight's numbering."""
    if MARK in pattern:
        before, _, after = pattern.partition(MARK)
    else:
        before, after = pattern.strip() + " ", ""
    highest = 0
    for name in taken:
        if name.startswith(before) and name.endswith(after):
            middle = name[len(before) : len(name) - len(after) if after else None]
            if middle.isdigit():
                highest = max(highest, int(middle))
    return highest + 1
