"""The event log's change: :class:`LogEvents` writes :class:`LogLine` s (both languages)
inside the batch of the edit they describe, so undo removes them with it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.changes.base import Change
from campaign_manager.storage.errors import ChangedSince
from campaign_manager.storage.models import CampaignInfo, LogEntry, utcnow
from campaign_manager.storage.queries import LogRecord
from campaign_manager.storage.touched import Touched
from campaign_manager.story_time.settings import now_of


@dataclass(frozen=True)
class LogLine:
    """One line to write: both languages, optional character, encounter and round."""

    cs: str
    en: str
    kind: str = "note"
    character: int | None = None
    encounter: int | None = None
    round: int | None = None
    #: the story's time the line happened at (a dated note the GM placed); None: the
    #: clock's time when the line is written
    story_time: int | None = None


def _clock() -> int:
    """The story's clock as the campaign row holds it now (in the write's transaction)."""
    row = CampaignInfo.select(CampaignInfo.settings).tuples().first()
    return now_of(row[0] if row else None)


@dataclass
class LogEvents(Change):
    """Write lines to the event log, each stamped with the story's time (the clock's, read
    in the same transaction, so a step that moves the clock first dates its lines after
    the move); revert removes exactly those lines."""

    lines: list[LogLine]
    ids: list[int] = field(default_factory=list)
    #: each line's story time as first written (redo writes the same)
    story_times: list[int] = field(default_factory=list)

    @classmethod
    def of(cls, lines: Iterable[LogLine]) -> LogEvents:
        return cls(list(lines))

    def weight(self) -> int:
        return len(self.lines) // 4  # short inserts

    def apply(self, campaign: Campaign) -> Touched:
        def op() -> list[int]:
            if len(self.story_times) != len(self.lines):
                clock = _clock() if any(line.story_time is None for line in self.lines) else 0
                self.story_times = [
                    clock if line.story_time is None else line.story_time for line in self.lines
                ]
            rows = [
                {
                    "kind": line.kind,
                    "text_cs": line.cs,
                    "text_en": line.en,
                    "character": line.character,
                    "encounter": line.encounter,
                    "round": line.round,
                    "at": utcnow(),
                    "story_time": story_time,
                }
                for line, story_time in zip(self.lines, self.story_times, strict=True)
            ]
            if self.ids:  # redo: the same lines with the same ids, none of them taken
                if self._written().exists():
                    raise ChangedSince("event", self.ids[0])
                for row, line_id in zip(rows, self.ids, strict=True):
                    row["id"] = line_id
            ids: list[int] = []
            for start in range(0, len(rows), 50):  # a few statements for a chapter's lines
                chunk = rows[start : start + 50]
                if self.ids:
                    LogEntry.insert_many(chunk).execute()
                elif len(chunk) == 1:
                    ids.append(LogEntry.insert(**chunk[0]).execute())
                else:
                    # the ids come back in any order; the rows took them in order
                    query = LogEntry.insert_many(chunk).returning(LogEntry.id).tuples()
                    ids.extend(sorted(row_id for (row_id,) in query.execute()))
            return (list(self.ids) if self.ids else ids), rows

        self.ids, rows = campaign.write(op)
        keys = ("at", "kind", "text_cs", "text_en", "character", "encounter", "round", "story_time")
        added = [
            LogRecord(n, *(row[key] for key in keys)) for n, row in zip(self.ids, rows, strict=True)
        ]
        return self._touched(event_lines=frozenset(added))

    def revert(self, campaign: Campaign) -> Touched:
        def op() -> None:
            if self._written().count() != len(set(self.ids)):  # a line went meanwhile
                raise ChangedSince("event", self.ids[0] if self.ids else 0)
            LogEntry.delete().where(LogEntry.id.in_(self.ids)).execute()

        campaign.write(op)
        return self._touched(event_lines_gone=frozenset(self.ids))

    def _written(self):
        """The lines this change wrote, as the file holds them now."""
        return LogEntry.select(LogEntry.id).where(LogEntry.id.in_(self.ids))

    def _touched(self, **lines: frozenset) -> Touched:
        """What the log's views hear: the lines written, or the ids of those removed."""
        return Touched(
            **lines,
            events=True,
            event_characters=frozenset(line.character for line in self.lines if line.character),
            event_encounters=frozenset(line.encounter for line in self.lines if line.encounter),
        )
