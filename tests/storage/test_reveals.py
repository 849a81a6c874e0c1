"""What the GM shows the players (schema 17): shown, taken back, shown again and dismissed
from the TV as undoable, logged steps on a file and on a server; a picture that is none, or
too large, is refused in words; a hostile file's rows are read the safe way; an older file
gains the table after a backup, atomically; a copy of the campaign keeps them."""

from __future__ import annotations

import sqlite3

import pytest
from peewee import SqliteDatabase

from campaign_manager.storage import open_campaign
from campaign_manager.storage.changes.reveals import (
    RevealRefused,
    dismiss_reveal,
    show_reveal,
    withdraw_reveal,
)
from campaign_manager.storage.migrations import CURRENT_VERSION, migrate_to, schema_version
from campaign_manager.storage.models import LogEntry
from campaign_manager.storage.queries import reveal_image, reveals
from campaign_manager.storage.reveals import MAX_REVEAL_IMAGE_BYTES

PNG = b"\x89PNG\r\n\x1a\n" + b"\x00" * 40
WEBP = b"RIFF\x00\x00\x00\x00WEBPVP8 " + b"\x00" * 20


def _log_texts():
    return [row.text_en for row in LogEntry.select().order_by(LogEntry.id)]


def test_a_text_reveal_is_shown_taken_back_and_undone(campaign):
    step = show_reveal(
        {"kind": "text", "title": " Dopis ", "body": "Sejdeme se u mlýna.", "audience": ["3"]},
        ["Bořek"],
    )
    step.apply(campaign)
    [row] = reveals()
    assert {k: row[k] for k in ("kind", "title", "body", "has_image", "audience")} == {
        "kind": "text",
        "title": "Dopis",
        "body": "Sejdeme se u mlýna.",
        "has_image": False,
        "audience": ["3"],
    }
    assert row["withdrawn"] is False and row["dismissed"] is False and row["created"]
    assert _log_texts() == ["Shown to the players (Bořek): Dopis"]

    back = withdraw_reveal(row)
    back.apply(campaign)
    assert reveals()[0]["withdrawn"] is True
    assert _log_texts()[-1] == "Taken back from the players: Dopis"
    back.revert(campaign)
    assert reveals()[0]["withdrawn"] is False
    back.apply(campaign)  # redo
    again = withdraw_reveal(reveals()[0], withdrawn=False)
    again.apply(campaign)
    assert reveals()[0]["withdrawn"] is False

    again.revert(campaign)
    back.revert(campaign)
    step.revert(campaign)
    assert reveals() == []
    assert _log_texts() == []
    step.apply(campaign)  # redo brings back the same reveal
    assert [r["id"] for r in reveals()] == [row["id"]]


def test_a_picture_is_kept_apart_and_dismissed_from_the_tv(campaign):
    show_reveal({"kind": "image", "title": "Mapa", "image": WEBP}).apply(campaign)
    show_reveal({"kind": "text", "title": "Druhý"}).apply(campaign)
    first, second = reveals()
    assert (first["title"], second["title"]) == ("Mapa", "Druhý")  # oldest first
    assert first["has_image"] and not second["has_image"]
    assert "image" not in first  # the bytes are not in the rows
    assert reveal_image(first["id"]) == WEBP
    assert reveal_image(second["id"]) is None
    assert reveal_image(9999) is None
    step = dismiss_reveal(first)
    step.apply(campaign)
    assert reveals()[0]["dismissed"] is True
    step.revert(campaign)
    assert reveals()[0]["dismissed"] is False
    step.apply(campaign)
    shown = withdraw_reveal(reveals()[0])
    shown.apply(campaign)
    withdraw_reveal(reveals()[0], withdrawn=False).apply(campaign)
    assert reveals()[0]["dismissed"] is False  # shown again: on the TV again


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ({"kind": "image", "title": "Mapa", "image": b"MZ\x90\x00 not a picture"}, "not a PNG"),
        ({"kind": "image", "title": "Mapa"}, "Choose the picture"),
        (
            {"kind": "image", "title": "Mapa", "image": PNG + b"\0" * MAX_REVEAL_IMAGE_BYTES},
            "larger",
        ),
        ({"kind": "poster", "title": "X"}, "unknown kind"),
        ({"kind": "text", "title": "", "body": "  "}, "neither a title"),
        ({"kind": "text", "title": "X", "audience": ["Bořek"]}, "Whom"),
        ({"kind": "text", "title": "X" * 201}, "longer"),
    ],
)
def test_a_bad_reveal_is_refused_in_words_and_nothing_is_kept(campaign, values, words):
    with pytest.raises(RevealRefused) as refused:
        show_reveal(values).apply(campaign)
    assert words in refused.value.text.en and refused.value.text.cs
    assert reveals() == []


