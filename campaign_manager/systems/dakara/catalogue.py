"""The Dakara catalogue: skills, tables, price list, complex actions, weapons, spells.

Built from the data files in resources/rules/dakara/ and merged with a campaign's
additions (skills, specialisations, spells, weapons, armour, shields a GM adds). The
additions have a JSON form (``additions()`` / ``Catalogue.default(additions)``) the app
stores per campaign.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cache
from typing import Any

from campaign_manager.systems.common import RuleError, Text, load_json
from campaign_manager.systems.dakara.costs import check_rating
from campaign_manager.systems.dakara.settings import Currency

FILES = ("skills", "tables", "combat", "spells")


@cache
def _raw(name: str) -> Any:
    return load_json("rules", "dakara", f"{name}.json")


def data(name: str) -> Any:
    """A deep copy of one data file (skills, tables, combat, spells)."""
    return copy.deepcopy(_raw(name))


def unknown(kind_cs: str, kind_en: str, name: str) -> RuleError:
    """RuleError for a name the catalogue does not know (a ValueError)."""
    return RuleError(
        Text(
            cs=f"Neznám {kind_cs} „{name}“. Vypravěč může položku přidat do katalogu kampaně.",
            en=f"Unknown {kind_en} '{name}'; the GM can add it to the campaign catalogue.",
        ),
        "unknown",
    )


@dataclass(frozen=True)
class Spell:
    """A spell or magic ability: 1 XP, needs ``skill`` (or its ``specialisation``) at ``rating``."""

    name: str
    skill: str
    rating: int
    specialisation: str | None = None
    example: bool = False
    note: str = ""

    def to_dict(self) -> dict:
        return {
            "name": self.name,
            "skill": self.skill,
            "rating": self.rating,
            "specialisation": self.specialisation,
            "example": self.example,
            "note": self.note,
        }


@dataclass(frozen=True)
class Weapon:
    name: str
    skill: str
    attack: int = 0
    defence: int = 0
    damage: int = 0
    price_md: int | None = None
    specialisation: str | None = None
    example: bool = False


@dataclass(frozen=True)
class Armour:
    name: str
    quality: int  # Kvalita
    coverage: int  # Pokrytí
    price_md: int | None = None
    example: bool = False


@dataclass(frozen=True)
class Shield:
    name: str
    defence: int
    price_md: int | None = None
    example: bool = False


def _price(entry: dict, currency: Currency) -> int | None:
    price = entry.get("price")
    if price is None:
        return entry.get("price_md")
    return currency.to_md(price["amount"], price["unit"])


class Catalogue:
    """Skills, spells, tables and prices for one campaign (defaults + GM additions)."""

    def __init__(self, currency: Currency | None = None):
        self.currency = currency or Currency()
        skills = data("skills")
        tables = data("tables")
        combat = data("combat")
        self.rating_titles: dict[int, dict] = {r["rating"]: r for r in skills["rating_titles"]}
        self.grouped: dict[str, list[str]] = {
            g["name"]: list(g["specialisations"]) for g in skills["grouped"]
        }
        self.grouped_notes: dict[str, dict] = {g["name"]: g for g in skills["grouped"]}
        self.standalone: dict[str, str] = {
            name: section for section, names in skills["standalone"].items() for name in names
        }
        self.free: dict[str, int] = {f["name"]: f["free_rating"] for f in skills["free"]}
        self.vule_sources: dict = skills["vule_sources"]
        self.tables: dict = tables
        self.complex_actions: dict[str, dict] = {a["key"]: a for a in combat["complex_actions"]}
        self.creature_sizes: dict[str, int] = {
            s["key"]: s["maximum"] for s in tables["creature_sizes"]
        }
        self.spells: dict[str, Spell] = {}
        self.weapons: dict[str, Weapon] = {}
        self.armour: dict[str, Armour] = {}
        self.shields: dict[str, Shield] = {}
        for s in data("spells")["spells"]:
            self._put_spell(
                Spell(
                    **{k: s.get(k) for k in ("name", "skill", "rating")},
                    example=bool(s.get("example")),
                )
            )
        for w in combat["weapons"]:
            self.weapons[w["name"]] = self._weapon(w)
        for a in combat["armour"]:
            self.armour[a["name"]] = Armour(
                a["name"],
                a["quality"],
                a["coverage"],
                _price(a, self.currency),
                bool(a.get("example")),
            )
        for s in combat["shields"]:
            self.shields[s["name"]] = Shield(
                s["name"], s["defence"], _price(s, self.currency), bool(s.get("example"))
            )
        self._additions: dict[str, list] = {
            "skills": [],
            "specialisations": [],
            "spells": [],
            "weapons": [],
            "armour": [],
            "shields": [],
        }

    def _weapon(self, w: dict) -> Weapon:
        return Weapon(
            name=w["name"],
            skill=w["skill"],
            attack=w.get("attack", 0),
            defence=w.get("defence", 0),
            damage=w.get("damage", 0),
            price_md=_price(w, self.currency),
            specialisation=w.get("specialisation"),
            example=bool(w.get("example")),
        )

    # --- construction ---------------------------------------------------------------
    @classmethod
    def default(cls, additions: dict | None = None, currency: Currency | None = None) -> Catalogue:
        """The book's catalogue plus a campaign's ``additions`` (as :meth:`additions` gives)."""
        cat = cls(currency)
        if additions:
            cat.apply(additions)
        return cat

    def apply(self, additions: dict) -> None:
        """Add a campaign's ``additions`` (as :meth:`additions` gives them); a broken shape
        (not a record, a list that is not one, a field missing or unknown) is a RuleError
        naming it."""
        if not isinstance(additions, dict):
            raise _bad_additions("", "má být záznam (objekt)", "must be a record (an object)")
        for kind, (method, required, optional) in _ADDITIONS.items():
            rows = additions.get(kind, [])
            if not isinstance(rows, list):
                raise _bad_additions(kind, "má být seznam", "must be a list")
            for index, row in enumerate(rows):
                where = f"{kind}[{index}]"
                if not isinstance(row, dict):
                    raise _bad_additions(where, "má být záznam (objekt)", "must be a record")
                missing = [key for key in required if key not in row]
                extra = sorted(str(key) for key in row if key not in required + optional)
                if missing or extra:
                    raise _bad_additions(
                        where,
                        f"chybí {', '.join(missing)}" if missing else f"nezná {', '.join(extra)}",
                        f"lacks {', '.join(missing)}"
                        if missing
                        else f"has unknown {', '.join(extra)}",
                    )
                getattr(self, method)(**row)

    def additions(self) -> dict:
        """The campaign's additions as a JSON-ready dict."""
        return copy.deepcopy(self._additions)

    # --- GM additions ----------------------------------------------------------------
    def add_skill(
        self, name: str, section: str = "", grouped: bool = False, specialisations=()
    ) -> None:
        """Add a skill (standalone in ``section``, or grouped with ``specialisations``)."""
        name = _name(name, "skill")
        _text_arg(section, "section")
        if not isinstance(grouped, bool):
            raise _arg_error("grouped", "je ano/ne", "is yes or no", grouped)
        if not isinstance(specialisations, list | tuple):
            raise _arg_error(
                "specialisations", "je seznam názvů", "is a list of names", specialisations
            )
        if self.is_skill(name):
            raise RuleError(
                Text(
                    cs=f"Dovednost „{name}“ už v katalogu je.",
                    en=f"Skill '{name}' is already in the catalogue.",
                ),
                "duplicate",
            )
        if grouped:
            self.grouped[name] = [_name(s, "specialisation") for s in specialisations]
        else:
            if specialisations:
                raise RuleError(
                    Text(
                        cs="Samostatná dovednost nemá specializace.",
                        en="A standalone skill has no specialisations.",
                    ),
                    "standalone_spec",
                )
            self.standalone[name] = section or "Vlastní"
        self._additions["skills"].append(
            {
                "name": name,
                "section": section,
                "grouped": grouped,
                "specialisations": list(specialisations),
            }
        )

    def add_specialisation(self, skill: str, name: str) -> None:
        """Add a specialisation to a grouped skill."""
        _text_arg(skill, "skill")
        if skill not in self.grouped:
            raise unknown("sdruženou dovednost", "grouped skill", skill)
        name = _name(name, "specialisation")
        if name in self.grouped[skill]:
            raise RuleError(
                Text(
                    cs=f"Specializace „{name}“ už v {skill} je.",
                    en=f"'{name}' is already a specialisation of {skill}.",
                ),
                "duplicate",
            )
        self.grouped[skill].append(name)
        self._additions["specialisations"].append({"skill": skill, "name": name})

    def add_spell(
        self, name: str, skill: str, rating: int, specialisation: str | None = None, note: str = ""
    ) -> None:
        """Add a spell or magic ability needing ``skill`` (or its specialisation) at ``rating``."""
        name = _name(name, "spell")
        if name in self.spells:
            raise RuleError(
                Text(
                    cs=f"Kouzlo „{name}“ už v katalogu je.",
                    en=f"Spell '{name}' is already in the catalogue.",
                ),
                "duplicate",
            )
        check_rating(rating, f"spell {name}")
        _text_arg(note, "note")
        self.require_skill(skill, specialisation)
        spell = Spell(name, skill, rating, specialisation, False, note)
        self._put_spell(spell)
        self._additions["spells"].append(
            {
                "name": name,
                "skill": skill,
                "rating": rating,
                "specialisation": specialisation,
                "note": note,
            }
        )

    def _put_spell(self, spell: Spell) -> None:
        self.spells[spell.name] = spell

    def add_weapon(
        self,
        name: str,
        skill: str,
        attack: int = 0,
        defence: int = 0,
        damage: int = 0,
        price_md: int | None = None,
        specialisation: str | None = None,
    ) -> None:
        name = _unique(self.weapons, _name(name, "weapon"), "Zbraň", "Weapon")
        for what, value in (("attack", attack), ("defence", defence), ("damage", damage)):
            _number(value, what)
        _md(price_md)
        self.require_skill(skill, specialisation)
        self.weapons[name] = Weapon(name, skill, attack, defence, damage, price_md, specialisation)
        self._additions["weapons"].append(
            {
                "name": name,
                "skill": skill,
                "attack": attack,
                "defence": defence,
                "damage": damage,
                "price_md": price_md,
                "specialisation": specialisation,
            }
        )

    def add_armour(
        self, name: str, quality: int, coverage: int, price_md: int | None = None
    ) -> None:
        name = _unique(self.armour, _name(name, "armour"), "Zbroj", "Armour")
        _number(quality, "Kvalita")
        _number(coverage, "Pokrytí")
        _md(price_md)
        if min(quality, coverage) < 0:
            raise RuleError(
                Text(
                    cs="Kvalita a Pokrytí zbroje nesmí být záporné.",
                    en="Armour Kvalita and Pokrytí cannot be negative.",
                ),
                "armour",
            )
        self.armour[name] = Armour(name, quality, coverage, price_md)
        self._additions["armour"].append(
            {"name": name, "quality": quality, "coverage": coverage, "price_md": price_md}
        )

    def add_shield(self, name: str, defence: int, price_md: int | None = None) -> None:
        name = _unique(self.shields, _name(name, "shield"), "Štít", "Shield")
        _number(defence, "defence", 0)
        _md(price_md)
        self.shields[name] = Shield(name, defence, price_md)
        self._additions["shields"].append({"name": name, "defence": defence, "price_md": price_md})

    def without(self, kind: str, index: int) -> Catalogue:
        """A new catalogue without the campaign's addition ``index`` of ``kind``.

        ``kind`` is a key of :meth:`additions` (IndexError for a wrong ``index``). RuleError
        when another addition needs the removed one (a spell of a removed skill); this
        catalogue is left as it was.
        """
        additions = self.additions()
        removed = additions[kind].pop(index)
        try:
            return Catalogue.default(additions, self.currency)
        except RuleError as error:
            raise RuleError(
                Text(
                    cs=f"„{removed['name']}“ nelze odebrat, potřebuje ho jiná přidaná "
                    f"položka: {error.text.cs}",
                    en=f"'{removed['name']}' cannot be removed, another addition needs it: "
                    f"{error.text.en}",
                ),
                "in_use",
            ) from error

    # --- queries ----------------------------------------------------------------------
    def is_skill(self, name: str) -> bool:
        return name in self.grouped or name in self.standalone or name in self.free

    def skill_kind(self, name: str) -> str:
        """ "grouped", "standalone" or "free"; RuleError for an unknown skill."""
        if name in self.grouped:
            return "grouped"
        if name in self.standalone:
            return "standalone"
        if name in self.free:
            return "free"
        raise unknown("dovednost", "skill", name)

    def require_skill(self, skill: str, specialisation: str | None = None) -> None:
        _text_arg(skill, "skill")
        if specialisation is not None:
            _text_arg(specialisation, "specialisation")
        kind = self.skill_kind(skill)
        if specialisation is None:
            return
        if kind != "grouped":
            raise RuleError(
                Text(
                    cs=f"{skill} je samostatná dovednost a nemá specializace.",
                    en=f"{skill} is a standalone skill and has no specialisations.",
                ),
                "standalone_spec",
            )
        if specialisation not in self.grouped[skill]:
            raise unknown(
                f"specializaci dovednosti {skill}", f"specialisation of {skill}", specialisation
            )

    def spell(self, name: str) -> Spell:
        try:
            return self.spells[name]
        except KeyError:
            raise unknown("kouzlo ani schopnost", "spell or ability", name) from None

    def rating_title(self, rating: int) -> str:
        return self.rating_titles[check_rating(rating)]["title"]

    def table_text(self, table: str, rating: int) -> str:
        """The text of row ``rating`` of "majetek", "postaveni" or "znamosti"."""
        row = self.tables[table][check_rating(rating)]
        return row.get("text") or f"{row['name']} ({row['living']})"

    def living_monthly_md(self, standard: str) -> int | None:
        for row in self.tables["living_standards"]:
            if row["name"] == standard:
                m = row["monthly"]
                return None if m is None else self.currency.to_md(m["amount"], m["unit"])
        raise unknown("úroveň živobytí", "living standard", standard)

    @staticmethod
    def living_item_names(standard: str) -> tuple[str, str]:
        """The price-list names of a month's living and of the civilian kit of ``standard``."""
        return f"Živobytí – {standard} (1 měsíc)", f"Civilní výbava – {standard}"

    def living_standard_of(self, item_name: str) -> str | None:
        """The living standard a living or civilian-kit item belongs to (None: other gear)."""
        return self._living_items().get(item_name)

    def _living_items(self) -> dict[str, str]:
        """Each living and civilian-kit item's name → its living standard, built once (the
        tables are not changed by additions)."""
        found = self.__dict__.get("_living")
        if found is None:
            found = self.__dict__["_living"] = {}
            for row in reversed(self.tables["living_standards"]):  # the first row wins
                for name in self.living_item_names(row["name"]):
                    found[name] = row["name"]
        return found

    def gear_prices(self) -> dict[str, int]:
        """:meth:`price_list` itself, not a copy: for reading only (the roster prices
        thousands of sheets' gear)."""
        key = (len(self.weapons), len(self.armour), len(self.shields))
        cached = self.__dict__.get("_prices")
        if cached is None or cached[0] != key:
            cached = self.__dict__["_prices"] = (key, self._price_list())
        return cached[1]

    def covered_living_md(self, majetek: int) -> int:
        """What Majetek ``majetek`` covers of a month's living, in md (0: nothing), built
        once per rating."""
        found = self.__dict__.setdefault("_covered", {})
        if majetek not in found:
            standard = self.tables["majetek"][majetek]["living"]
            found[majetek] = self.living_monthly_md(standard) or 0
        return found[majetek]

    def price_list(self) -> dict[str, int]:
        """Every priced item at creation, in md: action gear, living, civilian kit, weapons…

        Worked out once per catalogue (the roster prices thousands of sheets' gear) and
        again after an addition; the caller gets its own copy."""
        return dict(self.gear_prices())

    def _price_list(self) -> dict[str, int]:
        prices: dict[str, int] = {}
        for g in self.tables["action_gear"]:
            prices[g["name"]] = self.currency.to_md(g["price"]["amount"], g["price"]["unit"])
        for row in self.tables["living_standards"]:
            monthly = self.living_monthly_md(row["name"])
            if monthly is not None:
                for name in self.living_item_names(row["name"]):
                    prices[name] = monthly
        for group in (self.weapons, self.armour, self.shields):
            for item in group.values():
                if item.price_md is not None:
                    prices[item.name] = item.price_md
        return prices

    def creature_maximum(self, size: str) -> int:
        try:
            return self.creature_sizes[size]
        except KeyError:
            raise unknown("velikost tvora", "creature size", size) from None


