"""Initiative: 1d20 + Dex modifier + miscellaneous modifiers, highest first.

The stamina variant does not change initiative; the usual d20 rule applies. Ties go to the
higher modifier, then a roll-off (both are defaults: see D20Settings).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from campaign_manager.systems.common import RuleError, Text, roll
from campaign_manager.systems.d20.settings import D20Settings


@dataclass(frozen=True, slots=True)
class Combatant:
    """Who rolls: a name, a Dex modifier and any other initiative modifiers."""

    name: str
    dex_modifier: int = 0
    misc: int = 0

    @property
    def modifier(self) -> int:
        return self.dex_modifier + self.misc


@dataclass(frozen=True, slots=True)
class InitiativeEntry:
    """One combatant's place: its d20, total, and roll-off rolls if it needed any."""

    name: str
    roll: int
    modifier: int
    total: int
    roll_offs: tuple[int, ...] = field(default_factory=tuple)


def _check_d20(value: int, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 20:
        raise RuleError(
            Text(
                cs=f"Hod k20 pro „{name}“ musí být 1–20, ne {value!r}.",
                en=f"The d20 roll for '{name}' must be 1–20, not {value!r}.",
            ),
            "range",
        )
    return value


def roll_initiative(
    combatants: Sequence[Combatant],
    rng: random.Random | None = None,
    rolls: Mapping[str, int] | None = None,
    settings: D20Settings | None = None,
) -> list[InitiativeEntry]:
    """The initiative order, first to act first.

    ``rolls``: d20 results entered by hand, by name; the others come from ``rng``.
    Ties: the higher modifier, then d20 roll-offs among those still tied (repeated until
    they differ). Without these settings ties keep the order the combatants were given.
    """
    settings = settings or D20Settings()
    rolls = dict(rolls or {})
    names = [c.name for c in combatants]
    if len(set(names)) != len(names):
        raise RuleError(
            Text(
                cs="Jména v iniciativě se nesmějí opakovat.",
                en="Names in the initiative must be unique.",
            ),
            "initiative",
        )
    unknown = set(rolls) - set(names)
    if unknown:
        raise RuleError(
            Text(
                cs=f"Hod pro neznámé jméno: {', '.join(sorted(unknown))}.",
                en=f"A roll for an unknown name: {', '.join(sorted(unknown))}.",
            ),
            "initiative",
        )
    entries = []
    for combatant in combatants:
        die = rolls.get(combatant.name)
        die = roll(20, rng) if die is None else _check_d20(die, combatant.name)
        entries.append(
            InitiativeEntry(combatant.name, die, combatant.modifier, die + combatant.modifier)
        )

    def key(entry: InitiativeEntry) -> tuple[int, int]:
        return (entry.total, entry.modifier if settings.initiative_ties_by_modifier else 0)

    ordered = sorted(entries, key=key, reverse=True)  # stable: given order within ties
    if not settings.initiative_roll_off:
        return ordered
    result: list[InitiativeEntry] = []
    index = 0
    while index < len(ordered):
        group = [e for e in ordered[index:] if key(e) == key(ordered[index])]
        result.extend(_roll_off(group, rng) if len(group) > 1 else group)
        index += len(group)
    return result


def _roll_off(group: list[InitiativeEntry], rng: random.Random | None) -> list[InitiativeEntry]:
    """Tied entries each roll a d20; the higher goes first; ties among them roll again."""
    offs = {entry.name: roll(20, rng) for entry in group}
    done = []
    for value in sorted(set(offs.values()), reverse=True):
        tied = [e for e in group if offs[e.name] == value]
        if len(tied) > 1:
            tied = _roll_off(tied, rng)
        for entry in tied:
            done.append(
                InitiativeEntry(
                    entry.name,
                    entry.roll,
                    entry.modifier,
                    entry.total,
                    (offs[entry.name], *entry.roll_offs),
                )
            )
    return done
