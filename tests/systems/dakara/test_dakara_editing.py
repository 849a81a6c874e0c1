"""The Dakara sheet edits of the rules core (systems/dakara/editing.py) and the numbers the
sheet's widgets used to compute themselves: effective rating, free-skill default, play
hours, the 4-hour default, the zl-per-XP rate."""

from __future__ import annotations

import copy

import pytest
from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.dakara import (
    Catalogue,
    editing,
    evaluate_creation,
    new_sheet,
    validate_sheet,
)
from campaign_manager.systems.dakara.creation import (
    HOURS_PER_XP,
    effective_rating,
    free_skill_rating,
    materials_rate,
    play_hours,
)
from campaign_manager.systems.dakara.violations import Violation

CATALOGUE = Catalogue.default()


def sheet(**changes) -> dict:
    base = new_sheet()
    base.update(changes)
    return validate_sheet(base)


def test_a_new_network_is_valid_with_a_kind_of_the_catalogue():
    s = sheet()
    editing.add_network(s, CATALOGUE)
    assert validate_sheet(s) == s  # the sheet is still valid: the kind is not empty
    assert s["networks"][0]["kind"] in CATALOGUE.grouped["Sítě"]
    evaluate_creation(s)  # and it is priced without "unknown specialisation"


def test_a_new_network_takes_the_characters_best_unused_network_kind():
    s = sheet(skills={"Sítě": {"rating": 1, "specialisations": {"Podsvětí": 3, "Černý trh": 2}}})
    editing.add_network(s, CATALOGUE)
    assert (s["networks"][0]["kind"], s["networks"][0]["rating"]) == ("Podsvětí", 3)
    editing.add_network(s, CATALOGUE)
    assert (s["networks"][1]["kind"], s["networks"][1]["rating"]) == ("Černý trh", 2)
    editing.add_network(s, CATALOGUE)  # then the catalogue's first kind not yet used
    assert s["networks"][2]["kind"] not in ("Podsvětí", "Černý trh")
    assert s["networks"][2]["rating"] == 1  # Sítě 1 for a kind without a specialisation


def test_a_network_kind_must_be_a_site_specialisation():
    s = sheet()
    editing.add_network(s, CATALOGUE)
    before = copy.deepcopy(s)
    with pytest.raises(RuleError) as refused:
        editing.set_row_field(s, "networks", 0, "kind", "Pekaři", CATALOGUE)
    assert "Pekaři" in refused.value.text.cs and "Sítě" in refused.value.text.en
    assert s == before
    editing.set_row_field(s, "networks", 0, "kind", "Bankéři", CATALOGUE)
    assert s["networks"][0]["kind"] == "Bankéři"


def test_an_empty_field_that_must_have_text_is_refused_and_changes_nothing():
    s = sheet()
    editing.add_contact(s, "Hubert")
    before = copy.deepcopy(s)
    with pytest.raises(ValueError):
        editing.set_row_field(s, "contacts", 0, "name", "  ")
    assert s == before


def test_a_new_contact_gets_a_unique_name_and_the_first_area():
    s = sheet(znamosti=2, areas=["Podsvětí", "Praha"])
    editing.add_contact(s, "Nový kontakt")
    editing.add_contact(s, "Nový kontakt")
    assert [c["name"] for c in s["contacts"]] == ["Nový kontakt", "Nový kontakt 2"]
    assert s["contacts"][0]["area"] == "Podsvětí"
    assert evaluate_creation(s).legal


def test_renaming_a_contact_renames_the_networks_liaison():
    s = sheet()
    editing.add_contact(s, "Hubert")
    editing.add_network(s, CATALOGUE)
    editing.set_row_field(s, "networks", 0, "liaison", "Hubert", CATALOGUE)
    editing.set_row_field(s, "contacts", 0, "name", "Hubert z Lokte")
    assert s["networks"][0]["liaison"] == "Hubert z Lokte"


def test_buying_twice_counts_two_and_an_unknown_item_is_refused():
    s = sheet()
    editing.buy(s, CATALOGUE, "Lano (10 metrů)")
    editing.buy(s, CATALOGUE, "Lano (10 metrů)")
    assert s["gear"] == [{"name": "Lano (10 metrů)", "quantity": 2, "price_md": None}]
    with pytest.raises(RuleError):
        editing.buy(s, CATALOGUE, "Létající koberec")
    with pytest.raises(ValueError):
        editing.set_gear_quantity(s, 0, 0)
    assert s["gear"][0]["quantity"] == 2


