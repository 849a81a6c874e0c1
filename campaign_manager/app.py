"""Command line and start-up: ``campaign-manager [PATH | URL] [--demo] [--system S] [--smoke]
[--share-player-view [PORT]]`` (a campaign file, or a shared campaign's ``postgresql://``
URL), and
``campaign-manager serve-player-view PATH`` (the player view's web page, no window)."""

from __future__ import annotations

import argparse
import sys

from campaign_manager import APP_NAME, __version__
from campaign_manager.serve import DEFAULT_PORT
from campaign_manager.systems import system_keys


def parse_args(argv: list[str]) -> argparse.Namespace:
    from campaign_manager.storage.uris import parse_location

    parser = argparse.ArgumentParser(
        prog="campaign-manager",
        description=f"{APP_NAME}: a campaign manager for game masters of Czech tabletop RPGs.",
    )
    parser.add_argument(
        "path",
        nargs="?",
        type=parse_location,
        help="a campaign file (.kronikar) or a shared campaign's postgresql:// URL to open",
    )
    parser.add_argument(
        "--demo", action="store_true", help="open a freshly generated demo campaign"
    )
    keys = system_keys()
    parser.add_argument(
        "--system",
        choices=keys,
        default=keys[0],
        help=f"rule system of the demo (default {keys[0]})",
    )
    parser.add_argument(
        "--language", choices=("system", "cs", "en"), help="UI language for this run"
    )
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="open the campaign, paint the main window once and exit (0 on success)",
    )
    parser.add_argument(
        "--share-player-view",
        nargs="?",
        const=DEFAULT_PORT,
        type=int,
        metavar="PORT",
        help="share the player view as a web page on this machine (127.0.0.1) at PORT "
        f"(default {DEFAULT_PORT}; 0: any free one) once the campaign is open, and "
        "print its address",
    )
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {__version__}")
    args = parser.parse_args(argv)
    if args.demo and args.path:
        parser.error("give either a campaign PATH or --demo, not both")
    return args


def give_a_windowed_app_its_streams() -> None:
    """A windowed app (Windows' .exe, a desktop launcher) may start with no stderr or
    stdout: what the app would print goes to the log file in the data folder instead."""
    for name in ("stderr", "stdout"):
        if getattr(sys, name) is None:
            from campaign_manager.paths import log_path

            path = log_path()
            path.parent.mkdir(parents=True, exist_ok=True)
            setattr(sys, name, open(path, "a", encoding="utf-8"))  # noqa: SIM115 (lives as long as the app)


def main(argv: list[str] | None = None) -> int:
    give_a_windowed_app_its_streams()
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve-player-view"]:
        from campaign_manager.serve import main as serve

        return serve(argv[1:])
    from campaign_manager.ui.responsive import collector

    collector.hold_for_start()
    try:
        return _run(parse_args(argv))
    finally:
        collector.start_over()  # (already, once the window was shown; on every way out)


def _run(args: argparse.Namespace) -> int:

    from PySide6.QtWidgets import QApplication

    from campaign_manager.ui.pyside_imports import look_at_namespaces

    look_at_namespaces()  # before the app's modules are imported
    from campaign_manager.storage import CampaignError
    from campaign_manager.ui import error_hook, i18n
    from campaign_manager.ui.icons import icon
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.messages import describe_campaign_error
    from campaign_manager.ui.settings import AppSettings

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Kronikar")
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName("Kronikar")
    app.setDesktopFileName("kronikar")
    app.setWindowIcon(icon("kronikar"))
    error_hook.install(interactive=not args.smoke, log_file=False)  # (after the first paint)
    settings = AppSettings()
    i18n.install(app, args.language or settings.language)
    if settings.theme != "system":
        from campaign_manager.ui.theme import apply_theme

        apply_theme(settings.theme, app)

    # the window is painted first (its menu bar's titles and its work area empty, or the
    # welcome page); its work areas, actions and the storage code come after, then the
    # campaign is read behind it
    window = MainWindow(settings, interactive=not args.smoke, complete=False)
    last = settings.last_campaign
    reopening = not (args.demo or args.path) and bool(last and last.exists())
    if not (args.demo or args.path or reopening):
        window.show_welcome()
    window.show()
    app.processEvents()
    error_hook.setup_logging()
    window.complete()
    try:
        opened = True
        if args.demo:
            opened = window.open_demo(args.system)
        elif args.path:
            opened = window.open_campaign(args.path)
        elif reopening:
            opened = window.open_campaign(last)
        if not opened:
            window.update_state()  # the welcome page again (the refusal was said)
    except CampaignError as error:
        title, message = describe_campaign_error(error)
        sys.stderr.write(f"{APP_NAME}: {title}: {message}\n")
        window.close_campaign(forget=False)
        window.deleteLater()
        return 2
    except Exception as error:  # anything else under --smoke is a failure, not a dialog
        if not args.smoke:
            raise
        sys.stderr.write(f"{APP_NAME}: start-up failed: {error!r}\n")
        return 1

    if args.share_player_view is not None and window.session is not None:
        try:
            print(window.player_side.share_on_this_machine(args.share_player_view), flush=True)
        except OSError as error:
            sys.stderr.write(f"{APP_NAME}: cannot share the player view: {error}\n")
            if args.smoke:
                return 1

    from campaign_manager.ui.responsive import collector

    collector.start_done()
    if args.smoke:
        app.processEvents()
        image = window.grab()
        requested = bool(args.demo or args.path)
        ok = not image.isNull() and (window.session is not None or not requested)
        name = window.session.campaign.name if window.session else "-"
        unreadable = _unreadable_lines(window)
        window.close()
        app.processEvents()
        if not ok:
            sys.stderr.write(f"{APP_NAME}: the main window did not paint a campaign\n")
            return 1
        print(f"{APP_NAME} {__version__}: opened and painted '{name}'")
        for line in unreadable:  # opened all the same: what cannot be read is shown where it is
            sys.stderr.write(f"{APP_NAME}: {line}\n")
        return 0
    return app.exec()


def _unreadable_lines(window) -> list[str]:
    """A line for each stored value of the open campaign that cannot be read."""
    if window.session is None:
        return []
    from PySide6.QtCore import QCoreApplication

    from campaign_manager.storage.repair import unreadable_items
    from campaign_manager.ui.i18n import current_language

    language = current_language()
    return [
        QCoreApplication.translate("Smoke", "cannot be read: {what}").format(
            what=item.text.get(language)
        )
        for item in unreadable_items()
    ]


if __name__ == "__main__":
    raise SystemExit(main())
