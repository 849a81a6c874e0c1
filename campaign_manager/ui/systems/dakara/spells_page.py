"""Spells and magic abilities from the campaign catalogue, each with its skill requirement."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.models.dict_list import SORT_ROLE, Column, DictListModel
from campaign_manager.ui.systems.dakara.state import DakaraState


class SpellsPage(QWidget):
    def __init__(self, editor, parent: QWidget | None = None):
        super().__init__(parent)
        self.editor = editor
        self.flags: dict = {}
        self.language = "cs"
        self.model = DictListModel(
            [
                Column("known", self.tr("Known"), bool),
                Column("name", self.tr("Spell or ability"), editable=False),
                Column("requirement", self.tr("Needs"), editable=False),
                Column("have", self.tr("Character has"), editable=False),
            ],
            editor=self._toggle,
            parent=self,
        )
        self.model.flags_for_row = self._flag
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setSortRole(SORT_ROLE)
        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setPlaceholderText(self.tr("Find a spell"))
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QTableView()
        self.view.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.view.setAccessibleName(self.tr("Spells"))
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        for column in (0, 2, 3):  # every header whole ("Character has" was cut)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.setAlternatingRowColors(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: palette(placeholder-text);")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.note)

    def _flag(self, row: dict) -> str | None:
        found = [v for v in self.flags.get(row["name"], []) if not v.waived]
        return "\n".join(v.message.get(self.language) for v in found) or None

    def refresh(self, state: DakaraState) -> None:
        from campaign_manager.systems.dakara import effective_rating

        self.flags, self.language = state.flags or {}, state.language
        known = set(state.sheet["spells"])
        rows = []
        examples = False
        for spell in state.catalogue.spells.values():
            need = spell.skill + (f" ({spell.specialisation})" if spell.specialisation else "")
            examples = examples or spell.example
            rows.append(
                {
                    "known": spell.name in known,
                    "name": spell.name,
                    "requirement": f"{need} {spell.rating}",
                    "have": effective_rating(state.sheet, spell.skill, spell.specialisation),
                }
            )
        self.model.set_rows(rows)
        text = self.tr("Each spell or ability costs 1 XP and needs the skill rating shown.")
        if examples:
            text += " " + self.tr(
                "Entries marked (příklad) are examples, not the book's (its spell lists are not in "
                "the rules text); the GM adds the campaign's own in the campaign settings."
            )
        self.note.setText(text)

    def _toggle(self, row: int, key: str, value) -> None:
        name = self.model.rows[row]["name"]

        def mutate(sheet):
            if value and name not in sheet["spells"]:
                sheet["spells"].append(name)
            elif not value and name in sheet["spells"]:
                sheet["spells"].remove(name)

        text = self.tr("Learn {spell}") if value else self.tr("Forget {spell}")
        self.editor.change(mutate, text.format(spell=name))
