"""A Střety conflict's kind and its options, for a new fight and for an interrupting
conflict: physical, fast social, slow social (a round of 30 s – 5 min) or mental (a round
the GM gives, initiative rolled, a fixed order such as chess, or none; a target value).

The limits shown come from the rules data; the core refuses what the text forbids."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from campaign_manager.systems.clovek.data import rules
from campaign_manager.systems.clovek.encounter_state import MAX_ROUND_LENGTH, conflict_name
from campaign_manager.ui.i18n import current_language

KIND_KEYS = ("physical", "social_fast", "social_slow", "mental")
# a mental conflict's round when the GM gives none yet (a minute)
DEFAULT_MENTAL_ROUND = 60


class ConflictOptions(QWidget):
    """``options() -> dict`` for ``new_encounter(**options)`` (and an ``interrupt``)."""

    def __init__(self, parent: QWidget | None = None, kinds: tuple[str, ...] = KIND_KEYS):
        super().__init__(parent)
        language = current_language()
        self.kind = QComboBox()
        self.kind.setObjectName("ConflictKind")
        for key in kinds:
            self.kind.addItem(conflict_name(key).get(language), key)
        self.round_length = QSpinBox()
        self.round_length.setObjectName("RoundLength")
        self.round_length.setSuffix(self.tr(" s"))
        self.initiative = QComboBox()
        self.initiative.setObjectName("MentalInitiative")
        self.initiative.addItem(self.tr("rolled every round"), "roll")
        self.initiative.addItem(self.tr("a fixed order (e.g. chess)"), "fixed")
        self.initiative.addItem(self.tr("none (simultaneous)"), "none")
        self.initiative.setCurrentIndex(2)
        self.target_value = QSpinBox()
        self.target_value.setRange(0, 1_000_000)
        self.target_value.setSpecialValueText(self.tr("none"))
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setObjectName("ConflictHint")
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addRow(self.tr("&Conflict:"), self.kind)
        layout.addRow(self.tr("R&ound length:"), self.round_length)
        layout.addRow(self.tr("&Initiative:"), self.initiative)
        layout.addRow(self.tr("&Target value:"), self.target_value)
        layout.addRow(self.hint)
        self.form = layout
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def kind_key(self) -> str:
        return self.kind.currentData()

    def set_kind(self, key: str) -> None:
        self.kind.setCurrentIndex(max(0, self.kind.findData(key)))

    def _kind_changed(self, *_args) -> None:
        key = self.kind_key()
        spec = rules("conflict")["conflicts"][key]
        low, high = spec["round_seconds"], spec.get("round_seconds_max")
        mental = key == "mental"
        if mental:
            self.round_length.setRange(1, MAX_ROUND_LENGTH)
            self.round_length.setValue(DEFAULT_MENTAL_ROUND)
        elif high is not None:
            self.round_length.setRange(low, high)
            self.round_length.setValue(low)
        else:
            self.round_length.setRange(low, low)
            self.round_length.setValue(low)
        self.round_length.setEnabled(mental or high is not None)
        self.form.setRowVisible(self.initiative, mental)
        self.form.setRowVisible(self.target_value, mental)
        if mental:
            hint = self.tr(
                "A mental conflict works a value down (a firewall, a position); the GM gives "
                "its round length and whether initiative is rolled, fixed or not used."
            )
        elif key == "social_slow":
            hint = self.tr(
                "No initiative: everyone acts at once and the attack is also the defence; a "
                "round lasts 30 s to 5 min."
            )
        else:
            hint = self.tr(
                "Rounds of 3 s; every round each participant puts mental dice on initiative."
            )
        self.hint.setText(hint)

    def options(self) -> dict:
        key = self.kind_key()
        result: dict = {"kind": key}
        if key in ("social_slow", "mental"):
            result["round_length"] = self.round_length.value()
        if key == "mental":
            result["initiative"] = self.initiative.currentData()
            if self.target_value.value():
                result["target_value"] = self.target_value.value()
        return result
