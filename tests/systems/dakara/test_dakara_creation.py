"""Creation and training: budget, breakdown, limits, violations, exceptions."""

from __future__ import annotations

import copy

import pytest

from campaign_manager.systems.dakara import (
    Catalogue,
    DakaraSettings,
    evaluate_creation,
    goal_xp,
    new_sheet,
    play_xp,
    training_cost,
)


def make(**changes) -> dict:
    sheet = new_sheet()
    sheet.update(changes)
    return sheet


def codes(ev, open_only=True):
    return [v.code for v in (ev.open_violations if open_only else ev.violations)]


def test_issue_example_sheet_evaluates():
    sheet = {
        "level": "profesionál",
        "goals": 0,
        "materials_xp": 0,
        "majetek": 0,
        "postaveni": 0,
        "znamosti": 0,
        "skills": {
            "Fyzická zdatnost": {"rating": 2, "specialisations": {"Běh": 3}},
            "Plavání": {"rating": 1},
        },
        "spells": [],
        "contacts": [],
        "networks": [],
        "exceptions": [],
    }
    ev = evaluate_creation(sheet)
    assert ev.budget == 60  # profesionál (default budget)
    assert ev.spent == 5 + 1 + 1  # group 2, Běh one above, Plavání 1
    assert ev.remaining == 53
    assert ev.violations == []
    by_name = {i.name: i.xp for i in ev.items}
    assert by_name["Fyzická zdatnost"] == 5
    assert by_name["Fyzická zdatnost (Běh)"] == 1
    assert by_name["Plavání"] == 1


def test_text_example_group_two_with_spec_three_is_one_stat_at_three():
    # Fyzická zdatnost 2 + Běh 3 counts as one stat at 3, so only one more 3 is allowed.
    sheet = make(
        skills={
            "Fyzická zdatnost": {"rating": 2, "specialisations": {"Běh": 3}},
            "Plavání": {"rating": 3},
        }
    )
    ev = evaluate_creation(sheet)
    assert ev.stats["Fyzická zdatnost"] == 3
    assert ev.violations == []
    sheet["skills"]["Jezdectví"] = {"rating": 3}
    assert codes(evaluate_creation(sheet)) == ["limit_others"]


def test_text_example_two_specs_at_three_still_one_stat():
    sheet = make(
        skills={
            "Fyzická zdatnost": {"rating": 2, "specialisations": {"Běh": 3, "Skok": 3}},
            "Plavání": {"rating": 3},
        }
    )
    ev = evaluate_creation(sheet)
    assert ev.violations == []
    assert list(ev.stats.values()).count(3) == 2


def test_text_example_profesional_with_majetek_three_may_have_one_more_three():
    ok = make(majetek=3, skills={"Plavání": {"rating": 3}, "Jezdectví": {"rating": 2}})
    assert evaluate_creation(ok).violations == []
    too_many = make(majetek=3, skills={"Plavání": {"rating": 3}, "Jezdectví": {"rating": 3}})
    ev = evaluate_creation(too_many)
    assert codes(ev) == ["limit_others"]
    message = ev.violations[0].message
    assert "Limit hodnocení statistik" in message.cs
    assert "Majetek 3" in message.cs and "Majetek 3" in message.en
    assert "stat rating limit" in str(message)


def test_limit_of_the_two_highest_stats():
    ev = evaluate_creation(make(skills={"Plavání": {"rating": 4}}))
    assert codes(ev) == ["limit_top_two"]
    assert ev.violations[0].subject == "Plavání"
    assert "3" in ev.violations[0].message.en


def test_free_skills_at_three_do_not_count_raised_ones_do():
    sheet = make(skills={"Plavání": {"rating": 3}, "Jezdectví": {"rating": 3}})
    assert evaluate_creation(sheet).violations == []  # both free skills sit at 3
    sheet["free_skills"]["Rodný jazyk"]["rating"] = 4
    ev = evaluate_creation(sheet)
    assert ev.stats["Rodný jazyk"] == 4
    assert sorted(codes(ev)) == ["limit_others", "limit_top_two"]
    assert {i.name: i.xp for i in ev.items}["Rodný jazyk"] == 1


