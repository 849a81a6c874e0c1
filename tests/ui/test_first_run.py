"""The first run, without a terminal: the welcome page offers a demo of each rule system and
a new campaign; File → Open a demo campaign lets the GM pick the system too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from campaign_manager.systems import get_system, system_keys
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings

BUILT_IN = system_keys()


@pytest.fixture
def empty_window(qtbot, messages):
    """The main window as the app starts with no campaign: the welcome page."""
    main = MainWindow(AppSettings())
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


def test_the_welcome_page_offers_a_new_campaign_and_a_demo_of_each_system(empty_window):
    welcome = empty_window.welcome
    assert empty_window.pages.currentWidget() is welcome
    assert welcome.new_button.isVisible()
    assert list(welcome.demo_buttons) == list(BUILT_IN)
    for key, button in welcome.demo_buttons.items():
        assert button.isVisible()
        assert button.text() == get_system(key).name.get("en")


@pytest.mark.parametrize("key", BUILT_IN)
def test_a_demo_button_opens_a_demo_of_its_system(empty_window, qtbot, key):
    qtbot.mouseClick(empty_window.welcome.demo_buttons[key], Qt.MouseButton.LeftButton)
    session = empty_window.session
    assert session is not None and session.system.key == key
    assert empty_window.pages.currentWidget() is empty_window.work
    assert empty_window.roster.model.rowCount() > 0  # the demo's characters are there


def test_the_file_menu_offers_a_demo_of_each_system(empty_window):
    menu = empty_window.menus.demo_menu
    assert [action.text() for action in menu.actions()] == [
        get_system(key).name.get("en") for key in BUILT_IN
    ]
    opened = []
    for key in BUILT_IN:
        empty_window.menus.demo_actions[key].trigger()
        opened.append(empty_window.session.system.key)
    assert opened == list(BUILT_IN)
