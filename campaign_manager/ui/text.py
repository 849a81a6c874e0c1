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
  or one with a direction override (U+202E), cannot turn the rest of the line around;
- a name on a button, a check box or a menu entry goes through :func:`keep_ampersands`
  (there an "&" marks the shortcut key).
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable

from PySide6 import QtCore, QtGui
from PySide6.QtWidgets import QLabel, QStyledItemDelegate, QToolTip

from campaign_manager.bidi import FSI, PDI, isolate  # noqa: F401 (the UI's text helpers)

# the Qt namespace is looked up where it is used: PySide builds all its enums when it is
# first imported, and the main window's first paint needs none of them


#: bidirectional classes that can turn a line around: right-to-left letters and numbers,
#: and the embedding, override and isolate controls
_TURNING = {"R", "AL", "AN", "RLE", "LRE", "RLO", "LRO", "PDF", "RLI", "LRI", "FSI", "PDI"}


def turns_lines(name: str) -> bool:
    """Whether ``name`` has a letter or a control that can change the direction of a line
    it is written into (a Latin or Czech name cannot)."""
    return any(unicodedata.bidirectional(char) in _TURNING for char in name)


def names_pattern(names: Iterable[object]) -> re.Pattern | None:
    """A pattern finding, in a line someone else wrote, each of ``names`` that can turn a
    line around (the longest first); None when none of them can."""
    turning = sorted({str(n) for n in names if n and turns_lines(str(n))}, key=len, reverse=True)
    return re.compile("|".join(map(re.escape, turning))) if turning else None


def isolate_names(line: str, pattern: re.Pattern | None) -> str:
    """``line`` with each name ``pattern`` (from :func:`names_pattern`) finds isolated: for
    lines written elsewhere (the rules' log lines) that embed names as they are."""
    if pattern is None or not line:
        return line
    return pattern.sub(lambda found: isolate(found.group(0)), line)


def keep_ampersands(text: object) -> str:
    """``text`` for a button, a check box or a menu entry, where an "&" marks the shortcut
    key: every "&" doubled, so the "&" of a name ("Tom & Jerry") shows as it is."""
    return ("" if text is None else str(text)).replace("&", "&&")


def plain(label: QLabel) -> QLabel:
    """``label`` set to show its text as plain text (never as markup); returns it."""
    label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    return label


def literal(text: object) -> str:
    """``text`` for a place where Qt guesses the format (a tooltip, a message box, an
    input dialog's question): unchanged where Qt would show it as plain text anyway, else
    rich text that shows exactly these characters, line breaks and spaces included."""
    text = "" if text is None else str(text)
    if not QtGui.Qt.mightBeRichText(text):
        return text
    return f"<p style='white-space:pre-wrap'>{html.escape(text, quote=False)}</p>"


class LiteralTipDelegate(QStyledItemDelegate):
    """An item delegate that shows each cell's tooltip (``ToolTipRole``) literally, for a
    view of a model whose tooltips carry what someone typed as it is (a tag, a summary)."""

    def helpEvent(self, event, view, option, index) -> bool:
        if event is not None and event.type() == QtCore.QEvent.Type.ToolTip and index.isValid():
            tip = index.data(QtCore.Qt.ItemDataRole.ToolTipRole)
            if tip:
                QToolTip.showText(event.globalPos(), literal(tip), view, view.visualRect(index))
                return True
        return super().helpEvent(event, view, option, index)
