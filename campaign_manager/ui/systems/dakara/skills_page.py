"""The skills page: a filterable tree of every skill; ratings typed, spun or keyed in."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMenu,
    QSpinBox,
    QStyledItemDelegate,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara import play
from campaign_manager.systems.dakara.costs import MAX_RATING, MIN_RATING
from campaign_manager.systems.dakara.editing import set_free_skill_detail
from campaign_manager.systems.dakara.sheet import set_skill_rating
from campaign_manager.ui.systems.dakara.skill_test_dialog import SkillTestDialog
from campaign_manager.ui.systems.dakara.skills_model import SkillFilter, SkillNode, SkillTreeModel
from campaign_manager.ui.systems.dakara.state import DakaraState
from campaign_manager.ui.text import isolate, keep_ampersands


class RatingDelegate(QStyledItemDelegate):
    """A spin box over the rating range (0–6) for the Rating column."""

    def createEditor(self, parent, option, index):
        if index.column() != SkillTreeModel.RATING:
            return super().createEditor(parent, option, index)
        spin = QSpinBox(parent)
        spin.setRange(MIN_RATING, MAX_RATING)
        spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        spin.setAccessibleName(
            self.tr("Rating of {skill}").format(skill=index.siblingAtColumn(0).data())
        )
        return spin


class SkillTree(QTreeView):
    """Digits 0–6 set the rating of the current row; + and − step it; T opens a skill test."""

    test_requested = Signal(QModelIndex)

    DIGITS = "".join(str(r) for r in range(MIN_RATING, MAX_RATING + 1))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        index = self.currentIndex()
        text = event.text()
        if index.isValid() and self.state() != QAbstractItemView.State.EditingState and text:
            rating_index = index.siblingAtColumn(SkillTreeModel.RATING)
            current = rating_index.data(Qt.ItemDataRole.EditRole)
            target = None
            if text in self.DIGITS:
                target = int(text)
            elif text in "+=" and current is not None:
                target = min(MAX_RATING, current + 1)
            elif text in "-−" and current is not None:
                target = max(MIN_RATING, current - 1)
            if target is not None and rating_index.flags() & Qt.ItemFlag.ItemIsEditable:
                self.model().setData(rating_index, target)
                return
            if text in "tT" and rating_index.flags() & Qt.ItemFlag.ItemIsEditable:
                self.test_requested.emit(index)
                return
        super().keyPressEvent(event)


class SkillsPage(QWidget):
    def __init__(self, editor, catalogue, parent: QWidget | None = None):
        super().__init__(parent)
        self.editor = editor
        self.model = SkillTreeModel(catalogue, self)
        self.model.on_rating = self._rating
        self.model.on_note = self._note
        self.proxy = SkillFilter(self)
        self.proxy.setSourceModel(self.model)

        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setPlaceholderText(
            self.tr("Find a skill or specialisation (accents optional)")
        )
        self.filter_edit.textChanged.connect(self._filter)
        self.only_bought = QCheckBox(self.tr("Only what the character has"))
        self.only_bought.toggled.connect(self._only_bought)
        top = QHBoxLayout()
        top.addWidget(self.filter_edit, 1)
        top.addWidget(self.only_bought)

        self.tree = SkillTree()
        self.tree.setModel(self.proxy)
        self.tree.setItemDelegate(RatingDelegate(self.tree))
        self.tree.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.SelectedClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.test_requested.connect(self.open_test)
        self.tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.tree.customContextMenuRequested.connect(self._context_menu)
        self.test_dialog: SkillTestDialog | None = None
        self.tree.setToolTip(
            self.tr(
                "Type 0–6 to set the rating of the selected skill, + or − to step it, F2 to "
                "edit, T for a skill test"
            )
        )
        header = self.tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(SkillTreeModel.NAME, QHeaderView.ResizeMode.Interactive)
        self.tree.setColumnWidth(SkillTreeModel.NAME, 300)
        self.tree.setColumnWidth(SkillTreeModel.RATING, 70)
        self.tree.setColumnWidth(SkillTreeModel.TITLE, 230)
        self.tree.setColumnWidth(SkillTreeModel.COST, 70)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.tree, 1)
        self._expand_defaults()

    def set_catalogue(self, catalogue) -> None:
        """The campaign's catalogue changed (a skill added or removed): rebuild the tree."""
        self.model.set_catalogue(catalogue)
        self._filter(self.filter_edit.text())

    def _expand_defaults(self) -> None:
        """Open the sections, keep the grouped skills' specialisations folded."""
        for row in range(self.proxy.rowCount()):
            self.tree.expand(self.proxy.index(row, 0))

    def _filter(self, text: str) -> None:
        self.proxy.set_text(text)
        if text.strip():
            self.tree.expandAll()
        else:
            self.tree.collapseAll()
            self._expand_defaults()

    def _only_bought(self, only: bool) -> None:
        self.proxy.set_only_bought(only)
        if only:
            self.tree.expandAll()

    def refresh(self, state: DakaraState) -> None:
        self.model.set_state(state.sheet, state.evaluation, state.flags or {}, state.language)

    def index_of(self, label: str) -> QModelIndex:
        """The view index of the row for a skill or "Skill (Specialisation)" (tests, navigation)."""

        def walk(node: SkillNode):
            for child in node.children:
                if child.label == label:
                    return child
                found = walk(child)
                if found is not None:
                    return found
            return None

        node = walk(self.model.root)
        return self.proxy.mapFromSource(self.model.index_of(node)) if node else QModelIndex()

    # -- skill tests ------------------------------------------------------------------------
    def _context_menu(self, position) -> None:
        index = self.tree.indexAt(position)
        node = self.model.node(self.proxy.mapToSource(index)) if index.isValid() else None
        if node is None or node.kind == "section":
            return
        menu = QMenu(self.tree)
        action = menu.addAction(
            self.tr("Skill &test: {skill}…").format(skill=isolate(keep_ampersands(node.label)))
        )
        action.setShortcut("T")
        action.triggered.connect(lambda: self.open_test(index))
        menu.popup(self.tree.viewport().mapToGlobal(position))

    def open_test(self, index: QModelIndex) -> SkillTestDialog | None:
        """Open the skill-test dialog for the skill of ``index`` (a view index), with the
        rating the character rolls and the wound penalty in force."""
        node = self.model.node(self.proxy.mapToSource(index)) if index.isValid() else None
        if node is None or node.kind == "section" or self.editor.character_id is None:
            return None
        sheet = self.editor.sheet
        dialog = SkillTestDialog(
            node.label,
            self.model.effective_rating(node) or 0,
            play.penalty(sheet),
            who=self.editor.character_name(),
            parent=self,
        )
        dialog.accepted.connect(lambda: self.editor.log_outcome(dialog.outcome, node.label))
        dialog.finished.connect(dialog.deleteLater)
        self.test_dialog = dialog
        dialog.open()
        return dialog

    # -- edits ------------------------------------------------------------------------------
    def _rating(self, node: SkillNode, rating: int) -> None:
        def mutate(sheet: dict) -> None:
            spec = node.name if node.kind == "spec" else None
            set_skill_rating(sheet, node.skill, rating, spec, free=node.kind == "free")

        self.editor.change(
            mutate, self.tr("{skill}: {rating}").format(skill=node.label, rating=rating)
        )

    def _note(self, node: SkillNode, text: str) -> None:
        def mutate(sheet: dict) -> None:
            set_free_skill_detail(sheet, self.editor.catalogue, node.name, text)

        self.editor.change(
            mutate, self.tr("{skill}: {detail}").format(skill=node.name, detail=text)
        )
