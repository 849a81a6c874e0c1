"""The players' page works with a screen reader: axe-core (the engine browsers' accessibility
checkers run, vendored in tests/support/axe) finds nothing on the page in any state it has,
in Czech and in English, in headless Chromium; the page keeps its landmarks, its language,
the phone's text size, and the strict Content-Security-Policy (axe is run by the test
through the browser's debugger, not let in by the page).
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from pathlib import Path

import pytest
from web_browser import WAIT_MS, browser  # noqa: F401

from campaign_manager.player_view.demo import views
from campaign_manager.player_view.own import player_payload
from campaign_manager.player_view.page_model import page_payload
from campaign_manager.web import PlayerViewServer, new_token

WAIT_SECONDS = WAIT_MS / 1000


class Received(list):
    """The requests a server's handler was given (on the server's thread), and a wait
    for them: a page marks a request sent before the server has handed it on."""

    def __init__(self) -> None:
        super().__init__()
        self._arrived = threading.Condition()

    def append(self, item) -> None:
        with self._arrived:
            super().append(item)
            self._arrived.notify_all()

    def wait_for(self, count: int) -> None:
        with self._arrived:
            assert self._arrived.wait_for(lambda: len(self) >= count, WAIT_SECONDS), list(self)


AXE = Path(__file__).parents[1] / "support" / "axe" / "axe.min.js"
AXE_SHA256 = "29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c"
LANGUAGES = ("cs", "en")
PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00"
    b"\x00\x90wS\xde\x00\x00\x00\x0cIDATx\x9cc\xf8\xcf\xc0\x00\x00\x03\x01\x01\x00\xc9\xfe"
    b"\x92\xef\x00\x00\x00\x00IEND\xaeB`\x82"
)

#: the players' recap of a session the GM shows on the TV: its title, then its lines
RECAP = ["Večer 3. 12. 2026", "Přepadení u brodu", "Zdena padla.", "Uplynuly 2 dny."]


@pytest.fixture(scope="module")
def axe_source() -> str:
    data = AXE.read_bytes()
    assert hashlib.sha256(data).hexdigest() == AXE_SHA256, "tests/support/axe changed"
    return data.decode("utf-8")


@pytest.fixture
def server():
    served = PlayerViewServer()
    served.start(["127.0.0.1"], 0)
    try:
        yield served
    finally:
        served.stop()


def _violations(page, axe_source: str) -> list[str]:
    """axe-core's violations on the page as it is now (every rule, best practices too)."""
    page.evaluate(axe_source)  # through the debugger: the page's CSP is not relaxed
    results = page.evaluate(
        """async () => {
            const result = await axe.run(document, { resultTypes: ["violations"] });
            return result.violations.map(v => ({
                id: v.id, help: v.help,
                nodes: v.nodes.map(n => n.target.join(" ") + ": " + n.failureSummary),
            }));
        }"""
    )
    return [f"{v['id']} ({v['help']}): {'; '.join(v['nodes'])}" for v in results]


def _open(browser, url: str, **context):  # noqa: F811
    context = browser.new_context(viewport={"width": 390, "height": 844}, **context)
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if "Content Security" in m.text else None)
    page.goto(url)
    return page, errors


def _wait_mode(page, mode: str) -> None:
    page.wait_for_function(
        "mode => document.getElementById('app').getAttribute('data-mode') === mode",
        arg=mode,
        timeout=WAIT_MS,
    )


def _states(language: str) -> list[tuple[str, dict, bytes | None]]:
    """Every state the page has today: each system's example fight, between fights with
    the campaign's name and with the GM's image, and blank."""
    states = [(f"fight {key}", page_payload(view, language), None) for key, view in views().items()]
    states += [
        ("between fights", page_payload(None, language, "Kampaň u Brodu"), None),
        ("between fights, an image", page_payload(None, language, "Kampaň", 1), PNG),
        ("between fights, a recap", page_payload(None, language, "Kampaň", recap=RECAP), None),
        ("blank", page_payload(views()["d20"], language, blank=True), None),
    ]
    return states


