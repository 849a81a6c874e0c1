"""View → Share the player view on the network…: on or off (off by default), on which of
this machine's addresses and port, the address with its QR code, a new address, and how
many players' pages are connected."""

from __future__ import annotations

import io

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.player_view.web_share import LOOPBACK, WebShare

QR_SIZE = 240


def local_addresses() -> list[str]:
    """This machine's IPv4 addresses, loopback first."""
    found = [
        address.toString()
        for address in QNetworkInterface.allAddresses()
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    ]
    others = sorted({a for a in found if a != LOOPBACK})
    return [LOOPBACK, *others]


def qr_pixmap(text: str, side: int = QR_SIZE) -> QPixmap:
    """A QR code of ``text`` (dark on white, with its quiet zone), about ``side`` wide."""
    import segno

    code = segno.make(text, error="m")
    modules = code.symbol_size(scale=1, border=4)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(2, side // modules), border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class ShareDialog(QDialog):
    """Drives one :class:`WebShare`; changing the address or port of a running share
    moves it there at once."""

    def __init__(self, share: WebShare, parent: QWidget | None = None):
        super().__init__(parent)
        self.share = share
        self._error = ""
        self.setWindowTitle(self.tr("Share the player view on the network"))
        self.enabled = QCheckBox(self.tr("Share the player view on the network"))
        self.enabled.setChecked(share.is_running())
        self.interface = QComboBox()
        for address in local_addresses():
            label = (
                self.tr("This computer only ({address})").format(address=address)
                if address == LOOPBACK
                else address
            )
            self.interface.addItem(label, address)
        index = self.interface.findData(share.host)
        self.interface.setCurrentIndex(max(0, index))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(share.port)
        self.address = QLineEdit()
        self.address.setReadOnly(True)
        # the whole address fits: the longest IPv4 address and port, and the key
        longest = "http://255.255.255.255:65535/" + "W" * 24 + "/"
        self.address.setMinimumWidth(self.address.fontMetrics().horizontalAdvance(longest))
        self.qr = QLabel()
        self.qr.setMinimumSize(QR_SIZE, QR_SIZE)
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.copy_button = QPushButton(self.tr("Copy address"))
        self.new_button = QPushButton(self.tr("New address"))
        self.new_button.setToolTip(
            self.tr("The old address stops working; the players scan the new code.")
        )
        self.status = QLabel()
        self.status.setWordWrap(True)
        note = QLabel(
            self.tr(
                "The page shows only what the player view shows; nothing on it can change "
                "the campaign. Choose the address of the network the players' phones are on."
            )
        )
        note.setWordWrap(True)

        form = QFormLayout()
        form.addRow(self.tr("Address of this computer:"), self.interface)
        form.addRow(self.tr("Port:"), self.port)
        form.addRow(self.tr("Address for the players:"), self.address)
        buttons_row = QHBoxLayout()
        buttons_row.addWidget(self.copy_button)
        buttons_row.addWidget(self.new_button)
        buttons_row.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.enabled)
        layout.addLayout(form)
        layout.addLayout(buttons_row)
        layout.addWidget(self.qr)
        layout.addWidget(self.status)
        layout.addWidget(note)
        layout.addWidget(close)

        self.enabled.toggled.connect(self._apply)
        self.interface.currentIndexChanged.connect(self._moved)
        self.port.editingFinished.connect(self._moved)
        self.copy_button.clicked.connect(self.copy_address)
        self.new_button.clicked.connect(self.new_address)
        share.changed.connect(self.refresh)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.refresh()

    def _apply(self, on: bool) -> None:
        self._error = ""
        if not on:
            self.share.stop()
            return
        try:
            self.share.start(self.interface.currentData(), self.port.value())
        except OSError as error:
            self.enabled.blockSignals(True)
            self.enabled.setChecked(False)
            self.enabled.blockSignals(False)
            self._error = self.tr("The player view could not be shared there: {error}").format(
                error=error.strerror or str(error)
            )
            self.refresh()
            return
        self.refresh()

    def _moved(self, *_args) -> None:
        running = self.share.is_running()
        if running and (
            self.interface.currentData() != self.share.host or self.port.value() != self.share.port
        ):
            self._apply(True)

    def copy_address(self) -> None:
        if self.share.is_running():
            QGuiApplication.clipboard().setText(self.share.url())

    def new_address(self) -> None:
        self.share.new_address()
        self.refresh()

    def refresh(self) -> None:
        running = self.share.is_running()
        url = self.share.url() if running else ""
        if self.address.text() != url:
            self.address.setText(url)
            self.qr.setPixmap(qr_pixmap(url) if url else QPixmap())
        self.copy_button.setEnabled(running)
        self.new_button.setEnabled(running)
        if self.qr.isVisibleTo(self) != running:  # the code only while there is an address
            self.qr.setVisible(running)
            self.adjustSize()
        if not running:
            self.status.setText(self._error or self.tr("Not shared: no page can be opened."))
            return
        viewers = self.share.viewers()
        self.status.setText(self.tr("Shared. Players' pages connected now: {n}").format(n=viewers))

    def done(self, result: int) -> None:
        self.timer.stop()
        self.share.changed.disconnect(self.refresh)
        super().done(result)
