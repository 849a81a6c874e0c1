"""Prepare a fight: a name, notes, participants from the roster (PCs and NPCs), quick
extras made from an NPC or a template ("3× Stráž", each with its own wounds, numbered by a
name pattern the GM may change) or from the system's bestiary where it has one (six wolves,
each its stamina rolled or the average), hidden ambushers, the options the system's fight takes
(a Střety conflict's kind, …), and the party against its opponents (the system's own
measure where it has one: :attr:`SystemUI.fight_balance`; else a count of the sides)."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.connection import campaign_open
from campaign_manager.storage.encounters import character_sheets, extras_of, roster_combatant
from campaign_manager.storage.queries import RosterRecord
from campaign_manager.storage.templates import TemplateRecord, template_extras, template_records
from campaign_manager.systems import get_system, numbered_names
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.systems import system_ui

# the most extras one row makes
MAX_EXTRAS = 200
# the columns of the extras table
SOURCE, COUNT, NAMES, HIDDEN = range(4)
# a row's source, its pattern and first number (None: continue the numbering)
SOURCE_ROLE = Qt.ItemDataRole.UserRole
PATTERN_ROLE = Qt.ItemDataRole.UserRole + 1
START_ROLE = Qt.ItemDataRole.UserRole + 2
# a bestiary row's stamina: rolled for each (True) or the average
ROLL_ROLE = Qt.ItemDataRole.UserRole + 3


class CountDelegate(QStyledItemDelegate):
    """A row's count edited in a spin box (0 makes none)."""

    def createEditor(self, parent, option, index):
        editor = QSpinBox(parent)
        editor.setRange(0, MAX_EXTRAS)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor, index):
        editor.setValue(int(index.data(Qt.ItemDataRole.EditRole) or 0))
        editor.selectAll()

    def setModelData(self, editor, model, index):
        editor.interpretText()
        model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)


class NamesDelegate(QStyledItemDelegate):
    """A row's names edited as the GM writes them ("Stráž 6–10", "Stráž", "#. kostlivec")."""

    def setModelData(self, editor, model, index):
        model.setData(index, editor.text(), Qt.ItemDataRole.EditRole)


