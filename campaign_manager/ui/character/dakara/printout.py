"""The printed Dakara sheet (HTML for QTextDocument), fit to hand to a player."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from campaign_manager.systems.dakara import vule_maximum, vydrz_maximum
from campaign_manager.ui.character.dakara.state import DakaraState


def _rows(rows: list[tuple], header: tuple) -> str:
    head = "".join(f"<th>{escape(str(h))}</th>" for h in header)
    body = "".join(
        "<tr>"
        + "".join(f"<td>{escape(str(c)).replace('  ', '&nbsp;&nbsp;')}</td>" for c in row)
        + "</tr>"
        for row in rows
    )
    return f'<table width="100%" cellspacing="0" cellpadding="3">{"<tr>" + head + "</tr>"}{body}</table>'


def dakara_html(state: DakaraState) -> str:
    t = QCoreApplication.translate
    sheet, cat, ev = state.sheet, state.catalogue, state.evaluation
    parts = []
    xp = (
        t("DakaraPrintout", "{spent} of {budget} XP spent").format(spent=ev.spent, budget=ev.budget)
        if ev
        else ""
    )
    parts.append(
        f"<p><b>{escape(sheet['level'])}</b> · {escape(xp)} · "
        + escape(
            t("DakaraPrintout", "kondice {now}/{max} · Výdrž {vydrz} · Vůle {vule}").format(
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
    parts.append(f"<h2>{escape(t('DakaraPrintout', 'Skills'))}</h2>")
    parts.append(
        _rows(
            skill_rows,
            (
                t("DakaraPrintout", "Skill"),
                t("DakaraPrintout", "Rating"),
                t("DakaraPrintout", "Title"),
            ),
        )
    )
    parts.append(f"<h2>{escape(t('DakaraPrintout', 'Property, status and contacts'))}</h2>")
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
            ("", t("DakaraPrintout", "Rating"), ""),
        )
    )
    if sheet["areas"]:
        parts.append(
            f"<p>{escape(t('DakaraPrintout', 'Areas of influence:'))} {escape(', '.join(sheet['areas']))}</p>"
        )
    if sheet["spells"]:
        parts.append(f"<h2>{escape(t('DakaraPrintout', 'Spells and abilities'))}</h2>")
        parts.append(f"<p>{escape(', '.join(sorted(sheet['spells'])))}</p>")
    if sheet["gear"] or (ev and ev.materials_md):
        parts.append(f"<h2>{escape(t('DakaraPrintout', 'Gear and money'))}</h2>")
        items = ", ".join(
            f"{g['name']}" + (f" ×{g['quantity']}" if g["quantity"] > 1 else "")
            for g in sheet["gear"]
        )
        if items:
            parts.append(f"<p>{escape(items)}</p>")
        if ev:
            parts.append(
                f"<p>{escape(t('DakaraPrintout', 'Cash:'))} {escape(state.money(ev.cash_md))}</p>"
            )
    if sheet["contacts"] or sheet["networks"]:
        parts.append(contacts_html(state))
    return "\n".join(parts)


def contacts_html(state: DakaraState) -> str:
    """Contacts and networks: the GM's page."""
    t = QCoreApplication.translate
    sheet = state.sheet
    parts = []
    if sheet["contacts"]:
        parts.append(f"<h2>{escape(t('DakaraPrintout', 'Contacts'))}</h2>")
        for c in sheet["contacts"]:
            parts.append(
                f"<p><b>{escape(c['name'])}</b> — "
                + escape(
                    t("DakaraPrintout", "influence {influence}, area {area}").format(
                        influence=c["influence"], area=c["area"]
                    )
                )
                + "<br>"
                + "<br>".join(
                    f"<i>{escape(label)}</i> {escape(c[key])}"
                    for key, label in (
                        ("who", t("DakaraPrintout", "Who:")),
                        ("how_met", t("DakaraPrintout", "How met, why they help:")),
                        ("where", t("DakaraPrintout", "Where to reach them:")),
                        ("looks", t("DakaraPrintout", "Looks and manner:")),
                    )
                    if c[key]
                )
                + "</p>"
            )
    if sheet["networks"]:
        parts.append(f"<h2>{escape(t('DakaraPrintout', 'Networks'))}</h2>")
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
                    t("DakaraPrintout", "Kind"),
                    t("DakaraPrintout", "Area"),
                    t("DakaraPrintout", "Rating"),
                    t("DakaraPrintout", "Liaison"),
                    t("DakaraPrintout", "Dead drop"),
                    t("DakaraPrintout", "Cipher"),
                    t("DakaraPrintout", "Language"),
                ),
            )
        )
    return "\n".join(parts)
