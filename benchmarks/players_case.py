"""The players' own pages (issue 40, item 11): a running d20 fight of 30 PCs (each with a
key of its own) and 10 NPCs in the real window, its real web share and server on
loopback, and the players' phones as WebSocket clients in a process of their own
(``player_pages.py``, moments on the same monotonic clock).

Lines, each against a baseline of the same run:

- a player's tap (a proposal sent on the page's WebSocket) to its row painted in the GM's
  queue: median ≤ 100 ms; against the loopback floor (the server refusing a malformed
  request at once: the same sockets and processes, no GM) and the GM's own step;
- a GM step to 10 players' pages updated (each of 10 pages has the new payload): median
  ≤ 250 ms; against the same step with no player's page;
- 30 connected pages' cost to the GM's window: the step (act and the events it posts, on
  the window's thread) with 30 keys and 30 connected pages, against the same step with
  none, in turn: ≤ 1 ms more a step. And, no goal, the same with 30 keys but no page
  connected (what building the payloads alone costs).
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

from common import RUNS, Line, Runs, main_window, timed

PCS = 30
TEN = 10
NPCS = 10
ROUNDS = 5  # none / 30 pages, in turn, so a burst of load hits both alike
TAPS = 15
WAIT_SECONDS = 30.0
PHONES = Path(__file__).resolve().parent / "player_pages.py"


class Phones:
    """The phones' process: commands in, what happened out (read on a thread of its own)."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(PHONES)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
        )
        self.said: queue.Queue = queue.Queue()
        self.events: list[dict] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.said.put(json.loads(line))

    def tell(self, command: dict) -> None:
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()

    def pump(self) -> None:
        while True:
            try:
                self.events.append(self.said.get_nowait())
            except queue.Empty:
                return

    def wait(self, done, what: str) -> None:
        """Runs the window's events until ``done()`` (the phones' news read meanwhile)."""
        from PySide6.QtWidgets import QApplication

        deadline = time.perf_counter() + WAIT_SECONDS
        while True:
            QApplication.processEvents()
            self.pump()
            if done():
                return
            if time.perf_counter() > deadline or self.process.poll() is not None:
                raise RuntimeError(f"the phones waited in vain for {what}")
            time.sleep(0.0002)

    def frames_since(self, start: float, answers: bool = False) -> dict[int, float]:
        """The first frame each page got after ``start`` (payloads, or answers)."""
        first: dict[int, float] = {}
        for event in self.events:
            if "frame" in event and event["at"] > start and event["answer"] == answers:
                first.setdefault(event["frame"], event["at"])
        return first

    def open(self, urls: list[str]) -> None:
        self.events.clear()
        self.tell({"open": urls})
        self.wait(lambda: any("opened" in e for e in self.events), "the pages to open")

    def close(self) -> None:
        self.events.clear()
        self.tell({"close": True})
        self.wait(lambda: any("closed" in e for e in self.events), "the pages to close")

    def send(self, page: int, request: dict | str) -> float:
        """``page`` sends ``request``; the moment it did."""
        self.events.clear()
        text = request if isinstance(request, str) else json.dumps(request)
        self.tell({"send": page, "text": text})
        self.wait(lambda: any(e.get("sent") == page for e in self.events), "a send")
        return next(e["at"] for e in self.events if e.get("sent") == page)

    def stop(self) -> None:
        self.process.stdin.close()
        self.process.wait(10)


def _fight(window) -> list[int]:
    """A running d20 fight of ``PCS`` player characters and ``NPCS`` NPCs; the PCs' ids."""
    from campaign_manager.storage.changes import AddCharacter
    from campaign_manager.storage.encounters import extras_of, roster_combatant
    from campaign_manager.storage.models import Character

    window.open_demo("d20")
    session = window.session
    npc = Character.select().where(Character.kind == "npc").first()
    template = Character.select().where(Character.kind == "pc").first()
    ids = []
    for number in range(PCS):
        added = AddCharacter(
            {
                "name": f"Hráč {number}",
                "kind": "pc",
                "player": f"P{number}",
                "sheet": template.sheet,
            }
        )
        session.perform(added, "add")
        ids.append(added.id)
    window.tabs.setCurrentWidget(window.combat_area)
    combatants = [roster_combatant(i) for i in ids] + extras_of(npc.id, NPCS)
    window.combat_area.create_fight("Benchmark", combatants)
    session.combat.act({"type": "start"})
    return ids


class Painted:
    """The moments the queue's list painted while it showed a row."""

    def __init__(self, widget) -> None:
        from PySide6.QtCore import QEvent, QObject

        self.widget = widget
        self.at: list[float] = []
        outer = self

        class Filter(QObject):
            def eventFilter(self, watched, event):
                if event.type() == QEvent.Type.Paint and outer.widget.count():
                    outer.at.append(time.perf_counter())
                return False

        self.filter = Filter()
        widget.viewport().installEventFilter(self.filter)


