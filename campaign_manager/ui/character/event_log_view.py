"""What the sheets share for the event log: bilingual headings and the log's view.

A sheet action writes its lines to the campaign's event log (``LogLine``, both languages)
in the same undo step as the edit. The heading of an action is a UI string (English
source, Czech from the translation file): :func:`both` gives it in both languages, so a
line written in a Czech session reads right in an English one. :class:`EventLogView`
shows a session-owned ``EventLogModel`` (headings bold, what the rules did indented); it
keeps no lines of its own.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from PySide6.QtCore import QIdentityProxyModel, QModelIndex, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QListView, QWidget

from campaign_manager.paths import resource_path
from campaign_manager.storage.changes import LogLine
from campaign_manager.systems.common import Text
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.models.roles import RECORD_ROLE

#: the kind of a heading line (the action); every other kind is a detail under it
HEADING = "action"
LANGUAGES = ("cs", "en")


@cache
def _translator(language: str):
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    translator.load(str(resource_path("translations", f"kronikar_{language}.qm")))
    return translator


def translated(context: str, source: str, language: str, n: int = -1) -> str:
    """``source`` (a UI string of ``context``) in ``language``; the source where the
    translation file has none yet. ``%n`` becomes ``n``."""
    text = _translator(language).translate(context, source, None, n) or source
    return text.replace("%n", str(n)) if n >= 0 else text


def both(context: str, source: str, n: int = -1, **fields: Any) -> Text:
    """A UI string in both languages, formatted with ``fields`` (a ``Text`` field gives
    each language its own value)."""
    values = {}
    for language in LANGUAGES:
        text = translated(context, source, language, n)
        shown = {k: v.get(language) if isinstance(v, Text) else v for k, v in fields.items()}
        values[language] = text.format(**shown)
    return Text(cs=values["cs"], en=values["en"])


def line(text: Text, character: int | None, kind: str = "note") -> LogLine:
    return LogLine(text.cs, text.en, kind, character=character)


class _Styled(QIdentityProxyModel):
    """Headings bold; details indented with a bullet."""

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        record = super().data(index, RECORD_ROLE) if index.isValid() else None
        heading = record is not None and record.kind == HEADING
        if role == Qt.ItemDataRole.FontRole and heading:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.DisplayRole and record is not None and not heading:
            return "• " + record.text(current_language())
        return super().data(index, role)


class EventLogView(QListView):
    """A character's lines of the event log, newest last (a view of the session's model)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._proxy = _Styled(self)
        self.setModel(self._proxy)
        self.setWordWrap(True)
        self.setUniformItemSizes(False)
        self.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QListView.SelectionMode.NoSelection)
        self._proxy.rowsInserted.connect(self._to_bottom)
        self._proxy.modelReset.connect(self._to_bottom)

    def show_log(self, model) -> None:
        """Show ``model`` (``session.event_log(character=id)``); None shows nothing."""
        if self._proxy.sourceModel() is not model:
            self._proxy.setSourceModel(model)
            self._to_bottom()

    def _to_bottom(self, *_args) -> None:
        self.scrollToBottom()
        QTimer.singleShot(0, self, self.scrollToBottom)  # again once wrapped lines are laid out

    def lines(self) -> list[str]:
        """The lines as shown, without the bullet."""
        model = self._proxy
        return [
            str(model.data(model.index(row, 0))).removeprefix("• ")
            for row in range(model.rowCount())
        ]
