"""Shared test set-up: offscreen Qt, every test isolated in its own folders and given a
fresh temporary campaign (the deferred database is bound to it), property tests run
alike on every run.

Under pytest-xdist (``make test``: one worker per core) each worker is a process of its
own with its own session: its own PostgreSQL server (a temporary folder and a unix socket
of its own, no TCP port), its own Chromium, its own temporary folders. ``--dist loadfile``
(in ``pyproject.toml``) runs each test file whole on one worker, so tests that share
something costly (the package build of ``test_package_bundle.py``) or must not run beside
each other belong in one file."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import uuid
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from hypothesis import HealthCheck, settings
from support.postgres import PostgresServer, find_bin_dir

from campaign_manager.storage import create_campaign, open_campaign
from campaign_manager.storage.models import utcnow

# Property tests draw the same examples on every run (derandomize), so the suite takes the
# same time on every run and a failure reproduces as it is; each test's max_examples is its
# budget. No deadline and no too-slow health check: both measure time and fail on a loaded
# machine, not on a bug. KRONIKAR_HYPOTHESIS=explore draws new examples on each run (and
# keeps failing ones in .hypothesis/) to look for bugs the fixed examples miss; a test that
# sets derandomize itself keeps it.
settings.register_profile(
    "suite", derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("explore", settings.get_profile("suite"), derandomize=False)
settings.load_profile(os.environ.get("KRONIKAR_HYPOTHESIS", "suite"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The order the files run in, which under xdist is the order the workers take them
    (``--no-loadscope-reorder`` in ``pyproject.toml``): the files with a test that takes
    many seconds (marked ``slow``, or ``package``: a build) first, then the others, each
    group with the files of most tests first (xdist's own order). Taken last, as xdist's
    order by number of tests alone put them, a long file of few tests kept one worker busy
    for a minute or more after the other had run out of files."""
    files: dict[str, list[pytest.Item]] = {}
    for item in items:
        files.setdefault(item.nodeid.split("::", 1)[0], []).append(item)

    def order(tests: list[pytest.Item]) -> tuple[bool, int]:
        slow = any(t.get_closest_marker("slow") or t.get_closest_marker("package") for t in tests)
        return (not slow, -len(tests))

    items[:] = [item for tests in sorted(files.values(), key=order) for item in tests]


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """Data, config and documents folders of a test never touch the real user's."""
    home = tmp_path / "home"
    for var, sub in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_DOCUMENTS_DIR", "documents"),
    ):
        path = home / sub
        path.mkdir(parents=True)
        monkeypatch.setenv(var, str(path))
    monkeypatch.setenv("HOME", str(home))
    return home


@pytest.fixture
def campaign_system() -> str:
    """The rule system of the test's campaign; a test module overrides it to test another."""
    return "dakara"


@pytest.fixture(scope="session")
def new_campaign_files(tmp_path_factory):
    """The file ``create_campaign`` makes for a rule system (``of(system)``), made once per
    worker: every test's campaign is a copy of it. Creating runs every migration (about 50
    ms of CPU); the suite's four thousand tests spent minutes on it, most of them never
    touching the campaign."""
    folder = tmp_path_factory.mktemp("new-campaigns")
    made: dict[str, Path] = {}

    def of(system: str) -> Path:
        if system not in made:
            path = folder / f"{system}.kronikar"
            assert create_campaign(path, "Zkušební kampaň", system).close(), "not whole"
            made[system] = path
        return made[system]

    return of


@pytest.fixture(autouse=True)
def campaign(isolated_dirs, tmp_path, campaign_system, new_campaign_files):
    """A fresh campaign in a temporary file, open for the test (Vorta's init_db): a copy of
    the file ``create_campaign`` made for the system, given what is new on every creation
    (an identity of its own, the time it was made), opened as the app opens a file."""
    path = tmp_path / "zkouska.kronikar"
    shutil.copyfile(new_campaign_files(campaign_system), path)
    with contextlib.closing(sqlite3.connect(path)) as connection, connection:
        connection.execute(
            "UPDATE campaign SET uuid = ?, created_at = ?", (uuid.uuid4().hex, str(utcnow()))
        )
    opened = open_campaign(path, backup=False)
    yield opened
    opened.close()


@pytest.fixture(scope="session")
def postgres_server(request):
    """A PostgreSQL server of the machine's binaries for the whole session (started on the
    first test that asks for it, always stopped). Without the binaries or psycopg the tests
    that need it are skipped, except under CI, where that is a failure."""
    bin_dir = find_bin_dir()
    try:
        import psycopg  # noqa: F401
    except ImportError:
        bin_dir = None
    if bin_dir is None:
        why = "PostgreSQL's server binaries or psycopg are not installed"
        if os.environ.get("CI"):
            pytest.fail(why)
        pytest.skip(why)
    server = PostgresServer(bin_dir)
    request.addfinalizer(server.stop)
    return server.start()


@pytest.fixture
def postgres_url(postgres_server):
    """The URL of a fresh empty database on the test server, dropped after the test."""
    name = postgres_server.new_database()
    yield postgres_server.url(name)
    postgres_server.drop_database(name)
