"""Two GMs editing one character's name, tags and notes on a shared campaign, in the
window: an edit made on a stale view is refused naming who changed what, notes merge
three-way (only overlapping changes ask, showing both), a live refresh keeps what is being
typed, a server outage keeps the pending edit and saves it once the server is back, and a
favour to a contact another GM just deleted is refused."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QDialog, QTextEdit
from support.clients import as_other_gm

from campaign_manager.storage.changes import AddCharacter, UpdateCharacter
from campaign_manager.storage.ledger import AddContact, DeleteContactRow, Favour
from campaign_manager.storage.models import Character
from campaign_manager.ui.character.notes_conflict import NotesConflictDialog
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

pytestmark = pytest.mark.usefixtures("english")


@pytest.fixture
def window(qtbot, shown, campaign):
    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.attach(campaign)
    yield main
    main.close()


def notes_html(*lines: str) -> str:
    """Notes as the notes editor writes them (a QTextEdit's HTML), one paragraph a line."""
    edit = QTextEdit()
    edit.setPlainText("\n".join(lines))
    return edit.toHtml()


def opened(window, qtbot, **values) -> tuple[int, object, list]:
    """A character added and opened on the Character page; the list collects every change
    the session hears from then on."""
    session = window.session
    session.perform(AddCharacter({"name": "Bořek", **values}), "Add")
    bořek = Character.select().order_by(Character.id.desc()).get().id
    window.open_character(bořek)
    page = window.character_area.page
    heard: list = []
    session.changed.connect(heard.append)
    return bořek, page, heard


def heard_from_other(heard: list, character_id: int) -> bool:
    return any(changes.touches_character(character_id) for changes in heard)


def type_over(qtbot, line_edit, text: str) -> None:
    line_edit.setFocus()
    line_edit.selectAll()
    qtbot.keyClicks(line_edit, text)  # (QTest types Latin-1 only)


# -- 3 and 4: plain fields -------------------------------------------------------------------
def test_a_rename_typed_over_another_gms_rename_is_refused_naming_them(
    qtbot, window, shown, postgres_url
):
    bořek, page, heard = opened(window, qtbot)
    type_over(qtbot, page.name_edit, "Borek Hrabal")
    as_other_gm(postgres_url, "Jana", UpdateCharacter(bořek, {"name": "Bořa"}))
    qtbot.waitUntil(lambda: heard_from_other(heard, bořek), timeout=15000)
    assert page.name_edit.text() == "Borek Hrabal"  # the refresh kept what is typed

    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    assert Character.get_by_id(bořek).name == "Bořa"  # Jana's name stands
    assert shown, "the GM was not told"
    _title, text = shown[-1]
    assert "Jana changed the name of Bořa" in text
    assert page.name_edit.text() == "Borek Hrabal"  # nothing typed is lost


def test_tags_typed_over_another_gms_tags_are_refused_naming_them(
    qtbot, window, shown, postgres_url
):
    bořek, page, heard = opened(window, qtbot, tags=["druzina"])
    type_over(qtbot, page.tags_edit, "Praha, druzina")  # no tag starts so: no pop-up
    as_other_gm(postgres_url, "Jana", UpdateCharacter(bořek, {"tags": ["dluží nám"]}))
    qtbot.waitUntil(lambda: heard_from_other(heard, bořek), timeout=15000)
    assert page.tags_edit.text() == "Praha, druzina"

    qtbot.keyClick(page.tags_edit, Qt.Key.Key_Return)
    assert Character.get_by_id(bořek).tags == ["dluží nám"]
    _title, text = shown[-1]
    assert "Jana changed the tags of Bořek" in text


def test_another_gms_change_of_another_field_does_not_stop_a_rename(
    qtbot, window, shown, postgres_url
):
    bořek, page, _heard = opened(window, qtbot)
    type_over(qtbot, page.name_edit, "Borek Hrabal")
    as_other_gm(postgres_url, "Jana", UpdateCharacter(bořek, {"player": "Eva"}))
    qtbot.waitUntil(lambda: page.player_edit.text() == "Eva", timeout=15000)
    assert page.name_edit.text() == "Borek Hrabal"
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)
    row = Character.get_by_id(bořek)
    assert (row.name, row.player) == ("Borek Hrabal", "Eva")
    assert not shown


