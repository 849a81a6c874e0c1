"""Hostile campaign files: companion files that are symbolic links, schema objects the app
did not create (triggers, views), and a refusal that must leave nothing beside the file."""

from __future__ import annotations

import os
import sqlite3

import pytest

from campaign_manager.storage import CampaignError, create_campaign, open_campaign
from campaign_manager.storage.errors import CompanionLink, ForeignSchema
from campaign_manager.storage.models import Character

pytestmark = pytest.mark.sqlite_only(reason="the campaign file and the files beside it")

COMPANIONS = (".lock", "-wal", "-shm", "-journal")


@pytest.fixture
def closed(tmp_path):
    """A closed campaign file with two characters."""
    path = tmp_path / "cil.kronikar"
    with create_campaign(path, "Cíl", "dakara"):
        Character.create(name="Bořek", sheet={}, notes="jeho")
        Character.create(name="Lenka", sheet={}, notes="její")
    return path


@pytest.mark.parametrize("suffix", COMPANIONS)
def test_a_companion_file_that_is_a_link_is_refused_and_its_target_kept(tmp_path, closed, suffix):
    target = tmp_path / "elsewhere" / "precious.txt"
    target.parent.mkdir()
    target.write_bytes(b"the user's own file\n")
    os.symlink(target, closed.with_name(closed.name + suffix))
    with pytest.raises(CompanionLink) as refused:
        open_campaign(closed)
    assert refused.value.companion == closed.with_name(closed.name + suffix)
    assert target.read_bytes() == b"the user's own file\n"
    assert os.path.islink(closed.with_name(closed.name + suffix))


def test_a_dangling_lock_link_creates_no_file_where_it_points(tmp_path, closed):
    target = tmp_path / "nowhere.txt"
    os.symlink(target, closed.with_name(closed.name + ".lock"))
    with pytest.raises(CompanionLink):
        open_campaign(closed)
    assert not target.exists()


def test_a_lock_link_made_while_the_campaign_is_closed_by_its_holder_is_never_followed(
    tmp_path, closed
):
    """The holder's file is made new, never written through: a link planted in the
    moment between the check and the write is not followed."""
    from campaign_manager.storage.locking import FileLock

    target = tmp_path / "precious.txt"
    target.write_bytes(b"keep")
    lock = FileLock(closed)
    os.symlink(target, lock.path)
    assert lock.acquire()
    try:
        assert target.read_bytes() == b"keep"
    finally:
        lock.release()
    assert target.read_bytes() == b"keep"


FOREIGN = (
    "CREATE TRIGGER rewrite AFTER UPDATE ON character BEGIN "
    "UPDATE character SET notes = 'přepsáno' WHERE id != NEW.id; END",
    "CREATE TRIGGER hang BEFORE UPDATE ON character BEGIN "
    "SELECT COUNT(*) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) "
    "SELECT i FROM n); END",
    "CREATE VIEW everyone AS SELECT name FROM character",
    "CREATE INDEX sneaky ON character (notes)",
    "CREATE TABLE extra (x)",
)


def run(path, statement: str) -> None:
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(statement)
    conn.close()


@pytest.mark.parametrize("statement", FOREIGN, ids=["trigger", "endless", "view", "index", "table"])
def test_a_file_with_schema_objects_the_app_did_not_create_is_refused(closed, statement):
    run(closed, statement)
    before = closed.read_bytes()
    with pytest.raises(ForeignSchema) as refused:
        open_campaign(closed)
    assert refused.value.objects  # named, for the message
    assert closed.read_bytes() == before
    conn = sqlite3.connect(closed)
    try:
        assert [n for (n,) in conn.execute("SELECT notes FROM character ORDER BY id")] == [
            "jeho",
            "její",
        ]
    finally:
        conn.close()


def test_a_new_campaign_holds_only_objects_the_check_knows(tmp_path):
    """Every object a new campaign gets is one the check knows (nothing of the app's own
    is taken for foreign; the upgrade tests open files of every older schema)."""
    with create_campaign(tmp_path / "nova.kronikar", "Nová", "dakara"):
        Character.create(name="Bořek", sheet={})
    with open_campaign(tmp_path / "nova.kronikar") as again:
        assert again.name == "Nová"


@pytest.mark.parametrize(
    "spoil",
    [
        lambda path: path.write_bytes(path.read_bytes()[:50]),  # damaged
        lambda path: run(path, "CREATE VIEW v AS SELECT 1"),
        lambda path: os.symlink(path.with_name("x"), path.with_name(path.name + "-shm")),
    ],
    ids=["damaged", "foreign", "link"],
)
def test_a_failed_open_leaves_no_log_beside_the_file(closed, spoil):
    spoil(closed)
    beside = {p.name for p in closed.parent.iterdir()}
    with pytest.raises(CampaignError):
        open_campaign(closed)
    assert {p.name for p in closed.parent.iterdir()} == beside
    assert not closed.with_name(closed.name + "-wal").exists()


def test_a_newer_schema_with_tables_of_its_own_is_told_newer_not_foreign(closed):
    from campaign_manager.storage import NewerSchema
    from campaign_manager.storage.migrations import CURRENT_VERSION

    run(closed, "CREATE TABLE from_the_future (x)")
    run(closed, f"UPDATE schema_version SET version = {CURRENT_VERSION + 1}")
    with pytest.raises(NewerSchema):
        open_campaign(closed)
