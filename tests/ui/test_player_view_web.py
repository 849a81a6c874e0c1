"""The player view as a web page, in a real browser (the system's headless Chromium).

The page loads, follows a GM action and its undo, blanks with the GM's blank key, and is
403 without its token; over real fights of every system no byte the server sends (page,
JSON, WebSocket, SSE) holds a hidden combatant, a secret condition, an NPC's numbers or a
sheet, and no player's own page holds another player's character or notebook; the
``serve-player-view`` command serves a campaign file the GM has open.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from web_browser import WAIT_MS, browser, everything_sent, fetch, payload_of  # noqa: F401

from campaign_manager.player_view.own import player_payload
from campaign_manager.player_view.page_model import page_payload
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.encounters import extras_of, roster_combatant
from campaign_manager.storage.live_fight import follow_fight
from campaign_manager.systems import get_encounter, get_system, player_side
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.player_view.web_share import TOKEN_KEY, WebShare
from campaign_manager.web import PlayerViewServer, new_token


@pytest.fixture
def campaign_system() -> str:
    return "d20"


def _fight(window) -> dict:
    """A d20 fight of the demo's characters with two hidden extras, started."""
    ids = {}
    for entry in window.session.system.demo()["characters"]:
        change = AddCharacter(
            {"name": entry["name"], "kind": entry["kind"], "sheet": entry["sheet"]}
        )
        window.session.perform(change, "add")
        ids[entry["name"]] = (change.id, entry["kind"])
    pcs = [i for i, kind in ids.values() if kind == "pc"]
    npc = next(i for i, kind in ids.values() if kind == "npc")
    page = window.combat_area
    page.create_fight(
        "U brodu", [roster_combatant(i) for i in pcs] + extras_of(npc, 2, hidden=True)
    )
    page.start_action.trigger()
    return window.session.combat.state


def _share(window) -> WebShare:
    side = window.player_side
    side.web_share = share = WebShare(side)
    share.set_session(window.session)
    share.start("127.0.0.1", 0)
    return share


def _title(page) -> str:
    return page.locator("h1").first.inner_text()


def _blank(page) -> bool:
    """Nothing shows; a screen reader hears only the page's name and that it is hidden."""
    heard = {line.strip() for line in page.inner_text("body").splitlines()} - {""}
    shown = page.evaluate(
        "() => [...document.querySelectorAll('body *:not(script)')].filter(n =>"
        " n.checkVisibility() && n.getBoundingClientRect().width > 1"
        " && n.childNodes.length && [...n.childNodes].some(c => c.nodeType === 3 && c.textContent.trim())).length"
    )
    return shown == 0 and heard <= {"Kronikář – player view", "The GM has hidden the view."}


