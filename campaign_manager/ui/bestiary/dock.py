"""*View → Bestiary* (Ctrl+Shift+B): instant search by name, type and CR, and a stat block.

The dock asks the open campaign's rule system for ``bestiary`` (an object with
``monsters()``, ``types()``, ``cr_values()``, ``search(...)``, ``row(monster, language)``
and ``stat_block(monster)``); a system without one has no bestiary, and the View menu
hides the dock's action. The monsters are read when the dock is first shown.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.bestiary.model import BestiaryModel
from campaign_manager.ui.i18n import current_language


class BestiaryDock(QDockWidget):
    """The bestiary of the campaign's rule system, searched as the GM types."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("BestiaryDock")
        self.bestiary: Any = None
        self.loaded: Any = None  # the bestiary whose monsters the filters hold
        self.all_monsters: list[Any] = []
        self.wanted = False  # shown again once a campaign with a bestiary opens
        body = QWidget()
        layout = QVBoxLayout(body)
        filters = QGridLayout()
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("BestiarySearch")
        self.search_edit.setClearButtonEnabled(True)
        self.type_combo = QComboBox()
        self.cr_min_combo = QComboBox()
        self.cr_max_combo = QComboBox()
        self.type_label = QLabel()
        self.cr_label = QLabel()
        self.cr_dash = QLabel("–")
        self.type_label.setBuddy(self.type_combo)
        self.cr_label.setBuddy(self.cr_min_combo)
        filters.addWidget(self.search_edit, 0, 0, 1, 5)
        filters.addWidget(self.type_label, 1, 0)
        filters.addWidget(self.type_combo, 1, 1, 1, 4)
        filters.addWidget(self.cr_label, 2, 0)
        filters.addWidget(self.cr_min_combo, 2, 1)
        filters.addWidget(self.cr_dash, 2, 2)
        filters.addWidget(self.cr_max_combo, 2, 3)
        filters.setColumnStretch(4, 1)
        layout.addLayout(filters)
        self.count_label = QLabel()
        layout.addWidget(self.count_label)
        self.model = BestiaryModel(self)
        self.table = QTableView()
        self.table.setObjectName("BestiaryList")
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # fixed widths from the labels (set on loading): fitting the columns to their
        # contents would read every row at each keystroke
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        self.stat_block = QTextBrowser()
        self.stat_block.setObjectName("BestiaryStatBlock")
        self.stat_block.setOpenLinks(False)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.stat_block)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout.addWidget(splitter, 1)
        self.setWidget(body)

        self.search_edit.textChanged.connect(self.refilter)
        self.search_edit.returnPressed.connect(self._select_first)
        self.search_edit.installEventFilter(self)  # Down: into the list
        for combo in (self.type_combo, self.cr_min_combo, self.cr_max_combo):
            combo.currentIndexChanged.connect(self.refilter)
        self.table.selectionModel().currentRowChanged.connect(self._show_current)
        self.visibilityChanged.connect(self._load_when_shown)
        toggle = self.toggleViewAction()
        toggle.setShortcut(QKeySequence("Ctrl+Shift+B"))
        toggle.setVisible(False)
        self._retranslate()

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Bestiary"))
        self.table.setAccessibleName(self.tr("Monsters"))
        self.stat_block.setAccessibleName(self.tr("Stat block"))
        self.toggleViewAction().setText(self.tr("&Bestiary"))
        self.search_edit.setPlaceholderText(self.tr("Search by name (Ctrl+Shift+B)"))
        self.type_label.setText(self.tr("&Type:"))
        self.cr_label.setText(self.tr("C&R:"))
        self.model.headers = [self.tr("Name"), self.tr("Type"), self.tr("Size"), self.tr("CR")]
        self._fill_filters()
        self.refilter()

    # -- the campaign -----------------------------------------------------------------
    def set_system(self, system: Any) -> None:
        """The open campaign's rule system (None: no campaign); its bestiary or none."""
        self.bestiary = getattr(system, "bestiary", None) if system is not None else None
        self.toggleViewAction().setVisible(self.bestiary is not None)
        if self.bestiary is None:
            self.hide()
        elif self.wanted:  # it was open when the window was last closed
            self.wanted = False
            self.show()
        elif self.isVisible():
            self._load()

    def _load_when_shown(self, visible: bool) -> None:
        if visible and self.bestiary is None:  # restored open before a campaign has one
            self.wanted = True
            self.hide()
        elif visible:
            self._load()
            self.search_edit.setFocus()

    def _load(self) -> None:
        if self.bestiary is None or self.loaded is self.bestiary:
            return
        self.loaded = self.bestiary
        self.all_monsters = list(self.bestiary.monsters())
        self._fill_filters()
        self.refilter()
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Each short column as wide as its widest possible text (type, size, CR)."""
        language = current_language()
        seen: list[set[str]] = [set(), set(), set()]
        for monster in self.all_monsters:
            for column, text in enumerate(self.loaded.row(monster, language)[1:]):
                seen[column].add(text)
        metrics = self.table.fontMetrics()
        header = self.table.horizontalHeader()
        for column, texts in enumerate(seen, start=1):
            title = self.model.headers[column]
            widest = max((metrics.horizontalAdvance(t) for t in texts | {title}), default=0)
            header.resizeSection(column, widest + 16)

    def _fill_filters(self) -> None:
        language = current_language()
        for combo in (self.type_combo, self.cr_min_combo, self.cr_max_combo):
            combo.blockSignals(True)
        try:
            kind = self.type_combo.currentData()
            low, high = self.cr_min_combo.currentData(), self.cr_max_combo.currentData()
            self.type_combo.clear()
            self.type_combo.addItem(self.tr("any type"), None)
            self.cr_min_combo.clear()
            self.cr_max_combo.clear()
            self.cr_min_combo.addItem(self.tr("any"), None)
            self.cr_max_combo.addItem(self.tr("any"), None)
            if self.loaded is not None:
                for key, label in self.loaded.types():
                    self.type_combo.addItem(label.get(language), key)
                for value in self.loaded.cr_values():
                    self.cr_min_combo.addItem(value, value)
                    self.cr_max_combo.addItem(value, value)
            for combo, data in ((self.type_combo, kind), (self.cr_min_combo, low),
                                (self.cr_max_combo, high)):  # fmt: skip
                combo.setCurrentIndex(max(0, combo.findData(data)))
        finally:
            for combo in (self.type_combo, self.cr_min_combo, self.cr_max_combo):
                combo.blockSignals(False)

    # -- search -------------------------------------------------------------------------
    def refilter(self) -> None:
        """Search again with the filters as they are now (each keystroke)."""
        if self.loaded is None:
            self.model.set_monsters(None, [])
            self.count_label.setText("")
            self._show_current()
            return
        current = self.model.monster(self.table.currentIndex().row())
        found = self.loaded.search(
            self.all_monsters,
            self.search_edit.text(),
            self.type_combo.currentData(),
            self.cr_min_combo.currentData(),
            self.cr_max_combo.currentData(),
        )
        self.model.set_monsters(self.loaded, found)
        self.count_label.setText(self.tr("%n monster(s) found", "", len(found)))
        row = next((i for i, monster in enumerate(found) if monster is current), None)
        if current is not None and row is not None:
            self.table.selectRow(row)  # still found: still chosen, its stat block stays
        else:
            self._show_current()

    def eventFilter(self, watched, event) -> bool:
        if (
            watched is self.search_edit
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Down
        ):
            self._select_first()
            return True
        return super().eventFilter(watched, event)

    def _select_first(self) -> None:
        if self.model.rowCount():
            self.table.selectRow(0)
            self.table.setFocus()

    def select_monster(self, name: str) -> bool:
        """Select the listed monster called ``name`` (as the list shows it)."""
        for row in range(self.model.rowCount()):
            if self.model.index(row, 0).data() == name:
                self.table.selectRow(row)
                return True
        return False

    # -- the stat block -----------------------------------------------------------------
    def _show_current(self, *_args) -> None:
        monster = self.model.monster(self.table.currentIndex().row())
        if monster is None or self.loaded is None:
            self.stat_block.setHtml(
                "<p>{}</p>".format(html.escape(self.tr("Pick a monster to see its statistics.")))
            )
            return
        language = current_language()
        title, rows = self.loaded.stat_block(monster)
        cells = "".join(
            f"<tr><th align='left' valign='top'>{html.escape(label.get(language))}</th>"
            f"<td>{html.escape(value.get(language))}</td></tr>"
            for label, value in rows
        )
        self.stat_block.setHtml(
            f"<h3>{html.escape(title.get(language))}</h3>"
            f"<table cellspacing='2' cellpadding='2'>{cells}</table>"
        )
