"""The d20 stamina sheet: the JSON form of a character or a monster (export format too).

Character::

    {"kind": "character",
     "classes": [{"class": "fighter", "levels": 3, "rolls": [7, 4]},
                 {"class": "wizard", "levels": 1, "rolls": [3]}],
     "con": 14, "dex_modifier": 1, "initiative_misc": 0,
     ...state}

``classes`` in the order taken: the first entry's first level is character level 1 and
takes the die's maximum, so it lists ``levels − 1`` rolls; every later entry one roll per
level; NPC classes (adept, aristocrat, commoner, expert, warrior) none. A class missing from
resources/rules/d20/classes.json (a prestige class) carries its own ``"die"`` (or null).
Maximum stamina follows from the classes and the Con modifier; wound points = ``con``.

Monster::

    {"kind": "monster", "hit_points": 63, "bonus_hp": 0, "hit_dice": 6,
     "con": 23, "size": "large", "regeneration": 5, "fast_healing": 0,
     "no_stamina": false, "cr": "5", "dex_modifier": 2, "initiative_misc": 0,
     ...state}

``hit_points``: what it would normally have, without bonus hit points (those go to
``bonus_hp`` and become bonus wound points). ``con`` null: a creature without Con.
``hit_dice`` is its level for natural healing. ``cr``: the book's CR as printed ("1/2",
"5") or null; the variant's CR is ``stats.adjust_cr`` of it (the roster shows that one).

Saves (both kinds, all optional)::

    "fortitude": 5, "reflex": null, "will": 1,   # typed save bonuses; missing or null:
    "wis_modifier": 1,                           # worked out (see save_bonuses)

State (both kinds, all optional; missing means unhurt)::

    "stamina": 25, "wounds": 12,            # current values, 0..maximum
    "conditions": ["fatigued"],             # see CONDITIONS
    "pending_saves": [["stun", 9]],         # [kind, DC]; kinds: see SAVE_KINDS
    "dying_rounds": 0, "stable_hours": 0,   # saves called for so far (the DC climbs)
    "tended": false, "recovering": false,   # stabilised by Heal; healing naturally at 0 wound points
    "fatigue_cause": null,                  # "wounds", "regeneration", "other" or null
    "stun_turn_begun": false
"""

from __future__ import annotations

import copy
from typing import Any

from campaign_manager.systems.common import RuleError, SheetError, Text
from campaign_manager.systems.d20 import data, stats
from campaign_manager.systems.d20.creature import Creature
from campaign_manager.systems.d20.saves import SAVE_KINDS

CHARACTER_KEYS = ("kind", "classes", "con", "dex_modifier", "initiative_misc")
MONSTER_KEYS = (
    "kind", "hit_points", "bonus_hp", "hit_dice", "con", "size", "regeneration",
    "fast_healing", "no_stamina", "cr", "dex_modifier", "initiative_misc",
)  # fmt: skip
STATE_DEFAULTS: dict[str, Any] = {
    "stamina": None,
    "wounds": None,
    "conditions": [],
    "pending_saves": [],
    "dying_rounds": 0,
    "stable_hours": 0,
    "tended": False,
    "recovering": False,
    "fatigue_cause": None,
    "stun_turn_begun": False,
}
#: The save fields either kind may carry (left out when not given).
SAVE_FIELDS = (*stats.SAVES, "wis_modifier")
FATIGUE_CAUSES = (None, "wounds", "regeneration", "other")
#: Definition keys that may be left out, with the value they then take.
OPTIONAL = {
    "character": {"dex_modifier": 0, "initiative_misc": 0},
    "monster": {
        "dex_modifier": 0, "initiative_misc": 0, "bonus_hp": 0, "regeneration": 0,
        "fast_healing": 0, "no_stamina": False, "cr": None,
    },
}  # fmt: skip


def _error(field: str, cs: str, en: str) -> SheetError:
    return SheetError(field, Text(cs=cs, en=en))


