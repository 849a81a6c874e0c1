"""Issue 40 done as a GM runs it: a whole short fight of each system in the real app (a
main window on a real campaign file, its web share on loopback, the keys made in the
Players' devices dialog) with three players' phones, each a headless Chromium context of
its own.

Two phones enter initiative and the GM the third (applied at once, or rows in the GM's
queue accepted with Enter, as the campaign's setting says); a proposal is accepted from
the keyboard (the fight changes, one undo step, the log names the player) and one turned
down with a word (the page shows it, nothing changes); the player whose turn it is ends
it from the phone and another is refused in words; a new address cuts off one phone only;
Ctrl+B blanks every page. No page's HTML nor any WebSocket frame it received ever holds a
hidden combatant, the GM's notes or another player's own part."""

from __future__ import annotations

import functools
import json

import pytest
from PySide6.QtCore import QBuffer, QIODevice, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from test_d20_tracker_helpers import log_texts
from web_browser import WAIT_MS, browser  # noqa: F401

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import roster_combatant
from campaign_manager.systems import player_side

pytest.importorskip("campaign_manager.player_view.own")

HIDDEN = "Qzskryty Vrah"
GM_NOTES = "Qzpoznamka Vypravece"
HANDOUT, HANDOUT_BODY = "Mapa pro prvního", "Poklad leží pod třetím kamenem."
CARD = "Strážný u brány"
SEED = 40
#: (system, whether the players' initiative applies at once)
RUNS = [("d20", False), ("d20", True), ("clovek", False), ("dakara", True)]


