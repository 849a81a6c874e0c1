"""What the web page of the player view receives: the window's words, nothing more.

:func:`page_payload` turns a ``public_view`` (the only input about the fight) into the
finished texts the TV window paints, through the same ``PublicContent`` and ``texts``: the
title, whose turn and who is next, the Střety conflicts, each visible row's name, band
(level, colour, word) and extras. No id, no sheet, no raw public-view key reaches the page,
so the browser has nothing to compute and nothing more to show than the window does.
"""

from __future__ import annotations

from campaign_manager.player_view.bands import band_color
from campaign_manager.player_view.content import PublicContent, Row
from campaign_manager.systems.common import Text

#: the public view's statuses during which the fight shows (as in the window)
SHOWN_STATUSES = ("running", "finished")

PAGE_TITLE = Text(cs="Kronikář – pohled hráčů", en="Kronikář – player view")
CONNECTION_LOST = Text(
    cs="Spojení se ztratilo, připojuji znovu…", en="Connection lost, reconnecting…"
)
#: the page's address no longer opens it: the GM gave the share a new key
ADDRESS_RENEWED = Text(
    cs="Tato adresa byla obnovena; požádejte Vypravěče o novou.",
    en="This address was renewed; ask the GM for the new one.",
)
#: the words a screen reader says where a sighted player sees a layout: the order's
#: heading, the initiative column's name, the blanked page, the image between fights
ORDER = Text(cs="Pořadí", en="Order")
INITIATIVE = Text(cs="Iniciativa", en="Initiative")
BLANKED = Text(cs="Vypravěč obraz skryl.", en="The GM has hidden the view.")
IMAGE = Text(cs="Obrázek od Vypravěče", en="The GM's picture")
#: said after a non-player character's name (the page also sets it in italics, the TV
#: too: the side is told by shape and word, not by colour alone)
NPC = Text(cs="cizí postava", en="non-player character")


def _language(language: str) -> str:
    return "cs" if str(language).startswith("cs") else "en"


def _band(content: PublicContent, record: dict) -> dict | None:
    if not record.get("band_text") and record.get("band_level") is None:
        return None
    level = record.get("band_level")
    level = level if isinstance(level, int) and not isinstance(level, bool) else None
    return {"level": level, "color": band_color(level), "word": content.band_word(record)}


def _row(content: PublicContent, row: Row, intents: dict) -> dict:
    record = row.combatant
    return {
        "name": str(record.get("name", "")),
        "pc": record.get("side") == "pc",
        "current": row.current,
        "bonus": row.bonus,
        "done": row.done,
        "initiative": None if row.initiative is None else str(row.initiative),
        "band": _band(content, record),
        "extras": [
            {"text": extra.text, "kind": extra.kind, "boxed": extra.boxed}
            for extra in content.extras(row, intents)
            if extra.text
        ],
    }


def page_payload(
    view: dict | None,
    language: str,
    campaign_name: str = "",
    image_version: int | None = None,
    blank: bool = False,
    recap: list[str] | None = None,
) -> dict:
    """The page's payload: ``mode`` "blank" (nothing else), "idle" (between fights: the
    campaign's name, or the image's version when there is one, and the players' recap the
    GM shows on the TV: ``recap`` its player-safe lines, the first its title) or "fight"
    (the texts)."""
    lang = _language(language)
    payload: dict = {
        "lang": lang,
        "page_title": PAGE_TITLE.get(lang),
        "texts": {
            "lost": CONNECTION_LOST.get(lang),
            "renewed": ADDRESS_RENEWED.get(lang),
            "order": ORDER.get(lang),
            "initiative": INITIATIVE.get(lang),
            "blanked": BLANKED.get(lang),
            "image": IMAGE.get(lang),
            "npc": NPC.get(lang),
        },
    }
    if blank:
        return {**payload, "mode": "blank"}
    if not isinstance(view, dict) or view.get("status") not in SHOWN_STATUSES:
        idle = {"name": str(campaign_name or ""), "image": image_version or None}
        lines = [str(line) for line in recap or ()]
        if lines:
            idle["recap"] = {"title": lines[0], "lines": lines[1:]}
        return {**payload, "mode": "idle", "idle": idle}
    content = PublicContent(view, lang)
    rows, current_row = content.rows()
    intents = content.intents() if content.shows_intents else {}
    return {
        **payload,
        "mode": "fight",
        "title": content.title(rows, current_row),
        "next": content.next_label(rows, current_row),
        "stack": content.stack(),
        "rows": [_row(content, row, intents) for row in rows],
    }
