"""The printed Dakara sheet and contacts page of every demo character, in both languages,
fit the page (pypdf text positions); the sheet prints the broken rules with their waivers
and a kondice track from the maximum down to the death threshold."""

from __future__ import annotations

import unicodedata

import pytest
from pypdf import PdfReader

from campaign_manager.demo import create_demo
from campaign_manager.storage.models import CampaignInfo, Character
from campaign_manager.systems.dakara import new_sheet, validate_sheet
from campaign_manager.systems.dakara.campaign import campaign_rules
from campaign_manager.ui import i18n
from campaign_manager.ui.printing import export_pdf
from campaign_manager.ui.systems.dakara.printout import contacts_html, dakara_html
from campaign_manager.ui.systems.dakara.state import DakaraState
from tests.ui.test_printouts_fit import broken_words, texts_past_the_page


def split_words(path, html: str) -> list[str]:
    """Words a too narrow cell broke (a ligature the PDF holds, "ﬁ", is no break)."""
    return [w for w in broken_words(path, html) if unicodedata.normalize("NFKC", w) not in html]


def state_of(sheet: dict, language: str, settings: dict | None = None) -> DakaraState:
    rules, catalogue = campaign_rules(settings or {})
    return DakaraState.of(validate_sheet(sheet), rules, catalogue, language)


def pdf_text(path) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(str(path)).pages)


@pytest.mark.parametrize("language", ["cs", "en"])
def test_every_dakara_demo_printout_fits_the_page(qapp, tmp_path, campaign, language):
    campaign.close()
    demo = create_demo("dakara", tmp_path / "demo")
    i18n.install(qapp, language)
    try:
        settings = CampaignInfo.get().settings
        bad = {}
        for row in Character.select():
            state = state_of(row.sheet, language, settings)
            for part, body in (("sheet", dakara_html(state)), ("contacts", contacts_html(state))):
                if not body:
                    continue
                html = f"<h1>{row.name}</h1>{body}"
                path = export_pdf(html, row.name, tmp_path / f"{row.id}-{part}.pdf")
                problems = texts_past_the_page(path) + [
                    f"broken word {w!r}" for w in split_words(path, html)
                ]
                if problems:
                    bad[f"{row.name} ({part})"] = problems
        assert bad == {}
    finally:
        i18n.install(qapp, "en")
        demo.close()


def test_the_sheet_prints_broken_rules_with_waivers_and_a_kondice_track(qapp, tmp_path):
    sheet = new_sheet()
    sheet["skills"] = {"Akrobacie": {"rating": 4}, "Plavání": {"rating": 3}}
    sheet["majetek"] = 3
    sheet["exceptions"] = [{"code": "limit_top_two", "subject": "Akrobacie", "reason": "cirkus"}]
    sheet["state"].update(kondice_lost=5, kondice=7)
    state = state_of(sheet, "en")
    body = dakara_html(state)
    path = export_pdf(body, "track", tmp_path / "track.pdf")
    text = pdf_text(path)
    assert "Broken rules and waivers" in text
    assert "Waived: cirkus" in text
    assert "Only two stats may be above 2" in text  # the open one
    assert "Kondice" in text and "kondice 7/12, penalty −1" in text
    assert text.count("✗") == 5  # the lost points, crossed
    assert text.count("☐") == 19 - 5  # the rest of 12 … −6 (dying)
    for label in ("−1", "−3 can't run", "out, −4", "dying"):
        assert label in text
    assert texts_past_the_page(path) == []


@pytest.mark.parametrize("size", ["tiny", "human", "elephant"])
def test_a_track_of_any_size_fits_the_page(qapp, tmp_path, size):
    sheet = new_sheet()
    sheet["state"] = {"size": size}
    path = export_pdf(dakara_html(state_of(sheet, "cs")), size, tmp_path / f"{size}.pdf")
    assert texts_past_the_page(path) == []
