"""The Ledger area: the campaign's web of people, favours, networks, operations, relations.

Filterable tables (any text; one person, character or network; one area) with add, edit
and delete through ``session.perform`` (each one undo step; a delete that takes other
rows with it is one Batch and says first what goes). Where the campaign's rule system
has networks (``SYSTEM.ledger``), the networks and their operations are shown too, and
the rolls its UI registers (``UI.ledger``) are run from here. Opening the ledger reads no
character sheet: names come from the roster's name column.

The page lays out the tables and keeps them in step with the campaign; what its buttons
do is its :class:`~campaign_manager.ui.ledger.actions.LedgerActions`.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStackedWidget,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ledger.favours import balance
from campaign_manager.ledger.parts import NetworkRules, ledger_parts
from campaign_manager.ledger.web import edges
from campaign_manager.storage import ledger_queries as queries
from campaign_manager.storage.changes import Batch
from campaign_manager.storage.ledger import SetPosition
from campaign_manager.storage.touched import Touched
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.icons import icon
from campaign_manager.ui.ledger import dialogs
from campaign_manager.ui.ledger.actions import LedgerActions
from campaign_manager.ui.ledger.deadlines import DueDates, clock_of
from campaign_manager.ui.ledger.delegate import LedgerTextDelegate
from campaign_manager.ui.ledger.graph import RelationsGraph
from campaign_manager.ui.ledger.loading import LedgerLoader
from campaign_manager.ui.ledger.model import LedgerTableModel
from campaign_manager.ui.ledger.parts import LedgerUI, ledger_ui
from campaign_manager.ui.ledger.rows import RowBuilder
from campaign_manager.ui.ledger.updates import QUICK_KINDS, RowUpdates
from campaign_manager.ui.text import isolate, plain
from campaign_manager.ui.widgets.empty_state import EmptyState

TABS = ("people", "favours", "networks", "operations", "relations")
NETWORK_TABS = ("networks", "operations")  # where the rule system has networks
DATED_TABS = ("favours", "operations")  # whose records may fall due (a column, a filter)


class ButtonRows(QVBoxLayout):
    """A table's buttons: the edits on one row, the rolls on the next (``addStretch``
    ends a row), so a window of 1024 pixels never cuts one."""

    def __init__(self):
        super().__init__()
        self.setSpacing(4)
        self._row = QHBoxLayout()
        self.addLayout(self._row)

    def add(self, button: QPushButton) -> None:
        self._row.addWidget(button)

    def addStretch(self, stretch: int = 0) -> None:
        self._row.addStretch(max(1, stretch))
        self._row = QHBoxLayout()
        self.addLayout(self._row)


# how many rows a table's first column widths are fitted to
FIT_ROWS = 60


def _person_key(row) -> tuple[str, int]:
    """A people row's identity: its link, or the contact nobody knows."""
    link = row.record["link"]
    return ("link", link["id"]) if link else ("contact", row.record["contact"]["id"])


# the columns of free text of each tab (who a person is, why a favour is owed…): kept to
# FREE_TEXT_WIDTH at most, their tooltips whole; every other column is a key column (a
# name, who owes, to whom, an influence), shown whole
FREE_TEXT = {
    "people": (4, 5, 6),
    "favours": (3, 4),
    "networks": (5,),
    "operations": (1, 3, 7, 8),
    "relations": (1, 4),
}
FREE_TEXT_WIDTH = 280
# the free text of a tab that takes the room the key columns leave
STRETCHED = {"people": 4, "favours": 3, "networks": 5, "operations": 1, "relations": 1}


