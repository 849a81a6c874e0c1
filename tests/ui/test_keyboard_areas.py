"""Every area of the main window, in each rule system, is used from the keyboard: Tab goes
round the whole window and comes back where it started (no widget keeps the Tab for itself),
Shift+Tab goes round the same way back, each step follows the reading order, and the
focused widget shows it (in the light, dark and high-contrast themes). The rules are in
``focus_chain``."""

from __future__ import annotations

import pytest
from focus_chain import FocusGrabs, focus_start, out_of_order, places, walk
from PySide6.QtWidgets import QStackedWidget, QTabWidget
from settle import settle
from test_bestiary_dock import open_bestiary
from test_combat_focus import fight_on_screen
from test_sheet_texts_fit import open_demo

from campaign_manager.storage.models import Character
from campaign_manager.ui import theme

AREAS = ["roster", "character", "prepared fight", "combat", "ledger"]


@pytest.fixture(params=["d20", "clovek", "dakara"])
def campaign_system(request) -> str:
    return request.param


def show_area(window, qtbot, area: str, system: str):
    """The area on screen in the active window, ready to be tabbed through."""
    if area in ("combat", "prepared fight"):
        page = fight_on_screen(window, qtbot)
        if area == "combat":
            page.start_action.trigger()
        settle(qtbot, window)
        return page
    open_demo(window, system)
    window.resize(1280, 800)
    window.activateWindow()
    if area == "roster":
        window.tabs.setCurrentWidget(window.roster)
        page = window.roster
    elif area == "character":
        pc = Character.select().where(Character.kind == "pc").order_by(Character.name).first()
        window.open_character(pc.id)
        page = window.character_area
    else:
        window.tabs.setCurrentWidget(window.ledger_area)
        page = window.ledger_area
    settle(qtbot, window)
    return page


def tab_round(window, qtbot, top):
    """Tab round from the first focusable widget of ``top``; check the way back and the
    order; the chain and its focus grabs."""
    start = focus_start(top)
    where = places(window)
    grabs = FocusGrabs()
    forward = walk(qtbot, start, on_each=grabs)
    backward = walk(qtbot, start, backwards=True)
    assert backward == [start, *reversed(forward[1:])], "Shift+Tab does not go back the same way"
    assert out_of_order(forward, where) == []
    return start, grabs


@pytest.mark.parametrize("area", AREAS)
def test_tab_goes_round_each_area_in_reading_order(window, qtbot, campaign_system, area):
    page = show_area(window, qtbot, area, campaign_system)
    tab_round(window, qtbot, page)


def test_tab_goes_round_the_bestiary_dock(window, qtbot, campaign_system):
    if campaign_system != "d20":
        pytest.skip("only d20 has a bestiary")
    window.resize(1280, 800)
    window.activateWindow()
    dock = open_bestiary(window, qtbot)
    settle(qtbot, window)
    tab_round(window, qtbot, dock)


@pytest.mark.parametrize("name", ["light", "dark", "high_contrast"])
@pytest.mark.parametrize("area", AREAS)
def test_the_focus_shows_in_every_theme(window, qtbot, qapp, campaign_system, area, name):
    page = show_area(window, qtbot, area, campaign_system)
    theme.apply_theme(name, qapp)
    try:
        settle(qtbot, window)
        start, grabs = tab_round(window, qtbot, page)
        assert grabs.unseen(qtbot, start) == []
    finally:
        theme.apply_theme("system", qapp)


def inner_pages(page):
    """(tab widget, index) of every page of the area's own tab widgets (a sheet's pages,
    the ledger's lists and graph)."""
    for tabs in page.findChildren(QTabWidget):
        if not tabs.isHidden():
            for index in range(tabs.count()):
                if tabs.isTabEnabled(index) and tabs.isTabVisible(index):
                    yield tabs, index


def reveal(widget) -> None:
    """Every stack (a tab widget's pages) above ``widget`` shows the page it is on."""
    child, parent = widget, widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QStackedWidget):
            parent.setCurrentWidget(child)
        child, parent = parent, parent.parentWidget()


@pytest.mark.parametrize("area", ["character", "ledger"])
def test_tab_goes_round_every_page_of_the_sheet_and_the_ledger(
    window, qtbot, campaign_system, area
):
    page = show_area(window, qtbot, area, campaign_system)
    stuck = {}
    pages = list(inner_pages(page))
    assert len(pages) >= 2, "the area's pages were not found"
    for tabs, index in pages:
        reveal(tabs)
        tabs.setCurrentIndex(index)
        settle(qtbot, window)
        try:
            tab_round(window, qtbot, tabs.currentWidget())
        except AssertionError as error:
            stuck[tabs.tabText(index)] = str(error).splitlines()[0]
    assert stuck == {}
