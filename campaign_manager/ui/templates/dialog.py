"""Templates in the window: *Save as template* on the roster's selection, and *Campaign
templates…*, a list to rename (F2), delete (Del), export and import. Every edit goes
through ``session.perform``: one undo step each."""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes import Batch
from campaign_manager.storage.templates import (
    AddTemplate,
    DeleteTemplate,
    UpdateTemplate,
    template_records,
)
from campaign_manager.systems.common import RuleError
from campaign_manager.ui.file_dialogs import open_file, save_file
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.templates.roster_actions import tell


class TemplatesDialog(QDialog):
    """The campaign's templates: rename (F2 or a double click), delete (Del), export all
    to a JSON file, import a file's templates (checked whole first)."""

    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Campaign templates"))
        self.list = QListWidget()
        self.list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.list.setAccessibleName(self.tr("Templates"))
        self.list.setAccessibleDescription(self.tr("F2 renames the template, Del deletes it"))
        self.list.itemChanged.connect(self._renamed)
        self.empty = QLabel(
            self.tr(
                "No templates yet. Select characters in the roster and choose Edit → Save "
                "as template; a fight then adds “5× Stráž” from a template."
            )
        )
        self.empty.setWordWrap(True)
        self.rename_button = QPushButton(self.tr("Re&name"))
        self.rename_button.clicked.connect(self.rename_current)
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.delete_button.clicked.connect(self.delete_selected)
        self.export_button = QPushButton(self.tr("&Export…"))
        self.export_button.clicked.connect(self.export_dialog)
        self.import_button = QPushButton(self.tr("&Import…"))
        self.import_button.clicked.connect(self.import_dialog)
        self.list.installEventFilter(self)  # Del deletes, F2 renames
        buttons = QVBoxLayout()
        for button in (
            self.rename_button, self.delete_button, self.export_button, self.import_button,
        ):  # fmt: skip
            buttons.addWidget(button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(buttons)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addLayout(row, 1)
        layout.addWidget(close)
        self.resize(460, 380)
        self._filling = False
        self.refresh()
        session.changed.connect(self._on_changed)

    def eventFilter(self, watched, event) -> bool:
        if watched is self.list and event.type() == QEvent.Type.KeyPress:
            if event.matches(QKeySequence.StandardKey.Delete):
                self.delete_selected()
                return True
            if event.key() == Qt.Key.Key_F2 and self.list.state() != QListWidget.State.EditingState:
                self.rename_current()
                return True
        return super().eventFilter(watched, event)

    def _on_changed(self, touched) -> None:
        if getattr(touched, "templates", False) or getattr(touched, "reread", False):
            self.refresh()

    def refresh(self) -> None:
        self._filling = True
        current = self.list.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.list.clear()
        for record in template_records():
            item = QListWidgetItem(record.name)
            item.setData(Qt.ItemDataRole.UserRole, record.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.list.addItem(item)
            if record.id == keep:
                self.list.setCurrentItem(item)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)
        self._filling = False
        has = self.list.count() > 0
        self.empty.setVisible(not has)
        writable = not self.session.read_only
        for button in (self.rename_button, self.delete_button, self.export_button):
            button.setEnabled(has and (writable or button is self.export_button))
        self.import_button.setEnabled(writable)

    def _selected(self) -> list[QListWidgetItem]:
        return self.list.selectedItems() or (
            [self.list.currentItem()] if self.list.currentItem() is not None else []
        )

    def rename_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.list.editItem(item)

    def _renamed(self, item: QListWidgetItem) -> None:
        if self._filling:
            return
        from campaign_manager.ui.session import EditNotSaved

        template = item.data(Qt.ItemDataRole.UserRole)
        name = item.text()
        try:
            self.session.perform(
                UpdateTemplate(template, {"name": name}),
                self.tr("Rename the template “{name}”").format(name=name),
            )
        except RuleError as error:
            tell(self, self.tr("Not renamed"), error.text.get(current_language()))
        except EditNotSaved:
            pass
        self.refresh()

    def delete_selected(self) -> None:
        from campaign_manager.ui.session import EditNotSaved

        items = self._selected()
        if not items or self.session.read_only:
            return
        changes = [DeleteTemplate(item.data(Qt.ItemDataRole.UserRole)) for item in items]
        text = (
            self.tr("Delete the template “{name}”").format(name=items[0].text())
            if len(items) == 1
            else self.tr("Delete %n template(s)", "", len(items))
        )
        with contextlib.suppress(EditNotSaved):
            self.session.perform(Batch(changes), text)
        self.refresh()

    def export_dialog(self) -> None:
        path = save_file(
            self,
            "templates",
            self.tr("Export the templates"),
            self.tr("templates.json"),
            self.tr("Kronikář templates (*.json);;All files (*)"),
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        from campaign_manager.exchange_templates import templates_to_json

        records = [r.__dict__ for r in template_records()]
        try:
            path.write_text(templates_to_json(self.session.system.key, records), encoding="utf-8")
        except OSError as error:
            tell(self, self.tr("The templates were not exported"), error.strerror or str(error))
            return False
        return True

    def import_dialog(self) -> None:
        path = open_file(
            self,
            "templates",
            self.tr("Import templates"),
            self.tr("Kronikář templates (*.json);;All files (*)"),
        )
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> int:
        """Add the templates of ``path`` (one undo step); how many. A bad file says what is
        wrong and adds nothing."""
        from campaign_manager.exchange import ImportProblem
        from campaign_manager.exchange_templates import read_templates_file
        from campaign_manager.ui.session import EditNotSaved

        title = self.tr("The templates were not imported")
        try:
            found = read_templates_file(path, self.session.system.key)
        except ImportProblem as problem:
            tell(self, title, problem.text.get(current_language()))
            return 0
        except OSError as error:
            tell(self, title, error.strerror or str(error))
            return 0
        if not found:
            return 0
        try:
            self.session.perform(
                Batch([AddTemplate(values) for values in found]),
                self.tr("Import %n template(s)", "", len(found)),
            )
        except EditNotSaved:
            return 0
        self.refresh()
        return len(found)
