"""The global exception hook: log the error, tell the person, keep the campaign safe."""

from __future__ import annotations

import contextlib
import logging
import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from campaign_manager.paths import log_path

log = logging.getLogger("campaign_manager")


class LogFile(logging.Handler):
    """The log file in the data folder, rotated at a megabyte (three old ones kept); the file
    and its rotation are set up by the first record logged, not at start-up."""

    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        self.file: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.file is None:
            from logging.handlers import RotatingFileHandler

            try:
                self.file = RotatingFileHandler(
                    log_path(), maxBytes=1_000_000, backupCount=3, encoding="utf-8"
                )
            except OSError:
                self.handleError(record)
                return
            self.file.setFormatter(self.formatter)
        self.file.emit(record)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()
        super().close()


def setup_logging() -> None:
    """The log file in the data folder (once)."""
    if any(isinstance(h, LogFile) for h in log.handlers):
        return
    log.addHandler(LogFile())
    log.setLevel(logging.INFO)


def _keep_campaign_safe() -> None:
    """Every edit is one transaction; if one is still open, roll it back."""
    try:
        from campaign_manager.storage.connection import rollback_open_transaction

        if rollback_open_transaction():
            log.warning("rolled back the edit that was under way")
    except Exception:  # the campaign file is what matters; never fail here
        log.exception("rollback after an error failed")


def handle_exception(
    exc_type: type[BaseException],
    exc: BaseException,
    tb: TracebackType | None,
    *,
    interactive: bool = True,
) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    from campaign_manager.ui.session import EditCancelled, EditNotSaved

    if isinstance(exc, EditNotSaved | EditCancelled):  # the GM was told, or cancelled it
        log.info("edit not saved: %s", exc)
        return
    text = "".join(traceback.format_exception(exc_type, exc, tb))
    with contextlib.suppress(OSError):  # no log file: the error is still told
        setup_logging()  # (if it was not yet: an error before the start-up set it up)
    log.error("Unhandled error:\n%s", text)
    _keep_campaign_safe()
    if not interactive or QApplication.instance() is None:
        sys.stderr.write(text)
        return
    from PySide6.QtWidgets import QMessageBox

    from campaign_manager.storage.errors import CampaignError

    if isinstance(exc, CampaignError):  # a refusal met during an edit: in its own words
        from campaign_manager.ui.messages import describe_campaign_error

        title, message = describe_campaign_error(exc)
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, message, parent=QApplication.activeWindow()
        )
        box.exec()
        return
    box = QMessageBox(QApplication.activeWindow())
    box.setIcon(QMessageBox.Icon.Critical)
    box.setWindowTitle(QCoreApplication.translate("ErrorHook", "Something went wrong"))
    box.setText(
        QCoreApplication.translate(
            "ErrorHook",
            "Kronikář ran into an error: {error}\n\nEverything you changed before it is "
            "saved in the campaign. The details are in the log:\n{log}",
        ).format(error=f"{exc_type.__name__}: {exc}", log=str(log_path()))
    )
    box.setDetailedText(text)
    box.exec()


def install(interactive: bool = True, log_file: bool = True) -> None:
    """The hook for every error not caught; with ``log_file=False`` the log file is set
    up later (:func:`setup_logging`; the app's start does it after the window's first
    paint), or by the first error."""
    if log_file:
        setup_logging()

    def hook(exc_type, exc, tb):
        handle_exception(exc_type, exc, tb, interactive=interactive)

    sys.excepthook = hook
