"""What Dakara's encounter reads: the campaign's catalogue, the complex actions, the bands.

Pure Python. The data are in ``resources/rules/dakara/combat.json`` (the complex-action
table, weapons, armour, shields) and ``resources/rules/dakara/encounter.json`` (which actions
resolve an attack, which are open, the English names, the bands of the player view).
"""

from __future__ import annotations

import json
from functools import cache, lru_cache
from typing import Any

from campaign_manager.systems.common import Text, by_gender, gender_of, load_json
from campaign_manager.systems.dakara import play
from campaign_manager.systems.dakara.campaign import campaign_rules
from campaign_manager.systems.dakara.catalogue import Catalogue
from campaign_manager.systems.dakara.combat import attack_number, complex_action, defence_number
from campaign_manager.systems.dakara.condition import ConditionState
from campaign_manager.systems.dakara.creation import effective_rating
from campaign_manager.systems.encounter_common import band, combatant, public_name, refuse


@cache
def data() -> dict:
    return load_json("rules", "dakara", "encounter.json")


@lru_cache(maxsize=16)
def _catalogue(key: str) -> Catalogue:
    settings = json.loads(key)
    if "dakara" not in settings and ("settings" in settings or "catalogue" in settings):
        settings = {"dakara": settings}
    if not isinstance(settings.get("dakara", {}), dict):
        raise _bad_settings(settings["dakara"])
    return campaign_rules(settings)[1]


def catalogue(state: dict) -> Catalogue:
    """The campaign's catalogue (the book's plus its additions) from the encounter's
    settings: the campaign's settings JSON, or its ``"dakara"`` part."""
    settings = state.get("settings")
    if not settings:
        return _catalogue("{}")
    if not isinstance(settings, dict):
        raise _bad_settings(settings)
    try:
        key = json.dumps(settings, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):  # not plain JSON: a set, a NaN, keys of mixed types
        raise _bad_settings(settings) from None
    return _catalogue(key)


def _bad_settings(settings: Any):
    return refuse(
        f"Nastavení kampaně pro boj musí být záznam v JSON (nastavení a doplňky katalogu "
        f"Dakary), ne {settings!r:.60}.",
        f"The campaign's settings for a fight must be a JSON record (Dakara's settings and "
        f"catalogue additions), not {settings!r:.60}.",
        "settings",
    )


# --- complex actions ---------------------------------------------------------------------
def action_name(state: dict, key: str) -> Text:
    """The action's name: Czech from the (GM-editable) table, English from encounter.json."""
    row = catalogue(state).complex_actions.get(key, {})
    cs = row.get("name", key)
    return Text(cs=cs, en=data()["action_names_en"].get(key, cs))


def is_attack(key: str | None) -> bool:
    return key in data()["attack_actions"]


def action_rounds(state: dict, key: Any, rounds: Any) -> int | None:
    """How many rounds the declared action takes (None: open, until the GM ends it);
    RuleError for an unknown action or a duration the table does not allow."""
    cat = catalogue(state)
    if not isinstance(key, str) or key not in cat.complex_actions:
        raise refuse(
            f"Neznámá komplexní akce „{key}“ (Tabulka komplexních akcí).",
            f"Unknown complex action '{key}' (the complex-action table).",
            "input",
        )
    if rounds is not None and (
        isinstance(rounds, bool) or not isinstance(rounds, int) or not 1 <= rounds <= 10_000
    ):
        raise refuse(
            "Trvání akce je celý počet kol 1–10000.",
            "An action's duration is a whole number of rounds, 1–10000.",
            "input",
        )
    if rounds is None and key in data()["open_actions"]:
        return None
    if rounds is None:
        rounds = data()["default_rounds"].get(key)
    return complex_action(key, cat, rounds).rounds


def remaining(intent: dict) -> int | None:
    """Rounds left including this one (None for an open action)."""
    if intent["rounds"] is None:
        return None
    return intent["rounds"] - intent["done"]


def busy(intent: dict | None) -> bool:
    """Carried over from an earlier round: a multi-round or open action under way."""
    return bool(intent) and intent["done"] > 0


