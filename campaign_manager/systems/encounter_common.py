"""What every system's encounter (a fight) shares. Pure Python, plain JSON state.

Each system has ``campaign_manager.systems.<key>.encounter`` with ``new_encounter``,
``act(encounter, action, rng=None) -> Outcome`` and ``public_view(encounter)``. They use
these helpers for the parts that do not differ between systems: the combatant records,
conditions with durations, hidden combatants and revealing them, the copy-on-act dispatch
(the argument is never modified; a refused action changes nothing) and the skeleton of the
public view (only visible combatants, never a sheet, never a hidden one's id).

State keys shared by every system (a system adds its own):

``system``, ``round`` (0 until the fight starts), ``status`` ("prepared", "running",
"finished"), ``current`` (id or None), ``public_current`` (the last visible combatant whose
turn it was: the player view's highlight stays there while a hidden one acts), ``order``,
``phase``, ``combatants`` (id → combatant), ``settings`` (the campaign's settings for the
system, as given), ``options`` (``reveal_on_act``), ``view`` (what the player view shows:
``pc`` "numbers" | "band" | "nothing", ``npc`` "band" | "nothing", ``initiative`` bool,
``secret_conditions`` list of names).

A combatant: ``id``, ``name``, ``side`` ("pc" | "npc"), ``sheet``, ``hidden``,
``conditions`` (list of ``{"name", "remaining", ...}``), ``gender`` ("m", "f", "n": the
grammatical gender the Czech texts about it agree with), ``alias`` (the name players see,
for an NPC), ``character_id`` (the roster character whose sheet it is, or None for an extra
that keeps its wounds in the encounter), ``group`` (optional key of a group acting together).
"""

from __future__ import annotations

import copy
import functools
import operator
from collections.abc import Callable, Iterable
from typing import Any

from campaign_manager.systems.common import (
    GENDERS,
    MASCULINE,
    RuleError,
    Text,
    by_gender,
    check_name,
    gender_of,
    kind_of,
    shown,
)
from campaign_manager.systems.encounter_copy import (
    as_acted,
    check_once,
    lazy_copy,
    plain_copy,
)
from campaign_manager.systems.encounter_fields import (
    _CONDITION,
    _ID,
    _NAME,
    DEFAULT_OPTIONS,
    DEFAULT_VIEW,
    MAX_CONDITION_NAME,
    MAX_ID,
    SIDES,
    _not_a_fight,
    _view_not_a_record,
    check_alias,
    check_condition,
    check_flag,
    check_rounds,
    check_state,
    check_view,
    refuse,
)
from campaign_manager.systems.outcome import Event, Outcome, Prompt

Handler = Callable[[dict, dict, Any, list[Event], list[Prompt]], None]


def make_combatant(raw: dict, validate_sheet: Callable[[Any], dict]) -> dict:
    """A combatant record from ``raw`` (at least id, name, side, sheet); the sheet is
    validated by the system. Unknown extra keys are kept (a system's own)."""
    if not isinstance(raw, dict):
        raise refuse(
            f"Účastník boje musí být záznam, ne {kind_of(raw).cs}.",
            f"A combatant must be a record, not {kind_of(raw).en}.",
            "input",
        )
    combatant = copy.deepcopy(raw)
    combatant["id"] = check_name(raw.get("id"), _ID, MAX_ID)
    combatant["name"] = check_name(raw.get("name"), _NAME)
    if raw.get("side") not in SIDES:
        raise refuse(
            f"{combatant['name']}: strana účastníka je „pc“ (hráčská postava) nebo „npc“.",
            f"{combatant['name']}: a combatant's side is 'pc' (player character) or 'npc'.",
            "input",
        )
    combatant["sheet"] = validate_sheet(raw.get("sheet"))
    combatant["hidden"] = check_flag(raw.get("hidden", False), "hidden")
    conditions = raw.get("conditions", [])
    if not isinstance(conditions, list):
        raise refuse(
            f"{combatant['name']}: stavy jsou seznam, ne {kind_of(conditions).cs}.",
            f"{combatant['name']}: conditions are a list, not {kind_of(conditions).en}.",
            "input",
        )
    combatant["conditions"] = [check_condition(c, combatant["name"]) for c in conditions]
    combatant["alias"] = check_alias(raw.get("alias"))
    character_id = raw.get("character_id")
    if character_id is not None and (
        isinstance(character_id, bool) or not isinstance(character_id, int | str)
    ):
        raise refuse(
            f"{combatant['name']}: „character_id“ je id postavy ze seznamu postav nebo nic.",
            f"{combatant['name']}: 'character_id' is a roster character's id or nothing.",
            "input",
        )
    group = raw.get("group")
    if group is not None and not isinstance(group, str):
        raise refuse(
            f"{combatant['name']}: skupina („group“) je text nebo nic.",
            f"{combatant['name']}: a group ('group') is text or nothing.",
            "input",
        )
    combatant["character_id"] = character_id
    combatant["group"] = group
    gender = raw.get("gender", MASCULINE)  # what the Czech texts about it agree with
    if gender not in GENDERS:
        raise refuse(
            f"{combatant['name']}: mluvnický rod („gender“) je „m“, „f“ nebo „n“.",
            f"{combatant['name']}: the grammatical gender ('gender') is 'm', 'f' or 'n'.",
            "input",
        )
    combatant["gender"] = gender
    return combatant


