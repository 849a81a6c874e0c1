"""The Dakara character sheet: the character's JSON form (stored, exported, imported).

A plain dict; every key below is present in a normalised sheet (``validate_sheet`` fills
missing keys with the defaults shown and refuses unknown keys). The character's name,
player, tags and notes are stored by the app outside the sheet::

    {
      "level": "profesionál",        # creation level: pokročilý / profesionál / veterán / mistr
      "goals": 0,                    # approved goals and story hooks (+1 XP each, at most +3):
                                     # derived, always len(hooks)
      "hooks": ["Dluží Podsvětí 20 zl"],  # each goal's or story hook's text (a debt, a rival…)
      "materials_xp": 0,             # XP spent on material resources (5 zl per XP)
      "majetek": 0, "postaveni": 0, "znamosti": 0,          # 0..6
      "skills": {                    # names exactly as in the text (or the campaign catalogue)
        "Fyzická zdatnost": {"rating": 2, "specialisations": {"Běh": 3}},   # grouped skill
        "Plavání": {"rating": 1}                                            # standalone skill
      },
      "free_skills": {               # rodný jazyk, etiketa domácího prostředí: free at 3
        "Rodný jazyk": {"rating": 3, "detail": "čeština"},
        "Etiketa domácího prostředí": {"rating": 3, "detail": "pražské měšťanstvo"}
      },
      "spells": ["Ohnivá koule (příklad)"],   # spell / magic ability names (1 XP each)
      "areas": ["Podsvětí"],         # Známosti areas of influence (one per rating point)
      "contacts": [{"name": "…", "influence": 2, "area": "Podsvětí", "who": "…",
                    "how_met": "…", "where": "…", "looks": "…", "in_play": false}],
      "networks": [{"kind": "Černý trh", "area": "Praha", "rating": 2, "liaison": "…",
                    "dead_drop": "…", "cipher": "…", "language": "…", "in_play": false}],
      "gear": [{"name": "Lano (10 metrů)", "quantity": 1, "price_md": null}],
                                     # price_md null = the catalogue price
      "training": {                  # advancement in play
        "earned": [{"source": "play", "hours": 8, "xp": 0, "note": ""},    # 1 XP per 4 h in total
                   {"source": "goal", "hours": 0, "xp": 3, "note": "…"},   # 1..10 XP per group goal
                   {"source": "other", "hours": 0, "xp": 1, "note": "…"}],
        "spent": [{"what": "Plavání 1 → 2", "xp": 1, "note": ""}]          # the ledger, informative
      },
      "state": {"size": "human",     # a key of resources/rules/dakara/sizes.json
                "kondice_lost": 0,   # kondice lost to wounds (0 = full)
                "vydrz_spent": 0, "vule_spent": 0,   # Výdrž and Vůle points spent
                "sustaining_magic": false,           # no meditation while sustaining magic
                "brought_round": false,              # out, brought round (První pomoc): acts at −4
                "kondice_max": 12, "kondice": 12},   # derived: from the size, max − lost
      "exceptions": [{"code": "limit_top_two", "subject": null, "reason": "…"}]
    }

Ranges: every number has one a GM could ever need (a sheet with ``materials_xp`` = 10^30 is
refused naming the field). ``goals`` and ``hooks`` are one thing: a sheet that gives only
the count (an old sheet) gets that many empty texts; a count above the texts adds empty
ones, a count below drops trailing empty ones and refuses to drop a written one. In
``state`` the size and ``kondice_lost`` are what is kept; ``kondice_max`` and ``kondice``
are derived for readers. An old sheet's ``kondice``/``kondice_max`` become the size with
that maximum and the loss; where a sheet gives both ``kondice`` and ``kondice_lost`` and
they disagree, ``kondice`` (the number a reader of the sheet sees and edits) wins. Use
:mod:`campaign_manager.systems.dakara.play` to change the play state.

``in_play: true`` marks contacts and networks gained in play: the creation limits on
contacts and networks count only the others. An exception waives every violation with
its ``code`` (and, when ``subject`` is given, only the one about that skill or item).
Whether skill, spell and specialisation names exist is checked against the catalogue by
``evaluate_creation``, not here (a campaign may add its own).
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import SheetError, Text
from campaign_manager.systems.dakara.condition import (
    default_size,
    size_for_maximum,
    size_key,
    size_maximum,
)

EARNED_SOURCES = ("play", "goal", "other")

CONTACT_KEYS = ("name", "influence", "area", "who", "how_met", "where", "looks", "in_play")
NETWORK_KEYS = ("kind", "area", "rating", "liaison", "dead_drop", "cipher", "language", "in_play")
STATE_KEYS = (
    "size",
    "kondice_lost",
    "vydrz_spent",
    "vule_spent",
    "sustaining_magic",
    "brought_round",
    "kondice_max",
    "kondice",
)

# Sane ranges: beyond anything a GM could need, inside what every widget holds.
MAX_GOALS = 100  # goals and story hooks on one sheet
MAX_HOOK_TEXT = 2000  # characters of one goal's text
MAX_XP = 100_000  # XP in any one field
MAX_HOURS = 1_000_000  # hours of play in one entry
MAX_QUANTITY = 1_000_000  # pieces of one item
MAX_PRICE_MD = 1_000_000_000  # a price in the smallest coin
MAX_KONDICE = 1000  # the largest maximum kondice a GM-added size may give
MAX_KONDICE_LOST = 10_000  # kondice lost (far below the death threshold of any size)
MAX_POOL = 6  # Výdrž and Vůle points come from a rating 0..6


def new_state(size: str | None = None) -> dict:
    """The play state of an unhurt, rested creature of ``size`` (default an adult human)."""
    size = size or default_size()
    maximum = size_maximum(size)
    return {
        "size": size,
        "kondice_lost": 0,
        "vydrz_spent": 0,
        "vule_spent": 0,
        "sustaining_magic": False,
        "brought_round": False,
        "kondice_max": maximum,
        "kondice": maximum,
    }


def new_sheet() -> dict:
    """A fresh, valid sheet: a profesionál with nothing bought and the free skills at 3."""
    return {
        "level": "profesionál",
        "goals": 0,
        "hooks": [],
        "materials_xp": 0,
        "majetek": 0,
        "postaveni": 0,
        "znamosti": 0,
        "skills": {},
        "free_skills": {
            "Rodný jazyk": {"rating": 3, "detail": ""},
            "Etiketa domácího prostředí": {"rating": 3, "detail": ""},
        },
        "spells": [],
        "areas": [],
        "contacts": [],
        "networks": [],
        "gear": [],
        "training": {"earned": [], "spent": []},
        "state": new_state(),
        "exceptions": [],
    }


# --- small checkers ----------------------------------------------------------------------
def _err(field: str, cs: str, en: str) -> SheetError:
    return SheetError(field, Text(cs=cs, en=en))


def _int(value: Any, field: str, low: int | None = None, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _err(
            field,
            f"má být celé číslo, ne {value!r:.80}.",
            f"must be a whole number, not {value!r:.80}.",
        )
    if (low is not None and value < low) or (high is not None and value > high):
        rng = f"{'' if low is None else low}–{'' if high is None else high}"
        shown = str(value) if abs(value) < 10**15 else _huge(value)
        raise _err(
            field, f"hodnota {shown} je mimo rozsah {rng}.", f"value {shown} is outside {rng}."
        )
    return value


def _huge(value: int) -> str:
    """A number too long to print (4,300+ digits cannot even be turned into text)."""
    sign = "−" if value < 0 else ""
    return f"{sign}10^{int(abs(value).bit_length() * 0.30103)}"


def _rating(value: Any, field: str) -> int:
    return _int(value, field, 0, 6)


def _str(value: Any, field: str, required: bool = False, limit: int | None = None) -> str:
    if not isinstance(value, str):
        raise _err(field, f"má být text, ne {value!r:.80}.", f"must be text, not {value!r:.80}.")
    if required and not value.strip():
        raise _err(field, "nesmí být prázdné.", "cannot be empty.")
    if limit is not None and len(value) > limit:
        raise _err(
            field,
            f"je delší než {limit} znaků.",
            f"is longer than {limit} characters.",
        )
    return value


def _bool(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise _err(
            field,
            f"má být ano/ne (true/false), ne {value!r}.",
            f"must be true or false, not {value!r}.",
        )
    return value


def _dict(value: Any, field: str, allowed: tuple[str, ...]) -> dict:
    if not isinstance(value, dict):
        raise _err(field, "má být objekt (slovník).", "must be an object (a dict).")
    for key in value:
        if key not in allowed:
            break
    else:
        return value
    extra = [k for k in value if k not in allowed]
    if extra:
        raise _err(
            field,
            f"neznámé klíče {', '.join(map(str, extra))} (povolené: {', '.join(allowed)}).",
            f"unknown keys {', '.join(map(str, extra))} (allowed: {', '.join(allowed)}).",
        )
    return value


def _list(value: Any, field: str) -> list:
    if not isinstance(value, list):
        raise _err(field, "má být seznam.", "must be a list.")
    return value


def _names(value: Any, field: str) -> list[str]:
    names = [_str(v, f"{field}[{i}]", required=True) for i, v in enumerate(_list(value, field))]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise _err(field, f"opakuje se {', '.join(dupes)}.", f"{', '.join(dupes)} appears twice.")
    return names


# --- the sheet ---------------------------------------------------------------------------
_SKILL_KEYS = frozenset(("rating", "specialisations"))


def _plain_skill(name: Any, entry: Any) -> dict | None:
    """A skill entry that is plainly valid, normalised; None sends it through the checks
    that name what is wrong (the roster validates thousands of sheets: most are fine)."""
    if type(name) is not str or not name.strip() or type(entry) is not dict:
        return None
    if not entry.keys() <= _SKILL_KEYS:
        return None
    rating = entry.get("rating", 0)
    if type(rating) is not int or not 0 <= rating <= 6:
        return None
    specs = entry.get("specialisations")
    if not specs:
        return None if specs is not None and type(specs) is not dict else {"rating": rating}
    if type(specs) is not dict:
        return None
    for spec, value in specs.items():
        if type(spec) is not str or not spec.strip() or type(value) is not int:
            return None
        if not 0 <= value <= 6:
            return None
    return {"rating": rating, "specialisations": dict(specs)}


def _skills(value: Any) -> dict:
    out = {}
    for name, entry in _dict(
        value, "skills", tuple(value) if isinstance(value, dict) else ()
    ).items():
        plain = _plain_skill(name, entry)
        if plain is not None:
            out[name] = plain
            continue
        field = f"skills.{name}"
        _str(name, field, required=True)
        entry = _dict(entry, field, ("rating", "specialisations"))
        item: dict = {"rating": _rating(entry.get("rating", 0), f"{field}.rating")}
        specs = entry.get("specialisations")
        if specs is None:
            specs = {}  # null: none (as the quick path reads it)
        if not isinstance(specs, dict):
            raise _err(
                f"{field}.specialisations",
                "má být objekt {název: hodnocení}.",
                "must be an object {name: rating}.",
            )
        if specs:
            item["specialisations"] = {
                _str(s, f"{field}.specialisations", required=True): _rating(
                    r, f"{field}.specialisations.{s}"
                )
                for s, r in specs.items()
            }
        out[name] = item
    return out


def _free_skills(value: Any) -> dict:
    out = {}
    for name, entry in _dict(
        value, "free_skills", tuple(value) if isinstance(value, dict) else ()
    ).items():
        if type(entry) is dict and entry.keys() <= _FREE_KEYS:  # plainly valid: as it is
            rating, detail = entry.get("rating", 3), entry.get("detail", "")
            if type(rating) is int and 0 <= rating <= 6 and type(detail) is str:
                out[name] = {"rating": rating, "detail": detail}
                continue
        field = f"free_skills.{name}"
        entry = _dict(entry, field, ("rating", "detail"))
        out[name] = {
            "rating": _rating(entry.get("rating", 3), f"{field}.rating"),
            "detail": _str(entry.get("detail", ""), f"{field}.detail"),
        }
    return out


_FREE_KEYS = frozenset(("rating", "detail"))
_CONTACT_KEYS = frozenset(CONTACT_KEYS)
_NETWORK_KEYS = frozenset(NETWORK_KEYS)
_GEAR_KEYS = frozenset(("name", "quantity", "price_md"))
_CONTACT_TEXTS = ("area", "who", "how_met", "where", "looks")
_NETWORK_TEXTS = ("area", "liaison", "dead_drop", "cipher", "language")


def _plain(entry: Any, keys: frozenset, required: str, rating: str, texts: tuple) -> bool:
    """Whether a contact or network entry is plainly valid: only known keys, ``required``
    a non-empty text, ``rating`` 0..6, ``texts`` texts and ``in_play`` true/false (each
    missing one at its default). False sends it through the checks that name what is wrong
    (the roster validates thousands of sheets: most are fine)."""
    if type(entry) is not dict or not entry.keys() <= keys:
        return False
    name, value = entry.get(required, ""), entry.get(rating, 0)
    if type(name) is not str or not name.strip() or type(value) is not int:
        return False
    if not 0 <= value <= 6 or type(entry.get("in_play", False)) is not bool:
        return False
    return all(type(entry.get(key, "")) is str for key in texts)


def _contact(value: Any, field: str) -> dict:
    if _plain(value, _CONTACT_KEYS, "name", "influence", _CONTACT_TEXTS):
        get = value.get
        return {
            "name": value["name"],
            "influence": get("influence", 0),
            **{key: get(key, "") for key in _CONTACT_TEXTS},
            "in_play": get("in_play", False),
        }
    entry = _dict(value, field, CONTACT_KEYS)
    out = {"name": _str(entry.get("name", ""), f"{field}.name", required=True)}
    out["influence"] = _rating(entry.get("influence", 0), f"{field}.influence")
    for key in _CONTACT_TEXTS:
        out[key] = _str(entry.get(key, ""), f"{field}.{key}")
    out["in_play"] = _bool(entry.get("in_play", False), f"{field}.in_play")
    return out


def _network(value: Any, field: str) -> dict:
    if _plain(value, _NETWORK_KEYS, "kind", "rating", _NETWORK_TEXTS):
        get = value.get
        return {
            "kind": value["kind"],
            "area": get("area", ""),
            "rating": get("rating", 0),
            **{key: get(key, "") for key in _NETWORK_TEXTS[1:]},
            "in_play": get("in_play", False),
        }
    entry = _dict(value, field, NETWORK_KEYS)
    out = {"kind": _str(entry.get("kind", ""), f"{field}.kind", required=True)}
    out["area"] = _str(entry.get("area", ""), f"{field}.area")
    out["rating"] = _rating(entry.get("rating", 0), f"{field}.rating")
    for key in _NETWORK_TEXTS[1:]:
        out[key] = _str(entry.get(key, ""), f"{field}.{key}")
    out["in_play"] = _bool(entry.get("in_play", False), f"{field}.in_play")
    return out


def _gear(value: Any, field: str) -> dict:
    if type(value) is dict and value.keys() <= _GEAR_KEYS:  # plainly valid: as it is
        name, quantity = value.get("name", ""), value.get("quantity", 1)
        price = value.get("price_md")
        if (
            type(name) is str
            and name.strip()
            and type(quantity) is int
            and 1 <= quantity <= MAX_QUANTITY
            and (price is None or (type(price) is int and 0 <= price <= MAX_PRICE_MD))
        ):
            return {"name": name, "quantity": quantity, "price_md": price}
    entry = _dict(value, field, ("name", "quantity", "price_md"))
    price = entry.get("price_md")
    return {
        "name": _str(entry.get("name", ""), f"{field}.name", required=True),
        "quantity": _int(entry.get("quantity", 1), f"{field}.quantity", 1, MAX_QUANTITY),
        "price_md": None if price is None else _int(price, f"{field}.price_md", 0, MAX_PRICE_MD),
    }


def _training(value: Any) -> dict:
    entry = _dict(value, "training", ("earned", "spent"))
    earned = []
    for i, e in enumerate(_list(entry.get("earned", []), "training.earned")):
        field = f"training.earned[{i}]"
        e = _dict(e, field, ("source", "hours", "xp", "note"))
        source = e.get("source", "play")
        if source not in EARNED_SOURCES:
            raise _err(
                f"{field}.source",
                f"má být play, goal nebo other, ne {source!r}.",
                f"must be play, goal or other, not {source!r}.",
            )
        item = {
            "source": source,
            "hours": _int(e.get("hours", 0), f"{field}.hours", 0, MAX_HOURS),
            "xp": _int(e.get("xp", 0), f"{field}.xp", 0, MAX_XP),
            "note": _str(e.get("note", ""), f"{field}.note"),
        }
        if source == "goal":  # Získávání zkušeností: 1–10 zk za splněný skupinový cíl
            _int(item["xp"], f"{field}.xp", 1, 10)
        if source == "play" and item["xp"]:  # play XP come from the hours: 1 XP per 4 hours
            raise _err(
                f"{field}.xp",
                "u hraní se zk počítají z hodin (1 zk za 4 hodiny); xp musí být 0.",
                "play XP are counted from the hours (1 XP per 4 hours); xp must be 0.",
            )
        earned.append(item)
    spent = []
    for i, s in enumerate(_list(entry.get("spent", []), "training.spent")):
        field = f"training.spent[{i}]"
        s = _dict(s, field, ("what", "xp", "note"))
        spent.append(
            {
                "what": _str(s.get("what", ""), f"{field}.what", required=True),
                "xp": _int(s.get("xp", 0), f"{field}.xp", 0, MAX_XP),
                "note": _str(s.get("note", ""), f"{field}.note"),
            }
        )
    return {"earned": earned, "spent": spent}


def _state(value: Any) -> dict:
    """The play state; an old sheet's ``kondice``/``kondice_max`` become size and loss."""
    entry = _dict(value, "state", STATE_KEYS)
    max_in = entry.get("kondice_max")
    if max_in is not None:
        max_in = _int(max_in, "state.kondice_max", 1, MAX_KONDICE)
    if entry.get("size") is None:
        size = default_size() if max_in is None else size_for_maximum(max_in)
        if size is None:
            raise _err(
                "state.kondice_max",
                f"žádná velikost tvora (rules/dakara/sizes.json) nemá maximum {max_in}.",
                f"no creature size (rules/dakara/sizes.json) has the maximum {max_in}.",
            )
    else:
        size = size_key(_str(entry["size"], "state.size", required=True, limit=200))
        if size is None:
            raise _err(
                "state.size",
                f"neznámá velikost tvora {entry['size']!r:.80} (rules/dakara/sizes.json).",
                f"unknown creature size {entry['size']!r:.80} (rules/dakara/sizes.json).",
            )
    maximum = size_maximum(size)
    if max_in is not None and max_in != maximum:
        raise _err(
            "state.kondice_max",
            f"velikost {size} má maximum kondice {maximum}, ne {max_in}.",
            f"the size {size} has maximum kondice {maximum}, not {max_in}.",
        )
    lost = 0
    if entry.get("kondice_lost") is not None:
        lost = _int(entry["kondice_lost"], "state.kondice_lost", 0, MAX_KONDICE_LOST)
    if entry.get("kondice") is not None:
        current = _int(entry["kondice"], "state.kondice", maximum - MAX_KONDICE_LOST, maximum)
        lost = maximum - current
    return {
        "size": size,
        "kondice_lost": lost,
        "vydrz_spent": _int(entry.get("vydrz_spent", 0), "state.vydrz_spent", 0, MAX_POOL),
        "vule_spent": _int(entry.get("vule_spent", 0), "state.vule_spent", 0, MAX_POOL),
        "sustaining_magic": _bool(entry.get("sustaining_magic", False), "state.sustaining_magic"),
        "brought_round": _bool(entry.get("brought_round", False), "state.brought_round"),
        "kondice_max": maximum,
        "kondice": maximum - lost,
    }


