"""The ledger's key columns (names, who owes, to whom, influence…) are shown whole; the
free-text columns take the room that is left, and only they are cut (their tooltips whole)."""

from __future__ import annotations

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from PySide6.QtWidgets import QStyle

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import (
    AddFavour,
    AddNetwork,
    AddOperation,
    AddRelation,
    add_person,
)

LONG_CHARACTER = "Bohuslav Jaroslav Kratochvíl z Pernštejna a Helfenštejna"
LONG_CONTACT = "Svatopluk Maxmilián Lobkovic z Hasištejna, zvaný Vrána"
LONG_AREA = "Malá Strana pod Petřínem u Újezdské brány"
FREE = "Potkali se v hospodě U Zlatého tygra, když " + "hráli kostky a prohrávali " * 6

# the key columns of each tab (by position; the headers say what they are)
KEYS = {
    "people": (0, 1, 2, 3, 8, 9, 10),  # person, known by, influence, area, attitude…
    "favours": (0, 1, 2, 5, 6),  # who owes, to whom, how big, state, players know
    "networks": (0, 1, 2, 3, 4, 7),  # owner, kind, area, rating, liaison, language
    "operations": (0, 2, 4, 5, 6),  # network, against, network test, outcome, contractors
    "relations": (0, 2, 3, 5, 6),  # from, to, attitude, certainty, players know
}


def seed(session):
    jan = max(session.perform(AddCharacter({"name": LONG_CHARACTER}), "x").characters)
    change = add_person(
        {"name": LONG_CONTACT, "who": FREE, "where": FREE, "area": LONG_AREA},
        {"character_id": jan, "influence": 3, "how_met": FREE},
    )
    session.perform(change, "x")
    contact = change.changes[0].id
    session.perform(
        AddFavour(
            {
                "debtor_kind": "contact",
                "debtor_id": contact,
                "creditor_kind": "character",
                "creditor_id": jan,
                "reason": FREE,
                "when": FREE,
            }
        ),
        "x",
    )
    network = AddNetwork(
        {
            "owner_id": jan,
            "kind": "Černý trh",
            "area": LONG_AREA,
            "rating": 2,
            "liaison_id": contact,
            "dead_drop": FREE,
        }
    )
    session.perform(network, "x")
    session.perform(
        AddOperation(
            {
                "network_id": network.id,
                "request": FREE,
                "against": "wealth",
                "value": 3,
                "modifier": 1,
                "actor_roll": 4,
                "opposition_roll": 2,
                "success": True,
                "outcome": "success",
                "margin": 2,
                "target": FREE,
                "result": FREE,
            }
        ),
        "x",
    )
    session.perform(
        AddRelation(
            {
                "source_kind": "character",
                "source_id": jan,
                "target_kind": "contact",
                "target_id": contact,
                "label": FREE,
                "reverse_label": FREE,
            }
        ),
        "x",
    )


@pytest.mark.parametrize("width", [1100, 1800])
def test_key_columns_are_whole_and_free_text_takes_the_rest(qtbot, session, messages, width):
    seed(session)
    page = make_page(qtbot, session, width=width)
    margin = page.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
    cut = []
    for key, columns in KEYS.items():
        table = page.tables[key]
        page.tabs.setCurrentWidget(table)
        qtbot.waitUntil(lambda table=table: table.model.rowCount() > 0)
        view, model = table.view, table.model
        metrics = view.fontMetrics()
        for column in columns:
            for row in range(model.rowCount()):
                text = model.index(row, column).data()
                if metrics.horizontalAdvance(text) + 2 * margin > view.columnWidth(column):
                    cut.append((key, model.headers[column], text))
        header = view.horizontalHeader()
        keys_width = sum(view.columnWidth(c) for c in columns)
        room = max(300, view.viewport().width() - keys_width)
        for column in set(range(model.columnCount())) - set(columns):
            # free text never pushes the key columns out of sight (a scroll of 1,000 pixels)
            assert view.columnWidth(column) <= room, (key, model.headers[column])
        if keys_width < view.viewport().width() // 2:
            # the room left goes to the free text: no gap at the right, no scroll bar
            assert header.length() >= view.viewport().width() - 1, key
            assert not view.horizontalScrollBar().isVisible(), key
    assert cut == [], "\n".join(map(str, cut))
