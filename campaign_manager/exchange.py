"""Exporting and importing one character as JSON (pure Python, no Qt).

The file is::

    {"format": "kronikar-character", "version": 1, "system": "dakara",
     "name": "...", "kind": "pc" | "npc", "player": "...", "gender": "m" | "f" | "n",
     "tags": [...],
     "notes": "<html>", "sheet": {... the rule system's sheet, see its sheet.py ...}}

An import is checked whole before anything is written: a bad file raises
:class:`ImportProblem` naming the field and what is wrong, and nothing is imported.
A file is refused before it is read when it is bigger than :data:`MAX_FILE_BYTES` (a
character is a few kilobytes), and a file that gives one key twice in a record is refused
(JSON would keep the last silently: a whole sheet and then ``"sheet": {}`` was an empty
character). The name is checked as every name is (:func:`~campaign_manager.systems.common.
check_name`). The portrait is not exported (it is an image; JSON is for the rules and the
words).
"""

from __future__ import annotations

import json
import math
import re
import stat
from pathlib import Path
from typing import Any

from campaign_manager.systems import get_system
from campaign_manager.systems.common import GENDERS, RuleError, SheetError, Text, check_name

FORMAT = "kronikar-character"
VERSION = 1

#: The biggest character file read at all (a character is a few kilobytes; its notes are
#: the most of it): a bigger one is refused before it is read or parsed.
MAX_FILE_BYTES = 5 * 1024 * 1024
#: A character file is words and numbers; anything past these limits is refused by name
#: before any rules core sees it (the sheet's own ranges are each system's validate_sheet).
MAX_FILE_CHARS = MAX_FILE_BYTES
MAX_DEPTH = 32
MAX_INT_DIGITS = 15
MAX_ITEMS = 10_000
MAX_TEXT = 100_000
#: Limits of the character's own text fields (name and player as the roster stores them).
FIELD_LIMITS = {"name": 200, "player": 200, "notes": 5_000_000}
MAX_TAGS = 100
MAX_TAG = 100
#: What a text may contain besides printable characters (multi-line texts only).
LINE_BREAKS = frozenset("\t\n\r")
#: Errors a rules core's validate_sheet may raise on a value it did not expect.
SHEET_FAILURES = (TypeError, ValueError, RecursionError, OverflowError, LookupError)


class ImportProblem(ValueError):
    """What is wrong with a character file, in Czech and English; nothing was imported."""

    def __init__(self, text: Text, field: str | None = None):
        super().__init__(text.en)
        self.text = text
        self.field = field


class _Unreadable:
    """A number json could parse but Kronikář will not keep (too many digits, NaN, ∞)."""

    def __init__(self, text: str):
        self.text = text


class _Repeated(dict):
    """A JSON record that gave ``key`` more than once (JSON would keep the last silently)."""

    def __init__(self, pairs: list[tuple[str, Any]], key: str):
        super().__init__(pairs)
        self.key = key


def _record(pairs: list[tuple[str, Any]]) -> dict:
    """The ``object_pairs_hook``: a record, marked when a key is in it twice (the check of
    the decoded tree names where, see :func:`_check_tree`)."""
    record = dict(pairs)
    if len(record) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                return _Repeated(pairs, key)
            seen.add(key)
    return record


def _parse_int(text: str) -> int | _Unreadable:
    return _Unreadable(text) if len(text.lstrip("-")) > MAX_INT_DIGITS else int(text)


def _parse_float(text: str) -> float | _Unreadable:
    value = float(text)
    return value if math.isfinite(value) and len(text) <= 40 else _Unreadable(text)


def _problem(field: str, cs: str, en: str) -> ImportProblem:
    return ImportProblem(Text(cs=f"Pole „{field}“ {cs}", en=f"The field '{field}' {en}"), field)


#: what a text may not hold (Unicode's control characters, Cc, and lone surrogates, Cs),
#: with and without the line breaks and tabs a text of several lines may hold
_NOT_IN_TEXT = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
_NOT_IN_LINES = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")


def _bad_character(text: str, multiline: bool) -> str | None:
    """The first character a text may not hold (a control character, a lone surrogate);
    one search in C, so a text of megabytes is checked in milliseconds."""
    found = (_NOT_IN_LINES if multiline else _NOT_IN_TEXT).search(text)
    return found.group() if found else None


