"""Reading the ledger for its page: a small ledger at once; a large one in steps.

A large ledger (more than :data:`AT_ONCE` records) shows the first screen of the people
tab first (its first rows, read with only the names they need), then reads the rest a
step at a time on the window's thread (a few milliseconds per step, between the
window's own events), so the tab answers while the rest arrives. A step is a query of a
few thousand rows or a batch of rows built; the rows arrive in the table as they are
built. When the tab shown is whole, the page says ``loaded``; the other tabs' rows are
then built in the same way while the window is idle, so showing them costs nothing.

A step is not run on another thread: building rows is Python, and a Python thread
holding the interpreter makes every cell a paint asks for wait for it.

While a large ledger's steps run, Python's cycle collector waits: the hundred thousand
objects its rows are made of made it walk every object of the process several times,
each a pause on the window's thread (benchmarks/notes/ledger.md, "ui/ledger/loading.py"). When the steps end, what exists is moved out
of its reach (``gc.freeze``): the rows and records hold no cycles, they are freed by
their count of references as before; a cycle already unreachable at that moment stays
in memory (the price of never walking the ledger's objects again). A small ledger's
steps leave the collector alone.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel

from campaign_manager.storage import ledger_queries as queries
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.ledger.rows import RowBuilder, people_batches
from campaign_manager.ui.responsive import collector

translate = QCoreApplication.translate  # the texts are the Ledger page's, in its context
KINDS = ("contact", "link", "favour", "network", "operation", "relation")
# a ledger of up to this many records is read in one go
AT_ONCE = 4000
# records read by one step
CHUNK = 1000
# rows built by one step
BATCH = 500
# the person filter's choices made by one step
CHOICES = 500
# rows shown in the table at a time while they arrive
ARRIVAL = 4000
# rows of the first screen
FIRST_ROWS = 100
# how long the steps run before the window's events come first (ms)
SLICE_MS = 5.0


class Steps(QObject):
    """Runs a generator's steps on the window's thread, :data:`SLICE_MS` at a time."""

    finished = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._steps: Iterator | None = None
        self._holding = False
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    @property
    def running(self) -> bool:
        return self._steps is not None

    def start(self, steps: Iterator, hold: bool = False) -> None:
        """Run ``steps``; with ``hold``, the cycle collector waits until they end (a
        large ledger's steps make a hundred thousand objects)."""
        self.stop()
        if hold:
            collector.hold()
        self._holding = hold
        self._steps = steps
        self._timer.start()

    def stop(self) -> None:
        if self._steps is not None and self._holding:
            collector.release()
        self._holding = False
        self._steps = None
        self._timer.stop()

    def finish(self) -> None:
        """Run every step left now (not from inside a step: the steps go on as they are)."""
        steps = self._steps
        if steps is None or getattr(steps, "gi_running", False):
            return
        self.stop()
        for _ in steps:
            pass
        self.finished.emit()

    def _slice(self) -> None:
        steps = self._steps
        if steps is None:
            self._timer.stop()
            return
        deadline = time.perf_counter() + SLICE_MS / 1000
        for _ in steps:
            if steps is not self._steps:  # a step stopped or restarted the steps
                return
            if time.perf_counter() >= deadline:
                return
        if steps is self._steps:
            self.stop()
            self.finished.emit()


class LedgerLoader(QObject):
    """Reads the ledger into a :class:`~campaign_manager.ui.ledger.page.LedgerPage`."""

    def __init__(self, page):
        super().__init__(page)
        self.page = page
        self.reading = Steps(self)  # the ledger's records and the tab shown
        self.reading.finished.connect(self._read)
        self.building = Steps(self)  # the hidden tabs' rows, while the window is idle
        self._large = False  # read in steps (the collector waits while they run)

    @property
    def busy(self) -> bool:
        """Whether the ledger is still being read (the page's records are not whole)."""
        return self.reading.running

    def stop(self) -> None:
        self.reading.stop()
        self.building.stop()

    def load(self) -> None:
        """Read the ledger: at once when small, else the first screen now, the rest in
        steps."""
        self.stop()
        total = sum(queries.count(kind) for kind in KINDS)
        self._large = False
        if total <= AT_ONCE:
            for _ in self._read_steps(first=0):
                pass
            self._read()
            return
        for combo, everyone in (
            (self.page.scope, translate("LedgerPage", "Everyone")),
            (self.page.area, translate("LedgerPage", "Every area")),
        ):
            if not combo.count():  # the filters' lists come with the rest
                combo.addItem(everyone, None)
        self._large = True
        self.reading.start(self._read_steps(first=self._first_screen()), hold=True)

    def finish(self) -> None:
        """Read everything left now (an edit needs the whole ledger)."""
        self.reading.finish()

    # -- the steps ------------------------------------------------------------------------
    def _first_screen(self) -> int:
        """The people tab's first rows, when it is shown and empty; how many."""
        page = self.page
        table = page.tables["people"]
        if page.tabs.currentWidget() is not table or table.model.rowCount():
            return 0
        links = queries.records("link", limit=FIRST_ROWS)
        contacts = queries.records("contact", ids={k["contact_id"] for k in links})
        parties = {("character", k["character_id"]) for k in links}
        parties |= {("contact", c["id"]) for c in contacts}
        names = queries.party_names(
            translate("LedgerPage", "a deleted character ({name})"), parties
        )
        builder = RowBuilder(names, current_language(), page.tr, page.networks)
        by_id = {c["id"]: c for c in contacts}
        rows = [
            builder.person(by_id[k["contact_id"]], k) for k in links if k["contact_id"] in by_id
        ]
        table.model.set_filter(*page._filter)
        table.model.set_rows(rows)
        table.fit_columns()
        return len(rows)

    def _read_steps(self, first: int):
        """Read the records (a chunk a step), then build the shown tab's rows (a batch a
        step) after the ``first`` already shown."""
        page = self.page
        characters = queries.characters()
        yield
        names = queries.party_names(
            deleted=translate("LedgerPage", "a deleted character ({name})"), kinds=("character",)
        )
        yield
        names.update(queries.party_names(kinds=("contact",)))
        yield
        records: dict[str, list[dict]] = {}
        for kind in KINDS:
            rows = records[kind] = []
            while True:
                chunk = queries.records(kind, after=rows[-1]["id"] if rows else 0, limit=CHUNK)
                rows += chunk
                yield
                if len(chunk) < CHUNK:
                    break
        page.adopt(characters, names, records)
        yield from self._fill_scope()
        current = page.tabs.currentWidget()
        key = next((k for k, t in page.tables.items() if t is current), None)
        if key is None:
            return
        page._unbuilt.discard(key)
        table = page.tables[key]
        table.model.set_filter(*page._filter)
        if first and key == "people":
            arrived: list = []  # shown a few thousand at a time: each arrival repaints
            for batch in people_batches(
                page._builder, records["contact"], records["link"], BATCH, skip=first
            ):
                arrived += batch
                if len(arrived) >= ARRIVAL:
                    table.model.append_rows(arrived)
                    arrived = []
                yield
            table.model.append_rows(arrived)
        else:
            rows = []
            for batch in self.batches(key):
                rows += batch
                yield
            table.model.set_rows(rows)
        table.fit_columns()

    def batches(self, key: str):
        """The rows of the tab ``key``, a batch at a time."""
        page, builder = self.page, self.page._builder
        records = page._records
        if key == "people":
            yield from people_batches(builder, records["contact"], records["link"], BATCH)
            return
        networks = {n["id"]: n for n in records["network"]}
        kind = {
            "favours": "favour",
            "networks": "network",
            "operations": "operation",
            "relations": "relation",
        }[key]
        items = records[kind]
        for start in range(0, len(items), BATCH):
            yield [page._row_of(key, record, networks) for record in items[start : start + BATCH]]

    def _fill_scope(self):
        """The person filter's choices (every character, contact and network) into a new
        list, a chunk a step, shown when whole; the area filter's at once."""
        page = self.page
        combo = page.scope
        chosen = combo.currentData()
        model = QStandardItemModel(combo)

        def add(text: str, data) -> None:
            item = QStandardItem(text)
            item.setData(data, Qt.ItemDataRole.UserRole)
            model.appendRow(item)

        add(translate("LedgerPage", "Everyone"), None)
        choices = [(c["name"], f"character:{c['id']}") for c in page._characters]
        yield
        contact = translate("LedgerPage", "%1 (contact)")
        choices += [
            (contact.replace("%1", c["name"]), f"contact:{c['id']}")
            for c in sorted(page._records["contact"], key=lambda c: c["name"].casefold())
        ]
        yield
        if page.has_networks:
            network = translate("LedgerPage", "%1 (network)")
            choices += [
                (network.replace("%1", page.actions.network_label(n)), f"network:{n['id']}")
                for n in page._records["network"]
            ]
        for start in range(0, len(choices), CHOICES):
            for text, data in choices[start : start + CHOICES]:
                add(text, data)
            yield
        old = combo.model()
        old.setParent(None)  # emptied a step at a time below: deleted at once it kept the window
        chosen_at = next((n for n, (_, data) in enumerate(choices, 1) if data == chosen), 0)
        updates = page.updates
        updates.scope_contacts = sorted(
            (c["name"].casefold(), c["id"]) for c in page._records["contact"]
        )
        updates.scope_networks = (
            [n["id"] for n in page._records["network"]] if page.has_networks else []
        )
        combo.blockSignals(True)
        combo.setModel(model)
        combo.setCurrentIndex(chosen_at if chosen is not None else 0)
        combo.blockSignals(False)
        page.fill_areas()
        yield
        while old.rowCount():
            count = min(old.rowCount(), CHOICES * 4)
            old.removeRows(old.rowCount() - count, count)
            yield
        old.deleteLater()

    def _read(self) -> None:
        """The ledger is read and its tab shown: the page says so; the other tabs' rows
        follow while the window is idle."""
        page = self.page
        page._apply_filter()
        page._build_shown()
        page.loaded.emit()
        self.build_hidden_later()

    def build_hidden_later(self) -> None:
        """Build the hidden tabs' rows while the window is idle (after an edit)."""
        if not self.reading.running:
            self.building.start(self._build_hidden(), hold=self._large)

    def _build_hidden(self):
        page = self.page
        for key, table in page.tables.items():
            if key not in page._unbuilt or (
                key in ("networks", "operations") and not page.has_networks
            ):
                continue
            rows = []
            for batch in self.batches(key):
                rows += batch
                yield
            page._unbuilt.discard(key)
            table.model.set_filter(*page._filter)
            table.model.set_rows(rows)
