"""Sheet edits the GM makes outside a conflict: attributes, healing by hand, disorders,
feeling targets, the sin hierarchy, and the names and descriptions a sheet shows.

Every function changes a :class:`Character` in place or raises RuleError changing nothing.
"""

from __future__ import annotations

from campaign_manager.systems.clovek.character import (
    ATTRIBUTE_RANGE,
    ATTRIBUTES,
    CAPACITY_ATTRIBUTE,
    SKILL_ATTRIBUTE,
    TEMPERAMENTS,
    Character,
)
from campaign_manager.systems.clovek.data import rules, text
from campaign_manager.systems.clovek.feelings import (
    FEELINGS,
    check_feeling,
    feeling_name,
    holder_armour,
)
from campaign_manager.systems.clovek.scars import (
    SCAR_KIND,
    Scar,
    Severity,
    WoundEvent,
    check_scar_key,
    penalty_text,
    scar_name,
)
from campaign_manager.systems.clovek.settings import ClovekSettings
from campaign_manager.systems.clovek.soul import Disorder
from campaign_manager.systems.common import RuleError, Text
from campaign_manager.systems.outcome import Event, Outcome, Prompt

BOUNDARIES = ("scene", "chapter", "book")

#: A default the text does not give: the sheet shows at least this many grades of the sin
#: hierarchy (more when the soul or a named sin is higher).
MIN_SIN_GRADES = 5


# ----- names and descriptions (from resources/rules/clovek/character.json)
def attribute_name(key: str) -> Text:
    return text(rules("character")["attributes"][key]["name"])


def attribute_level(value: int) -> Text:
    """What an attribute value means (0 missing … 5 peak), as the text describes it."""
    return text(rules("character")["attribute_levels"].get(str(value)))


def type_name(kind: str) -> Text:
    return text(rules("character")["types"][kind]["name"])


def temperament_name(key: str) -> Text:
    return text(rules("character")["temperaments"][key]["name"])


def attribute_role(key: str) -> tuple[str, str]:
    """(type, "skill" | "capacity") of an attribute."""
    for kind, attribute in SKILL_ATTRIBUTE.items():
        if attribute == key:
            return kind, "skill"
    for kind, attribute in CAPACITY_ATTRIBUTE.items():
        if attribute == key:
            return kind, "capacity"
    raise RuleError(Text(cs=f"Neznámý atribut {key!r}.", en=f"Unknown attribute {key!r}."))


def wound_meaning(kind: str, severity: Severity) -> Text:
    """What a wound of the type and severity stands for in the story."""
    return text(rules("character")["wound_meaning"][kind][severity.key])


# ----- attributes
def set_attribute(character: Character, key: str, value: int) -> None:
    """Change an attribute. A capacity attribute resizes every scar of its type; lowering it
    is refused while a scar holds more wounds than it would have boxes."""
    if key not in ATTRIBUTES:
        raise RuleError(Text(cs=f"Neznámý atribut {key!r}.", en=f"Unknown attribute {key!r}."))
    low, high = ATTRIBUTE_RANGE
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise RuleError(
            Text(
                cs=f"Atribut má hodnotu 0–5, ne {value!r} (Člověk, Atributy).",
                en=f"An attribute ranges 0–5, not {value!r} (Člověk, Attributes).",
            ),
            "input",
        )
    kind, role = attribute_role(key)
    if role == "capacity":
        too_full = [s for s in character.scars.values() if s.kind == kind and len(s.wounds) > value]
        if too_full:
            names_cs = ", ".join(s.name.cs for s in too_full)
            names_en = ", ".join(s.name.en for s in too_full)
            name = attribute_name(key)
            raise RuleError(
                Text(
                    cs=f"{name.cs} {value} by dala jizvám jen {value} políček, ale {names_cs} "
                    "drží víc zranění; nejdříve je vyléčte (Člověk, Jizvy: počet políček = "
                    "kapacita).",
                    en=f"{name.en} {value} would give the scars only {value} boxes, but "
                    f"{names_en} hold more wounds; heal them first (Člověk, Scars: boxes = "
                    "capacity).",
                ),
                "attribute",
            )
    character.attributes[key] = value
    if role == "capacity":
        for scar_key, scar in list(character.scars.items()):
            if scar.kind == kind:
                resized = Scar(scar_key, value, list(scar.wounds))
                resized.critical = scar.critical and resized.full_of_devastating()
                character.scars[scar_key] = resized


