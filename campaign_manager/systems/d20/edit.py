"""Edits of a sheet's definition for the sheet editor: classes, levels and their stamina
rolls, the monster's numbers, switching between character and monster.

Every function takes plain data and returns new plain data; the damage a creature has
already taken stays taken when its maxima change (``redefine``). Missing stamina rolls are
rolled from an injectable RNG (the GM may then overwrite them); at 1st character level the
die's maximum is taken and nothing is rolled (Stamina).
"""

from __future__ import annotations

import copy
import random
from typing import Any

from campaign_manager.systems.common import MASCULINE, RuleError, Text, check_gender, roll
from campaign_manager.systems.d20 import data, stats
from campaign_manager.systems.d20.events import Result
from campaign_manager.systems.d20.explain import class_label
from campaign_manager.systems.d20.sheet import (
    STATE_DEFAULTS,
    _definition,
    creature_from_sheet,
    level_of,
    maxima,
    new_sheet,
    validate_sheet,
)

#: A new monster: a Medium creature of 1 Hit Die with an average Con.
NEW_MONSTER = {
    "kind": "monster",
    "hit_points": 5,
    "bonus_hp": 0,
    "hit_dice": 1,
    "con": 10,
    "size": "medium",
    "regeneration": 0,
    "fast_healing": 0,
    "no_stamina": False,
    "cr": "1",
    "dex_modifier": 0,
    "initiative_misc": 0,
}


def _refuse(cs: str, en: str, code: str = "range") -> RuleError:
    return RuleError(Text(cs=cs, en=en), code)


def _die_of(entry: dict) -> int | None:
    return stats.ClassLevels(entry["class"], entry["levels"], (), entry.get("die")).stamina_die()


def _check_index(classes: list[dict], index: int) -> None:
    if not 0 <= index < len(classes):
        raise _refuse(f"Povolání č. {index + 1} neexistuje.", f"There is no class #{index + 1}.")


def fit_rolls(
    classes: list[dict], rng: random.Random | None = None
) -> tuple[list[dict], list[Text]]:
    """Give every class exactly the rolls it needs: extra ones dropped from the end, rolls
    impossible on the die rolled again, missing ones rolled. Returns the classes and one
    line per new roll ("4th level (fighter): rolled 6 on d10")."""
    fitted: list[dict] = []
    rolled: list[Text] = []
    level = 0
    for index, original in enumerate(classes):
        entry = copy.deepcopy(original)
        die = _die_of(entry)
        levels = entry["levels"]
        need = 0 if die is None else (levels - 1 if index == 0 else levels)
        first_rolled = level + (2 if index == 0 else 1)
        rolls = list(entry.get("rolls", []))[:need]
        name = class_label(entry["class"])
        for position in range(need):
            if position < len(rolls) and 1 <= rolls[position] <= die:
                continue
            value = roll(die, rng)
            if position < len(rolls):
                rolls[position] = value
            else:
                rolls.append(value)
            at = first_rolled + position
            rolled.append(
                Text(
                    cs=f"{at}. úroveň ({name.cs}): padlo {value} na k{die}.",
                    en=f"Level {at} ({name.en}): rolled {value} on d{die}.",
                )
            )
        entry["rolls"] = rolls
        fitted.append(entry)
        level += levels
    return fitted, rolled


def _known_class(key: str, die: int | None) -> None:
    if die is None and key not in data.classes():
        raise _refuse(
            f"Povolání „{key}“ není v katalogu: uveď jeho kostku staminy.",
            f"Class '{key}' is not in the catalogue: give its stamina die.",
            "class",
        )


def add_class(
    classes: list[dict], key: str, rng: random.Random | None = None, die: int | None = None
) -> tuple[list[dict], list[Text]]:
    """One level in a further class (the first class's 1st level takes the die's max)."""
    _known_class(key, die)
    entry: dict[str, Any] = {"class": key, "levels": 1, "rolls": []}
    if die is not None:
        entry["die"] = die
    return fit_rolls([*copy.deepcopy(classes), entry], rng)


def set_class(
    classes: list[dict], index: int, key: str, rng: random.Random | None = None
) -> tuple[list[dict], list[Text]]:
    """Another catalogue class in row ``index``; rolls its new die cannot show are rerolled."""
    _check_index(classes, index)
    _known_class(key, None)
    changed = copy.deepcopy(classes)
    old = changed[index]
    changed[index] = {"class": key, "levels": old["levels"], "rolls": list(old.get("rolls", []))}
    return fit_rolls(changed, rng)


def set_levels(
    classes: list[dict], index: int, levels: int, rng: random.Random | None = None
) -> tuple[list[dict], list[Text]]:
    """A class's number of levels; new levels are rolled, removed ones drop their rolls."""
    _check_index(classes, index)
    if isinstance(levels, bool) or not isinstance(levels, int) or levels < 1:
        raise _refuse(
            "Povolání má aspoň 1 úroveň (jinak je odeber).",
            "A class has at least 1 level (remove it otherwise).",
        )
    changed = copy.deepcopy(classes)
    changed[index]["levels"] = levels
    return fit_rolls(changed, rng)


