"""Conflicts (Střety): rounds, banks, the interrupt stack, initiative and action order.

Banks refill at the start of every round. A faster conflict (shorter round) interrupts a
slower one: its first round starts with the banks as they were, later rounds refill; the
slower conflict then resumes with full banks. A slow conflict never interrupts a fast one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from campaign_manager.systems.clovek.character import Character
from campaign_manager.systems.clovek.data import rules, text
from campaign_manager.systems.clovek.dice import check_faces, face_value, roll_faces
from campaign_manager.systems.clovek.scars import KINDS
from campaign_manager.systems.clovek.settings import ClovekSettings
from campaign_manager.systems.common import RuleError, Text

CONFLICT_KINDS = ("physical", "social_fast", "social_slow", "mental")


def initiative(vyrovnanost: int, faces: Sequence[int]) -> int:
    """Highest d10 face (0 = 10) + Vyrovnanost; with no dice, Vyrovnanost alone."""
    faces = check_faces(faces)
    return vyrovnanost + max((face_value(f) for f in faces), default=0)


@dataclass(frozen=True)
class InitiativeEntry:
    name: str
    initiative: int
    vyrovnanost: int


def initiative_order(
    entries: Sequence[InitiativeEntry],
    settings: ClovekSettings | None = None,
    gm_order: Sequence[str] | None = None,
) -> list[str]:
    """Names in descending initiative; ties by the settings' tie rule, then the GM's order
    (``gm_order``, or the order of ``entries`` when none is given)."""
    settings = settings or ClovekSettings()
    listed = list(gm_order) if gm_order is not None else [e.name for e in entries]
    position = {name: i for i, name in enumerate(listed)}

    def key(entry: InitiativeEntry):
        by_vyrovnanost = -entry.vyrovnanost if settings.tie_rule == "vyrovnanost_then_gm" else 0
        return (-entry.initiative, by_vyrovnanost, position.get(entry.name, len(listed)))

    return [e.name for e in sorted(entries, key=key)]


def unresolved_ties(
    entries: Sequence[InitiativeEntry], settings: ClovekSettings | None = None
) -> list[list[str]]:
    """Groups the tie rule cannot separate: the GM decides their order."""
    settings = settings or ClovekSettings()
    groups: dict[tuple, list[str]] = {}
    for e in entries:
        vyr = e.vyrovnanost if settings.tie_rule == "vyrovnanost_then_gm" else 0
        groups.setdefault((e.initiative, vyr), []).append(e.name)
    return [names for names in groups.values() if len(names) > 1]


def action_order(order: Sequence[str], bonus_actions: dict[str, int] | None = None):
    """Main actions in initiative order, then first bonus actions in initiative order, then
    second ones...: a list of (name, 0 for the main action or n for the n-th bonus action)."""
    bonus_actions = bonus_actions or {}
    result = [(name, 0) for name in order]
    most = max(bonus_actions.values(), default=0)
    for n in range(1, most + 1):
        result += [(name, n) for name in order if bonus_actions.get(name, 0) >= n]
    return result


@dataclass
class Participant:
    name: str
    character: Character
    banks: dict[str, int]
    initiative: int | None = None

    def refill(self) -> None:
        self.banks = {kind: self.character.bank(kind) for kind in KINDS}


@dataclass
class Conflict:
    """One conflict: kind, round length, participants and their banks."""

    kind: str
    round_seconds: int | None = None
    uses_initiative: bool | None = None
    target_value: int | None = None  # mental conflicts: the value being worked down
    progress: int = 0  # mental conflicts: successes so far, kept when left and resumed
    round: int = 0
    participants: dict[str, Participant] = field(default_factory=dict)
    carry_from: Conflict | None = None

    def __post_init__(self) -> None:
        if self.kind not in CONFLICT_KINDS:
            raise RuleError(
                Text(
                    cs=f"Neznámý druh střetu {self.kind!r}.",
                    en=f"Unknown conflict kind {self.kind!r}; known: {', '.join(CONFLICT_KINDS)}.",
                ),
                "input",
            )
        spec = rules("conflict")["conflicts"][self.kind]
        if self.round_seconds is None:
            self.round_seconds = spec["round_seconds"]
        if self.round_seconds is None or self.round_seconds <= 0:
            raise RuleError(
                Text(
                    cs="Mentální střet potřebuje délku kola v sekundách (určí Vypravěč).",
                    en="A mental conflict needs a round length in seconds (the GM sets it).",
                ),
                "input",
            )
        if self.uses_initiative is None:
            self.uses_initiative = bool(spec["initiative"])

    @property
    def name(self) -> Text:
        return text(rules("conflict")["conflicts"][self.kind]["name"])

    def add(self, name: str, character: Character) -> Participant:
        """Join the conflict: full banks, or the banks carried from the interrupted one."""
        carried = self.carry_from.participants.get(name) if self.carry_from else None
        if carried is not None and self.round <= 1:
            banks = dict(carried.banks)
        else:
            banks = {kind: character.bank(kind) for kind in KINDS}
        self.participants[name] = Participant(name, character, banks)
        return self.participants[name]

    def start_round(self) -> None:
        """Next round: banks refill (not in the first round of an interrupting conflict)."""
        self.round += 1
        for participant in self.participants.values():
            participant.initiative = None
            participant.character.start_round()
            if not (self.round == 1 and self.carry_from is not None):
                participant.refill()

    def spend(self, name: str, kind: str, dice: int) -> int:
        """Take ``dice`` from a bank; returns what is left."""
        participant = self.participants[name]
        have = participant.banks[kind]
        if not isinstance(dice, int) or dice < 0 or dice > have:
            raise RuleError(
                Text(
                    cs=f"{name}: v {kind} banku zbývá {have} kostek, nelze použít {dice}.",
                    en=f"{name}: {have} dice left in the {kind} bank, cannot use {dice}.",
                ),
                "bank",
            )
        participant.banks[kind] = have - dice
        return participant.banks[kind]

    def roll_initiative(
        self,
        name: str,
        dice: int,
        rng: random.Random | None = None,
        faces: Sequence[int] | None = None,
    ) -> int:
        """Dice chosen from the mental bank (gone for the round) + Vyrovnanost."""
        if not self.uses_initiative:
            raise RuleError(
                Text(
                    cs=f"{self.name.cs} se hraje bez iniciativy (Střety).",
                    en=f"{self.name.en} is played without initiative (Střety).",
                )
            )
        participant = self.participants[name]
        if faces is not None and len(check_faces(faces)) != dice:
            raise RuleError(
                Text(
                    cs=f"Zadáno {len(faces)} hodů, čekáno {dice}.",
                    en=f"{len(faces)} faces for {dice} dice.",
                ),
                "input",
            )
        self.spend(name, "mental", dice)
        faces = list(faces) if faces is not None else roll_faces(dice, rng)
        participant.initiative = initiative(participant.character.attributes["vyrovnanost"], faces)
        return participant.initiative

    def order(
        self, settings: ClovekSettings | None = None, gm_order: Sequence[str] | None = None
    ) -> list[str]:
        entries = [
            InitiativeEntry(
                p.name,
                p.initiative if p.initiative is not None else p.character.attributes["vyrovnanost"],
                p.character.attributes["vyrovnanost"],
            )
            for p in self.participants.values()
        ]
        return initiative_order(entries, settings, gm_order)

    def apply_progress(self, successes: int) -> int:
        """Mental conflict: successes count against the target value; returns what is left."""
        if self.target_value is None:
            raise RuleError(
                Text(
                    cs="Tento střet nemá sledovanou cílovou hodnotu.",
                    en="This conflict has no tracked target value.",
                )
            )
        if not isinstance(successes, int) or successes < 0:
            raise RuleError(Text(cs="Úspěchy ≥ 0.", en="Successes must be ≥ 0."), "input")
        self.progress = min(self.target_value, self.progress + successes)
        return self.target_value - self.progress

    @property
    def resolved(self) -> bool:
        return self.target_value is not None and self.progress >= self.target_value


class ConflictStack:
    """Running conflicts; the top is resolved first."""

    def __init__(self) -> None:
        self.conflicts: list[Conflict] = []

    @property
    def current(self) -> Conflict | None:
        return self.conflicts[-1] if self.conflicts else None

    def push(self, conflict: Conflict) -> Conflict:
        """Start a conflict; it may only interrupt a slower one (a shorter round)."""
        top = self.current
        if top is not None:
            if conflict.round_seconds >= top.round_seconds:
                raise RuleError(
                    Text(
                        cs=f"{conflict.name.cs} nemůže přerušit {top.name.cs}: pomalý střet "
                        "nikdy nepřeruší rychlý, nejdříve se vyřeší rychlý (Střety, Jedno kolo).",
                        en=f"{conflict.name.en} cannot interrupt {top.name.en}: a slow "
                        "conflict never interrupts a fast one; the fast one is resolved first "
                        "(Střety, One round).",
                    ),
                    "conflict",
                )
            conflict.carry_from = top
            if conflict.round == 0:  # participants added before the push carry their banks
                for name, participant in conflict.participants.items():
                    if name in top.participants:
                        participant.banks = dict(top.participants[name].banks)
        else:
            conflict.carry_from = None
        self.conflicts.append(conflict)
        return conflict

    def pop(self) -> Conflict | None:
        """End (or leave) the top conflict; the interrupted one resumes with full banks."""
        if not self.conflicts:
            raise RuleError(Text(cs="Žádný střet neprobíhá.", en="No conflict is running."))
        ended = self.conflicts.pop()
        ended.carry_from = None
        resumed = self.current
        if resumed is not None:
            for participant in resumed.participants.values():
                participant.refill()
        return resumed
