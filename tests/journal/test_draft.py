"""The session journal drafted from the log's lines: sessions split by a pause, who fell
told in the right Czech gender, the players' recap with nothing hidden in it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from itertools import pairwise

from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.journal.draft import Fight, Person, draft
from campaign_manager.journal.sessions import SESSION_GAP, propose, sessions


@dataclass(frozen=True)
class Line:
    kind: str
    cs: str
    en: str
    character: int | None = None
    encounter: int | None = None
    round: int | None = None


FIGHT = Fight(
    "Přepadení u brodu",
    "finished",
    (
        Person("Zdena", "f", side="pc"),
        Person("Hlídač", "m", side="npc"),
        Person("Stín z věže", "m", hidden=True, side="npc"),
    ),
)


def _lines() -> list[Line]:
    return [
        Line("note", "Hlídač: výdrž −8 (12 zbývá)", "Hlídač: stamina −8 (12 left)", None, 1, 1),
        Line("dead", "Hlídač: Mrtvý", "Hlídač: Dead", None, 1, 2),
        Line("dead", "Zdena: Mrtvá", "Zdena: Dead", None, 1, 3),
        Line("note", "Stín z věže: výdrž −30", "Stín z věže: stamina −30", None, 1, 3),
        Line("dead", "Stín z věže: Mrtvý", "Stín z věže: Dead", None, 1, 4),
        Line("xp", "Zdena: +300 ZK", "Zdena: +300 XP", 7),
        Line("operation", "Síť: operace v Dolanech", "Network: an operation in Dolany", 7),
    ]


def test_who_fell_is_told_in_the_right_gender():
    journal = draft(_lines(), language="cs", date="7. 12. 2026", fights={1: FIGHT})
    text = "\n".join(journal.lines())
    assert "Zdena padla." in text and "Hlídač padl." in text
    assert "Stín z věže padl." in text  # the GM's journal tells everything
    assert "Trval 4 kola." in text and "Střet: Přepadení u brodu" in text
    assert "Síť: operace v Dolanech" in text and "Zdena: +300 ZK" in text
    english = "\n".join(draft(_lines(), language="en", date="x", fights={1: FIGHT}).lines())
    assert "Zdena fell." in english and "It lasted 4 rounds." in english


def test_the_recap_holds_no_hidden_combatant_nor_npc_numbers_nor_ledger():
    people = {7: Person("Zdena", "f", side="pc")}
    recap = draft(_lines(), language="cs", date="d", fights={1: FIGHT}, people=people, recap=True)
    text = "\n".join(recap.lines())
    assert "Stín" not in text
    assert "−8" not in text and "operace" not in text
    assert "Zdena padla." in text and "Hlídač padl." in text
    assert "Zdena: +300 ZK" in text


def test_a_system_s_kinds_say_what_a_line_means():
    lines = [Line("state", "Hlídač: v bezvědomí", "Hlídač: out", None, 1, 1)]
    plain = draft(lines, language="cs", date="d", fights={1: FIGHT})
    meant = draft(lines, language="cs", date="d", fights={1: FIGHT}, kinds={"state": "condition"})
    assert "Hlídač: v bezvědomí" not in "\n".join(plain.lines())
    assert "Hlídač: v bezvědomí" in "\n".join(meant.lines())


def test_an_empty_session_says_so():
    assert "nic k vyprávění" in "\n".join(draft([], language="cs", date="d").lines())


START = datetime(2026, 12, 5, 18, 0)


def test_a_pause_of_hours_splits_sessions_and_a_stored_one_wins():
    times = [START + timedelta(minutes=m) for m in (0, 30, 200)]
    times += [START + timedelta(days=1, minutes=m) for m in (0, 10)]
    found = propose(times)
    assert [(s.start, s.end, s.events) for s in found] == [
        (times[0], times[2], 3),
        (times[3], times[4], 2),
    ]
    edited = sessions(times, [(9, START + timedelta(minutes=20), START + timedelta(hours=5))])
    assert [(s.stored, s.events) for s in edited] == [(9, 2), (None, 2)]


@given(st.lists(st.integers(0, 10_000), max_size=60))
def test_every_line_falls_in_exactly_one_proposed_session(minutes):
    times = sorted(START + timedelta(minutes=m) for m in minutes)
    found = propose(times)
    assert sum(span.events for span in found) == len(times)
    for before, after in pairwise(found):
        assert after.start - before.end >= SESSION_GAP


def test_what_the_characters_did_is_told_once_with_who_did_it():
    people = {7: Person("Zdena", "f"), 8: Person("Tomáš", "m"), 9: Person("Kupec", "m", side="npc")}
    lines = [
        Line("action", "Konec scény", "End of a scene", 7),
        Line("fatigued", "Unavená", "Fatigued", 7),
        Line("action", "Konec scény", "End of a scene", 8),
        Line("action", "Konec scény", "End of a scene", 9),
    ]
    journal = draft(lines, language="cs", date="d", people=people, kinds={"fatigued": "condition"})
    text = journal.lines()
    assert "Konec scény (Zdena, Tomáš, Kupec)" in text
    assert "Zdena: Unavená" in text  # a character's own line says whose it is
    recap = draft(lines, language="cs", date="d", people=people, recap=True).lines()
    assert "Konec scény (Zdena, Tomáš)" in recap  # an NPC stays the GM's
