"""What every rule system shares: bilingual texts, rule errors, dice, the system interface.

Pure Python: no Qt, no peewee. The UI shows ``Text.cs`` or ``Text.en`` by its language.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from campaign_manager.paths import resource_path


@dataclass(frozen=True, slots=True)
class Text:
    """A message in Czech and English, written for a game master at the table."""

    cs: str
    en: str

    def get(self, language: str) -> str:
        """The text in ``language`` ("cs" or "en"; anything else falls back to English)."""
        return self.cs if language.startswith("cs") else self.en

    def __str__(self) -> str:
        return self.en


def plural_cs(n: int, one: str, few: str, many: str) -> str:
    """The Czech form for the number ``n``: 1 bod, 2–4 body, 0 or 5+ bodů (``{n}`` in the
    form is replaced by the number)."""
    form = one if n == 1 else few if 2 <= n <= 4 else many
    return form.replace("{n}", str(n))


def plural_en(n: int, one: str, many: str) -> str:
    return (one if n == 1 else many).replace("{n}", str(n))


def points_cs(n: int) -> str:
    return plural_cs(n, "{n} bod", "{n} body", "{n} bodů")


def points_en(n: int) -> str:
    return plural_en(n, "{n} point", "{n} points")


class RuleError(ValueError):
    """A request the rules forbid, or an out-of-range value. Nothing was changed.

    ``str(error)`` is the English message; ``error.text`` carries both languages.
    """

    def __init__(self, text: Text, code: str = "rule"):
        super().__init__(text.en)
        self.text = text
        self.code = code


class SheetError(RuleError):
    """A character sheet (JSON form) that cannot be read: names the field and the problem."""

    def __init__(self, field: str, text: Text):
        super().__init__(
            Text(cs=f"Pole „{field}“: {text.cs}", en=f"Field '{field}': {text.en}"), "sheet"
        )
        self.field = field


def roll(sides: int, rng: random.Random | None = None) -> int:
    """One die with ``sides`` faces, 1..sides, from an injectable RNG."""
    return (rng or random).randint(1, sides)


def load_json(*parts: str) -> Any:
    """Load a rules data file from resources/ (UTF-8 JSON, GM-editable)."""
    path = resource_path(*parts)
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


@runtime_checkable
class RuleSystem(Protocol):
    """What the storage and UI layers need from a rule system.

    A *sheet* is the character's JSON form: a plain dict, also the export format.
    """

    key: str  # "dakara", "clovek", "d20"
    name: Text  # shown in the UI

    def new_sheet(self, campaign_settings: dict | None = None) -> dict:
        """A fresh, valid sheet for a new character (by the campaign's settings, if any)."""
        ...

    def validate_sheet(self, sheet: Any) -> dict:
        """A normalised copy of ``sheet``; raises SheetError naming the field and the problem."""
        ...

    def summary(self, sheet: dict, campaign_settings: dict | None = None) -> Text:
        """One short line for the roster (e.g. "profesionál, 58/60 zk"), by the campaign's
        own settings (the ``settings`` JSON of the campaign) where the system has any."""
        ...

    def demo(self) -> dict:
        """The demo campaign: {"campaign": {"name", "description"}, "characters": [
        {"name", "kind": "pc"|"npc", "player", "tags": [...], "notes", "sheet"}]}."""
        ...