# -- 3 and 4: notes -------------------------------------------------------------------------
def type_at_end(qtbot, notes, text: str) -> None:
    notes.text.setFocus()
    cursor = notes.text.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    notes.text.setTextCursor(cursor)
    qtbot.keyClicks(notes.text, text)


def test_notes_both_gms_edit_in_different_places_merge_and_the_typing_stays(
    qtbot, window, shown, postgres_url
):
    start = notes_html("Hospodský v Kutné Hoře.", "Dluží cechu.", "Bojí se tmy.")
    bořek, page, heard = opened(window, qtbot, notes=start)
    type_at_end(qtbot, page.notes, " A psu.")
    theirs = notes_html("Hospodský v Táboře.", "Dluží cechu.", "Bojí se tmy.")
    as_other_gm(postgres_url, "Jana", UpdateCharacter(bořek, {"notes": theirs}))
    qtbot.waitUntil(lambda: heard_from_other(heard, bořek), timeout=15000)
    qtbot.waitUntil(lambda: "Táboře" in page.notes.text.toPlainText(), timeout=15000)
    assert page.notes.text.toPlainText() == (
        "Hospodský v Táboře.\nDluží cechu.\nBojí se tmy. A psu."
    )
    page.notes.flush()
    stored = QTextEdit()
    stored.setHtml(Character.get_by_id(bořek).notes)
    assert stored.toPlainText() == "Hospodský v Táboře.\nDluží cechu.\nBojí se tmy. A psu."
    assert not shown


def test_undo_of_typing_merged_with_another_gms_notes_keeps_theirs(
    qtbot, window, shown, postgres_url
):
    """Typing is one undo step, but not across another GM's change merged into it: undo
    takes back the GM's own typing, never the other's text."""
    start = notes_html("Hospodský v Kutné Hoře.", "Dluží cechu.", "Bojí se tmy.")
    bořek, page, _heard = opened(window, qtbot, notes=start)
    type_at_end(qtbot, page.notes, " A psu.")
    page.notes.flush()
    theirs = notes_html("Hospodský v Táboře.", "Dluží cechu.", "Bojí se tmy. A psu.")
    as_other_gm(postgres_url, "Jana", UpdateCharacter(bořek, {"notes": theirs}))
    qtbot.waitUntil(lambda: "Táboře" in page.notes.text.toPlainText(), timeout=15000)
    type_at_end(qtbot, page.notes, " A kocek.")
    page.notes.flush()
    window.menus.undo_action.trigger()
    stored = QTextEdit()
    stored.setHtml(Character.get_by_id(bořek).notes)
    assert stored.toPlainText() == "Hospodský v Táboře.\nDluží cechu.\nBojí se tmy. A psu."
    assert not shown


def test_notes_both_gms_changed_on_one_line_ask_showing_both(
    qtbot, window, shown, postgres_url, monkeypatch
):
    start = notes_html("Hospodský v Kutné Hoře.", "Dluží cechu.")
    bořek, page, _heard = opened(window, qtbot, notes=start)
    asked: list[tuple[str, str]] = []

    def ask(dialog):
        asked.append((dialog.mine.toPlainText(), dialog.theirs.toPlainText()))
        qtbot.mouseClick(dialog.keep_both, Qt.MouseButton.LeftButton)
        return dialog.result()

    monkeypatch.setattr(NotesConflictDialog, "exec", ask)
    type_at_end(qtbot, page.notes, " Hodne.")
    theirs = notes_html("Hospodský v Kutné Hoře.", "Dluží cechu 30 zlatých.")
    as_other_gm(postgres_url, "Jana", UpdateCharacter(bořek, {"notes": theirs}))
    qtbot.waitUntil(lambda: bool(asked), timeout=15000)
    mine_text, theirs_text = asked[0]
    assert "Dluží cechu. Hodne." in mine_text and "30 zlatých" in theirs_text
    stored = QTextEdit()
    qtbot.waitUntil(lambda: "Hodne" in (Character.get_by_id(bořek).notes or ""), timeout=15000)
    stored.setHtml(Character.get_by_id(bořek).notes)
    assert "Dluží cechu 30 zlatých." in stored.toPlainText()  # theirs kept
    assert "Dluží cechu. Hodne." in stored.toPlainText()  # and mine
    assert "Hodne" in page.notes.text.toPlainText()
    assert not shown  # asked, not refused


