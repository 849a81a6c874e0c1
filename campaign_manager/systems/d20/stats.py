"""Numbers derived from a creature's statistics: threat range, wound points, stamina, CR.

Text: „Stamina a body zdraví“ (seed 004), sections Stamina, Body zranění, Kritické zásahy,
CP a nestvůry, Tvorové bez Odolnosti, Bonusové životy, Nebezpečnost nestvůr.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from campaign_manager.systems.common import RuleError, Text, roll
from campaign_manager.systems.d20 import data

#: A natural 1 always misses, so no weapon threatens below 2 (d20 core rule).
LOWEST_POSSIBLE_THREAT = 2


def _refuse(cs: str, en: str, code: str = "range") -> RuleError:
    return RuleError(Text(cs=cs, en=en), code)


def _check_int(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _refuse(f"{name} musí být celé číslo.", f"{name} must be a whole number.")
    return value


def ability_modifier(score: int) -> int:
    """The d20 ability modifier: (score − 10) / 2, rounded down."""
    return (_check_int(score, "Vlastnost") - 10) // 2


def threat_range(lowest: int, multiplier: int) -> int:
    """The new lowest d20 number that threatens a critical hit.

    Kritické zásahy: a weapon with a multiplier above ×2 widens its threat range by 1 for
    each step above ×2 (×3: 19–20, ×4: 18–20, ×5: 17–20 for a weapon threatening on 20).
    """
    lowest = _check_int(lowest, "Rozsah hrozby")
    multiplier = _check_int(multiplier, "Násobitel")
    if not LOWEST_POSSIBLE_THREAT <= lowest <= 20:
        raise _refuse(
            f"Rozsah hrozby musí začínat číslem 2 až 20, ne {lowest}.",
            f"A threat range must start at 2 to 20, not {lowest}.",
        )
    if multiplier < 2:
        raise _refuse(
            f"Násobitel kritického zásahu je nejméně ×2, ne ×{multiplier}.",
            f"A critical multiplier is at least ×2, not ×{multiplier}.",
        )
    new_lowest = lowest - (multiplier - 2)
    if new_lowest < LOWEST_POSSIBLE_THREAT:
        raise _refuse(
            f"Rozsah hrozby {lowest}–20 s násobitelem ×{multiplier} by sahal pod 2 "
            "(Kritické zásahy: +1 za každý násobek nad ×2; přirozená 1 nikdy nezasahuje).",
            f"Threat range {lowest}–20 with ×{multiplier} would reach below 2 "
            "(Critical hits: +1 per step above ×2; a natural 1 always misses).",
        )
    return new_lowest


def size_factor(size: str) -> Fraction:
    """The wound point factor of a size (fine 1/8 … medium 1 … colossal 8)."""
    table = data.sizes()
    entry = table.get(size) if isinstance(size, str) else None
    if entry is None:
        raise _refuse(
            f"Neznámá velikost „{size}“; známé: {', '.join(table)}.",
            f"Unknown size '{size}'; known: {', '.join(table)}.",
            "size",
        )
    return Fraction(entry["factor"])


def wound_points(con: int, size: str = "medium") -> int:
    """Wound points from a Constitution score and a size: Con × factor, rounded down, min 1."""
    con = _check_int(con, "Odolnost")
    if con < 1:
        raise _refuse(
            f"Odolnost musí být aspoň 1, ne {con} (tvor bez Odolnosti má con = None).",
            f"Constitution must be at least 1, not {con} (a creature without Con has con = None).",
        )
    return max(1, int(con * size_factor(size)))


def stamina_for_levels(die: int, con_modifier: int, rolls: Sequence[int]) -> int:
    """Stamina of a class begun at character level 1.

    The 1st level takes the die's maximum; ``rolls`` are the die rolls for levels 2 and up.
    Each level adds its roll + Con modifier, at least 1.
    """
    die = _check_int(die, "Kostka staminy")
    con_modifier = _check_int(con_modifier, "Oprava za Odolnost")
    if die < 1:
        raise _refuse(f"Kostka staminy k{die} neexistuje.", f"There is no d{die} stamina die.")
    return max(1, die + con_modifier) + rolled_stamina(die, con_modifier, rolls)


def rolled_stamina(die: int, con_modifier: int, rolls: Sequence[int]) -> int:
    """Stamina from rolled levels only: each roll + Con modifier, at least 1 per level."""
    total = 0
    for level_roll in rolls:
        level_roll = _check_int(level_roll, "Hod na staminu")
        if not 1 <= level_roll <= die:
            raise _refuse(
                f"Hod {level_roll} nemůže padnout na k{die}.",
                f"A roll of {level_roll} is impossible on a d{die}.",
            )
        total += max(1, level_roll + con_modifier)
    return total


def roll_stamina(die: int, levels: int, rng: random.Random | None = None) -> list[int]:
    """``levels`` rolls of the stamina die from an injectable RNG."""
    return [roll(die, rng) for _ in range(levels)]


@dataclass(frozen=True, slots=True)
class ClassLevels:
    """Levels in one class. ``die`` None: the catalogue's die (None there: an NPC class)."""

    name: str
    levels: int
    rolls: tuple[int, ...] = field(default_factory=tuple)
    die: int | None = None

    def stamina_die(self) -> int | None:
        """The stamina die, or None for a class giving no stamina (NPC classes)."""
        if self.die is not None:
            return self.die
        entry = data.classes().get(self.name)
        if entry is None:
            raise _refuse(
                f"Povolání „{self.name}“ není v katalogu; uveď jeho kostku staminy.",
                f"Class '{self.name}' is not in the catalogue; give its stamina die.",
                "class",
            )
        return entry["die"]


