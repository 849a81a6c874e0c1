"""Dakara's rolls on the Ledger page: find a contact, ask a contact, run an operation.

Each dialog collects what the GM and the player agreed, then *Roll* asks the rules
core (:mod:`campaign_manager.systems.dakara.ledger.rolls`) with the dice rolled or
entered (or the GM's decision where the text allows one), and writes what came of it in
one undo step with its line in the event log. A roll is binding ("Výsledek hodu na úspěch je
závazný"): after it the dialog only shows the result. :data:`LEDGER` registers them
for the Ledger page (``UI.ledger``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGroupBox, QVBoxLayout, QWidget

from campaign_manager.ledger.records import LINK_REASON_TEXTS
from campaign_manager.storage.changes import Change, LogEvents, LogLine
from campaign_manager.storage.ledger import ADD, UPDATE, add_person
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara.contacts import NETWORK_OPPOSITIONS
from campaign_manager.systems.dakara.ledger import rolls
from campaign_manager.systems.dakara.ledger.networks import capabilities
from campaign_manager.systems.dakara.ledger.sheet_records import znamosti
from campaign_manager.systems.outcome import Outcome
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.ledger import forms
from campaign_manager.ui.ledger.dialogs import contact_fields, error_text, texts
from campaign_manager.ui.ledger.forms import DiceBox, Field, Form, wrap_label
from campaign_manager.ui.ledger.parts import LedgerUI
from campaign_manager.ui.widgets.titles import fit_title

Options = list[tuple[Any, str]]


class RollDialog(QDialog):
    """A form, the dice, a result line; *Roll* runs :meth:`roll` once."""

    def __init__(self, session, title: str, fields: list[Field], gm_may_decide: bool, parent):
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(title)
        fit_title(self)
        self.form = Form(fields)
        self.note = wrap_label()
        self.note.setVisible(False)
        dice_group = QGroupBox(self.tr("Dice"))
        self.dice = DiceBox(gm_may_decide)
        QVBoxLayout(dice_group).addWidget(self.dice)
        self.result = wrap_label()
        self.result.setObjectName("result")
        self.result.setVisible(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.roll_button = self.buttons.addButton(
            self.tr("Roll"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.roll_button.setDefault(True)
        self.roll_button.clicked.connect(self.run)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.note)
        layout.addWidget(dice_group)
        layout.addWidget(self.result)
        layout.addWidget(self.buttons)
        # Tab in the order the buttons stand: Roll, then Close
        QWidget.setTabOrder(
            self.roll_button, self.buttons.button(QDialogButtonBox.StandardButton.Close)
        )
        self.setMinimumWidth(620)
        self.outcome: Outcome | None = None
        self.written: Change | None = None  # the change the roll wrote

    def outcome_and_change(self) -> tuple[Outcome, Change | None, int | None]:
        """The core's outcome, the change that records it (None: only the log line) and the
        character the log line concerns."""
        raise NotImplementedError  # pragma: no cover

    def undo_text(self) -> str:
        """The History line: what was rolled, and for whom ("Find a contact: Jan Bezruč")."""
        who = self.who()
        return f"{self.windowTitle()}: {who}" if who else self.windowTitle()

    def who(self) -> str:
        """The combo text of the first choice field (the character, contact or network)."""
        for f in self.form.fields:
            if f.kind == "choice":
                return self.form.widgets[f.key].currentText()
        return ""

    def run(self) -> Outcome | None:
        try:
            outcome, change, character = self.outcome_and_change()
        except (RuleError, ValueError) as error:
            self.result.setText(error_text(error))
            self.result.setVisible(True)
            return None
        lines = [
            LogLine(e.text.cs, e.text.en, kind=e.kind, character=character) for e in outcome.events
        ]
        if change is None:
            self.session.perform(LogEvents(lines), self.undo_text(), origin=self)
        else:
            self.session.perform(change, self.undo_text(), origin=self, log=lines)
        self.written = change
        self.outcome = outcome
        self.result.setText(outcome.text.get(current_language()))
        self.result.setVisible(True)
        self.form.setEnabled(False)
        self.dice.setEnabled(False)
        self.roll_button.setEnabled(False)
        return outcome


class FindContactDialog(RollDialog):
    """Známosti against the influence the helper would need; on success the new person
    is written, linked to the character as gained in play."""

    def __init__(
        self, session, characters: Options, znamosti_of: Callable[[int], int], parent=None
    ):
        fields = [
            Field("character_id", self.tr("Who is looking"), "choice", options=tuple(characters)),
            Field("znamosti", self.tr("Známosti"), "int", 0, 6),
            Field(
                "difficulty",
                self.tr("Difficulty (the influence the helper would need)"),
                "int",
                0,
                6,
            ),
            Field("far", self.tr("Penalty for being far from home"), "int", -6, 0),
            Field("modifier", self.tr("Other modifiers"), "int", -6, 6),
            Field("name", self.tr("The helper's name")),
            *contact_fields(),
            Field("how_met", self.tr("How they met"), "text"),
            Field(
                "reason",
                self.tr("Why they help (owes you, is paid, a friend)"),
                "choice",
                options=texts(LINK_REASON_TEXTS),
            ),
        ]
        super().__init__(session, self.tr("Find a contact"), fields, False, parent)
        self.znamosti_of = znamosti_of
        self.form.widgets["character_id"].currentIndexChanged.connect(self._fill)
        self._fill()

    def _fill(self, *_args) -> None:
        character = self.form.value("character_id")
        if character is not None:
            self.form.set_value("znamosti", self.znamosti_of(character))

    def outcome_and_change(self):
        v = self.form.values()
        actor, opposition = self.dice.dice()
        contact = {k: v[k] for k in ("name", "who", "where", "looks", "area")}
        outcome = rolls.find_contact(
            v["znamosti"],
            v["difficulty"],
            v["character_id"],
            contact,
            far_from_home_penalty=v["far"],
            modifier=v["modifier"],
            actor_roll=actor,
            opposition_roll=opposition,
            how_met=v["how_met"],
            reason=v["reason"],
            rng=forms.rng(),
        )
        found = outcome.state
        if not found.result.success:
            return outcome, None, v["character_id"]
        return outcome, add_person(found.contact, found.link), v["character_id"]


class AskContactDialog(RollDialog):
    """Can the contact arrange it? The GM decides, or Vliv is rolled: never automatic."""

    def __init__(self, session, links: list[tuple[dict, str]], parent=None):
        self.links = {link["id"]: link for link, _ in links}
        fields = [
            Field(
                "link",
                self.tr("Contact"),
                "choice",
                options=tuple((link["id"], label) for link, label in links),
            ),
            Field("influence", self.tr("The contact's influence (Vliv)"), "int", 0, 6),
            Field("difficulty", self.tr("Difficulty of the task"), "int", 0, 6),
            Field("task", self.tr("What is asked")),
        ]
        super().__init__(session, self.tr("Ask a contact"), fields, True, parent)
        self.note.setText(
            self.tr(
                "Never an automatic success: the GM decides, or the contact's "
                "influence is rolled against the task's difficulty."
            )
        )
        self.note.setVisible(True)
        self.form.widgets["link"].currentIndexChanged.connect(self._fill)
        self._fill()

    def _fill(self, *_args) -> None:
        link = self.links.get(self.form.value("link"))
        if link:
            self.form.set_value("influence", link["influence"])

    def outcome_and_change(self):
        v = self.form.values()
        actor, opposition = self.dice.dice()
        outcome = rolls.ask_contact(
            v["influence"],
            v["difficulty"],
            task=v["task"],
            decision=self.dice.decision(),
            actor_roll=actor,
            opposition_roll=opposition,
            rng=forms.rng(),
        )
        link = self.links.get(v["link"])
        return outcome, None, link["character_id"] if link else None


class RunOperationDialog(RollDialog):
    """A network acts: against what, its value; rolled, entered or decided by the GM."""

    def __init__(self, session, networks: list[tuple[dict, str]], parent=None):
        self.networks = {n["id"]: n for n, _ in networks}
        fields = [
            Field(
                "network",
                self.tr("Network"),
                "choice",
                options=tuple((n["id"], label) for n, label in networks),
            ),
            Field("request", self.tr("What is asked")),
            Field("against", self.tr("Against"), "choice", options=texts(NETWORK_OPPOSITIONS)),
            Field("target", self.tr("Against whom or what")),
            Field(
                "value", self.tr("Its value (Vzácnost, Bohatství, Vliv or Postavení)"), "int", 0, 6
            ),
            Field("modifier", self.tr("Modifiers"), "int", -6, 6),
            Field("cost_zl", self.tr("Outside contractors paid (zl)"), "int", 0, 1_000_000),
            Field("when", self.tr("When (date or session)")),
            Field("result", self.tr("What came of it"), "text"),
            Field("known_to_players", self.tr("Known to the players"), "bool"),
        ]
        super().__init__(session, self.tr("Run an operation"), fields, True, parent)
        self.form.set_value("known_to_players", True)
        self._result_written = ""
        self.note.setVisible(True)
        self.form.widgets["network"].currentIndexChanged.connect(self._show)
        self._show()

    def _show(self, *_args) -> None:
        network = self.networks.get(self.form.value("network"))
        if network is None:
            self.note.setText(self.tr("No network to run an operation through."))
            return
        lines = [t.get(current_language()) for t in capabilities(network["kind"])]
        head = self.tr("Rating %1. What this network can do:").replace("%1", str(network["rating"]))
        self.note.setText(head + "\n• " + "\n• ".join(lines))

    def outcome_and_change(self):
        v = self.form.values()
        network = self.networks.get(v["network"])
        if network is None:
            raise ValueError(self.tr("Choose a network."))
        actor, opposition = self.dice.dice()
        outcome = rolls.run_operation(
            network,
            network["id"],
            v["request"],
            v["against"],
            v["value"],
            target=v["target"],
            modifier=v["modifier"],
            decision=self.dice.decision(),
            actor_roll=actor,
            opposition_roll=opposition,
            cost_zl=v["cost_zl"],
            result_text=v["result"],
            when=v["when"],
            known_to_players=v["known_to_players"],
            rng=forms.rng(),
        )
        return outcome, ADD["operation"](outcome.state), network["owner_id"]

    def run(self) -> Outcome | None:
        """Roll; then "What came of it" stays open, for what the roll brought about is
        written once it is known (saved on closing, its own undo step)."""
        outcome = super().run()
        if outcome is not None and self.written is not None:
            self._result_written = self.form.value("result")
            self.form.setEnabled(True)
            for key, widget in self.form.widgets.items():
                widget.setEnabled(key == "result")
            self.form.widgets["result"].setFocus()
        return outcome

    def done(self, code: int) -> None:
        self.save_result()
        super().done(code)

    def save_result(self) -> None:
        """Write "What came of it" into the operation the roll wrote, if it changed."""
        ident = getattr(self.written, "id", None)
        text = self.form.value("result")
        if ident is None or text == self._result_written:
            return
        self._result_written = text
        self.session.perform(
            UPDATE["operation"](ident, {"result": text}),
            self.tr("What came of it: %1").replace("%1", self.who()),
            origin=self,
        )


def find_contact_dialog(session, characters: Options, sheet_of, parent=None):
    """*Find a contact*, with each character's Známosti from their sheet."""
    return FindContactDialog(
        session, characters, lambda character: znamosti(sheet_of(character)), parent=parent
    )


LEDGER = LedgerUI(
    find_contact=find_contact_dialog,
    ask_contact=AskContactDialog,
    run_operation=RunOperationDialog,
)
