"""The d20 bestiary: what a monster carries, and the stamina sheet it gives.

The SRD 3.5's monsters are in resources/rules/d20/bestiary.json (made by
scripts/convert_bestiary.py; Open Game Content, OGL.txt beside it); creature types' hit dice
and the size AC table in bestiary_types.json. A campaign's own monsters are the same dicts.

``monster_sheet`` turns a monster into a d20 monster sheet by the variant's monster rules
(seed 004 „CP a nestvůry“, „Tvorové bez Odolnosti“, „Bonusové životy“; RULINGS §3):
stamina = the hit points it would normally have (racial Hit Dice + Con modifier per die,
and heroic class levels by their stamina die; NPC class levels give none), wound points =
Con × size factor (stats.monster_pools); without Con no stamina and wound points = those hit
points; bonus hit points (a construct's by size, Toughness: „jakýkoliv trvalý efekt, který
zvyšuje celkový počet životů“) become bonus wound points.
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any, Literal

from campaign_manager.systems.common import SheetError, Text, load_json, roll
from campaign_manager.systems.d20 import data, stats
from campaign_manager.systems.d20.sheet import validate_sheet

ABILITIES = ("str", "dex", "con", "int", "wis", "cha")
#: ``monster_sheet``'s second argument: an RNG to roll Hit Dice, or this for the average.
AVERAGE = "average"
MAX_NAME = 100
MAX_ATTACKS = 30
MAX_CLASSES = 10
#: the highest ability score: its modifier (+20) is the most a sheet takes (sheet.RANGES)
MAX_ABILITY = 51


def fold(text: str) -> str:
    """Text for accent- and case-insensitive search: "Přízrak" → "prizrak"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@dataclass(frozen=True, slots=True)
class Attack:
    name: str
    count: int
    damage: str


@dataclass(frozen=True, slots=True)
class ClassLevel:
    """Class levels a monster has beside its racial Hit Dice (an orc is a 1st-level warrior)."""

    name: str
    levels: int
    die: int  # the class's hit die


@dataclass(frozen=True)
class Monster:
    """One bestiary entry. ``hit_dice``: racial Hit Dice count (a Fraction: ½ for a cat)
    and die, or count 0 for a creature of class levels only. ``abilities``: scores, None
    for a creature without that score (no Con: undead, constructs)."""

    key: str
    name: str
    type: str
    size: str
    cr: str
    hit_dice: Fraction = Fraction(0)
    hit_die: int = 8
    classes: tuple[ClassLevel, ...] = ()
    abilities: dict[str, int | None] = field(default_factory=dict)
    subtypes: tuple[str, ...] = ()
    natural_armor: int = 0
    ac: int = 10
    speed: dict[str, int] = field(default_factory=dict)
    attacks: tuple[Attack, ...] = ()
    bonus_hp: int = 0
    regeneration: int = 0
    fast_healing: int = 0
    source: str = ""
    name_cs: str = ""
    #: folded name(s) for search, and the CR as a Fraction (worked out once)
    folded: str = field(default="", compare=False)
    cr_value: Fraction = field(default=Fraction(0), compare=False)
    #: the campaign's own monster's row (``combatant_template``); None: the SRD's
    template_id: int | None = field(default=None, compare=False)
    #: a campaign monster's grammatical gender ("m", "f", "n")
    gender: str = field(default="m", compare=False)

    @property
    def has_con(self) -> bool:
        return self.abilities.get("con") is not None

    @property
    def level(self) -> int:
        """Hit Dice and class levels, at least 1 (its level for natural healing)."""
        return max(1, int(self.hit_dice) + sum(c.levels for c in self.classes))

    def shown_name(self, language: str = "en") -> str:
        return self.name_cs if language == "cs" and self.name_cs else self.name


def _objects(entry: dict, key: str, most: int, cs: str, en: str):
    """``entry[key]``'s items, each an object, with where each stands ("attacks[2]"); a
    list of at most ``most`` (``cs`` / ``en``: what they are, in the plural)."""
    items = entry.get(key) or []
    if not isinstance(items, list) or len(items) > most:
        raise _error(key, f"seznam nejvýš {most} {cs}.", f"a list of at most {most} {en}.")
    for index, item in enumerate(items):
        where = f"{key}[{index}]"
        if not isinstance(item, dict):
            raise _error(where, "musí být objekt.", "must be an object.")
        yield where, item


def _error(where: str, cs: str, en: str) -> SheetError:
    return SheetError(where, Text(cs=cs, en=en))


