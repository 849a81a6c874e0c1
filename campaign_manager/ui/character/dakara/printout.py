"""The printed Dakara sheet (HTML for QTextDocument), fit to hand to a player."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from campaign_manager.systems.dakara import vule_maximum, vydrz_maximum
from campaign_manager.ui.character.dakara.state import DakaraState
from campaign_manager.ui.printing import html_table

# Labels used inside f-strings, listed here so that lupdate finds them.
_LABELS = (
    QT_TRANSLATE_NOOP("DakaraPrintout", "Skills"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Property, status and contacts"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Areas of influence:"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Spells and abilities"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Gear and money"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Cash:"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Contacts"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Networks"),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("DakaraPrintout", text)


def _rows(rows: list[tuple], header: tuple) -> str:
    return html_table(header, rows)


def dakara_html(state: DakaraState) -> str:
    sheet, cat, ev = state.sheet, state.catalogue, state.evaluation
    parts = []
    xp = (
        QCoreApplication.translate("DakaraPrintout", "{spent} of {budget} XP spent").format(
            spent=ev.spent, budget=ev.budget
        )
        if ev
        else ""
    )
    parts.append(
        f"<p><b>{escape(sheet['level'])}</b> · {escape(xp)} · "
        + escape(
            QCoreApplication.translate(
                "DakaraPrintout", "kondice {now}/{max} · Výdrž {vydrz} · Vůle {vule}"
            ).format(
                now=sheet["state"]["kondice"],
                max=sheet["state"]["kondice_max"],
                vydrz=vydrz_maximum(sheet),
                vule=vule_maximum(sheet, cat),
            )
        )
        + "</p>"
    )
    skill_rows = []
    for name in sorted(sheet["skills"], key=str.casefold):
        entry = sheet["skills"][name]
        skill_rows.append((name, entry["rating"], cat.rating_title(entry["rating"])))
        for spec, rating in sorted(entry.get("specialisations", {}).items()):
            skill_rows.append((f"    {spec}", rating, cat.rating_title(rating)))
    for name, entry in sheet["free_skills"].items():
        label = f"{name} ({entry['detail']})" if entry["detail"] else name
        skill_rows.append((label, entry["rating"], cat.rating_title(entry["rating"])))
    parts.append(f"<h2>{escape(_tr('Skills'))}</h2>")
    parts.append(
        _rows(
            skill_rows,
            (
                QCoreApplication.translate("DakaraPrintout", "Skill"),
                QCoreApplication.translate("DakaraPrintout", "Rating"),
                QCoreApplication.translate("DakaraPrintout", "Title"),
            ),
        )
    )
    parts.append(f"<h2>{escape(_tr('Property, status and contacts'))}</h2>")
    parts.append(
        _rows(
            [
                (label, sheet[key], cat.table_text(key, sheet[key]))
                for key, label in (
                    ("majetek", "Majetek"),
                    ("postaveni", "Postavení"),
                    ("znamosti", "Známosti"),
                )
            ],
            ("", QCoreApplication.translate("DakaraPrintout", "Rating"), ""),
        )
    )
    if sheet["areas"]:
        parts.append(
            f"<p>{escape(_tr('Areas of influence:'))} {escape(', '.join(sheet['areas']))}</p>"
        )
    if sheet["spells"]:
        parts.append(f"<h2>{escape(_tr('Spells and abilities'))}</h2>")
        parts.append(f"<p>{escape(', '.join(sorted(sheet['spells'])))}</p>")
    if sheet["gear"] or (ev and ev.materials_md):
        parts.append(f"<h2>{escape(_tr('Gear and money'))}</h2>")
        items = ", ".join(
            f"{g['name']}" + (f" ×{g['quantity']}" if g["quantity"] > 1 else "")
            for g in sheet["gear"]
        )
        if items:
            parts.append(f"<p>{escape(items)}</p>")
        if ev:
            parts.append(f"<p>{escape(_tr('Cash:'))} {escape(state.money(ev.cash_md))}</p>")
    if sheet["contacts"] or sheet["networks"]:
        parts.append(contacts_html(state))
    return "\n".join(parts)


def contacts_html(state: DakaraState) -> str:
    """Contacts and networks: the GM's page."""
    sheet = state.sheet
    parts = []
    if sheet["contacts"]:
        parts.append(f"<h2>{escape(_tr('Contacts'))}</h2>")
        for c in sheet["contacts"]:
            parts.append(
                f"<p><b>{escape(c['name'])}</b> — "
                + escape(
                    QCoreApplication.translate(
                        "DakaraPrintout", "influence {influence}, area {area}"
                    ).format(influence=c["influence"], area=c["area"])
                )
                + "<br>"
                + "<br>".join(
                    f"<i>{escape(label)}</i> {escape(c[key])}"
                    for key, label in (
                        ("who", QCoreApplication.translate("DakaraPrintout", "Who:")),
                        (
                            "how_met",
                            QCoreApplication.translate("DakaraPrintout", "How met, why they help:"),
                        ),
                        (
                            "where",
                            QCoreApplication.translate("DakaraPrintout", "Where to reach them:"),
                        ),
                        (
                            "looks",
                            QCoreApplication.translate("DakaraPrintout", "Looks and manner:"),
                        ),
                    )
                    if c[key]
                )
                + "</p>"
            )
    if sheet["networks"]:
        parts.append(f"<h2>{escape(_tr('Networks'))}</h2>")
        parts.append(
            _rows(
                [
                    (
                        n["kind"],
                        n["area"],
                        n["rating"],
                        n["liaison"],
                        n["dead_drop"],
                        n["cipher"],
                        n["language"],
                    )
                    for n in sheet["networks"]
                ],
                (
                    QCoreApplication.translate("DakaraPrintout", "Kind"),
                    QCoreApplication.translate("DakaraPrintout", "Area"),
                    QCoreApplication.translate("DakaraPrintout", "Rating"),
                    QCoreApplication.translate("DakaraPrintout", "Liaison"),
                    QCoreApplication.translate("DakaraPrintout", "Dead drop"),
                    QCoreApplication.translate("DakaraPrintout", "Cipher"),
                    QCoreApplication.translate("DakaraPrintout", "Language"),
                ),
            )
        )
    return "\n".join(parts)
