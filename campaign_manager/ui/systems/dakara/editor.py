"""Dakara character creation and training: the XP bar, the pages, the violations panel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QSplitter, QTabWidget, QVBoxLayout, QWidget

from campaign_manager.storage.changes import AdvanceStoryTime, LogEvents, LogLine
from campaign_manager.storage.queries import character_gender, character_name
from campaign_manager.storage.touched import Touched
from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import Evaluation, Violation, editing, evaluate_creation
from campaign_manager.systems.dakara.campaign import campaign_rules
from campaign_manager.systems.outcome import Outcome
from campaign_manager.ui.character.sheet_base import SheetEditor
from campaign_manager.ui.systems.dakara.budget import BudgetBar
from campaign_manager.ui.systems.dakara.gear_page import GearPage
from campaign_manager.ui.systems.dakara.play_panel import PlayPanel
from campaign_manager.ui.systems.dakara.printout import contacts_html, dakara_html
from campaign_manager.ui.systems.dakara.skills_page import SkillsPage
from campaign_manager.ui.systems.dakara.spells_page import SpellsPage
from campaign_manager.ui.systems.dakara.standing_page import StandingPage
from campaign_manager.ui.systems.dakara.state import DakaraState, Mutator
from campaign_manager.ui.systems.dakara.training_page import TrainingPage
from campaign_manager.ui.systems.dakara.violations import ViolationsPanel


def _scrolling(page: QWidget) -> QScrollArea:
    """A page in a scroll area: a small window scrolls it rather than cutting it off."""
    scroll = QScrollArea()
    scroll.setWidget(page)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QScrollArea.Shape.NoFrame)
    return scroll


class DakaraSheetEditor(SheetEditor):
    def __init__(self, session, parent: QWidget | None = None):
        super().__init__(session, parent)
        # story time a rest moves the clock on by, in its undo step (set while it is stored)
        self.story_seconds = 0
        raw = session.campaign.info.settings
        try:
            self.settings, self.catalogue = campaign_rules(raw)
        except RuleError:  # damaged stored settings: the book's rules (the menu says why)
            raw = {}
            self.settings, self.catalogue = campaign_rules(raw)
        self._tree_from = self._tree_source(raw)
        self.state: DakaraState | None = None
        # while this editor commits its own edit: that edit's evaluation (see show_sheet)
        self._own_edit: Evaluation | None = None
        self._own_shown = False
        self._stale: set = set()
        session.changed.connect(self._campaign_changed)

        self.budget = BudgetBar()
        self.budget.level_chosen.connect(self._level)
        self.budget.goals_chosen.connect(self._goals)
        self.skills = SkillsPage(self, self.catalogue)
        self.standing = StandingPage(self)
        self.gear = GearPage(self)
        self.spells = SpellsPage(self)
        self.training = TrainingPage(self)
        self.play_panel = PlayPanel(self)
        self.pages = QTabWidget()
        self.pages.addTab(self.skills, self.tr("&Skills"))
        self.pages.addTab(_scrolling(self.standing), self.tr("Property, status, &contacts"))
        self.pages.addTab(self.gear, self.tr("&Material resources"))
        self.pages.addTab(self.spells, self.tr("S&pells"))
        self.pages.addTab(self.training, self.tr("&Training"))
        self.pages.addTab(_scrolling(self.play_panel), self.tr("Current s&tate"))
        self.pages.currentChanged.connect(self._refresh_current_page)
        self.violations = ViolationsPanel()
        self.violations.waive_requested.connect(self._waive)
        self.violations.withdraw_requested.connect(self._withdraw)
        self.violations.setMinimumWidth(200)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.pages)
        splitter.addWidget(self.violations)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.budget)
        body = QHBoxLayout()
        body.addWidget(splitter)
        layout.addLayout(body, 1)

    # -- contacts and networks: views of the ledger ------------------------------------------
    def extra_changes(self, old: dict, new: dict) -> list:
        """The sheet's contacts and networks are the ledger's records: an edit of them on the
        sheet writes the ledger in the same undo step; a contact renamed on the sheet renames
        its ledger person. A rest the GM let the story's clock move on with: that move."""
        seconds = getattr(self, "story_seconds", 0)  # set in __init__ after the base's refresh
        moved = [AdvanceStoryTime(seconds)] if seconds else []
        if old.get("contacts") == new.get("contacts") and old.get("networks") == new.get(
            "networks"
        ):
            return moved
        from campaign_manager.storage.ledger_sheet import SyncSheetLists, contact_renames

        renames = contact_renames(old.get("contacts", []), new["contacts"])
        return [
            SyncSheetLists(
                new["contacts"], new["networks"], character_id=self.character_id, renames=renames
            ),
            *moved,
        ]

    def _with_ledger(self, character_id: int, sheet: dict) -> dict:
        """``sheet`` with its contacts and networks as the ledger holds them now; a character
        the ledger knows nothing of yet (made outside the sheet) keeps the sheet's lists,
        which its next sheet edit writes into the ledger."""
        from campaign_manager.storage.ledger_sheet import sheet_lists

        contacts, networks = sheet_lists(character_id)
        if not contacts and not networks:
            return sheet
        return {**sheet, "contacts": contacts, "networks": networks}

    def _campaign_changed(self, changes: Touched) -> None:
        # the character page hears a change after this editor and shows the sheet of a
        # character the change touched: the sheet is shown here only when it does not
        shown_by_page = changes.touches_character(self.character_id)
        show = self.character_id is not None and not shown_by_page
        if changes.ledger and changes.origin is not self and show:
            self.show_sheet(self.character_id, self.sheet)  # the ledger edited its records
        if not changes.settings:
            return
        raw = self.session.campaign.info.settings
        try:
            self.settings, self.catalogue = campaign_rules(raw)
        except RuleError as error:  # damaged stored settings: keep working by the book
            raw = {}
            self.settings, self.catalogue = campaign_rules(raw)
            self.refused(error)
        source = self._tree_source(raw)
        if source != self._tree_from:  # the tree is rebuilt only when its skills may differ
            self._tree_from = source
            self.skills.set_catalogue(self.catalogue)
        if show:
            self.show_sheet(self.character_id, self.sheet)

    def _tree_source(self, raw_settings: dict | None) -> tuple:
        """What the skills tree is built from: the stored catalogue and the currency (a
        level's limits or the training table changing leave the tree, folds and all)."""
        stored = ((raw_settings or {}).get("dakara") or {}).get("catalogue")
        return (stored, self.settings.currency)

    def show_page(self, page: QWidget) -> None:
        """Bring ``page`` (one of skills, standing, gear, spells, training, play_panel) up."""
        for index in range(self.pages.count()):
            if self.page_widget(index) is page:
                self.pages.setCurrentIndex(index)
                return

    # -- showing ----------------------------------------------------------------------------
    def show_sheet(self, character_id: int, sheet: dict) -> None:
        """Show a stored sheet. The sheet this editor has just committed itself (the change
        it started, ``changes.origin is self``) is already valid and priced: it is shown
        without validating, copying or pricing it again."""
        if self._own_edit is not None and character_id == self.character_id:
            self.sheet = sheet  # a fresh dict read from the file, nobody else holds it
            self._own_shown = True
            self._refreshing = True
            try:
                self.refresh(self._own_edit)
            finally:
                self._refreshing = False
            return
        super().show_sheet(character_id, self._with_ledger(character_id, sheet))

    def refresh(self, evaluation: Evaluation | None = None) -> None:
        self.state = DakaraState.of(
            self.sheet, self.settings, self.catalogue, self.language, evaluation
        )
        self.budget.show_state(self.sheet, self.state.evaluation, self.settings)
        # the tree (diffed, cheap) always; the other pages when they are shown
        self.skills.refresh(self.state)
        self._stale = set(self._pages) - {self.skills}
        self._refresh_current_page()
        violations = self.state.evaluation.violations if self.state.evaluation else []
        self.violations.show_violations(violations, self.language)
        if self.state.error is not None:
            self.violations.title.setText(self.state.error.text.get(self.language))

    @property
    def _pages(self) -> tuple:
        return (self.skills, self.standing, self.gear, self.spells, self.training, self.play_panel)

    def page_widget(self, index: int) -> QWidget:
        """The page (skills, standing…) of tab ``index``, inside its scroll area or not."""
        tab = self.pages.widget(index)
        return tab.widget() if isinstance(tab, QScrollArea) else tab

    def _refresh_current_page(self, *_args) -> None:
        page = self.page_widget(self.pages.currentIndex())
        if self.state is not None and page in self._stale:
            self._stale.discard(page)
            page.refresh(self.state)

    # -- editing ----------------------------------------------------------------------------
    def change(self, mutate: Mutator, text: str, log: list[LogLine] | None = None) -> bool:
        """Apply ``mutate`` to a copy of the sheet and commit it as one undoable step.

        A change the rules core refuses (``mutate`` raises RuleError) or cannot price at all
        (an unknown skill, an unpriced item) is refused with its message, and nothing
        changes; a broken limit is allowed and shown in the violations panel (the GM may
        waive it). The sheet is priced once per edit.
        """
        if self._refreshing or self.character_id is None:
            return False
        sheet = self.edited_copy()
        try:
            mutate(sheet)
            evaluation = evaluate_creation(sheet, self.settings, self.catalogue)
        except RuleError as error:
            self.refused(error)
            return False
        self._own_edit, self._own_shown = evaluation, False
        try:
            done = self.commit(sheet, text, log=log)
        finally:
            self._own_edit = None
        if done and not self._own_shown:  # nobody showed the stored sheet: show it now
            self.sheet = self.session.system.validate_sheet(sheet)
            self._refreshing = True
            try:
                self.refresh(evaluation)
            finally:
                self._refreshing = False
        return done

    def not_stored(self) -> None:
        self._own_edit = None  # the edit was not stored: the stored sheet is priced again
        super().not_stored()

    def play(self, call: Callable[[dict], Outcome], text: str) -> bool:
        """Do something at the table: ``call(sheet)`` is a rules-core call returning an
        Outcome; its new sheet is stored as one undo step with its events in the log."""
        if self._refreshing or self.character_id is None:
            return False
        try:
            outcome = call(self.sheet)
        except RuleError as error:
            self.refused(error)
            return False
        log = [
            LogLine(e.text.cs, e.text.en, e.kind, character=self.character_id)
            for e in outcome.events
        ]

        def mutate(sheet: dict) -> None:
            sheet.clear()
            sheet.update(outcome.sheet)

        return self.change(mutate, text, log=log)

    def log_outcome(self, outcome: Outcome | None, what: str) -> None:
        """Write an outcome that changes no sheet (a skill test) to the event log: one undo
        step that removes its lines."""
        if outcome is None or self.character_id is None:
            return
        lines = [
            LogLine(e.text.cs, e.text.en, e.kind, character=self.character_id)
            for e in outcome.events
        ]
        self.session.perform(
            LogEvents(lines),
            self.session.named(self.character_id, self.tr("Skill test: {what}").format(what=what)),
            origin=self,
        )

    def character_name(self) -> str | None:
        """The shown character's name, for log lines ("Bořek: kondice −3 …")."""
        if self.character_id is None:
            return None
        return character_name(self.character_id)

    def character_gender(self) -> str:
        """The shown character's grammatical gender, for the Czech of its log lines."""
        return character_gender(self.character_id)

    def _level(self, level: str) -> None:
        def mutate(sheet):
            editing.set_level(sheet, level, self.settings)

        self.change(mutate, self.tr("Creation level: {level}").format(level=level))

    def _goals(self, goals: int) -> None:
        def mutate(sheet):
            editing.set_goals_count(sheet, goals)

        self.change(mutate, self.tr("Goals and story hooks: {n}").format(n=goals))

    def _waive(self, violation: Violation, reason: str) -> None:
        self.change(lambda sheet: editing.waive(sheet, violation, reason), self.tr("Waive a rule"))

    def _withdraw(self, violation: Violation) -> None:
        self.change(lambda sheet: editing.withdraw(sheet, violation), self.tr("Withdraw a waiver"))

    # -- printing ---------------------------------------------------------------------------
    def printable_html(self) -> str:
        state = self.state or DakaraState.of(
            self.sheet, self.settings, self.catalogue, self.language
        )
        return dakara_html(state)

    def contacts_html(self) -> str:
        state = self.state or DakaraState.of(
            self.sheet, self.settings, self.catalogue, self.language
        )
        return contacts_html(state)