#: the campaign's additions, in the order they apply: the method, its required and its
#: optional fields
_ADDITIONS = {
    "skills": ("add_skill", ("name",), ("section", "grouped", "specialisations")),
    "specialisations": ("add_specialisation", ("skill", "name"), ()),
    "spells": ("add_spell", ("name", "skill", "rating"), ("specialisation", "note")),
    "weapons": (
        "add_weapon",
        ("name", "skill"),
        ("attack", "defence", "damage", "price_md", "specialisation"),
    ),
    "armour": ("add_armour", ("name", "quality", "coverage"), ("price_md",)),
    "shields": ("add_shield", ("name", "defence"), ("price_md",)),
}


def _bad_additions(where: str, cs: str, en: str) -> RuleError:
    at = f" {where}" if where else ""
    return RuleError(
        Text(
            cs=f"Doplňky katalogu kampaně{at}: {cs}.",
            en=f"The campaign's catalogue additions{at}: {en}.",
        ),
        "catalogue",
    )


def _arg_error(what: str, cs: str, en: str, value: Any) -> RuleError:
    return RuleError(
        Text(cs=f"{what} {cs}, ne {value!r:.40}.", en=f"{what} {en}, not {value!r:.40}."),
        "input",
    )


def _text_arg(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise _arg_error(what, "je text", "is a text", value)
    return value


def _name(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise RuleError(
            Text(cs=f"Název ({what}) nesmí být prázdný.", en=f"The {what} name cannot be empty."),
            "name",
        )
    return value.strip()


def _unique(existing: dict, name: str, kind_cs: str, kind_en: str) -> str:
    if name in existing:
        raise RuleError(
            Text(
                cs=f"{kind_cs} „{name}“ už v katalogu je.",
                en=f"{kind_en} '{name}' is already in the catalogue.",
            ),
            "duplicate",
        )
    return name


def _number(value: Any, what: str, minimum: int | None = None) -> int:
    """A whole number (at least ``minimum`` if given), or RuleError naming ``what``."""
    whole = isinstance(value, int) and not isinstance(value, bool)
    if not whole or (minimum is not None and value < minimum):
        low = "" if minimum is None else f" ≥ {minimum}"
        raise RuleError(
            Text(
                cs=f"{what}: musí být celé číslo{low}, ne {value!r}.",
                en=f"{what}: must be a whole number{low}, not {value!r}.",
            ),
            "number",
        )
    return value


def _md(price_md: Any) -> int | None:
    """A price in měďáky (not negative), or None: not for sale."""
    return None if price_md is None else _number(price_md, "price (md)", 0)
