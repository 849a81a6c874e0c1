"""Majetek covers living and civilian kit of its standard (Požitky z majetku, Civilní výbava)."""

from __future__ import annotations

from campaign_manager.systems.dakara import Catalogue, evaluate_creation, item_price_md, new_sheet

CATALOGUE = Catalogue.default()


def price(majetek: int, name: str) -> int:
    sheet = new_sheet()
    sheet["majetek"] = majetek
    return item_price_md(sheet, CATALOGUE, {"name": name, "quantity": 1, "price_md": None})


def test_without_majetek_living_is_paid_in_full():
    assert price(0, "Živobytí – měšťan (1 měsíc)") == 20 * 100  # 20 zl


def test_majetek_covers_its_own_standard_and_below():
    assert price(3, "Živobytí – měšťan (1 měsíc)") == 0  # Majetek 3 = velký = měšťan
    assert price(3, "Civilní výbava – sedlák") == 0


def test_a_higher_standard_costs_only_the_difference():
    assert price(3, "Živobytí – boháč (1 měsíc)") == (100 - 20) * 100


def test_other_gear_is_not_covered():
    assert price(6, "Lano (10 metrů)") == 20  # 2 st


def test_cash_left_counts_the_covered_living():
    sheet = new_sheet()
    sheet["majetek"], sheet["materials_xp"] = 3, 1  # 5 zl to spend
    sheet["gear"] = [{"name": "Živobytí – měšťan (1 měsíc)", "quantity": 2, "price_md": None}]
    evaluation = evaluate_creation(sheet)
    assert evaluation.gear_md == 0
    assert evaluation.cash_md == 500
    assert not [v for v in evaluation.violations if v.code == "materials_overspent"]
