"""Social conflict actions of the Střety encounter: a social attack with the pairing bonus
and its target scars, and the simultaneous resolution of slow influence. Pure Python."""

from __future__ import annotations

from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.encounter_bonus import attacking, not_oneself, penalty_note
from campaign_manager.systems.clovek.encounter_check import flag, shown
from campaign_manager.systems.clovek.encounter_wounds import (
    no_scars_in_mental,
    points_of,
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
from campaign_manager.systems.common import Text, by_gender, check_name, gender_of, signed
from campaign_manager.systems.encounter_common import combatant, refuse
from campaign_manager.systems.outcome import Event, Prompt


def _social_attack(state, action, rng, events, prompts):
    """A social attack: the pairing bonus (+1), the scars the skill targets, the effect and
    the wound (base power stun in fast influence, lethal in slow unless the GM says). The
    attack's ``effect`` (a key of the scar's effects) says what the attacker aims at; a
    feeling attack then writes the feeling on the target's sheet with the wound's size and
    type (its points; a stun wound's until the scene ends, a lethal one's until the
    chapter ends, a devastating one's for good), toward the attacker or toward ``toward``
    (a combatant's id or a name) where the text allows another one."""
    no_scars_in_mental(state)
    kind = st.top(state)["kind"]
    as_bonus = flag(action, "bonus_action", "Jako bonusová akce", "As a bonus action")
    attacker, way = attacking(state, action, events, "social", as_bonus)
    target = combatant(state, action.get("target"))
    not_oneself(attacker, target)
    skill = action.get("attack_skill")
    pair = target_scars(skill)
    defence = action.get("defence_skill")
    bonus_attack, bonus_defence = social_pairing(skill, defence) if defence is not None else (0, 0)
    penalty_cs = penalty_en = ""
    if attacker is not None:
        penalty_cs, penalty_en = penalty_note(way)
    elif as_bonus:
        if kind == "social_slow":
            penalty, _ = hidden_meaning(1)
        elif kind == "physical":
            penalty = speaking_bonus_penalty()
        else:
            raise refuse(
                "Rychlé působení neumožňuje získat bonusovou sociální akci (Střety, Rychlé "
                "působení).",
                "Fast influence gives no bonus social action (Střety, Fast influence).",
                "action",
            )
        penalty_cs, penalty_en = (
            f"bonusová akce {signed(penalty)}",
            f"bonus action {signed(penalty)}",
        )
    who = f"{attacker['name']} → " if attacker else ""
    parts_cs = [f"{skill_name(skill).cs} útočí na {' / '.join(scar_name(s).cs for s in pair)}"]
    parts_en = [f"{skill_name(skill).en} attacks {' / '.join(scar_name(s).en for s in pair)}"]
    if bonus_attack:
        parts_cs.append(f"útočník +{bonus_attack} za dvojici dovedností")
        parts_en.append(f"attacker +{bonus_attack} for the skill pairing")
    if bonus_defence:
        parts_cs.append(f"obránce +{bonus_defence} za dvojici dovedností")
        parts_en.append(f"defender +{bonus_defence} for the skill pairing")
    if penalty_cs:
        parts_cs.append(penalty_cs)
        parts_en.append(penalty_en)
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
    effect_key = action.get("effect")
    if effect_key is None and action.get("toward") is not None:
        raise refuse(
            "Komu cit patří, se určuje u útoku na cit: uveďte i jeho účinek (effect).",
            "Whom a feeling is toward goes with an attack on a feeling: give its effect too.",
            "input",
        )
    if not points and effect_key is None:
        return
    scar = action.get("scar")
    if not isinstance(scar, str) or scar not in pair:
        raise refuse(
            f"{skill_name(skill).cs} útočí jen na jizvy {' / '.join(scar_name(s).cs for s in pair)}"
            " (Střety, Sociální střety).",
            f"{skill_name(skill).en} attacks only {' / '.join(scar_name(s).en for s in pair)} "
            "(Střety, Social conflicts).",
            "input",
        )
    chosen = effects(scar)
    if effect_key is not None:
        chosen = [e for e in chosen if e.key == effect_key]
        if not chosen:
            known = ", ".join(f"{e.key} ({e.name.cs})" for e in effects(scar))
            known_en = ", ".join(f"{e.key} ({e.name.en})" for e in effects(scar))
            raise refuse(
                f"Zásah jizvy {scar_name(scar).cs} má účinky: {known}; ne {shown(effect_key)}.",
                f"A hit on {scar_name(scar).en} has the effects: {known_en}; not "
                f"{shown(effect_key)}.",
                "input",
            )
    if not points:
        raise refuse(
            "Účinek má jen zásah: zadejte body zranění (alespoň 1).",
            "Only a hit has an effect: enter the wound's points (at least 1).",
            "input",
        )
    severity = action.get("severity")
    if severity is None:
        severity = influence("slow" if kind == "social_slow" else "fast").base_power
    sev = Severity.parse(severity)
    toward = _toward(state, action, attacker, target, chosen) if effect_key is not None else None
    write_wound(state, target["id"], scar, sev, points, events, prompts)
    for effect in chosen:
        events.append(
            Event(
                Text(
                    cs=f"{target['name']}: {effect.name.cs} – {effect.shown_at(sev).cs}",
                    en=f"{target['name']}: {effect.name.en} – {effect.shown_at(sev).en}",
                ),
                "social_effect",
                target["id"],
            )
        )
    if toward is not None:
        char = st.character(target)
        raised = char.feelings.attack(toward, chosen[0].feeling, points, int(sev))
        st.store(target, char)
        events.append(
            Event(
                Text(cs=f"{target['name']}: {raised.cs}", en=f"{target['name']}: {raised.en}"),
                "feeling",
                target["id"],
            )
        )


TOWARD = Text(cs="Jméno toho, komu cit patří", en="The name of the one the feeling is toward")


def _toward(state, action, attacker, target, chosen) -> str | None:
    """The name the feeling of a feeling attack is toward, or None where the attack's
    effect writes no feeling (not a feeling attack; Ujištění or Vrtání with no one else
    named: their other effect)."""
    effect = chosen[0]
    if effect.feeling is None:
        if action.get("toward") is not None:
            raise refuse(
                f"{effect.name.cs} není útok na cit; komu cit patří, se neurčuje.",
                f"{effect.name.en} is no attack on a feeling; it is toward nobody.",
                "input",
            )
        return None
    raw = action.get("toward")
    if raw is None:
        if effect.toward == "other":
            return None  # its other effect (a chapter's motivation, the view of the world)
        if attacker is None:
            raise refuse(
                f"{effect.name.cs}: cit vzniká k útočníkovi – uveďte, kdo útočí.",
                f"{effect.name.en}: the feeling is toward the attacker – name who attacks.",
                "input",
            )
        return attacker["name"]
    if isinstance(raw, str) and raw in state["combatants"]:
        name = state["combatants"][raw]["name"]
        same = attacker is not None and raw == attacker["id"]
        itself = raw == target["id"]
    else:
        name = check_name(raw, TOWARD)
        same = attacker is not None and name == attacker["name"]
        itself = name == target["name"]
    if itself:
        raise refuse(
            f"{target['name']} nechová cit sám k sobě; cit patří jiné bytosti.",
            f"{target['name']} holds no feeling toward itself; it is toward another being.",
            "input",
        )
    if effect.toward == "attacker" and not same:
        raise refuse(
            f"{effect.name.cs}: cit vzniká k útočníkovi, ne k jiné postavě (Střety, Sociální "
            "střety).",
            f"{effect.name.en}: the feeling is toward the attacker, not another character "
            "(Střety, Social conflicts).",
            "input",
        )
    if effect.toward == "other" and same:
        raise refuse(
            f"{effect.name.cs}: cit musí patřit někomu jinému než útočníkovi (Střety, "
            "Sociální střety).",
            f"{effect.name.en}: the feeling must be toward someone other than the attacker "
            "(Střety, Social conflicts).",
            "input",
        )
    return name


def _slow_resolve(state, action, rng, events, prompts):
    """Slow influence: every attack is also its attacker's defence; more successes win, a
    tie affects nobody; one who only defends counts its successes against every attack."""
    st.require_running(state)
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
        if attacker["id"] == target["id"]:
            raise refuse(
                f"{attacker['name']} nemůže v pomalém působení útočit "
                f"{by_gender(gender_of(attacker), 'sám', 'sama', 'samo')} na sebe; kdo jen "
                "brání, patří mezi obránce (Střety, Pomalé působení).",
                f"{attacker['name']} cannot attack itself in slow influence; one who only "
                "defends belongs among the defenders (Střety, Slow influence).",
                "input",
            )
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
