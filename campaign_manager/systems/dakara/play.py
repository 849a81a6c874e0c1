"""A Dakara character at the table: kondice, wounds and Výdrž/Vůle on the sheet's play state.

Pure Python. Every call takes a sheet and returns an :class:`Outcome` whose ``state`` is a
new, normalised sheet (the argument is never modified) and whose events are the log lines
("Bořek: kondice −3 (9/12), postih −1"). What the rules forbid raises ``RuleError`` and
changes nothing. The sheet keeps the size, ``kondice_lost``, the points spent, whether the
character sustains magic and whether it was brought round (První pomoc); see
:mod:`campaign_manager.systems.dakara.sheet`.

Rules (Zranění a léčba, Únava a vyčerpání, s. 20–22): the penalty steps by a quarter of the
maximum; at 0 or less the creature is out (−4, and only acts when someone brings it round,
e.g. Léčitelství (První pomoc)); at −max/2 or less it is dying. About 10 minutes of rest
restore all Výdrž; 6 hours of sleep restore all Vůle (and, being far longer than a rest, all
Výdrž); a 5-minute meditation restores all Vůle and cannot be started while sustaining
magic; an interrupted one has no effect.
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.common import MASCULINE, RuleError, Text, by_gender, signed
from campaign_manager.systems.dakara.catalogue import Catalogue
from campaign_manager.systems.dakara.character import vule_maximum, vydrz_maximum
from campaign_manager.systems.dakara.condition import (
    MEDITATION_MINUTES,
    ConditionState,
    _penalty,
    _state,
    size_key,
    size_maximum,
    size_name,
)
from campaign_manager.systems.dakara.sheet import MAX_KONDICE_LOST, validate_sheet
from campaign_manager.systems.outcome import Event, Outcome

POOLS = ("vydrz", "vule")
POOL_NAMES = {"vydrz": Text(cs="Výdrž", en="Výdrž"), "vule": Text(cs="Vůle", en="Vůle")}


def _refuse(cs: str, en: str, code: str = "rule") -> RuleError:
    return RuleError(Text(cs=cs, en=en), code)


def _points(value: Any, what_cs: str, what_en: str, low: int = 1) -> int:
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or not low <= value <= MAX_KONDICE_LOST
    ):
        raise _refuse(
            f"{what_cs} je celé číslo {low}–{MAX_KONDICE_LOST}, ne {value!r:.40}.",
            f"{what_en} is a whole number {low}–{MAX_KONDICE_LOST}, not {value!r:.40}.",
            "input",
        )
    return value


def _prefix(who: str | None) -> str:
    return f"{who}: " if who else ""


def _event(who: str | None, cs: str, en: str, kind: str, combatant: str | None) -> Event:
    return Event(Text(cs=_prefix(who) + cs, en=_prefix(who) + en), kind, combatant)


# --- reading the state -------------------------------------------------------------------
def maximum(sheet: dict) -> int:
    """Maximum kondice, from the creature's size."""
    return size_maximum(sheet["state"]["size"])


def current(sheet: dict) -> int:
    """Current kondice (the maximum less what was lost; may be below 0)."""
    return maximum(sheet) - sheet["state"]["kondice_lost"]


def penalty(sheet: dict) -> int:
    """The wound penalty in force now: 0, −1, −2, −3, or −4 when out (also when brought
    round: the text's −4 is for someone brought round from unconsciousness)."""
    top = size_maximum(sheet["state"]["size"])
    return _penalty(top - sheet["state"]["kondice_lost"], top)


def state(sheet: dict) -> ConditionState:
    top = size_maximum(sheet["state"]["size"])
    return _state(top - sheet["state"]["kondice_lost"], top)


def brought_round(sheet: dict) -> bool:
    """Out or dying but brought round (První pomoc) for now: it may act, at −4."""
    return bool(sheet["state"].get("brought_round")) and current(sheet) <= 0


def can_act(sheet: dict) -> bool:
    """Able to fight or do anything demanding: not out or dying, unless brought round."""
    return state(sheet) not in (ConditionState.OUT, ConditionState.DYING) or brought_round(sheet)


