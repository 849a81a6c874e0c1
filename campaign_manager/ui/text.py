"""What the user typed is shown as the user typed it: plain text, in its own direction.

Qt guesses whether a text is rich text (``Qt.mightBeRichText``) in a ``QLabel``, a message
box, an input dialog's question and every tooltip: a character named
``<span style="font-size:96pt">Big</span>`` would be drawn huge. So:

- a label that can show what someone typed is a plain-text label (:func:`plain`);
- a label that is rich text for its own markup escapes what was typed (``html.escape``);
- a text for a place whose format Qt guesses and we do not set (a tooltip, the question
  of a ``QInputDialog``, a static ``QMessageBox``) goes through :func:`literal`, which
  leaves an ordinary text as it is and turns one Qt would take for markup into rich text
  that shows it literally;
- a name inside a line of UI text goes through :func:`isolate`, so a right-to-left name,
  or one with a direction override (U+202E), cannot turn the rest of the line around.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QLabel, QStyledItemDelegate, QToolTip

#: U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE
FSI = "\u2068"
PDI = "\u2069"


def isolate(name: object) -> str:
    """``name`` as a directional isolate, for a line of text that embeds it: its own
    direction (that of its first strong letter) and whatever direction controls it holds
    end with it, the rest of the line keeps the line's direction."""
    return f"{FSI}{'' if name is None else name}{PDI}"


def plain(label: QLabel) -> QLabel:
    """``label`` set to show its text as plain text (never as markup); returns it."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def literal(text: object) -> str:
    """``text`` for a place where Qt guesses the format (a tooltip, a message box, an
    input dialog's question): unchanged where Qt would show it as plain text anyway, else
    rich text that shows exactly these characters, line breaks and spaces included."""
    text = "" if text is None else str(text)
    if not GuiQt.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre-wrap'>{html.escape(text, quote=False)}</p>"


class LiteralTipDelegate(QStyledItemDelegate):
    """An item delegate that shows each cell's tooltip (``ToolTipRole``) literally, for a
    view of a model whose tooltips carry what someone typed as it is (a tag, a summary)."""

    def helpEvent(self, event, view, option, index) -> bool:
        if event is not None and event.type() == QEvent.Type.ToolTip and index.isValid():
            tip = index.data(Qt.ItemDataRole.ToolTipRole)
            if tip:
                QToolTip.showText(event.globalPos(), literal(tip), view, view.visualRect(index))
                return True
        return super().helpEvent(event, view, option, index)
