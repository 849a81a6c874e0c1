"""The catalogue tab: the book's entries read-only, the campaign's additions added and removed."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QListWidget,
    QPushButton,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara import Catalogue
from campaign_manager.ui.systems.dakara.settings import catalogue_model as rows
from campaign_manager.ui.systems.dakara.settings.catalogue_forms import (
    ArmourForm,
    EntryForm,
    ShieldForm,
    SkillForm,
    SpellForm,
    WeaponForm,
)
from campaign_manager.ui.systems.dakara.settings.catalogue_model import (
    RECORD_ROLE,
    SORT_ROLE,
    CatalogueModel,
    Column,
)
from campaign_manager.ui.systems.dakara.settings.fields import Notice, note_label


@dataclass(frozen=True)
class Kind:
    key: str  # as in Catalogue.additions()
    title: str
    add_title: str
    intro: str
    columns: list[Column]
    rows: Callable[[Catalogue], list[dict]]
    form: type[EntryForm]
    stretch: int = 0  # the column that takes the spare width


class CataloguePage(QWidget):
    """One kind of entry: a filterable table, "Remove the addition" and an "Add" form."""

    def __init__(self, dialog, kind: Kind, parent: QWidget | None = None):
        super().__init__(parent)
        self.dialog = dialog
        self.kind = kind
        self.model = CatalogueModel(kind.columns, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setSortRole(SORT_ROLE)
        self.filter_edit = QLineEdit()
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setPlaceholderText(self.tr("Filter by any column"))
        self.filter_edit.setAccessibleName(self.filter_edit.placeholderText())
        self.filter_edit.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QTableView()
        self.view.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.setAccessibleName(kind.title)
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        if kind.stretch == len(kind.columns) - 1:  # the last: never narrower than its header
            header.setStretchLastSection(True)
            header.setSectionResizeMode(kind.stretch, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(kind.stretch, header.sectionSizeFromContents(kind.stretch).width())
        else:
            header.setSectionResizeMode(kind.stretch, QHeaderView.ResizeMode.Stretch)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.view.selectionModel().currentRowChanged.connect(self._selection_changed)
        self.remove_button = QPushButton(self.tr("R&emove the addition"))
        self.remove_button.setToolTip(
            self.tr("Only the campaign's own entries can be removed (Del in the list)")
        )
        self.remove_button.clicked.connect(self.remove_selected)
        remove_action = QAction(self.view)
        remove_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Delete))
        remove_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        remove_action.triggered.connect(self.remove_selected)
        self.view.addAction(remove_action)
        self.notice = Notice()

        self.form = kind.form()
        self.add_button = QPushButton(self.tr("&Add to the campaign"))
        self.add_button.clicked.connect(self.add)
        self.form_box = QGroupBox(kind.add_title)
        box_layout = QVBoxLayout(self.form_box)
        box_layout.addWidget(self.form)
        box_layout.addWidget(self.notice)
        add_row = QHBoxLayout()
        add_row.addStretch()
        add_row.addWidget(self.add_button)
        box_layout.addLayout(add_row)
        box_layout.addStretch()
        # as wide as its title and choices need in the desktop's font (330 px at 9 points)
        self.form_box.setFixedWidth(max(330, self.form_box.sizeHint().width()))

        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.addWidget(note_label(kind.intro))
        left.addWidget(self.filter_edit)
        left.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.remove_button)
        buttons.addStretch()
        left.addLayout(buttons)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(12)
        layout.addLayout(left, 1)
        layout.addWidget(self.form_box)

    # -- showing ----------------------------------------------------------------------------
    def refresh(self, catalogue: Catalogue) -> None:
        selected = self.selected()
        self.model.set_rows(self.kind.rows(catalogue))
        self.form.refresh(catalogue)
        if selected is not None:
            self.select(selected["name"], selected.get("kind"))
        self._selection_changed()

    def selected(self) -> dict | None:
        index = self.view.currentIndex()
        return index.data(RECORD_ROLE) if index.isValid() else None

    def select(self, name: str, kind: str | None = None) -> bool:
        for row in range(self.proxy.rowCount()):
            record = self.proxy.index(row, 0).data(RECORD_ROLE)
            if record["name"] == name and (kind is None or record.get("kind") == kind):
                index = self.proxy.index(row, 0)
                self.view.setCurrentIndex(index)
                self.view.scrollTo(index)
                return True
        return False

    def _selection_changed(self, *_args) -> None:
        record = self.selected()
        self.remove_button.setEnabled(bool(record and record.get("addition")))

    # -- editing ----------------------------------------------------------------------------
    def add(self) -> bool:
        """Hand the form to the rules core; a refusal is shown and the form kept as typed."""
        name = self.form.name.strip()

        def make() -> Catalogue:
            catalogue = self.dialog.fresh_catalogue()
            self.form.apply(catalogue)
            return catalogue

        if not self.dialog.edit_catalogue(make, self.notice):
            return False
        self.notice.clear_notice()
        self.form.clear_values()
        self.filter_edit.clear()
        self.select(name)
        self.form.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def remove_selected(self) -> bool:
        record = self.selected()
        if not record or not record.get("addition"):
            return False
        kind, index = record["addition"]
        if self.dialog.edit_catalogue(
            lambda: self.dialog.catalogue.without(kind, index), self.notice
        ):
            self.notice.clear_notice()
            return True
        return False


class CatalogueTab(QWidget):
    def __init__(self, dialog, parent: QWidget | None = None):
        super().__init__(parent)
        self.nav = QListWidget()
        self.nav.setFixedWidth(170)
        self.nav.setAccessibleName(self.tr("Kind of entry"))
        self.nav.setWordWrap(True)
        self.nav.setSpacing(3)
        self.nav.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.stack = QStackedWidget()
        self.pages: dict[str, CataloguePage] = {}
        for kind in self._kinds():
            page = CataloguePage(dialog, kind)
            self.pages[kind.key] = page
            self.stack.addWidget(page)
            self.nav.addItem(kind.title)
        self.nav.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.nav.setCurrentRow(0)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(12)
        layout.addWidget(self.nav)
        layout.addWidget(self.stack, 1)

    def show_kind(self, key: str) -> CataloguePage:
        page = self.pages[key]
        self.nav.setCurrentRow(self.stack.indexOf(page))
        return page

    def current_page(self) -> CataloguePage:
        return self.stack.currentWidget()

    def refresh(self, catalogue: Catalogue) -> None:
        for page in self.pages.values():
            page.refresh(catalogue)
        titles = [kind.title for kind in self._kinds()]
        for row, (page, title) in enumerate(zip(self.pages.values(), titles, strict=True)):
            added = sum(1 for r in page.model.rows if r["source"] == "campaign")
            count = self.tr("Entries: {count}").format(count=page.model.rowCount())
            if added:
                count += " · " + self.tr("own: {added}").format(added=added)
            self.nav.item(row).setText(f"{title}\n{count}")
            self.nav.item(row).setToolTip(count)

    def _kinds(self) -> list[Kind]:
        name = self.tr("Name")
        skill = self.tr("Skill")
        price = Column("price", self.tr("Price"), numeric=True, sort_key="price_md")
        examples = self.tr(
            "Entries in grey italics are Kronikář's examples, not the book's: the rules "
            "text's lists did not survive. Bold entries are the campaign's own."
        )
        return [
            Kind(
                "skills",
                self.tr("Skills"),
                self.tr("Add a skill or specialisation"),
                self.tr(
                    "The skills of the rules text, grouped (sdružené) with their "
                    "specialisations and standalone by section. Bold entries are the "
                    "campaign's own."
                ),
                [
                    Column("name", name),
                    Column("kind", self.tr("Kind")),
                    Column("detail", self.tr("Section or specialisations")),
                ],
                rows.skill_rows,
                SkillForm,
                stretch=2,
            ),
            Kind(
                "spells",
                self.tr("Spells and abilities"),
                self.tr("Add a spell or ability"),
                self.tr("Each costs 1 XP and needs the skill rating shown. ") + examples,
                [
                    Column("name", name),
                    Column("skill", self.tr("Needs skill")),
                    Column("rating", self.tr("Rating"), numeric=True),
                ],
                rows.spell_rows,
                SpellForm,
                stretch=1,
            ),
            Kind(
                "weapons",
                self.tr("Weapons"),
                self.tr("Add a weapon"),
                examples,
                [
                    Column("name", name),
                    Column("skill", skill),
                    Column("stats", self.tr("Att. / Def. / Dmg."), numeric=True),
                    price,
                ],
                rows.weapon_rows,
                WeaponForm,
                stretch=1,
            ),
            Kind(
                "armour",
                self.tr("Armour"),
                self.tr("Add armour"),
                examples,
                [
                    Column("name", name),
                    Column("quality", self.tr("Kvalita"), numeric=True),
                    Column("coverage", self.tr("Pokrytí"), numeric=True),
                    price,
                ],
                rows.armour_rows,
                ArmourForm,
            ),
            Kind(
                "shields",
                self.tr("Shields"),
                self.tr("Add a shield"),
                examples,
                [Column("name", name), Column("defence", self.tr("Defence"), numeric=True), price],
                rows.shield_rows,
                ShieldForm,
            ),
        ]
