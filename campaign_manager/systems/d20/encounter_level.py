"""The encounter level of a d20 fight and its difficulty for the party (D&D 3.5 DMG,
chapter 3), from ``resources/rules/d20/encounter_level.json``. Pure rules.

Creatures of one CR make an EL by the DMG's table of numbers (two of a CR: the CR + 2;
past the table each doubling of the number adds two). Fractional CRs count together:
creatures of CR below 1 whose CRs add up to n count as n creatures of CR 1 (at least one).
Groups of different EL are paired from the lowest up by the DMG's rule for mixed pairs.
The difficulty is the DMG's word for the EL against the party's average level (rounded
to the nearest, a half up). A creature's CR is its sheet's CR as this variant adjusts it
(``stats.adjust_cr``); a character's is its level. A sheet with neither counts for
nothing, and the result says how many were left out.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from campaign_manager.systems.common import RuleError, load_json
from campaign_manager.systems.d20 import stats
from campaign_manager.systems.d20.sheet import level_of

#: the DMG's words, from easiest
WORDS = ("easy", "challenging", "very_difficult", "overpowering")


@lru_cache(maxsize=1)
def _table() -> dict[str, Any]:
    return load_json("rules", "d20", "encounter_level.json")


def _add_for(count: int) -> int:
    """What ``count`` creatures of one CR add to it."""
    rows = _table()["numbers"]
    for row in rows:
        if row["from"] <= count <= row["to"]:
            return row["add"]
    return _add_for(math.ceil(count / 2)) + _table()["per_doubling"]


def _pair(higher: int, lower: int) -> int:
    difference = higher - lower
    for row in _table()["mixed_pairs"]:
        if difference <= row["difference_up_to"]:
            return higher + row["add"]
    return higher


def encounter_level(crs: Iterable[Fraction | int | str]) -> int | None:
    """The EL of creatures of these CRs (None: no creature)."""
    groups = Counter(stats.parse_cr(cr) for cr in crs)
    if not groups:
        return None
    fractional = sum((cr * n for cr, n in groups.items() if cr < 1), Fraction(0))
    whole = Counter({int(cr): n for cr, n in groups.items() if cr >= 1 and cr.denominator == 1})
    for cr, n in groups.items():  # a CR like 3/2 (never printed) counts as its whole part
        if cr >= 1 and cr.denominator != 1:
            whole[math.floor(cr)] += n
    if fractional:
        whole[1] += max(1, math.floor(fractional))
    levels = [cr + _add_for(n) for cr, n in whole.items()]
    levels.sort()
    while len(levels) > 1:
        lower, higher = levels.pop(0), levels.pop(0)
        levels.append(_pair(max(higher, lower), min(higher, lower)))
        levels.sort()
    return levels[0]


def difficulty(el: int, party_level: int) -> str:
    """The DMG's word for an EL against the party's level: one of :data:`WORDS`."""
    over = el - party_level
    for row in _table()["difficulty"]:
        if row["below"] is None or over < row["below"]:
            return row["word"]
    return WORDS[-1]


def party_level(levels: Iterable[int]) -> int | None:
    """The party's average level, rounded to the nearest (a half up); None: nobody."""
    levels = list(levels)
    if not levels:
        return None
    return math.floor(Fraction(sum(levels), len(levels)) + Fraction(1, 2))


def cr_of(sheet: Any) -> Fraction | None:
    """A d20 sheet's CR for the encounter level: a monster's CR as the variant adjusts it,
    a character's level; None: a monster with no CR entered (or not a sheet)."""
    if not isinstance(sheet, dict):
        return None
    try:
        if sheet.get("kind") == "monster":
            if not sheet.get("cr"):
                return None
            return stats.adjust_cr(sheet["cr"], sheet["size"], sheet.get("con") is not None)
        return Fraction(level_of(sheet))
    except (RuleError, KeyError, TypeError, ValueError):
        return None


def level_of_sheet(sheet: Any) -> int | None:
    """A character's level for the party's average (None: not a readable sheet)."""
    try:
        return level_of(sheet)
    except (KeyError, TypeError, ValueError):
        return None


@dataclass(frozen=True)
class Balance:
    """A fight's encounter level against its party: ``el`` (None: no opponent with a
    CR), ``party`` (average level; None: no PC), ``word`` (None unless both), and how
    many opponents had no CR (``unrated``)."""

    el: int | None
    party: int | None
    word: str | None
    unrated: int


def balance(party_sheets: Iterable[Any], opponent_sheets: Iterable[Any]) -> Balance:
    crs, unrated = [], 0
    for sheet in opponent_sheets:
        cr = cr_of(sheet)
        if cr is None:
            unrated += 1
        else:
            crs.append(cr)
    el = encounter_level(crs)
    party = party_level(
        level for level in (level_of_sheet(s) for s in party_sheets) if level is not None
    )
    word = difficulty(el, party) if el is not None and party is not None else None
    return Balance(el, party, word, unrated)