def set_temperament(character: Character, key: str) -> None:
    if key not in TEMPERAMENTS:
        raise RuleError(
            Text(cs=f"Neznámý temperament {key!r}.", en=f"Unknown temperament {key!r}."), "input"
        )
    character.temperament = key


def set_dominant(character: Character, side: str) -> None:
    if side not in ("right", "left"):
        raise RuleError(
            Text(cs="Dominantní strana je right nebo left.", en="The side is right or left."),
            "input",
        )
    character.dominant = side


# ----- healing by hand
def heal_wound(character: Character, key: str, severity: Severity | str | int) -> WoundEvent:
    """The GM removes one wound (care, a miracle, a correction); the rest close up."""
    scar = character.scar(check_scar_key(key))
    severity = Severity.parse(severity)
    if not scar.holds(severity):
        raise RuleError(
            Text(
                cs=f"{scar.name.cs} nedrží žádné {severity.label.cs} zranění.",
                en=f"{scar.name.en} holds no {severity.label.en} wound.",
            ),
            "input",
        )
    scar.remove_one(severity)
    return WoundEvent(
        "healed",
        key,
        severity,
        Text(
            cs=f"{scar_name(key).cs}: vyléčeno {severity.label.cs} zranění ({scar.marks()}).",
            en=f"{scar_name(key).en}: a {severity.label.en} wound heals ({scar.marks()}).",
        ),
    )


def burn_status(character: Character) -> dict[str, tuple[int, int]]:
    """Per type: (points burned this round, the most allowed per round)."""
    return {
        kind: (character.burned_this_round(kind), character.burn_limit(kind))
        for kind in SKILL_ATTRIBUTE
    }


def scar_states(character: Character, key: str) -> dict[str, bool]:
    """How the sheet marks a scar: close/distant to the temperament, burnable, critical."""
    check_scar_key(key)
    return {
        "close": key in character.close_scars(),
        "distant": key in character.distant_scars(),
        "burnable": key in character.burnable_scars(),
        "critical": character.scars[key].critical,
        "social": SCAR_KIND[key] == "social",
    }


# ----- disorders
def _check_disorder(disorder: Disorder) -> Disorder:
    if not isinstance(disorder.name, str) or not disorder.name.strip():
        raise RuleError(Text(cs="Porucha potřebuje název.", en="A disorder needs a name."), "input")
    disorder.name = disorder.name.strip()
    return disorder


def add_disorder(character: Character, disorder: Disorder) -> None:
    _check_disorder(disorder)
    if any(d.name == disorder.name for d in character.disorders):
        raise RuleError(
            Text(
                cs=f"Postava už poruchu {disorder.name} má.",
                en=f"The character already has the disorder {disorder.name}.",
            ),
            "input",
        )
    character.disorders.append(disorder)


def replace_disorder(character: Character, name: str, disorder: Disorder) -> None:
    """Edit a disorder (its name, kind, effect, trigger) in place."""
    old = character.disorder(name)
    _check_disorder(disorder)
    if disorder.name != name and any(d.name == disorder.name for d in character.disorders):
        raise RuleError(
            Text(
                cs=f"Postava už poruchu {disorder.name} má.",
                en=f"The character already has the disorder {disorder.name}.",
            ),
            "input",
        )
    character.disorders[character.disorders.index(old)] = disorder


# ----- feelings
def feeling_description(key: str) -> Text:
    return text(rules("character")["feelings"][check_feeling(key)]["description"])


def feeling_table(character: Character) -> list[tuple[str, dict[str, dict[str, int]]]]:
    """Per target (by name): per feeling the value that counts now (lasting + temporary,
    netted against its opposite), the lasting value, request raises used, temporary bonus."""
    feelings = character.feelings
    rows = []
    for target in sorted(feelings.targets, key=str.casefold):
        entries = feelings.targets[target]
        rows.append(
            (
                target,
                {
                    key: {
                        "value": feelings.value(target, key),
                        "lasting": entries[key].value,
                        "raises": entries[key].raises,
                        "temporary": entries[key].temporary(),
                    }
                    for key in FEELINGS
                },
            )
        )
    return rows


def remove_feeling_target(character: Character, target: str) -> None:
    """Forget every feeling toward ``target``."""
    if target not in character.feelings.targets:
        raise RuleError(
            Text(cs=f"K {target} postava necítí nic.", en=f"No feelings toward {target}."),
            "input",
        )
    del character.feelings.targets[target]


