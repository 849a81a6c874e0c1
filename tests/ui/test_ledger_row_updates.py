"""A contact's or a network's edit while the ledger is shown changes the rows it touches
and the filters' lists in place: the row the GM has chosen stays chosen, nothing else is
read again, and the tables read as a whole reload shows them."""

from __future__ import annotations

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from PySide6.QtTest import QAbstractItemModelTester
from test_ledger_page import cells, seed, select

from campaign_manager.storage.ledger import (
    AddOperation,
    UpdateContact,
    UpdateNetwork,
    add_person,
    delete_contact,
    delete_network,
)


@pytest.fixture
def page(qtbot, session, messages):
    page = make_page(qtbot, session)
    for table in page.tables.values():
        QAbstractItemModelTester(table.model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    return page


def no_reload(page, monkeypatch):
    monkeypatch.setattr(page, "reload", lambda: pytest.fail("the whole ledger was read"))
    monkeypatch.setattr(page.loader, "load", lambda: pytest.fail("the whole ledger was read"))


def every_tab(page) -> dict[str, list]:
    return {key: sorted(cells(page, key)) for key in page.tables}


def scope_lines(page) -> list[tuple[str, str]]:
    return [(page.scope.itemText(i), page.scope.itemData(i)) for i in range(page.scope.count())]


def test_a_contact_renamed_while_shown_changes_its_rows_and_keeps_the_choice(
    page, session, monkeypatch
):
    _jan, _marketa, hubert, _net = seed(session)
    every_tab(page)  # every tab shown once: built
    select(page, "people", "Zuzka")
    no_reload(page, monkeypatch)
    session.perform(UpdateContact(hubert, {"name": "Albert Vomáčka", "area": "Nové Město"}), "x")
    assert page.tables["people"].current()["contact"]["name"] == "Zuzka"  # still chosen
    people = cells(page, "people")
    assert people[0][:2] == ["Albert Vomáčka", "Jan Bezruč"]
    assert people[0][3] == "Nové Město"
    assert cells(page, "favours")[0][0] == "Albert Vomáčka"
    assert cells(page, "relations")[0][2] == "Albert Vomáčka"
    assert cells(page, "networks")[0][4] == "Albert Vomáčka"  # the liaison
    assert page.area.findData("Nové Město") > 0
    assert page.area.findData("Černý trh") < 0  # nobody is there any more
    contacts = [text for text, data in scope_lines(page) if str(data).startswith("contact:")]
    assert contacts == ["Albert Vomáčka (contact)", "Zuzka (contact)"]  # by name
    quick, lines = every_tab(page), scope_lines(page)
    monkeypatch.undo()
    page.reload()
    assert every_tab(page) == quick
    assert scope_lines(page) == lines


def test_a_network_edited_while_shown_changes_its_row_its_operations_and_its_line(
    page, session, monkeypatch
):
    *_, net = seed(session)
    session.perform(
        AddOperation({"network_id": net, "request": "zjistit", "against": "rarity", "value": 2}),
        "x",
    )
    every_tab(page)
    page.scope.setCurrentIndex(page.scope.findData(f"network:{net}"))
    select(page, "networks", "Jan Bezruč")
    no_reload(page, monkeypatch)
    session.perform(UpdateNetwork(net, {"area": "Malá Strana"}), "x")
    assert page.tables["networks"].current()["area"] == "Malá Strana"  # still chosen
    assert page.scope.currentData() == f"network:{net}"  # the filter holds
    assert "Malá Strana" in page.scope.currentText()
    assert cells(page, "networks")[0][2] == "Malá Strana"
    assert cells(page, "operations")[0][0] == "Černý trh – Malá Strana"
    assert page.area.findData("Malá Strana") > 0
    quick, lines = every_tab(page), scope_lines(page)
    page.scope.setCurrentIndex(0)
    quick = every_tab(page)
    monkeypatch.undo()
    page.reload()
    assert every_tab(page) == quick
    assert scope_lines(page) == lines


def test_people_added_and_deleted_while_shown_come_and_go_by_row(page, session, monkeypatch):
    _jan, marketa, hubert, net = seed(session)
    every_tab(page)
    no_reload(page, monkeypatch)
    change = add_person({"name": "Bára", "area": "Vinohrady"}, {"character_id": marketa})
    session.perform(change, "x")
    bara = change.changes[0].id
    assert any(row[:2] == ["Bára", "Markéta Hellerová"] for row in cells(page, "people"))
    assert page.scope.findData(f"contact:{bara}") > 0
    assert page.area.findData("Vinohrady") > 0
    session.perform(delete_contact(hubert), "x")  # with his links, favour, relation
    assert not any(row[0] == "Hubert Lasička" for row in cells(page, "people"))
    assert cells(page, "favours") == [] and cells(page, "relations") == []
    assert cells(page, "networks")[0][4] == ""  # the network has no liaison now
    assert page.scope.findData(f"contact:{hubert}") < 0
    session.perform(delete_network(net), "x")
    assert cells(page, "networks") == []
    assert page.scope.findData(f"network:{net}") < 0
    session.undo()
    session.undo()  # Hubert and his records back
    quick, lines = every_tab(page), scope_lines(page)
    assert any(row[0] == "Hubert Lasička" for row in quick["people"])
    monkeypatch.undo()
    page.reload()
    assert every_tab(page) == quick
    assert scope_lines(page) == lines
