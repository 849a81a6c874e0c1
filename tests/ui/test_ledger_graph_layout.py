"""The relations graph keeps its layout (a drag moves nobody else, now or after a
restart), keeps the chosen person across tabs, and labels ties readably."""

from __future__ import annotations

import ledger_pages
import pytest
from ledger_pages import ledger_session  # noqa: F401 (a fixture)
from PySide6.QtCore import QPointF, Qt

from campaign_manager.storage.changes import AddCharacter
from campaign_manager.storage.ledger import AddFavour, AddNetwork, AddRelation, add_person


def make_page(qtbot, session):
    return ledger_pages.make_page(qtbot, session, width=1000)


@pytest.fixture
def page(qtbot, session, messages):
    return make_page(qtbot, session)


def seed(session):
    """Jan and Hubert tied four ways (knows, owes a small favour, a relation, liaison);
    Zuzka and Markéta around them."""
    ids = {}
    for name in ("Jan Bezruč", "Markéta Hellerová"):
        ids[name] = max(session.perform(AddCharacter({"name": name}), "x").characters)
    jan = ids["Jan Bezruč"]
    for contact, who in (
        ("Hubert Lasička", jan),
        ("Zuzka", jan),
        ("Vávra", ids["Markéta Hellerová"]),
    ):
        change = add_person({"name": contact}, {"character_id": who, "influence": 1})
        session.perform(change, "x")
        ids[contact] = change.changes[0].id
    hubert = ids["Hubert Lasička"]
    session.perform(
        AddFavour(
            {
                "debtor_kind": "contact",
                "debtor_id": hubert,
                "creditor_kind": "character",
                "creditor_id": jan,
                "size": "small",
            }
        ),
        "x",
    )
    session.perform(
        AddRelation(
            {
                "source_kind": "contact",
                "source_id": hubert,
                "target_kind": "character",
                "target_id": jan,
                "label": "obdivuje ho",
            }
        ),
        "x",
    )
    session.perform(
        AddNetwork({"owner_id": jan, "kind": "Černý trh", "rating": 1, "liaison_id": hubert}),
        "x",
    )
    return ids


def labels(graph) -> dict[str, object]:
    from campaign_manager.ui.ledger.graph import EdgeItem

    return {
        item.label.text(): item.label.sceneBoundingRect()
        for item in graph.scene.items()
        if isinstance(item, EdgeItem) and item.label.text()
    }


def test_a_favour_tie_says_its_size_and_ties_labels_do_not_overlap(page, session):
    ids = seed(session)
    page.tabs.setCurrentWidget(page.graph)
    page.graph.set_center(("character", ids["Jan Bezruč"]))
    shown = labels(page.graph)
    assert "a small favour" in shown and "small" not in shown
    assert {"obdivuje ho", "Černý trh"} <= set(shown)
    rects = list(shown.values())
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.intersects(b)


def test_a_drag_moves_nobody_else_now_or_after_a_restart(page, session, qtbot):
    ids = seed(session)
    graph = page.graph
    page.tabs.setCurrentWidget(graph)
    graph.set_center(("character", ids["Jan Bezruč"]))
    before = {node: QPointF(item.pos()) for node, item in graph.items.items()}
    hubert = ("contact", ids["Hubert Lasička"])
    view = graph.view
    start = view.mapFromScene(graph.items[hubert].scenePos())
    end = start + type(start)(60, 40)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(view.viewport(), end)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    moved = QPointF(graph.items[hubert].pos())
    assert moved != before[hubert]

    again = make_page(qtbot, session)  # the campaign opened again
    again.tabs.setCurrentWidget(again.graph)
    again.graph.set_center(("character", ids["Jan Bezruč"]))
    for node, position in before.items():
        expected = moved if node == hubert else position
        assert again.graph.items[node].pos() == expected, node
    session.undo()  # one step: the drag and the places kept with it
    assert session.undo_stack.index() == session.undo_stack.count() - 1


def test_the_chosen_person_is_kept_across_tabs(page, session):
    ids = seed(session)
    people = page.tables["people"]
    page.tabs.setCurrentWidget(people)
    model = people.model
    row = next(r for r in range(model.rowCount()) if model.index(r, 0).data() == "Zuzka")
    people.view.setCurrentIndex(model.index(row, 0))
    page.tabs.setCurrentWidget(page.graph)
    assert page.graph.current_center() == ("contact", ids["Zuzka"])
    page.graph.set_center(("contact", ids["Vávra"]))
    page.tabs.setCurrentWidget(people)
    assert people.current()["contact"]["id"] == ids["Vávra"]


def test_two_opposite_favours_are_two_arrows_each_with_its_own_words(page, session):
    """Two opposite favours between Jan and Hubert were one double-headed line with the
    labels stacked: who owes whom could not be read. Each is its own arrow beside the
    other, its label at its own line, and says who owes whom when pointed at."""
    from campaign_manager.ui.ledger.graph import EdgeItem

    ids = seed(session)
    jan, hubert = ids["Jan Bezruč"], ids["Hubert Lasička"]
    back = {"debtor_kind": "character", "debtor_id": jan}
    back |= {"creditor_kind": "contact", "creditor_id": hubert, "size": "big"}
    session.perform(AddFavour(back), "x")
    page.tabs.setCurrentWidget(page.graph)
    page.graph.set_center(("character", jan))
    favours = [
        item
        for item in page.graph.scene.items()
        if isinstance(item, EdgeItem) and item.edge.kind == "favour"
    ]
    assert len(favours) == 2
    one, other = (item.shaft for item in favours)
    # the two arrows run apart, each from its debtor to its creditor
    assert (one.center() - other.center()).manhattanLength() >= 8
    assert one.angle() != other.angle()
    for item in favours:  # each label lies nearer its own line than the other one
        centre = item.label.sceneBoundingRect().center()
        mine = item.shaft.center()
        theirs = next(o for o in favours if o is not item).shaft.center()
        assert (centre - mine).manhattanLength() < (centre - theirs).manhattanLength()
    tips = sorted(item.toolTip() for item in favours)
    assert tips == [
        "Hubert Lasička owes Jan Bezruč: a small favour",
        "Jan Bezruč owes Hubert Lasička: a big favour",
    ]
