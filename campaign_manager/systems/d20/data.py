"""Rules data of the d20 stamina variant, read from resources/rules/d20/*.json.

The GM may edit those files; this module only reads and caches them.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

from campaign_manager.systems.common import RuleError, Text, load_json

#: Condition names, in the order the UI lists them.
CONDITIONS = ("fatigued", "stunned", "disabled", "unconscious", "dying", "stable", "dead")


@lru_cache(maxsize=1)
def classes() -> dict[str, dict[str, Any]]:
    """Class key → {"cs", "en", "die", "good_saves"}; ``die`` is None for NPC classes (no
    stamina); ``good_saves`` lists the class's good saves ("fortitude", "reflex", "will")."""
    return dict(load_json("rules", "d20", "classes.json")["classes"])


@lru_cache(maxsize=1)
def _sizes_file() -> dict[str, Any]:
    return load_json("rules", "d20", "sizes.json")


def sizes() -> dict[str, dict[str, Any]]:
    """Size key (fine … colossal) → {"cs", "en", "factor"}."""
    return dict(_sizes_file()["sizes"])


def cr_plus_one_sizes() -> tuple[str, ...]:
    """Sizes whose creatures with a Con score get +1 CR (Gargantuan, Colossal)."""
    return tuple(_sizes_file()["cr_plus_one_with_con"])


def fractional_cr_steps() -> tuple[Fraction, ...]:
    """The ladder of fractional CRs, ending at 1 (1/4 → 1/3 → 1/2 → 1)."""
    return tuple(Fraction(step) for step in _sizes_file()["fractional_cr_steps"])


@lru_cache(maxsize=1)
def _conditions_file() -> dict[str, Any]:
    return load_json("rules", "d20", "conditions.json")


def conditions() -> dict[str, dict[str, str]]:
    """Condition name → {"cs", "en", "starts_cs", "starts_en", "ends_cs", "ends_en"}."""
    return dict(_conditions_file()["conditions"])


def condition_label(name: str, gender: str = "m") -> Text:
    """The condition's name in both languages, the Czech agreeing with the grammatical
    ``gender`` of whom it is about ("cs" masculine, "cs_f", "cs_n" where they differ)."""
    entry = conditions().get(name)
    if entry is None:
        raise RuleError(
            Text(cs=f"Neznámý stav „{name}“.", en=f"Unknown condition '{name}'."), "condition"
        )
    cs = {"f": entry.get("cs_f"), "n": entry.get("cs_n")}.get(gender) or entry["cs"]
    return Text(cs=cs, en=entry["en"])


def condition_rules(name: str) -> tuple[Text, Text]:
    """(what starts it, what ends it) for a condition, both languages."""
    condition_label(name)
    entry = conditions()[name]
    return (
        Text(cs=entry["starts_cs"], en=entry["starts_en"]),
        Text(cs=entry["ends_cs"], en=entry["ends_en"]),
    )


def save_label(kind: str) -> Text:
    """What a pending Fortitude save of ``kind`` is for, both languages."""
    entry = _conditions_file().get("saves", {}).get(kind)
    if entry is None:
        return Text(cs=kind, en=kind)
    return Text(cs=entry["cs"], en=entry["en"])


def save_words(kind: str, dc: int) -> Text:
    """The one wording of a pending Fortitude save, for the sheet and the tracker alike:
    "záchrana na Výdrž TO 10, proti ochromení" / "Fortitude save DC 10, against stun"
    (the Czech starts lower case: it follows a name, or is capitalised where it starts)."""
    label = save_label(kind)
    return Text(
        cs=f"záchrana na Výdrž TO {dc}, {label.cs}", en=f"Fortitude save DC {dc}, {label.en}"
    )
