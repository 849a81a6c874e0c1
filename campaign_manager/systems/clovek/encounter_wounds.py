"""Střety encounter actions that hurt: wounds to scars, hit locations, autofire, shotguns
and burning (a feeling used instead is :mod:`encounter_feelings`'s). Pure Python.

Wounds go through the core (``Character.wound``: the scar fill algorithm with its one-time
penalties, pushed-out and upgraded wounds, opposite healing and criticals) and land on the
combatant's sheet at once (a roster character's storage writes it back; an extra keeps it
in the encounter). The text does not say how successes and power become a wound
(RULINGS §2.4), so the GM enters severity and points; the tracker computes what the text
does give: the aimed penalty, the d10 hit location with the miss and the bystander roll,
the autofire and shotgun modifiers, the social pairing bonus and the target scars.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.encounter_bonus import attacking, not_oneself, penalty_note
from campaign_manager.systems.clovek.encounter_check import flag
from campaign_manager.systems.clovek.encounter_feelings import feeling_used
from campaign_manager.systems.clovek.physical import (
    aimed_penalty,
    autofire_penalties,
    roll_location,
    shotgun_groups,
    shotgun_shot,
)
from campaign_manager.systems.clovek.scars import (
    PHYSICAL_SCARS,
    SCAR_KIND,
    Severity,
    check_scar_key,
    scar_name,
)
from campaign_manager.systems.common import Text, signed
from campaign_manager.systems.encounter_common import combatant, refuse
from campaign_manager.systems.outcome import Event, Prompt

#: most wound points one action may write (a scar holds at most 5 boxes; upgrades and
#: criticals make more meaningful, but not thousands)
MAX_POINTS = 30
#: most attacks one burst makes (a long burst: three)
MAX_BURST = 3


def points_of(value: Any, allow_zero: bool = True) -> int:
    low = 0 if allow_zero else 1
    if not st.is_int(value) or not low <= value <= MAX_POINTS:
        raise refuse(
            f"Body zranění jsou celé číslo {low}–{MAX_POINTS}.",
            f"Wound points are a whole number {low}–{MAX_POINTS}.",
            "input",
        )
    return value


def no_scars_in_mental(state: dict) -> None:
    """A mental conflict's attacks are not absorbed by scars (Střety, Mentální střety: "V
    Mentálních střetech nelze pohlcovat útok soupeře jizvou"): they work down a thing's
    value, its progress."""
    if st.top(state)["kind"] == "mental":
        raise refuse(
            "V mentálním střetu nelze útok soupeře pohltit jizvou: útok míří na hodnotu věci "
            "(firewall, pozice v šachu) – zapište postup. Zranění zvenčí přinese rychlejší "
            "střet, který mentální přeruší (Střety, Mentální střety).",
            "In a mental conflict an opponent's attack cannot be absorbed by a scar: it works "
            "on a thing's value (a firewall, a chess position) – record the progress. A wound "
            "from outside comes with a faster conflict interrupting the mental one (Střety, "
            "Mental conflicts).",
            "action",
        )


def with_note(text: Text, way: dict | None) -> Text:
    """``text`` with the bonus action's penalty added (for an attack made with one)."""
    note_cs, note_en = penalty_note(way)
    if not note_cs:
        return text
    return Text(cs=f"{text.cs.rstrip('.')}; {note_cs}.", en=f"{text.en.rstrip('.')}; {note_en}.")


def attack_line(attacker: dict | None, target: dict, way: dict | None, events: list) -> None:
    """The log line of an attack made with a bonus action (its penalty); nothing else."""
    if attacker is None or way is None:
        return
    note_cs, note_en = penalty_note(way)
    events.append(
        Event(
            Text(
                cs=f"{attacker['name']} → {target['name']}: {note_cs}.",
                en=f"{attacker['name']} → {target['name']}: {note_en}.",
            ),
            "attack",
            attacker["id"],
        )
    )


