"""A large ledger opens on its first rows and the rest arrives while the window answers.

The sizes that make a ledger "large" are made small here (a ledger of 130 records is
read in steps of a few rows), so the steps can be watched with a small campaign.
"""

from __future__ import annotations

import pytest
from ledger_pages import ledger_session  # noqa: F401 (a fixture)
from PySide6.QtTest import QAbstractItemModelTester

from campaign_manager.storage.ledger import AddFavour, Contact, Favour, Link, UpdateContact
from campaign_manager.storage.models import Character
from campaign_manager.ui.ledger import loading
from campaign_manager.ui.ledger.page import LedgerPage

CHARACTERS, CONTACTS, LINKS, FAVOURS = 20, 40, 60, 30


@pytest.fixture
def large(campaign):
    """The campaign with 20 characters, 40 contacts (some known by nobody), 60 links and
    30 favours, written straight into its tables."""
    with campaign.database.atomic():
        Character.insert_many(
            [{"name": f"Postava {i:02}", "sheet": {}} for i in range(CHARACTERS)]
        ).execute()
        Contact.insert_many(
            [{"name": f"Známý {i:02}", "area": f"Oblast {i % 3}"} for i in range(CONTACTS)]
        ).execute()
        Link.insert_many(
            [
                {"character_id": 1 + i % CHARACTERS, "contact_id": 1 + i % (CONTACTS - 5)}
                for i in range(LINKS)
            ]
        ).execute()
        Favour.insert_many(
            [
                {
                    "debtor_kind": "character",
                    "debtor_id": 1 + i % CHARACTERS,
                    "creditor_kind": "contact",
                    "creditor_id": 1 + i,
                }
                for i in range(FAVOURS)
            ]
        ).execute()
    return campaign


@pytest.fixture
def in_steps(monkeypatch):
    """A ledger of more than 10 records is read in steps of 7 records and 4 rows."""
    for name, value in (("AT_ONCE", 10), ("CHUNK", 7), ("BATCH", 4), ("FIRST_ROWS", 5)):
        monkeypatch.setattr(loading, name, value)
    monkeypatch.setattr(loading, "CHOICES", 3)
    monkeypatch.setattr(loading, "ARRIVAL", 8)


def open_page(qtbot, session) -> LedgerPage:
    page = LedgerPage()
    qtbot.addWidget(page)
    page.resize(1100, 700)
    page.show()
    for table in page.tables.values():
        QAbstractItemModelTester(table.model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    page.set_session(session)
    return page


def shown(page, key="people") -> list[list[str]]:
    model = page.tables[key].model
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def whole(qtbot, session) -> list[list[str]]:
    """The people rows as a ledger read at once shows them."""
    page = open_page(qtbot, session)
    assert not page.loading
    return shown(page)


def test_the_first_rows_come_at_once_and_the_rest_while_the_window_answers(qtbot, large, session):
    everyone = whole(qtbot, session)
    assert len(everyone) == LINKS + 5  # a row per link, one per contact nobody knows
    with pytest.MonkeyPatch.context() as patch:
        for name, value in (("AT_ONCE", 10), ("CHUNK", 7), ("BATCH", 4), ("FIRST_ROWS", 5)):
            patch.setattr(loading, name, value)
        patch.setattr(loading, "ARRIVAL", 8)
        page = open_page(qtbot, session)
        assert page.loading
        assert shown(page) == everyone[:5]  # the first screen, before any event
        assert page.scope.currentText() == "Everyone"  # the filters say so meanwhile
        assert page.area.currentText() == "Every area"
        people = page.tables["people"].view
        people.setCurrentIndex(page.tables["people"].model.index(2, 0))
        qtbot.waitUntil(lambda: not page.loading)
    assert shown(page) == everyone
    chosen = page.tables["people"].current()
    assert chosen["link"]["id"] == 3  # the row chosen while the rest arrived stays chosen
    assert page.scope.count() == 1 + CHARACTERS + CONTACTS
    assert page.scope.findData("contact:40") > 0


def test_the_hidden_tabs_are_built_while_the_window_is_idle(qtbot, large, session, in_steps):
    page = open_page(qtbot, session)
    qtbot.waitUntil(lambda: not page.loading and not page.loader.building.running)
    assert "favours" not in page._unbuilt
    page.tabs.setCurrentWidget(page.tables["favours"])
    assert len(shown(page, "favours")) == FAVOURS
    assert shown(page, "favours")[0][:2] == ["Postava 00", "Známý 00"]


def test_a_filter_typed_while_loading_holds_for_the_rows_that_arrive(
    qtbot, large, session, in_steps
):
    page = open_page(qtbot, session)
    page.search.setText("známý 07")
    qtbot.waitUntil(lambda: not page.loading)
    rows = shown(page)
    assert rows and all(row[0] == "Známý 07" for row in rows)
    assert len(rows) == sum(1 for i in range(LINKS) if 1 + i % (CONTACTS - 5) == 8)


def test_an_edit_while_loading_is_in_the_rows_read(qtbot, large, session, in_steps):
    page = open_page(qtbot, session)
    assert page.loading
    session.perform(UpdateContact(40, {"name": "Nový známý"}), "x")
    qtbot.waitUntil(lambda: not page.loading)
    assert shown(page)[-1][0] == "Nový známý"


def test_an_action_while_loading_sees_the_whole_ledger(qtbot, large, session, in_steps):
    page = open_page(qtbot, session)
    assert page.loading
    assert len(page.actions._records["link"]) == LINKS  # read to the end for it
    assert not page.loading
    session.perform(
        AddFavour(
            {
                "debtor_kind": "character",
                "debtor_id": 1,
                "creditor_kind": "character",
                "creditor_id": 2,
            }
        ),
        "x",
    )
    page.tabs.setCurrentWidget(page.tables["favours"])
    assert len(shown(page, "favours")) == FAVOURS + 1


def test_the_cycle_collector_waits_only_while_a_large_ledger_is_read(
    qtbot, large, session, in_steps
):
    import gc

    assert gc.isenabled()
    page = open_page(qtbot, session)
    assert page.loading and not gc.isenabled()
    page.set_session(None)  # closed half read: the collector is back
    assert gc.isenabled()
    page.set_session(session)
    qtbot.waitUntil(lambda: not page.loading and not page.loader.building.running)
    assert gc.isenabled()