def why_not(sheet: dict, gender: str = MASCULINE) -> Text | None:
    """Why the character cannot act now (None when it can), the Czech agreeing with its
    grammatical ``gender``."""
    if can_act(sheet):
        return None
    if state(sheet) is ConditionState.DYING:
        return Text(
            cs="Umírá (kondice na mezi smrti): nemůže jednat; bez pomoci do několika minut "
            "zahyne. Jednat může jen po probrání (První pomoc), s postihem −4.",
            en="Dying (kondice at the death threshold): cannot act and dies within minutes "
            "without help. Only when brought round (First aid) may it act, at −4.",
        )
    return Text(
        cs=f"{by_gender(gender, 'Vyřazen', 'Vyřazena', 'Vyřazeno')} (kondice 0 nebo méně): "
        "nemůže bojovat ani dělat nic náročnějšího. Jednat může jen po probrání (První "
        "pomoc), s postihem −4.",
        en="Out (kondice 0 or less): cannot fight or do anything demanding. Only when "
        "brought round (First aid) may it act, at −4.",
    )


def penalty_text(value: int) -> Text:
    if value == 0:
        return Text(cs="bez postihu", en="no penalty")
    return Text(cs=f"postih {signed(value)}", en=f"penalty {signed(value)}")


def state_text(sheet: dict, gender: str = MASCULINE) -> Text:
    """One line: "kondice 5/12, postih −2" and the state where it is more than that (the
    Czech agreeing with the grammatical ``gender`` of whose it is)."""
    k, m = current(sheet), maximum(sheet)
    pen = penalty_text(penalty(sheet))
    cs, en = f"kondice {k}/{m}, {pen.cs}", f"kondice {k}/{m}, {pen.en}"
    now = state(sheet)
    if now is not ConditionState.ACTIVE:
        cs, en = f"{cs}; {state_word(now, gender).cs}", f"{en}; {now.text.en}"
    if brought_round(sheet):
        brought = by_gender(gender, "probraný", "probraná", "probrané")
        cs, en = f"{cs}; {brought} (První pomoc)", f"{en}; brought round (First aid)"
    return Text(cs=cs.replace("-", "−"), en=en.replace("-", "−"))


def pool_maximum(sheet: dict, pool: str, catalogue: Catalogue | None = None) -> int:
    _check_pool(pool)
    return vydrz_maximum(sheet) if pool == "vydrz" else vule_maximum(sheet, catalogue)


def pools(sheet: dict, catalogue: Catalogue | None = None) -> dict[str, dict[str, int]]:
    """``{"vydrz": {"current", "maximum", "spent"}, "vule": {...}}`` (spent never above max)."""
    out = {}
    for pool in POOLS:
        top = pool_maximum(sheet, pool, catalogue)
        spent = min(sheet["state"][f"{pool}_spent"], top)
        out[pool] = {"current": top - spent, "maximum": top, "spent": spent}
    return out


def status_lines(
    sheet: dict, catalogue: Catalogue | None = None, gender: str = MASCULINE
) -> list[Text]:
    """The play state, one Text a line, for a sheet page or a tracker's detail."""
    size = size_name(sheet["state"]["size"])
    lines = [
        state_text(sheet, gender),
        Text(cs=f"velikost: {size.cs}", en=f"size: {size.en}"),
    ]
    p = pools(sheet, catalogue)
    lines.append(
        Text(
            cs=f"Výdrž {p['vydrz']['current']}/{p['vydrz']['maximum']} · "
            f"Vůle {p['vule']['current']}/{p['vule']['maximum']}",
            en=f"Výdrž {p['vydrz']['current']}/{p['vydrz']['maximum']} · "
            f"Vůle {p['vule']['current']}/{p['vule']['maximum']}",
        )
    )
    if sheet["state"]["sustaining_magic"]:
        lines.append(Text(cs="udržuje magii", en="sustaining magic"))
    return lines


# --- changing it -------------------------------------------------------------------------
def _new(sheet: dict) -> dict:
    return validate_sheet(sheet)