def write_wound(
    state: dict,
    target: Any,
    scar: Any,
    severity: Any,
    points: Any,
    events: list[Event],
    prompts: list[Prompt],
) -> None:
    """``points`` of ``severity`` into the target's scar, through the core, with its events."""
    record = combatant(state, target)
    check_scar_key(scar)
    sev = Severity.parse(severity)
    points = points_of(points)
    char = st.character(record)
    happened = char.wound(scar, sev, points)
    st.store(record, char)
    name, cid = record["name"], record["id"]
    where = scar_name(scar)
    events.append(
        Event(
            Text(
                cs=f"{name}: {points}× {sev.label.cs} zranění do jizvy {where.cs}.",
                en=f"{name}: {points}× {sev.label.en} wound to {where.en}.",
            ),
            "wound",
            cid,
        )
    )
    for item in happened:
        penalty = item.penalty
        if item.kind == "one_time_penalty" and item.severity is not None:
            penalty = st.campaign_penalty(state, item.scar, f"one_time_{item.severity.key}") or (
                penalty
            )
        elif item.kind == "critical":
            penalty = st.campaign_penalty(state, item.scar, "critical") or penalty
        extra_cs = f" {penalty.cs}" if penalty and penalty.cs else ""
        extra_en = f" {penalty.en}" if penalty and penalty.en else ""
        events.append(
            Event(
                Text(
                    cs=f"{name}: {item.text.cs}{extra_cs}", en=f"{name}: {item.text.en}{extra_en}"
                ),
                item.kind,
                cid,
            )
        )
        if item.kind == "critical":
            prompts.append(
                Prompt(
                    "critical",
                    cid,
                    None,
                    Text(cs=f"{name}: {item.text.cs}", en=f"{name}: {item.text.en}"),
                    data={"scar": item.scar},
                )
            )
        elif item.kind == "disorder_can_trigger":
            disorders = tuple(d["name"] for d in record["sheet"]["disorders"])
            prompts.append(
                Prompt(
                    "choice",
                    cid,
                    None,
                    Text(cs=f"{name}: {item.text.cs}", en=f"{name}: {item.text.en}"),
                    options=disorders,
                    data={"choice": "trigger_disorder"},
                )
            )


def _wound(state, action, rng, events, prompts):
    """A wound straight into a scar, from an attack of any kind (a mental spell may wound
    the body) or from outside the conflict (no attacker named)."""
    no_scars_in_mental(state)
    scar = check_scar_key(action.get("scar"))
    attacker, way = attacking(state, action, events, None, opens=False)
    target = combatant(state, action.get("target"))
    not_oneself(attacker, target)
    attack_line(attacker, target, way, events)
    write_wound(
        state,
        target["id"],
        scar,
        action.get("severity"),
        action.get("points", 1),
        events,
        prompts,
    )


def _aimed_wound(state, action, rng, events, prompts):
    """An aimed attack (melee torso 0, limbs −1, head −2; ranged −1/−2/−3) and its wound."""
    no_scars_in_mental(state)
    scar = check_scar_key(action.get("scar"))
    if scar not in PHYSICAL_SCARS:
        raise refuse(
            "Mířit lze jen na fyzické jizvy (Střety, Boj na blízko).",
            "Only physical scars can be aimed at (Střety, Melee).",
            "input",
        )
    attacker, way = attacking(state, action, events, "physical")
    target = combatant(state, action.get("target"))
    not_oneself(attacker, target)
    ranged = flag(action, "ranged", "Střelba (ranged)", "Ranged ('ranged')")
    penalty = aimed_penalty(scar, ranged)
    who = f"{attacker['name']} → " if attacker else ""
    how_cs, how_en = ("střelba", "ranged") if ranged else ("na blízko", "melee")
    where = scar_name(scar)
    events.append(
        Event(
            with_note(
                Text(
                    cs=f"{who}{target['name']}: míření na {where.cs} ({how_cs}), postih na hod "
                    f"{signed(penalty)}.",
                    en=f"{who}{target['name']}: aimed at {where.en} ({how_en}), "
                    f"{signed(penalty)} to the roll.",
                ),
                way,
            ),
            "aim",
            attacker["id"] if attacker else target["id"],
        )
    )
    points = points_of(action.get("points", 0))
    if points:
        write_wound(state, target["id"], scar, action.get("severity"), points, events, prompts)


def locate(
    state: dict,
    target: dict,
    face: Any,
    rng: Any,
    bystander: bool,
    severity: Any,
    points: int,
    events: list[Event],
    prompts: list[Prompt],
) -> str | None:
    """The d10 hit location (rolled when ``face`` is None): 1–2 miss, with the bystander
    roll offered after a miss that was not itself a bystander's roll."""
    location = roll_location(rng, face, bystander)
    name = target["name"]
    if location.scar is None:
        events.append(
            Event(
                Text(
                    cs=f"{name}: místo zásahu {location.face} – minutí.",
                    en=f"{name}: hit location {location.face} – a miss.",
                ),
                "miss",
                target["id"],
            )
        )
        if not bystander:
            prompts.append(
                Prompt(
                    "bystander",
                    target["id"],
                    None,
                    Text(
                        cs=f"{name}: minutí může zasáhnout někoho vedle cíle – hoďte znovu "
                        "k10 na místo zásahu (Střety, Boj na dálku).",
                        en=f"{name}: the miss may hit someone next to the target – roll the "
                        "d10 hit location again (Střety, Ranged combat).",
                    ),
                    data={"action": "hit_location", "bystander": True, "next_to": target["id"]},
                )
            )
        return None
    where = scar_name(location.scar)
    events.append(
        Event(
            Text(
                cs=f"{name}: místo zásahu {location.face} – {where.cs}.",
                en=f"{name}: hit location {location.face} – {where.en}.",
            ),
            "hit_location",
            target["id"],
        )
    )
    if points:
        write_wound(state, target["id"], location.scar, severity, points, events, prompts)
    else:
        prompts.append(
            Prompt(
                "wound",
                target["id"],
                None,
                Text(
                    cs=f"{name}: zadejte zranění do jizvy {where.cs}.",
                    en=f"{name}: enter the wound to {where.en}.",
                ),
                data={"scar": location.scar},
            )
        )
    return location.scar


