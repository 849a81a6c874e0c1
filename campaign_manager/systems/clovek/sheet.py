"""The Člověk character sheet: its JSON form (also the export/import format and what the
app stores), validation, and conversion to and from :class:`Character`.

Sheet format (all keys present after ``validate_sheet``)::

    {
      "attributes": {"obratnost": 2, "konstituce": 2, "sarm": 2,
                     "vyrovnanost": 2, "inteligence": 2, "rozhodnost": 2},   # ints 0..5
      "temperament": "cholerik",          # cholerik | melancholik | sangvinik | flegmatik
      "dominant": "right",                # right (pravák) | left (levák)
      "scars": {"torso": "X/__", ...},    # all 16 scar keys; marks left to right:
                                          # "Ж" devastating, "X" lethal, "/" stun, "_" empty;
                                          # as long as the type's capacity attribute (a list
                                          # of marks is accepted; shorter strings are padded,
                                          # marks are put in order from most to least severe)
      "critical": ["head"],               # scars whose critical penalty is in force
                                          # (each must be full of devastating wounds)
      "burned": {"physical": 0, "social": 0, "mental": 0},   # points burned this round
      "feelings": {"Marta": {"friendship": {"value": 2, "raises": 1, "from_requests": 1,
                                             "scene_hits": 0, "chapter_hits": 0}}},
                                          # feelings: desire | respect | friendship | enmity;
                                          # value 0..5, raises 0..3 (request raises used),
                                          # from_requests ≤ value, hits: temporary raises
      "disorders": [{"name": "Klaustrofobie", "permanent": false, "effect": "",
                     "trigger": "úzké prostory", "triggered": false}],
      "soul": {"grade": 5, "sins": {"1": "vražda", "2": "..."}},   # sin grade → sin
      "notes": ""
    }
"""

from __future__ import annotations

import copy
from typing import Any

from campaign_manager.systems.clovek.character import (
    ATTRIBUTE_RANGE,
    ATTRIBUTES,
    CAPACITY_ATTRIBUTE,
    SIDES,
    TEMPERAMENTS,
    Character,
    check_attributes,
)
from campaign_manager.systems.clovek.editing import temperament_name
from campaign_manager.systems.clovek.feelings import FEELINGS, OPPOSED, REQUEST_RAISES, Feelings
from campaign_manager.systems.clovek.scars import (
    EMPTY_MARK,
    KINDS,
    SCAR_KEYS,
    SCAR_KIND,
    Scar,
    Severity,
)
from campaign_manager.systems.clovek.soul import Disorder, Soul
from campaign_manager.systems.common import RuleError, SheetError, Text

TOP_KEYS = (
    "attributes",
    "temperament",
    "dominant",
    "scars",
    "critical",
    "burned",
    "feelings",
    "disorders",
    "soul",
    "notes",
)
FEELING_FIELDS = (
    "value",
    "raises",
    "from_requests",
    "scene_hits",
    "chapter_hits",
    "scene_points",
    "chapter_points",
)
DISORDER_FIELDS = {"name": str, "permanent": bool, "effect": str, "trigger": str, "triggered": bool}
VALID_MARKS = {"/", "X", "x", "Ж", "ж", EMPTY_MARK}
#: Sane ranges of the sheet's numbers (a hostile import of 10^30 must be refused
#: with the field's name, not break the character when it opens). The text gives no upper
#: bound for the soul grade or the hit counts; these are far beyond what a GM could need.
MAX_SOUL_GRADE = 100  # soul grade 0..100; sin grades 1..100
MAX_BURNED = ATTRIBUTE_RANGE[1]  # points burned a round ≤ the skill attribute ≤ 5
MAX_HITS = 100  # social scar hits on one feeling this scene / this chapter


def new_sheet() -> dict:
    return character_to_sheet(Character({}, "cholerik"))


def _err(field: str, cs: str, en: str) -> SheetError:
    return SheetError(field, Text(cs=cs, en=en))