def _with_state(sheet: dict, **changes: Any) -> dict:
    new = _new(sheet)
    new["state"].update(changes)
    lost = new["state"]["kondice_lost"]
    new["state"]["kondice"] = new["state"]["kondice_max"] - lost
    return validate_sheet(new)


#: a log line when the state changes (the third person: "Bořek: cannot run")
TRANSITIONS = {
    ConditionState.ACTIVE: Text(cs="opět schopen jednat", en="able to act again"),
    ConditionState.CANNOT_RUN: Text(cs="není schopen běhu", en="cannot run"),
    ConditionState.OUT: Text(
        cs="vyřazen: v bezvědomí, nebo neschopen boje ani náročnější činnosti",
        en="out: unconscious, or unable to fight or do anything demanding",
    ),
    ConditionState.DYING: Text(
        cs="umírá: bez pomoci do několika minut zahyne",
        en="dying: dies within minutes without help",
    ),
}


def state_word(now: ConditionState, gender: str = MASCULINE) -> Text:
    """The state ``now`` in words, the Czech agreeing with the grammatical ``gender`` of
    whose it is."""
    return now.text if gender == MASCULINE else transition_text(now, gender)


def transition_text(now: ConditionState, gender: str = MASCULINE) -> Text:
    """The log line of a change into the state ``now`` (:data:`TRANSITIONS`), the Czech
    agreeing with the grammatical ``gender`` of whom it is about."""
    text = TRANSITIONS[now]
    if gender == MASCULINE:
        return text
    able = by_gender(gender, "schopen", "schopna", "schopno")
    if now is ConditionState.ACTIVE:
        return Text(cs=f"opět {able} jednat", en=text.en)
    if now is ConditionState.CANNOT_RUN:
        return Text(cs=f"není {able} běhu", en=text.en)
    if now is ConditionState.OUT:
        out = by_gender(gender, "vyřazen", "vyřazena", "vyřazeno")
        return Text(
            cs=f"{out}: v bezvědomí, nebo ne{able} boje ani náročnější činnosti", en=text.en
        )
    return text


def _transition(
    before: dict, after: dict, who: str | None, cid: str | None, gender: str = MASCULINE
) -> list[Event]:
    """Log lines for a change of state (out, dying, back on its feet)."""
    was, now = state(before), state(after)
    if was == now:
        return []
    text = transition_text(now, gender)
    return [_event(who, text.cs, text.en, "state", cid)]


def damage(
    sheet: dict,
    points: int,
    who: str | None = None,
    combatant: str | None = None,
    gender: str = MASCULINE,
) -> Outcome:
    """Lose ``points`` kondice now (0 or more); kondice may go below 0."""
    points = _points(points, "Zranění", "Damage", 0)
    lost = sheet["state"]["kondice_lost"] + points
    if lost > MAX_KONDICE_LOST:
        raise _refuse(
            f"Ztráta kondice nad {MAX_KONDICE_LOST} nedává smysl.",
            f"A loss of kondice above {MAX_KONDICE_LOST} makes no sense.",
            "input",
        )
    new = _with_state(sheet, kondice_lost=lost)
    k, m, pen = current(new), maximum(new), penalty_text(penalty(new))
    events = [
        _event(
            who,
            f"kondice −{points} ({k}/{m}), {pen.cs}".replace("-", "−"),
            f"kondice −{points} ({k}/{m}), {pen.en}".replace("-", "−"),
            "damage",
            combatant,
        )
    ]
    return Outcome(new, tuple(events + _transition(sheet, new, who, combatant, gender)))


def heal(
    sheet: dict,
    points: int,
    who: str | None = None,
    combatant: str | None = None,
    gender: str = MASCULINE,
) -> Outcome:
    """Regain ``points`` kondice, never above the maximum. Back above 0, it no longer needs
    to be brought round."""
    points = _points(points, "Léčení", "Healing")
    lost = max(0, sheet["state"]["kondice_lost"] - points)
    new = _with_state(sheet, kondice_lost=lost)
    if current(new) > 0:
        new["state"]["brought_round"] = False
    k, m, pen = current(new), maximum(new), penalty_text(penalty(new))
    gained = sheet["state"]["kondice_lost"] - lost
    events = [
        _event(
            who,
            f"kondice +{gained} ({k}/{m}), {pen.cs}".replace("-", "−"),
            f"kondice +{gained} ({k}/{m}), {pen.en}".replace("-", "−"),
            "heal",
            combatant,
        )
    ]
    return Outcome(new, tuple(events + _transition(sheet, new, who, combatant, gender)))