def _hooks(sheet: dict) -> tuple[int, list[str]]:
    """Goals and story hooks: their texts, and the count derived from them."""
    given = sheet.get("goals")
    count = None if given is None else _int(given, "goals", 0, MAX_GOALS)
    if "hooks" not in sheet:
        return count or 0, [""] * (count or 0)
    texts = _list(sheet["hooks"], "hooks")
    if len(texts) > MAX_GOALS:
        raise _err(
            "hooks", f"nejvýš {MAX_GOALS} cílů a námětů.", f"at most {MAX_GOALS} goals and hooks."
        )
    hooks = [_str(t, f"hooks[{i}]", limit=MAX_HOOK_TEXT) for i, t in enumerate(texts)]
    if count is None:
        return len(hooks), hooks
    hooks += [""] * max(0, count - len(hooks))
    while len(hooks) > count and not hooks[-1].strip():
        hooks.pop()
    if len(hooks) > count:
        raise _err(
            "goals",
            f"{count} je méně než {len(hooks)} zapsaných cílů a námětů; nejdřív jeden smaž.",
            f"{count} is fewer than the {len(hooks)} written goals and hooks; delete one first.",
        )
    return count, hooks


def set_hooks(sheet: dict, texts: list[str]) -> None:
    """Write the goals' and story hooks' texts into ``sheet`` (in place), count included."""
    sheet["hooks"] = list(texts)
    sheet["goals"] = len(sheet["hooks"])


