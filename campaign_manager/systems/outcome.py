"""What a rules call made at the table returns: the new state, what happened, what next.

Pure Python. A rules call that does something at the table (a hit, a save, the start of a
chapter, an encounter action) returns an :class:`Outcome`: the new state (a sheet, or an
encounter), the :class:`Event` lines it produced (bilingual, for the event log) and the
:class:`Prompt` s for what someone must roll or decide next. A widget shows a prompt and
answers it by calling the core again; no loop of rules steps lives in a widget.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from campaign_manager.systems.common import Text


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened, for the log: "Bořek: stamina −8 (20 left)"."""

    text: Text
    kind: str = "note"
    #: the encounter combatant it concerns (its id in the encounter), if any
    combatant: str | None = None
    #: the combatant's sheet as it leaves the fight (a roster character's sheet is written
    #: from it: the combatant is no longer in the state), else None
    sheet: dict | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Prompt:
    """Something someone must roll or decide now (a Fortitude save DC 13, a choice)."""

    kind: str  # "save", "roll", "choice", "declare", "initiative", ...
    combatant: str | None = None
    dc: int | None = None
    text: Text | None = None
    #: keys of the choices, where the prompt is a choice
    options: tuple[str, ...] = ()
    #: more detail a widget may need to answer (the save's kind, the scars to pick from)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of one rules call: ``state`` is new (the argument was not modified)."""

    state: Any
    events: tuple[Event, ...] = ()
    prompts: tuple[Prompt, ...] = ()

    @property
    def sheet(self) -> Any:
        """The new sheet (for a call on one character)."""
        return self.state

    @property
    def text(self) -> Text:
        """Every event's text, one per line."""
        return Text(
            cs="\n".join(event.text.cs for event in self.events),
            en="\n".join(event.text.en for event in self.events),
        )
