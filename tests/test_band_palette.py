"""One band palette for the tracker, the TV and the web page, readable on each of them.

The tracker's band column is text on the GM's table (a light or a dark theme); the TV and
the web page draw on near-black. One colour per level reads on all of them (WCAG contrast
3:1, the figure for large text and for graphics), and each level is darker than the one
before, so the order shows to those who cannot tell the hues apart.
"""

from __future__ import annotations

import itertools

import pytest
from support.contrast import LARGE, contrast, luminance

from campaign_manager.player_view.bands import BAND_COLORS, NO_BAND, band_color

#: a light theme's table, a dark theme's, the TV's and the web page's background
BACKGROUNDS = ("#ffffff", "#2d2d2d", "#0b0f14")


def unreadable(palette: tuple[str, ...]) -> list[tuple[str, str]]:
    return [(c, b) for c in palette for b in BACKGROUNDS if contrast(c, b) < LARGE]


@pytest.fixture
def campaign():
    """No campaign file is needed."""
    yield None


def test_every_band_reads_on_a_light_table_a_dark_one_and_the_tv():
    assert unreadable((*BAND_COLORS, NO_BAND)) == []


def test_the_check_finds_what_the_two_old_palettes_could_not_read():
    tv = ("#35c28f", "#f0e442", "#e69f00", "#ff6b4a", "#c9a0dc")
    tracker = ("#4f8a3c", "#b7950b", "#d35400", "#c0392b", "#6c3483")
    assert ("#f0e442", "#ffffff") in unreadable(tv)
    assert ("#6c3483", "#0b0f14") in unreadable(tracker)


def test_five_levels_each_darker_than_the_one_before():
    """At least 6 % less luminous each: a step seen without the hue, not a rounding."""
    assert len(BAND_COLORS) == 5
    levels = [luminance(color) for color in BAND_COLORS]
    assert all(darker * 1.06 <= lighter for lighter, darker in itertools.pairwise(levels))


@pytest.mark.parametrize("level", [None, -1, 5, True, "2", 2.0])
def test_a_level_out_of_the_palette_is_no_band(level):
    assert band_color(level) == NO_BAND


def test_a_level_is_its_colour():
    assert [band_color(level) for level in range(5)] == list(BAND_COLORS)