#: The values a sheet may hold (what a GM could ever need, and what the sheet's editors
#: show): anything outside is refused by name, so no later sum or spin box overflows.
RANGES: dict[str, tuple[int, int]] = {
    "character.con": (1, 60),
    "monster.con": (1, 99),
    "dex_modifier": (-10, 20),
    "initiative_misc": (-20, 40),
    "hit_points": (0, 9999),
    "bonus_hp": (0, 999),
    "hit_dice": (0, 99),
    "regeneration": (0, 99),
    "fast_healing": (0, 99),
    "levels": (1, 40),
    "die": (1, 100),
    "dying_rounds": (0, 10_000),
    "stable_hours": (0, 100_000),
    "dc": (0, 999),
    "save": (-20, 99),
    "wis_modifier": (-10, 20),
}
#: The longest lists and texts a sheet may hold.
MAX_CLASSES = 40
MAX_PENDING_SAVES = 50
MAX_NAME = 100


def _int(
    sheet: dict,
    field: str,
    low: int | None = 0,
    *,
    null: bool = False,
    high: int | None = None,
    where: str | None = None,
) -> int | None:
    value = sheet.get(field)
    where = where or field
    if value is None and null:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise _error(where, "musí být celé číslo.", "must be a whole number.")
    if low is not None and value < low:
        raise _error(where, f"musí být aspoň {low}.", f"must be at least {low}.")
    if high is not None and value > high:
        raise _error(where, f"smí být nejvýš {high}.", f"must be at most {high}.")
    return value


def _ranged(sheet: dict, field: str, key: str | None = None, **kwargs: Any) -> int | None:
    low, high = RANGES[key or field]
    return _int(sheet, field, low, high=high, **kwargs)


def _bool(sheet: dict, field: str) -> bool:
    if not isinstance(sheet.get(field), bool):
        raise _error(field, "musí být true/false.", "must be true or false.")
    return sheet[field]


def _classes(value: Any) -> list[dict]:
    if not isinstance(value, list):
        raise _error("classes", "musí být seznam povolání.", "must be a list of classes.")
    if len(value) > MAX_CLASSES:
        raise _error(
            "classes", f"nejvýš {MAX_CLASSES} povolání.", f"at most {MAX_CLASSES} classes."
        )
    entries = []
    for index, item in enumerate(value):
        where = f"classes[{index}]"
        if not isinstance(item, dict):
            raise _error(where, "musí být objekt.", "must be an object.")
        extra = set(item) - {"class", "levels", "rolls", "die"}
        if extra:
            raise _error(where, f"neznámé klíče {sorted(extra)}.", f"unknown keys {sorted(extra)}.")
        name = item.get("class")
        if not isinstance(name, str) or not name.strip():
            raise _error(f"{where}.class", "musí být název povolání.", "must be a class name.")
        if len(name) > MAX_NAME or not name.isprintable():
            raise _error(
                f"{where}.class",
                f"nejvýš {MAX_NAME} znaků, bez řídicích znaků.",
                f"at most {MAX_NAME} characters, no control characters.",
            )
        if "levels" not in item:
            raise _error(f"{where}.levels", "chybí.", "is missing.")
        levels = _ranged(item, "levels", where=f"{where}.levels")
        rolls = item.get("rolls", [])
        top = RANGES["die"][1]
        if (
            not isinstance(rolls, list)
            or len(rolls) > RANGES["levels"][1]
            or any(
                isinstance(r, bool) or not isinstance(r, int) or not 1 <= r <= top for r in rolls
            )
        ):
            raise _error(
                f"{where}.rolls",
                f"musí být seznam čísel 1–{top}, nejvýš jedno za úroveň.",
                f"must be a list of numbers 1-{top}, at most one per level.",
            )
        entry = {"class": name, "levels": levels, "rolls": list(rolls)}
        if "die" in item:
            die = item["die"]
            if die is not None and (
                isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= top
            ):
                raise _error(
                    f"{where}.die",
                    f"musí být kostka (číslo 1–{top}) nebo null.",
                    f"must be a die size (1-{top}) or null.",
                )
            entry["die"] = die
        elif name not in data.classes():
            raise _error(
                f"{where}.die",
                f"povolání „{name}“ není v katalogu: uveď kostku.",
                f"class '{name}' is not in the catalogue: give its die.",
            )
        entries.append(entry)
    return entries


