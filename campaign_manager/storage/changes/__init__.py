"""Reversible edits: the only way the UI changes a campaign.

A change captures what it needs to undo itself when it is made, applies and reverts
through the campaign's one write wrapper (one transaction each), and reports what it
touched as a :class:`~campaign_manager.storage.touched.Touched`, so each view refreshes
only what concerns it. A :class:`Batch` of changes is itself a change: one transaction,
one undo step, all or nothing after a crash. The event log is written by
:class:`LogEvents` inside the same batch as the edit it describes, so undo removes its
line. The UI wraps each change in a QUndoCommand (``ui/session.py``).

A change is undone only where the rows it touched still hold what it wrote, and redone
only where they still hold what it found: anything else raises
:class:`~campaign_manager.storage.errors.ChangedSince` inside the write, so nothing is
overwritten and the transaction rolls back. Every change class of the storage modules is
listed by name (:attr:`Change.kinds`), so the history kept in the file
(:mod:`campaign_manager.storage.history`) can name it: a class may move between modules
and the kept steps still load.

One module per table, on one base:

- ``base``: :class:`Change`, :class:`Batch` and the registry of change kinds;
- ``rows``: the changes of one row of any table (insert, delete, update) and what every
  change of a row uses (:func:`~.rows.holds`, :func:`~.rows.changed_since`, a run set in
  one go);
- ``campaign_field``: the campaign row (:class:`SetCampaignField`; one key of its
  settings: :class:`AdvanceStoryTime`, :class:`SetCampaignSetting`);
- ``characters``: add, delete, update a character, :class:`PatchSheet`;
- ``encounters``: add, delete, update an encounter (a fight kept in parts deleted whole),
  and the one way a fight's state is written (:class:`SetEncounterState`);
- ``log``: :class:`LogLine` and :class:`LogEvents`;
- ``reveals``: what the GM shows the players (:class:`AddReveal`, :class:`SetReveal`, and
  the steps :func:`~.reveals.show_reveal`, :func:`~.reveals.withdraw_reveal`,
  :func:`~.reveals.dismiss_reveal`).

Changes kept beside what they change: the ledger's records in
:mod:`campaign_manager.storage.ledger` (and a sheet's lists in ``ledger_sheet``), the
player view's picture in ``player_image``. This module exports the public names, so
``from campaign_manager.storage.changes import AddCharacter`` is the interface.
"""

from campaign_manager.storage.changes.base import Batch, Change
from campaign_manager.storage.changes.campaign_field import (
    AdvanceStoryTime,
    SetCampaignField,
    SetCampaignSetting,
)
from campaign_manager.storage.changes.characters import (
    AddCharacter,
    DeleteCharacter,
    PatchSheet,
    UpdateCharacter,
)
from campaign_manager.storage.changes.encounters import (
    AddEncounter,
    DeleteEncounter,
    SetEncounterState,
    UpdateEncounter,
    changed_state,
    whole_state,
)
from campaign_manager.storage.changes.log import LogEvents, LogLine
from campaign_manager.storage.changes.reveals import AddReveal, RevealRefused, SetReveal
from campaign_manager.storage.changes.rows import DeleteRow, InsertRow, UpdateRow

__all__ = [
    "AddCharacter",
    "AddEncounter",
    "AddReveal",
    "AdvanceStoryTime",
    "Batch",
    "Change",
    "DeleteCharacter",
    "DeleteEncounter",
    "DeleteRow",
    "InsertRow",
    "LogEvents",
    "LogLine",
    "PatchSheet",
    "RevealRefused",
    "SetCampaignField",
    "SetCampaignSetting",
    "SetEncounterState",
    "SetReveal",
    "UpdateCharacter",
    "UpdateEncounter",
    "UpdateRow",
    "changed_state",
    "whole_state",
]
