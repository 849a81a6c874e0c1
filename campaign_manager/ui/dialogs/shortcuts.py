"""Help → Keyboard shortcuts: every key of the app in one list.

The menus' keys are read from the window's own actions (so the list never disagrees with
them), grouped by menu; the keys that are no menu action (the sheet's buttons, the notes,
lists, dialogs and right-click menus) follow, as documented here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMenuBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

# a group of the list: its title and its rows (what the key does, the key)
Group = tuple[str, list[tuple[str, str]]]


def native(*keys: str | QKeySequence) -> str:
    """Keys as this platform writes them ("Ctrl+B", "⌘B"), joined by commas."""
    return ", ".join(
        QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText) for key in keys
    )


def plain_text(text: str) -> str:
    """A menu text without its mnemonic marks (a doubled ``&&`` stays one ``&``)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _menu_rows(menu: QMenu, names: dict[QAction, str], prefix: str = "") -> list[tuple[str, str]]:
    rows: list[tuple[str, str]] = []
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        if action.menu() is not None:
            sub = plain_text(action.menu().title())
            rows += _menu_rows(action.menu(), names, f"{prefix}{sub} → ")
            continue
        keys = [key for key in action.shortcuts() if not key.isEmpty()]
        if keys:
            text = plain_text(names.get(action) or action.text())
            rows.append((prefix + text, native(*keys)))
    return rows


def menu_groups(bar: QMenuBar, names: dict[QAction, str] | None = None) -> list[Group]:
    """One group per menu of ``bar`` with the keys of its actions (``names`` gives an
    action a text of its own, e.g. Undo without the step it names)."""
    groups: list[Group] = []
    for entry in bar.actions():
        menu = entry.menu()
        if menu is None:
            continue
        rows = _menu_rows(menu, names or {})
        if rows:
            groups.append((plain_text(menu.title()), rows))
    return groups


def right_click() -> str:
    return QCoreApplication.translate("ShortcutsDialog", "Right click")


def extra_groups(own: dict[str, list[tuple[str, str]]] | None = None) -> list[Group]:
    """The keys that are no menu action: in the Character area, in lists and fields, in the
    dialogs and the right-click menus; ``own`` adds the open campaign's system's keys to
    those groups (by "character", "lists", "right_click")."""
    own = own or {}
    groups = _common_groups()
    for (_title, rows), key in zip(groups, ("character", "lists", "right_click"), strict=True):
        rows.extend(own.get(key, []))
    return groups


def _common_groups() -> list[Group]:
    return [
        (
            QCoreApplication.translate("ShortcutsDialog", "Character"),
            [
                (
                    QCoreApplication.translate("ShortcutsDialog", "Print the sheet"),
                    native("Ctrl+P"),
                ),
                (
                    QCoreApplication.translate("ShortcutsDialog", "Export the sheet as PDF"),
                    native("Ctrl+Shift+P"),
                ),
                (
                    QCoreApplication.translate("ShortcutsDialog", "Export the character as JSON"),
                    native("Ctrl+Shift+E"),
                ),
                (QCoreApplication.translate("ShortcutsDialog", "Notes: bold"), native("Ctrl+B")),
                (QCoreApplication.translate("ShortcutsDialog", "Notes: italic"), native("Ctrl+I")),
                (
                    QCoreApplication.translate("ShortcutsDialog", "Notes: bulleted list"),
                    native("Ctrl+Shift+L"),
                ),
            ],
        ),
        (
            QCoreApplication.translate("ShortcutsDialog", "Lists and fields"),
            [
                (
                    QCoreApplication.translate("ShortcutsDialog", "Roster: open the character"),
                    QCoreApplication.translate("ShortcutsDialog", "Enter, double click"),
                ),
                (
                    QCoreApplication.translate(
                        "ShortcutsDialog", "Ledger: delete the selected row"
                    ),
                    native(QKeySequence.StandardKey.Delete),
                ),
                (
                    QCoreApplication.translate(
                        "ShortcutsDialog", "Players' requests: accept the selected one"
                    ),
                    native("Return"),
                ),
                (
                    QCoreApplication.translate(
                        "ShortcutsDialog", "Players' requests: change and accept the selected one"
                    ),
                    native("F2"),
                ),
                (
                    QCoreApplication.translate(
                        "ShortcutsDialog", "Players' requests: turn down the selected one"
                    ),
                    native(QKeySequence.StandardKey.Delete),
                ),
                (
                    QCoreApplication.translate(
                        "ShortcutsDialog",
                        "Text field: undo the typing, then the campaign's last step",
                    ),
                    native(QKeySequence.StandardKey.Undo),
                ),
            ],
        ),
        (
            QCoreApplication.translate("ShortcutsDialog", "Right-click menus"),
            [
                (
                    QCoreApplication.translate("ShortcutsDialog", "Portrait: choose or remove it"),
                    right_click(),
                ),
            ],
        ),
    ]


class ShortcutsDialog(QDialog):
    """The list of ``groups``: what each key does and the key, a group under its title."""

    def __init__(self, groups: list[Group], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("What it does"), self.tr("Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.setSelectionMode(QTreeWidget.SelectionMode.NoSelection)
        # the keys scroll the list; Tab goes on to Close and back
        self.tree.setTabKeyNavigation(False)
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.tree.setAlternatingRowColors(True)
        for title, rows in groups:
            group = QTreeWidgetItem([title])
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            self.tree.addTopLevelItem(group)
            group.setFirstColumnSpanned(True)
            for text, keys in rows:
                group.addChild(QTreeWidgetItem([text, keys]))
        self.tree.expandAll()
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)
        # wide enough for the longest row, as tall as fits the screen
        width = self.tree.sizeHintForColumn(0) + self.tree.sizeHintForColumn(1) + 80
        rows = sum(1 + len(rows) for _title, rows in groups)
        height = rows * max(self.tree.sizeHintForRow(0), 18) + 120
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        self.resize(min(max(width, 560), screen.width() - 80), min(height, screen.height() - 80))

    def rows(self) -> list[tuple[str, str, str]]:
        """Every row shown: (group, what it does, keys)."""
        found = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            for c in range(group.childCount()):
                child = group.child(c)
                found.append((group.text(0), child.text(0), child.text(1)))
        return found