class LedgerTable(QWidget):
    """One tab: a table and its buttons."""

    def __init__(self, key: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.key = key
        self.stretched = STRETCHED.get(key)
        self.free_text = FREE_TEXT.get(key, ())
        self.model = LedgerTableModel([], self, key=_person_key if key == "people" else None)
        self.view = QTableView()
        self.view.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.view.setObjectName(f"ledger_{key}")
        self.view.setModel(self.model)
        # each cell's text laid out once and kept, not at every paint
        self.view.setItemDelegate(LedgerTextDelegate(self.model, self.view))
        # the rows in their own order, with no sort indicator until a header is clicked
        # (Qt's default put one on the first column while nothing was sorted)
        self.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setWordWrap(False)
        self.view.verticalHeader().setVisible(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(self.stretched is None)  # (every tab has its free text)
        header.setSortIndicatorShown(True)
        header.setResizeContentsPrecision(200)  # fit columns by the first rows, not 50,000
        self._fitted = False
        self.buttons = ButtonRows()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        self.summary = plain(QLabel())  # people's names
        self.summary.setObjectName(f"ledger_{key}_summary")
        self.summary.setWordWrap(True)
        self.summary.setVisible(False)
        # what an empty table means and what to do (nothing yet, or nothing matches)
        self.hint = plain(QLabel())
        self.hint.setObjectName(f"ledger_{key}_hint")
        self.hint.setWordWrap(True)
        self.hint.setVisible(False)
        self.empty_text = ""
        layout.addWidget(self.summary)
        layout.addWidget(self.hint)
        layout.addWidget(self.view)
        layout.addLayout(self.buttons)
        for signal in (
            self.model.modelReset,
            self.model.rowsInserted,
            self.model.rowsRemoved,
            self.model.layoutChanged,
        ):
            signal.connect(self.update_hint)

    def set_empty_text(self, text: str) -> None:
        """What the tab says while it has no records ("No favours yet. New favour…")."""
        self.empty_text = text
        self.update_hint()

    def update_hint(self, *_args) -> None:
        shown = self.model.rowCount()
        hidden = len(self.model.all_rows()) - shown
        if shown or not self.model.filled:
            self.hint.setVisible(False)
            return
        if hidden:
            self.hint.setText(
                self.tr("Nothing here matches the filter; %n record(s) hidden.", "", hidden)
            )
        else:
            self.hint.setText(self.empty_text)
        self.hint.setVisible(bool(self.hint.text()))

    def button(self, name: str, slot) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.clicked.connect(slot)
        self.buttons.add(button)
        return button

    def fit_columns(self, force: bool = False) -> None:
        """Columns wide enough for their header (never cut) and their text: a key column
        whole, free text up to :data:`FREE_TEXT_WIDTH` (the stretched one takes the rest);
        done once, so a GM's own widths survive edits."""
        if self._fitted and not force:
            return
        header = self.view.horizontalHeader()
        # the widths from the first rows (20,000 rows asked Python 350,000 times)
        header.setResizeContentsPrecision(FIT_ROWS)
        self.view.resizeColumnsToContents()
        stretched = self.stretched if self.stretched is not None else -1
        if 0 <= stretched < self.model.columnCount():  # sized as the others first
            header.setSectionResizeMode(stretched, QHeaderView.ResizeMode.Interactive)
        for column in range(self.model.columnCount()):
            wanted = header.sectionSize(column)
            if column in self.free_text:
                wanted = min(wanted, FREE_TEXT_WIDTH)
            header.resizeSection(
                column, max(wanted, header.sectionSizeFromContents(column).width() + 8)
            )
        if 0 <= stretched < self.model.columnCount():
            # never narrower than its header (a large desktop font leaves it little room):
            # the table scrolls sideways rather than cut the header's word
            least = header.sectionSizeFromContents(stretched).width() + 8
            header.setMinimumSectionSize(max(header.minimumSectionSize(), least))
            header.setSectionResizeMode(stretched, QHeaderView.ResizeMode.Stretch)
        self._fitted = self.model.rowCount() > 0

    def current(self):
        index = self.view.currentIndex()
        row = self.model.row_at(index.row()) if index.isValid() else None
        return row.record if row is not None else None


class LedgerPage(QWidget):
    # the ledger is read and the tab shown is whole (a large ledger arrives in steps)
    loaded = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = None
        self.loader = LedgerLoader(self)
        self.updates = RowUpdates(self)
        # what the campaign's rule system adds: its networks' rules, its rolls' dialogs
        self.networks: NetworkRules | None = None
        self.rolls: LedgerUI | None = None
        self.actions = LedgerActions(self)
        self._names: dict = {}
        self._characters: list[dict] = []
        self._records: dict[str, list[dict]] = {}
        self._stale = False  # hidden when the ledger changed: read again when shown
        self._unbuilt: set[str] = set()  # the tabs (and "graph") not built since a read
        self._favour_index: dict | None = None  # the favours by party, built when asked

        self.empty = EmptyState(icon("ledger"))
        self.search = QLineEdit()
        self.search.setObjectName("ledger_search")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._apply_filter)
        self.scope = QComboBox()
        self.scope.setObjectName("ledger_scope")
        self.scope.currentIndexChanged.connect(self._apply_filter)
        self.area = QComboBox()
        self.area.setObjectName("ledger_area")
        self.area.currentIndexChanged.connect(self._apply_filter)
        self.players_only = QCheckBox()
        self.players_only.setObjectName("ledger_players_only")
        self.players_only.toggled.connect(self._apply_filter)
        top = QHBoxLayout()
        top.addWidget(self.search, 2)
        top.addWidget(self.scope, 1)
        top.addWidget(self.area, 1)
        top.addWidget(self.players_only)
        self.due_only = QCheckBox()
        self.due_only.setObjectName("ledger_due_only")
        self.due_only.toggled.connect(self._apply_filter)
        top.addWidget(self.due_only)
        self.print_button = QPushButton()
        self.print_button.setObjectName("ledger_print")
        self.print_button.clicked.connect(self.actions.print_for_players)
        top.addWidget(self.print_button)

        self.tabs = QTabWidget()
        self.tables = {key: LedgerTable(key) for key in TABS}
        for key in TABS:
            self.tabs.addTab(self.tables[key], "")
        self._last_tab = self.tabs.currentWidget()  # its chosen person carries over
        self.tabs.currentChanged.connect(self._tab_shown)
        self._filter = ("", None, None, False, False)
        for key in DATED_TABS:
            self.tables[key].model.dated = True
        self._clock = None  # the calendar and time the due dates were worked out against
        self.graph = RelationsGraph()
        self.graph.node_moved.connect(self._node_moved)
        self.tabs.addTab(self.graph, "")
        from campaign_manager.ui.reveals.actions import add_to_ledger

        self.shown = add_to_ledger(self)  # what each PC has been shown; Show to players…
        actions = self.actions
        people, favours = self.tables["people"], self.tables["favours"]
        self.add_person_button = people.button("add_person", actions.add_person)
        self.link_button = people.button("link_person", actions.link_person)
        self.edit_person_button = people.button("edit_person", actions.edit_current)
        self.unlink_button = people.button("unlink_person", actions.delete_current)
        self.delete_person_button = people.button("delete_person", actions.delete_person)
        people.buttons.addStretch(1)
        self.find_button = people.button("find_contact", actions.find_contact)
        self.ask_button = people.button("ask_contact", actions.ask_contact)
        self.add_favour_button = favours.button("add_favour", actions.add_favour)
        self.edit_favour_button = favours.button("edit_favour", actions.edit_current)
        self.delete_favour_button = favours.button("delete_favour", actions.delete_current)
        favours.buttons.addStretch(1)
        networks = self.tables["networks"]
        self.add_network_button = networks.button("add_network", actions.add_network)
        self.edit_network_button = networks.button("edit_network", actions.edit_current)
        self.delete_network_button = networks.button("delete_network", actions.delete_current)
        networks.buttons.addStretch(1)
        self.run_button = networks.button("run_operation", actions.run_operation)
        operations = self.tables["operations"]
        self.run_button_2 = operations.button("run_operation_2", actions.run_operation)
        self.edit_operation_button = operations.button("edit_operation", actions.edit_current)
        self.delete_operation_button = operations.button("delete_operation", actions.delete_current)
        operations.buttons.addStretch(1)
        relations = self.tables["relations"]
        self.add_relation_button = relations.button("add_relation", actions.add_relation)
        self.edit_relation_button = relations.button("edit_relation", actions.edit_current)
        self.delete_relation_button = relations.button("delete_relation", actions.delete_current)
        relations.buttons.addStretch(1)
        for table in self.tables.values():
            table.view.doubleClicked.connect(lambda _index: actions.edit_current())
            delete = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), table.view)
            delete.setContext(Qt.ShortcutContext.WidgetShortcut)
            delete.activated.connect(actions.delete_current)

        main = QWidget()
        layout = QVBoxLayout(main)
        layout.addLayout(top)
        layout.addWidget(self.tabs)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty)
        self.stack.addWidget(main)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        self.retranslate()

    # -- texts ------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.empty.set_texts(
            self.tr("No campaign is open"),
            self.tr(
                "The ledger keeps the campaign's web: who knows whom, who owes whom, which "
                "network ran which job and who stands how to whom. Open a campaign to see it."
            ),
        )
        self.search.setPlaceholderText(self.tr("Filter: any text…"))
        self.players_only.setText(self.tr("Only what the players know"))
        self.due_only.setText(self.tr("Only due or overdue"))
        self.due_only.setToolTip(
            self.tr(
                "Favours and operations whose due date has passed or falls within a week of "
                "the story's date."
            )
        )
        titles = {
            "people": self.tr("People"),
            "favours": self.tr("Favours"),
            "networks": self.tr("Networks"),
            "operations": self.tr("Operations"),
            "relations": self.tr("Relations"),
        }
        for index, key in enumerate(TABS):
            self.tabs.setTabText(index, titles[key])
            self.tables[key].view.setAccessibleName(titles[key])
        self.tabs.setTabText(len(TABS), self.tr("Graph"))
        self.tabs.setTabText(self.tabs.indexOf(self.shown), self.tr("Shown to players"))
        self.graph.retranslate()
        self.print_button.setText(self.tr("Print for the players…"))
        self.print_button.setToolTip(
            self.tr("A PDF of what one character knows: only records known to the players.")
        )
        headers = {
            "people": [
                self.tr("Person"),
                self.tr("Known by"),
                self.tr("Influence"),
                self.tr("Area"),
                self.tr("Who they are"),
                self.tr("Where to reach them"),
                self.tr("How they met"),
                self.tr("Why they help"),
                self.tr("Attitude"),
                self.tr("Players know"),
                self.tr("Gained"),
            ],
            "favours": [
                self.tr("Who owes"),
                self.tr("To whom"),
                self.tr("How big"),
                self.tr("Why"),
                self.tr("When"),
                self.tr("State"),
                self.tr("Players know"),
                self.tr("Due"),
            ],
            "networks": [
                self.tr("Owner"),
                self.tr("Kind"),
                self.tr("Area"),
                self.tr("Rating"),
                self.tr("Liaison"),
                self.tr("Dead drop"),
                self.tr("Messages (cipher)"),
                self.tr("Language"),
                self.tr("What it can do"),
            ],
            "operations": [
                self.tr("Network"),
                self.tr("What was asked"),
                self.tr("Against"),
                self.tr("Target"),
                self.tr("Network test"),
                self.tr("Outcome"),
                self.tr("Contractors (zl)"),
                self.tr("When"),
                self.tr("What came of it"),
                self.tr("Due"),
            ],
            "relations": [
                self.tr("From"),
                self.tr("Relation"),
                self.tr("To"),
                self.tr("Attitude"),
                self.tr("The other way round"),
                self.tr("Certainty"),
                self.tr("Players know"),
            ],
        }
        for key, table in self.tables.items():
            table.model.set_headers(headers[key])
            table.fit_columns(force=True)
        labels = {
            self.add_person_button: self.tr("New person…"),
            self.link_button: self.tr("Another character knows…"),
            self.edit_person_button: self.tr("Edit…"),
            self.unlink_button: self.tr("Forget the link"),
            self.delete_person_button: self.tr("Delete person…"),
            self.find_button: self.tr("Find a contact…"),
            self.ask_button: self.tr("Ask a contact…"),
            self.add_favour_button: self.tr("New favour…"),
            self.edit_favour_button: self.tr("Edit…"),
            self.delete_favour_button: self.tr("Delete"),
            self.add_network_button: self.tr("New network…"),
            self.edit_network_button: self.tr("Edit…"),
            self.delete_network_button: self.tr("Delete…"),
            self.run_button: self.tr("Run an operation…"),
            self.run_button_2: self.tr("Run an operation…"),
            self.edit_operation_button: self.tr("Edit…"),
            self.delete_operation_button: self.tr("Delete"),
            self.add_relation_button: self.tr("New relation…"),
            self.edit_relation_button: self.tr("Edit…"),
            self.delete_relation_button: self.tr("Delete"),
        }
        for button, text in labels.items():
            button.setText(text)
        empty = {
            "people": self.tr("No people yet. “New person…” adds someone a character knows."),
            "favours": self.tr("No favours yet. “New favour…” records who owes whom."),
            "networks": self.tr("No networks yet. “New network…” adds a character's network."),
            "operations": self.tr(
                "No operations yet. “Run an operation…” on the Networks tab sends a network "
                "on a job."
            ),
            "relations": self.tr(
                "No relations yet. “New relation…” records how one person stands to another."
            ),
        }
        for key, table in self.tables.items():
            table.set_empty_text(empty[key])
        if self.session is not None:
            self._request_reload()

    # -- the session ------------------------------------------------------------------
    def set_session(self, session) -> None:
        if self.session is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.session.changed.disconnect(self._on_changed)
        self.session = session
        self.shown.set_session(session)
        self.loader.stop()
        if session is None:
            self.networks = self.rolls = None
            self.stack.setCurrentIndex(0)
            for table in self.tables.values():
                table.model.set_rows([])
            return
        session.changed.connect(self._on_changed)
        parts = ledger_parts(session.campaign.system)
        self.networks = parts.networks if parts is not None else None
        self.rolls = ledger_ui(session.campaign.system)
        networks = self.has_networks
        for key in NETWORK_TABS:
            self.tabs.setTabVisible(TABS.index(key), networks)
        rolls = self.rolls or LedgerUI()
        for button, dialog in (
            (self.find_button, rolls.find_contact),
            (self.ask_button, rolls.ask_contact),
            (self.run_button, rolls.run_operation),
            (self.run_button_2, rolls.run_operation),
        ):
            button.setVisible(dialog is not None)
        self.stack.setCurrentIndex(1)
        self._request_reload()

    def _request_reload(self) -> None:
        """Read the ledger now if the page can be seen; in a hidden tab, when it is shown
        (opening a campaign and editing sheets elsewhere read no ledger at all)."""
        if self.parentWidget() is not None and self.isHidden():
            self._stale = True
            return
        self._stale = False
        self.reload()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self.reload()

    @property
    def has_networks(self) -> bool:
        """Whether the campaign's rule system has networks (its ledger's ``networks``)."""
        return self.session is not None and self.networks is not None

    def _on_changed(self, changes: Touched) -> None:
        if changes.origin is self.graph:  # a dragged person: the graph already shows it
            self.graph.fixed = queries.positions()
            return
        self.loader.building.stop()  # a hidden tab half built is built again when shown
        if self.loader.busy:  # read again from the start: the steps read before it
            self._request_reload()
            return
        # the story's clock or calendar moved: the due dates stand anew
        moved = changes.campaign and self._clock not in (None, clock_of(self.session))
        rereads = changes.ledger and self._rereads(changes)
        if moved or changes.characters or changes.roster or rereads:
            self._request_reload()
        elif changes.ledger:
            self._update_records(changes.ledger_records)
        self.loader.build_hidden_later()

    def _rereads(self, changes: Touched) -> bool:
        """Whether a ledger change needs the whole ledger read again: it did not say which
        records, or one of them is not shown by row, or the page holds no ledger yet."""
        return (
            changes.ledger_unlisted
            or not changes.ledger_records
            or not self._records
            or self._stale
            or any(kind not in QUICK_KINDS for kind, _ in changes.ledger_records)
        )

    def _update_records(self, records) -> None:
        """Records changed: each is read again and the rows it touches rebuilt, the rest
        stay (see :mod:`~campaign_manager.ui.ledger.updates`)."""
        if self.parentWidget() is not None and self.isHidden():
            self._request_reload()  # read when shown
            return
        self._favour_index = None
        self.updates.update(records)
        self._unbuilt.add("graph")  # the web is drawn again when next shown
        self._build_shown()
        self._apply_filter()

    def _keep_chosen(self, chosen: dict, shown) -> None:
        """The person chosen on the tab left stays chosen on the tab shown: the graph
        centres on them, the people tab selects their row."""
        party = (
            ("contact", chosen["contact"])
            if chosen["contact"] is not None
            else ("character", chosen["character"])
            if chosen["character"] is not None
            else None
        )
        if party is None:
            return
        if shown is self.graph:
            if party in self.graph.names and self.graph.current_center() != party:
                self.graph.set_center(party)
            return
        if shown is not self.tables["people"]:
            return

        def is_party(record) -> bool:
            link = record["link"]
            return party == ("contact", record["contact"]["id"]) or (
                link is not None and party == ("character", link["character_id"])
            )

        if shown.current() is not None and is_party(shown.current()):
            return
        model = shown.model
        for r in range(model.rowCount()):
            if is_party(model.row_at(r).record):
                shown.view.setCurrentIndex(model.index(r, 0))
                return

    def _node_moved(self, node, x: float, y: float) -> None:
        """Keep the dragged person where put, and every other person shown where they are
        (the same undo step): the layout the GM arranged is the one they see again."""
        name = self._names.get(tuple(node), "?")
        kept = [
            SetPosition(other[0], other[1], (item.pos().x(), item.pos().y()))
            for other, item in sorted(self.graph.items.items())
            if other != tuple(node) and other not in self.graph.fixed
        ]
        self.session.perform(
            Batch([SetPosition(node[0], node[1], (x, y)), *kept]),
            self.tr("Move %1 in the graph").replace("%1", name),
            origin=self.graph,
        )

    # -- contents ---------------------------------------------------------------------
    def reload(self) -> None:
        if self.session is None:
            return
        self.loader.load()

    @property
    def loading(self) -> bool:
        """Whether the ledger is still being read (its rows arrive in steps)."""
        return self.loader.busy

    def adopt(self, characters: list[dict], names: dict, records: dict) -> None:
        """The ledger as read: its tabs' rows (and the graph's web) are worked out when
        shown or while the window is idle."""
        self._characters, self._names, self._records = characters, names, records
        self._favour_index = None
        calendar, now = clock_of(self.session)
        self._clock = (calendar, now)
        dates = DueDates(calendar, now, current_language())
        self._builder = RowBuilder(
            self._names, current_language(), self.tr, self.networks, deadlines=dates
        )
        self._unbuilt = {*self.tables, "graph"}

    def _row_of(self, key: str, record: dict, networks: dict):
        builder = self._builder
        if key == "operations":
            return builder.operation(record, networks)
        make = {"favours": builder.favour, "networks": builder.network}
        return make.get(key, builder.relation)(record)

    def _rows_of(self, key: str) -> list:
        return [row for batch in self.loader.batches(key) for row in batch]

    def _build_shown(self) -> None:
        """The rows of the tab shown (or the web of the graph), if not yet built."""
        if self.session is None or not self._unbuilt or self.loader.busy:
            return
        current = self.tabs.currentWidget()
        for key, table in self.tables.items():
            if table is current and key in self._unbuilt:
                self._unbuilt.discard(key)
                table.model.set_filter(*self._filter)
                table.model.set_rows(self._rows_of(key))
                table.fit_columns()
        if current is self.graph and "graph" in self._unbuilt:
            self._unbuilt.discard("graph")
            ties = edges(self._records)
            in_web = {e.source for e in ties} | {e.target for e in ties}
            self.graph.set_web(
                {node: name for node, name in self._names.items() if node in in_web},
                ties,
                queries.positions(),
            )

    def fill_areas(self) -> None:
        """The area filter's choices: every contact's and network's area."""
        area = self.area.currentData()
        areas = sorted(
            {c["area"] for c in self._records["contact"] if c["area"]}
            | {n["area"] for n in self._records["network"] if n["area"]},
            key=str.casefold,
        )
        self.area.blockSignals(True)
        self.area.clear()
        self.area.addItem(self.tr("Every area"), None)
        for name in areas:
            self.area.addItem(name, name)
        self.area.setCurrentIndex(max(0, self.area.findData(area)))
        self.area.blockSignals(False)

    def _apply_filter(self, *_args) -> None:
        if self.session is None:
            return
        text, area = self.search.text(), self.area.currentData()
        scope = dialogs.parse_party(self.scope.currentData())
        self._filter = (text, scope, area, self.players_only.isChecked(), self.due_only.isChecked())
        current = self.tabs.currentWidget()
        if isinstance(current, LedgerTable):  # the others follow when they are shown
            current.model.set_filter(*self._filter)
        self._show_balance(scope)

    def _show_balance(self, scope) -> None:
        """Above the favours, what the chosen person owes and is owed (outstanding)."""
        label = self.tables["favours"].summary
        if scope is None or scope[0] not in ("character", "contact"):
            label.setVisible(False)
            return
        favours = self._favours_of(tuple(scope))
        if self.players_only.isChecked():
            favours = [f for f in favours if f["known_to_players"]]
        sides = balance(favours, scope)
        owes = sum(side["owes"] for side in sides.values())
        owed = sum(side["owed"] for side in sides.values())
        name = self._names.get(tuple(scope), "?")
        text = self.tr("%1 owes %n open favour(s)", "", owes).replace("%1", isolate(name))
        text += "; " + self.tr("is owed %n.", "", owed)
        details = []
        for other, side in sorted(sides.items(), key=lambda item: self._names.get(item[0], "")):
            other_name = self._names.get(other, "?")
            details.append(f"{isolate(other_name)}: −{side['owes']} / +{side['owed']}")
        if details:
            text += " " + ", ".join(details)
        label.setText(text)
        label.setVisible(True)

    def _favours_of(self, party: tuple[str, int]) -> list[dict]:
        """The favours ``party`` owes or is owed, from an index by party built once per
        read of the ledger (choosing one person looked through 10,000 favours)."""
        if self._favour_index is None:
            index: dict[tuple[str, int], list[dict]] = {}
            for favour in self._records.get("favour", []):
                debtor = (favour["debtor_kind"], favour["debtor_id"])
                creditor = (favour["creditor_kind"], favour["creditor_id"])
                index.setdefault(debtor, []).append(favour)
                if creditor != debtor:
                    index.setdefault(creditor, []).append(favour)
            self._favour_index = index
        return self._favour_index.get(party, [])

    def _tab_shown(self, _index: int) -> None:
        previous, self._last_tab = self._last_tab, self.tabs.currentWidget()
        chosen = self.actions.selection(previous) if previous is not None else None
        self._build_shown()
        current = self.tabs.currentWidget()
        if chosen is not None:
            self._keep_chosen(chosen, current)
        if self.session is not None and isinstance(current, LedgerTable):
            current.model.set_filter(*self._filter)