def test_the_page_follows_the_fight_its_undo_and_the_blank_key(window, browser):  # noqa: F811
    share = _share(window)
    try:
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(share.url())
        # between fights: the campaign's name
        page.wait_for_function(
            "name => document.body.innerText.includes(name)",
            arg=window.session.campaign.name,
            timeout=WAIT_MS,
        )
        state = _fight(window)
        page.wait_for_selector("li.row", timeout=WAIT_MS)
        hidden = [c["name"] for c in state["combatants"].values() if c.get("hidden")]
        text = page.inner_text("body")
        assert hidden and not any(name in text for name in hidden)
        first_title = _title(page)
        assert "Round 1" in first_title

        # a GM action (a condition on a PC, as the tracker's dialog gives it) and its undo
        pc = next(c for c in state["combatants"].values() if c["side"] == "pc")
        started = time.monotonic()
        window.session.combat.act(
            {"type": "condition", "target": pc["id"], "name": "Omráčen", "rounds": 2}
        )
        page.wait_for_function("() => document.body.innerText.includes('Omráčen')", timeout=WAIT_MS)
        followed = time.monotonic() - started
        with_condition = page.inner_text("main")
        started = time.monotonic()
        window.menus.undo_action.trigger()
        page.wait_for_function(
            "() => !document.body.innerText.includes('Omráčen')", timeout=WAIT_MS
        )
        undone = time.monotonic() - started
        print(f"the page followed a step in {followed:.3f} s and its undo in {undone:.3f} s")
        assert _title(page) == first_title

        window.player_side.toggle_blank()
        page.wait_for_function(
            "() => document.body.classList.contains('blank') && !document.getElementById('app').firstChild",
            timeout=WAIT_MS,
        )
        assert _blank(page)
        assert payload_of(share.url()).keys() <= {"mode", "lang", "page_title", "texts"}
        window.player_side.toggle_blank()
        page.wait_for_selector("li.row", timeout=WAIT_MS)

        # a page on the SSE fallback follows too
        events = browser.new_page()
        events.goto(share.url() + "?sse")
        events.wait_for_function(
            "old => document.querySelector('h1') && document.querySelector('h1').innerText === old",
            arg=first_title,
            timeout=WAIT_MS,
        )
        assert share.viewers() == 2
        window.menus.redo_action.trigger()
        events.wait_for_function(
            "() => document.body.innerText.includes('Omráčen')", timeout=WAIT_MS
        )
        assert events.inner_text("main") == with_condition
        page.close()
        events.close()
    finally:
        share.stop()


def test_without_the_token_everything_is_403_and_nothing_writes(window):
    share = _share(window)
    try:
        url = share.url()
        origin = url.rsplit("/", 2)[0]
        assert fetch(url)[0] == 200
        headers = fetch(url)[2]
        policy = headers["Content-Security-Policy"]
        assert "default-src 'none'" in policy and "unsafe-inline" not in policy
        assert headers["Referrer-Policy"] == "no-referrer"
        for wrong in ("/", "/x/", "/favicon.ico", f"/{share.server.token[:-1]}/", "/../"):
            status, body, _ = fetch(origin + wrong)
            assert status == 403, wrong
            assert share.server.token.encode() not in body
        for path in ("", "ws", "events", "view.json", "image", "icon.svg"):
            if path != "events":  # (a stream that stays open)
                assert fetch(url + path, "GET")[0] in (200, 404, 400)
            assert fetch(url + path, "POST")[0] == 405
            assert fetch(origin + "/nope/" + path)[0] == 403
        # a new address: the old one is 403 at once, the new one is stored with the campaign
        old = url
        share.new_address()
        assert fetch(old)[0] == 403 and fetch(share.url())[0] == 200
        assert window.session.campaign.info.settings[TOKEN_KEY] == share.server.token
    finally:
        share.stop()


def test_the_share_dialog_is_off_until_turned_on(window, qtbot):
    from campaign_manager.ui.player_view.share_dialog import ShareDialog

    share = WebShare(window)
    share.set_session(window.session)
    share.port = _free_port()
    dialog = ShareDialog(share, window)
    qtbot.addWidget(dialog)
    assert not share.is_running() and not dialog.address.text()
    assert dialog.interface.currentData() == "127.0.0.1"
    dialog.enabled.setChecked(True)
    try:
        assert share.is_running() and share.server.token in dialog.address.text()
        assert not dialog.qr.pixmap().isNull()
        token = share.server.token
        dialog.new_button.click()
        assert share.server.token != token and share.server.token in dialog.address.text()
    finally:
        dialog.enabled.setChecked(False)
    assert not share.is_running()
    dialog.reject()


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# -- nothing secret in any byte ------------------------------------------------------------
SECRET_NAME = "Qzskryty Vrah"
GM_NOTE = "Qzpoznamka pro PJ"
SHEET_NOTE = "Qzlist postavy"
SECRET_CONDITION = "Qztajny jed"
PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00"
    b"\x00\x90wS\xde\x00\x00\x00\x0cIDATx\x9cc\xf8\xcf\xc0\x00\x00\x03\x01\x01\x00\xc9\xfe"
    b"\x92\xef\x00\x00\x00\x00IEND\xaeB`\x82"
)