def players(tmp: Path) -> list[Line]:
    from PySide6.QtWidgets import QApplication

    from campaign_manager.storage.changes import SetCampaignField
    from campaign_manager.web import PLAYER_KEYS_SETTING, new_token

    window = main_window()
    ids = _fight(window)
    session = window.session
    controller = session.combat
    keys = {str(i): new_token() for i in ids}

    def hand_keys(count: int) -> None:
        settings = dict(session.campaign.info.settings or {})
        settings[PLAYER_KEYS_SETTING] = dict(list(keys.items())[:count])
        session.perform(SetCampaignField("settings", settings), "keys")
        QApplication.processEvents()

    def step() -> None:
        controller.act({"type": "next"})

    window.player_side.share_on_this_machine(0)
    share = window.player_side.web_share
    address = share.url()  # http://127.0.0.1:port/<token>/: each key in the token's place
    urls = [address.replace(share.token(), keys[str(i)]) for i in ids]
    phones = Phones()
    try:
        # -- the tap: 10 keys, 10 pages ---------------------------------------------------------
        hand_keys(TEN)
        phones.open(urls[:TEN])
        queue_widget = window.combat_area.requests
        painted = Painted(queue_widget.list)
        taps, floors = [], []
        for number in range(TAPS):
            page = number % TEN
            # the floor: a request the server refuses at once (no GM), answered
            sent = phones.send(page, "not a request")
            phones.wait(lambda p=page, s=sent: p in phones.frames_since(s, True), "a refusal")
            floors.append((phones.frames_since(sent, True)[page] - sent) * 1000)
            proposal = {
                "id": number + 1,
                "kind": "propose",
                "what": "damage_taken",
                "amount": 3,
                "target": None,
                "text": "",
            }
            painted.at.clear()
            sent = phones.send(page, proposal)
            phones.wait(
                lambda s=sent: queue_widget.list.count() == 1 and any(t > s for t in painted.at),
                "the queue's row painted",
            )
            taps.append((min(t for t in painted.at if t > sent) - sent) * 1000)
            item = queue_widget.waiting()[0]
            queue_widget.requests.reject(item, "")
            phones.wait(lambda p=page, s=sent: p in phones.frames_since(s, True), "the answer")
        gm_step = timed(lambda: (step(), window.grab()), RUNS)

        # -- a step to 10 pages updated -----------------------------------------------------------
        reached = []
        for _ in range(3 * RUNS):
            phones.events.clear()
            start = time.perf_counter()
            step()
            phones.wait(lambda s=start: len(phones.frames_since(s)) == TEN, "10 pages updated")
            reached.append((max(phones.frames_since(start).values()) - start) * 1000)
        phones.close()

        # -- 30 pages' cost to the window's step, against none, in turn --------------------------
        # each sample: the wall time of the step on the window's thread, and that
        # thread's own CPU time meanwhile (what a loaded machine moves far less)
        walls: dict[str, list[float]] = {"none": [], "thirty": [], "unconnected": []}
        cpus: dict[str, list[float]] = {"none": [], "thirty": [], "unconnected": []}

        def steps(kind: str, pages: int = 0) -> None:
            for _ in range(RUNS):
                phones.events.clear()
                start, cpu = time.perf_counter(), time.thread_time()
                step()
                QApplication.processEvents()
                walls[kind].append((time.perf_counter() - start) * 1000)
                cpus[kind].append((time.thread_time() - cpu) * 1000)
                if pages:  # the next step starts once every page has this one
                    phones.wait(lambda s=start: len(phones.frames_since(s)) == pages, "pages")

        for _round in range(ROUNDS):
            hand_keys(0)
            steps("none")
            hand_keys(PCS)
            steps("unconnected")
            phones.open(urls[:PCS])
            steps("thirty", PCS)
            phones.close()
    finally:
        phones.stop()
        share.stop()
        window.close_campaign()
        window.close()
    taps_runs, floor_runs, reached_runs = (
        Runs(tuple(taps)),
        Runs(tuple(floors)),
        Runs(tuple(reached)),
    )
    none_runs, thirty_runs = Runs(tuple(walls["none"])), Runs(tuple(walls["thirty"]))
    unconnected_runs = Runs(tuple(walls["unconnected"]))
    none_cpu, thirty_cpu = Runs(tuple(cpus["none"])), Runs(tuple(cpus["thirty"]))
    unconnected_cpu = Runs(tuple(cpus["unconnected"]))
    more_cpu = thirty_cpu.median - none_cpu.median
    more = thirty_runs.median - none_runs.median
    return [
        Line(
            "players: a tap to the GM's queue row painted",
            taps_runs,
            "the GM's step + repaint, same run",
            gm_step,
            "≤ 100 ms (median)",
            taps_runs.median <= 100,
        ),
        Line(
            "players: … the loopback floor (refused by the server)",
            floor_runs,
            "the tap above",
            taps_runs,
            "— (what the tap cannot go under)",
            None,
        ),
        Line(
            f"players: a GM step to {TEN} pages updated",
            reached_runs,
            "the same step, no player's page",
            none_runs,
            "≤ 250 ms (median)",
            reached_runs.median <= 250,
        ),
        Line(
            f"players: the step with {PCS} connected pages",
            thirty_runs,
            "the same step with none, in turn",
            none_runs,
            f"≤ +1 ms a step (now {more:+.1f} ms)",
            more <= 1.0,
        ),
        Line(
            f"players: … with {PCS} keys, no page connected",
            unconnected_runs,
            "the same step with none, in turn",
            none_runs,
            f"— ({unconnected_runs.median - none_runs.median:+.1f} ms: the payloads built)",
            None,
        ),
        Line(
            f"players: … the window thread's CPU, {PCS} pages",
            thirty_cpu,
            "the same with none, in turn",
            none_cpu,
            f"— ({more_cpu:+.1f} ms; {PCS} keys no page "
            f"{unconnected_cpu.median - none_cpu.median:+.1f} ms)",
            None,
        ),
    ]
