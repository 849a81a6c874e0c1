"""Bonus actions of the Střety encounter, and who may attack now. Pure Python.

A bonus action carries its kind and its penalty, by how it was gained (Střety):

==================  ==========  ===============================================  =========
``how``             kind        where                                            penalty
==================  ==========  ===============================================  =========
``second_hand``     physical    a physical conflict, fast influence              −1, −2 with
                                                                                 the non-
                                                                                 dominant
                                                                                 hand
``speaking``        social      a physical conflict, not after fast influence    −2
``hidden_meaning``  social      slow influence                                   −1
``other``           the GM's    anywhere (a power, an item: the GM's call)       the GM's
==================  ==========  ===============================================  =========

The text's limits: at most two physical actions a round for an ordinary mortal (the main
action and one bonus physical action), each hand once; a bonus social action by speaking
once a round (the character says nothing else), and none for one whose action is fast
influence within a physical conflict ("Rychlé působení jakou součást Fyzického střetu
neumožňuje získat bonusovou Sociální akci") — in fast influence itself none either; a
hidden meaning once, in the words of the character's own action. The penalty applies to
the bonus action only ("Postih se aplikuje pouze na bonusovou akci").

``bonus`` {id, actions: [{how, hand?, kind?, penalty?}, ...]} sets the combatant's bonus
actions this round (the ones already taken stay as they were); ``{id, count}`` takes back
the ones beyond ``count``.

Only the combatant acting now attacks; every other one may only defend (Střety,
Iniciativa: "Jakákoliv postava může provést reakci na tuto akci (smí se takto jen
bránit)"). An attack names its attacker or nobody (a wound from outside the conflict).
"""

from __future__ import annotations

from typing import Any

from campaign_manager.systems.clovek import encounter_state as st
from campaign_manager.systems.clovek.data import rules
from campaign_manager.systems.clovek.encounter_check import BONUS_WAYS, MAX_BONUS, shown
from campaign_manager.systems.clovek.physical import (
    max_physical_actions,
    second_hand_penalty,
    speaking_bonus_penalty,
)
from campaign_manager.systems.clovek.scars import KINDS
from campaign_manager.systems.clovek.social import hidden_meaning
from campaign_manager.systems.common import Text, by_gender, gender_of
from campaign_manager.systems.encounter_common import acted, combatant, refuse
from campaign_manager.systems.outcome import Event

#: the most a bonus action the GM grants otherwise may cost on the roll
MAX_OTHER_PENALTY = 10
#: conflicts whose round is a physical conflict's (3 s): the two-physical-actions limit
FAST_KINDS = ("physical", "social_fast")
OTHER_SIDE = {"right": "left", "left": "right"}


def offered_bonus_ways(conflict: str) -> tuple[str, ...]:
    """The ways of gaining a bonus action a conflict of kind ``conflict`` gives by the text
    (rules data: a second hand in a physical conflict and fast influence, speaking in a
    physical conflict, a hidden meaning only in slow influence); ``other`` (the GM's call)
    is not among them."""
    return tuple(rules("conflict")["conflicts"][conflict]["bonus_ways"])


def _refuse_way(cs: str, en: str) -> Exception:
    return refuse(cs, en, "action")


