"""The GM's side of the player view (issue 12): the screen chooser with its identify
overlay, the per-machine memory of the choice, the settings dialog's view dict, and the
controller (open on the remembered screen, blank key, screen lost and back). The
two-screen placement itself is tested in test_player_view_screens.py."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QMainWindow

from campaign_manager.player_view import demo
from campaign_manager.systems.encounter_common import check_view
from campaign_manager.ui.player_view import (
    PlayerViewController,
    PlayerViewSettingsDialog,
    PublicViewFeed,
    ScreenChooserDialog,
    keep_off_screen,
    remembered_screen_name,
)
from campaign_manager.ui.player_view.screens import IdentifyOverlay, identify_screens
from campaign_manager.ui.settings import AppSettings


@pytest.fixture
def campaign():
    """The player view needs no campaign file."""
    yield None


@pytest.fixture
def settings():
    return AppSettings()


def test_the_chooser_lists_every_screen_with_its_size_and_the_gms(qtbot, settings):
    gm = QMainWindow()
    qtbot.addWidget(gm)
    gm.show()
    dialog = ScreenChooserDialog(settings, gm)
    qtbot.addWidget(dialog)
    screens = QGuiApplication.screens()
    assert dialog.list.count() == len(screens)
    first = dialog.list.item(0).text()
    size = screens[0].geometry().size()
    assert f"{size.width()} × {size.height()}" in first
    assert "(the GM's window is here)" in first
    assert dialog.chosen_screen() is not None


def test_ok_remembers_the_choice_on_this_machine(qtbot, settings):
    dialog = ScreenChooserDialog(settings)
    qtbot.addWidget(dialog)
    name = QGuiApplication.screens()[0].name()
    assert dialog.select(name)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert remembered_screen_name(settings) == name
    assert remembered_screen_name(AppSettings()) == name  # read back from the INI file
    again = ScreenChooserDialog(settings)
    qtbot.addWidget(again)
    assert again.chosen_screen().name() == name


def test_identify_draws_a_big_number_on_each_screen_for_a_moment(qtbot, settings):
    overlays = identify_screens(milliseconds=100)
    assert [o.number for o in overlays] == list(range(1, len(QGuiApplication.screens()) + 1))
    for overlay, screen in zip(overlays, QGuiApplication.screens(), strict=True):
        assert overlay.isVisible() and screen.geometry().contains(overlay.geometry())
    # they close (and are deleted) by themselves
    qtbot.waitUntil(lambda: not any(shiboken6.isValid(o) for o in overlays), timeout=2000)
    dialog = ScreenChooserDialog(settings)
    qtbot.addWidget(dialog)
    qtbot.mouseClick(dialog.identify_button, Qt.MouseButton.LeftButton)
    assert dialog.overlays and all(isinstance(o, IdentifyOverlay) for o in dialog.overlays)
    for overlay in dialog.overlays:
        overlay.close()


def test_the_settings_dialog_returns_the_view_the_encounter_takes(qtbot):
    dialog = PlayerViewSettingsDialog(
        {"pc": "numbers", "npc": "band", "initiative": True, "secret_conditions": ["Jed"]},
        ["Omráčen", "Jed"],
    )
    qtbot.addWidget(dialog)
    assert dialog.view() == {
        "pc": "numbers",
        "npc": "band",
        "initiative": True,
        "secret_conditions": ["Jed"],
    }
    dialog.pc.setCurrentIndex(dialog.pc.findData("nothing"))
    dialog.npc.setCurrentIndex(dialog.npc.findData("nothing"))
    dialog.initiative.setChecked(False)
    dialog.secret.item(0).setCheckState(Qt.CheckState.Checked)  # Omráčen
    dialog.new_condition.setText("Prokletí")
    qtbot.keyClick(dialog.new_condition, Qt.Key.Key_Return)
    view = dialog.view()
    assert view == {
        "pc": "nothing",
        "npc": "nothing",
        "initiative": False,
        "secret_conditions": ["Omráčen", "Jed", "Prokletí"],
    }
    assert check_view(dict(view)) == view  # what the rules core accepts


def test_the_settings_dialog_starts_from_the_defaults(qtbot):
    dialog = PlayerViewSettingsDialog(None, ["Omráčen"])
    qtbot.addWidget(dialog)
    assert dialog.view() == {
        "pc": "band",
        "npc": "band",
        "initiative": False,
        "secret_conditions": [],
    }


@pytest.fixture
def controller(qtbot, settings):
    feed = PublicViewFeed("Kampaň")
    feed.set_public_view(demo.view("d20"))
    gm = QMainWindow()
    qtbot.addWidget(gm)
    made = PlayerViewController(feed, settings, gm)
    qtbot.addWidget(made.view)
    yield made
    made.close()


def test_the_controller_asks_first_then_opens_on_the_remembered_screen(controller, settings):
    assert controller.open() is False and not controller.is_open()  # nothing remembered
    screen = QGuiApplication.primaryScreen()
    shown = []
    controller.shown_changed.connect(shown.append)
    assert controller.open(screen)
    assert controller.is_open() and controller.view.isFullScreen()
    assert controller.view.geometry() == screen.geometry()
    assert remembered_screen_name(settings) == screen.name()
    controller.close()
    assert not controller.is_open()
    assert controller.open()  # the second time: no question
    assert shown == [True, False, True]


def test_the_blank_key_toggles_black(controller):
    controller.open(QGuiApplication.primaryScreen())
    assert controller.toggle_blank() is True and controller.view.painted_texts() == []
    assert controller.toggle_blank() is False and controller.view.painted_texts()


def test_a_lost_screen_closes_the_view_and_its_return_reopens_it(controller):
    """One screen offscreen in this process: Qt's screenRemoved and screenAdded are
    delivered to the handlers by hand (the subprocess test unplugs a real one)."""
    screen = QGuiApplication.primaryScreen()
    controller.open(screen)
    lost = []
    controller.view.screen_lost.connect(lost.append)
    controller.view._on_screen_removed(screen)
    assert not controller.is_open() and lost == [screen.name()]
    assert controller.waiting_for() == screen.name()
    controller._on_screen_added(screen)
    assert controller.is_open() and controller.view.isFullScreen()
    assert controller.waiting_for() is None


def test_a_view_the_gm_closed_does_not_come_back_with_its_screen(controller):
    screen = QGuiApplication.primaryScreen()
    controller.open(screen)
    controller.close()
    controller.view._on_screen_removed(screen)
    assert controller.waiting_for() is None
    controller._on_screen_added(screen)
    assert not controller.is_open()


def test_closing_the_gms_window_closes_the_tv_window_too(qtbot, controller):
    controller.main_window.show()
    controller.open(QGuiApplication.primaryScreen())
    assert not controller.view.testAttribute(Qt.WidgetAttribute.WA_QuitOnClose)
    controller.main_window.close()
    qtbot.waitUntil(lambda: not controller.is_open(), timeout=1000)


def test_another_screen_going_away_leaves_the_view_alone(controller):
    controller.open(QGuiApplication.primaryScreen())

    class Other:
        def name(self):
            return "HDMI-9"

    controller.view._on_screen_removed(Other())
    assert controller.is_open()


def test_keep_off_screen_leaves_a_window_on_another_screen_alone(qtbot):
    gm = QMainWindow()
    qtbot.addWidget(gm)
    gm.show()
    assert keep_off_screen(gm, "tv") is False
    # with a single screen there is nowhere else to go
    assert keep_off_screen(gm, gm.screen().name()) is False
