"""An open campaign, whichever backend holds it: what every campaign does the same way.

A campaign is a SQLite file (:class:`~.file_campaign.FileCampaign`) or a database on a
PostgreSQL server (:class:`~.server.ServerCampaign`); :func:`~.opening.open_campaign` and
:func:`~.opening.create_campaign` pick the backend by where the campaign is (a path or a
``postgresql://`` URL). This base holds what is one idea for both: the one wrapper every
write goes through (:meth:`Campaign.write`) and how it turns what went wrong into a refusal
the UI can word, the campaign's row, and the roster lines. A backend holds only what is its
own: a file its lock, path, backups and checks of the file's identity; a server its URL,
its connection and what it hears from the others.
"""

from __future__ import annotations

import contextlib
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from campaign_manager.storage.backups import folder_for
from campaign_manager.storage.db import IDS_PER_QUERY, db
from campaign_manager.storage.errors import (
    CampaignError,
    CampaignIsReadOnly,
    ChangedSince,
    RecordGone,
    WriteFailed,
)
from campaign_manager.storage.lines import line_of, summarizer
from campaign_manager.storage.models import CampaignInfo, Character
from campaign_manager.storage.progress import step
from campaign_manager.storage.versions import local_gm

__all__ = ["Campaign"]

T = TypeVar("T")