def _hit_location(state, action, rng, events, prompts):
    no_scars_in_mental(state)
    attacker, way = attacking(state, action, events, "physical", opens=False)
    target = combatant(state, action.get("target"))
    not_oneself(attacker, target)
    bystander = flag(action, "bystander", "Hod pro vedle stojícího", "The bystander's roll")
    points = points_of(action.get("points", 0))
    if points:
        Severity.parse(action.get("severity"))
    attack_line(attacker, target, way, events)
    locate(
        state,
        target,
        action.get("face"),
        rng,
        bystander,
        action.get("severity"),
        points,
        events,
        prompts,
    )


def _autofire(state, action, rng, events, prompts):
    """A burst: the attacks with their penalties; each hit then rolls its hit location."""
    no_scars_in_mental(state)
    attacker, way = attacking(state, action, events, "physical")
    targets = action.get("targets")
    if not isinstance(targets, list):
        raise refuse("Cíle jsou seznam id.", "Targets are a list of ids.", "input")
    records = [combatant(state, t) for t in targets]
    for record in records:
        not_oneself(attacker, record)
    burst = action.get("burst")
    penalties = autofire_penalties(burst, [r["id"] for r in records])
    extra = way["penalty"] if way else 0  # a burst made as a bonus action: each attack
    penalties = [p + extra for p in penalties]
    who = attacker["name"] if attacker else records[0]["name"]
    cid = attacker["id"] if attacker else records[0]["id"]
    line = ", ".join(f"{r['name']} {signed(p)}" for r, p in zip(records, penalties, strict=True))
    burst_cs, burst_en = ("krátká", "short") if burst == "short" else ("dlouhá", "long")
    events.append(
        Event(
            with_note(
                Text(
                    cs=f"{who}: {burst_cs} dávka – {line} (bez míření; každý zásah hází místo).",
                    en=f"{who}: {burst_en} burst – {line} (no aiming; every hit rolls its "
                    "location).",
                ),
                way,
            ),
            "autofire",
            cid,
        )
    )
    for i, (record, penalty) in enumerate(zip(records, penalties, strict=True), start=1):
        prompts.append(
            Prompt(
                "attack",
                record["id"],
                None,
                Text(
                    cs=f"{record['name']}: {i}. útok dávky, postih na hod {signed(penalty)}; "
                    "při zásahu hod na místo zásahu.",
                    en=f"{record['name']}: attack {i} of the burst, {signed(penalty)} to the "
                    "roll; on a hit roll the hit location.",
                ),
                data={
                    "attack": i,
                    "penalty": penalty,
                    "then": "hit_location",
                    **({"attacker": attacker["id"]} if attacker else {}),
                },
            )
        )


def _missed(state, action, rng, events, prompts):
    """``{"type": "missed", "target", "attack"?, "attacker"?}``: an attack of a burst the
    GM rolled as a miss; nothing changes, the log says so (a miss is never silent)."""
    st.require_running(state)
    target = combatant(state, action.get("target"))
    attacker = action.get("attacker")
    attacker = combatant(state, attacker) if attacker is not None else None
    number = action.get("attack")
    if number is not None and (not st.is_int(number) or not 1 <= number <= MAX_BURST):
        raise refuse(
            f"Útok dávky je číslo 1–{MAX_BURST}.",
            f"A burst's attack is a number 1–{MAX_BURST}.",
            "input",
        )
    who = f"{attacker['name']} → {target['name']}" if attacker else target["name"]
    if number is None:
        cs, en = "útok dávky minul", "an attack of the burst missed"
    else:
        cs, en = f"{number}. útok dávky minul", f"attack {number} of the burst missed"
    events.append(Event(Text(cs=f"{who}: {cs}.", en=f"{who}: {en}."), "miss", target["id"]))


