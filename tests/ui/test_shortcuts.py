"""No key does two things in one place: every shortcut of the real main window (every work
area built, a fight of the campaign's system running) and of the player view, walked per
shortcut context for every widget that can have the keyboard."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QAbstractButton, QApplication, QMenu, QMenuBar, QTabWidget, QWidget

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.systems import system_keys

Context = Qt.ShortcutContext


@pytest.fixture(params=system_keys())
def campaign_system(request) -> str:
    return request.param


@dataclass(frozen=True)
class Binding:
    """One key of one action, button or QShortcut, with where Qt lets it fire."""

    name: str
    key: str
    context: Context
    widgets: tuple[QWidget, ...]
    owner: QObject


def _name(owner: QObject) -> str:
    text = owner.text() if isinstance(owner, (QAction, QAbstractButton)) else ""
    return f"{type(owner).__name__} {text.replace('&', '')!r}"


def bindings(windows: list[QWidget]) -> list[Binding]:
    """Every shortcut reachable from ``windows``: QActions (by their widgets), buttons'
    shortcuts and QShortcut objects."""
    found: list[Binding] = []
    actions: dict[int, QAction] = {}
    widgets: list[QWidget] = []
    for window in windows:
        widgets += [window, *window.findChildren(QWidget)]
        for action in window.findChildren(QAction):
            actions[id(action)] = action
    for widget in widgets:
        for action in QWidget.actions(widget):
            actions[id(action)] = action
        if isinstance(widget, QAbstractButton) and not widget.shortcut().isEmpty():
            found.append(
                Binding(
                    _name(widget),
                    widget.shortcut().toString(),
                    Context.WindowShortcut,
                    (widget,),
                    widget,
                )
            )
    for window in windows:
        for shortcut in window.findChildren(QShortcut):
            for key in shortcut.keys():  # noqa: SIM118 (its key sequences, not a dict)
                found.append(
                    Binding(
                        "QShortcut",
                        key.toString(),
                        shortcut.context(),
                        (shortcut.parent(),),
                        shortcut,
                    )
                )
    for action in actions.values():
        homes = tuple(o for o in action.associatedObjects() if isinstance(o, QWidget))
        for key in action.shortcuts():
            found.append(
                Binding(_name(action), key.toString(), action.shortcutContext(), homes, action)
            )
    return found


def _menu_window(menu: QMenu) -> QWidget | None:
    """The window whose menu bar holds ``menu`` (through its parent menus), or None."""
    for owner in menu.menuAction().associatedObjects():
        if isinstance(owner, QMenuBar):
            return owner.window()
        if isinstance(owner, QMenu) and owner is not menu:
            return _menu_window(owner)
    return None


def _widget_matches(context: Context, widget: QWidget, focus: QWidget, active: QWidget) -> bool:
    """Qt's own test (correctWidgetContext) of whether a shortcut of ``widget`` fires."""
    if isinstance(widget, QMenu):
        home = _menu_window(widget)
        if context == Context.ApplicationShortcut:
            return home is not None and home.isVisible()
        return context == Context.WindowShortcut and home is active
    if not widget.isVisible():
        return False
    if context == Context.ApplicationShortcut:
        return True
    if context == Context.WindowShortcut:
        return widget.window() is active
    if context == Context.WidgetShortcut:
        return widget is focus
    walker = focus
    while walker is not None:
        if walker is widget:
            return True
        if walker.isWindow():
            return False
        walker = walker.parentWidget()
    return False


def fires(binding: Binding, focus: QWidget) -> bool:
    """Whether ``binding`` could fire with ``focus`` holding the keyboard (a disabled one
    counts: it is enabled in another state)."""
    owner = binding.owner
    if isinstance(owner, QAction) and not owner.isVisible():
        return False
    active = focus.window()
    return any(_widget_matches(binding.context, w, focus, active) for w in binding.widgets)


def claims(focus: QWidget, key: str) -> bool:
    """Whether ``focus`` takes ``key`` for itself (accepts the shortcut override, as a text
    field does for letters): then no shortcut fires."""
    combination = QKeySequence(key)[0]
    modifiers = combination.keyboardModifiers()
    text = ""
    if not modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
        text = QKeySequence(combination.key()).toString().lower()
        text = text if len(text) == 1 else ""
    event = QKeyEvent(QEvent.Type.ShortcutOverride, combination.key(), modifiers, text)
    event.ignore()
    QApplication.sendEvent(focus, event)
    return event.isAccepted()


