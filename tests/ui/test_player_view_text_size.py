"""The TV's text size (issue 43): readable from 4 m on a 1080p TV by default, changed by the
GM from the TV window (Ctrl++, Ctrl+-, Ctrl+0, its context menu), laid out by the scene
(bigger letters, fewer rows), and remembered with the screen it was set on.

Readable from 4 m: a capital letter at least 1/200 of the viewing distance high (20 mm),
the character height the US FAA's human-factors standard suggests for legibility (16-18
minutes of arc, the least acceptable angle, is 1/215-1/190). On a 55-inch 1080p TV the
picture is 685 mm high, so a screen pixel is 0.634 mm.
"""

# ruff: noqa: F811  (the fixtures imported from test_player_view are arguments here)
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSizeF, Qt, QTimer
from PySide6.QtGui import QContextMenuEvent, QFontMetricsF
from PySide6.QtWidgets import QApplication, QMenu

# the player view with no campaign, its feed and a 1280×720 view, as the other TV tests have
from test_player_view import campaign, feed, view  # noqa: F401

from campaign_manager.player_view import demo
from campaign_manager.systems.d20.player_view import long_demo_view
from campaign_manager.ui.player_view import PlayerView
from campaign_manager.ui.player_view.scene import TextItem, font
from campaign_manager.ui.settings import AppSettings

DISTANCE_MM = 4000
TV_HEIGHT_MM = 685.0  # a 55-inch 16:9 picture
FULL_HD = QSizeF(1920, 1080)


def cap_height_mm(item: TextItem, screen_height: float) -> float:
    """The height of the item's capital letters on the 55-inch TV, in millimetres."""
    pixels = QFontMetricsF(font(item.size, item.bold)).capHeight()
    return pixels * TV_HEIGHT_MM / screen_height


def _ten(view_of=long_demo_view) -> dict:
    public = view_of(30)
    public["combatants"] = public["combatants"][:10]
    public["current"] = public["combatants"][0]["id"]
    public.pop("next")
    return public


FIGHTS = {
    "d20": lambda: demo.view("d20"),
    "dakara": lambda: demo.view("dakara"),
    "clovek": lambda: demo.view("clovek"),
    "ten": _ten,
    "thirty": long_demo_view,
}


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("key", list(FIGHTS))
def test_every_text_is_readable_from_four_metres_on_a_1080p_tv_by_default(
    view, feed, key, language
):
    feed.set_public_view(FIGHTS[key]())
    view.set_language(language)
    assert view.text_size() == 100
    texts = [i for i in view.scene(FULL_HD) if isinstance(i, TextItem) and i.text]
    assert texts
    small = [(i.text, round(cap_height_mm(i, 1080), 1)) for i in texts]
    assert [t for t in small if t[1] < DISTANCE_MM / 200] == []


def test_ten_combatants_still_fit_at_the_default_size(view, feed):
    public = _ten()
    feed.set_public_view(public)
    names = [c["name"] for c in public["combatants"]]
    painted = view.painted_texts(FULL_HD)
    assert [t for t in painted if t in names] == names


def test_larger_text_shows_bigger_letters_and_fewer_rows_smaller_more(view, feed):
    feed.set_public_view(long_demo_view(30))
    names = {c["name"] for c in long_demo_view(30)["combatants"]}

    def shown():
        items = [i for i in view.scene(FULL_HD) if isinstance(i, TextItem) and i.text]
        rows = [i for i in items if i.text in names]
        return len(rows), min(i.size for i in items), items[0].size

    rows, smallest, title = shown()
    view.set_text_size(150)
    bigger_rows, bigger_smallest, bigger_title = shown()
    assert bigger_smallest >= smallest * 1.45 and bigger_title >= title * 1.45
    assert 1 <= bigger_rows < rows
    view.set_text_size(70)
    assert shown()[0] > rows
    # every row and the "+N more" line stay inside the screen at any size
    for size in view.text_sizes():
        view.set_text_size(size)
        items = [i for i in view.scene(FULL_HD) if isinstance(i, TextItem)]
        assert all(i.rect.bottom() <= 1080.5 for i in items), size
        assert any(i.text.startswith("+") for i in items), size


def test_the_gm_changes_it_with_ctrl_plus_minus_and_zero_on_the_tv_window(view, feed, qtbot):
    feed.set_public_view(demo.view("d20"))
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view)
    control = Qt.KeyboardModifier.ControlModifier
    before = view.text_size()
    qtbot.keyClick(view, Qt.Key.Key_Plus, control)
    qtbot.waitUntil(lambda: view.text_size() > before)
    larger = view.text_size()
    qtbot.keyClick(view, Qt.Key.Key_Plus, control)
    qtbot.waitUntil(lambda: view.text_size() > larger)
    qtbot.keyClick(view, Qt.Key.Key_Minus, control)
    qtbot.waitUntil(lambda: view.text_size() == larger)
    qtbot.keyClick(view, Qt.Key.Key_0, control)
    qtbot.waitUntil(lambda: view.text_size() == 100)
    # the keypad's plus and minus too
    keypad = control | Qt.KeyboardModifier.KeypadModifier
    qtbot.keyClick(view, Qt.Key.Key_Minus, keypad)
    qtbot.waitUntil(lambda: view.text_size() < 100)
    qtbot.keyClick(view, Qt.Key.Key_Plus, keypad)
    qtbot.waitUntil(lambda: view.text_size() == 100)
    # at the ends it stays
    for _ in range(20):
        view.larger_text_action.trigger()
    assert view.text_size() == max(view.text_sizes())
    assert not view.larger_text_action.isEnabled()


