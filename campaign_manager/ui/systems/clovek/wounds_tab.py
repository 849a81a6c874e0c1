"""The Wounds tab: a keyboard bar to write or burn a wound, the scars, what happened (a log
of the core's event texts) and the penalty states in force with their GM-editable texts."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.clovek import SCAR_KEYS, Character, Severity
from campaign_manager.systems.clovek.editing import burn_status, type_name
from campaign_manager.systems.common import Text
from campaign_manager.ui.character.event_log_view import EventLogView
from campaign_manager.ui.systems.clovek.scar_boxes import flame_icon
from campaign_manager.ui.systems.clovek.scars_panel import ScarsPanel


class WoundsTab(QWidget):
    wound = Signal(str, int, int)  # scar key, severity, points
    burn = Signal(str, int, int)
    ask_wound = Signal(str)
    ask_burn = Signal(str)
    heal = Signal(str, str)
    new_round = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.scar_combo = QComboBox()
        for key in SCAR_KEYS:
            self.scar_combo.addItem(key, key)
        self.severity_combo = QComboBox()
        # its texts are set per language later: the width follows them (it was cut)
        self.severity_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for severity in Severity:
            self.severity_combo.addItem(severity.mark, int(severity))
        self.points = QSpinBox()
        self.points.setRange(1, 20)
        self.wound_button = QPushButton()
        self.wound_button.clicked.connect(lambda: self.wound.emit(*self._bar_values()))
        self.burn_button = QPushButton(flame_icon(), "")
        self.burn_button.clicked.connect(lambda: self.burn.emit(*self._bar_values()))
        self.burn_label = QLabel()
        self.burn_label.setStyleSheet("color: palette(placeholder-text);")
        self.round_button = QPushButton()
        self.round_button.clicked.connect(self.new_round)
        self.scar_label = QLabel()
        self.scar_label.setBuddy(self.scar_combo)
        bar = QHBoxLayout()
        bar.addWidget(self.scar_label)
        bar.addWidget(self.scar_combo)
        bar.addWidget(self.severity_combo)
        bar.addWidget(self.points)
        bar.addWidget(self.wound_button)
        bar.addWidget(self.burn_button)
        bar.addSpacing(16)
        self.burn_label.setWordWrap(True)  # it gives way to the inputs (they were cut)
        bar.addWidget(self.burn_label, 1)
        bar.addStretch()
        bar.addWidget(self.round_button)

        self.scars = ScarsPanel()
        self.scars.wound_requested.connect(self._card_wound)
        self.scars.burn_requested.connect(self._card_burn)
        self.scars.heal_requested.connect(self.heal)

        self.log_box = QGroupBox()
        self.log = EventLogView()
        log_layout = QVBoxLayout(self.log_box)
        log_layout.addWidget(self.log)

        self.penalties_box = QGroupBox()
        self.penalties = QLabel()
        self.penalties.setWordWrap(True)
        self.penalties.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.penalties.setTextFormat(Qt.TextFormat.RichText)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.penalties)
        penalties_layout = QVBoxLayout(self.penalties_box)
        penalties_layout.addWidget(scroll)

        side = QVBoxLayout()
        side.addWidget(self.log_box, 3)
        side.addWidget(self.penalties_box, 2)
        body = QHBoxLayout()
        body.addWidget(self.scars, 5)
        body.addLayout(side, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addLayout(body, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.scar_label.setText(self.tr("S&car:"))
        self.wound_button.setText(self.tr("&Wound"))
        self.wound_button.setToolTip(self.tr("Write the wound into the scar"))
        self.burn_button.setText(self.tr("B&urn"))
        self.burn_button.setToolTip(
            self.tr(
                "Burn (pálení): wound yourself on purpose for an advantage, only from burnable "
                "scars and at most the type's skill attribute in points a round."
            )
        )
        self.round_button.setText(self.tr("New &round"))
        self.round_button.setToolTip(
            self.tr("A new conflict round: the count of burned points starts again.")
        )
        self.points.setSuffix(self.tr(" pt"))
        self.points.setToolTip(self.tr("Points of wound"))
        self.severity_combo.setToolTip(self.tr("Severity: / stun, X lethal, Ж devastating"))
        self.log_box.setTitle(self.tr("What happened"))
        self.penalties_box.setTitle(self.tr("Penalties in force"))

    def _bar_values(self) -> tuple[str, int, int]:
        return (
            self.scar_combo.currentData(),
            self.severity_combo.currentData(),
            self.points.value(),
        )

    def _card_wound(self, key: str) -> None:
        self.scar_combo.setCurrentIndex(self.scar_combo.findData(key))
        self.ask_wound.emit(key)

    def _card_burn(self, key: str) -> None:
        self.scar_combo.setCurrentIndex(self.scar_combo.findData(key))
        self.ask_burn.emit(key)

    def show_character(
        self,
        character: Character,
        language: str,
        penalties: dict[str, list[tuple[str, Text]]] | None = None,
    ) -> None:
        """Show the character; ``penalties``: the states in force with the GM's texts
        (``editing.penalties_in_force``; the rules data's where not given)."""
        for index, key in enumerate(SCAR_KEYS):
            self.scar_combo.setItemText(index, character.scar(key).name.get(language))
        for index, severity in enumerate(Severity):
            self.severity_combo.setItemText(
                index, f"{severity.mark}  {severity.label.get(language)}"
            )
        self.scars.show_character(character, language)
        status = burn_status(character)
        self.burn_label.setText(
            self.tr("Burned this round: {parts}").format(
                parts=" · ".join(
                    f"{type_name(kind).get(language)} {done}/{limit}"
                    for kind, (done, limit) in status.items()
                )
            )
        )
        if penalties is None:
            penalties = character.penalties()
        self.penalties.setText(self._penalties_html(character, language, penalties))

    def _penalties_html(
        self, character: Character, language: str, states: dict[str, list[tuple[str, Text]]]
    ) -> str:
        if not states:
            colour = self.palette().color(QPalette.ColorRole.PlaceholderText).name()
            return "<span style='color: {}'>{}</span>".format(
                colour, html.escape(self.tr("No long-term or critical penalty now."))
            )
        missing = self.tr("(no text yet: write it in Campaign → Rules settings)")
        rows = []
        for key, entries in states.items():
            name = html.escape(character.scar(key).name.get(language))
            for state, text in entries:
                label = {
                    "long_term_lethal": self.tr("long-term, lethal"),
                    "long_term_devastating": self.tr("long-term, devastating"),
                    "critical": self.tr("critical"),
                }.get(state, state)
                content = text.get(language) or missing
                rows.append(
                    f"<p style='margin:0 0 4px 0'><b>{name}</b> · {html.escape(label)}<br>"
                    f"<span>{html.escape(content)}</span></p>"
                )
        return "".join(rows)