class NewEncounterDialog(QDialog):
    """``combatants()`` and ``options()`` after OK; ``records`` are the roster's lines;
    ``templates`` the campaign's templates (None: read them); ``system_key``: the
    campaign's system (None: the parent's session's, if any)."""

    def __init__(
        self,
        records: list[RosterRecord],
        preselected: list[int] | None = None,
        options_widget: QWidget | None = None,
        parent: QWidget | None = None,
        templates: list[TemplateRecord] | None = None,
        system_key: str | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Prepare a fight"))
        self.records = {r.id: r for r in records}
        self.templates = {
            t.id: t for t in (templates if templates is not None else _templates_or_none())
        }
        if system_key is None:
            session = getattr(parent, "session", None)
            system_key = session.system.key if session is not None else None
        self._describe = _balance_hook(system_key)
        self.bestiary, self.monsters = _bestiary_of(system_key, parent)
        # names and ids already in the fight (reinforcements number on after them)
        self.taken_names: list[str] = []
        self.taken_ids: set[str] = set()
        chosen = set(preselected or [])
        self.name = QLineEdit(self.tr("Fight"))
        self.name.selectAll()
        self.notes = QLineEdit()
        self.notes.setPlaceholderText(self.tr("where, why, what the GM must remember"))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the roster…"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search the roster"))
        self.search.textChanged.connect(self._filter)
        self.people = QListWidget()
        self.people.setAccessibleName(self.tr("Who takes part"))
        for record in records:
            side = self.tr("PC") if record.kind == "pc" else self.tr("NPC")
            item = QListWidgetItem(f"{record.name}  ·  {side}")
            item.setData(Qt.ItemDataRole.UserRole, record.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if record.id in chosen else Qt.CheckState.Unchecked
            )
            self.people.addItem(item)
        self.hidden_npcs = QCheckBox(self.tr("NPCs start &hidden (an ambush)"))
        self.extras_to_roster = QCheckBox(self.tr("Also add the extras to the ros&ter"))
        self.extras_to_roster.setToolTip(
            self.tr(
                "Each numbered extra becomes an NPC of the roster; its wounds land on its sheet"
            )
        )
        self.reveal_on_act = QCheckBox(
            self.tr("Reveal a hidden combatant when it first &acts (else the GM reveals it)")
        )

        self.extra_source = QComboBox()
        self.extra_source.setAccessibleName(self.tr("Quick extras from an NPC"))
        for record in records:
            if record.kind == "npc":
                self.extra_source.addItem(record.name, record.id)
        for template in self.templates.values():
            self.extra_source.addItem(
                self.tr("{name} (template)").format(name=template.name), f"template:{template.id}"
            )
        self.extra_count = QSpinBox()
        self.extra_count.setRange(1, MAX_EXTRAS)
        self.extra_count.setPrefix("× ")
        self.extra_count.setAccessibleName(self.tr("How many"))
        self.extra_hidden = QCheckBox(self.tr("hidden"))
        self.add_extra_button = QPushButton(self.tr("&Add extras"))
        self.add_extra_button.clicked.connect(self._add_extras)
        self.add_extra_button.setEnabled(self.extra_source.count() > 0)
        self.extras = QTableWidget(0, 4)
        self.extras.setHorizontalHeaderLabels(
            [self.tr("From"), self.tr("How many"), self.tr("Names"), self.tr("Hidden")]
        )
        self.extras.setToolTip(
            self.tr(
                "Double-click a count or the names to change them: “Stráž 6–10” numbers "
                "five from 6, “#. kostlivec” puts the number where # is. Del removes a row."
            )
        )
        header = self.extras.horizontalHeader()
        header.setSectionResizeMode(NAMES, QHeaderView.ResizeMode.Stretch)
        self.extras.verticalHeader().hide()
        self.extras.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.extras.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.extras.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.extras.setItemDelegateForColumn(COUNT, CountDelegate(self.extras))
        self.extras.setItemDelegateForColumn(NAMES, NamesDelegate(self.extras))
        self.extras.setMaximumHeight(150)
        self.extras.setAccessibleName(self.tr("Quick extras"))
        self.extras.itemChanged.connect(self._extras_edited)
        self.remove_extra_button = QPushButton(self.tr("&Remove extras"))
        self.remove_extra_button.clicked.connect(self.remove_extras)
        self.remove_extra_button.setEnabled(False)
        self.extras.itemSelectionChanged.connect(
            lambda: self.remove_extra_button.setEnabled(bool(self._selected_rows()))
        )
        self.monster_source = QComboBox()
        self.monster_source.setEditable(True)
        self.monster_source.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.monster_source.lineEdit().setPlaceholderText(self.tr("type a monster's name…"))
        language = current_language()
        for key, monster in self.monsters.items():
            self.monster_source.addItem(self.bestiary.row(monster, language)[0], key)
        self.monster_source.setCurrentIndex(-1)
        completer = self.monster_source.completer()
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        self.monster_count = QSpinBox()
        self.monster_count.setRange(1, MAX_EXTRAS)
        self.monster_count.setPrefix("× ")
        self.monster_count.setAccessibleName(self.tr("How many monsters"))
        self.monster_rolled = QCheckBox(self.tr("roll stamina"))
        self.monster_rolled.setToolTip(
            self.tr("Each one's stamina rolled by its Hit Dice; else each has the average.")
        )
        self.add_monster_button = QPushButton(self.tr("Add &monsters"))
        self.add_monster_button.clicked.connect(self._add_monsters)
        self.monster_source.lineEdit().installEventFilter(self)
        remove_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.extras)
        remove_key.setContext(Qt.ShortcutContext.WidgetShortcut)
        remove_key.activated.connect(self.remove_extras)
        self._renumbering = False

        self.balance = QLabel()
        self.balance.setWordWrap(True)
        self.balance.setTextFormat(Qt.TextFormat.PlainText)
        self.people.itemChanged.connect(lambda _item: self._show_balance())

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name)
        form.addRow(self.tr("N&otes:"), self.notes)
        self.options_widget = options_widget
        if options_widget is not None:
            form.addRow(options_widget)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Who takes part (tick them):")))
        layout.addWidget(self.search)
        layout.addWidget(self.people, 1)
        layout.addWidget(self.hidden_npcs)
        layout.addWidget(self.reveal_on_act)
        extras_row = QHBoxLayout()
        source_label = QLabel(self.tr("&Quick extras from:"))
        source_label.setBuddy(self.extra_source)
        extras_row.addWidget(source_label)
        extras_row.addWidget(self.extra_source, 1)
        extras_row.addWidget(self.extra_count)
        extras_row.addWidget(self.extra_hidden)
        extras_row.addWidget(self.add_extra_button)
        layout.addLayout(extras_row)
        if self.bestiary is not None:
            monsters_row = QHBoxLayout()
            monsters_label = QLabel(self.tr("From the &bestiary:"))
            monsters_label.setBuddy(self.monster_source)
            monsters_row.addWidget(monsters_label)
            monsters_row.addWidget(self.monster_source, 1)
            monsters_row.addWidget(self.monster_count)
            monsters_row.addWidget(self.monster_rolled)
            monsters_row.addWidget(self.add_monster_button)
            layout.addLayout(monsters_row)
        table_row = QHBoxLayout()
        table_row.addWidget(self.extras, 1)
        table_row.addWidget(self.remove_extra_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(table_row)
        layout.addWidget(self.extras_to_roster)
        layout.addWidget(self.balance)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Prepare"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(620, 680)
        self._show_balance()

    def _filter(self, text: str) -> None:
        needle = text.casefold().strip()
        for row in range(self.people.count()):
            item = self.people.item(row)
            item.setHidden(bool(needle) and needle not in item.text().casefold())

    # -- the extras -----------------------------------------------------------------------
    def _source_name(self, source) -> str:
        if isinstance(source, str) and source.startswith("monster:"):
            return self._monster(source).shown_name(current_language())
        if isinstance(source, str) and source.startswith("template:"):
            return self.templates[int(source.partition(":")[2])].name
        return self.records[source].name

    def _add_extras(self) -> None:
        source = self.extra_source.currentData()
        if source is None:
            return
        self.add_extras_row(source, self.extra_count.value(), self.extra_hidden.isChecked())

    def _monster(self, source: str):
        return self.monsters[source.partition(":")[2]]

    def _typed_monster(self) -> str | None:
        """The monster the GM picked or typed: its whole name (any case), or a part of
        the name of only one; None: none or several."""
        box = self.monster_source
        text = box.currentText().strip()
        if not text:
            return None
        index = box.findText(text, Qt.MatchFlag.MatchFixedString)
        if index < 0:
            needle = text.casefold()
            found = [i for i in range(box.count()) if needle in box.itemText(i).casefold()]
            index = found[0] if len(found) == 1 else -1
        return box.itemData(index) if index >= 0 else None

    def _add_monsters(self) -> None:
        key = self._typed_monster()
        if key is None:
            self.monster_source.setFocus()
            self.monster_source.lineEdit().selectAll()
            return
        self.monster_source.setCurrentIndex(self.monster_source.findData(key))
        self.add_monster_row(key, self.monster_count.value(), self.monster_rolled.isChecked())

    def eventFilter(self, watched, event) -> bool:
        """Enter in the bestiary's box adds the monsters (it does not prepare the fight)."""
        if (
            watched is self.monster_source.lineEdit()
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self._add_monsters()
            return True
        return super().eventFilter(watched, event)

    def add_monster_row(self, key: str, count: int, rolled: bool = False, hidden=False) -> int:
        """A row of ``count`` of the bestiary's monster ``key`` (each its stamina rolled,
        or the average)."""
        row = self.add_extras_row(f"monster:{key}", count, hidden)
        self.extras.item(row, SOURCE).setData(ROLL_ROLE, rolled)
        return row

    def add_extras_row(self, source, count: int, hidden: bool = False) -> int:
        """A row of ``count`` extras from ``source`` (an NPC's id, "template:ID", or
        "monster:KEY" of the bestiary)."""
        name = self._source_name(source)
        self._renumbering = True
        row = self.extras.rowCount()
        self.extras.insertRow(row)
        what = QTableWidgetItem(name)
        what.setData(SOURCE_ROLE, source)
        what.setFlags(what.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.extras.setItem(row, SOURCE, what)
        how_many = QTableWidgetItem()
        how_many.setData(Qt.ItemDataRole.EditRole, count)
        self.extras.setItem(row, COUNT, how_many)
        names = QTableWidgetItem()
        names.setData(PATTERN_ROLE, numbered_names.pattern_of(name))
        names.setData(START_ROLE, None)
        self.extras.setItem(row, NAMES, names)
        hide = QTableWidgetItem()
        hide.setFlags(
            (hide.flags() | Qt.ItemFlag.ItemIsUserCheckable) & ~Qt.ItemFlag.ItemIsEditable
        )
        hide.setCheckState(Qt.CheckState.Checked if hidden else Qt.CheckState.Unchecked)
        self.extras.setItem(row, HIDDEN, hide)
        self._renumbering = False
        self._renumber()
        self._show_balance()
        return row

    def _extras_edited(self, item: QTableWidgetItem) -> None:
        if self._renumbering:
            return
        if item.column() == NAMES:
            typed = numbered_names.parse(item.data(Qt.ItemDataRole.EditRole) or "")
            self._renumbering = True
            if typed is not None:
                item.setData(PATTERN_ROLE, typed.pattern)
                item.setData(START_ROLE, typed.start)
                if typed.count is not None:
                    count = min(typed.count, MAX_EXTRAS)
                    self.extras.item(item.row(), COUNT).setData(Qt.ItemDataRole.EditRole, count)
            self._renumbering = False
        if item.column() in (COUNT, NAMES):
            self._renumber()
        self._show_balance()

    def _renumber(self) -> None:
        """Each row's names shown as they will be: a row without a first number continues
        the numbering of the rows above with its pattern."""
        self._renumbering = True
        used: dict[str, int] = {}
        for row, pattern, start, count in self._rows_numbered():
            used[pattern] = max(used.get(pattern, 0), start + count - 1)
            self.extras.item(row, NAMES).setData(
                Qt.ItemDataRole.DisplayRole, numbered_names.span(pattern, start, count)
            )
        self._renumbering = False

    def _rows_numbered(self) -> list[tuple[int, str, int, int]]:
        """(row, pattern, first number, count) of every row."""
        used: dict[str, int] = {}
        rows = []
        for row in range(self.extras.rowCount()):
            names = self.extras.item(row, NAMES)
            pattern = names.data(PATTERN_ROLE)
            start = names.data(START_ROLE)
            count = self._count(row)
            if start is None:
                start = used.get(pattern, 0) + 1
                if self.taken_names:  # a running fight's names go on
                    start = max(start, numbered_names.next_free(pattern, self.taken_names))
            used[pattern] = max(used.get(pattern, 0), start + count - 1)
            rows.append((row, pattern, start, count))
        return rows

    def _count(self, row: int) -> int:
        value = self.extras.item(row, COUNT).data(Qt.ItemDataRole.EditRole)
        try:
            return max(0, min(MAX_EXTRAS, int(value)))
        except (TypeError, ValueError):
            return 0

    def _selected_rows(self) -> list[int]:
        return sorted({index.row() for index in self.extras.selectionModel().selectedRows()})

    def remove_extras(self) -> None:
        """The selected rows (or the current one) go."""
        rows = self._selected_rows()
        current = self.extras.currentRow()
        if not rows and current >= 0:
            rows = [current]
        for row in reversed(rows):
            self.extras.removeRow(row)
        self._renumber()
        self._show_balance()

    # -- the party and its opponents -----------------------------------------------------
    def _show_balance(self) -> None:
        chosen = self.chosen_ids()
        party = [i for i in chosen if self.records[i].kind == "pc"]
        opponents = [i for i in chosen if self.records[i].kind != "pc"]
        extras = sum(count for _row, _p, _s, count in self._rows_numbered())
        if party:
            names = ", ".join(self.records[i].name for i in party)
            lines = [self.tr("Party: {names}").format(names=names)]
        else:
            lines = [self.tr("Party: no player character ticked")]
        if self._describe is None:
            lines.append(
                self.tr("Sides: {party} against {opponents}").format(
                    party=self.tr("%n player character(s)", "", len(party)),
                    opponents=self.tr("%n opponent(s)", "", len(opponents) + extras),
                )
            )
        else:
            sheets = character_sheets(chosen + self._extra_character_ids())
            party_sheets = [sheets[i] for i in party if i in sheets]
            opponent_sheets = [sheets[i] for i in opponents if i in sheets]
            for row, _pattern, _start, count in self._rows_numbered():
                sheet = self._row_sheet(row, sheets)
                if sheet is not None:
                    opponent_sheets += [sheet] * count
            lines.append(self._describe(party_sheets, opponent_sheets))
        self.balance.setText("\n".join(lines))

    def _extra_character_ids(self) -> list[int]:
        return [
            source
            for row in range(self.extras.rowCount())
            if isinstance(source := self.extras.item(row, SOURCE).data(SOURCE_ROLE), int)
        ]

    def _row_sheet(self, row: int, sheets: dict):
        source = self.extras.item(row, SOURCE).data(SOURCE_ROLE)
        if isinstance(source, int):
            return sheets.get(source)
        if source.startswith("monster:"):
            return self.bestiary.sheet(self._monster(source))
        return self.templates[int(source.partition(":")[2])].sheet

    def chosen_ids(self) -> list[int]:
        return [
            self.people.item(row).data(Qt.ItemDataRole.UserRole)
            for row in range(self.people.count())
            if self.people.item(row).checkState() == Qt.CheckState.Checked
        ]

    def _accept(self) -> None:
        if not self.name.text().strip():
            self.name.setFocus()
            return
        if not self.chosen_ids() and not self.combatants_extras():
            self.people.setFocus()
            return
        self.accept()

    def combatants(self) -> list[dict]:
        hide_npcs = self.hidden_npcs.isChecked()
        result = [
            roster_combatant(i, hidden=hide_npcs and self.records[i].kind == "npc")
            for i in self.chosen_ids()
        ]
        return result + self.combatants_extras()

    def combatants_extras(self) -> list[dict]:
        """The extras of every row, named by its pattern, each with an id of its own."""
        result: list[dict] = []
        ids: dict = {}  # per source, the last id number given
        for row, pattern, start, count in self._rows_numbered():
            if count <= 0:
                continue
            source = self.extras.item(row, SOURCE).data(SOURCE_ROLE)
            hidden = self.extras.item(row, HIDDEN).checkState() == Qt.CheckState.Checked
            names = numbered_names.names(pattern, start, count)
            first = self._first_free_id(source, ids.get(source, 0) + 1, count)
            ids[source] = first + count - 1
            if isinstance(source, int):
                result += extras_of(source, count, first, names=names, hidden=hidden)
            elif source.startswith("monster:"):
                rolled = self.extras.item(row, SOURCE).data(ROLL_ROLE)
                rng = random.Random() if rolled else None
                monster = self._monster(source)
                result += self.bestiary.combatants(monster, names, first, rng, hidden=hidden)
            else:
                template = int(source.partition(":")[2])
                result += template_extras(template, names, first, hidden=hidden)
        return result

    def _first_free_id(self, source, first: int, count: int) -> int:
        """The first id number from ``first`` whose ``count`` ids are not in the fight."""
        if isinstance(source, int):
            prefix = f"x{source}-"
        elif source.startswith("monster:"):
            prefix = self.bestiary.id_prefix(self._monster(source))
        else:
            prefix = f"t{source.partition(':')[2]}-"
        while any(f"{prefix}{n}" in self.taken_ids for n in range(first, first + count)):
            first += 1
        return first

    def roster_extras(self, combatants: list[dict]) -> list[dict]:
        """The extras among ``combatants`` (as :meth:`combatants` gave them) to make roster
        characters in the fight's step: none unless the GM ticked the option."""
        if not self.extras_to_roster.isChecked():
            return []
        return [c for c in combatants if c.get("character_id") is None]

    def options(self) -> dict:
        options = self.options_widget.options() if self.options_widget is not None else {}
        return {**options, "reveal_on_act": self.reveal_on_act.isChecked()}

    def edit_cell(self, row: int, column: int) -> None:
        """Open the editor of a cell (as a double click does)."""
        index: QModelIndex = self.extras.model().index(row, column)
        self.extras.setCurrentIndex(index)
        self.extras.edit(index)


def _templates_or_none() -> list[TemplateRecord]:
    """The campaign's templates, where a campaign is open (none in a bare dialog)."""
    return template_records(kind="character") if campaign_open() else []


def _bestiary_of(system_key: str | None, parent) -> tuple:
    """The system's bestiary (None: it has none) and its monsters by key: the campaign's
    own first, then the system's."""
    if system_key is None:
        return None, {}
    try:
        bestiary = getattr(get_system(system_key), "bestiary", None)
    except ValueError:
        return None, {}
    if bestiary is None:
        return None, {}
    session = getattr(parent, "session", None)
    if session is None and parent is not None:
        session = getattr(parent.window(), "session", None)
    own = []
    if session is not None and campaign_open():
        from campaign_manager.ui.bestiary.campaign import campaign_monsters

        own = campaign_monsters(session, bestiary)
    return bestiary, {m.key: m for m in (*own, *bestiary.monsters())}


def _balance_hook(system_key: str | None):
    """The system's measure of a fight (party sheets, opponent sheets) -> text, if any."""
    if system_key is None:
        return None
    try:
        return system_ui(system_key).fight_balance_function()
    except KeyError:
        return None