# -- 5: the server goes away with an edit pending ---------------------------------------------
@pytest.fixture
def paused_after(postgres_server):
    yield postgres_server
    if not postgres_server._started:
        postgres_server.resume()


def test_notes_pending_when_the_server_goes_away_wait_and_are_saved_when_it_is_back(
    qtbot, window, shown, paused_after
):
    bořek, page, _heard = opened(window, qtbot, notes=notes_html("Hospodský."))
    type_at_end(qtbot, page.notes, " Boji se tmy.")
    paused_after.pause()
    qtbot.waitUntil(lambda: window.session.disconnected, timeout=15000)
    page.notes.flush()  # the pause in typing, or leaving the editor
    assert "Boji se tmy." in page.notes.text.toPlainText()
    assert "is saved" not in window.saved_label.text()
    assert "wait" in window.saved_label.text()  # says it waits for the server
    for _title, text in shown:
        assert "went wrong" not in text and "read-only" not in text

    paused_after.resume()
    qtbot.waitUntil(
        lambda: "Boji se tmy." in (Character.get_by_id(bořek).notes or ""), timeout=20000
    )
    qtbot.waitUntil(lambda: "wait" not in window.saved_label.text(), timeout=15000)
    assert "Boji se tmy." in page.notes.text.toPlainText()
    assert "not saved" not in window.saved_label.text()


def test_a_rename_cut_off_by_the_server_going_away_is_kept_and_saved_once_it_is_back(
    qtbot, window, shown, paused_after
):
    bořek, page, _heard = opened(window, qtbot)
    type_over(qtbot, page.name_edit, "Borek Hrabal")
    paused_after.pause()
    qtbot.keyClick(page.name_edit, Qt.Key.Key_Return)  # the write meets no server
    assert page.name_edit.text() == "Borek Hrabal"
    assert "wait" in window.saved_label.text()
    paused_after.resume()
    qtbot.waitUntil(lambda: Character.get_by_id(bořek).name == "Borek Hrabal", timeout=20000)
    qtbot.waitUntil(lambda: "wait" not in window.saved_label.text(), timeout=15000)
    assert "not saved" not in window.saved_label.text()


# -- 7: a favour to a contact just deleted ----------------------------------------------------
def test_a_favour_to_a_contact_another_gm_just_deleted_is_refused_in_words(
    qtbot, window, shown, postgres_url
):
    from campaign_manager.storage.ledger import Contact
    from campaign_manager.ui.ledger.dialogs import FavourDialog, party_key

    session = window.session
    session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    session.perform(AddContact({"name": "Hostinský", "who": "krčmář"}), "Add person")
    hostinský = Contact.get().id
    parties = [
        (party_key("contact", hostinský), "Hostinský"),
        (party_key("character", bořek), "Bořek"),
    ]
    dialog = FavourDialog(session, parties, parent=window)
    qtbot.addWidget(dialog)
    dialog.form.set_value("debtor", party_key("contact", hostinský))
    dialog.form.set_value("creditor", party_key("character", bořek))
    dialog.open()
    as_other_gm(postgres_url, "Jana", DeleteContactRow(hostinský))

    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert Favour.select().count() == 0
    assert dialog.isVisible()  # nothing the GM chose is lost
    assert "Hostinský" in dialog.error.text() and "deleted" in dialog.error.text()


