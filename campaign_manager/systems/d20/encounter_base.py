"""Shared parts of the d20 encounter: the campaign's settings, the live creature of a
combatant (and writing it back to its sheet), the core's results as log events and save
prompts, what a combatant can do now, and its band for the player view.

Pure Python. The encounter itself is in encounter.py; see its docstring for the state.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Any

from campaign_manager.systems.common import (
    RuleError,
    SheetError,
    Text,
    by_gender,
    gender_of,
    roll,
)
from campaign_manager.systems.d20.creature import Creature
from campaign_manager.systems.d20.data import condition_label, save_words
from campaign_manager.systems.d20.events import Result
from campaign_manager.systems.d20.settings import D20Settings
from campaign_manager.systems.d20.sheet import (
    creature_from_sheet,
    creature_to_sheet,
    maxima,
    validate_sheet,
)
from campaign_manager.systems.encounter_common import band, combatant, refuse
from campaign_manager.systems.outcome import Event, Prompt

SETTING_NAMES = frozenset(f.name for f in dataclasses.fields(D20Settings))


# -- settings -----------------------------------------------------------------------------
def settings_dict(settings: dict | None) -> dict:
    """The d20 part of ``settings``: the campaign's d20 settings as given, or the ``"d20"``
    entry of a whole campaign settings dict. Checked by D20Settings (unknown keys refused)."""
    raw = dict(settings or {})
    if isinstance(raw.get("d20"), dict) and not SETTING_NAMES & set(raw):
        raw = dict(raw["d20"])
    D20Settings.from_dict(raw)
    return raw


def settings_of(state: dict) -> D20Settings:
    """The fight's D20Settings (checked; the same values give the same frozen object: a
    fight of 200 asks this for every row)."""
    values = state.get("settings") or {}
    try:
        return _settings(tuple(sorted(values.items())))
    except TypeError:  # a value that is no setting (unhashable): from_dict says why
        return D20Settings.from_dict(values)


@lru_cache(maxsize=64)
def _settings(items: tuple) -> D20Settings:
    return D20Settings.from_dict(dict(items))


# -- the live creature --------------------------------------------------------------------
def creature_of(state: dict, cid: str) -> Creature:
    """The live Creature of combatant ``cid`` (from its sheet, under the campaign's rules),
    its texts agreeing with the combatant's grammatical gender."""
    record = combatant(state, cid)
    creature = creature_from_sheet(record["sheet"], settings_of(state))
    creature.gender = gender_of(record)
    return creature


def said(state: dict, cid: str, masculine: str, feminine: str, neuter: str) -> str:
    """The Czech form that agrees with combatant ``cid``'s grammatical gender."""
    return by_gender(gender_of(combatant(state, cid)), masculine, feminine, neuter)


def store(state: dict, cid: str, creature: Creature) -> None:
    """Write the creature back into the combatant's sheet (its wounds travel with it)."""
    state["combatants"][cid]["sheet"] = creature_to_sheet(creature)


def name_of(state: dict, cid: str) -> str:
    return state["combatants"][cid]["name"]


def named(name: str, text: Text) -> Text:
    """``text`` as a log line about ``name``: "Bořek Hrabal: Stamina −8 (20 left)."."""
    return Text(cs=f"{name}: {text.cs}", en=f"{name}: {text.en}")


def line(state: dict, cid: str, cs: str, en: str, kind: str = "note") -> Event:
    return Event(named(name_of(state, cid), Text(cs=cs, en=en)), kind, cid)


def save_prompt(state: dict, cid: str, kind: str, dc: int) -> Prompt:
    """A combatant's pending save, named, in the words the sheet uses (``save_words``)."""
    return Prompt(
        "save", cid, dc, named(name_of(state, cid), save_words(kind, dc)), data={"save": kind}
    )


def report(
    state: dict, cid: str, result: Result, events: list[Event], prompts: list[Prompt]
) -> None:
    """The core's result for combatant ``cid``: its lines as events (named), its new saves
    as prompts."""
    name = name_of(state, cid)
    for item in result.events:
        events.append(Event(named(name, item.text), item.kind, cid))
    for kind, dc in result.saves:
        prompts.append(save_prompt(state, cid, kind, dc))


# -- values from actions ------------------------------------------------------------------
def checked_text(value: Any, cs: str, en: str, limit: int) -> str:
    """A non-empty text of at most ``limit`` characters (stripped)."""
    if not isinstance(value, str) or not value.strip():
        raise refuse(f"{cs} nesmí být prázdný.", f"{en} cannot be empty.", "input")
    if len(value.strip()) > limit:
        raise refuse(
            f"{cs} je delší než {limit} znaků.", f"{en} is longer than {limit} characters.", "input"
        )
    return value.strip()


def whole(value: Any, cs: str, en: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number from an action (not a bool), within low..high where given."""
    bad = isinstance(value, bool) or not isinstance(value, int)
    if not bad and ((low is not None and value < low) or (high is not None and value > high)):
        bad = True
    if bad:
        limits = ""
        if low is not None and high is not None:
            limits = f" {low}–{high}"
        elif low is not None:
            limits = f" {low} nebo víc" if low else " 0 nebo víc"
        limits_en = limits.replace("nebo víc", "or more")
        raise refuse(
            f"{cs} musí být celé číslo{limits}, ne {value!r}.",
            f"{en} must be a whole number{limits_en}, not {value!r}.",
            "input",
        )
    return value


def d20(value: Any, cs: str, en: str) -> int:
    return whole(value, cs, en, 1, 20)


def total_or_roll(
    action: dict, total_key: str, modifier_key: str, rng: Any, cs: str, en: str
) -> tuple[int, str | None]:
    """A check's total: entered (``total_key``), or d20 + ``modifier_key`` (the d20 entered
    as ``"roll"`` or rolled from ``rng``). Returns (total, how it was rolled or None)."""
    if action.get(total_key) is not None:
        return whole(action[total_key], cs, en), None
    modifier = action.get(modifier_key)
    if modifier is None:
        raise refuse(
            f"Zadej výsledek hodu ({total_key}) nebo opravu ({modifier_key}), ať hodím k20.",
            f"Give the roll's total ({total_key}) or the modifier ({modifier_key}) to roll a d20.",
            "input",
        )
    modifier = whole(modifier, cs, en)
    die = action.get("roll")
    die = roll(20, rng) if die is None else d20(die, "Hod k20", "The d20 roll")
    sign = f"+ {modifier}" if modifier >= 0 else f"− {-modifier}"
    return die + modifier, f"k20 {die} {sign}"


# -- what a combatant can do ----------------------------------------------------------------
def incapacity(sheet: dict, gender: str = "m") -> Text | None:
    """Why the creature of ``sheet`` cannot take actions now, or None when it can (the
    Czech agreeing with its grammatical ``gender``)."""
    conditions = set(sheet["conditions"])
    if "dead" in conditions:
        return Text(cs=f"Je {by_gender(gender, 'mrtvý', 'mrtvá', 'mrtvé')}.", en="It is dead.")
    if "dying" in conditions:
        return Text(cs="Umírá v bezvědomí.", en="It is dying and unconscious.")
    if "unconscious" in conditions:
        return Text(cs="Je v bezvědomí.", en="It is unconscious.")
    if "stunned" in conditions:
        stunned = by_gender(gender, "ochromený", "ochromená", "ochromené")
        return Text(cs=f"Je {stunned}: nemůže jednat.", en="It is stunned: it cannot act.")
    return None


def require_able(state: dict, cid: str, cs: str, en: str) -> None:
    """Refuse unless combatant ``cid`` can take actions now."""
    why = incapacity(state["combatants"][cid]["sheet"], gender_of(state["combatants"][cid]))
    if why is not None:
        name = name_of(state, cid)
        raise RuleError(
            Text(cs=f"{name} nemůže {cs}: {why.cs}", en=f"{name} cannot {en}: {why.en}"), "rule"
        )


def alive(state: dict, cid: str) -> bool:
    return "dead" not in state["combatants"][cid]["sheet"]["conditions"]


def initiative_modifier(sheet: dict) -> tuple[int, int]:
    """(Dex modifier, miscellaneous initiative modifier) from the sheet."""
    return sheet.get("dex_modifier", 0), sheet.get("initiative_misc", 0)


# -- how hurt it looks --------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _maxima(key: str, frozen: tuple) -> tuple[int, int]:
    """The maxima of a sheet's definition, validated in full the first time it is seen
    (a definition that is not valid is refused by name)."""
    if key == "character":
        con, classes = frozen
        sheet = {
            "kind": key,
            "con": con,
            "classes": [
                {"class": c, "levels": n, "rolls": list(r), **({"die": d[0]} if d else {})}
                for c, n, r, d in classes
            ],
        }
    else:
        hit_points, con, size, bonus_hp, no_stamina = frozen
        sheet = {
            "kind": key,
            "hit_points": hit_points,
            "hit_dice": 0,
            "con": con,
            "size": size,
            "bonus_hp": bonus_hp,
            "no_stamina": no_stamina,
        }
    return maxima(validate_sheet(sheet))


def _scalar(value: Any) -> bool:
    return value is None or type(value) in (int, str, bool)


def _definition_key(sheet: dict) -> tuple[str, tuple]:
    """What the maxima of ``sheet`` follow from, as a key (plain values only)."""
    if sheet.get("kind") == "character":
        classes = sheet.get("classes")
        if (
            type(classes) is list
            and all(
                type(c) is dict
                and _scalar(c.get("class"))
                and _scalar(c.get("levels"))
                and type(c.get("rolls")) is list
                and all(_scalar(r) for r in c["rolls"])
                and _scalar(c.get("die"))
                for c in classes
            )
            and _scalar(sheet.get("con"))
        ):
            frozen = tuple(
                (c["class"], c["levels"], tuple(c["rolls"]), (c["die"],) if "die" in c else ())
                for c in classes
            )
            return "character", (sheet["con"], frozen)
    elif sheet.get("kind") == "monster":
        fields = ("hit_points", "con", "size", "bonus_hp", "no_stamina")
        if all(field in sheet and _scalar(sheet[field]) for field in fields):
            return "monster", tuple(sheet[field] for field in fields)
    raise SheetError(
        "sheet",
        Text(
            cs="z deníku nejde určit maximum staminy a bodů zdraví.",
            en="the sheet does not give the maximum stamina and wound points.",
        ),
    )


def sheet_maxima(sheet: dict) -> tuple[int, int]:
    """(maximum stamina, maximum wound points) of a valid sheet (cached by its definition:
    a fight of 200 asks this many times a frame); SheetError for a sheet that gives none."""
    return _maxima(*_definition_key(sheet))


def pools(sheet: dict) -> dict[str, int]:
    max_stamina, max_wounds = sheet_maxima(sheet)
    return {
        "stamina": sheet["stamina"],
        "max_stamina": max_stamina,
        "wounds": sheet["wounds"],
        "max_wounds": max_wounds,
    }


def band_of(record: dict, numbers: dict[str, int] | None = None) -> dict:
    """The d20 band: unhurt / hurt (stamina lost) / bloodied (wound points lost) / down
    (0 wound points, disabled or unconscious) / dying / dead. ``numbers``: the sheet's
    ``pools`` where the caller has them already."""
    sheet = record["sheet"]
    conditions = set(sheet["conditions"])
    numbers = numbers or pools(sheet)
    gender = gender_of(record)
    if "dead" in conditions:
        return band("dead", 4, by_gender(gender, "mrtev", "mrtva", "mrtvo"), "dead")
    if "dying" in conditions:
        return band("dying", 4, "umírá", "dying")
    if numbers["wounds"] == 0 or conditions & {"disabled", "unconscious", "stable"}:
        return band("down", 3, by_gender(gender, "vyřazen", "vyřazena", "vyřazeno"), "down")
    if numbers["wounds"] < numbers["max_wounds"]:
        return band("bloodied", 2, "krvácí", "bloodied")
    if numbers["stamina"] < numbers["max_stamina"]:
        return band("hurt", 1, by_gender(gender, "zraněn", "zraněna", "zraněno"), "hurt")
    return band("unhurt", 0, by_gender(gender, "nezraněn", "nezraněna", "nezraněno"), "unhurt")


def numbers_of(record: dict) -> dict:
    """A PC's exact numbers, for a player view that shows them."""
    return pools(record["sheet"])


def state_labels(sheet: dict, keys: tuple[str, ...], gender: str = "m") -> list[dict]:
    """The core conditions among ``keys`` the creature has, as {"key", "text"} (the Czech
    agreeing with ``gender``)."""
    labels = [(key, condition_label(key, gender)) for key in keys if key in sheet["conditions"]]
    return [{"key": key, "text": {"cs": label.cs, "en": label.en}} for key, label in labels]