def use_feeling(character: Character, target: str, feeling: str, scar: str) -> list[WoundEvent]:
    """The holder uses its own feeling toward ``target`` as armour: only Touha and
    Nepřátelství (Člověk, City); any other feeling is used by its target against its
    holder ("cit využívá ten, kdo je cílem citu, užívá jej proti držiteli citu"), in the
    conflict, not from the holder's sheet. It costs the user a burned stun social wound in
    ``scar`` ("K využití citu je třeba spálit omračující sociální zranění"). A feeling at 0
    cannot be used."""
    check_feeling(feeling)
    name = feeling_name(feeling)
    if feeling not in holder_armour():
        allowed = holder_armour()
        raise RuleError(
            Text(
                cs=f"{name.cs} k {target} využívá {target} proti držiteli citu; držitel smí "
                "sám využít jen vlastní "
                + " a ".join(feeling_name(k).cs for k in allowed)
                + " jako zbroj (Člověk, City).",
                en=f"{name.en} toward {target}: {target} uses it against its holder; the "
                "holder may use only its own "
                + " and ".join(feeling_name(k).en for k in allowed)
                + ", as armour (Člověk, Feelings).",
            ),
            "input",
        )
    value = character.feelings.value(target, feeling) if target in character.feelings.targets else 0
    if value < 1:
        raise RuleError(
            Text(
                cs=f"{name.cs} k {target} je 0: není co využít (Člověk, City).",
                en=f"{name.en} toward {target} is 0: there is nothing to use (Člověk, Feelings).",
            ),
            "input",
        )
    events = character.use_feeling(scar)
    used = WoundEvent(
        "feeling_used",
        scar,
        Severity.STUN,
        Text(
            cs=f"{name.cs} k {target} ({value}) využit jako zbroj: spálí omračující zranění "
            f"({scar_name(scar).cs}).",
            en=f"{name.en} toward {target} ({value}) is used as armour: a stun wound is burned "
            f"({scar_name(scar).en}).",
        ),
    )
    return [used, *events]


def feeling_burn_scars(character: Character) -> list[str]:
    """The social scars a feeling's use may burn now (burnable for this character)."""
    return [key for key in character.burnable_scars() if SCAR_KIND[key] == "social"]


# ----- soul
def sin_grades(character: Character) -> range:
    """The grades of the sin hierarchy the sheet shows: 1 to at least MIN_SIN_GRADES, the
    soul's grade and the highest named sin."""
    soul = character.soul
    return range(1, max([MIN_SIN_GRADES, soul.grade, *soul.sins.keys()]) + 1)


def set_soul_grade(character: Character, grade: int) -> None:
    if not isinstance(grade, int) or isinstance(grade, bool) or grade < 0:
        raise RuleError(
            Text(cs="Stupeň duše je celé číslo ≥ 0.", en="The soul grade is a whole number ≥ 0."),
            "input",
        )
    character.soul.grade = grade


def set_sin(character: Character, grade: int, sin: str) -> None:
    """Name the sin of a grade in the hierarchy (an empty name removes it)."""
    if not isinstance(grade, int) or isinstance(grade, bool) or grade < 1:
        raise RuleError(
            Text(cs="Stupeň hříchu je celé číslo ≥ 1.", en="A sin grade is a whole number ≥ 1."),
            "input",
        )
    sin = sin.strip()
    if sin:
        character.soul.sins[grade] = sin
    else:
        character.soul.sins.pop(grade, None)


# ----- time boundaries
def start_boundary(
    character: Character,
    boundary: str,
    choices: dict[str, str] | None = None,
    decay=(),
) -> list[WoundEvent]:
    """Start a scene, chapter or book for one character (see Character.start_*)."""
    if boundary == "scene":
        return character.start_scene()
    if boundary == "chapter":
        return character.start_chapter(choices)
    if boundary == "book":
        return character.start_book(decay)
    raise RuleError(
        Text(
            cs=f"Neznámá hranice času {boundary!r}; známé: scene, chapter, book.",
            en=f"Unknown time boundary {boundary!r}; known: scene, chapter, book.",
        ),
        "input",
    )


# ----- penalty texts (the GM's, kept in the campaign's rules settings)
def penalty(
    settings: ClovekSettings, key: str, which: str, severity: Severity | None = None
) -> Text:
    """The penalty text of a scar: ``which`` = one_time, long_term (with ``severity``) or
    critical. The GM's text from the rules settings; else the rules data (shipped empty)."""
    slot = which if severity is None else f"{which}_{severity.key}"
    written = settings.penalty(key, slot)
    if written:
        return Text(cs=written, en=written)
    return penalty_text(key, which, severity)