@functools.cache
def _portrait(width: int = 64, height: int = 48) -> bytes:
    """A PNG the NPC's portrait (and the card shown to everyone) is."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#3a7"))
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(buffer.data())


def _cast(window) -> dict:
    """The demo's first three PCs (with players), its first NPC and a hidden NPC, in the
    roster; their roster ids by name (the PCs' in order under "pcs")."""
    demo = window.session.system.demo()["characters"]
    pcs = [entry for entry in demo if entry["kind"] == "pc"][:3]
    npc = next(entry for entry in demo if entry["kind"] == "npc")
    ids: dict = {"pcs": []}
    for entry, player in zip(pcs, ("Jana", "Petr", "Eva"), strict=True):
        change = AddCharacter(
            {"name": entry["name"], "kind": "pc", "player": player, "sheet": entry["sheet"]}
        )
        window.session.perform(change, "add")
        ids["pcs"].append((change.id, entry["name"]))
    for name in (npc["name"], HIDDEN):
        values = {"name": name, "kind": "npc", "sheet": npc["sheet"]}
        if name != HIDDEN:
            values["portrait"] = _portrait()
        change = AddCharacter(values)
        window.session.perform(change, "add")
        ids[name] = change.id
    ids["npc"] = (ids[npc["name"]], npc["name"])
    return ids


def _until(qtbot, page, script: str, arg=None) -> None:
    """Waits until ``script`` (a function of ``arg``) is true on ``page``, the GM's window
    going on meanwhile: a page's payload may be made by the window after it connects."""
    qtbot.waitUntil(lambda: bool(page.evaluate(script, arg)), timeout=WAIT_MS)


class Phone:
    """One player's page in a browser context of its own, with every WebSocket frame it
    received."""

    def __init__(self, browser, qtbot, url: str, name: str, cid: str):  # noqa: F811
        self.name, self.cid, self.url, self.qtbot = name, cid, url, qtbot
        self.frames: list[str] = []
        self.context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
        self.page = self.context.new_page()
        self.page.on("websocket", self._socket)
        self.page.goto(url)
        # a key's own payload is made by the GM's window once its page connects: the
        # window's events go on while the page waits for it
        qtbot.waitUntil(
            lambda: self.page.evaluate(
                "name => (document.getElementById('mine-heading') || {}).textContent"
                " === 'Your character: ' + name",
                name,
            ),
            timeout=WAIT_MS,
        )

    def _socket(self, socket) -> None:
        socket.on("framereceived", lambda data: self.frames.append(str(data)))

    def says(self, text: str, where: str = "#mine") -> None:
        """Waits until the page shows ``text`` (in ``where``), the GM's window going on
        meanwhile (an answer may wait for its event loop)."""
        self.qtbot.waitUntil(lambda: text in self.page.inner_text(where), timeout=WAIT_MS)

    def answered(self, what: str, ok: bool = True) -> str:
        """Waits for the GM's answer to this page's request ``what`` (as the page lists
        it), accepted or refused; its words."""
        item = self.page.locator(f"li.reply.{'accepted' if ok else 'refused'}").filter(
            has=self.page.locator(".what", has_text=what)
        )
        self.qtbot.waitUntil(lambda: item.count() == 1, timeout=WAIT_MS)
        return item.locator(".state").inner_text()

    def settled(self, server) -> bool:
        """Whether the page shows the last payload the server has for its key (a form
        is filled only then: a payload still on its way may rebuild it)."""
        self.pumped()
        payloads = [frame for frame in self.frames if '"mode"' in frame]
        key = self.url.rstrip("/").rsplit("/", 1)[-1]
        return bool(payloads) and payloads[-1] == server._player_texts.get(key)

    def pumped(self) -> bool:
        """Lets the page's events (its frames) reach the test; True."""
        self.page.evaluate("0")
        return True

    def mine(self) -> str:
        return self.page.inner_text("#mine")

    def send_raw(self, request: dict) -> None:
        """``request`` on a WebSocket of the page's own address (as a stale tab or a
        hand-made request would send it); the answer comes to the page."""
        self.page.evaluate(
            "request => { const s = new WebSocket(location.href.replace(/^http/, 'ws') + 'ws');"
            " s.onopen = () => s.send(JSON.stringify(request)); }",
            request,
        )


def _visible_words(page) -> set[str]:
    """The words a player sees on ``page`` (text nodes of elements shown and not empty)."""
    return set(
        page.evaluate(
            "() => [...document.querySelectorAll('body *:not(script)')]"
            ".filter(n => n.checkVisibility() && n.getBoundingClientRect().width > 1)"
            ".flatMap(n => [...n.childNodes].filter(c => c.nodeType === 3)"
            ".map(c => c.textContent.trim()).filter(t => t))"
        )
    )


def _blank_frame(raw: str) -> bool:
    """A blank payload, with nothing of the player's in it."""
    frame = json.loads(raw)
    return frame.get("mode") == "blank" and "me" not in frame and "notebook" not in frame


def _owns(frame: object, cid: str) -> list[str]:
    """Every combatant id a ``me`` part in ``frame`` names (each dict's "combatant")."""
    found = []
    if isinstance(frame, dict):
        if "combatant" in frame:
            found.append(frame["combatant"])
        for value in frame.values():
            found += _owns(value, cid)
    elif isinstance(frame, list):
        for value in frame:
            found += _owns(value, cid)
    return found


def _nothing_leaked(phones: list[Phone], others_names: dict[str, list[str]]) -> None:
    for phone in phones:
        texts = [phone.page.content(), *phone.frames]
        for text in texts:
            assert HIDDEN not in text and "Qzskryty" not in text, phone.name
            assert GM_NOTES not in text, phone.name
            if phone is not phones[0]:  # the handout was shown to the first player only
                assert HANDOUT not in text and HANDOUT_BODY not in text, phone.name
        for raw in phone.frames:
            frame = json.loads(raw)
            assert set(_owns(frame, phone.cid)) <= {phone.cid}, (phone.name, raw[:300])
            me = frame.get("me")
            if me is not None:
                assert me["name"] == phone.name and me["combatant"] == phone.cid
        assert phone.frames, phone.name  # it did receive the fight


def _focus(qtbot, window, widget) -> None:
    """The GM's window active again (a dialog closed) and ``widget`` has the focus."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)


def _accept_with_enter(qtbot, window, rows: int) -> None:
    """The GM accepts the top row of the queue with Enter, ``rows`` times."""
    queue = window.combat_area.requests
    for left in range(rows, 0, -1):
        qtbot.waitUntil(lambda n=left: queue.list.count() == n, timeout=WAIT_MS)
        _focus(qtbot, window, queue.list)
        qtbot.keyClick(queue.list, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: queue.list.count() == 0, timeout=WAIT_MS)


def _settle(qtbot, share, phones: list[Phone]) -> None:
    """Every page shows what the GM's window published last."""
    for phone in phones:
        qtbot.waitUntil(lambda p=phone: p.settled(share.server), timeout=WAIT_MS)


def _step(window, action: dict) -> None:
    window.session.combat.act(action)


def _state(window) -> dict:
    return window.session.combat.state


def _frozen(window) -> str:
    return json.dumps(_state(window), sort_keys=True, ensure_ascii=False)


@pytest.mark.parametrize(
    ("campaign_system", "at_once"),
    RUNS,
    ids=[f"{s}-{'at_once' if a else 'queued'}" for s, a in RUNS],
)
def test_three_phones_play_a_whole_fight_with_the_gm(window, qtbot, browser, at_once):  # noqa: F811
    from campaign_manager.ui.player_view.players_dialog import PlayersDialog

    system = window.session.system.key
    side = player_side(system)
    ids = _cast(window)
    (npc_id, npc_name) = ids["npc"]
    window.resize(1280, 800)
    window.activateWindow()
    window.tabs.setCurrentWidget(window.combat_area)
    combatants = [roster_combatant(pc) for pc, _ in ids["pcs"]]
    combatants += [roster_combatant(npc_id), roster_combatant(ids[HIDDEN], hidden=True)]
    options = {"kind": "physical"} if system == "clovek" else {}
    window.combat_area.create_fight("U brodu", combatants, GM_NOTES, **options)
    assert _state(window) is not None
    # the dice the GM's window rolls (hit locations, initiative rolled for a player) fall
    # alike on every run
    window.session.combat.rng.seed(SEED)

    share = window.player_side._web_share()
    share.start("127.0.0.1", 0)
    phones: list[Phone] = []
    try:
        dialog = PlayersDialog(share, window)
        qtbot.addWidget(dialog)
        rows = {row.character_id: row for row in dialog.rows}
        assert len(rows) == 3
        for pc, _ in ids["pcs"]:
            rows[str(pc)].renew_button.click()
        if dialog.at_once.isChecked() != at_once:
            dialog.at_once.click()
        assert requests_at_once(window) is at_once
        for pc, name in ids["pcs"]:
            phones.append(Phone(browser, qtbot, rows[str(pc)].address.text(), name, f"c{pc}"))
        first, second, third = phones
        npc = f"c{npc_id}"

        # -- initiative: two phones, the GM the third ------------------------------------
        if system != "d20":
            window.combat_area.start_action.trigger()
        _settle(qtbot, share, phones)
        steps = window.session.undo_stack.count()
        if system == "d20":
            first.page.get_by_label("Your roll (1–20)").fill("14")
            first.page.get_by_role("button", name="Send", exact=True).click()
            second.page.get_by_role("button", name="Roll for me").click()
            _step(window, {"type": "initiative", "id": third.cid, "roll": 9})
        elif system == "clovek":
            first.page.get_by_label("Number of dice").select_option("2")
            first.page.get_by_label("Your roll", exact=True).fill("7")
            first.page.get_by_role("button", name="Send", exact=True).click()
            second.page.get_by_label("Number of dice").select_option("1")
            second.page.get_by_role("button", name="Roll for me").click()
            _step(window, {"type": "initiative", "id": third.cid, "faces": []})
        else:
            for phone in (first, second):
                form = phone.page.locator("form.initiative")
                form.get_by_label("Action").select_option("melee_attack")
                form.get_by_label("Target").select_option(label=npc_name)
                form.get_by_role("button", name="Declare intent").click()
            _step(
                window,
                {"type": "declare", "id": third.cid, "action": "melee_attack", "target": npc},
            )
        if at_once:
            word = "Entered: "
            qtbot.waitUntil(lambda: window.session.undo_stack.count() == steps + 3, timeout=WAIT_MS)
            assert window.combat_area.requests.list.count() == 0
        else:
            word = "Accepted: "
            _accept_with_enter(qtbot, window, 2)
            assert window.session.undo_stack.count() == steps + 3
        for phone in (first, second):
            phone.says(word)
        assert word not in third.mine()
        state = _state(window)
        if system == "d20":
            assert state["initiative"][first.cid]["roll"] == 14
            assert state["initiative"][second.cid]["entered"]
            assert state["initiative"][third.cid]["roll"] == 9
        elif system == "clovek":
            assert {first.cid, second.cid, third.cid} <= set(state["initiatives"])
        else:
            for phone in phones:
                assert state["combatants"][phone.cid]["intent"]["action"] == "melee_attack"
        logged = log_texts(window)
        for phone in (first, second):
            assert any(line.startswith(f"From {phone.name}'s page: ") for line in logged)

        # the fight begins (d20), the act phase opens (Člověk)
        if system == "d20":
            window.combat_area.start_action.trigger()
        elif system == "clovek":
            _step(window, {"type": "next"})

        # -- a proposal accepted from the keyboard ----------------------------------------
        _settle(qtbot, share, phones)
        before, steps = _frozen(window), window.session.undo_stack.count()
        numbers_before = first.page.inner_text("#mine dl.numbers")
        form = first.page.locator("form.propose")
        form.get_by_label("What you propose").select_option("damage_taken")
        form.get_by_label("Amount").fill("2")
        form.get_by_role("button", name="Send the proposal").click()
        queue = window.combat_area.requests
        qtbot.waitUntil(lambda: queue.list.count() == 1, timeout=WAIT_MS)  # in this order
        form = third.page.locator("form.propose")  # a hit on the NPC
        form.get_by_label("What you propose").select_option("damage_dealt")
        form.get_by_label("Amount").fill("3")
        form.get_by_label("Target").select_option(label=npc_name)
        form.get_by_role("button", name="Send the proposal").click()
        _accept_with_enter(qtbot, window, 2)
        assert first.answered("Damage taken: 2").startswith("Accepted: ")
        assert third.answered(f"Damage dealt: 3 → {npc_name}").startswith("Accepted: ")
        assert _frozen(window) != before
        assert window.session.undo_stack.count() == steps + 2
        for phone in (first, third):
            assert any(line.startswith(f"Proposed by {phone.name}: ") for line in log_texts(window))
        if system != "dakara":  # (Dakara's damage takes hold when the round ends)
            _until(
                qtbot,
                first.page,
                ("old => document.querySelector('#mine dl.numbers').innerText !== old"),
                numbers_before,
            )

        # -- a proposal turned down with a word ------------------------------------------
        _settle(qtbot, share, phones)
        before, steps = _frozen(window), window.session.undo_stack.count()
        form = second.page.locator("form.propose")
        form.get_by_label("What you propose").select_option("condition")
        form.get_by_label("The condition").fill("Požehnání")
        form.get_by_role("button", name="Send the proposal").click()
        queue = window.combat_area.requests
        qtbot.waitUntil(lambda: queue.list.count() == 1, timeout=WAIT_MS)
        _focus(qtbot, window, queue.list)
        qtbot.keyClick(queue.list, Qt.Key.Key_Delete)
        qtbot.waitUntil(lambda: queue.dialog is not None)
        assert queue.list.item(0).text().startswith(second.name)
        qtbot.keyClicks(queue.dialog.words, "Not in reach this round")
        qtbot.keyClick(queue.dialog.words, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: queue.dialog is None)
        words = second.answered("A condition: Požehnání", ok=False)
        assert words == "Refused: Turned down by the GM: Not in reach this round"
        assert queue.list.count() == 0
        assert _frozen(window) == before
        assert window.session.undo_stack.count() == steps
        assert (
            "Not in reach this round" not in first.mine()
            and "Not in reach this round" not in third.mine()
        )

        # -- end my turn: from the phone whose turn it is; another is refused in words ----
        if system != "dakara":
            for _ in range(8):  # the GM moves on until a player's turn runs
                if any(side.own_view(_state(window), p.cid[1:], "en")["end_turn"] for p in phones):
                    break
                _step(window, {"type": "next"})
            up = next(
                p for p in phones if side.own_view(_state(window), p.cid[1:], "en")["end_turn"]
            )
            other = next(p for p in phones if p is not up)
            _settle(qtbot, share, phones)
            assert other.page.get_by_role("button", name="End my turn").count() == 0
            other.send_raw({"id": 900, "kind": "end_turn"})
            other.says("It is not your turn")
            current = _state(window)["current"]
            up.page.get_by_role("button", name="End my turn").click()
            _accept_with_enter(qtbot, window, 1)
            assert up.answered("End my turn").startswith("Accepted: ")
            assert _state(window)["current"] != current

        # -- a handout to the first player only, a portrait card to everyone ---------------
        from campaign_manager.ui.reveals.show_dialog import ShowToPlayersDialog, show_to_players

        handout = show_to_players(
            window,
            window.session,
            {"kind": "text", "title": HANDOUT, "body": HANDOUT_BODY, "audience": [first.cid[1:]]},
        )
        assert handout.chosen.isChecked() and handout.pc_boxes[first.cid[1:]].isChecked()
        steps = window.session.undo_stack.count()
        handout.buttons.button(handout.buttons.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: window.session.undo_stack.count() == steps + 1, timeout=WAIT_MS)
        first.says(HANDOUT_BODY, "#book")
        assert "only for you" in first.page.inner_text("#book")
        # the card of the NPC (with its portrait) from the roster's Show to players…
        window.tabs.setCurrentWidget(window.roster)
        window.roster.select_id(npc_id)
        window.menus.reveals.roster_action.trigger()
        card = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, ShowToPlayersDialog) and w.isVisible()
        )
        assert card.everyone.isChecked() and card.image == _portrait()
        card.title.setText(CARD)
        card.buttons.button(card.buttons.StandardButton.Ok).click()
        qtbot.waitUntil(lambda: window.session.undo_stack.count() == steps + 2, timeout=WAIT_MS)
        window.tabs.setCurrentWidget(window.combat_area)
        for phone in phones:
            phone.says(CARD, "#book")
            _until(
                qtbot,
                phone.page,
                (
                    "() => [...document.querySelectorAll('#book img')]"
                    ".some(i => i.complete && i.naturalWidth === 64)"
                ),
            )
        for phone in (second, third):
            assert HANDOUT not in phone.page.inner_text("#book")

        # -- a new address for the third phone cuts it off alone --------------------------
        rows[third.cid[1:]].renew_button.click()
        _until(
            qtbot,
            third.page,
            ("() => document.getElementById('app').getAttribute('data-mode') === 'renewed'"),
        )
        _step(window, {"type": "condition", "target": npc, "name": "Omráčen", "rounds": 2}
              if system != "d20" else
              {"type": "condition", "target": npc, "name": "Omráčen", "rounds": 2, "ends": "start"})  # fmt: skip
        for phone in (first, second):
            phone.says("Omráčen", "main")
        assert "Omráčen" not in third.page.content()

        # -- Ctrl+B blanks every page, and again shows the fight ---------------------------
        window.tabs.setCurrentWidget(window.roster)  # the GM is elsewhere in the window
        _focus(qtbot, window, window.roster.table)
        qtbot.keyClick(window.roster.table, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        assert window.menus.blank_action.isChecked()
        for phone in (first, second):
            _until(
                qtbot,
                phone.page,
                (
                    "() => document.body.classList.contains('blank')"
                    " && !document.getElementById('app').firstChild"
                ),
            )
            assert _visible_words(phone.page) <= {"The GM has hidden the view."}
            qtbot.waitUntil(
                lambda p=phone: p.pumped() and _blank_frame(p.frames[-1]), timeout=WAIT_MS
            )
        qtbot.keyClick(window.roster.table, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
        for phone in (first, second):
            phone.says("Omráčen", "main")
            phone.says(f"Your character: {phone.name}")

        _nothing_leaked(phones, {})
        dialog.reject()
    finally:
        for phone in phones:
            phone.context.close()
        share.stop()


def requests_at_once(window) -> bool:
    from campaign_manager.ui.player_view.player_requests import requests_of

    return requests_of(window.session).at_once()