def intent_text(state: dict, intent: dict | None) -> Text | None:
    """ "Nabití těžké kuše nebo muškety → Stráž 1 (ještě 3 kola)" for the GM."""
    if intent is None:
        return None
    name = action_name(state, intent["action"])
    cs, en = name.cs, name.en
    target = state["combatants"].get(intent.get("target"))
    if target is not None:
        cs, en = f"{cs} → {target['name']}", f"{en} → {target['name']}"
    left = remaining(intent)
    if left is None:
        cs, en = f"{cs} (dokud Vypravěč neukončí)", f"{en} (until the GM ends it)"
    elif intent["rounds"] > 1:
        cs, en = (
            f"{cs} (kolo {intent['done'] + 1} z {intent['rounds']})",
            (f"{en} (round {intent['done'] + 1} of {intent['rounds']})"),
        )
    return Text(cs=cs, en=en)


# --- bands -------------------------------------------------------------------------------
def band_of(record: dict) -> dict:
    """How hurt the combatant looks, from its kondice penalty and out/dying."""
    sheet = record["sheet"]
    rows = {row["key"]: row for row in data()["bands"]}
    now = play.state(sheet)
    if now is ConditionState.DYING:
        row = rows["dying"]
    else:
        pen = play.penalty(sheet)
        row = next((r for r in data()["bands"] if r["penalty"] == pen), rows["out"])
    # the Czech word agrees with the combatant ("cs" masculine, "cs_f", "cs_n")
    cs = by_gender(
        gender_of(record), row["cs"], row.get("cs_f", row["cs"]), row.get("cs_n", row["cs"])
    )
    return band(row["key"], row["level"], cs, row["en"])


# --- ÚČ and OČ ----------------------------------------------------------------------------
def _gear_item(sheet: dict, table: dict, skill: str | tuple | None = None) -> Any:
    """The first item of ``table`` in the gear (with ``skill``, or one of them, if given)."""
    skills = (skill,) if isinstance(skill, str) else skill
    for item in sheet.get("gear", []):
        found = table.get(item["name"])
        if found is not None and (skills is None or found.skill in skills):
            return found
    return None


def _attack_kind(record: dict, action: str | None) -> str | None:
    """The attack's kind: ``action`` as given, else the attacker's declared intent."""
    if action is None:
        intent = record.get("intent")
        action = intent.get("action") if isinstance(intent, dict) else None
    return action if action in data()["attack_skills"] else None


def _best_skill(sheet: dict, skills: list[str]) -> tuple[str, None]:
    """The attack's skill with no weapon of its own in the gear: the best of ``skills``."""
    return max(((s, None) for s in skills), key=lambda pair: effective_rating(sheet, *pair))


