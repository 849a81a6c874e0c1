"""The timeline: the event log's lines placed on the campaign's calendar (pure Python: no Qt,
no database).

Each line of the log keeps the story's time it happened at (the clock's when it was
written, or the date the GM gave a dated note); lines written before the log kept one have
no story date and come first, by real time. The rest follow in story-time order, then by
real time (then by id: the order they were written). Each line is of one kind of entry
(:func:`category`): a fight's line, a time boundary, a favour, a network's operation, a
reveal, the GM's dated note, or another line. :class:`Timeline` keeps the lines as
columns (a campaign may hold 100,000 of them) and answers a filter (by character, kind and
text) as the positions of the lines that match, grouped by story day, with no work per
line beyond one test.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right, insort
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from campaign_manager.story_time.calendar import DAY, Calendar, text

#: the log's kind of a note the GM placed on the timeline at a date of the story
NOTE_KIND = "timeline_note"

FIGHT = "fight"
TIME = "time"
FAVOUR = "favour"
OPERATION = "operation"
REVEAL = "reveal"
NOTE = "note"
OTHER = "other"
#: the kinds of entry, in the order a filter offers them
CATEGORIES = (FIGHT, TIME, FAVOUR, OPERATION, REVEAL, NOTE, OTHER)

#: the log's kinds of line that mark a boundary of time (the clock moved, a rest, a night,
#: a new scene, chapter or book)
TIME_KINDS = frozenset({"time", "rest", "night", "sleep", "scene", "chapter", "book"})
#: the log's kinds of line of a network's operation (and the other rolls of the ledger)
OPERATION_KINDS = frozenset({"operation", "run_operation", "find_contact", "ask_contact"})

#: the log's kinds of line of a reveal (for everyone; for chosen players only)
REVEAL_KINDS = frozenset({"reveal", "reveal_private"})

#: the kind of entry of each (kind of line, has no fight) met so far
_KNOWN: dict[tuple[str, bool], str] = {}

#: the key of the lines with no story date (written before the log kept one)
UNDATED = None


def category(kind: str, encounter: int | None) -> str:
    """The kind of entry a line of the log is: a line of a fight is the fight's (its end
    included), whatever its own kind."""
    if kind == NOTE_KIND:
        return NOTE
    if encounter is not None:
        return FIGHT
    if kind in TIME_KINDS:
        return TIME
    if kind == "favour":
        return FAVOUR
    if kind in OPERATION_KINDS:
        return OPERATION
    if kind in REVEAL_KINDS:
        return REVEAL
    return OTHER


class Line(NamedTuple):
    """One line of the log as the timeline reads it (``at``: its real time, a datetime or
    the text the database gave). A tuple: 100,000 of them are made as fast as read."""

    id: int
    at: Any
    kind: str
    cs: str
    en: str
    character: int | None = None
    encounter: int | None = None
    story_time: int | None = None


# a line's fields by position: the query's rows are plain tuples in :class:`Line`'s order
_ID, _AT, _KIND, _CS, _EN, _CHARACTER, _ENCOUNTER, _STORY = range(8)


def order_key(line: tuple) -> tuple:
    """Undated lines first by real time, then story time, real time, id."""
    story = line[_STORY]
    dated = story is not None
    return (dated, story if dated else 0, str(line[_AT]), line[_ID])


def day_of(story_time: int | None) -> int | None:
    """The story day (days since the calendar's epoch) of a story time; None: undated."""
    return None if story_time is None else story_time // DAY


#: the marks NFKD splits off a letter (accents, the háček)
_MARKS = re.compile("[\u0300-\u036f]+")


def fold(value: str) -> str:
    """``value`` as the text filter compares it: no case, no accents ("borek" finds
    "Bořek", as the roster's search does)."""
    return _MARKS.sub("", unicodedata.normalize("NFKD", value.casefold()))


def fold_all(values: Sequence[str]) -> list[str]:
    """:func:`fold` of each of ``values``, in a few passes over their joined text (a
    call per value would take a second for 100,000)."""
    if not values:
        return []
    return fold("\x00".join(value.replace("\x00", " ") for value in values)).split("\x00")


@dataclass(frozen=True)
class Match:
    """What a filter kept: the positions of the matching lines (in timeline order) and the
    story days they fall on, each day as ``(day, first, end)`` slices of ``positions``."""

    positions: list[int]
    days: list[tuple[int | None, int, int]]

    def __len__(self) -> int:
        return len(self.positions)

    @property
    def row_count(self) -> int:
        """Rows of a list that shows a heading before each day's lines."""
        return len(self.positions) + len(self.days)

    def row(self, row: int) -> tuple[int | None, int | None]:
        """(day, None) for a day's heading, (None, position) for a line; rows count the
        headings (day k's heading is row ``first_k + k``)."""
        k = bisect_right(self._heading_rows, row) - 1
        day, _first, _end = self.days[k]
        if row == self._heading_rows[k]:
            return day, None
        return None, self.positions[row - k - 1]

    def row_of(self, position: int) -> int | None:
        """The row that shows the line at ``position`` (None: filtered out)."""
        at = bisect_left(self.positions, position)
        if at == len(self.positions) or self.positions[at] != position:
            return None
        k = bisect_right([first for _day, first, _end in self.days], at) - 1
        return at + k + 1

    @property
    def _heading_rows(self) -> list[int]:
        rows = self.__dict__.get("_rows")
        if rows is None:
            rows = [first + k for k, (_day, first, _end) in enumerate(self.days)]
            object.__setattr__(self, "_rows", rows)
        return rows


class Timeline:
    """The log's lines in timeline order, as columns; :meth:`filter` answers a filter."""

    def __init__(self, lines: Iterable[tuple], presorted: bool = False):
        """``lines``: :class:`Line` s, or plain tuples of its fields in its order (as a
        query reads them: no object made per line); ``presorted``: already in timeline
        order (:func:`order_key`)."""
        ordered = list(lines) if presorted else sorted(lines, key=order_key)
        self.lines: list[tuple] = []
        self._folded: list[str] | None = None
        self.categories: list[str] = []
        self._by_category: dict[str, list[int]] = {key: [] for key in CATEGORIES}
        # the first position of each story day (undated lines first) and its day
        self._day_starts: list[int] = []
        self._day_keys: list[int | None] = []
        self._take(ordered)

    def _take(self, lines: list[tuple]) -> None:
        """Append ``lines`` (in timeline order, none before the last line held), in one
        pass: each one's kind of entry (worked out once per kind of line), the lines of
        each kind, and where each story day starts."""
        start = len(self.lines)
        self.lines.extend(lines)
        categories, by_category = self.categories, self._by_category
        starts, keys = self._day_starts, self._day_keys
        last: Any = keys[-1] if keys else object()
        for position, line in enumerate(lines, start):
            kind, encounter = line[_KIND], line[_ENCOUNTER]
            key = _KNOWN.get((kind, encounter is None))
            if key is None:
                key = _KNOWN[kind, encounter is None] = category(kind, encounter)
            categories.append(key)
            by_category[key].append(position)
            story = line[_STORY]
            day = None if story is None else story // DAY
            if day != last:
                starts.append(position)
                keys.append(day)
                last = day

    def _copy_first(self, count: int) -> Timeline:
        """A timeline of this one's first ``count`` lines (list copies: no loop per line)."""
        made = Timeline.__new__(Timeline)
        made.lines = self.lines[:count]
        made.categories = self.categories[:count]
        made._by_category = {
            key: positions[: bisect_left(positions, count)]
            for key, positions in self._by_category.items()
        }
        days = bisect_left(self._day_starts, count)
        made._day_starts = self._day_starts[:days]
        made._day_keys = self._day_keys[:days]
        made._folded = None if self._folded is None else self._folded[:count]
        return made

    def __len__(self) -> int:
        return len(self.lines)

    def line(self, position: int) -> Line:
        """The line at ``position`` (in timeline order)."""
        found = self.lines[position]
        return found if isinstance(found, Line) else Line._make(found)

    @property
    def folded(self) -> list[str]:
        """Each line's texts (both languages) as the text filter reads them."""
        if self._folded is None:
            self._folded = fold_all([f"{line[_CS]}\n{line[_EN]}" for line in self.lines])
        return self._folded

    def changed(self, added: Iterable[tuple] = (), gone: Collection[int] = ()) -> Timeline:
        """This timeline with the lines ``added`` and the ids ``gone`` taken out (undo, a
        new step), without reading the log again; the folded texts of the lines kept
        carry over (only the new ones are folded), so the next key in the text filter
        stays within a frame. A step of play (its lines after every other) and its undo
        (the newest lines gone) cost what they change, not the log's length."""
        added = sorted(added, key=order_key)
        gone = set(gone)
        count = len(self.lines)
        keep = count - len(gone)
        newest = {line[_ID] for line in self.lines[keep:]} if keep >= 0 else None
        after = not added or keep <= 0 or order_key(added[0]) >= order_key(self.lines[keep - 1])
        if newest == gone and after:
            made = self._copy_first(keep)
            if made._folded is not None:
                made._folded += fold_all([f"{line[_CS]}\n{line[_EN]}" for line in added])
            made._take(added)
            return made
        kept = [line for line in self.lines if line[_ID] not in gone] if gone else list(self.lines)
        for line in added:
            insort(kept, line, key=order_key)
        made = Timeline(kept, presorted=True)
        if self._folded is not None:
            old = dict(zip((line[_ID] for line in self.lines), self._folded, strict=True))
            made._folded = [
                old[line[_ID]] if line[_ID] in old else fold(f"{line[_CS]}\n{line[_EN]}")
                for line in kept
            ]
        return made

    def _fold_again(self) -> list[str]:
        """Fold the texts anew (what the first text filter costs; for the benchmarks)."""
        self._folded = None
        return self.folded

    def filter(
        self, character: int | None = None, kind: str | None = None, words: str = ""
    ) -> Match:
        """The lines of ``character`` (None: anyone's), of the kind of entry ``kind`` (None:
        every kind) whose text holds ``words`` (no case, no accents; "": any)."""
        positions: Sequence[int] = (
            self._by_category.get(kind, []) if kind is not None else range(len(self.lines))
        )
        if character is not None:
            lines = self.lines
            positions = [p for p in positions if lines[p][_CHARACTER] == character]
        needle = fold(words.strip())
        if needle:
            folded = self.folded
            positions = [p for p in positions if needle in folded[p]]
        positions = positions if isinstance(positions, list) else list(positions)
        return Match(positions, self._group(positions))

    def _group(self, positions: list[int]) -> list[tuple[int | None, int, int]]:
        days = []
        starts = self._day_starts
        for k, start in enumerate(starts):
            end = starts[k + 1] if k + 1 < len(starts) else len(self.lines)
            first = bisect_left(positions, start)
            last = bisect_left(positions, end, first)
            if last > first:
                days.append((self._day_keys[k], first, last))
        return days


# -- words ----------------------------------------------------------------------------------
def day_heading(calendar: Calendar, day: int, language: str) -> str:
    """A story day as a heading: "středa 3. března 1250 n. l." / "Wednesday, 3 March 1250
    CE" (the calendar's genitive month after the day number)."""
    date = calendar.date_of(day * DAY)
    month = calendar.months[date.month - 1].after_day(language)
    year = f"{date.year} {text(calendar.era, language)}".strip()
    weekday = text(calendar.weekdays[date.weekday], language)
    if language.startswith("cs"):
        words = f"{date.day}. {month} {year}"
        return f"{weekday} {words}" if weekday else words
    words = f"{date.day} {month} {year}"
    return f"{weekday}, {words}" if weekday else words


def time_of_day(story_time: int) -> str:
    """The hour and minute of a story time: "8:05"."""
    rest = story_time % DAY
    return f"{rest // 3600}:{rest % 3600 // 60:02d}"
