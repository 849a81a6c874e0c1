"""Violations of the creation and training rules, and the GM's exceptions that waive them."""

from __future__ import annotations

from dataclasses import dataclass

from campaign_manager.systems.common import Text

# code → (section in Czech, section in English): where in the text the rule comes from
SECTIONS: dict[str, tuple[str, str]] = {
    "budget_exceeded": (
        "Tvorba postavy – Bodový vytvářecí systém",
        "Character creation – point-buy system",
    ),
    "limit_top_two": (
        "Tvorba postavy – Limit hodnocení statistik",
        "Character creation – stat rating limit",
    ),
    "limit_others": (
        "Tvorba postavy – Limit hodnocení statistik",
        "Character creation – stat rating limit",
    ),
    "spec_cap": (
        "Tvorba postavy – Sdružené dovednosti a specializace",
        "Character creation – grouped skills and specialisations",
    ),
    "spec_count": (
        "Tvorba postavy – Sdružené dovednosti a specializace",
        "Character creation – grouped skills and specialisations",
    ),
    "spec_group_zero": (
        "Tvorba postavy – Sdružené dovednosti a specializace",
        "Character creation – grouped skills and specialisations",
    ),
    "spell_requirement": ("Tvorba postavy – Dovednosti", "Character creation – skills"),
    "areas_count": ("Tvorba postavy – Známosti", "Character creation – contacts (Známosti)"),
    "contacts_count": ("Tvorba postavy – Známosti", "Character creation – contacts (Známosti)"),
    "contact_influence": ("Tvorba postavy – Známosti", "Character creation – contacts (Známosti)"),
    "contact_area": ("Tvorba postavy – Známosti", "Character creation – contacts (Známosti)"),
    "networks_count": ("Seznam dovedností – Sítě", "Skill list – networks (Sítě)"),
    "network_rating": ("Seznam dovedností – Sítě", "Skill list – networks (Sítě)"),
    "network_liaison": ("Použití sítí", "Using networks"),
    "materials_overspent": (
        "Tvorba postavy – Materiální zdroje",
        "Character creation – material resources",
    ),
}

TRAINING_SECTION = (
    "Studium a trénink – Tabulka limitů tréninku",
    "Study and training – training limits",
)


@dataclass(frozen=True)
class Violation:
    """A broken rule: ``code`` is stable, ``message`` a Text naming the rule and its section.

    ``waived`` is True when a GM exception in the sheet covers it (``reason`` says why);
    a waived violation is still listed.
    """

    code: str
    message: Text
    subject: str | None = None
    waived: bool = False
    reason: str | None = None

    def __str__(self) -> str:
        text = str(self.message)
        return f"{text} [waived: {self.reason}]" if self.waived else text


def violation(
    code: str, subject: str | None, cs: str, en: str, section: tuple[str, str] | None = None
) -> Violation:
    """A violation whose message, a sentence (its first letter a capital, even when it
    starts with a name written in lower case), ends with the section of the text it comes
    from."""
    sec_cs, sec_en = section or SECTIONS[code]
    cs, en = cs[:1].upper() + cs[1:], en[:1].upper() + en[1:]
    return Violation(code, Text(cs=f"{cs} ({sec_cs})", en=f"{en} ({sec_en})"), subject)


def apply_exceptions(violations: list[Violation], exceptions: list[dict]) -> list[Violation]:
    """Mark every violation an exception covers as waived, with the exception's reason."""
    out = []
    for v in violations:
        for exc in exceptions:
            if exc["code"] == v.code and exc.get("subject") in (None, v.subject):
                v = Violation(v.code, v.message, v.subject, True, exc["reason"])
                break
        out.append(v)
    return out