def _check_pool(pool: Any) -> str:
    if pool not in POOLS:
        raise _refuse(
            f"Body se utrácejí z Výdrže („vydrz“) nebo Vůle („vule“), ne {pool!r:.40}.",
            f"Points are spent from Výdrž ('vydrz') or Vůle ('vule'), not {pool!r:.40}.",
            "input",
        )
    return pool


def spend(
    sheet: dict,
    pool: str,
    points: int = 1,
    catalogue: Catalogue | None = None,
    who: str | None = None,
    combatant: str | None = None,
) -> Outcome:
    """Spend Výdrž (an exhausting feat) or Vůle (a spell, a magic ability) points."""
    pool = _check_pool(pool)
    points = _points(points, "Počet bodů", "The number of points")
    now = pools(sheet, catalogue)[pool]
    name = POOL_NAMES[pool]
    if points > now["current"]:
        rest_cs = "odpočiň si 10 minut" if pool == "vydrz" else "vyspi se nebo medituj"
        rest_en = "rest 10 minutes" if pool == "vydrz" else "sleep or meditate"
        raise _refuse(
            f"{_prefix(who)}{name.cs}: zbývá {now['current']} z {now['maximum']}, nelze utratit "
            f"{points}; nejdřív {rest_cs} (Únava a vyčerpání).",
            f"{_prefix(who)}{name.en}: {now['current']} of {now['maximum']} left, cannot spend "
            f"{points}; {rest_en} first (Fatigue and exhaustion).",
            "pool_empty",
        )
    new = _with_state(sheet, **{f"{pool}_spent": now["spent"] + points})
    left = now["current"] - points
    return Outcome(
        new,
        (
            _event(
                who,
                f"{name.cs} −{points} ({left}/{now['maximum']})",
                f"{name.en} −{points} ({left}/{now['maximum']})",
                "spend",
                combatant,
            ),
        ),
    )


def _restore(
    sheet: dict,
    which: tuple[str, ...],
    what_cs: str,
    what_en: str,
    kind: str,
    catalogue: Catalogue | None,
    who: str | None,
    combatant: str | None,
) -> Outcome:
    before = pools(sheet, catalogue)
    new = _with_state(sheet, **{f"{pool}_spent": 0 for pool in which})
    parts_cs = [f"{POOL_NAMES[p].cs} {before[p]['maximum']}/{before[p]['maximum']}" for p in which]
    parts_en = [f"{POOL_NAMES[p].en} {before[p]['maximum']}/{before[p]['maximum']}" for p in which]
    return Outcome(
        new,
        (
            _event(
                who,
                f"{what_cs}: {', '.join(parts_cs)}",
                f"{what_en}: {', '.join(parts_en)}",
                kind,
                combatant,
            ),
        ),
    )


def rest(
    sheet: dict,
    catalogue: Catalogue | None = None,
    who: str | None = None,
    combatant: str | None = None,
) -> Outcome:
    """About 10 minutes of rest: all Výdrž back."""
    return _restore(
        sheet,
        ("vydrz",),
        "10 minut odpočinku",
        "10 minutes of rest",
        "rest",
        catalogue,
        who,
        combatant,
    )


def sleep(
    sheet: dict,
    catalogue: Catalogue | None = None,
    who: str | None = None,
    combatant: str | None = None,
) -> Outcome:
    """At least 6 hours of sound sleep: all Vůle back (and all Výdrž: far more than a rest)."""
    return _restore(
        sheet,
        ("vydrz", "vule"),
        "6 hodin spánku",
        "6 hours of sleep",
        "sleep",
        catalogue,
        who,
        combatant,
    )


