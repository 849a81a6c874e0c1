"""Every dialog is usable with a screen reader, in Czech and in English: its accessible tree
(what Qt hands to AT-SPI) names every control, says what each one is, and keeps no meaning
in a picture alone."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QPushButton,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
)

from campaign_manager.ui import i18n
from tests.support.accessibility import problems
from tests.support.dialogs import dialog_builders
from tests.ui.settle import settle
from tests.ui.test_user_text_plain import fight_of_markup_names


def offences(qtbot, dialogs: dict) -> dict[str, list[str]]:
    """What the walk finds in each dialog (shown, as the GM meets it), by the dialog's name."""
    found = {}
    for name, dialog in dialogs.items():
        assert isinstance(dialog, QDialog), name
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        settle(qtbot, dialog)
        wrong = every_page(dialog)
        if wrong:
            found[f"{name} ({type(dialog).__name__}: {dialog.windowTitle()})"] = wrong
        dialog.close()
    return found


def report(found: dict[str, list[str]]) -> str:
    """The failure's message: each dialog, then each of its offending controls."""
    return "\n".join(f"{dialog}:\n  " + "\n  ".join(wrong) for dialog, wrong in found.items())


def every_page(dialog: QDialog) -> list[str]:
    """The walk's problems on each page of each tab widget and stack, as the GM turns to
    it (a hidden page is not in the accessible tree)."""
    wrong: list[str] = []
    turned: set[int] = set()

    def visit() -> None:
        wrong.extend(each for each in problems(dialog) if each not in wrong)
        for stack in dialog.findChildren(QStackedWidget):
            if id(stack) in turned or not stack.isVisible():
                continue
            turned.add(id(stack))
            first = stack.currentIndex()
            for index in range(stack.count()):
                stack.setCurrentIndex(index)
                visit()
            stack.setCurrentIndex(first)

    visit()
    return wrong


def test_the_check_finds_a_nameless_icon_only_button(qtbot):
    dialog = QDialog()
    layout = QVBoxLayout(dialog)
    button = QPushButton(dialog)
    button.setIcon(dialog.style().standardIcon(QStyle.StandardPixmap.SP_TrashIcon))
    layout.addWidget(button)
    named = QPushButton(QIcon(), "", dialog)
    named.setIcon(button.icon())
    named.setAccessibleName("Delete")
    layout.addWidget(named)
    found = offences(qtbot, {"test": dialog})
    assert len(found) == 1
    (listed,) = found.values()
    assert listed == ["no name: QPushButton [Button] (icon only)"]


class ClickableLabel(QLabel):
    """A label used as a button: clicked, yet a screen reader hears only text."""

    def mouseReleaseEvent(self, event) -> None:
        self.setText("clicked")


def test_the_check_finds_a_label_used_as_a_button_and_a_nameless_picture(qtbot):
    dialog = QDialog()
    layout = QVBoxLayout(dialog)
    layout.addWidget(ClickableLabel("Roll", dialog))
    picture = QLabel(dialog)
    picture.setPixmap(dialog.style().standardIcon(QStyle.StandardPixmap.SP_TrashIcon).pixmap(16))
    layout.addWidget(picture)
    named = QLabel(dialog)
    named.setPixmap(picture.pixmap())
    named.setAccessibleName("Deleted")
    layout.addWidget(named)
    (listed,) = offences(qtbot, {"test": dialog}).values()
    assert listed == [
        "role lies (clicked, but says StaticText): ClickableLabel [StaticText] 'Roll'",
        "picture without a name: QLabel [Graphic] ''",
    ]


def test_every_dialog_names_its_controls(window, qtbot, both_languages):
    dialogs = {name: build(window) for name, build in dialog_builders().items()}
    found = offences(qtbot, dialogs)
    assert not found, report(found)


@pytest.mark.parametrize("campaign_system", ["d20", "dakara", "clovek"])
def test_every_tracker_dialog_names_its_controls(window, qtbot, both_languages, campaign_system):
    """Each dialog a tracker's actions open in a running fight, as the GM meets it."""
    fight_of_markup_names(window, qtbot, first="Bořek Hrabal", second="Markéta Hellerová")
    page = window.combat_area
    panel = page.panel
    found: dict[str, list[str]] = {}
    opened: list[str] = []

    def walk(dialog) -> None:
        opened.append(type(dialog).__name__)
        wrong = every_page(dialog)
        if wrong:
            found[f"{type(dialog).__name__}: {dialog.windowTitle()}"] = wrong
        dialog.reject()

    def modal() -> None:  # a dialog run with exec(): walked, then closed
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.isVisible():
            walk(dialog)

    page.table.selectAll()
    for dialog in fight_dialogs(panel, campaign_system):  # those no action below opens
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        walk(dialog)
    timer = QTimer()
    timer.timeout.connect(modal)
    timer.start(20)
    panel.dialog_opened.connect(walk)
    undo = window.session.undo_stack
    try:
        for action in panel.menu_actions():
            page.table.selectAll()
            if action.isEnabled():
                before = undo.index()
                action.trigger()
                settle(qtbot, window)
                while undo.index() > before:  # the next action meets the same fight
                    undo.undo()
                settle(qtbot, window)
    finally:
        timer.stop()
        panel.dialog_opened.disconnect(walk)
    assert len(opened) >= 5, opened
    assert not found, report(found)


def fight_dialogs(panel, system: str) -> list[QDialog]:
    """The tracker's dialogs a moment of the fight opens (initiative, a save, a declaration,
    a condition), built as the tracker builds them."""
    state = panel.controller.state
    rows = panel.controller.rows()
    ids = [row["id"] for row in rows]
    names = {row["id"]: row["name"] for row in rows}
    selected = panel.names(panel.selection)
    dialogs = [panel.condition_dialog(selected), new_fight_dialog(panel)]
    if system == "d20":
        from campaign_manager.ui.systems.d20 import tracker_dialogs as d20

        tie = SimpleNamespace(combatant=ids[0], data={"with": ids[1:], "total": 12})
        dialogs += [
            d20.InitiativeDialog(rows, None, panel),
            d20.RollOffDialog([tie], names, i18n.current_language(), panel),
            d20.CheckDialog("Fortitude", "", "Bonus", 2, list(names.items()), parent=panel),
        ]
    elif system == "dakara":
        from campaign_manager.ui.systems.dakara.tracker_dialogs import DeclareDialog

        dialogs.append(DeclareDialog(state, ids, panel._order(), panel))
    else:
        from campaign_manager.ui.systems.clovek.tracker_dialogs import InitiativeDialog

        people = [
            {
                "id": row["id"],
                "name": row["name"],
                "bank": row["initiative_bank"],
                "vyrovnanost": state["combatants"][row["id"]]["sheet"]["attributes"]["vyrovnanost"],
                "faces": row["initiative_faces"],
            }
            for row in rows
        ]
        dialogs.append(InitiativeDialog(people, panel))
    return dialogs


def new_fight_dialog(parent) -> QDialog:
    """The new fight's dialog as the fights pane opens it: the roster and the system's
    own options (Člověk's kind of conflict…)."""
    from campaign_manager.storage.queries import roster_records
    from campaign_manager.ui.combat.new_encounter import NewEncounterDialog
    from campaign_manager.ui.systems import system_ui

    options_class = system_ui(parent.window().session.system.key).encounter_options_class()
    options = options_class() if options_class else None
    return NewEncounterDialog(roster_records(), None, options, parent)
