"""What every rule system shares: bilingual texts, rule errors, dice, the system interface.

Pure Python: no Qt, no peewee. The UI shows ``Text.cs`` or ``Text.en`` by its language.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from campaign_manager.paths import resource_path


@dataclass(frozen=True, slots=True)
class Text:
    """A message in Czech and English, written for a game master at the table."""

    cs: str
    en: str

    def get(self, language: str) -> str:
        """The text in ``language`` ("cs" or "en"; anything else falls back to English)."""
        return self.cs if language.startswith("cs") else self.en

    def __str__(self) -> str:
        return self.en


@dataclass(frozen=True, slots=True)
class RosterLine(Text):
    """A roster line (``summary``) with the rules the sheet breaks and the GM has not
    waived, each in Czech and English (the roster counts them)."""

    broken: tuple[Text, ...] = ()


def plural_cs(n: int, one: str, few: str, many: str) -> str:
    """The Czech form for the number ``n``: 1 bod, 2–4 body, 0 or 5+ bodů (``{n}`` in the
    form is replaced by the number)."""
    form = one if n == 1 else few if 2 <= n <= 4 else many
    return form.replace("{n}", str(n))


def plural_en(n: int, one: str, many: str) -> str:
    return (one if n == 1 else many).replace("{n}", str(n))


def signed(value: int) -> str:
    """A modifier with its sign: "+2", "−1" (with the real minus sign), "±0"."""
    if value > 0:
        return f"+{value}"
    if value < 0:
        return f"−{-value}"
    return "±0"


def points_cs(n: int) -> str:
    return plural_cs(n, "{n} bod", "{n} body", "{n} bodů")


def points_en(n: int) -> str:
    return plural_en(n, "{n} point", "{n} points")


class RuleError(ValueError):
    """A request the rules forbid, or an out-of-range value. Nothing was changed.

    ``str(error)`` is the English message; ``error.text`` carries both languages.
    """

    def __init__(self, text: Text, code: str = "rule"):
        super().__init__(text.en)
        self.text = text
        self.code = code


class SheetError(RuleError):
    """A character sheet (JSON form) that cannot be read: names the field and the problem."""

    def __init__(self, field: str, text: Text):
        super().__init__(
            Text(cs=f"Pole „{field}“: {text.cs}", en=f"Field '{field}': {text.en}"), "sheet"
        )
        self.field = field
        #: the problem alone, without the field's name (a form says it in its own words)
        self.detail = text


#: the longest name a character or a combatant may have, in characters
MAX_NAME = 200
#: what a name (one line of text) may not contain: the C0 and C1 control characters (line
#: breaks and tabs among them), the Unicode line and paragraph separators and lone
#: surrogates (which no file can store). Every other character is allowed: letters of any
#: script (right-to-left ones too), marks, emoji and their joiners.
_NOT_IN_A_NAME = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_CONTROL_WORDS = {
    "\n": ("konec řádku", "a line break"),
    "\r": ("konec řádku", "a line break"),
    "\t": ("tabulátor", "a tab"),
    "\x00": ("nulový znak", "a null character"),
    "\u2028": ("konec řádku", "a line break"),
    "\u2029": ("konec odstavce", "a paragraph break"),
}
_NAME = Text(cs="Jméno", en="The name")
#: the controls that change the direction of the text around them (the bidirectional
#: embeddings, overrides and isolates, U+202A-U+202E and U+2066-U+2069): a name carrying
#: one would turn round whatever is shown after it, in a list, a log line, a printout
_DIRECTION = re.compile("[\u202a-\u202e\u2066-\u2069]")
#: what shows nothing: Unicode's Default_Ignorable_Code_Point (DerivedCoreProperties.txt:
#: zero-width spaces and joiners, the byte order mark, Hangul fillers, variation selectors,
#: tags, ...; the standard library has no such class), the braille blank, and white space
_INVISIBLE = (
    "\\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f"
    "\u202a-\u202e\u2060-\u206f\u2800\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff"
)
_VISIBLE = re.compile(f"[^{_INVISIBLE}]")


def kind_of(value: Any) -> Text:
    """What ``value`` is, in words, for a message saying what was expected instead."""
    if value is None:
        return Text(cs="nic", en="nothing")
    if isinstance(value, bool):
        return Text(cs="ano/ne", en="true/false")
    if isinstance(value, int | float):
        return Text(cs="číslo", en="a number")
    if isinstance(value, str):
        return Text(cs="text", en="text")
    if isinstance(value, list | tuple):
        return Text(cs="seznam", en="a list")
    if isinstance(value, dict):
        return Text(cs="záznam", en="a record")
    if isinstance(value, set | frozenset):
        return Text(cs="množina", en="a set")
    return Text(cs=f"hodnota typu {type(value).__name__}", en=f"a {type(value).__name__}")


def shown(value: Any, limit: int = 40) -> str:
    """``value`` as a message quotes it: text as it is, anything else as Python writes it,
    cut to ``limit`` characters (a message never carries a whole document)."""
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def check_name(value: Any, what: Text = _NAME, limit: int = MAX_NAME, code: str = "input") -> str:
    """``value`` as a name: a string, stripped of the spaces around it, not empty, at most
    ``limit`` characters, one line with no control characters (see ``_NOT_IN_A_NAME``), no
    control that changes the text's direction (``_DIRECTION``), and something visible.
    RuleError in both languages saying what is wrong and how to fix it otherwise.

    ``what`` names the thing in the message ("Jméno" / "The name", "Název stavu" / "A
    condition's name"); the Czech wording agrees with any gender.
    """
    if not isinstance(value, str):
        kind = kind_of(value)
        raise RuleError(
            Text(
                cs=f"{what.cs} musí být text (v souboru JSON v uvozovkách), ne {kind.cs}.",
                en=f"{what.en} must be text (in quotes in a JSON file), not {kind.en}.",
            ),
            code,
        )
    name = value.strip()
    if not name:
        raise RuleError(
            Text(
                cs=f"{what.cs} chybí; napište aspoň jeden znak (mezery se nepočítají).",
                en=f"{what.en} is empty; type at least one character (spaces do not count).",
            ),
            code,
        )
    if len(name) > limit:
        raise RuleError(
            Text(
                cs=f"{what.cs} má {len(name)} znaků, smí mít nejvýš {limit}; zkraťte text.",
                en=f"{what.en} has {len(name)} characters; at most {limit} are allowed — "
                "shorten it.",
            ),
            code,
        )
    bad = _NOT_IN_A_NAME.search(name)
    if bad is not None:
        char = bad.group()
        if "\ud800" <= char <= "\udfff":
            word_cs, word_en = "neplatný znak", "an invalid character"
        else:
            word_cs, word_en = _CONTROL_WORDS.get(char, ("řídicí znak", "a control character"))
        raise RuleError(
            Text(
                cs=f"{what.cs} obsahuje {word_cs} (U+{ord(char):04X}) na {bad.start() + 1}. "
                "místě; musí to být jeden řádek bez tabulátorů a řídicích znaků — odstraňte ho.",
                en=f"{what.en} contains {word_en} (U+{ord(char):04X}) at position "
                f"{bad.start() + 1}; it must be one line with no tabs or control characters — "
                "remove it.",
            ),
            code,
        )
    turn = _DIRECTION.search(name)
    if turn is not None:
        char = turn.group()
        raise RuleError(
            Text(
                cs=f"{what.cs} obsahuje znak, který mění směr textu (U+{ord(char):04X}), na "
                f"{turn.start() + 1}. místě; přeházel by text zobrazený za ním — odstraňte ho.",
                en=f"{what.en} contains a character that changes the direction of text "
                f"(U+{ord(char):04X}) at position {turn.start() + 1}; it would reorder the "
                "text shown after it — remove it.",
            ),
            code,
        )
    if _VISIBLE.search(name) is None:
        raise RuleError(
            Text(
                cs=f"{what.cs} má jen neviditelné znaky (například mezery nulové šířky); "
                "napište aspoň jeden viditelný znak.",
                en=f"{what.en} has only invisible characters (such as zero-width spaces); "
                "type at least one visible character.",
            ),
            code,
        )
    return name


#: a character's grammatical gender, which Czech texts about it agree with: "m" mužský rod
#: (the default), "f" ženský rod, "n" střední rod (a creature: "zvíře")
GENDERS = ("m", "f", "n")
MASCULINE = "m"


def check_gender(value: Any) -> str:
    """``value`` as a grammatical gender (one of :data:`GENDERS`); RuleError otherwise."""
    if value not in GENDERS:
        raise RuleError(
            Text(
                cs=f"Mluvnický rod je „m“ (mužský), „f“ (ženský) nebo „n“ (střední), ne "
                f"{shown(value)}.",
                en=f"A grammatical gender is 'm' (masculine), 'f' (feminine) or 'n' (neuter), "
                f"not {shown(value)}.",
            ),
            "input",
        )
    return value


def gender_of(record: Any) -> str:
    """The grammatical gender of a record (a combatant, a character's values): its
    ``gender`` when it is one of :data:`GENDERS`, else masculine."""
    gender = record.get("gender") if isinstance(record, dict) else None
    return gender if gender in GENDERS else MASCULINE


def by_gender(gender: str, masculine: str, feminine: str, neuter: str) -> str:
    """The form that agrees with ``gender`` ("m", "f", "n"; anything else: masculine):
    ``by_gender(g, "opustil", "opustila", "opustilo")``."""
    if gender == "f":
        return feminine
    if gender == "n":
        return neuter
    return masculine


#: men's names that end in -a, as Czech shortens them
_MASCULINE_IN_A = frozenset(
    [
        "honza",
        "jirka",
        "kuba",
        "franta",
        "pepa",
        "standa",
        "míra",
        "vláďa",
        "láďa",
        "saša",
        "ilja",
        "míša",
        "jarda",
        "mirda",
        "venca",
        "luka",
        "tonda",
        "zdenda",
    ]
)


def guessed_gender(name: str) -> str:
    """The gender a new character named ``name`` starts with (the GM can change it): a
    Czech given name ending in -a (Lenka, Jana) is feminine, anything else masculine (and
    so are the men's names that end in -a, "Honza", "Jirka"). Only the first word counts
    ("Lenka z Rožmberka" is feminine, "Jan Kočka" is not)."""
    words = name.split()
    first = words[0].casefold() if words else ""
    if first in _MASCULINE_IN_A or not first.isalpha() or len(first) < 2:
        return MASCULINE
    return "f" if first.endswith("a") else MASCULINE


class SheetKeyTest:
    """A test of a sheet by one of its top-level values: true when ``sheet[key]`` (or
    ``default`` where it has none) is one of ``values``. A system's ``repriced`` may return
    one, so storage can read that value without decoding the whole sheet. (A plain class:
    the module is imported at start-up, where a dataclass costs its making.)"""

    __slots__ = ("default", "key", "values")

    def __init__(self, key: str, values: frozenset, default: Any = None) -> None:
        self.key, self.values, self.default = key, frozenset(values), default

    def __call__(self, sheet: Any) -> bool:
        return isinstance(sheet, dict) and sheet.get(self.key, self.default) in self.values


def roll(sides: int, rng: random.Random | None = None) -> int:
    """One die with ``sides`` faces, 1..sides, from an injectable RNG."""
    return (rng or random).randint(1, sides)


def load_json(*parts: str) -> Any:
    """Load a rules data file from resources/ (UTF-8 JSON, GM-editable)."""
    path = resource_path(*parts)
    with path.open(encoding="utf-8") as handle:
        return json.load(handle)


@runtime_checkable
class RuleSystem(Protocol):
    """What the storage and UI layers need from a rule system.

    A *sheet* is the character's JSON form: a plain dict, also the export format.
    """

    key: str  # "dakara", "clovek", "d20"
    name: Text  # shown in the UI
    #: dotted path of the system's UI package, which defines ``UI`` (a SystemUI); a plain
    #: string, so the rules import nothing of the UI
    ui_package: str

    def new_sheet(self, campaign_settings: dict | None = None) -> dict:
        """A fresh, valid sheet for a new character (by the campaign's settings, if any)."""
        ...

    def validate_sheet(self, sheet: Any) -> dict:
        """A normalised copy of ``sheet``; raises SheetError naming the field and the problem."""
        ...

    def summary(self, sheet: dict, campaign_settings: dict | None = None) -> Text:
        """One short line for the roster (e.g. "profesionál, 58/60 zk"), by the campaign's
        own settings (the ``settings`` JSON of the campaign) where the system has any."""
        ...

    def demo(self) -> dict:
        """The demo campaign: {"campaign": {"name", "description"}, "characters": [
        {"name", "kind": "pc"|"npc", "player", "gender" (optional, "m"), "tags": [...], "notes",
        "sheet"}]}."""
        ...

    #: what the system adds to the ledger (networks, its sheets' contacts as records…): a
    #: :class:`campaign_manager.ledger.parts.LedgerParts`, or None when it adds nothing
    ledger: Any
    #: what the system adds to the player view (its numbers' labels, an example view): a
    #: :class:`campaign_manager.player_view.parts.PlayerViewParts`, or None
    player_view: Any
