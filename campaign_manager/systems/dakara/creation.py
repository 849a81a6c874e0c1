"""Character creation and training: budget, costs, limits, violations (Tvorba postavy).

``evaluate_creation(sheet)`` prices the whole sheet with the creation costs and checks it
against the creation limits of its level, or, once the character has earned XP in play,
against the training limits for its total XP (Studium a trénink: training follows the
creation rules with the limits of the training table).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from campaign_manager.systems.common import RuleError, SheetError, Text
from campaign_manager.systems.dakara.catalogue import Catalogue
from campaign_manager.systems.dakara.costs import (
    FREE_SKILL_RATING,
    free_skill_cost,
    grouped_cost,
    specialisation_cost,
    spell_cost,
    standalone_cost,
)
from campaign_manager.systems.dakara.settings import DakaraSettings
from campaign_manager.systems.dakara.sheet import earned_xp, validate_sheet
from campaign_manager.systems.dakara.violations import (
    TRAINING_SECTION,
    Violation,
    apply_exceptions,
    violation,
)

GOALS_MAX_XP = 3  # Cíle a příběhové náměty: nejvíce 3 zk
HOURS_PER_XP = 4  # Získávání zkušeností: 1 zk za každé 4 hodiny hraní
RESOURCES = (("majetek", "Majetek"), ("postaveni", "Postavení"), ("znamosti", "Známosti"))
_NONE: dict = {}  # no specialisations (read, never written)


class CostItem(NamedTuple):
    """One line of the cost breakdown (a named tuple: a sheet has dozens, and the roster
    prices thousands of sheets at a settings change)."""

    # grouped, specialisation, standalone, free_skill, majetek/postaveni/znamosti, spell, materials
    kind: str
    name: str
    rating: int | None
    xp: int


@dataclass(frozen=True)
class Evaluation:
    """The result of :func:`evaluate_creation`."""

    budget: int
    spent: int
    remaining: int
    violations: list[Violation]
    items: list[CostItem]
    level_budget: int
    goals_xp: int
    earned_xp: int
    top_two_limit: int
    others_limit: int
    training: bool  # limits from the training table rather than the creation level
    stats: dict[str, int] = field(default_factory=dict)  # counted rating of each stat
    materials_md: int = 0
    gear_md: int = 0

    @property
    def cash_md(self) -> int:
        """Unspent material resources: the character's starting cash, in md."""
        return self.materials_md - self.gear_md

    @property
    def open_violations(self) -> list[Violation]:
        return [v for v in self.violations if not v.waived]

    @property
    def legal(self) -> bool:
        """True when every violation is waived by a GM exception."""
        return not self.open_violations


def effective_rating(
    sheet: dict, skill: str, specialisation: str | None = None, catalogue: Catalogue | None = None
) -> int:
    """The rating rolled for ``Skill (Specialisation)``: the higher of the skill's and the
    specialisation's (a specialisation written below its group adds nothing), else the
    skill's. A free skill not on the sheet is at its free rating (with ``catalogue``).
    What it reads of the sheet must have the sheet's shape (SheetError naming the field):
    a fight reads sheets it does not validate whole."""
    entry = _skills_of(sheet, "skills").get(skill) or _skills_of(sheet, "free_skills").get(skill)
    if not entry:
        if catalogue is not None and skill in catalogue.free:
            return catalogue.free[skill]
        return 0
    rating = entry.get("rating", 0) if type(entry) is dict else None
    if type(rating) is not int:
        raise SheetError(
            f"skills.{skill}",
            Text(
                cs="má být záznam s celočíselným hodnocením („rating“).",
                en="must be a record with a whole-number 'rating'.",
            ),
        )
    specs = entry.get("specialisations") or {}
    if type(specs) is not dict:
        raise SheetError(
            f"skills.{skill}.specialisations",
            Text(cs="má být objekt {název: hodnocení}.", en="must be an object {name: rating}."),
        )
    if specialisation is not None and specialisation in specs:
        value = specs[specialisation]
        if type(value) is not int:
            raise SheetError(
                f"skills.{skill}.specialisations.{specialisation}",
                Text(cs="má být celé číslo.", en="must be a whole number."),
            )
        return max(rating, value)
    return rating


