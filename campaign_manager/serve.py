"""``campaign-manager serve-player-view PATH|URL [--host H] [--port N] [--language L]``.

Serves the running fight of a campaign file as the player view's web page, without the
GM's window: the file is read through SQLite's read-only URI and no lock is taken, so it
runs beside the GM's app (or on a small box by the TV with a copy of the file). Given a
shared campaign's ``postgresql://`` URL, it follows that campaign's player view on the
server (the one table the players' role may read, kept by the GMs' apps; its
announcements of changes, looked at twice a second). It prints the page's address, token
included, as the first line of standard output, follows every step the GM commits (a
file: ``PRAGMA data_version``, looked at twice a second), the GM's blank key (Ctrl+B) and
a renewed address (printed as a new line; the old one's pages say so), and runs until
SIGINT or SIGTERM. A server that wants a password gets it asked for on a terminal (else
``PGPASSWORD`` or ``~/.pgpass`` give it).
"""

from __future__ import annotations

import argparse
import getpass
import signal
import socket
import sys
import threading
from pathlib import Path

from campaign_manager import APP_NAME

POLL_SECONDS = 0.5
#: the port the player view's web page listens on unless told (the app's share too)
DEFAULT_PORT = 8765


def parse_args(argv: list[str]) -> argparse.Namespace:
    from campaign_manager.storage.uris import parse_location

    parser = argparse.ArgumentParser(
        prog="campaign-manager serve-player-view",
        description="Serve a campaign's running fight as the player view's web page "
        "(read-only; the address with its token is the first line printed).",
    )
    parser.add_argument(
        "path",
        type=parse_location,
        help="the campaign file (.kronikar), or a shared campaign's postgresql:// URL",
    )
    parser.add_argument(
        "--host",
        action="append",
        help="an address of this machine to listen on (default 127.0.0.1; may be repeated)",
    )
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="the port (0: any free)")
    parser.add_argument(
        "--language",
        choices=("system", "cs", "en"),
        help="the page's language (default: the app's UI language)",
    )
    return parser.parse_args(argv)


def _language(preference: str | None) -> str:
    from campaign_manager.ui.i18n import resolve_language

    if preference is None:
        from campaign_manager.ui.settings import AppSettings

        preference = AppSettings().language
    return resolve_language(preference)


def _shown_host(host: str) -> str:
    """The address to print for ``host``: a wildcard is shown as this machine's own
    outward address (found without sending anything)."""
    if host not in ("0.0.0.0", ""):
        return host
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # a documentation address: nothing is sent
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


#: how many times a terminal is asked for the server's password
PASSWORD_TRIES = 3


def _say(text: str) -> None:
    sys.stderr.write(f"{APP_NAME}: {text}\n")


def _follow(location: Path | str, language: str):
    """The watch on ``location``'s running fight. A server that wants a password (the
    address and libpq's ``PGPASSWORD`` and ``~/.pgpass`` gave none, or a wrong one) gets
    it asked for on the terminal; with no terminal, None once the message says how to
    give it. CampaignError for anything else."""
    from campaign_manager.player_view import texts
    from campaign_manager.storage.errors import ServerUnreachable
    from campaign_manager.storage.live_fight import follow_fight
    from campaign_manager.storage.uris import shown
    from campaign_manager.ui.shared_campaigns import wants_password, with_password

    try:
        return follow_fight(location)
    except ServerUnreachable as error:
        if not isinstance(location, str) or not wants_password(error):
            raise
    where = shown(location)
    if not sys.stdin.isatty():
        _say(texts.PASSWORD_NEEDED.get(language).format(where=where))
        return None
    for _try in range(PASSWORD_TRIES):
        try:
            password = getpass.getpass(texts.PASSWORD_PROMPT.get(language).format(where=where))
        except (EOFError, KeyboardInterrupt):
            return None
        try:
            return follow_fight(with_password(location, password))
        except ServerUnreachable as error:
            if not wants_password(error):
                raise
            _say(texts.PASSWORD_WRONG.get(language).format(where=where, detail=error.detail))
    return None


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    from campaign_manager.player_view import texts
    from campaign_manager.player_view.page_model import page_payload
    from campaign_manager.storage.errors import CampaignError
    from campaign_manager.storage.player_image import image_digest
    from campaign_manager.storage.uris import shown
    from campaign_manager.systems import get_encounter
    from campaign_manager.web import TOKEN_SETTING, PlayerViewServer

    language = _language(args.language)
    where = shown(args.path) if isinstance(args.path, str) else args.path
    try:
        fight = _follow(args.path, language)
        if fight is None:
            return 2
        snapshot = fight.poll()
    except CampaignError as error:
        detail = error.detail or str(error)
        _say(texts.CANNOT_SERVE.get(language).format(where=where, detail=detail))
        return 2
    token = snapshot.settings.get(TOKEN_SETTING)
    server = PlayerViewServer(token if isinstance(token, str) and len(token) >= 16 else None)
    shown_image = None

    def publish(snapshot) -> None:
        nonlocal shown_image
        # the GM renewed the address: the old one stops working (its pages say so), and
        # the new one is printed as the first one was
        renewed = snapshot.settings.get(TOKEN_SETTING)
        if isinstance(renewed, str) and len(renewed) >= 16 and renewed != server.token:
            server.set_token(renewed)
            if server.is_running():
                print(server.url(_shown_host(hosts[0])), flush=True)
        # the image the campaign keeps, read again only when its settings name another
        digest = image_digest(snapshot.settings)
        if digest != shown_image:
            shown_image = digest
            server.set_image(fight.image() if digest else None)
        view = snapshot.view  # a server's: worked out by the GM's app
        if not snapshot.public and snapshot.state is not None:
            try:
                view = get_encounter(snapshot.system).public_view(snapshot.state)
            except Exception as error:  # a fight the rules cannot read shows nothing
                _say(texts.UNREADABLE_FIGHT.get(language).format(detail=repr(error)))
        version = server.image_version() if server.has_image() else None
        server.publish(page_payload(view, language, snapshot.name, version, blank=snapshot.blank))

    hosts = args.host or ["127.0.0.1"]
    publish(snapshot)
    stop = threading.Event()

    def on_signal(_number, _frame) -> None:
        stop.set()

    # taken before the address is printed: whoever reads it may stop the server at once
    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        try:
            server.start(hosts, args.port)
        except OSError as error:
            listen = texts.CANNOT_LISTEN.get(language)
            _say(listen.format(hosts=", ".join(hosts), detail=error.strerror or error))
            return 2
        print(server.url(_shown_host(hosts[0])), flush=True)
        while not stop.wait(POLL_SECONDS):
            try:
                snapshot = fight.poll()
            except CampaignError as error:
                sys.stderr.write(f"{APP_NAME}: {error}\n")
                continue
            if snapshot is not None:
                publish(snapshot)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        server.stop()
        fight.close()
    return 0