def test_specialisation_cap_is_group_plus_two():
    sheet = make(
        level="mistr", skills={"Boj zblízka": {"rating": 2, "specialisations": {"Uhýbání": 4}}}
    )
    assert evaluate_creation(sheet).violations == []
    sheet["skills"]["Boj zblízka"]["specialisations"]["Uhýbání"] = 5
    ev = evaluate_creation(sheet)
    assert codes(ev) == ["spec_cap"]
    assert ev.violations[0].subject == "Boj zblízka (Uhýbání)"
    assert "Sdružené dovednosti a specializace" in ev.violations[0].message.cs


def test_at_most_group_plus_one_specialisations():
    specs = {"Síla": 3, "Výdrž": 3, "Běh": 3}
    sheet = make(
        level="mistr", skills={"Fyzická zdatnost": {"rating": 2, "specialisations": specs}}
    )
    assert evaluate_creation(sheet).violations == []
    specs["Skok"] = 3
    assert codes(evaluate_creation(sheet)) == ["spec_count"]


def test_group_at_zero_allows_one_specialisation_at_most_two():
    one = make(skills={"Střelba": {"rating": 0, "specialisations": {"Luky": 2}}})
    ev = evaluate_creation(one)
    assert ev.violations == []
    assert ev.spent == 2  # RULINGS §1.1: cost 2
    two = make(skills={"Střelba": {"rating": 0, "specialisations": {"Luky": 1, "Kuše": 1}}})
    assert codes(evaluate_creation(two)) == ["spec_group_zero"]
    high = make(skills={"Střelba": {"rating": 0, "specialisations": {"Luky": 3}}})
    assert codes(evaluate_creation(high)) == ["spec_group_zero"]


def test_budget_goals_and_overspending():
    sheet = make(goals=5, materials_xp=63)
    ev = evaluate_creation(sheet)
    assert ev.budget == 63  # goals give at most +3
    assert ev.goals_xp == 3
    assert ev.remaining == 0 and ev.violations == []
    sheet["materials_xp"] = 64
    ev = evaluate_creation(sheet)
    assert codes(ev) == ["budget_exceeded"]
    assert ev.remaining == -1


@pytest.mark.parametrize(
    ("level", "budget", "top", "others"),
    [
        ("pokročilý", 30, 2, 1),
        ("profesionál", 60, 3, 2),
        ("veterán", 90, 4, 3),
        ("mistr", 120, 5, 4),
    ],
)
def test_levels_use_their_default_budgets_and_limits(level, budget, top, others):
    ev = evaluate_creation(make(level=level))
    assert (ev.budget, ev.top_two_limit, ev.others_limit) == (budget, top, others)


def test_campaign_settings_change_the_budget():
    custom = DakaraSettings.default().with_level("profesionál", budget=70)
    assert evaluate_creation(make(), settings=custom).budget == 70


def test_materials_give_five_zl_per_xp_and_leftover_is_cash():
    sheet = make(
        materials_xp=2,
        gear=[
            {"name": "Lano (10 metrů)", "quantity": 2, "price_md": None},
            {"name": "Sada zlodějského náčiní", "quantity": 1, "price_md": None},
        ],
    )
    ev = evaluate_creation(sheet)
    assert ev.materials_md == 1000  # 10 zl
    assert ev.gear_md == 40 + 200
    assert ev.cash_md == 760
    sheet["gear"].append({"name": "Kůň", "quantity": 1, "price_md": None})
    assert codes(evaluate_creation(sheet)) == ["materials_overspent"]


def test_gear_not_in_the_price_list_needs_a_price():
    sheet = make(
        materials_xp=1, gear=[{"name": "Kouzelný prsten", "quantity": 1, "price_md": None}]
    )
    with pytest.raises(ValueError, match="price"):
        evaluate_creation(sheet)
    sheet["gear"][0]["price_md"] = 300
    assert evaluate_creation(sheet).gear_md == 300


def test_spell_needs_its_skill_rating():
    sheet = make(spells=["Ohnivá koule (příklad)"], skills={"Ohnivá magie": {"rating": 1}})
    ev = evaluate_creation(sheet)
    assert codes(ev) == ["spell_requirement"]
    assert "Ohnivá magie" in ev.violations[0].message.cs
    sheet["skills"]["Ohnivá magie"]["rating"] = 2
    ev = evaluate_creation(sheet)
    assert ev.violations == [] and ev.spent == 3


