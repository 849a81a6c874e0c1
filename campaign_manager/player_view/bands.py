"""The one band palette: how hurt a combatant looks, as a colour (hex, plain data).

The combat tracker colours its band column with it, the TV window paints its band shapes
and words with it, and the web page gets the same hex in its payload. Every colour reads
at 3:1 or better on a light table, a dark one and the TV's near-black, and each level is
darker than the one before, so the order shows without the hue; the six stay apart for the
colour-blind too, and the shape that differs per level and the band's own word go with it.
The sides (a player character's name, anyone else's) are coloured from here too.
"""

from __future__ import annotations

#: level 0 (unhurt) .. 4 (the worst): teal, tan, red, rose, violet. Searched for the
#: largest least difference (CIEDE2000) between any two of them and NO_BAND, as seen with
#: normal vision and through protanopia, deuteranopia and tritanopia (Machado 2009): 12 or
#: more (the old green, gold, orange, red, purple: gold and orange 0.9 to a deuteranope),
#: with each level at least 6 % less luminous than the one before (tests/test_colour_vision.py)
BAND_COLORS = ("#00a0be", "#b98264", "#fa281e", "#d24b7d", "#b432f0")
#: a combatant whose band has no level
NO_BAND = "#738c91"
#: the band icon's outline: the TV's near-black background
OUTLINE = "#0b0f14"
#: the name of a player character and of anyone else on the TV and the phones (on
#: near-black), apart for every viewer too
SIDE_COLORS = {"pc": "#f4f6f8", "npc": "#ffd9a8"}


def band_color(level: object) -> str:
    """The colour of band ``level`` (0..4); NO_BAND for none or one out of the palette."""
    if not isinstance(level, int) or isinstance(level, bool):
        return NO_BAND
    return BAND_COLORS[level] if 0 <= level < len(BAND_COLORS) else NO_BAND
