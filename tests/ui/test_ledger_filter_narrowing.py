"""The ledger's table filters: a text typed on looks only at the rows shown, an area
looks only at its own rows (an index by area), and both show exactly the rows a fresh
filter of all rows would, in the same order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from campaign_manager.ui.ledger.model import LedgerTableModel
from campaign_manager.ui.ledger.rows import Row

LOOKED: list[int] = []


class Search(str):
    """A row's search text that counts how often a filter looks into it."""

    __slots__ = ()

    def __contains__(self, needle) -> bool:
        LOOKED.append(1)
        return str.__contains__(self, needle)


class Keys(frozenset):
    """A row's keys that count how often a filter asks them."""

    def __contains__(self, key) -> bool:
        LOOKED.append(1)
        return frozenset.__contains__(self, key)


NAMES = ["Hubert", "Zuzka", "Markéta", "Jan", "Vávra", "Lenka", "Kuba"]


def make_rows(count: int = 300) -> list[Row]:
    rows = []
    for n in range(count):
        name = f"{NAMES[n % len(NAMES)]} {n}"
        area = f"Oblast {n % 5}"
        cells = (name, area, f"kupec {n % 11}")
        keys = Keys(
            {("area", area), ("contact", n)} | ({("area", "Podsvětí")} if n % 7 == 0 else set())
        )
        rows.append(
            Row(
                "person",
                {"id": n},
                cells,
                (name.casefold(), area, n % 11),
                Search("\x1f".join(cells).casefold()),
                keys,
                n % 3 != 0,
            )
        )
    return rows


@pytest.fixture
def model(qapp):
    table = LedgerTableModel(["Person", "Area", "Who"])
    QAbstractItemModelTester(table, QAbstractItemModelTester.FailureReportingMode.Fatal)
    table.set_rows(make_rows())
    return table


def fresh(rows: list[Row], *filter_, sort=None) -> list[int]:
    table = LedgerTableModel(["Person", "Area", "Who"])
    table.set_rows(rows)
    if sort is not None:
        table.sort(*sort)
    table.set_filter(*filter_)
    return [row.record["id"] for row in table.visible_rows()]


SCRIPTS = [
    ["h", "hu", "hub", "hube", "hu", "", "z", "zu 1", "zu 14"],
    ["o", "ob", "obl", "oblast 3", "oblast 33", "oblast 3", "kupec 1", "kupec 10"],
]


@pytest.mark.parametrize("script", SCRIPTS)
@pytest.mark.parametrize("area", [None, "Oblast 2", "Podsvětí"])
@pytest.mark.parametrize("players", [False, True])
@pytest.mark.parametrize(
    "sort", [None, (0, Qt.SortOrder.DescendingOrder), (2, Qt.SortOrder.AscendingOrder)]
)
def test_typing_on_shows_the_rows_a_fresh_filter_would(model, script, area, players, sort):
    rows = model.all_rows()
    if sort is not None:
        model.sort(*sort)
    for text in script:
        model.set_filter(text, None, area, players)
        shown = [row.record["id"] for row in model.visible_rows()]
        assert shown == fresh(rows, text, None, area, players, sort=sort), text


def test_a_letter_typed_on_looks_only_at_the_rows_shown(model):
    model.set_filter("hu")
    shown = model.rowCount()
    assert 0 < shown < 100
    LOOKED.clear()
    model.set_filter("hub")
    assert len(LOOKED) == shown  # not the 300 rows


def test_an_area_looks_only_at_its_own_rows(model):
    model.set_filter("", None, "Oblast 1")
    for area in ["Oblast 2", "Podsvětí", "Oblast 4"]:
        LOOKED.clear()
        model.set_filter("", None, area)
        assert LOOKED == []  # from the index, no row asked
        assert model.rowCount() == len(fresh(model.all_rows(), "", None, area))


def test_an_edited_row_is_found_by_its_new_area(model):
    model.set_filter("", None, "Oblast 1")
    old = next(row for row in model.all_rows() if row.record["id"] == 6)  # in Oblast 1
    moved = Row(
        old.kind,
        old.record,
        (old.cells[0], "Oblast 4", old.cells[2]),
        old.sort,
        old.search,
        Keys({("area", "Oblast 4"), ("contact", 6)}),
        old.known_to_players,
    )
    model.update_rows({6: moved})
    assert 6 not in [row.record["id"] for row in model.visible_rows()]
    model.set_filter("", None, "Oblast 4")
    assert 6 in [row.record["id"] for row in model.visible_rows()]
