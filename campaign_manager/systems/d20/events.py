"""What happened: the result of a damage, save, healing or turn call on a Creature.

Its lines are the shared :class:`~campaign_manager.systems.outcome.Event` (text, then kind,
e.g. kind "fatigued" with its message for the GM), so a rules call hands them on as they are.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from campaign_manager.systems.common import Text
from campaign_manager.systems.outcome import Event


@dataclass(slots=True)
class Result:
    """Everything one call changed: events in order, points moved and saves queued."""

    events: list[Event] = field(default_factory=list)
    stamina_lost: int = 0
    wounds_lost: int = 0
    stamina_healed: int = 0
    wounds_healed: int = 0
    saves: list[tuple[str, int]] = field(default_factory=list)

    def add(self, kind: str, cs: str, en: str) -> None:
        self.events.append(Event(Text(cs=cs, en=en), kind))

    def kinds(self) -> list[str]:
        """The event kinds in order, e.g. ["wound_damage", "fatigued", "stun_save"]."""
        return [event.kind for event in self.events]

    def has(self, kind: str) -> bool:
        return any(event.kind == kind for event in self.events)

    @property
    def text(self) -> Text:
        """All messages as one text, one per line."""
        return Text(
            cs="\n".join(event.text.cs for event in self.events),
            en="\n".join(event.text.en for event in self.events),
        )

    def merge(self, other: Result) -> None:
        self.events.extend(other.events)
        self.stamina_lost += other.stamina_lost
        self.wounds_lost += other.wounds_lost
        self.stamina_healed += other.stamina_healed
        self.wounds_healed += other.wounds_healed
        self.saves.extend(other.saves)
