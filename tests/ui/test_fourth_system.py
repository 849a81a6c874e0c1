"""A fourth rule system is its two folders: the one under tests/fourth_system/, registered
by this test alone, is driven through the real app (a new campaign of it, a character and
its sheet, a fight with the player view, the ledger, export and import, its demo)."""

from __future__ import annotations

from pathlib import Path

import pytest
from fourth_system import KEY, RULES
from PySide6.QtWidgets import QLabel

from campaign_manager.player_view import demo
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.models import Character
from campaign_manager.systems import get_encounter, get_system, register, system_keys, unregister
from campaign_manager.ui.dialogs.new_campaign import NewCampaignDialog
from campaign_manager.ui.systems import system_ui

APP = Path(__file__).resolve().parents[2] / "campaign_manager"


@pytest.fixture(autouse=True)
def fourth_system():
    """The fourth system registered for the test (before the window is made), then gone."""
    register(KEY, RULES)
    yield KEY
    unregister(KEY)


def test_the_registry_finds_it_and_forgets_it_again():
    assert system_keys()[-1] == KEY
    assert get_system(KEY).name.en == "The fourth system"
    assert get_encounter(KEY).__name__ == f"{RULES}.encounter"
    assert system_ui(KEY).key == KEY
    assert KEY in demo.views()
    with pytest.raises(ValueError, match="registered already"):
        register(KEY, RULES)
    unregister(KEY)
    try:
        assert KEY not in system_keys()
        with pytest.raises(KeyError):
            system_ui(KEY)
    finally:
        register(KEY, RULES)


def test_no_file_of_the_app_names_it():
    named = [
        path.relative_to(APP).as_posix()
        for path in APP.rglob("*")
        if path.is_file()
        and path.suffix in (".py", ".json", ".ts")
        and any(word in path.read_text(encoding="utf-8") for word in (KEY, "fourth_system"))
    ]
    assert named == []


def _new_campaign(window, tmp_path, monkeypatch) -> None:
    """File → New campaign, the fourth system chosen in the real dialog."""
    seen = {}

    def choose(dialog) -> int:
        dialog.name_edit.setText("Čtvrtá kampaň")
        dialog.system_combo.setCurrentIndex(dialog.system_combo.findData(KEY))
        dialog.folder = tmp_path
        dialog._update()
        seen["offered"] = dialog.system_combo.currentText()
        seen["help"] = dialog.system_help.text()
        return 1

    monkeypatch.setattr(NewCampaignDialog, "exec", choose)
    window.lifecycle.new_campaign_dialog()
    assert seen == {
        "offered": "The fourth system",
        "help": "Two numbers, might and luck; a fight takes might away.",
    }


def test_a_campaign_of_the_fourth_system_through_the_app(
    window, qtbot, tmp_path, monkeypatch, messages
):
    welcome = " ".join(label.text() for label in window.welcome.findChildren(QLabel))
    assert "The fourth system" in welcome

    _new_campaign(window, tmp_path, monkeypatch)
    session = window.session
    assert session.campaign.system == KEY and session.campaign.name == "Čtvrtá kampaň"

    # a character from the roster, its sheet edited in its one-widget editor
    window.roster.new_character()
    pc = max(row.id for row in Character.select())
    window.open_character(pc)
    editor = window.character_area.sheet_editor
    assert type(editor).__name__ == "MightEditor"
    editor.might.setValue(7)
    assert Character.get_by_id(pc).sheet == {"might": 7, "luck": 3}
    assert Character.get_by_id(pc).summary["en"] == "might 7, luck 3"
    assert "Might 7, luck 3" in window.character_area.printable_html()
    change = AddCharacter({"name": "Zlobr", "kind": "npc", "sheet": {"might": 9, "luck": 1}})
    session.perform(change, "add")

    # a fight, stepped with the player view open
    player = window.player_side.player_view().view
    player.set_language("en")
    page = window.combat_area
    window.tabs.setCurrentWidget(page)
    page.create_fight("U mostu", [roster_combatant(pc), *extras_of(change.id, 1)])
    session.combat.set_view_settings(
        {"pc": "numbers", "npc": "band", "initiative": False, "secret_conditions": []}
    )
    page.start_action.trigger()
    shown = window.player_side.player_feed.public_view()
    assert shown["system"] == KEY and shown["round"] == 1
    pc_id = next(c["id"] for c in shown["combatants"] if c["side"] == "pc")
    assert shown["current"] == pc_id  # the higher luck acts first
    painted = " ".join(player.painted_texts())
    assert "Round 1" in painted and "Might 7/7" in painted and "unhurt" in painted
    session.combat.act({"type": "damage", "target": pc_id, "amount": 3})
    assert Character.get_by_id(pc).sheet["might"] == 4  # the fight wounds the sheet
    shown = window.player_side.player_feed.public_view()
    assert next(c for c in shown["combatants"] if c["id"] == pc_id)["band"] == "hurt"
    painted = " ".join(player.painted_texts())
    assert "Might 4/7" in painted
    page.next_action.trigger()
    assert window.player_side.player_feed.public_view()["current"] != pc_id
    assert page.order.rows and page.order.text(0, 0)
    window.menus.undo_action.trigger()
    assert window.player_side.player_feed.public_view()["current"] == pc_id

    # the ledger page of a system with no ledger parts
    window.tabs.setCurrentWidget(window.ledger_area)
    qtbot.waitUntil(lambda: window.ledger_area.built)  # its deferred reload runs
    assert window.ledger_area.has_networks is False

    # no rules settings: the menu action does nothing
    assert system_ui(KEY).edit_settings(window) is False

    # export and import
    window.tabs.setCurrentWidget(window.character_area)
    window.open_character(pc)
    path = window.character_area.export_json(tmp_path / "postava")
    new_id = window.roster.import_file(path)
    copy, original = Character.get_by_id(new_id), Character.get_by_id(pc)
    for field in ("name", "kind", "sheet"):
        assert getattr(copy, field) == getattr(original, field)
    assert messages.shown == []


def test_its_demo_campaign_opens(window, messages):
    assert window.open_demo(KEY)
    assert window.session.campaign.system == KEY
    assert sorted(row.name for row in Character.select()) == ["Aloisie", "Bohdan", "Zlobr"]
    assert messages.shown == []