def _skills_of(sheet: dict, key: str) -> dict:
    skills = sheet.get(key, {})
    if type(skills) is not dict:
        raise SheetError(key, Text(cs="má být objekt.", en="must be an object."))
    return skills


def free_skill_rating(sheet: dict, catalogue: Catalogue, name: str) -> int:
    """A free skill's rating: as written, else its free rating (3)."""
    entry = sheet.get("free_skills", {}).get(name)
    return entry["rating"] if entry else catalogue.free.get(name, FREE_SKILL_RATING)


def materials_rate(catalogue: Catalogue) -> int:
    """Zl that one XP of material resources buys (data: tables.json, materials_zl_per_xp)."""
    return catalogue.tables["materials_zl_per_xp"]


def play_hours(sheet: dict) -> int:
    """Hours of play in every play-session entry together (they earn 1 XP per 4 hours)."""
    earned = sheet.get("training", {}).get("earned", [])
    return sum(e.get("hours", 0) for e in earned if e.get("source") == "play")


def stat_ratings(sheet: dict, catalogue: Catalogue) -> dict[str, int]:
    """Every stat that counts toward the limits, at its counted rating.

    A grouped skill counts once, at the highest of its rating and its specialisations'
    (Fyzická zdatnost 2 with Běh 3 is one stat at 3). Free skills count only when raised
    above their free rating. Stats at 0 are left out.
    """
    stats: dict[str, int] = {}
    skills, free, free_skills = sheet["skills"], catalogue.free, sheet["free_skills"]
    for name in sorted(skills):
        entry = skills[name]
        specs = entry.get("specialisations")
        stats[name] = max(entry["rating"], *specs.values()) if specs else entry["rating"]
    for name in sorted(free_skills):
        rating = free_skills[name]["rating"]
        if rating > free.get(name, 3):
            stats[name] = rating
    for key, label in RESOURCES:
        stats[label] = sheet[key]
    return {k: v for k, v in stats.items() if v > 0}


def _skill_costs(
    sheet: dict, catalogue: Catalogue, items: list[CostItem], out: list[Violation]
) -> None:
    skills, grouped, add = sheet["skills"], catalogue.grouped, items.append
    for name in sorted(skills):
        entry = skills[name]
        rating, specs = entry["rating"], entry.get("specialisations") or _NONE
        known = grouped.get(name)  # a grouped skill's specialisations (the usual case)
        if known is None:
            kind = catalogue.skill_kind(name)  # raises for an unknown skill
            if kind == "free":
                raise RuleError(
                    Text(
                        cs=f"{name} je dovednost zdarma: patří do free_skills, ne do skills.",
                        en=f"{name} is a free skill: it belongs in free_skills, not skills.",
                    ),
                    "free_skill_place",
                )
            if specs:
                catalogue.require_skill(name, next(iter(specs)))  # raises: no specialisations
            add(CostItem("standalone", name, rating, standalone_cost(rating)))
            continue
        add(CostItem("grouped", name, rating, grouped_cost(rating)))
        if not specs:
            continue
        for spec in sorted(specs):
            if spec not in known:
                catalogue.require_skill(name, spec)  # raises: names the unknown one
            value = specs[spec]
            add(
                CostItem(
                    "specialisation", f"{name} ({spec})", value, specialisation_cost(rating, value)
                )
            )
        _spec_limits(name, rating, specs, out)


def _spec_limits(name: str, rating: int, specs: dict[str, int], out: list[Violation]) -> None:
    if not specs:  # nothing raised: no limit to break
        return
    raised = sorted(s for s, r in specs.items() if r > rating)
    if rating == 0:
        too_high = [s for s in raised if specs[s] > 2]
        if len(raised) > 1 or too_high:
            out.append(
                violation(
                    "spec_group_zero",
                    name,
                    f"{name} je na 0: smíš mít jen jednu její specializaci, nejvýše "
                    f"na 2 (máš {', '.join(f'{s} {specs[s]}' for s in raised)})",
                    f"{name} is at 0: only one of its specialisations is allowed, at "
                    f"most at 2 (has {', '.join(f'{s} {specs[s]}' for s in raised)})",
                )
            )
        return
    for spec in raised:
        if specs[spec] > rating + 2:
            out.append(
                violation(
                    "spec_cap",
                    f"{name} ({spec})",
                    f"{name} ({spec}) {specs[spec]}: specializace smí být nejvýše "
                    f"o 2 nad sdruženou dovedností ({rating} + 2 = {rating + 2})",
                    f"{name} ({spec}) {specs[spec]}: a specialisation may be "
                    f"at most 2 above its group ({rating} + 2 = {rating + 2})",
                )
            )
    if len(raised) > rating + 1:
        out.append(
            violation(
                "spec_count",
                name,
                f"{name} {rating}: nejvýše {rating + 1} specializace "
                f"(o jednu víc než hodnocení), máš {len(raised)}",
                f"{name} {rating}: at most {rating + 1} specialisations "
                f"(one more than its rating), has {len(raised)}",
            )
        )


