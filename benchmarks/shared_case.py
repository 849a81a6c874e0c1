"""A shared campaign on a PostgreSQL server on this machine, against a campaign file.

Three lines: an edit's round trip (applied and committed) on a loopback server against
the same edit in a file (goal ≤ 3×); another client's edit reaching this window's roster
(from its commit to the roster showing it; goal: median ≤ 250 ms); opening 10,000
characters from the server until the roster shows them, against raw psycopg reading the
same rows (goal ≤ 2×). The server is the tests' throw-away one
(``tests/support/postgres.py``: the machine's server binaries, ``fsync=off``, a unix
socket); without them the lines say so.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from common import FRAME_MS, RUNS, Line, Runs, campaign_with, main_window

EDITS = 50
HEARD = 30
CHARACTERS = 10_000


def _server():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from support.postgres import PostgresServer, find_bin_dir

    bin_dir = find_bin_dir()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL's server binaries are not installed")
    return PostgresServer(bin_dir).start()


def _edit_round_trip(location, name: str) -> Runs:
    """The times of committed edits of a character's player, in ms."""
    from campaign_manager.storage import create_campaign
    from campaign_manager.storage.changes import AddCharacter, UpdateCharacter

    campaign = create_campaign(location, name, "dakara")
    try:
        added = AddCharacter({"name": "Bořek", "sheet": {"level": "mistr"}})
        added.apply(campaign)
        samples = []
        for number in range(EDITS):
            start = time.perf_counter()
            UpdateCharacter(added.id, {"player": f"hráč {number}"}).apply(campaign)
            samples.append((time.perf_counter() - start) * 1000)
        return Runs(tuple(samples))
    finally:
        campaign.close()


def _heard(server, url: str) -> Runs:
    """The times from another client's commit to this window's roster showing it."""
    import psycopg
    from PySide6.QtWidgets import QApplication

    from campaign_manager.storage import create_campaign
    from campaign_manager.storage.changes import AddCharacter

    create_campaign(url, "Slyšet", "dakara").close()
    window = main_window()
    window.open_campaign(url)
    added = AddCharacter({"name": "Bořek"})
    window.session.perform(added, "Add")
    model = window.roster.model
    samples = []
    with psycopg.connect(url + "&application_name=druhy", autocommit=True) as other:
        for number in range(HEARD):
            name = f"Bořek {number}"
            other.execute(
                "UPDATE character SET name = %s, version = version + 1, changed_by = 'druhy' "
                "WHERE id = %s",
                (name, added.id),
            )
            start = time.perf_counter()
            deadline = start + 5
            while time.perf_counter() < deadline:
                QApplication.processEvents()
                row = model.row_of(added.id)
                if row is not None and model.record(row).name == name:
                    break
                time.sleep(0.001)
            samples.append((time.perf_counter() - start) * 1000)
    window.close_campaign()
    window.close()
    return Runs(tuple(samples))


def _raw_read(url: str) -> float:
    import psycopg

    start = time.perf_counter()
    with psycopg.connect(url) as conn:  # jsonb decoded by psycopg itself
        rows = conn.execute(
            "SELECT id, name, kind, player, tags, notes, summary, updated_at FROM character"
        ).fetchall()
    assert len(rows) == CHARACTERS
    return (time.perf_counter() - start) * 1000


def _open_large(tmp: Path, url: str) -> tuple[Runs, Runs]:
    from campaign_manager.storage import open_campaign
    from campaign_manager.storage.server import publish

    source = open_campaign(campaign_with(tmp, CHARACTERS))
    try:
        publish(url)
    finally:
        source.close()
    raw = Runs(tuple(_raw_read(url) + FRAME_MS for _ in range(RUNS)))
    window = main_window()
    samples = []
    for _ in range(RUNS):
        start = time.perf_counter()
        window.open_campaign(url)
        samples.append((time.perf_counter() - start) * 1000)
        assert window.roster.model.rowCount() == CHARACTERS
        window.close_campaign()
    window.close()
    return Runs(tuple(samples)), raw


def shared(tmp: Path) -> list[Line]:
    server = _server()
    try:
        lines = []
        file_edit = _edit_round_trip(tmp / "edit.kronikar", "Soubor")
        server_edit = _edit_round_trip(server.url(server.new_database("bench")), "Server")
        lines.append(
            Line(
                "an edit's round trip, loopback PostgreSQL",
                server_edit,
                "the same edit in a campaign file",
                file_edit,
                "≤ 3×",
                server_edit.median / file_edit.median <= 3,
            )
        )
        heard = _heard(server, server.url(server.new_database("bench")))
        lines.append(
            Line(
                "another client's edit shown in the roster",
                heard,
                "the goal (median, from its commit)",
                Runs.fixed(250.0),
                "≤ 250 ms",
                heard.median <= 250,
            )
        )
        opened, raw = _open_large(tmp, server.url(server.new_database("bench")))
        lines.append(
            Line(
                f"open {CHARACTERS:,} characters from PostgreSQL",
                opened,
                "raw psycopg reading the rows + JSON + one frame",
                raw,
                "≤ 2×",
                opened.median / raw.median <= 2,
            )
        )
        return lines
    finally:
        server.stop()