def test_notes_typed_for_a_character_another_gm_deletes_are_kept_in_a_rescue_note(
    qtbot, window, shown, postgres_url
):
    from campaign_manager.paths import rescue_dir
    from campaign_manager.storage.changes import DeleteCharacter

    bořek, page, _heard = opened(window, qtbot, notes=notes_html("Hospodský."))
    type_at_end(qtbot, page.notes, " Tajemstvi: je to upir.")
    as_other_gm(postgres_url, "Jana", DeleteCharacter(bořek))
    qtbot.waitUntil(lambda: page.rescued is not None, timeout=15000)
    assert "Tajemstvi: je to upir." in page.rescued.detailedText()
    kept = list(rescue_dir().glob("*.txt"))
    assert len(kept) == 1 and "Tajemstvi: je to upir." in kept[0].read_text(encoding="utf-8")
    assert str(kept[0]) in page.rescued.text() or kept[0].name in page.rescued.text()
    page.rescued.close()


# -- 3: the roster's rename (F2) carries the name the GM started from ----------------------
def roster_name_editor(window, qtbot, character_id: int):
    """The roster shown, the character's row current, F2 pressed: its name editor."""
    from campaign_manager.ui.roster.model import RosterModel

    roster = window.roster
    window.tabs.setCurrentWidget(roster)
    roster.table.setFocus()
    roster.select_id(character_id)
    qtbot.keyClick(roster.table, Qt.Key.Key_F2)
    index = roster.table.currentIndex().siblingAtColumn(RosterModel.NAME)
    editor = roster.table.indexWidget(index)
    assert editor is not None and roster.table.state() == roster.table.State.EditingState
    return editor


def roster_name(window, character_id: int) -> str | None:
    model = window.roster.model
    row = model.row_of(character_id)
    return model.record(row).name if row is not None else None


def test_a_stale_rename_in_the_roster_is_refused_naming_who_changed_it(
    qtbot, window, shown, postgres_url
):
    window.session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    editor = roster_name_editor(window, qtbot, bořek)
    editor.selectAll()
    editor.insert("Borek Hrabal")  # what typing does (QTest types Latin-1 only)
    as_other_gm(postgres_url, "Jana", UpdateCharacter(bořek, {"name": "Bořa"}))
    qtbot.waitUntil(lambda: roster_name(window, bořek) == "Bořa", timeout=15000)
    assert editor.text() == "Borek Hrabal"  # the refresh left what is typed alone

    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    assert Character.get_by_id(bořek).name == "Bořa"  # Jana's name stands
    _title, text = shown[-1]
    assert "Jana changed the name of Bořa" in text
    roster = window.roster
    # what was typed is still there, open for saving again
    qtbot.waitUntil(lambda: roster.table.state() == roster.table.State.EditingState)
    again = roster.table.focusWidget()
    assert again.text() == "Borek Hrabal"
    qtbot.keyClick(again, Qt.Key.Key_Return)  # saved again: it replaces theirs, now seen
    qtbot.waitUntil(lambda: Character.get_by_id(bořek).name == "Borek Hrabal", timeout=5000)
    assert len(shown) == 1


def test_a_rename_in_the_roster_over_another_gms_change_of_the_player_goes_through(
    qtbot, window, shown, postgres_url
):
    window.session.perform(AddCharacter({"name": "Bořek"}), "Add")
    bořek = Character.get().id
    editor = roster_name_editor(window, qtbot, bořek)
    editor.selectAll()
    editor.insert("Borek Hrabal")
    as_other_gm(postgres_url, "Jana", UpdateCharacter(bořek, {"player": "Eva"}))
    qtbot.waitUntil(lambda: heard_player(window, bořek) == "Eva", timeout=15000)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: Character.get_by_id(bořek).name == "Borek Hrabal", timeout=5000)
    assert Character.get_by_id(bořek).player == "Eva"
    assert not shown


def heard_player(window, character_id: int) -> str | None:
    model = window.roster.model
    row = model.row_of(character_id)
    return model.record(row).player if row is not None else None


# -- 3: the ledger's texts and the campaign's description merge; plain fields are refused ----
def type_at_end_of(qtbot, edit, text: str) -> None:
    """Type ``text`` at the end of a plain text box (a ledger note, a description)."""
    edit.setFocus()
    cursor = edit.textCursor()
    cursor.movePosition(QTextCursor.MoveOperation.End)
    edit.setTextCursor(cursor)
    qtbot.keyClicks(edit, text)