def _shown(value: Any) -> str:
    """A value for a message, short even for a hostile 10^30 (or a 4,000-digit int)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**9:
        exponent = int((abs(value).bit_length() - 1) * 0.30103)  # no str(): 4,300-digit limit
        return ("−" if value < 0 else "") + f"≈10^{exponent}"
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "…"


def _int(value: Any, field: str, low: int | None = None, high: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        shown = _shown(value)
        raise _err(field, f"čekáno celé číslo, ne {shown}", f"expected a whole number, not {shown}")
    if (low is not None and value < low) or (high is not None and value > high):
        rng = f"{low if low is not None else '…'}–{high if high is not None else '…'}"
        shown = _shown(value)
        raise _err(field, f"hodnota {shown} mimo rozsah {rng}", f"value {shown} out of range {rng}")
    return value


def _str(value: Any, field: str) -> str:
    if not isinstance(value, str):
        raise _err(field, f"čekán text, ne {value!r}", f"expected text, not {value!r}")
    return value


def _dict(value: Any, field: str) -> dict:
    if not isinstance(value, dict):
        raise _err(field, "čekán slovník (objekt)", "expected an object")
    return value


def _no_unknown(data: dict, known, field: str) -> None:
    unknown = sorted(str(k) for k in set(data) - set(known))
    if unknown:
        raise _err(
            field, f"neznámé klíče: {', '.join(unknown)}", f"unknown keys: {', '.join(unknown)}"
        )


def _scar_marks(value: Any, field: str, size: int) -> str:
    if isinstance(value, list):
        if not all(isinstance(m, str) for m in value):
            raise _err(
                field, "seznam značek musí obsahovat texty", "a list of marks must hold strings"
            )
        value = "".join(value)
    value = _str(value, field)
    bad = sorted(set(value) - VALID_MARKS)
    if bad:
        raise _err(
            field,
            f"neplatné značky {''.join(bad)!r}; platné: Ж X / _",
            f"invalid marks {''.join(bad)!r}; valid: Ж X / _",
        )
    wounds = sorted((Severity.parse(m) for m in value if m != EMPTY_MARK), reverse=True)
    if len(wounds) > size:
        raise _err(
            field,
            f"jizva má {size} políček, zapsáno {len(wounds)} zranění",
            f"the scar has {size} boxes, {len(wounds)} wounds written",
        )
    return Scar(field.split(".")[-1], size, wounds).marks()


def _feeling(value: Any, field: str) -> dict:
    value = _dict(value, field)
    _no_unknown(value, FEELING_FIELDS, field)
    result = {
        "value": _int(value.get("value", 0), f"{field}.value", 0, 5),
        "raises": _int(value.get("raises", 0), f"{field}.raises", 0, REQUEST_RAISES),
        "from_requests": _int(value.get("from_requests", 0), f"{field}.from_requests", 0, 5),
        "scene_hits": _int(value.get("scene_hits", 0), f"{field}.scene_hits", 0, MAX_HITS),
        "chapter_hits": _int(value.get("chapter_hits", 0), f"{field}.chapter_hits", 0, MAX_HITS),
        # points of feeling attacks (Střety): until the scene / the chapter ends
        "scene_points": _int(value.get("scene_points", 0), f"{field}.scene_points", 0, 5),
        "chapter_points": _int(value.get("chapter_points", 0), f"{field}.chapter_points", 0, 5),
    }
    if result["from_requests"] > min(result["value"], result["raises"]):
        raise _err(
            f"{field}.from_requests",
            "bodů z citových žádostí nemůže být víc než hodnota citu ani počet zvýšení",
            "points from requests cannot exceed the value or the number of raises",
        )
    return result


def _fresh(value: Any) -> Any:
    """New dicts and lists all the way down (what JSON holds); anything else as it is,
    for the checks below to judge. A deep copy for sheet-shaped data, several times faster
    (a new chapter validates thousands of sheets)."""
    if isinstance(value, dict):
        return {key: _fresh(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_fresh(item) for item in value]
    return value


def validate_sheet(sheet: Any) -> dict:
    """A normalised copy of ``sheet``; SheetError names the field and the problem."""
    try:
        sheet = _fresh(_dict(sheet, "sheet"))
    except RecursionError:  # a dict inside itself: copied as Python copies it, then refused
        sheet = copy.deepcopy(sheet)
    _no_unknown(sheet, TOP_KEYS, "sheet")
    attributes = _dict(sheet.get("attributes", {}), "attributes")
    for key in attributes:
        if key not in ATTRIBUTES:
            raise _err(f"attributes.{key}", "neznámý atribut", "unknown attribute")
        _int(attributes[key], f"attributes.{key}", 0, 5)
    attributes = check_attributes(attributes)
    temperament = sheet.get("temperament", "cholerik")
    if temperament not in TEMPERAMENTS:
        raise _err(
            "temperament",
            f"neznámý temperament {temperament!r}; známé: {', '.join(TEMPERAMENTS)}",
            f"unknown temperament {temperament!r}; known: {', '.join(TEMPERAMENTS)}",
        )
    dominant = sheet.get("dominant", "right")
    if dominant not in SIDES:
        raise _err("dominant", "čekáno right nebo left", "expected 'right' or 'left'")
    scars_in = _dict(sheet.get("scars", {}), "scars")
    _no_unknown(scars_in, SCAR_KEYS, "scars")
    scars = {}
    for key in SCAR_KEYS:
        size = attributes[CAPACITY_ATTRIBUTE[SCAR_KIND[key]]]
        scars[key] = _scar_marks(scars_in.get(key, ""), f"scars.{key}", size)
    critical = sheet.get("critical", [])
    if not isinstance(critical, list):
        raise _err("critical", "čekán seznam jizev", "expected a list of scar keys")
    for key in critical:
        if key not in SCAR_KEYS:
            raise _err("critical", f"neznámá jizva {key!r}", f"unknown scar {key!r}")
        if any(mark != "Ж" for mark in scars[key]):
            raise _err(
                "critical",
                f"kritický postih jizvy {key} platí jen, je-li plná zničujících zranění",
                f"scar {key} can be critical only when full of devastating wounds",
            )
    burned_in = _dict(sheet.get("burned", {}), "burned")
    _no_unknown(burned_in, KINDS, "burned")
    burned = {k: _int(burned_in.get(k, 0), f"burned.{k}", 0, MAX_BURNED) for k in KINDS}
    feelings: dict[str, dict] = {}
    for target, row in _dict(sheet.get("feelings", {}), "feelings").items():
        field = f"feelings.{target}"
        if not str(target).strip():
            raise _err(field, "cit potřebuje jméno cíle", "a feeling needs a target name")
        row = _dict(row, field)
        _no_unknown(row, FEELINGS, field)
        row = {k: _feeling(v, f"{field}.{k}") for k, v in row.items()}
        for a, b in OPPOSED.items():
            if row.get(a, {}).get("value", 0) and row.get(b, {}).get("value", 0):
                raise _err(
                    field,
                    "přátelství a nepřátelství jsou v opozici, postava nechová oba city",
                    "friendship and enmity oppose; a character does not hold both",
                )
        feelings[target] = {k: row[k] for k in FEELINGS if k in row}
    disorders = []
    disorders_in = sheet.get("disorders", [])
    if not isinstance(disorders_in, list):
        raise _err("disorders", "čekán seznam poruch", "expected a list of disorders")
    for i, item in enumerate(disorders_in):
        field = f"disorders[{i}]"
        item = _dict(item, field)
        _no_unknown(item, DISORDER_FIELDS, field)
        entry = {}
        for key, kind in DISORDER_FIELDS.items():
            value = item.get(key, False if kind is bool else "")
            if not isinstance(value, kind):
                raise _err(f"{field}.{key}", "špatný typ hodnoty", "wrong value type")
            entry[key] = value
        if not entry["name"].strip():
            raise _err(f"{field}.name", "porucha potřebuje název", "a disorder needs a name")
        disorders.append(entry)
    soul_in = _dict(sheet.get("soul", {}), "soul")
    _no_unknown(soul_in, ("grade", "sins"), "soul")
    sins = {}
    for grade, sin in _dict(soul_in.get("sins", {}), "soul.sins").items():
        text_grade = str(grade).strip()
        if not (text_grade.isdecimal() and text_grade.isascii()) or len(text_grade) > 3:
            raise _err(
                "soul.sins",
                f"stupeň hříchu {str(grade)[:20]!r} není celé číslo 1–{MAX_SOUL_GRADE}",
                f"sin grade {str(grade)[:20]!r} is not a whole number 1–{MAX_SOUL_GRADE}",
            )
        number = _int(int(text_grade), "soul.sins", 1, MAX_SOUL_GRADE)
        sins[str(number)] = _str(sin, f"soul.sins.{number}")
    soul = {
        "grade": _int(soul_in.get("grade", 0), "soul.grade", 0, MAX_SOUL_GRADE),
        "sins": dict(sorted(sins.items(), key=lambda kv: int(kv[0]))),
    }
    return {
        "attributes": attributes,
        "temperament": temperament,
        "dominant": dominant,
        "scars": scars,
        "critical": [k for k in SCAR_KEYS if k in critical],
        "burned": burned,
        "feelings": feelings,
        "disorders": disorders,
        "soul": soul,
        "notes": _str(sheet.get("notes", ""), "notes"),
    }


def character_from_sheet(sheet: Any) -> Character:
    data = validate_sheet(sheet)
    character = Character(data["attributes"], data["temperament"], data["dominant"])
    for key, marks in data["scars"].items():
        scar = Scar.from_marks(key, character.boxes(SCAR_KIND[key]), marks)
        scar.critical = key in data["critical"]
        character.scars[key] = scar
    character.burned = dict(data["burned"])
    character.feelings = Feelings.from_dict(data["feelings"])
    character.disorders = [Disorder(**d) for d in data["disorders"]]
    character.soul = Soul(
        data["soul"]["grade"], {int(k): v for k, v in data["soul"]["sins"].items()}
    )
    character.notes = data["notes"]
    return character


def character_to_sheet(character: Character) -> dict:
    return validate_sheet(
        {
            "attributes": dict(character.attributes),
            "temperament": character.temperament,
            "dominant": character.dominant,
            "scars": {key: scar.marks() for key, scar in character.scars.items()},
            "critical": [key for key, scar in character.scars.items() if scar.critical],
            "burned": dict(character.burned),
            "feelings": character.feelings.to_dict(),
            "disorders": [d.to_dict() for d in character.disorders],
            "soul": character.soul.to_dict(),
            "notes": character.notes,
        }
    )


def summary(sheet: dict) -> Text:
    """One roster line: temperament, side, attributes, wounds."""
    data = validate_sheet(sheet)
    a = data["attributes"]
    attrs = (
        f"Ob{a['obratnost']} Ko{a['konstituce']} Ša{a['sarm']} "
        f"Vy{a['vyrovnanost']} In{a['inteligence']} Ro{a['rozhodnost']}"
    )
    marks = "".join(data["scars"].values())
    counts = {m: marks.count(m) for m in ("Ж", "X", "/")}
    temperament = temperament_name(data["temperament"])  # "choleric" in English
    side_cs = "pravák" if data["dominant"] == "right" else "levák"
    side_en = "right-handed" if data["dominant"] == "right" else "left-handed"
    wounds = f"Ж{counts['Ж']} X{counts['X']} /{counts['/']}"
    grade = data["soul"]["grade"]
    return Text(
        cs=f"{temperament.cs}, {side_cs}, {attrs}, zranění {wounds}, duše {grade}",
        en=f"{temperament.en}, {side_en}, {attrs}, wounds {wounds}, soul {grade}",
    )


__all__ = [
    "RuleError",
    "character_from_sheet",
    "character_to_sheet",
    "new_sheet",
    "summary",
    "validate_sheet",
]