@pytest.mark.parametrize("language", LANGUAGES)
def test_axe_finds_nothing_in_any_state_of_the_page(browser, server, axe_source, language):  # noqa: F811
    server.publish(page_payload(None, language, "Kampaň"))
    page, errors = _open(browser, server.url())
    try:
        _wait_mode(page, "idle")
        found = {}
        for name, payload, image in _states(language):
            server.set_image(image)
            if image:
                payload["idle"]["image"] = server.image_version()
            server.publish(payload)
            _wait_mode(page, payload["mode"])
            if image:
                page.wait_for_function(
                    "() => { const i = document.querySelector('img'); return i && i.complete }",
                    timeout=WAIT_MS,
                )
            assert page.evaluate("document.documentElement.lang") == language, name
            found[name] = _violations(page, axe_source)
        # the address renewed: the page says so, and nothing else
        server.set_token(new_token())
        _wait_mode(page, "renewed")
        page.wait_for_function(
            "() => document.getElementById('link').textContent.length > 1", timeout=WAIT_MS
        )
        found["renewed"] = _violations(page, axe_source)
        assert page.evaluate("document.documentElement.lang") == language
        assert len(found) == len(views()) + 5
        assert {name: v for name, v in found.items() if v} == {}
        assert errors == []  # the page's CSP refused nothing of its own
    finally:
        page.context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_has_landmarks_an_order_with_a_heading_and_the_phone_s_text_size(
    browser,  # noqa: F811
    server,
    language,
):
    view = views()["d20"]
    server.publish(page_payload(view, language))
    html = server.page.render(json.dumps(page_payload(view, language))).decode()
    assert f'<html lang="{language}">' in html
    viewport = re.search(r'<meta name="viewport" content="([^"]*)"', html).group(1)
    assert "user-scalable" not in viewport and "maximum-scale" not in viewport
    # no font size in fixed pixels: the phone's own text size is the page's measure
    assert not re.search(r"font(-size)?:[^;}]*\d+px", server.page.style)
    page, _ = _open(browser, server.url())
    try:
        _wait_mode(page, "fight")
        roles = page.evaluate(
            """() => ({
                banner: !!document.querySelector('body > header h1'),
                main: document.querySelectorAll('main').length,
                live: document.getElementById('announce').getAttribute('aria-live'),
                order: document.querySelector('ol.order').getAttribute('aria-labelledby'),
                heading: document.getElementById('order-heading').textContent,
                current: document.querySelectorAll('li[aria-current="step"]').length,
            })"""
        )
        assert roles == {
            "banner": True,
            "main": 1,
            "live": "polite",
            "order": "order-heading",
            "heading": {"cs": "Pořadí", "en": "Order"}[language],
            "current": 1,
        }
        # the page's text grows with the text size the phone asks for (its default font)
        base = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
        cdp = page.context.new_cdp_session(page)
        cdp.send("Page.setFontSizes", {"fontSizes": {"standard": 32, "fixed": 26}})
        larger = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
        assert larger >= base * 1.8, (base, larger)
    finally:
        page.context.close()