def _options(options: Any) -> dict:
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise refuse(
            f"Volby boje jsou záznam, ne {kind_of(options).cs}.",
            f"A fight's options are a record, not {kind_of(options).en}.",
            "input",
        )
    merged = {**DEFAULT_OPTIONS, **options}
    check_flag(merged["reveal_on_act"], "reveal_on_act")
    return copy.deepcopy(merged)


def base_state(
    system: str,
    combatants: Iterable[dict],
    validate_sheet: Callable[[Any], dict],
    settings: dict | None,
    options: dict | None = None,
    view: dict | None = None,
) -> dict:
    """The state every system starts from (round 0, prepared). ``combatants`` is a list
    (or tuple) of records; RuleError in words for anything that is not."""
    if not isinstance(combatants, list | tuple):
        raise refuse(
            f"Účastníci boje jsou seznam záznamů, ne {kind_of(combatants).cs}.",
            f"A fight's combatants are a list of records, not {kind_of(combatants).en}.",
            "input",
        )
    if settings is not None and not isinstance(settings, dict):
        raise refuse(
            f"Nastavení kampaně je záznam, ne {kind_of(settings).cs}.",
            f"The campaign's settings are a record, not {kind_of(settings).en}.",
            "input",
        )
    if view is not None and not isinstance(view, dict):
        raise _view_not_a_record(view)
    records: dict[str, dict] = {}
    for raw in combatants:
        record = make_combatant(raw, validate_sheet)
        if record["id"] in records:
            raise refuse(
                f"Dva účastníci mají stejné id „{record['id']}“.",
                f"Two combatants share the id '{record['id']}'.",
                "input",
            )
        records[record["id"]] = record
    return {
        "system": system,
        "round": 0,
        "status": "prepared",
        "current": None,
        "public_current": None,
        "order": [],
        "phase": None,
        "combatants": records,
        "settings": copy.deepcopy(settings or {}),
        "options": _options(options),
        "view": check_view({**copy.deepcopy(DEFAULT_VIEW), **(view or {})}),
    }


def combatant(state: dict, combatant_id: Any) -> dict:
    """The combatant with ``combatant_id``; RuleError if there is none."""
    if not isinstance(combatant_id, str):
        kind = kind_of(combatant_id)
        raise refuse(
            f"Účastník boje se určuje svým id (text), ne {kind.cs}.",
            f"A combatant is named by its id (text), not {kind.en}.",
            "input",
        )
    found = state["combatants"].get(combatant_id)
    if found is None:
        raise refuse(
            f"V boji není účastník „{shown(combatant_id)}“.",
            f"There is no combatant '{shown(combatant_id)}' in this fight.",
            "input",
        )
    return found


def display_name(record: dict) -> str:
    """The name the GM sees (the real one)."""
    return record["name"]


def public_name(record: dict) -> str:
    """The name the players see: an NPC's alias where the GM gave one."""
    return record.get("alias") or record["name"]


def row_identity(cid: str, record: dict) -> dict:
    """The part of a GM's row (``gm_rows``) every system writes alike: who the combatant
    is (its id, names, side, whether hidden, its roster character)."""
    return {
        "id": cid,
        "name": record["name"],
        "alias": record.get("alias"),
        "side": record["side"],
        "hidden": record["hidden"],
        "character_id": record.get("character_id"),
    }


def visible(record: dict) -> bool:
    return not record.get("hidden", False)


