"""Showing things to the players from the GM's window: a character's card from the roster's
right-click menu to one chosen PC; the list of reveals, filtered by PC, taking one back and
showing it again (each one undo step); a picture handout for everyone full screen on the TV
until Esc takes it off (a step another GM's TV follows) or Ctrl+B blanks it; a file that is
no picture is refused in words in the dialog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QBuffer, QIODevice, Qt, QTimer
from PySide6.QtGui import QColor, QContextMenuEvent, QImage
from PySide6.QtWidgets import QApplication, QMenu

from campaign_manager.player_view.notebook import everyone_now, notebook_for
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.queries import reveal_image, reveals
from campaign_manager.ui.reveals.show_dialog import ShowToPlayersDialog


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def _png(width: int = 64, height: int = 48) -> bytes:
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#3a7"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data())


def _add(window, name: str, kind: str, portrait: bytes | None = None, notes: str = "") -> int:
    values = {"name": name, "kind": kind, "sheet": window.session.system.new_sheet()}
    if notes:
        values["notes"] = notes
    if portrait is not None:
        values["portrait"] = portrait
    change = AddCharacter(values)
    window.session.perform(change, f"add {name}")
    return change.id


def _dialog(qtbot) -> ShowToPlayersDialog:
    found = []

    def opened() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets() if isinstance(w, ShowToPlayersDialog)]
        return bool(found) and found[0].isVisible()

    qtbot.waitUntil(opened)
    return found[0]


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen popups
def test_a_card_from_the_roster_s_menu_goes_to_the_chosen_pc_only(qtbot, window):
    picture = _png()
    borek = _add(window, "Bořek", "pc")
    ela = _add(window, "Ela", "pc")
    notes = "<p>TAJNĚ: je to vyzvědač.</p><p>Nosí šedý plášť.</p>"
    stranger = _add(window, "Cizinec", "npc", portrait=picture, notes=notes)
    roster = window.roster
    roster.select_id(stranger)
    # the roster's right-click menu (the menu key, here) holds Show to players…
    assert roster.table.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    action = window.menus.reveals.roster_action
    assert action.isEnabled()
    listed: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            return
        timer.stop()
        listed.extend(a.text() for a in menu.actions())
        menu.setActiveAction(action)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    timer = QTimer()
    timer.timeout.connect(pick)
    timer.start(10)
    place = roster.table.visualRect(roster.table.currentIndex()).center()
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Keyboard, place, roster.table.viewport().mapToGlobal(place)
    )
    QApplication.sendEvent(roster.table, event)  # the menu runs until picked
    assert "Show to &players…" in listed
    dialog = _dialog(qtbot)
    assert dialog.kind.currentData() == "card"
    assert dialog.title.text() == "Cizinec" and dialog.image == picture
    assert dialog.body.toPlainText() == ""  # the GM's notes never start a card
    dialog.title.setText("Muž v šedém")  # an alias
    # the GM picks the part of the notes to show: the second line, selected from the keyboard
    source = dialog.source
    assert source.isVisibleTo(dialog) and not dialog.take_button.isEnabled()
    source.setFocus()
    qtbot.keyClick(source, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(source, Qt.Key.Key_Home, Qt.KeyboardModifier.ShiftModifier)
    assert dialog.take_button.isEnabled()
    qtbot.keyClick(dialog.take_button, Qt.Key.Key_Space)
    box = dialog.pc_boxes[str(ela)]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Space)  # ticked from the keyboard
    assert dialog.chosen.isChecked()
    steps = window.session.undo_stack.count()
    qtbot.keyClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.session.undo_stack.count() == steps + 1
    [row] = reveals()
    assert (row["title"], row["body"], row["audience"]) == (
        "Muž v šedém",
        "Nosí šedý plášť.",
        [str(ela)],
    )
    assert reveal_image(row["id"]) == picture
    assert [item["title"] for item in notebook_for(str(ela), reveals())] == ["Muž v šedém"]
    assert notebook_for(str(borek), reveals()) == []
    window.menus.undo_action.trigger()
    assert reveals() == []


def test_the_list_shows_what_each_pc_was_shown_and_takes_one_back(qtbot, window):
    from campaign_manager.storage.changes.reveals import show_reveal

    borek = _add(window, "Bořek", "pc")
    ela = _add(window, "Ela", "pc")
    window.session.perform(show_reveal({"title": "Dopis", "audience": [str(borek)]}), "a")
    window.session.perform(show_reveal({"title": "Mapa města", "body": "ulice"}), "b")
    window.menus.reveals.list_action.trigger()
    dialog = window.menus.reveals.dialog
    qtbot.waitUntil(dialog.isVisible)
    panel = dialog.panel
    titles = lambda: [  # noqa: E731
        panel.list.topLevelItem(i).text(0) for i in range(panel.list.topLevelItemCount())
    ]
    assert titles() == ["Mapa města", "Dopis"]  # the newest first
    assert panel.list.topLevelItem(1).text(2) == "Bořek"
    assert panel.list.topLevelItem(0).text(2) == "Everyone"
    panel.show_pc(ela)
    assert titles() == ["Mapa města"]  # what Ela has been shown
    panel.show_pc(borek)
    assert titles() == ["Mapa města", "Dopis"]
    panel.list.setCurrentItem(panel.list.topLevelItem(1))
    assert panel.withdraw_button.isEnabled() and not panel.again_button.isEnabled()
    qtbot.mouseClick(panel.withdraw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: panel.list.topLevelItem(1).text(3) == "Taken back")
    assert notebook_for(str(borek), reveals())[0]["title"] == "Mapa města"
    assert len(notebook_for(str(borek), reveals())) == 1
    panel.list.setCurrentItem(panel.list.topLevelItem(1))
    assert panel.again_button.isEnabled()
    window.menus.undo_action.trigger()  # the taking back is one step
    qtbot.waitUntil(lambda: panel.list.topLevelItem(1).text(3) == "Shown")
    # the ledger's tab lists the same
    window.tabs.setCurrentWidget(window.ledger_area)
    ledger = window.ledger_area.page
    assert ledger.tabs.tabText(ledger.tabs.indexOf(ledger.shown)) == "Shown to players"
    ledger.tabs.setCurrentWidget(ledger.shown)
    assert ledger.shown.list.topLevelItemCount() == 2
    # the ledger filtered on Ela: the tab shows what Ela has been shown
    ledger.scope.setCurrentIndex(ledger.scope.findData(f"character:{ela}"))
    assert ledger.shown.list.topLevelItemCount() == 1
    assert ledger.shown.list.topLevelItem(0).text(0) == "Mapa města"


def test_a_picture_for_everyone_is_full_screen_on_the_tv_until_esc(qtbot, window, tmp_path):
    _add(window, "Bořek", "pc")
    view = window.player_side.player_view().view
    view.resize(800, 450)
    from campaign_manager.ui.reveals.show_dialog import show_to_players

    dialog = show_to_players(window, window.session)
    qtbot.waitUntil(dialog.isVisible)
    path = tmp_path / "mapa.png"
    path.write_bytes(_png(400, 300))
    assert dialog.set_image_file(str(path))
    assert dialog.kind.currentData() == "image"
    dialog.title.setText("Mapa hradu")
    assert dialog.everyone.isChecked()
    dialog.accept()
    assert view.mode() == "reveal"
    assert view.painted_texts()[0] == "Mapa hradu"
    # repaints lay nothing out again: the picture was scaled once for this size
    picture = view._reveal
    for _ in range(3):
        view.scene()
    assert picture.built == 1
    # Ctrl+B on the TV window blanks it as everything; the reveal is back after it
    view.show()
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view)
    qtbot.keyClick(view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert view.mode() == "blank" and view.painted_texts() == []
    qtbot.keyClick(view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert view.mode() == "reveal"
    steps = window.session.undo_stack.count()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: view.mode() == "idle")
    assert window.session.undo_stack.count() == steps + 1
    assert reveals()[0]["dismissed"] and everyone_now(reveals()) is None
    assert notebook_for("1", reveals())[0]["title"] == "Mapa hradu"  # kept in the notebooks
    window.menus.undo_action.trigger()  # the dismissal undone: back on the TV
    qtbot.waitUntil(lambda: view.mode() == "reveal")


def test_a_file_that_is_no_picture_is_refused_in_words(qtbot, window, tmp_path):
    from campaign_manager.ui.reveals.show_dialog import show_to_players

    dialog = show_to_players(window, window.session)
    qtbot.waitUntil(dialog.isVisible)
    path = tmp_path / "obrazek.png"
    path.write_bytes(b"MZ\x90\x00 this is a program, not a picture")
    assert not dialog.set_image_file(str(path))
    assert "is not a PNG, JPEG, GIF or WebP picture" in dialog.problem.text()
    assert dialog.image is None
    dialog.title.setText("")
    dialog.accept()  # nothing to show: said in words, the dialog stays
    assert dialog.isVisible() and "neither a title nor a text" in dialog.problem.text()
    assert reveals() == []
    dialog.reject()


def test_the_character_area_shows_its_character_s_card(qtbot, window):
    npc = _add(window, "Hostinský", "npc")
    window.open_character(npc)
    page = window.character_area.page
    assert page.reveal_button.isEnabled()
    qtbot.mouseClick(page.reveal_button, Qt.MouseButton.LeftButton)
    dialog = _dialog(qtbot)
    assert (dialog.kind.currentData(), dialog.title.text()) == ("card", "Hostinský")
    dialog.reject()


def _select_row(ledger, key: str, column_text: str) -> None:
    ledger.tabs.setCurrentWidget(ledger.tables[key])
    view = ledger.tables[key].view
    model = view.model()
    for row in range(model.rowCount()):
        for column in range(model.columnCount()):
            if model.index(row, column).data() == column_text:
                view.setCurrentIndex(model.index(row, 0))
                return
    raise AssertionError(f"{column_text!r} not in {key}")


def test_the_ledger_s_menus_show_a_contact_s_and_a_favour_s_card(qtbot, window):
    from campaign_manager.storage.ledger import AddFavour, add_person

    jan = _add(window, "Jan", "pc")
    person = add_person(
        {"name": "Hubert", "who": "Paserák", "looks": "Zrzavý vous", "notes": "TAJNÉ: udavač"},
        {"character_id": jan, "influence": 2},
    )
    window.session.perform(person, "x")
    hubert = person.changes[0].id
    favour = {"debtor_kind": "contact", "debtor_id": hubert, "creditor_kind": "character"}
    window.session.perform(AddFavour({**favour, "creditor_id": jan, "reason": "Schoval ho"}), "x")
    window.tabs.setCurrentWidget(window.ledger_area)
    ledger = window.ledger_area.page
    qtbot.waitUntil(lambda: ledger.tables["people"].model.rowCount() == 1)
    _select_row(ledger, "people", "Hubert")
    view = ledger.tables["people"].view
    assert view.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    [action] = [a for a in view.actions() if a.objectName() == "ledger_people_show_to_players"]
    action.trigger()
    dialog = _dialog(qtbot)
    assert (dialog.kind.currentData(), dialog.title.text()) == ("card", "Hubert")
    assert dialog.body.toPlainText() == "Paserák\nZrzavý vous"  # not the GM's notes
    dialog.reject()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    qtbot.waitUntil(lambda: ledger.tables["favours"].model.rowCount() == 1)
    ledger.tabs.setCurrentWidget(ledger.tables["favours"])
    favours = ledger.tables["favours"].view
    favours.setCurrentIndex(favours.model().index(0, 0))
    [action] = [a for a in favours.actions() if a.objectName() == "ledger_favours_show_to_players"]
    action.trigger()
    dialog = _dialog(qtbot)
    assert dialog.title.text() == "Hubert owes Jan a favour"
    assert "Schoval ho" in dialog.body.toPlainText()
    dialog.reject()
