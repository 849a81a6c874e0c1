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
from pathlib import Path

import pytest
from web_browser import WAIT_MS, browser  # noqa: F401

from campaign_manager.player_view.demo import views
from campaign_manager.player_view.page_model import page_payload
from campaign_manager.web import PlayerViewServer, new_token

AXE = Path(__file__).parents[1] / "support" / "axe" / "axe.min.js"
AXE_SHA256 = "29348999450cdf2849a8e70b7912fc2da85a849da39c0d0d5394f51d4a9ed95c"
LANGUAGES = ("cs", "en")
PNG = (
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00"
    b"\x00\x90wS\xde\x00\x00\x00\x0cIDATx\x9cc\xf8\xcf\xc0\x00\x00\x03\x01\x01\x00\xc9\xfe"
    b"\x92\xef\x00\x00\x00\x00IEND\xaeB`\x82"
)


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
        assert len(found) == len(views()) + 4
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
