"""Every dialog is used from the keyboard: Tab goes round it and comes back where it
started (no widget keeps the Tab), Shift+Tab goes back the same way, each step follows
the reading order, the focused widget shows it, and Escape closes it. The dialogs are
those ``test_dialog_titles`` and ``test_sheet_texts_fit`` open; the rules are in
``focus_chain``."""

from __future__ import annotations

import pytest
from focus_chain import FocusGrabs, focus_start, out_of_order, places, walk
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog
from settle import settle
from test_sheet_texts_fit import dialogs, open_demo, show_each

from tests.support.dialogs import dialog_builders


def keyboard_problems(qtbot, dialog: QDialog) -> list[str]:
    """What a keyboard user meets in ``dialog``: a trap, a way back that differs, steps
    against the reading order, a focus that does not show, an Escape that does not close."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    settle(qtbot, dialog)
    problems = []
    start = focus_start(dialog)
    where = places(dialog)
    grabs = FocusGrabs()
    try:
        forward = walk(qtbot, start, on_each=grabs)
        backward = walk(qtbot, start, backwards=True)
    except AssertionError as error:
        problems.append(str(error).splitlines()[0])
    else:
        if backward != [start, *reversed(forward[1:])]:
            problems.append("Shift+Tab does not go back the same way")
        problems += out_of_order(forward, where)
        problems += grabs.unseen(qtbot, start)
    QTest.keyClick(QApplication.focusWidget() or dialog, Qt.Key.Key_Escape)
    if dialog.isVisible():
        problems.append("Escape does not close it")
        dialog.close()
    return problems


def test_every_dialog_from_the_keyboard(window, qtbot):
    window.activateWindow()
    problems = {}
    for name, build in dialog_builders().items():
        found = keyboard_problems(qtbot, build(window))
        if found:
            problems[name] = found
    assert problems == {}, "\n".join(f"{n}: {p}" for n, ps in problems.items() for p in ps)


@pytest.mark.parametrize("system", ["clovek", "d20"])
def test_every_sheet_dialog_from_the_keyboard(window, qtbot, system):
    open_demo(window, system)
    next(show_each(window, qtbot, ("pc",)))
    problems = {}
    for dialog in dialogs(window, system):
        found = keyboard_problems(qtbot, dialog)
        if found:
            problems[type(dialog).__name__] = found
    assert problems == {}, "\n".join(f"{n}: {p}" for n, ps in problems.items() for p in ps)
