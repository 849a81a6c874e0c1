"""Every dialog is usable with a screen reader, in Czech and in English: its accessible tree
(what Qt hands to AT-SPI) names every control, says what each one is, and keeps no meaning
in a picture alone."""

from __future__ import annotations

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QPushButton, QStackedWidget, QStyle, QVBoxLayout

from tests.support.accessibility import problems
from tests.support.dialogs import dialog_builders
from tests.ui.settle import settle


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


def test_every_dialog_names_its_controls(window, qtbot, both_languages):
    dialogs = {name: build(window) for name, build in dialog_builders().items()}
    found = offences(qtbot, dialogs)
    assert not found, report(found)