def _way(state: dict, record: dict, spec: Any) -> dict:
    """One bonus action as the GM gives it, with its kind and penalty."""
    name = record["name"]
    if not isinstance(spec, dict) or spec.get("how") not in BONUS_WAYS:
        raise refuse(
            f"{name}: bonusová akce je záznam se způsobem, jak ji "
            f"{by_gender(gender_of(record), 'získal', 'získala', 'získalo')}: second_hand (druhou "
            "rukou), speaking (mluvením), hidden_meaning (skrytým významem) nebo other (jinak, "
            f"s druhem a postihem), ne {shown(spec)}.",
            f"{name}: a bonus action is a record of how it was gained: second_hand, speaking, "
            f"hidden_meaning or other (with its kind and penalty), not {shown(spec)}.",
            "input",
        )
    how, kind = spec["how"], st.top(state)["kind"]
    if how == "second_hand":
        if kind not in FAST_KINDS:
            raise _refuse_way(
                f"{name}: bonusovou fyzickou akci druhou rukou dává fyzický střet nebo rychlé "
                "působení, ne tento střet (Střety, Fyzické střety).",
                f"{name}: a bonus physical action with the second hand comes in a physical "
                "conflict or in fast influence, not in this conflict (Střety, Physical "
                "conflicts).",
            )
        dominant = record["sheet"]["dominant"]
        hand = spec.get("hand", OTHER_SIDE[dominant])
        if hand not in ("right", "left"):
            raise refuse(
                f"{name}: ruka je right (pravá) nebo left (levá), ne {shown(hand)}.",
                f"{name}: a hand is 'right' or 'left', not {shown(hand)}.",
                "input",
            )
        return {
            "how": how,
            "kind": "physical",
            "hand": hand,
            "penalty": second_hand_penalty(hand, dominant),
        }
    if how == "speaking":
        if kind != "physical":
            raise _refuse_way(
                f"{name}: bonusovou sociální akci mluvením dává jen fyzický střet (Střety, "
                "Fyzické střety); v rychlém působení žádnou (Střety, Rychlé působení).",
                f"{name}: a bonus social action by speaking comes only in a physical conflict "
                "(Střety, Physical conflicts); fast influence gives none (Střety, Fast "
                "influence).",
            )
        return {"how": how, "kind": "social", "penalty": speaking_bonus_penalty()}
    if how == "hidden_meaning":
        if kind != "social_slow":
            raise _refuse_way(
                f"{name}: bonusovou akci skrytým významem dává jen pomalé působení (Střety, "
                "Pomalé působení).",
                f"{name}: a bonus action by a hidden meaning comes only in slow influence "
                "(Střety, Slow influence).",
            )
        return {"how": how, "kind": "social", "penalty": hidden_meaning(1)[0]}
    way_kind, penalty = spec.get("kind"), spec.get("penalty", 0)
    if not isinstance(way_kind, str) or way_kind not in KINDS:
        raise refuse(
            f"{name}: bonusová akce „other“ potřebuje druh: physical, social nebo mental, ne "
            f"{shown(way_kind)}.",
            f"{name}: an 'other' bonus action needs its kind: physical, social or mental, not "
            f"{shown(way_kind)}.",
            "input",
        )
    if not st.is_int(penalty) or not -MAX_OTHER_PENALTY <= penalty <= 0:
        raise refuse(
            f"{name}: postih bonusové akce je celé číslo −{MAX_OTHER_PENALTY} až 0, ne "
            f"{shown(penalty)}.",
            f"{name}: a bonus action's penalty is a whole number −{MAX_OTHER_PENALTY} to 0, "
            f"not {shown(penalty)}.",
            "input",
        )
    return {"how": how, "kind": way_kind, "penalty": penalty}


