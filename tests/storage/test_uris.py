"""A server's address as it is shown and kept: every password left out, the rest exactly
as written (issue 37, item 9)."""

from __future__ import annotations

from urllib.parse import quote

from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.storage.server_backup import _without_password
from campaign_manager.storage.uris import carries_password, shown

passwords = st.text(min_size=1, max_size=20)


@given(password=passwords, other=passwords)
def test_shown_leaves_out_every_password_and_keeps_the_rest(password, other):
    secret, second = quote(password, safe=""), quote(other, safe="")
    cases = {
        f"postgresql://jana:{secret}@hrad:5432/stiny": "postgresql://jana@hrad:5432/stiny",
        f"postgresql://jana@hrad/stiny?sslmode=require&password={secret}&x=a+b": (
            "postgresql://jana@hrad/stiny?sslmode=require&x=a+b"
        ),
        f"postgresql:///stiny?host=%2Frun&sslpassword={second}&password={secret}": (
            "postgresql:///stiny?host=%2Frun"
        ),
        f"postgres://:{secret}@h1,h2:5433/stiny?password={second}": "postgres://h1,h2:5433/stiny",
    }
    for url, expected in cases.items():
        assert shown(url) == expected
        assert carries_password(url) and not carries_password(shown(url))
        assert shown(shown(url)) == shown(url)


@given(password=passwords)
def test_pg_dump_gets_the_password_by_its_environment_never_by_its_command_line(password):
    secret = quote(password, safe="")
    for url in (
        f"postgresql://jana:{secret}@hrad/stiny",
        f"postgresql://jana:jine@hrad/stiny?password={secret}",  # libpq: the query's wins
    ):
        address, given_password = _without_password(url)
        assert given_password == password
        assert address == "postgresql://jana@hrad/stiny"


def test_an_address_with_no_password_is_kept_as_written():
    for url in (
        "postgresql://jana@hrad/stiny",
        "postgresql:///stiny?host=%2Frun",
        "POSTGRES://x@h/d",
    ):
        assert shown(url) == url and not carries_password(url)
