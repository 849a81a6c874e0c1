"""One GM's client of a shared campaign in a process of its own, for the soak test of two
GMs at once: its real :class:`CampaignSession` steps one running fight and edits one
character (name, tags, notes, sheet keys) in a seeded random order, hearing the other GM's
changes only where its event loop runs (at seeded moments), and keeps an edit the server's
absence cut off until the server is back, as the character page does (the window takes
no other edit meanwhile: its pages are disabled while the server is away). It writes down
every step and edit the session told stored (``perform`` returned), what was refused and
in which words, and puts that on the test's queue."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

#: what one client does before the cut, while the server is away, and after it is back
PLAN = {"before": 60, "away": 6, "after": 60}
#: the share of each kind of action
KINDS = (("fight", 0.45), ("name", 0.12), ("tags", 0.12), ("notes", 0.16), ("sheet", 0.15))
SHEET_KEYS = ("a", "b", "c")
#: how long a stage may take before the client gives up (a failure, never a pace)
GIVE_UP = 120.0


@dataclass
class Report:
    """What one client saw: ``fight`` ``(version, action, lines)`` of each step told stored;
    ``edits`` ``(version, field, value, added, removed)`` of each field edit told stored
    (``added``/``removed``: the notes lines it meant to add or remove); ``refused``
    ``(kind, reason, words)`` (``"rules"``: a fight step the rules refuse on the fight as
    stored; ``"changed"``: an edit over another GM's; ``"conflict"``: notes both changed in
    one place, where the window asks and this GM keeps both); ``away`` the actions the server's absence stopped (not stored)."""

    name: str
    fight: list[tuple] = field(default_factory=list)
    edits: list[tuple] = field(default_factory=list)
    refused: list[tuple] = field(default_factory=list)
    away: list[str] = field(default_factory=list)
    #: the fight steps the server's absence cut off in their commit, which the session
    #: said were saved after all once the server was back (their versions unknown here)
    saved_after_all: list[dict] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    #: every write of the notes tried: (GM, action, outcome, version, base, written), to
    #: say how a line was lost
    trace: list[tuple] = field(default_factory=list)


def run_client(url, name, character_id, encounter_id, seed, look, sync, results, cut_in=None):
    """The GM ``name``'s client; ``look``: the chance that its event loop runs after an
    action (it hears the other GM's changes only then); ``sync``: the test's barrier at the
    cut (before it, once the server is gone, once it is back). ``cut_in`` ("fight" or
    "notes"): this client's write of that kind is the one the cut lands in, after its
    commit (the server stops before it answers)."""
    report = Report(name)
    try:
        Client(url, name, character_id, encounter_id, seed, look, report).run(sync, cut_in)
    except Exception as error:  # reported to the test, which fails on it
        import traceback

        report.errors.append(f"{type(error).__name__}: {error}\n{traceback.format_exc()}")
        sync.abort()
    results.put(report)


