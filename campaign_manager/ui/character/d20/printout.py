"""The d20 part of the printed sheet: classes or the monster entry, maxima, current state."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from campaign_manager.systems.d20 import condition_label, explain, stats
from campaign_manager.systems.d20.data import save_label
from campaign_manager.systems.d20.sheet import maxima


def _t(text: str) -> str:
    return QCoreApplication.translate("D20Printout", text)


def _table(
    headers: list[str], rows: list[list[str]], raw_last: bool = False, width: str = "100%"
) -> str:
    """A bordered table; ``raw_last``: the last column is HTML already."""
    head = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in headers)
    body = "".join(
        "<tr>"
        + "".join(
            f"<td>{cell if raw_last and i == len(row) - 1 else html.escape(str(cell))}</td>"
            for i, cell in enumerate(row)
        )
        + "</tr>"
        for row in rows
    )
    return (
        f"<table border='1' cellspacing='0' cellpadding='4' width='{width}'>"
        f"<tr>{head}</tr>{body}</table>"
    )


def _lines(text: str) -> str:
    return "<br>".join(html.escape(line) for line in text.splitlines())


def _character(sheet: dict, language: str) -> list[str]:
    rows = []
    for row in explain.class_summaries(sheet):
        rolls = ([f"max {row.die}"] if row.takes_maximum else []) + [str(r) for r in row.rolls]
        rows.append(
            [
                row.label.get(language),
                f"d{row.die}" if row.die else "—",
                str(row.levels),
                ", ".join(rolls) or "—",
                str(row.stamina),
            ]
        )
    con_mod = explain.signed(stats.ability_modifier(sheet["con"]))
    parts = [f"<h2>{html.escape(_t('Classes'))}</h2>"]
    if rows:
        parts.append(
            _table(
                [_t("Class"), _t("Stamina die"), _t("Levels"), _t("Stamina rolls"), _t("Stamina")],
                rows,
            )
        )
    else:
        parts.append(f"<p>{html.escape(_t('No class yet.'))}</p>")
    parts.append(
        "<p>"
        + html.escape(
            _t(
                "Constitution {con} (modifier {mod}) · Dex modifier {dex} · initiative bonus {init}"
            ).format(
                con=sheet["con"],
                mod=con_mod,
                dex=explain.signed(sheet["dex_modifier"]),
                init=explain.signed(sheet["initiative_misc"]),
            )
        )
        + "</p>"
    )
    return parts


def _monster(sheet: dict, language: str) -> list[str]:
    size = explain.size_label(sheet["size"]).get(language)
    con = str(sheet["con"]) if sheet["con"] is not None else _t("none")
    cr = sheet["cr"] or "—"
    adjusted = explain.variant_cr(sheet)
    if adjusted and adjusted != sheet["cr"]:
        cr = _t("{cr} (book {book})").format(cr=adjusted, book=sheet["cr"])
    rows = [
        [_t("Hit points"), str(sheet["hit_points"])],
        [_t("Bonus hit points"), str(sheet["bonus_hp"])],
        [_t("Hit Dice"), str(sheet["hit_dice"])],
        [_t("Constitution"), con],
        [_t("Size"), size],
        [_t("Regeneration"), str(sheet["regeneration"])],
        [_t("Fast healing"), str(sheet["fast_healing"])],
        [_t("No stamina"), _t("yes") if sheet["no_stamina"] else _t("no")],
        [_t("Challenge rating"), cr],
        [_t("Dex modifier"), explain.signed(sheet["dex_modifier"])],
    ]
    return [
        f"<h2>{html.escape(_t('Monster'))}</h2>",
        _table([_t("Entry"), _t("Value")], rows, width="60%"),
    ]


def sheet_html(sheet: dict, language: str) -> str:
    """The sheet as an HTML body fragment (a validated sheet)."""
    parts = (
        _character(sheet, language) if sheet["kind"] == "character" else _monster(sheet, language)
    )
    top_stamina, top_wounds = maxima(sheet)
    parts.append(f"<h2>{html.escape(_t('Stamina and wound points'))}</h2>")
    how_stamina = _lines(explain.stamina_explanation(sheet).get(language))
    how_wounds = _lines(explain.wounds_explanation(sheet).get(language))
    parts.append(
        _table(
            [_t("Pool"), _t("Current"), _t("Maximum"), _t("How it is reached")],
            [
                [_t("Stamina"), str(sheet["stamina"]), str(top_stamina), how_stamina],
                [_t("Wound points"), str(sheet["wounds"]), str(top_wounds), how_wounds],
            ],
            raw_last=True,
        )
    )
    conditions = ", ".join(condition_label(c).get(language) for c in sheet["conditions"])
    parts.append(
        "<p><b>"
        + html.escape(_t("Conditions:"))
        + "</b> "
        + html.escape(conditions or _t("none"))
        + "</p>"
    )
    if sheet["pending_saves"]:
        saves = "; ".join(
            _t("DC {dc} {what}").format(dc=dc, what=save_label(kind).get(language))
            for kind, dc in sheet["pending_saves"]
        )
        parts.append(
            f"<p><b>{html.escape(_t('Pending Fortitude saves:'))}</b> {html.escape(saves)}</p>"
        )
    return "\n".join(parts)
