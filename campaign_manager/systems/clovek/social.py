"""Social conflict (Střety, Sociální střety): pairing, targets, effects, fast and slow influence.

Skills: presence (Vystupování), manipulation (Manipulace), empathy (Empatie), persuasion
(Přesvědčování). Texts and numbers are in resources/rules/clovek/social.json.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from campaign_manager.systems.clovek.data import rules, text
from campaign_manager.systems.clovek.scars import Severity, check_scar_key
from campaign_manager.systems.common import RuleError, Text

SOCIAL_SKILLS = ("presence", "manipulation", "empathy", "persuasion")
INFLUENCES = ("fast", "slow")


def _skill(key: str) -> dict:
    if not isinstance(key, str) or key not in SOCIAL_SKILLS:
        shown = repr(key) if len(repr(key)) <= 40 else repr(key)[:37] + "…"
        raise RuleError(
            Text(
                cs=f"Neznámá sociální dovednost {shown}; známé: {', '.join(SOCIAL_SKILLS)}.",
                en=f"Unknown social skill {shown}; known: {', '.join(SOCIAL_SKILLS)}.",
            ),
            "input",
        )
    return rules("social")["skills"][key]


def skill_name(key: str) -> Text:
    return text(_skill(key)["name"])


def social_pairing(attack_skill: str, defence_skill: str) -> tuple[int, int]:
    """(attacker bonus, defender bonus): +1 to the side whose skill beats the other's."""
    bonus = rules("social")["pairing_bonus"]
    attack, defence = _skill(attack_skill), _skill(defence_skill)
    if attack["beats"] == defence_skill:
        return bonus, 0
    if defence["beats"] == attack_skill:
        return 0, bonus
    return 0, 0


def target_scars(skill: str) -> tuple[str, str]:
    """The social scars a skill attacks: presence → courage/fear, and so on."""
    return tuple(_skill(skill)["targets"])


@dataclass(frozen=True)
class SocialEffect:
    key: str
    scar: str
    name: Text
    description: Text
    by_severity: dict[str, Text]
    feeling: str | None = None
    #: a feeling attack's feeling is toward: "attacker", "attacker_or_other" or "other"
    toward: str | None = None

    def at(self, severity: Severity) -> Text:
        """The text for a wound of ``severity`` (empty when the text gives none)."""
        return self.by_severity.get(severity.key, Text("", ""))

    def shown_at(self, severity: Severity) -> Text:
        """What a hit of ``severity`` does: the text for that severity, or the effect's
        description where the text describes no such severity (every hit has its
        effect: Vyzrazení, Prohlédnutí and the feeling attacks describe no severity)."""
        at = self.at(severity)
        return at if at.cs or at.en else self.description


def effects(scar: str) -> list[SocialEffect]:
    """What a hit on a social scar can do, by severity, as the text describes it."""
    check_scar_key(scar)
    entries = rules("social")["effects"].get(scar)
    if entries is None:
        raise RuleError(
            Text(cs="Efekty mají jen sociální jizvy.", en="Only social scars have effects."),
            "input",
        )
    return [
        SocialEffect(
            key=e["key"],
            scar=scar,
            name=text(e["name"]),
            description=text(e["description"]),
            by_severity={s: text(e[s]) for s in ("stun", "lethal", "devastating") if s in e},
            feeling=e.get("feeling"),
            toward=e.get("toward"),
        )
        for e in entries
    ]


@dataclass(frozen=True)
class Influence:
    key: str
    name: Text
    uses_initiative: bool
    base_power: Severity


def influence(key: str) -> Influence:
    """Fast influence: initiative, base power stun. Slow: no initiative, base power lethal."""
    if key not in INFLUENCES:
        raise RuleError(
            Text(cs="Působení je rychlé (fast) nebo pomalé (slow).", en="Influence: fast/slow."),
            "input",
        )
    data = rules("social")["influence"][key]
    return Influence(
        key, text(data["name"]), data["initiative"], Severity.parse(data["base_power"])
    )


@dataclass(frozen=True)
class SlowAttack:
    attacker: str
    target: str
    successes: int


@dataclass(frozen=True)
class SlowOutcome:
    attacker: str
    target: str
    hits: bool  # the attacker affects the target
    margin: int  # attacker's successes − target's defence


def resolve_slow(
    attacks: Sequence[SlowAttack], defenders: dict[str, int] | None = None
) -> list[SlowOutcome]:
    """Slow influence: each attack is also its attacker's defence against every attack on it.

    The attacker affects its target when it has more successes than the target's own attack
    (or the target's pure defence in ``defenders``); a tie affects nobody. Someone who only
    defends uses all its successes against every attack on it.
    """
    defenders = dict(defenders or {})
    own = {a.attacker: a.successes for a in attacks}
    if len(own) != len(attacks):
        raise RuleError(
            Text(
                cs="V pomalém působení má každý jeden hlavní útok.",
                en="Each participant makes one main attack in slow influence.",
            ),
            "input",
        )
    for name in defenders:
        if name in own:
            raise RuleError(
                Text(
                    cs=f"{name} útočí a útok je zároveň obranou.",
                    en=f"{name} attacks; the attack is also its defence.",
                ),
                "input",
            )
    outcomes = []
    for a in attacks:
        defence = own.get(a.target, defenders.get(a.target, 0))
        outcomes.append(
            SlowOutcome(a.attacker, a.target, a.successes > defence, a.successes - defence)
        )
    return outcomes


def hidden_meaning(target_saved_social_dice: int) -> tuple[int, bool]:
    """Slow influence bonus action, hidden meaning: (roll penalty −1, can the target defend).

    A target with no social dice saved cannot defend against it; one with dice may defend
    without the −1 or answer with its own hidden meaning at −1.
    """
    return rules("social")["hidden_meaning_penalty"], target_saved_social_dice > 0
