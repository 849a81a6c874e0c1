"""The Člověk + Střety sheet editor: attributes, scars and wounds, feelings, disorders, soul.

Every edit: an edited copy of the sheet → :class:`Character` → the rules core does the
rule → ``to_sheet()`` → :meth:`SheetEditor.commit` (one undoable step). A refusal is shown
and changes nothing. Each action writes its heading and the core's texts to the campaign's
event log in the same undo step; "What happened" shows the session's log of the character.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QMessageBox, QScrollArea, QTabWidget, QVBoxLayout, QWidget

from campaign_manager.storage.changes import LogLine
from campaign_manager.storage.queries import other_names
from campaign_manager.systems.clovek import FEELINGS, Character, RuleError, Severity
from campaign_manager.systems.clovek import editing as core
from campaign_manager.systems.clovek.feelings import feeling_name
from campaign_manager.systems.clovek.scars import WoundEvent, scar_name
from campaign_manager.systems.clovek.settings import ClovekSettings
from campaign_manager.systems.clovek.soul import Disorder
from campaign_manager.systems.common import Text
from campaign_manager.ui.character.event_log_view import HEADING, both, line
from campaign_manager.ui.character.sheet_base import SheetEditor
from campaign_manager.ui.session import CampaignSession
from campaign_manager.ui.systems.clovek.attributes import AttributesPanel
from campaign_manager.ui.systems.clovek.dialogs import (
    DisorderDialog,
    FeelingUseDialog,
    RestrictionDialog,
    SinDialog,
    WoundDialog,
)
from campaign_manager.ui.systems.clovek.feelings import EMPTY, FeelingsTab
from campaign_manager.ui.systems.clovek.mind import MindTab
from campaign_manager.ui.systems.clovek.printable import printable_html
from campaign_manager.ui.systems.clovek.wounds_tab import WoundsTab
from campaign_manager.ui.text import isolate, literal

CONTEXT = "ClovekSheetEditor"
NOTHING = QT_TRANSLATE_NOOP("ClovekSheetEditor", "nothing changed")


class ClovekSheetEditor(SheetEditor):
    def __init__(self, session: CampaignSession, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.character: Character | None = None
        self._pending_targets: dict[int, list[str]] = {}
        self._names: tuple[int | None, list[str]] = (None, [])  # the others' names, per opened

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
        self.feelings.use_feeling.connect(self._use_feeling)

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
        settings = self.rules_settings()
        self.attributes.show_character(character, language)
        self.wounds.show_character(
            character, language, core.penalties_in_force(character, settings)
        )
        self.wounds.log.show_log(self.session.event_log(character=self.character_id))
        self.mind.show_character(character, language)
        self._show_feelings()

    def rules_settings(self) -> ClovekSettings:
        """The campaign's Člověk settings (the defaults where it has none or they are damaged)."""
        try:
            return ClovekSettings.from_dict(
                (self.session.campaign.info.settings or {}).get("clovek")
            )
        except RuleError:
            return ClovekSettings()

    def other_names(self) -> list[str]:
        """The names of the campaign's other characters (for the feeling targets): one query
        of names only, once per opened character."""
        if self._names[0] != self.character_id:
            self._names = (self.character_id, other_names(self.character_id))
        return self._names[1]

    def _show_feelings(self) -> None:
        language = self.language
        rows = core.feeling_table(self.character)
        known = {target for target, _ in rows}
        pending = self._pending_targets.setdefault(self.character_id, [])
        pending[:] = [t for t in pending if t not in known]
        rows += [(target, dict.fromkeys(FEELINGS, EMPTY)) for target in pending]
        names = {key: feeling_name(key).get(language) for key in FEELINGS}
        tips = {key: core.feeling_description(key).get(language) for key in FEELINGS}
        self.feelings.show_rows(rows, names, tips, self.other_names())

    def printable_html(self) -> str:
        character = Character.from_sheet(self.sheet)
        penalties = core.penalties_in_force(character, self.rules_settings())
        return printable_html(character, self.language, penalties)

    # -- the one command path -------------------------------------------------------------------
    def heading(self, source: str, **fields) -> Text:
        """An action's heading in both languages (``source`` marked for translation)."""
        return both(CONTEXT, source, **fields)

    def apply(
        self, title: Text, change: Callable[[Character], Any], nothing: str | None = None
    ) -> tuple[bool, Any]:
        """Do ``change`` on a Character from an edited copy and commit it, with its log lines
        (``title``, then what the core returned), as one undoable step. Returns (done, what
        the core returned); a refusal is shown and changes nothing. ``nothing``: the line
        logged when the core reports no event (an untranslated source)."""
        if self._refreshing or self.character_id is None:
            return False, None
        character = Character.from_sheet(self.edited_copy())
        try:
            result = change(character)
            sheet = character.to_sheet()
        except RuleError as error:
            self.refused(error)
            return False, None
        lines = [line(title, self.character_id, HEADING), *self.result_lines(result)]
        if len(lines) == 1 and nothing is not None:
            lines.append(line(self.heading(nothing), self.character_id))
        done = self.commit(sheet, title.get(self.language), lines)
        return done, result

    def result_lines(self, result: Any) -> list[LogLine]:
        """Log lines for what a core call returned: wound events (with the GM's penalty
        texts), a text, or nothing."""
        settings = self.rules_settings()
        if isinstance(result, Text):
            return [line(result, self.character_id)]
        if isinstance(result, WoundEvent):
            result = [result]
        if isinstance(result, list):
            return [
                line(core.event_text(event, settings), self.character_id, event.kind)
                for event in result
                if isinstance(event, WoundEvent)
            ]
        return []

    # -- wounds ------------------------------------------------------------------------------------
    def wound(self, key: str, severity: int, points: int) -> None:
        severity = Severity(severity)
        title = self.heading(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Wound {scar}: {points} × {mark}"),
            scar=scar_name(key),
            points=points,
            mark=severity.mark,
        )
        self.apply(title, lambda c: c.wound(key, severity, points), NOTHING)

    def burn(self, key: str, severity: int, points: int) -> None:
        severity = Severity(severity)
        title = self.heading(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Burn {scar}: {points} × {mark}"),
            scar=scar_name(key),
            points=points,
            mark=severity.mark,
        )
        self.apply(title, lambda c: c.burn(key, severity, points), NOTHING)

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
        title = self.heading(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Heal {scar}"), scar=scar_name(key)
        )
        self.apply(title, lambda c: core.heal_wound(c, key, severity))

    def _new_round(self) -> None:
        self.apply(
            self.heading(QT_TRANSLATE_NOOP("ClovekSheetEditor", "New round")),
            lambda c: c.start_round(),
        )

    # -- attributes ----------------------------------------------------------------------------
    def _set_attribute(self, key: str, value: int) -> None:
        self.apply(
            self.heading(
                QT_TRANSLATE_NOOP("ClovekSheetEditor", "Set {attribute} to {value}"),
                attribute=core.attribute_name(key),
                value=value,
            ),
            lambda c: core.set_attribute(c, key, value),
        )

    def _set_temperament(self, key: str) -> None:
        title = self.heading(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Change temperament: {temperament}"),
            temperament=core.temperament_name(key),
        )
        self.apply(title, lambda c: core.set_temperament(c, key))

    def _set_dominant(self, side: str) -> None:
        self.apply(
            self.heading(QT_TRANSLATE_NOOP("ClovekSheetEditor", "Change dominant side")),
            lambda c: core.set_dominant(c, side),
        )

    # -- feelings ------------------------------------------------------------------------------
    def _feeling_title(self, source: str, target: str, feeling: str) -> Text:
        return self.heading(source, feeling=feeling_name(feeling), target=isolate(target))

    def _set_feeling(self, target: str, feeling: str, value: int) -> None:
        title = self._feeling_title(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Set {feeling} toward {target}"), target, feeling
        )
        self.apply(title, lambda c: c.feelings.set_value(target, feeling, value))

    def _request_raise(self, target: str, feeling: str) -> None:
        title = self._feeling_title(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "{feeling} toward {target}: request"),
            target,
            feeling,
        )
        self.apply(title, lambda c: c.feelings.request_raise(target, feeling))

    def _hit_raise(self, target: str, feeling: str) -> None:
        title = self._feeling_title(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "{feeling} toward {target}: social hit"),
            target,
            feeling,
        )
        self.apply(title, lambda c: c.feelings.hit_raise(target, feeling))

    def ask_feeling_use(self, target: str, feeling: str) -> str | None:
        """The social scar to burn for using a feeling (a dialog; tests replace this)."""
        dialog = FeelingUseDialog(
            self.character, target, feeling, core.feeling_burn_scars(self.character), self
        )
        try:
            return dialog.chosen() if dialog.exec() else None
        finally:
            dialog.deleteLater()

    def _use_feeling(self, target: str, feeling: str) -> None:
        scar = self.ask_feeling_use(target, feeling)
        if scar is None:
            return
        title = self._feeling_title(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Use {feeling} toward {target} as armour"),
            target,
            feeling,
        )
        self.apply(title, lambda c: core.use_feeling(c, target, feeling, scar))

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
            self.heading(
                QT_TRANSLATE_NOOP("ClovekSheetEditor", "Forget feelings toward {target}"),
                target=isolate(target),
            ),
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
            literal(
                self.tr(
                    "{name} is permanent: only a supernatural intervention cures it (Člověk, "
                    "Psychické poruchy). Was it cured that way?"
                ).format(name=isolate(name))
            ),
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
        title = self.heading(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Against the soul's restriction")
        )
        self.apply(title, lambda c: c.overcome_restriction(key, severity))

    def _add_disorder(self) -> None:
        disorder = self.ask_disorder(None)
        if disorder is not None:
            self.apply(
                self.heading(
                    QT_TRANSLATE_NOOP("ClovekSheetEditor", "Add disorder {name}"),
                    name=isolate(disorder.name.strip()),
                ),
                lambda c: core.add_disorder(c, disorder),
            )

    def _edit_disorder(self, name: str) -> None:
        disorder = self.ask_disorder(self.character.disorder(name))
        if disorder is not None:
            self.apply(
                self.heading(
                    QT_TRANSLATE_NOOP("ClovekSheetEditor", "Edit disorder {name}"),
                    name=isolate(name),
                ),
                lambda c: core.replace_disorder(c, name, disorder),
            )

    def _remove_disorder(self, name: str) -> None:
        supernatural = False
        if self.character.disorder(name).permanent:
            supernatural = self.ask_supernatural_cure(name)
            if not supernatural:
                return
        self.apply(
            self.heading(
                QT_TRANSLATE_NOOP("ClovekSheetEditor", "Cure disorder {name}"), name=isolate(name)
            ),
            lambda c: c.remove_disorder(name, supernatural),
        )

    def _trigger_disorder(self, name: str) -> None:
        title = self.heading(
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Disorder {name} triggered"), name=isolate(name)
        )
        self.apply(title, lambda c: c.trigger_disorder(name))

    def _set_grade(self, grade: int) -> None:
        self.apply(
            self.heading(
                QT_TRANSLATE_NOOP("ClovekSheetEditor", "Set soul grade to {grade}"), grade=grade
            ),
            lambda c: core.set_soul_grade(c, grade),
        )

    def _set_sin(self, grade: int, sin: str) -> None:
        self.apply(
            self.heading(
                QT_TRANSLATE_NOOP("ClovekSheetEditor", "Set the sin of grade {grade}"), grade=grade
            ),
            lambda c: core.set_sin(c, grade, sin),
        )

    def _commit_sin(self) -> None:
        values = self.ask_sin()
        if values is None:
            return
        grade, choice, split = values
        sin = self.character.soul.sins.get(grade, "")
        source = (
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "Sin {grade} ({sin}): the soul holds")
            if choice == "hold"
            else QT_TRANSLATE_NOOP("ClovekSheetEditor", "Sin {grade} ({sin}): the soul falls")
        )
        title = self.heading(source, grade=grade, sin=isolate(sin) if sin else "—")
        self.apply(
            title,
            lambda c: c.commit_sin(grade, choice, split),
            QT_TRANSLATE_NOOP("ClovekSheetEditor", "no wound: the sin is free"),
        )