def test_less_motion_and_more_contrast_are_followed(browser, server):  # noqa: F811
    server.publish(page_payload(views()["d20"], "en"))
    plain, _ = _open(browser, server.url())
    still, _ = _open(browser, server.url(), reduced_motion="reduce")
    try:
        for page in (plain, still):
            _wait_mode(page, "fight")
        dim = "getComputedStyle(document.querySelector('.next')).color"
        assert plain.evaluate(dim) != plain.evaluate("getComputedStyle(document.body).color")
        plain.emulate_media(contrast="more")
        assert plain.evaluate(dim) == plain.evaluate("getComputedStyle(document.body).color")
        # the current row is scrolled to smoothly, at once where motion is unwanted
        scrolling = "getComputedStyle(document.documentElement).scrollBehavior"
        assert (plain.evaluate(scrolling), still.evaluate(scrolling)) == ("smooth", "auto")
    finally:
        plain.context.close()
        still.context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_non_player_character_is_told_by_shape_and_word_not_colour_alone(
    browser,  # noqa: F811
    server,
    language,
):
    view = views()["d20"]
    payload = page_payload(view, language)
    sides = {row["name"]: row["pc"] for row in payload["rows"]}
    assert set(sides.values()) == {True, False}, "the example fight has both sides"
    server.publish(payload)
    page, _ = _open(browser, server.url())
    try:
        _wait_mode(page, "fight")
        rows = page.evaluate(
            """() => [...document.querySelectorAll('ol.order > li')].map(li => ({
                name: li.querySelector('.name').textContent,
                style: getComputedStyle(li.querySelector('.name')).fontStyle,
                text: li.textContent,
            }))"""
        )
        word = {"cs": "(cizí postava)", "en": "(non-player character)"}[language]
        for row in rows:
            npc = not sides[row["name"]]
            assert (row["style"] == "italic") == npc, row
            assert (word in row["text"]) == npc, row
    finally:
        page.context.close()


# -- a player's own page ---------------------------------------------------------------------
#: each system's way of taking initiative from a player (as the rules' ``own_view`` gives it)
INITIATIVE = {
    "d20": {"kind": "d20"},
    "clovek": {"kind": "bank", "max": 4, "label": "Mentální banka: 4"},
    "dakara": {
        "kind": "intent",
        "actions": [{"key": "attack", "label": "Útok"}, {"key": "defend", "label": "Obrana"}],
        "targets": [{"id": "bandita", "name": "Bandita"}, {"id": "pes", "name": "Pes"}],
    },
}


def me_of(view: dict, key: str) -> dict:
    """A ``me`` as the rules give it, for the view's first PC (its combatant id)."""
    pc = next(c for c in view["combatants"] if c["side"] == "pc")
    return {
        "combatant": pc["id"],
        "name": pc["name"],
        "numbers": [{"label": "Výdrž", "value": "12 / 28"}, {"label": "Zranění", "value": "3"}],
        "conditions": ["Omráčen (1)"],
        "initiative": INITIATIVE[key],
        "end_turn": key != "dakara",
        "propose": ["damage_taken", "damage_dealt", "heal", "condition", "note"],
    }


NOTEBOOK = [
    {
        "id": 1,
        "kind": "text",
        "title": "Dopis",
        "body": "Sejdeme se u brodu.\nK.",
        "image": False,
        "everyone": True,
    },
    {"id": 2, "kind": "image", "title": "Mapa", "body": "", "image": True, "everyone": False},
    {
        "id": 3,
        "kind": "card",
        "title": "Muž v plášti",
        "body": "Jizva přes oko.",
        "image": True,
        "everyone": False,
    },
]


def own_states(language: str) -> list[tuple[str, dict]]:
    """A player's page in every state it has: in each system's fight (their turn, with
    their forms), not in the fight, between fights, with and without a notebook."""
    states = []
    for key, view in views().items():
        me = me_of(view, key)
        base = page_payload(view, language)
        states.append((f"own {key}", player_payload(base, view, "7", me, NOTEBOOK, language)))
    view = views()["d20"]
    base = page_payload(view, language)
    states += [
        ("own, not in the fight", player_payload(base, view, "7", None, [], language)),
        (
            "own, between fights",
            player_payload(
                page_payload(None, language, "Kampaň"), None, "7", None, NOTEBOOK, language
            ),
        ),
        (
            "own, a recap",
            player_payload(
                page_payload(None, language, "Kampaň", recap=RECAP),
                None,
                "7",
                None,
                NOTEBOOK,
                language,
            ),
        ),
        (
            "own, blank",
            player_payload(
                page_payload(view, language, blank=True), view, "7", None, NOTEBOOK, language
            ),
        ),
    ]
    return states


