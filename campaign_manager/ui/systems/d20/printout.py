"""The d20 part of the printed sheet: classes or the monster entry, maxima, current state."""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from campaign_manager.systems.common import signed
from campaign_manager.systems.d20 import condition_label, explain, stats
from campaign_manager.systems.d20.data import save_label
from campaign_manager.systems.d20.sheet import maxima, save_bonuses
from campaign_manager.ui.printing import html_table

# Every text passed to _t, listed here so that lupdate finds them.
_LABELS = (
    QT_TRANSLATE_NOOP("D20Printout", "Classes"),
    QT_TRANSLATE_NOOP("D20Printout", "Class"),
    QT_TRANSLATE_NOOP("D20Printout", "Stamina die"),
    QT_TRANSLATE_NOOP("D20Printout", "Levels"),
    QT_TRANSLATE_NOOP("D20Printout", "Stamina rolls"),
    QT_TRANSLATE_NOOP("D20Printout", "Stamina"),
    QT_TRANSLATE_NOOP("D20Printout", "No class yet."),
    QT_TRANSLATE_NOOP("D20Printout", "none"),
    QT_TRANSLATE_NOOP("D20Printout", "{cr} (book {book})"),
    QT_TRANSLATE_NOOP("D20Printout", "Hit points"),
    QT_TRANSLATE_NOOP("D20Printout", "Bonus hit points"),
    QT_TRANSLATE_NOOP("D20Printout", "Hit Dice"),
    QT_TRANSLATE_NOOP("D20Printout", "Constitution"),
    QT_TRANSLATE_NOOP("D20Printout", "Size"),
    QT_TRANSLATE_NOOP("D20Printout", "Regeneration"),
    QT_TRANSLATE_NOOP("D20Printout", "Fast healing"),
    QT_TRANSLATE_NOOP("D20Printout", "No stamina"),
    QT_TRANSLATE_NOOP("D20Printout", "yes"),
    QT_TRANSLATE_NOOP("D20Printout", "no"),
    QT_TRANSLATE_NOOP("D20Printout", "Challenge rating"),
    QT_TRANSLATE_NOOP("D20Printout", "Dex modifier"),
    QT_TRANSLATE_NOOP("D20Printout", "Monster"),
    QT_TRANSLATE_NOOP("D20Printout", "Entry"),
    QT_TRANSLATE_NOOP("D20Printout", "Value"),
    QT_TRANSLATE_NOOP("D20Printout", "Stamina and wound points"),
    QT_TRANSLATE_NOOP("D20Printout", "Pool"),
    QT_TRANSLATE_NOOP("D20Printout", "Current"),
    QT_TRANSLATE_NOOP("D20Printout", "Maximum"),
    QT_TRANSLATE_NOOP("D20Printout", "How it is reached"),
    QT_TRANSLATE_NOOP("D20Printout", "Wound points"),
    QT_TRANSLATE_NOOP("D20Printout", "Conditions:"),
    QT_TRANSLATE_NOOP("D20Printout", "DC {dc} {what}"),
    QT_TRANSLATE_NOOP("D20Printout", "Pending Fortitude saves:"),
    QT_TRANSLATE_NOOP(
        "D20Printout",
        "Constitution {con} (modifier {mod}) · Dex modifier {dex} · initiative bonus {init}",
    ),
    QT_TRANSLATE_NOOP("D20Printout", "Saves"),
    QT_TRANSLATE_NOOP("D20Printout", "Save"),
    QT_TRANSLATE_NOOP("D20Printout", "Bonus"),
    QT_TRANSLATE_NOOP("D20Printout", "Fortitude"),
    QT_TRANSLATE_NOOP("D20Printout", "Reflex"),
    QT_TRANSLATE_NOOP("D20Printout", "Will"),
    QT_TRANSLATE_NOOP("D20Printout", "typed"),
    QT_TRANSLATE_NOOP("D20Printout", "worked out"),
)
SAVE_NAMES = {"fortitude": "Fortitude", "reflex": "Reflex", "will": "Will"}


def _t(text: str) -> str:
    return QCoreApplication.translate("D20Printout", text)


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
    con_mod = signed(stats.ability_modifier(sheet["con"]))
    parts = [f"<h2>{html.escape(_t('Classes'))}</h2>"]
    if rows:
        parts.append(
            html_table(
                [_t("Class"), _t("Stamina die"), _t("Levels"), _t("Stamina rolls"), _t("Stamina")],
                rows,
                border=1,
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
                dex=signed(sheet["dex_modifier"]),
                init=signed(sheet["initiative_misc"]),
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
        [_t("Dex modifier"), signed(sheet["dex_modifier"])],
    ]
    return [
        f"<h2>{html.escape(_t('Monster'))}</h2>",
        html_table([_t("Entry"), _t("Value")], rows, width="60%", border=1),
    ]


def _saves(sheet: dict) -> list[str]:
    """Fortitude, Reflex and Will as the sheet gives them (typed, or worked out from the
    classes and abilities by the rules)."""
    bonuses = save_bonuses(sheet)
    rows = [
        [
            _t(SAVE_NAMES[save]),
            signed(bonuses[save]),
            _t("typed") if sheet.get(save) is not None else _t("worked out"),
        ]
        for save in stats.SAVES
    ]
    return [
        f"<h2>{html.escape(_t('Saves'))}</h2>",
        html_table([_t("Save"), _t("Bonus"), _t("How it is reached")], rows, width="60%", border=1),
    ]


def sheet_html(sheet: dict, language: str) -> str:
    """The sheet as an HTML body fragment (a validated sheet)."""
    parts = (
        _character(sheet, language) if sheet["kind"] == "character" else _monster(sheet, language)
    )
    top_stamina, top_wounds = maxima(sheet)
    parts.extend(_saves(sheet))
    parts.append(f"<h2>{html.escape(_t('Stamina and wound points'))}</h2>")
    how_stamina = _lines(explain.stamina_explanation(sheet).get(language))
    how_wounds = _lines(explain.wounds_explanation(sheet).get(language))
    parts.append(
        html_table(
            [_t("Pool"), _t("Current"), _t("Maximum"), _t("How it is reached")],
            [
                [_t("Stamina"), str(sheet["stamina"]), str(top_stamina), how_stamina],
                [_t("Wound points"), str(sheet["wounds"]), str(top_wounds), how_wounds],
            ],
            raw_last=True,
            border=1,
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
