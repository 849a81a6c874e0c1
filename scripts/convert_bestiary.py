"""Convert the SRD 3.5 monsters (PCGen's LST files) into Kronikář's d20 bestiary.

    python scripts/convert_bestiary.py [--source DIR] [--output FILE] [--check]

Reads ``rsrd_races.lst`` (one line per monster), ``rsrd_kits.lst`` (its default kit: base
ability scores, class levels, feats) and the two monster-class files (dragons' hit die,
natural armour and CR by age) from ``--source`` (default: $KRONIKAR_PCGEN_RSRD or /work/shared/data/pcgen-rsrd),
plus ``scripts/bestiary_supplement.json`` (regeneration and fast healing, which PCGen keeps
in a file not copied) and ``resources/rules/d20/bestiary_types.json`` (the creature types'
hit dice). Writes ``resources/rules/d20/bestiary.json``: every monster converted, or listed
under ``left_out`` with the reason. The output is sorted and byte-stable; ``--check``
compares it with the shipped file instead of writing.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: where the PCGen files are (the environment's KRONIKAR_PCGEN_RSRD names another folder)
DEFAULT_SOURCE = Path(os.environ.get("KRONIKAR_PCGEN_RSRD", "/work/shared/data/pcgen-rsrd"))
DEFAULT_OUTPUT = ROOT / "resources" / "rules" / "d20" / "bestiary.json"
TYPES_FILE = ROOT / "resources" / "rules" / "d20" / "bestiary_types.json"
SUPPLEMENT_FILE = Path(__file__).resolve().parent / "bestiary_supplement.json"

#: PCGen's size letters (its LST format, not a rule)
SIZE_CODES = {
    "F": "fine", "D": "diminutive", "T": "tiny", "S": "small", "M": "medium",
    "L": "large", "H": "huge", "G": "gargantuan", "C": "colossal",
}  # fmt: skip
ABILITIES = ("str", "dex", "con", "int", "wis", "cha")
#: PCGen's FractionalHD values: 1 → ½ HD, 2 → ¼ HD
FRACTIONAL_HD = {1: Fraction(1, 2), 2: Fraction(1, 4)}
#: PCGen-only subtypes (PCGen marks mindless creatures so; the SRD has no such subtype)
PCGEN_SUBTYPES = {"Mindless"}
#: The file Kronikář's section-15 line goes into, and that line.
KRONIKAR_NOTICE = (
    "Kronikář d20 bestiary (resources/rules/d20/bestiary.json), derived from the PCGen "
    "dataset conversion of the System Reference Document by scripts/convert_bestiary.py, "
    "Copyright 2026, the Kronikář authors."
)


class LeftOut(Exception):
    """A monster the converter cannot convert faithfully; the message says why."""


def _fields(line: str) -> list[str]:
    return [f for f in line.rstrip("\n").split("\t") if f.strip()]


def _lines(path: Path) -> Iterator[str]:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            yield line


def _key(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


# ------------------------------------------------------------------ races
def read_races(path: Path) -> dict[str, list[tuple[str, str]]]:
    """LST name → its tokens [(TOKEN, value)], with .COPY= and .MOD applied."""
    races: dict[str, list[tuple[str, str]]] = {}
    for line in _lines(path):
        fields = _fields(line)
        head, tokens = fields[0].strip(), []
        for field in fields[1:]:
            token, _, value = field.strip().partition(":")
            tokens.append((token, value))
        if head.startswith(("SOURCE", "PCC")) or ":" in head.split(".")[0]:
            continue
        if ".COPY=" in head:
            base, new = head.split(".COPY=", 1)
            races[new] = list(races[base]) + tokens
        elif head.endswith(".MOD"):
            name = head[: -len(".MOD")]
            current = races[name]
            for token, value in tokens:
                if token == "RACESUBTYPE" and value == ".CLEAR":
                    current = [t for t in current if t[0] != "RACESUBTYPE"]
                elif token in ("BONUS", "RACESUBTYPE"):
                    current.append((token, value))
                else:
                    current = [t for t in current if t[0] != token] + [(token, value)]
            races[name] = current
        else:
            races[head] = tokens
    return races


# ------------------------------------------------------------------- kits
def read_kits(path: Path) -> dict[str, dict]:
    """Race name → its default kit: {"stats": {...}, "classes": [(name, levels)], "feats"}."""
    blocks: list[dict] = []
    for line in _lines(path):
        fields = [f.strip() for f in _fields(line)]
        if fields[0].startswith("STARTPACK:"):
            blocks.append({"pack": fields[0][len("STARTPACK:") :], "lines": []})
        elif blocks:
            blocks[-1]["lines"].append(fields)
    by_name: dict[str, dict] = {}
    for block in blocks:
        kit: dict = {"stats": {}, "classes": [], "feats": [], "kits": [], "race": None}
        for fields in block["lines"]:
            head = fields[0]
            if head.startswith("RACE:"):
                kit["race"] = head[len("RACE:") :]
            elif head.startswith("STAT:"):
                for part in head[len("STAT:") :].split("|"):
                    stat, _, value = part.partition("=")
                    kit["stats"][stat.lower()] = int(value)
            elif head.startswith("CLASS:"):
                levels = next(f for f in fields if f.startswith("LEVEL:"))
                kit["classes"].append((head[len("CLASS:") :], int(levels[len("LEVEL:") :])))
            elif head.startswith("ABILITY:CATEGORY=FEAT|"):
                kit["feats"].extend(head.split("|")[1:])
            elif head.startswith("KIT:"):
                kit["kits"].append(head[len("KIT:") :])
        by_name[block["pack"]] = kit
    return by_name


def kit_for(race: str, kits: dict[str, dict]) -> dict | None:
    kit = kits.get(f"{race} Default")
    if kit is None:  # a kit for this race under another name (Drider (Cleric) Default)
        named = sorted(pack for pack, k in kits.items() if k["race"] == race)
        if not named:
            return None
        kit = kits[named[0]]
    for inherited in kit["kits"]:  # a kit built on another (stats first, then its own)
        base = kits.get(inherited)
        if base:
            kit = {
                **kit,
                "stats": {**base["stats"], **kit["stats"]},
                "classes": base["classes"] + kit["classes"],
                "feats": base["feats"] + kit["feats"],
            }
    return kit


# ---------------------------------------------------------- monster classes
def read_monster_classes(*paths: Path) -> dict[str, dict]:
    """Monster class → {"die", "natural_armor_per_level_minus_one", "cr_by_level"}."""
    classes: dict[str, dict] = {}
    for path in paths:
        current = None
        for line in _lines(path):
            fields = [f.strip() for f in _fields(line)]
            head = fields[0]
            if head.startswith("CLASS:"):
                name = head[len("CLASS:") :]
                entry = classes.setdefault(
                    name, {"die": None, "armor_from_level": False, "cr_by_level": {}}
                )
                for field in fields[1:]:
                    if field.startswith("HD:"):
                        entry["die"] = int(field[3:])
                current = entry
            elif current is not None and head.isdigit():
                level = int(head)
                for field in fields[1:]:
                    if field.startswith("BONUS:COMBAT|AC|CL-1|TYPE=NaturalArmor"):
                        current["armor_from_level"] = True
                    match = re.fullmatch(r"BONUS:VAR\|CR\|(\d+)\|TYPE=Base", field)
                    if match:
                        current["cr_by_level"][level] = int(match.group(1))
    return classes


# ---------------------------------------------------------------- convert
def _values(tokens: list[tuple[str, str]], name: str) -> list[str]:
    return [value for token, value in tokens if token == name]


def _one(tokens: list[tuple[str, str]], name: str) -> str | None:
    values = _values(tokens, name)
    return values[-1] if values else None


def _type_key(name: str) -> str:
    return _key(name)


def _hit_dice(tokens, kit, types, monster_classes, type_key):
    """(racial {"count": "2" or "1/2", "die": 8}, classes [{"class", "levels", "die"}])."""
    spec = _one(tokens, "MONSTERCLASS")
    racial = None
    count = Fraction(0)
    die = types[type_key]["hit_die"]
    if spec:
        class_name, _, number = spec.rpartition(":")
        count = Fraction(int(number))
        base = class_name.split(" (")[0]
        if class_name in monster_classes and monster_classes[class_name]["die"]:
            die = monster_classes[class_name]["die"]
        elif _type_key(base) in types:
            die = types[_type_key(base)]["hit_die"]
        else:
            raise LeftOut(f"monster class {class_name!r} is in none of the files")
    for value in _values(tokens, "BONUS"):
        match = re.fullmatch(r"VAR\|FractionalHD\|(\d+)\|TYPE=Race", value)
        if match:
            count = count * FRACTIONAL_HD[int(match.group(1))]
    classes = []
    for name, levels in kit["classes"] if kit else []:
        key = _key(name)
        base = name.split(" (")[0]
        if _type_key(base) in types or name in monster_classes:  # more racial Hit Dice
            count += levels
            continue
        if key not in types.get("_class_dice", {}):
            raise LeftOut(f"class {name!r} has no hit die in bestiary_types.json")
        classes.append({"class": key, "levels": levels, "die": types["_class_dice"][key]})
    if count:
        racial = {"count": str(count), "die": die}
    if racial is None and not classes:
        raise LeftOut("no Hit Dice: neither a monster class nor class levels in its kit")
    return racial, classes


def _abilities(name, tokens, kit, has_con, supplement):
    if kit is None or not kit["stats"]:
        raise LeftOut("no default kit with base ability scores in rsrd_kits.lst")
    scores = {a: kit["stats"].get(a, 10) for a in ABILITIES}
    for value in _values(tokens, "BONUS"):
        match = re.fullmatch(r"STAT\|([A-Z,]+)\|(-?\d+)(\|.*)?", value)
        if match:
            if match.group(3):
                raise LeftOut(f"a conditional ability bonus {value!r}")
            for stat in match.group(1).split(","):
                scores[stat.lower()] += int(match.group(2))
    for stat, bonus in supplement["ability_adjustments"].get(name, {}).items():
        scores[stat] += bonus
    for value in _values(tokens, "DEFINESTAT"):
        stat_match = re.fullmatch(r"NONSTAT\|([A-Z]+)", value)
        if stat_match:
            scores[stat_match.group(1).lower()] = None
    if not has_con:
        scores["con"] = None
    for stat, score in scores.items():
        if score is not None and score < 1:
            raise LeftOut(f"{stat.upper()} {score} after the kit and the race's bonuses")
    return scores


def _speed(tokens) -> dict[str, int]:
    move = _one(tokens, "MOVE")
    if not move:
        raise LeftOut("no MOVE")
    parts = move.split(",")
    speed = {parts[i].lower(): int(parts[i + 1]) for i in range(0, len(parts) - 1, 2)}
    for value in _values(tokens, "BONUS"):
        match = re.fullmatch(r"MOVEADD\|TYPE\.(\w+)\|(-?\d+)", value)
        if match:
            speed[match.group(1).lower()] += int(match.group(2))
    return dict(sorted(speed.items()))


def _attacks(tokens) -> list[dict]:
    attacks = []
    for value in _values(tokens, "NATURALATTACKS"):
        for attack in value.split("|"):
            parts = attack.split(",")
            if len(parts) != 4 or not parts[2].lstrip("*").isdigit():
                raise LeftOut(f"a natural attack it cannot read: {attack!r}")
            attacks.append(
                {"name": parts[0], "count": int(parts[2].lstrip("*")), "damage": parts[3]}
            )
    return attacks


def _cr(tokens, racial, monster_classes) -> str:
    spec = _one(tokens, "MONSTERCLASS")
    class_name = spec.rpartition(":")[0] if spec else ""
    table = monster_classes.get(class_name, {}).get("cr_by_level")
    if table and racial:  # dragons: the CR their age (Hit Dice) reaches in the class
        hd = int(Fraction(racial["count"]))
        reached = [cr for level, cr in sorted(table.items()) if level <= hd]
        if reached:
            return str(reached[-1])
    cr = _one(tokens, "CR")
    if cr is None:
        raise LeftOut("no CR in the races file or its monster class")
    Fraction(cr)  # a malformed CR fails loudly
    return cr


def convert_one(name, tokens, kits, types, monster_classes, supplement) -> dict:
    type_name = _one(tokens, "RACETYPE") or _one(tokens, "TYPE")
    if not type_name or _type_key(type_name) not in types:
        raise LeftOut(f"unknown creature type {type_name!r}")
    type_key = _type_key(type_name)
    size_code = _one(tokens, "SIZE")
    if size_code not in SIZE_CODES:
        raise LeftOut(f"a size PCGen computes ({size_code!r})")
    size = SIZE_CODES[size_code]
    kit = kit_for(name, kits)
    racial, classes = _hit_dice(tokens, kit, types, monster_classes, type_key)
    has_con = types[type_key]["con"]
    abilities = _abilities(name, tokens, kit, has_con, supplement)
    monster_class = (_one(tokens, "MONSTERCLASS") or "").rpartition(":")[0]
    if types[type_key].get("mindless") or "(Mindless)" in monster_class:
        abilities["int"] = None  # mindless: no Intelligence score
    natural = 0
    for value in _values(tokens, "BONUS"):
        match = re.fullmatch(r"COMBAT\|AC\|(-?\d+)\|TYPE=NaturalArmor", value)
        if match:
            natural += int(match.group(1))
    spec = _one(tokens, "MONSTERCLASS") or ""
    if racial and monster_classes.get(spec.rpartition(":")[0], {}).get("armor_from_level"):
        natural += int(Fraction(racial["count"])) - 1
    dex = abilities["dex"]
    ac = 10 + types["_size_ac"][size] + ((dex - 10) // 2 if dex is not None else 0) + natural
    regeneration = supplement["regeneration"].get(name, 0)
    fast_healing = supplement["fast_healing"].get(name, 0)
    for value in _values(tokens, "BONUS"):
        match = re.fullmatch(r"VAR\|(RegenerationRate|FastHealing)\|(\d+)", value)
        if match and match.group(1) == "RegenerationRate":
            regeneration = int(match.group(2))
        elif match:
            fast_healing = int(match.group(2))
    bonus_hp = types[type_key].get("bonus_hp_by_size", {}).get(size, 0)
    feats = kit["feats"] if kit else []
    bonus_hp += types["_toughness"] * sum(1 for feat in feats if feat == "Toughness")
    subtypes = sorted(
        {
            part
            for value in _values(tokens, "RACESUBTYPE")
            for part in value.split("|")
            if part and part not in PCGEN_SUBTYPES
        }
    )
    return {
        "key": _key(name),
        "name": name,
        "type": type_key,
        "subtypes": subtypes,
        "size": size,
        "hit_dice": racial,
        "classes": classes,
        "abilities": abilities,
        "natural_armor": natural,
        "ac": ac,
        "speed": _speed(tokens),
        "attacks": _attacks(tokens),
        "bonus_hp": bonus_hp,
        "regeneration": regeneration,
        "fast_healing": fast_healing,
        "cr": _cr(tokens, racial, monster_classes),
        "source": _one(tokens, "SOURCEPAGE") or "",
    }


def convert(source: Path) -> dict:
    """The bestiary document: {"monsters": [...], "left_out": [{"name", "reason"}]}."""
    rules = json.loads(TYPES_FILE.read_text(encoding="utf-8"))
    types = dict(rules["types"])
    types["_class_dice"] = rules["class_hit_dice"]
    types["_size_ac"] = rules["size_ac"]
    types["_toughness"] = rules["toughness_bonus_hp"]
    supplement = json.loads(SUPPLEMENT_FILE.read_text(encoding="utf-8"))
    races = read_races(source / "rsrd_races.lst")
    kits = read_kits(source / "rsrd_kits.lst")
    monster_classes = read_monster_classes(
        source / "rsrd_classes_monsters_specific.lst",
        source / "rsrd_classes_monsters_dragons.lst",
    )
    monsters, left_out = [], []
    for name, tokens in races.items():
        try:
            monsters.append(convert_one(name, tokens, kits, types, monster_classes, supplement))
        except LeftOut as reason:
            left_out.append({"name": name, "reason": str(reason)})
    monsters.sort(key=lambda m: m["key"])
    left_out.sort(key=lambda m: m["name"])
    return {
        "_note": "The d20 (D&D 3.5) SRD's monsters, Open Game Content under the OGL 1.0a "
        "(OGL.txt beside this file). Made by scripts/convert_bestiary.py from PCGen's LST "
        "files; do not edit by hand, re-run the converter. AC = 10 + size + Dex + natural "
        "armour (no armour or shield). hit_dice.count may be a fraction ('1/2'). Class levels "
        "are listed apart from the racial Hit Dice.",
        "monsters": monsters,
        "left_out": left_out,
    }


def render(document: dict) -> str:
    """Stable text: keys sorted, one monster per line."""
    lines = ["{", f' "_note": {json.dumps(document["_note"], ensure_ascii=False)},']
    for section in ("monsters", "left_out"):
        items = document[section]
        lines.append(f' "{section}": [')
        for index, item in enumerate(items):
            comma = "," if index < len(items) - 1 else ""
            lines.append("  " + json.dumps(item, ensure_ascii=False, sort_keys=True) + comma)
        lines.append(" ]" + ("," if section == "monsters" else ""))
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    document = convert(args.source)
    text = render(document)
    converted, left = len(document["monsters"]), len(document["left_out"])
    if args.check:
        same = args.output.exists() and args.output.read_text(encoding="utf-8") == text
        print(f"{args.output}: {'up to date' if same else 'differs'}")
        return 0 if same else 1
    args.output.write_text(text, encoding="utf-8")
    print(f"{converted} monsters converted, {left} left out:")
    for item in document["left_out"]:
        print(f"  {item['name']}: {item['reason']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
