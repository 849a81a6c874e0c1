"""The Dakara skill tree: grouped skills with their specialisations, standalone skills
by section, the free skills. A thin QAbstractItemModel: its structure comes from the
campaign's catalogue, its values from the sheet and the rules core's evaluation."""

from __future__ import annotations

import copy
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import QApplication

from campaign_manager.systems.dakara import Catalogue, Evaluation, Violation
from campaign_manager.systems.dakara.costs import MAX_RATING, MIN_RATING
from campaign_manager.systems.dakara.creation import effective_rating, free_skill_rating
from campaign_manager.ui.colors import ERROR, color
from campaign_manager.ui.models.roles import RECORD_ROLE, SORT_ROLE
from campaign_manager.ui.text import literal

Index = QModelIndex | QPersistentModelIndex


def fold(text: str) -> str:
    """Lower-case without accents, so "plavani" finds "Plavání"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@dataclass(eq=False)
class SkillNode:
    kind: str  # "section", "grouped", "standalone", "free", "spec"
    name: str
    skill: str | None = None  # the skill a specialisation belongs to
    parent: SkillNode | None = None
    children: list[SkillNode] = field(default_factory=list)

    @property
    def label(self) -> str:
        """The name as the rules write it: "Fyzická zdatnost (Běh)" for a specialisation."""
        return f"{self.skill} ({self.name})" if self.kind == "spec" else self.name

    @property
    def row(self) -> int:
        return self.parent.children.index(self) if self.parent else 0

    def add(self, child: SkillNode) -> SkillNode:
        child.parent = self
        self.children.append(child)
        return child


def _nodes_by_key(root: SkillNode) -> dict[str, list[SkillNode]]:
    """Every row of the tree (in the tree's order) under its skill's name, its own name
    and its label: the keys the sheet, the costs, the stats and the flags name it by."""
    found: dict[str, list[SkillNode]] = {}

    def walk(node: SkillNode) -> None:
        for child in node.children:
            if child.kind != "section":
                for key in dict.fromkeys((child.skill, child.name, child.label)):
                    found.setdefault(key, []).append(child)
            walk(child)

    walk(root)
    return found


def _changed_keys(before: dict[str, dict], now: dict[str, dict]) -> set[str]:
    """The keys (skills, labels, stats) whose values differ between two states shown."""
    keys: set[str] = set()
    for part, old in before.items():
        new = now[part]
        keys.update(key for key in old.keys() | new.keys() if old.get(key) != new.get(key))
    return keys


def _flag_signature(violations: list[Violation], language: str) -> tuple:
    return tuple((v.code, v.waived, v.message.get(language)) for v in violations)


def build_tree(catalogue: Catalogue, section_titles: dict[str, str]) -> SkillNode:
    root = SkillNode("root", "")
    grouped = root.add(SkillNode("section", section_titles["grouped"]))
    for name, specs in catalogue.grouped.items():
        node = grouped.add(SkillNode("grouped", name, name))
        for spec in specs:
            node.add(SkillNode("spec", spec, name))
    sections: dict[str, SkillNode] = {}
    for name, section in catalogue.standalone.items():
        if section not in sections:
            sections[section] = root.add(SkillNode("section", section))
        sections[section].add(SkillNode("standalone", name, name))
    free = root.add(SkillNode("section", section_titles["free"]))
    for name in catalogue.free:
        free.add(SkillNode("free", name, name))
    return root


class SkillTreeModel(QAbstractItemModel):
    NAME, RATING, TITLE, COST, NOTE = range(5)
    COLUMNS = NOTE + 1
    RecordRole = RECORD_ROLE
    SortRole = SORT_ROLE

    def __init__(self, catalogue: Catalogue, parent=None):
        super().__init__(parent)
        self.catalogue = catalogue
        self.root = build_tree(
            catalogue, {"grouped": self.tr("Grouped skills"), "free": self.tr("Free skills")}
        )
        self.sheet: dict = {"skills": {}, "free_skills": {}}
        self.costs: dict[tuple[str, str], int] = {}
        self.flags_by_subject: dict[str, list[Violation]] = {}
        self.stats: dict[str, int] = {}
        self.language = "cs"
        self.on_rating: Callable[[SkillNode, int], None] | None = None
        self.on_note: Callable[[SkillNode, str], None] | None = None
        self._signatures: dict[int, tuple | None] = {}
        self._shown_language = ""
        self._by_key = _nodes_by_key(self.root)
        self._shown: dict[str, dict] = {}

    def set_catalogue(self, catalogue: Catalogue) -> None:
        self.beginResetModel()
        self.catalogue = catalogue
        self.root = build_tree(
            catalogue, {"grouped": self.tr("Grouped skills"), "free": self.tr("Free skills")}
        )
        self._signatures = {}
        self._by_key = _nodes_by_key(self.root)
        self.endResetModel()

    # -- values in ---------------------------------------------------------------------------
    def set_state(
        self,
        sheet: dict,
        evaluation: Evaluation | None,
        flags: dict[str, list[Violation]],
        language: str,
    ) -> None:
        shown = self._shown
        self.sheet = sheet
        self.language = language
        self.flags_by_subject = flags
        self.costs = {(i.kind, i.name): i.xp for i in evaluation.items} if evaluation else {}
        self.stats = evaluation.stats if evaluation else {}
        self._shown = self._state_shown()
        if language != self._shown_language or not self._signatures:
            self._shown_language = language
            self._signatures = {}
            self._emit_changes(self.root)
            return
        # only the rows whose skill, cost, stat or flags differ can show anything new
        nodes = {
            id(node): node
            for key in _changed_keys(shown, self._shown)
            for node in self._by_key.get(key, ())
        }
        changed: dict[int, tuple[SkillNode, list[int]]] = {}
        for node in nodes.values():
            signature = self._signature(node)
            if self._signatures.get(id(node), ...) != signature:
                self._signatures[id(node)] = signature
                changed.setdefault(id(node.parent), (node.parent, []))[1].append(node.row)
        for parent, rows in changed.values():  # one dataChanged per run of siblings
            rows.sort()
            start = rows[0]
            for before, row in zip(rows, [*rows[1:], None], strict=True):
                if row != before + 1:
                    self._emit_rows(self.index_of(parent), start, before)
                    start = row

    def _state_shown(self) -> dict[str, dict]:
        """What the rows show, by the keys that name them: each skill's and free skill's
        entry (copied: the sheet may be changed in place later), cost, stat and flags."""
        costs: dict[str, set] = {}
        for (kind, label), xp in self.costs.items():
            costs.setdefault(label, set()).add((kind, xp))
        return {
            "skills": copy.deepcopy(self.sheet.get("skills", {})),
            "free_skills": copy.deepcopy(self.sheet.get("free_skills", {})),
            "costs": costs,
            "stats": dict(self.stats),
            "flags": {
                label: _flag_signature(found, self.language)
                for label, found in self.flags_by_subject.items()
            },
        }

    def _signature(self, node: SkillNode) -> tuple:
        """Everything a row shows, in a form cheap to compare (no Qt, no translation)."""
        free_detail = (
            self.sheet["free_skills"].get(node.name, {}).get("detail", "")
            if node.kind == "free"
            else None
        )
        return (
            self.written_rating(node),
            self.effective_rating(node),
            self.cost(node),
            self.stats.get(node.name),
            self.has_value(node),
            free_detail,
            _flag_signature(self.violations(node), self.language),
        )

    def _emit_changes(self, node: SkillNode) -> None:
        """dataChanged for exactly the rows whose values changed, in runs of siblings."""
        parent_index: QModelIndex | None = None
        start = None
        for row, child in enumerate(node.children):
            signature = self._signature(child) if child.kind != "section" else None
            changed = self._signatures.get(id(child), ...) != signature
            self._signatures[id(child)] = signature
            if changed and start is None:
                start = row
            if not changed and start is not None:
                parent_index = parent_index or self.index_of(node)
                self._emit_rows(parent_index, start, row - 1)
                start = None
            if child.children:
                self._emit_changes(child)
        if start is not None:
            parent_index = parent_index or self.index_of(node)
            self._emit_rows(parent_index, start, len(node.children) - 1)

    def _emit_rows(self, parent: QModelIndex, first: int, last: int) -> None:
        self.dataChanged.emit(
            self.createIndex(first, 0, self.node(parent).children[first]),
            self.createIndex(last, self.NOTE, self.node(parent).children[last]),
        )

    # -- reading a node's values (the rules core's numbers) -------------------------------------
    def written_rating(self, node: SkillNode) -> int | None:
        """The rating written on the sheet (None: a specialisation not written)."""
        if node.kind in ("grouped", "standalone"):
            return self.sheet["skills"].get(node.name, {}).get("rating", 0)
        if node.kind == "free":
            return free_skill_rating(self.sheet, self.catalogue, node.name)
        if node.kind == "spec":
            return (
                self.sheet["skills"].get(node.skill, {}).get("specialisations", {}).get(node.name)
            )
        return None

    def effective_rating(self, node: SkillNode) -> int | None:
        """The rating the character rolls, as the rules core counts it."""
        if node.kind == "section":
            return None
        spec = node.name if node.kind == "spec" else None
        return effective_rating(self.sheet, node.skill, spec, self.catalogue)

    def cost(self, node: SkillNode) -> int:
        kind = {
            "grouped": "grouped",
            "standalone": "standalone",
            "free": "free_skill",
            "spec": "specialisation",
        }
        return self.costs.get((kind.get(node.kind, ""), node.label), 0)

    def violations(self, node: SkillNode) -> list[Violation]:
        return self.flags_by_subject.get(node.label, [])

    def has_value(self, node: SkillNode) -> bool:
        if node.kind == "section":
            return any(self.has_value(child) for child in node.children)
        if node.kind == "spec":
            return self.written_rating(node) is not None
        if node.kind == "free":
            return True
        return bool(self.written_rating(node)) or any(self.has_value(c) for c in node.children)

    # -- Qt model interface --------------------------------------------------------------------
    def node(self, index: Index) -> SkillNode:
        return index.internalPointer() if index.isValid() else self.root

    def index_of(self, node: SkillNode) -> QModelIndex:
        if node is self.root or node.parent is None:
            return QModelIndex()
        return self.createIndex(node.row, 0, node)

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        # what hasIndex() asks rowCount() and columnCount() for, without three calls back
        # into Python: a repaint of the tree asks for an index some 1,500 times
        if parent.isValid():
            if parent.column() != 0:
                return QModelIndex()
            children = parent.internalPointer().children
        else:
            children = self.root.children
        if 0 <= row < len(children) and 0 <= column < self.COLUMNS:
            return self.createIndex(row, column, children[row])
        return QModelIndex()

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        if not index.isValid():
            return QModelIndex()
        node = index.internalPointer()
        if node.parent is None or node.parent is self.root:
            return QModelIndex()
        return self.createIndex(node.parent.row, 0, node.parent)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self.node(parent).children)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return self.COLUMNS

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        headers = (
            self.tr("Skill"),
            self.tr("Rating"),
            self.tr("Title"),
            self.tr("Cost"),
            self.tr("Note"),
        )
        return headers[section] if 0 <= section < 5 else None

    def _title(self, rating: int | None) -> str:
        return self.catalogue.rating_title(rating) if rating is not None else ""

    def _display(self, node: SkillNode, column: int) -> Any:
        if column == self.NAME:
            return node.name
        if node.kind == "section":
            return None
        written, effective = self.written_rating(node), self.effective_rating(node)
        if column == self.RATING:
            return effective
        if column == self.TITLE:
            return self._title(effective) if (written or node.kind == "free") else ""
        if column == self.COST:
            cost = self.cost(node)
            return self.tr("{xp} XP").format(xp=cost) if cost else ""
        if column == self.NOTE:
            if node.kind == "free":
                return self.sheet["free_skills"].get(node.name, {}).get("detail", "")
            counted = self.stats.get(node.name)
            if node.kind == "grouped" and counted is not None and counted > (written or 0):
                return self.tr("counts as {rating}").format(rating=counted)
            if node.kind == "spec" and written is None:
                return self.tr("uses the group's rating")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        node, column = index.internalPointer(), index.column()
        if role == RECORD_ROLE:
            return node
        if role == SORT_ROLE:
            return fold(node.name)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(node, column)
        if role == Qt.ItemDataRole.EditRole:
            if column == self.RATING and node.kind != "section":
                return self.effective_rating(node)
            if column == self.NOTE and node.kind == "free":
                return self._display(node, column)
            return None
        flagged = self.violations(node)
        if role == Qt.ItemDataRole.ToolTipRole:
            if flagged:
                return literal(
                    "\n".join(
                        ("✔ " if v.waived else "⚠ ") + v.message.get(self.language) for v in flagged
                    )
                )
            if node.kind != "section" and column in (self.RATING, self.TITLE):
                rating = self.effective_rating(node)
                meaning = self.catalogue.rating_titles.get(rating, {}).get("meaning", "")
                return literal(meaning) or None
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if any(not v.waived for v in flagged):
                return color(ERROR)
            inherited = node.kind == "spec" and self.written_rating(node) is None
            if inherited or (
                node.kind != "section" and not self.has_value(node) and column != self.NAME
            ):
                return QApplication.palette().color(QPalette.ColorRole.PlaceholderText)
            return None
        if role == Qt.ItemDataRole.FontRole:
            if node.kind == "section" or (
                node.kind != "spec" and self.has_value(node) and column == self.NAME
            ):
                font = QFont()
                font.setBold(True)
                return font
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.RATING, self.COST):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        node = index.internalPointer()
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if not node.children:
            flags |= Qt.ItemFlag.ItemNeverHasChildren
        if node.kind != "section" and index.column() == self.RATING:
            flags |= Qt.ItemFlag.ItemIsEditable
        if node.kind == "free" and index.column() == self.NOTE:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        node = index.internalPointer()
        if index.column() == self.RATING and node.kind != "section" and self.on_rating:
            try:
                rating = int(value)
            except (TypeError, ValueError):
                return False
            if not MIN_RATING <= rating <= MAX_RATING or rating == self.effective_rating(node):
                return False
            self.on_rating(node, rating)
            return True
        if index.column() == self.NOTE and node.kind == "free" and self.on_note:
            self.on_note(node, str(value).strip())
            return True
        return False


class SkillFilter(QSortFilterProxyModel):
    """Finds a skill by name (accents and case ignored); "only bought" hides the rest.

    A found grouped skill shows all its specialisations; with "only bought" alone a row
    shows only when it has a value of its own (sections and groups come with their rows).
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self._needle = ""
        self._only_bought = False
        self.setRecursiveFilteringEnabled(True)

    def set_text(self, text: str) -> None:
        self.beginFilterChange()
        self._needle = fold(text.strip())
        self.setAutoAcceptChildRows(bool(self._needle))
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def set_only_bought(self, only: bool) -> None:
        if only == self._only_bought:
            return
        self.beginFilterChange()
        self._only_bought = only
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:
        model: SkillTreeModel = self.sourceModel()
        node = model.node(source_parent).children[source_row]
        if node.kind == "section":  # shown with its rows (recursive filtering)
            return not self._needle and not self._only_bought
        if self._only_bought and not model.has_value(node):
            return False
        return not self._needle or self._needle in fold(node.name)
