"""What the journal is drafted from, read for one session: its lines of the log, the fights
and characters they name, and what the campaign's system's kinds of line mean."""

from __future__ import annotations

from datetime import datetime

from campaign_manager.journal.draft import Fight, Journal, Person, draft
from campaign_manager.storage.journals import fights_of, lines_between, people_of
from campaign_manager.systems import journal_kinds


def draft_session(
    system: str, start: datetime, end: datetime, language: str, date: str, *, recap: bool = False
) -> Journal:
    """The journal (or with ``recap`` the players' recap) of the session ``start``–``end``."""
    lines = lines_between(start, end)
    fights = {
        key: Fight(
            record.name,
            record.status,
            tuple(
                Person(c["name"], c["gender"], c["hidden"], c["side"]) for c in record.combatants
            ),
        )
        for key, record in fights_of(line.encounter for line in lines).items()
    }
    people = {
        key: Person(p["name"], p["gender"], False, p["side"])
        for key, p in people_of(line.character for line in lines).items()
    }
    return draft(
        lines,
        language=language,
        date=date,
        fights=fights,
        people=people,
        kinds=journal_kinds(system),
        recap=recap,
    )
