"""The printed Člověk and d20 sheets of every demo character, in both languages, fit the
page: every text the PDF holds starts and ends inside the printable area (pypdf text
positions; a text's width measured with the font it is set in)."""

from __future__ import annotations

import html
import math
import re
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QFont, QFontMetricsF, QImage

from campaign_manager.demo import create_demo
from campaign_manager.storage.models import Character
from campaign_manager.systems import get_system
from campaign_manager.ui import i18n
from campaign_manager.ui.printing import export_pdf

MARGIN = 15 / 25.4 * 72  # the sheet's page margins (ui/printing.py), in points
TOLERANCE = 3.0  # points: the measured width is the regular or bold face, not the exact glyphs


def _multiply(m: list[float], n: list[float]) -> list[float]:
    a, b, c, d, e, f = m
    p, q, r, s, t, u = n
    return [
        a * p + b * r,
        a * q + b * s,
        c * p + d * r,
        c * q + d * s,
        e * p + f * r + t,
        e * q + f * s + u,
    ]


def _metrics(size: float, bold: bool) -> QFontMetricsF:
    font = QFont("DejaVu Sans")
    font.setPointSizeF(size)
    font.setBold(bold)
    device = QImage(1, 1, QImage.Format.Format_RGB32)
    device.setDotsPerMeterX(round(72 / 0.0254))
    device.setDotsPerMeterY(round(72 / 0.0254))
    return QFontMetricsF(font, device)


def texts_past_the_page(path: Path) -> list[str]:
    """Every text of the PDF that starts or ends outside the printable area."""
    bad = []
    for number, page in enumerate(PdfReader(str(path)).pages):
        width, height = float(page.mediabox.width), float(page.mediabox.height)

        def visit(text, cm, tm, font, size, number=number, width=width, height=height):
            shown = " ".join(text.split())  # pypdf joins the words of a run with tabs
            if not shown:
                return
            m = _multiply(list(tm), list(cm))
            x, y = m[4], m[5]
            points = size * math.hypot(m[0], m[1])
            bold = "Bold" in str((font or {}).get("/BaseFont", ""))
            end = x + _metrics(points, bold).horizontalAdvance(shown)
            if x < MARGIN - TOLERANCE or end > width - MARGIN + TOLERANCE or not 0 < y < height:
                bad.append(f"page {number + 1}: {shown!r} from x={x:.0f} to {end:.0f} pt")

        page.extract_text(visitor_text=visit)
    return bad


def broken_words(path: Path, body_html: str) -> list[str]:
    """Words of the PDF that are not words of the sheet: a cell too narrow for a word
    breaks it ("Constituti" "on")."""
    plain = html.unescape(re.sub(r"<[^>]+>", " ", body_html))
    words = set(plain.split())
    seen = " ".join(page.extract_text() for page in PdfReader(str(path)).pages).split()
    return sorted({word for word in seen if word not in words and not word.isdigit()})


def printout(system: str, sheet: dict, language: str) -> str:
    if system == "clovek":
        from campaign_manager.systems.clovek import Character as Sheet
        from campaign_manager.ui.systems.clovek.printable import printable_html

        return printable_html(Sheet.from_sheet(sheet), language)
    from campaign_manager.ui.systems.d20.printout import sheet_html

    return sheet_html(get_system("d20").validate_sheet(sheet), language)


@pytest.mark.parametrize("language", ["cs", "en"])
@pytest.mark.parametrize("system", ["clovek", "d20"])
def test_every_demo_printout_fits_the_page(qapp, tmp_path, campaign, system, language):
    campaign.close()
    demo = create_demo(system, tmp_path / "demo")
    i18n.install(qapp, language)
    try:
        bad = {}
        for row in Character.select():
            path = tmp_path / f"{row.id}.pdf"
            export_pdf(
                f"<h1>{row.name}</h1>" + printout(system, row.sheet, language), row.name, path
            )
            problems = texts_past_the_page(path)
            if problems:
                bad[row.name] = problems
        assert bad == {}
    finally:
        i18n.install(qapp, "en")
        demo.close()


def test_the_check_catches_a_word_broken_by_a_narrow_cell(qapp, tmp_path):
    cells = "".join(f"<td>Constitution{i}</td>" for i in range(12))
    body = f"<table width='100%'><tr>{cells}</tr></table>"
    path = export_pdf(body, "narrow", tmp_path / "narrow.pdf")
    assert broken_words(path, body)


def test_the_check_catches_a_text_past_the_page(qapp, tmp_path):
    """What the Člověk attribute table did: cells that may not wrap, wider than the page."""
    cells = "".join(f'<td style="white-space: nowrap">Pálení za kolo {i}</td>' for i in range(9))
    path = export_pdf(f"<table><tr>{cells}</tr></table>", "wide", tmp_path / "wide.pdf")
    problems = texts_past_the_page(path)
    assert problems, problems
    assert any("Pálení za kolo" in problem for problem in problems)
