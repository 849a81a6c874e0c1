"""The UI names a colour in one place: the themes' palettes (ui/theme.py), the colours that
mean something (ui/colors.py, one set per theme, each checked for contrast), the TV's own
dark scene (ui/player_view/scene.py) and the printed sheet's paper (ui/printing.py).

A colour written anywhere else was chosen for one theme and is unreadable on another (the
red error labels on the dark theme were), so none may be.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

import campaign_manager

UI = Path(campaign_manager.__file__).parent / "ui"
ALLOWED = {"theme.py", "colors.py", "player_view/scene.py", "printing.py"}

HEX = re.compile(r"#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3})(?![0-9a-zA-Z_])")
NAMED = re.compile(
    r"(?:color|background|border)[^;:]*:[^;]*\b(?:white|black|red|green|blue|yellow|gr[ae]y|orange|purple)\b",
    re.IGNORECASE,
)
CODE = (
    re.compile(r"QColor\(\s*\d"),  # QColor(64, 128, 255)
    re.compile(r"GlobalColor\.(?!transparent\b)\w+"),  # Qt.GlobalColor.red
)


def colours_in(source: str) -> list[str]:
    """Every colour written in ``source``'s strings (hex or a CSS name) or code."""
    found = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING:
            found += HEX.findall(token.string) + NAMED.findall(token.string)
    for pattern in CODE:
        found += pattern.findall(source)
    return found


def literals(root: Path) -> dict[str, list[str]]:
    out = {}
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        if name not in ALLOWED and (found := colours_in(path.read_text(encoding="utf-8"))):
            out[name] = found
    return out


@pytest.fixture
def campaign():
    """No campaign file is needed."""
    yield None


def test_no_colour_is_written_outside_the_palette_modules():
    assert literals(UI) == {}


@pytest.mark.parametrize(
    "source",
    [
        'label.setStyleSheet("color: #c0392b;")',
        "brush = QBrush(QColor('#8a8a8a'))",
        'style = f"background: {x}; color: white;"',
        "QColor(64, 128, 255, 48)",
        "pen = QPen(Qt.GlobalColor.red)",
        "x = {'a': '#abc'}",
    ],
)
def test_the_check_sees_a_colour_however_it_is_written(source):
    assert colours_in(source)


@pytest.mark.parametrize(
    "source",
    [
        'banner.setObjectName("ReadOnlyBanner"); s = "#ReadOnlyBanner { }"',
        "# a comment about #c0392b",
        'label.setStyleSheet("color: palette(placeholder-text);")',
        "pixmap.fill(Qt.GlobalColor.transparent)",
        "self.setStyleSheet(text_style(ERROR))",
    ],
)
def test_the_check_lets_the_rest_be(source):
    assert colours_in(source) == []
