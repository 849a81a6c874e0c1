"""The order table's model at a step of a fight of 200: it reads the cells of the rows the
step made (new row objects) alone, and shows the optional columns as every row fills
them."""

from __future__ import annotations

from campaign_manager.ui.combat.models import Column, CombatOrderModel


class _Counted(dict):
    """A row that counts how often a cell of it is read (its id aside)."""

    reads = 0

    def get(self, *args):
        _Counted.reads += 1
        return super().get(*args)


def _rows(size: int, marked: set[int] = frozenset()) -> list[dict]:
    return [
        _Counted(id=f"c{n}", name=f"Stráž {n}", status="ok", mark="!" if n in marked else None)
        for n in range(size)
    ]


def _model(qtbot) -> CombatOrderModel:
    model = CombatOrderModel()
    model.set_columns(
        [Column("name", "Combatant"), Column("status", "State")], [Column("mark", "Mark")]
    )
    return model


def test_a_step_reads_only_the_rows_it_made(qtbot):
    model = _model(qtbot)
    rows = _rows(200)
    model.set_rows(rows)
    step = list(rows)
    step[7] = _Counted(step[7], status="hurt")
    _Counted.reads = 0
    model.set_rows(step)
    assert _Counted.reads < 50  # the new row and the one it replaced, not 200 rows
    assert model.text(7, 1) == "hurt" and model.row_of("c7") == 7


def test_an_optional_column_shows_while_any_row_fills_it(qtbot):
    model = _model(qtbot)
    rows = _rows(200, marked={3})
    model.set_rows(rows)
    assert [c.key for c in model.columns] == ["name", "mark", "status"]
    step = list(rows)
    step[5] = _Counted(step[5], mark="?")
    model.set_rows(step)
    assert [c.key for c in model.columns] == ["name", "mark", "status"]
    step = list(step)
    step[3] = _Counted(step[3], mark=None)
    model.set_rows(step)
    assert [c.key for c in model.columns] == ["name", "mark", "status"]
    step = list(step)
    step[5] = _Counted(step[5], mark=None)
    model.set_rows(step)
    assert [c.key for c in model.columns] == ["name", "status"]
    assert model.text(5, 1) == "ok"
