"""A damaged campaign offers its newest backup: copied beside it, opened; the damaged file stays."""

from __future__ import annotations

import hashlib

from PySide6.QtWidgets import QMessageBox

from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.ui.main_window import MainWindow
from campaign_manager.ui.settings import AppSettings


def test_open_the_newest_backup_of_a_damaged_campaign(qtbot, campaign, monkeypatch):
    path = campaign.path
    AddCharacter({"name": "Bořek Hrabal"}).apply(campaign)
    campaign.close()
    open_campaign(path).close()  # opening keeps a rolling copy in the backups folder
    data = path.read_bytes()
    path.write_bytes(data[:1000])  # damaged: cut short
    digest = hashlib.sha256(path.read_bytes()).hexdigest()

    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    shown = []

    def answer(box: QMessageBox):
        shown.append(box.informativeText())
        return next(b for b in box.buttons() if "newest backup" in b.text())

    monkeypatch.setattr(window, "ask", answer)
    window.open_campaign(path)
    assert shown and "newest backup" in shown[0]
    assert window.session is not None
    restored = window.session.campaign.path
    assert restored != path and restored.parent == path.parent and "backup of" in restored.name
    assert window.roster.model.rowCount() == 1  # Bořek is back
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest  # left as it was
