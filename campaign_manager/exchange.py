"""Exporting and importing one character as JSON (pure Python, no Qt).

The file is::

    {"format": "kronikar-character", "version": 1, "system": "dakara",
     "name": "...", "kind": "pc" | "npc", "player": "...", "tags": [...],
     "notes": "<html>", "sheet": {... the rule system's sheet, see its sheet.py ...}}

An import is checked whole before anything is written: a bad file raises
:class:`ImportProblem` naming the field and what is wrong, and nothing is imported.
The portrait is not exported (it is an image; JSON is for the rules and the words).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from campaign_manager.systems import get_system
from campaign_manager.systems.common import RuleError, SheetError, Text

FORMAT = "kronikar-character"
VERSION = 1


class ImportProblem(ValueError):
    """What is wrong with a character file, in Czech and English; nothing was imported."""

    def __init__(self, text: Text, field: str | None = None):
        super().__init__(text.en)
        self.text = text
        self.field = field


def character_to_json(system: str, values: dict[str, Any]) -> str:
    """The export text for a character (``values``: name, kind, player, tags, notes, sheet)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "system": system,
        "name": values["name"],
        "kind": values.get("kind", "pc"),
        "player": values.get("player", ""),
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


def character_from_json(text: str, campaign_system: str) -> dict[str, Any]:
    """Column values for a new character from an export file; raises ImportProblem."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ImportProblem(
            Text(
                cs=f"Soubor není platný JSON (řádek {exc.lineno}, sloupec {exc.colno}: {exc.msg}).",
                en=f"The file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}).",
            )
        ) from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ImportProblem(
            Text(
                cs="Tohle není postava exportovaná z Kronikáře (chybí „format“: „kronikar-character“).",
                en="This is not a character exported from Kronikář ('format' is not 'kronikar-character').",
            ),
            "format",
        )
    version = _need(data, "version", int, Text("verze formátu", "format version"))
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
        raise ImportProblem(
            Text(
                cs=f"Postava je pro pravidla „{system}“, kampaň hraje „{campaign_system}“.",
                en=f"The character is for the '{system}' rules; this campaign plays '{campaign_system}'.",
            ),
            "system",
        )
    name = _need(data, "name", str, Text("jméno", "name")).strip()
    if not name:
        raise ImportProblem(
            Text(cs="Pole „name“ je prázdné.", en="The field 'name' is empty."), "name"
        )
    kind = data.get("kind", "pc")
    if kind not in ("pc", "npc"):
        raise ImportProblem(
            Text(
                cs="Pole „kind“ musí být „pc“ nebo „npc“.",
                en="The field 'kind' must be 'pc' or 'npc'.",
            ),
            "kind",
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
    for field in ("player", "notes"):
        if not isinstance(data.get(field, ""), str):
            raise ImportProblem(
                Text(cs=f"Pole „{field}“ musí být text.", en=f"The field '{field}' must be text."),
                field,
            )
    raw_sheet = _need(data, "sheet", dict, Text("deník postavy", "character sheet"))
    try:
        sheet = get_system(system).validate_sheet(raw_sheet)
    except SheetError as exc:
        raise ImportProblem(
            Text(cs=f"Deník postavy: {exc.text.cs}", en=f"Character sheet: {exc.text.en}"),
            f"sheet.{exc.field}",
        ) from exc
    except RuleError as exc:
        raise ImportProblem(
            Text(cs=f"Deník postavy: {exc.text.cs}", en=f"Character sheet: {exc.text.en}"), "sheet"
        ) from exc
    return {
        "name": name,
        "kind": kind,
        "player": data.get("player", "") if kind == "pc" else "",
        "tags": tags,
        "notes": data.get("notes", ""),
        "sheet": sheet,
    }


def read_character_file(path: Path, campaign_system: str) -> dict[str, Any]:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ImportProblem(
            Text(cs="Soubor není text v UTF-8.", en="The file is not UTF-8 text.")
        ) from exc
    return character_from_json(text, campaign_system)
