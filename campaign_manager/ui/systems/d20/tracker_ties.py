"""The d20 tracker's tie list: the combatants tied with the selected one, in acting order,
dragged to reorder within the tie (the core's ``reorder`` action decides)."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractItemView, QListWidget, QListWidgetItem

ID_ROLE = Qt.ItemDataRole.UserRole


def tie_run(rows: list[dict], cid: str | None) -> list[dict]:
    """The gm_rows in the order tied with ``cid`` (itself included, the same ``tie`` key
    next to each other), in acting order; [] when it is tied with nobody."""
    ordered = [r for r in rows if r["in_order"]]
    index = next((i for i, r in enumerate(ordered) if r["id"] == cid), None)
    if index is None or ordered[index]["tie"] is None:
        return []
    key = ordered[index]["tie"]
    start = end = index
    while start > 0 and ordered[start - 1]["tie"] == key:
        start -= 1
    while end + 1 < len(ordered) and ordered[end + 1]["tie"] == key:
        end += 1
    run = ordered[start : end + 1]
    return run if len(run) > 1 else []


#: the rows the tie list has room for
TIE_ROWS = 3


class TieList(QListWidget):
    """The combatants tied with the selected one, in acting order; drag one to reorder.
    ``moved(id, before)`` is called with the id dropped and the one now after it (None:
    last)."""

    def __init__(self, moved, parent=None):
        super().__init__(parent)
        self._moved = moved
        self._filling = False
        self._order: list[str] = []
        self.setObjectName("TieList")
        self.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        for signal in (self.model().rowsMoved, self.model().rowsRemoved):
            signal.connect(self._schedule)
        # always room for three (more scroll): the panel's size never follows the selection
        row = self.fontMetrics().height() + 6
        self.setFixedHeight(row * TIE_ROWS + 2 * self.frameWidth() + 2)

    def fill(self, entries: list[tuple[str, str]]) -> None:
        """``entries``: (id, text) in acting order."""
        texts = [self.item(i).text() for i in range(self.count())]
        if self._order == [cid for cid, _ in entries] and texts == [t for _, t in entries]:
            return
        self._filling = True
        try:
            self.clear()
            for cid, text in entries:
                item = QListWidgetItem(text)
                item.setData(ID_ROLE, cid)
                item.setFlags(
                    Qt.ItemFlag.ItemIsEnabled
                    | Qt.ItemFlag.ItemIsSelectable
                    | Qt.ItemFlag.ItemIsDragEnabled
                )
                self.addItem(item)
            self._order = [cid for cid, _ in entries]
        finally:
            self._filling = False

    def ids(self) -> list[str]:
        return [self.item(i).data(ID_ROLE) for i in range(self.count())]

    def _schedule(self, *_args) -> None:
        if not self._filling:
            QTimer.singleShot(0, self, self._check)  # after the drop has settled

    def _check(self) -> None:
        """After a drop: which one moved, and before whom."""
        new, old = self.ids(), self._order
        if self._filling or new == old or sorted(new) != sorted(old):
            return
        for cid in old:
            if [x for x in old if x != cid] == [x for x in new if x != cid]:
                index = new.index(cid)
                self._order = new
                self._moved(cid, new[index + 1] if index + 1 < len(new) else None)
                return
