"""What a change touched, as a view asks it: :class:`Touched`; what a change of one row
touched (:func:`touched_row`), and what another client's change of one row touched
(:func:`from_notice`)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Any

from peewee import Model


@dataclass(frozen=True)
class Touched:
    """What a change touched (in the spirit of Anki's ``OpChanges``).

    ``characters``: ids of characters added, edited or deleted; ``roster``: every roster
    line may differ (the rules settings changed); ``campaign``: the campaign row (name,
    description); ``settings``: the campaign's rules settings; ``encounters``: ids of
    encounters; ``ledger``: ledger records; ``events``: the event log. ``origin`` is the
    object that started the edit (a view may skip refreshing itself); it is not compared.
    """

    characters: frozenset[int] = frozenset()
    roster: bool = False
    campaign: bool = False
    settings: bool = False
    encounters: frozenset[int] = frozenset()
    #: the campaign's templates (``storage/templates.py``)
    templates: bool = False
    #: the sessions of play and their journals (``storage/journals.py``)
    journals: bool = False
    #: what the GM showed the players (``storage/reveals.py``)
    reveals: bool = False
    ledger: bool = False
    events: bool = False
    #: whose event-log lines came or went (so one character's log reads only its own)
    event_characters: frozenset[int] = frozenset()
    event_encounters: frozenset[int] = frozenset()
    #: the lines written (``queries.LogRecord``) and the ids of the lines removed, so a log
    #: shows them without reading it again; ``events_unlisted``: some change of the log
    #: did not say which lines (a view then reads its lines again)
    event_lines: frozenset[Any] = frozenset()
    event_lines_gone: frozenset[int] = frozenset()
    events_unlisted: bool = False
    #: which ledger records, as ``(kind, id)``, when every one is known (``ledger`` alone
    #: may stand for any: a view that cannot tell re-reads the ledger)
    ledger_records: frozenset[tuple[str, int]] = frozenset()
    #: some ledger change did not say which records (a sheet's lists, a graph position)
    ledger_unlisted: bool = False
    #: every view reads all it shows again (anything may differ: after a failed write);
    #: ``roster`` alone says only the roster lines may
    reread: bool = False
    #: with ``roster``: the roster lines written, as stored (JSON text) by character id,
    #: when they are all the lines that changed (a view puts them in place and reads
    #: nothing); None: any line may differ
    roster_lines: dict[int, Any] | None = field(default=None, compare=False)
    origin: Any = field(default=None, compare=False)

    def __or__(self, other: Touched) -> Touched:
        values = {}
        for f in fields(self):
            if f.name in ("origin", "roster_lines"):
                continue
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            values[f.name] = (mine | theirs) if isinstance(mine, frozenset) else (mine or theirs)
        # the written lines stay known only when one side alone changed roster lines
        lines = self.roster_lines if not other.roster else None
        lines = other.roster_lines if not self.roster else lines
        return Touched(**values, roster_lines=lines, origin=self.origin or other.origin)

    def with_origin(self, origin: Any) -> Touched:
        return replace(self, origin=origin)

    def touches_character(self, character_id: int | None) -> bool:
        return self.roster or (character_id is not None and character_id in self.characters)

    def __bool__(self) -> bool:
        skipped = ("origin", "roster_lines")
        return any(getattr(self, f.name) for f in fields(self) if f.name not in skipped)


def touched_row(model: type[Model], row_id: int | None) -> Touched:
    """What a change of one row of ``model`` (its ``touched_field`` says which kind)."""
    kind = getattr(model, "touched_field", "ledger")
    if kind in ("characters", "encounters"):
        return Touched(**{kind: frozenset({row_id})})
    record_kind = getattr(model, "ledger_kind", None)
    if kind == "ledger" and record_kind is not None and row_id is not None:
        return Touched(ledger=True, ledger_records=frozenset({(record_kind, row_id)}))
    return Touched(
        **{kind: True}, ledger_unlisted=kind == "ledger", events_unlisted=kind == "events"
    )


#: the ledger's tables by the kind of record they hold
_LEDGER_TABLES = {
    f"ledger_{kind}": kind
    for kind in ("contact", "link", "favour", "network", "operation", "relation")
}


def from_notice(notice: dict[str, Any]) -> Touched:
    """What another client's change of one row touched, from its notification (a JSON
    object with ``table`` and ``id``, and for a line of the event log its ``character``
    and ``encounter``): what its own edit of that row would report."""
    table, row_id = notice.get("table"), notice.get("id")
    if table in ("character", "former_character"):
        return Touched(characters=frozenset({row_id}))
    if table == "encounter":
        return Touched(encounters=frozenset({row_id}))
    if table == "combatant_template":
        return Touched(templates=True)
    if table == "session_journal":
        return Touched(journals=True)
    if table == "reveal":
        return Touched(reveals=True)
    if table == "event":
        character, encounter = notice.get("character"), notice.get("encounter")
        return Touched(
            events=True,
            events_unlisted=True,
            event_characters=frozenset({character} if character else ()),
            event_encounters=frozenset({encounter} if encounter else ()),
        )
    if table == "campaign":  # new rules settings: every roster line may differ
        return Touched(campaign=True, settings=True, roster=True)
    if table in _LEDGER_TABLES and row_id is not None:
        return Touched(ledger=True, ledger_records=frozenset({(_LEDGER_TABLES[table], row_id)}))
    if table == "ledger_position":
        return Touched(ledger=True, ledger_unlisted=True)
    return Touched()
