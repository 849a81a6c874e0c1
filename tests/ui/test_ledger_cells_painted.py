"""The ledger's tables paint each cell's text laid out once, and show it as before:
the whole text or cut with an ellipsis, the chosen row highlighted."""

from __future__ import annotations

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from prepared_cells import assert_paints_as_the_standard_delegate, settled
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QStyledItemDelegate

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import add_person
from campaign_manager.ui.ledger.delegate import LedgerTextDelegate

# where to reach someone: free text, cut to its column (a name is shown whole)
LONG = "U Huberta Lasičky, paseráka od Černého trhu, který zná každého převozníka na řece"


@pytest.fixture
def page(qtbot, session):
    jan = max(session.perform(AddCharacter({"name": "Jan Bezruč"}), "x").characters)
    for n in range(12):
        where = LONG if n == 0 else "Na Kampě"
        session.perform(
            add_person(
                {
                    "name": f"Známý {n:02}",
                    "who": "Paserák",
                    "where": where,
                    "area": f"Oblast {n % 3}",
                },
                {"character_id": jan, "influence": 1},
            ),
            "x",
        )
    widget = make_page(qtbot, session)
    qtbot.waitUntil(lambda: widget.tables["people"].model.rowCount() == 12)
    return widget


def painted(table):
    image = table.view.viewport().grab().toImage()
    return image


def test_a_repaint_lays_out_no_text_again(page, qtbot):
    table = page.tables["people"]
    delegate = settled(qtbot, table.view)
    assert isinstance(delegate, LedgerTextDelegate)
    first = delegate.laid_out
    assert first > 0
    painted(table)
    assert delegate.laid_out == first  # the same cells: nothing laid out again
    page.search.setText("oblast 1")  # rows already seen, at other places
    painted(table)
    assert delegate.laid_out == first


def test_a_long_text_is_cut_with_an_ellipsis_and_a_short_one_shown_whole(page, qtbot):
    table = page.tables["people"]
    delegate = settled(qtbot, table.view)
    shown = {entry[0]: width for (_text, width, _h), entry in delegate._prepared.items()}
    cut = [text for text in shown if text.endswith("…")]
    assert cut and LONG.startswith(cut[0][:-1])  # the long name cut, its start shown
    assert "Známý 03" in shown  # a short one whole


def test_the_chosen_row_is_highlighted_and_the_others_are_not(page):
    table = page.tables["people"]
    view = table.view
    view.selectRow(2)
    image = painted(table)
    palette = view.palette()
    highlights = {
        palette.color(group, QPalette.ColorRole.Highlight).rgb()
        for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive)
    }

    def highlighted(row: int) -> float:
        rect = view.visualRect(table.model.index(row, 1))
        points = [
            (x, y)
            for x in range(rect.left() + 1, rect.right() - 1)
            for y in range(rect.top() + 1, rect.bottom() - 1)
        ]
        return sum(
            image.pixel(x, y) & 0xFFFFFF in {h & 0xFFFFFF for h in highlights} for x, y in points
        ) / len(points)

    assert highlighted(2) > 0.5
    assert highlighted(4) == 0


def test_every_cell_with_text_shows_ink(page):
    table = page.tables["people"]
    image = painted(table)
    view = table.view
    background = view.palette().color(QPalette.ColorRole.Base)
    for column in range(table.model.columnCount()):
        index = table.model.index(1, column)
        if not table.model.data(index):
            continue
        rect = view.visualRect(index)
        if rect.right() >= image.width():  # scrolled out of sight
            continue
        inked = any(
            image.pixelColor(x, y) != background
            for x in range(rect.left() + 4, rect.right() - 4)
            for y in range(rect.top() + 3, rect.bottom() - 3)
        )
        assert inked, table.model.headers[column]


def test_the_table_looks_as_the_standard_delegate_paints_it(page, qtbot):
    view = page.tables["people"].view
    view.selectRow(3)
    assert_paints_as_the_standard_delegate(view, qtbot)


def test_after_a_new_font_the_table_still_looks_as_the_standard_delegate_paints_it(page, qtbot):
    view = page.tables["people"].view
    view.horizontalHeader().resizeSection(0, 90)  # the long name cut
    view.viewport().grab()
    font = view.font()
    font.setPointSizeF(font.pointSizeF() + 3)
    view.setFont(font)
    view.verticalHeader().setDefaultSectionSize(30)  # the same rows: only the font differs
    settled(qtbot, view)
    ours = view.viewport().grab().toImage()
    view.setItemDelegate(QStyledItemDelegate(view))
    theirs = view.viewport().grab().toImage()
    assert (
        sum(
            ours.pixel(x, y) != theirs.pixel(x, y)
            for x in range(ours.width())
            for y in range(ours.height())
        )
        == 0
    )
