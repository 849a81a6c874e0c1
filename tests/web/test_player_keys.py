"""Each player's own address (issue 40): a key opens its page with its own payload and
never another key's; a dropped key is cut off at once while the others stay; a page's
requests reach the GM's handler with the right character, on the server's thread, only
when well-formed and within the rate; answers reach only that key's pages; a reveal's image
is served only to a key whose notebook holds it."""

from __future__ import annotations

import json
import threading
import urllib.error
import urllib.request
from queue import Empty, Queue

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.page_sockets import WAIT_SECONDS, Loop

from campaign_manager.player_view.requests import (
    MAX_REQUEST_BYTES,
    PlayerRequest,
    RequestRefused,
    parse_request,
)
from campaign_manager.web import PLAYER_KEYS_SETTING, PlayerViewServer, new_token
from campaign_manager.web import player_requests as said

PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00"
    b"\x00\x90wS\xde\x00\x00\x00\x0cIDATx\x9cc\xf8\xcf\xc0\x00\x00\x03\x01\x01\x00\xc9\xfe"
    b"\x92\xef\x00\x00\x00\x00IEND\xaeB`\x82"
)
SHARED = {"mode": "idle", "lang": "cs", "idle": {"name": "Kampaň u Brodu", "image": None}}


def own(name: str, secret: str, notebook: list | None = None) -> dict:
    """A player's payload as the GM's side would publish it (the shared one plus ``me``)."""
    me = {"combatant": "c" + name, "name": name, "numbers": [{"label": "Výdrž", "value": secret}]}
    return {**SHARED, "me": me, "notebook": notebook or []}


