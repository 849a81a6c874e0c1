"""Shared campaigns in the window: File → Open a shared campaign…, Publish to a server…,
and reaching a server that wants a password.

A password is never written into the app's settings or its recent list, nor shown (they
keep the URL with none: :func:`storage.uris.shown`), even one the URL gave (``user:pw@``,
``?password=``; that one is used to connect). Where the URL gives none, the system
keyring's is tried when there is one, else libpq's own (``PGPASSWORD``, ``~/.pgpass``);
where the server still wants one, the GM is asked each time, and may let the keyring keep
it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar
from urllib.parse import quote, urlsplit, urlunsplit

from PySide6.QtCore import QObject

from campaign_manager.storage.errors import ServerUnreachable
from campaign_manager.storage.uris import carries_password, shown, without

T = TypeVar("T")

# the keyring's service name for the servers' passwords
KEYRING_SERVICE = "Kronikář"


def with_password(url: str, password: str | None) -> str:
    """``url`` carrying ``password`` (in place of any it gave: a ``?password=`` would
    outweigh it)."""
    if not password:
        return url
    parts = urlsplit(without(url, ("password",)))
    user = quote(parts.username or "", safe="")
    host = parts.netloc.rpartition("@")[2]
    netloc = f"{user}:{quote(password, safe='')}@{host}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))


def wants_password(error: ServerUnreachable) -> bool:
    """Whether the server refused for want of a (right) password."""
    detail = error.detail.lower()
    return "password" in detail or "authentication failed" in detail


def _keyring():
    """The system keyring, or None when there is none to keep passwords in."""
    try:
        import keyring
        from keyring.backends import fail
    except ImportError:
        return None
    try:
        backend = keyring.get_keyring()
    except Exception:  # (a broken keyring set-up is no keyring)
        return None
    if isinstance(backend, fail.Keyring) or getattr(backend, "priority", 1) <= 0:
        return None
    return keyring


def stored_password(url: str) -> str | None:
    ring = _keyring()
    if ring is None:
        return None
    try:
        return ring.get_password(KEYRING_SERVICE, url)
    except Exception:  # (a locked or broken keyring: ask instead)
        return None


def store_password(url: str, password: str) -> bool:
    ring = _keyring()
    if ring is None:
        return False
    try:
        ring.set_password(KEYRING_SERVICE, url, password)
    except Exception:  # (not kept: asked again next time)
        return False
    return True


class SharedCampaigns(QObject):
    """What the window does with shared campaigns (``window``: the main window)."""

    def __init__(self, window, lifecycle) -> None:
        super().__init__(window)
        self.window = window
        self.lifecycle = lifecycle

    def ask_password(self, url: str, retry: bool) -> tuple[str, bool] | None:
        """(password, keep it in the keyring) from the GM; None when they cancel."""
        from campaign_manager.ui.dialogs.shared_campaign import PasswordDialog

        dialog = PasswordDialog(url, _keyring() is not None, retry, self.window)
        if not dialog.exec():
            return None
        return dialog.password, dialog.remember

    def reach(self, url: str, attempt: Callable[[str], T]) -> tuple[T, str] | None:
        """``attempt(url)`` with the keyring's password (or none); where the server wants
        one, asked of the GM until it takes it or they cancel (None). Returns what the
        attempt returned and the URL it used. Other refusals are raised. A password the URL
        gives is tried first; the keyring and the dialog know the URL without it."""
        key = shown(url)
        password = None if carries_password(url) else stored_password(key)
        first = with_password(url, password)
        try:
            return attempt(first), first
        except ServerUnreachable as error:
            if not wants_password(error) or not self.window.interactive:
                raise
        retry = carries_password(first)  # a password was tried, and refused
        while True:
            answer = self.ask_password(key, retry)
            if answer is None:
                return None
            password, remember = answer
            full = with_password(url, password)
            try:
                result = attempt(full)
            except ServerUnreachable as error:
                if not wants_password(error):
                    raise
                retry = True
                continue
            if remember:
                store_password(key, password)
            return result, full

    # -- the File menu ----------------------------------------------------------------------
    def open_dialog(self) -> None:
        from campaign_manager.ui.dialogs.shared_campaign import ServerDialog

        dialog = ServerDialog("open", self.window)
        if dialog.exec():
            self.lifecycle.open_campaign(dialog.url)

    def publish_dialog(self) -> None:
        from campaign_manager.ui.dialogs.shared_campaign import ServerDialog

        session = self.lifecycle.session
        if session is None or session.campaign.shared:
            return
        dialog = ServerDialog("publish", self.window)
        if dialog.exec():
            self.publish(dialog.url)

    def publish(self, url: str) -> bool:
        """Copy the open campaign file to the empty database at ``url``, then open the
        shared campaign in its place (the file stays as it is)."""
        from campaign_manager.storage import CampaignError
        from campaign_manager.storage.server import publish

        try:
            reached = self.reach(url, publish)
        except CampaignError as error:
            self.lifecycle.refused(error)
            return False
        if reached is None:
            return False
        _rows, full = reached
        if not self.lifecycle.open_campaign(full):
            return False
        self.window.statusBar().showMessage(
            self.tr("The campaign was published to {url}; this is the shared campaign.").format(
                url=shown(url)
            ),
            8000,
        )
        return True
