"""The order table's model when combatants join or leave a fight of 200: their rows are
inserted or removed (the views keep their selection, nothing is laid out anew), and the
table shows what a fresh layout of the same rows shows."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from campaign_manager.ui.combat.models import Column, CombatOrderModel


def _model() -> CombatOrderModel:
    model = CombatOrderModel()
    model.set_columns(
        [Column("name", "Combatant"), Column("status", "State")], [Column("mark", "Mark")]
    )
    return model


def _row(n: int, status: str = "ok") -> dict:
    return {"id": f"c{n}", "name": f"Stráž {n}", "status": status, "mark": None}


def _shown(model: CombatOrderModel) -> list[list[str]]:
    return [[model.text(r, c) for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_twenty_join_as_inserted_rows_not_a_reset(qtbot):
    model = _model()
    rows = [_row(n) for n in range(200)]
    model.set_rows(rows)
    resets, inserted = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    joined = list(rows)
    for k in range(20):
        joined.insert(10 * k, _row(1000 + k, "new"))
    model.set_rows(joined)
    assert resets == [] and len(inserted) == 20
    fresh = _model()
    fresh.set_rows(joined)
    assert _shown(model) == _shown(fresh)
    assert model.row_of("c1005") == 50


@settings(max_examples=60)
@given(
    st.lists(st.integers(0, 40), unique=True, max_size=40),
    st.lists(st.integers(100, 140), unique=True, max_size=20),
    st.randoms(use_true_random=False),
)
def test_any_joins_or_departures_show_as_a_fresh_layout(qapp, before, newcomers, rnd):
    model = _model()
    rows = [_row(n) for n in before]
    model.set_rows(rows)
    after = [r for r in rows if rnd.random() < 0.7] if rnd.random() < 0.5 else list(rows)
    for n in newcomers:
        after.insert(rnd.randint(0, len(after)), _row(n, rnd.choice(["ok", "hurt"])))
    if after and rnd.random() < 0.3:
        after[0] = {**after[0], "status": "changed"}
    model.set_rows(after)
    fresh = _model()
    fresh.set_rows(after)
    assert _shown(model) == _shown(fresh)
    assert [model.row_of(r["id"]) for r in after] == list(range(len(after)))
