"""Help → Keyboard shortcuts lists every key: the menus' (read from the actions) and the
keys that are no menu action."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from campaign_manager.ui.dialogs.shortcuts import ShortcutsDialog, native, plain_text


def test_the_list_holds_every_menu_key_and_the_extra_keys(window, qtbot):
    window.tabs.setCurrentWidget(window.combat_area)  # the tracker's keys too
    dialog = ShortcutsDialog(window.menus.shortcut_groups(), window)
    qtbot.addWidget(dialog)
    rows = dialog.rows()
    listed = {(group, text): keys for group, text, keys in rows}
    assert listed[("Edit", "Undo")] == native("Ctrl+Z")
    assert listed[("Edit", "Redo")] == native("Ctrl+Y", "Ctrl+Shift+Z")
    assert listed[("View", "Roster")] == native("Alt+1")
    assert listed[("View", "Blank the player view")] == native("Ctrl+B")
    assert listed[("Help", "Keyboard shortcuts…")] == native(QKeySequence.StandardKey.HelpContents)
    assert listed[("Character", "Skills: test the selected skill")] == "T"  # the campaign's
    assert listed[("Character", "Notes: bold")] == native("Ctrl+B")
    assert listed[("Right-click menus", "Skill: skill test")] == "Right click"
    assert not any("Scar" in text for _group, text, _keys in rows)  # not another system's
    # every visible menu action with a key is listed with it
    texts = {text.split(" → ")[-1]: keys for _group, text, keys in rows}
    menu_actions = [
        action
        for menu in window.menuBar().findChildren(type(window.menus.file_menu))
        for action in menu.actions()
        if not action.shortcut().isEmpty() and action.isVisible()
    ]
    assert len(menu_actions) > 20
    for action in menu_actions:
        if action in (window.menus.undo_action, window.menus.redo_action):
            continue
        assert texts[plain_text(action.text())] == native(*action.shortcuts())
    assert all("&" not in text for _group, text, _keys in rows)


def test_help_offers_the_list(window, qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(ShortcutsDialog, "exec", lambda self: shown.append(self.rows()))
    assert window.menus.shortcuts_action in window.menus.help_menu.actions()
    window.menus.shortcuts_action.trigger()
    assert shown and len(shown[0]) > 30
