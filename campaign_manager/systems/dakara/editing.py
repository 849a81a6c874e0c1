"""Sheet edits the GM makes on the Dakara sheet: contacts, networks, gear, earned XP,
waivers, goals and story hooks, free skills, resources and areas.

Pure Python. Every function changes a sheet dict in place (a normalised one, as
``validate_sheet`` gives) and leaves it a valid sheet, or raises RuleError changing
nothing. The widgets build no record themselves: a new contact, network, gear entry or
earned-XP entry comes from here, with valid defaults.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.dakara.catalogue import Catalogue
from campaign_manager.systems.dakara.costs import check_rating
from campaign_manager.systems.dakara.creation import (
    HOURS_PER_XP,
    effective_rating,
    free_skill_rating,
)
from campaign_manager.systems.dakara.sheet import (
    CONTACT_KEYS,
    EARNED_SOURCES,
    NETWORK_KEYS,
    set_hooks,
    validate_sheet,
)
from campaign_manager.systems.dakara.violations import Violation

NETWORK_SKILL = "Sítě"
RESOURCE_KEYS = ("majetek", "postaveni", "znamosti")
ROW_LISTS = {"contacts": CONTACT_KEYS, "networks": NETWORK_KEYS}
#: a new play session: the hours that earn one XP (1 zk za 4 hodiny hraní)
PLAY_SESSION_HOURS = HOURS_PER_XP


def _refuse(cs: str, en: str, code: str = "input") -> RuleError:
    return RuleError(Text(cs=cs, en=en), code)


def _checked(sheet: dict, edit) -> None:
    """Run ``edit`` on a copy; when the copy is a valid sheet, make ``sheet`` that copy."""
    trial = validate_sheet(sheet)
    edit(trial)
    valid = validate_sheet(trial)
    sheet.clear()
    sheet.update(valid)


def _row(sheet: dict, key: str, row: int) -> dict:
    rows = sheet[key]
    if isinstance(row, bool) or not isinstance(row, int) or not 0 <= row < len(rows):
        raise _refuse(
            f"Řádek {row!r} v {key} neexistuje.", f"There is no row {row!r} in {key}.", "row"
        )
    return rows[row]


# --- contacts ----------------------------------------------------------------------------
def new_contact(sheet: dict, name: str) -> dict:
    """A contact to add: ``name``, influence 1 (at most Známosti once it is raised), in the
    character's first area of influence."""
    return {
        "name": name.strip() or name,
        "influence": 1,
        "area": sheet["areas"][0] if sheet["areas"] else "",
        "who": "",
        "how_met": "",
        "where": "",
        "looks": "",
        "in_play": False,
    }


def add_contact(sheet: dict, name: str) -> dict:
    """Add a new contact named ``name`` (a name the sheet does not use yet); returns it."""
    if not isinstance(name, str) or not name.strip():
        raise _refuse("Kontakt potřebuje jméno.", "A contact needs a name.")
    taken = {c["name"] for c in sheet["contacts"]}
    base, number, unique = name.strip(), 2, name.strip()
    while unique in taken:
        unique, number = f"{base} {number}", number + 1
    contact = new_contact(sheet, unique)
    _checked(sheet, lambda s: s["contacts"].append(contact))
    return contact


# --- networks ----------------------------------------------------------------------------
def network_kinds(catalogue: Catalogue) -> list[str]:
    """The kinds of network: the specialisations of Sítě in the campaign's catalogue."""
    return list(catalogue.grouped.get(NETWORK_SKILL, []))


def default_network_kind(sheet: dict, catalogue: Catalogue) -> str:
    """The kind a new network gets: the character's best Sítě specialisation not yet used by
    one of its networks, else the first kind of the catalogue not yet used, else the first."""
    kinds = network_kinds(catalogue)
    if not kinds:
        raise _refuse(
            "Katalog kampaně nemá žádnou specializaci Sítí, síť nemá jaký druh.",
            "The campaign's catalogue has no Sítě specialisation: a network has no kind.",
            "no_network_kind",
        )
    used = {n["kind"] for n in sheet["networks"]}
    specs = sheet["skills"].get(NETWORK_SKILL, {}).get("specialisations", {})
    owned = sorted((k for k in kinds if k in specs and k not in used), key=lambda k: (-specs[k], k))
    if owned:
        return owned[0]
    free = [k for k in kinds if k not in used]
    return (free or kinds)[0]


