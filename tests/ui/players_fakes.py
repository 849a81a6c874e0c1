"""Stand-ins for what the GM's side calls but does not own: the web server's per-player
methods, the system's player-side rules and the player's payload. Each keeps to the names
and shapes of the real one (`web/server.py`, `systems/<key>/player_side.py`,
`player_view/own.py`) and records what it was given, so the GM's side is tested on its
own against a real campaign, a real fight and its real rules; the real parts together are
tested in test_players_end_to_end.py and test_players_whole_fight.py."""

from __future__ import annotations

import sys
import threading
import types

from campaign_manager.player_view.requests import PlayerRequest
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import extras_of, roster_combatant

# the contract's PlayerRequest, the real one
Request = PlayerRequest


class FakeServer:
    """PlayerViewServer as the GM's side uses it, recording every call."""

    def __init__(self, token: str | None = None) -> None:
        self.token = token or "t" * 24
        self.running = False
        self.port = 0
        self.payloads: list[dict] = []
        self.player_payloads: list[tuple[str, dict]] = []
        self.keys: list[dict[str, str]] = []
        self.handler = None
        self.answers: list[tuple[str, int, bool, str]] = []
        self._lock = threading.Lock()

    # the server of today
    def set_token(self, token: str) -> None:
        self.token = token

    def publish(self, payload: dict) -> None:
        self.payloads.append(payload)

    def set_image(self, data) -> None:
        pass

    def has_image(self) -> bool:
        return False

    def image_version(self) -> int:
        return 0

    def viewers(self) -> int:
        return 0

    def is_running(self) -> bool:
        return self.running

    def url(self, host: str | None = None) -> str:
        return f"http://{host or '127.0.0.1'}:{self.port}/{self.token}/"

    def start(self, hosts, port: int = 0) -> int:
        self.running, self.port = True, port or 48123
        return self.port

    def stop(self) -> None:
        self.running = False

    # the contract's new methods
    def set_player_keys(self, keys: dict[str, str]) -> None:
        self.keys.append(dict(keys))

    def publish_player(self, key: str, payload: dict) -> None:
        self.player_payloads.append((key, payload))

    def publish_players(self, common: dict, parts: dict[str, dict], shared=None) -> None:
        if shared is not None:
            self.payloads.append(shared)
        for key, part in parts.items():
            self.player_payloads.append((key, {**common, **part}))

    def set_request_handler(self, handler) -> None:
        self.handler = handler

    def set_page_handler(self, handler) -> None:
        self.page_handler = handler

    def connected_keys(self) -> set[str]:
        """Every key a page of (the fake's pages never go)."""
        return set(self.keys[-1]) if self.keys else set()

    def answer(self, key: str, request_id: int, ok: bool, text: str) -> None:
        with self._lock:
            self.answers.append((key, request_id, ok, text))

    # a page sends a request: on a thread of the server's own, as the real one calls it
    def send(self, key: str, character_id: str, request: Request) -> None:
        thread = threading.Thread(target=self.handler, args=(key, character_id, request))
        thread.start()
        thread.join()


def combatant_of(state: dict, character_id: str) -> str | None:
    for cid, record in state["combatants"].items():
        if str(record.get("character_id")) == character_id:
            return cid
    return None


def fake_player_side() -> types.SimpleNamespace:
    """A system's player side for the real rules' actions of the test's campaign."""
    side = types.SimpleNamespace(refuse=None, own_views=[])

    def own_view(state, character_id, language):
        side.own_views.append(character_id)
        cid = combatant_of(state, character_id)
        if cid is None:
            return None
        record = state["combatants"][cid]
        return {"combatant": cid, "name": record["name"], "language": language}

    def to_action(state, character_id, request):
        from campaign_manager.systems.common import RuleError, Text

        if side.refuse is not None:
            raise RuleError(side.refuse)
        if request.what == "note":
            return None  # nothing to apply: the GM reads it, in a fight or out of one
        cid = combatant_of(state, character_id) if state is not None else None
        if cid is None:
            raise RuleError(Text(cs="Tvoje postava v boji není.", en="Not in this fight."))
        if request.kind == "initiative":
            return {"type": "initiative", "id": cid, "roll": request.roll}
        if request.what == "damage_taken":
            return {"type": "damage", "target": cid, "amount": request.amount}
        if request.what == "damage_dealt":
            return {"type": "damage", "target": request.target, "amount": request.amount}
        return None

    def describe(state, character_id, request, language):
        cid = combatant_of(state, character_id) if state is not None else None
        name = state["combatants"][cid]["name"] if cid else f"#{character_id}"
        what = request.kind if request.kind != "propose" else request.what
        amount = request.roll if request.kind == "initiative" else request.amount
        return f"{name}: {what} {amount} ({language})"

    side.own_view, side.to_action, side.describe = own_view, to_action, describe
    return side


def player_payload(base, view, character_id, me, notebook, language) -> dict:
    return {**base, "me": me, "notebook": notebook, "for": character_id}


def common_payload(base, language) -> dict:
    return dict(base)


def own_part(base, view, character_id, me, notebook, language, index=None) -> dict:
    return {"me": me, "notebook": notebook, "for": character_id}


def install_fakes(monkeypatch) -> types.SimpleNamespace:
    """The fake player side as ``campaign_manager.systems.player_side`` gives it, and the
    fake ``player_view.own``; the side returned."""
    from campaign_manager import systems

    side = fake_player_side()
    monkeypatch.setattr(systems, "player_side", lambda key: side, raising=False)
    own = types.ModuleType("campaign_manager.player_view.own")
    own.player_payload = player_payload
    own.common_payload, own.own_part = common_payload, own_part
    own.index_view = lambda view: None
    monkeypatch.setitem(sys.modules, "campaign_manager.player_view.own", own)
    import campaign_manager.player_view as package

    monkeypatch.setattr(package, "own", own, raising=False)
    return side


def add_party(window) -> dict[str, int]:
    """Two PCs with their players and one NPC; their ids by name."""
    ids = {}
    for name, kind, player in (
        ("Bořek", "pc", "Jana"),
        ("Ela", "pc", ""),
        ("Skřet", "npc", ""),
    ):
        sheet = window.session.system.new_sheet()
        change = AddCharacter({"name": name, "kind": kind, "player": player, "sheet": sheet})
        window.session.perform(change, "add")
        ids[name] = change.id
    return ids


def prepare_fight(window, ids: dict[str, int]) -> dict:
    page = window.combat_area
    page.create_fight(
        "U brodu",
        [
            roster_combatant(ids["Bořek"]),
            roster_combatant(ids["Ela"]),
            *extras_of(ids["Skřet"], 1),
        ],
    )
    return window.session.combat.state


def fake_share(window):
    """The window's web share on a fake server, running."""
    from campaign_manager.ui.player_view.web_share import WebShare

    side = window.player_side
    side.web_share = share = WebShare(side)
    share.server_class = FakeServer
    share.set_session(window.session)
    share.start("127.0.0.1", 0)
    return share