def person_dialog(window, qtbot, **values):
    """A person added to the ledger and their Edit person dialog open, as the ledger
    opens it (the record as the ledger read it)."""
    from campaign_manager.storage.ledger import all_records
    from campaign_manager.ui.ledger.dialogs import PersonDialog

    window.session.perform(AddContact({"name": "Hostinský", **values}), "Add person")
    record = all_records("contact")[-1]
    dialog = PersonDialog(window.session, [], contact=record, parent=window)
    qtbot.addWidget(dialog)
    dialog.open()
    return record["id"], dialog


def ok(qtbot, dialog) -> None:
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.LeftButton)


def never_asked(monkeypatch) -> None:
    """A question of which text to keep fails the test (instead of waiting for a GM)."""

    def ask(question):
        raise AssertionError("asked which text to keep")

    monkeypatch.setattr(NotesConflictDialog, "exec", ask)


def test_a_persons_notes_both_gms_changed_in_different_places_merge(
    qtbot, window, shown, postgres_url, monkeypatch
):
    from campaign_manager.storage.ledger import Contact, UpdateContact

    never_asked(monkeypatch)
    start = "Dluží cechu.\nKrčmář.\nBojí se tmy."
    hostinský, dialog = person_dialog(window, qtbot, notes=start)
    type_at_end_of(qtbot, dialog.form.widgets["notes"], " A psu.")
    theirs = "Dluží cechu 30 zlatých.\nKrčmář.\nBojí se tmy."
    as_other_gm(postgres_url, "Jana", UpdateContact(hostinský, {"notes": theirs, "area": "Praha"}))
    ok(qtbot, dialog)
    row = Contact.get_by_id(hostinský)
    assert row.notes == "Dluží cechu 30 zlatých.\nKrčmář.\nBojí se tmy. A psu."
    assert row.area == "Praha"
    assert not dialog.isVisible() and not shown


def test_a_persons_notes_both_gms_changed_on_one_line_ask_showing_both(
    qtbot, window, shown, postgres_url, monkeypatch
):
    from campaign_manager.storage.ledger import Contact, UpdateContact

    asked: list[tuple[str, str, str]] = []

    def ask(question):
        asked.append(
            (question.windowTitle(), question.mine.toPlainText(), question.theirs.toPlainText())
        )
        qtbot.mouseClick(question.keep_both, Qt.MouseButton.LeftButton)
        return question.result()

    monkeypatch.setattr(NotesConflictDialog, "exec", ask)
    hostinský, dialog = person_dialog(window, qtbot, notes="Dluží cechu.\nBojí se tmy.")
    type_at_end_of(qtbot, dialog.form.widgets["notes"], " Psu.")
    theirs = "Dluží cechu.\nBojí se tmy a vody."
    as_other_gm(postgres_url, "Jana", UpdateContact(hostinský, {"notes": theirs}))
    ok(qtbot, dialog)
    assert len(asked) == 1
    _title, mine_text, theirs_text = asked[0]
    assert "Bojí se tmy. Psu." in mine_text and "Bojí se tmy a vody." in theirs_text
    assert Contact.get_by_id(hostinský).notes == (
        "Dluží cechu.\nBojí se tmy a vody.\nBojí se tmy. Psu."
    )
    assert not dialog.isVisible() and not shown


def test_a_persons_field_another_gm_changed_is_refused_naming_them_then_saved_again(
    qtbot, window, shown, postgres_url, monkeypatch
):
    from campaign_manager.storage.ledger import Contact, UpdateContact

    never_asked(monkeypatch)
    hostinský, dialog = person_dialog(window, qtbot, who="krčmář")
    who = dialog.form.widgets["who"]
    type_over(qtbot, who, "hostinsky")
    as_other_gm(postgres_url, "Jana", UpdateContact(hostinský, {"who": "kovář"}))
    ok(qtbot, dialog)
    assert Contact.get_by_id(hostinský).who == "kovář"  # Jana's stands
    assert dialog.isVisible() and who.text() == "hostinsky"  # nothing typed is lost
    said = dialog.error.text()
    assert "Jana" in said and "Who they are" in said
    ok(qtbot, dialog)  # again: it replaces what the GM is now told of
    assert Contact.get_by_id(hostinský).who == "hostinsky"
    assert not dialog.isVisible()


