"""Člověk: the feelings (city) on a sheet as the ledger's relations.

Each feeling a character holds toward someone (Touha, Respekt, Přátelství,
Nepřátelství) at a value above 0, as it counts now (lasting + temporary, netted against
its opposite), is one relation from the character to that being, labelled with the
feeling and its value ("Přátelství 2"), ``origin`` "feelings". The sheet names its
targets; the storage layer resolves each name to a character or contact id (the ledger
never refers to anyone by name).

Rulings where the text is silent: the attitude follows the feeling's sign and strength
on the ledger's −3..+3 scale (Přátelství and Touha +, Nepřátelství −, Respekt 0: respect
may be for a foe); the relation is known to the players (the sheet is theirs).
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from campaign_manager.systems.clovek.feelings import FEELINGS, Feelings, feeling_name

SIGN = {"desire": 1, "respect": 0, "friendship": 1, "enmity": -1}


def attitude_of(feeling: str, value: int) -> int:
    """The ledger attitude of a feeling at ``value`` (0..5)."""
    return SIGN[feeling] * min(3, math.ceil(value * 3 / 5))


def feeling_values(feelings: Mapping) -> dict[str, dict[str, int]]:
    """``{target: {feeling: value now}}`` for every feeling above 0 of a sheet's
    ``feelings`` (the Člověk sheet's form)."""
    held = Feelings.from_dict(dict(feelings))
    out: dict[str, dict[str, int]] = {}
    for target in sorted(held.targets):
        for feeling in FEELINGS:
            value = held.value(target, feeling)
            if value > 0:
                out.setdefault(target, {})[feeling] = value
    return out


def feeling_relations(
    character_id: int, feelings: Mapping, targets: Mapping[str, tuple[str, int]]
) -> list[dict]:
    """The relation records for a sheet's ``feelings``; ``targets`` maps each target name
    to its party ``(kind, id)`` (a name missing there is left out)."""
    records = []
    for target, values in feeling_values(feelings).items():
        party = targets.get(target)
        if party is None or party == ("character", character_id):
            continue
        for feeling, value in values.items():
            records.append(
                {
                    "source_kind": "character",
                    "source_id": character_id,
                    "target_kind": party[0],
                    "target_id": party[1],
                    "label": f"{feeling_name(feeling).cs} {value}",
                    "attitude": attitude_of(feeling, value),
                    "reverse_label": "",
                    "certainty": "known",
                    "known_to_players": True,
                    "origin": "feelings",
                }
            )
    return records