def suggest_numbers(
    encounter: dict,
    attacker: str,
    defender: str,
    weapon: str | None = None,
    shield: str | None = None,
    *,
    defender_weapon: str | None = None,
    armour: str | None = None,
    action: str | None = None,
) -> dict:
    """ÚČ/OČ and damage prefilled for an attack (the caller may change every number).

    ``weapon`` is the attacker's weapon (a catalogue name). By default it is the first
    catalogue weapon in its gear that fits the attack (``action``, default the attacker's
    declared intent: a ranged attack takes a Střelba or Vrhací zbraně weapon, a melee one
    a Boj zblízka weapon, anything else any weapon); with none, a melee attack is unarmed:
    Boj zblízka (Boj beze zbraně), a ranged one uses its best ranged skill with no weapon. The defender defends
    with ``defender_weapon`` (default its first melee weapon in gear, else Boj zblízka
    (Uhýbání)) and ``shield`` (default the first catalogue shield in its gear); ``armour``
    likewise (default the first catalogue armour in its gear). The wound penalties are
    not in the numbers: the tracker adds those fixed at the round's start. The result has
    the keys of an ``attack`` action, ready to roll or enter, and ``notes`` explaining them.
    """
    cat = catalogue(encounter)
    a_rec, d_rec = combatant(encounter, attacker), combatant(encounter, defender)
    a_sheet, d_sheet = a_rec["sheet"], d_rec["sheet"]
    unarmed, dodge = data()["unarmed"], data()["dodge"]

    if weapon and weapon not in cat.weapons:
        raise refuse(f"Neznámá zbraň „{weapon}“.", f"Unknown weapon '{weapon}'.", "input")
    # a declared ranged attack takes a ranged weapon from the gear, a melee one a melee one
    kind = _attack_kind(a_rec, action)
    kind_skills = data()["attack_skills"].get(kind)
    w = cat.weapons[weapon] if weapon else _gear_item(a_sheet, cat.weapons, kind_skills)
    if w:
        a_skill = (w.skill, w.specialisation)
    elif kind == "ranged_attack":  # no ranged weapon in the gear: the skill, no weapon
        a_skill = _best_skill(a_sheet, kind_skills)
    else:
        a_skill = (unarmed["skill"], unarmed["specialisation"])
    a_rating = effective_rating(a_sheet, *a_skill)
    uc = attack_number(a_rating, w.attack if w else 0)

    for name, table, what_cs, what_en in (
        (defender_weapon, cat.weapons, "zbraň", "weapon"),
        (shield, cat.shields, "štít", "shield"),
        (armour, cat.armour, "zbroj", "armour"),
    ):
        if name and name not in table:
            raise refuse(f"Neznámá {what_cs} „{name}“.", f"Unknown {what_en} '{name}'.", "input")
    dw = cat.weapons[defender_weapon] if defender_weapon else None
    dw = dw or _gear_item(d_sheet, cat.weapons, dodge["skill"])
    sh = cat.shields[shield] if shield else _gear_item(d_sheet, cat.shields)
    ar = cat.armour[armour] if armour else _gear_item(d_sheet, cat.armour)
    d_skill = (dw.skill, dw.specialisation) if dw else (dodge["skill"], dodge["specialisation"])
    d_rating = effective_rating(d_sheet, *d_skill)
    oc = defence_number(d_rating, dw.defence if dw else 0, sh.defence if sh else 0)

    def skill_label(skill: tuple) -> str:
        return f"{skill[0]} ({skill[1]})" if skill[1] else skill[0]

    notes_cs = (
        f"ÚČ {uc} = {skill_label(a_skill)} {a_rating}"
        + (f" + útok {w.name} {w.attack}" if w else "")
        + f"; OČ {oc} = {skill_label(d_skill)} {d_rating}"
        + (f" + obrana {dw.name} {dw.defence}" if dw else "")
        + (f" + štít {sh.name} {sh.defence}" if sh else "")
    )
    notes_en = (
        f"ÚČ {uc} = {skill_label(a_skill)} {a_rating}"
        + (f" + attack of {w.name} {w.attack}" if w else "")
        + f"; OČ {oc} = {skill_label(d_skill)} {d_rating}"
        + (f" + defence of {dw.name} {dw.defence}" if dw else "")
        + (f" + shield {sh.name} {sh.defence}" if sh else "")
    )
    return {
        "type": "attack",
        "attacker": attacker,
        "defender": defender,
        "attack_number": uc,
        "defence_number": oc,
        "attack_roll": None,
        "defence_roll": None,
        "weapon_damage": w.damage if w else 0,
        "armour_quality": ar.quality if ar else 0,
        "armour_coverage": ar.coverage if ar else 0,
        "weapon": w.name if w else None,
        "defender_weapon": dw.name if dw else None,
        "shield": sh.name if sh else None,
        "armour": ar.name if ar else None,
        "attack_penalty": a_rec.get("penalty", 0),
        "defence_penalty": d_rec.get("penalty", 0),
        "notes": {"cs": notes_cs, "en": notes_en},
    }


def public_intent(state: dict, record: dict) -> dict | None:
    """A visible combatant's declared intent as the players may see it: the action's name,
    its target only when the target is visible."""
    intent = record.get("intent")
    if intent is None:
        return None
    name = action_name(state, intent["action"])
    target = state["combatants"].get(intent.get("target"))
    shown = target is not None and not target.get("hidden")
    return {
        "action": intent["action"],
        "name": {"cs": name.cs, "en": name.en},
        "target": target["id"] if shown else None,
        "target_name": public_name(target) if shown else None,
        "rounds": intent["rounds"],
        "remaining": remaining(intent),
    }
