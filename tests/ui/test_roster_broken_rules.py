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


def test_a_search_keystroke_asks_only_the_shown_rows_for_their_count(window, qtbot, monkeypatch):
    """The column is sized by its header: sizing it to its contents made every filter
    keystroke ask a thousand rows for their count (a keystroke at 10,000 characters went
    from 9 to 42 ms)."""
    from campaign_manager.storage.changes import Batch

    sheet = SYSTEM.new_sheet()
    window.session.perform(
        Batch([AddCharacter({"name": f"Postava {n}", "sheet": sheet}) for n in range(1500)]),
        "Add",
    )
    qtbot.waitUntil(lambda: window.roster.model.rowCount() == 1500)
    asked = []
    cell = RosterModel.cell

    def counting(self, row, column, role):
        if column == RosterModel.BROKEN:
            asked.append(row)
        return cell(self, row, column, role)

    monkeypatch.setattr(RosterModel, "cell", counting)
    qtbot.keyClicks(window.roster.search, "Postava 1")
    qtbot.waitUntil(lambda: window.roster.table.model().rowCount() < 1500)
    window.roster.table.viewport().repaint()
    shown = window.roster.table.viewport().height() // window.roster.table.rowHeight(0) + 2
    assert len(set(asked)) <= shown, (len(set(asked)), shown)