def _check_limits(state: dict, record: dict, ways: list[dict]) -> None:
    """The text's limits on one combatant's bonus actions in a round."""
    name, cid, kind = record["name"], record["id"], st.top(state)["kind"]
    physical = sum(1 for w in ways if w["kind"] == "physical")
    most = max_physical_actions() - 1
    if kind in FAST_KINDS and physical > most:
        raise _refuse_way(
            f"{name}: běžný smrtelník má ve fyzickém střetu nejvýše {max_physical_actions()} "
            f"fyzické akce za kolo, tedy jen {most} bonusovou fyzickou akci (každou ruku lze "
            "použít jen jednou) (Střety, Fyzické střety).",
            f"{name}: an ordinary mortal has at most {max_physical_actions()} physical actions "
            f"a round in a physical conflict, so only {most} bonus physical action (each hand "
            "once) (Střety, Physical conflicts).",
        )
    if sum(1 for w in ways if w["how"] == "speaking") > 1:
        raise _refuse_way(
            f"{name}: bonusovou sociální akci mluvením lze získat jen jednou za kolo – postava "
            "v tomto kole nesmí říkat nic jiného (Střety, Fyzické střety).",
            f"{name}: a bonus social action by speaking comes only once a round – the "
            "character may say nothing else this round (Střety, Physical conflicts).",
        )
    if sum(1 for w in ways if w["how"] == "hidden_meaning") > 1:
        raise _refuse_way(
            f"{name}: skrytý význam se podsouvá do slov vlastního působení: jedna bonusová "
            "akce za kolo (Střety, Pomalé působení).",
            f"{name}: a hidden meaning is slipped into the words of its own influence: one "
            "bonus action a round (Střety, Slow influence).",
        )
    social = any(w["kind"] == "social" for w in ways)
    if social and (kind == "social_fast" or cid in state.get("fast_influence", [])):
        raise _refuse_way(
            f"{name}: rychlé působení (i jako součást fyzického střetu) neumožňuje získat "
            "bonusovou sociální akci (Střety, Rychlé působení).",
            f"{name}: fast influence (also within a physical conflict) gives no bonus social "
            "action (Střety, Fast influence).",
        )


def _taken(state: dict, cid: str) -> int:
    """The combatant's bonus actions already taken this round (the current one too)."""
    if state["phase"] != "act" or state["turn"] is None:
        return 0
    upto = state["actions"][: state["turn"] + 1]
    return sum(1 for a in upto if a["id"] == cid and a["bonus"])


def _bonus(state, action, rng, events, prompts):
    st.require_running(state)
    record = combatant(state, action.get("id"))
    cid, name = record["id"], record["name"]
    before = st.bonus_ways(state, cid)
    if "actions" in action:
        specs = action["actions"]
        if not isinstance(specs, list) or len(specs) > MAX_BONUS:
            raise refuse(
                f"Bonusové akce jsou seznam (nejvýše {MAX_BONUS}) záznamů {{how, …}}.",
                f"Bonus actions are a list (at most {MAX_BONUS}) of records {{how, …}}.",
                "input",
            )
        ways = [_way(state, record, spec) for spec in specs]
    else:
        count = action.get("count")
        if not st.is_int(count) or not 0 <= count <= MAX_BONUS:
            raise refuse(
                "Bonusové akce: actions (seznam, jak je postava získala) nebo count (kolik jich "
                "ponechat).",
                "Bonus actions: 'actions' (a list of how each was gained) or 'count' (how many "
                "to keep).",
                "input",
            )
        if count > len(before):
            raise refuse(
                f"{name}: u každé nové bonusové akce řekněte, jak ji "
                f"{by_gender(gender_of(record), 'získal', 'získala', 'získalo')} (druhou rukou, "
                "mluvením, skrytým významem, nebo jinak s druhem a postihem); count jen bere "
                "zpět.",
                f"{name}: say how each new bonus action was gained (second hand, speaking, "
                "hidden meaning, or otherwise with its kind and penalty); 'count' only takes "
                "them back.",
                "input",
            )
        ways = before[:count]
    _check_limits(state, record, ways)
    done = _taken(state, cid)
    if len(ways) < done or ways[:done] != before[:done]:
        raise refuse(
            f"{name}: bonusové akce už v tomto kole provedené: {done}; ty zůstávají, jak byly.",
            f"{name} has already taken {done} bonus actions this round; those stay as they were.",
            "state",
        )
    old, count = len(before), len(ways)
    if state["phase"] == "act":
        actions = state["actions"]
        if count < old:  # the GM takes back bonus actions not yet taken
            actions = [a for a in actions if not (a["id"] == cid and a["bonus"] > count)]
        for n in range(old + 1, count + 1):
            entry = {"id": cid, "bonus": n}
            main_at = next(
                (i for i, a in enumerate(actions) if a["id"] == cid and not a["bonus"]), -1
            )
            if st.bonus_as_main(state) and main_at >= (state["turn"] or 0):
                at = max(i for i, a in enumerate(actions) if a["id"] == cid) + 1
                actions = [*actions[:at], entry, *actions[at:]]
            else:
                actions = [*actions, entry]  # gained during the round: joins the end
        st.set_actions(state, actions)
    state["bonus"][cid] = count
    state.setdefault("bonus_actions", {})[cid] = ways
    listed_cs = "; ".join(st.way_text(w).cs for w in ways)
    listed_en = "; ".join(st.way_text(w).en for w in ways)
    events.append(
        Event(
            Text(
                cs=f"{name}: bonusové akce v tomto kole: {count}"
                + (f" ({listed_cs})." if ways else "."),
                en=f"{name}: bonus actions this round: {count}"
                + (f" ({listed_en})." if ways else "."),
            ),
            "bonus",
            cid,
        )
    )


