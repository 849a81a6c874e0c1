"""What the event log says of a favour granted, called in, repaid or forgiven, in both
languages at once (the timeline and the session journal read it): "Laskavost: Zdena →
Hynek (malá laskavost)". Names stay in the nominative: the arrow says who owes whom."""

from __future__ import annotations

from campaign_manager.ledger.records import FAVOUR_SIZE_TEXTS

_STATES = {
    "called_in": ("Laskavost uplatněna", "Favour called in"),
    "repaid": ("Laskavost splacena", "Favour repaid"),
    "forgiven": ("Laskavost odpuštěna", "Favour forgiven"),
    "open": ("Laskavost opět otevřená", "Favour open again"),
}


def favour_line(
    record: dict, debtor: str, creditor: str, before: str | None
) -> tuple[str, str] | None:
    """(Czech, English) of a favour written with ``record`` (its ``size``, ``size_text``,
    ``reason`` and ``state``), owed by ``debtor`` to ``creditor``; ``before`` its state
    before (None: a new favour). None when its state did not move (an edit of its words)."""
    state = record.get("state", "open")
    if before is not None and state == before:
        return None
    if before is None:
        size = record.get("size", "small")
        if size == "custom" and record.get("size_text"):
            cs_size = en_size = str(record["size_text"])
        else:
            words = FAVOUR_SIZE_TEXTS.get(size, FAVOUR_SIZE_TEXTS["small"])
            cs_size, en_size = words.cs, words.en
        cs, en = (
            f"Laskavost: {debtor} → {creditor} ({cs_size})",
            (f"Favour: {debtor} → {creditor} ({en_size})"),
        )
        reason = str(record.get("reason") or "").strip()
        if reason:
            cs, en = f"{cs}: {reason}", f"{en}: {reason}"
        return f"{cs}.", f"{en}."
    cs_state, en_state = _STATES.get(state, _STATES["open"])
    return f"{cs_state}: {debtor} → {creditor}.", f"{en_state}: {debtor} → {creditor}."
