"""The relations graph (dragged people stay put, one undo step) and the players' PDF."""

from __future__ import annotations

import html
import re
import unicodedata
from pathlib import Path

import pytest
from ledger_pages import ledger_session, make_page  # noqa: F401 (a fixture)
from pypdf import PdfReader
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog

from campaign_manager.storage import ledger_queries as q
from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import AddLink, AddNetwork, AddRelation, add_person
from campaign_manager.ui.ledger.printout import export_player_pdf, player_html, player_pdf_name


@pytest.fixture
def page(qtbot, session, messages):
    return make_page(qtbot, session, width=1000)


def seed(session):
    def character(name):
        return max(session.perform(AddCharacter({"name": name}), "x").characters)

    jan, marketa = character("Jan Bezruč"), character("Markéta Hellerová")
    character("Ondřej z Vlašimi")  # in no tie: not offered as a centre
    change = add_person(
        {"name": "Hubert Lasička", "who": "Paserák", "notes": "udává strážím"},
        {"character_id": jan, "influence": 2, "how_met": "obchodní partner"},
    )
    session.perform(change, "x")
    hubert = change.changes[0].id
    secret = add_person(
        {"name": "Tajný Informátor"},
        {"character_id": jan, "influence": 3, "known_to_players": False},
    )
    session.perform(secret, "x")
    spy = secret.changes[0].id
    session.perform(AddLink({"character_id": marketa, "contact_id": hubert}), "x")
    session.perform(
        AddRelation(
            {
                "source_kind": "contact",
                "source_id": hubert,
                "target_kind": "character",
                "target_id": jan,
                "label": "dluží mu život",
                "known_to_players": True,
            }
        ),
        "x",
    )
    session.perform(
        AddRelation(
            {
                "source_kind": "contact",
                "source_id": spy,
                "target_kind": "character",
                "target_id": jan,
                "label": "sleduje ho",
            }
        ),
        "x",
    )
    session.perform(
        AddNetwork(
            {
                "owner_id": jan,
                "kind": "Černý trh",
                "area": "Staré Město",
                "rating": 2,
                "liaison_id": spy,
            }
        ),
        "x",
    )
    return jan, marketa, hubert, spy


def test_the_graph_shows_one_or_two_steps_out(page, session, qtbot):
    jan, marketa, hubert, _ = seed(session)
    graph = page.graph
    page.tabs.setCurrentWidget(graph)
    centres = [graph.center.itemText(i) for i in range(graph.center.count())]
    assert "Ondřej z Vlašimi" not in centres and "Hubert Lasička (contact)" in centres
    graph.set_center(("character", marketa))
    assert set(graph.items) == {("character", marketa), ("contact", hubert)}
    graph.steps.setValue(2)
    assert ("character", jan) in graph.items
    graph.kind_boxes["link"].setChecked(False)
    assert set(graph.items) == {("character", marketa)}
    graph.kind_boxes["link"].setChecked(True)
    graph.steps.setValue(1)
    item = graph.items[("contact", hubert)]
    QTest.mouseDClick(
        graph.view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=graph.view.mapFromScene(item.scenePos()),
    )
    qtbot.waitUntil(lambda: graph.current_center() == ("contact", hubert))  # recentred


def test_a_dragged_person_stays_where_put_and_undo_moves_it_back(page, session, qtbot):
    jan, _, hubert, _ = seed(session)
    graph = page.graph
    page.tabs.setCurrentWidget(graph)
    graph.set_center(("character", jan))
    item = graph.items[("contact", hubert)]
    before = QPointF(item.pos())
    view = graph.view
    start = view.mapFromScene(item.scenePos())
    end = start + type(start)(60, 40)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), end)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    moved = q.positions()[("contact", hubert)]
    assert moved != (before.x(), before.y())
    assert session.undo_stack.text(session.undo_stack.index() - 1) == (
        "Move Hubert Lasička in the graph"
    )
    graph.steps.setValue(2)  # a redraw lays out the others and keeps him where he was put
    assert graph.items[("contact", hubert)].pos() == QPointF(*moved)
    session.undo()
    assert ("contact", hubert) not in q.positions()