def test_gm_spell_with_a_specialisation_requirement():
    cat = Catalogue.default()
    cat.add_spell("Vlčí čich", "Zálesácké učení", 3, specialisation="Stopování a zametání stop")
    sheet = make(spells=["Vlčí čich"], skills={"Zálesácké učení": {"rating": 2}})
    assert codes(evaluate_creation(sheet, catalogue=cat)) == ["spell_requirement"]
    sheet["skills"]["Zálesácké učení"]["specialisations"] = {"Stopování a zametání stop": 3}
    assert evaluate_creation(sheet, catalogue=cat).violations == []


def test_unknown_names_raise_value_error():
    with pytest.raises(ValueError, match="Unknown skill 'Létání'"):
        evaluate_creation(make(skills={"Létání": {"rating": 1}}))
    with pytest.raises(ValueError, match="specialisation"):
        evaluate_creation(
            make(skills={"Střelba": {"rating": 1, "specialisations": {"Bumerang": 2}}})
        )
    with pytest.raises(ValueError, match="standalone"):
        evaluate_creation(make(skills={"Plavání": {"rating": 1, "specialisations": {"Kraul": 2}}}))
    with pytest.raises(ValueError, match="spell"):
        evaluate_creation(make(spells=["Neexistující kouzlo"]))
    with pytest.raises(ValueError, match="level"):
        evaluate_creation(make(level="polobůh"))


def contact(name, influence, area, in_play=False):
    return {
        "name": name,
        "influence": influence,
        "area": area,
        "who": "",
        "how_met": "",
        "where": "",
        "looks": "",
        "in_play": in_play,
    }


def test_contacts_at_creation():
    sheet = make(
        znamosti=2,
        areas=["Podsvětí", "Obchod"],
        contacts=[contact("Hubert", 2, "Podsvětí"), contact("Bětka", 1, "Obchod")],
    )
    assert evaluate_creation(sheet).violations == []
    sheet["contacts"].append(contact("Kryštof", 1, "Obchod"))
    assert codes(evaluate_creation(sheet)) == ["contacts_count"]
    sheet["contacts"][-1]["in_play"] = True  # found in play: not limited
    assert evaluate_creation(sheet).violations == []
    sheet["contacts"][0]["influence"] = 3
    sheet["contacts"][1]["area"] = "Královský dvůr"
    ev = evaluate_creation(sheet)
    assert sorted((v.code, v.subject) for v in ev.violations) == [
        ("contact_area", "Bětka"),
        ("contact_influence", "Hubert"),
    ]
    sheet["areas"].append("Královský dvůr")
    assert "areas_count" in codes(evaluate_creation(sheet))


def network(kind, area, rating, liaison=""):
    return {
        "kind": kind,
        "area": area,
        "rating": rating,
        "liaison": liaison,
        "dead_drop": "",
        "cipher": "",
        "language": "",
        "in_play": False,
    }


def test_text_example_networks():
    # Sítě 2 without specialisations: two networks at 2 (a black market and an underworld one).
    sheet = make(
        skills={"Sítě": {"rating": 2}},
        networks=[network("Černý trh", "Praha", 2), network("Podsvětí", "Panství", 2)],
    )
    assert evaluate_creation(sheet).violations == []
    sheet["networks"][1]["rating"] = 3
    assert codes(evaluate_creation(sheet)) == ["network_rating"]
    # With Podsvětí at 3 the underworld network is a 3.
    sheet["skills"]["Sítě"]["specialisations"] = {"Podsvětí": 3}
    assert evaluate_creation(sheet).violations == []
    sheet["networks"].append(network("Soudy", "Brno", 2))
    assert codes(evaluate_creation(sheet)) == ["networks_count"]


def test_single_specialisation_gives_one_network():
    sheet = make(
        skills={"Sítě": {"rating": 0, "specialisations": {"Bankéři": 2}}},
        networks=[network("Bankéři", "Norimberk", 2)],
    )
    assert evaluate_creation(sheet).violations == []
    sheet["networks"].append(network("Bankéři", "Vídeň", 2))
    assert codes(evaluate_creation(sheet)) == ["networks_count"]