def class_levels(sheet: dict) -> list[stats.ClassLevels]:
    """The character's classes as ClassLevels."""
    return [
        stats.ClassLevels(e["class"], e["levels"], tuple(e["rolls"]), e.get("die"))
        for e in sheet["classes"]
    ]


def maxima(sheet: dict) -> tuple[int, int]:
    """(maximum stamina, maximum wound points) of a validated definition."""
    if sheet["kind"] == "character":
        con_mod = stats.ability_modifier(sheet["con"])
        return stats.character_stamina(class_levels(sheet), con_mod), sheet["con"]
    return stats.monster_pools(
        sheet["hit_points"], sheet["con"], sheet["size"], sheet["bonus_hp"], sheet["no_stamina"]
    )


def level_of(sheet: dict) -> int:
    if sheet["kind"] == "character":
        return stats.character_level(class_levels(sheet))
    return sheet["hit_dice"]


def _definition(sheet: dict) -> dict:
    kind = sheet.get("kind")
    if kind == "character":
        out: dict[str, Any] = {"kind": kind, "classes": _classes(sheet.get("classes"))}
        out["con"] = _ranged(sheet, "con", "character.con")
    elif kind == "monster":
        out = {"kind": kind}
        for field in ("hit_points", "bonus_hp", "hit_dice", "regeneration", "fast_healing"):
            out[field] = _ranged(sheet, field)
        out["con"] = _ranged(sheet, "con", "monster.con", null=True)
        size = sheet.get("size")
        if not isinstance(size, str) or size not in data.sizes():
            raise _error("size", f"neznámá velikost {size!r}.", f"unknown size {size!r}.")
        out["size"] = size
        out["no_stamina"] = _bool(sheet, "no_stamina")
        cr = sheet.get("cr")
        if cr is not None:
            if not isinstance(cr, str) or len(cr) > 10:
                raise _error("cr", "musí být text, např. „1/2“.", "must be text such as '1/2'.")
            try:
                cr = stats.format_cr(stats.parse_cr(cr))
            except RuleError as exc:
                raise _error("cr", exc.text.cs, exc.text.en) from exc
        out["cr"] = cr
    else:
        raise _error(
            "kind", "musí být „character“ nebo „monster“.", "must be 'character' or 'monster'."
        )
    out["dex_modifier"] = _ranged(sheet, "dex_modifier")
    out["initiative_misc"] = _ranged(sheet, "initiative_misc")
    for field in SAVE_FIELDS:  # kept only when given
        if sheet.get(field) is not None:
            out[field] = _ranged(sheet, field, "save" if field in stats.SAVES else field)
    try:
        maxima(out)
    except RuleError as exc:
        field = "classes" if kind == "character" else "hit_points"
        raise _error(field, exc.text.cs, exc.text.en) from exc
    return out


