"""The player-safe printout: what one character knows, only records known to the players.

The selection is the rules core's (:func:`campaign_manager.ledger.web.player_safe`);
this module only lays it out as HTML for the printing helpers (A4 PDF or a printer).
A liaison or a counterpart the players do not know of is not named.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from campaign_manager.ledger.parts import NetworkRules, ledger_parts
from campaign_manager.ledger.records import (
    CERTAINTY_TEXTS,
    FAVOUR_SIZE_TEXTS,
    FAVOUR_STATE_TEXTS,
    LINK_REASON_TEXTS,
)
from campaign_manager.ledger.web import player_safe
from campaign_manager.storage import ledger_queries as queries
from campaign_manager.systems.common import Text, signed
from campaign_manager.ui.i18n import current_language
from campaign_manager.ui.printing import export_pdf, html_table

KINDS = ("contact", "link", "favour", "network", "operation", "relation")


def _section(parts: list[str], title: str, headers: list[str], rows: list) -> None:
    """A heading and its table, when there are rows to show (``title`` and ``headers`` are
    marked with QT_TRANSLATE_NOOP for the translators and translated here)."""
    if not rows:
        return

    def tr(text: str) -> str:
        return QCoreApplication.translate("LedgerPrintout", text)

    parts.append(f"<h2>{html.escape(tr(title))}</h2>")
    parts.append(html_table([tr(header) for header in headers], rows, short_headers_whole=True))


def _open_campaign_networks() -> NetworkRules | None:
    parts = ledger_parts(queries.campaign_system())
    return parts.networks if parts is not None else None


def _opposition(networks: NetworkRules | None, key: str) -> Text:
    return networks.opposition_text(key) if networks is not None else Text(key, key)


def player_html(
    character_id: int, language: str | None = None, networks: NetworkRules | None = None
) -> tuple[str, str]:
    """(title, body HTML) of what ``character_id`` knows, for the players; an operation's
    words come from ``networks``, the rule system's (the open campaign's when None)."""
    language = language or current_language()
    if networks is None:
        networks = _open_campaign_networks()
    records = {kind: queries.records(kind) for kind in KINDS}
    names = queries.party_names(
        deleted=QCoreApplication.translate("LedgerPrintout", "a deleted character ({name})")
    )
    safe = player_safe(character_id, records)
    me = names.get(("character", character_id), "?")
    known_contacts = {c["id"]: c for c in safe["contact"]}

    def t(text: Text) -> str:
        return text.get(language)

    def party(kind: str, ident: int) -> str:
        if kind == "character" or ident in known_contacts:
            return names.get((kind, ident), "?")
        return QCoreApplication.translate("LedgerPrintout", "someone")

    title = QCoreApplication.translate("LedgerPrintout", "What %1 knows").replace("%1", me)
    parts = [f"<h1>{html.escape(title)}</h1>"]
    only = QCoreApplication.translate("LedgerPrintout", "Only what the players know.")
    parts.append(f"<p class='sub'>{html.escape(only)}</p>")

    people = []
    for link in safe["link"]:
        c = known_contacts[link["contact_id"]]
        why = t(LINK_REASON_TEXTS[link["reason"]]) if link["reason"] else ""
        people.append(
            (
                c["name"],
                link["influence"],
                c["area"],
                c["who"],
                c["where"],
                c["looks"],
                " ".join(x for x in (link["how_met"], why and f"({why})") if x),
            )
        )
    _section(
        parts,
        QT_TRANSLATE_NOOP("LedgerPrintout", "People"),
        [
            QT_TRANSLATE_NOOP("LedgerPrintout", "Person"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Influence"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Area"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Who they are"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Where to reach them"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Looks and manner"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "How they met"),
        ],
        people,
    )
    favours = []
    for f in safe["favour"]:
        size = f["size_text"] if f["size"] == "custom" else t(FAVOUR_SIZE_TEXTS[f["size"]])
        favours.append(
            (
                party(f["debtor_kind"], f["debtor_id"]),
                party(f["creditor_kind"], f["creditor_id"]),
                size,
                f["reason"],
                f["when"],
                t(FAVOUR_STATE_TEXTS[f["state"]]),
            )
        )
    _section(
        parts,
        QT_TRANSLATE_NOOP("LedgerPrintout", "Who owes whom"),
        [
            QT_TRANSLATE_NOOP("LedgerPrintout", "Who owes"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "To whom"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "How big"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Why"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "When"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "State"),
        ],
        favours,
    )
    networks = {n["id"]: n for n in safe["network"]}
    _section(
        parts,
        QT_TRANSLATE_NOOP("LedgerPrintout", "Networks"),
        [
            QT_TRANSLATE_NOOP("LedgerPrintout", "Kind"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Area"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Rating"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Liaison"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Dead drop"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Messages (cipher)"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Language"),
        ],
        [
            (
                n["kind"],
                n["area"],
                n["rating"],
                party("contact", n["liaison_id"]) if n["liaison_id"] else "",
                n["dead_drop"],
                n["cipher"],
                n["language"],
            )
            for n in networks.values()
        ],
    )
    ops = []
    for op in safe["operation"]:
        n = networks[op["network_id"]]
        if op["success"] is None:
            outcome = QCoreApplication.translate("LedgerPrintout", "not run yet")
        else:
            outcome = (
                QCoreApplication.translate("LedgerPrintout", "success")
                if op["success"]
                else QCoreApplication.translate("LedgerPrintout", "failure")
            )
        ops.append(
            (
                f"{n['kind']} – {n['area']}" if n["area"] else n["kind"],
                op["request"],
                f"{t(_opposition(networks, op['against']))} {op['value']}",
                outcome,
                op["cost_zl"] or "",
                op["when"],
                op["result"],
            )
        )
    _section(
        parts,
        QT_TRANSLATE_NOOP("LedgerPrintout", "Operations"),
        [
            QT_TRANSLATE_NOOP("LedgerPrintout", "Network"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "What was asked"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Against"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Outcome"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Contractors (zl)"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "When"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "What came of it"),
        ],
        ops,
    )
    relations = [
        (
            party(r["source_kind"], r["source_id"]),
            r["label"],
            party(r["target_kind"], r["target_id"]),
            signed(r["attitude"]),
            r["reverse_label"],
            t(CERTAINTY_TEXTS[r["certainty"]]),
        )
        for r in safe["relation"]
    ]
    _section(
        parts,
        QT_TRANSLATE_NOOP("LedgerPrintout", "Relations"),
        [
            QT_TRANSLATE_NOOP("LedgerPrintout", "From"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Relation"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "To"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Attitude"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "The other way round"),
            QT_TRANSLATE_NOOP("LedgerPrintout", "Certainty"),
        ],
        relations,
    )
    if len(parts) == 2:
        nothing = QCoreApplication.translate("LedgerPrintout", "Nothing the players know of yet.")
        parts.append(f"<p>{html.escape(nothing)}</p>")
    return title, "".join(parts)


def player_pdf_name(name: str) -> str:
    """The printout's default file name for the character ``name``: unlike the sheet's
    PDF (``<name>.pdf``), it says it is the players' copy."""
    return QCoreApplication.translate("LedgerPrintout", "{name} – for players.pdf").format(
        name=name
    )


def export_player_pdf(
    character_id: int, path: Path | str, networks: NetworkRules | None = None
) -> Path:
    """Write what ``character_id`` knows to ``path`` as an A4 PDF across the page's width."""
    title, body = player_html(character_id, networks=networks)
    return export_pdf(body, title, Path(path), full_width=True)