def properties_dialog(window, monkeypatch, steps):
    """Campaign → Properties… as the GM uses it: ``steps(dialog)`` is what they do while
    it is open (then it is closed as they left it)."""
    from campaign_manager.ui.dialogs.campaign_properties import CampaignPropertiesDialog

    def run(dialog):
        steps(dialog)
        return dialog.result()

    monkeypatch.setattr(CampaignPropertiesDialog, "exec", run)
    window.menus.edit_properties()


def test_the_campaigns_description_both_gms_changed_merges_or_asks(
    qtbot, window, shown, postgres_url, monkeypatch
):
    from campaign_manager.storage.changes import SetCampaignField

    window.menus.set_campaign_properties(
        window.session.campaign.info.name, "Praha, 1605.\nDružina hledá otce.\nZima."
    )
    asked: list[tuple[str, str]] = []

    def ask(question):
        asked.append((question.mine.toPlainText(), question.theirs.toPlainText()))
        qtbot.mouseClick(question.keep_both, Qt.MouseButton.LeftButton)
        return question.result()

    monkeypatch.setattr(NotesConflictDialog, "exec", ask)

    def elsewhere(dialog):  # Jana changed another line meanwhile: merged, nothing asked
        type_at_end_of(qtbot, dialog.description_edit, " Mor.")
        theirs = "Praha, 1606.\nDružina hledá otce.\nZima."
        as_other_gm(postgres_url, "Jana", SetCampaignField("description", theirs))
        ok(qtbot, dialog)

    properties_dialog(window, monkeypatch, elsewhere)
    merged = "Praha, 1606.\nDružina hledá otce.\nZima. Mor."
    assert window.session.campaign.info.description == merged
    assert not asked and not shown

    def same_line(dialog):  # Jana changed the same line: asked, shown both
        type_at_end_of(qtbot, dialog.description_edit, " Hlad.")
        theirs = "Praha, 1606.\nDružina hledá otce.\nZima a mor."
        as_other_gm(postgres_url, "Jana", SetCampaignField("description", theirs))
        ok(qtbot, dialog)

    properties_dialog(window, monkeypatch, same_line)
    assert asked == [
        (
            "Praha, 1606.\nDružina hledá otce.\nZima. Mor. Hlad.",
            "Praha, 1606.\nDružina hledá otce.\nZima a mor.",
        )
    ]
    assert window.session.campaign.info.description == (
        "Praha, 1606.\nDružina hledá otce.\nZima a mor.\nZima. Mor. Hlad."
    )
    assert not shown


def test_a_campaign_rename_over_another_gms_is_refused_naming_them(
    qtbot, window, shown, postgres_url, monkeypatch
):
    from campaign_manager.storage.changes import SetCampaignField

    never_asked(monkeypatch)
    seen: list[bool] = []

    def rename(dialog):
        type_over(qtbot, dialog.name_edit, "Stiny nad Prahou")
        as_other_gm(postgres_url, "Jana", SetCampaignField("name", "Stíny nad Brnem"))
        ok(qtbot, dialog)
        seen.append((dialog.result(), dialog.name))
        ok(qtbot, dialog)  # again: it replaces the name the GM is now told of
        seen.append((dialog.result(), dialog.name))

    properties_dialog(window, monkeypatch, rename)
    accepted = QDialog.DialogCode.Accepted
    assert seen[0][1] == "Stiny nad Prahou" and seen[0][0] != accepted  # it stayed, as typed
    assert seen[1][0] == accepted
    _title, text = shown[0]
    assert "Jana changed the name of Stíny nad Brnem" in text
    assert window.session.campaign.info.name == "Stiny nad Prahou"