def _check_text(field: str, text: str, limit: int, multiline: bool = True) -> None:
    if len(text) > limit:
        raise _problem(
            field,
            f"je příliš dlouhé ({len(text)} znaků, nejvýš {limit}).",
            f"is too long ({len(text)} characters, at most {limit}).",
        )
    bad = _bad_character(text, multiline)
    if bad is not None:
        raise _problem(
            field,
            f"obsahuje řídicí znak U+{ord(bad):04X}.",
            f"contains the control character U+{ord(bad):04X}.",
        )


def _path(parts: tuple[str | int, ...]) -> str:
    shown = parts if len(parts) <= 8 else (*parts[:6], "…", parts[-1])
    out = ""
    for part in shown:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(file)"


def _text_limit(parts: tuple[str | int, ...]) -> tuple[int, bool]:
    """(longest length, whether line breaks are allowed) of the text at ``parts``."""
    if len(parts) == 1 and parts[0] in FIELD_LIMITS:
        return FIELD_LIMITS[parts[0]], parts[0] == "notes"
    if len(parts) == 2 and parts[0] == "tags":
        return MAX_TAG, False
    return MAX_TEXT, True


def _check_tree(data: Any) -> None:
    """The generic pre-check of a decoded file: nesting, sizes, numbers, texts."""
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(data, ())]
    while stack:
        value, parts = stack.pop()
        field = _path(parts)
        if len(parts) > MAX_DEPTH:
            raise _problem(
                field,
                f"je zanořené příliš hluboko (víc než {MAX_DEPTH} úrovní).",
                f"is nested too deeply (more than {MAX_DEPTH} levels).",
            )
        if isinstance(value, _Unreadable):
            raise _problem(
                field,
                f"má číslo, které nelze uložit ({value.text[:20]}…, nejvýš {MAX_INT_DIGITS} číslic).",
                f"holds a number that cannot be kept ({value.text[:20]}…, at most {MAX_INT_DIGITS} digits).",
            )
        if isinstance(value, _Repeated):
            raise _repeated(parts, value.key)
        if isinstance(value, str):
            if parts != ("name",):  # the name is checked by the one check of a name
                _check_text(field, value, *_text_limit(parts))
        elif isinstance(value, dict | list):
            if len(value) > MAX_ITEMS:
                raise _problem(
                    field,
                    f"má příliš mnoho položek ({len(value)}, nejvýš {MAX_ITEMS}).",
                    f"has too many entries ({len(value)}, at most {MAX_ITEMS}).",
                )
            if isinstance(value, dict):
                for key, item in value.items():
                    _check_text(_path((*parts, "(key)")), key, 200, multiline=False)
                    stack.append((item, (*parts, key)))
            else:
                stack.extend((item, (*parts, index)) for index, item in enumerate(value))


def _repeated(parts: tuple[str | int, ...], key: str) -> ImportProblem:
    where = _path((*parts, key))
    shown = key if len(key) <= 40 else key[:39] + "…"
    if not parts:
        return ImportProblem(
            Text(
                cs=f"Soubor uvádí pole „{shown}“ dvakrát; platilo by jen to poslední. Nechte v "
                "souboru jen jedno (to správné) a importujte znovu.",
                en=f"The file gives the field '{shown}' twice; only the last one would count. "
                "Keep just one (the right one) in the file and import again.",
            ),
            where,
        )
    return ImportProblem(
        Text(
            cs=f"Pole „{where}“ je v souboru dvakrát (v témže záznamu); platilo by jen to "
            "poslední. Nechte jen jedno (to správné) a importujte znovu.",
            en=f"The field '{where}' is in the file twice (in the same record); only the last "
            "one would count. Keep just one (the right one) and import again.",
        ),
        where,
    )


def _megabytes(size: int, language: str = "en") -> str:
    text = f"{size / (1024 * 1024):.1f}"
    return text.replace(".", ",") if language == "cs" else text


def _too_big(size: int) -> ImportProblem:
    return ImportProblem(
        Text(
            cs=f"Soubor je příliš velký ({_megabytes(size, 'cs')} MB, nejvýš "
            f"{_megabytes(MAX_FILE_BYTES, 'cs')} MB); postava má obvykle jen pár kilobajtů. Je-li to "
            "opravdu postava z Kronikáře, zkraťte její poznámky a exportujte ji znovu.",
            en=f"The file is too large ({_megabytes(size)} MB, at most "
            f"{_megabytes(MAX_FILE_BYTES)} MB); a character is usually a few kilobytes. If it "
            "really is a character from Kronikář, shorten its notes and export it again.",
        )
    )


