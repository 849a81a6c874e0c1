"""A session's journal drafted from its lines of the event log: its fights (how long,
how they ended, who fell, in the right grammatical gender), wounds and scars, conditions,
experience, favours and operations, reveals and time in the story, in the order they
happened; and the players' recap of the same lines, with nothing hidden in it."""

from __future__ import annotations

import html
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from campaign_manager.journal import words

#: the sections after the fights, in the order the journal tells them
SECTIONS = ("action", "wound", "condition", "xp", "ledger", "reveal", "time", "note")
#: what the players' recap tells of them (no GM's notes, no ledger's secrets)
RECAP_SECTIONS = ("action", "xp", "reveal", "time")


@dataclass(frozen=True)
class Person:
    """Someone a line may speak of: a roster character or a fight's combatant."""

    name: str
    gender: str = "m"
    hidden: bool = False
    side: str = "pc"


@dataclass(frozen=True)
class Fight:
    name: str
    status: str = "finished"
    people: tuple[Person, ...] = ()


@dataclass(frozen=True)
class Section:
    heading: str
    items: tuple[str, ...]


@dataclass(frozen=True)
class Journal:
    title: str
    sections: tuple[Section, ...]
    language: str

    def to_html(self) -> str:
        """Rich text for the GM's editor (and so for the PDF and Markdown exports)."""
        parts = [f"<h1>{html.escape(self.title)}</h1>"]
        for section in self.sections:
            parts.append(f"<h2>{html.escape(section.heading)}</h2>")
            if section.items:
                items = "".join(f"<li>{html.escape(item)}</li>" for item in section.items)
                parts.append(f"<ul>{items}</ul>")
        return "\n".join(parts)

    def lines(self) -> list[str]:
        """Every heading and item as plain lines (the TV shows them)."""
        found = [self.title]
        for section in self.sections:
            found.append(section.heading)
            found += section.items
        return found


@dataclass
class _Told:
    """One fight as it is being told."""

    fight: Fight
    rounds: int = 0
    items: list[str] = field(default_factory=list)


def draft(
    lines: Iterable[Any],
    *,
    language: str,
    date: str,
    fights: Mapping[int, Fight] | None = None,
    people: Mapping[int, Person] | None = None,
    kinds: Mapping[str, str] | None = None,
    recap: bool = False,
) -> Journal:
    """The journal of ``lines`` (the log's lines of one session, oldest first: objects with
    ``kind``, ``cs``, ``en``, ``character``, ``encounter``, ``round``).

    ``fights`` by encounter id, ``people`` (roster characters) by id, ``kinds`` a system's
    meaning of its kinds of line (over :data:`words.KINDS`). ``recap``: the players'
    version: nothing of a hidden combatant, no raw line of a fight (no NPC's numbers), no
    GM's notes, no ledger."""
    language = "cs" if str(language).startswith("cs") else "en"
    fights = fights or {}
    people = people or {}
    meaning = {**words.KINDS, **(kinds or {})}
    hidden = tuple(
        person.name for fight in fights.values() for person in fight.people if person.hidden
    )
    told: dict[int, _Told] = {}
    sections: dict[str, list[str]] = {key: [] for key in SECTIONS}
    fallen: set[tuple[int | None, str]] = set()
    #: what the characters did (a rest, a scene's end), with who did it, in order
    actions: dict[str, list[str]] = {}
    for line in lines:
        text = line.cs if language == "cs" else line.en
        category = meaning.get(line.kind, "note")
        if recap and hidden and any(name and name in text for name in hidden):
            continue  # a hidden combatant's line: the players never hear of it
        encounter = line.encounter
        if encounter is not None:
            story = told.get(encounter)
            if story is None:
                fight = fights.get(encounter) or Fight(str(encounter), "finished")
                story = told[encounter] = _Told(fight)
            if line.round:
                story.rounds = max(story.rounds, line.round)
            if category == "fell":
                who = _who(line, text, story.fight.people, people)
                if who is None or (who.hidden and recap):
                    if not recap:
                        story.items.append(text)
                    continue
                if (encounter, who.name) not in fallen:
                    fallen.add((encounter, who.name))
                    story.items.append(words.fell(who.name, who.gender, language))
            elif category in ("wound", "condition") and not recap:
                story.items.append(text)
            elif (
                category in SECTIONS
                and category != "note"
                and (not recap or category in RECAP_SECTIONS)
            ):
                sections[category].append(text)
            continue
        if category == "fell":
            who = people.get(line.character) if line.character is not None else None
            if recap and (who is None or who.hidden):
                continue
            sections["wound"].append(words.fell(who.name, who.gender, language) if who else text)
            continue
        if recap and category not in RECAP_SECTIONS:
            continue
        who = people.get(line.character) if line.character is not None else None
        if recap and line.character is not None and (who is None or who.side != "pc"):
            continue  # an NPC's numbers stay the GM's
        if category == "action":
            names = actions.setdefault(text, [])
            if who is not None and who.name not in names:
                names.append(who.name)
            continue
        if who is not None and not text.startswith(who.name):
            text = f"{who.name}: {text}"  # a line of a character's own log names nobody
        sections.setdefault(category, []).append(text)
    sections["action"] = [
        f"{text} ({', '.join(names)})" if names else text for text, names in actions.items()
    ]
    result: list[Section] = []
    for story in told.values():
        opening = [words.rounds(story.rounds, language)] if story.rounds else []
        end = words.outcome(story.fight.status, language)
        items = tuple(opening + ([end] if end else []) + story.items)
        result.append(Section(words.fight_heading(story.fight.name, language), items))
    for key in SECTIONS:
        if sections[key]:
            result.append(Section(words.heading(key, language), tuple(sections[key])))
    if not result:
        result.append(Section(words.nothing(language), ()))
    return Journal(words.title(date, language), tuple(result), language)


def _who(
    line: Any, text: str, fighters: Sequence[Person], people: Mapping[int, Person]
) -> Person | None:
    """Whom a line of a fight speaks of: its roster character, else the combatant whose
    name starts it ("Hlídač: mrtvý")."""
    if line.character is not None and line.character in people:
        return people[line.character]
    best = None
    for person in fighters:
        if text.startswith(person.name) and (best is None or len(person.name) > len(best.name)):
            best = person
    return best