def test_a_kept_step_of_a_picture_reveal_comes_back_from_the_history(campaign):
    from campaign_manager.storage.history import decode, encode

    step = show_reveal({"kind": "image", "title": "Mapa", "image": PNG, "audience": ["2"]})
    step.apply(campaign)
    change, _ = decode(encode(step)[0])
    change.revert(campaign)
    assert reveals() == []
    change.apply(campaign)
    assert reveal_image(reveals()[0]["id"]) == PNG


@pytest.mark.sqlite_only(reason="a hostile campaign file's rows")
def test_a_hostile_file_s_reveal_is_meant_for_nobody(campaign):
    path = campaign.location
    campaign.database.execute_sql(
        "INSERT INTO reveal (kind, title, body, image, audience, withdrawn, dismissed, "
        "created_at, updated_at) VALUES ('virus', 'Past', 'x', X'4d5a9000', "
        "'{\"all\": true}', 0, 0, '2026-01-01 10:00:00', '2026-01-01 10:00:00')"
    )
    assert path
    [row] = reveals()
    assert row["audience"] == ["-1"]  # no PC has that id: nobody's notebook holds it
    assert row["kind"] == "text"
    assert reveal_image(row["id"]) is None  # bytes that are no picture are never given
    huge = b"\x89PNG\r\n\x1a\n" + bytes(MAX_REVEAL_IMAGE_BYTES)
    campaign.database.execute_sql("UPDATE reveal SET image = ?", (huge,))
    assert reveal_image(row["id"]) is None  # nor more than a reveal may keep


def test_a_copy_of_the_campaign_keeps_its_reveals(campaign, tmp_path):
    from campaign_manager.storage.copying import copy_rows

    show_reveal({"kind": "image", "title": "Mapa", "image": PNG, "audience": ["4"]}).apply(campaign)
    target = SqliteDatabase(str(tmp_path / "kopie.kronikar"))
    migrate_to(target)
    with target.atomic():
        copy_rows(campaign.database, target)
    row = target.execute_sql("SELECT title, image, audience FROM reveal").fetchone()
    assert (row[0], bytes(row[1]), row[2]) == ("Mapa", PNG, '["4"]')
    target.close()


def _old_file(path, version: int) -> None:
    database = SqliteDatabase(str(path))
    migrate_to(database, version)
    database.close()
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO campaign (name, system, description, settings, created_at, uuid) "
        "VALUES ('Stará kampaň', 'dakara', '', '{}', '2025-01-01 10:00:00', 'b2')"
    )
    conn.commit()
    conn.close()


@pytest.mark.sqlite_only(reason="upgrading a campaign file of schema 16")
def test_a_schema_16_file_gains_the_table_with_a_backup(tmp_path):
    path = tmp_path / "stara.kronikar"
    _old_file(path, 16)
    with open_campaign(path) as opened:
        assert schema_version(opened.database) == CURRENT_VERSION == 17
        assert reveals() == []
        backup = opened.migration_backup
    assert backup is not None and backup.exists()
    conn = sqlite3.connect(backup)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchall() == [(16,)]
    finally:
        conn.close()


@pytest.mark.sqlite_only(reason="upgrading a campaign file of schema 16")
def test_the_step_to_schema_17_is_atomic(tmp_path, monkeypatch):
    from campaign_manager.storage import migrations

    path = tmp_path / "half.kronikar"
    _old_file(path, 16)
    real = migrations.STEPS[17]

    def broken(database):
        real(database)
        raise RuntimeError("disk pulled out")

    monkeypatch.setitem(migrations.STEPS, 17, broken)
    with pytest.raises(RuntimeError, match="disk pulled out"):
        open_campaign(path)
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == 16
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert "reveal" not in tables
    finally:
        conn.close()