def fighters(key: str) -> list[dict]:
    system = get_system(key)
    sheet = system.new_sheet()
    if "notes" in sheet:  # a sheet's own free text, where the system's sheet has one
        sheet["notes"] = SHEET_NOTE
    cast = [
        ("borek", "Bořek", "pc", False),
        ("ela", "Ela", "pc", False),
        ("straz", "Stráž", "npc", False),
        ("vrah", SECRET_NAME, "npc", True),
    ]
    return [
        {
            "id": cid,
            "name": name,
            "side": side,
            "hidden": hidden,
            "sheet": dict(sheet),
            "notes": GM_NOTE,
        }
        for cid, name, side, hidden in cast
    ]


ACTIONS = [
    {"type": "next"},
    {"type": "next"},
    {"type": "condition", "target": "vrah", "name": "Qzjed", "rounds": 3},
    {"type": "condition", "target": "borek", "name": "Omráčen", "rounds": 2},
    {"type": "condition", "target": "ela", "name": SECRET_CONDITION, "rounds": 2, "secret": True},
    {"type": "view", "view": {"pc": "numbers", "npc": "band", "initiative": True}},
    {"type": "view", "view": {"pc": "numbers", "npc": "numbers", "initiative": True}},
    {"type": "view", "view": {"pc": "band", "npc": "nothing", "initiative": False}},
    {"type": "view", "view": {"pc": "numbers", "npc": "band", "secret_conditions": ["Omráčen"]}},
    {"type": "alias", "target": "straz", "alias": "Muž v plášti"},
]


@pytest.fixture(scope="module")
def leak_server():
    server = PlayerViewServer()
    server.start(["127.0.0.1"], 0)
    yield server
    server.stop()


@pytest.mark.parametrize("key", ["d20", "dakara", "clovek"])
@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    steps=st.lists(st.sampled_from(ACTIONS), max_size=10),
    seed=st.integers(0, 10_000),
    language=st.sampled_from(["cs", "en"]),
)
def test_no_byte_the_server_sends_holds_a_secret(leak_server, key, steps, seed, language):
    module = get_encounter(key)
    rng = random.Random(seed)
    state = module.act(module.new_encounter(fighters(key)), {"type": "start"}, rng).state
    for action in steps:
        try:
            state = module.act(state, action, rng).state
        except RuleError:
            continue
    leak_server.publish(page_payload(module.public_view(state), language, "Kampaň"))
    sent = everything_sent(leak_server.url())
    assert b"Qz" not in sent, sent.decode(errors="replace")
    assert "Bořek".encode() in sent  # the visible ones do show
    payload = json.loads(fetch(leak_server.url() + "view.json")[1])
    for row in payload["rows"]:
        if not row["pc"]:  # an NPC's numbers are never shown, whatever the view settings
            assert not [e for e in row["extras"] if e["kind"] == "plain"], row
    if state["combatants"]["straz"].get("alias"):
        assert "Stráž".encode() not in sent


# -- each player's own page holds only their own -----------------------------------------
#: the two players' characters (their roster ids), their combatants, and words only their
#: own page may hold (their own part is what the rules' ``own_view`` gives)
PLAYERS = {"1": ("borek", "ZZvlastni-borek"), "2": ("ela", "ZZvlastni-ela")}


@pytest.fixture(scope="module")
def player_keys(leak_server):
    keys = {character: new_token() for character in PLAYERS}
    leak_server.set_player_keys({key: character for character, key in keys.items()})
    return keys