class Campaign(ABC):
    """An open campaign: the bound database and what every backend does alike.

    One campaign is open per process; every model reads and writes it through the
    deferred database :data:`campaign_manager.storage.db.db`.
    """

    #: a campaign on a server, shared by several clients (False: a file on this computer)
    shared = False
    #: whether the undo history is kept in the campaign (a server's stays with each client)
    keeps_history = True

    def __init__(self, database: Any, *, read_only: bool = False):
        self.database = database
        #: Opened with ``read_only=True``: every write raises CampaignIsReadOnly.
        self.read_only = read_only
        #: set when the campaign takes no more edits for good: every write raises it
        self.stopped: WriteFailed | None = None
        #: why the last copy of committed edits into place could not be done (None: it
        #: was, or none was tried, or the backend has none to make)
        self.checkpoint_error: WriteFailed | None = None

    # -- where it is -------------------------------------------------------------------
    @property
    @abstractmethod
    def location(self) -> Path | str:
        """Where the campaign is, as the app keeps and shows it: a file's path, or a
        server's address (its URL with no password). Refusals name it."""

    # -- the one wrapper for every write ---------------------------------------------
    def write(self, operation: Callable[[], T]) -> T:
        """Run ``operation`` in one transaction: committed at once, or not at all.

        Refused with :class:`CampaignIsReadOnly` on a campaign opened read-only, and with
        what the backend says keeps writes out (:meth:`_refuse_writes`). A change that met
        a record gone or changed since raises :class:`WriteFailed` (``gone``, ``changed``,
        ``conflict``) from the outermost write; a write the database refused raises the
        backend's refusal for it (:meth:`_refusal`); either way the campaign is as it was
        before."""
        if self.read_only:
            raise CampaignIsReadOnly(self.location, "opened read-only", reason="edit")
        self._refuse_writes()
        outermost = self.database.transaction_depth() == 0
        try:
            if outermost:
                return self._outermost(operation)
            with self.database.atomic():
                return operation()
        except WriteFailed:
            raise
        except (RecordGone, ChangedSince) as exc:
            if not outermost:
                raise
            raise WriteFailed.of(self.location, exc) from exc
        except Exception as exc:
            refusal = self._refusal(exc)
            if refusal is None:
                raise
            raise refusal from refusal.__cause__ or exc

    def _refuse_writes(self) -> None:
        """Raise why no write may run now (it took no more edits, checks not passed)."""
        if self.stopped is not None:
            raise self.stopped

    def _outermost(self, operation: Callable[[], T]) -> T:
        """The outermost write's transaction (a backend adds what it checks around it)."""
        with self.database.atomic():
            return operation()

    @abstractmethod
    def _refusal(self, exc: Exception) -> CampaignError | None:
        """The refusal for the database's error ``exc`` during a write, in the backend's
        terms (its ``__cause__`` set where another error started it); None for an error
        that is no refusal (a bug, a cancel): it is raised as it is."""

    # -- checks left for after the first paint ----------------------------------------
    @property
    def has_deferred_checks(self) -> bool:
        """Whether checks were left for :meth:`deferred_checks` (a file's, when asked)."""
        return False

    def deferred_checks(self) -> CampaignError | None:
        """Run the checks left for after opening; the refusal they found, or None."""
        return None

    # -- the backend's own -------------------------------------------------------------
    @abstractmethod
    def checkpoint(self) -> bool:
        """Put every committed edit where the campaign alone holds it (called when the app
        is idle); True when it is there."""

    @abstractmethod
    def compute_summaries(
        self,
        campaign_settings: dict,
        progress: Callable[[int, int], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        since: dict | None = None,
    ) -> dict[int, dict[str, str]] | None:
        """The roster lines under ``campaign_settings`` that differ from the stored ones
        (``since``: the settings they were worked out by), without writing; None if
        cancelled. Safe on a worker thread."""

    @abstractmethod
    def save_copy(self, destination: Path) -> Path:
        """Write the campaign as a new campaign file at ``destination`` (a campaign of its
        own: a new identity, so its backups never mix with this one's)."""

    @property
    def who(self) -> str:
        """Who edits through this campaign, as its rows' ``changed_by`` names them."""
        return local_gm()

    # -- campaign row -----------------------------------------------------------------
    @property
    def info(self) -> CampaignInfo:
        return CampaignInfo.get()

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def system(self) -> str:
        """The campaign's rule system (fixed at creation: read once, not once per line)."""
        key = self.__dict__.get("_system")
        if key is None:
            key = self.__dict__["_system"] = self.info.system
        return key

    @property
    def uuid(self) -> str:
        """The campaign's identity (stable across renames and moves; keys its backups)."""
        return self.database.execute_sql("SELECT uuid FROM campaign").fetchone()[0]

    @property
    def backups_folder(self) -> Path:
        """Where this campaign's copies are kept on this computer."""
        return folder_for(self.uuid)

    # -- roster lines -------------------------------------------------------------------
    def summary_of(self, sheet: dict, campaign_settings: dict | None = None) -> dict[str, str]:
        """The roster line for ``sheet`` in both languages, by the campaign's own rules."""
        if campaign_settings is not None:
            return line_of(summarizer(self.system, campaign_settings), sheet)
        return line_of(self._own_summarizer(), sheet)

    def _own_summarizer(self):
        """The summary by the stored settings, bound once while they stay the same."""
        text = self.database.execute_sql("SELECT settings FROM campaign").fetchone()[0]
        kept = self.__dict__.get("_pricing")
        if kept is None or kept[0] != text:
            settings = CampaignInfo.settings.python_value(text)
            kept = self.__dict__["_pricing"] = (text, summarizer(self.system, settings))
        return kept[1]

    def refresh_summaries(self, only_missing: bool = True) -> int:
        """Recompute the stored roster lines (all, or those not yet written); returns how many."""
        if self.read_only:
            return 0

        def op() -> int:
            settings = self.info.settings
            query = Character.select(Character.id, Character.sheet, Character.summary)
            if only_missing:  # decided in SQL: a large roster's sheets are not read at all
                # compared as the stored JSON text: ``{}`` (files of schema 3) and nothing
                query = query.where(Character.summary.is_null() | (Character.summary == {}))
            count = 0
            for row in query:
                summary = self.summary_of(row.sheet, settings)
                if summary != row.summary:
                    Character.update(summary=summary).where(Character.id == row.id).execute()
                    count += 1
            return count

        return self.write(op)

    def stored_summaries(self, ids) -> dict[int, dict[str, str]]:
        """The stored roster lines of the characters ``ids`` (for an undo that puts them back)."""
        ids, query = list(ids), Character.select(Character.id, Character.summary).tuples()
        n = IDS_PER_QUERY
        parts = (query.where(Character.id.in_(ids[i : i + n])) for i in range(0, len(ids), n))
        return {k: v for part in parts for k, v in part}

    def write_summaries(self, lines: dict[int, dict[str, str]]) -> dict[int, str]:
        """Store many roster lines at once (one prepared statement); their texts by id."""
        items = [(Character.summary.db_value(v), k) for k, v in lines.items()]
        sql = f'UPDATE "character" SET "summary" = {(m := self.database.param)} WHERE "id" = {m}'

        def op() -> None:
            cursor = self.database.cursor()
            for start in range(0, len(items), 1000):
                step(start, len(items))  # a cancel between parts rolls the whole write back
                cursor.executemany(sql, items[start : start + 1000])

        self.write(op)
        return {k: text for text, k in items}

    # -- closing ------------------------------------------------------------------------
    def close(self) -> bool:
        """Close the campaign; True when it was left whole where it is (a backend says
        otherwise in :meth:`_before_close`)."""
        whole = self._before_close()
        if not self.database.is_closed():
            with contextlib.suppress(Exception):  # a broken connection closes as it can
                self.database.close()
        if db.obj is self.database:
            db.initialize(None)
        return whole

    def _before_close(self) -> bool:
        """What the backend finishes while the database is still open; whether the
        campaign is whole."""
        return True

    def __enter__(self) -> Campaign:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()