def _exceptions(value: Any) -> list[dict]:
    out = []
    for i, e in enumerate(_list(value, "exceptions")):
        field = f"exceptions[{i}]"
        e = _dict(e, field, ("code", "reason", "subject"))
        subject = e.get("subject")
        out.append(
            {
                "code": _str(e.get("code", ""), f"{field}.code", required=True),
                "subject": None if subject is None else _str(subject, f"{field}.subject"),
                "reason": _str(e.get("reason", ""), f"{field}.reason", required=True),
            }
        )
    return out


TOP_KEYS = tuple(new_sheet())


def validate_sheet(sheet: Any) -> dict:
    """A normalised deep copy of ``sheet``; SheetError naming the field and the problem."""
    if not isinstance(sheet, dict):
        raise _err(
            "sheet",
            "deník postavy musí být objekt (slovník).",
            "the sheet must be an object (a dict).",
        )
    _dict(sheet, "sheet", TOP_KEYS)  # every part below is built afresh: a copy shares nothing
    goals, hooks = _hooks(sheet)
    out = {
        "level": _str(sheet.get("level", "profesionál"), "level", required=True, limit=200),
        "goals": goals,
        "hooks": hooks,
        "materials_xp": _int(sheet.get("materials_xp", 0), "materials_xp", 0, MAX_XP),
        "majetek": _rating(sheet.get("majetek", 0), "majetek"),
        "postaveni": _rating(sheet.get("postaveni", 0), "postaveni"),
        "znamosti": _rating(sheet.get("znamosti", 0), "znamosti"),
        "skills": _skills(sheet.get("skills", {})),
        "free_skills": _free_skills(
            sheet["free_skills"] if "free_skills" in sheet else new_sheet()["free_skills"]
        ),
        "spells": _names(sheet.get("spells", []), "spells"),
        "areas": _names(sheet.get("areas", []), "areas"),
        "contacts": [
            _contact(c, f"contacts[{i}]")
            for i, c in enumerate(_list(sheet.get("contacts", []), "contacts"))
        ],
        "networks": [
            _network(n, f"networks[{i}]")
            for i, n in enumerate(_list(sheet.get("networks", []), "networks"))
        ],
        "gear": [
            _gear(g, f"gear[{i}]") for i, g in enumerate(_list(sheet.get("gear", []), "gear"))
        ],
        "training": _training(
            sheet["training"] if "training" in sheet else new_sheet()["training"]
        ),
        "state": _state(sheet["state"] if "state" in sheet else new_sheet()["state"]),
        "exceptions": _exceptions(sheet.get("exceptions", [])),
    }
    return out


