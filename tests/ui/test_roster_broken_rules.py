"""The roster counts each character's broken rules (those the system's rules find in the
sheet and the GM has not waived): a number where there are any, the rules in its tooltip,
nothing where none; stored with the roster line, so the roster reads no sheet for it."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddCharacter, UpdateCharacter
from campaign_manager.storage.models import Character
from campaign_manager.systems.dakara import SYSTEM
from campaign_manager.ui import i18n
from campaign_manager.ui.roster.model import RosterModel


@pytest.fixture
def campaign_system() -> str:
    return "dakara"


def two_networks() -> dict:
    """A demo sheet with two networks while its Sítě allow none: one broken rule."""
    sheet = copy.deepcopy(SYSTEM.demo()["characters"][0]["sheet"])
    sheet["networks"] = [
        {"kind": "Černý trh", "area": "Staré Město", "rating": 0},
        {"kind": "Černý trh", "area": "Malá Strana", "rating": 0},
    ]
    return sheet


def broken_cell(window, character_id: int):
    table = window.roster.table
    model = table.model()
    for row in range(model.rowCount()):
        record = model.index(row, 0).data(RosterModel.RecordRole)
        if record.id == character_id:
            return model.index(row, RosterModel.BROKEN)
    raise AssertionError("not in the roster")


@pytest.mark.parametrize("language", ["cs", "en"])
def test_a_character_breaking_a_rule_shows_1_and_the_fix_clears_it(window, qtbot, qapp, language):
    i18n.install(qapp, language)
    try:
        window.roster.model.language = language
        change = AddCharacter({"name": "Vilém Kratochvíl", "kind": "pc", "sheet": two_networks()})
        window.session.perform(change, "Add")
        table = window.roster.table
        assert not table.isColumnHidden(RosterModel.BROKEN)
        header = table.model().headerData(RosterModel.BROKEN, Qt.Orientation.Horizontal)
        assert header == {"cs": "Porušená pravidla", "en": "Broken rules"}[language]
        cell = broken_cell(window, change.id)
        assert cell.data() == "1"
        tip = cell.data(Qt.ItemDataRole.ToolTipRole)
        assert {"cs": "smí mít postava 0 sítí", "en": "0 networks"}[language] in tip
        window.grab().save(f"/tmp/cuts_shots/roster_broken_{language}.png")

        fixed = two_networks()
        fixed["networks"] = []
        window.session.perform(UpdateCharacter(change.id, {"sheet": fixed}), "Fix")
        cell = broken_cell(window, change.id)
        assert cell.data() in ("", None)
        assert not cell.data(Qt.ItemDataRole.ToolTipRole)
        # stored with the line: the roster reads it without the sheet
        assert "broken" not in Character.get_by_id(change.id).summary
    finally:
        i18n.install(qapp, "en")


def test_the_stored_line_carries_the_broken_rules(window):
    change = AddCharacter({"name": "Vilém", "kind": "pc", "sheet": two_networks()})
    window.session.perform(change, "Add")
    line = Character.get_by_id(change.id).summary
    assert len(line["broken"]) == 1 and "networks" in line["broken"][0]["en"]


@pytest.mark.parametrize("campaign_system", ["d20"])
def test_a_system_with_no_creation_rules_shows_no_column(window):
    assert window.roster.table.isColumnHidden(RosterModel.BROKEN)