@pytest.mark.parametrize("language", LANGUAGES)
def test_axe_finds_nothing_on_a_player_s_own_page(browser, server, axe_source, language):  # noqa: F811
    key = new_token()
    server.set_player_keys({key: "7"})
    for reveal in (2, 3):
        server.set_reveal_image(reveal, PNG)
    first = dict(own_states(language))["own d20"]
    server.publish_player(key, first)
    page, errors = _open(browser, server.url().replace(server.token, key))
    try:
        found = {}
        for name, payload in own_states(language):
            server.publish_player(key, payload)
            _wait_mode(page, payload["mode"])
            page.wait_for_function(
                "names => names.every(n => document.body.innerText.includes(n))"
                " && [...document.images].every(i => i.complete)",
                arg=[payload["me"]["name"]] if payload.get("me") else [],
                timeout=WAIT_MS,
            )
            assert page.evaluate("document.documentElement.lang") == language, name
            if payload.get("notebook") and payload["mode"] != "blank":
                # the notebook's pictures come from the key's own reveal/<id>
                sizes = page.evaluate(
                    "[...document.querySelectorAll('#book img')].map(i => i.naturalWidth)"
                )
                assert sizes == [1, 1], name
            found[name] = _violations(page, axe_source)
        # a request waiting for the GM, and the GM's answer, are read too
        server.set_request_handler(lambda *_request: None)  # the GM has not answered yet
        server.publish_player(key, first)
        page.wait_for_selector("form.propose", timeout=WAIT_MS)
        page.get_by_role("button", name=first["texts"]["end_turn"]).click()
        page.wait_for_selector("li.reply.waiting", timeout=WAIT_MS)
        found["waiting"] = _violations(page, axe_source)
        server.answer(key, None, False, "Teď ne.")
        page.wait_for_selector("li.reply.refused", timeout=WAIT_MS)
        found["answered"] = _violations(page, axe_source)
        assert {name: v for name, v in found.items() if v} == {}
        assert errors == []
    finally:
        page.context.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_player_s_forms_are_labelled_controls_that_work_from_the_keyboard(
    browser,  # noqa: F811
    server,
    language,
):
    key = new_token()
    server.set_player_keys({key: "7"})
    sent = Received()
    server.set_request_handler(lambda _key, character, request: sent.append((character, request)))
    view = views()["d20"]
    payload = player_payload(
        page_payload(view, language), view, "c1", me_of(view, "d20"), [], language
    )
    assert payload["me"]["turn"] == "now"  # Bořek (c1) is up in the example fight
    server.publish_player(key, payload)
    page, _ = _open(browser, server.url().replace(server.token, key))
    try:
        page.wait_for_selector("form.initiative", timeout=WAIT_MS)
        texts = payload["texts"]
        headings = page.evaluate("[...document.querySelectorAll('h2, h3')].map(h => h.textContent)")
        assert texts["me"] + ": Bořek" in headings and texts["your_initiative"] in headings
        assert {"cs": "Jsi na tahu", "en": "You are up"}[language] in page.inner_text("#mine")
        # every control has a name a screen reader says
        unnamed = page.evaluate(
            """() => [...document.querySelectorAll('#mine input, #mine select, #mine button')]
                .filter(c => !c.labels?.length && !c.textContent.trim()).map(c => c.outerHTML)"""
        )
        assert unnamed == []
        # the d20 roll, typed and sent with Enter
        page.get_by_label(texts["die_roll"]).focus()
        page.keyboard.type("14")
        page.keyboard.press("Enter")
        page.wait_for_function("() => document.querySelector('li.reply.waiting')", timeout=WAIT_MS)
        assert page.inner_text("li.reply.waiting .state") == texts["sent"]
        # a proposal: damage dealt to a target, by the keyboard only (a target it needs)
        page.get_by_label(texts["what"]).select_option("damage_dealt")
        target = page.get_by_label(texts["target"], exact=True)
        assert (
            target.evaluate("e => e.required && e.options[0].textContent") == texts["choose_target"]
        )
        assert "Bořek" not in target.locator("option").all_inner_texts()  # not oneself
        page.get_by_label(texts["amount"]).fill("5")
        page.get_by_label(texts["target"], exact=True).select_option(label="Skřet 1")
        page.get_by_role("button", name=texts["propose_send"]).press("Enter")
        page.wait_for_function(
            "() => document.querySelectorAll('li.reply.waiting').length === 2", timeout=WAIT_MS
        )
        sent.wait_for(2)  # the page shows a request as sent before the server hands it on
        assert [(c, r.kind, r.roll, r.what, r.amount, r.target) for c, r in sent] == [
            ("7", "initiative", 14, None, None, None),
            ("7", "propose", None, "damage_dealt", 5, "skret1"),
        ]
        # a note takes words, not a number nor a target
        page.get_by_label(texts["what"]).select_option("note")
        assert not page.get_by_label(texts["amount"]).is_visible()
        assert page.get_by_label(texts["note_text"], exact=True).evaluate("e => e.required")
        # healing: one's own character unless another is chosen; a condition: its rounds
        page.get_by_label(texts["what"]).select_option("heal")
        assert target.evaluate("e => !e.required && e.options[0].textContent") == texts["myself"]
        page.get_by_label(texts["what"]).select_option("condition")
        assert page.get_by_label(texts["rounds"]).evaluate("e => !e.required")
        page.get_by_label(texts["what"]).select_option("damage_dealt")
        # the GM's answer: shown by the request and read out
        server.answer(key, sent[1][1].id, True, "Zapsáno")
        page.wait_for_selector("li.reply.accepted", timeout=WAIT_MS)
        assert "Zapsáno" in page.inner_text("li.reply.accepted")
        assert "Zapsáno" in page.inner_text("#told")
        assert (
            page.evaluate("document.getElementById('told').getAttribute('aria-live')") == "polite"
        )
        # a new payload keeps what the player is typing
        page.get_by_label(texts["amount"]).fill("8")
        page.get_by_label(texts["amount"]).focus()
        server.publish_player(key, {**payload, "title": "Kolo 4"})
        page.wait_for_function(
            "() => document.querySelector('h1').textContent === 'Kolo 4'", timeout=WAIT_MS
        )
        assert page.get_by_label(texts["amount"]).input_value() == "8"
        assert page.evaluate("document.activeElement.name") == "amount"
    finally:
        page.context.close()