def _own(key: str, state: dict, character: str, language: str) -> tuple[dict | None, list[dict]]:
    """A player's ``me`` (the rules' own view, plus a number carrying a word only this
    player may see) and their notebook: one reveal for everyone and one only for them."""
    _combatant, word = PLAYERS[character]
    me = player_side(key).own_view(state, character, language)
    if me is not None:
        me = {**me, "numbers": [*me["numbers"], {"label": "ZZ", "value": word}]}
    notebook = [
        {"id": 1, "kind": "text", "title": "ZZvsem", "body": "", "image": False, "everyone": True},
        {
            "id": 10 + int(character),
            "kind": "image",
            "title": word + "-zapisnik",
            "body": word + "-text",
            "image": True,
            "everyone": False,
        },
    ]
    return me, notebook


@pytest.mark.parametrize("key", ["d20", "dakara", "clovek"])
@settings(
    max_examples=8, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    steps=st.lists(st.sampled_from(ACTIONS), max_size=10),
    seed=st.integers(0, 10_000),
    language=st.sampled_from(["cs", "en"]),
)
def test_each_player_s_page_holds_only_its_own(
    leak_server, player_keys, key, steps, seed, language
):
    module = get_encounter(key)
    rng = random.Random(seed)
    cast = fighters(key)
    for record in cast:
        for character, (combatant, _word) in PLAYERS.items():
            if record["id"] == combatant:
                record["character_id"] = int(character)
    state = module.act(module.new_encounter(cast), {"type": "start"}, rng).state
    for action in steps:
        try:
            state = module.act(state, action, rng).state
        except RuleError:
            continue
    view = module.public_view(state)
    base = page_payload(view, language, "Kampaň")
    leak_server.publish(base)
    for character, player in player_keys.items():
        me, notebook = _own(key, state, character, language)
        leak_server.set_reveal_image(10 + int(character), PNG)
        leak_server.publish_player(
            player, player_payload(base, view, character, me, notebook, language)
        )
    shared = everything_sent(leak_server.url())
    for character, player in player_keys.items():
        url = leak_server.url().replace(leak_server.token, player)
        sent = everything_sent(url)
        assert b"Qz" not in sent, sent.decode(errors="replace")
        assert PLAYERS[character][1].encode() in sent and b"ZZvsem" in sent
        for other, (_combatant, word) in PLAYERS.items():
            if other != character:
                assert word.encode() not in sent  # another's me and notebook, never
                assert fetch(url + f"reveal/{10 + int(other)}")[0] == 404
        assert fetch(url + f"reveal/{10 + int(character)}")[0] == 200
        # the public part of a player's page is the shared page's, nothing more
        own = json.loads(fetch(url + "view.json")[1])
        assert own["me"]["name"] == {"1": "Bořek", "2": "Ela"}[character]
        assert {k: own[k] for k in base if k != "texts"} == {
            k: v for k, v in base.items() if k != "texts"
        }
    assert b"ZZ" not in shared  # the shared address holds nobody's own


