"""The sixteen scars laid out as on the paper sheet: the body (head on top, arms beside the
torso, legs below), the social scars in their opposite pairs, the mental scars apart."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from campaign_manager.systems.clovek import Character, Severity
from campaign_manager.systems.clovek.editing import scar_states, temperament_name, type_name
from campaign_manager.systems.clovek.scars import (
    MENTAL_SCARS,
    OPPOSITE,
    SCAR_KEYS,
    SCAR_KIND,
    penalty_text,
    scar_name,
)
from campaign_manager.systems.clovek.social import effects
from campaign_manager.ui.systems.clovek.scar_boxes import ScarCard

# (key, row, column, column span) in a six-column grid: a figure facing the reader
BODY = (
    ("head", 0, 2, 2),
    ("right_arm", 1, 0, 2),
    ("torso", 1, 2, 2),
    ("left_arm", 1, 4, 2),
    ("right_leg", 2, 1, 2),
    ("left_leg", 2, 3, 2),
)
SOCIAL_PAIRS = (("courage", "fear"), ("compassion", "anger"), ("joy", "sadness"))
SOCIAL_PAIRS += (("certainty", "confusion"),)


class ScarsPanel(QWidget):
    wound_requested = Signal(str)
    burn_requested = Signal(str)
    heal_requested = Signal(str, str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.cards: dict[str, ScarCard] = {}
        for key in SCAR_KEYS:
            card = ScarCard(key)
            card.wound_requested.connect(self.wound_requested)
            card.burn_requested.connect(self.burn_requested)
            card.heal_requested.connect(self.heal_requested)
            self.cards[key] = card

        self.physical_box = QGroupBox()
        body = QGridLayout(self.physical_box)
        body.setHorizontalSpacing(6)
        body.setVerticalSpacing(6)
        for key, row, column, span in BODY:
            body.addWidget(self.cards[key], row, column, 1, span)
        for column in range(6):
            body.setColumnStretch(column, 1)

        self.mental_box = QGroupBox()
        mental = QHBoxLayout(self.mental_box)
        for key in MENTAL_SCARS:
            mental.addWidget(self.cards[key])

        self.social_box = QGroupBox()
        social = QGridLayout(self.social_box)
        social.setHorizontalSpacing(4)
        social.setVerticalSpacing(6)
        self.positive_label = QLabel()
        self.negative_label = QLabel()
        for label in (self.positive_label, self.negative_label):
            label.setStyleSheet("color: palette(placeholder-text);")
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        social.addWidget(self.positive_label, 0, 0)
        social.addWidget(self.negative_label, 0, 2)
        for row, (positive, negative) in enumerate(SOCIAL_PAIRS, start=1):
            social.addWidget(self.cards[positive], row, 0)
            arrow = QLabel("⇄")
            arrow.setAlignment(Qt.AlignmentFlag.AlignCenter)
            arrow.setStyleSheet("color: palette(placeholder-text);")
            arrow.setObjectName(f"opposite_{positive}")
            social.addWidget(arrow, row, 1)
            social.addWidget(self.cards[negative], row, 2)
        social.setColumnStretch(0, 1)
        social.setColumnStretch(2, 1)
        social.setRowStretch(len(SOCIAL_PAIRS) + 1, 1)

        left = QVBoxLayout()
        left.addWidget(self.physical_box)
        left.addWidget(self.mental_box)
        left.addStretch()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(left, 3)
        layout.addWidget(self.social_box, 2)
        self.retranslate()

    def retranslate(self) -> None:
        self.physical_box.setTitle(self.tr("Physical scars"))
        self.mental_box.setTitle(self.tr("Mental scars"))
        self.social_box.setTitle(self.tr("Social scars"))
        self.positive_label.setText(self.tr("positive"))
        self.negative_label.setText(self.tr("negative"))
        tip = self.tr(
            "Opposite scars: a wound aimed at one heals a wound of the same severity in the "
            "other instead of being written (Člověk, Jizvy)."
        )
        for positive, _ in SOCIAL_PAIRS:
            self.findChild(QLabel, f"opposite_{positive}").setToolTip(tip)

    # -- filling from the rules core ------------------------------------------------------
    def show_character(self, character: Character, language: str) -> None:
        temperament = temperament_name(character.temperament).get(language)
        for key, card in self.cards.items():
            states = scar_states(character, key)
            scar = character.scar(key)
            kind = SCAR_KIND[key]
            if states["close"]:
                badge = self.tr("close")
                badge_tip = self.tr(
                    "Close to the {temperament} temperament. The text gives closeness no "
                    "other effect (Člověk, Temperament)."
                ).format(temperament=temperament)
            elif states["distant"]:
                badge = self.tr("distant")
                badge_tip = self.tr(
                    "Distant from the {temperament} temperament; a distant negative scar "
                    "cannot be burned (Člověk, Temperament)."
                ).format(temperament=temperament)
            else:
                badge = badge_tip = ""
            burn_tip = self.tr(
                "Burn from {scar} (pálení): wound yourself on purpose, at most {limit} {kind} "
                "points a round; refused if a point would upgrade a wound (Člověk, Jizvy)."
            ).format(
                scar=scar.name.get(language),
                limit=character.burn_limit(kind),
                kind=type_name(kind).get(language),
            )
            card.set_state(
                scar.name.get(language),
                scar.marks(),
                critical=scar.critical,
                burnable=states["burnable"],
                badge=badge,
                badge_tip=badge_tip,
                burn_tip=burn_tip,
                state=self._state_line(character, key, language),
                tooltip=self._tooltip(character, key, language),
            )

    def _state_line(self, character: Character, key: str, language: str) -> str:
        scar = character.scar(key)
        if scar.critical:
            return self.tr("Critical penalty!")
        long_term = character.long_term(key)
        if long_term is not None:
            return self.tr("Long-term: {severity}").format(
                severity=long_term[0].label.get(language)
            )
        return ""

    def _tooltip(self, character: Character, key: str, language: str) -> str:
        scar = character.scar(key)
        kind = SCAR_KIND[key]
        missing = self.tr("no text yet: the GM writes it in the rules data (scars.json)")
        lines = [
            f"<b>{html.escape(scar.name.get(language))}</b> — "
            + html.escape(
                self.tr("{kind} scar, {boxes} boxes").format(
                    kind=type_name(kind).get(language), boxes=scar.size
                )
            )
        ]
        if key in OPPOSITE:
            lines.append(
                html.escape(
                    self.tr("Opposite: {scar}").format(scar=scar_name(OPPOSITE[key]).get(language))
                )
            )
        long_term = scar.long_term()
        rows = []
        for which, severity, label in (
            ("one_time", Severity.LETHAL, self.tr("One-time, lethal")),
            ("one_time", Severity.DEVASTATING, self.tr("One-time, devastating")),
            ("long_term", Severity.LETHAL, self.tr("Long-term, lethal")),
            ("long_term", Severity.DEVASTATING, self.tr("Long-term, devastating")),
            ("critical", None, self.tr("Critical")),
        ):
            content = penalty_text(key, which, severity).get(language) or missing
            in_force = (which == "long_term" and long_term == severity) or (
                which == "critical" and scar.critical
            )
            label_html = html.escape(label)
            if in_force:
                label_html = "<b>" + label_html + " ●</b>"
            rows.append(f"<tr><td>{label_html}</td><td>{html.escape(content)}</td></tr>")
        penalties = self.tr("Penalties")
        lines.append(f"<i>{html.escape(penalties)}</i><table>{''.join(rows)}</table>")
        if kind == "social":
            items = "".join(
                f"<li><b>{html.escape(e.name.get(language))}</b>: "
                f"{html.escape(e.description.get(language))}</li>"
                for e in effects(key)
            )
            heading = self.tr("Effects of a hit")
            lines.append(f"<i>{html.escape(heading)}</i><ul style='margin:0'>{items}</ul>")
        lines.append(
            html.escape(self.tr("Click to write a wound; right-click for burning and healing."))
        )
        return "<qt>" + "<br>".join(lines) + "</qt>"