def set_current(state: dict, combatant_id: str | None) -> None:
    """Make ``combatant_id`` current (None: nobody); the public highlight follows only
    visible ones. RuleError for an id that is not text."""
    if combatant_id is None:
        state["current"] = state["public_current"] = None
        return
    if not isinstance(combatant_id, str):
        combatant(state, combatant_id)  # refuses it in words
    state["current"] = combatant_id
    record = dict.get(state["combatants"], combatant_id)  # read only: not copied for the look
    if record is not None and visible(record):
        state["public_current"] = combatant_id


def acted(state: dict, combatant_id: str, events: list[Event]) -> None:
    """A combatant acts: hidden ones are revealed when the campaign says so."""
    if not isinstance(combatant_id, str):
        combatant(state, combatant_id)  # refuses it in words
    record = state["combatants"].get(combatant_id)
    if record and record.get("hidden") and state["options"].get("reveal_on_act"):
        reveal(state, combatant_id, events)


def reveal(state: dict, combatant_id: str, events: list[Event]) -> None:
    record = combatant(state, combatant_id)
    if not record["hidden"]:
        raise refuse(
            f"{record['name']} už je vidět.", f"{record['name']} is already visible.", "state"
        )
    record["hidden"] = False
    if state.get("current") == combatant_id:
        state["public_current"] = combatant_id
    events.append(
        Event(
            Text(cs=f"{record['name']} se odhaluje.", en=f"{record['name']} is revealed."),
            "reveal",
            combatant_id,
        )
    )


def hide(state: dict, combatant_id: str, events: list[Event]) -> None:
    record = combatant(state, combatant_id)
    if record["hidden"]:
        raise refuse(
            f"{record['name']} už je {by_gender(gender_of(record), 'skrytý', 'skrytá', 'skryté')}.",
            f"{record['name']} is already hidden.",
            "state",
        )
    record["hidden"] = True
    if state.get("public_current") == combatant_id:
        state["public_current"] = None
    events.append(
        Event(
            Text(cs=f"{record['name']} se skrývá.", en=f"{record['name']} is hidden."),
            "hide",
            combatant_id,
        )
    )


# -- conditions ---------------------------------------------------------------------------


def add_condition(
    state: dict, target: str, name: Any, rounds: Any, events: list[Event], **extra: Any
) -> dict:
    """Give ``target`` the condition ``name`` for ``rounds``; ``extra`` keys are a system's
    own (``secret``: true or false keeps it off the player view)."""
    record = combatant(state, target)
    name = check_name(name, _CONDITION, MAX_CONDITION_NAME)
    entry = {"name": name, "remaining": check_rounds(rounds), **extra}
    if "secret" in entry:
        check_flag(entry["secret"], "secret")
    record["conditions"].append(entry)
    events.append(
        Event(
            Text(
                cs=f"{record['name']}: {name} ({rounds_cs(entry['remaining'])}).",
                en=f"{record['name']}: {name} ({rounds_en(entry['remaining'])}).",
            ),
            "condition",
            target,
        )
    )
    return entry


def remove_condition(state: dict, target: str, name: Any, events: list[Event]) -> None:
    record = combatant(state, target)
    name = check_name(name, _CONDITION, MAX_CONDITION_NAME)
    for index, entry in enumerate(record["conditions"]):
        if entry["name"] == name:
            del record["conditions"][index]
            events.append(_condition_ended(record, entry))
            return
    raise refuse(
        f"{record['name']} nemá stav „{shown(name)}“.",
        f"{record['name']} has no condition '{shown(name)}'.",
        "input",
    )


def _condition_ended(record: dict, entry: dict) -> Event:
    return Event(
        Text(
            cs=f"{record['name']}: {entry['name']} končí.",
            en=f"{record['name']}: {entry['name']} ends.",
        ),
        "condition_end",
        record["id"],
    )


_CONDITIONS = operator.itemgetter("conditions")
_HAS_ANY = [].__ne__  # not an empty list (anything else is read on, as before)


