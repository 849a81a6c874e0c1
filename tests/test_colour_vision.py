"""Colours a colour-blind GM or player still tells apart: the bands, the sides, the ledger
graph's kinds, seen through the three common colour-vision deficiencies.

Each palette is passed through Machado, Oliveira & Fernandes (2009)'s matrices at full
severity (protanopia, deuteranopia, tritanopia; colour-science's implementation) and every
two colours that must differ are compared by CIEDE2000 in CIELAB.

Why ``APART`` = 10 ΔE00: 1 ΔE00 is about the smallest difference seen between two large
patches side by side. Ours are small (a band icon, a word, a line) and seldom side by side
(rows apart, a node across the graph), and the difference needed grows steeply as marks get
smaller and further apart (Szafir 2018, "Modeling Color Difference for Visualization
Design"), so we ask ten times that: the usual floor for categorical colours meant to be
told apart at a glance. Colour is never alone (the band's shape and word, the node's shape,
the kind's name beside its line): this keeps it from misleading.
"""

from __future__ import annotations

import itertools
import re
import warnings
from pathlib import Path

import numpy as np
import pytest

with warnings.catch_warnings():  # colour-science notes that SciPy and Matplotlib are absent
    warnings.simplefilter("ignore")
    import colour

import campaign_manager
from campaign_manager.player_view.bands import BAND_COLORS, NO_BAND, SIDE_COLORS
from campaign_manager.ui import colors

APART = 10.0
DEFICIENCIES = ("Protanomaly", "Deuteranomaly", "Tritanomaly")  # at severity 1: -anopia
#: the palette before issue 43: gold and orange were one colour to a deuteranope
OLD_BANDS = ("#23a676", "#aa8904", "#d86500", "#e73e2b", "#a851c5", "#7b8797")


def srgb(hex_colour: str) -> np.ndarray:
    return np.array([int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)])


def seen(hex_colour: str, deficiency: str | None) -> np.ndarray:
    """CIELAB of ``hex_colour`` as a viewer with ``deficiency`` (None: normal vision) sees it."""
    rgb = srgb(hex_colour)
    if deficiency is not None:
        with warnings.catch_warnings():  # tritanomaly's model is an approximation: it says so
            warnings.simplefilter("ignore")
            matrix = colour.matrix_cvd_Machado2009(deficiency, 1.0)
        linear = np.clip(matrix @ colour.cctf_decoding(rgb), 0, 1)
        rgb = colour.cctf_encoding(linear)
    return colour.XYZ_to_Lab(colour.sRGB_to_XYZ(rgb))


def closest(palette, deficiency: str | None) -> tuple[float, str, str]:
    """The two colours of ``palette`` nearest to each other for this viewer, and how near."""
    return min(
        (float(colour.delta_E(seen(a, deficiency), seen(b, deficiency), method="CIE 2000")), a, b)
        for a, b in itertools.combinations(palette, 2)
    )


def confusions(palette) -> list[tuple[str | None, float, str, str]]:
    out = []
    for deficiency in (None, *DEFICIENCIES):
        distance, a, b = closest(palette, deficiency)
        if distance < APART:
            out.append((deficiency, round(distance, 1), a, b))
    return out


@pytest.fixture
def campaign():
    """No campaign file is needed."""
    yield None


def test_every_band_stays_apart_for_every_viewer():
    assert confusions((*BAND_COLORS, NO_BAND)) == []


def test_the_check_finds_the_old_bands_that_a_deuteranope_could_not_tell_apart():
    found = confusions(OLD_BANDS)
    assert ("Deuteranomaly", 0.9, "#aa8904", "#d86500") in found


def test_the_sides_stay_apart_for_every_viewer():
    assert confusions(tuple(SIDE_COLORS.values())) == []


@pytest.mark.parametrize("theme", sorted(colors.SCHEMES))
def test_the_graphs_kinds_stay_apart_for_every_viewer(theme):
    scheme = colors.SCHEMES[theme]
    people = (scheme["person"], scheme["contact"])
    ties = tuple(scheme[kind] for kind in ("relation", "link", "favour", "liaison"))
    assert confusions(people) == []
    assert confusions(ties) == []


def test_the_tv_and_the_phones_colour_the_sides_from_the_one_palette():
    from PySide6.QtGui import QColor

    from campaign_manager.ui.player_view.scene import FOREGROUND, NPC_NAME

    css = (Path(campaign_manager.__file__).parent / "web" / "page.css").read_text()
    variables = dict(re.findall(r"--(\w+):\s*(#[0-9a-fA-F]{6});", css))
    assert variables["npc"] == SIDE_COLORS["npc"] and QColor(SIDE_COLORS["npc"]) == NPC_NAME
    assert variables["foreground"] == SIDE_COLORS["pc"] and QColor(SIDE_COLORS["pc"]) == FOREGROUND
