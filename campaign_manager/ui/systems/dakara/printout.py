"""The printed Dakara sheet (HTML for QTextDocument), fit to hand to a player."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from campaign_manager.systems.dakara import play, vule_maximum, vydrz_maximum
from campaign_manager.systems.dakara.condition import (
    ConditionState,
    condition_penalty,
    condition_state,
)
from campaign_manager.ui.printing import html_table
from campaign_manager.ui.systems.dakara.state import DakaraState

TRACK_COLUMNS = 19  # boxes of the kondice track on one printed row (a human's 12 … −6)

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
    QT_TRANSLATE_NOOP("DakaraPrintout", "Kondice"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Broken rules and waivers"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "Goals and story hooks"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "dying"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "out, −4"),
    QT_TRANSLATE_NOOP("DakaraPrintout", "can't run"),
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
    hooks = [h for h in sheet["hooks"] if h.strip()]
    if hooks:
        parts.append(f"<h2>{escape(_tr('Goals and story hooks'))}</h2>")
        parts.append("<ul>" + "".join(f"<li>{escape(h)}</li>" for h in hooks) + "</ul>")
    parts.append(kondice_html(state))
    if sheet["contacts"] or sheet["networks"]:
        parts.append(contacts_html(state))
    if ev and ev.violations:
        parts.append(violations_html(state))
    return "\n".join(parts)


def kondice_html(state: DakaraState) -> str:
    """Kondice as a track to mark: one box per point from the maximum down to the death
    threshold, grouped under the wound penalty each range gives; lost points crossed."""
    sheet = state.sheet
    maximum, current = play.maximum(sheet), play.current(sheet)
    dying = -((maximum + 1) // 2)  # the first value at or below −maximum/2
    values = list(range(maximum, dying - 1, -1))

    def group(value: int) -> str:
        now = condition_state(value, maximum)
        if now is ConditionState.DYING:
            return _tr("dying")
        if now is ConditionState.OUT:
            return _tr("out, −4")
        penalty = condition_penalty(value, maximum)
        text = "0" if penalty == 0 else f"−{-penalty}"
        return text + (" " + _tr("can't run") if now is ConditionState.CANNOT_RUN else "")

    tables = []
    for start in range(0, len(values), TRACK_COLUMNS):
        chunk = values[start : start + TRACK_COLUMNS]
        groups: list[tuple[str, int]] = []
        for value in chunk:
            label = group(value)
            if groups and groups[-1][0] == label:
                groups[-1] = (label, groups[-1][1] + 1)
            else:
                groups.append((label, 1))
        head = "".join(
            f"<th colspan='{span}' align='center'><small>{escape(label)}</small></th>"
            for label, span in groups
        )
        numbers = "".join(
            f"<td align='center'><small>{str(v).replace('-', '−')}</small></td>" for v in chunk
        )
        boxes = "".join(f"<td align='center'>{'✗' if v > current else '☐'}</td>" for v in chunk)
        tables.append(
            "<table border='1' cellspacing='0' cellpadding='2'>"
            f"<tr>{head}</tr><tr>{numbers}</tr><tr>{boxes}</tr></table>"
        )
    pools = play.pools(sheet, state.catalogue)
    line = QCoreApplication.translate(
        "DakaraPrintout", "{state} · Výdrž {vydrz} of {vydrz_max} · Vůle {vule} of {vule_max}"
    ).format(
        state=play.state_text(sheet).get(state.language),
        vydrz=pools["vydrz"]["current"],
        vydrz_max=pools["vydrz"]["maximum"],
        vule=pools["vule"]["current"],
        vule_max=pools["vule"]["maximum"],
    )
    return f"<h2>{escape(_tr('Kondice'))}</h2><p>{escape(line)}</p>" + "<br>".join(tables)


def violations_html(state: DakaraState) -> str:
    """Every broken rule of the sheet, and the GM's waiver with its reason where there is one."""
    rows = []
    for v in state.evaluation.violations:
        message = v.message.get(state.language)
        if v.waived:
            rows.append(
                "✔ "
                + escape(message)
                + "<br><i>"
                + escape(
                    QCoreApplication.translate("DakaraPrintout", "Waived: {reason}").format(
                        reason=v.reason or ""
                    )
                )
                + "</i>"
            )
        else:
            rows.append("⚠ " + escape(message))
    return f"<h2>{escape(_tr('Broken rules and waivers'))}</h2>" + "".join(
        f"<p>{row}</p>" for row in rows
    )


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
        for n in sheet["networks"]:  # one paragraph each: seven narrow columns break words
            head = f"{n['kind']} – {n['area']}" if n["area"] else n["kind"]
            details = [
                f"<i>{escape(label)}</i> {escape(n[key])}"
                for key, label in (
                    ("liaison", QCoreApplication.translate("DakaraPrintout", "Liaison:")),
                    ("dead_drop", QCoreApplication.translate("DakaraPrintout", "Dead drop:")),
                    ("cipher", QCoreApplication.translate("DakaraPrintout", "Cipher:")),
                    ("language", QCoreApplication.translate("DakaraPrintout", "Language:")),
                )
                if n[key]
            ]
            rating = QCoreApplication.translate("DakaraPrintout", "rating {rating}").format(
                rating=n["rating"]
            )
            parts.append(
                f"<p><b>{escape(head)}</b> — {escape(rating)}"
                + ("<br>" + "<br>".join(details) if details else "")
                + "</p>"
            )
    return "\n".join(parts)
