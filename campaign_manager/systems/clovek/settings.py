"""Campaign settings for Člověk + Střety. Every value here is a default (RULINGS.md §2.4):
the text does not give it, so the GM may change it and the UI labels it as a default."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from campaign_manager.systems.common import RuleError, Text

TIE_RULES = ("vyrovnanost_then_gm", "gm")

DEFAULT_NOTES: dict[str, Text] = {
    "success_threshold": Text(
        cs="Výchozí hodnota (text ji neuvádí): úspěch je kostka 7+ (0 = 10).",
        en="Default (not in the text): a die showing 7+ (0 = 10) is a success.",
    ),
    "tie_rule": Text(
        cs="Výchozí hodnota (text ji neuvádí): shodná iniciativa – vyšší Vyrovnanost, pak "
        "pořadí určí PJ.",
        en="Default (not in the text): tied initiative – higher Vyrovnanost, then the GM's order.",
    ),
}


@dataclass(frozen=True)
class ClovekSettings:
    success_threshold: int = 7  # a d10 face counts as a success at this value or more (0 = 10)
    tie_rule: str = "vyrovnanost_then_gm"  # or "gm": ties in the GM's order only

    def __post_init__(self) -> None:
        threshold = self.success_threshold
        if (
            not isinstance(threshold, int)
            or isinstance(threshold, bool)
            or not 1 <= threshold <= 10
        ):
            raise RuleError(
                Text(
                    cs="Práh úspěchu je celé číslo 1–10 (0 na kostce = 10).",
                    en="The success threshold is a whole number 1–10 (a 0 on the die = 10).",
                ),
                "input",
            )
        if self.tie_rule not in TIE_RULES:
            raise RuleError(
                Text(
                    cs=f"Pravidlo shody iniciativy je jedno z: {', '.join(TIE_RULES)}.",
                    en=f"The initiative tie rule is one of: {', '.join(TIE_RULES)}.",
                ),
                "input",
            )

    def is_default(self, name: str) -> bool:
        """Whether the setting still holds the shipped default (not from the text)."""
        default = next(f.default for f in fields(self) if f.name == name)
        return getattr(self, name) == default

    @staticmethod
    def default_note(name: str) -> Text:
        return DEFAULT_NOTES[name]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> ClovekSettings:
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RuleError(
                Text(
                    cs=f"Neznámá nastavení: {', '.join(unknown)}.",
                    en=f"Unknown settings: {', '.join(unknown)}.",
                ),
                "input",
            )
        return cls(**data)