def penalties_in_force(
    character: Character, settings: ClovekSettings
) -> dict[str, list[tuple[str, Text]]]:
    """Per scar the penalty states in force ("long_term_lethal", "critical", …) with the
    GM's texts (empty where none is written yet)."""
    result = {}
    for key, states in character.penalties().items():
        shown = []
        for state, _text in states:
            if state == "critical":
                shown.append((state, penalty(settings, key, "critical")))
            else:
                severity = Severity.parse(state.removeprefix("long_term_"))
                shown.append((state, penalty(settings, key, "long_term", severity)))
        result[key] = shown
    return result


def event_penalty(event: WoundEvent, settings: ClovekSettings) -> Text | None:
    """The penalty text an event brings (a one-time penalty, a critical scar), the GM's."""
    if event.penalty is None:
        return None
    if event.kind == "one_time_penalty" and event.severity is not None:
        return penalty(settings, event.scar, "one_time", event.severity)
    if event.kind == "critical":
        return penalty(settings, event.scar, "critical")
    return event.penalty


def event_text(event: WoundEvent, settings: ClovekSettings) -> Text:
    """An event's line for the log: what happened, then " — " and its penalty text."""
    text = event.text
    extra = event_penalty(event, settings)
    if extra is None or not (extra.cs or extra.en):
        return text
    return Text(cs=f"{text.cs} — {extra.cs or extra.en}", en=f"{text.en} — {extra.en or extra.cs}")


# ----- campaign time for several characters at once
def _boundary_check(boundary: str) -> None:
    if boundary not in BOUNDARIES:
        raise RuleError(
            Text(
                cs=f"Neznámá hranice času {boundary!r}; známé: scene, chapter, book.",
                en=f"Unknown time boundary {boundary!r}; known: scene, chapter, book.",
            ),
            "input",
        )


def _choice_prompt(character_id: int, kind: str, options: list[str]) -> Prompt:
    name = type_name(kind)
    return Prompt(
        "choice",
        combatant=str(character_id),
        text=Text(
            cs=f"Zničující {name.cs} zranění drží víc jizev: hráč zvolí, která se zahojí "
            "(Člověk, Zranění).",
            en=f"Several scars hold a devastating {name.en} wound: the player picks the one "
            "that heals (Člověk, Wounds).",
        ),
        options=tuple(options),
        data={"character": character_id, "type": kind},
    )


def _decay_prompt(character_id: int, pairs: list[tuple[str, str]]) -> Prompt:
    return Prompt(
        "decay",
        combatant=str(character_id),
        text=Text(
            cs="City zvýšené citovými žádostmi mohou na začátku knihy klesnout o 1, přeje-li "
            "si to hráč (Člověk, City).",
            en="Feelings raised by emotional requests may drop by 1 at the book's start if the "
            "player wishes (Člověk, Feelings).",
        ),
        data={"character": character_id, "pairs": list(pairs)},
    )


def start_time(
    sheets: dict[int, dict],
    boundary: str,
    choices: dict[int, dict[str, str]] | None = None,
    decay: dict[int, list[tuple[str, str]]] | None = None,
) -> Outcome:
    """Start a scene, chapter or book for the characters of ``sheets`` (id → sheet).

    Where a choice is still open the outcome only asks: its prompts are "choice" (at a
    chapter start, which scar heals its devastating wound when several of a type hold one;
    ``options`` are the scar keys, ``data`` the character and the type) and "decay" (at a
    book start, which request-raised (target, feeling) pairs drop by 1; ``data["pairs"]``);
    its state is the unchanged sheets. Call again with the answers: ``choices[id][type]``
    and ``decay[id]`` (a list, maybe empty). Then the state is id → new sheet and the
    events say what happened, each with its character's id as ``combatant``.
    """
    _boundary_check(boundary)
    choices = choices or {}
    decay = decay or {}
    characters = {cid: Character.from_sheet(sheet) for cid, sheet in sheets.items()}
    prompts = []
    for cid, character in characters.items():
        if boundary == "chapter":
            for kind, options in character.chapter_choices_needed().items():
                if kind not in choices.get(cid, {}):
                    prompts.append(_choice_prompt(cid, kind, options))
        if boundary == "book" and character.feelings.decayable() and cid not in decay:
            prompts.append(_decay_prompt(cid, character.feelings.decayable()))
    if prompts:
        return Outcome(dict(sheets), (), tuple(prompts))
    new, events = {}, []
    for cid, character in characters.items():
        happened = start_boundary(character, boundary, choices.get(cid), decay.get(cid, ()))
        new[cid] = character.to_sheet()
        events += [Event(e.text, e.kind, combatant=str(cid)) for e in happened]
    return Outcome(new, tuple(events))
