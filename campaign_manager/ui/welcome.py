"""The page shown when no campaign is open: start something, or reopen a recent one."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager import __version__
from campaign_manager.storage.probe import campaign_name
from campaign_manager.systems import get_system, system_keys, system_names
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.settings import location_of
from campaign_manager.ui.text import literal, plain


class WelcomePage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    # the key of the rule system whose demo campaign the GM asked for
    demo_requested = Signal(str)
    recent_requested = Signal(object)  # a Path, or a shared campaign's URL

    def subtitle_text(self) -> str:
        """What Kronikář is for, naming the registered rule systems."""
        return self.tr("Campaigns, characters and fights. Rule systems: {systems}.").format(
            systems=", ".join(system_names(current_language()))
        )

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        logo = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        logo.setPixmap(icon("kronikar").pixmap(96, 96))
        title = QLabel("Kronikář", alignment=Qt.AlignmentFlag.AlignCenter)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 2.4)
        font.setBold(True)
        title.setFont(font)
        subtitle = plain(QLabel(self.subtitle_text(), alignment=Qt.AlignmentFlag.AlignCenter))
        subtitle.setWordWrap(True)
        subtitle.setStyleSheet("color: palette(placeholder-text);")

        self.new_button = QPushButton(icon("character"), self.tr("New campaign…"))
        self.open_button = QPushButton(icon("ledger"), self.tr("Open campaign…"))
        for button in (self.new_button, self.open_button):
            button.setMinimumHeight(40)
            button.setMinimumWidth(190)
        self.new_button.setDefault(True)
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        buttons = QHBoxLayout()
        buttons.addStretch()
        for button in (self.new_button, self.open_button):
            buttons.addWidget(button)
        buttons.addStretch()

        # a demo campaign of each rule system, to look around before creating one's own
        demos = QHBoxLayout()
        demos.addStretch()
        self.demo_label = QLabel(self.tr("Try a demo campaign:"))
        demos.addWidget(self.demo_label)
        self.demo_buttons: dict[str, QPushButton] = {}
        language = current_language()
        for key in system_keys():
            button = QPushButton(icon("roster"), get_system(key).name.get(language))
            button.setMinimumHeight(32)
            button.setToolTip(
                self.tr("Opens a new demo campaign with characters and a prepared fight.")
            )
            button.clicked.connect(lambda _=False, k=key: self.demo_requested.emit(k))
            demos.addWidget(button)
            self.demo_buttons[key] = button
        demos.addStretch()

        self.recent_title = QLabel(self.tr("Recent campaigns"))
        bold = self.recent_title.font()
        bold.setBold(True)
        self.recent_title.setFont(bold)
        self.recent_list = QListWidget()
        self.recent_list.setMaximumWidth(640)
        self.recent_list.setMinimumWidth(480)
        self.recent_list.setMaximumHeight(220)
        self.recent_list.itemActivated.connect(
            lambda item: self.recent_requested.emit(
                location_of(item.data(Qt.ItemDataRole.UserRole))
            )
        )
        version = QLabel(self.tr("Version {version}").format(version=__version__))
        version.setStyleSheet("color: palette(placeholder-text);")

        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(logo)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(24)
        layout.addLayout(buttons)
        layout.addSpacing(12)
        layout.addLayout(demos)
        layout.addSpacing(24)
        layout.addWidget(self.recent_title, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.recent_list, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        layout.addWidget(version, alignment=Qt.AlignmentFlag.AlignRight)

    def set_recent(self, paths: list[Path]) -> None:
        """List ``paths`` by their campaigns' own names (the file's name when the name cannot
        be read at once), the path in the tooltip; two of one name also show their paths."""
        self.recent_list.clear()
        names = [campaign_name(path) or path.stem for path in paths]
        for path, name in zip(paths, names, strict=True):
            if not isinstance(path, Path):  # a shared campaign: its database and server
                text = f"{name}    —    {path.parent}"
            else:
                text = f"{name}    —    {path}" if names.count(name) > 1 else name
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(literal(path))
            if not path.exists():
                item.setForeground(self.palette().placeholderText())
                item.setToolTip(literal(self.tr("{path} (not found)").format(path=path)))
            self.recent_list.addItem(item)
        has_recent = bool(paths)
        self.recent_title.setVisible(has_recent)
        self.recent_list.setVisible(has_recent)