@pytest.mark.qt_log_ignore("This plugin does not support (raise|grabbing)")  # offscreen popups
def test_the_tv_window_s_context_menu_offers_the_text_size(view, feed, qtbot):
    feed.set_public_view(demo.view("d20"))
    offered = []

    def pick():
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, pick)  # the menu is not up yet
            return
        offered.extend(a.text().replace("&", "") for a in menu.actions() if a.text())
        action = next(a for a in menu.actions() if a.text().replace("&", "") == "Larger text")
        menu.setActiveAction(action)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, pick)
    where = QPoint(40, 40)
    # a right click on the TV window (the menu runs until an entry is chosen)
    QApplication.sendEvent(
        view, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, view.mapToGlobal(where))
    )
    assert {"Larger text", "Smaller text", "Default text size"} <= set(offered)
    assert view.text_size() > 100


def test_the_menu_speaks_czech_in_a_czech_app(qapp, feed, qtbot):
    from campaign_manager.ui import i18n

    i18n.install(qapp, "cs")
    try:
        view = PlayerView(feed, AppSettings())
        qtbot.addWidget(view)
        offered = {a.text().replace("&", "") for a in view.actions() if not a.isSeparator()}
        assert {"Větší písmo", "Menší písmo", "Výchozí velikost písma"} <= offered
    finally:
        i18n.install(qapp, "en")


SCREENS = {
    "screens": [
        {
            "name": name,
            "x": x,
            "y": 0,
            "width": width,
            "height": height,
            "logicalDpi": 96,
            "logicalBaseDpi": 96,
            "dpr": 1.0,
        }
        for name, x, width, height in (("laptop", 0, 1366, 768), ("tv", 1366, 1920, 1080))
    ]
}

SCRIPT = textwrap.dedent(
    r"""
    import json, sys
    from PySide6.QtCore import QObject, QSizeF, Qt, Signal
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from campaign_manager.systems.d20.player_view import long_demo_view
    from campaign_manager.ui.player_view import PlayerView
    from campaign_manager.ui.settings import AppSettings

    class Feed(QObject):
        public_view_changed = Signal(object)
        def public_view(self): return long_demo_view(30)
        def campaign_name(self): return "Stíny nad Lhotou"
        def portrait(self, character_id): return None

    def rows(view):
        names = {c["name"] for c in long_demo_view(30)["combatants"]}
        return sum(t in names for t in view.painted_texts())

    def press(view, key, times=1):
        view.activateWindow()
        app.processEvents()
        for _ in range(times):
            QTest.keyClick(view, key, Qt.KeyboardModifier.ControlModifier)
            app.processEvents()

    screens = {s.name(): s for s in app.screens()}
    result = {"screens": sorted(screens)}
    view = PlayerView(Feed(), AppSettings())
    view.show_on(screens["tv"])
    app.processEvents()
    result["tv_first"] = [view.text_size(), rows(view)]
    press(view, Qt.Key.Key_Plus, 3)
    result["tv_larger"] = [view.text_size(), rows(view)]
    view.show_on(screens["laptop"])
    app.processEvents()
    result["laptop"] = [view.text_size(), rows(view)]
    press(view, Qt.Key.Key_Minus)
    result["laptop_smaller"] = view.text_size()
    view.show_on(screens["tv"])
    app.processEvents()
    result["tv_again"] = view.text_size()
    view.close()
    # the app started anew: a new window, the settings read from the file
    again = PlayerView(Feed(), AppSettings())
    again.show_on(screens["tv"])
    app.processEvents()
    result["tv_after_restart"] = [again.text_size(), rows(again)]
    again.show_on(screens["laptop"])
    app.processEvents()
    result["laptop_after_restart"] = again.text_size()
    print("RESULT " + json.dumps(result))
    """
)


def test_the_text_size_is_remembered_with_each_screen(tmp_path):
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(SCREENS), encoding="utf-8")
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    env["QT_QPA_OFFSCREEN_NO_GLX"] = "1"
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, done.stdout + done.stderr
    result = json.loads(lines[-1][len("RESULT ") :])
    assert result["screens"] == ["laptop", "tv"]
    first_size, first_rows = result["tv_first"]
    larger_size, larger_rows = result["tv_larger"]
    assert first_size == 100 and larger_size > 100
    assert larger_rows < first_rows  # the scene laid out with the bigger letters
    assert result["laptop"][0] == 100  # another screen has its own size
    assert result["laptop_smaller"] < 100
    assert result["tv_again"] == larger_size
    assert result["tv_after_restart"] == [larger_size, larger_rows]
    assert result["laptop_after_restart"] == result["laptop_smaller"]


@pytest.mark.parametrize("stored", ["", "abc", "5", "1000", "-100", "1e9"])
def test_a_hand_edited_text_size_is_read_as_the_default(stored):
    from campaign_manager.ui.player_view.screens import (
        _qsettings,
        _text_size_key,
        remember_text_size,
        remembered_text_size,
    )

    settings = AppSettings()
    screen = QApplication.primaryScreen()
    remember_text_size(settings, screen, 150)
    assert remembered_text_size(settings, screen) == 150
    _qsettings(settings).setValue(_text_size_key(screen), stored)
    assert remembered_text_size(settings, screen) == 100
