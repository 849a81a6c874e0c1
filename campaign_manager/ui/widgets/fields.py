"""Small form pieces every dialog and sheet uses: a number box and the OK/Cancel buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QSpinBox


def spin(
    low: int,
    high: int,
    value: int = 0,
    *,
    tip: str = "",
    special: str = "",
    width: int = 0,
    keyboard_tracking: bool = True,
    align_right: bool = False,
) -> QSpinBox:
    """A spin box from ``low`` to ``high`` showing ``value``.

    ``tip`` is its tooltip; ``special`` the text shown at ``low`` instead of the number
    (e.g. "roll"); ``width`` a minimum width in pixels. With ``keyboard_tracking`` False a
    typed value is reported only when finished (Enter or leaving the box), not per digit.
    """
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    if width:
        box.setMinimumWidth(width)
    if tip:
        box.setToolTip(tip)
    if special:
        box.setSpecialValueText(special)
    if not keyboard_tracking:
        box.setKeyboardTracking(False)
    if align_right:
        box.setAlignment(Qt.AlignmentFlag.AlignRight)
    return box


def ok_cancel(
    dialog: QDialog, ok_text: str | None = None, cancel_text: str | None = None
) -> QDialogButtonBox:
    """OK and Cancel wired to ``dialog``'s accept and reject (Enter presses OK, Escape
    cancels); ``ok_text`` and ``cancel_text``, already translated, replace Qt's own words."""
    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    if ok_text:
        box.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    if cancel_text:
        box.button(QDialogButtonBox.StandardButton.Cancel).setText(cancel_text)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box
