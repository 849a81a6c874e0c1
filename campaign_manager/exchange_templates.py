"""Exporting and importing a campaign's templates as JSON (pure Python, no Qt).

The file is::

    {"format": "kronikar-templates", "version": 1, "system": "dakara",
     "templates": [{"name": "...", "kind": "character", "side": "npc",
                    "gender": "m" | "f" | "n", "notes": "...", "source": "...",
                    "sheet": {... the rule system's sheet ...}}, ...]}

A template of kind "monster" holds an entry of the campaign's own bestiary as its sheet,
checked by the rules' bestiary (``check_entry``). Each other template is checked as a
character of the character exchange is
(:func:`campaign_manager.exchange.character_from_json`: its name, gender, notes and sheet
by the campaign's rules), the whole file before anything is written; a problem raises
:class:`~campaign_manager.exchange.ImportProblem` naming the template and its field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from campaign_manager.exchange import (
    FORMAT,
    MAX_FILE_BYTES,
    VERSION,
    ImportProblem,
    _too_big,
    character_from_json,
    read_json_tree,
)
from campaign_manager.systems.common import Text

TEMPLATES_FORMAT = "kronikar-templates"
#: the most templates one file brings
MAX_TEMPLATES = 5_000
_KINDS = ("character", "monster")


def templates_to_json(system: str, templates: list[dict[str, Any]]) -> str:
    """The export text of templates (each: name, kind, side, gender, notes, source, sheet)."""
    data = {
        "format": TEMPLATES_FORMAT,
        "version": VERSION,
        "system": system,
        "templates": [
            {
                "name": t["name"],
                "kind": t.get("kind") or "character",
                "side": t.get("side") or "npc",
                "gender": t.get("gender") or "m",
                "notes": t.get("notes") or "",
                "source": t.get("source") or "",
                "sheet": t["sheet"],
            }
            for t in templates
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def _problem(cs: str, en: str, field: str | None = None) -> ImportProblem:
    return ImportProblem(Text(cs=cs, en=en), field)


def templates_from_json(text: str, campaign_system: str) -> list[dict[str, Any]]:
    """Column values of the templates in an export file (for ``AddTemplate``); raises
    ImportProblem, and then nothing is to be imported."""
    data = read_json_tree(text)
    if not isinstance(data, dict) or data.get("format") != TEMPLATES_FORMAT:
        raise _problem(
            "Tohle nejsou šablony exportované z Kronikáře (chybí „format“: „kronikar-templates“).",
            "These are not templates exported from Kronikář ('format' is not "
            "'kronikar-templates').",
            "format",
        )
    entries = data.get("templates")
    if not isinstance(entries, list):
        raise _problem(
            "Chybí seznam šablon („templates“).", "The list of templates is missing.", "templates"
        )
    if len(entries) > MAX_TEMPLATES:
        raise _problem(
            f"Soubor má víc než {MAX_TEMPLATES} šablon.",
            f"The file holds more than {MAX_TEMPLATES} templates.",
            "templates",
        )
    found = []
    for number, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict):
            raise _problem(
                f"Šablona {number} není záznam.", f"Template {number} is not a record.", "templates"
            )
        kind = entry.get("kind", "character")
        side = entry.get("side", "npc")
        if kind not in _KINDS or side not in ("pc", "npc"):
            raise _problem(
                f"Šablona {number}: neznámý druh nebo strana.",
                f"Template {number}: unknown kind or side.",
                f"templates[{number - 1}]",
            )
        if kind == "monster":  # an entry of the campaign's own bestiary
            found.append(_monster(entry, number, campaign_system, side))
            continue
        character = {
            "format": FORMAT,
            "version": data.get("version"),
            "system": data.get("system"),
            "name": entry.get("name"),
            "kind": "npc",
            "gender": entry.get("gender", "m"),
            "notes": entry.get("notes", ""),
            "sheet": entry.get("sheet"),
        }
        try:
            values = character_from_json(json.dumps(character, ensure_ascii=False), campaign_system)
        except ImportProblem as problem:
            name = entry.get("name") if isinstance(entry.get("name"), str) else str(number)
            raise ImportProblem(
                Text(
                    cs=f"Šablona „{name}“: {problem.text.cs}",
                    en=f"Template '{name}': {problem.text.en}",
                ),
                getattr(problem, "field", None),
            ) from problem
        source = entry.get("source", "")
        found.append(
            {
                "name": values["name"],
                "kind": kind,
                "system": campaign_system,
                "side": side,
                "gender": values["gender"],
                "notes": values["notes"],
                "source": source if isinstance(source, str) and len(source) <= 200 else "",
                "sheet": values["sheet"],
            }
        )
    return found


def _monster(entry: dict, number: int, campaign_system: str, side: str) -> dict[str, Any]:
    """A monster template's values: its name and gender as a character's, its entry
    checked by the campaign's rules' bestiary (a system without one refuses it)."""
    from campaign_manager.systems import get_system
    from campaign_manager.systems.common import RuleError, check_gender, check_name

    raw = entry.get("name")
    name = raw if isinstance(raw, str) else str(number)
    where = f"templates[{number - 1}]"
    bestiary = getattr(get_system(campaign_system), "bestiary", None)
    try:
        if bestiary is None:
            raise RuleError(
                Text(
                    cs="pravidla kampaně nemají bestiář.",
                    en="the campaign's rules have no bestiary.",
                )
            )
        checked_name = check_name(raw)
        gender = check_gender(entry.get("gender", "m"))
        sheet = entry.get("sheet")
        sheet = bestiary.check_entry(
            {**sheet, "name": checked_name} if isinstance(sheet, dict) else sheet
        )
    except RuleError as problem:
        raise ImportProblem(
            Text(
                cs=f"Nestvůra „{name}“: {problem.text.cs}",
                en=f"Monster '{name}': {problem.text.en}",
            ),
            where,
        ) from problem
    source = entry.get("source", "")
    notes = entry.get("notes", "")
    return {
        "name": checked_name,
        "kind": "monster",
        "system": campaign_system,
        "side": side,
        "gender": gender,
        "notes": notes if isinstance(notes, str) and len(notes) <= 10_000 else "",
        "source": source if isinstance(source, str) and len(source) <= 200 else "",
        "sheet": sheet,
    }


def read_templates_file(path: Path, campaign_system: str) -> list[dict[str, Any]]:
    """The templates in the file at ``path``: a folder, a device, a file over
    :data:`MAX_FILE_BYTES` or not UTF-8 is refused first. OSError: it cannot be opened."""
    path = Path(path)
    if not path.is_file():
        raise _problem(
            f"„{path.name}“ není soubor se šablonami; vyberte soubor .json exportovaný z Kronikáře.",
            f"'{path.name}' is not a templates file; choose a .json file exported from Kronikář.",
        )
    with path.open("rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise _too_big(len(data))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise _problem("Soubor není text v UTF-8.", "The file is not UTF-8 text.") from exc
    return templates_from_json(text, campaign_system)