def meditate(
    sheet: dict,
    interrupted: bool = False,
    catalogue: Catalogue | None = None,
    who: str | None = None,
    combatant: str | None = None,
) -> Outcome:
    """A 5-minute meditation: all Vůle back. Refused while sustaining magic; an interrupted
    one has no effect (the sheet is unchanged, the log says so)."""
    if sheet["state"]["sustaining_magic"]:
        raise _refuse(
            f"{_prefix(who)}nelze začít meditovat, když udržuje jakoukoliv magii "
            "(Odbourávání psychické únavy); nejdřív ji přestaň udržovat.",
            f"{_prefix(who)}cannot start meditating while sustaining any magic "
            "(Removing mental fatigue); stop sustaining it first.",
            "meditation_sustaining",
        )
    if interrupted:
        return Outcome(
            _new(sheet),
            (
                _event(
                    who,
                    "meditace přerušena, bez účinku",
                    "meditation interrupted, no effect",
                    "meditate",
                    combatant,
                ),
            ),
        )
    return _restore(
        sheet,
        ("vule",),
        f"{MEDITATION_MINUTES} minut meditace",
        f"{MEDITATION_MINUTES} minutes of meditation",
        "meditate",
        catalogue,
        who,
        combatant,
    )


def set_sustaining_magic(
    sheet: dict, on: bool, who: str | None = None, combatant: str | None = None
) -> Outcome:
    """Start or stop sustaining magic (no meditation meanwhile)."""
    if not isinstance(on, bool):
        raise _refuse("Udržování magie je ano/ne.", "Sustaining magic is yes or no.", "input")
    new = _with_state(sheet, sustaining_magic=on)
    cs, en = (
        ("udržuje magii", "sustains magic")
        if on
        else ("už neudržuje magii", "stops sustaining magic")
    )
    return Outcome(new, (_event(who, cs, en, "sustain", combatant),))


def set_brought_round(
    sheet: dict,
    on: bool,
    who: str | None = None,
    combatant: str | None = None,
    gender: str = MASCULINE,
) -> Outcome:
    """Mark an out or dying character brought round (První pomoc: it acts at −4), or not."""
    if not isinstance(on, bool):
        raise _refuse("Probrání je ano/ne.", "Brought round is yes or no.", "input")
    if on and current(sheet) > 0:
        raise _refuse(
            f"{_prefix(who)}není {by_gender(gender, 'vyřazen', 'vyřazena', 'vyřazeno')} "
            f"(kondice {current(sheet)}), není koho probírat.",
            f"{_prefix(who)}is not out (kondice {current(sheet)}); there is nobody to bring round.",
            "state",
        )
    new = _with_state(sheet, brought_round=on)
    if on:
        cs, en = (
            f"{by_gender(gender, 'probraný', 'probraná', 'probrané')} (První pomoc): jedná s "
            "postihem −4",
            "brought round (First aid): acts at −4",
        )
    else:
        cs = f"už není {by_gender(gender, 'probraný', 'probraná', 'probrané')}"
        en = "no longer brought round"
    return Outcome(new, (_event(who, cs, en, "brought_round", combatant),))


def set_size(
    sheet: dict, size: str, who: str | None = None, combatant: str | None = None
) -> Outcome:
    """Change the creature's size (its maximum kondice); the kondice lost stays lost."""
    key = size_key(size)
    if key is None:
        raise _refuse(
            f"Neznámá velikost tvora {size!r:.80} (rules/dakara/sizes.json).",
            f"Unknown creature size {size!r:.80} (rules/dakara/sizes.json).",
            "input",
        )
    new = _new(sheet)
    new["state"]["size"] = key
    new["state"]["kondice_max"] = size_maximum(key)
    new["state"]["kondice"] = size_maximum(key) - new["state"]["kondice_lost"]
    new = validate_sheet(new)
    name = size_name(key)
    return Outcome(
        new,
        (
            _event(
                who,
                f"velikost {name.cs}, {state_text(new).cs}",
                f"size {name.en}, {state_text(new).en}",
                "size",
                combatant,
            ),
        ),
    )
