"""View → Players' devices…: each player character's own address (its own key) with its
QR code, made, renewed and revoked one by one (each an undo step), and whether the
players' initiative applies at once or waits in the GM's queue."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes import SetCampaignField
from campaign_manager.storage.queries import player_characters
from campaign_manager.ui.player_view.player_requests import INITIATIVE_AT_ONCE
from campaign_manager.ui.player_view.share_dialog import qr_pixmap
from campaign_manager.ui.player_view.web_share import WebShare
from campaign_manager.ui.text import plain
from campaign_manager.ui.widgets.titles import fit_title

QR_SIDE = 168


class PlayerRow(QGroupBox):
    """One PC: its address, its QR code and its three buttons."""

    def __init__(self, character_id: str, name: str, player: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.character_id = character_id
        self.name = name
        self.setTitle(
            self.tr("{name} (played by {player})").format(name=name, player=player)
            if player
            else name
        )
        self.address = QLineEdit()
        self.address.setReadOnly(True)
        self.address.setAccessibleName(self.tr("Address of {name}'s page").format(name=name))
        self.qr = QLabel()
        self.qr.setFixedSize(QR_SIDE + 8, QR_SIDE + 8)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setAccessibleName(self.tr("QR code of {name}'s address").format(name=name))
        self.copy_button = QPushButton(self.tr("&Copy address"))
        self.copy_button.setAccessibleName(
            self.tr("Copy the address of {name}'s page").format(name=name)
        )
        self.renew_button = QPushButton()
        self.revoke_button = QPushButton(self.tr("Re&voke"))
        self.revoke_button.setAccessibleName(
            self.tr("Revoke the address of {name}'s page").format(name=name)
        )
        self.revoke_button.setToolTip(self.tr("The page stops working at once."))
        buttons = QVBoxLayout()
        for button in (self.copy_button, self.renew_button, self.revoke_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        text = QVBoxLayout()
        text.addWidget(self.address)
        text.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.addLayout(text, 1)
        layout.addWidget(self.qr)
        self._url: str | None = None

    def show_key(self, url: str, has_key: bool, running: bool, writable: bool) -> None:
        """The row as the campaign's keys and the share are now."""
        if has_key:
            self.renew_button.setText(self.tr("&New address"))
            self.renew_button.setAccessibleName(
                self.tr("New address for {name}'s page").format(name=self.name)
            )
            self.renew_button.setToolTip(
                self.tr("The old address stops working; the player scans the new code.")
            )
        else:
            self.renew_button.setText(self.tr("&Make an address"))
            self.renew_button.setAccessibleName(
                self.tr("Make an address for {name}'s page").format(name=self.name)
            )
            self.renew_button.setToolTip("")
        if not has_key:
            shown = self.tr("No address: this player's page is off.")
        elif not running:
            shown = self.tr("Made; shown once the player view is shared on the network.")
        else:
            shown = url
        if shown != self._url:
            self._url = shown
            self.address.setText(shown)
            self.address.setCursorPosition(0)
            self.qr.setPixmap(qr_pixmap(url, QR_SIDE) if url else QPixmap())
        self.qr.setVisible(bool(url))
        self.copy_button.setEnabled(bool(url))
        self.renew_button.setEnabled(writable)
        self.revoke_button.setEnabled(writable and has_key)