def _limits(
    stats: dict[str, int], top_two: int, others: int, training: bool, out: list[Violation]
) -> None:
    section = TRAINING_SECTION if training else None
    for name, rating in stats.items():
        if rating > top_two:
            out.append(
                violation(
                    "limit_top_two",
                    name,
                    f"{name} {rating}: nejvyšší povolené hodnocení je {top_two}",
                    f"{name} {rating}: the highest allowed rating is {top_two}",
                    section,
                )
            )
    above = sorted(n for n, r in stats.items() if r > others)
    if len(above) > 2:
        listed = ", ".join(f"{n} {stats[n]}" for n in above)
        out.append(
            violation(
                "limit_others",
                None,
                f"nad {others} smějí být jen dvě statistiky, jsou {len(above)}: {listed}",
                f"only two stats may be above {others}, there are {len(above)}: {listed}",
                section,
            )
        )


def _spells(sheet: dict, catalogue: Catalogue, items: list[CostItem], out: list[Violation]) -> None:
    for name in sorted(sheet["spells"]):
        spell = catalogue.spell(name)
        items.append(CostItem("spell", name, None, spell_cost(1)))
        have = effective_rating(sheet, spell.skill, spell.specialisation)
        if have < spell.rating:
            need = spell.skill + (f" ({spell.specialisation})" if spell.specialisation else "")
            out.append(
                violation(
                    "spell_requirement",
                    name,
                    f"{name} vyžaduje {need} alespoň {spell.rating}, postava má {have}",
                    f"{name} needs {need} at least {spell.rating}, the character has {have}",
                )
            )


def areas_allowed(sheet: dict) -> int:
    """How many areas of influence the character may choose: one per Známosti point."""
    return sheet["znamosti"]


def _contacts(sheet: dict, out: list[Violation]) -> None:
    rating, areas = areas_allowed(sheet), sheet["areas"]
    if len(areas) > rating:
        out.append(
            violation(
                "areas_count",
                None,
                f"Známosti {rating}: nejvýše {rating} oblastí "
                f"působení (jedna za bod), zapsáno {len(areas)}",
                f"Známosti {rating}: at most {rating} areas of "
                f"influence (one per point), {len(areas)} written",
            )
        )
    written = [c for c in sheet["contacts"] if not c["in_play"]]
    if len(written) > rating:
        out.append(
            violation(
                "contacts_count",
                None,
                f"Známosti {rating}: při tvorbě nejvýše {rating} "
                f"zapsaných kontaktů, zapsáno {len(written)}",
                f"Známosti {rating}: at most {rating} written "
                f"contacts at creation, {len(written)} written",
            )
        )
    for c in written:
        if c["influence"] > rating:
            out.append(
                violation(
                    "contact_influence",
                    c["name"],
                    f"{c['name']}: vliv {c['influence']} je vyšší než Známosti {rating}",
                    f"{c['name']}: influence {c['influence']} is above Známosti {rating}",
                )
            )
        if c["area"] not in areas:
            out.append(
                violation(
                    "contact_area",
                    c["name"],
                    f"{c['name']}: oblast „{c['area']}“ není mezi vybranými oblastmi Známostí",
                    f"{c['name']}: area '{c['area']}' is not among the chosen Známosti areas",
                )
            )


def networks_allowed(sheet: dict) -> int:
    """How many networks the character may have at creation: its Sítě rating, or one if it
    has only a specialisation of Sítě (Seznam dovedností – Sítě)."""
    site = sheet["skills"].get("Sítě", {"rating": 0})
    specs = [s for s, r in site.get("specialisations", {}).items() if r > site["rating"]]
    return site["rating"] if site["rating"] > 0 else min(1, len(specs))


