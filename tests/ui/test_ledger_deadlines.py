"""Ledger deadlines through the real widgets: a favour's due date typed in its dialog, the
Due column saying "overdue" or "due soon" in words and colour against the story's clock
(and following it when the clock moves or the move is undone), sorting by it, and the
"only due or overdue" filter."""

from __future__ import annotations

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from PySide6.QtCore import Qt

from campaign_manager.storage import ledger_queries as q
from campaign_manager.storage.changes import AddCharacter, AdvanceStoryTime
from campaign_manager.storage.ledger import AddFavour, AddNetwork, AddOperation, add_person
from campaign_manager.story_time.calendar import DAY
from campaign_manager.ui.colors import CAUTION, ERROR, color
from campaign_manager.ui.ledger.dialogs import OperationDialog

DUE = 7  # the Due column of the favours' table


@pytest.fixture
def page(qtbot, session, messages):
    return make_page(qtbot, session)


def favour(session, debtor, creditor, **values):
    session.perform(
        AddFavour(
            {
                "debtor_kind": "contact",
                "debtor_id": debtor,
                "creditor_kind": "character",
                "creditor_id": creditor,
                **values,
            }
        ),
        "x",
    )


def seed(session):
    """Jan; Hubert and Zuzka owe him a favour each, Hubert's due on 10 January."""
    jan = max(session.perform(AddCharacter({"name": "Jan Bezruč"}), "x").characters)
    ids = []
    for name in ("Hubert Lasička", "Zuzka"):
        change = add_person({"name": name}, {"character_id": jan})
        session.perform(change, "x")
        ids.append(change.changes[0].id)
    favour(session, ids[0], jan, reason="most", due=9 * DAY + 12 * 3600)
    favour(session, ids[1], jan, reason="koně")
    return jan, ids


def due_cells(page) -> dict[str, tuple[str, object]]:
    """Each favour's Due cell by its debtor: (text, colour)."""
    page.tabs.setCurrentWidget(page.tables["favours"])
    model = page.tables["favours"].model
    out = {}
    for r in range(model.rowCount()):
        index = model.index(r, DUE)
        out[model.index(r, 0).data()] = (index.data(), index.data(Qt.ItemDataRole.ForegroundRole))
    return out


def test_the_due_column_follows_the_story_clock_in_words_and_colour(page, session, qtbot):
    seed(session)
    assert page.tables["favours"].model.headerData(DUE, Qt.Orientation.Horizontal) == "Due"
    assert due_cells(page) == {
        "Hubert Lasička": ("10 January 1 CE, 12:00", None),
        "Zuzka": ("", None),
    }
    session.perform(AdvanceStoryTime(3 * DAY), "x")  # within a week: due soon
    qtbot.waitUntil(lambda: due_cells(page)["Hubert Lasička"][0].endswith("due soon"))
    assert due_cells(page)["Hubert Lasička"] == (
        "10 January 1 CE, 12:00 — due soon",
        color(CAUTION),
    )
    session.perform(AdvanceStoryTime(7 * DAY), "x")
    qtbot.waitUntil(lambda: due_cells(page)["Hubert Lasička"][0].endswith("overdue"))
    assert due_cells(page)["Hubert Lasička"][1] == color(ERROR)
    session.undo_stack.undo()
    qtbot.waitUntil(lambda: due_cells(page)["Hubert Lasička"][0].endswith("due soon"))


def test_only_due_or_overdue_and_sorting_by_the_due_date(page, session, qtbot):
    jan, (hubert, zuzka) = seed(session)
    favour(session, zuzka, jan, reason="dluh", due=30 * DAY)
    favour(session, hubert, jan, reason="splaceno", due=DAY, state="repaid")
    session.perform(AdvanceStoryTime(5 * DAY), "x")
    qtbot.waitUntil(lambda: due_cells(page).get("Hubert Lasička", ("",))[0] != "")
    table = page.tables["favours"]
    table.view.sortByColumn(DUE, Qt.SortOrder.AscendingOrder)
    model = table.model
    reasons = [model.index(r, 3).data() for r in range(model.rowCount())]
    assert reasons == ["splaceno", "most", "dluh", "koně"]  # by date, undated last
    assert model.index(0, DUE).data() == "2 January 1 CE, 0:00"  # repaid: past, not overdue
    page.due_only.setChecked(True)
    assert [model.index(r, 3).data() for r in range(model.rowCount())] == ["most"]
    page.tabs.setCurrentWidget(page.tables["people"])  # the people have no dates: all stay
    assert page.tables["people"].model.rowCount() == 2


def test_a_due_date_is_typed_in_the_favour_dialog_and_a_wrong_one_refused(page, session):
    seed(session)
    page.tabs.setCurrentWidget(page.tables["favours"])
    view = page.tables["favours"].view
    view.setCurrentIndex(view.model().index(1, 0))  # Zuzka's, with no date
    page.actions.edit_current()
    dialog = page.actions._dialog
    assert dialog.form.value("due") == ""
    dialog.form.set_value("due", "31. 2. 1")
    dialog.accept()
    assert dialog.error.isVisible()
    assert "“31. 2. 1” is not a date of the campaign's calendar." in dialog.error.text()
    assert [f["due"] for f in q.records("favour")] == [9 * DAY + 12 * 3600, None]
    dialog.form.set_value("due", "3. 2. 1 8:00")
    dialog.accept()
    assert not dialog.error.isVisible(), dialog.error.text()
    assert q.records("favour")[1]["due"] == 33 * DAY + 8 * 3600
    view.setCurrentIndex(view.model().index(0, 0))
    page.actions.edit_current()
    assert page.actions._dialog.form.value("due") == "10 January 1 CE, 12:00"
    page.actions._dialog.reject()


def test_an_operation_not_yet_run_falls_due_and_shows_it(page, session, qtbot):
    jan, _people = seed(session)
    net = AddNetwork({"owner_id": jan, "kind": "Černý trh", "area": "", "rating": 2})
    session.perform(net, "x")
    session.perform(AddOperation({"network_id": net.id, "request": "najít stopu"}), "x")
    operation = q.records("operation")[0]
    dialog = OperationDialog(session, operation, page)
    dialog.form.set_value("due", "1. 1. 1 18:00")
    dialog.accept()
    assert q.records("operation")[0]["due"] == 18 * 3600
    session.perform(AdvanceStoryTime(DAY), "x")
    page.tabs.setCurrentWidget(page.tables["operations"])  # (the campaign's system has them)
    model = page.tables["operations"].model
    qtbot.waitUntil(lambda: model.rowCount() == 1)
    qtbot.waitUntil(lambda: model.index(0, 9).data() == "1 January 1 CE, 18:00 — overdue")
