"""New roster lines taken into the roster a slice per turn of the event loop.

A rules change at 10,000 characters gives thousands of new lines at once; putting them all
in place in one go kept the window from painting for tens of milliseconds. The first
slice goes in at once (a short roster is done there), the rest one slice a turn, each a
band of neighbouring rows (one short repaint signal).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from campaign_manager.ui.roster.model import RosterModel

#: roster lines put in place per turn of the event loop
LINES_SLICE = 1000


class LineIntake(QObject):
    """Puts written roster lines into ``model`` by slices; :meth:`finish` puts what is
    left at once (before any other change is taken), :meth:`drop` forgets it (the
    records are read anew)."""

    def __init__(self, model: RosterModel, parent: QObject | None = None):
        super().__init__(parent)
        self.model = model
        self._left: list[tuple[int, str]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._step)

    def take(self, lines: dict[int, str]) -> bool:
        """Start putting ``lines`` (JSON text by id) in place; False (nothing taken) when
        an id is not a row's: the caller reads the records anew."""
        self.finish()
        row_of = self.model.row_of
        rows = {i: row_of(i) for i in lines}
        if any(row is None for row in rows.values()):
            return False
        self._left = sorted(lines.items(), key=lambda item: rows[item[0]], reverse=True)
        self._step()
        return True

    def pending(self) -> int:
        return len(self._left)

    def finish(self) -> None:
        self._timer.stop()
        while self._left:
            self._put(len(self._left))

    def drop(self) -> None:
        self._timer.stop()
        self._left = []

    def _step(self) -> None:
        self._put(LINES_SLICE)
        if self._left:
            self._timer.start()

    def _put(self, count: int) -> None:
        part = self._left[-count:]
        del self._left[-count:]
        self.model.put_lines(dict(part), every=False)