def _int(value: Any, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _error(
            where, f"musí být celé číslo {low}–{high}.", f"must be a whole number {low}-{high}."
        )
    return value


def _text(value: Any, where: str, *, empty: bool = False, top: int = MAX_NAME) -> str:
    if not isinstance(value, str) or (not empty and not value.strip()) or len(value) > top:
        raise _error(
            where, f"musí být text do {top} znaků.", f"must be text of up to {top} characters."
        )
    if not value.isprintable():
        raise _error(where, "nesmí obsahovat řídicí znaky.", "must not hold control characters.")
    return value.strip()


def types() -> dict[str, dict[str, Any]]:
    """Creature type key → {"cs", "en", "hit_die", "con", …} (bestiary_types.json)."""
    return dict(_types_file()["types"])


@lru_cache(maxsize=1)
def _types_file() -> dict[str, Any]:
    return load_json("rules", "d20", "bestiary_types.json")


def labels(section: str) -> dict[str, Text]:
    """Key → label of a section of bestiary_types.json ("abilities", "speeds")."""
    return {key: Text(cs=e["cs"], en=e["en"]) for key, e in _types_file()[section].items()}


def type_label(key: str) -> Text:
    entry = types().get(key)
    if entry is None:
        return Text(cs=key, en=key)
    return Text(cs=entry["cs"], en=entry["en"])


def monster_from_dict(entry: Any) -> Monster:
    """A Monster from its JSON form (the shipped file's or a campaign's); SheetError names
    the field and the problem."""
    if not isinstance(entry, dict):
        raise _error("monster", "musí být objekt JSON.", "must be a JSON object.")
    name = _text(entry.get("name"), "name")
    name_cs = _text(entry.get("name_cs", ""), "name_cs", empty=True)
    key = _text(entry.get("key", name), "key")
    kind = entry.get("type")
    if not isinstance(kind, str) or kind not in types():
        raise _error("type", f"neznámý typ tvora {kind!r}.", f"unknown creature type {kind!r}.")
    size = entry.get("size")
    if not isinstance(size, str) or size not in data.sizes():
        raise _error("size", f"neznámá velikost {size!r}.", f"unknown size {size!r}.")
    try:
        cr = stats.format_cr(stats.parse_cr(entry.get("cr")))
    except Exception as exc:  # RuleError: a bad CR
        raise _error(
            "cr", "musí být NB, např. „1/2“ nebo „5“.", "must be a CR such as '1/2' or '5'."
        ) from exc
    racial = entry.get("hit_dice")
    count, die = Fraction(0), types()[kind]["hit_die"]
    if racial is not None:
        if not isinstance(racial, dict):
            raise _error("hit_dice", "musí být {count, die}.", "must be {count, die}.")
        try:
            count = Fraction(str(racial.get("count")))
        except (ValueError, ZeroDivisionError) as exc:
            raise _error(
                "hit_dice.count",
                "musí být číslo, např. „6“ nebo „1/2“.",
                "must be a number such as '6' or '1/2'.",
            ) from exc
        if not 0 <= count <= 99:
            raise _error("hit_dice.count", "musí být 0–99.", "must be 0-99.")
        die = _int(racial.get("die"), "hit_dice.die", 1, 100)
    classes = []
    for where, item in _objects(entry, "classes", MAX_CLASSES, "povolání", "classes"):
        classes.append(
            ClassLevel(
                _text(item.get("class"), f"{where}.class"),
                _int(item.get("levels"), f"{where}.levels", 1, 40),
                _int(item.get("die"), f"{where}.die", 1, 100),
            )
        )
    if count == 0 and not classes:
        raise _error(
            "hit_dice",
            "tvor potřebuje kostky životů nebo úrovně povolání.",
            "a creature needs Hit Dice or class levels.",
        )
    raw = entry.get("abilities") or {}
    if not isinstance(raw, dict):
        raise _error("abilities", "musí být objekt.", "must be an object.")
    abilities = {}
    for ability in ABILITIES:
        score = raw.get(ability, 10)
        abilities[ability] = (
            None if score is None else _int(score, f"abilities.{ability}", 1, MAX_ABILITY)
        )
    attacks = []
    for where, item in _objects(entry, "attacks", MAX_ATTACKS, "útoků", "attacks"):
        attacks.append(
            Attack(
                _text(item.get("name"), f"{where}.name"),
                _int(item.get("count", 1), f"{where}.count", 1, 99),
                _text(item.get("damage", ""), f"{where}.damage", empty=True, top=40),
            )
        )
    speed = entry.get("speed") or {}
    if not isinstance(speed, dict):
        raise _error("speed", "musí být objekt.", "must be an object.")
    subtypes = entry.get("subtypes") or []
    if not isinstance(subtypes, list) or len(subtypes) > MAX_ATTACKS:
        raise _error("subtypes", "musí být seznam.", "must be a list.")
    names = " ".join(n for n in (name, name_cs) if n)
    return Monster(
        key=key,
        name=name,
        name_cs=name_cs,
        type=kind,
        size=size,
        cr=cr,
        hit_dice=count,
        hit_die=die,
        classes=tuple(classes),
        abilities=abilities,
        subtypes=tuple(_text(s, "subtypes") for s in subtypes),
        natural_armor=_int(entry.get("natural_armor", 0), "natural_armor", -10, 99),
        ac=_int(entry.get("ac", 10), "ac", 0, 199),
        speed={_text(k, "speed"): _int(v, f"speed.{k}", 0, 999) for k, v in speed.items()},
        attacks=tuple(attacks),
        bonus_hp=_int(entry.get("bonus_hp", 0), "bonus_hp", 0, 999),
        regeneration=_int(entry.get("regeneration", 0), "regeneration", 0, 99),
        fast_healing=_int(entry.get("fast_healing", 0), "fast_healing", 0, 99),
        source=_text(entry.get("source", ""), "source", empty=True),
        folded=fold(names),
        cr_value=stats.parse_cr(cr),
    )


@lru_cache(maxsize=1)
def _srd_file() -> dict[str, Any]:
    return load_json("rules", "d20", "bestiary.json")


@lru_cache(maxsize=1)
def srd_monsters() -> tuple[Monster, ...]:
    """Every SRD monster of the shipped bestiary, sorted by key."""
    return tuple(monster_from_dict(entry) for entry in _srd_file()["monsters"])


@lru_cache(maxsize=1)
def _srd_by_key() -> dict[str, Monster]:
    return {monster.key: monster for monster in srd_monsters()}


def srd_monster(key: str) -> Monster | None:
    """The SRD monster with this key ("troll", "skeleton_human_warrior"), or None."""
    return _srd_by_key().get(key)


def srd_left_out() -> list[dict[str, str]]:
    """The monsters the converter left out, with its reason."""
    return list(_srd_file()["left_out"])


def _con_modifier(monster: Monster) -> int:
    con = monster.abilities.get("con")
    return stats.ability_modifier(con) if con is not None else 0


def hit_points(monster: Monster, rng: random.Random | Literal["average"] = AVERAGE) -> int:
    """The hit points it would normally have (without bonus hit points): its racial Hit
    Dice, each die + Con modifier, at least 1 (a fraction of a die: that part of the roll);
    heroic class levels by their stamina die (the first level of a creature without racial
    Hit Dice takes the maximum); NPC class levels give none („CP a nestvůry“)."""
    average = rng == AVERAGE
    con_mod = _con_modifier(monster)
    total = 0
    whole, part = int(monster.hit_dice), monster.hit_dice - int(monster.hit_dice)
    die = monster.hit_die
    if average:
        if whole:
            total += max(whole, int(whole * Fraction(die + 1, 2)) + whole * con_mod)
        if part:
            total += max(1, int(part * Fraction(die + 1, 2)) + con_mod)
    else:
        total += sum(max(1, roll(die, rng) + con_mod) for _ in range(whole))
        if part:
            total += max(1, int(part * roll(die, rng)) + con_mod)
    first = monster.hit_dice == 0
    catalogue = data.classes()
    for entry in monster.classes:
        stamina_die = catalogue[entry.name]["die"] if entry.name in catalogue else entry.die
        if stamina_die is None:  # an NPC class: no stamina
            first = False
            continue
        levels = entry.levels
        if first:
            total += max(1, stamina_die + con_mod)
            levels -= 1
            first = False
        if average:
            total += max(levels, int(levels * Fraction(stamina_die + 1, 2)) + levels * con_mod)
        else:
            total += sum(max(1, roll(stamina_die, rng) + con_mod) for _ in range(levels))
    return total


def book_hit_points(monster: Monster) -> int:
    """The average hit points the SRD's stat block prints: every Hit Die, racial and class,
    at its average + Con modifier (at least 1 each), plus bonus hit points."""
    con_mod = _con_modifier(monster)
    dice = [(monster.hit_dice, monster.hit_die)] + [
        (Fraction(c.levels), c.die) for c in monster.classes
    ]
    total = 0
    for count, die in dice:
        whole, part = int(count), count - int(count)
        if whole:
            total += max(whole, int(whole * Fraction(die + 1, 2)) + whole * con_mod)
        if part:
            total += max(1, int(part * Fraction(die + 1, 2)) + con_mod)
    return total + monster.bonus_hp


def monster_sheet(monster: Monster, rng: random.Random | Literal["average"] = AVERAGE) -> dict:
    """A validated d20 monster sheet (sheet.py) of ``monster``: its stamina rolled with
    ``rng`` or the average (``AVERAGE``), wound points by its Con and size."""
    abilities = monster.abilities
    dex, wis = abilities.get("dex"), abilities.get("wis")
    sheet = {
        "kind": "monster",
        "hit_points": hit_points(monster, rng),
        "bonus_hp": monster.bonus_hp,
        "hit_dice": monster.level,
        "con": abilities.get("con"),
        "size": monster.size,
        "regeneration": monster.regeneration,
        "fast_healing": monster.fast_healing,
        "no_stamina": False,
        "cr": monster.cr,
        "dex_modifier": stats.ability_modifier(dex) if dex is not None else 0,
        "initiative_misc": 0,
    }
    if wis is not None:
        sheet["wis_modifier"] = stats.ability_modifier(wis)
    return validate_sheet(sheet)


def monster_to_dict(monster: Monster) -> dict[str, Any]:
    """The JSON form of a monster (what :func:`monster_from_dict` reads back): a campaign's
    copy of an SRD monster, or what the GM edited."""
    return {
        "key": monster.key,
        "name": monster.name,
        "name_cs": monster.name_cs,
        "type": monster.type,
        "subtypes": list(monster.subtypes),
        "size": monster.size,
        "cr": monster.cr,
        "hit_dice": (
            {"count": stats.format_cr(monster.hit_dice), "die": monster.hit_die}
            if monster.hit_dice
            else None
        ),
        "classes": [{"class": c.name, "levels": c.levels, "die": c.die} for c in monster.classes],
        "abilities": dict(monster.abilities),
        "natural_armor": monster.natural_armor,
        "ac": monster.ac,
        "speed": dict(monster.speed),
        "attacks": [
            {"name": a.name, "count": a.count, "damage": a.damage} for a in monster.attacks
        ],
        "bonus_hp": monster.bonus_hp,
        "regeneration": monster.regeneration,
        "fast_healing": monster.fast_healing,
        "source": monster.source,
    }


#: one natural attack a line: its count and "×" first where it has several ("Claw 1d6", "Bite 1d8+2", "Slam")
_ATTACK = re.compile(
    r"^(?:(?P<count>\d+)\s*[×x*]\s*)?(?P<name>.*?)"
    r"(?:\s+(?P<damage>\d*[dk]\d+(?:\s*[+-]\s*\d+)?))?$"
)


def attack_line(attack: dict[str, Any]) -> str:
    """An attack as the GM writes it: its count and "×" first where it has several, then
    its name, then after a colon its damage ("Claw: 1d6"; a damage that is no dice, such
    as "as spell", reads back the same)."""
    count = attack.get("count", 1)
    text = str(attack.get("name", ""))
    if attack.get("damage"):
        text += f": {attack['damage']}"
    return f"{count}× {text}" if isinstance(count, int) and count > 1 else text


_DICE = re.compile(r"\d*[dk]\d+(?:\s*[+-]\s*\d+)?")


def _damage(text: str | None) -> str:
    """A damage as written: dice without spaces, a Czech "k" read as "d"; else as it is."""
    if text and _DICE.fullmatch(text):
        return text.replace(" ", "").replace("k", "d")
    return text or ""


def parse_attacks(text: str) -> list[dict[str, Any]]:
    """Attacks written one a line (:func:`attack_line`); SheetError names the line that
    is not one. A Czech die ("1k6") is read as a d."""
    found = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line:
            continue
        name, colon, damage = line.rpartition(":")
        if colon and name.strip():  # "Claw: 1d6", "Web: as spell"
            match = _ATTACK.match(name.strip())
            if match is not None and match["damage"]:  # "Bite 1d6: …" is no attack
                match = None
        else:
            match, damage = _ATTACK.match(line), None
        if match is None or not match["name"].strip():
            raise _error(
                f"attacks[{number - 1}]",
                f"řádek {number} není útok; pište např. „2× Drápy 1k6“.",
                f"line {number} is not an attack; write e.g. '2× Claw 1d6'.",
            )
        found.append(
            {
                "name": match["name"].strip(),
                "count": int(match["count"] or 1),
                "damage": _damage(damage.strip() if damage is not None else match["damage"]),
            }
        )
    if len(found) > MAX_ATTACKS:
        raise _error(
            "attacks",
            f"nejvýš {MAX_ATTACKS} útoků.",
            f"at most {MAX_ATTACKS} attacks.",
        )
    return found
