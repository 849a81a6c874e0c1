"""A player's notebook holds what the GM showed that player, in order, and nothing else: never
a reveal meant only for others, never one taken back; the TV shows the newest reveal for
everyone that is neither taken back nor dismissed."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.player_view.notebook import everyone_now, notebook_for

PCS = ("1", "2", "3", "17")


@st.composite
def reveal_rows(draw) -> list[dict]:
    count = draw(st.integers(0, 12))
    rows = []
    for number in range(1, count + 1):
        rows.append(
            {
                "id": number,
                "kind": draw(st.sampled_from(("text", "image", "card"))),
                "title": draw(st.text(max_size=8)),
                "body": draw(st.text(max_size=8)),
                "has_image": draw(st.booleans()),
                "audience": draw(st.lists(st.sampled_from(PCS), max_size=3, unique=True)),
                "withdrawn": draw(st.booleans()),
                "dismissed": draw(st.booleans()),
                # stored oldest first; several in one second keep the order of their ids
                "created": f"2026-12-07T10:{number // 3:02d}:00",
            }
        )
    return rows


@given(reveal_rows(), st.sampled_from(PCS))
def test_a_notebook_holds_only_what_was_shown_to_its_player_in_order(rows, pc):
    notebook = notebook_for(pc, rows)
    by_id = {row["id"]: row for row in rows}
    for entry in notebook:
        row = by_id[entry["id"]]
        assert not row["withdrawn"]
        assert row["audience"] == [] or pc in row["audience"]
        assert entry["everyone"] == (row["audience"] == [])
        assert entry["image"] == row["has_image"]
        assert set(entry) == {"id", "kind", "title", "body", "image", "everyone"}
    expected = [
        row["id"]
        for row in rows
        if not row["withdrawn"] and (not row["audience"] or pc in row["audience"])
    ]
    assert [entry["id"] for entry in notebook] == expected  # every one, oldest first
    # the same rows in any order give the same notebook
    assert notebook_for(pc, list(reversed(rows))) == notebook


@given(reveal_rows())
def test_the_tv_shows_the_newest_reveal_for_everyone_still_up(rows):
    shown = everyone_now(rows)
    up = [r for r in rows if not r["audience"] and not r["withdrawn"] and not r["dismissed"]]
    if not up:
        assert shown is None
    else:
        assert shown is not None and shown["id"] == up[-1]["id"] and shown["everyone"]


def test_a_row_that_is_not_well_formed_reaches_no_notebook():
    rows = [
        {"id": 1, "kind": "text", "title": "Past", "audience": "everyone", "withdrawn": False},
        {"id": 2, "kind": "text", "title": "Past", "audience": [3], "withdrawn": False},
        {"id": 3, "kind": "virus", "title": "Dopis", "audience": [], "created": "x"},
    ]
    assert [entry["id"] for entry in notebook_for("3", rows)] == [3]
    assert notebook_for("3", rows)[0]["kind"] == "text"
    assert everyone_now(rows)["id"] == 3
