"""GM edits of the campaign settings and catalogue: training rows, resets, removals, checks."""

from __future__ import annotations

import json

import pytest

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import Catalogue, DakaraSettings, TrainingRow

DEFAULT = DakaraSettings.default()


def test_a_suggested_training_row_follows_the_last_one_and_is_not_a_default():
    row = DEFAULT.suggested_training_row()
    last = DEFAULT.training[-1]
    assert row.min_xp == last.min_xp + (last.min_xp - DEFAULT.training[-2].min_xp)
    assert row.top_two == 6 and row.others == 6  # capped at the highest rating
    s = DEFAULT.with_training_row(row)
    assert len(s.training) == len(DEFAULT.training) + 1
    assert s.training[-1].defaults == frozenset()
    assert s.training_row(row.min_xp).others == 6


def test_training_rows_stay_sorted_and_cannot_share_a_start():
    s = DEFAULT.with_training_row(TrainingRow(30, 2, 2, 1))
    assert [r.min_xp for r in s.training] == [0, 30, 60, 90, 120, 160]
    assert s.training_row(45).initiation == 1
    with pytest.raises(RuleError, match="start at 60 XP"):
        s.with_training_row(TrainingRow(60, 3, 3))
    with pytest.raises(RuleError, match="start at 90 XP"):
        s.with_training(1, min_xp=90)
    with pytest.raises(RuleError):
        s.with_training_row(TrainingRow(200, -1, 2))


def test_a_training_row_can_be_removed_but_not_the_last_one():
    s = DEFAULT.without_training_row(1)
    assert [r.min_xp for r in s.training] == [0, 90, 120, 160]
    single = DakaraSettings.from_dict(
        {**DEFAULT.to_dict(), "training": DEFAULT.to_dict()["training"][:1]}
    )
    with pytest.raises(RuleError, match="at least one row"):
        single.without_training_row(0)
    with pytest.raises(RuleError):
        s.without_training_row(9)


def test_default_level_must_be_known():
    s = DEFAULT.with_default_level("veterán")
    assert s.default_level == "veterán"
    assert DakaraSettings.from_dict(json.loads(json.dumps(s.to_dict()))).default_level == "veterán"
    with pytest.raises(RuleError, match="level"):
        DEFAULT.with_default_level("polobůh")


def test_restoring_a_part_brings_back_the_shipped_values_and_flags():
    edited = (
        DEFAULT.with_level("profesionál", budget=70)
        .with_default_level("mistr")
        .with_training(0, top_two=3)
        .with_currency(st_per_zl=12)
    )
    assert not edited.level("profesionál").is_default("budget")
    assert not edited.is_shipped("levels")
    levels = edited.restored("levels")
    assert levels.level("profesionál").budget == 60 and levels.level("profesionál").is_default(
        "budget"
    )
    assert levels.default_level == "profesionál" and levels.is_shipped("levels")
    assert levels.training == edited.training  # the other parts are untouched
    assert edited.restored("training").training == DEFAULT.training
    assert edited.restored("currency").currency == DEFAULT.currency
    assert edited.restored("levels").restored("training").restored("currency") == DEFAULT
    with pytest.raises(RuleError):
        edited.restored("tables")


def test_removing_an_addition_gives_a_new_catalogue_and_keeps_the_old():
    cat = Catalogue.default()
    cat.add_skill("Alchymie", grouped=True, specialisations=["Destilace"])
    cat.add_spell("Ohnivý bič", "Ohnivá magie", 3)
    cat.add_shield("Pavéza", 3, 500)
    smaller = cat.without("shields", 0)
    assert "Pavéza" not in smaller.shields and "Pavéza" in cat.shields
    assert smaller.additions()["spells"] == cat.additions()["spells"]
    spell = Catalogue.default(cat.additions())
    spell.add_spell("Kyselý dech", "Alchymie", 2, "Destilace")
    with pytest.raises(RuleError, match="cannot be removed") as refused:
        spell.without("skills", 0)
    assert "Alchymie" in refused.value.text.cs
    assert "Alchymie" in spell.grouped  # nothing changed
    assert spell.without("spells", 1).without("skills", 0).additions()["skills"] == []


def test_weapons_armour_and_shields_are_checked():
    cat = Catalogue.default()
    with pytest.raises(RuleError, match="already"):
        cat.add_weapon("Meč (příklad)", "Boj zblízka")
    with pytest.raises(RuleError, match="already"):
        cat.add_armour("Prošívanice (příklad)", 1, 1)
    with pytest.raises(RuleError, match="already"):
        cat.add_shield("Puklíř (příklad)", 1)
    with pytest.raises(RuleError, match="price"):
        cat.add_weapon("Palcát", "Boj zblízka", price_md=-5)
    with pytest.raises(RuleError, match="defence"):
        cat.add_shield("Děravý štít", -1)
    with pytest.raises(RuleError, match="whole number"):
        cat.add_armour("Kůže", "2", 1)
    with pytest.raises(RuleError, match="Unknown skill"):
        cat.add_weapon("Laser", "Fyzika")
    assert cat.additions()["weapons"] == []  # nothing half-added
    cat.add_weapon("  Palcát ", "Boj zblízka", 1, 0, 2, 800)
    assert cat.weapons["Palcát"].price_md == 800
    assert cat.additions()["weapons"][0]["name"] == "Palcát"


@pytest.mark.parametrize(
    "broken",
    [
        {"levels": 3},
        {"levels": ["profesionál"]},
        {"training": {"min_xp": 0}},
        {"currency": 10},
        {"default_level": "polobůh"},
    ],
)
def test_a_broken_stored_form_is_a_rule_error_naming_the_field(broken):
    data = {**DEFAULT.to_dict(), **broken}
    with pytest.raises(RuleError, match="Dakara settings: invalid value"):
        DakaraSettings.from_dict(data)