class Clock:
    """The server's clock in a test: it moves only when the test moves it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Calls:
    """The request handler of a test: what it got, and on which thread."""

    def __init__(self) -> None:
        self.queue: Queue = Queue()

    def __call__(self, key: str, character_id: str, request: PlayerRequest) -> None:
        self.queue.put((key, character_id, request, threading.current_thread().name))

    def next(self) -> tuple:
        return self.queue.get(timeout=WAIT_SECONDS)

    def empty(self) -> bool:
        try:
            self.queue.get_nowait()
        except Empty:
            return True
        return False


@pytest.fixture
def loop():
    running = Loop()
    yield running
    running.close()


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def server(clock):
    served = PlayerViewServer(clock=clock)
    served.publish(SHARED)
    served.start(["127.0.0.1"], 0)
    try:
        yield served
    finally:
        served.stop()


def _status(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=WAIT_SECONDS) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def _address(server: PlayerViewServer, key: str) -> str:
    return server.url().replace(server.token, key)


def _keys(server: PlayerViewServer, count: int) -> list[str]:
    keys = [new_token() for _ in range(count)]
    server.set_player_keys({key: str(number + 1) for number, key in enumerate(keys)})
    return keys


def test_the_setting_s_name_is_the_contract_s():
    assert PLAYER_KEYS_SETTING == "player_view_player_keys"


def test_a_key_opens_its_own_page_and_never_another_key_s(server, loop):
    first, second, third = _keys(server, 3)
    server.publish_player(first, own("Bořek", "Qz-first"))
    server.publish_player(second, own("Ela", "Qz-second"))
    for key, mine, theirs in (
        (first, b"Qz-first", b"Qz-second"),
        (second, b"Qz-second", b"Qz-first"),
    ):
        url = _address(server, key)
        page, view = _status(url), _status(url + "view.json")
        assert page[0] == view[0] == 200
        assert json.loads(view[1])["me"]["numbers"][0]["value"] == mine.decode()
        with urllib.request.urlopen(url + "events", timeout=WAIT_SECONDS) as stream:
            event = stream.read1(65536)
        socket = loop.socket(url)
        frame = socket.frame()
        socket.close()
        sent = page[1] + view[1] + event + json.dumps(frame).encode()
        assert mine in sent and theirs not in sent
    # a key without its own payload yet shows the shared one, never a player's
    assert json.loads(_status(_address(server, third) + "view.json")[1]) == SHARED
    assert json.loads(_status(server.url() + "view.json")[1]) == SHARED
    # a key nobody was given, or a broken one in the settings, opens nothing
    server.set_player_keys({first: "1", second: "2", third: "3", "short": "4", "a/b" * 8: "5"})
    for wrong in (new_token(), "short", first[:-1]):
        assert _status(_address(server, wrong))[0] == 403


def test_a_dropped_key_is_cut_off_at_once_and_another_key_s_page_stays(server, loop):
    first, second = _keys(server, 2)
    server.publish_player(first, own("Bořek", "Qz-first"))
    server.publish_player(second, own("Ela", "Qz-second"))
    watching = loop.socket(server.url())
    one, other = loop.socket(_address(server, first)), loop.socket(_address(server, second))
    assert "me" not in watching.frame()
    assert one.frame()["me"]["name"] == "Bořek" and other.frame()["me"]["name"] == "Ela"
    server.set_player_keys({second: "2"})
    assert one.closed_by_server()
    assert _status(_address(server, first))[0] == 403
    assert _status(_address(server, first) + "view.json")[0] == 403
    # the other player's page and the shared page go on
    server.publish_player(second, own("Ela", "Qz-later"))
    assert other.frame()["me"]["numbers"][0]["value"] == "Qz-later"
    server.publish({**SHARED, "idle": {"name": "Jiná", "image": None}})
    assert watching.frame()["idle"]["name"] == "Jiná"
    # a renewed shared token closes the shared pages only
    server.set_token(new_token())
    assert watching.closed_by_server()
    server.publish_player(second, own("Ela", "Qz-last"))
    assert other.frame()["me"]["numbers"][0]["value"] == "Qz-last"
    # the key back (the GM's undo): it opens again, with the shared payload until the next
    server.set_player_keys({first: "1", second: "2"})
    assert json.loads(_status(_address(server, first) + "view.json")[1]) == {
        **SHARED,
        "idle": {"name": "Jiná", "image": None},
    }


def test_a_request_reaches_the_handler_with_its_character_and_the_answer_only_its_page(
    server, loop
):
    calls = Calls()
    server.set_request_handler(calls)
    first, second = _keys(server, 2)
    one, other = loop.socket(_address(server, first)), loop.socket(_address(server, second))
    also_one = loop.socket(_address(server, first))
    for socket in (one, other, also_one):
        socket.frame()
    one.send_json({"id": 7, "kind": "initiative", "roll": 14})
    other.send_json({"id": 3, "kind": "propose", "what": "damage_taken", "amount": 5})
    got = {calls.next()[:3] for _ in range(2)}
    assert got == {
        (first, "1", PlayerRequest(id=7, kind="initiative", roll=14)),
        (second, "2", PlayerRequest(id=3, kind="propose", what="damage_taken", amount=5)),
    }
    one.send_json({"id": 8, "kind": "end_turn"})
    assert calls.next()[3] == "player-view-web"  # on the server's thread
    server.answer(first, 7, True, "Iniciativa 14 zapsána")
    server.answer(second, 3, False, "Vypravěč návrh zamítl")
    assert one.frame() == {"answer": 7, "ok": True, "text": "Iniciativa 14 zapsána"}
    assert also_one.frame() == {"answer": 7, "ok": True, "text": "Iniciativa 14 zapsána"}
    # the other page's next frame is its own answer: the first player's never came
    assert other.frame() == {"answer": 3, "ok": False, "text": "Vypravěč návrh zamítl"}
    assert calls.empty()


def test_malformed_oversized_and_binary_requests_are_refused_in_words(server, loop):
    calls = Calls()
    server.set_request_handler(calls)
    (key,) = _keys(server, 1)
    server.publish_player(key, {**own("Bořek", "1"), "lang": "cs"})
    socket = loop.socket(_address(server, key))
    socket.frame()
    wrong = [
        "not json at all",
        json.dumps({"id": 4, "kind": "steal"}),
        json.dumps({"id": 5, "kind": "initiative", "roll": "fourteen"}),
        json.dumps({"id": 6, "kind": "propose", "what": "note", "text": "x" * 300}),
        json.dumps({"id": 9, "kind": "propose", "what": "note", "text": "y" * 1100}),
        json.dumps([1, 2, 3]),
    ]
    for text in wrong:
        socket.send(text)
        answer = socket.answer()
        assert answer["ok"] is False and answer["text"], text
        with pytest.raises(RequestRefused) as refused:
            parse_request(text)
        assert answer["text"] == refused.value.text.cs  # the page's language
    socket.send(b"\x00\x01binary")
    assert socket.answer() == {"answer": None, "ok": False, "text": said.NOT_TEXT.cs}
    # the ids the server could read are the answers' ids
    socket.send(json.dumps({"id": 12, "kind": "initiative", "roll": -3}))
    assert socket.answer()["answer"] == 12
    assert calls.empty()
    # a message larger than any request is not read at all: the page is closed
    socket.send("z" * (said.MAX_MESSAGE_BYTES + 1))
    assert socket.closed_by_server()
    assert calls.empty()
    assert len(wrong[4].encode()) > MAX_REQUEST_BYTES  # (the oversized one above)


def test_the_eleventh_request_in_ten_seconds_is_refused_and_never_forwarded(server, loop, clock):
    calls = Calls()
    server.set_request_handler(calls)
    (key,) = _keys(server, 1)
    server.publish_player(key, {**own("Bořek", "1"), "lang": "en"})
    socket, fresh = loop.socket(_address(server, key)), loop.socket(_address(server, key))
    socket.frame()
    fresh.frame()
    for number in range(10):
        socket.send_json({"id": number, "kind": "end_turn"})
        assert calls.next()[2].id == number
        clock.now += 0.5  # all ten within 5 seconds
    socket.send_json({"id": 10, "kind": "end_turn"})
    assert socket.answer() == {"answer": 10, "ok": False, "text": said.TOO_MANY.en}
    assert calls.empty()
    # another page of the same player counts its own
    fresh.send_json({"id": 50, "kind": "end_turn"})
    assert calls.next()[2].id == 50
    # ten seconds after the first, one more may pass
    clock.now += 5.0
    socket.send_json({"id": 11, "kind": "end_turn"})
    assert calls.next()[2].id == 11
    # a page that goes on and on after it was refused is closed
    for number in range(said.FLOOD + 2):
        socket.send_json({"id": 100 + number, "kind": "end_turn"})
    assert socket.closed_by_server()
    assert calls.empty()


def test_a_request_on_the_shared_address_is_refused(server, loop):
    calls = Calls()
    server.set_request_handler(calls)
    _keys(server, 1)
    watching = loop.socket(server.url())
    watching.frame()
    watching.send_json({"id": 1, "kind": "end_turn"})
    assert watching.answer() == {"answer": 1, "ok": False, "text": said.WATCH_ONLY.cs}
    assert calls.empty()


def test_without_a_handler_or_with_a_failing_one_the_page_hears_why(server, loop):
    (key,) = _keys(server, 1)
    socket = loop.socket(_address(server, key))
    socket.frame()
    socket.send_json({"id": 1, "kind": "end_turn"})
    assert socket.answer() == {"answer": 1, "ok": False, "text": said.NOT_TAKING.cs}

    def broken(*_args):
        raise RuntimeError("the GM's side failed")

    server.set_request_handler(broken)
    socket.send_json({"id": 2, "kind": "end_turn"})
    assert socket.answer() == {"answer": 2, "ok": False, "text": said.NOT_TAKEN.cs}
    server.publish({**SHARED, "lang": "en"})  # the server goes on
    assert socket.frame()["lang"] == "en"


def test_a_reveal_s_image_is_served_only_to_a_key_whose_notebook_holds_it(server):
    first, second = _keys(server, 2)
    item = {"id": 5, "kind": "image", "title": "Mapa", "body": "", "image": True, "everyone": False}
    server.set_reveal_image(5, PNG)
    server.set_reveal_image(6, PNG)
    server.publish_player(first, own("Bořek", "1", [item]))
    server.publish_player(second, own("Ela", "2", []))
    status, body = _status(_address(server, first) + "reveal/5")
    assert (status, body) == (200, PNG)
    assert _status(_address(server, first) + "reveal/6")[0] == 404  # not in its notebook
    assert _status(_address(server, second) + "reveal/5")[0] == 404
    assert _status(server.url() + "reveal/5")[0] == 404  # the shared address has none
    assert _status(_address(server, first) + "reveal/x5")[0] == 404
    assert _status(_address(server, new_token()) + "reveal/5")[0] == 403
    # taken back: gone at once
    server.publish_player(first, own("Bořek", "1", []))
    assert _status(_address(server, first) + "reveal/5")[0] == 404
    # an image that is no image is never served
    server.publish_player(first, own("Bořek", "1", [item]))
    server.set_reveal_image(5, b"<svg onload=alert(1)>")
    assert _status(_address(server, first) + "reveal/5")[0] == 404


# -- whatever a page throws -------------------------------------------------------------
FIELDS = ("id", "kind", "roll", "dice", "intent", "target", "what", "amount", "text", "x")
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**40), 2**40),
    st.floats(allow_nan=False),
    st.text(max_size=300),
    st.sampled_from(["initiative", "end_turn", "propose", "note", "damage_taken", "attack"]),
    st.lists(st.integers(), max_size=3),
)
REQUESTS = st.dictionaries(st.sampled_from(FIELDS), VALUES, max_size=9).map(json.dumps)
#: mostly well-formed requests (some a proposal without what it proposes, refused)
NEARLY_RIGHT = st.fixed_dictionaries(
    {"id": st.integers(0, 10_000), "kind": st.sampled_from(["initiative", "end_turn", "propose"])},
    optional={
        "roll": st.none() | st.integers(0, 20),
        "dice": st.integers(1, 6),
        "what": st.sampled_from(["damage_taken", "damage_dealt", "heal", "condition", "note"]),
        "amount": st.integers(0, 30),
        "target": st.none() | st.text(max_size=10),
        "text": st.text(max_size=60),
    },
).map(json.dumps)
MESSAGES = st.one_of(
    NEARLY_RIGHT,
    REQUESTS,
    st.binary(max_size=1500),
    st.text(max_size=1500),
    st.binary(max_size=400).map(lambda data: data.decode("utf-8", "replace")),
)


class Ticking:
    """A clock eleven seconds on at every look: the rate never limits the property."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 11.0
        return self.now


@pytest.fixture(scope="module")
def thrown_at():
    calls = Calls()
    served = PlayerViewServer(clock=Ticking())
    served.set_request_handler(calls)
    key = new_token()
    served.set_player_keys({key: "42"})
    served.publish_player(key, own("Bořek", "1"))
    served.start(["127.0.0.1"], 0)
    running = Loop()
    socket = running.socket(_address(served, key))
    socket.frame()
    yield served, key, socket, calls
    running.close()
    served.stop()


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(messages=st.lists(MESSAGES, min_size=1, max_size=6))
def test_nothing_a_page_throws_reaches_the_handler_unless_well_formed(thrown_at, messages):
    served, key, socket, calls = thrown_at
    for message in messages:
        socket.send(message)
        try:
            if isinstance(message, bytes):
                raise RequestRefused(said.NOT_TEXT)
            expected = parse_request(message)
        except RequestRefused:
            answer = socket.answer()
            assert answer["ok"] is False and answer["text"], message
        else:
            assert calls.next() == (key, "42", expected, "player-view-web")
    assert calls.empty()
    # the server goes on serving
    assert _status(_address(served, key) + "view.json")[0] == 200
