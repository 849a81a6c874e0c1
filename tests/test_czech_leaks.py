"""Czech text never leaks English words or code: the translations and every Czech text the
rules cores write (``Text(cs=...)``), checked against words known to have leaked before."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from campaign_manager.ui import translations
from campaign_manager.ui.messages import _holder

#: English words or code that once showed in Czech text (issue 16), matched as whole words
LEAKS = [
    "social",
    "physical",
    "mental",
    "truncated",
    "Delete",
    "Coup de grace",
    "clovek",
    "dakara",
    "None",
    "True",
    "False",
    "attempt to write",
    "readonly database",
]
LEAK = re.compile(r"(?<![\w{/])(" + "|".join(re.escape(w) for w in LEAKS) + r")(?![\w}])")
ROOT = Path(__file__).resolve().parents[1] / "campaign_manager"


def czech_translations() -> list[tuple[str, str]]:
    found = []
    for message in ET.parse(translations.ts_path("cs")).getroot().iter("message"):
        translation = message.find("translation")
        if translation.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        found += [(message.findtext("source", ""), text) for text in texts]
    return found


def czech_texts_in_code() -> list[tuple[str, str]]:
    """The literal parts of every ``cs=`` argument in the package's code."""
    found = []
    for path in ROOT.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.keyword) or node.arg != "cs":
                continue
            parts = [node.value] if isinstance(node.value, ast.Constant) else []
            if isinstance(node.value, ast.JoinedStr):
                parts = [v for v in node.value.values if isinstance(v, ast.Constant)]
            text = "".join(p.value for p in parts if isinstance(p.value, str))
            if text:
                found.append((f"{path.relative_to(ROOT)}:{node.value.lineno}", text))
    return found


def test_no_english_left_in_the_czech_translation():
    leaks = [(source, text) for source, text in czech_translations() if LEAK.search(text)]
    assert leaks == []


def test_no_english_left_in_the_rules_czech_texts():
    leaks = [(where, text) for where, text in czech_texts_in_code() if LEAK.search(text)]
    assert leaks == []


def test_no_mnemonic_ampersand_in_a_rules_text():
    """Rules texts go into labels and logs, where an "&" would show as it is."""
    leaks = [(w, t) for w, t in czech_texts_in_code() if re.search(r"&\w", t)]
    assert leaks == []


@pytest.mark.parametrize(
    ("detail", "expected"),
    [
        ("20546@{host}@14:05", "another Kronikář on this computer, since 14:05"),
        ("77@jiny-pocitac@09:30", "Kronikář on the computer jiny-pocitac, since 09:30"),
        ("", "another program"),
    ],
)
def test_the_lock_message_says_who_holds_the_campaign_as_a_person_would(detail, expected):
    import socket

    text = _holder(detail.replace("{host}", socket.gethostname()))
    assert text == expected and "@" not in text
