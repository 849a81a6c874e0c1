"""Light, dark and high contrast read for everyone: WCAG AA over the real palettes the app
sets, and over every colour the UI paints text or a mark in.

Text roles 4.5:1 (WCAG 1.4.3 AA; high contrast 7:1, AAA). Disabled text 3:1: WCAG exempts
inactive controls, we still keep a greyed-out value readable. Meaning colours (ui/colors.py)
4.5:1 for text and 3:1 for graphics (WCAG 1.4.11) on the window, base and alternate base.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from support.contrast import LARGE, TEXT, contrast

from campaign_manager.ui import colors
from campaign_manager.ui.theme import PALETTES, apply_theme

Role, Group = QPalette.ColorRole, QPalette.ColorGroup
TEXT_PAIRS = (
    (Role.WindowText, Role.Window),
    (Role.Text, Role.Base),
    (Role.Text, Role.AlternateBase),
    (Role.ButtonText, Role.Button),
    (Role.HighlightedText, Role.Highlight),
    (Role.ToolTipText, Role.ToolTipBase),
    (Role.PlaceholderText, Role.Base),
    (Role.Link, Role.Base),
)
DISABLED_PAIRS = (
    (Role.WindowText, Role.Window),
    (Role.Text, Role.Base),
    (Role.ButtonText, Role.Button),
)
BACKGROUNDS = (Role.Window, Role.Base, Role.AlternateBase)
THEMES = tuple(PALETTES)


def text_minimum(theme: str) -> float:
    return 7.0 if theme == "high_contrast" else TEXT


@pytest.fixture
def palette_of(qapp):
    """The application's palette once ``theme`` is applied; the system's look after."""

    def palette(theme: str) -> QPalette:
        apply_theme(theme, qapp)
        return QPalette(qapp.palette())

    yield palette
    apply_theme("system", qapp)


def too_faint(palette: QPalette, theme: str) -> list[str]:
    found = []
    for group in (Group.Active, Group.Inactive):
        for fore, back in TEXT_PAIRS:
            f, b = palette.color(group, fore).name(), palette.color(group, back).name()
            if contrast(f, b) < text_minimum(theme):
                found.append(f"{group.name} {fore.name} {f} on {back.name} {b}")
    for fore, back in DISABLED_PAIRS:
        f = palette.color(Group.Disabled, fore).name()
        b = palette.color(Group.Disabled, back).name()
        if contrast(f, b) < LARGE:
            found.append(f"Disabled {fore.name} {f} on {back.name} {b}")
    return found


@pytest.mark.parametrize("theme", THEMES)
def test_every_text_role_reads_on_its_background(palette_of, theme):
    assert too_faint(palette_of(theme), theme) == []


def test_the_check_finds_what_fusions_own_light_palette_could_not_read(qapp):
    from PySide6.QtWidgets import QStyleFactory

    fusion = QStyleFactory.create("Fusion").standardPalette()
    faint = too_faint(fusion, "light")
    assert any("HighlightedText" in line for line in faint)
    assert any(line.startswith("Disabled Text") for line in faint)


def test_disabled_text_still_looks_disabled(palette_of):
    for theme in THEMES:
        palette = palette_of(theme)
        for fore, _ in DISABLED_PAIRS:
            assert palette.color(Group.Disabled, fore) != palette.color(Group.Active, fore)


def meanings() -> list[colors.Meaning]:
    return [value for value in vars(colors).values() if isinstance(value, colors.Meaning)]


@pytest.mark.parametrize("theme", THEMES)
def test_every_meaning_reads_on_the_themes_window_and_base(palette_of, theme):
    palette = palette_of(theme)
    faint = []
    for meaning in meanings():
        need = text_minimum(theme) if meaning.text else LARGE
        for back in BACKGROUNDS:
            b = palette.color(back).name()
            if contrast(str(meaning), b) < need:
                faint.append(f"{meaning.name} {meaning} on {back.name} {b}")
    for back in BACKGROUNDS:  # the scar's flame icon, one for all (its core lies on it)
        b = palette.color(back).name()
        if contrast(colors.FLAME, b) < LARGE:
            faint.append(f"flame {colors.FLAME} on {back.name} {b}")
    assert faint == []


def test_a_meaning_follows_the_theme(palette_of):
    palette_of("light")
    light = f"{colors.ERROR}"
    palette_of("dark")
    assert f"{colors.ERROR}" != light
    assert colors.color(colors.ERROR).name() == colors.SCHEMES["dark"]["error"]


def test_every_scheme_names_every_meaning():
    names = {meaning.name for meaning in meanings()}
    assert {theme: set(values) for theme, values in colors.SCHEMES.items()} == {
        theme: names for theme in THEMES
    }


def test_colours_with_their_own_background_read_on_it():
    pairs = [colors.READ_ONLY_BANNER, colors.ERROR_BANNER]
    pairs += [(colors.BADGE_TEXT, b) for b in (*colors.BADGES.values(), colors.BADGE_OTHER)]
    assert [p for p in pairs if contrast(*p) < TEXT] == []
