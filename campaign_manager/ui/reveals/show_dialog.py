"""*Show to players…*: a text handout (a title and a text), a picture handout (a title and a
picture file), or a card (a name or an alias, a portrait, what the GM chooses of its
description), to everyone or to chosen player characters. Showing it is one undo step,
logged; a picture that is none, or too large, is refused in words and the dialog stays."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes.reveals import RevealRefused, checked_values, show_reveal
from campaign_manager.storage.queries import player_characters
from campaign_manager.storage.reveals import MAX_BODY, MAX_TITLE
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.text import plain

# the side of the picture's preview in the dialog
PREVIEW = 96


class ShowToPlayersDialog(QDialog):
    """The dialog; ``prefill``: a card or handout to start from (``kind``, ``title``,
    ``body``, ``image``), ``audience``: the PCs ticked at first (none: everyone)."""

    def __init__(self, session, prefill: dict | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Show to players"))
        self.setObjectName("show_to_players")
        prefill = dict(prefill or {})
        self.image: bytes | None = None

        self.kind = QComboBox()
        self.kind.setObjectName("reveal_kind")
        for key, text in (
            ("text", self.tr("Text handout")),
            ("image", self.tr("Picture handout")),
            ("card", self.tr("Card (a person, a contact, a favour)")),
        ):
            self.kind.addItem(text, key)
        self.kind.setCurrentIndex(max(0, self.kind.findData(prefill.get("kind", "text"))))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.title = QLineEdit(prefill.get("title", ""))
        self.title.setObjectName("reveal_title")
        self.title.setMaxLength(MAX_TITLE)
        self.body = QPlainTextEdit(prefill.get("body", ""))
        self.body.setObjectName("reveal_body")
        self.body.setTabChangesFocus(True)
        self.body.setAccessibleName(self.tr("Text shown"))

        # the GM's own description (a character's notes) to pick the shown part from
        self.source = QPlainTextEdit(prefill.get("source", ""))
        self.source.setObjectName("reveal_source")
        self.source.setReadOnly(True)
        self.source.setTextInteractionFlags(  # selected from the keyboard too
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.source.setTabChangesFocus(True)
        self.source.setMaximumHeight(120)
        self.source.setAccessibleName(self.tr("The GM's notes (not shown)"))
        self.take_button = QPushButton(self.tr("&Add the selected part"))
        self.take_button.setObjectName("reveal_take_part")
        self.take_button.setToolTip(
            self.tr("Adds the text selected in the notes to what the players are shown")
        )
        self.take_button.clicked.connect(self.take_selected)
        self.source.copyAvailable.connect(self.take_button.setEnabled)
        self.take_button.setEnabled(False)
        source_box = QVBoxLayout()
        source_box.addWidget(self.source)
        source_box.addWidget(self.take_button, 0, Qt.AlignmentFlag.AlignLeft)

        self.preview = QLabel()
        self.preview.setFixedSize(PREVIEW, PREVIEW)
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setFrameShape(QLabel.Shape.StyledPanel)
        self.choose_button = QPushButton(self.tr("Choose &picture…"))
        self.choose_button.setObjectName("reveal_choose_picture")
        self.choose_button.clicked.connect(self.choose_picture)
        self.remove_button = QPushButton(self.tr("&No picture"))
        self.remove_button.setObjectName("reveal_remove_picture")
        self.remove_button.clicked.connect(lambda: self.set_image(None))
        picture_buttons = QVBoxLayout()
        picture_buttons.addWidget(self.choose_button)
        picture_buttons.addWidget(self.remove_button)
        picture_buttons.addStretch()
        picture = QHBoxLayout()
        picture.addWidget(self.preview)
        picture.addLayout(picture_buttons)
        picture.addStretch()

        # to whom: everyone, or the PCs ticked
        self.everyone = QRadioButton(self.tr("&Everyone"))
        self.everyone.setObjectName("reveal_everyone")
        self.chosen = QRadioButton(self.tr("Only the &chosen player characters:"))
        self.chosen.setObjectName("reveal_chosen")
        group = QButtonGroup(self)
        group.addButton(self.everyone)
        group.addButton(self.chosen)
        self.pc_boxes: dict[str, QCheckBox] = {}
        boxes = QWidget()
        boxes_layout = QVBoxLayout(boxes)
        boxes_layout.setContentsMargins(20, 0, 0, 0)
        self.pcs = [row[:2] for row in player_characters()] if session is not None else []
        wanted = {str(i) for i in prefill.get("audience", ())}
        for character_id, name in self.pcs:
            box = QCheckBox(name)
            box.setObjectName(f"reveal_pc_{character_id}")
            box.setChecked(str(character_id) in wanted)
            box.toggled.connect(self._pc_toggled)
            boxes_layout.addWidget(box)
            self.pc_boxes[str(character_id)] = box
        if not self.pcs:
            boxes_layout.addWidget(QLabel(self.tr("The campaign has no player characters yet.")))
        boxes_layout.addStretch()
        scroll = QScrollArea()
        scroll.setWidget(boxes)
        scroll.setWidgetResizable(True)
        scroll.setMaximumHeight(160)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setAccessibleName(self.tr("Player characters"))
        (self.chosen if wanted else self.everyone).setChecked(True)
        self.chosen.toggled.connect(self._audience_changed)
        self.chosen.setEnabled(bool(self.pcs))

        self.problem = plain(QLabel())
        self.problem.setObjectName("reveal_problem")
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)

        form = QFormLayout()
        form.addRow(self._label(self.tr("&Kind:"), self.kind), self.kind)
        form.addRow(self._label(self.tr("&Title:"), self.title), self.title)
        self.source_label = self._label(self.tr("N&otes (not shown):"), self.source)
        form.addRow(self.source_label, source_box)
        has_source = bool(prefill.get("source"))
        for widget in (self.source_label, self.source, self.take_button):
            widget.setVisible(has_source)
        self.body_label = self._label("", self.body)
        form.addRow(self.body_label, self.body)
        self.picture_label = QLabel(self.tr("Picture:"))
        form.addRow(self.picture_label, picture)
        audience = QVBoxLayout()
        audience.addWidget(self.everyone)
        audience.addWidget(self.chosen)
        audience.addWidget(scroll)
        form.addRow(QLabel(self.tr("Show to:")), audience)
        self.kind.setAccessibleName(self.tr("Kind"))
        self.title.setAccessibleName(self.tr("Title"))
        self.preview.setAccessibleName(self.tr("Picture"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Show"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.set_image(prefill.get("image"))
        self._kind_changed()
        self._audience_changed()
        self.title.setFocus()

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(buddy)
        return label

    # -- what is shown ----------------------------------------------------------------------
    def _kind_changed(self, *_args) -> None:
        kind = self.kind.currentData()
        self.body_label.setText(
            self.tr("&Description shown:") if kind == "card" else self.tr("Te&xt:")
        )
        self.body.setAccessibleName(
            self.tr("Description shown") if kind == "card" else self.tr("Text shown")
        )

    def take_selected(self) -> None:
        """Add the part of the notes the GM selected to the text shown."""
        part = self.source.textCursor().selectedText().replace("\u2029", "\n").strip()
        if not part:
            return
        shown = self.body.toPlainText().rstrip()
        self.body.setPlainText(f"{shown}\n{part}" if shown else part)
        self.body.setFocus()

    def _audience_changed(self, *_args) -> None:
        """Everyone: the ticks stay (the GM may go back to them) but count for nothing."""
        for box in self.pc_boxes.values():
            box.setToolTip("" if self.chosen.isChecked() else self.tr("Shown to everyone now"))

    def _pc_toggled(self, checked: bool) -> None:
        if checked and not self.chosen.isChecked():
            self.chosen.setChecked(True)

    def set_image(self, data: bytes | None) -> bool:
        """Show ``data`` as the picture (None: no picture); False, and a word why, when Qt
        cannot draw it."""
        if data is None:
            self.image = None
            self.preview.clear()
            self.preview.setText(self.tr("No picture"))
            self.remove_button.setEnabled(False)
            return True
        image = QImage.fromData(QByteArray(bytes(data)))
        if image.isNull():
            self._say(self.tr("This file is not a picture Kronikář can show."))
            return False
        self.image = bytes(data)
        self.preview.setPixmap(
            QPixmap.fromImage(image).scaled(
                PREVIEW,
                PREVIEW,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )
        self.remove_button.setEnabled(True)
        if self.kind.currentData() == "text":
            self.kind.setCurrentIndex(self.kind.findData("image"))
        return True

    def choose_picture(self) -> None:
        from campaign_manager.ui.file_dialogs import open_file

        path = open_file(
            self,
            "images",
            self.tr("Picture to show"),
            self.tr("Pictures (*.png *.jpg *.jpeg *.gif *.webp);;All files (*)"),
        )
        if path:
            self.set_image_file(path)

    def set_image_file(self, path: str) -> bool:
        """Take the picture in the file at ``path``; False, and a word why, when it is not
        one (not a file, too large, not a PNG, JPEG, GIF or WebP, unreadable)."""
        from campaign_manager.storage.player_image import ImageRefused, read_image_file

        try:
            data = read_image_file(path)
        except ImageRefused as refusal:
            self._say(self._refusal(refusal, path))
            return False
        if self.set_image(data):
            self.problem.setVisible(False)
            return True
        return False

    def _refusal(self, refusal, path: str) -> str:
        from campaign_manager.storage.reveals import MAX_REVEAL_IMAGE_BYTES

        if refusal.reason == "not_a_file":
            text = self.tr("{path} is not a file (a device, a pipe or a folder).")
        elif refusal.reason == "too_large":
            text = self.tr("{path} is larger than {size} MB: choose a smaller picture.")
            text = text.replace("{size}", str(MAX_REVEAL_IMAGE_BYTES // (1024 * 1024)))
        elif refusal.reason == "unreadable":
            text = self.tr("{path} cannot be read: {reason}").replace("{reason}", refusal.detail)
        else:
            text = self.tr("{path} is not a PNG, JPEG, GIF or WebP picture.")
        return text.replace("{path}", path)

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(True)
        from campaign_manager.ui.accessibility import announce

        announce(self.problem, text)

    # -- the result -------------------------------------------------------------------------
    def audience(self) -> list[str]:
        if not self.chosen.isChecked():
            return []
        return [key for key, box in self.pc_boxes.items() if box.isChecked()]

    def values(self) -> dict:
        return {
            "kind": self.kind.currentData(),
            "title": self.title.text(),
            "body": self.body.toPlainText()[: MAX_BODY + 1],
            "image": self.image,
            "audience": self.audience(),
        }

    def audience_names(self) -> list[str]:
        chosen = set(self.audience())
        return [name for character_id, name in self.pcs if str(character_id) in chosen]

    def accept(self) -> None:
        """Show it (one undo step); a problem is said in the dialog, which stays open."""
        if self.chosen.isChecked() and not self.audience():
            self._say(self.tr("Tick the player characters to show it to, or choose Everyone."))
            return
        try:
            checked_values(self.values())
            step = show_reveal(self.values(), self.audience_names())
        except RevealRefused as refusal:
            self._say(refusal.text.get(current_language()))
            return
        from campaign_manager.ui.session import EditNotSaved

        title = self.title.text().strip() or "…"
        try:
            self.session.perform(step, self.tr("Show “{title}” to the players").format(title=title))
        except EditNotSaved:
            return
        super().accept()


def show_to_players(
    parent: QWidget, session, prefill: dict | None = None
) -> ShowToPlayersDialog | None:
    """Open the dialog over ``parent`` (window-modal; the step is made when the GM accepts);
    the dialog, or None with no campaign or a read-only one."""
    if session is None or session.read_only:
        return None
    dialog = ShowToPlayersDialog(session, prefill, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
