"""The GM's step publishes each player's payload (one per key): the server's thread is
woken once for all of them, not once per key (issue 40 item 11: 30 connected pages cost
the GM's window; each wake-up is a write to the loop's pipe from the window's thread, and
the server's thread taking the interpreter from it). Every page still gets its own
payload, and the latest one."""

from __future__ import annotations

import threading

from support.page_sockets import WAIT_SECONDS, Loop

from campaign_manager.web import PlayerViewServer, new_token

SHARED = {"mode": "idle", "lang": "cs", "idle": {"name": "Kampaň u Brodu", "image": None}}
PAGES = 30


def own(name: str, value: str) -> dict:
    me = {"combatant": "c" + name, "name": name, "numbers": [{"label": "Výdrž", "value": value}]}
    return {**SHARED, "me": me, "notebook": []}


class Wakeups:
    """Counts what the window's thread hands to the server's loop."""

    def __init__(self, server: PlayerViewServer) -> None:
        self.count = 0
        real = server._call

        def counted(function, *args):
            self.count += 1
            return real(function, *args)

        server._call = counted


def test_a_publish_to_thirty_keys_wakes_the_server_once_and_each_page_gets_its_own():
    server = PlayerViewServer()
    server.publish(SHARED)
    keys = [new_token() for _ in range(PAGES)]
    # published before the server runs (as the GM's share does when it starts)
    server.set_player_keys({key: str(n) for n, key in enumerate(keys)})
    for n, key in enumerate(keys):
        server.publish_player(key, own(f"Hráč {n}", "before"))
    server.start(["127.0.0.1"], 0)
    loop = Loop()
    try:
        # a page for each of ten keys (one address may hold only so many pages)
        pages = []
        for key in keys[:10]:
            pages.append(loop.socket(server.url().replace(server.token, key)))
            assert pages[-1].frame()["me"]["numbers"][0]["value"] == "before"
        # the server's loop held busy while the step publishes, as a loaded machine may
        # hold it (else whether it wakes in between is up to the scheduler)
        held, release = threading.Event(), threading.Event()
        server._call(lambda: (held.set(), release.wait(WAIT_SECONDS)))
        assert held.wait(WAIT_SECONDS)
        wakeups = Wakeups(server)
        for n, key in enumerate(keys):
            server.publish_player(key, own(f"Hráč {n}", "first"))
            server.publish_player(key, own(f"Hráč {n}", "round 2"))
        release.set()
        assert wakeups.count == 1  # was one a key and publish: 60
        for n, page in enumerate(pages):
            frame = page.frame()
            # the latest payload of its own key: "first" may have gone, never another's
            while frame["me"]["numbers"][0]["value"] == "first":
                frame = page.frame()
            assert frame["me"] == own(f"Hráč {n}", "round 2")["me"]
        # an answer sent after a payload comes after it
        server.publish_player(keys[0], own("Hráč 0", "round 3"))
        server.answer(keys[0], 7, True, "Přijato")
        assert pages[0].frame()["me"]["numbers"][0]["value"] == "round 3"
        assert pages[0].frame() == {"answer": 7, "ok": True, "text": "Přijato"}
    finally:
        loop.close()
        server.stop()


def test_a_restarted_server_still_sends_the_players_payloads():
    server = PlayerViewServer()
    key = new_token()
    server.set_player_keys({key: "1"})
    server.start(["127.0.0.1"], 0)
    server.stop()  # stopped with a payload perhaps not sent yet
    server.publish_player(key, own("Bořek", "stopped"))
    server.start(["127.0.0.1"], 0)
    loop = Loop()
    try:
        page = loop.socket(server.url().replace(server.token, key))
        assert page.frame()["me"]["numbers"][0]["value"] == "stopped"
        server.publish_player(key, own("Bořek", "running"))
        assert page.frame()["me"]["numbers"][0]["value"] == "running"
    finally:
        loop.close()
        server.stop()