def character_to_json(system: str, values: dict[str, Any]) -> str:
    """The export text for a character (``values``: name, kind, player, gender, tags, notes,
    sheet)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "system": system,
        "name": values["name"],
        "kind": values.get("kind", "pc"),
        "player": values.get("player", ""),
        "gender": values.get("gender") or "m",
        "tags": list(values.get("tags") or []),
        "notes": values.get("notes", ""),
        "sheet": values["sheet"],
    }
    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n"


def _need(data: dict, field: str, kind: type | tuple[type, ...], label: Text) -> Any:
    if field not in data:
        raise ImportProblem(
            Text(
                cs=f"Chybí pole „{field}“ ({label.cs}).",
                en=f"The field '{field}' ({label.en}) is missing.",
            ),
            field,
        )
    value = data[field]
    if not isinstance(value, kind):
        raise ImportProblem(
            Text(
                cs=f"Pole „{field}“ má špatný typ ({label.cs}).",
                en=f"The field '{field}' has the wrong type ({label.en}).",
            ),
            field,
        )
    return value


def read_json_tree(text: str) -> Any:
    """An export file's text read as JSON the way every import reads it (a byte-order
    mark dropped; the size, keys given twice, huge numbers and the depth bounded);
    raises ImportProblem in words."""
    text = text.removeprefix("\ufeff")  # a UTF-8 byte-order mark, as some editors write
    if len(text) > MAX_FILE_CHARS:
        raise _too_big(len(text))
    try:
        data = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_Unreadable,
            object_pairs_hook=_record,
        )
    except json.JSONDecodeError as exc:
        raise ImportProblem(
            Text(
                cs=f"Soubor není platný JSON (řádek {exc.lineno}, sloupec {exc.colno}: {exc.msg}).",
                en=f"The file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}).",
            )
        ) from exc
    except RecursionError as exc:
        raise ImportProblem(
            Text(
                cs=f"Soubor je zanořený příliš hluboko (víc než {MAX_DEPTH} úrovní).",
                en=f"The file is nested too deeply (more than {MAX_DEPTH} levels).",
            )
        ) from exc
    _check_tree(data)
    return data


def character_from_json(text: str, campaign_system: str) -> dict[str, Any]:
    """Column values for a new character from an export file; raises ImportProblem."""
    data = read_json_tree(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportProblem(
            Text(
                cs="Tohle není postava exportovaná z Kronikáře (chybí „format“: „kronikar-character“).",
                en="This is not a character exported from Kronikář ('format' is not 'kronikar-character').",
            ),
            "format",
        )
    version = _need(data, "version", int, Text("verze formátu", "format version"))
    if isinstance(version, bool) or version < 1:
        raise ImportProblem(
            Text(
                cs=f"Pole „version“ je číslo verze formátu (1), ne {json.dumps(version)}.",
                en=f"The field 'version' is the format's version number (1), not "
                f"{json.dumps(version)}.",
            ),
            "version",
        )
    if version > VERSION:
        raise ImportProblem(
            Text(
                cs=f"Soubor má novější formát ({version}); aktualizujte Kronikáře.",
                en=f"The file has a newer format ({version}); update Kronikář.",
            ),
            "version",
        )
    system = _need(data, "system", str, Text("pravidla", "rule system"))
    if system != campaign_system:

        def named(key: str) -> Text:
            try:
                return get_system(key).name
            except ValueError:
                return Text(cs="neznámá pravidla", en="unknown rules")

        theirs, ours = named(system), named(campaign_system)
        raise ImportProblem(
            Text(
                cs=f"Postava je pro pravidla {theirs.cs}, kampaň hraje {ours.cs}. Importujte ji "
                "do kampaně těchto pravidel.",
                en=f"The character is for the {theirs.en} rules; this campaign plays {ours.en}. "
                "Import it into a campaign of those rules.",
            ),
            "system",
        )
    if "name" not in data:
        _need(data, "name", str, Text("jméno", "name"))
    try:
        name = check_name(
            data["name"], Text("Jméno postavy („name“)", "The character's name ('name')")
        )
    except RuleError as exc:
        raise ImportProblem(
            Text(
                cs=f"{exc.text.cs} Opravte ho v souboru (stačí textový editor) a importujte znovu.",
                en=f"{exc.text.en} Fix it in the file (any text editor will do) and import again.",
            ),
            "name",
        ) from exc
    kind = data.get("kind", "pc")
    if kind not in ("pc", "npc"):
        raise ImportProblem(
            Text(
                cs="Pole „kind“ musí být „pc“ nebo „npc“.",
                en="The field 'kind' must be 'pc' or 'npc'.",
            ),
            "kind",
        )
    gender = data.get("gender", "m")  # a file written before genders: masculine, as then
    if gender not in GENDERS:
        raise ImportProblem(
            Text(
                cs="Pole „gender“ (mluvnický rod) musí být „m“ (mužský), „f“ (ženský) nebo "
                "„n“ (střední).",
                en="The field 'gender' (grammatical gender) must be 'm' (masculine), 'f' "
                "(feminine) or 'n' (neuter).",
            ),
            "gender",
        )
    tags = data.get("tags", [])
    if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
        raise ImportProblem(
            Text(
                cs="Pole „tags“ musí být seznam textů.",
                en="The field 'tags' must be a list of texts.",
            ),
            "tags",
        )
    if len(tags) > MAX_TAGS:
        raise _problem("tags", f"má víc než {MAX_TAGS} štítků.", f"has more than {MAX_TAGS} tags.")
    for index, tag in enumerate(tags):
        _check_text(f"tags[{index}]", tag, MAX_TAG, multiline=False)
    for field in ("player", "notes"):
        if not isinstance(data.get(field, ""), str):
            raise ImportProblem(
                Text(cs=f"Pole „{field}“ musí být text.", en=f"The field '{field}' must be text."),
                field,
            )
        _check_text(field, data.get(field, ""), FIELD_LIMITS[field], multiline=field == "notes")
    raw_sheet = _need(data, "sheet", dict, Text("deník postavy", "character sheet"))
    rules = get_system(system)
    try:
        sheet = rules.validate_sheet(raw_sheet)
        rules.summary(sheet, {})  # the roster line: a value no later sum can overflow
        json.dumps(sheet, allow_nan=False)
    except SheetError as exc:
        raise ImportProblem(
            Text(cs=f"Deník postavy: {exc.text.cs}", en=f"Character sheet: {exc.text.en}"),
            f"sheet.{exc.field}",
        ) from exc
    except RuleError as exc:
        raise ImportProblem(
            Text(cs=f"Deník postavy: {exc.text.cs}", en=f"Character sheet: {exc.text.en}"), "sheet"
        ) from exc
    except SHEET_FAILURES as exc:
        raise ImportProblem(
            Text(
                cs=f"Deník postavy nelze přečíst: nějaká hodnota je mimo rozsah nebo má špatný "
                f"typ ({type(exc).__name__}).",
                en=f"The character sheet cannot be read: a value is out of range or of the "
                f"wrong type ({type(exc).__name__}).",
            ),
            "sheet",
        ) from exc
    return {
        "name": name,
        "kind": kind,
        "player": data.get("player", "") if kind == "pc" else "",
        "gender": gender,
        "tags": tags,
        "notes": data.get("notes", ""),
        "sheet": sheet,
    }


def read_character_file(path: Path, campaign_system: str) -> dict[str, Any]:
    """The character in the file at ``path`` (see :func:`character_from_json`): a file that
    is not a plain file or is bigger than :data:`MAX_FILE_BYTES` is refused before it is
    read (and a file that grows meanwhile is never read past the limit). OSError when the
    file cannot be opened."""
    path = Path(path)
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):
        raise ImportProblem(
            Text(
                cs=f"„{path.name}“ není soubor s postavou (je to složka nebo zařízení); vyberte "
                "soubor .json exportovaný z Kronikáře.",
                en=f"'{path.name}' is not a character file (it is a folder or a device); "
                "choose a .json file exported from Kronikář.",
            )
        )
    if info.st_size > MAX_FILE_BYTES:
        raise _too_big(info.st_size)
    with path.open("rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise _too_big(len(data))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ImportProblem(
            Text(cs="Soubor není text v UTF-8.", en="The file is not UTF-8 text.")
        ) from exc
    return character_from_json(text, campaign_system)
