"""The shared form pieces: the number box with its options, OK/Cancel wired to a dialog."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout

from campaign_manager.ui.widgets.fields import ok_cancel, spin


def test_a_spin_box_with_what_the_call_asks(qtbot):
    plain = spin(1, 6, 4)
    qtbot.addWidget(plain)
    assert (plain.minimum(), plain.maximum(), plain.value()) == (1, 6, 4)
    assert plain.keyboardTracking() and not plain.toolTip() and not plain.specialValueText()
    assert plain.minimumWidth() == 0
    dressed = spin(
        0, 20, tip="a tip", special="roll", width=84, keyboard_tracking=False, align_right=True
    )
    qtbot.addWidget(dressed)
    assert dressed.value() == 0 and dressed.text() == "roll"
    assert dressed.toolTip() == "a tip" and dressed.minimumWidth() == 84
    assert not dressed.keyboardTracking()
    assert dressed.alignment() & Qt.AlignmentFlag.AlignRight
    assert spin(1, 40).value() == 1  # the value is kept within the range


def _dialog(qtbot, *texts):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    box = ok_cancel(dialog, *texts)
    QVBoxLayout(dialog).addWidget(box)
    return dialog, box


def test_ok_and_cancel_accept_and_reject_the_dialog(qtbot):
    dialog, box = _dialog(qtbot, "Heal", "Later")
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert (ok.text(), cancel.text()) == ("Heal", "Later")
    with qtbot.waitSignal(dialog.accepted):
        ok.click()
    dialog, box = _dialog(qtbot)
    assert box.button(QDialogButtonBox.StandardButton.Ok).text()  # Qt's own word
    with qtbot.waitSignal(dialog.rejected):
        box.button(QDialogButtonBox.StandardButton.Cancel).click()


def test_enter_presses_ok_and_escape_cancels(qtbot):
    dialog, _box = _dialog(qtbot)
    dialog.show()
    with qtbot.waitSignal(dialog.accepted):
        qtbot.keyClick(dialog, Qt.Key.Key_Return)
    dialog.show()
    with qtbot.waitSignal(dialog.rejected):
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)
