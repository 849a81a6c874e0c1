"""The roster: thin models (checked by QAbstractItemModelTester), search, edits via commands."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pytest
from PySide6.QtCore import QPersistentModelIndex, Qt
from PySide6.QtWidgets import QApplication

from campaign_manager.storage.models import Character
from campaign_manager.storage.queries import RosterRecord
from campaign_manager.ui.roster.filter import RosterFilter
from campaign_manager.ui.roster.model import RosterModel


def records() -> list[RosterRecord]:
    return [
        RosterRecord(
            1,
            "Vilém z Pernštejna",
            "pc",
            "Jana",
            ("družina",),
            "<p>Hledá otce.</p>",
            {"cs": "veterán, 80/90 zk", "en": "veterán, 80/90 XP"},
            datetime(2026, 1, 1),
        ),
        RosterRecord(
            2,
            "Anežka Krčmářka",
            "npc",
            "",
            ("Praha", "hostinec"),
            "Ví všechno o Malé Straně.",
            {"cs": "pokročilý, 30/30 zk", "en": "pokročilý, 30/30 XP"},
            datetime(2026, 1, 2),
        ),
        RosterRecord(
            3,
            "Bořek Kovář",
            "pc",
            "Tomáš",
            ("družina",),
            "",
            {"cs": "mistr", "en": "mistr"},
            datetime(2026, 1, 3),
        ),
    ]


def test_roster_model_and_filter_pass_the_model_tester(qtmodeltester):
    model = RosterModel(language="cs")
    model.set_records(records())
    qtmodeltester.check(model)
    proxy = RosterFilter()
    proxy.setSourceModel(model)
    proxy.set_search("kovář")
    qtmodeltester.check(proxy)


def test_sorting_happens_in_the_model_and_keeps_the_current_row():
    model = RosterModel(language="cs")
    model.set_records(records())
    proxy = RosterFilter()
    proxy.setSourceModel(model)
    current = QPersistentModelIndex(proxy.index(2, 0))
    assert current.data() == "Vilém z Pernštejna"
    proxy.sort(RosterModel.SUMMARY, Qt.SortOrder.AscendingOrder)
    summaries = [proxy.index(r, RosterModel.SUMMARY).data() for r in range(3)]
    assert summaries == ["mistr", "pokročilý, 30/30 zk", "veterán, 80/90 zk"]
    assert current.row() == 2 and current.data() == "Vilém z Pernštejna"
    proxy.sort(RosterModel.NAME, Qt.SortOrder.DescendingOrder)
    assert [proxy.index(r, 0).data() for r in range(3)] == [
        "Vilém z Pernštejna",
        "Bořek Kovář",
        "Anežka Krčmářka",
    ]
    assert current.row() == 0


def test_model_roles_for_sorting_and_records():
    model = RosterModel()
    model.set_records(records())  # shown by name
    index = model.index(0, RosterModel.PLAYER)
    assert model.data(index) == "NPC"
    assert model.data(index, RosterModel.RecordRole).name == "Anežka Krčmářka"
    assert (
        model.data(model.index(2, RosterModel.NAME), RosterModel.SortRole) == "vilém z pernštejna"
    )
    assert model.data(model.index(2, RosterModel.SUMMARY)) == "veterán, 80/90 XP"  # English UI


def test_search_looks_through_name_player_tags_and_notes():
    model = RosterModel()
    model.set_records(records())
    proxy = RosterFilter()
    proxy.setSourceModel(model)

    def names(text):
        proxy.set_search(text)
        return sorted(proxy.data(proxy.index(r, 0)) for r in range(proxy.rowCount()))

    assert names("jana") == ["Vilém z Pernštejna"]  # player
    assert names("HOSTINEC") == ["Anežka Krčmářka"]  # tag, any case
    assert names("otce") == ["Vilém z Pernštejna"]  # notes, without markup
    assert names("p") == ["Anežka Krčmářka", "Vilém z Pernštejna"]  # "<p>" is markup, not text
    assert names("družina bořek") == ["Bořek Kovář"]  # every word must match
    proxy.set_search("")
    proxy.set_quick_filter(kind="npc")
    assert proxy.rowCount() == 1
    proxy.set_quick_filter(tag="družina")
    assert proxy.rowCount() == 2


def roster_names(window) -> list[str]:
    proxy = window.roster.proxy
    return [proxy.data(proxy.index(r, 0)) for r in range(proxy.rowCount())]


def test_new_character_with_ctrl_n_then_rename_undo_redo(window, qtbot):
    roster = window.roster
    roster.table.setFocus()
    qtbot.keyClick(roster.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert roster_names(window) == ["New character"]
    assert Character.select().count() == 1
    editor = roster.table.focusWidget()  # the name cell is open for typing at once
    assert editor is not roster.table
    editor.selectAll()
    editor.insert("Eliška z Rožmberka")  # QTest types ASCII only; insert() is what typing does
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: roster.table.state() != roster.table.State.EditingState
    )  # Qt commits queued
    assert Character.get().name == "Eliška z Rožmberka"
    assert roster_names(window) == ["Eliška z Rožmberka"]
    # the history names both names of a renamed character
    stack = window.session.undo_stack
    assert stack.text(stack.index() - 1) == "Rename New character to Eliška z Rožmberka"
    window.menus.undo_action.trigger()
    assert Character.get().name == "New character"
    window.menus.undo_action.trigger()
    assert Character.select().count() == 0
    assert roster.empty.isVisible()
    window.menus.redo_action.trigger()
    window.menus.redo_action.trigger()
    assert roster_names(window) == ["Eliška z Rožmberka"]


@pytest.mark.parametrize("typed", ["", "Eliška " * 40])
def test_a_refused_rename_says_why_and_keeps_what_was_typed(window, qtbot, messages, typed):
    """An empty name or one too long is not thrown away in silence: the window says why
    and the name cell is open again, holding what was typed."""
    roster = window.roster
    roster.new_character()
    editor = roster.table.focusWidget()
    editor.selectAll()
    editor.insert(typed)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(messages.shown) == 1)
    assert messages.shown[0][1] == "Not a name"
    assert "empty" in messages.shown[0][2] or "at most 200" in messages.shown[0][2]
    qtbot.waitUntil(lambda: roster.table.state() == roster.table.State.EditingState)
    assert roster.table.focusWidget().text() == typed.strip()
    assert Character.get().name == "New character"


def test_delete_key_deletes_and_undo_brings_back(window, qtbot):
    roster = window.roster
    roster.new_character()
    roster.table.closePersistentEditor(roster.table.currentIndex())
    roster.new_character()
    qtbot.keyClick(roster.table.focusWidget(), Qt.Key.Key_Escape)
    assert len(roster_names(window)) == 2
    roster.table.setFocus()
    roster.select_id(Character.select().order_by(Character.id).first().id)
    qtbot.keyClick(roster.table, Qt.Key.Key_Delete)
    assert Character.select().count() == 1
    assert "Ctrl+Z" in window.statusBar().currentMessage()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert Character.select().count() == 2


def test_duplicate_copies_everything_but_the_name(window):
    row = Character.create(
        name="Bořek",
        player="Tomáš",
        tags=["družina"],
        notes="kovář",
        sheet={"level": "profesionál"},
    )
    window.roster.set_session(window.session)
    window.roster.select_id(row.id)
    window.roster.duplicate_selected()
    copy = Character.select().where(Character.id != row.id).get()
    assert (copy.name, copy.player, copy.tags, copy.notes, copy.sheet) == (
        "Bořek (copy)",
        "Tomáš",
        ["družina"],
        "kovář",
        {"level": "profesionál"},
    )


def test_search_box_with_ctrl_f(window, qtbot):
    Character.create(name="Vilém", player="Jana")
    Character.create(name="Anežka", kind="npc", tags=["Praha"])
    window.roster.set_session(window.session)
    qtbot.keyClick(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert window.roster.search.hasFocus()
    qtbot.keyClicks(window.roster.search, "praha")
    assert roster_names(window) == ["Anežka"]
    assert window.roster.count_label.text() == "1 of 2 shown"


def test_a_click_on_a_selected_row_does_not_rename_and_del_deletes(window, qtbot):
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from campaign_manager.storage.changes import AddCharacter

    change = AddCharacter({"name": "Bořek", "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "New character")
    roster = window.roster
    window.show()
    qtbot.waitExposed(window)
    roster.table.setFocus()
    roster.select_id(change.id)
    index = roster.table.currentIndex()
    rect = roster.table.visualRect(index)
    QTest.mouseClick(roster.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    # Nothing to wait for: a rename would start when the view's edit timer (the double-click
    # interval) runs out, so let that time pass, then give the due timer its turn.
    QTest.qWait(QApplication.doubleClickInterval() + 150)
    QApplication.processEvents()
    assert roster.table.state() != roster.table.State.EditingState
    roster.table.setFocus()
    QTest.keyClick(roster.table, Qt.Key.Key_Delete)
    assert Character.get_or_none(Character.id == change.id) is None


def test_an_imported_or_new_character_is_sorted_into_the_roster():
    model = RosterModel()
    model.set_records(records())  # sorted by name: Anežka, Bořek, Vilém
    model.put_record(RosterRecord(9, "Cyril Krejčí", "npc", "", (), ""))
    assert [model.record(r).name for r in range(model.rowCount())] == [
        "Anežka Krčmářka",
        "Bořek Kovář",
        "Cyril Krejčí",
        "Vilém z Pernštejna",
    ]
    assert model.row_of(9) == 2 and model.row_of(1) == 3
    model.sort(RosterModel.NAME, Qt.SortOrder.DescendingOrder)
    model.put_record(RosterRecord(10, "Ctibor", "npc", "", (), ""))
    assert [model.record(r).name for r in range(model.rowCount())] == [
        "Vilém z Pernštejna",
        "Cyril Krejčí",
        "Ctibor",
        "Bořek Kovář",
        "Anežka Krčmářka",
    ]


@pytest.mark.parametrize(
    ("answer", "links_after", "characters_after"),
    [
        ("keep", 1, 0),
        ("delete", 0, 0),
        (None, 1, 1),
    ],
)
def test_deleting_a_character_asks_what_becomes_of_its_ledger_links(
    window, monkeypatch, answer, links_after, characters_after
):
    from campaign_manager.storage.changes import AddCharacter
    from campaign_manager.storage.ledger import Link, add_person

    change = AddCharacter({"name": "Jan Bezruč", "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "add")
    window.session.perform(
        add_person({"name": "Hubert Lasička"}, {"character_id": change.id, "influence": 2}), "x"
    )
    asked = []
    monkeypatch.setattr(window.roster, "ask_about_ledger", lambda n: asked.append(n) or answer)
    window.roster.select_id(change.id)
    window.roster.delete_selected()
    assert asked == [1]
    assert Link.select().count() == links_after
    assert Character.select().count() == characters_after
    if answer is not None:
        window.menus.undo_action.trigger()  # one step brings the character and its links back
        assert Character.select().count() == 1 and Link.select().count() == 1


def test_the_selection_survives_a_search_that_keeps_the_character(window):
    from campaign_manager.storage.changes import AddCharacter

    ids = []
    for name in ("Bořek Hrabal", "Anežka Krčmářka", "Bohuslav"):
        change = AddCharacter({"name": name, "sheet": window.session.system.new_sheet()})
        window.session.perform(change, "add")
        ids.append(change.id)
    roster = window.roster
    roster.select_id(ids[0])
    roster.search.setText("bo")
    assert roster.proxy.rowCount() == 2
    assert roster.selected_ids() == [ids[0]]
    roster.search.setText("anežka")
    assert roster.selected_ids() == []  # Bořek is not shown: nothing hidden stays selected


def test_a_double_click_opens_the_character_and_f2_renames(window, qtbot):
    from PySide6.QtTest import QTest

    from campaign_manager.storage.changes import AddCharacter

    change = AddCharacter({"name": "Bořek", "sheet": window.session.system.new_sheet()})
    window.session.perform(change, "New character")
    roster = window.roster
    window.tabs.setCurrentWidget(roster)
    roster.table.setFocus()
    roster.select_id(change.id)
    name = roster.table.currentIndex().siblingAtColumn(RosterModel.NAME)
    rect = roster.table.visualRect(name)
    viewport = roster.table.viewport()
    with qtbot.waitSignal(roster.open_requested, timeout=1000) as opened:
        # as a mouse does it: the press of the first click, then the double click
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert opened.args == [change.id]
    assert window.tabs.currentWidget() is window.character_area
    assert roster.table.state() != roster.table.State.EditingState  # opened, not renamed
    window.tabs.setCurrentWidget(roster)
    roster.table.setFocus()
    QTest.keyClick(roster.table, Qt.Key.Key_F2)
    assert roster.table.state() == roster.table.State.EditingState


def test_typing_holds_the_background_work_until_it_pauses(window, qtbot):
    """A keystroke's frame carries no slice of the search texts or the damage scan: they
    wait until the typing pauses, then finish (every row is still checked)."""
    from campaign_manager.ui.roster.view import TYPING_PAUSE_MS

    Character.insert_many([{"name": f"Postava {i}", "sheet": {}} for i in range(600)]).execute()
    roster = window.roster
    roster.set_session(window.session)
    assert roster._warm.isActive()
    warmed = roster._warm_from
    for letter in "postava":  # each keystroke, its frame painted, puts the work off again
        qtbot.keyClick(roster.search, letter)
        assert roster._warm.isActive() and roster._warm.interval() == TYPING_PAUSE_MS
        QApplication.processEvents()
        assert roster._warm_from == warmed  # nothing was worked out while the GM typed
    qtbot.waitUntil(lambda: not (roster._warm.isActive() or roster._scan.isActive()))
    assert roster._warm_from == roster.model.rowCount()
    assert roster._scan_ids == []
    assert roster_names(window)[:1] == ["Postava 0"]


def test_the_background_work_keeps_the_notes_once_as_search_text_and_search_finds_them():
    """The roster shows no notes: once the background work has turned a character's notes
    into its search text, the row lets go of them (held twice they were a large roster's
    largest text), and the search still finds a word only the notes have."""
    model = RosterModel(language="cs")
    model.set_records(records())
    proxy = RosterFilter()
    proxy.setSourceModel(model)
    assert model.warm_search(0) == 3
    assert [model.record(row).notes for row in range(3)] == ["", "", ""]
    proxy.set_search("otce")
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == ["Vilém z Pernštejna"]
    proxy.set_search("malé straně")
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == ["Anežka Krčmářka"]
    # an edited character comes with its notes again, and is found by them
    model.put_record(RosterRecord(3, "Bořek Kovář", "pc", "Tomáš", ("družina",), "Kuje meče."))
    proxy.set_search("meče")
    assert [proxy.index(r, 0).data() for r in range(proxy.rowCount())] == ["Bořek Kovář"]


def test_names_with_numbers_sort_by_their_numbers_and_czech_letters_in_place():
    """ "Strážný 1006" came before "Strážný 102" (sorted as text), and "Čeněk" after "Zora"."""
    names = ["Strážný 1006", "Zora", "Strážný 102", "Čeněk", "Strážný 2", "Cyril", "Ctibor"]
    model = RosterModel(language="cs")
    base = records()[0]
    model.set_records([replace(base, id=n + 1, name=name) for n, name in enumerate(names)])
    proxy = RosterFilter()
    proxy.setSourceModel(model)
    proxy.sort(RosterModel.NAME, Qt.SortOrder.AscendingOrder)
    shown = [proxy.index(r, 0).data() for r in range(len(names))]
    assert shown == ["Ctibor", "Cyril", "Čeněk", "Strážný 2", "Strážný 102", "Strážný 1006", "Zora"]


@pytest.mark.parametrize(
    ("column", "field"), [(RosterModel.PLAYER, "player"), (RosterModel.TAGS, "tags")]
)
def test_players_and_tags_sort_as_names_do(column, field):
    """A click on Player or Tags put "Čeněk" after "Zora" and "Hráč 10" before "Hráč 9"."""
    values = ["Hráč 10", "Zora", "Čeněk", "Hráč 9", "Cyril"]
    model = RosterModel(language="cs")
    base = records()[0]
    model.set_records(
        [
            replace(base, id=n + 1, name=f"Postava {n}", **{field: (v,) if field == "tags" else v})
            for n, v in enumerate(values)
        ]
    )
    proxy = RosterFilter()
    proxy.setSourceModel(model)
    expected = ["Cyril", "Čeněk", "Hráč 9", "Hráč 10", "Zora"]
    proxy.sort(column, Qt.SortOrder.AscendingOrder)
    assert [proxy.index(r, column).data() for r in range(len(values))] == expected
    proxy.sort(column, Qt.SortOrder.DescendingOrder)
    assert [proxy.index(r, column).data() for r in range(len(values))] == expected[::-1]
