"""Rich-text notes with a small formatting bar; reports its text when the typing pauses.

Its formatting keys (Ctrl+B bold, Ctrl+I italic, Ctrl+Shift+L a bulleted list) belong to the
text while it has the keyboard: it takes them before any shortcut of the window (Ctrl+B
elsewhere blanks the player view)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence, QTextListFormat
from PySide6.QtWidgets import QHBoxLayout, QTextEdit, QToolButton, QVBoxLayout, QWidget

PAUSE_MS = 700


class NotesEditor(QWidget):
    edited = Signal(str)  # the notes as HTML, after a pause in typing or on leaving the editor

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.text = QTextEdit()
        self.text.setTabChangesFocus(True)  # Tab leaves the notes, as everywhere else
        self.text.setAccessibleName(self.tr("Notes"))
        self.text.setAcceptRichText(True)
        self.text.setPlaceholderText(
            self.tr("Who they are, what they want, what the party knows about them…")
        )
        self._timer = QTimer(self, singleShot=True, interval=PAUSE_MS)
        self._timer.timeout.connect(self.flush)
        self._loading = False
        self._last = ""
        self.text.textChanged.connect(self._typed)
        self.text.installEventFilter(self)

        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        self.bold = self._button("B", self.tr("Bold (Ctrl+B)"), self._toggle_bold)
        bold_font = self.bold.font()
        bold_font.setBold(True)
        self.bold.setFont(bold_font)
        self.italic = self._button("I", self.tr("Italic (Ctrl+I)"), self._toggle_italic)
        italic_font = self.italic.font()
        italic_font.setItalic(True)
        self.italic.setFont(italic_font)
        self.bullets = self._button("•", self.tr("Bulleted list (Ctrl+Shift+L)"), self._bullets)
        #: the keys the text takes for itself while it has the keyboard
        self.format_keys = (
            (QKeySequence("Ctrl+B"), self._toggle_bold),
            (QKeySequence("Ctrl+I"), self._toggle_italic),
            (QKeySequence("Ctrl+Shift+L"), self._bullets),
        )
        for button in (self.bold, self.italic, self.bullets):
            bar.addWidget(button)
        bar.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.text)

    def _button(self, label: str, tip: str, slot) -> QToolButton:
        button = QToolButton()
        button.setText(label)
        button.setToolTip(tip)
        button.setAutoRaise(True)
        button.clicked.connect(slot)
        return button

    def _toggle_bold(self) -> None:
        weight = self.text.fontWeight()
        self.text.setFontWeight(
            QFont.Weight.Normal if weight > QFont.Weight.Normal else QFont.Weight.Bold
        )

    def _toggle_italic(self) -> None:
        self.text.setFontItalic(not self.text.fontItalic())

    def _bullets(self) -> None:
        self.text.textCursor().createList(QTextListFormat.Style.ListDisc)

    def _typed(self) -> None:
        if not self._loading:
            self._timer.start()

    def set_html(self, html: str) -> None:
        """Show stored notes without reporting them as an edit (the cursor stays where it
        was, as near as the new text allows)."""
        self._timer.stop()
        if html == self.html():
            self._last = html
            return
        position = self.text.textCursor().position()
        self._loading = True
        try:
            self.text.setHtml(html)
            cursor = self.text.textCursor()
            cursor.setPosition(min(position, max(0, self.text.document().characterCount() - 1)))
            self.text.setTextCursor(cursor)
        finally:
            self._loading = False
        self._last = self.html()

    def pending(self) -> bool:
        """Whether typing waits to be reported (the pause has not come yet)."""
        return self._timer.isActive() or self.html() != self._last

    def html(self) -> str:
        return self.text.toHtml() if self.text.document().toPlainText().strip() else ""

    def flush(self) -> None:
        """Report pending typing now (on leaving the editor, switching characters, closing)."""
        self._timer.stop()
        current = self.html()
        if current != self._last:
            self._last = current
            self.edited.emit(current)

    def _format_slot(self, event):
        """The formatting the key of ``event`` asks for, or None."""
        pressed = QKeySequence(event.keyCombination())
        for key, slot in self.format_keys:
            if pressed.matches(key) == QKeySequence.SequenceMatch.ExactMatch:
                return slot
        return None

    def eventFilter(self, watched, event) -> bool:
        if watched is self.text:
            kind = event.type()
            if kind == QEvent.Type.FocusOut:
                self.flush()
            elif kind == QEvent.Type.ShortcutOverride and self._format_slot(event):
                event.accept()  # the text's key, not the window's shortcut
                return True
            elif kind == QEvent.Type.KeyPress and (slot := self._format_slot(event)):
                slot()
                return True
        return super().eventFilter(watched, event)
