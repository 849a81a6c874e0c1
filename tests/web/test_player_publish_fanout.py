"""A GM's step published to 30 players' keys (issue 40 item 11: 30 connected pages cost
the GM's window ≤ 1 ms a step). Every key's payload is the shared part (the same for every
key, 12 KB in a fight of 40) plus its own small part (``me``, ``notebook``): the server
writes the shared part as JSON once and splices each key's own part into it, and a key
whose own part and the shared part did not change gets nothing (nothing written, nothing
sent). What each page receives is the very payload ``publish_player`` would have sent."""

from __future__ import annotations

import json

import pytest
from support.page_sockets import Loop

from campaign_manager.web import PlayerViewServer, new_token
from campaign_manager.web import server as server_module

KEYS = 30


def common(step: int) -> dict:
    """A shared part as big as a fight of 40's (and its words), ``step`` in it."""
    combatants = [
        {"id": f"c{n}", "name": f"Hráč {n}", "band": n % 5, "character_id": str(n)}
        for n in range(40)
    ]
    return {
        "mode": "fight",
        "lang": "cs",
        "fight": {"round": 1, "current": f"c{step}", "combatants": combatants},
        "texts": {f"word{n}": f"Slovo číslo {n}" for n in range(60)},
        "proposals": [{"key": "note", "label": "Poznámka"}],
    }


def part(n: int, value: str = "10/10", notebook: list | None = None) -> dict:
    me = {
        "combatant": f"c{n}",
        "name": f"Hráč {n}",
        "numbers": [{"label": "Výdrž", "value": value}],
    }
    return {"me": me, "notebook": notebook or []}


class Dumps:
    """Counts what the server writes as JSON (calls, characters)."""

    def __init__(self, monkeypatch) -> None:
        self.calls = 0
        self.chars = 0
        real = json.dumps

        def counted(*args, **kwargs):
            text = real(*args, **kwargs)
            self.calls += 1
            self.chars += len(text)
            return text

        monkeypatch.setattr(server_module.json, "dumps", counted)


def _keys(server: PlayerViewServer) -> list[str]:
    keys = [new_token() for _ in range(KEYS)]
    server.set_player_keys({key: str(n) for n, key in enumerate(keys)})
    return keys


def test_the_shared_part_is_written_once_for_thirty_keys(monkeypatch):
    server = PlayerViewServer()
    keys = _keys(server)
    server.publish_players(common(0), {key: part(n) for n, key in enumerate(keys)})
    shared = len(json.dumps(common(1), ensure_ascii=False))
    dumps = Dumps(monkeypatch)
    # the next step: the turn moves, one combatant is hurt
    parts = {key: part(n, "4/10" if n == 3 else "10/10") for n, key in enumerate(keys)}
    server.publish_players(common(1), parts)
    # was 30 payloads of the shared part each
    assert dumps.chars < 2 * shared
    assert dumps.calls == 2  # the shared part and key 3's own (was one a key)


def test_a_key_whose_own_part_did_not_change_gets_nothing(monkeypatch):
    server = PlayerViewServer()
    keys = _keys(server)
    parts = {key: part(n) for n, key in enumerate(keys)}
    server.publish_players(common(0), parts)
    shared = len(json.dumps(common(0), ensure_ascii=False))
    dumps = Dumps(monkeypatch)
    sent = []
    monkeypatch.setattr(server, "_call", lambda function, *args: sent.append(function) or True)
    server.publish_players(common(0), {key: part(n) for n, key in enumerate(keys)})
    assert dumps.chars < 2 * shared
    assert dumps.calls == 1  # the shared part, to see it is the same; no key's own
    assert sent == []
    # one key's notebook changes: that key's own part alone is written and sent
    changed = {**parts, keys[4]: part(4, notebook=[{"id": 9, "kind": "text", "title": "T"}])}
    server.publish_players(common(0), changed)
    assert dumps.calls == 1 + 2  # the shared part again, and key 4's own
    assert list(server._unsent) == [keys[4]]


@pytest.mark.parametrize("blank", [False, True])
def test_each_page_receives_what_publish_player_would_send(blank):
    shared = {"mode": "blank", "lang": "en"} if blank else common(2)
    server = PlayerViewServer()
    alone = PlayerViewServer()
    keys = _keys(server)
    alone.set_player_keys(server.player_keys())
    notebook = [{"id": 3, "kind": "image", "title": "Mapa „brod“", "body": "", "image": True}]
    parts = {key: {} if blank else part(n, notebook=notebook) for n, key in enumerate(keys)}
    server.publish_players(shared, parts)
    for key in keys:
        alone.publish_player(key, {**shared, **parts[key]})
        assert json.loads(server._text_for(key)) == json.loads(alone._text_for(key))
        assert server._notebooks[key] == alone._notebooks[key]


def test_pages_get_their_own_spliced_payload_and_only_theirs():
    server = PlayerViewServer()
    keys = _keys(server)
    server.start(["127.0.0.1"], 0)
    loop = Loop()
    try:
        pages = [loop.socket(server.url().replace(server.token, key)) for key in keys[:5]]
        for page in pages:
            page.frame()  # the shared payload: none of its own yet
        server.publish_players(common(1), {key: part(n) for n, key in enumerate(keys)})
        for n, page in enumerate(pages):
            assert page.frame() == {**common(1), **part(n)}
        # only key 2's own part changes, and the shared one stays: only its pages hear
        server.publish_players(
            common(1), {key: part(n, "1/10" if n == 2 else "10/10") for n, key in enumerate(keys)}
        )
        server.answer(keys[0], 5, True, "ok")
        assert pages[2].frame() == {**common(1), **part(2, "1/10")}
        assert pages[0].frame() == {"answer": 5, "ok": True, "text": "ok"}
    finally:
        loop.close()
        server.stop()


def test_the_shared_address_and_the_keys_wake_the_loop_once(monkeypatch):
    """A step's shared payload and its players' payloads reach the server's loop in one
    wake-up (each is a write to its pipe and its thread taking the interpreter)."""
    server = PlayerViewServer()
    keys = _keys(server)
    server.start(["127.0.0.1"], 0)
    loop = Loop()
    try:
        watcher = loop.socket(server.url())
        player = loop.socket(server.url().replace(server.token, keys[0]))
        watcher.frame(), player.frame()
        calls = []
        real = server._call
        monkeypatch.setattr(server, "_call", lambda f, *a: calls.append(f) or real(f, *a))
        shared = {"mode": "idle", "lang": "cs", "idle": {"name": "U brodu", "image": None}}
        server.publish_players(common(1), {key: part(n) for n, key in enumerate(keys)}, shared)
        assert len(calls) == 1
        assert watcher.frame() == shared
        assert player.frame() == {**common(1), **part(0)}
    finally:
        loop.close()
        server.stop()
