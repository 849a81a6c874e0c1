"""Searching the bestiary: a name part (accents and case ignored), a creature type, a CR range.

Pure and stateless: the caller passes the monsters (the SRD's and a campaign's own); each
Monster carries its folded name, so a keystroke's search is one pass of substring tests.
"""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from campaign_manager.systems.d20 import stats
from campaign_manager.systems.d20.bestiary import Monster, fold


def parse_cr_bound(text: str | None) -> Fraction | None:
    """A CR bound the GM typed ("1/2", "5", "" for none); None for empty or not a CR."""
    if text is None or not str(text).strip():
        return None
    try:
        return stats.parse_cr(str(text).strip())
    except Exception:  # RuleError: not a CR, so no bound
        return None


def _starts_a_word(needle: str, folded: str) -> bool:
    return folded.startswith(needle) or f" {needle}" in folded or f"({needle}" in folded


def search(
    monsters: Iterable[Monster],
    text: str = "",
    kind: str | None = None,
    cr_min: Fraction | None = None,
    cr_max: Fraction | None = None,
) -> list[Monster]:
    """The monsters whose English or Czech name holds ``text`` (accent- and case-blind),
    of type ``kind`` (None: any) and book CR within [cr_min, cr_max] (None: open). Those
    with a word starting with ``text`` come first ("tro": Troll before Monstrous …), each
    group in the order given."""
    needle = fold(text.strip())
    found = [
        monster
        for monster in monsters
        if (not needle or needle in monster.folded)
        and (kind is None or monster.type == kind)
        and (cr_min is None or monster.cr_value >= cr_min)
        and (cr_max is None or monster.cr_value <= cr_max)
    ]
    if not needle:
        return found
    first = [monster for monster in found if _starts_a_word(needle, monster.folded)]
    if len(first) in (0, len(found)):
        return found
    chosen = set(map(id, first))
    return first + [monster for monster in found if id(monster) not in chosen]
