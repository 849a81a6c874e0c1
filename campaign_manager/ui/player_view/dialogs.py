"""The GM's two dialogs for the player view: which screen it goes on, and what it shows."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.ui.player_view.screens import (
    identify_screens,
    remember_screen,
    remembered_screen_name,
    window_screen,
)
from campaign_manager.ui.widgets.focus_order import buttons_as_shown
from campaign_manager.ui.widgets.titles import fit_title

PC_CHOICES = ("numbers", "band", "nothing")
NPC_CHOICES = ("band", "nothing")
DEFAULT_VIEW = {"pc": "band", "npc": "band", "initiative": False, "secret_conditions": []}


class ScreenChooserDialog(QDialog):
    """The screens by name and size, the one the GM's window is on marked; "Identify"
    shows each screen's number on it; OK remembers the choice on this machine."""

    def __init__(self, settings, gm_window: QWidget | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Player view: choose the screen"))
        fit_title(self)
        self._settings = settings
        self._gm_window = gm_window
        self.overlays: list = []
        layout = QVBoxLayout(self)
        self.list = QListWidget()
        layout.addWidget(label := QLabel(self.tr("Show the player view full screen on:")))
        label.setBuddy(self.list)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.identify_button = QPushButton(self.tr("&Identify screens"))
        self.identify_button.setToolTip(self.tr("Show each screen's number on it for 2 seconds"))
        self.identify_button.clicked.connect(self.identify)
        buttons.addButton(self.identify_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Open there"))
        layout.addWidget(buttons)
        buttons_as_shown(buttons)
        QGuiApplication.instance().screenAdded.connect(self._fill)
        QGuiApplication.instance().screenRemoved.connect(self._fill)
        self._fill()

    def _fill(self, *_args) -> None:
        chosen = self.chosen_screen()
        wanted = chosen.name() if chosen else remembered_screen_name(self._settings)
        gm = window_screen(self._gm_window)
        # the first guess: not where the GM's window is (else not the primary screen)
        primary = QGuiApplication.primaryScreen()
        avoid = gm.name() if gm is not None else primary.name() if primary else None
        self.list.clear()
        fallback = None
        for number, screen in enumerate(QGuiApplication.screens(), start=1):
            size = screen.geometry().size()
            text = self.tr("{number}. {name} — {width} × {height}").format(
                number=number,
                name=screen.name() or self.tr("(unnamed)"),
                width=size.width(),
                height=size.height(),
            )
            if gm is not None and screen.name() == gm.name():
                text += "  " + self.tr("(the GM's window is here)")
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, screen.name())
            self.list.addItem(item)
            if screen.name() == wanted:
                self.list.setCurrentItem(item)
            elif fallback is None and screen.name() != avoid:
                fallback = item
        if self.list.currentItem() is None:
            self.list.setCurrentItem(fallback or self.list.item(0))
        self.ok_button.setEnabled(self.list.count() > 0)

    def identify(self) -> None:
        self.overlays = identify_screens()

    def chosen_screen(self) -> QScreen | None:
        item = self.list.currentItem() if hasattr(self, "list") else None
        if item is None:
            return None
        name = item.data(Qt.ItemDataRole.UserRole)
        for screen in QGuiApplication.screens():
            if screen.name() == name:
                return screen
        return None

    def select(self, name: str) -> bool:
        for row in range(self.list.count()):
            if self.list.item(row).data(Qt.ItemDataRole.UserRole) == name:
                self.list.setCurrentRow(row)
                return True
        return False

    def accept(self) -> None:
        screen = self.chosen_screen()
        if screen is None:
            return
        remember_screen(self._settings, screen.name())
        super().accept()


class PlayerViewSettingsDialog(QDialog):
    """What the player view shows in this campaign; ``view()`` is the dict the encounter's
    ``{"type": "view", "view": ...}`` action takes."""

    def __init__(
        self,
        view: dict | None = None,
        condition_names: list[str] | tuple[str, ...] = (),
        parent: QWidget | None = None,
        options: tuple[str, ...] | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(self.tr("What the player view shows"))
        fit_title(self)
        view = {**DEFAULT_VIEW, **(view or {})}
        # the settings as they came; an option not offered keeps its value
        self._start = view
        # the options offered (the system's; every one when not said)
        self.options = tuple(DEFAULT_VIEW) if options is None else tuple(options)
        form = QFormLayout()
        self.pc = QComboBox()
        for key, label in zip(
            PC_CHOICES,
            (self.tr("Exact numbers"), self.tr("How hurt they look"), self.tr("Nothing")),
            strict=True,
        ):
            self.pc.addItem(label, key)
        self.pc.setCurrentIndex(
            max(0, PC_CHOICES.index(view["pc"]) if view["pc"] in PC_CHOICES else 1)
        )
        form.addRow(self.tr("&Player characters:"), self.pc)
        self.npc = QComboBox()
        for key, label in zip(
            NPC_CHOICES, (self.tr("How hurt they look"), self.tr("Nothing")), strict=True
        ):
            self.npc.addItem(label, key)
        self.npc.setCurrentIndex(
            NPC_CHOICES.index(view["npc"]) if view["npc"] in NPC_CHOICES else 0
        )
        form.addRow(self.tr("&Other characters:"), self.npc)
        self.initiative = QCheckBox(self.tr("Show &initiative numbers"))
        self.initiative.setChecked(bool(view["initiative"]))
        form.addRow("", self.initiative)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("&Secret conditions (never shown to the players):")))
        self.secret = QListWidget()
        layout.addWidget(self.secret)
        layout.itemAt(layout.count() - 2).widget().setBuddy(self.secret)
        names = list(dict.fromkeys([*condition_names, *view["secret_conditions"]]))
        for name in names:
            self._add_condition(name, name in view["secret_conditions"])
        add_row = QHBoxLayout()
        self.new_condition = QLineEdit()
        self.new_condition.setPlaceholderText(self.tr("Another condition's name"))
        self.new_condition.setAccessibleName(self.new_condition.placeholderText())
        self.new_condition.returnPressed.connect(self._add_typed)
        add_button = QPushButton(self.tr("&Add"))
        add_button.clicked.connect(self._add_typed)
        self.add_condition_button = add_button
        add_row.addWidget(self.new_condition)
        add_row.addWidget(add_button)
        layout.addLayout(add_row)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._hide_options_not_offered(form, layout)

    def _hide_options_not_offered(self, form: QFormLayout, layout: QVBoxLayout) -> None:
        for key, widget in (("pc", self.pc), ("npc", self.npc), ("initiative", self.initiative)):
            if key not in self.options:
                form.setRowVisible(widget, False)
        if "secret_conditions" not in self.options:
            for index in range(layout.count()):
                item = layout.itemAt(index)
                if item.widget() is self.secret:
                    layout.itemAt(index - 1).widget().setVisible(False)
            for widget in (self.secret, self.new_condition, self.add_condition_button):
                widget.setVisible(False)

    def _add_condition(self, name: str, secret: bool) -> None:
        for row in range(self.secret.count()):
            item = self.secret.item(row)
            if item.text() == name:
                item.setCheckState(Qt.CheckState.Checked if secret else item.checkState())
                return
        item = QListWidgetItem(name)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if secret else Qt.CheckState.Unchecked)
        self.secret.addItem(item)

    def _add_typed(self) -> None:
        name = self.new_condition.text().strip()
        if name:
            self._add_condition(name, True)
            self.new_condition.clear()

    def view(self) -> dict:
        chosen = {
            "pc": self.pc.currentData(),
            "npc": self.npc.currentData(),
            "initiative": self.initiative.isChecked(),
            "secret_conditions": [
                self.secret.item(row).text()
                for row in range(self.secret.count())
                if self.secret.item(row).checkState() == Qt.CheckState.Checked
            ],
        }
        return {
            key: value if key in self.options else self._start[key] for key, value in chosen.items()
        }

    @classmethod
    def edit(
        cls,
        parent: QWidget | None,
        view: dict | None,
        condition_names=(),
        options: tuple[str, ...] | None = None,
    ) -> dict | None:
        """Run the dialog offering ``options`` (every one when None); the new view
        settings, or None when the GM cancelled."""
        dialog = cls(view, condition_names, parent, options)
        return dialog.view() if dialog.exec() == QDialog.DialogCode.Accepted else None
