"""The journal's own words in both languages (its headings and the sentences it composes),
Czech ones in every grammatical gender; what a system's kinds of log line mean for the
journal is in that system's ``journal_kinds`` module."""

from __future__ import annotations

from campaign_manager.systems.common import by_gender

#: what a kind of log line is, for the journal: the kinds every system shares
KINDS: dict[str, str] = {
    "fell": "fell",
    "dead": "fell",
    "wound": "wound",
    "scar": "wound",
    "condition": "condition",
    "xp": "xp",
    "favour": "ledger",
    "operation": "ledger",
    "find_contact": "ledger",
    "ask_contact": "ledger",
    "reveal": "reveal",
    "time": "time",
    "action": "action",
}

HEADINGS: dict[str, dict[str, str]] = {
    "action": {"cs": "Co postavy dělaly", "en": "What the characters did"},
    "fights": {"cs": "Střety", "en": "Fights"},
    "wound": {"cs": "Zranění a jizvy", "en": "Wounds and scars"},
    "condition": {"cs": "Stavy, které zůstaly", "en": "Conditions that stayed"},
    "xp": {"cs": "Zkušenosti", "en": "Experience"},
    "ledger": {"cs": "Laskavosti a operace", "en": "Favours and operations"},
    "reveal": {"cs": "Odhalení", "en": "Reveals"},
    "time": {"cs": "Čas v příběhu", "en": "Time in the story"},
    "note": {"cs": "Další záznamy", "en": "Other entries"},
}


def heading(key: str, language: str) -> str:
    return HEADINGS[key]["cs" if language == "cs" else "en"]


def title(date: str, language: str) -> str:
    return f"Deník sezení {date}" if language == "cs" else f"Session journal, {date}"


def fight_heading(name: str, language: str) -> str:
    return f"Střet: {name}" if language == "cs" else f"Fight: {name}"


def rounds(count: int, language: str) -> str:
    if language != "cs":
        return f"It lasted {count} round." if count == 1 else f"It lasted {count} rounds."
    if count == 1:
        return "Trval 1 kolo."
    return f"Trval {count} kola." if 2 <= count <= 4 else f"Trval {count} kol."


def outcome(status: str, language: str) -> str:
    """A fight's end as a sentence ("" while it runs)."""
    if status == "finished":
        return "Střet skončil." if language == "cs" else "The fight is over."
    if status == "running":
        return "Střet ještě trvá." if language == "cs" else "The fight goes on."
    return ""


def fell(name: str, gender: str, language: str) -> str:
    """ "Zdena padla." / "Hlídač padl." / "Zdena fell." """
    if language == "cs":
        return f"{name} {by_gender(gender, 'padl', 'padla', 'padlo')}."
    return f"{name} fell."


def nothing(language: str) -> str:
    return (
        "Záznam sezení neobsahuje nic k vyprávění."
        if language == "cs"
        else "The session's log holds nothing to tell."
    )
