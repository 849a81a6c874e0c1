"""What every change is (:class:`Change`: apply, revert, what it touched, how heavy it
is), the registry of change kinds the kept history names (:attr:`Change.kinds`), and a
:class:`Batch`: several changes as one transaction and one undo step.

A batch writes a run of like changes together (a chapter start sets a thousand sheets):
a change says which next one joins its run (:meth:`Change.joins`) and how the run is
written (:meth:`Change.apply_run`, :meth:`Change.revert_run`), so the base names no
table and no kind of row change.
"""

from __future__ import annotations

import inspect
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar

from campaign_manager.storage.campaign import Campaign
from campaign_manager.storage.progress import step
from campaign_manager.storage.touched import Touched


class Change(ABC):
    #: every change class of the storage modules, by class name (not the row changes'
    #: bases, which name no table)
    kinds: ClassVar[dict[str, type[Change]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        declared = "model" in inspect.get_annotations(cls)
        names_a_table = not declared or "model" in cls.__dict__
        if cls.__module__.startswith("campaign_manager.storage.") and names_a_table:
            Change.kinds[cls.__name__] = cls

    @abstractmethod
    def apply(self, campaign: Campaign) -> Touched: ...

    @abstractmethod
    def revert(self, campaign: Campaign) -> Touched: ...

    def weight(self) -> int:
        """About how many rows it writes (a heavy one is written off the window's thread)."""
        return 1

    def joins(self, other: Change) -> bool:
        """Whether ``other``, next in a batch, is written in one run with this change (by
        :meth:`apply_run`); none does unless a kind of change says so."""
        return False

    @staticmethod
    def apply_run(run: list[Change], campaign: Campaign) -> Touched:
        """``apply`` of each change of ``run`` (changes that :meth:`joins` kept together)."""
        result = Touched()
        for change in run:
            result |= change.apply(campaign)
        return result

    @staticmethod
    def revert_run(run: list[Change], campaign: Campaign) -> Touched:
        """``revert`` of each change of ``run``, in the order given."""
        result = Touched()
        for change in run:
            result |= change.revert(campaign)
        return result


@dataclass
class Batch(Change):
    """Several changes as one: one transaction, one undo step, all or nothing."""

    changes: list[Change]

    def weight(self) -> int:
        return sum(change.weight() for change in self.changes)

    def apply(self, campaign: Campaign) -> Touched:
        def op() -> Touched:
            result = Touched()
            runs = _runs(self.changes)
            for number, run in enumerate(runs):
                step(number, len(runs))  # a long batch on a worker: Cancel rolls it all back
                if len(run) > 1:  # many rows of one table together: a few statements
                    result |= type(run[0]).apply_run(run, campaign)
                else:
                    result |= run[0].apply(campaign)
            step(len(runs), len(runs))  # a Cancel until the commit still rolls it all back
            return result

        return campaign.write(op)

    def revert(self, campaign: Campaign) -> Touched:
        def op() -> Touched:
            result = Touched()
            runs = _runs(list(reversed(self.changes)))
            for number, run in enumerate(runs):
                step(number, len(runs))
                if len(run) > 1:
                    result |= type(run[0]).revert_run(run, campaign)
                else:
                    result |= run[0].revert(campaign)
            step(len(runs), len(runs))
            return result

        return campaign.write(op)


def _runs(changes: list[Change]) -> list[list[Change]]:
    """The changes in order, each run of changes that join the one before kept together
    (plain row deletes, or updates, of one table)."""
    runs: list[list[Change]] = []
    for change in changes:
        if runs and runs[-1][-1].joins(change):
            runs[-1].append(change)
        else:
            runs.append([change])
    return runs
