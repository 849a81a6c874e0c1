"""The Czech texts call the game master "Vypravěč" everywhere (never "PJ"), and no tooltip
shows an internal rule code."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEXTS = sorted(
    [
        *ROOT.glob("campaign_manager/**/*.py"),
        *ROOT.glob("resources/rules/**/*.json"),
        ROOT / "resources/translations/kronikar_cs.ts",
    ]
)


def test_the_game_master_is_the_vypravec():
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in TEXTS
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bPJ\b", line)
    ]
    assert not found, f"PJ where Vypravěč belongs: {found}"


# spellings the rules texts do not use, and the one they do
MISSPELT = {r"\b[Bb]renn\w*": "breneka (one n, as the rules write it)", r"\bÚspěl\w*": "Uspěl"}


def test_words_are_spelt_as_the_rules_spell_them():
    found = [
        f"{path.relative_to(ROOT)}:{number}: {match.group(0)}, write {right}"
        for path in TEXTS
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        for wrong, right in MISSPELT.items()
        for match in re.finditer(wrong, line)
    ]
    assert not found, f"spelt otherwise than the rules: {found}"


def test_a_violations_tooltip_is_its_text_not_its_code(qapp):
    from campaign_manager.systems.common import Text
    from campaign_manager.ui.systems.dakara.violations import ViolationModel

    class Violation:
        code = "limit_others"
        message = Text(cs="Ostatní dovednosti: nejvýš 3.", en="Other skills: at most 3.")
        waived = False
        reason = ""

    model = ViolationModel()
    model.set_violations([Violation()], "cs")
    tip = model.data(model.index(0, 0), 3)  # ToolTipRole
    assert tip == "Ostatní dovednosti: nejvýš 3." and "limit_others" not in tip
