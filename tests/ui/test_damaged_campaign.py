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

    monkeypatch.setattr(window.lifecycle.refusals, "ask", answer)
    window.open_campaign(path)
    assert shown and "newest backup" in shown[0]
    assert window.session is not None
    restored = window.session.campaign.path
    assert restored != path and restored.parent == path.parent and "backup of" in restored.name
    assert window.roster.model.rowCount() == 1  # Bořek is back
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest  # left as it was


def test_damage_the_check_after_opening_finds_closes_the_campaign_and_says_so(
    qtbot, isolated_dirs, tmp_path, monkeypatch
):
    """The integrity check runs off the window's thread once the roster is painted; what
    it finds is told exactly as an immediate refusal would be, and the campaign is closed."""
    from test_deferred_checks import damage_the_log, with_a_long_log

    path = with_a_long_log(tmp_path / "kampan.kronikar")
    damage_the_log(path)
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    errors = []
    monkeypatch.setattr(window, "show_error", lambda title, text: errors.append((title, text)))
    assert window.open_campaign(path)  # opened at once: the roster is whole
    assert window.roster.model.rowCount() == 1
    qtbot.waitUntil(lambda: window.session is None, timeout=5000)
    assert errors and str(path) in errors[0][1]
    assert hashlib.sha256(path.read_bytes()).hexdigest() == digest  # left as it was
    assert window.open_campaign(path) and window.session is not None  # not left locked
    qtbot.waitUntil(lambda: window.session is None, timeout=5000)


def test_damage_met_while_reading_the_roster_is_refused_and_the_file_released(
    qtbot, isolated_dirs, tmp_path, monkeypatch
):
    from campaign_manager.storage import create_campaign

    path = tmp_path / "kampan.kronikar"
    campaign = create_campaign(path, "Kampaň", "dakara")
    for i in range(200):
        AddCharacter({"name": f"N{i}", "notes": "x" * 500}).apply(campaign)
    campaign.close()
    data = bytearray(path.read_bytes())
    leaves = [i for i in range(1, len(data) // 4096) if data[i * 4096] == 0x0D]
    victim = leaves[len(leaves) // 2]
    data[victim * 4096 + 3 : victim * 4096 + 5] = b"\xff\xff"
    path.write_bytes(bytes(data))
    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    errors = []
    monkeypatch.setattr(window, "show_error", lambda title, text: errors.append((title, text)))
    assert not window.open_campaign(path)
    assert window.session is None and len(errors) == 1 and str(path) in errors[0][1]
    assert not window.open_campaign(path)  # refused again for the damage, not as "in use"
    assert len(errors) == 2 and errors[1] == errors[0]