# -- who attacks now ----------------------------------------------------------------------
def attacking(
    state: dict,
    action: dict,
    events: list[Event],
    kind: str | None,
    as_bonus: bool = False,
    opens: bool = True,
) -> tuple[dict | None, dict | None]:
    """The attacker the action names (None: nobody named) and, when it attacks with a
    bonus action, that bonus action (``{"how", "kind", "penalty"}``).

    Where the conflict's actions go in an order (initiative, or a fixed one), only the
    combatant acting now attacks, with the action now (its main one or a bonus one);
    where everyone acts at once (no initiative: slow influence, "každý útočí na cíl, jež
    si vybere"), any participant attacks while the round runs, with its main action or,
    ``as_bonus``, its bonus action. A bonus action carries its kind (a bonus social action
    makes no physical attack: ``kind`` is the attack's, None where the attack may be of
    any kind, as a wound written straight to a scar: "lze například magickou mentální
    akcí někoho fyzicky ohrozit"); fast influence as the main action in a physical
    conflict leaves no bonus social action.

    One action is one action (Střety, "Každá postava má v kole jednu akci"): where the
    actions go in an order, the first attack ``opens`` the turn's action (a shot, a burst,
    an aimed blow, a social attack) and a second one in the same turn is refused; what
    follows an attack (its hit locations, its wound) does not open one."""
    raw = action.get("attacker")
    if raw is None:
        return None, None
    record = combatant(state, raw)
    cid, name = record["id"], record["name"]
    turn = state["turn"]
    running = state["status"] == "running" and state["phase"] == "act"
    acting = (
        running
        and state["current"] == cid
        and turn is not None
        and turn < len(state["actions"])
        and state["actions"][turn]["id"] == cid
    )
    if running and (not acting or as_bonus) and st.top(state)["initiative"] == "none":
        acted(state, cid, events)
        if not as_bonus:
            return record, None
        ways = [w for w in st.bonus_ways(state, cid) if kind is None or w["kind"] in (None, kind)]
        if not ways:
            raise _refuse_way(
                f"{name} nemá v tomto kole bonusovou akci, kterou by takto "
                f"{by_gender(gender_of(record), 'útočil', 'útočila', 'útočilo')}.",
                f"{name} has no bonus action this round to make this attack with.",
            )
        return record, ways[0]
    if not acting:
        now = state["current"]
        now_cs = f"na tahu je {st.name_of(state, now)}" if now else "nikdo není na tahu"
        now_en = f"{st.name_of(state, now)} is acting" if now else "nobody is acting"
        raise refuse(
            f"{name} teď neútočí: útočí jen ten, kdo je na tahu ({now_cs}); ostatní se "
            "smějí jen bránit (Střety, Iniciativa).",
            f"{name} cannot attack now: only the one acting attacks ({now_en}); the others "
            "may only defend (Střety, Initiative).",
            "action",
        )
    number = state["actions"][turn]["bonus"]
    if opens:
        _open_turn(state, record, number)
    acted(state, cid, events)
    if number == 0:
        if as_bonus:
            raise refuse(
                f"{name} teď provádí hlavní akci; bonusová akce přijde po všech hlavních "
                "akcích (dejte ji přes bonusové akce).",
                f"{name} is taking its main action now; a bonus action comes after every "
                "main action (give it as a bonus action).",
                "action",
            )
        if kind == "social" and st.top(state)["kind"] == "physical":
            if any(w["kind"] == "social" for w in st.bonus_ways(state, cid)):
                raise _refuse_way(
                    f"{name}: rychlé působení jako hlavní akce ve fyzickém střetu neumožňuje "
                    f"bonusovou sociální akci, a {name} ji v tomto kole má; nejdříve ji vezměte "
                    "zpět (Střety, Rychlé působení).",
                    f"{name}: fast influence as the main action in a physical conflict gives "
                    f"no bonus social action, and {name} has one this round; take it back "
                    "first (Střety, Fast influence).",
                )
            fast = state.setdefault("fast_influence", [])
            if cid not in fast:
                fast.append(cid)
        return record, None
    ways = st.bonus_ways(state, cid)
    way = ways[number - 1] if number <= len(ways) else dict(st.UNKNOWN_WAY)
    if kind is not None and way["kind"] is not None and way["kind"] != kind:
        kinds_cs = {"physical": "fyzický", "social": "sociální", "mental": "mentální"}
        raise _refuse_way(
            f"{name}: {number}. bonusová akce je {st.KIND_CS[way['kind']]} "
            f"({st.way_text(way).cs}); {kinds_cs[kind]} útok jí provést nelze.",
            f"{name}: bonus action {number} is a {way['kind']} one ({st.way_text(way).en}); "
            f"a {kind} attack cannot be made with it.",
        )
    return record, way


