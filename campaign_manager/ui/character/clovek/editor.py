"""The Člověk + Střety sheet editor: attributes, scars and wounds, feelings, disorders, soul.

Every edit: an edited copy of the sheet → :class:`Character` → the rules core does the
rule → ``to_sheet()`` → :meth:`SheetEditor.commit` (one undoable step). A refusal is shown
and changes nothing. What happened to the scars goes to the log from the core's texts.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QMessageBox, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from campaign_manager.storage.queries import roster_records
from campaign_manager.systems.clovek import FEELINGS, Character, RuleError, Severity
from campaign_manager.systems.clovek import editing as core
from campaign_manager.systems.clovek.feelings import feeling_name
from campaign_manager.systems.clovek.scars import WoundEvent, scar_name
from campaign_manager.systems.clovek.soul import Disorder
from campaign_manager.ui.character.clovek.attributes import AttributesPanel
from campaign_manager.ui.character.clovek.dialogs import (
    DisorderDialog,
    RestrictionDialog,
    SinDialog,
    WoundDialog,
)
from campaign_manager.ui.character.clovek.feelings import EMPTY, FeelingsTab
from campaign_manager.ui.character.clovek.mind import MindTab
from campaign_manager.ui.character.clovek.printable import printable_html
from campaign_manager.ui.character.clovek.wounds_tab import WoundsTab
from campaign_manager.ui.character.sheet_base import SheetEditor
from campaign_manager.ui.session import CampaignSession

Entry = tuple[str, list[str]]  # a log entry: title, lines


class ClovekSheetEditor(SheetEditor):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.character: Character | None = None
        self._history: dict[int, list[Entry]] = {}
        self._log_shown_for: int | None = None
        self._pending_targets: dict[int, list[str]] = {}

        self.attributes = AttributesPanel()
        self.attributes.attribute_changed.connect(self._set_attribute)
        self.attributes.temperament_changed.connect(self._set_temperament)
        self.attributes.dominant_changed.connect(self._set_dominant)

        self.wounds = WoundsTab()
        self.wounds.wound.connect(self.wound)
        self.wounds.burn.connect(self.burn)
        self.wounds.ask_wound.connect(lambda key: self._asked(key, burn=False))
        self.wounds.ask_burn.connect(lambda key: self._asked(key, burn=True))
        self.wounds.heal.connect(self._heal)
        self.wounds.new_round.connect(self._new_round)

        self.feelings = FeelingsTab()
        self.feelings.set_value.connect(self._set_feeling)
        self.feelings.request_raise.connect(self._request_raise)
        self.feelings.hit_raise.connect(self._hit_raise)
        self.feelings.add_target.connect(self._add_target)
        self.feelings.remove_target.connect(self._remove_target)

        self.mind = MindTab()
        self.mind.add_disorder.connect(self._add_disorder)
        self.mind.edit_disorder.connect(self._edit_disorder)
        self.mind.remove_disorder.connect(self._remove_disorder)
        self.mind.trigger_disorder.connect(self._trigger_disorder)
        self.mind.grade_changed.connect(self._set_grade)
        self.mind.sin_changed.connect(self._set_sin)
        self.mind.commit_sin.connect(self._commit_sin)
        self.mind.overcome_restriction.connect(self._overcome_restriction)

        self.tabs = QTabWidget()
        self.tabs.addTab(self.wounds, self.tr("&Wounds"))
        self.tabs.addTab(self.feelings, self.tr("&Feelings"))
        self.tabs.addTab(self.mind, self.tr("&Mind and soul"))

        content = QWidget()
        inner = QVBoxLayout(content)
        inner.addWidget(self.attributes)
        inner.addWidget(self.tabs, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(content)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)

    # -- showing -------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.character = character = Character.from_sheet(self.sheet)
        language = self.language
        self.attributes.show_character(character, language)
        self.wounds.show_character(character, language)
        self.mind.show_character(character, language)
        self._show_feelings()
        if self._log_shown_for != self.character_id:
            self._log_shown_for = self.character_id
            self.wounds.log.clear()
            for title, lines in self._history.get(self.character_id, []):
                self.wounds.log.add_entry(title, lines)

    def _show_feelings(self) -> None:
        language = self.language
        rows = core.feeling_table(self.character)
        known = {target for target, _ in rows}
        pending = self._pending_targets.setdefault(self.character_id, [])
        pending[:] = [t for t in pending if t not in known]
        rows += [(target, dict.fromkeys(FEELINGS, EMPTY)) for target in pending]
        names = {key: feeling_name(key).get(language) for key in FEELINGS}
        tips = {key: core.feeling_description(key).get(language) for key in FEELINGS}
        roster = [r.name for r in roster_records() if r.id != self.character_id]
        self.feelings.show_rows(rows, names, tips, roster)

    def printable_html(self) -> str:
        return printable_html(Character.from_sheet(self.sheet), self.language)

    # -- the one command path -------------------------------------------------------------------
    def apply(self, text: str, change: Callable[[Character], Any]) -> tuple[bool, Any]:
        """Do ``change`` on a Character from an edited copy and commit it as ``text``.
        Returns (done, what the core returned); a refusal is shown and changes nothing."""
        if self._refreshing or self.character_id is None:
            return False, None
        character = Character.from_sheet(self.edited_copy())
        try:
            result = change(character)
            sheet = character.to_sheet()
        except RuleError as error:
            self.refused(error)
            return False, None
        self.commit(sheet, text)
        return True, result

    def log(self, title: str, lines: list[str]) -> None:
        if self.character_id is None:
            return
        self._history.setdefault(self.character_id, []).append((title, lines))
        if self._log_shown_for == self.character_id:
            self.wounds.log.add_entry(title, lines)

    def event_lines(self, events: list[WoundEvent]) -> list[str]:
        lines = []
        for event in events:
            line = event.text.get(self.language)
            if event.penalty is not None and event.penalty.get(self.language):
                line += " — " + event.penalty.get(self.language)
            lines.append(line)
        return lines

    def log_time_boundary(self, title: str, results: dict[int, list[WoundEvent]]) -> None:
        """Log what a campaign-wide time boundary did to each character (see time.py)."""
        for character_id, events in results.items():
            self._history.setdefault(character_id, []).append((title, self.event_lines(events)))
        if self._log_shown_for in results:
            self.wounds.log.add_entry(title, self.event_lines(results[self._log_shown_for]))

    # -- wounds ------------------------------------------------------------------------------------
    def _scar(self, key: str) -> str:
        return scar_name(key).get(self.language)

    def wound(self, key: str, severity: int, points: int) -> None:
        severity = Severity(severity)
        title = self.tr("Wound {scar}: {points} × {mark}").format(
            scar=self._scar(key), points=points, mark=severity.mark
        )
        done, events = self.apply(title, lambda c: c.wound(key, severity, points))
        if done:
            self.log(title, self.event_lines(events))

    def burn(self, key: str, severity: int, points: int) -> None:
        severity = Severity(severity)
        title = self.tr("Burn {scar}: {points} × {mark}").format(
            scar=self._scar(key), points=points, mark=severity.mark
        )
        done, events = self.apply(title, lambda c: c.burn(key, severity, points))
        if done:
            self.log(title, self.event_lines(events))

    def ask_wound(self, key: str, burn: bool) -> tuple[Severity, int] | None:
        """Severity and points for a wound or a burn (a dialog; tests replace this)."""
        dialog = WoundDialog(key, self.character.scar(key).marks(), burn, self.language, self)
        severity, points = self.wounds._bar_values()[1:]
        dialog.set_values(Severity(severity), points)
        return dialog.values() if dialog.exec() else None

    def _asked(self, key: str, burn: bool) -> None:
        values = self.ask_wound(key, burn)
        if values is not None:
            (self.burn if burn else self.wound)(key, int(values[0]), values[1])

    def _heal(self, key: str, severity: str) -> None:
        title = self.tr("Heal {scar}").format(scar=self._scar(key))
        done, event = self.apply(title, lambda c: core.heal_wound(c, key, severity))
        if done:
            self.log(title, self.event_lines([event]))

    def _new_round(self) -> None:
        self.apply(self.tr("New round"), lambda c: c.start_round())

    # -- attributes ----------------------------------------------------------------------------
    def _set_attribute(self, key: str, value: int) -> None:
        name = core.attribute_name(key).get(self.language)
        self.apply(
            self.tr("Set {attribute} to {value}").format(attribute=name, value=value),
            lambda c: core.set_attribute(c, key, value),
        )

    def _set_temperament(self, key: str) -> None:
        self.apply(self.tr("Change temperament"), lambda c: core.set_temperament(c, key))

    def _set_dominant(self, side: str) -> None:
        self.apply(self.tr("Change dominant side"), lambda c: core.set_dominant(c, side))

    # -- feelings ------------------------------------------------------------------------------
    def _feeling_title(self, text: str, target: str, feeling: str) -> str:
        return text.format(feeling=feeling_name(feeling).get(self.language), target=target)

    def _set_feeling(self, target: str, feeling: str, value: int) -> None:
        title = self._feeling_title(self.tr("Set {feeling} toward {target}"), target, feeling)
        self.apply(title, lambda c: c.feelings.set_value(target, feeling, value))

    def _request_raise(self, target: str, feeling: str) -> None:
        title = self._feeling_title(self.tr("{feeling} toward {target}: request"), target, feeling)
        done, text = self.apply(title, lambda c: c.feelings.request_raise(target, feeling))
        if done:
            self.log(title, [text.get(self.language)])

    def _hit_raise(self, target: str, feeling: str) -> None:
        title = self._feeling_title(
            self.tr("{feeling} toward {target}: social hit"), target, feeling
        )
        done, text = self.apply(title, lambda c: c.feelings.hit_raise(target, feeling))
        if done:
            self.log(title, [text.get(self.language)])

    def _add_target(self, target: str) -> None:
        if self.character_id is None:
            return
        pending = self._pending_targets.setdefault(self.character_id, [])
        if target not in self.feelings.model.targets():
            pending.append(target)
            self._refreshing = True
            try:
                self._show_feelings()
            finally:
                self._refreshing = False
        self.feelings.select(target, FEELINGS[0])
        self.feelings.table.setFocus()

    def _remove_target(self, target: str) -> None:
        pending = self._pending_targets.get(self.character_id, [])
        if target in pending:
            pending.remove(target)
            self.show_sheet(self.character_id, self.sheet)
            return
        self.apply(
            self.tr("Forget feelings toward {target}").format(target=target),
            lambda c: core.remove_feeling_target(c, target),
        )

    # -- disorders and soul ---------------------------------------------------------------------
    def ask_disorder(self, disorder: Disorder | None) -> Disorder | None:
        dialog = DisorderDialog(disorder, self)
        return dialog.values() if dialog.exec() else None

    def ask_supernatural_cure(self, name: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Cure a permanent disorder"),
            self.tr(
                "{name} is permanent: only a supernatural intervention cures it (Člověk, "
                "Psychické poruchy). Was it cured that way?"
            ).format(name=name),
        )
        return answer == QMessageBox.StandardButton.Yes

    def ask_sin(self) -> tuple[int, str, dict[str, int]] | None:
        dialog = SinDialog(self.character, self.language, self)
        return dialog.values() if dialog.exec() else None

    def ask_restriction(self) -> tuple[str, Severity] | None:
        dialog = RestrictionDialog(self.language, self)
        return dialog.values() if dialog.exec() else None

    def _overcome_restriction(self) -> None:
        values = self.ask_restriction()
        if values is None:
            return
        key, severity = values
        title = self.tr("Against the soul's restriction")
        done, events = self.apply(title, lambda c: c.overcome_restriction(key, severity))
        if done:
            self.log(title, self.event_lines(events))

    def _add_disorder(self) -> None:
        disorder = self.ask_disorder(None)
        if disorder is not None:
            self.apply(
                self.tr("Add disorder {name}").format(name=disorder.name.strip()),
                lambda c: core.add_disorder(c, disorder),
            )

    def _edit_disorder(self, name: str) -> None:
        disorder = self.ask_disorder(self.character.disorder(name))
        if disorder is not None:
            self.apply(
                self.tr("Edit disorder {name}").format(name=name),
                lambda c: core.replace_disorder(c, name, disorder),
            )

    def _remove_disorder(self, name: str) -> None:
        supernatural = False
        if self.character.disorder(name).permanent:
            supernatural = self.ask_supernatural_cure(name)
            if not supernatural:
                return
        self.apply(
            self.tr("Cure disorder {name}").format(name=name),
            lambda c: c.remove_disorder(name, supernatural),
        )

    def _trigger_disorder(self, name: str) -> None:
        title = self.tr("Disorder {name} triggered").format(name=name)
        done, text = self.apply(title, lambda c: c.trigger_disorder(name))
        if done:
            self.log(title, [text.get(self.language)])

    def _set_grade(self, grade: int) -> None:
        self.apply(self.tr("Set soul grade"), lambda c: core.set_soul_grade(c, grade))

    def _set_sin(self, grade: int, sin: str) -> None:
        self.apply(
            self.tr("Set the sin of grade {grade}").format(grade=grade),
            lambda c: core.set_sin(c, grade, sin),
        )

    def _commit_sin(self) -> None:
        values = self.ask_sin()
        if values is None:
            return
        grade, choice, split = values
        sin = self.character.soul.sins.get(grade, "")
        title = (
            self.tr("Sin {grade} ({sin}): the soul holds")
            if choice == "hold"
            else self.tr("Sin {grade} ({sin}): the soul falls")
        ).format(grade=grade, sin=sin or "—")
        done, events = self.apply(title, lambda c: c.commit_sin(grade, choice, split))
        if done:
            self.log(title, self.event_lines(events) or [self.tr("no wound: the sin is free")])