class PlayersDialog(QDialog):
    """The players' own addresses of ``share``'s campaign, one row per PC."""

    def __init__(self, share: WebShare, parent: QWidget | None = None, share_dialog=None):
        super().__init__(parent)
        self.share = share
        self.session = share.session
        self._share_dialog = share_dialog
        self.setWindowTitle(self.tr("Players' devices"))
        fit_title(self)
        intro = QLabel(
            self.tr(
                "Each player character has an address of its own: its player opens it on a "
                "phone, follows the fight and their character, enters initiative, ends "
                "their turn and proposes hits, which wait for you in the Combat area. A "
                "new address cuts off a lost phone; the others keep theirs."
            )
        )
        intro.setWordWrap(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.share_button = QPushButton(self.tr("&Share the player view on the network…"))
        self.share_button.clicked.connect(self.open_share)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.share_button)

        self.rows: list[PlayerRow] = []
        holder = QWidget()
        rows_layout = QVBoxLayout(holder)
        for character_id, name, player in player_characters():
            row = PlayerRow(str(character_id), plain_name(name), player or "")
            row.copy_button.clicked.connect(lambda _=False, r=row: self.copy(r))
            row.renew_button.clicked.connect(lambda _=False, r=row: self.renew(r))
            row.revoke_button.clicked.connect(lambda _=False, r=row: self.revoke(r))
            rows_layout.addWidget(row)
            self.rows.append(row)
        self.empty = plain(
            QLabel(
                self.tr(
                    "The campaign has no player characters: make a character in the roster "
                    "a player character first."
                )
            )
        )
        self.empty.setWordWrap(True)
        self.empty.setVisible(not self.rows)
        rows_layout.addWidget(self.empty)
        rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        scroll.setAccessibleName(self.tr("Player characters and their addresses"))
        scroll.setMinimumHeight(min(2, max(1, len(self.rows))) * (QR_SIDE + 60))

        self.at_once = QCheckBox(
            self.tr("Apply the players' &initiative at once (default: off, it waits in your queue)")
        )
        self.at_once.setChecked(self._at_once())
        self.at_once.toggled.connect(self.set_at_once)

        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(status_row)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.at_once)
        layout.addWidget(close)

        share.changed.connect(self.refresh)
        if self.session is not None:
            self.session.changed.connect(self.refresh)
        self.refresh()

    # -- what the GM does -------------------------------------------------------------------
    def copy(self, row: PlayerRow) -> None:
        url = self.share.player_url(row.character_id)
        if url:
            QGuiApplication.clipboard().setText(url)

    def renew(self, row: PlayerRow) -> None:
        self.share.renew_player_key(row.character_id, row.name)
        self.refresh()

    def revoke(self, row: PlayerRow) -> None:
        self.share.revoke_player_key(row.character_id, row.name)
        self.refresh()

    def set_at_once(self, on: bool) -> None:
        if self.session is None or self.session.read_only or on == self._at_once():
            return
        settings = dict(self.session.campaign.info.settings or {})
        settings[INITIATIVE_AT_ONCE] = bool(on)
        self.session.perform(
            SetCampaignField("settings", settings),
            self.tr("Players' initiative applies at once")
            if on
            else self.tr("Players' initiative waits in the queue"),
        )

    def open_share(self) -> None:
        if self._share_dialog is not None:
            self._share_dialog()
            return
        from campaign_manager.ui.player_view.share_dialog import ShareDialog

        ShareDialog(self.share, self).exec()

    # -- showing ----------------------------------------------------------------------------
    def _at_once(self) -> bool:
        if self.session is None:
            return False
        return bool((self.session.campaign.info.settings or {}).get(INITIATIVE_AT_ONCE, False))

    def refresh(self, *_args) -> None:
        running = self.share.is_running()
        writable = self.session is not None and not self.session.read_only
        keys = self.share.player_keys()
        for row in self.rows:
            row.show_key(
                self.share.player_url(row.character_id),
                row.character_id in keys,
                running,
                writable,
            )
        self.status.setText(
            self.tr("Shared: the addresses below work on the players' network.")
            if running
            else self.tr("Not shared on the network: no player's page can be opened now.")
        )
        self.at_once.blockSignals(True)
        self.at_once.setChecked(self._at_once())
        self.at_once.blockSignals(False)
        self.at_once.setEnabled(writable)

    def done(self, result: int) -> None:
        self.share.changed.disconnect(self.refresh)
        if self.session is not None:
            self.session.changed.disconnect(self.refresh)
        super().done(result)


def plain_name(name: str) -> str:
    """A character's name as one line (the GM's words, shown as typed)."""
    return " ".join(str(name).split())
