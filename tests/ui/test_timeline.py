"""Campaign → Timeline through the real widgets: opened from the menu (Ctrl+Alt+L), the
log's lines under their story days, filtered by character, kind and text, Enter going to
the fight, the ledger or the character; a dated note added from the menu as one undo step,
and its undo taking it out of the open timeline."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from campaign_manager.storage.changes import AddCharacter, AddEncounter, LogEvents, LogLine
from campaign_manager.story_time.calendar import DAY
from campaign_manager.ui.timeline.model import HEADING_ROLE, LINE_ROLE
from campaign_manager.ui.timeline.note import TimelineNoteDialog


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def when_shown(kind, fill):
    """Run ``fill(dialog)`` on the modal dialog of ``kind`` once it is open."""

    def act():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, act)
            return
        fill(dialog)

    QTimer.singleShot(0, act)


def rows(dialog) -> list[str]:
    model = dialog.model
    return [model.index(r).data() for r in range(model.rowCount())]


def row_of(dialog, words: str):
    model = dialog.model
    for r in range(model.rowCount()):
        if words in (model.index(r).data() or "") and not model.index(r).data(HEADING_ROLE):
            return model.index(r)
    raise AssertionError(f"no row with {words!r}: {rows(dialog)}")


def _story(window) -> dict:
    session = window.session
    add = AddCharacter({"name": "Zdena", "kind": "pc", "gender": "f"})
    session.perform(add, "Zdena")
    zdena = add.id
    fight = AddEncounter({"name": "Přepadení u brodu", "status": "finished", "state": {}})
    session.perform(fight, "fight")
    session.perform(
        LogEvents([LogLine("Hlídač: Mrtvý", "Hlídač: Dead", "dead", encounter=fight.id)]), "log"
    )
    window.story_clock.advance(2 * DAY)  # a time boundary, written to the log
    session.perform(
        LogEvents(
            [
                LogLine("Zdena dluží Hynkovi", "Zdena owes Hynek", "favour", character=zdena),
                LogLine("Zdena: 3 ZK", "Zdena: 3 XP", "xp", character=zdena),
            ]
        ),
        "log",
    )
    return {"zdena": zdena, "fight": fight.id}


def open_timeline(window, qtbot):
    action = window.timeline.timeline_action
    assert action in window.menus.campaign_menu.actions()
    assert action.shortcut().toString() == "Ctrl+Alt+L"
    action.trigger()
    dialog = window.timeline.dialog
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def test_the_menu_opens_the_lines_under_their_story_days(window, qtbot):
    _story(window)
    dialog = open_timeline(window, qtbot)
    shown = rows(dialog)
    assert shown[0] == "Monday, 1 January 1 CE"
    assert "Přepadení u brodu: Hlídač: Dead" in shown[1]
    assert shown[2] == "Wednesday, 3 January 1 CE"
    assert shown[3].startswith("0:00   Story time moved on by 2 days: Wednesday, 3 January 1")
    assert shown[4:] == ["0:00   Zdena owes Hynek", "0:00   Zdena: 3 XP"]
    assert dialog.count.text() == "4 events"
    assert dialog.view.accessibleName() == "Timeline"


def test_filters_by_character_kind_and_text(window, qtbot):
    story = _story(window)
    dialog = open_timeline(window, qtbot)
    dialog.character.setCurrentIndex(dialog.character.findData(story["zdena"]))
    assert [r for r in rows(dialog) if r[0].isdigit() and ":" in r[:5]] == [
        "0:00   Zdena owes Hynek",
        "0:00   Zdena: 3 XP",
    ]
    dialog.character.setCurrentIndex(0)
    dialog.kind.setCurrentIndex(dialog.kind.findData("time"))
    assert len(rows(dialog)) == 2 and dialog.count.text() == "1 event"
    dialog.kind.setCurrentIndex(0)
    qtbot.keyClicks(dialog.text, "HLIDAC")  # no case, no accents
    assert rows(dialog) == ["Monday, 1 January 1 CE", "0:00   Přepadení u brodu: Hlídač: Dead"]
    dialog.text.clear()
    assert dialog.count.text() == "4 events"


def test_enter_goes_to_the_fight_the_ledger_and_the_character(window, qtbot):
    story = _story(window)
    dialog = open_timeline(window, qtbot)
    view = dialog.view
    view.setCurrentIndex(row_of(dialog, "Hlídač: Dead"))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.combat_area
    assert window.combat_area.page.controller.encounter_id == story["fight"]
    view.setCurrentIndex(row_of(dialog, "owes Hynek"))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.ledger_area
    page = window.ledger_area.page
    assert page.tabs.currentWidget() is page.tables["favours"]
    view.setCurrentIndex(row_of(dialog, "3 XP"))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.character_area
    assert window.roster.selected_ids() == [story["zdena"]]


def test_a_dated_note_is_one_undo_step_and_leaves_the_timeline_on_undo(window, qtbot):
    _story(window)
    dialog = open_timeline(window, qtbot)
    seen = {}

    def fill(note):
        note.date_edit.setText("30. 2. 1")
        seen["refused"] = note.problem.text()
        note.date_edit.setText("10 January 1 CE, 9:30")
        note.note.setPlainText("The baron's letter arrives")
        note.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    when_shown(TimelineNoteDialog, fill)
    window.timeline.note_action.trigger()
    assert seen["refused"] == "“30. 2. 1” is not a date of this calendar."
    assert window.session.undo_stack.undoText().startswith("Note on the timeline: ")
    assert rows(dialog)[-2:] == ["Wednesday, 10 January 1 CE", "9:30   The baron's letter arrives"]
    dialog.kind.setCurrentIndex(dialog.kind.findData("note"))
    assert dialog.count.text() == "1 event"
    window.undo()
    assert dialog.count.text() == "0 events"
    dialog.kind.setCurrentIndex(0)
    assert not any("baron" in r for r in rows(dialog))
    window.redo()
    assert rows(dialog)[-1] == "9:30   The baron's letter arrives"


def test_a_heading_is_read_but_not_chosen(window, qtbot):
    _story(window)
    dialog = open_timeline(window, qtbot)
    heading = dialog.model.index(0)
    assert heading.data(HEADING_ROLE) and heading.data(LINE_ROLE) is None
    assert not heading.flags() & Qt.ItemFlag.ItemIsSelectable
    assert heading.data(Qt.ItemDataRole.AccessibleTextRole) == "Monday, 1 January 1 CE"
    assert dialog.go_to(heading) is False


def test_a_new_line_shows_at_once_and_the_search_stays_ready(window, qtbot):
    _story(window)
    dialog = open_timeline(window, qtbot)
    qtbot.waitUntil(lambda: dialog.model.timeline._folded is not None)
    window.session.perform(LogEvents([LogLine("Most padl", "The bridge fell")]), "log")
    assert dialog.model.timeline._folded is not None  # no key waits for a new fold
    qtbot.keyClicks(dialog.text, "bridge")
    assert rows(dialog) == ["Wednesday, 3 January 1 CE", "0:00   The bridge fell"]
    window.undo()
    assert rows(dialog) == []


def test_a_favour_granted_and_repaid_is_on_the_timeline(window, qtbot):
    from campaign_manager.storage.ledger import all_records
    from campaign_manager.ui.ledger.dialogs import FavourDialog

    session = window.session
    ids = []
    for name in ("Zdena", "Bořek"):
        add = AddCharacter({"name": name, "kind": "pc"})
        session.perform(add, name)
        ids.append(add.id)
    parties = [(f"character:{ids[0]}", "Zdena"), (f"character:{ids[1]}", "Bořek")]

    def favour(record=None, **values):
        dialog = FavourDialog(session, parties, favour=record, parent=window)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.form.set_values(values)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
        assert not dialog.isVisible(), dialog.error.text()

    favour(debtor=f"character:{ids[0]}", creditor=f"character:{ids[1]}", reason="the bridge")
    record = all_records("favour")[0]
    favour(record, state="repaid")
    dialog = open_timeline(window, qtbot)
    dialog.kind.setCurrentIndex(dialog.kind.findData("favour"))
    assert rows(dialog)[1:] == [
        "0:00   Favour: Zdena → Bořek (a small favour): the bridge.",
        "0:00   Favour repaid: Zdena → Bořek.",
    ]
    dialog.view.setCurrentIndex(dialog.model.index(2))
    qtbot.keyClick(dialog.view, Qt.Key.Key_Return)
    assert window.tabs.currentWidget() is window.ledger_area
    window.undo()
    assert rows(dialog)[1:] == ["0:00   Favour: Zdena → Bořek (a small favour): the bridge."]


def test_the_timeline_speaks_czech_with_genitive_dates(window, qtbot, qapp):
    from campaign_manager.ui import i18n

    _story(window)
    i18n.install(qapp, "cs")  # (the window's menus keep the language they were made in)
    try:
        dialog = open_timeline(window, qtbot)
        assert dialog.windowTitle() == "Časová osa"
        assert rows(dialog)[2] == "středa 3. ledna 1 n. l."
        assert rows(dialog)[3].startswith("0:00   Čas v příběhu se posunul o 2 dny: ")
        assert dialog.count.text() == "4 události"
        assert dialog.kind.itemText(dialog.kind.findData("favour")) == "Laskavosti"
        note = TimelineNoteDialog(dialog.model.calendar, 0, dialog)
        qtbot.addWidget(note)
        assert note.windowTitle() == "Přidat poznámku na časovou osu"
        note.date_edit.setText("30. 2. 1")
        assert note.problem.text() == "„30. 2. 1“ není datum tohoto kalendáře."
    finally:
        i18n.install(qapp, "en")


def test_a_double_click_goes_and_a_new_calendar_renames_the_days(window, qtbot):
    from campaign_manager.story_time.calendar import built_in

    story = _story(window)
    dialog = open_timeline(window, qtbot)
    index = row_of(dialog, "3 XP")
    qtbot.waitExposed(dialog)
    dialog.view.scrollTo(index)
    qtbot.waitUntil(lambda: dialog.view.visualRect(index).isValid())
    centre = dialog.view.visualRect(index).center()
    viewport = dialog.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=centre)  # as a mouse does
    qtbot.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=centre)
    assert window.tabs.currentWidget() is window.character_area
    assert window.roster.selected_ids() == [story["zdena"]]
    plain = built_in("plain")
    window.story_clock.set_calendar(plain)
    assert rows(dialog)[2] != "Wednesday, 3 January 1 CE"
    assert rows(dialog)[2] == dialog.model._heading(2)
    window.undo()
    assert rows(dialog)[2] == "Wednesday, 3 January 1 CE"


def test_a_closed_timeline_does_no_work_and_reads_again_when_opened(window, qtbot):
    _story(window)
    dialog = open_timeline(window, qtbot)
    timeline = dialog.model.timeline
    dialog.close()
    window.session.perform(LogEvents([LogLine("Most padl", "The bridge fell")]), "log")
    assert dialog.model.timeline is timeline  # a step of play costs nothing here
    assert open_timeline(window, qtbot) is dialog
    assert rows(dialog)[-1] == "0:00   The bridge fell"


def test_the_timeline_items_have_keys_of_their_own_in_the_campaign_menu(window):
    def key(action) -> str:
        text = action.text().replace("&&", "")
        return text[text.index("&") + 1].casefold() if "&" in text else ""

    keys = [key(a) for a in window.menus.campaign_menu.actions() if a.isVisible() and key(a)]
    for action in (window.timeline.timeline_action, window.timeline.note_action):
        assert keys.count(key(action)) == 1, (key(action), keys)