def new_network(sheet: dict, catalogue: Catalogue) -> dict:
    """A network to add: a valid kind (see :func:`default_network_kind`), rated as the
    character's Sítě for that kind, no area, liaison or dead drop yet."""
    kind = default_network_kind(sheet, catalogue)
    return {
        "kind": kind,
        "area": "",
        "rating": effective_rating(sheet, NETWORK_SKILL, kind),
        "liaison": "",
        "dead_drop": "",
        "cipher": "",
        "language": "",
        "in_play": False,
    }


def add_network(sheet: dict, catalogue: Catalogue) -> dict:
    """Add a new network (see :func:`new_network`); returns it."""
    network = new_network(sheet, catalogue)
    _checked(sheet, lambda s: s["networks"].append(network))
    return network


# --- rows of contacts and networks ------------------------------------------------------
def _check_list(key: str) -> tuple[str, ...]:
    if key not in ROW_LISTS:
        raise _refuse(f"Neznámý seznam {key!r}.", f"Unknown list {key!r}.")
    return ROW_LISTS[key]


def set_row_field(
    sheet: dict, key: str, row: int, field: str, value: Any, catalogue: Catalogue | None = None
) -> None:
    """Set one field of a contact (``key="contacts"``) or a network (``"networks"``).

    A network's kind must be a Sítě specialisation of the catalogue; texts are stripped of
    surrounding spaces; a contact keeps a name.
    """
    keys = _check_list(key)
    if field not in keys:
        raise _refuse(f"{key} nemá pole {field!r}.", f"{key} has no field {field!r}.")
    _row(sheet, key, row)
    if isinstance(value, str):
        value = value.strip()
    kinds = network_kinds(catalogue) if catalogue is not None else None
    if key == "networks" and field == "kind" and kinds is not None and value not in kinds:
        raise _refuse(
            f"„{value}“ není druh sítě (specializace Sítí): {', '.join(kinds)}.",
            f"'{value}' is not a kind of network (a Sítě specialisation): {', '.join(kinds)}.",
            "network_kind",
        )
    if (
        key == "contacts"
        and field == "name"
        and value in {c["name"] for i, c in enumerate(sheet["contacts"]) if i != row}
    ):
        raise _refuse(
            f"Kontakt jménem {value} už postava má.",
            f"The character already has a contact named {value}.",
        )

    def edit(s: dict) -> None:
        old = s[key][row][field]
        s[key][row][field] = value
        if key == "contacts" and field == "name":  # a network's liaison follows the rename
            for network in s["networks"]:
                if network["liaison"] == old:
                    network["liaison"] = value

    _checked(sheet, edit)


def remove_rows(sheet: dict, key: str, rows: Iterable[int]) -> None:
    """Remove the given rows of contacts, networks, gear or earned XP."""
    if key not in (*ROW_LISTS, "gear", "earned"):
        raise _refuse(f"Neznámý seznam {key!r}.", f"Unknown list {key!r}.")
    target = sheet["training"]["earned"] if key == "earned" else sheet[key]
    wanted = sorted(set(rows), reverse=True)
    for row in wanted:
        if isinstance(row, bool) or not isinstance(row, int) or not 0 <= row < len(target):
            raise _refuse(
                f"Řádek {row!r} v {key} neexistuje.", f"There is no row {row!r} in {key}.", "row"
            )
    for row in wanted:
        del target[row]


# --- gear --------------------------------------------------------------------------------
def buy(sheet: dict, catalogue: Catalogue, name: str) -> None:
    """One more piece of ``name`` from the price list, at the price list's price."""
    if name not in catalogue.price_list():
        raise _refuse(f"„{name}“ není v ceníku.", f"'{name}' is not in the price list.", "unknown")
    rows = [
        i
        for i, item in enumerate(sheet["gear"])
        if item["name"] == name and item["price_md"] is None
    ]

    def edit(s: dict) -> None:
        if rows:
            s["gear"][rows[0]]["quantity"] += 1
        else:
            s["gear"].append({"name": name, "quantity": 1, "price_md": None})

    _checked(sheet, edit)


def set_gear_quantity(sheet: dict, row: int, quantity: int) -> None:
    _row(sheet, "gear", row)
    _checked(sheet, lambda s: s["gear"][row].__setitem__("quantity", quantity))


# --- earned XP (training) ---------------------------------------------------------------
def new_earned(source: str) -> dict:
    """An earned-XP entry: a play session of 4 hours (one XP's worth), a group goal of
    1 XP (the least a goal gives), or another award of nothing yet."""
    if source not in EARNED_SOURCES:
        raise _refuse(
            f"Zdroj zk je play, goal nebo other, ne {source!r}.",
            f"An XP source is play, goal or other, not {source!r}.",
        )
    return {
        "source": source,
        "hours": PLAY_SESSION_HOURS if source == "play" else 0,
        "xp": 1 if source == "goal" else 0,
        "note": "",
    }


