"""A character in play: the sheet plus its live kondice and Výdrž/Vůle pools."""

from __future__ import annotations

from dataclasses import dataclass

from campaign_manager.systems.dakara.catalogue import Catalogue
from campaign_manager.systems.dakara.condition import Condition, Pool
from campaign_manager.systems.dakara.creation import effective_rating
from campaign_manager.systems.dakara.sheet import validate_sheet


def vydrz_maximum(sheet: dict) -> int:
    """Výdrž points = Fyzická zdatnost (Výdrž) rating."""
    return effective_rating(sheet, "Fyzická zdatnost", "Výdrž")


def vule_maximum(sheet: dict, catalogue: Catalogue | None = None) -> int:
    """Vůle points = the highest Vůle rating: Jednání (Vůle) or a magic skill (catalogue list)."""
    catalogue = catalogue or Catalogue.default()
    sources = catalogue.vule_sources
    group = sources["grouped_specialisation"]
    ratings = [effective_rating(sheet, group["skill"], group["specialisation"])]
    ratings += [effective_rating(sheet, name) for name in sources["skills"]]
    return max(ratings)


def cipher_strength(sheet: dict) -> int:
    """How well network messages are enciphered: Zlodějské praktiky (Šifry)."""
    return effective_rating(sheet, "Zlodějské praktiky", "Šifry")


@dataclass
class Character:
    sheet: dict
    condition: Condition
    vydrz: Pool
    vule: Pool
    sustaining_magic: bool = False

    @classmethod
    def from_sheet(cls, sheet: dict, catalogue: Catalogue | None = None) -> Character:
        sheet = validate_sheet(sheet)
        state = sheet["state"]
        vydrz_max, vule_max = vydrz_maximum(sheet), vule_maximum(sheet, catalogue)
        return cls(
            sheet=sheet,
            condition=Condition(state["kondice_max"], state["kondice"]),
            vydrz=Pool("Výdrž", vydrz_max, min(state["vydrz_spent"], vydrz_max)),
            vule=Pool("Vůle", vule_max, min(state["vule_spent"], vule_max)),
            sustaining_magic=state["sustaining_magic"],
        )

    def to_sheet(self) -> dict:
        sheet = validate_sheet(self.sheet)
        sheet["state"].update(
            kondice_max=self.condition.maximum,
            kondice=self.condition.current,
            vydrz_spent=self.vydrz.spent,
            vule_spent=self.vule.spent,
            sustaining_magic=self.sustaining_magic,
        )
        return sheet

    def skill(self, name: str, specialisation: str | None = None) -> int:
        return effective_rating(self.sheet, name, specialisation)

    @property
    def wound_penalty(self) -> int:
        return self.condition.penalty