def expected_rolls(entries: Sequence[ClassLevels], index: int) -> int:
    """How many rolls entry ``index`` needs: the first level of the first class takes the max."""
    entry = entries[index]
    if entry.stamina_die() is None:
        return 0
    return entry.levels - 1 if index == 0 and entry.levels > 0 else entry.levels


def character_stamina(entries: Sequence[ClassLevels], con_modifier: int) -> int:
    """Maximum stamina of a (multiclass) character; NPC classes give none (CP a nestvůry)."""
    total = 0
    for index, entry in enumerate(entries):
        die = entry.stamina_die()
        need = expected_rolls(entries, index)
        if len(entry.rolls) != need:
            raise _refuse(
                f"Povolání „{entry.name}“ ({entry.levels}. úr.) potřebuje {need} hodů "
                f"na staminu, zadáno {len(entry.rolls)}.",
                f"Class '{entry.name}' ({entry.levels} levels) needs {need} stamina rolls, "
                f"got {len(entry.rolls)}.",
                "rolls",
            )
        if die is None:
            continue
        if index == 0 and entry.levels > 0:
            total += stamina_for_levels(die, con_modifier, entry.rolls)
        else:
            total += rolled_stamina(die, con_modifier, entry.rolls)
    return total


#: The three saves, in the order the sheet shows them.
SAVES = ("fortitude", "reflex", "will")


def base_save(entries: Sequence[ClassLevels], save: str) -> int:
    """The base bonus of ``save`` from the classes (D&D 3.5 class tables): per class, a
    good save is 2 + levels/2, a poor one levels/3 (rounded down); a multiclass character
    adds the classes' bases. A class not in the catalogue (a prestige class) counts poor."""
    if save not in SAVES:
        raise _refuse(f"Neznámá záchrana {save!r}.", f"Unknown save {save!r}.", "save")
    total = 0
    for entry in entries:
        good = save in data.classes().get(entry.name, {}).get("good_saves", ())
        total += 2 + entry.levels // 2 if good else entry.levels // 3
    return total


def character_level(entries: Sequence[ClassLevels]) -> int:
    """Total character level (NPC class levels count)."""
    return sum(entry.levels for entry in entries)


def monster_pools(
    hit_points: int,
    con: int | None,
    size: str = "medium",
    bonus_hp: int = 0,
    no_stamina: bool = False,
) -> tuple[int, int]:
    """(maximum stamina, maximum wound points) of a monster.

    ``hit_points``: the hit points it would normally have, without bonus hit points.
    Stamina = those hit points; wound points = Con × size factor + bonus hit points.
    Without Con: no stamina, wound points = what stamina would be + bonus hit points.
    ``no_stamina``: the DM's option for harmless creatures.
    """
    hit_points = _check_int(hit_points, "Životy")
    bonus_hp = _check_int(bonus_hp, "Bonusové životy")
    if hit_points < 0 or bonus_hp < 0:
        raise _refuse("Životy nemohou být záporné.", "Hit points cannot be negative.")
    if con is None:
        if hit_points + bonus_hp < 1:
            raise _refuse(
                "Tvor bez Odolnosti potřebuje aspoň 1 život (ty mu budou body zdraví).",
                "A creature without Con needs at least 1 hit point (they become wound points).",
            )
        return 0, hit_points + bonus_hp
    wounds = wound_points(con, size) + bonus_hp
    return (0 if no_stamina else hit_points), wounds


def parse_cr(cr: int | str | Fraction) -> Fraction:
    """A challenge rating from 3, "1/2" or Fraction(1, 2)."""
    try:
        value = Fraction(cr) if not isinstance(cr, bool) else None
    except (ValueError, TypeError, ZeroDivisionError):
        value = None
    if value is None or value <= 0:
        raise _refuse(f"Neplatná NB „{cr}“.", f"Invalid challenge rating '{cr}'.", "cr")
    return value


def format_cr(cr: Fraction) -> str:
    """A CR as the books print it: "1/2", "3"."""
    return str(cr.numerator) if cr.denominator == 1 else f"{cr.numerator}/{cr.denominator}"


def adjust_cr(cr: int | str | Fraction, size: str, has_con: bool) -> Fraction:
    """The challenge rating under this variant (Nebezpečnost nestvůr).

    A fractional CR moves one step up the ladder (1/4 → 1/3, 1/2 → 1); a Gargantuan or
    Colossal creature with a Con score gets +1.
    """
    value = parse_cr(cr)
    size_factor(size)
    if value < 1:
        steps = data.fractional_cr_steps()
        higher = [step for step in steps if step > value]
        value = higher[0] if higher else Fraction(1)
    if has_con and size in data.cr_plus_one_sizes():
        value += 1
    return value
