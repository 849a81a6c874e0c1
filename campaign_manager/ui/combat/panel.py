"""What every system's tracker panel shares: acting through the controller, the GM's
selection, the prompts, and the actions every fight has (conditions, hide and reveal).

A system's panel (its ``SystemUI.tracker``, in ``ui/systems/<key>/``) subclasses
:class:`TrackerPanel`, builds its own actions (damage, declare, wound…) and answers its
system's prompts. Widgets never compute a rule: every button builds an action dict and
calls :meth:`TrackerPanel.act`, which goes to the system's pure ``act``.

Every dialog of a tracker is opened one way, :meth:`TrackerPanel.open_dialog`: window-modal
with ``open()``, never ``exec()``. No event loop of its own runs under a caller (the
window keeps answering, and no code waits inside a step while the fight or the session
changes under it); what the GM confirms runs when the dialog closes. The dialog open now
is ``panel.dialog`` (a GUI test fills it and presses its button), and ``dialog_opened``
says so as it opens.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.systems.common import RuleError
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.session import EditCancelled, EditNotSaved
from campaign_manager.ui.text import isolate, plain
from campaign_manager.ui.widgets.focus_order import in_layout_order


class ConditionDialog(QDialog):
    """A condition or effect with its duration in rounds, for one or more combatants."""

    def __init__(self, names: list[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Condition or effect"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. blinded, on fire, bless"))
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 10_000)
        self.rounds.setValue(1)
        self.rounds.setSuffix(self.tr(" round(s)"))
        self.form = QFormLayout()
        self.form.addRow(self.tr("&Name:"), self.name)
        self.form.addRow(self.tr("&Lasts:"), self.rounds)
        layout = QVBoxLayout(self)
        from PySide6.QtWidgets import QLabel

        who = plain(QLabel(self.tr("For: {names}").format(names=", ".join(map(isolate, names)))))
        who.setWordWrap(True)
        layout.addWidget(who)
        layout.addLayout(self.form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(360)

    def extra(self) -> dict:
        """More keys of the condition action (a system's dialog adds its own)."""
        return {}

    def showEvent(self, event) -> None:
        in_layout_order(self)  # a system's rows came after the buttons: Tab reads them first
        super().showEvent(event)


class TrackerPanel(QWidget):
    """Base of a system's panel in the Combat area; ``controller`` is the session's."""

    # the panel wants the table's selection to become this combatant
    select_requested = Signal(str)
    # a dialog of the panel has just opened (window-modal; it is ``dialog``)
    dialog_opened = Signal(QDialog)

    def __init__(self, controller, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.selection: list[str] = []
        self._actions: list[QAction] = []
        # the dialog open now (one at a time)
        self.dialog: QDialog | None = None
        self._answering: QDialog | None = None  # the dialog whose answer is being acted on
        self._kept: QDialog | None = None  # a dialog whose answer the rules refused
        # the outcome of the last action that went through (its events and prompts)
        self.last_outcome = None
        # Reinforcements… (J) and Leave the fight (L), for every system
        from campaign_manager.ui.combat.reinforcements import Reinforcements

        self.reinforcements = Reinforcements(self)

    # -- for the page ---------------------------------------------------------------------
    def set_selection(self, ids: list[str]) -> None:
        self.selection = list(ids)
        self.refresh(self.controller.state)

    def refresh(self, state: dict | None) -> None:
        """Fill the widgets from ``state`` (and the selection); subclasses extend."""

    def menu_actions(self) -> list[QAction]:
        """The panel's actions with their shortcuts, for the Combat menu."""
        return list(self._actions)

    def answer(self, prompt) -> None:
        """The GM activated a pending prompt (a save to roll, initiative to enter)."""

    # -- helpers for subclasses -----------------------------------------------------------
    def action(self, text: str, slot, shortcut: str | None = None) -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: slot())
        self._actions.append(action)
        return action

    def act(self, action: dict, text: str | None = None) -> bool:
        """Do ``action``; a rules refusal is shown with its reason and changes nothing."""
        return self.act_many([action], text)

    def act_many(self, actions: list[dict], text: str | None = None, roster=()) -> bool:
        """Do ``actions`` as one step (one undo step): the only way a tracker acts. A
        system adds what it must around it through :meth:`may_act` (asked first) and
        :meth:`acted` (told after); a rules refusal is shown and changes nothing."""
        if not self.may_act(actions):
            return False
        before = self.controller.pending()
        try:
            outcome = self.controller.act_many(actions, text, roster=roster)
        except RuleError as error:
            self.refused(error)
            return False
        except (EditNotSaved, EditCancelled):  # not stored (the window said why): as it was
            return False
        self.last_outcome = outcome
        self.acted(outcome, before)
        return True

    def may_act(self, actions: list[dict]) -> bool:
        """Whether ``actions`` may go ahead (a system may ask the GM first); yes here."""
        return True

    def acted(self, outcome, before: list) -> None:
        """``outcome`` went through (``before``: what the rules asked before it); a system
        asks here what the step raised (a save, a tie's order)."""

    def refused(self, error: RuleError) -> None:
        window = self.window()
        text = error.text.get(current_language())
        if error.code == "moved_on":  # another GM's step came first (the controller's words)
            title = self.tr("The fight changed meanwhile")
        else:
            title = self.tr("Not allowed by the rules")
            show_in = getattr(self._answering, "show_refusal", None)
            if show_in is not None:  # the dialog it came from stays, as filled in
                show_in(text)
                self._kept = self._answering
                return
        if hasattr(window, "show_error"):
            window.show_error(title, text)

    def names(self, ids: list[str]) -> list[str]:
        combatants = (self.controller.state or {}).get("combatants", {})
        return [combatants[i]["name"] for i in ids if i in combatants]

    def open_dialog(self, dialog: QDialog, accepted=None, rejected=None) -> QDialog:
        """Show ``dialog`` window-modal (a dialog still open is closed first);
        ``accepted(dialog)`` runs when the GM confirms it, ``rejected(dialog)`` when not."""
        if self.dialog is not None:
            self.dialog.close()
        dialog.finished.connect(lambda result: self._finished(dialog, result, accepted, rejected))
        self._show(dialog)
        return dialog

    def _show(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.open()
        self.dialog_opened.emit(dialog)

    def _finished(self, dialog: QDialog, result: int, accepted, rejected) -> None:
        """``dialog`` closed: no longer the open one (a dialog its answer opens is), its
        answer done, then :meth:`dialog_done`. An answer the rules refuse leaves a dialog
        that can say why (``show_refusal(text)``) open again as the GM filled it in."""
        if self.dialog is dialog:
            self.dialog = None
        answer = accepted if result == QDialog.DialogCode.Accepted else rejected
        self._answering, self._kept = dialog, None
        try:
            if answer is not None:
                answer(dialog)
        finally:
            self._answering = None
        if self._kept is dialog:  # refused: open again, saying why in it
            self._kept = None
            self._show(dialog)
            return
        dialog.deleteLater()
        self.dialog_done()

    def dialog_done(self) -> None:
        """A dialog of the panel closed and what the GM answered in it is done; a system
        asks here what waits next (the next prompt of a step)."""

    # -- what every system has -------------------------------------------------------------
    def condition_dialog(self, names: list[str]) -> ConditionDialog:
        return ConditionDialog(names, self)

    def add_condition(self) -> None:
        ids = self.selection
        if not ids:
            return

        def accepted(dialog: ConditionDialog) -> None:
            name, rounds = dialog.name.text().strip(), dialog.rounds.value()
            if not name:
                return
            self.act_many(
                [
                    {"type": "condition", "target": i, "name": name, "rounds": rounds}
                    | dialog.extra()
                    for i in ids
                ],
                self.tr("{name}: {names}").format(name=name, names=", ".join(self.names(ids))),
            )

        self.open_dialog(self.condition_dialog(self.names(ids)), accepted)