class Client:
    def __init__(self, url, name, character_id, encounter_id, seed, look, report):
        from PySide6.QtCore import QCoreApplication

        from campaign_manager.storage import open_campaign
        from campaign_manager.storage.changes import characters, rows
        from campaign_manager.ui.session import CampaignSession

        self.app = QCoreApplication.instance() or QCoreApplication([])
        self.name = name
        self.id = character_id
        self.report = report
        self.chance = random.Random(f"{seed}-{name}")
        self.look_chance = look
        self.written: list[int] = []  # the version each write of the character made
        write_row = rows.write_row  # (a character's columns; its sheet's paths)

        def noting(campaign, model, row, values):  # (only watches: writes as it did)
            done = write_row(campaign, model, row, values)
            if done and model.__name__ == "Character":
                self.written.append(row.version + 1)
            return done

        rows.write_row = characters.write_row = noting
        self.session = CampaignSession(open_campaign(url))
        self.session.combat.open(encounter_id)
        self.heard = False
        self.session.changed.connect(self._heard)
        self.waiting: dict[str, tuple] = {}  # field -> (base, value, added, removed)
        self.cut_step: dict | None = None  # a fight step cut off by the server going away
        self.told: list[tuple[str, bool]] = []  # (what was written, saved) once it is back
        self.session.reconnected.connect(lambda what, saved: self.told.append((what, saved)))
        self.number = 0
        self._read()

    # -- what this GM's window shows -----------------------------------------------------
    def _heard(self, changes) -> None:
        if changes.touches_character(self.id):
            self.heard = True

    def _read(self) -> None:
        from campaign_manager.storage.models import Character

        row = Character.get_by_id(self.id)
        self.shown = {
            "name": row.name,
            "tags": list(row.tags),
            "notes": row.notes,
            "sheet": row.sheet,
        }
        self.heard = False

    def _look(self) -> None:
        """The event loop runs: the other GM's changes heard since reach the views."""
        self.app.processEvents()
        if self.heard and not self.session.disconnected:
            self._read()

    # -- the run ---------------------------------------------------------------------------
    def run(self, sync, cut_in) -> None:
        for _ in range(PLAN["before"]):
            self._act()
        sync.wait(GIVE_UP)  # both are in the middle
        if cut_in:
            # a rename the other GM has not heard of when the server goes: the rename it
            # made meanwhile, which waited for the server, is refused naming this GM
            self._read()  # (this GM reads the character first: the rename is stored)
            self._act("name", look=False)
            # the server stops while this write's commit is under way
            self._cut_in_commit(sync)
            self._act("hit" if cut_in == "fight" else cut_in, look=False)
        else:
            sync.wait(GIVE_UP)  # the test stops the server
            sync.wait(GIVE_UP)
            self._act("name", look=False)  # the first write meets no server
        for _ in range(PLAN["away"] - 1):
            self._act(look=False)
        if not self.session.disconnected:
            raise AssertionError("the client did not notice the server was gone")
        sync.wait(GIVE_UP)  # the test starts it again
        sync.wait(GIVE_UP)
        self._until(lambda: not self.session.disconnected and self.session.live.listening)
        if self.cut_step is not None and self.told and self.told[-1][1]:
            self.report.saved_after_all.append(self.cut_step)
        self._server_back()
        for _ in range(PLAN["after"]):
            self._act()
        self.app.processEvents()
        self.session.close()

    def _cut_in_commit(self, sync) -> None:
        """This client's next commit lands, and the server stops before it answers."""
        database = self.session.campaign.database
        commit = database.commit

        def commit_then_cut():
            database.commit = commit
            commit()
            sync.wait(GIVE_UP)  # the test stops the server
            sync.wait(GIVE_UP)
            database.execute_sql("SELECT 1")  # the answer never comes

        database.commit = commit_then_cut

    def _until(self, condition) -> None:
        deadline = time.monotonic() + GIVE_UP
        while not condition():
            if time.monotonic() > deadline:
                raise AssertionError("the client did not get the server back")
            self.app.processEvents()
            time.sleep(0.01)  # the reconnect timers run in this loop

    def _act(self, kind: str | None = None, look: bool = True) -> None:
        self.number += 1
        if kind is None:
            kinds, shares = zip(*KINDS, strict=True)
            kind = self.chance.choices(kinds, shares)[0]
        getattr(self, f"_{kind}")()
        if look and self.chance.random() < self.look_chance:
            self._look()

    # -- the fight -------------------------------------------------------------------------
    def _fight(self) -> None:

        controller = self.session.combat
        ids = sorted(controller.state["combatants"]) if controller.state else []
        roll = self.chance.random()
        target = self.chance.choice(ids) if ids else "?"
        if roll < 0.5:
            action = {"type": "damage", "target": target, "amount": self.chance.randint(1, 2)}
        elif roll < 0.7:
            action = {"type": "next"}
        elif roll < 0.9:
            rounds = self.chance.randint(1, 3)
            action = {"type": "condition", "target": target, "name": "oslněn", "rounds": rounds}
        else:
            action = {"type": "end_condition", "target": target, "name": "oslněn"}
        self._step(action)

    def _hit(self) -> None:
        """A hit the rules take on any fight: a step that is written."""
        ids = sorted(self.session.combat.state["combatants"])
        self._step({"type": "damage", "target": ids[0], "amount": 1})

    def _step(self, action: dict) -> None:
        from campaign_manager.storage.errors import CampaignIsReadOnly
        from campaign_manager.systems.common import RuleError
        from campaign_manager.ui.session import EditNotSaved

        controller = self.session.combat
        try:
            outcome = controller.act(action)
        except RuleError as error:
            self.report.refused.append(("fight", "rules", str(error)))
            return
        except (EditNotSaved, CampaignIsReadOnly) as error:
            if self._not_saved("fight", error) == "away" and isinstance(error, EditNotSaved):
                self.cut_step = action  # cut off in its write: maybe saved after all
            return
        lines = [event.text.en for event in outcome.events]
        self.report.fight.append((controller.version, action, lines))

    # -- the character ------------------------------------------------------------------------
    def _name(self) -> None:
        self._edit("name", f"Bořek {self.name[0]}{self.number}")  # (not the GM's name)

    def _tags(self) -> None:
        self._edit("tags", ["družina", f"{self.name.lower()}{self.number}"])

    def _notes(self) -> None:
        lines = self.shown["notes"].split("\n")
        mine = [line for line in lines if line.startswith(f"{self.name} ")]
        if mine and self.chance.random() < 0.3:
            gone = self.chance.choice(mine)
            lines = [line for line in lines if line != gone]  # (keeping both may copy it)
            added, removed = [], [gone]
        else:
            new = f"{self.name} {self.number}."
            lines.insert(self.chance.randint(0, len(lines)), new)
            added, removed = [new], []
        self._edit("notes", "\n".join(lines), added, removed)

    def _sheet(self) -> None:
        from campaign_manager.storage.changes import PatchSheet

        if self.session.disconnected:  # the window takes no edits while the server is away
            self.report.away.append("sheet")
            return
        key = self.chance.choice(SHEET_KEYS)
        value = f"{self.name} {self.number}"
        copy = self.shown["sheet"]
        new = {**copy, "zkouska": {**copy["zkouska"], key: value}}
        self._perform(PatchSheet.between(self.id, copy, new), f"sheet.{key}", value, [], [])

    def _edit(self, field, value, added=(), removed=()) -> None:
        if self.session.disconnected:  # the window takes no edits while the server is away
            self.report.away.append(field)
            return
        self._update(field, self.shown[field], value, list(added), list(removed))

    def _update(self, field, base, value, added, removed) -> str:
        from campaign_manager.storage.changes import UpdateCharacter

        change = UpdateCharacter(self.id, {field: value}, base={field: base})
        outcome = self._perform(change, field, value, added, removed)
        if outcome == "away" and field not in self.waiting:  # (else: what the GM chose
            self.waiting[field] = (base, value, added, removed)  # after a conflict waits)
        return outcome

    def _perform(self, change, field, value, added, removed) -> str:
        from campaign_manager.storage.changes import UpdateCharacter
        from campaign_manager.storage.errors import TextConflict
        from campaign_manager.ui.session import EditNotSaved

        del self.written[:]
        try:
            self.session.perform(change, f"{self.name}: {field}")
        except EditNotSaved as error:
            outcome = self._not_saved(field, error)
            if field == "notes":
                self.report.trace.append(
                    (self.name, self.number, outcome, None, change.base, value)
                )
            if outcome == "refused":
                self._read()  # what the GM has now been told of
                conflict = error.error.__cause__
                if isinstance(conflict, TextConflict) and not removed:
                    # the notes both GMs changed in one place: this GM keeps both, as
                    # the window offers (a line this GM removed is not forced out)
                    # (its lines there are added again: maybe one another edit removed)
                    theirs = conflict.theirs.split("\n")
                    kept = [line for line in conflict.both.split("\n") if line not in theirs]
                    return self._update(field, conflict.theirs, conflict.both, kept, removed)
            return outcome
        assert len(self.written) == 1, self.written  # one write of the character
        if isinstance(change, UpdateCharacter):
            value = change.new[field]  # as written: notes merged with the other GM's
        self.report.edits.append((self.written[0], field, value, added, removed))
        if field == "notes":
            self.report.trace.append((self.name, self.number, "stored", self.written[0], "", value))
        self._read()  # the page reads what was written
        return "stored"

    def _not_saved(self, what: str, error: Exception) -> str:
        """A refusal in words (another GM's change), or the server's absence; anything
        else is an error the test fails on."""
        from campaign_manager.storage.errors import CampaignIsReadOnly

        cause = getattr(error, "error", error)
        reason = getattr(cause, "reason", "")
        if isinstance(error, CampaignIsReadOnly) or reason == "disconnected":
            self.report.away.append(what)
            return "away"
        if reason in ("changed", "conflict"):
            from campaign_manager.ui.messages import describe_write_failure

            _title, words = describe_write_failure(f"{self.name}: {what}", cause)
            self.report.refused.append((what, reason, words))
            return "refused"
        raise AssertionError(f"{what} failed with neither a refusal nor the server away: {error!r}")

    def _server_back(self) -> None:
        """The server answers again: the edits that waited for it are saved (merged with,
        or refused by, what the other GM changed meanwhile)."""
        waiting, self.waiting = self.waiting, {}
        for column, (base, value, added, removed) in waiting.items():
            self._update(column, base, value, added, removed)
        if self.waiting:
            raise AssertionError(f"edits still wait with the server back: {self.waiting}")
