"""XP costs (Tvorba postavy – Ceny ve zkušenostech, s. 7).

- Grouped skills (sdružené dovednosti) and Majetek, Postavení, Známosti: the step to
  rating r costs r + 1 XP, so rating r costs r(r+3)/2 in total.
- Standalone skills (samostatné dovednosti): 1 XP per point.
- Specialisations: 1 XP per point above the group's rating.
- Free skills (rodný jazyk, etiketa domácího prostředí): free up to 3, then 1 XP per point.
- Every spell or magic ability: 1 XP.
"""

from __future__ import annotations

from campaign_manager.systems.common import RuleError, Text

MIN_RATING = 0
MAX_RATING = 6
SPELL_COST = 1
FREE_SKILL_RATING = 3


def check_rating(rating: object, what: str = "rating") -> int:
    """``rating`` as an int 0..6, or RuleError saying what is wrong."""
    if type(rating) is int and MIN_RATING <= rating <= MAX_RATING:  # the usual case, at once
        return rating
    if isinstance(rating, bool) or not isinstance(rating, int):
        raise RuleError(
            Text(
                cs=f"{what}: hodnocení musí být celé číslo 0–6, ne {rating!r}.",
                en=f"{what}: a rating must be a whole number 0–6, not {rating!r}.",
            ),
            "rating_range",
        )
    if not MIN_RATING <= rating <= MAX_RATING:
        raise RuleError(
            Text(
                cs=f"{what}: hodnocení {rating} je mimo rozsah 0–6 (Zelenáč až Velmistr).",
                en=f"{what}: rating {rating} is outside 0–6 (Zelenáč to Velmistr).",
            ),
            "rating_range",
        )
    return rating


def grouped_cost(rating: int) -> int:
    """Total XP for a grouped skill (or Majetek/Postavení/Známosti): 0,2,5,9,14,20,27."""
    rating = check_rating(rating, "grouped skill")
    return rating * (rating + 3) // 2


def standalone_cost(rating: int) -> int:
    """Total XP for a standalone skill at ``rating``: 1 XP per point."""
    return check_rating(rating, "standalone skill")


def specialisation_cost(group_rating: int, rating: int) -> int:
    """XP for a specialisation at ``rating`` in a group rated ``group_rating``.

    1 XP per point above the group's rating; a specialisation at or below its group costs
    nothing (it adds nothing). Whether the rating is allowed (at most group + 2) is a
    creation limit, checked by :func:`evaluate_creation`, not here.
    """
    group_rating = check_rating(group_rating, "group")
    rating = check_rating(rating, "specialisation")
    return max(0, rating - group_rating)


def free_skill_cost(rating: int, free_rating: int = FREE_SKILL_RATING) -> int:
    """XP for a free skill: nothing up to ``free_rating`` (3), then 1 XP per point above."""
    rating = check_rating(rating, "free skill")
    return max(0, rating - free_rating)


def spell_cost(count: int = 1) -> int:
    """XP for ``count`` spells or magic abilities (1 XP each)."""
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise RuleError(
            Text(
                cs=f"Počet kouzel musí být ≥ 0, ne {count!r}.",
                en=f"Spell count must be ≥ 0, not {count!r}.",
            ),
            "spell_count",
        )
    return count * SPELL_COST
