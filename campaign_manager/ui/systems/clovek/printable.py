"""The printed Člověk sheet (an HTML fragment for QTextDocument → PDF or a printer):
attributes with derived values, the scars as rows of boxes, feelings, disorders, soul."""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from campaign_manager.systems.clovek import KINDS, MENTAL_SCARS, PHYSICAL_SCARS, Character
from campaign_manager.systems.clovek.character import CAPACITY_ATTRIBUTE, SKILL_ATTRIBUTE
from campaign_manager.systems.clovek.editing import (
    attribute_name,
    feeling_table,
    scar_states,
    temperament_name,
    type_name,
)
from campaign_manager.systems.clovek.feelings import FEELINGS, REQUEST_RAISES, feeling_name
from campaign_manager.systems.clovek.soul import sin_wound_size
from campaign_manager.systems.common import Text
from campaign_manager.ui.printing import BOX_BORDER
from campaign_manager.ui.systems.clovek.scars_panel import SOCIAL_PAIRS

PAD = ' style="padding-right: 10px; white-space: nowrap"'  # QTextDocument ignores the shared CSS padding
WRAP = ' style="padding-right: 6px"'  # a cell that may wrap (headers, long words in Czech)
GLYPH = {"_": "&nbsp;", "/": "/", "X": "X", "Ж": "Ж"}