def _networks(sheet: dict, catalogue: Catalogue, out: list[Violation]) -> None:
    allowed = networks_allowed(sheet)
    created = [n for n in sheet["networks"] if not n["in_play"]]
    if len(created) > allowed:
        out.append(
            violation(
                "networks_count",
                None,
                f"při tvorbě smí mít postava {allowed} sítí (hodnocení "
                f"Sítí, nebo 1 s jedinou specializací), má {len(created)}",
                f"at creation the character may have {allowed} networks (its Sítě "
                f"rating, or 1 with a single specialisation), has {len(created)}",
            )
        )
    contacts = {c["name"] for c in sheet["contacts"]}
    for net in sheet["networks"]:
        catalogue.require_skill("Sítě", net["kind"])
        label = f"{net['kind']} – {net['area']}"
        have = effective_rating(sheet, "Sítě", net["kind"])
        if net["rating"] > have:
            out.append(
                violation(
                    "network_rating",
                    label,
                    f"síť {label} {net['rating']}: Sítě ({net['kind']}) postavy jsou jen {have}",
                    f"network {label} {net['rating']}: the "
                    f"character's Sítě ({net['kind']}) is only {have}",
                )
            )
        if net["liaison"] and net["liaison"] not in contacts:
            out.append(
                violation(
                    "network_liaison",
                    label,
                    f"spojka sítě {label} „{net['liaison']}“ není mezi kontakty postavy",
                    f"the liaison of network {label}, '{net['liaison']}', "
                    "is not one of the character's contacts",
                )
            )


def item_price_md(sheet: dict, catalogue: Catalogue, item: dict) -> int:
    """What one unit of a gear entry costs the character, in md.

    The entry's own price if it gives one, else the price list's. Living and civilian kit
    are covered by Majetek up to its standard (Požitky z majetku, Civilní výbava): at or
    below it they cost nothing, above it only the difference.
    """
    if item["price_md"] is not None:
        return item["price_md"]
    prices = catalogue.gear_prices()
    if item["name"] not in prices:
        raise RuleError(
            Text(
                cs=f"„{item['name']}“ není v ceníku: zadej cenu (price_md).",
                en=f"'{item['name']}' is not in the price list: give its price (price_md).",
            ),
            "unknown",
        )
    price = prices[item["name"]]
    if catalogue.living_standard_of(item["name"]) is not None:
        price = max(0, price - catalogue.covered_living_md(sheet["majetek"]))
    return price


def gear_cost_md(sheet: dict, catalogue: Catalogue) -> int:
    """The price of the sheet's gear in md (see :func:`item_price_md`)."""
    return sum(item_price_md(sheet, catalogue, item) * item["quantity"] for item in sheet["gear"])


def evaluate_creation(
    sheet: dict, settings: DakaraSettings | None = None, catalogue: Catalogue | None = None
) -> Evaluation:
    """Budget, spent, remaining, the cost breakdown and the violations of a sheet.

    Raises ValueError (RuleError/SheetError) for a malformed sheet, an unknown level,
    skill, specialisation, spell or unpriced item.
    """
    return evaluate_valid(validate_sheet(sheet), settings, catalogue)


