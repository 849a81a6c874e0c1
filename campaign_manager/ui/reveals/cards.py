"""What a card shown to the players starts as: a roster character's, a ledger contact's or a
favour's name, the part of its description players may know, its portrait. The GM edits it
in the dialog before anything is shown (an alias for the name, less of the description).
A character's notes are the GM's: a card starts with none of them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from campaign_manager.storage import ledger_queries
from campaign_manager.storage.image_kind import image_type
from campaign_manager.storage.queries import find_character
from campaign_manager.storage.reveals import MAX_REVEAL_IMAGE_BYTES


def _picture(data) -> bytes | None:
    if not data:
        return None
    data = bytes(data)
    return data if len(data) <= MAX_REVEAL_IMAGE_BYTES and image_type(data) else None


def notes_text(html: str) -> str:
    """A character's notes (rich text) as plain text."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(html or "")
    return document.toPlainText().strip()


def character_card(character_id: int) -> dict | None:
    """A roster character's card: its name and portrait, and its notes as ``source`` to
    pick from (the card's text starts empty: the notes are the GM's)."""
    record = find_character(character_id)
    if record is None:
        return None
    return {
        "kind": "card",
        "title": record.name,
        "body": "",
        "image": _picture(record.portrait),
        "source": notes_text(record.notes) if isinstance(record.notes, str) else "",
    }


def contact_card(record: dict) -> dict:
    """A ledger contact's card (a row of the ledger's people): its name, who it is and how
    it looks, its portrait; not where to meet it nor the GM's notes."""
    contact = record.get("contact", record)
    lines = [str(contact.get(key) or "").strip() for key in ("who", "looks")]
    return {
        "kind": "card",
        "title": str(contact.get("name") or ""),
        "body": "\n".join(line for line in lines if line),
        "image": _picture(ledger_queries.contact_portrait(contact["id"])),
    }


def favour_card(record: dict) -> dict:
    """A favour's card: who owes whom, and why (a row of the ledger's favours)."""
    names = ledger_queries.party_names(
        parties=[
            (record["debtor_kind"], record["debtor_id"]),
            (record["creditor_kind"], record["creditor_id"]),
        ]
    )
    debtor = names.get((record["debtor_kind"], record["debtor_id"]), "?")
    creditor = names.get((record["creditor_kind"], record["creditor_id"]), "?")
    title = QCoreApplication.translate("RevealCards", "{debtor} owes {creditor} a favour")
    title = title.format(debtor=debtor, creditor=creditor)
    lines = [str(record.get(key) or "").strip() for key in ("size_text", "reason", "when")]
    return {
        "kind": "card",
        "title": title[:200],
        "body": "\n".join(line for line in lines if line),
        "image": None,
    }
