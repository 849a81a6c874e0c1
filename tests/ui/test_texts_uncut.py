"""Texts the GM reads whole: a table's cell or header, a dialog's title, the History dock's
steps either fit their space or, cut, show the whole text in a tooltip."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractItemView

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import AddFavour, add_person
from campaign_manager.ui import i18n

SHOTS = Path(os.environ.get("CUT_SHOTS", "/tmp/cuts_shots"))


@pytest.fixture(params=["cs", "en"])
def language(qapp, request):
    i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, "en")


def cut_cells(view: QAbstractItemView) -> list[str]:
    """The cells and headers of a table shown cut without a tooltip of their whole text."""
    model = view.model()
    found = []
    header = view.horizontalHeader() if hasattr(view, "horizontalHeader") else view.header()
    metrics = view.fontMetrics()
    for column in range(model.columnCount()):
        if header.isSectionHidden(column):
            continue
        text = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
        room = header.sectionSize(column) - 2 * header.style().pixelMetric(
            header.style().PixelMetric.PM_HeaderMargin
        )
        if header.isSortIndicatorShown():
            room -= header.style().pixelMetric(header.style().PixelMetric.PM_HeaderMarkSize)
        if text and header.fontMetrics().horizontalAdvance(text) > room:
            tip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
            if tip != text:
                found.append(f"header {text!r}")
        for row in range(model.rowCount()):
            index = model.index(row, column)
            text = str(index.data() or "")
            rect = view.visualRect(index)
            if not text or rect.isEmpty():
                continue
            if metrics.horizontalAdvance(text) > rect.width() - 8:
                tip = index.data(Qt.ItemDataRole.ToolTipRole)
                if not tip or text not in str(tip):
                    found.append(f"{text!r} in {rect.width()} px")
    return found


def favours_seed(session):
    jan = max(session.perform(AddCharacter({"name": "Jan Bezruč"}), "x").characters)
    change = add_person(
        {"name": "Hostinský Vávra z Dolní Lhoty", "who": "Hostinský"},
        {"character_id": jan, "influence": 2},
    )
    session.perform(change, "x")
    vavra = change.changes[0].id
    for size, reason in (
        ("small", "Schoval ho před strážemi, když ho honili přes celé náměstí"),
        ("big", "Zaplatil jeho dluhy u Kořínka"),
    ):
        favour = {
            "debtor_kind": "character",
            "debtor_id": jan,
            "creditor_kind": "contact",
            "creditor_id": vavra,
            "size": size,
            "reason": reason,
            "when": "léto 1621",
        }
        session.perform(AddFavour(favour), "x")


def test_the_ledgers_favour_columns_fit_or_tell_in_a_tooltip(qtbot, session, messages, language):
    favours_seed(session)
    page = make_page(qtbot, session, width=1200)
    table = page.tables["favours"]
    page.tabs.setCurrentWidget(table)
    qtbot.waitUntil(lambda: table.model.rowCount() == 2)
    page.grab().save(str(SHOTS / f"ledger_favours_{language}.png"))
    assert cut_cells(table.view) == []
    # the long free text takes the room the short columns leave: whole at this width (as
    # wide for the desktop's font as 1200 px are for 9 points: at 15 points the key columns
    # alone take 1100 px, and the reason is cut, its tooltip whole, as checked above)
    points = page.font().pointSizeF()
    if points > 9:
        page.resize(round(1200 * points / 9), 700)
        qtbot.waitUntil(lambda: page.width() > 1200)
    view, why = table.view, table.model.index(0, 3)
    reason = str(why.data())
    assert reason.startswith("Schoval")
    qtbot.waitUntil(
        lambda: view.fontMetrics().horizontalAdvance(reason) <= view.visualRect(why).width() - 8
    )
    assert cut_cells(table.view) == []


@pytest.fixture
def dakara_window(qtbot, messages, campaign, language):
    """The main window (built in the test's language) on a Dakara demo character's
    Majetek, Postavení, Známosti page."""
    from campaign_manager.systems.dakara import SYSTEM
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.attach(campaign)
    main.show()
    entry = SYSTEM.demo()["characters"][0]
    change = AddCharacter({"name": entry["name"], "kind": "pc", "sheet": entry["sheet"]})
    main.session.perform(change, "Add")
    main.open_character(change.id)
    editor = main.character_area.sheet_editor
    editor.pages.setCurrentIndex(1)
    yield main, editor
    main.close()


@pytest.mark.parametrize("width", [1024, 1400, 1920])
def test_the_sheets_contacts_give_the_room_to_their_texts(dakara_window, qtbot, language, width):
    from settle import settle

    main, editor = dakara_window
    main.resize(width, 800)
    settle(qtbot, editor)
    from campaign_manager.ui.systems.dakara.standing_page import StandingPage

    page = editor.findChild(StandingPage)
    main.grab().save(str(SHOTS / f"sheet_contacts_{width}_{language}.png"))
    for table in (page.contacts_view, page.networks_view):
        header = table.horizontalHeader()
        model = table.model()
        for column in range(header.count()):  # every header whole
            assert header.sectionSize(column) + 1 >= header.sectionSizeFromContents(column).width()
        assert cut_cells(table) == []
        gained = header.count() - 1  # a check box: as wide as its header, no wider
        assert header.sectionSize(gained) <= header.sectionSizeFromContents(gained).width() + 24
        spare = table.viewport().width() - header.length()
        assert spare <= 2 or table.horizontalScrollBar().maximum() > 0  # the room is used
        assert model.headerData(gained, Qt.Orientation.Horizontal) in (
            "Získán ve hře",
            "Gained in play",
        )


def list_cut(view: QAbstractItemView) -> list[str]:
    """The items of a list shown cut (narrower or lower than their text) with no tooltip
    of the whole text."""
    model, metrics = view.model(), view.fontMetrics()
    found = []
    for row in range(model.rowCount()):
        index = model.index(row, 0)
        text, rect = str(index.data() or ""), view.visualRect(index)
        rect.setRight(min(rect.right(), view.viewport().width() - 1))  # what can be seen
        lines = metrics.boundingRect(
            QRect(0, 0, max(1, rect.width() - 8), 100_000), Qt.TextFlag.TextWordWrap, text
        )
        cut = metrics.horizontalAdvance(text) > rect.width() - 8 and (
            not view.wordWrap() or lines.height() > rect.height() + 1
        )
        if cut and text not in str(index.data(Qt.ItemDataRole.ToolTipRole) or ""):
            found.append(f"{text!r} in {rect.width()}×{rect.height()} px")
    return found


def test_the_history_dock_shows_each_step_whole(qtbot, qapp, messages, campaign, language):
    from PySide6.QtCore import QCoreApplication

    from campaign_manager.storage.changes import UpdateCharacter
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.attach(campaign)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    name = "Markéta Hellerová z Dolní Lhoty nad Vltavou"
    change = AddCharacter({"name": name})
    main.session.perform(change, QCoreApplication.translate("Roster", "New character"))
    for new in ("Markéta Hellerová z Horní Lhoty nad Sázavou", "Markéta"):
        main.session.perform(UpdateCharacter(change.id, {"name": new}), f"{name} → {new}")
        name = new
    main.history_dock.show()
    view = main.history_view
    qtbot.waitUntil(lambda: view.model() is not None and view.model().rowCount() == 4)
    qtbot.waitUntil(lambda: view.visualRect(view.model().index(3, 0)).height() > 0)
    main.grab().save(str(SHOTS / f"history_{language}.png"))
    assert list_cut(view) == []
    model = view.model()
    for row in range(model.rowCount()):  # wrapped at the dock's width, read without a tip
        assert view.visualRect(model.index(row, 0)).right() <= view.viewport().width()
