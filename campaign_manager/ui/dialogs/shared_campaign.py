"""The server of a shared campaign: where it is (host, port, database, user) and, when the
server asks for one, the password.

:class:`ServerDialog` gives a ``postgresql://`` URL with no password in it; the password is
asked by :class:`PasswordDialog` only when the server wants one, and is never kept in the
app's settings (the system keyring may keep it, when the GM asks and there is one).
"""

from __future__ import annotations

import getpass
from urllib.parse import quote, unquote, urlencode

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

# PostgreSQL's own port: left out of the URL when it is the one given
POSTGRESQL_PORT = 5432


def server_url(host: str, port: int, database: str, user: str) -> str:
    """The URL of ``database`` on ``host`` (a host name, or a folder holding the server's
    socket) for ``user``; no password in it."""
    user_part = f"{quote(user, safe='')}@" if user else ""
    path = "/" + quote(database, safe="")
    if host.startswith("/"):  # a local server's socket folder
        query = urlencode({"host": host, "port": port}) if port != POSTGRESQL_PORT else ""
        query = query or urlencode({"host": host})
        return f"postgresql://{user_part}{path}?{query}"
    where = host or "localhost"
    if ":" in where:  # an IPv6 address
        where = f"[{where}]"
    return f"postgresql://{user_part}{where}:{port}{path}"


class ServerDialog(QDialog):
    """Host, port, database and user of a shared campaign; ``purpose`` "open" or
    "publish" picks the title and the words."""

    def __init__(self, purpose: str = "open", parent: QWidget | None = None):
        super().__init__(parent)
        self.setMinimumWidth(440)
        if purpose == "publish":
            self.setWindowTitle(self.tr("Publish to a server"))
            intro = self.tr(
                "The open campaign is copied into an empty database on a PostgreSQL server, "
                "where the other game masters open it. The campaign file stays as it is."
            )
        else:
            self.setWindowTitle(self.tr("Open a shared campaign"))
            intro = self.tr(
                "A shared campaign lives in a database on a PostgreSQL server; every game "
                "master who opens it sees the others' changes as they make them."
            )
        text = QLabel(intro)
        text.setWordWrap(True)
        self.host_edit = QLineEdit("localhost")
        self.host_edit.setToolTip(self.tr("The server's name or address"))
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1, 65535)
        self.port_spin.setValue(POSTGRESQL_PORT)
        self.database_edit = QLineEdit()
        self.database_edit.setPlaceholderText(self.tr("e.g. stiny_nad_prahou"))
        try:
            user = getpass.getuser()
        except (KeyError, OSError):
            user = ""
        self.user_edit = QLineEdit(user)
        form = QFormLayout()
        form.addRow(self.tr("&Server:"), self.host_edit)
        form.addRow(self.tr("&Port:"), self.port_spin)
        form.addRow(self.tr("&Database:"), self.database_edit)
        form.addRow(self.tr("&User:"), self.user_edit)
        note = QLabel(self.tr("The password is asked for when the server wants one."))
        note.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            self.tr("Publish") if purpose == "publish" else self.tr("Open")
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.database_edit.textChanged.connect(self._update)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self._update()

    def _update(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            bool(self.database_edit.text().strip())
        )

    @property
    def url(self) -> str:
        return server_url(
            self.host_edit.text().strip(),
            self.port_spin.value(),
            self.database_edit.text().strip(),
            self.user_edit.text().strip(),
        )


class PasswordDialog(QDialog):
    """The password for ``where`` (a URL with no password); ``can_remember``: offer to keep
    it in the system keyring."""

    def __init__(
        self, where: str, can_remember: bool, retry: bool = False, parent: QWidget | None = None
    ):
        super().__init__(parent)
        from campaign_manager.ui.settings import ServerLocation
        from campaign_manager.ui.widgets.titles import fit_title

        # which campaign's password, on which server: the title is shown whole
        campaign = ServerLocation(where)
        self.setWindowTitle(
            self.tr("Password for {campaign} on {server}").format(
                campaign=unquote(campaign.name), server=campaign.parent
            )
        )
        fit_title(self)
        text = (
            self.tr("The server did not take the password. Password for {where}:")
            if retry
            else self.tr("The server asks for a password. Password for {where}:")
        )
        label = QLabel(text.format(where=where))
        label.setWordWrap(True)
        self.password_edit = QLineEdit()
        self.password_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.password_edit.setAccessibleName(self.tr("Password"))
        self.password_edit.setAccessibleDescription(label.text())
        self.remember_box = QCheckBox(self.tr("&Remember it in the system's keyring"))
        self.remember_box.setVisible(can_remember)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.password_edit)
        layout.addWidget(self.remember_box)
        layout.addWidget(buttons)

    @property
    def password(self) -> str:
        return self.password_edit.text()

    @property
    def remember(self) -> bool:
        return not self.remember_box.isHidden() and self.remember_box.isChecked()
