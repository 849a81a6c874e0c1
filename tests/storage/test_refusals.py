"""Refusals a user can act on: each names the file, says what is wrong and what to do
(issue 14, items 6 and 7). The permission cases run for real where the tests do not run
as root; as root (who may read and write anything) the OS's answer is simulated."""

from __future__ import annotations

import hashlib
import os
import sqlite3
from pathlib import Path

import pytest

from campaign_manager.paths import backups_dir, data_dir
from campaign_manager.storage import (
    CampaignError,
    CorruptCampaign,
    NotACampaign,
    create_campaign,
    migrations,
    open_campaign,
)
from campaign_manager.storage import file_campaign as campaign_module
from campaign_manager.storage.errors import (
    BackupFailed,
    CampaignIsReadOnly,
    CampaignReadOnly,
    CampaignUnreadable,
    CannotCreate,
    MigrationFailed,
    NotAFile,
)
from campaign_manager.storage.models import Character
from campaign_manager.ui.messages import describe_campaign_error

pytestmark = pytest.mark.sqlite_only(
    reason="refusing files that are not campaigns or cannot be opened"
)

ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def digests(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if p.is_file()
    }


def make(path: Path) -> Path:
    with create_campaign(path, "Kampaň", "dakara") as created:
        created.write(lambda: Character.create(name="Anežka"))
    return path


def message(error: CampaignError) -> str:
    title, text = describe_campaign_error(error)
    assert title and str(error.path) in text
    assert "Errno" not in text and "Error(" not in text  # no raw exception for a person
    return text


def deny(monkeypatch, path: Path, mode: int) -> None:
    """Make ``os.access`` answer no for ``mode`` on ``path``, as it does for a non-root user."""
    real = os.access

    def access(target, wanted, *args, **kwargs):
        if Path(target) == path and wanted & mode:
            return False
        return real(target, wanted, *args, **kwargs)

    monkeypatch.setattr(campaign_module.os, "access", access)


def test_a_folder_named_as_a_campaign_is_called_a_folder(tmp_path):
    path = tmp_path / "kampan.kronikar"
    path.mkdir()
    with pytest.raises(NotAFile) as caught:
        open_campaign(path)
    assert caught.value.reason == "folder"
    assert "folder" in message(caught.value) and "does not exist" not in message(caught.value)


def test_a_fifo_named_as_a_campaign_is_refused_without_waiting_on_it(tmp_path):
    path = tmp_path / "roura.kronikar"
    os.mkfifo(path)
    with pytest.raises(NotAFile) as caught:
        open_campaign(path)
    assert caught.value.reason == "special"
    assert "does not exist" not in message(caught.value)


def test_a_schema_version_three_in_words_gets_a_message(tmp_path):
    path = make(tmp_path / "tri.kronikar")
    conn = sqlite3.connect(path)
    conn.execute("UPDATE schema_version SET version = 'three'")
    conn.commit()
    conn.close()
    with pytest.raises(CorruptCampaign) as caught:
        open_campaign(path)
    assert "format" in message(caught.value)


@pytest.mark.skipif(ROOT, reason="root may read a file of mode 000")
def test_a_file_of_mode_000_is_refused_by_name(tmp_path):  # pragma: no cover - not as root
    path = make(tmp_path / "zamcena.kronikar")
    path.chmod(0)
    try:
        with pytest.raises(CampaignUnreadable) as caught:
            open_campaign(path)
    finally:
        path.chmod(0o644)
    assert "permission" in message(caught.value).lower()


def test_a_file_the_os_will_not_let_us_read_is_refused_by_name(tmp_path, monkeypatch):
    path = make(tmp_path / "zamcena.kronikar")
    deny(monkeypatch, path, os.R_OK)
    with pytest.raises(CampaignUnreadable) as caught:
        open_campaign(path)
    assert "permission" in message(caught.value).lower()


def _read_only_file(tmp_path, monkeypatch) -> Path:
    path = make(tmp_path / "jen-cteni.kronikar")
    path.chmod(0o444)
    if ROOT:
        deny(monkeypatch, path, os.W_OK)
    return path


def test_a_read_only_campaign_is_refused_clearly_and_left_alone(tmp_path, monkeypatch):
    path = _read_only_file(tmp_path, monkeypatch)
    before = digests(tmp_path)
    with pytest.raises(CampaignReadOnly) as caught:
        open_campaign(path)
    assert caught.value.reason == "file"
    assert "read-only" in message(caught.value)
    assert digests(tmp_path) == before
    assert not any(backups_dir().iterdir())