def test_a_new_play_session_is_four_hours_worth_one_xp():
    s = sheet()
    entry = editing.add_earned(s, "play")
    assert entry["hours"] == HOURS_PER_XP == 4
    editing.add_earned(s, "play")
    editing.set_earned_field(s, 1, "hours", 7)
    assert play_hours(s) == 11
    assert evaluate_creation(s).earned_xp == 2  # 11 hours: 1 XP per 4 hours in total
    goal = editing.add_earned(s, "goal")
    assert goal["xp"] == 1  # a goal gives 1–10 XP
    with pytest.raises(ValueError):
        editing.set_earned_field(s, 2, "xp", 11)


def test_a_waiver_needs_a_reason_and_withdrawing_removes_it():
    s = sheet()
    broken = Violation("limit_others", Text(cs="", en=""), None)
    with pytest.raises(RuleError):
        editing.waive(s, broken, "  ")
    editing.waive(s, broken, "Vypravěč svolil")
    assert s["exceptions"] == [
        {"code": "limit_others", "subject": None, "reason": "Vypravěč svolil"}
    ]
    editing.withdraw(s, broken)
    assert s["exceptions"] == []


def test_a_specialisation_written_below_its_group_rolls_the_groups_rating():
    s = sheet(skills={"Fyzická zdatnost": {"rating": 3, "specialisations": {"Běh": 2}}})
    assert effective_rating(s, "Fyzická zdatnost", "Běh") == 3
    assert effective_rating(s, "Fyzická zdatnost", "Plavání") == 3


def test_a_free_skill_not_on_the_sheet_is_at_its_free_rating():
    s = sheet(free_skills={})
    assert free_skill_rating(s, CATALOGUE, "Rodný jazyk") == 3
    assert effective_rating(s, "Rodný jazyk", catalogue=CATALOGUE) == 3
    editing.set_free_skill_detail(s, CATALOGUE, "Rodný jazyk", " čeština ")
    assert s["free_skills"]["Rodný jazyk"] == {"rating": 3, "detail": "čeština"}


def test_the_zl_per_xp_rate_is_data_the_core_reads(monkeypatch):
    assert materials_rate(CATALOGUE) == 5
    catalogue = Catalogue.default()
    catalogue.tables = {**catalogue.tables, "materials_zl_per_xp": 7}
    s = sheet(materials_xp=2)
    assert evaluate_creation(s, catalogue=catalogue).materials_md == 1400
    editing.buy(s, catalogue, "Kůň")
    message = next(v for v in evaluate_creation(s, catalogue=catalogue).violations)
    assert "7 zl za 1 zk" in message.message.cs and "7 zl per XP" in message.message.en


def test_goals_and_hooks_texts_count_toward_the_bar():
    s = sheet()
    editing.add_hook(s, "Dluží Podsvětí 20 zl")
    editing.add_hook(s)
    editing.set_hook_text(s, 1, "Soupeř z akademie")
    assert (s["goals"], s["hooks"]) == (2, ["Dluží Podsvětí 20 zl", "Soupeř z akademie"])
    assert evaluate_creation(s).goals_xp == 2
    editing.remove_hook(s, 0)
    assert (s["goals"], s["hooks"]) == (1, ["Soupeř z akademie"])


@given(
    ops=st.lists(
        st.sampled_from(["contact", "network", "buy", "play", "goal", "remove_net", "hook"]),
        max_size=12,
    )
)
def test_every_edit_leaves_a_valid_sheet_that_can_be_priced(ops):
    s = sheet(skills={"Sítě": {"rating": 2}})
    for op in ops:
        if op == "contact":
            editing.add_contact(s, "Kontakt")
        elif op == "network":
            editing.add_network(s, CATALOGUE)
        elif op == "buy":
            editing.buy(s, CATALOGUE, "Lucerna, kahan, lucerna na svíci")
        elif op in ("play", "goal"):
            editing.add_earned(s, op)
        elif op == "hook":
            editing.add_hook(s, "námět")
        elif s["networks"]:
            editing.remove_rows(s, "networks", [0])
        assert validate_sheet(s) == s
        evaluate_creation(s)
