"""What the players ask from their own pages, and the GM's answer to each.

A request (a ``PlayerRequest`` the web server parsed, for the PC its page's key stands
for) is checked by the rules at once (the system's ``player_side.to_action``): one they
refuse is answered with their words and never reaches the GM. Initiative applies at once
where the campaign's setting ``player_initiative_at_once`` says so; everything else waits
in the queue (:attr:`PlayerRequests.waiting`, shown in the Combat area) until the GM
accepts it (one undo step through the fight controller, its log lines saying who asked),
accepts it edited, or turns it down with a word back. Each outcome is answered to the
player's page in the page's language.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal

from campaign_manager.storage.errors import CampaignError
from campaign_manager.systems.common import RuleError, Text
from campaign_manager.ui.character.event_log_view import both
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.session import EditCancelled, EditNotSaved

# the campaign setting: a player's initiative applies at once (else it waits in the queue)
INITIATIVE_AT_ONCE = "player_initiative_at_once"
_NAME = "PlayerRequests"

# answer(key, request_id, ok, text): the server's ``answer``
Answer = Callable[[str, int, bool, str], None]


def player_side(system_key: str):
    """The system's player-side rules (``own_view``, ``to_action``, ``describe``)."""
    from campaign_manager import systems

    return systems.player_side(system_key)


@dataclass(frozen=True, eq=False)
class Waiting:
    """One request in the queue: whose page sent it, what it asks, its line for the GM."""

    key: str
    character_id: str
    request: object  # a campaign_manager.player_view.requests.PlayerRequest
    name: str  # the PC's name as the fight has it
    line: Text  # "Bořek: iniciativa 17", in both languages
    answer: Answer