# -- the command ---------------------------------------------------------------------------
@pytest.mark.slow
def test_serve_player_view_serves_a_campaign_the_gm_has_open(isolated_dirs, tmp_path):
    from campaign_manager.demo import create_demo
    from campaign_manager.storage.models import Encounter

    campaign = create_demo("d20", folder=tmp_path)
    try:
        module = get_encounter("d20")
        state = module.act(module.new_encounter(fighters("d20")), {"type": "start"}).state
        campaign.write(lambda: Encounter.create(name="Brod", status="running", state=state))
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        process = subprocess.Popen(
            [
                *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
                *(str(campaign.path), "--port", "0", "--language", "en"),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        try:
            url = process.stdout.readline().strip()
            assert url.startswith("http://127.0.0.1:") and url.endswith("/"), url
            status, body, _ = fetch(url)
            assert status == 200 and b"<script>" in body
            payload = payload_of(url)
            assert payload["mode"] == "fight" and "Round 1" in payload["title"]
            assert b"Qz" not in everything_sent(url)
            # a step the GM commits reaches the page
            step = {"type": "condition", "target": "borek", "name": "Omráčen", "rounds": 2}
            after = module.act(state, step).state
            campaign.write(
                lambda: Encounter.update(state=after).where(Encounter.name == "Brod").execute()
            )
            deadline = time.monotonic() + 20
            while payload_of(url) == payload and time.monotonic() < deadline:
                time.sleep(0.1)
            assert payload_of(url) != payload
            assert fetch(url.rsplit("/", 2)[0] + "/")[0] == 403
        finally:
            process.terminate()
            _out, errors = process.communicate(timeout=20)
        assert process.returncode == 0, errors
    finally:
        campaign.close()


def test_the_server_package_and_the_page_s_words_import_no_qt():
    code = (
        "import sys, campaign_manager.web, campaign_manager.storage.live_fight;"
        "from campaign_manager.player_view.demo import views;"
        "from campaign_manager.player_view.page_model import page_payload;"
        "[page_payload(view, 'cs') for view in views().values()];"
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_a_page_whose_address_was_renewed_says_so(window, browser):  # noqa: F811
    share = _share(window)
    try:
        page = browser.new_page()
        page.goto(share.url())
        page.wait_for_function(
            "name => document.body.innerText.includes(name)",
            arg=window.session.campaign.name,
            timeout=WAIT_MS,
        )
        old = share.url()
        share.new_address()
        assert share.url() != old
        # the old address's page tells the player what to do, not "reconnecting…" forever
        page.wait_for_function(
            "() => document.body.innerText.includes('This address was renewed')",
            timeout=WAIT_MS,
        )
        text = page.inner_text("body")
        assert "ask the GM for the new one" in text and "reconnecting" not in text
        assert window.session.campaign.name not in text  # nothing of the campaign stays
        # the new address shows the page
        fresh = browser.new_page()
        fresh.goto(share.url())
        fresh.wait_for_function(
            "name => document.body.innerText.includes(name)",
            arg=window.session.campaign.name,
            timeout=WAIT_MS,
        )
        fresh.close()
        page.close()
    finally:
        share.stop()


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "This address was renewed; ask the GM for the new one."),
        ("cs", "Tato adresa byla obnovena; požádejte Vypravěče o novou."),
    ],
)
def test_the_renewed_address_s_words_come_in_the_page_s_language(language, words):
    assert page_payload(None, language)["texts"]["renewed"] == words


