"""A shared campaign of an older schema is upgraded only after a backup of it: pg_dump
into the backups folder; without pg_dump the upgrade is refused unless the GM forces it,
and the window asks."""

from __future__ import annotations

import subprocess

import pytest

from campaign_manager.paths import backups_dir
from campaign_manager.storage import migrations as steps
from campaign_manager.storage import open_campaign
from campaign_manager.storage.errors import UpgradeNeedsBackup
from campaign_manager.storage.server import _connect


@pytest.fixture
def old_campaign(postgres_server, campaign):
    """A database holding a campaign of schema 5 (the test's own campaign closed)."""
    campaign.close()
    name = postgres_server.new_database("old")
    url = postgres_server.url(name)
    database = _connect(url)
    steps.migrate_to(database, 5)
    database.execute_sql(
        "INSERT INTO campaign (name, system, description, settings, created_at)"
        " VALUES ('Stará', 'dakara', '', '{}', now())"
    )
    database.close()
    yield url
    postgres_server.drop_database(name)


def schema(url: str) -> int:
    database = _connect(url)
    try:
        return steps.schema_version(database)
    finally:
        database.close()


def dumps() -> list:
    return sorted(backups_dir().glob("server-*/schema-5-*.dump"))


def test_an_upgrade_takes_a_backup_first_that_pg_restore_reads(old_campaign):
    with open_campaign(old_campaign) as opened:
        assert opened.name == "Stará"
    assert schema(old_campaign) == steps.CURRENT_VERSION
    [dump] = dumps()
    listed = subprocess.run(
        ["pg_restore", "--list", str(dump)], capture_output=True, text=True, check=True
    )
    assert "TABLE public campaign" in listed.stdout


def test_without_pg_dump_the_upgrade_is_refused_unless_forced(old_campaign, monkeypatch):
    from campaign_manager.storage import server_backup

    monkeypatch.setattr(server_backup.shutil, "which", lambda name: None)
    with pytest.raises(UpgradeNeedsBackup) as raised:
        open_campaign(old_campaign)
    assert raised.value.reason == "no-pg_dump"
    assert schema(old_campaign) == 5  # nothing changed
    with open_campaign(old_campaign, force_upgrade=True) as opened:
        assert opened.name == "Stará"
    assert schema(old_campaign) == steps.CURRENT_VERSION
    assert dumps() == []


def test_a_failing_pg_dump_refuses_the_upgrade_saying_why(old_campaign, monkeypatch, tmp_path):
    from campaign_manager.storage import server_backup

    broken = tmp_path / "pg_dump"
    broken.write_text("#!/bin/sh\necho 'pg_dump: error: no space left' >&2\nexit 1\n")
    broken.chmod(0o755)
    monkeypatch.setattr(server_backup.shutil, "which", lambda name: str(broken))
    with pytest.raises(UpgradeNeedsBackup) as raised:
        open_campaign(old_campaign)
    assert raised.value.reason == "failed" and "no space left" in raised.value.detail
    assert schema(old_campaign) == 5 and dumps() == []


def test_the_window_asks_before_upgrading_without_a_backup(qtbot, old_campaign, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from campaign_manager.storage import server_backup
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    monkeypatch.setattr(server_backup.shutil, "which", lambda name: None)
    asked = []

    def question(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.No if len(asked) == 1 else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", question)
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kwargs: None)
    window = MainWindow(AppSettings())
    qtbot.addWidget(window)
    window.interactive = True
    assert not window.open_campaign(old_campaign)  # the GM said no: nothing changed
    assert "pg_dump" in asked[0] and schema(old_campaign) == 5
    assert window.open_campaign(old_campaign)
    assert schema(old_campaign) == steps.CURRENT_VERSION
    window.close()
