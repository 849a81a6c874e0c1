"""The bestiary's monsters give the stamina and wound points of the variant's monster rules."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.systems.common import SheetError
from campaign_manager.systems.d20 import bestiary, sheet, stats
from campaign_manager.systems.d20.creature import Creature

MONSTERS = bestiary.srd_monsters()
BY_NAME = {monster.name: monster for monster in MONSTERS}


def pools(name: str, rng=bestiary.AVERAGE) -> tuple[int, int]:
    return sheet.maxima(bestiary.monster_sheet(BY_NAME[name], rng))


def test_wolf_has_its_srd_hit_points_as_stamina():
    # SRD: 2d8+4 (13 hp), Con 15, Medium
    assert pools("Wolf") == (13, 15)


def test_troll_regenerates_with_its_hit_points_as_stamina():
    # SRD: 6d8+36 (63 hp), Con 23, Large (factor 1), regeneration 5
    troll = bestiary.monster_sheet(BY_NAME["Troll"])
    assert sheet.maxima(troll) == (63, 23)
    assert troll["regeneration"] == 5
    creature = Creature.from_sheet(troll)
    creature.take_damage(70, critical=True)
    assert (creature.stamina, creature.wounds) == (0, 23)  # regeneration: wounds never drop


def test_ogres_toughness_becomes_wound_points():
    # SRD: 4d8+11 (29 hp) = 4d8+8 and Toughness's +3, which the variant makes wound points
    ogre = bestiary.monster_sheet(BY_NAME["Ogre"])
    assert (ogre["hit_points"], ogre["bonus_hp"]) == (26, 3)
    assert ogre["hit_points"] + ogre["bonus_hp"] == 29
    assert sheet.maxima(ogre) == (26, 15 + 3)


def test_orc_warrior_has_no_stamina():
    # SRD: a 1st-level warrior (1d8+1), Con 12; an NPC class gives no stamina
    assert pools("Orc") == (0, 12)


def test_skeleton_without_con_has_wound_points_only():
    # SRD: 1d12 (6 hp), no Con: no stamina, wound points = what stamina would be
    skeleton = bestiary.monster_sheet(BY_NAME["Skeleton (Human Warrior)"])
    assert skeleton["con"] is None
    assert sheet.maxima(skeleton) == (0, 6)


def test_sizes_scale_wound_points_by_the_size_table():
    cat = BY_NAME["Cat"]  # Tiny, Con 10, ½ HD (2 hp)
    assert pools("Cat") == (2, stats.wound_points(10, "tiny")) == (2, 5)
    assert cat.hit_dice == Fraction(1, 2)


def test_construct_bonus_hit_points_become_wound_points():
    # SRD iron golem: 18d10+30 (129 hp), Large construct
    assert pools("Golem (Iron)") == (0, 129)


def test_rolled_hit_dice_stay_within_the_dice():
    wolf = BY_NAME["Wolf"]
    rolled = {bestiary.hit_points(wolf, random.Random(seed)) for seed in range(200)}
    assert min(rolled) >= 2 * (1 + 2) and max(rolled) <= 2 * (8 + 2)
    assert len(rolled) > 5


def test_the_sheets_cr_is_the_book_cr_adjusted_on_the_roster():
    summary = sheet.summary(bestiary.monster_sheet(BY_NAME["Orc"]))
    assert "CR 1 (book 1/2)" in summary.en


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(MONSTERS), st.one_of(st.just(bestiary.AVERAGE), st.integers(0, 2**32)))
def test_every_converted_monster_gives_a_valid_sheet(monster, seed):
    rng = seed if seed == bestiary.AVERAGE else random.Random(seed)
    made = bestiary.monster_sheet(monster, rng)
    assert sheet.validate_sheet(made) == made
    max_stamina, max_wounds = sheet.maxima(made)
    creature = Creature.from_sheet(made)
    assert (creature.max_stamina, creature.max_wounds) == (max_stamina, max_wounds)
    if monster.has_con:
        assert max_wounds == stats.wound_points(monster.abilities["con"], monster.size) + (
            monster.bonus_hp
        )
    else:
        assert max_stamina == 0 and max_wounds >= 1


def test_every_monster_has_its_type_size_and_cr():
    assert len(MONSTERS) == 530
    for monster in MONSTERS:
        assert monster.type in bestiary.types()
        assert monster.cr_value > 0
        assert monster.level >= 1


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        ("troll", "monster"),
        ({"name": "", "type": "giant", "size": "large", "cr": "5"}, "name"),
        ({"name": "X", "type": "dragonkin", "size": "large", "cr": "5"}, "type"),
        ({"name": "X", "type": "giant", "size": "vast", "cr": "5"}, "size"),
        ({"name": "X", "type": "giant", "size": "large", "cr": "five"}, "cr"),
        ({"name": "X", "type": "giant", "size": "large", "cr": "5"}, "hit_dice"),
        (
            {
                "name": "X",
                "type": "giant",
                "size": "large",
                "cr": "5",
                "hit_dice": {"count": "2", "die": 8},
                "abilities": {"con": 0},
            },
            "abilities.con",
        ),
    ],
)
def test_a_broken_monster_is_refused_by_name(entry, field):
    with pytest.raises(SheetError) as caught:
        bestiary.monster_from_dict(entry)
    assert caught.value.field == field


def test_a_czech_name_is_shown_in_czech_and_searched():
    entry = {
        "name": "Troll", "name_cs": "Zlobr", "type": "giant", "size": "large", "cr": "5",
        "hit_dice": {"count": "6", "die": 8},
    }  # fmt: skip
    troll = bestiary.monster_from_dict(entry)
    assert (troll.shown_name("cs"), troll.shown_name("en")) == ("Zlobr", "Troll")
    assert "zlobr" in troll.folded


def test_book_hit_points_are_the_srds_figures():
    expected = {
        "Wolf": 13, "Troll": 63, "Ogre": 29, "Orc": 5, "Skeleton (Human Warrior)": 6,
        "Golem (Iron)": 129, "Tarrasque": 858, "Cat": 2,
    }  # fmt: skip
    assert {name: bestiary.book_hit_points(BY_NAME[name]) for name in expected} == expected


def test_the_stat_block_shows_the_variants_numbers_in_both_languages():
    from campaign_manager.systems.d20.system import SYSTEM

    title, rows = SYSTEM.bestiary.stat_block(BY_NAME["Troll"])
    shown = {label.en: value for label, value in rows}
    assert title.en == "Troll"
    assert shown["Stamina / wound points"].en == "63 / 23"
    assert shown["Stamina / wound points"].cs == "63 / 23"
    assert "regenerace 5" in shown["Special qualities"].cs
    assert shown["Hit Dice"].cs.startswith("6k8")
    orc = {label.en: value for label, value in SYSTEM.bestiary.stat_block(BY_NAME["Orc"])[1]}
    assert orc["Challenge rating"].en == "1 (book 1/2)"
    assert "5 hp" in orc["Hit Dice"].en


def test_every_monster_gives_a_valid_sheet_average_and_rolled():
    rng = random.Random(41)
    for monster in MONSTERS:
        for chance in (bestiary.AVERAGE, rng):
            made = bestiary.monster_sheet(monster, chance)
            assert sheet.validate_sheet(made) == made


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
FIELDS = ["name", "name_cs", "key", "type", "size", "cr", "hit_dice", "classes", "abilities",
          "attacks", "speed", "subtypes", "natural_armor", "ac", "bonus_hp", "regeneration",
          "fast_healing", "source"]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.sampled_from(FIELDS), JSON, max_size=10))
def test_any_json_is_a_monster_or_a_named_refusal(broken):
    entry = {"name": "X", "type": "giant", "size": "large", "cr": "5",
             "hit_dice": {"count": "2", "die": 8}, **broken}  # fmt: skip
    try:
        monster = bestiary.monster_from_dict(entry)
    except SheetError as error:
        assert error.field
        return
    assert sheet.validate_sheet(bestiary.monster_sheet(monster))


def test_the_lead_finds_a_monster_by_its_key():
    assert bestiary.srd_monster("troll") is BY_NAME["Troll"]
    assert bestiary.srd_monster("skeleton_human_warrior").name == "Skeleton (Human Warrior)"
    assert bestiary.srd_monster("no such monster") is None
