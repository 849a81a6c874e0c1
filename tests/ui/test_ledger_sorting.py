"""A click on a ledger table's header sorts its rows as a reader expects, both ways.

Names by the Czech alphabet and numbers by their value ("Strážný 2" before "Strážný 102",
"Čeněk" after "Cyril" and before "Dora"), counts and attitudes by their value.
"""

from __future__ import annotations

import re

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from PySide6.QtCore import QCollator, QLocale, QPoint, Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import (
    AddFavour,
    AddNetwork,
    AddOperation,
    AddRelation,
    add_person,
)


@pytest.fixture
def page(qtbot, session, messages):
    return make_page(qtbot, session, width=1600)


def seed(session):
    characters = [
        max(session.perform(AddCharacter({"name": name}), "x").characters)
        for name in ("Strážný 102", "Čeněk Vrána", "Cyril", "Strážný 2", "Dora")
    ]
    contacts = []
    for n, name in enumerate(("Strážný 1006", "Čestmír", "Zora", "Strážný 2", "Adam", "Chrudoš")):
        change = add_person(
            {
                "name": name,
                "who": f"řemeslník {n * 7 % 5}",
                "area": ("Podskalí", "Čakovice")[n % 2],
            },
            {
                "character_id": characters[n % len(characters)],
                "influence": n * 5 % 7,
                "attitude": n * 3 % 5 - 2,
            },
        )
        session.perform(change, "x")
        contacts.append(change.changes[0].id)
    session.perform(add_person({"name": "Bez známých"}), "x")  # a contact nobody knows
    for n in range(5):
        session.perform(
            AddFavour(
                {
                    "debtor_kind": "contact",
                    "debtor_id": contacts[n],
                    "creditor_kind": "character",
                    "creditor_id": characters[(n * 2) % len(characters)],
                    "reason": ("půjčka", "Čáp", "záchrana", "10 zl", "2 zl")[n],
                    "size": ("small", "big", "small", "life", "big")[n],
                }
            ),
            "x",
        )
    networks = []
    for n in range(3):
        change = AddNetwork(
            {
                "owner_id": characters[n],
                "kind": ("Černý trh", "Cech", "Armáda")[n],
                "area": ("Staré Město", "Čakovice", "Brno 2")[n],
                "rating": (2, 11 % 7, 0)[n],
                "liaison_id": contacts[n],
            }
        )
        session.perform(change, "x")
        networks.append(change.id)
    for n, (actor, opposition, value, modifier) in enumerate(
        ((4, 2, 3, 0), (1, 6, 2, 1), (6, 1, 5, -2), (3, 3, 0, 0))
    ):
        rating = (2, 4, 0, 2)[n]
        margin = rating + modifier + actor - value - opposition
        session.perform(
            AddOperation(
                {
                    "network_id": networks[n % 3],
                    "request": ("prodat stříbro", "Čaj", "zbraně 12", "zbraně 3")[n],
                    "against": ("wealth", "rarity", "status", "influence")[n],
                    "value": value,
                    "modifier": modifier,
                    "actor_roll": actor,
                    "opposition_roll": opposition,
                    "success": margin >= 0,
                    "outcome": "success" if margin >= 0 else "failure",
                    "margin": margin,
                    "cost_zl": (5, 0, 120, 30)[n],
                    "when": ("3. sezení", "12. sezení", "zima", "Čtvrtek")[n],
                }
            ),
            "x",
        )
    for n in range(4):
        session.perform(
            AddRelation(
                {
                    "source_kind": "character",
                    "source_id": characters[n],
                    "target_kind": "contact",
                    "target_id": contacts[n + 1],
                    "label": ("nedůvěřuje", "miluje", "Čte", "dluží")[n],
                    "attitude": (-2, 3, 0, -1)[n],
                }
            ),
            "x",
        )


def reader_key():
    collator = QCollator(QLocale("cs_CZ"))
    collator.setNumericMode(True)
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def key(text: str):
        number = re.fullmatch(r"[−+±-]?\d+", text)
        if not text:
            return (0, 0, b"")
        if number:
            return (1, int(text.replace("−", "-").replace("±", "")), b"")
        return (2, 0, collator.sortKey(text))

    return key


def column(table, at: int) -> list[str]:
    model = table.view.model()
    return [model.index(r, at).data() or "" for r in range(model.rowCount())]


def click_header(qtbot, table, at: int) -> None:
    header = table.view.horizontalHeader()
    table.view.scrollTo(table.view.model().index(0, at))
    x = header.sectionViewportPosition(at) + header.sectionSize(at) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))


def by_margin(text: str):
    """A network test ("network 6 against 5 (modifiers +1)") by how far it won or lost."""
    mine, theirs = map(int, re.findall(r"\d+", text)[:2])
    return mine - theirs


# the columns sorted otherwise than by their text
OWN_KEYS = {("operations", 4): by_margin}


def test_every_header_sorts_its_rows_both_ways(qtbot, page, session):
    seed(session)
    by_text = reader_key()
    wrong = []
    for name, table in page.tables.items():
        if not page.tabs.isTabVisible(page.tabs.indexOf(table)):
            continue
        page.tabs.setCurrentWidget(table)
        assert table.model.rowCount() >= 3, name
        header = table.view.horizontalHeader()
        for at in range(table.model.columnCount()):
            key = OWN_KEYS.get((name, at), by_text)
            click_header(qtbot, table, at)
            first = header.sortIndicatorOrder()
            shown = column(table, at)
            expected = sorted(shown, key=key, reverse=first == Qt.SortOrder.DescendingOrder)
            if shown != expected:
                wrong.append((name, at, first.name, shown))
            click_header(qtbot, table, at)
            assert header.sortIndicatorSection() == at
            assert header.sortIndicatorOrder() != first
            shown = column(table, at)
            expected = sorted(shown, key=key, reverse=first != Qt.SortOrder.DescendingOrder)
            if shown != expected:
                wrong.append((name, at, "second", shown))
    assert wrong == [], "\n".join(map(str, wrong))


def test_a_table_opens_with_no_sort_indicator_or_sorted_by_it(qtbot, page, session):
    seed(session)
    key = reader_key()
    for name, table in page.tables.items():
        if not page.tabs.isTabVisible(page.tabs.indexOf(table)):
            continue
        page.tabs.setCurrentWidget(table)
        header = table.view.horizontalHeader()
        at, order = header.sortIndicatorSection(), header.sortIndicatorOrder()
        if at < 0 or not header.isSortIndicatorShown():
            continue  # no indicator: no order claimed
        shown = column(table, at)
        assert shown == sorted(shown, key=key, reverse=order == Qt.SortOrder.DescendingOrder), (
            name,
            at,
            order.name,
        )


def test_a_click_on_a_header_makes_no_sort_key_the_rows_were_built_with_them(
    qtbot, page, session, monkeypatch
):
    """The first sort of a 50,000-row column took twice a later one: each text's key was
    made at the click. They are made with the rows, so a click only sorts."""
    from campaign_manager.ui.models import name_keys

    seed(session)
    made = []
    original = name_keys.name_key
    monkeypatch.setattr(name_keys, "name_key", lambda text: made.append(text) or original(text))
    for name, table in page.tables.items():
        if not page.tabs.isTabVisible(page.tabs.indexOf(table)):
            continue
        page.tabs.setCurrentWidget(table)  # (a tab's rows built when first shown)
        made.clear()
        for at in range(table.model.columnCount()):
            click_header(qtbot, table, at)
            click_header(qtbot, table, at)
        assert made == [], name
