"""Dakara networks (Sítě): what each kind can do, from the text (Možnosti sítí, s. 19).

Each specialisation of Sítě is one kind of network; its possibilities come from the
group it belongs to: the black market, trade intelligence, the underworld, a trade or
profession, or a social structure. The data (``resources/rules/dakara/networks.json``)
assign each specialisation of the catalogue to one group; a kind a campaign adds is
assigned by ``overrides`` (the GM's choice), else it has no listed possibilities.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from campaign_manager.ledger.checks import fail, shown, text
from campaign_manager.systems.common import RuleError, Text, load_json


@dataclass(frozen=True)
class NetworkCategory:
    key: str
    name: Text
    can: tuple[Text, ...]
    price_factor: float | None = None  # black market: goods about a quarter cheaper


@cache
def _data() -> dict:
    return load_json("rules", "dakara", "networks.json")


def categories() -> dict[str, NetworkCategory]:
    """Every group of network possibilities, by key."""
    out = {}
    for key, entry in _data()["categories"].items():
        out[key] = NetworkCategory(
            key,
            Text(**entry["name"]),
            tuple(Text(**line) for line in entry["can"]),
            entry.get("price_factor"),
        )
    return out


def common_notes() -> tuple[Text, ...]:
    """What holds for every network (outside contractors are paid)."""
    return tuple(Text(**line) for line in _data()["common"])


def known_kinds() -> dict[str, str]:
    """Specialisation of Sítě → category key, as the data assign them."""
    return dict(_data()["kinds"])


def _overrides(overrides: Any) -> dict[str, str]:
    """The campaign's own assignments of network kinds to groups: text → text, or None."""
    if overrides is None:
        return {}
    if not isinstance(overrides, dict) or not all(
        type(key) is str and type(value) is str for key, value in overrides.items()
    ):
        raise fail(
            "Přiřazení druhů sítí ke skupinám je záznam „druh“: „skupina“ (obojí text), ne "
            f"{shown(overrides)}.",
            "The assignment of network kinds to groups is a record 'kind': 'group' (both "
            f"text), not {shown(overrides)}.",
        )
    return overrides


def category_of(kind: str, overrides: dict[str, str] | None = None) -> NetworkCategory | None:
    """The group a network of ``kind`` belongs to (``overrides`` first), or None."""
    text(kind, "kind")
    key = _overrides(overrides).get(kind) or known_kinds().get(kind)
    if key is None:
        return None
    cats = categories()
    if key not in cats:
        raise RuleError(
            Text(
                cs=f"Druh možností sítě „{key}“ neexistuje (známé: {', '.join(cats)}).",
                en=f"There is no network category '{key}' (known: {', '.join(cats)}).",
            ),
            "network_category",
        )
    return cats[key]


def capabilities(kind: str, overrides: dict[str, str] | None = None) -> tuple[Text, ...]:
    """What a network of ``kind`` can do, plus what holds for every network."""
    category = category_of(kind, overrides)
    return (category.can if category else ()) + common_notes()


def black_market_price(legal_price: int, kind: str, overrides: dict[str, str] | None = None):
    """The usual price through a network of ``kind`` (a quarter off on the black market),
    rounded to a whole coin (exactly, however big); None when the network has no price
    rule. A price that is not a whole number ≥ 0 is refused whatever the network."""
    if isinstance(legal_price, bool) or not isinstance(legal_price, int) or legal_price < 0:
        raise RuleError(
            Text(
                cs=f"Cena je celé nezáporné číslo, ne {shown(repr(legal_price))}.",
                en=f"A price is a whole number ≥ 0, not {shown(repr(legal_price))}.",
            ),
            "price",
        )
    category = category_of(kind, overrides)
    if category is None or category.price_factor is None:
        return None
    return round(legal_price * Fraction(category.price_factor))
