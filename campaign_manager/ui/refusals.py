"""How the app answers a campaign it cannot simply open: a damaged one offers its newest
backup, a read-only one can be opened to look at."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject

from campaign_manager.storage.errors import CampaignReadOnly, CorruptCampaign
from campaign_manager.ui.messages import describe_campaign_error

if TYPE_CHECKING:  # (PySide builds a class on its first import: a box comes when asked)
    from PySide6.QtWidgets import QMessageBox


class CampaignRefusals(QObject):
    """The questions asked over ``window`` when ``lifecycle`` cannot simply open a file."""

    def __init__(self, window, lifecycle) -> None:
        super().__init__(lifecycle)
        self.window = window
        self.lifecycle = lifecycle

    def offer_backup(self, error: CorruptCampaign) -> bool:
        """A damaged campaign: offer its newest backup, copied beside it (the damaged file
        stays as it was). True when the GM chose it and it opened."""
        from datetime import datetime

        from PySide6.QtWidgets import QMessageBox

        from campaign_manager.storage.backups import newest_backup_of, restore_beside

        backup = newest_backup_of(error.path)
        if backup is None:
            return False
        title, text = describe_campaign_error(error)
        when = datetime.fromtimestamp(backup.stat().st_mtime)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self.window)
        box.setInformativeText(
            self.tr("The newest backup of this campaign is from {when}:\n{path}").format(
                when=QLocale().toString(when, QLocale.FormatType.ShortFormat), path=backup
            )
        )
        restore = box.addButton(
            self.tr("&Open the newest backup"), QMessageBox.ButtonRole.AcceptRole
        )
        box.addButton(QMessageBox.StandardButton.Close)
        if self.ask(box) is not restore:
            return True  # the GM read it and closed: nothing more to say
        label = self.tr("backup of {date}").format(date=when.strftime("%Y-%m-%d %H.%M"))
        try:
            copy = restore_beside(backup, error.path, label)
        except OSError as problem:
            self.window.show_error(
                self.tr("The backup was not restored"),
                self.tr("Kronikář could not copy {backup} beside {path}: {error}").format(
                    backup=backup, path=error.path, error=problem
                ),
            )
            return True
        if self.lifecycle.open_campaign(copy):
            self.window.statusBar().showMessage(
                self.tr(
                    "Opened the newest backup as {path}; the damaged file was left as it was."
                ).format(path=copy),
                10000,
            )
        return True

    def ask(self, box: QMessageBox):
        """Show ``box`` and return the button clicked (tests answer it)."""
        box.exec()
        return box.clickedButton()

    def ask_read_only(self, error: CampaignReadOnly) -> bool:
        from PySide6.QtWidgets import QMessageBox

        title, text = describe_campaign_error(error)
        answer = QMessageBox.question(
            self.window,
            title,
            text + "\n\n" + self.tr("Open it read-only, to look at it, print it or save a copy?"),
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_upgrade_anyway(self, error) -> bool:
        """A shared campaign that needs upgrading, with no backup of it to be had first:
        ask whether to upgrade it anyway."""
        from PySide6.QtWidgets import QMessageBox

        title, text = describe_campaign_error(error)
        answer = QMessageBox.question(
            self.window,
            title,
            text + "\n\n" + self.tr("Upgrade it anyway, with no backup?"),
        )
        return answer == QMessageBox.StandardButton.Yes