def test_you_are_up_is_announced_and_the_phone_vibrates(browser, server):  # noqa: F811
    key = new_token()
    server.set_player_keys({key: "c1"})
    view = views()["d20"]
    waiting = {**view, "current": "vlk", "next": "borek"}
    me = me_of(view, "d20")
    server.publish_player(
        key, player_payload(page_payload(waiting, "cs"), waiting, "c1", me, [], "cs")
    )
    context = browser.new_context(viewport={"width": 390, "height": 844})
    # the phone's vibration, as the page asks for it (Chromium headless has none of its own)
    context.add_init_script(
        "window.__buzzed = []; navigator.vibrate = p => (window.__buzzed.push(p), true);"
    )
    page = context.new_page()
    try:
        page.goto(server.url().replace(server.token, key))
        page.wait_for_selector("p.turn.next", timeout=WAIT_MS)
        assert page.inner_text("p.turn") == "Jsi další"
        assert page.evaluate("window.__buzzed") == []
        server.publish_player(
            key, player_payload(page_payload(view, "cs"), view, "c1", me, [], "cs")
        )
        page.wait_for_selector("p.turn.now", timeout=WAIT_MS)
        assert page.inner_text("#told").strip() == "Jsi na tahu"
        assert page.evaluate("window.__buzzed.length") == 1
        # the same turn again (another step of it) does not buzz again
        server.publish_player(
            key,
            {
                **player_payload(page_payload(view, "cs"), view, "c1", me, [], "cs"),
                "title": "Kolo 3!",
            },
        )
        page.wait_for_function(
            "() => document.querySelector('h1').textContent === 'Kolo 3!'", timeout=WAIT_MS
        )
        assert page.evaluate("window.__buzzed.length") == 1
    finally:
        context.close()