class PlayerRequests(QObject):
    """The queue of one session's fight (a child of its :class:`EncounterController`;
    :func:`requests_of` finds or makes it)."""

    # the queue changed (a request joined or left it)
    changed = Signal()
    # a request joined the queue (a Waiting)
    arrived = Signal(object)
    # a request the GM accepted could not be applied: why, in the GM's language
    refused = Signal(str)

    def __init__(self, controller) -> None:
        super().__init__(controller)
        self.setObjectName(_NAME)
        self.controller = controller
        self.session = controller.session
        self.waiting: list[Waiting] = []

    # -- the setting ------------------------------------------------------------------------
    def at_once(self) -> bool:
        """Whether a player's initiative applies at once (off unless the GM turned it on)."""
        return bool((self.session.campaign.info.settings or {}).get(INITIATIVE_AT_ONCE, False))

    # -- a request arrives ----------------------------------------------------------------
    def receive(self, key: str, character_id: str, request, answer: Answer) -> None:
        """A page's ``request`` for the PC ``character_id``: refused by the rules (answered
        at once), applied at once (initiative, where the setting says so) or queued."""
        state = self._state()
        side = player_side(self.session.system.key)
        try:
            side.to_action(state, character_id, request)  # what the rules allow now
            line = Text(
                cs=side.describe(state, character_id, request, "cs"),
                en=side.describe(state, character_id, request, "en"),
            )
        except RuleError as error:
            answer(key, request.id, False, error.text.get(current_language()))
            return
        item = Waiting(key, character_id, request, self._name(state, character_id), line, answer)
        if request.kind == "initiative" and self.at_once():
            self._apply(item, request, report=False)
            return
        self.waiting.append(item)
        self.changed.emit()
        self.arrived.emit(item)

    # -- the GM decides ---------------------------------------------------------------------
    def accept(self, item: Waiting, request=None) -> bool:
        """Apply ``item`` (as ``request`` where the GM edited it) as one undo step; True
        when it went through. A rules refusal is said to the GM and answered to the page
        (the request leaves the queue); one of the GM's own change stays queued, unanswered,
        for the GM to change again; a write that failed keeps it queued."""
        if item not in self.waiting:
            return False
        return self._apply(item, request if request is not None else item.request, report=True)

    def reject(self, item: Waiting, words: str = "") -> None:
        """Turn ``item`` down, with the GM's ``words`` to the player (none: just no)."""
        if item not in self.waiting:
            return
        words = words.strip()
        text = (
            self.tr("Turned down by the GM: {words}").format(words=words)
            if words
            else self.tr("Turned down by the GM.")
        )
        self._leave(item)
        item.answer(item.key, item.request.id, False, text)

    def drop_all(self) -> None:
        """The fight's campaign closes: every waiting page hears its request was not decided."""
        waiting, self.waiting = self.waiting, []
        for item in waiting:
            item.answer(
                item.key,
                item.request.id,
                False,
                self.tr("The GM closed the campaign; send it again."),
            )
        if waiting:
            self.changed.emit()

    # -- applying ---------------------------------------------------------------------------
    def _state(self) -> dict | None:
        """The open fight's state (None: none open); the rules judge what it allows (a
        note reaches the GM with no fight too)."""
        return fight_state(self.controller.state)

    def _apply(self, item: Waiting, request, report: bool) -> bool:
        """``request`` of ``item`` through the fight controller (one undo step); the page
        answered. ``report``: the GM asked for it (a refusal is said to the GM too)."""
        language = current_language()
        state = self._state()
        try:
            side = player_side(self.session.system.key)
            action = side.to_action(state, item.character_id, request)
            if action is not None and state is None:  # (the rules refuse it first)
                raise RuleError(
                    both(_NAME, QT_TRANSLATE_NOOP("PlayerRequests", "No fight is open now.")),
                    "no_fight",
                )
            what = Text(
                cs=side.describe(state, item.character_id, request, "cs"),
                en=side.describe(state, item.character_id, request, "en"),
            )
            if action is not None:
                self.controller.act(
                    action,
                    self.tr("Request from a player's page: {what}").format(what=what.get(language)),
                    self._frame(item, request),
                )
        except RuleError as error:
            reason = error.text.get(language)
            edited = request is not item.request
            if not edited:
                if item in self.waiting:
                    self._leave(item)
                item.answer(item.key, item.request.id, False, reason)
            if report:
                self.refused.emit(
                    self.tr("{what} — not applied: {reason}").format(
                        what=item.line.get(language), reason=reason
                    )
                )
            return False
        except (EditNotSaved, EditCancelled, CampaignError):
            # not stored (the window said why): it waits for the GM, as it was
            if item not in self.waiting:
                self.waiting.append(item)
                self.changed.emit()
                self.arrived.emit(item)
            return False
        if item in self.waiting:
            self._leave(item)
        if action is None:
            text = self.tr("The GM has read it: {what}")
        elif report:
            text = self.tr("Accepted: {what}")
        else:
            text = self.tr("Entered: {what}")
        item.answer(item.key, item.request.id, True, text.format(what=what.get(language)))
        return True

    def _frame(self, item: Waiting, request) -> Callable[[Text], Text]:
        """The words a log line of the step is put in: who asked for it."""
        if request.kind == "propose":
            source = QT_TRANSLATE_NOOP("PlayerRequests", "Proposed by {name}: {what}")
        else:
            source = QT_TRANSLATE_NOOP("PlayerRequests", "From {name}'s page: {what}")
        return lambda text: both(_NAME, source, name=item.name, what=text)

    def _leave(self, item: Waiting) -> None:
        self.waiting.remove(item)
        self.changed.emit()

    @staticmethod
    def _name(state: dict | None, character_id: str) -> str:
        """The PC's name as the fight has it (the roster's, its id, where none has it)."""
        for record in ((state or {}).get("combatants") or {}).values():
            if isinstance(record, dict) and str(record.get("character_id")) == character_id:
                return str(record.get("name", ""))
        from campaign_manager.storage.queries import character_name

        found = character_name(int(character_id)) if character_id.isdigit() else None
        return found or character_id


def fight_state(state) -> dict | None:
    """``state`` where it is a fight's (prepared, under way or over: the rules say what
    a player may do in each); None for none, or one that cannot be read."""
    return state if isinstance(state, dict) else None


def requests_of(session) -> PlayerRequests:
    """The queue of ``session``'s fight (made on first use)."""
    controller = session.combat
    found = controller.findChild(PlayerRequests, _NAME)
    return found if found is not None else PlayerRequests(controller)