def add_earned(sheet: dict, source: str) -> dict:
    entry = new_earned(source)
    _checked(sheet, lambda s: s["training"]["earned"].append(entry))
    return entry


def set_earned_field(sheet: dict, row: int, field: str, value: Any) -> None:
    """Set the hours, XP or note of one earned-XP entry (the sheet's ranges apply)."""
    if field not in ("hours", "xp", "note"):
        raise _refuse(
            f"Záznam zk nemá pole {field!r}.", f"An earned-XP entry has no field {field!r}."
        )
    _row(sheet["training"], "earned", row)
    _checked(sheet, lambda s: s["training"]["earned"][row].__setitem__(field, value))


# --- waivers -----------------------------------------------------------------------------
def waive(sheet: dict, violation: Violation, reason: str) -> None:
    """The GM waives ``violation`` (its code, for its subject only) with a reason."""
    if not isinstance(reason, str) or not reason.strip():
        raise _refuse(
            "Výjimka z pravidel potřebuje důvod.", "A waiver of a rule needs a reason.", "reason"
        )
    entry = {"code": violation.code, "subject": violation.subject, "reason": reason.strip()}
    _checked(sheet, lambda s: s["exceptions"].append(entry))


def withdraw(sheet: dict, violation: Violation) -> None:
    """Withdraw the waivers that cover ``violation``."""
    sheet["exceptions"] = [
        e
        for e in sheet["exceptions"]
        if not (e["code"] == violation.code and e.get("subject") in (None, violation.subject))
    ]


# --- goals and story hooks ---------------------------------------------------------------
def add_hook(sheet: dict, text: str = "") -> None:
    _checked(sheet, lambda s: set_hooks(s, [*s["hooks"], text]))


def set_hook_text(sheet: dict, index: int, text: str) -> None:
    _row(sheet, "hooks", index)

    def edit(s: dict) -> None:
        hooks = list(s["hooks"])
        hooks[index] = text
        set_hooks(s, hooks)

    _checked(sheet, edit)


def remove_hook(sheet: dict, index: int) -> None:
    _row(sheet, "hooks", index)

    def edit(s: dict) -> None:
        set_hooks(s, [h for i, h in enumerate(s["hooks"]) if i != index])

    _checked(sheet, edit)


def set_goals_count(sheet: dict, count: int) -> None:
    """Set the number of goals and hooks: more adds empty texts, fewer drops empty ones
    from the end and refuses to drop a written one."""
    _checked(sheet, lambda s: s.update({"goals": count}))


# --- the rest of the sheet --------------------------------------------------------------
def set_free_skill_detail(sheet: dict, catalogue: Catalogue, name: str, detail: str) -> None:
    """The language or milieu of a free skill (kept at its rating, the free one if unset)."""
    if catalogue.skill_kind(name) != "free":
        raise _refuse(f"{name} není dovednost zdarma.", f"{name} is not a free skill.", "not_free")
    rating = free_skill_rating(sheet, catalogue, name)
    _checked(
        sheet,
        lambda s: s["free_skills"].__setitem__(name, {"rating": rating, "detail": detail.strip()}),
    )


def set_resource(sheet: dict, key: str, value: int) -> None:
    """Majetek, Postavení or Známosti (0–6)."""
    if key not in RESOURCE_KEYS:
        raise _refuse(f"Neznámá statistika {key!r}.", f"Unknown stat {key!r}.")
    check_rating(value, key)
    sheet[key] = value


def parse_areas(text: str) -> list[str]:
    """Areas of influence from comma-separated text: trimmed, each once, in order."""
    areas: list[str] = []
    for part in text.split(","):
        if part.strip() and part.strip() not in areas:
            areas.append(part.strip())
    return areas


def set_areas(sheet: dict, areas: list[str]) -> None:
    _checked(sheet, lambda s: s.__setitem__("areas", list(areas)))


def set_materials(sheet: dict, xp: int) -> None:
    """XP spent on material resources."""
    _checked(sheet, lambda s: s.__setitem__("materials_xp", xp))


def set_level(sheet: dict, level: str, settings) -> None:
    """The creation level (one of the campaign's levels)."""
    settings.level(level)  # raises for an unknown level
    sheet["level"] = level
