"""The fight the GM has open, owned by the session: both windows (the tracker on the
laptop, the player view on the TV) show it through this one object.

Every GM action goes :meth:`EncounterController.act` → the system's pure ``act`` → one
``Batch`` (the encounter's new state, the sheets it wounded, its log lines) through
``session.perform``: committed at once, one undo step. The controller holds the new state
once the step is stored and before anyone hears of it (``perform``'s ``then``), and only
then: a write that fails or that the GM cancels (:class:`EditNotSaved`,
:class:`EditCancelled`) leaves it at the fight the file holds. Undo and redo come back through
``session.changed`` and reload the state from the file, so the tracker and the player view
follow them within the same event-loop turn. The controller passes the rules back the very
state their ``act`` returned (an ``ActedState``, which says so itself), so the next step
copies only the combatants it reads and checks the state once for every view of it.

A step lands only on the version of the fight it was worked out from. Where another GM of
a shared campaign stepped it meanwhile (this window had not heard of it yet, or the
connection was lost), the fight is read again and the GM's action worked out anew on it
(:meth:`EncounterController._again`): it lands there where the rules allow it, and is
refused in words where it would repeat the other GM's very step, where it moves the fight
on from a moment that has passed (two GMs pressing Next), or where the rules refuse it now.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QMetaMethod, QObject, Signal
from PySide6.QtGui import QPixmap

from campaign_manager.storage.changes import AddEncounter, Batch, DeleteEncounter, SetCampaignField
from campaign_manager.storage.changes.campaign_field import fight_story_time
from campaign_manager.storage.encounters import (
    ExtrasToRoster,
    character_sheets,
    encounter_step,
    stored_fight,
    with_roster_extras,
)
from campaign_manager.storage.errors import FightMovedOn
from campaign_manager.storage.fight_parts import EncodedState, encode_state
from campaign_manager.storage.queries import player_portrait
from campaign_manager.storage.touched import Touched
from campaign_manager.systems import get_encounter
from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.encounter_common import moment
from campaign_manager.systems.outcome import Outcome
from campaign_manager.ui.character.event_log_view import both
from campaign_manager.ui.i18n import current_language

# stands for "no public view sent yet" (None is a public view: between fights)
_UNSENT = object()

# a log line's words framed in others' (who asked for the step)
Frame = Callable[[Text], Text]

# how often a step is worked out anew while other GMs keep stepping the fight
STEP_ATTEMPTS = 20


class EncounterController(QObject):
    # the open encounter's state changed (or None when none is open)
    state_changed = Signal(object)
    # what the players may see changed: the public view, or None between fights
    public_view_changed = Signal(object)
    # an encounter was added, renamed, deleted or changed its status
    list_changed = Signal()

    def __init__(self, session, parent: QObject | None = None):
        super().__init__(parent or session)
        self.session = session
        self.module = get_encounter(session.system.key)
        self.encounter_id: int | None = None
        self.state: dict | None = None
        # the version of the stored fight ``state`` was read at (what the next step expects)
        self.version: int | None = None
        # who stored the fight last, as read (another GM's name, or this client's)
        self._stored_by = ""
        self.rng = random.Random()
        # the public view last emitted (_UNSENT: none sent since nobody listened)
        self._public: Any = None
        self._public_for: dict | None = None
        self._public_cache: dict | None = None
        self._rows_for: dict | None = None
        self._rows_cache: list[dict] = []
        self._rows_reuse = "previous" in inspect.signature(self.module.gm_rows).parameters
        self._pending_for: dict | None = None
        self._pending_cache: list = []
        # the open state with its stored text, for the next step to reuse
        self._encoded: EncodedState | None = None
        session.changed.connect(self._on_changed)

    # -- which encounter ----------------------------------------------------------------
    def open(self, encounter_id: int | None) -> None:
        """Show the fight ``encounter_id`` (None: none) as the file holds it."""
        self._read(encounter_id)
        self._emit()

    def _read(self, encounter_id: int | None) -> None:
        """Hold the fight ``encounter_id`` as the file holds it (nobody told yet)."""
        self.encounter_id = encounter_id
        self._encoded = None
        stored = stored_fight(encounter_id) if encounter_id is not None else None
        self.state = stored.state if stored is not None else None
        self.version = stored.version if stored is not None else None
        self._stored_by = stored.changed_by if stored is not None else ""
        self._encoded = stored.encoded if stored is not None else None
        if self.state is None:
            self.encounter_id = None
        else:
            self.state = self._with_sheets_from_file(self.state)

    def _with_sheets_from_file(self, state: dict, only: set[int] | None = None) -> dict:
        """``state`` with its roster combatants' sheets as the file holds them now (a new
        state where any differs): the fight goes on from every edit made outside it (the
        Character area, another fight, an import, undo). A finished fight keeps its own."""
        combatants = state.get("combatants")
        if state.get("status") == "finished" or type(combatants) is not dict:
            return state
        holders: dict[int, list[str]] = {}
        for cid, record in combatants.items():
            character_id = record.get("character_id") if isinstance(record, dict) else None
            if isinstance(character_id, int) and (only is None or character_id in only):
                holders.setdefault(character_id, []).append(cid)
        if not holders:
            return state
        changed = {}
        for character_id, sheet in character_sheets(holders).items():
            try:
                sheet = self.session.system.validate_sheet(sheet)
            except RuleError:  # a damaged sheet: the fight keeps its copy
                continue
            for cid in holders[character_id]:
                if combatants[cid].get("sheet") != sheet:
                    changed[cid] = {**combatants[cid], "sheet": sheet}
        if not changed:
            return state
        return {**state, "combatants": {**combatants, **changed}}

    def create(
        self,
        name: str,
        combatants: list[dict],
        notes: str = "",
        roster: list[dict] = (),
        **options: Any,
    ) -> int:
        """Prepare a new encounter (one undo step) and open it; ``roster``: extras among
        ``combatants`` made roster characters in the same step."""
        settings = (self.session.campaign.info.settings or {}).get(self.session.system.key)
        if self.view_settings() and "view" not in options:
            options["view"] = self.view_settings()
        state = self.module.new_encounter(combatants, settings, **options)
        change = AddEncounter(
            {"name": name, "notes": notes, "status": state["status"], "state": state}
        )
        self.session.perform(
            with_roster_extras(change, roster, state["combatants"]),
            self.tr("Prepare the fight “{name}”").format(name=name),
            origin=self,
            then=lambda _touched: self._read(change.id),
        )
        self._emit()
        self.list_changed.emit()
        return change.id

    def delete(self, encounter_id: int, name: str) -> None:
        was_open = encounter_id == self.encounter_id
        self.session.perform(
            DeleteEncounter(encounter_id),
            self.tr("Delete the fight “{name}”").format(name=name),
            origin=self,
            then=lambda _touched: self._read(None) if was_open else None,
        )
        if was_open:
            self._emit()
        self.list_changed.emit()

    # -- acting -------------------------------------------------------------------------
    def act(self, action: dict, text: str | None = None, frame: Frame | None = None) -> Outcome:
        """One GM action, one undo step. RuleError (nothing changed) when the rules refuse."""
        return self.act_many([action], text, frame)

    def act_many(
        self,
        actions: list[dict],
        text: str | None = None,
        frame: Frame | None = None,
        roster: list[dict] = (),
    ) -> Outcome:
        """Several actions (damage to several targets) as one undo step, all or nothing.
        Worked out anew where another GM stepped the fight meanwhile (:meth:`_again`).
        ``frame`` puts each log line of the step in words of its own (a player's request:
        "Proposed by Bořek: …"). ``roster``: joining extras made roster characters in the
        same step (:class:`ExtrasToRoster`)."""
        if self.state is None or self.encounter_id is None:
            raise RuntimeError("no encounter is open")
        base = self.state
        worked = ours = self._worked_out(base, actions)
        for _attempt in range(STEP_ATTEMPTS):
            before = self.state
            state, events, prompts = worked
            if frame is not None:
                events = [replace(event, text=frame(event.text)) for event in events]
            # only the combatants this step changed are encoded; the rest keep their text
            encoded = encode_state(state, self._encoded)
            batch = encounter_step(
                self.encounter_id, before, state, events, encoded=encoded, expected=self.version
            )
            batch.changes += fight_story_time(self.session.system.key, before, state)
            language = current_language()
            label = text or (events[0].text.get(language) if events else self.tr("Fight step"))
            hold = self._holder(state, encoded, batch.changes[0])
            if roster:  # first: the step writes the combatants that refer to them
                link = ExtrasToRoster(list(roster), state["combatants"], batch.changes[0], encoded)
                batch.changes.insert(0, link)
            try:  # EditNotSaved, EditCancelled: not stored, the fight stays as it was
                self.session.perform(batch, label, origin=self, then=hold)
            except FightMovedOn:
                worked = self._again(actions, base, ours[0], label)
                continue
            self._stepped(before, state)
            return Outcome(state, tuple(events), tuple(prompts))
        raise self._kept_stepping(label)

    def _worked_out(self, state: dict, actions: list[dict]) -> tuple[dict, list, list]:
        """The rules' state, events and prompts of ``actions`` from ``state`` (RuleError:
        refused)."""
        events: list = []
        prompts: list = []
        for action in actions:
            outcome = self.module.act(state, action, self.rng)
            state = outcome.state
            events.extend(outcome.events)
            _merge_prompts(prompts, outcome.prompts)
        return state, events, prompts

    def _holder(self, state: dict, encoded: EncodedState, step):
        """What ``perform`` calls once ``step`` (the fight's part of the batch) is stored:
        the fight is ``state`` at the version the step wrote."""

        def hold(_touched: Touched) -> None:
            self.state = state
            self.version = step.version
            self._stored_by = self.session.campaign.who
            self._encoded = encoded

        return hold

    def _stepped(self, before: dict, state: dict) -> None:
        """This GM's step is stored and held: the windows show ``state``."""
        self._emit()
        if state.get("status") != before.get("status"):
            self.list_changed.emit()

    def _again(self, actions: list[dict], base: dict, ours: dict, label: str):
        """Another GM stepped the fight since ``base`` (from which this GM's ``actions``
        made ``ours``): the fight is read again and shown, and the actions are worked out
        on it. Refused in words (RuleError, nothing changed) where they would make the
        very step the other GM made, where they move the fight on from a moment that has
        passed, or where the rules refuse them on the fight as it is now."""
        self.open(self.encounter_id)
        fresh = self.state
        who = self._stored_by if self._stored_by != self.session.campaign.who else ""
        if not isinstance(fresh, dict):  # deleted meanwhile, or no longer readable
            raise self._refusal(
                QT_TRANSLATE_NOOP(
                    "EncounterController",
                    "{who} deleted the fight or changed it past reading while you made "
                    "“{what}”: it was not made.",
                ),
                what=label,
                who=who,
            )
        if ours != base and ours == fresh:
            raise self._refusal(
                QT_TRANSLATE_NOOP(
                    "EncounterController",
                    "{who} made this very step a moment ago: “{what}”. It was not made a "
                    "second time; make it again if it was meant twice.",
                ),
                what=label,
                who=who,
            )
        if moment(ours) != moment(base) and moment(fresh) != moment(base):
            raise self._refusal(
                QT_TRANSLATE_NOOP(
                    "EncounterController",
                    "{who} moved the fight on while you made “{what}”: it was not made. The "
                    "tracker shows the fight as it is now; make the step again if it still "
                    "applies.",
                ),
                what=label,
                who=who,
            )
        try:
            return self._worked_out(fresh, actions)
        except RuleError as error:
            raise self._refusal(
                QT_TRANSLATE_NOOP(
                    "EncounterController",
                    "{who} changed the fight while you made “{what}”, and on the fight as "
                    "it is now the rules refuse it: {reason}",
                ),
                what=label,
                who=who,
                reason=error.text,
            ) from error

    def _kept_stepping(self, label: str) -> RuleError:
        """The refusal of a step that lost the race to other GMs' steps every time."""
        return self._refusal(
            QT_TRANSLATE_NOOP(
                "EncounterController",
                "Other GMs kept stepping the fight while you made “{what}”: it was not made. "
                "The tracker shows the fight as it is now; make the step again in a moment.",
            ),
            what=label,
        )

    def _refusal(self, source: str, who: str | None = None, **fields) -> RuleError:
        """A step refused because of another GM's steps, in both languages; ``who``: the
        other GM's name (empty: "Another GM")."""
        if who is not None:
            fields["who"] = (
                Text(cs=who, en=who)
                if who
                else both(
                    "EncounterController", QT_TRANSLATE_NOOP("EncounterController", "Another GM")
                )
            )
        return RuleError(both("EncounterController", source, **fields), "moved_on")

    # -- what the player view shows (per campaign) ---------------------------------------
    def view_settings(self) -> dict | None:
        """The campaign's player-view settings (None: the defaults)."""
        return (self.session.campaign.info.settings or {}).get("player_view")

    def set_view_settings(self, view: dict) -> None:
        """Store what the player view shows for the campaign, and apply it to the open
        fight, as one undo step. RuleError (nothing changed) for an impossible choice."""
        settings = dict(self.session.campaign.info.settings or {})
        settings["player_view"] = view
        for _attempt in range(STEP_ATTEMPTS):
            changes: list = [SetCampaignField("settings", settings)]
            state = before = self.state
            hold = None
            if state is not None and self.encounter_id is not None:
                outcome = self.module.act(state, {"type": "view", "view": view}, self.rng)
                encoded = encode_state(outcome.state, self._encoded)
                step = encounter_step(
                    self.encounter_id, state, outcome.state, [], encoded=encoded,
                    expected=self.version,
                )  # fmt: skip
                changes.append(step)
                state = outcome.state
                hold = self._holder(state, encoded, step.changes[0])
            try:
                self.session.perform(
                    Batch(changes), self.tr("What the player view shows"), origin=self, then=hold
                )
            except FightMovedOn:  # another GM's step: the view goes onto the fight as it is
                self.open(self.encounter_id)
                continue
            if state is before:
                self._emit()
            else:
                self._stepped(before, state)
            return
        raise self._kept_stepping(self.tr("What the player view shows"))

    def _on_changed(self, changes: Touched) -> None:
        if changes.origin is self:
            return
        if changes.encounters or changes.reread:
            self.list_changed.emit()
        if self.encounter_id is not None and (
            self.encounter_id in changes.encounters or changes.reread
        ):
            # undo or redo, another GM's step, a reconnect: the file holds the truth
            self.open(self.encounter_id)
        elif self.state is not None and (changes.characters or changes.roster):
            only = None if changes.roster else set(changes.characters)
            fresh = self._with_sheets_from_file(self.state, only)
            if fresh is not self.state:
                self.state = fresh
                self._emit()

    # -- what the windows show ------------------------------------------------------------
    def _emit(self) -> None:
        self.state_changed.emit(self.state)
        if not self.isSignalConnected(QMetaMethod.fromSignal(self.public_view_changed)):
            # no player view: nothing to work out; whoever connects asks public_view()
            self._public = _UNSENT
            return
        public = self.public_view()
        if public != self._public:
            self._public = public
            self.public_view_changed.emit(public)

    def public_view(self) -> dict | None:
        """What the players may see: the running fight's public view, else None (a
        prepared fight not yet started and a finished one show nothing). Worked out once
        per state; a caller must not modify it."""
        if self.state is None or self.state.get("status") != "running":
            return None
        if self._public_for is not self.state:
            self._public_cache = self.module.public_view(self.state)
            self._public_for = self.state
        return self._public_cache

    def campaign_name(self) -> str:
        return self.session.campaign.name

    def portrait(self, character_id: int | None) -> QPixmap | None:
        if not character_id:
            return None
        portrait = player_portrait(character_id)
        if portrait is None:
            return None
        pixmap = QPixmap()
        return pixmap if pixmap.loadFromData(portrait) else None

    def rows(self) -> list[dict]:
        """The system's rows of the open fight, worked out once per state (from the rows
        of the state before, where the system's ``gm_rows`` takes ``previous``)."""
        if not self.state:
            return []
        if self._rows_for is not self.state:
            if self._rows_for is not None and self._rows_reuse:
                previous = (self._rows_for, self._rows_cache)
                self._rows_cache = self.module.gm_rows(self.state, previous=previous)
            else:
                self._rows_cache = self.module.gm_rows(self.state)
            self._rows_for = self.state
        return self._rows_cache

    def detail(self, combatant_id: str) -> list:
        if not self.state or combatant_id not in self.state.get("combatants", {}):
            return []
        return self.module.gm_detail(self.state, combatant_id)

    def pending(self) -> list:
        """What the rules ask now, worked out once per state."""
        if not self.state:
            return []
        if self._pending_for is not self.state:
            self._pending_cache = list(self.module.pending(self.state))
            self._pending_for = self.state
        return list(self._pending_cache)


def _merge_prompts(prompts: list, more) -> None:
    """``more`` appended to ``prompts``, each prompt once (the first kept, in order).
    Compared by their hashable fields first, so a step that asks 200 combatants for an
    intent does not compare each new prompt with every one before it."""
    try:
        seen: dict = {}
        for prompt in prompts:
            seen.setdefault(_prompt_key(prompt), []).append(prompt)
        for prompt in more:
            same = seen.setdefault(_prompt_key(prompt), [])
            if prompt not in same:
                same.append(prompt)
                prompts.append(prompt)
    except TypeError:  # a field that cannot be hashed: compared with each, as a list does
        prompts.extend(p for p in more if p not in prompts)


def _prompt_key(prompt) -> tuple:
    return (prompt.kind, prompt.combatant, prompt.dc, prompt.text, prompt.options)