def tick_conditions(
    state: dict, events: list[Event], where: Callable[[dict, dict], bool] | None = None
) -> None:
    """Count down every condition (or those ``where(record, entry)`` picks) by one; those
    at 0 are gone, each with a log line. Only the combatants with a condition it counts
    are read for writing (so copied, in a copy-on-read state)."""
    combatants = state["combatants"]
    if not any(map(_HAS_ANY, map(_CONDITIONS, dict.values(combatants)))):
        return  # nobody has a condition (read only: no record copied for the look)
    for cid in list(combatants):
        seen = dict.__getitem__(combatants, cid)  # read only: not copied for the look
        if not any(where is None or where(seen, entry) for entry in seen["conditions"]):
            continue  # nothing counted: it keeps its conditions as they are
        record = combatants[cid]
        kept = []
        for entry in record["conditions"]:
            if where is None or where(record, entry):
                entry["remaining"] -= 1
                if entry["remaining"] <= 0:
                    events.append(_condition_ended(record, entry))
                    continue
            kept.append(entry)
        record["conditions"] = kept


def rounds_cs(n: int) -> str:
    if n == 1:
        return "1 kolo"
    if 2 <= n <= 4:
        return f"{n} kola"
    return f"{n} kol"


def rounds_en(n: int) -> str:
    return "1 round" if n == 1 else f"{n} rounds"


# -- the dispatch -------------------------------------------------------------------------
#: where a fight stands: its status, round, phase and whose turn it is
MOMENT = ("status", "round", "phase", "current")


def moment(state: dict) -> tuple:
    """Where the fight stands (:data:`MOMENT`). A step that moves it (Next, Start) was
    meant for the moment it was made in, not for a later one."""
    return tuple(state.get(key) for key in MOMENT)


def common_handlers() -> dict[str, Handler]:
    """Actions every system takes the same way."""

    def condition(state, action, rng, events, prompts):
        extra = {"secret": True} if check_flag(action.get("secret", False), "secret") else {}
        add_condition(
            state, action.get("target"), action.get("name"), action.get("rounds"), events, **extra
        )

    def end_condition(state, action, rng, events, prompts):
        remove_condition(state, action.get("target"), action.get("name"), events)

    def do_reveal(state, action, rng, events, prompts):
        reveal(state, action.get("target"), events)

    def do_hide(state, action, rng, events, prompts):
        hide(state, action.get("target"), events)

    def alias(state, action, rng, events, prompts):
        record = combatant(state, action.get("target"))
        if "alias" not in action:
            raise refuse(
                "Akce „alias“ potřebuje „alias“: krycí jméno, nebo prázdný text či null, "
                "které ho zruší.",
                "The 'alias' action needs 'alias': the alias, or an empty text or null to "
                "clear it.",
                "input",
            )
        record["alias"] = check_alias(action["alias"])

    def view(state, action, rng, events, prompts):
        given = action.get("view")
        if not isinstance(given, dict):
            raise _view_not_a_record(given)
        state["view"] = check_view({**state["view"], **copy.deepcopy(given)})

    def finish(state, action, rng, events, prompts):
        if state["status"] == "finished":
            raise refuse("Boj už skončil.", "The fight is already over.", "state")
        state["status"] = "finished"
        set_current(state, None)
        events.append(Event(Text(cs="Boj skončil.", en="The fight is over."), "finish"))

    return {
        "condition": condition,
        "end_condition": end_condition,
        "reveal": do_reveal,
        "hide": do_hide,
        "alias": alias,
        "view": view,
        "finish": finish,
    }


def dispatch(
    encounter: dict,
    action: Any,
    handlers: dict[str, Handler],
    rng: Any = None,
    system: str | None = None,
    check: Callable[[dict], None] | None = None,
) -> Outcome:
    """Run ``action`` on a copy of ``encounter`` with the handler for its type (after the
    system's ``check`` of the state, when given).

    The argument is never modified; a handler that raises RuleError leaves nothing changed.
    ``encounter`` must have the shape of a fight (:func:`check_state`; of ``system`` when
    given), ``action`` be a record with a ``type`` the handlers know: RuleError otherwise.
    """
    check_state(encounter, system)
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise refuse(
            "Akce musí být záznam s typem.", "An action must be a record with a 'type'.", "input"
        )
    handler = handlers.get(action["type"])
    if handler is None:
        raise refuse(
            f"Tento systém nezná akci „{shown(action['type'])}“.",
            f"This system has no action '{shown(action['type'])}'.",
            "input",
        )
    if encounter["status"] == "finished" and action["type"] not in ("view", "alias"):
        raise refuse(
            "Boj skončil; jeho stav už se nemění.",
            "The fight is over; it no longer changes.",
            "state",
        )
    state = lazy_copy(encounter)
    if state is None:
        try:
            state = plain_copy(encounter)
        except (TypeError, ValueError, RecursionError) as error:  # what JSON refuses
            raise _not_a_fight(
                "obsahuje hodnotu, která není JSON (množinu, smyčku, jiný typ)",
                "it holds a value that is not JSON (a set, a loop, another type)",
            ) from error
        if check is not None:
            check(state)
    elif check is not None:
        check_once(check, encounter)  # the same plain content as the copy: none copied for it
    events: list[Event] = []
    prompts: list[Prompt] = []
    handler(state, action, rng, events, prompts)
    return Outcome(as_acted(state, encounter), tuple(events), tuple(prompts))


