"""Social conflict actions of the Střety encounter: a social attack with the pairing bonus
and its target scars, and the simultaneous resolution of slow influence. Pure Python."""

from __future__ import annotations

from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.encounter_wounds import (
    attacker_of,
    points_of,
    signed,
    write_wound,
)
from campaign_manager.systems.clovek.physical import speaking_bonus_penalty
from campaign_manager.systems.clovek.scars import Severity, scar_name
from campaign_manager.systems.clovek.social import (
    SlowAttack,
    effects,
    hidden_meaning,
    influence,
    resolve_slow,
    skill_name,
    social_pairing,
    target_scars,
)
from campaign_manager.systems.common import Text
from campaign_manager.systems.encounter_common import combatant, refuse
from campaign_manager.systems.outcome import Event, Prompt


def _social_attack(state, action, rng, events, prompts):
    """A social attack: the pairing bonus (+1), the scars the skill targets, the effect and
    the wound (base power stun in fast influence, lethal in slow unless the GM says)."""
    attacker = attacker_of(state, action, events)
    target = combatant(state, action.get("target"))
    skill = action.get("attack_skill")
    pair = target_scars(skill)
    defence = action.get("defence_skill")
    bonus_attack, bonus_defence = social_pairing(skill, defence) if defence else (0, 0)
    kind = st.top(state)["kind"]
    penalty = 0
    if action.get("bonus_action"):
        if kind == "social_slow":
            penalty, _ = hidden_meaning(1)
        elif kind == "physical":
            penalty = speaking_bonus_penalty()
    who = f"{attacker['name']} → " if attacker else ""
    parts_cs = [f"{skill_name(skill).cs} útočí na {' / '.join(scar_name(s).cs for s in pair)}"]
    parts_en = [f"{skill_name(skill).en} attacks {' / '.join(scar_name(s).en for s in pair)}"]
    if bonus_attack:
        parts_cs.append(f"útočník +{bonus_attack} za dvojici dovedností")
        parts_en.append(f"attacker +{bonus_attack} for the skill pairing")
    if bonus_defence:
        parts_cs.append(f"obránce +{bonus_defence} za dvojici dovedností")
        parts_en.append(f"defender +{bonus_defence} for the skill pairing")
    if penalty:
        parts_cs.append(f"bonusová akce {signed(penalty)}")
        parts_en.append(f"bonus action {signed(penalty)}")
    events.append(
        Event(
            Text(
                cs=f"{who}{target['name']}: " + "; ".join(parts_cs) + ".",
                en=f"{who}{target['name']}: " + "; ".join(parts_en) + ".",
            ),
            "social_attack",
            attacker["id"] if attacker else target["id"],
        )
    )
    points = points_of(action.get("points", 0))
    if not points:
        return
    scar = action.get("scar")
    if scar not in pair:
        raise refuse(
            f"{skill_name(skill).cs} útočí jen na jizvy {' / '.join(scar_name(s).cs for s in pair)}"
            " (Střety, Sociální střety).",
            f"{skill_name(skill).en} attacks only {' / '.join(scar_name(s).en for s in pair)} "
            "(Střety, Social conflicts).",
            "input",
        )
    severity = action.get("severity")
    if severity is None:
        severity = influence("slow" if kind == "social_slow" else "fast").base_power
    sev = Severity.parse(severity)
    write_wound(state, target["id"], scar, sev, points, events, prompts)
    shown = [e for e in effects(scar) if e.at(sev).cs or e.at(sev).en]
    for effect in shown:
        events.append(
            Event(
                Text(
                    cs=f"{target['name']}: {effect.name.cs} – {effect.at(sev).cs}",
                    en=f"{target['name']}: {effect.name.en} – {effect.at(sev).en}",
                ),
                "social_effect",
                target["id"],
            )
        )


def _slow_resolve(state, action, rng, events, prompts):
    """Slow influence: every attack is also its attacker's defence; more successes win, a
    tie affects nobody; one who only defends counts its successes against every attack."""
    if st.top(state)["kind"] != "social_slow":
        raise refuse(
            "Souběžné vyhodnocení útoků má jen pomalé sociální působení.",
            "Only slow social influence resolves attacks together.",
            "state",
        )
    raw = action.get("attacks")
    defenders = action.get("defenders") or {}
    if not isinstance(raw, list) or not isinstance(defenders, dict):
        raise refuse(
            "Útoky jsou seznam {attacker, target, successes}, obránci {id: úspěchy}.",
            "Attacks are a list of {attacker, target, successes}; defenders {id: successes}.",
            "input",
        )
    attacks = []
    for item in raw:
        if not isinstance(item, dict):
            raise refuse("Útok je záznam.", "An attack is a record.", "input")
        attacker = combatant(state, item.get("attacker"))
        target = combatant(state, item.get("target"))
        successes = points_of(item.get("successes", 0))
        attacks.append(SlowAttack(attacker["id"], target["id"], successes))
    for cid, n in defenders.items():
        combatant(state, cid)
        points_of(n)
    for outcome in resolve_slow(attacks, defenders):
        a, t = st.name_of(state, outcome.attacker), st.name_of(state, outcome.target)
        if outcome.hits:
            cs, en = (
                f"{a} působí na {t} (úspěchů o {outcome.margin} víc).",
                f"{a} affects {t} (by {outcome.margin} "
                + ("success)." if outcome.margin == 1 else "successes)."),
            )
            prompts.append(
                Prompt(
                    "wound",
                    outcome.target,
                    None,
                    Text(
                        cs=f"{t}: zadejte sociální zranění od {a}.",
                        en=f"{t}: enter the social wound from {a}.",
                    ),
                    data={"attacker": outcome.attacker, "margin": outcome.margin},
                )
            )
        elif outcome.margin == 0:
            cs, en = (
                f"{a} a {t}: shoda, nikdo není ovlivněn.",
                f"{a} and {t}: a tie affects nobody.",
            )
        else:
            cs, en = f"{a} na {t} nepůsobí.", f"{a} does not affect {t}."
        events.append(Event(Text(cs=cs, en=en), "slow_outcome", outcome.attacker))


HANDLERS = {"social_attack": _social_attack, "slow_resolve": _slow_resolve}
