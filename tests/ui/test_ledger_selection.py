"""The Ledger's dialogs start on the person the GM has chosen, and an operation's "What
came of it" is written after the roll, when it is known."""

from __future__ import annotations

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog

from campaign_manager.storage import ledger_queries as q
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import AddNetwork, add_person


@pytest.fixture
def page(qtbot, session, messages):
    return make_page(qtbot, session)


def seed(session):
    """Adam knows Bára, Jan knows Hubert (each the other's second): the first of every list
    is never the one chosen."""
    ids = {}
    for name in ("Adam Adámek", "Jan Bezruč"):
        change = AddCharacter({"name": name, "sheet": {"znamosti": 2}})
        session.perform(change, "x")
        ids[name] = change.id
    for who, contact in (("Adam Adámek", "Bára Abelová"), ("Jan Bezruč", "Hubert Lasička")):
        change = add_person({"name": contact}, {"character_id": ids[who], "influence": 2})
        session.perform(change, "x")
        ids[contact] = change.changes[0].id
    return ids


def choose_person(page, name: str, knower: str) -> None:
    page.tabs.setCurrentWidget(page.tables["people"])
    view = page.tables["people"].view
    model = view.model()
    for r in range(model.rowCount()):
        if model.index(r, 0).data() == name and model.index(r, 1).data() == knower:
            view.setCurrentIndex(model.index(r, 0))
            return
    raise AssertionError(name)


def test_ask_find_and_favour_start_on_the_chosen_person(page, session, qtbot):
    ids = seed(session)
    choose_person(page, "Hubert Lasička", "Jan Bezruč")

    qtbot.mouseClick(page.ask_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    assert dialog.form.widgets["link"].currentText() == "Hubert Lasička – Jan Bezruč"
    dialog.reject()

    qtbot.mouseClick(page.find_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    assert dialog.form.value("character_id") == ids["Jan Bezruč"]
    dialog.reject()

    choose_person(page, "Hubert Lasička", "Jan Bezruč")
    page.tabs.setCurrentWidget(page.tables["favours"])
    page.scope.setCurrentIndex(page.scope.findData(f"contact:{ids['Hubert Lasička']}"))
    qtbot.mouseClick(page.add_favour_button, Qt.MouseButton.LeftButton)
    dialog = page.actions._dialog
    assert dialog.form.value("debtor") == f"contact:{ids['Hubert Lasička']}"
    dialog.reject()


def test_print_for_players_starts_on_the_chosen_character(page, session, monkeypatch, tmp_path):
    ids = seed(session)
    choose_person(page, "Hubert Lasička", "Jan Bezruč")
    asked = {}

    def get_item(parent, title, label, items, current, editable):
        asked["start"] = items[current]
        return items[current], True

    monkeypatch.setattr(QInputDialog, "getItem", get_item)
    target = tmp_path / "jan.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.print_button.click()
    assert asked["start"] == "Jan Bezruč"
    assert ids["Jan Bezruč"]


def test_what_came_of_an_operation_is_written_after_the_roll(page, session, qtbot):
    ids = seed(session)
    net = AddNetwork(
        {"owner_id": ids["Jan Bezruč"], "kind": "Černý trh", "area": "Praha", "rating": 2}
    )
    session.perform(net, "x")
    page.tabs.setCurrentWidget(page.tables["networks"])
    page.tables["networks"].view.setCurrentIndex(page.tables["networks"].model.index(0, 0))
    page.actions.run_operation()
    dialog = page.actions._dialog
    dialog.form.set_values({"request": "prodat stříbro", "value": 2})
    dialog.dice.set_entered(5, 1)
    assert dialog.run() is not None
    result = dialog.form.widgets["result"]
    assert result.isEnabled() and dialog.form.isEnabled()
    assert not dialog.form.widgets["request"].isEnabled()  # the roll itself is binding
    assert not dialog.roll_button.isEnabled()
    qtbot.keyClicks(result, "Prodano pod cenou.")  # QTest types ASCII only
    dialog.reject()
    assert q.records("operation")[0]["result"] == "Prodano pod cenou."
    session.undo()  # the result line is its own step; the roll stays
    assert q.records("operation")[0]["result"] == ""
