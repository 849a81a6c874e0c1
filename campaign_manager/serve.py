"""``campaign-manager serve-player-view PATH|URL [--host H] [--port N] [--language L]``.

Serves the running fight of a campaign file as the player view's web page, without the
GM's window: the file is read through SQLite's read-only URI and no lock is taken, so it
runs beside the GM's app (or on a small box by the TV with a copy of the file). Given a
shared campaign's ``postgresql://`` URL, it follows that campaign's player view on the
server (the one table the players' role may read, kept by the GMs' apps; its
announcements of changes, looked at twice a second). It prints the page's address, token
included, as the first line of standard output, follows every step the GM commits (a
file: ``PRAGMA data_version``, looked at twice a second) and runs until SIGINT or SIGTERM.
"""

from __future__ import annotations

import argparse
import signal
import socket
import sys
import threading

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


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    from campaign_manager.player_view.page_model import page_payload
    from campaign_manager.storage.errors import CampaignError
    from campaign_manager.storage.live_fight import follow_fight
    from campaign_manager.storage.player_image import image_digest
    from campaign_manager.storage.uris import shown
    from campaign_manager.systems import get_encounter
    from campaign_manager.web import TOKEN_SETTING, PlayerViewServer

    try:
        fight = follow_fight(args.path)
        snapshot = fight.poll()
    except CampaignError as error:
        where = shown(args.path) if isinstance(args.path, str) else args.path
        sys.stderr.write(f"{APP_NAME}: cannot serve {where}: {error.detail or error}\n")
        return 2
    language = _language(args.language)
    token = snapshot.settings.get(TOKEN_SETTING)
    server = PlayerViewServer(token if isinstance(token, str) and len(token) >= 16 else None)
    shown_image = None

    def publish(snapshot) -> None:
        nonlocal shown_image
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
                sys.stderr.write(f"{APP_NAME}: the running fight cannot be shown: {error!r}\n")
        version = server.image_version() if server.has_image() else None
        server.publish(page_payload(view, language, snapshot.name, version))

    publish(snapshot)
    hosts = args.host or ["127.0.0.1"]
    try:
        server.start(hosts, args.port)
    except OSError as error:
        sys.stderr.write(f"{APP_NAME}: cannot listen on {', '.join(hosts)}: {error}\n")
        fight.close()
        return 2
    print(server.url(_shown_host(hosts[0])), flush=True)

    stop = threading.Event()

    def on_signal(_number, _frame) -> None:
        stop.set()

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
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
