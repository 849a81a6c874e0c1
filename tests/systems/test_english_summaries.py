"""A roster line in English has no Czech words but the game's own terms (GLOSSARY.md: the
terms stay Czech in the UI): every system's demo characters, and sheets of every
temperament, side, class, size and condition."""

from __future__ import annotations

import re

import pytest

from campaign_manager.systems import get_system, system_keys
from campaign_manager.systems.clovek import TEMPERAMENTS
from campaign_manager.systems.d20 import data as d20_data

CZECH_LETTERS = re.compile(r"[áčďéěíňóřšťúůýž]", re.IGNORECASE)

# the terms kept in Czech in the English UI (GLOSSARY.md), as a roster line shows them
KEPT = {
    "dakara": {"kondice", "pokročilý", "profesionál", "veterán", "mistr"},
    # the attributes' abbreviations (Obratnost, Konstituce, Šarm…) and a scar's marks
    "clovek": {"Ob", "Ko", "Ša", "Vy", "In", "Ro", "Ж", "X"},
    "d20": set(),
}
# English words a Czech line uses too
SHARED = {"stamina", "XP"}


def words(text: str) -> list[str]:
    return [w for w in re.split(r"[^\wЖ]+", text) if w and not w.isdigit()]


def czech_words(system: str, line_en: str, line_cs: str) -> list[str]:
    """The words of the English line that are Czech: with a Czech letter, or the Czech
    line's own words (the same in both), other than the kept terms."""
    kept = KEPT[system] | SHARED
    in_czech = set(words(line_cs))
    found = []
    for word in words(line_en):
        term = re.sub(r"\d+$", "", word)  # "Ob3" is Obratnost 3
        if term in kept or word in kept:
            continue
        if CZECH_LETTERS.search(word) or word in in_czech:
            found.append(word)
    return found


def sheets(system: str) -> list[dict]:
    """The demo's sheets and the variants a roster line names differently."""
    rules = get_system(system)
    demo = [c["sheet"] for c in rules.demo()["characters"]]
    if system == "clovek":
        base = demo[0]
        return demo + [
            {**base, "temperament": t, "dominant": side}
            for t in TEMPERAMENTS
            for side in ("right", "left")
        ]
    if system == "d20":
        character = next(s for s in demo if s["kind"] == "character")
        monster = next(s for s in demo if s["kind"] != "character")
        return (
            demo
            + [{**character, "classes": [], "stamina": 0}]
            + [{**monster, "size": size} for size in d20_data.sizes()]
            + [{**character, "conditions": [c]} for c in d20_data.conditions()]
        )
    return demo


@pytest.mark.parametrize("system", system_keys())
def test_an_english_roster_line_has_no_czech_words_but_the_games_terms(system):
    rules = get_system(system)
    settings = rules.demo().get("settings")
    wrong = {}
    for sheet in sheets(system):
        line = rules.summary(sheet, settings)
        found = czech_words(system, line.en, line.cs)
        if found:
            wrong[line.en] = found
    assert wrong == {}