def test_network_liaison_must_be_a_contact():
    sheet = make(skills={"Sítě": {"rating": 1}}, networks=[network("Soudy", "Praha", 1, "Kryštof")])
    assert codes(evaluate_creation(sheet)) == ["network_liaison"]
    sheet.update(znamosti=1, areas=["Soudy"], contacts=[contact("Kryštof", 1, "Soudy")])
    assert evaluate_creation(sheet).violations == []


def test_exception_waives_but_keeps_the_violation_listed():
    sheet = make(
        skills={"Plavání": {"rating": 4}},
        exceptions=[{"code": "limit_top_two", "subject": "Plavání", "reason": "Rybářův syn"}],
    )
    ev = evaluate_creation(sheet)
    assert [(v.code, v.waived, v.reason) for v in ev.violations] == [
        ("limit_top_two", True, "Rybářův syn")
    ]
    assert ev.legal
    assert "waived" in str(ev.violations[0])
    sheet["exceptions"][0]["subject"] = "Jezdectví"  # an exception for another skill waives nothing
    assert not evaluate_creation(sheet).legal


def test_training_uses_earned_xp_and_the_training_table():
    sheet = make(
        skills={"Plavání": {"rating": 4}},
        training={
            "earned": [
                {"source": "play", "hours": 40, "xp": 0, "note": ""},
                {"source": "goal", "hours": 0, "xp": 10, "note": "Zachránili biskupa"},
                {"source": "goal", "hours": 0, "xp": 10, "note": "Vypátrali vraha"},
            ],
            "spent": [],
        },
    )
    ev = evaluate_creation(sheet)
    assert ev.earned_xp == 10 + 20
    assert ev.budget == 90 and ev.training
    assert (ev.top_two_limit, ev.others_limit) == (4, 3)  # 90+ row (default)
    assert ev.violations == []
    assert (
        "Tabulka limitů tréninku"
        in evaluate_creation(make(skills={"Plavání": {"rating": 5}}, training=sheet["training"]))
        .violations[0]
        .message.cs
    )


def test_training_cost_is_the_creation_cost_difference():
    before = make(skills={"Jednání": {"rating": 2}})
    after = copy.deepcopy(before)
    after["skills"]["Jednání"]["rating"] = 3
    assert training_cost(before, after) == 4
    after["skills"]["Jednání"]["specialisations"] = {"Vůle": 4}
    assert training_cost(before, after) == 5


def test_play_and_goal_xp():
    assert play_xp(3) == 0 and play_xp(4) == 1 and play_xp(11) == 2
    assert goal_xp(1) == 1 and goal_xp(10) == 10
    for bad in (0, 11):
        with pytest.raises(ValueError):
            goal_xp(bad)
    with pytest.raises(ValueError):
        play_xp(-1)


def test_play_hours_add_up_across_sessions():
    earned = [{"source": "play", "hours": 3, "xp": 0, "note": ""}] * 4
    ev = evaluate_creation(make(training={"earned": earned, "spent": []}))
    assert ev.earned_xp == 3  # 12 hours


def test_free_skills_belong_in_free_skills():
    with pytest.raises(ValueError, match="free_skills"):
        evaluate_creation(make(skills={"Rodný jazyk": {"rating": 4}}))
    sheet = make()
    sheet["free_skills"]["Plavání"] = {"rating": 3, "detail": ""}
    with pytest.raises(ValueError, match="not a free skill"):
        evaluate_creation(sheet)


def test_violation_message_reads_well_in_both_languages():
    ev = evaluate_creation(make(skills={"Plavání": {"rating": 4}}))
    v = ev.violations[0]
    assert v.message.cs == (
        "Plavání 4: nejvyšší povolené hodnocení je 3 (Tvorba postavy – Limit hodnocení statistik)"
    )
    assert (
        str(v.message)
        == str(v)
        == ("Plavání 4: the highest allowed rating is 3 (Character creation – stat rating limit)")
    )


def test_every_broken_rule_reads_as_a_sentence_even_about_a_lower_case_name():
    """A contact the GM wrote in lower case ("hubert") made its violation start lower
    case; the panel lists whole sentences."""
    sheet = make(znamosti=1, areas=["Podsvětí"], contacts=[contact("hubert", 3, "Trh")])
    messages = [v.message for v in evaluate_creation(sheet).violations]
    assert messages
    for text in messages:
        assert text.cs[0].isupper() and text.en[0].isupper(), text
    assert any(text.cs.startswith("Hubert: vliv 3") for text in messages)
