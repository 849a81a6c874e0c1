"""What every page of the Dakara editor shows from: the sheet and the rules core's verdict."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from campaign_manager.systems.common import RuleError
from campaign_manager.systems.dakara import (
    Catalogue,
    DakaraSettings,
    Evaluation,
    Violation,
    evaluate_creation,
    violations_by_subject,
)

Mutator = Callable[[dict], None]


@dataclass
class DakaraState:
    sheet: dict
    settings: DakaraSettings
    catalogue: Catalogue
    language: str
    evaluation: Evaluation | None = None
    error: RuleError | None = None  # why the sheet cannot be priced, if it cannot
    flags: dict[str, list[Violation]] | None = None

    @classmethod
    def of(
        cls,
        sheet: dict,
        settings: DakaraSettings,
        catalogue: Catalogue,
        language: str,
        evaluation: Evaluation | None = None,
    ) -> DakaraState:
        """The state of ``sheet``; ``evaluation`` when the caller has already priced it."""
        state = cls(sheet, settings, catalogue, language)
        try:
            state.evaluation = evaluation or evaluate_creation(sheet, settings, catalogue)
            state.flags = violations_by_subject(state.evaluation)
        except RuleError as error:
            state.error = error
            state.flags = {}
        return state

    def money(self, md: int) -> str:
        return self.catalogue.currency.format(md)
