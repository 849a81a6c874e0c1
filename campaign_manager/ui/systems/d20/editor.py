"""The d20 stamina variant's sheet editor: a character (classes, stamina rolls, Con) or a
monster (hit points, Con or none, size, regeneration…), its current stamina, wound points,
conditions and pending saves, with damage, healing, turns and hours run by the rules core.

Every edit builds an edited copy, changes it through the rules core and commits it as one
undoable step; the saves the core queues are asked for at once (or left pending).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from campaign_manager.storage.changes import AdvanceStoryTime, LogLine
from campaign_manager.storage.queries import character_gender, character_name
from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.d20 import condition_label, edit, explain, play
from campaign_manager.systems.d20.saves import HEAL_DC
from campaign_manager.systems.d20.settings import D20Settings
from campaign_manager.systems.d20.sheet import maxima, save_bonuses
from campaign_manager.systems.outcome import Outcome
from campaign_manager.ui.character.event_log_view import HEADING, both, line
from campaign_manager.ui.character.sheet_base import SheetEditor
from campaign_manager.ui.session import CampaignSession
from campaign_manager.ui.systems.d20.character_panel import CharacterPanel
from campaign_manager.ui.systems.d20.dialogs import (
    DamageDialog,
    DamageRequest,
    HealingDialog,
    HealingRequest,
    RollDialog,
)
from campaign_manager.ui.systems.d20.monster_panel import MonsterPanel
from campaign_manager.ui.systems.d20.printout import sheet_html
from campaign_manager.ui.systems.d20.save_prompt import save_words
from campaign_manager.ui.systems.d20.state_panel import StatePanel
from campaign_manager.ui.systems.d20.widgets import group, muted
from campaign_manager.ui.text import isolate, literal

CONTEXT = "D20SheetEditor"


class D20SheetEditor(SheetEditor):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.rng: random.Random | None = random.Random()
        self._fortitude: dict[int | None, int] = {}

        self.kind_combo = QComboBox()
        self.kind_combo.addItem(self.tr("Character (classes and levels)"), "character")
        self.kind_combo.addItem(self.tr("Monster (hit points and Con)"), "monster")
        self.kind_combo.setToolTip(
            self.tr("Switching starts a fresh definition of the other kind (Undo brings it back).")
        )
        self.kind_combo.activated.connect(self._kind_chosen)
        kind_label = QLabel(self.tr("Sheet t&ype:"))
        kind_label.setBuddy(self.kind_combo)
        kind_row = QHBoxLayout()
        kind_row.addWidget(kind_label)
        kind_row.addWidget(self.kind_combo)
        kind_row.addStretch()

        self.character_panel = CharacterPanel()
        panel = self.character_panel
        panel.add_requested.connect(self._add_class)
        panel.class_changed.connect(
            lambda row, key: self._classes(
                edit.set_class, QT_TRANSLATE_NOOP("D20SheetEditor", "Change class"), row, key
            )
        )
        panel.levels_changed.connect(
            lambda row, n: self._classes(
                edit.set_levels, QT_TRANSLATE_NOOP("D20SheetEditor", "Change levels"), row, n
            )
        )
        panel.reroll_requested.connect(
            lambda row: self._classes(
                edit.reroll, QT_TRANSLATE_NOOP("D20SheetEditor", "Roll stamina"), row
            )
        )
        panel.remove_requested.connect(
            lambda row: self._classes(
                edit.remove_class, QT_TRANSLATE_NOOP("D20SheetEditor", "Remove class"), row
            )
        )
        panel.roll_changed.connect(self._set_roll)
        panel.field_changed.connect(self._field_changed)
        self.monster_panel = MonsterPanel()
        self.monster_panel.field_changed.connect(self._field_changed)

        self.stamina_max = QLabel()
        self.wounds_max = QLabel()
        for label in (self.stamina_max, self.wounds_max):
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.3)
            font.setBold(True)
            label.setFont(font)
        self.stamina_how = muted()
        self.wounds_how = muted()
        pools = QGridLayout()
        pools.setHorizontalSpacing(12)
        pools.addWidget(QLabel(self.tr("Maximum stamina:")), 0, 0)
        pools.addWidget(self.stamina_max, 0, 1)
        pools.addWidget(self.stamina_how, 0, 2)
        pools.addWidget(QLabel(self.tr("Maximum wound points:")), 1, 0)
        pools.addWidget(self.wounds_max, 1, 1)
        pools.addWidget(self.wounds_how, 1, 2)
        pools.setColumnStretch(2, 1)

        self.state = StatePanel()
        self.state.damage_button.clicked.connect(self.damage)
        self.state.heal_button.clicked.connect(self.heal)
        self.state.resolve_requested.connect(self.resolve_pending)
        self.state.start_turn_button.clicked.connect(lambda: self.simple_action("start_turn"))
        self.state.end_turn_button.clicked.connect(lambda: self.simple_action("end_turn"))
        self.state.hour_button.clicked.connect(lambda: self.simple_action("hour"))
        self.state.heal_check_button.clicked.connect(self.heal_check)
        self.state.help_button.clicked.connect(lambda: self.simple_action("help_recover"))
        self.state.condition_toggled.connect(self._condition_toggled)

        left = QVBoxLayout()
        left.addLayout(kind_row)
        left.addWidget(self.character_panel)
        left.addWidget(self.monster_panel)
        left.addWidget(group(self.tr("Maxima"), pools))
        left.addStretch()
        columns = QHBoxLayout()
        columns.setSpacing(16)
        columns.addLayout(left, 11)
        columns.addWidget(self.state, 10)
        content = QWidget()
        content.setLayout(columns)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 6, 0, 0)
        outer.addWidget(scroll)

    # -- showing -------------------------------------------------------------------------------
    def show_sheet(self, character_id: int, sheet: dict) -> None:
        self.state.log.show_log(self.session.event_log(character=character_id))
        super().show_sheet(character_id, sheet)

    def refresh(self) -> None:
        sheet = self.session.system.validate_sheet(self.sheet)
        language = self.language
        kind = sheet["kind"]
        self.kind_combo.setCurrentIndex(self.kind_combo.findData(kind))
        self.character_panel.setVisible(kind == "character")
        self.monster_panel.setVisible(kind == "monster")
        if kind == "character":
            self.character_panel.show_sheet(sheet, language)
        else:
            self.monster_panel.show_sheet(sheet, language)
        top = maxima(sheet)
        self.stamina_max.setText(str(top[0]))
        self.wounds_max.setText(str(top[1]))
        stamina_how = literal(explain.stamina_explanation(sheet).get(language))
        wounds_how = explain.wounds_explanation(sheet).get(language)
        self.stamina_how.setText(explain.stamina_summary(sheet).get(language))
        self.wounds_how.setText(wounds_how)
        wounds_how = literal(wounds_how)  # from here on, for the tooltips
        self.stamina_max.setToolTip(stamina_how)
        self.stamina_how.setToolTip(stamina_how)
        self.wounds_max.setToolTip(wounds_how)
        self.state.show_sheet(sheet, top, language)
        self.state.stamina.setToolTip(stamina_how)
        self.state.wounds.setToolTip(wounds_how)

    def printable_html(self) -> str:
        if not self.sheet:
            return ""
        return sheet_html(self.session.system.validate_sheet(self.sheet), self.language)

    def log_lines(self) -> list[str]:
        """The event log as shown (action headings and what the rules did)."""
        return self.state.log.lines()

    # -- definition edits ----------------------------------------------------------------------
    def _kind_chosen(self, _index: int) -> None:
        kind = self.kind_combo.currentData()
        if self._refreshing or kind == self.sheet.get("kind"):
            return
        question = (
            self.tr(
                "Make this sheet a monster's? Its classes and rolls are replaced (Undo brings them back)."
            )
            if kind == "monster"
            else self.tr(
                "Make this sheet a character's? Its monster entry is replaced (Undo brings it back)."
            )
        )
        if not self.confirm(self.tr("Change the kind of sheet"), question):
            self.refresh_now()
            return
        try:
            new = edit.convert_kind(self.edited_copy(), kind)
        except RuleError as error:
            self.refused(error)
            return
        title = self.heading(
            QT_TRANSLATE_NOOP("D20SheetEditor", "Make a monster")
            if kind == "monster"
            else QT_TRANSLATE_NOOP("D20SheetEditor", "Make a character")
        )
        self.commit(new, title.get(self.language), [line(title, self.character_id, HEADING)])

    def _add_class(self, key: str) -> None:
        try:
            classes, rolled = edit.add_class(self.sheet["classes"], key, self.rng)
        except RuleError as error:
            self.refused(error)
            return
        if self._redefine(
            QT_TRANSLATE_NOOP("D20SheetEditor", "Add class"), rolled, classes=classes
        ):
            self.character_panel.select_row(len(classes) - 1)

    def _classes(self, function: Callable, source: str, row: int, *args) -> None:
        try:
            classes, rolled = function(self.sheet["classes"], row, *args, rng=self.rng)
        except RuleError as error:
            self.refused(error)
            return
        self._redefine(source, rolled, classes=classes)

    def _set_roll(self, row: int, position: int, value: int) -> None:
        try:
            classes = edit.set_roll(self.sheet["classes"], row, position, value)
        except RuleError as error:
            self.refused(error)
            return
        self._redefine(
            QT_TRANSLATE_NOOP("D20SheetEditor", "Enter stamina roll"), [], classes=classes
        )

    def _field_changed(self, name: str, value) -> None:
        texts = {
            "con": QT_TRANSLATE_NOOP("D20SheetEditor", "Change Constitution"),
            "dex_modifier": QT_TRANSLATE_NOOP("D20SheetEditor", "Change Dex modifier"),
            "initiative_misc": QT_TRANSLATE_NOOP("D20SheetEditor", "Change initiative bonus"),
            "hit_points": QT_TRANSLATE_NOOP("D20SheetEditor", "Change hit points"),
            "bonus_hp": QT_TRANSLATE_NOOP("D20SheetEditor", "Change bonus hit points"),
            "hit_dice": QT_TRANSLATE_NOOP("D20SheetEditor", "Change Hit Dice"),
            "size": QT_TRANSLATE_NOOP("D20SheetEditor", "Change size"),
            "regeneration": QT_TRANSLATE_NOOP("D20SheetEditor", "Change regeneration"),
            "fast_healing": QT_TRANSLATE_NOOP("D20SheetEditor", "Change fast healing"),
            "no_stamina": QT_TRANSLATE_NOOP("D20SheetEditor", "Change stamina option"),
            "cr": QT_TRANSLATE_NOOP("D20SheetEditor", "Change challenge rating"),
            "fortitude": QT_TRANSLATE_NOOP("D20SheetEditor", "Change Fortitude save"),
            "reflex": QT_TRANSLATE_NOOP("D20SheetEditor", "Change Reflex save"),
            "will": QT_TRANSLATE_NOOP("D20SheetEditor", "Change Will save"),
            "wis_modifier": QT_TRANSLATE_NOOP("D20SheetEditor", "Change Wis modifier"),
        }
        self._redefine(
            texts.get(name, QT_TRANSLATE_NOOP("D20SheetEditor", "Edit sheet")), [], **{name: value}
        )

    def _redefine(self, source: str, rolled: list[Text], **fields) -> bool:
        """Change the definition (``source``: the untranslated heading); the rolls made and
        what the maxima did go to the log."""
        if self._refreshing:
            return False
        try:
            new, result = edit.redefine(
                self.edited_copy(), gender=self.character_gender(), **fields
            )
        except RuleError as error:
            self.refused(error)
            return False
        title = self.heading(source)
        lines = [line(title, self.character_id, HEADING)]
        lines += [line(text, self.character_id, "rolled") for text in rolled]
        lines += [line(event.text, self.character_id, event.kind) for event in result.events]
        return self.commit(new, title.get(self.language), lines)

    def _condition_toggled(self, name: str, present: bool) -> None:
        try:
            new = edit.set_condition(self.edited_copy(), name, present)
        except RuleError as error:
            self.refused(error)
            return
        title = self.heading(
            QT_TRANSLATE_NOOP("D20SheetEditor", "Mark condition: {condition}")
            if present
            else QT_TRANSLATE_NOOP("D20SheetEditor", "Clear condition: {condition}"),
            condition=condition_label(name),
        )
        self.commit(new, title.get(self.language), [line(title, self.character_id, HEADING)])

    def refresh_now(self) -> None:
        if self.character_id is not None:
            self.show_sheet(self.character_id, self.sheet)

    # -- actions run by the rules core --------------------------------------------------------
    def heading(self, source: str, **fields) -> Text:
        """An action's heading in both languages (``source`` marked for translation)."""
        return both(CONTEXT, source, **fields)

    def damage(self) -> None:
        request = self.ask_damage()
        if request is None:
            return
        amount = request.amount
        if request.mode == "coup_de_grace":
            title = self.heading(
                QT_TRANSLATE_NOOP("D20SheetEditor", "Coup de grace: {amount} damage"),
                amount=amount,
            )
            self._perform(title, "coup_de_grace", amount=amount)
            return
        if request.mode == "critical":
            source = QT_TRANSLATE_NOOP("D20SheetEditor", "Critical hit: {amount} damage")
        else:
            source = QT_TRANSLATE_NOOP("D20SheetEditor", "Hit: {amount} damage")
        self._perform(
            self.heading(source, amount=amount),
            "critical" if request.mode == "critical" else "damage",
            amount=amount,
            bypasses_regeneration=request.bypasses_regeneration,
        )

    def heal(self) -> None:
        request = self.ask_healing()
        if request is None:
            return
        r = request
        care = {"long_term_care": r.long_term_care}
        rest = {"interrupted": r.interrupted, **care}
        actions: dict[str, tuple[Text, str, dict]] = {
            "hours": (
                self.heading(
                    QT_TRANSLATE_NOOP("D20SheetEditor", "{hours} hours of rest"), hours=r.hours
                ),
                "rest_hours",
                {"hours": r.hours, **care},
            ),
            "night": (
                self.heading(QT_TRANSLATE_NOOP("D20SheetEditor", "A night's rest")),
                "rest_night",
                rest,
            ),
            "bed_rest": (
                self.heading(QT_TRANSLATE_NOOP("D20SheetEditor", "A day of bed rest")),
                "bed_rest",
                rest,
            ),
            "spell": (
                self.heading(
                    QT_TRANSLATE_NOOP("D20SheetEditor", "Healing spell: {dice} + {bonus}"),
                    dice=r.dice,
                    bonus=r.bonus,
                ),
                "heal_spell",
                {"dice": r.dice, "bonus": r.bonus},
            ),
            "fixed": (
                self.heading(
                    QT_TRANSLATE_NOOP("D20SheetEditor", "Healing: {amount}"), amount=r.amount
                ),
                "heal_fixed",
                {"amount": r.amount},
            ),
        }
        title, action, args = actions[r.mode]
        self._story_seconds = r.story_seconds  # the clock moves on in the same step
        try:
            self._perform(title, action, **args)
        finally:
            self._story_seconds = 0

    def extra_changes(self, old: dict, new: dict) -> list:
        """A rest the GM let the story's clock move on with: that move, in its step."""
        seconds = getattr(self, "_story_seconds", 0)
        return [AdvanceStoryTime(seconds)] if seconds else []

    def simple_action(self, action: str) -> bool:
        """A turn, an hour or help: the actions with no question first."""
        sources = {
            "start_turn": QT_TRANSLATE_NOOP("D20SheetEditor", "Start of turn"),
            "end_turn": QT_TRANSLATE_NOOP("D20SheetEditor", "End of turn"),
            "hour": QT_TRANSLATE_NOOP("D20SheetEditor", "An hour passes"),
            "help_recover": QT_TRANSLATE_NOOP("D20SheetEditor", "Helped to recover"),
        }
        return self._perform(self.heading(sources[action]), action)

    def resolve_pending(self, index: int) -> None:
        prompts = play.pending_prompts(self.sheet)
        if not 0 <= index < len(prompts):
            return
        prompt = prompts[index]
        kind = prompt.data["save"]
        total = self.ask_save(kind, prompt.dc)
        if total is None:
            return
        title = self.heading(
            QT_TRANSLATE_NOOP("D20SheetEditor", "Fortitude save DC {dc}: {total}"),
            dc=prompt.dc,
            total=total,
        )
        self._run(
            title,
            lambda sheet, settings: play.resolve_save(
                sheet, kind, total, settings, gender=self.character_gender()
            ),
        )

    def heal_check(self) -> None:
        total = self.ask_heal_check()
        if total is not None:
            title = self.heading(
                QT_TRANSLATE_NOOP("D20SheetEditor", "Heal check: {total}"), total=total
            )
            self._perform(title, "heal_check", total=total)

    def _perform(self, title: Text, action: str, **args) -> bool:
        return self._run(
            title,
            lambda sheet, settings: play.perform(
                sheet, action, settings, self.rng, gender=self.character_gender(), **args
            ),
        )

    def _run(self, title: Text, start: Callable[[dict, D20Settings], Outcome]) -> bool:
        """Start an action in the rules core, answer the saves it prompts for (each asked
        once; one left unanswered stays pending), and commit it all with its log lines as
        one undoable step."""
        if self.character_id is None:
            return False
        settings = self.rules_settings()
        try:
            outcome = start(self.edited_copy(), settings)
            events = list(outcome.events)
            waiting = list(outcome.prompts)
            while waiting:
                prompt = waiting.pop(0)
                total = self.ask_save(prompt.data["save"], prompt.dc)
                if total is None:
                    continue  # left pending: the sheet lists it
                outcome = play.resolve_save(
                    outcome.sheet,
                    prompt.data["save"],
                    total,
                    settings,
                    waiting,
                    gender=self.character_gender(),
                )
                events += outcome.events
                waiting = list(outcome.prompts)
        except RuleError as error:
            self.refused(error)
            return False
        return self.commit(outcome.sheet, title.get(self.language), self._lines(title, events))

    def _lines(self, title: Text, events) -> list[LogLine]:
        """The log lines of an action: its heading, then what the rules did."""
        lines = [line(title, self.character_id, HEADING)]
        lines += [line(event.text, self.character_id, event.kind) for event in events]
        if not events:
            nothing = self.heading(QT_TRANSLATE_NOOP("D20SheetEditor", "Nothing changes."))
            lines.append(line(nothing, self.character_id))
        return lines

    def rules_settings(self) -> D20Settings:
        """The campaign's d20 settings (the defaults where it has none or they are damaged)."""
        try:
            return D20Settings.from_dict((self.session.campaign.info.settings or {}).get("d20", {}))
        except RuleError:
            return D20Settings()

    # -- questions (tests replace these) -------------------------------------------------------
    def _name(self) -> str:
        return character_name(self.character_id) or ""

    def character_gender(self) -> str:
        """The shown character's grammatical gender, for the Czech of its log lines."""
        return character_gender(self.character_id)

    def confirm(self, title: str, question: str) -> bool:
        answer = QMessageBox.question(self, title, literal(question))
        return answer == QMessageBox.StandardButton.Yes

    def damage_dialog(self) -> DamageDialog:
        return DamageDialog(self._name(), bool(self.sheet.get("regeneration")), self)

    def ask_damage(self) -> DamageRequest | None:
        dialog = self.damage_dialog()
        try:
            return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    def ask_healing(self) -> HealingRequest | None:
        dialog = HealingDialog(self._name(), self)
        try:
            return dialog.values() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()

    def save_dialog(self, kind: str, dc: int) -> RollDialog:
        words = save_words(self._name(), kind, dc)
        return RollDialog(
            words.title,
            words.question,
            words.bonus_label,
            self._fortitude.get(self.character_id, save_bonuses(self.sheet)["fortitude"]),
            self.rng,
            self,
        )

    def ask_save(self, kind: str, dc: int) -> int | None:
        """The total of a pending save, or None to leave it pending."""
        dialog = self.save_dialog(kind, dc)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            self._fortitude[self.character_id] = dialog.bonus.value()
            return dialog.total.value()
        finally:
            dialog.deleteLater()

    def ask_heal_check(self) -> int | None:
        dialog = RollDialog(
            self.tr("Heal check"),
            self.tr(
                "Someone tends {name}: a Heal check against DC {dc} stabilises a dying creature."
            ).format(name=isolate(self._name()), dc=HEAL_DC),
            self.tr("&Heal bonus:"),
            0,
            self.rng,
            self,
        )
        try:
            return dialog.total.value() if dialog.exec() == QDialog.DialogCode.Accepted else None
        finally:
            dialog.deleteLater()
