"""The tabs of numbers: creation levels, the training-limit table and the currency.

Every edit asks the rules core for the changed settings (``with_level``, ``with_training``,
``with_currency``…): the core checks the value and clears its "default" flag.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.dakara import DakaraSettings
from campaign_manager.ui.systems.dakara.settings.fields import (
    NOTE_STYLE,
    MarkedSpin,
    Notice,
    heading_label,
    note_label,
)
from campaign_manager.ui.text import plain

LEVEL_FIELDS = ("budget", "top_two", "others")
TRAINING_FIELDS = ("min_xp", "top_two", "others", "initiation")


class RulesTab(QWidget):
    """A tab with an explanation, a body, a refusal notice and a "Reset to defaults" button."""

    part = ""  # the settings part the reset restores

    def __init__(self, dialog, parent: QWidget | None = None):
        super().__init__(parent)
        self.dialog = dialog
        self.notice = Notice()
        self.reset_button = QPushButton(self.tr("&Reset to defaults"))
        self.reset_button.clicked.connect(self._reset)
        # the body scrolls when a large desktop font makes it taller than the dialog (its
        # wrapped notes keep every line); the notice and the buttons stay in sight below it
        self.body = QWidget()
        self.layout_ = QVBoxLayout(self.body)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(10)
        self.scroll = QScrollArea()
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setWidget(self.body)
        # Tab goes to the fields (the area scrolls to the one focused), not to the area
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.outer = QVBoxLayout(self)
        self.outer.setContentsMargins(12, 12, 12, 12)
        self.outer.setSpacing(10)
        self.outer.addWidget(self.scroll, 1)

    def finish(self, *buttons: QWidget) -> None:
        row = QHBoxLayout()
        for button in buttons:
            row.addWidget(button)
        row.addStretch()
        row.addWidget(self.reset_button)
        self.layout_.addStretch(1)
        self.outer.addWidget(self.notice)
        self.outer.addLayout(row)

    def edit(self, make) -> None:
        """Apply ``make(settings)`` (a rules-core call) or show its refusal."""
        if self.dialog.edit_settings(make, self.notice):
            self.notice.clear_notice()

    def _reset(self) -> None:
        part = self.part
        self.edit(lambda s: s.restored(part))

    def refresh(self, settings: DakaraSettings) -> None:
        self.reset_button.setEnabled(not settings.is_shipped(self.part))


class LevelsTab(RulesTab):
    part = "levels"

    def __init__(self, dialog, parent: QWidget | None = None):
        super().__init__(dialog, parent)
        self.layout_.addWidget(
            note_label(
                self.tr(
                    "Tabulka tvorby postavy: the XP a new character spends and the highest "
                    "ratings allowed at creation. The rules text lost most of its numbers; "
                    "values marked (default) are Kronikář's, not the book's. Set your table's "
                    "and the mark goes away."
                )
            )
        )
        box = QGroupBox(self.tr("Creation levels"))
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(8)
        headers = (
            self.tr("Level"),
            self.tr("XP budget"),
            self.tr("Two highest stats ≤"),
            self.tr("All other stats ≤"),
        )
        tips = (
            "",
            self.tr("Experience points (zk) a character of this level spends at creation."),
            self.tr("Limit hodnocení statistik: the two highest-rated stats may be at most this."),
            self.tr("Limit hodnocení statistik: every other stat may be at most this."),
        )
        for column, (text, tip) in enumerate(zip(headers, tips, strict=True)):
            label = heading_label(text)
            label.setToolTip(tip)
            grid.addWidget(label, 0, column)
        self.spins: dict[tuple[str, str], MarkedSpin] = {}
        levels = list(dialog.settings.levels)
        for row, name in enumerate(levels, start=1):
            grid.addWidget(plain(QLabel(name)), row, 0)
            for column, key in enumerate(LEVEL_FIELDS, start=1):
                maximum = 999 if key == "budget" else 6
                spin = MarkedSpin(0, maximum, lambda value, n=name, k=key: self._set(n, k, value))
                spin.spin.setToolTip(tips[column])
                spin.spin.setAccessibleName(f"{name}: {headers[column]}")
                if key == "budget":
                    spin.spin.setSuffix(self.tr(" XP"))
                self.spins[(name, key)] = spin
                grid.addWidget(spin, row, column)
        grid.setColumnStretch(len(headers), 1)
        self.layout_.addWidget(box)

        start_box = QGroupBox(self.tr("New characters"))
        start = QHBoxLayout(start_box)
        self.start_combo = QComboBox()
        for name in levels:
            self.start_combo.addItem(name, name)
        self.start_combo.activated.connect(self._start)
        self.start_combo.setToolTip(
            self.tr("The rules text: “Pokud se nedohodnete jinak, tvoř profesionála.”")
        )
        label = QLabel(self.tr("&Start at level:"))
        label.setBuddy(self.start_combo)
        start.addWidget(label)
        start.addWidget(self.start_combo)
        hint = QLabel(self.tr("(the rules text: profesionál)"))
        hint.setStyleSheet(NOTE_STYLE)
        start.addWidget(hint)
        start.addStretch()
        self.layout_.addWidget(start_box)
        how_box = QGroupBox(self.tr("How the numbers are used"))
        how = QVBoxLayout(how_box)
        how.addWidget(
            note_label(
                self.tr(
                    "Limit hodnocení statistik: no stat (a skill, a specialisation, Majetek, "
                    "Postavení or Známosti) may be rated above the two-highest limit, and at "
                    "most two stats may be rated above the limit of all others."
                )
            )
        )
        how.addWidget(
            note_label(
                self.tr(
                    "The budget is the XP a character of the level spends; approved goals and "
                    "story hooks add at most 3 XP. The rules text's example (a profesionál "
                    "with Majetek 3) gives the profesionál's limits, 3 and 2; its other "
                    "numbers are lost."
                )
            )
        )
        self.layout_.addWidget(how_box)
        self.finish()
        self.reset_button.setToolTip(
            self.tr("Every level's numbers and the starting level back to Kronikář's defaults")
        )

    def _set(self, name: str, key: str, value: int | None) -> None:
        self.edit(lambda s: s.with_level(name, **{key: value}))

    def _start(self, _index: int) -> None:
        name = self.start_combo.currentData()
        self.edit(lambda s: s.with_default_level(name))

    def refresh(self, settings: DakaraSettings) -> None:
        super().refresh(settings)
        for (name, key), spin in self.spins.items():
            level = settings.levels.get(name)
            if level is not None:
                spin.show_value(getattr(level, key), level.is_default(key))
        self.start_combo.setCurrentIndex(max(0, self.start_combo.findData(settings.default_level)))


class TrainingTab(RulesTab):
    part = "training"

    def __init__(self, dialog, parent: QWidget | None = None):
        super().__init__(dialog, parent)
        self.layout_.addWidget(
            note_label(
                self.tr(
                    "Tabulka limitů tréninku: after creation a character trains under the row "
                    "of their total XP (from that many XP upward). The rules text lost its "
                    "numbers; values marked (default) are Kronikář's. The initiation limit "
                    "(stupeň zasvěcení) is shown to the GM, not enforced."
                )
            )
        )
        self.box = QGroupBox(self.tr("Training limits"))
        self.grid = QGridLayout(self.box)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(8)
        self.headers = (
            self.tr("From total XP"),
            self.tr("Two highest stats ≤"),
            self.tr("All other stats ≤"),
            self.tr("Initiation ≤"),
        )
        self.rows: list[tuple[list[MarkedSpin], QToolButton]] = []
        self.layout_.addWidget(self.box)
        self.add_button = QPushButton(self.tr("&Add a row"))
        self.add_button.setToolTip(self.tr("A new row after the last one; edit its numbers"))
        self.add_button.clicked.connect(self._add)
        self.finish(self.add_button)
        self.reset_button.setToolTip(self.tr("The whole table back to Kronikář's defaults"))

    def _build(self, count: int) -> None:
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.rows = []
        for column, text in enumerate(self.headers):
            self.grid.addWidget(heading_label(text), 0, column)
        remove_icon = self.style().standardIcon(QStyle.StandardPixmap.SP_DialogDiscardButton)
        for index in range(count):
            spins = []
            for column, key in enumerate(TRAINING_FIELDS):
                spin = MarkedSpin(
                    0 if key != "initiation" else 1,
                    9999 if key == "min_xp" else 6,
                    lambda value, i=index, k=key: self._set(i, k, value),
                    none_text=self.tr("—") if key == "initiation" else None,
                )
                if key == "min_xp":
                    spin.spin.setSuffix(self.tr(" XP"))
                if key == "initiation":
                    spin.spin.setToolTip(
                        self.tr("Limit stupně zasvěcení; “—” when the table sets none")
                    )
                spins.append(spin)
                spin.spin.setAccessibleName(
                    self.tr("Row {row}: {column}").format(
                        row=index + 1, column=self.headers[column]
                    )
                )
                self.grid.addWidget(spin, index + 1, column)
            remove = QToolButton()
            remove.setIcon(remove_icon)
            remove.setAutoRaise(True)
            remove.setAccessibleName(self.tr("Remove row {row}").format(row=index + 1))
            remove.setToolTip(remove.accessibleName())
            remove.clicked.connect(lambda _=False, i=index: self._remove(i))
            self.grid.addWidget(remove, index + 1, len(TRAINING_FIELDS))
            self.rows.append((spins, remove))
        self.grid.setColumnStretch(len(TRAINING_FIELDS) + 1, 1)
        previous = self.add_button
        for spins, remove in self.rows:  # tab order row by row, the remove button last
            for spin in spins:
                QWidget.setTabOrder(previous, spin.spin)
                previous = spin.spin
            QWidget.setTabOrder(previous, remove)
            previous = remove
        QWidget.setTabOrder(previous, self.reset_button)

    def _set(self, index: int, key: str, value: int | None) -> None:
        self.edit(lambda s: s.with_training(index, **{key: value}))

    def _add(self) -> None:
        self.edit(lambda s: s.with_training_row(s.suggested_training_row()))
        if self.rows:
            self.rows[-1][0][0].spin.setFocus(Qt.FocusReason.OtherFocusReason)

    def _remove(self, index: int) -> None:
        self.edit(lambda s: s.without_training_row(index))

    def refresh(self, settings: DakaraSettings) -> None:
        super().refresh(settings)
        if len(self.rows) != len(settings.training):
            self._build(len(settings.training))
        for (spins, remove), row in zip(self.rows, settings.training, strict=True):
            for spin, key in zip(spins, TRAINING_FIELDS, strict=True):
                spin.show_value(getattr(row, key), row.is_default(key))
            remove.setToolTip(self.tr("Remove the row from {xp} XP").format(xp=row.min_xp))
            remove.setEnabled(len(settings.training) > 1)


class CurrencyTab(RulesTab):
    part = "currency"

    def __init__(self, dialog, parent: QWidget | None = None):
        super().__init__(dialog, parent)
        self.layout_.addWidget(
            note_label(
                self.tr(
                    "The coins of the campaign: zlaté (zl), stříbrné (st) and měďáky (md). "
                    "The book's prices are given in zl and st and follow these rates; the "
                    "prices of the campaign's own items are kept in md."
                )
            )
        )
        box = QGroupBox(self.tr("Coins"))
        grid = QGridLayout(box)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        self.st_spin = MarkedSpin(1, 1000, lambda v: self._set("st_per_zl", v))
        self.md_spin = MarkedSpin(1, 1000, lambda v: self._set("md_per_st", v))
        self.st_spin.spin.setSuffix(" st")
        self.md_spin.spin.setSuffix(" md")
        st_label = QLabel(self.tr("1 &zl (zlatý) ="))
        st_label.setBuddy(self.st_spin.spin)
        self.st_spin.spin.setAccessibleName(self.tr("st (stříbrné) in 1 zl (zlatý)"))
        md_label = QLabel(self.tr("1 &st (stříbrný) ="))
        md_label.setBuddy(self.md_spin.spin)
        self.md_spin.spin.setAccessibleName(self.tr("md (měďáky) in 1 st (stříbrný)"))
        grid.addWidget(st_label, 0, 0)
        grid.addWidget(self.st_spin, 0, 1)
        grid.addWidget(md_label, 1, 0)
        grid.addWidget(self.md_spin, 1, 1)
        grid.setColumnStretch(2, 1)
        self.example = QLabel()
        grid.addWidget(self.example, 2, 0, 1, 3)
        self.layout_.addWidget(box)
        self.finish()
        self.reset_button.setToolTip(self.tr("Both rates back to Kronikář's defaults"))

    def _set(self, key: str, value: int | None) -> None:
        self.edit(lambda s: s.with_currency(**{key: value}))

    def refresh(self, settings: DakaraSettings) -> None:
        super().refresh(settings)
        currency = settings.currency
        self.st_spin.show_value(currency.st_per_zl, "st_per_zl" in currency.defaults)
        self.md_spin.show_value(currency.md_per_st, "md_per_st" in currency.defaults)
        sample = currency.to_md(1, "zl") + currency.to_md(3, "st") + 4
        self.example.setText(
            self.tr("So 1 zl = {md} md, and {sample} md = {formatted}.").format(
                md=currency.to_md(1, "zl"), sample=sample, formatted=currency.format(sample)
            )
        )
