"""Many changed roster rows taken into the roster a slice per turn of the event loop.

A rules change at 10,000 characters gives thousands of new lines at once, a chapter start
a thousand changed characters; putting them all in place in one go kept the window from
painting for tens of milliseconds. A change of one slice or less goes in at once (a short
change is done there); a larger one a slice a turn, each a band of neighbouring rows, from
the next turn on (the window first paints what the long task's end changed).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer

from campaign_manager.ui.responsive.long_task import busy
from campaign_manager.ui.roster.model import RosterModel

#: roster lines put in place per turn of the event loop
LINES_SLICE = 500
#: changed characters read and put in place per turn of the event loop
RECORDS_SLICE = 250
#: while a long task's worker runs, the slices wait this long (ms) at a time: a read here
#: gives the worker the interpreter at every row and waits up to a switch interval to get
#: it back, so a slice of 250 rows took over a second and the worker's work with it
BUSY_WAIT_MS = 50


class _Slices(QObject):
    """Items handed to ``put`` a slice per turn of the event loop, the first at once."""

    def __init__(self, put: Callable[[list], None], parent: QObject | None = None):
        super().__init__(parent)
        self._put_part = put
        self._left: list = []  # the next items last (taken from the end)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)

    def size(self) -> int:
        raise NotImplementedError

    def pending(self) -> int:
        return len(self._left)

    def finish(self) -> None:
        """Put what is left at once."""
        self._timer.stop()
        while self._left:
            self._put(len(self._left))

    def drop(self) -> None:
        """Forget what is left (the records are read anew)."""
        self._timer.stop()
        self._left = []

    def _begin(self) -> None:
        if len(self._left) > self.size():
            self._timer.start(0)
        else:
            self._step()

    def _step(self) -> None:
        if busy():  # a worker runs: reading here would make both wait (see BUSY_WAIT_MS)
            self._timer.start(BUSY_WAIT_MS)
            return
        self._put(self.size())
        if self._left:
            self._timer.start(0)

    def _put(self, count: int) -> None:
        part = self._left[-count:]
        del self._left[-count:]
        self._put_part(part)


class LineIntake(_Slices):
    """Puts written roster lines into ``model`` by slices. A change that comes meanwhile
    makes the waiting lines of what it touched old: the view has them forgotten (a later
    slice would put an older line), the others keep coming a slice a turn."""

    def __init__(self, model: RosterModel, parent: QObject | None = None):
        super().__init__(lambda part: model.put_lines(dict(part), every=False), parent)
        self.model = model

    def size(self) -> int:
        return LINES_SLICE

    def forget(self, ids) -> None:
        """Forget the waiting lines of the characters ``ids`` (newer ones came for them)."""
        if self._left and ids:
            self._left = [item for item in self._left if item[0] not in ids]

    def take(self, lines: dict[int, str]) -> bool:
        """Start putting ``lines`` (JSON text by id) in place, in place of any waiting for
        the same characters; False (nothing taken) when an id is not a row's: the caller
        reads the records anew."""
        row_of = self.model.row_of
        rows = {i: row_of(i) for i in lines}
        if any(row is None for row in rows.values()):
            return False
        self._timer.stop()
        waiting = []
        for i, text in self._left:
            if i not in lines and (row := row_of(i)) is not None:
                waiting.append((i, text))
                rows[i] = row
        self._left = sorted(
            [*waiting, *lines.items()], key=lambda item: rows[item[0]], reverse=True
        )
        self._begin()
        return True


class RecordIntake(_Slices):
    """Hands changed characters' ids to ``put`` (which reads them as they are then and
    puts them in place) by slices, in row order, new ones last; an id already waiting
    is not taken twice."""

    def __init__(
        self, model: RosterModel, put: Callable[[list[int]], None], parent: QObject | None = None
    ):
        super().__init__(put, parent)
        self.model = model

    def size(self) -> int:
        return RECORDS_SLICE

    def take(self, ids: Iterable[int]) -> None:
        waiting = set(self._left)
        new = [i for i in ids if i not in waiting]
        if not new:
            return
        row_of, last = self.model.row_of, self.model.rowCount()

        def place(record_id: int) -> tuple[int, int]:
            row = row_of(record_id)
            return (last if row is None else row, record_id)

        self._left = sorted([*self._left, *new], key=place, reverse=True)
        self._timer.stop()
        self._begin()
