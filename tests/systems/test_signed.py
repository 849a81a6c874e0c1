"""The one way a modifier is shown with its sign (``common.signed``), used by the rules and
the UI alike: "+2", "−1" with the real minus sign, "±0"."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from campaign_manager.systems.common import signed


def test_the_three_cases():
    assert signed(2) == "+2"
    assert signed(-1) == "−1"  # U+2212, not the hyphen
    assert signed(0) == "±0"


@given(st.integers(min_value=-(10**12), max_value=10**12))
def test_the_sign_then_the_size(value):
    text = signed(value)
    sign, digits = text[0], text[1:]
    assert sign == ("+" if value > 0 else "−" if value < 0 else "±")
    assert digits == str(abs(value))
    assert "-" not in text and " " not in text
    # the text gives the number back
    assert int(text.replace("−", "-").replace("±", "")) == value