def evaluate_valid(
    sheet: dict, settings: DakaraSettings | None = None, catalogue: Catalogue | None = None
) -> Evaluation:
    """:func:`evaluate_creation` of a sheet ``validate_sheet`` has already normalised (the
    roster prices thousands of sheets; each is validated once)."""
    settings = settings or DakaraSettings.default()
    catalogue = catalogue or Catalogue.default(currency=settings.currency)
    level = settings.level(sheet["level"])
    goals_xp = min(sheet["goals"], GOALS_MAX_XP)
    earned = earned_xp(sheet)
    budget = level.budget + goals_xp + earned

    items: list[CostItem] = []
    found: list[Violation] = []
    _skill_costs(sheet, catalogue, items, found)
    for name in sorted(sheet["free_skills"]):
        if catalogue.skill_kind(name) != "free":
            raise RuleError(
                Text(cs=f"{name} není dovednost zdarma.", en=f"{name} is not a free skill."),
                "not_free",
            )
        rating = sheet["free_skills"][name]["rating"]
        items.append(
            CostItem("free_skill", name, rating, free_skill_cost(rating, catalogue.free[name]))
        )
    for key, label in RESOURCES:
        items.append(CostItem(key, label, sheet[key], grouped_cost(sheet[key])))
    _spells(sheet, catalogue, items, found)
    items.append(CostItem("materials", "Materiální zdroje", None, sheet["materials_xp"]))

    spent = sum(i.xp for i in items)
    if spent > budget:
        found.insert(
            0,
            violation(
                "budget_exceeded",
                None,
                f"utraceno {spent} zk z {budget} zk, o {spent - budget} zk víc",
                f"{spent} XP spent of {budget} XP, {spent - budget} XP too many",
            ),
        )
    training = earned > 0
    if training:
        row = settings.training_row(budget)
        top_two, others = row.top_two, row.others
    else:
        top_two, others = level.top_two, level.others
    stats = stat_ratings(sheet, catalogue)
    _limits(stats, top_two, others, training, found)
    _contacts(sheet, found)
    _networks(sheet, catalogue, found)

    zl_per_xp = materials_rate(catalogue)
    materials_md = catalogue.currency.to_md(sheet["materials_xp"] * zl_per_xp, "zl")
    gear_md = gear_cost_md(sheet, catalogue)
    if gear_md > materials_md:
        fmt = catalogue.currency.format
        found.append(
            violation(
                "materials_overspent",
                None,
                f"výbava stojí {fmt(gear_md)}, materiální zdroje "
                f"dávají {fmt(materials_md)} ({zl_per_xp} zl za 1 zk)",
                f"gear costs {fmt(gear_md)}, material resources "
                f"give {fmt(materials_md)} ({zl_per_xp} zl per XP)",
            )
        )
    return Evaluation(
        budget=budget,
        spent=spent,
        remaining=budget - spent,
        violations=apply_exceptions(found, sheet["exceptions"]),
        items=items,
        level_budget=level.budget,
        goals_xp=goals_xp,
        earned_xp=earned,
        top_two_limit=top_two,
        others_limit=others,
        training=training,
        stats=stats,
        materials_md=materials_md,
        gear_md=gear_md,
    )


def training_cost(
    before: dict,
    after: dict,
    settings: DakaraSettings | None = None,
    catalogue: Catalogue | None = None,
) -> int:
    """XP a training step costs: the same costs as creation, after minus before."""
    settings = settings or DakaraSettings.default()
    catalogue = catalogue or Catalogue.default(currency=settings.currency)
    return (
        evaluate_creation(after, settings, catalogue).spent
        - evaluate_creation(before, settings, catalogue).spent
    )


def play_xp(hours: int) -> int:
    """XP for ``hours`` of play: 1 XP per 4 hours (Získávání zkušeností)."""
    if isinstance(hours, bool) or not isinstance(hours, int) or hours < 0:
        raise RuleError(
            Text(
                cs=f"Hodiny hraní musí být ≥ 0, ne {hours!r}.",
                en=f"Hours of play must be ≥ 0, not {hours!r}.",
            ),
            "hours",
        )
    return hours // HOURS_PER_XP


def goal_xp(xp: int) -> int:
    """XP for a group goal: 1 to 10 by difficulty and time taken (Získávání zkušeností)."""
    if isinstance(xp, bool) or not isinstance(xp, int) or not 1 <= xp <= 10:
        raise RuleError(
            Text(
                cs=f"Za skupinový cíl je 1–10 zk, ne {xp!r}.",
                en=f"A group goal gives 1–10 XP, not {xp!r}.",
            ),
            "goal_xp",
        )
    return xp


def violations_by_subject(evaluation: Evaluation) -> dict[str, list[Violation]]:
    """The violations that concern each stat or item, for flagging rows as they are entered.

    Keys are skill names, ``"Skill (Specialisation)"``, Majetek/Postavení/Známosti, spell,
    contact and network labels. The limit on stats above the others-limit has no single
    subject: it flags every stat above that limit.
    """
    out: dict[str, list[Violation]] = {}
    for v in evaluation.violations:
        if v.subject:
            out.setdefault(v.subject, []).append(v)
        elif v.code == "limit_others":
            for name, rating in evaluation.stats.items():
                if rating > evaluation.others_limit:
                    out.setdefault(name, []).append(v)
    return out