def conflicts(windows: list[QWidget], where: str) -> list[str]:
    """Each key bound twice where both could fire, for any widget that can take focus."""
    found = bindings(windows)
    problems: list[str] = []
    for window in windows:
        candidates = [window] + [
            w
            for w in window.findChildren(QWidget)
            if w.isVisible() and w.focusPolicy() != Qt.FocusPolicy.NoFocus
        ]
        for focus in candidates:
            by_key: dict[str, set[str]] = {}
            for binding in found:
                if fires(binding, focus):
                    by_key.setdefault(binding.key, set()).add(binding.name)
            for key, names in by_key.items():
                if len(names) > 1 and not claims(focus, key):
                    problems.append(
                        f"{where}: {key} in {type(focus).__name__} "
                        f"{focus.objectName()!r}: {sorted(names)}"
                    )
    return sorted(set(problems))


def build_everything(window) -> None:
    """Every work area built: characters in the roster, one open in the Character area, a
    running fight in the Combat area, the ledger, and the player view."""
    ids = []
    for entry in window.session.system.demo()["characters"]:
        change = AddCharacter(
            {"name": entry["name"], "kind": entry["kind"], "sheet": entry["sheet"]}
        )
        window.session.perform(change, "add")
        ids.append(change.id)
    window.open_character(ids[0])
    window.tabs.setCurrentWidget(window.combat_area)
    window.combat_area.create_fight("U brodu", [roster_combatant(i) for i in ids[:4]])
    window.session.combat.act({"type": "start"})
    assert window.session.combat.state["status"] == "running"
    window.tabs.setCurrentWidget(window.ledger_area)
    window.menus.fill_combat_menu(with_tracker=True)
    player = window.player_side.player_view()
    player.view.show()


def tab_states(area: QWidget):
    """Each page of every tab widget inside ``area`` shown in turn (the others as they are)."""
    yield "as opened"
    for tabs in area.findChildren(QTabWidget):
        if not tabs.isVisible():
            continue
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            QApplication.processEvents()
            yield f"{tabs.tabText(index).replace('&', '')!r} tab"


def test_no_key_is_bound_twice_where_both_could_fire(window, qtbot, campaign_system):
    build_everything(window)
    player_view = window.player_side.player_view().view
    problems: list[str] = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        area = window.tabs.widget(index)
        for state in tab_states(area):
            where = f"{campaign_system}, {window.tabs.tabText(index)}, {state}"
            problems += conflicts([window, player_view], where)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("campaign_system", ["dakara"])
def test_the_walk_finds_a_key_bound_twice(window, qtbot):
    """The check above can fail: a second window-wide Ctrl+N is found."""
    clash = QAction("clash", window)
    clash.setShortcut(QKeySequence("Ctrl+Alt+P"))
    window.addAction(clash)
    problems = conflicts([window], "test")
    assert any("Ctrl+Alt+P" in problem and "'clash'" in problem for problem in problems)


@pytest.mark.parametrize("campaign_system", ["dakara"])
def test_ctrl_b_is_bold_in_the_notes_and_blanks_the_player_view_elsewhere(window, qtbot):
    ctrl = Qt.KeyboardModifier.ControlModifier
    build_everything(window)
    view = window.player_side.player_view().view
    window.tabs.setCurrentWidget(window.character_area)
    page = window.character_area
    page.sheet_tabs.setCurrentWidget(page.notes)
    text = page.notes.text
    text.setFocus()
    qtbot.waitUntil(text.hasFocus)
    qtbot.keyClick(text, Qt.Key.Key_B, ctrl)
    qtbot.keyClicks(text, "tucne")
    assert "font-weight:700" in text.toHtml().replace(" ", "")  # bold typed
    assert not view.is_blank()
    qtbot.keyClick(text, Qt.Key.Key_I, ctrl)
    assert text.fontItalic()
    window.tabs.setCurrentWidget(window.roster)
    window.roster.table.setFocus()
    qtbot.waitUntil(window.roster.table.hasFocus)
    qtbot.keyClick(window.roster.table, Qt.Key.Key_B, ctrl)
    assert view.is_blank() and window.menus.blank_action.isChecked()
    view.activateWindow()
    qtbot.keyClick(view, Qt.Key.Key_B, ctrl)  # from the player view's own window too
    assert not view.is_blank() and not window.menus.blank_action.isChecked()