def validate_sheet(sheet: Any) -> dict:
    """A normalised copy of ``sheet``; SheetError names the field and the problem."""
    if not isinstance(sheet, dict):
        raise _error("sheet", "musí být objekt JSON.", "must be a JSON object.")
    if not isinstance(sheet.get("kind"), str) or sheet["kind"] not in OPTIONAL:
        raise _error(
            "kind", "musí být „character“ nebo „monster“.", "must be 'character' or 'monster'."
        )
    optional = OPTIONAL[sheet["kind"]]
    sheet = {**copy.deepcopy(STATE_DEFAULTS), **optional, **copy.deepcopy(sheet)}
    keys = CHARACTER_KEYS if sheet.get("kind") == "character" else MONSTER_KEYS
    extra = set(sheet) - set(keys) - set(STATE_DEFAULTS) - set(SAVE_FIELDS)
    if extra:
        raise _error(sorted(extra)[0], "neznámý klíč.", "unknown key.")
    missing = [k for k in keys if k not in sheet]
    if missing:
        raise _error(missing[0], "chybí.", "is missing.")
    out = _definition(sheet)
    max_stamina, max_wounds = maxima(out)
    for field, top in (("stamina", max_stamina), ("wounds", max_wounds)):
        if sheet[field] is None:
            sheet[field] = top
        value = _int(sheet, field, 0)
        if value > top:
            raise _error(field, f"je víc než maximum {top}.", f"exceeds the maximum {top}.")
        out[field] = value
    conditions = sheet["conditions"]
    if not isinstance(conditions, list) or any(
        not isinstance(c, str) or c not in data.CONDITIONS for c in conditions
    ):
        raise _error(
            "conditions",
            f"povolené stavy: {', '.join(data.CONDITIONS)}.",
            f"allowed conditions: {', '.join(data.CONDITIONS)}.",
        )
    out["conditions"] = [c for c in data.CONDITIONS if c in conditions]
    saves = sheet["pending_saves"]
    low_dc, high_dc = RANGES["dc"]
    if (
        not isinstance(saves, list)
        or len(saves) > MAX_PENDING_SAVES
        or not all(
            isinstance(s, list | tuple)
            and len(s) == 2
            and isinstance(s[0], str)
            and s[0] in SAVE_KINDS
            and isinstance(s[1], int)
            and not isinstance(s[1], bool)
            and low_dc <= s[1] <= high_dc
            for s in saves
        )
    ):
        raise _error(
            "pending_saves",
            f"seznam dvojic [druh, TO {low_dc}–{high_dc}]; druhy: {', '.join(SAVE_KINDS)}.",
            f"a list of [kind, DC {low_dc}-{high_dc}] pairs; kinds: {', '.join(SAVE_KINDS)}.",
        )
    out["pending_saves"] = [[kind, dc] for kind, dc in saves]
    out["dying_rounds"] = _ranged(sheet, "dying_rounds")
    out["stable_hours"] = _ranged(sheet, "stable_hours")
    for field in ("tended", "recovering", "stun_turn_begun"):
        out[field] = _bool(sheet, field)
    cause = sheet["fatigue_cause"]
    if not (cause is None or isinstance(cause, str)) or cause not in FATIGUE_CAUSES:
        raise _error(
            "fatigue_cause",
            "musí být wounds, regeneration, other nebo null.",
            "must be wounds, regeneration, other or null.",
        )
    out["fatigue_cause"] = sheet["fatigue_cause"]
    return out


def save_bonuses(sheet: dict) -> dict[str, int]:
    """The Fortitude, Reflex and Will bonuses of a sheet: each typed one as it is; else a
    character's class base (stats.base_save) plus the ability modifier (Con for Fortitude,
    Dex for Reflex, Wis for Will), a monster's ability modifier alone (a monster's saves
    are typed from its statistics block)."""
    sheet = validate_sheet(sheet)
    con = stats.ability_modifier(sheet["con"]) if sheet["con"] is not None else 0
    abilities = {
        "fortitude": con,
        "reflex": sheet["dex_modifier"],
        "will": sheet.get("wis_modifier", 0),
    }
    levels = class_levels(sheet) if sheet["kind"] == "character" else []
    return {
        save: sheet[save]
        if sheet.get(save) is not None
        else stats.base_save(levels, save) + abilities[save]
        for save in stats.SAVES
    }


def creature_from_sheet(sheet: dict, settings=None) -> Creature:
    """The live Creature of a sheet (validated first)."""
    sheet = validate_sheet(sheet)
    definition = {k: sheet[k] for k in sheet if k not in STATE_DEFAULTS}
    max_stamina, max_wounds = maxima(definition)
    regeneration = definition.get("regeneration", 0)
    creature = Creature(
        max_stamina,
        max_wounds,
        has_con=definition["con"] is not None,
        level=level_of(definition),
        regeneration=regeneration,
        fast_healing=definition.get("fast_healing", 0),
        settings=settings,
        definition=definition,
    )
    creature.stamina = sheet["stamina"]
    creature.wounds = sheet["wounds"]
    creature.conditions = set(sheet["conditions"])
    creature.pending_saves = [(kind, dc) for kind, dc in sheet["pending_saves"]]
    for field in (
        "dying_rounds",
        "stable_hours",
        "tended",
        "recovering",
        "fatigue_cause",
        "stun_turn_begun",
    ):
        setattr(creature, field, sheet[field])
    return creature


