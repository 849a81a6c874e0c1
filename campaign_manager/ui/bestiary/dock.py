"""*View → Bestiary* (Ctrl+Shift+B): instant search by name, type and CR, and a stat block.

The dock asks the open campaign's rule system for ``bestiary`` (an object with
``monsters()``, ``types()``, ``cr_values()``, ``search(...)``, ``row(monster, language)``
and ``stat_block(monster)``); a system without one has no bestiary, and the View menu
hides the dock's action. The monsters are read when the dock is first shown: the
system's and the campaign's own (``campaign_monster``), read again when another edit
(this GM's or another's) changes the campaign's templates.

Below the stat block: *Add to fight…* (:mod:`~campaign_manager.ui.bestiary.adding`), and
the campaign's own bestiary (:mod:`~campaign_manager.ui.bestiary.campaign`): *Save to
campaign*, *Edit…* (a copy, for the system's monster), *New monster…*, *Delete*.
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
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.bestiary.model import BestiaryModel
from campaign_manager.ui.i18n import current_language


def _campaign():
    """The campaign's own bestiary (imported when first used: the window paints without
    the edits' code)."""
    from campaign_manager.ui.bestiary import campaign

    return campaign


def _adding():
    from campaign_manager.ui.bestiary import adding

    return adding


class BestiaryDock(QDockWidget):
    """The bestiary of the campaign's rule system, searched as the GM types."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("BestiaryDock")
        self.bestiary: Any = None
        self.loaded: Any = None  # the bestiary whose monsters the filters hold
        self.all_monsters: list[Any] = []
        self.wanted = False  # shown again once a campaign with a bestiary opens
        self.session: Any = None  # the open campaign's (its own monsters, its edits)
        self.own: Any = None  # its own monsters, kept (campaign.CampaignMonsters)
        self.add_dialog: Any = None
        self.edit_dialog: Any = None
        self._select_template: int | None = None  # a campaign monster to select when read
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
        self.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
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
        buttons = QHBoxLayout()
        self.add_button = QPushButton()
        self.add_button.setObjectName("BestiaryAddToFight")
        self.add_button.clicked.connect(self.add_to_fight)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save_to_campaign)
        self.edit_button = QPushButton()
        self.edit_button.clicked.connect(self.edit_monster)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_monster)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self.delete_monster)
        self.file_button = QPushButton()  # the campaign's monsters as a JSON file
        self.file_menu = QMenu(self.file_button)
        self.export_action = self.file_menu.addAction("", self.export_dialog)
        self.import_action = self.file_menu.addAction("", self.import_dialog)
        self.file_button.setMenu(self.file_menu)
        for button in (self.add_button, self.save_button, self.edit_button, self.new_button,
                       self.delete_button, self.file_button):  # fmt: skip
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
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
        self.add_button.setText(self.tr("&Add to fight…"))
        self.add_button.setToolTip(
            self.tr("N× this monster, numbered, into the open fight (or a new prepared one).")
        )
        self.save_button.setText(self.tr("Save to &campaign"))
        self.save_button.setToolTip(self.tr("A copy in the campaign's own bestiary, to edit."))
        self.new_button.setText(self.tr("&New monster…"))
        self.delete_button.setText(self.tr("&Delete"))
        self.file_button.setText(self.tr("&File"))
        self.export_action.setText(self.tr("&Export the campaign's monsters…"))
        self.import_action.setText(self.tr("&Import monsters…"))
        self.delete_button.setToolTip(self.tr("Delete the campaign's own monster (undoable)."))
        self._fill_filters()
        self.refilter()

    # -- the campaign -----------------------------------------------------------------
    def set_system(self, system: Any, session: Any = None) -> None:
        """The open campaign's rule system (None: no campaign); its bestiary or none.
        ``session``: the campaign's (None: the window's, if it has one)."""
        self.bestiary = getattr(system, "bestiary", None) if system is not None else None
        if session is None and system is not None:
            session = getattr(self.parent(), "session", None)
        if session is not self.session:
            if self.session is not None:
                self.session.changed.disconnect(self._on_changed)
            self.session = session
            self.loaded = None  # another campaign: its own monsters are read anew
            if session is not None:
                session.changed.connect(self._on_changed)
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
        self.own = (
            _campaign().CampaignMonsters(self.session, self.bestiary) if self.session else None
        )
        own = self.own.read() if self.own is not None else []
        self.all_monsters = [*own, *self.bestiary.monsters()]
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
        key = getattr(current, "key", None)
        row = next((i for i, monster in enumerate(found) if monster.key == key), None)
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

    # -- the campaign's own monsters, and adding to a fight ----------------------------
    def _on_changed(self, touched) -> None:
        if self.loaded is None or not (
            getattr(touched, "templates", False) or getattr(touched, "reread", False)
        ):
            return
        own = self.own.read() if self.own is not None else []
        self.all_monsters = [*own, *(m for m in self.all_monsters if m.template_id is None)]
        wanted = self._select_template
        self._select_template = None
        if wanted is not None:  # a monster just saved or edited: shown, chosen
            self.search_edit.blockSignals(True)
            self.search_edit.clear()
            self.search_edit.blockSignals(False)
        self.refilter()
        if wanted is not None:
            for row in range(self.model.rowCount()):
                if getattr(self.model.monster(row), "template_id", None) == wanted:
                    self.table.selectRow(row)
                    break

    def show_monster_later(self, template_id: int | None) -> None:
        """Select the campaign's monster ``template_id`` once the edit that wrote it is read."""
        self._select_template = template_id
        self._on_changed(type("Touched", (), {"templates": True})())

    def current_monster(self) -> Any:
        return self.model.monster(self.table.currentIndex().row())

    def tell(self, title: str, text: str) -> None:
        window = self.window()
        if hasattr(window, "show_error"):
            window.show_error(title, text)

    def _writable(self) -> bool:
        return self.session is not None and not self.session.read_only

    def _update_buttons(self) -> None:
        monster = self.current_monster()
        own = monster is not None and getattr(monster, "template_id", None) is not None
        writable = self._writable() and self.loaded is not None  # (nothing read: no edits)
        can_edit = writable and _campaign().editor_class(self.session) is not None
        self.add_button.setEnabled(monster is not None and writable)
        self.save_button.setEnabled(writable and monster is not None and not own)
        self.edit_button.setEnabled(can_edit and monster is not None)
        text = self.tr("&Edit…") if own else self.tr("&Edit a copy…")
        if self.edit_button.text() != text:  # (a new text lays the dock out anew)
            self.edit_button.setText(text)
        self.new_button.setEnabled(can_edit)
        self.delete_button.setEnabled(writable and own)
        self.file_button.setEnabled(self.session is not None and self.loaded is not None)
        self.import_action.setEnabled(writable)

    def add_to_fight(self) -> Any:
        """*Add to fight…* for the chosen monster (its dialog, window-modal)."""
        monster = self.current_monster()
        if monster is None or self.loaded is None:
            return None
        return _adding().ask(self, self.loaded, monster)

    def save_to_campaign(self) -> int | None:
        monster = self.current_monster()
        if monster is None or not self._writable() or monster.template_id is not None:
            return None
        self._select_template = None
        made = _campaign().save_copy(self, self.loaded, monster)
        if made is not None:
            self.show_monster_later(made)
        return made

    def edit_monster(self) -> Any:
        monster = self.current_monster()
        if monster is None or not self._writable():
            return None
        return _campaign().edit(self, self.loaded, monster)

    def new_monster(self) -> Any:
        if self.loaded is None or not self._writable():
            return None
        return _campaign().edit(self, self.loaded, None)

    def delete_monster(self) -> bool:
        if not self._writable():
            return False
        return _campaign().delete(self, self.current_monster())

    def export_dialog(self) -> None:
        from pathlib import Path

        from campaign_manager.ui.file_dialogs import save_file

        path = save_file(
            self,
            "templates",
            self.tr("Export the campaign's monsters"),
            self.tr("monsters.json"),
            self.tr("Kronikář templates (*.json);;All files (*)"),
        )
        if path:
            _campaign().export_to(self, Path(path))

    def import_text(self, count: int) -> str:
        return self.tr("Import %n monster(s)", "", count)

    def import_dialog(self) -> None:
        from pathlib import Path

        from campaign_manager.ui.file_dialogs import open_file

        path = open_file(
            self,
            "templates",
            self.tr("Import monsters"),
            self.tr("Kronikář templates (*.json);;All files (*)"),
        )
        if path and self._writable():
            _campaign().import_file(self, Path(path))

    # -- the stat block -----------------------------------------------------------------
    def _show_current(self, *_args) -> None:
        self._update_buttons()
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