def test_a_request_left_unanswered_when_the_connection_drops_says_so(browser, server):  # noqa: F811
    key = new_token()
    server.set_player_keys({key: "c1"})
    server.set_request_handler(lambda *_request: None)  # the GM never answers
    view = views()["d20"]
    payload = player_payload(page_payload(view, "en"), view, "c1", me_of(view, "d20"), [], "en")
    server.publish_player(key, payload)
    page, _ = _open(browser, server.url().replace(server.token, key))
    try:
        page.get_by_role("button", name="End my turn").click()
        page.wait_for_selector("li.reply.waiting", timeout=WAIT_MS)
        server.stop()
        page.wait_for_selector("li.reply.unanswered", timeout=WAIT_MS)
        assert page.inner_text("li.reply .state") == "The connection dropped; no answer came."
        assert page.locator("li.reply.waiting").count() == 0
    finally:
        page.context.close()


def test_the_bank_and_the_intent_forms_send_what_the_player_chose(browser, server):  # noqa: F811
    sent = Received()
    server.set_request_handler(lambda _key, _character, request: sent.append(request))
    keys = {"clovek": new_token(), "dakara": new_token()}
    server.set_player_keys({key: "7" for key in keys.values()})
    pages = {}
    try:
        for system, key in keys.items():
            view = views()[system]
            payload = player_payload(
                page_payload(view, "cs"), view, "7", me_of(view, system), [], "cs"
            )
            server.publish_player(key, payload)
            page, _ = _open(browser, server.url().replace(server.token, key))
            page.wait_for_selector("form.initiative", timeout=WAIT_MS)
            pages[system] = page
        texts = payload["texts"]
        bank = pages["clovek"]
        # the bank's words describe the count, and no more dice than it holds are offered
        dice = bank.get_by_label(texts["dice"])
        assert dice.get_attribute("aria-describedby") == "bank-hint"
        assert bank.inner_text("#bank-hint") == "Mentální banka: 4"
        # none (the initiative without dice) up to all the bank holds
        assert dice.locator("option").all_inner_texts() == ["0", "1", "2", "3", "4"]
        dice.select_option("3")
        bank.get_by_role("button", name=texts["roll_for_me"]).click()
        bank.wait_for_selector("li.reply.waiting", timeout=WAIT_MS)
        dice.select_option("2")
        bank.get_by_label(texts["roll"], exact=True).fill("9")
        bank.get_by_label(texts["roll"], exact=True).press("Enter")
        bank.wait_for_function(
            "() => document.querySelectorAll('li.reply').length === 2", timeout=WAIT_MS
        )
        intent = pages["dakara"]
        assert intent.get_by_role("button", name=texts["end_turn"]).count() == 0
        intent.get_by_label(texts["action"]).select_option(label="Útok")
        intent.get_by_label(texts["target"], exact=True).first.select_option(label="Pes")
        intent.get_by_role("button", name=texts["declare"]).click()
        intent.wait_for_selector("li.reply.waiting", timeout=WAIT_MS)
        assert "Útok → Pes" in intent.inner_text("li.reply .what")
        sent.wait_for(3)
        assert [(r.kind, r.dice, r.roll, r.intent, r.target) for r in sent] == [
            ("initiative", 3, None, None, None),
            ("initiative", 2, 9, None, None),
            ("initiative", None, None, "attack", "pes"),
        ]
    finally:
        for page in pages.values():
            page.context.close()