def test_the_players_printout_holds_only_what_they_know(page, session, tmp_path, monkeypatch):
    jan, *_ = seed(session)
    title, body = player_html(jan, "en")
    assert title == "What Jan Bezruč knows"
    assert "Hubert Lasička" in body and "dluží mu život" in body
    assert "Tajný Informátor" not in body and "sleduje ho" not in body
    assert "udává strážím" not in body  # the GM's notes
    path = export_player_pdf(jan, tmp_path / "jan.pdf")
    text = " ".join(" ".join(p.extract_text().split()) for p in PdfReader(path).pages)
    assert "Hubert Lasička" in text and "Tajný" not in text

    page.scope.setCurrentIndex(page.scope.findData(f"character:{jan}"))
    target = tmp_path / "from-button.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.print_button.click()
    assert target.exists() and target.stat().st_size > 1000


def test_the_players_printout_is_named_apart_from_the_sheet(page, session, tmp_path, monkeypatch):
    jan, *_ = seed(session)
    page.scope.setCurrentIndex(page.scope.findData(f"character:{jan}"))
    asked = {}

    def get_save_file_name(parent, title, start, *args, **kwargs):
        asked["start"] = Path(start).name
        return str(tmp_path / "out.pdf"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", get_save_file_name)
    page.print_button.click()
    assert asked["start"] == "Jan Bezruč – for players.pdf"  # the sheet's: "Jan Bezruč.pdf"
    assert player_pdf_name("Jan Bezruč") != "Jan Bezruč.pdf"


def test_the_players_printout_headers_break_only_between_words(page, session):
    jan, *_ = seed(session)
    _title, body = player_html(jan, "en")
    headers = re.findall(r"<th([^>]*)>([^<]*)</th>", body)
    assert headers
    for attributes, text in headers:
        wrap = "normal" if " " in text else "nowrap"
        assert f"white-space: {wrap}; word-break: normal" in attributes, text
    # the tables take the page's width; no column is forced narrow
    assert re.findall(r"width='([^']*)'", body) == ["100%"] * body.count("<table")
    assert "<td width" not in body and "<th width" not in body


@pytest.fixture
def czech(qapp):
    """The UI in Czech for one test (its headers are the long words), English after."""
    from campaign_manager.ui import i18n

    i18n.install(qapp, "cs")
    yield
    i18n.install(qapp, "en")


def test_the_players_pdf_spans_the_page_and_keeps_its_words_whole(page, session, tmp_path, czech):
    jan, *_ = seed(session)
    path = export_player_pdf(jan, tmp_path / "jan.pdf")
    reader = PdfReader(path)
    page_width = float(reader.pages[0].mediabox.width)
    lines: list[tuple[float, str]] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            shown = unicodedata.normalize("NFKC", text)  # "ﬂ" is "fl"
            lines.append((tm[4] * cm[0] + cm[4], shown.replace("\t", " ").strip()))

    reader.pages[0].extract_text(visitor_text=visit)
    # the page's own 2 cm margin only (3.5 cm before: the text took two thirds of the width)
    assert min(x for x, _ in lines) < 0.12 * page_width
    words = {word for _, text in lines for word in text.split()}
    _title, body = player_html(jan, "cs")
    headers = re.findall(r"<th[^>]*>([^<]*)</th>", body)
    assert "Vzhled a vystupování" in headers
    for header in headers:
        assert set(html.unescape(header).split()) <= words, header  # no word cut in two


def painted(item) -> QImage:
    """The node as it paints itself, alone, on a transparent square."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    image = QImage(40, 40, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(20, 20)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def test_a_contact_and_a_character_differ_in_shape_and_the_kinds_have_a_legend(page, session):
    """Told apart without the colour: a character a circle, a contact a rounded square;
    each kind of tie's colour is shown beside its name."""
    from campaign_manager.ui.colors import color
    from campaign_manager.ui.ledger.graph import EDGE_COLOURS

    _, marketa, hubert, _ = seed(session)
    graph = page.graph
    page.tabs.setCurrentWidget(graph)
    graph.set_center(("character", marketa))
    circle, square = (
        painted(graph.items[("character", marketa)]),
        painted(graph.items[("contact", hubert)]),
    )
    corner = (4, 4)  # inside the bounding square, outside the circle
    assert circle.pixelColor(*corner).alpha() == 0
    assert square.pixelColor(*corner).alpha() == 255
    for kind, box in graph.kind_boxes.items():
        icon = box.icon().pixmap(24, 12).toImage()
        assert icon.pixelColor(12, 6) == color(EDGE_COLOURS[kind]), kind
    label = graph.items[("character", marketa)].label
    assert label.brush().color() == QApplication.palette().text().color()