# -- the views of a fight ------------------------------------------------------------------
def shown_or_refused(view: Callable) -> Callable:
    """A view of a stored fight (``public_view``, ``gm_rows``, ``pending``) that refuses a
    state damaged past what the system's check looks at (a key taken out, a value of the
    wrong type deep in it) with a RuleError in words, as ``act`` does, never a KeyError or
    a TypeError. The view runs its system's check first, which names the field where it
    can; this is what stands behind it."""

    @functools.wraps(view)
    def guarded(encounter: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return view(encounter, *args, **kwargs)
        except RuleError:
            raise
        except KeyError as error:
            key = shown(error.args[0]) if error.args else "?"
            raise _damaged_view(f"chybí v něm „{key}“", f"'{key}' is missing in it") from error
        except (TypeError, ValueError, AttributeError, IndexError) as error:
            raise _damaged_view(
                "hodnota v něm nemá správný typ nebo rozsah",
                "a value in it is of the wrong type or range",
            ) from error

    return guarded


def _damaged_view(cs: str, en: str) -> RuleError:
    return refuse(
        f"Stav boje je poškozený ({cs}), nejde ho ukázat. Otevři ho ze zálohy, nebo připrav nový.",
        f"The fight's state is damaged ({en}); it cannot be shown. Open it from a backup, "
        "or prepare a new one.",
        "state",
    )


# -- the public view ----------------------------------------------------------------------
def band(key: str, level: int, cs: str, en: str) -> dict:
    """How hurt a combatant looks: a key of the system's vocabulary, a level 0 (unhurt) to
    4 (the worst, e.g. dead) for the colour and icon, and the word in both languages."""
    return {"band": key, "band_level": level, "band_text": {"cs": cs, "en": en}}


def public_base(
    state: dict,
    ordered_ids: Iterable[str],
    band_of: Callable[[dict], dict],
    numbers_of: Callable[[dict], dict] | None = None,
) -> dict:
    """The public view's common part: visible combatants in ``ordered_ids`` order (then any
    visible one not in it), each with its public name, band and public conditions.
    RuleError in words when ``state`` is not a fight (:func:`check_state`)."""
    check_state(state)
    view = state["view"]
    secret = set(view.get("secret_conditions", []))
    combatants = state["combatants"]
    # in order, each once (a dict keeps the order; a list's ``in`` made this n²)
    seen = dict.fromkeys(cid for cid in ordered_ids if cid in combatants)
    seen.update(dict.fromkeys(combatants))
    shown = []
    for cid in seen:
        record = state["combatants"][cid]
        if not visible(record):
            continue
        how = view["pc"] if record["side"] == "pc" else view["npc"]
        entry = {
            "id": cid,
            "name": public_name(record),
            "side": record["side"],
            "character_id": record.get("character_id") if record["side"] == "pc" else None,
            "conditions": [
                {"name": c["name"], "remaining": c["remaining"]}
                for c in record["conditions"]
                if c["name"] not in secret and not c.get("secret")
            ],
        }
        if how == "nothing":
            entry.update(band=None, band_level=None, band_text=None)
        else:
            entry.update(band_of(record))
        if how == "numbers" and record["side"] == "pc" and numbers_of is not None:
            entry["numbers"] = numbers_of(record)
        shown.append(entry)
    current = state.get("current")
    if current is not None and not visible(state["combatants"].get(current, {"hidden": True})):
        current = state.get("public_current")
    if current is not None and (
        current not in state["combatants"] or not visible(state["combatants"][current])
    ):
        current = None
    return {
        "system": state["system"],
        "status": state["status"],
        "round": state["round"],
        "phase": state.get("phase"),
        "current": current,
        "combatants": shown,
    }
