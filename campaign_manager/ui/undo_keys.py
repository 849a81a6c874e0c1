"""Undo and redo keys in text fields: the field's own step first, then the campaign's.

A text field takes Ctrl+Z (and the redo keys) for itself even when it has nothing to undo,
so Edit → Undo, which offers the campaign's last step, would never hear the key there.
:class:`TextUndoPassOn` watches the field that has the keyboard: when the key is undo and
the field has nothing of its own to undo (or redo, for redo), the field lets the key go and
the window's action takes it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)


def own_steps(widget: QObject) -> tuple[bool, bool] | None:
    """Whether the text field ``widget`` has a step of its own to undo and to redo; None
    when it is no text field."""
    if isinstance(widget, (QAbstractSpinBox, QComboBox)):
        widget = widget.findChild(QLineEdit)
    if isinstance(widget, QLineEdit):
        if widget.isReadOnly():
            return (False, False)
        return (widget.isUndoAvailable(), widget.isRedoAvailable())
    if isinstance(widget, (QTextEdit, QPlainTextEdit)):
        if widget.isReadOnly():
            return (False, False)
        document = widget.document()
        return (document.isUndoAvailable(), document.isRedoAvailable())
    return None


class TextUndoPassOn(QObject):
    """Lets the undo and redo keys through to the window's actions from any text field of
    the app with nothing of its own to undo or redo (each field is watched from the time it
    first has the keyboard)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        app = QApplication.instance()
        app.focusChanged.connect(self._focus_changed)
        self._focus_changed(None, app.focusWidget())

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and own_steps(new) is not None:
            new.installEventFilter(self)  # once: installing again only moves it to the front

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ShortcutOverride:
            return False
        steps = own_steps(watched)
        if steps is None:
            return False
        can_undo, can_redo = steps
        if (event.matches(QKeySequence.StandardKey.Undo) and not can_undo) or (
            _is_redo(event) and not can_redo
        ):
            event.ignore()  # not the field's: the shortcut (Edit → Undo / Redo) takes it
            return True
        return False


def _is_redo(event) -> bool:
    """Redo by the platform's key or by either of the window's redo keys."""
    if event.matches(QKeySequence.StandardKey.Redo):
        return True
    pressed = QKeySequence(event.keyCombination())
    return any(
        pressed.matches(QKeySequence(key)) == QKeySequence.SequenceMatch.ExactMatch
        for key in ("Ctrl+Y", "Ctrl+Shift+Z")
    )
