"""How a sheet's maxima and CR were reached, for the sheet editor and the printed sheet.

Every number here is computed by the rules in stats.py / sheet.py; this module only lists
the steps (Stamina, Body zranění, CP a nestvůry, Tvorové bez Odolnosti, Bonusové životy,
Nebezpečnost nestvůr) in words for the GM.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from campaign_manager.systems.common import Text
from campaign_manager.systems.d20 import data, stats
from campaign_manager.systems.d20.sheet import class_levels, maxima, validate_sheet


def class_label(key: str) -> Text:
    """A class's name from the catalogue, or the key itself (a prestige class)."""
    entry = data.classes().get(key)
    if entry is None:
        return Text(cs=key, en=key)
    return Text(cs=entry["cs"], en=entry["en"])


def size_label(key: str) -> Text:
    """A size's name (Střední / Medium)."""
    entry = data.sizes()[key]
    return Text(cs=entry["cs"], en=entry["en"])


def _number(value: int) -> str:
    return str(value) if value >= 0 else f"−{-value}"


def _ordinal_en(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _fraction(value: Fraction) -> str:
    return stats.format_cr(value)


@dataclass(frozen=True, slots=True)
class StaminaStep:
    """The stamina one character level gave. ``roll`` None: the 1st level's maximum (or an
    NPC class, whose ``die`` is None and which gives nothing)."""

    level: int
    class_key: str
    die: int | None
    roll: int | None
    con_modifier: int
    gained: int
    text: Text


@dataclass(frozen=True, slots=True)
class ClassSummary:
    """One row of the class table: a class, its die, the character levels it covers, its
    rolls and the stamina it gives in all."""

    index: int
    key: str
    label: Text
    die: int | None
    levels: int
    first_level: int
    rolls: tuple[int, ...]
    takes_maximum: bool
    stamina: int
    steps: tuple[StaminaStep, ...]

    @property
    def first_roll_level(self) -> int:
        """The character level the first of ``rolls`` is for; each next roll is one level
        on (the 1st character level takes the die's maximum and has no roll)."""
        return self.first_level + (1 if self.takes_maximum else 0)


def _step(level: int, key: str, die: int | None, roll: int | None, con_mod: int) -> StaminaStep:
    name = class_label(key)
    head_cs = f"{level}. úroveň ({name.cs})"
    head_en = f"{_ordinal_en(level)} level ({name.en})"
    if die is None:
        return StaminaStep(
            level,
            key,
            None,
            None,
            con_mod,
            0,
            Text(
                cs=f"{head_cs}: CP povolání, žádná stamina",
                en=f"{head_en}: NPC class, no stamina",
            ),
        )
    if roll is None:
        gained = stats.stamina_for_levels(die, con_mod, [])
        what_cs, what_en = f"k{die} max {die}", f"d{die} max {die}"
        raw = die + con_mod
    else:
        gained = stats.rolled_stamina(die, con_mod, [roll])
        what_cs, what_en = f"k{die} hod {roll}", f"d{die} roll {roll}"
        raw = roll + con_mod
    op, size = ("+" if con_mod >= 0 else "−"), abs(con_mod)
    floor_cs = f" → nejméně 1 = {gained}" if raw != gained else ""
    floor_en = f" → at least 1 = {gained}" if raw != gained else ""
    return StaminaStep(
        level,
        key,
        die,
        roll,
        con_mod,
        gained,
        Text(
            cs=f"{head_cs}: {what_cs} {op} Odl {size} = {_number(raw)}{floor_cs}",
            en=f"{head_en}: {what_en} {op} Con {size} = {_number(raw)}{floor_en}",
        ),
    )


def class_summaries(sheet: dict) -> list[ClassSummary]:
    """The character's classes with the stamina each level gave (a character sheet)."""
    sheet = validate_sheet(sheet)
    if sheet["kind"] != "character":
        return []
    con_mod = stats.ability_modifier(sheet["con"])
    rows = []
    level = 0
    for index, entry in enumerate(class_levels(sheet)):
        die = entry.stamina_die()
        first = level + 1
        steps = []
        rolls = list(entry.rolls)
        for n in range(entry.levels):
            level += 1
            if die is None:
                steps.append(_step(level, entry.name, None, None, con_mod))
            elif index == 0 and n == 0:
                steps.append(_step(level, entry.name, die, None, con_mod))
            else:
                steps.append(_step(level, entry.name, die, rolls.pop(0), con_mod))
        rows.append(
            ClassSummary(
                index=index,
                key=entry.name,
                label=class_label(entry.name),
                die=die,
                levels=entry.levels,
                first_level=first,
                rolls=entry.rolls,
                takes_maximum=index == 0 and die is not None,
                stamina=sum(step.gained for step in steps),
                steps=tuple(steps),
            )
        )
    return rows


def stamina_steps(sheet: dict) -> list[StaminaStep]:
    """Every character level's stamina, in order (a character sheet)."""
    return [step for row in class_summaries(sheet) for step in row.steps]


def _lines(*texts: Text) -> Text:
    return Text(cs="\n".join(t.cs for t in texts), en="\n".join(t.en for t in texts))


def stamina_explanation(sheet: dict) -> Text:
    """How the maximum stamina was reached, one line per step."""
    sheet = validate_sheet(sheet)
    top = maxima(sheet)[0]
    if sheet["kind"] == "character":
        steps = stamina_steps(sheet)
        if not steps:
            return Text(cs="Bez povolání: žádná stamina.", en="No class yet: no stamina.")
        total = Text(cs=f"Celkem stamina {top}.", en=f"Stamina in all: {top}.")
        return _lines(*(step.text for step in steps), total)
    if sheet["con"] is None:
        return Text(
            cs="Bez Odolnosti: žádná stamina; životy se stávají body zdraví "
            "(Tvorové bez Odolnosti).",
            en="No Con: no stamina; its hit points become wound points (Creatures without Con).",
        )
    if sheet["no_stamina"]:
        return Text(
            cs="Žádná stamina: Vypravěčovo rozhodnutí u neškodného tvora (CP a nestvůry).",
            en="No stamina: the GM's choice for a harmless creature (NPCs and monsters).",
        )
    return Text(
        cs=f"Stamina = životy, které by tvor normálně měl: {top} (CP a nestvůry).",
        en=f"Stamina = the hit points it would normally have: {top} (NPCs and monsters).",
    )


def stamina_summary(sheet: dict) -> Text:
    """A one-line form of the maximum stamina: "12 + 9 + 7 = 28" for a character (the
    levels that give stamina), the first sentence of the explanation for a monster."""
    sheet = validate_sheet(sheet)
    if sheet["kind"] != "character":
        return stamina_explanation(sheet)
    gained = [step.gained for step in stamina_steps(sheet) if step.die is not None]
    if not gained:
        if sheet["classes"]:
            return Text(cs="CP povolání: žádná stamina.", en="NPC classes: no stamina.")
        return Text(cs="Bez povolání: žádná stamina.", en="No class yet: no stamina.")
    parts = " + ".join(str(value) for value in gained)
    total = maxima(sheet)[0]
    line = f"{parts} = {total}" if len(gained) > 1 else str(total)
    return Text(cs=f"Za úrovně: {line}", en=f"By level: {line}")


def wounds_explanation(sheet: dict) -> Text:
    """How the maximum wound points were reached."""
    sheet = validate_sheet(sheet)
    top = maxima(sheet)[1]
    if sheet["kind"] == "character":
        return Text(
            cs=f"Body zdraví = současná Odolnost {sheet['con']} (Body zranění).",
            en=f"Wound points = current Constitution {sheet['con']} (Wound points).",
        )
    bonus = sheet["bonus_hp"]
    bonus_cs = f" + bonusové životy {bonus}" if bonus else ""
    bonus_en = f" + bonus hit points {bonus}" if bonus else ""
    if sheet["con"] is None:
        return Text(
            cs=f"Body zdraví = životy {sheet['hit_points']}{bonus_cs}"
            f"{f' = {top}' if bonus else ''} (Tvorové bez Odolnosti).",
            en=f"Wound points = hit points {sheet['hit_points']}{bonus_en}"
            f"{f' = {top}' if bonus else ''} (Creatures without Con).",
        )
    size = size_label(sheet["size"])
    factor = _fraction(stats.size_factor(sheet["size"]))
    base = stats.wound_points(sheet["con"], sheet["size"])
    return Text(
        cs=f"Body zdraví = Odolnost {sheet['con']} × {factor} ({size.cs}) = {base}"
        f"{bonus_cs}{f' = {top}' if bonus else ''} (CP a nestvůry; zaokrouhleno dolů, "
        "nejméně 1).",
        en=f"Wound points = Con {sheet['con']} × {factor} ({size.en}) = {base}"
        f"{bonus_en}{f' = {top}' if bonus else ''} (NPCs and monsters; rounded down, "
        "at least 1).",
    )


def variant_cr(sheet: dict) -> str | None:
    """The monster's challenge rating under this variant ("1/2", "6"), or None."""
    sheet = validate_sheet(sheet)
    if sheet["kind"] != "monster" or sheet["cr"] is None:
        return None
    return stats.format_cr(stats.adjust_cr(sheet["cr"], sheet["size"], sheet["con"] is not None))


def cr_explanation(sheet: dict) -> Text:
    """Why the variant's CR is what it is (Nebezpečnost nestvůr)."""
    sheet = validate_sheet(sheet)
    adjusted = variant_cr(sheet)
    if adjusted is None:
        return Text(cs="NB není zadána.", en="No challenge rating given.")
    book = sheet["cr"]
    parts_cs, parts_en = [], []
    if stats.parse_cr(book) < 1:
        parts_cs.append("dělená NB o stupeň výš")
        parts_en.append("a fractional CR moves one step up")
    if sheet["con"] is not None and sheet["size"] in data.cr_plus_one_sizes():
        size = size_label(sheet["size"])
        parts_cs.append(f"{size.cs} s Odolností +1")
        parts_en.append(f"{size.en} with Con +1")
    if not parts_cs:
        return Text(
            cs=f"NB {adjusted}: stejná jako v knize (Nebezpečnost nestvůr).",
            en=f"CR {adjusted}: the same as the book's (Monster challenge rating).",
        )
    return Text(
        cs=f"NB z knihy {book} → {adjusted}: {', '.join(parts_cs)} (Nebezpečnost nestvůr).",
        en=f"Book CR {book} → {adjusted}: {', '.join(parts_en)} (Monster challenge rating).",
    )
