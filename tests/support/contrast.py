"""WCAG 2 contrast between two colours, for every test that checks a palette.

Relative luminance and contrast ratio as WCAG 2.2 defines them (§ "relative luminance",
"contrast ratio"): 4.5:1 is AA for text, 3:1 for large text and for graphics.
"""

from __future__ import annotations

#: WCAG AA: body text; large text (18 pt, or 14 pt bold) and graphics
TEXT = 4.5
LARGE = 3.0


def luminance(color: str) -> float:
    """WCAG 2 relative luminance of ``#rrggbb``."""
    channels = [int(color[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(one: str, other: str) -> float:
    """The contrast ratio of two ``#rrggbb`` colours, 1 (none) .. 21 (black on white)."""
    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)
