"""Člověk's part of the ledger: the feelings (city) on a sheet as the ledger's relations.

Each feeling a character holds toward someone (Touha, Respekt, Přátelství,
Nepřátelství) at a value above 0, as it counts now (lasting + temporary, netted against
its opposite), is one relation from the character to that being, labelled with the
feeling and its value ("Přátelství 2"), ``origin`` "feelings". The sheet names its
targets; the storage layer resolves each name to a character or contact id (the ledger
never refers to anyone by name).

Rulings where the text is silent: the attitude follows the feeling's sign and strength
on the ledger's −3..+3 scale (Přátelství and Touha +, Nepřátelství −, Respekt 0: respect
may be for a foe); the relation is known to the players (the sheet is theirs).

:data:`LEDGER` hands them to the ledger (``SYSTEM.ledger``).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import fields
from typing import Any

from campaign_manager.ledger.checks import choice, fail, ident, party, whole
from campaign_manager.ledger.parts import LedgerParts, SheetRelations
from campaign_manager.systems.clovek.feelings import (
    FEELINGS,
    MAX_VALUE,
    Feeling,
    Feelings,
    feeling_name,
)
from campaign_manager.systems.common import kind_of, shown

SIGN = {"desire": 1, "respect": 0, "friendship": 1, "enmity": -1}


def attitude_of(feeling: str, value: int) -> int:
    """The ledger attitude of a feeling at ``value`` (0..5)."""
    choice(feeling, "feeling", FEELINGS)
    whole(value, "value", 0, MAX_VALUE)
    return SIGN[feeling] * min(3, math.ceil(value * 3 / 5))


_FEELING_FIELDS = tuple(f.name for f in fields(Feeling))


def _feelings(feelings: Any) -> dict:
    """A sheet's ``feelings`` checked for the shape :class:`Feelings` reads: target name →
    feeling → ``{"value", "raises", "from_requests", "scene_hits", "chapter_hits"}`` (whole
    numbers, each optional)."""
    if not isinstance(feelings, Mapping):
        raise fail(
            f"City jsou záznam cíl → cit → hodnoty, ne {kind_of(feelings).cs}.",
            f"Feelings are a record target → feeling → values, not {kind_of(feelings).en}.",
        )
    for target, row in feelings.items():
        if type(target) is not str or not target.strip():
            raise fail(
                f"Cit potřebuje cíl (jméno), ne {shown(repr(target))}.",
                f"A feeling needs a target (a name), not {shown(repr(target))}.",
            )
        if not isinstance(row, Mapping):
            raise fail(
                f"City k „{shown(target)}“ jsou záznam podle citu, ne {kind_of(row).cs}.",
                f"The feelings toward '{shown(target)}' are a record by feeling, not "
                f"{kind_of(row).en}.",
            )
        for key, entry in row.items():
            choice(key, f"{shown(target)}.feeling", FEELINGS)
            if not isinstance(entry, Mapping) or not all(
                type(name) is str and name in _FEELING_FIELDS and type(number) is int
                for name, number in entry.items()
            ):
                raise fail(
                    f"Cit {key} k „{shown(target)}“ je záznam celých čísel "
                    f"({', '.join(_FEELING_FIELDS)}), ne {shown(repr(entry))}.",
                    f"The feeling {key} toward '{shown(target)}' is a record of whole numbers "
                    f"({', '.join(_FEELING_FIELDS)}), not {shown(repr(entry))}.",
                )
    return {
        target: {key: dict(entry) for key, entry in row.items()} for target, row in feelings.items()
    }


def feeling_values(feelings: Mapping) -> dict[str, dict[str, int]]:
    """``{target: {feeling: value now}}`` for every feeling above 0 of a sheet's
    ``feelings`` (the Člověk sheet's form)."""
    held = Feelings.from_dict(_feelings(feelings))
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
    ident(character_id, "character_id")
    if not isinstance(targets, Mapping):
        raise fail(
            f"Cíle citů jsou záznam jméno → (druh, id), ne {kind_of(targets).cs}.",
            f"The feelings' targets are a record name → (kind, id), not {kind_of(targets).en}.",
        )
    parties = {name: party(who, f"targets[{shown(repr(name))}]") for name, who in targets.items()}
    records = []
    for target, values in feeling_values(feelings).items():
        who = parties.get(target)
        if who is None or who == ("character", character_id):
            continue
        for feeling, value in values.items():
            records.append(
                {
                    "source_kind": "character",
                    "source_id": character_id,
                    "target_kind": who[0],
                    "target_id": who[1],
                    "label": f"{feeling_name(feeling).cs} {value}",
                    "attitude": attitude_of(feeling, value),
                    "reverse_label": "",
                    "certainty": "known",
                    "known_to_players": True,
                    "origin": "feelings",
                }
            )
    return records


LEDGER = LedgerParts(
    sheet_relations=SheetRelations(
        origin="feelings",
        targets=lambda feelings: list(feeling_values(feelings)),
        relations=feeling_relations,
        contact_note="Z citů postavy (Člověk): doplň, kdo to je.",
    )
)