# Labels used inside f-strings, listed here so that lupdate finds them.
_LABELS = (
    QT_TRANSLATE_NOOP("ClovekPrintout", "Attributes"),
    QT_TRANSLATE_NOOP("ClovekPrintout", "Scars"),
    QT_TRANSLATE_NOOP("ClovekPrintout", "Social"),
    QT_TRANSLATE_NOOP("ClovekPrintout", "Penalties in force"),
    QT_TRANSLATE_NOOP("ClovekPrintout", "Feelings"),
    QT_TRANSLATE_NOOP("ClovekPrintout", "No feelings yet."),
    QT_TRANSLATE_NOOP("ClovekPrintout", "Psychological disorders"),
    QT_TRANSLATE_NOOP("ClovekPrintout", "None."),
    QT_TRANSLATE_NOOP("ClovekPrintout", "Soul"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ClovekPrintout", text)


def _t(text: str) -> str:
    return html.escape(text)


def _boxes(marks: str) -> str:
    if not marks:
        return "—"
    cells = "".join(
        f'<td width="16" align="center" style="border: 1px solid {BOX_BORDER}; font-weight: bold">'
        f"{GLYPH[m]}</td>"
        for m in marks
    )
    return f'<table cellspacing="2" cellpadding="1"><tr>{cells}</tr></table>'


def _scar_row(character: Character, key: str, language: str) -> str:
    scar = character.scar(key)
    states = scar_states(character, key)
    marks = []
    if states["close"]:
        marks.append(QCoreApplication.translate("ClovekPrintout", "close"))
    if states["distant"]:
        marks.append(QCoreApplication.translate("ClovekPrintout", "distant"))
    if states["burnable"]:
        marks.append(QCoreApplication.translate("ClovekPrintout", "P burnable"))
    if scar.critical:
        marks.append(QCoreApplication.translate("ClovekPrintout", "CRITICAL"))
    # the marks go under the boxes: beside them a long Czech word ("KRITICKÁ") ran into the
    # next column
    under = f'<br><span class="muted">{_t(" · ".join(marks))}</span>' if marks else ""
    return (
        f"<tr><td{WRAP} valign='top'>{_t(scar.name.get(language))}</td>"
        f"<td>{_boxes(scar.marks())}{under}</td></tr>"
    )


def _columns(left: str, right: str) -> str:
    """Two columns side by side (QTextDocument has no CSS columns: an outer table)."""
    return (
        '<table width="100%" cellspacing="0" cellpadding="0"><tr>'
        f'<td width="50%" valign="top" style="border: none">{left}</td>'
        f'<td width="50%" valign="top" style="border: none">{right}</td></tr></table>'
    )


def printable_html(
    character: Character,
    language: str,
    penalties: dict[str, list[tuple[str, Text]]] | None = None,
) -> str:
    """The sheet; ``penalties``: the states in force with the GM's texts
    (``editing.penalties_in_force``), else the rules data's."""
    parts = [f"<h2>{_t(_tr('Attributes'))}</h2>"]
    head = [
        QCoreApplication.translate("ClovekPrintout", "Type"),
        QCoreApplication.translate("ClovekPrintout", "Skill"),
        QCoreApplication.translate("ClovekPrintout", "Capacity"),
        QCoreApplication.translate("ClovekPrintout", "Bank"),
        QCoreApplication.translate("ClovekPrintout", "Boxes"),
        QCoreApplication.translate("ClovekPrintout", "Base power"),
        QCoreApplication.translate("ClovekPrintout", "Burn per round"),
    ]
    rows = ["<tr>" + "".join(f"<th{WRAP}>{_t(h)}</th>" for h in head) + "</tr>"]
    for kind in KINDS:
        skill, capacity = SKILL_ATTRIBUTE[kind], CAPACITY_ATTRIBUTE[kind]
        cells = [
            _t(type_name(kind).get(language)),
            f"{_t(attribute_name(skill).get(language))} {character.attributes[skill]}",
            f"{_t(attribute_name(capacity).get(language))} {character.attributes[capacity]}",
        ]
        numbers = (
            character.bank(kind),
            character.boxes(kind),
            character.base_power(kind),
            character.burn_limit(kind),
        )
        rows.append(
            "<tr>"
            + "".join(f"<td{PAD}>{c}</td>" for c in cells)
            + "".join(f'<td align="center"{PAD}>{n}</td>' for n in numbers)
            + "</tr>"
        )
    parts.append(f"<table width='100%' cellpadding='3'>{''.join(rows)}</table>")
    side = (
        QCoreApplication.translate("ClovekPrintout", "right-handed")
        if character.dominant == "right"
        else QCoreApplication.translate("ClovekPrintout", "left-handed")
    )
    parts.append(
        "<p>"
        + _t(
            QCoreApplication.translate(
                "ClovekPrintout", "Temperament: {temperament} · {side}"
            ).format(temperament=temperament_name(character.temperament).get(language), side=side)
        )
        + "</p>"
    )

    parts.append(f"<h2>{_t(_tr('Scars'))}</h2>")
    parts.append(
        '<p class="muted">'
        + _t(
            QCoreApplication.translate(
                "ClovekPrintout", "/ stun · X lethal · Ж devastating · P burnable"
            )
        )
        + "</p>"
    )
    left = []
    for title, keys in (
        (QCoreApplication.translate("ClovekPrintout", "Physical"), PHYSICAL_SCARS),
        (QCoreApplication.translate("ClovekPrintout", "Mental"), MENTAL_SCARS),
    ):
        left.append(f"<h3>{_t(title)}</h3><table cellpadding='2'>")
        left.extend(_scar_row(character, key, language) for key in keys)
        left.append("</table>")
    right = [f"<h3>{_t(_tr('Social'))}</h3><table cellpadding='2'>"]
    for positive, negative in SOCIAL_PAIRS:
        right.append(_scar_row(character, positive, language))
        right.append(_scar_row(character, negative, language))
    right.append("</table>")
    parts.append(_columns("".join(left), "".join(right)))

    if penalties is None:
        penalties = character.penalties()
    if penalties:
        parts.append(f"<h3>{_t(_tr('Penalties in force'))}</h3><ul>")
        for key, states in penalties.items():
            for state, text in states:
                label = {
                    "critical": QCoreApplication.translate("ClovekPrintout", "critical"),
                    "long_term_lethal": QCoreApplication.translate(
                        "ClovekPrintout", "long-term, lethal"
                    ),
                    "long_term_devastating": QCoreApplication.translate(
                        "ClovekPrintout", "long-term, devastating"
                    ),
                }.get(state, state)
                content = text.get(language)
                suffix = f": {_t(content)}" if content else ""
                parts.append(
                    f"<li>{_t(character.scar(key).name.get(language))} ({_t(label)}){suffix}</li>"
                )
        parts.append("</ul>")

    table = feeling_table(character)
    parts.append(f"<h2>{_t(_tr('Feelings'))}</h2>")
    if table:
        head = [QCoreApplication.translate("ClovekPrintout", "Toward")] + [
            feeling_name(k).get(language) for k in FEELINGS
        ]
        rows = ["<tr>" + "".join(f"<th{WRAP}>{_t(h)}</th>" for h in head) + "</tr>"]
        for target, feelings in table:
            cells = [f"<td{WRAP}>{_t(target)}</td>"]
            for key in FEELINGS:
                entry = feelings[key]
                shown = str(entry["value"])
                if entry["temporary"]:
                    shown += f" (+{entry['temporary']})"
                dots = "●" * entry["raises"] + "○" * (REQUEST_RAISES - entry["raises"])
                cells.append(f'<td{PAD}>{shown} <span class="muted">{dots}</span></td>')
            rows.append("<tr>" + "".join(cells) + "</tr>")
        parts.append(f"<table width='100%' cellpadding='3'>{''.join(rows)}</table>")
    else:
        parts.append(f'<p class="muted">{_t(_tr("No feelings yet."))}</p>')
    parts.append(_columns(_disorders(character), _soul(character)))
    return "\n".join(parts)


def _disorders(character: Character) -> str:
    parts = [f"<h2>{_t(_tr('Psychological disorders'))}</h2>"]
    if not character.disorders:
        parts.append(f'<p class="muted">{_t(_tr("None."))}</p>')
        return "".join(parts)
    parts.append("<ul>")
    for disorder in character.disorders:
        kind = (
            QCoreApplication.translate("ClovekPrintout", "permanent")
            if disorder.permanent
            else QCoreApplication.translate("ClovekPrintout", "temporary")
        )
        details = [kind]
        if disorder.effect:
            details.append(
                QCoreApplication.translate("ClovekPrintout", "effect: {effect}").format(
                    effect=disorder.effect
                )
            )
        if disorder.trigger:
            details.append(
                QCoreApplication.translate("ClovekPrintout", "trigger: {trigger}").format(
                    trigger=disorder.trigger
                )
            )
        parts.append(f"<li><b>{_t(disorder.name)}</b> — {_t('; '.join(details))}</li>")
    parts.append("</ul>")
    return "".join(parts)


def _soul(character: Character) -> str:
    soul = character.soul
    parts = [
        f"<h2>{_t(_tr('Soul'))}</h2>",
        "<p>"
        + _t(
            QCoreApplication.translate("ClovekPrintout", "Soul grade: {grade}").format(
                grade=soul.grade
            )
        )
        + "</p>",
    ]
    if soul.sins:
        rows = []
        for grade, sin in sorted(soul.sins.items()):
            points = sin_wound_size(soul.grade, grade)
            cost = (
                QCoreApplication.translate("ClovekPrintout", "{points} pt").format(points=points)
                if points
                else QCoreApplication.translate("ClovekPrintout", "free")
            )
            rows.append(
                f'<tr><td class="num"{PAD}>{grade}.</td><td{WRAP}>{_t(sin)}</td>'
                f'<td class="muted">{_t(cost)}</td></tr>'
            )
        parts.append(f"<table cellpadding='2'>{''.join(rows)}</table>")
    return "".join(parts)
