"""The player view's address key: read aloud or typed from a screen, it holds no characters
that look alike (l, I, 1, 0, O, o), still carries at least 128 random bits, and a key made
by an older version (any URL-safe text) still opens the page."""

from __future__ import annotations

import json
import math
import secrets
import urllib.error
import urllib.request

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.web import PlayerViewServer, new_token
from campaign_manager.web.server import KEY_ALPHABET

LOOKALIKES = set("lI10Oo")


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=10))
def test_a_new_key_holds_no_characters_that_look_alike(_n):
    key = new_token()
    assert not LOOKALIKES & set(key), key
    assert set(key) <= set(KEY_ALPHABET)
    assert len(key) >= 16  # what the campaign's stored key must be to be used


def test_a_new_key_is_as_hard_to_guess_as_before():
    assert not LOOKALIKES & set(KEY_ALPHABET)
    assert len(new_token()) * math.log2(len(KEY_ALPHABET)) >= 128
    assert len({new_token() for _ in range(200)}) == 200


def _status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_an_old_key_with_lookalikes_still_opens_the_page():
    old = "lI10O-" + secrets.token_urlsafe(16)  # as older versions made them, and worse
    server = PlayerViewServer(old)
    server.publish({"mode": "idle", "lang": "en"})
    server.start(["127.0.0.1"], 0)
    try:
        assert server.url().endswith(f"/{old}/")
        assert _status(server.url()) == 200
        with urllib.request.urlopen(server.url() + "view.json", timeout=10) as answer:
            assert json.loads(answer.read())["mode"] == "idle"
        assert _status(server.url().replace(old, new_token())) == 403
    finally:
        server.stop()