def _shotgun(state, action, rng, events, prompts):
    """Shot: power lowered by X ≥ 1 for +X+1 (0 = a slug); on a hit the power is split into
    groups (sizes by the GM), each with its own hit location."""
    no_scars_in_mental(state)
    attacker, way = attacking(state, action, events, "physical")
    target = combatant(state, action.get("target"))
    not_oneself(attacker, target)
    power = action.get("power")
    if st.is_int(power) and power > MAX_POINTS:
        raise refuse(
            f"Moc brokovnice je nejvýše {MAX_POINTS}.",
            f"A shotgun's power is at most {MAX_POINTS}.",
            "input",
        )
    power, bonus = shotgun_shot(power, action.get("reduce_by", 0))
    who = f"{attacker['name']} → " if attacker else ""
    shot_cs = f"broky: moc {power}, bonus {signed(bonus)}" if bonus else f"breneka: moc {power}"
    shot_en = (
        f"shot: power {power}, {signed(bonus)} to the roll" if bonus else f"slug: power {power}"
    )
    events.append(
        Event(
            with_note(
                Text(
                    cs=f"{who}{target['name']}: {shot_cs}.",
                    en=f"{who}{target['name']}: {shot_en}.",
                ),
                way,
            ),
            "shotgun",
            attacker["id"] if attacker else target["id"],
        )
    )
    groups = action.get("groups")
    hit = flag(action, "hit", "Zásah", "The hit", default=True)
    if not hit:  # the GM rolled a miss: the log says so
        if groups is not None:
            raise refuse(
                "Výstřel, který minul, nemá skupiny broků.",
                "A shot that missed has no groups of pellets.",
                "input",
            )
        events.append(
            Event(
                Text(
                    cs=f"{who}{target['name']}: výstřel minul.",
                    en=f"{who}{target['name']}: the shot missed.",
                ),
                "miss",
                target["id"],
            )
        )
        return
    if groups is None:
        return
    faces = action.get("faces")
    severity = action.get("severity")
    if severity is not None:
        Severity.parse(severity)
    for size, location in shotgun_groups(power, groups, rng, faces):
        locate(
            state,
            target,
            location.face,
            None,
            False,
            severity,
            size if severity is not None else 0,
            events,
            prompts,
        )


def _burn(state, action, rng, events, prompts):
    """Burning (pálení) within the per-round limit; the GM may give dice back (the text
    gives no rate), at most up to the full bank."""
    st.require_running(state)
    record = combatant(state, action.get("id"))
    scar = check_scar_key(action.get("scar"))
    points = points_of(action.get("points", 1), allow_zero=False)
    restore = action.get("restore", 0)
    if not st.is_int(restore) or not 0 <= restore <= st.MAX_BANK:
        raise refuse(
            f"Obnovené kostky: 0–{st.MAX_BANK}.", f"Dice given back: 0–{st.MAX_BANK}.", "input"
        )
    bank = st.check_bank_kind(action.get("bank", SCAR_KIND[scar]))
    feeling = flag(action, "feeling", "Využití citu (feeling)", "Using a feeling ('feeling')")
    char = st.character(record)
    if feeling:
        used = feeling_used(state, action, record)
        happened = char.use_feeling(scar)
        events.append(Event(used, "feeling_used", record["id"]))
    else:
        happened = char.burn(scar, action.get("severity", "stun"), points)
    st.store(record, char)
    name = record["name"]
    kind = SCAR_KIND[scar]
    events.append(
        Event(
            Text(
                cs=f"{name}: pálí z jizvy {scar_name(scar).cs} (v tomto kole "
                f"{char.burned_this_round(kind)}/{char.burn_limit(kind)}).",
                en=f"{name}: burns from {scar_name(scar).en} (this round "
                f"{char.burned_this_round(kind)}/{char.burn_limit(kind)}).",
            ),
            "burn",
            record["id"],
        )
    )
    for item in happened:
        events.append(
            Event(
                Text(cs=f"{name}: {item.text.cs}", en=f"{name}: {item.text.en}"),
                item.kind,
                record["id"],
            )
        )
    if restore:
        full = st.full_banks(record["sheet"])[bank]
        before = record["banks"][bank]
        record["banks"][bank] = min(full, before + restore)
        events.append(
            Event(
                Text(
                    cs=f"{name}: {st.BANK_CS[bank]} bank {before} → {record['banks'][bank]} "
                    "(určil Vypravěč).",
                    en=f"{name}: the {bank} bank {before} → {record['banks'][bank]} (the GM's "
                    "call).",
                ),
                "banks",
                record["id"],
            )
        )


HANDLERS = {
    "wound": _wound,
    "aimed_wound": _aimed_wound,
    "hit_location": _hit_location,
    "autofire": _autofire,
    "missed": _missed,
    "shotgun": _shotgun,
    "burn": _burn,
}
