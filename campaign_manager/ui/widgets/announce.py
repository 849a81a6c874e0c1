"""A problem that appears in a dialog after the GM acted (a refusal of the rules, a value to
check) is said to a screen reader at once: a label that appears later is otherwise silent,
as focus stays where it was.

Qt 6.8 added ``QAccessibleAnnouncementEvent`` (AT-SPI's "announcement", UIA's
notification): the text is spoken without moving focus; "assertive" interrupts, as a
refusal must be heard before the GM goes on. The OK button's accessible description carries
the problem as well, so it is said again when the GM comes back to OK."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from campaign_manager.ui.accessibility import announce


def show_problem(label: QLabel, text: str, ok: QWidget | None = None) -> None:
    """``label`` shows ``text`` (hidden when it is empty), said at once; ``ok`` (the button
    the problem holds back) describes itself by it while it stands."""
    label.setText(text)
    label.setVisible(bool(text))
    if ok is not None:
        ok.setAccessibleDescription(text)
    announce(label, text, assertive=True)
