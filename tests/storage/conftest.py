"""The storage suite runs on both backends: each test's campaign is a SQLite file, and
again a database on the test PostgreSQL server. A module or test about the file itself
(locks, inodes, backups, the write-ahead log, a full disk) is marked
``sqlite_only(reason=...)`` and runs on the file only."""

from __future__ import annotations

import pytest

from campaign_manager.storage import create_campaign

BACKENDS = ("sqlite", "postgresql")


def pytest_generate_tests(metafunc):
    if "backend" in metafunc.fixturenames:
        only = metafunc.definition.get_closest_marker("sqlite_only")
        if only is not None and not only.kwargs.get("reason"):
            raise pytest.UsageError(f"{metafunc.definition.nodeid}: sqlite_only needs a reason")
        metafunc.parametrize("backend", ["sqlite"] if only else BACKENDS)


@pytest.fixture
def campaign_location(backend, tmp_path, request):
    """Where the test's campaign is made: a new file, or a new empty server database."""
    if backend == "sqlite":
        return tmp_path / "zkouska.kronikar"
    return request.getfixturevalue("postgres_url")


@pytest.fixture(autouse=True)
def campaign(isolated_dirs, campaign_location, campaign_system):
    """A fresh campaign on the test's backend, open for the test."""
    opened = create_campaign(campaign_location, "Zkušební kampaň", campaign_system)
    yield opened
    opened.close()