def remove_class(
    classes: list[dict], index: int, rng: random.Random | None = None
) -> tuple[list[dict], list[Text]]:
    """Remove a class; if the first goes, the next one's first level now takes the maximum."""
    _check_index(classes, index)
    changed = copy.deepcopy(classes)
    del changed[index]
    if index == 0 and changed:
        changed[0]["rolls"] = list(changed[0].get("rolls", []))[1:]
    return fit_rolls(changed, rng)


def set_roll(classes: list[dict], index: int, position: int, value: int) -> list[dict]:
    """Enter one stamina roll (``position`` counts the class's rolled levels from 0)."""
    _check_index(classes, index)
    die = _die_of(classes[index])
    rolls = list(classes[index].get("rolls", []))
    if not 0 <= position < len(rolls) or die is None:
        raise _refuse("Tato úroveň se nehází.", "This level is not rolled.")
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= die:
        raise _refuse(
            f"Hod {value} nemůže padnout na k{die}.",
            f"A roll of {value} is impossible on a d{die}.",
        )
    changed = copy.deepcopy(classes)
    rolls[position] = value
    changed[index]["rolls"] = rolls
    return changed


def reroll(
    classes: list[dict], index: int, rng: random.Random | None = None
) -> tuple[list[dict], list[Text]]:
    """Roll all of a class's stamina rolls again."""
    _check_index(classes, index)
    changed = copy.deepcopy(classes)
    changed[index]["rolls"] = []
    return fit_rolls(changed, rng)


def redefine(sheet: dict, *, gender: str = MASCULINE, **fields: Any) -> tuple[dict, Result]:
    """The sheet with definition ``fields`` changed (classes, con, size, hit_points, …);
    the Czech of what happened agrees with the character's grammatical ``gender``.

    The maxima follow; the damage already taken stays taken (a creature that reaches 0 wound
    points this way becomes disabled; one without Con, destroyed). A creature that loses
    its Con score is no longer fatigued or stunned, has no stamina and is asked no save
    (Tvorové bez Odolnosti; RULINGS §3).
    """
    state_keys = set(fields) & set(STATE_DEFAULTS)
    if state_keys or "kind" in fields:
        raise _refuse(
            f"Nejde o definici: {sorted(state_keys or {'kind'})}.",
            f"Not a definition field: {sorted(state_keys or {'kind'})}.",
            "sheet",
        )
    creature = creature_from_sheet(sheet)
    creature.gender = check_gender(gender)
    definition = _definition({**creature.definition, **fields})
    result = Result()
    has_con = definition["con"] is not None
    if has_con != creature.has_con:
        creature.has_con = has_con
        if not has_con:
            creature.conditions -= {"fatigued", "stunned"}
            creature.fatigue_cause = None
            creature.stun_turn_begun = False
            creature.pending_saves = []  # never asked a Fortitude save (RULINGS §3)
            result.add(
                "no_con",
                "Bez Odolnosti: žádná stamina, nikdy "
                f"{creature.agreeing('unavený', 'unavená', 'unavené')} ani "
                f"{creature.agreeing('ochromený', 'ochromená', 'ochromené')} "
                "(Tvorové bez Odolnosti).",
                "No Con: no stamina, never fatigued or stunned (Creatures without Con).",
            )
    result.merge(creature.set_maxima(*maxima(definition)))
    if not has_con and creature.alive:
        # no disabled, dying or stable state: at 0 wound points it is destroyed (§3)
        creature.conditions -= {"disabled", "dying", "stable", "unconscious"}
        creature.tended = creature.recovering = False
        if creature.wounds == 0:
            creature._destroy(result)
    creature.definition = definition
    creature.level = level_of(definition)
    creature.regeneration = definition.get("regeneration", 0)
    creature.fast_healing = definition.get("fast_healing", 0)
    return creature.to_sheet(), result


def convert_kind(sheet: dict, kind: str) -> dict:
    """A fresh sheet of the other kind (a character with no class yet, or a Medium monster
    of 1 Hit Die); the same sheet when ``kind`` is already its kind."""
    sheet = validate_sheet(sheet)
    if kind == sheet["kind"]:
        return sheet
    if kind == "character":
        return new_sheet()
    if kind == "monster":
        return validate_sheet(copy.deepcopy(NEW_MONSTER))
    raise _refuse(
        "Druh musí být postava, nebo nestvůra.", "The kind must be character or monster.", "sheet"
    )


def set_condition(sheet: dict, name: str, present: bool) -> dict:
    """The GM marks or clears a condition by hand."""
    creature = creature_from_sheet(sheet)
    if present:
        creature.add_condition(name)
    else:
        creature.remove_condition(name)
    return creature.to_sheet()
