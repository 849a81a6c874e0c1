"""The catalogue (skills, tables, prices, equipment, spells) and the campaign settings."""

from __future__ import annotations

import json

import pytest

from campaign_manager.systems.dakara import Catalogue, DakaraSettings, evaluate_creation, new_sheet

CAT = Catalogue.default()


def test_all_grouped_skills_with_their_specialisations():
    assert sorted(CAT.grouped) == sorted(
        [
            "Zálesácké učení",
            "Léčitelství",
            "Učenost",
            "Jednání",
            "Sítě",
            "Zlodějské praktiky",
            "Fyzická zdatnost",
            "Boj zblízka",
            "Střelba",
            "Vrhací zbraně",
        ]
    )
    assert CAT.grouped["Fyzická zdatnost"] == ["Síla", "Výdrž", "Běh", "Skok", "Pochod", "Šplh"]
    assert "Vůle" in CAT.grouped["Jednání"]
    assert "Šifry" in CAT.grouped["Zlodějské praktiky"]
    assert len(CAT.grouped["Zlodějské praktiky"]) == 19
    assert len(CAT.grouped["Boj zblízka"]) == 17


def test_standalone_skills_by_section_and_free_skills():
    sections = {}
    for name, section in CAT.standalone.items():
        sections.setdefault(section, []).append(name)
    assert {s: len(n) for s, n in sections.items()} == {
        "Magické": 12,
        "Umělecké": 9,
        "Fyzické": 10,
        "Sociální": 6,
        "Akademické": 3,
        "Řemesla": 24,
    }
    assert CAT.standalone["Plavání"] == "Fyzické"
    assert CAT.free == {"Rodný jazyk": 3, "Etiketa domácího prostředí": 3}


def test_rating_titles_and_tables():
    assert [CAT.rating_title(r).split(",")[0] for r in range(7)] == [
        "Zelenáč",
        "Začátečník",
        "Pokročilý",
        "Profesionál",
        "Veterán",
        "Mistr",
        "Velmistr",
    ]
    assert CAT.table_text("majetek", 3) == "velký (měšťan)"
    assert CAT.table_text("postaveni", 6) == "Král, papež"
    assert CAT.table_text("znamosti", 1).startswith("Nepodstatný pěšák")
    with pytest.raises(ValueError):
        CAT.table_text("majetek", 7)


def test_living_standards_and_price_list_in_md():
    assert CAT.living_monthly_md("žebrák") is None
    assert CAT.living_monthly_md("měšťan") == 2000
    assert CAT.living_monthly_md("král") == 200000
    prices = CAT.price_list()
    assert prices["Lucerna, kahan, lucerna na svíci"] == 10
    assert prices["Lano (10 metrů)"] == 20
    assert prices["Kůň"] == 2500
    assert prices["Civilní výbava – sedlák"] == 500


def test_equipment_and_spells_are_clearly_examples():
    for group in (CAT.weapons, CAT.armour, CAT.shields, CAT.spells):
        for name, item in group.items():
            assert item.example and "příklad" in name


def test_gm_adds_skills_specialisations_spells_and_weapons():
    cat = Catalogue.default()
    cat.add_skill("Cizí jazyk (italština)", section="Akademické")
    cat.add_skill("Alchymie", grouped=True, specialisations=["Destilace", "Transmutace"])
    cat.add_specialisation("Střelba", "Arkebuza")
    cat.add_spell("Ohnivý bič", "Ohnivá magie", 3)
    cat.add_weapon(
        "Rapír",
        "Boj zblízka",
        attack=1,
        defence=2,
        damage=1,
        price_md=1500,
        specialisation="Šavle a meče",
    )
    with pytest.raises(ValueError, match="already"):
        cat.add_skill("Plavání")
    with pytest.raises(ValueError):
        cat.add_spell("Nic", "Létání", 1)
    with pytest.raises(ValueError):
        cat.add_spell("Nic", "Ohnivá magie", 7)
    sheet = new_sheet()
    sheet["skills"] = {
        "Alchymie": {"rating": 1, "specialisations": {"Destilace": 2}},
        "Střelba": {"rating": 1, "specialisations": {"Arkebuza": 2}},
        "Cizí jazyk (italština)": {"rating": 2},
        "Ohnivá magie": {"rating": 3},
    }
    sheet["spells"] = ["Ohnivý bič"]
    with pytest.raises(ValueError):
        evaluate_creation(sheet)  # the book's catalogue does not know them
    ev = evaluate_creation(sheet, catalogue=cat)
    assert ev.spent == 2 + 1 + 2 + 1 + 2 + 3 + 1
    # the additions survive a JSON round trip
    again = Catalogue.default(json.loads(json.dumps(cat.additions())))
    assert evaluate_creation(sheet, catalogue=again).spent == ev.spent
    assert again.weapons["Rapír"].defence == 2


def test_complex_action_table():
    rounds = {k: a["rounds"] for k, a in CAT.complex_actions.items()}
    assert rounds["melee_attack"] == 1 and rounds["rearm"] == 2 and rounds["string_bow"] == 5
    assert rounds["load_handgun"] == 6 and rounds["don_armour"] is None


def test_settings_defaults_are_flagged():
    s = DakaraSettings.default()
    assert s.default_level == "profesionál"
    prof = s.level("profesionál")
    assert (prof.top_two, prof.others) == (3, 2)
    assert not prof.is_default("top_two")  # from the text's example
    assert prof.is_default("budget")
    assert s.level("veterán").is_default("top_two")
    assert all(row.is_default("min_xp") for row in s.training)
    assert s.training_row(59).top_two == 2 and s.training_row(160).top_two == 6
    assert s.training_row(60).initiation is None  # shown, not enforced
    assert s.currency.to_md(1, "zl") == 100 and "st_per_zl" in s.currency.defaults


def test_settings_round_trip_and_gm_edits_clear_the_flag():
    s = DakaraSettings.default().with_level("mistr", budget=150).with_currency(st_per_zl=20)
    assert not s.level("mistr").is_default("budget")
    assert s.level("mistr").is_default("top_two")
    back = DakaraSettings.from_dict(json.loads(json.dumps(s.to_dict())))
    assert back == s
    assert back.currency.to_md(1, "zl") == 200
    assert back.currency.format(234) == "1 zl 3 st 4 md"
    with pytest.raises(ValueError):
        s.with_level("mistr", budget=-1)
    with pytest.raises(ValueError, match="level"):
        s.level("polobůh")


def test_gm_can_set_a_training_row():
    s = DakaraSettings.default().with_training(0, top_two=3, initiation=1)
    assert s.training_row(10).top_two == 3 and not s.training[0].is_default("top_two")
    assert s.training[0].initiation == 1


def test_a_spell_cannot_be_added_twice():
    cat = Catalogue.default()
    with pytest.raises(ValueError, match="already"):
        cat.add_spell("Ohnivá koule (příklad)", "Ohnivá magie", 1)