def _open_turn(state: dict, record: dict, number: int) -> None:
    """The turn's one action is spent by its first attack; a second attack is refused."""
    opened = state.setdefault("opened", [])
    entry = [record["id"], number]
    if entry in opened:
        name = record["name"]
        which_cs = "hlavní akci" if not number else f"{number}. bonusovou akci"
        which_en = "main action" if not number else f"bonus action {number}"
        raise _refuse_way(
            f"{name} už v tomto tahu {by_gender(gender_of(record), 'útočil', 'útočila', 'útočilo')}"
            f": jednu hlavní akci (i bonusovou) tvoří jeden útok – {which_cs} už "
            f"{by_gender(gender_of(record), 'provedl', 'provedla', 'provedlo')} (Střety, "
            "Iniciativa).",
            f"{name} has already attacked this turn: one main action (or bonus action) is one "
            f"attack, and its {which_en} is spent (Střety, Initiative).",
        )
    opened.append(entry)


def not_oneself(attacker: dict | None, target: dict) -> None:
    """An attack on oneself is refused: a character wounds itself by burning (pálení)."""
    if attacker is not None and attacker["id"] == target["id"]:
        name = target["name"]
        alone = by_gender(gender_of(target), "sám", "sama", "samo")
        raise refuse(
            f"{name} nemůže útočit {alone} na sebe; zranit se {alone} může pálením (Člověk, "
            "Jizvy – pálení).",
            f"{name} cannot attack itself; a character wounds itself by burning (Člověk, "
            "Scars – burning).",
            "action",
        )


def penalty_note(way: dict | None) -> tuple[str, str]:
    """ "bonusová akce (…) −2" for an attack made with a bonus action, else empty."""
    if way is None:
        return "", ""
    text = st.way_text(way)
    return f"bonusová akce ({text.cs})", f"bonus action ({text.en})"


HANDLERS = {"bonus": _bonus}


def undeclared_at_round_end(state: dict) -> list[str]:
    """Who has not declared this round's bonus actions (not even none), in acting order,
    when the next step ends the round (the last action of the round is under way); else
    nobody. Bonus actions follow the main ones, so after the round they are lost."""
    if state.get("status") != "running" or state.get("phase") != "act":
        return []
    turn, order = state.get("turn"), state.get("order") or []
    if turn is None or turn + 1 < len(order):
        return []
    declared = state.get("bonus") or {}
    seen: list[str] = []
    for cid in order:
        if cid not in declared and cid not in seen and cid in state["combatants"]:
            seen.append(cid)
    return seen
