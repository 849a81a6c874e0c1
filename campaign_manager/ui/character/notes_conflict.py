"""The question when the GM's notes (or another text: a description, a ledger note) and
another GM's changed the same lines: both are shown side by side, and the GM keeps
theirs, the other's, or both (each place where they differ holds the other's text, then
the GM's)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QWidget,
)

from campaign_manager.ui.text import literal

# what the GM chose (the dialog's result)
KEEP_MINE, KEEP_THEIRS, KEEP_BOTH = 1, 2, 3


class NotesConflictDialog(QDialog):
    """``field``: how the text is named ("the description"; none: a character's notes);
    ``plain``: the texts are plain text (else rich text, as notes are)."""

    def __init__(
        self,
        name: str,
        who: str,
        mine: str,
        theirs: str,
        parent: QWidget | None = None,
        *,
        field: str = "",
        plain: bool = False,
    ):
        super().__init__(parent)
        other = who or self.tr("Someone else")
        if field:
            self.setWindowTitle(self.tr("Both changed the same text"))
            said = self.tr(
                "{who} changed {field} of {name} in the same places you did. Your text is "
                "not saved yet: choose what to keep."
            ).format(who=other, name=name, field=field)
        else:
            self.setWindowTitle(self.tr("Both changed the notes"))
            said = self.tr(
                "{who} changed the notes of {name} in the same places you did. Your "
                "notes are not saved yet: choose what to keep."
            ).format(who=other, name=name)
        text = QLabel(literal(said))
        text.setWordWrap(True)
        self.mine = QTextBrowser()
        self.theirs = QTextBrowser()
        for shown, value in ((self.mine, mine), (self.theirs, theirs)):
            if plain:
                shown.setPlainText(value)
            else:
                shown.setHtml(value)
        self.mine.setAccessibleName(self.tr("Yours"))
        self.theirs.setAccessibleName(self.tr("{who}'s").format(who=other))
        self.keep_mine = QPushButton(self.tr("Keep &mine"))
        self.keep_theirs = QPushButton(self.tr("Keep &theirs"))
        self.keep_both = QPushButton(self.tr("Keep &both"))
        self.keep_both.setToolTip(
            self.tr("Where the two differ, their text and then yours; edit it afterwards")
        )
        self.keep_mine.clicked.connect(lambda: self.done(KEEP_MINE))
        self.keep_theirs.clicked.connect(lambda: self.done(KEEP_THEIRS))
        self.keep_both.clicked.connect(lambda: self.done(KEEP_BOTH))
        self.keep_both.setDefault(True)
        layout = QGridLayout(self)
        layout.addWidget(text, 0, 0, 1, 2)
        layout.addWidget(QLabel(self.tr("Yours")), 1, 0)
        layout.addWidget(QLabel(literal(self.tr("{who}'s").format(who=other))), 1, 1)
        layout.addWidget(self.mine, 2, 0)
        layout.addWidget(self.theirs, 2, 1)
        layout.addWidget(self.keep_mine, 3, 0)
        layout.addWidget(self.keep_theirs, 3, 1)
        layout.addWidget(self.keep_both, 4, 0, 1, 2)
        self.resize(760, 420)

    def reject(self) -> None:  # closing it keeps both: nothing typed is lost
        self.done(KEEP_BOTH)


def chosen_text(conflict, parent: QWidget, name: str, field: str) -> str:
    """Ask the GM which of a plain text's versions to keep (a ``TextConflict``: theirs,
    the other GM's, or both) and return that text; ``name`` is whose text it is, ``field``
    names the text ("the description")."""
    ask = NotesConflictDialog(
        name,
        conflict.who,
        conflict.mine,
        conflict.theirs,
        parent,
        field=field,
        plain=True,
    )
    try:
        choice = ask.exec()
    finally:
        ask.deleteLater()
    return {KEEP_MINE: conflict.mine, KEEP_THEIRS: conflict.theirs}.get(choice, conflict.both)