def creature_to_sheet(creature: Creature) -> dict:
    """The sheet of a Creature built from a sheet (its definition plus its current state)."""
    if creature.definition is None:
        raise RuleError(
            Text(
                cs="Tvor nevznikl z deníku, nelze jej uložit.",
                en="The creature was not made from a sheet; it cannot be saved.",
            ),
            "sheet",
        )
    sheet = copy.deepcopy(creature.definition)
    sheet.update(
        stamina=creature.stamina,
        wounds=creature.wounds,
        conditions=[c for c in data.CONDITIONS if c in creature.conditions],
        pending_saves=[[kind, dc] for kind, dc in creature.pending_saves],
        dying_rounds=creature.dying_rounds,
        stable_hours=creature.stable_hours,
        tended=creature.tended,
        recovering=creature.recovering,
        fatigue_cause=creature.fatigue_cause,
        stun_turn_begun=creature.stun_turn_begun,
    )
    return validate_sheet(sheet)


def change_con(creature: Creature, con: int):
    """A new Constitution score: wound points (and Con-modifier stamina) follow it; the
    damage already taken stays taken."""
    if creature.definition is None or creature.definition["con"] is None:
        raise RuleError(Text(cs="Tvor nemá Odolnost z deníku.", en="No sheet Con to change."))
    definition = {**creature.definition, "con": con}
    definition = {k: v for k, v in _definition(definition).items()}
    result = creature.set_maxima(*maxima(definition))
    creature.definition = definition
    return result


def new_sheet() -> dict:
    """A fresh character: no classes yet, Con 10."""
    return validate_sheet(
        {"kind": "character", "classes": [], "con": 10, "dex_modifier": 0, "initiative_misc": 0}
    )


def summary(sheet: dict) -> Text:
    """One roster line: classes or size and CR, stamina, wound points, conditions."""
    sheet = validate_sheet(sheet)
    max_stamina, max_wounds = maxima(sheet)
    if sheet["kind"] == "character":
        catalogue = data.classes()
        parts_cs = [
            f"{catalogue.get(e['class'], {}).get('cs', e['class'])} {e['levels']}"
            for e in sheet["classes"]
        ]
        parts_en = [
            f"{catalogue.get(e['class'], {}).get('en', e['class'])} {e['levels']}"
            for e in sheet["classes"]
        ]
        head_cs, head_en = (
            " / ".join(parts_cs) or "bez povolání",
            " / ".join(parts_en) or "no class",
        )
    else:
        size = data.sizes()[sheet["size"]]
        cr_cs = cr_en = ""
        if sheet["cr"]:
            cr = stats.format_cr(
                stats.adjust_cr(sheet["cr"], sheet["size"], sheet["con"] is not None)
            )
            book_cs = f" (kniha {sheet['cr']})" if cr != sheet["cr"] else ""
            book_en = f" (book {sheet['cr']})" if cr != sheet["cr"] else ""
            cr_cs, cr_en = f", NB {cr}{book_cs}", f", CR {cr}{book_en}"
        head_cs, head_en = f"nestvůra {size['cs']}{cr_cs}", f"{size['en']} monster{cr_en}"
    labels = [data.condition_label(c) for c in sheet["conditions"]]
    tail_cs = "".join(f", {t.cs}" for t in labels)
    tail_en = "".join(f", {t.en}" for t in labels)
    return Text(
        cs=f"{head_cs} · stamina {sheet['stamina']}/{max_stamina} · "
        f"zdraví {sheet['wounds']}/{max_wounds}{tail_cs}",
        en=f"{head_en} · stamina {sheet['stamina']}/{max_stamina} · "
        f"wounds {sheet['wounds']}/{max_wounds}{tail_en}",
    )
