"""Campaign → Sessions and journal…: the evening found in the log, its journal drafted in
the right Czech gender, edited and saved as one undo step, exported to PDF and Markdown,
and its players' recap on the TV without a hidden combatant's name."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import Qt

from campaign_manager.storage.changes import AddEncounter, LogEvents, LogLine
from campaign_manager.storage.journals import journal_records
from campaign_manager.ui.journal.dialog import JournalDialog

FIGHT_STATE = {
    "status": "finished",
    "combatants": {
        "z": {"id": "z", "name": "Zdena", "gender": "f", "side": "pc", "hidden": False},
        "h": {"id": "h", "name": "Hlídač", "gender": "m", "side": "npc", "hidden": False},
        "s": {"id": "s", "name": "Stín z věže", "gender": "m", "side": "npc", "hidden": True},
    },
}


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def _evening(session) -> int:
    add = AddEncounter({"name": "Přepadení u brodu", "status": "finished", "state": FIGHT_STATE})
    session.perform(add, "fight")
    fight = add.id
    lines = [
        LogLine("Hlídač: výdrž −8", "Hlídač: stamina −8", "note", encounter=fight, round=1),
        LogLine("Hlídač: Mrtvý", "Hlídač: Dead", "dead", encounter=fight, round=2),
        LogLine("Zdena: Mrtvá", "Zdena: Dead", "dead", encounter=fight, round=3),
        LogLine("Stín z věže: výdrž −30", "Stín z věže: stamina −30", "note", encounter=fight),
        LogLine("Stín z věže: Mrtvý", "Stín z věže: Dead", "dead", encounter=fight, round=3),
    ]
    session.perform(LogEvents(lines), "log")
    return fight


def _dialog(qtbot, window, shown=None) -> JournalDialog:
    dialog = JournalDialog(window.session, shown, window)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_the_menu_opens_the_journal_with_its_shortcut(qtbot, window):
    action = window.menus.journal_action
    assert action in window.menus.campaign_menu.actions()
    assert action.shortcut().toString() == "Ctrl+Alt+J"
    action.trigger()
    qtbot.waitUntil(lambda: window.menus.journal_dialog.isVisible())
    window.menus.journal_dialog.close()


def test_the_drafted_journal_tells_who_fell_in_czech_gender(qtbot, window, qapp):
    from campaign_manager.ui import i18n

    _evening(window.session)
    i18n.install(qapp, "cs")
    try:
        dialog = _dialog(qtbot, window)
        assert dialog.sessions.count() == 1
        assert "5 událostí" in dialog.sessions.item(0).text()
        text = dialog.editor.toPlainText()
        assert "Zdena padla." in text and "Hlídač padl." in text
        assert "Střet: Přepadení u brodu" in text
    finally:
        i18n.install(qapp, "en")


def test_the_gm_s_edit_is_saved_as_one_undo_step(qtbot, window):
    _evening(window.session)
    dialog = _dialog(qtbot, window)
    assert "Zdena fell." in dialog.editor.toPlainText()
    dialog.editor.moveCursor(dialog.editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(dialog.editor, " The ford is ours.")
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    [record] = journal_records()
    assert "The ford is ours." in record.body
    qtbot.waitUntil(lambda: "proposed" not in dialog.sessions.item(0).text())
    assert window.session.undo_stack.undoText() == "Save the session's journal"
    window.session.undo_stack.undo()
    assert journal_records() == []
    qtbot.waitUntil(lambda: "proposed" in dialog.sessions.item(0).text())
    assert "The ford is ours." not in dialog.editor.toPlainText()


def test_draft_again_brings_back_the_log_s_story(qtbot, window):
    _evening(window.session)
    dialog = _dialog(qtbot, window)
    dialog.editor.setPlainText("nothing")
    qtbot.mouseClick(dialog.redraft_button, Qt.MouseButton.LeftButton)
    assert "Hlídač fell." in dialog.editor.toPlainText()


def test_the_journal_exports_to_pdf_and_markdown(qtbot, window, tmp_path):
    _evening(window.session)
    dialog = _dialog(qtbot, window)
    from pypdf import PdfReader

    dialog.editor.moveCursor(dialog.editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(dialog.editor, " The GM's own line.")
    pdf = dialog.export_pdf(tmp_path / "vecer")
    assert pdf.name == "vecer.pdf"
    printed = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(pdf).pages)
    assert "Zdena fell." in printed and "The GM's own line." in printed
    markdown = dialog.export_markdown(tmp_path / "vecer")
    text = markdown.read_text(encoding="utf-8")
    assert "# Session journal" in text and "Zdena fell." in text


def test_a_folder_that_cannot_be_written_says_so(qtbot, window, tmp_path, messages):
    _evening(window.session)
    dialog = _dialog(qtbot, window)
    assert dialog.export_markdown(tmp_path / "missing" / "vecer.md") is None
    [(kind, _title, text)] = messages.shown
    assert kind == "warning" and "could not be written" in text


def test_the_recap_on_the_tv_holds_no_hidden_combatant(qtbot, window):
    _evening(window.session)
    view = window.player_side.player_view().view

    def on_tv(lines_in):
        view.set_recap(lines_in(view.language()) if lines_in else None)

    dialog = _dialog(qtbot, window, on_tv)
    assert "Stín z věže" in dialog.editor.toPlainText()  # the GM's journal has him
    qtbot.mouseClick(dialog.recap_button, Qt.MouseButton.LeftButton)
    painted = "\n".join(view.painted_texts())
    assert "Zdena fell." in painted and "Hlídač fell." in painted
    assert "Stín" not in painted and "−8" not in painted
    qtbot.mouseClick(dialog.recap_button, Qt.MouseButton.LeftButton)  # off again
    assert "Zdena fell." not in "\n".join(view.painted_texts())


def test_the_printed_recap_holds_no_hidden_combatant(qtbot, window, monkeypatch):
    from campaign_manager.ui.journal import dialog as journal_dialog

    printed = []
    monkeypatch.setattr(
        journal_dialog, "print_sheet", lambda body, title, parent: printed.append(body) or True
    )
    _evening(window.session)
    dialog = _dialog(qtbot, window)
    qtbot.mouseClick(dialog.print_recap_button, Qt.MouseButton.LeftButton)
    [body] = printed
    assert "Hlídač fell." in body and "Stín" not in body


def test_a_new_line_in_the_log_keeps_the_gm_s_unsaved_words(qtbot, window):
    fight = _evening(window.session)
    dialog = _dialog(qtbot, window)
    dialog.editor.moveCursor(dialog.editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(dialog.editor, " Unsaved words.")
    more = LogLine("Zdena: výdrž −1", "Zdena: stamina −1", "note", encounter=fight, round=4)
    window.session.perform(LogEvents([more]), "log")
    qtbot.waitUntil(lambda: "6 events" in dialog.sessions.item(0).text())
    assert "Unsaved words." in dialog.editor.toPlainText()


def test_closing_with_unsaved_words_asks_and_saves_them(qtbot, window, messages):
    _evening(window.session)
    dialog = _dialog(qtbot, window)
    dialog.editor.moveCursor(dialog.editor.textCursor().MoveOperation.End)
    qtbot.keyClicks(dialog.editor, " Kept on close.")
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert [kind for kind, _title, _text in messages.shown] == ["question"]
    [record] = journal_records()
    assert "Kept on close." in record.body and not dialog.isVisible()


def test_choosing_another_session_saves_the_words_to_the_one_left(qtbot, window, messages):
    from campaign_manager.storage.models import LogEntry

    _evening(window.session)
    earlier = LogEntry.select().order_by(LogEntry.id).limit(3)
    for entry in earlier:  # three lines a day before: two evenings
        LogEntry.update(at=entry.at - timedelta(days=1)).where(LogEntry.id == entry.id).execute()
    dialog = _dialog(qtbot, window)
    assert dialog.sessions.count() == 2
    assert dialog.sessions.currentRow() == 1  # the newest evening first
    qtbot.keyClicks(dialog.editor, "Second evening. ")
    dialog.sessions.setCurrentRow(0)
    [record] = journal_records()
    assert "Second evening." in record.body
    assert "Second evening." not in dialog.editor.toPlainText()


def test_an_empty_log_says_there_is_no_session_yet(qtbot, window):
    dialog = _dialog(qtbot, window)
    assert dialog.sessions.count() == 0
    assert "no session yet" in dialog.status.text()
    assert not dialog.save_button.isEnabled() and not dialog.recap_button.isEnabled()


def test_the_gm_moves_a_session_s_end_and_a_wrong_one_is_refused(qtbot, window, messages):
    _evening(window.session)
    dialog = _dialog(qtbot, window)
    dialog.end.setDateTime(dialog.start.dateTime().addSecs(-3600))
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    assert journal_records() == []
    assert [text for _kind, _title, text in messages.shown] == [
        "A session cannot end before it starts."
    ]
    later = dialog.start.dateTime().addSecs(5 * 3600)
    dialog.end.setDateTime(later)
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    [record] = journal_records()
    assert record.ended_at - record.started_at >= timedelta(hours=4)
    qtbot.waitUntil(lambda: "proposed" not in dialog.sessions.item(0).text())


def test_a_read_only_campaign_s_journal_is_read_and_exported_not_saved(
    qtbot, window, campaign, tmp_path
):
    from campaign_manager.storage import open_campaign

    _evening(window.session)
    path = campaign.path
    window.close_campaign()
    window.attach(open_campaign(path, read_only=True))
    assert window.menus.journal_action.isEnabled()
    dialog = _dialog(qtbot, window)
    assert "Zdena fell." in dialog.editor.toPlainText()
    assert not dialog.save_button.isEnabled() and dialog.editor.isReadOnly()
    assert dialog.export_markdown(tmp_path / "cteni.md").exists()
    dialog.close()
    assert journal_records() == []


def test_the_menu_s_dialog_puts_the_recap_on_the_open_tv_and_off(qtbot, window):
    from PySide6.QtGui import QGuiApplication

    _evening(window.session)
    controller = window.player_side.player_view()
    controller.open(QGuiApplication.primaryScreen())
    qtbot.waitUntil(controller.is_open)
    window.menus.journal_action.trigger()
    dialog = window.menus.journal_dialog
    qtbot.mouseClick(dialog.recap_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Zdena fell." in controller.view.painted_texts())
    assert not any("Stín" in text for text in controller.view.painted_texts())
    qtbot.mouseClick(dialog.recap_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Zdena fell." not in controller.view.painted_texts())
    dialog.close()
    controller.close()