def _serve(location: str) -> subprocess.Popen:
    return subprocess.Popen(
        [
            *(sys.executable, "-m", "campaign_manager", "serve-player-view"),
            *(location, "--port", "0", "--language", "en"),
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )


def _wait_for_mode(url: str, mode: str) -> dict:
    deadline = time.monotonic() + 30
    payload = payload_of(url)
    while payload["mode"] != mode and time.monotonic() < deadline:
        time.sleep(0.1)  # polling the page for the change, not waiting a fixed time
        payload = payload_of(url)
    return payload


@pytest.mark.slow
def test_the_blank_key_blanks_the_pages_serve_player_view_serves(window, browser):  # noqa: F811
    _fight(window)
    steps = window.session.undo_stack.count()
    process = _serve(str(window.session.campaign.path))
    try:
        url = process.stdout.readline().strip()
        assert url.startswith("http://127.0.0.1:"), process.stderr.read()
        assert _wait_for_mode(url, "fight")["mode"] == "fight"
        page = browser.new_page()
        page.goto(url)
        page.wait_for_selector("li.row", timeout=WAIT_MS)

        window.player_side.toggle_blank()  # Ctrl+B
        page.wait_for_function(
            "() => document.body.classList.contains('blank') && !document.getElementById('app').firstChild",
            timeout=WAIT_MS,
        )
        assert _blank(page)
        assert _wait_for_mode(url, "blank").keys() <= {"mode", "lang", "page_title", "texts"}
        assert window.session.undo_stack.count() == steps  # no undo step

        window.player_side.toggle_blank()  # Ctrl+B again: the fight
        page.wait_for_selector("li.row", timeout=WAIT_MS)
        assert "Round 1" in _title(page)
        assert window.session.undo_stack.count() == steps
        page.close()
    finally:
        process.terminate()
        _out, errors = process.communicate(timeout=20)
    assert process.returncode == 0, errors


def test_a_campaign_left_blank_shows_again_when_the_gm_opens_it(window, qtbot):
    from campaign_manager.storage import player_view
    from campaign_manager.ui.main_window import MainWindow
    from campaign_manager.ui.settings import AppSettings

    campaign = window.session.campaign
    path = campaign.path
    window.player_side.toggle_blank()  # Ctrl+B, then the app is closed blanked
    assert player_view.is_blank(campaign.database)
    window.close_campaign()
    window.close()
    again = MainWindow(AppSettings())  # the app started anew
    qtbot.addWidget(again)
    try:
        assert again.open_campaign(path)
        assert not again.menus.blank_action.isChecked()
        # what serve-player-view reads of the file: the page shows again
        fight = follow_fight(path)
        try:
            assert fight.poll().blank is False
        finally:
            fight.close()
    finally:
        again.close()


def _next_line(process: subprocess.Popen, seconds: float = 30.0) -> str:
    """The next line the command prints ("" if none comes while it waits)."""
    import select

    ready, _, _ = select.select([process.stdout], [], [], seconds)
    return process.stdout.readline().strip() if ready else ""


@pytest.mark.slow
def test_serve_player_view_follows_a_renewed_address(window, browser):  # noqa: F811
    share = WebShare(window.player_side)
    share.set_session(window.session)
    share.token()  # the campaign's key, stored as the share's dialog does
    process = _serve(str(window.session.campaign.path))
    try:
        old = process.stdout.readline().strip()
        assert old.endswith(f"/{share.token()}/")
        page = browser.new_page()
        page.goto(old)
        page.wait_for_function(
            "name => document.body.innerText.includes(name)",
            arg=window.session.campaign.name,
            timeout=WAIT_MS,
        )
        share.new_address()  # the GM's New address
        new = _next_line(process)  # the command prints the new address
        assert new.endswith(f"/{share.token()}/") and new != old
        page.wait_for_function(
            "() => document.body.innerText.includes('This address was renewed')",
            timeout=WAIT_MS,
        )
        assert fetch(old)[0] == 403 and fetch(new)[0] == 200
        page.close()
    finally:
        process.terminate()
        _out, errors = process.communicate(timeout=20)
    assert process.returncode == 0, errors


@pytest.mark.parametrize(("language", "turn"), [("en", "Turn: {name}"), ("cs", "Na tahu: {name}")])
def test_a_screen_reader_hears_whose_turn_it_is_after_the_gm_s_next_turn(
    window,
    browser,  # noqa: F811
    qapp,
    language,
    turn,
):
    from campaign_manager.player_view.content import isolate
    from campaign_manager.ui import i18n

    i18n.install(qapp, language)
    share = _share(window)
    try:
        state = _fight(window)
        page = browser.new_page()
        page.goto(share.url())
        page.wait_for_selector("li.row", timeout=WAIT_MS)
        assert page.evaluate("document.documentElement.lang") == language
        live = page.locator("#announce")
        assert live.get_attribute("aria-live") == "polite"
        assert live.text_content() == ""  # the page read as it opened: nothing announced
        before = state["current"]
        for _ in state["combatants"]:  # the GM's Next turn (N), past the hidden extras
            window.combat_area.next_action.trigger()
            now = window.session.combat.state["current"]
            if not state["combatants"][now].get("hidden"):
                break
        assert now != before and not state["combatants"][now].get("hidden")
        name = state["combatants"][now]["name"]
        heard = turn.format(name=isolate(name))
        page.wait_for_function(
            "words => document.getElementById('announce').textContent.endsWith(words)",
            arg=heard,
            timeout=WAIT_MS,
        )
        assert page.locator("h1").inner_text().endswith(heard)  # the same words as shown
        page.close()
    finally:
        share.stop()
        i18n.install(qapp, "en")
