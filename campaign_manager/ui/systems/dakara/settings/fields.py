"""Small widgets of the Dakara settings dialog: a spin box marked "(default)", a price, a notice."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from campaign_manager.systems.dakara import Currency
from campaign_manager.ui.colors import ERROR
from campaign_manager.ui.text import plain

MARK_STYLE = "color: palette(placeholder-text); font-style: italic;"
NOTE_STYLE = "color: palette(placeholder-text);"


def note_label(text: str = "") -> QLabel:
    """A wrapped, quiet explanatory paragraph."""
    label = plain(QLabel(text))
    label.setWordWrap(True)
    label.setStyleSheet(NOTE_STYLE)
    return label


def heading_label(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class Notice(QLabel):
    """A refusal of the rules core, in red, kept until the next successful edit."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        plain(self)  # the core's words may quote what the GM typed
        self.setWordWrap(True)
        self.setStyleSheet(f"color: {ERROR}; font-weight: bold;")
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.hide()

    def refuse(self, text: str) -> None:
        self.setText(text)
        self.show()

    def clear_notice(self) -> None:
        self.clear()
        self.hide()


class MarkedSpin(QWidget):
    """A spin box and, beside it, an italic "(default)" while its value is Kronikář's default.

    ``changed(value)`` is called when the user sets a value (not while :meth:`show_value`
    puts a stored one back). ``none_text`` makes the lowest value mean "not set" (None).
    """

    def __init__(
        self,
        minimum: int,
        maximum: int,
        changed: Callable[[int | None], None],
        none_text: str | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.spin = QSpinBox()
        self.spin.setKeyboardTracking(False)  # one edit per finished number, not per digit
        self.spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.spin.setMinimumWidth(84)
        self._optional = none_text is not None
        self.spin.setRange(minimum - 1 if self._optional else minimum, maximum)
        if none_text is not None:
            self.spin.setSpecialValueText(none_text)
        self.mark = QLabel(self.tr("(default)"))
        self.mark.setStyleSheet(MARK_STYLE)
        policy = self.mark.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.mark.setSizePolicy(policy)
        self.mark.setToolTip(
            self.tr(
                "Kronikář's default: the rules text lost this number. Set your table's value "
                "and the mark goes away."
            )
        )
        self._changed = changed
        self._quiet = False
        self.spin.valueChanged.connect(self._emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addWidget(self.spin)
        layout.addWidget(self.mark)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFocusProxy(self.spin)

    def _emit(self, value: int) -> None:
        if self._quiet:
            return
        if self._optional and value == self.spin.minimum():
            self._changed(None)
        else:
            self._changed(value)

    def show_value(self, value: int | None, is_default: bool) -> None:
        self._quiet = True
        try:
            self.spin.setValue(self.spin.minimum() if value is None else value)
        finally:
            self._quiet = False
        self.mark.setVisible(is_default)
        # the italic "(default)" beside it, for a screen reader
        self.spin.setAccessibleDescription(self.mark.toolTip() if is_default else "")

    @property
    def value(self) -> int | None:
        value = self.spin.value()
        return None if self._optional and value == self.spin.minimum() else value

    @property
    def marked(self) -> bool:
        return not self.mark.isHidden()


class PriceField(QWidget):
    """An amount and its coin (zl, st, md); 0 means not for sale (no price)."""

    UNITS = ("zl", "st", "md")

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.amount = QSpinBox()
        self.amount.setRange(0, 1_000_000)
        self.amount.setSpecialValueText(self.tr("not for sale"))
        self.amount.setAccessibleName(self.tr("Price"))
        self.amount.setMinimumWidth(110)
        self.amount.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.unit = QComboBox()
        for unit in self.UNITS:
            self.unit.addItem(unit, unit)
        self.unit.setToolTip(self.tr("zl = zlatý, st = stříbrný, md = měďák"))
        self.unit.setAccessibleName(self.tr("Coin"))
        self.setToolTip(
            self.tr("The price at character creation; leave it at 0 for an item not for sale.")
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.amount)
        layout.addWidget(self.unit)
        layout.addStretch()
        self.setFocusProxy(self.amount)

    def price_md(self, currency: Currency) -> int | None:
        """The price in měďáky by the campaign's coins, or None (not for sale)."""
        amount = self.amount.value()
        if amount == 0:
            return None
        return currency.to_md(amount, self.unit.currentData())

    def clear_value(self) -> None:
        self.amount.setValue(0)