def earned_xp(sheet: dict) -> int:
    """XP earned in play: 1 per 4 hours of play in total, plus goal and other awards."""
    earned = sheet.get("training", {}).get("earned", [])
    hours = sum(e.get("hours", 0) for e in earned if e.get("source") == "play")
    return hours // 4 + sum(e.get("xp", 0) for e in earned if e.get("source") != "play")


def set_skill_rating(
    sheet: dict, skill: str, rating: int, specialisation: str | None = None, free: bool = False
) -> None:
    """Write a rating into ``sheet`` (in place), keeping the sheet in its plain form.

    A specialisation at or below its group's rating is no specialisation at all (the group's
    rating is what the character rolls), so it is dropped; raising a group drops the
    specialisations it reaches. A skill at 0 with no specialisation is not written.
    Free skills (``free=True``) keep their entry at any rating.
    """
    _rating(rating, f"skills.{skill}.rating")
    if free:
        sheet["free_skills"].setdefault(skill, {"rating": 3, "detail": ""})["rating"] = rating
        return
    entry = sheet["skills"].setdefault(skill, {"rating": 0})
    specs = entry.setdefault("specialisations", {})
    if specialisation is not None:
        if rating > entry["rating"]:
            specs[specialisation] = rating
        else:
            specs.pop(specialisation, None)
    else:
        entry["rating"] = rating
        for name in [s for s, r in specs.items() if r <= rating]:
            del specs[name]
    if not specs:
        del entry["specialisations"]
    if entry["rating"] == 0 and "specialisations" not in entry:
        del sheet["skills"][skill]