def test_a_read_only_campaign_can_be_opened_for_reading(tmp_path, monkeypatch):
    path = _read_only_file(tmp_path, monkeypatch)
    before = digests(tmp_path)
    with open_campaign(path, read_only=True) as opened:
        assert opened.read_only
        assert [c.name for c in Character.select()] == ["Anežka"]
        with pytest.raises(CampaignIsReadOnly):
            opened.write(lambda: Character.create(name="Nová"))
        copy = opened.save_copy(tmp_path / "kopie.kronikar")  # Save a copy as… still works
    assert digests(tmp_path) == {**before, copy.name: digests(tmp_path)[copy.name]}
    path.chmod(0o644)


def test_a_campaign_in_a_read_only_folder_is_refused_naming_the_folder(tmp_path, monkeypatch):
    folder = tmp_path / "cd-rom"
    folder.mkdir()
    path = make(folder / "kampan.kronikar")
    folder.chmod(0o555)
    try:
        if ROOT:
            deny(monkeypatch, folder, os.W_OK)
        with pytest.raises(CampaignReadOnly) as caught:
            open_campaign(path)
    finally:
        folder.chmod(0o755)
    assert caught.value.reason == "folder" and caught.value.folder == folder
    assert str(folder) in message(caught.value)


def test_a_campaign_cannot_be_created_where_the_folder_is_a_file(tmp_path):
    blocker = tmp_path / "soubor"
    blocker.write_text("not a folder")
    with pytest.raises(CannotCreate) as caught:
        create_campaign(blocker / "nova.kronikar", "Nová", "dakara")
    assert caught.value.folder == blocker
    assert str(blocker) in message(caught.value)
    assert blocker.read_text() == "not a folder"


def test_a_blocked_backups_folder_is_named_and_the_campaign_not_opened(tmp_path):
    path = make(tmp_path / "kampan.kronikar")
    backups = backups_dir()
    backups.rmdir()
    backups.write_text("a file where the backups folder should be")
    with pytest.raises(BackupFailed) as caught:
        open_campaign(path)
    assert str(data_dir()) in message(caught.value)
    backups.unlink()
    with open_campaign(path) as opened:  # nothing was left locked or half-open
        assert opened.name == "Kampaň"


def test_a_garbage_journal_beside_a_campaign_leaves_no_part_file(tmp_path):
    path = make(tmp_path / "kampan.kronikar")
    Path(f"{path}-journal").write_bytes(b"\x17garbage, not a journal" * 40)
    with open_campaign(path) as opened:
        assert [c.name for c in Character.select()] == ["Anežka"]
        folder = opened.backups_folder
    assert not [p for p in backups_dir().rglob("*") if p.name.endswith(".part")]
    assert len([p for p in folder.iterdir() if p.suffix == ".kronikar"]) == 1


def test_a_failed_upgrade_says_the_original_was_not_changed(tmp_path, monkeypatch):
    path = make(tmp_path / "kampan.kronikar")
    conn = sqlite3.connect(path)
    conn.execute("UPDATE schema_version SET version = 4")  # as if one step were still due
    conn.commit()
    conn.close()
    steps = [v for v in migrations.STEPS if v > 4]
    if not steps:  # pragma: no cover - only while schema 4 is the newest
        pytest.skip("no step after 4 to fail")

    def broken(database):
        raise RuntimeError("disk pulled out")

    monkeypatch.setitem(migrations.STEPS, steps[0], broken)
    with pytest.raises(MigrationFailed) as caught:
        open_campaign(path)
    text = message(caught.value)
    assert "not changed" in text and "disk pulled out" in text


def test_every_refusal_has_its_own_words():
    path = Path("/kampane/hra.kronikar")
    errors = [
        NotAFile(path, reason="folder"),
        NotAFile(path, reason="special"),
        CampaignUnreadable(path),
        CampaignReadOnly(path, reason="file"),
        CampaignReadOnly(path, reason="folder", folder=path.parent),
        CampaignReadOnly(path, reason="needs-writing"),
        CannotCreate(path, folder=path.parent),
        BackupFailed(path, "No space left on device", folder=Path("/data/backups/x")),
        MigrationFailed(path, 4, "RuntimeError: boom"),
        CorruptCampaign(path, reason="version"),
        CampaignIsReadOnly(path),
        NotACampaign(path),
    ]
    texts = [message(error) for error in errors]
    assert len(set(texts)) == len(texts)
    generic = describe_campaign_error(CampaignError(path, "x"))[1]
    assert generic not in texts
