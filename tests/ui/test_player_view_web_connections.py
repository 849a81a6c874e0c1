"""The player view server against the network: connections that never finish their headers
are closed, one address holds only a few at a time (the players' phones still get the
page), and no answer names the server's software and its versions."""

from __future__ import annotations

import socket
import time

import pytest
from web_browser import fetch

from campaign_manager.web import PlayerViewServer, connections

#: an address of this machine's loopback other than the player's 127.0.0.1 (Linux answers
#: for all of 127.0.0.0/8): the connections that stall come from it
STALLER = "127.0.0.2"
#: as the report had it
STALLED = 400
#: generous: a loaded machine; the tests wait for a condition, never for a time
WAIT_SECONDS = 60.0


@pytest.fixture
def server():
    server = PlayerViewServer()
    server.start(["127.0.0.1"], 0)
    yield server
    server.stop()


def _stall(server: PlayerViewServer, count: int) -> list[socket.socket]:
    """``count`` connections from STALLER that send half a request line and wait."""
    stalled = []
    for _ in range(count):
        connection = socket.create_connection(
            ("127.0.0.1", server.port), timeout=WAIT_SECONDS, source_address=(STALLER, 0)
        )
        connection.sendall(f"GET /{server.token[:6]}".encode())
        stalled.append(connection)
    return stalled


def _closed(connection: socket.socket, wait: float) -> bool:
    """Whether the server closed ``connection`` (waiting up to ``wait`` seconds)."""
    connection.settimeout(wait)
    try:
        return connection.recv(1024) == b""
    except (ConnectionResetError, BrokenPipeError):
        return True
    except (TimeoutError, BlockingIOError):
        return False


def test_one_address_holds_only_a_few_connections_and_players_still_get_the_page(
    server, monkeypatch
):
    monkeypatch.setattr(connections, "HEADER_SECONDS", 3600.0)  # only the cap counts here
    stalled = _stall(server, STALLED)
    try:
        # a player's phone (another address) gets the page while they wait
        assert fetch(server.url())[0] == 200
        deadline = time.monotonic() + WAIT_SECONDS
        open_ = list(stalled)
        while len(open_) > connections.MAX_CONNECTIONS_PER_ADDRESS:
            assert time.monotonic() < deadline, f"{len(open_)} of {STALLED} held open"
            open_ = [c for c in open_ if not _closed(c, 0.05)]
        assert len(open_) == connections.MAX_CONNECTIONS_PER_ADDRESS
        assert not any(_closed(c, 0) for c in open_)  # the first few are held, as any are
    finally:
        for connection in stalled:
            connection.close()


def test_connections_that_never_finish_their_headers_are_closed(server, monkeypatch):
    monkeypatch.setattr(connections, "HEADER_SECONDS", 0.5)
    monkeypatch.setattr(connections, "MAX_CONNECTIONS_PER_ADDRESS", STALLED + 1)
    stalled = _stall(server, STALLED)
    try:
        assert all(_closed(c, WAIT_SECONDS) for c in stalled)
        # and a request that does come whole is answered, on a connection kept alive
        with socket.create_connection(("127.0.0.1", server.port), timeout=WAIT_SECONDS) as one:
            request = f"GET /{server.token}/view.json HTTP/1.1\r\nHost: x\r\n\r\n".encode()
            one.sendall(request)
            assert one.recv(65536).startswith(b"HTTP/1.1 200")
            # then it owes the next request's headers in time too
            one.sendall(b"GET /")
            assert _closed(one, WAIT_SECONDS)
    finally:
        for connection in stalled:
            connection.close()


def test_a_connection_without_the_players_address_is_answered_and_closed(server, monkeypatch):
    """A request that does not carry the players' address gets its 403 and the connection
    goes: a script guessing addresses holds nothing open between its guesses."""
    monkeypatch.setattr(connections, "HEADER_SECONDS", 3600.0)  # only the 403 counts here
    wrong = "x" * len(server.token)
    with socket.create_connection(("127.0.0.1", server.port), timeout=WAIT_SECONDS) as one:
        one.sendall(f"GET /{wrong}/view.json HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        answer = b""
        while b"403 Forbidden" not in answer:
            part = one.recv(65536)
            assert part, answer
            answer += part
        assert answer.startswith(b"HTTP/1.1 403")
        assert b"connection: close" in answer.lower()
        assert _closed(one, WAIT_SECONDS)
    # the players' own connection is kept alive between their requests
    with socket.create_connection(("127.0.0.1", server.port), timeout=WAIT_SECONDS) as one:
        one.sendall(f"GET /{server.token}/view.json HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        assert one.recv(65536).startswith(b"HTTP/1.1 200")
        assert not _closed(one, 0.2)


def _raw_answer(server: PlayerViewServer, request: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", server.port), timeout=WAIT_SECONDS) as one:
        one.sendall(request)
        answer = b""
        while b"\r\n\r\n" not in answer:
            part = one.recv(65536)
            if not part:
                break
            answer += part
        return answer.split(b"\r\n\r\n", 1)[0]


def test_no_answer_names_the_software_or_its_versions(server):
    url = server.url()
    origin = url.rsplit("/", 2)[0]
    heads = [
        fetch(url)[2],  # the page
        fetch(url + "view.json")[2],
        fetch(url + "image")[2],  # 404
        fetch(origin + "/nope/")[2],  # 403
        fetch(url, "POST")[2],  # 405
    ]
    answers = [
        "\r\n".join(f"{key}: {value}" for key, value in head.items()).encode() for head in heads
    ]
    answers.append(_raw_answer(server, b"GET /\x00 HTTP/1.1\r\n\r\n"))  # 400 from the parser
    key = "dGhlIHNhbXBsZSBub25jZQ=="
    upgrade = (
        f"GET /{server.token}/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
        f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
    )
    answers.append(_raw_answer(server, upgrade.encode()))
    assert answers[-1].startswith(b"HTTP/1.1 101")
    assert answers[-2].split(b" ")[1] == b"400"
    for answer in answers:
        lowered = answer.lower()
        assert b"python" not in lowered and b"aiohttp" not in lowered, answer.decode()
