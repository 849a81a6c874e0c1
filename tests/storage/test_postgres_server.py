"""The test PostgreSQL server: started from the machine's binaries, a socket only, fsync off,
a fresh database per test, and stopped cleanly."""

from __future__ import annotations

import psycopg
import pytest
from support.postgres import PostgresServer, find_bin_dir

pytestmark = pytest.mark.slow


def test_the_server_answers_on_its_socket_only(postgres_server, postgres_url):
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT 1").fetchone() == (1,)
        assert conn.execute("SHOW listen_addresses").fetchone() == ("",)
        assert conn.execute("SHOW fsync").fetchone() == ("off",)
        assert conn.execute(
            "SELECT rolsuper FROM pg_roles WHERE rolname = current_user"
        ).fetchone() == (True,)
        assert conn.execute("SHOW unix_socket_directories").fetchone()[0] == str(
            postgres_server.socket_dir
        )


def test_each_test_has_its_own_empty_database(postgres_server, postgres_url):
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute("CREATE TABLE left_behind (x int)")
    other = postgres_server.new_database()
    try:
        with psycopg.connect(postgres_server.url(other)) as conn:
            assert conn.execute("SELECT to_regclass('left_behind')").fetchone() == (None,)
    finally:
        postgres_server.drop_database(other)
    with postgres_server.admin() as conn:
        names = [row[0] for row in conn.execute("SELECT datname FROM pg_database")]
    assert other not in names


@pytest.mark.usefixtures("postgres_server")  # skipped where the binaries are missing
def test_a_second_server_starts_and_stops_whatever_is_connected():
    server = PostgresServer(find_bin_dir()).start()
    try:
        conn = psycopg.connect(server.url())
        conn.execute("BEGIN")
    finally:
        server.stop()
    assert not server.folder.exists()
    server.stop()  # twice is harmless (the finalizer and atexit both call it)
    with pytest.raises(psycopg.OperationalError):
        conn.execute("SELECT 1")
    conn.close()
